"""The words of the nested rule contradictions (issue 20: every step a sentence a solver would
say): a branch inside the assumption that breaks the grid tells its own chain, the placements
its break relied on, as the outer chain does ("r4c4 = 7: r7c5 = 7 (hidden single in box 8),
then the palindrome line at r8c6 cannot be kept: r7c5 is 7 and ..."), not only the break (where
"r7c5 is 7" came from nowhere). The plain, deep and probed forms all tell it.

Each told chain is checked by replaying, from the assumption's fixpoint, only the events the
branch's break relied on: every placement told is made by what it says (a naked single, a
hidden single in its unit, a rule's last candidate), each in turn, and at the end the grid
breaks as the branch says.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

import test_variant_nested as deep_case  # noqa: E402
import test_variant_probe as probe_case  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import CandidateGrid, solve_path  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_nested as vn  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_probe as vp  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import context, forget  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_propagate import LOCKED_WHY, trace  # noqa: E402

BRANCH = re.compile(r"(r\d+c\d+) = (\d+): (.*?), then (.*)$")
PLACED = re.compile(r"(r\d+c\d+) = (\d+) \(")


def branches(step) -> list[str]:
    """The words of each branch of a nested step ("r4c4 = 7: ..., then ...")."""
    inside = step.text.split("breaks the grid: ", 1)[1].rsplit(". So ", 1)[0]
    return inside.split("; ")


def told_chains(step) -> list[tuple[str, int, list[tuple[str, int]], str, str]]:
    """``(cell, digit, placements told, the chain's words, what broke)`` of each branch of a nested
    step that tells its chain."""
    out = []
    for branch in branches(step):
        m = BRANCH.match(branch)
        if m:
            said = [(c, int(d)) for c, d in PLACED.findall(m.group(3))]
            out.append((m.group(1), int(m.group(2)), said, m.group(3), m.group(4)))
    return out


def replay(ctx, F, assume, t, strong: bool) -> list[tuple[int, int]]:
    """Replay from ``F``, with ``assume`` placed, only the events the break of trace ``t`` relied
    on, checking each; returns the placements in order (not the assumption). Asserts that the
    grid they leave breaks as ``t`` says."""
    sh = ctx.shape
    puzzle = ctx.puzzle
    m = list(F)
    keep = t.ancestors()
    placed = []
    for k in keep:
        ev = t.events[k]
        assert all(j < k and j in keep for j in ev.deps)  # (relies only on what came before, told or kept)
        assert m[ev.cell] >> ev.digit & 1, (k, ev)
        why = ev.why
        if why == "assumption":
            assert (ev.cell, ev.digit) == assume
            m[ev.cell] = 1 << ev.digit
            continue
        if ev.placed:
            if why == "naked single":
                assert m[ev.cell] == 1 << ev.digit, (k, ev)  # its other candidates gone before
            else:
                assert why.startswith("hidden single in "), why
                unit = sh.units[sh.unit_names.index(why[len("hidden single in "):])]
                assert [c for c in unit if m[c] >> ev.digit & 1] == [ev.cell], (k, ev)
            m[ev.cell] = 1 << ev.digit
            placed.append((ev.cell, ev.digit))
            continue
        if why == "peer":
            src = t.events[ev.deps[0]]
            assert src.placed and src.digit == ev.digit and sh.peer_bits[src.cell] >> ev.cell & 1
        elif isinstance(why, int) and not strong:
            # the rule's own pruning, on the grid replayed so far, takes the digit too
            pruned = list(m)
            got = ctx.rules[why].rule.prune(puzzle, pruned)
            assert got is None or not pruned[ev.cell] >> ev.digit & 1, (k, ev)
        else:  # a hidden single's cell losing its other digits; locked candidates, ways (deep)
            assert isinstance(why, int) or why.startswith(("hidden single in ", LOCKED_WHY)), why
        m[ev.cell] &= ~(1 << ev.digit)
    text = t.broken.text
    head = text.split(":", 1)[0]
    if " has no candidate left" in head:
        assert m[t.broken.cells[0]] == 0, text
    elif " has no place left for " in head:
        d = int(head.rsplit(" ", 1)[1])
        assert not any(m[c] >> d & 1 for c in t.broken.cells), text
    elif " needs two digits in " in head:
        x = _index(head.rsplit(" ", 1)[1], sh.size)
        only = [d for d in range(1, sh.size + 1) if [c for c in t.broken.cells if m[c] >> d & 1] == [x]]
        assert len(only) >= 2, text
    else:
        assert " cannot be kept" in head, text
        if not strong:  # (the deep form may break a rule by its ways with the cells that see each other)
            assert any(info.rule.prune(puzzle, list(m)) is None for info in ctx.rules if info.cells == t.broken.cells), text
    return placed


def check_inner_chains(g: CandidateGrid, step, deep: bool) -> int:
    """Each branch of a nested ``step`` found at ``g`` that tells a chain tells the placements its
    break relied on, in order (when long: the first ones, those in the cells the break names and
    the last; the rest counted), each one made as it says, and lights their cells; returns how
    many branches told a chain."""
    ctx = context(g)
    n = ctx.n
    ((i, d),) = step.eliminations
    t = trace(ctx, g.masks, g.values, (i, d), strong=True)
    F = t.masks
    chains = told_chains(step)
    for cell, e, said, words, broke in chains:
        c = _index(cell, n)
        inner = trace(ctx, F, [0] * len(F), (c, e), strong=deep)
        assert inner.broken is not None and broke == inner.broken.text
        placed = [(ctx.cell(x), v) for x, v in replay(ctx, F, (c, e), inner, deep)]
        assert placed, step.text
        if len(placed) > vf.INNER_SHOWN:
            # the first ones, those in the cells the break names, and the last; the rest counted
            named = set(re.findall(r"r\d+c\d+", re.sub(r"\b(at|between) r\d+c\d+( and r\d+c\d+)?", "", broke)))
            it = iter(placed)
            assert all(p in it for p in said), (said, placed)  # (in order)
            must = {p for p in placed if p[0] in named} | {placed[0], placed[-1]}
            assert must <= set(said), (said, placed, broke)
            assert said[1] == placed[1] or len(must) >= vf.INNER_SHOWN - 1  # (the first ones fill the rest)
            counted = [int(k) for k in re.findall(r"\.\.\. (\d+) more \.\.\.", words)]
            assert min(counted, default=2) >= 2 and len(said) + sum(counted) == len(placed), (said, placed, words)
            assert len(said) < 2 * max(vf.INNER_SHOWN, len(must))  # (a lone placement between two told: told)
        else:
            assert said == placed, (said, placed)
            assert "more ..." not in words
        assert {_index(x, n) for x, _ in said} <= set(step.cells)  # (lit as the outer chain's)
    return len(chains)


def _index(name: str, n: int) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * n + int(c) - 1


# -- the three forms -------------------------------------------------------------------------------


def recording(monkeypatch, module):
    """Record ``(grid, step)`` of every step ``module``'s nested finder tells (through
    :func:`.variant_forcing._nested_step`, which the three forms share)."""
    seen = []
    tell = vf._nested_step

    def spy(ctx, g, *a, **k):
        step = tell(ctx, g, *a, **k)
        if step is not None:
            seen.append((g, step))
        return step

    monkeypatch.setattr(module, "_nested_step", spy)
    return seen


def test_a_nested_step_tells_the_chain_inside_each_branch_that_breaks(monkeypatch):
    """issue 20's example: "r4c4 = 7 breaks it (the palindrome line at r8c6 cannot be kept: r7c5
    is 7 ...)" did not say how r7c5 came to be 7; now the branch tells "r7c5 = 7 (hidden single in
    box 8)" before its break. On the bundled line puzzle's whole path, every branch with a chain
    tells true placements, in order."""
    from str8ts_gui.kinds.str8ts.library import read_library_file

    doc = next(
        d for d in read_library_file(HERE.parents[3] / "puzzles" / "sudoku-variants.txt")
        if d.title == "Line Sudoku (renban, whispers, palindromes) 9x9 2"
    )
    seen = recording(monkeypatch, vf)
    forget()
    path = solve_path(doc.puzzle)
    texts = {s.text for s in path.steps}
    told = 0
    for g, s in seen:
        assert s.strategy == "Nested rule contradiction"
        told += check_inner_chains(g, s, deep=False)
    assert told >= 10 and any(s.text in texts for _, s in seen)
    (example,) = [s for s in path.steps if s.text.startswith("Suppose r6c5 were 3: ")]
    # (r4c4 = 6 breaks only once the search's candidates are ruled out, and then only with the deep
    # propagation: test_variant_nested_dropped replays such chains)
    assert (
        "r4c4 = 6 (with those ruled out, followed with locked candidates and the rules' ways too): r4c1 = 1 "
        "(hidden single in row 4), r5c1 = 2 (naked single), r6c1 = 4 (naked single), r4c5 = 2 (hidden single in "
        "row 4), r5c9 = 7 (hidden single in row 5), r5c6 = 5 (hidden single in row 5), then box 5 has no place left "
        "for 4: r4c4 is 6, r4c5 is 2, r5c6 is 5 and r6c6 sees the 4 in r6c1; "
        "r4c4 = 7: r7c5 = 7 (hidden single in box 8), then the "
        "palindrome line at r8c6 cannot be kept: r7c5 is 7 and r6c6 2, 4, 5, 6, 8 or 9, which the line makes equal. "
        "So r6c5 is not 3"
    ) in example.text
    forget()


@pytest.mark.parametrize(
    ("module", "budget", "value", "case", "finder"),
    [
        # the deep form at a sparse non-consecutive stall
        (vn, "OUTER", 1, deep_case, "deep_nested_contradiction"),
        # the probed form at a little killer stall (a batch: each step told in the grid the
        # steps before it leave)
        (vp, "PASS_CALLS", 3000, probe_case, "probe_nested_contradiction"),
    ],
    ids=["deep", "probed"],
)
def test_the_deep_and_probed_nested_steps_tell_their_branches_chains(monkeypatch, module, budget, value, case, finder):
    """The deep and probed forms: their branches, followed the deep way, tell their chains too,
    each placement made as it says."""
    monkeypatch.setattr(module, budget, value)
    seen = recording(monkeypatch, module)
    forget()
    _, g = case.stalled()
    assert list(getattr(module, finder)(g))
    assert sum(check_inner_chains(grid, s, deep=True) for grid, s in seen) >= 1
    forget()


def test_a_long_chain_tells_the_placements_its_break_names():
    """Beyond :data:`.variant_forcing.INNER_SHOWN` placements a branch's chain is cut with counts,
    but keeps the placements of the cells its break names ("r6c5 ... sees 7 in r3c5": r3c5's),
    not the cells that only name a rule ("the little killer 19 at r5c9")."""
    _, g = deep_case.stalled()
    ctx = context(g)
    text = (
        "r8c6 has no candidate left: it sees 9 in r5c6 and 4 in r2c6 and the little killer 19 at r5c9 rules out 8, "
        "and the white Kropki dot between r4c3 and r5c3 ..."
    )
    assert vf._cells_in(ctx, text) == {_index(x, 9) for x in ("r8c6", "r5c6", "r2c6")}
