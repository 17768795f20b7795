"""The words of a nested rule contradiction's branch that breaks only once the search ruled some
candidates out (the step's "once 73 more candidates are ruled out the same way"): it said "r4c4
= 6 breaks it, once those are ruled out" and nothing more. Now such a branch is followed again
from the assumption's fixpoint less the candidates it may rely on, and when that breaks it tells
its chain as the other branches do: "r4c4 = 7 (with those ruled out): r7c5 = 7 (hidden single in
box 8), then r7c6 has no candidate left: ...".

Which candidates it may rely on: every candidate the search ruled out is false with the
assumption, but those of its last round (the cell that broke: its options that broke alone, and
whatever all its other options remove) only given that the cell holds one of those other
options. An option that survived that round may rely on all of them; one that broke alone on
those of the rounds before only (else its break could rest on what was ruled out because it
breaks). The search's rounds are recorded here as it runs, and each told chain is replayed from
the assumption's fixpoint less only candidates it may rely on: every placement told is made as
it says (a naked single, a hidden single in its unit, a rule's last candidate), in order, and at
the end the grid breaks as the branch says.

A branch that does not break that way either is followed from there as the search itself went on
after each round, with the deep propagation (locked candidates and the rules' ways too), and
says so: "r4c4 = 6 (with those ruled out, followed with locked candidates and the rules' ways
too): r4c1 = 1 (hidden single in row 4), ..., then box 5 has no place left for 4: ...". Its
replay checks besides the eliminations the chain's words leave untold: every place locked
candidates left a digit in their unit sees the cell they take it from, and a rule's cells have
no way (their digits keeping the rule, those that see each other differing) that leaves the
digit it took.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from test_variant_nested_words import _index, branches, replay  # (the nested chains' words and replay)

from str8ts_gui.kinds.str8ts.library import read_library_file
from str8ts_gui.kinds.sudoku.logic import solve_path
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf
from str8ts_gui.kinds.sudoku.logic.grid import bits
from str8ts_gui.kinds.sudoku.logic.variant_base import context, forget
from str8ts_gui.kinds.sudoku.logic.variant_propagate import LOCKED_WHY, TOUCHING_WHY, trace

PUZZLES = Path(__file__).resolve().parents[4] / "puzzles" / "sudoku-variants.txt"

# "r4c4 = 7 (with those ruled out): <chain>, then <break>" / "... (with those ruled out) breaks it (<break>)";
# group 3: the deep propagation's words, when it was followed with it
DEEP = "followed with locked candidates and the rules' ways too"
WITH = re.compile(
    r"(r\d+c\d+) = (\d+) \(with those ruled out(, " + re.escape(DEEP) + r")?\)(?:: (.*?), then (.*)| breaks it \((.*)\))$"
)
BARE = re.compile(r"(r\d+c\d+) = (\d+) breaks it(?: too)?, once those are ruled out$")
PLACED = re.compile(r"(r\d+c\d+) = (\d+) \(")


def recording(monkeypatch):
    """Record each nested step told (``(grid, cell, digit, hit, step)``) and, per hit of the
    inner search, the candidates each of its rounds ruled out (:func:`.variant_forcing._united`'s
    ``lost``, in order; the rounds of this search only, not those of one it went on from)."""
    steps = []
    rounds_of: dict[int, list[tuple]] = {}
    running: list[list[tuple]] = []
    inner, united, tell = vf._inner, vf._united, vf._nested_step

    def inner_spy(*a, **k):
        running.append([])
        try:
            hit = inner(*a, **k)
        finally:
            rounds = running.pop()
        if isinstance(hit, tuple):
            rounds_of[id(hit)] = rounds
        return hit

    def united_spy(*a, **k):
        got, lost = united(*a, **k)
        if running:
            running[-1].append(lost)
        return got, lost

    def tell_spy(ctx, g, i, d, hit, *a, **k):
        step = tell(ctx, g, i, d, hit, *a, **k)
        if step is not None:
            steps.append((g, i, d, hit, rounds_of.get(id(hit)), step))
        return step

    monkeypatch.setattr(vf, "_inner", inner_spy)
    monkeypatch.setattr(vf, "_united", united_spy)
    monkeypatch.setattr(vf, "_nested_step", tell_spy)
    return steps


def _way_left(ctx, r: int, m: list[int], want) -> bool:
    """Whether rule ``r``'s cells have a way within ``m`` (each cell a digit, the cells that see
    each other different, the rule kept: its own check and pruning) for which ``want(grid)``
    holds: a search, narrowed by the rule's pruning on the way."""
    info = ctx.rules[r]
    cells = info.cells
    pb = ctx.shape.peer_bits
    puzzle = ctx.puzzle

    def go(g: list[int]) -> bool:
        moved = True
        while moved:  # (a cell's single leaves the rule's cells that see it; then the pruning)
            moved = False
            for i in cells:
                if g[i] and not g[i] & (g[i] - 1):
                    for j in cells:
                        if j != i and pb[i] >> j & 1 and g[j] & g[i]:
                            g[j] &= ~g[i]
                            moved = True
            if not all(g[i] for i in cells):
                return False
            before = [g[i] for i in cells]
            if info.rule.prune(puzzle, g) is None or not all(g[i] for i in cells):
                return False
            moved = moved or before != [g[i] for i in cells]
        open_ = [i for i in cells if g[i] & (g[i] - 1)]
        if not open_:
            values = [0] * len(g)
            for i in cells:
                values[i] = g[i].bit_length() - 1
            return not info.rule.check(puzzle, values) and want(g)
        x = min(open_, key=lambda i: g[i].bit_count())
        for v in bits(g[x]):
            h = list(g)
            h[x] = 1 << v
            if go(h):
                return True
        return False

    return go(list(m))


def check_deep(ctx, base, assume, t) -> tuple[int, int]:
    """Replay from ``base`` with ``assume`` placed the events a deep branch's break relied on (as
    :func:`test_variant_nested_words.replay` does), checking the eliminations besides: locked
    candidates in a unit (every place of the digit left there sees the cell), and a rule's (no
    way of its cells leaves the digit: in the cell, or outside, in none of the cells that see
    it). Returns how many of each it checked."""
    sh = ctx.shape
    m = list(base)
    locked = ruled = 0
    for k in t.ancestors():
        ev = t.events[k]
        why, x, d = ev.why, ev.cell, ev.digit
        if why == "assumption" or ev.placed:
            if why == "assumption":
                assert (x, d) == assume
            m[x] = 1 << d
            continue
        if isinstance(why, str) and why.startswith(LOCKED_WHY) and TOUCHING_WHY not in why:
            unit = sh.units[sh.unit_names.index(why[len(LOCKED_WHY) :])]
            places = [c for c in unit if m[c] >> d & 1]
            assert x not in unit and len(places) >= 2, (k, ev)
            assert all(sh.peer_bits[c] >> x & 1 for c in places), (k, ev, places)
            locked += 1
        elif isinstance(why, int) and ctx.rules[why].cells:
            cells = ctx.rules[why].cells
            if x in cells:
                want = lambda g, x=x, d=d: g[x] == 1 << d
            else:
                near = [c for c in cells if sh.peer_bits[c] >> x & 1]
                want = lambda g, near=near, d=d: all(g[c] != 1 << d for c in near)
            assert not _way_left(ctx, why, m, want), (k, ev)
            ruled += 1
        m[x] &= ~(1 << d)
    return locked, ruled


def check_said(said: list[tuple[str, int]], words: str, placed: list[tuple[str, int]]) -> None:
    """The placements a branch tells are those replayed: all of them, or when many (beyond
    :data:`.variant_forcing.INNER_SHOWN`) some, in order, with the rest counted."""
    if len(placed) > vf.INNER_SHOWN:
        it = iter(placed)
        assert all(p in it for p in said), (said, placed)
        counted = [int(k) for k in re.findall(r"\.\.\. (\d+) more \.\.\.", words)]
        assert len(said) + sum(counted) == len(placed), (said, placed, words)
    else:
        assert said == placed, (said, placed)
        assert "more ..." not in words


@pytest.mark.parametrize("title", ["Line Sudoku (renban, whispers, palindromes) 9x9 2", "Arrow Kropki Sudoku 9x9"])
def test_a_branch_that_breaks_once_those_are_ruled_out_tells_a_true_chain(monkeypatch, title):
    """On the bundled puzzles whose nested steps have such branches, every branch told "(with
    those ruled out)" did not break from the assumption's fixpoint alone, is replayed from it
    less candidates the search ruled out and the branch may rely on (never those its own
    breaking ruled out), each placement made as told and the break as told; its cells are lit.
    One that breaks only with the deep propagation from there says so, and its eliminations are
    checked too. A branch still told "once those are ruled out" does not break either way."""
    (doc,) = [d for d in read_library_file(PUZZLES) if d.title == title]
    steps = recording(monkeypatch)
    forget()
    path = solve_path(doc.puzzle)
    assert path.solved
    told = bare = alone = deep = locked = 0
    for g, i, d, (options, dropped), rounds, step in steps:
        assert step.strategy == "Nested rule contradiction"
        ctx = context(g)
        n = ctx.n
        F = trace(ctx, g.masks, g.values, (i, d), strong=True).masks
        zeros = [0] * len(F)
        for branch in branches(step):
            m = WITH.match(branch)
            if m is None:
                b = BARE.match(branch)
                if b:
                    bare += 1
                    c, e = _index(b.group(1), n), int(b.group(2))
                    base = vf._ruled_out(F, dropped, (c, e))
                    assert base is None or trace(ctx, base, zeros, (c, e)).broken is None, branch
                    assert base is None or trace(ctx, base, zeros, (c, e), strong=True).broken is None, branch
                continue
            c, e = _index(m.group(1), n), int(m.group(2))
            assert (c, e) in options
            assert trace(ctx, F, zeros, (c, e)).broken is None  # (else told as the other branches)
            # the candidates it may rely on: every one, or for an option its own round ruled out
            # (it broke alone) those of the rounds before
            may = set(dropped)
            if (c, e) in dropped:
                alone += 1
                assert rounds and (c, e) in rounds[-1]
                assert tuple(dropped[len(dropped) - len(rounds[-1]) :]) == tuple(rounds[-1])
                may -= set(rounds[-1])
            base = vf._ruled_out(F, dropped, (c, e))
            gone = {(x, v) for x in range(len(F)) for v in bits(F[x] & ~base[x])}
            assert gone and gone <= may, (branch, gone - may)
            inner = trace(ctx, base, zeros, (c, e))
            strong = m.group(3) is not None
            if strong:  # (followed plainly it does not break: else told so)
                assert inner.broken is None, branch
                inner = trace(ctx, base, zeros, (c, e), strong=True)
                deep += 1
            words = m.group(4) or ""
            broke = m.group(5) if m.group(4) is not None else m.group(6)
            assert inner.broken is not None and inner.broken.text == broke
            placed = [(ctx.cell(x), v) for x, v in replay(ctx, base, (c, e), inner, strong)]
            if strong:
                locked += check_deep(ctx, base, (c, e), inner)[0]
            said = [(x, int(v)) for x, v in PLACED.findall(words)]
            check_said(said, words, placed)
            assert {_index(x, n) for x, _ in said} <= set(step.cells)  # (lit as the other branches')
            assert set(inner.broken.cells) <= set(step.area)
            told += 1
    assert told >= 10 and alone >= 1 and deep >= 10 and locked >= 10, (told, alone, deep, locked)
    assert bare >= (1 if title.startswith("Line") else 0)
    forget()


def test_the_candidates_a_branch_may_rely_on():
    """An option the search's last round ruled out (it broke alone) relies only on the rounds
    before: the run at the end of ``dropped`` that keeps the rounds' order (cell, then digit)
    is left out; an option that survived relies on every one. Nothing ruled out: None."""
    F = [0b1111110] * 9
    dropped = ((4, 2), (6, 5), (1, 3), (2, 1), (2, 4), (7, 6))
    base = vf._ruled_out(F, dropped, (2, 4))
    assert [F[x] & ~base[x] for x in range(9)] == [0, 0, 0, 0, 1 << 2, 0, 1 << 5, 0, 0]
    base = vf._ruled_out(F, dropped, (3, 5))
    assert {(x, v) for x in range(9) for v in bits(F[x] & ~base[x])} == {(4, 2), (6, 5), (1, 3), (2, 1), (2, 4), (7, 6)}
    assert vf._ruled_out(F, (), (3, 5)) is None
    assert vf._ruled_out(F, ((3, 5),), (3, 5)) is None  # (its own round only)
