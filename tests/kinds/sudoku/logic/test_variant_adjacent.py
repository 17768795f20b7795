"""Touching cells under the pair rules (non-consecutive, the negative constraints), issue 20: the
steps of :mod:`.variant_adjacent` and what the propagation of the contradiction steps knows about
touching cells (a neighbour in the same row is neither the same digit nor a consecutive one;
locked candidates through the touching cells). Each fires on a small crafted position, and only
soundly: every elimination is checked against the SAT solver's solutions of the position.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from rule_checks import make  # noqa: E402
from test_variant_logic import assert_sound, cell, marked, walk_sound  # noqa: E402
from test_variant_techniques import sat_truth, truth_of  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, VARIANT_STRATEGIES, CandidateGrid  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_adjacent as va  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.grid import bits  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import context  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_propagate import locked_through_links, propagate, trace  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.parity import Parity  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402


def solved_grid(n: int = 6):
    p = make(n, [NonConsecutive()])
    return p, solve(p).solution


def digits(*ds) -> str:
    return "".join(str(d) for d in sorted(set(ds)))


def test_the_ladder_places_the_touching_steps_after_the_rules_own():
    names = [s.name for s in VARIANT_STRATEGIES]
    assert names.index("Non-consecutive") < names.index("Touching cells") < names.index("Locked candidates")
    assert names.index("Rule pointing") < names.index("Touching pair") < names.index("Locked candidates")
    assert STRATEGY_BY_NAME["Touching cells"].difficulty == va.TOUCHING
    assert STRATEGY_BY_NAME["Touching pair"].difficulty == va.TOUCHING_PAIR


def test_the_non_consecutive_step_names_the_rule_once():
    # the rule is named as its technique: "Non-consecutive: r1c1 is 3, so its orthogonal
    # neighbours ...", not "Non-consecutive: Non-consecutive: ..."
    p, grid = solved_grid()
    g = marked(p, {"r1c1": str(grid[0])})
    (step, *_) = STRATEGY_BY_NAME["Non-consecutive"].find(g)
    assert step.text.startswith(f"r1c1 is {grid[0]}, so its orthogonal neighbour"), step.text
    assert "Non-consecutive" not in step.text


def test_touching_cells_take_the_same_and_the_consecutive_digits():
    # r1c1 is left with its digit and a consecutive one: each of them is, for r1c2 (same row,
    # touching), the same digit or a consecutive one, so r1c2 holds neither; the rule's own
    # pruning does not see it (it knows nothing of the row)
    p, grid = solved_grid()
    d = grid[0]
    e = d + 1 if d < 6 and d + 1 != grid[1] else d - 1
    assert abs(e - grid[1]) != 0
    g = marked(p, {"r1c1": digits(d, e)})
    assert not [s for s in STRATEGY_BY_NAME["Non-consecutive"].find(g) if (1, d) in s.eliminations or (1, e) in s.eliminations]
    steps = list(va.touching_cells(g))
    assert steps and all(s.strategy == "Touching cells" for s in steps)
    gone = {x for s in steps for x in s.eliminations}
    assert {(1, d), (1, e), (6, d), (6, e)} <= gone  # r1c2 in the row, r2c1 in the column
    truth = sat_truth(p, g)
    for s in steps:
        assert_sound(s, truth)
        assert s.cells == (0,) and "touches it in its" in s.text and "non-consecutive rule" in s.text


def test_touching_cells_find_nothing_the_rule_alone_removes():
    # r1c1 = {2, 4}: only 3 leaves r1c2, which the non-consecutive family removes itself
    p = make(6, [NonConsecutive()])
    g = marked(p, {"r1c1": "24"})
    assert not list(va.touching_cells(g))


def test_touching_pair_holds_a_digit_the_cells_around_lose():
    # r1c1 and r1c2 hold their digits a and b or a third digit t consecutive to b (so t and b
    # never sit side by side); every allowed filling then uses a, which leaves the rest of row 1
    # and of box 1
    p, grid = solved_grid()
    a, b = grid[0], grid[1]
    fired = False
    for t in (b - 1, b + 1):
        if not 1 <= t <= 6 or t == a or abs(t - a) == 1:
            continue
        g = marked(p, {"r1c1": digits(a, t), "r1c2": digits(b, t)})
        steps = list(va.touching_pair(g))
        if not steps:
            continue
        fired = True
        truth = sat_truth(p, g)
        for s in steps:
            assert_sound(s, truth)
            assert s.strategy == "Touching pair" and s.cells == (0, 1)
            assert "cannot sit side by side" in s.text
        gone = {x for s in steps for x in s.eliminations}
        assert (cell("r1c6", 6), a) in gone and (cell("r2c3", 6), a) in gone
    assert fired


def test_touching_pair_needs_a_pair_the_rule_forbids():
    # a naked pair without a consecutive couple is the classic naked pair's, not this step's
    p = make(6, [NonConsecutive()])
    g = marked(p, {"r1c1": "15", "r1c2": "15"})
    assert not list(va.touching_pair(g))


def test_locked_candidates_through_touching_cells_in_the_propagation():
    # 5 in row 1 only in r1c2 or r1c3 (pencil marks): r1c2 and r1c3 touch each other (each is the
    # other's neighbour), r2c2 and r2c3 touch one place only; so 4 and 6 leave r1c2 and r1c3
    p = make(6, [NonConsecutive()])
    marks = {f"r1c{c}": "12346" for c in (1, 4, 5, 6)}
    g = marked(p, marks)
    ctx = context(g)
    row = [cell(f"r1c{c}", 6) for c in range(1, 7)]
    hits = dict(locked_through_links(ctx, g.masks, row, 5))
    assert hits == {1: 1 << 4 | 1 << 6, 2: 1 << 4 | 1 << 6}
    truth = sat_truth(p, g)
    for y, gone in hits.items():
        for e in bits(gone):
            assert not truth[y] >> e & 1
    # the strong propagation knows it (the row's cells changed), the plain one does not
    strong = propagate(ctx, g.masks, g.values, row, strong=True).masks
    plain = propagate(ctx, g.masks, g.values, row).masks
    assert not strong[1] & (1 << 4 | 1 << 6) and plain[1] & (1 << 4 | 1 << 6)


def test_locked_candidates_through_a_pair_two_rules_link():
    # every touching pair is linked twice: non-consecutive, and no 1:2 ratio (no black dot drawn).
    # 3 in row 1 only in r1c1 or r1c3: r1c2 touches both, and beside a 3 it is neither 2 nor 4
    # (consecutive) nor 6 (twice 3): so 2, 4 and 6 leave r1c2. (A pair linked twice was once
    # counted twice in the cells the links reach, and this was missed.)
    p = make(9, [NonConsecutive(), NegativeRatio()])
    g = marked(p, {f"r1c{c}": "12456789" for c in (2, 4, 5, 6, 7, 8, 9)})
    ctx = context(g)
    row = [cell(f"r1c{c}", 9) for c in range(1, 10)]
    hits = dict(locked_through_links(ctx, g.masks, row, 3))
    assert hits == {1: 1 << 2 | 1 << 4 | 1 << 6}
    truth = sat_truth(p, g)
    assert truth[1] and not truth[1] & hits[1]


def test_the_propagation_keeps_touching_cells_apart():
    # r1c1 = {3, 4}: r1c2 is neither 3 (beside a 4, or the same as a 3) nor 4
    p = make(6, [NonConsecutive()])
    g = marked(p, {"r1c1": "34"})
    ctx = context(g)
    m = propagate(ctx, g.masks, g.values, [0]).masks
    assert not m[1] & (1 << 3 | 1 << 4) and not m[6] & (1 << 3 | 1 << 4)
    assert m[7] & (1 << 3)  # r2c2 only touches cells that touch r1c1


def test_the_traced_propagation_breaks_where_the_fast_one_does():
    # the contradiction step traces what the fast scan found: both must agree, on every
    # candidate of a few non-consecutive positions
    rng = random.Random(5)
    for _ in range(3):
        p, grid = solved_grid()
        clues = [d if rng.random() < 0.25 else 0 for d in grid]
        p = make(6, [NonConsecutive()], clues)
        g = CandidateGrid.from_puzzle(p)
        ctx = context(g)
        for strong in (False, True):
            for i in g.iter_open():
                for d in bits(g.masks[i]):
                    fast = propagate(ctx, g.masks, g.values, assume=(i, d), strong=strong).masks is None
                    slow = trace(ctx, g.masks, g.values, (i, d), strong=strong).broken is not None
                    assert fast == slow, (strong, i, d)


def test_every_step_stays_sound_on_random_non_consecutive_puzzles():
    rng = random.Random("touching")
    fired: dict[str, int] = {}
    for _ in range(4):
        base = solve(make(6, [NonConsecutive(), Parity(rng.randrange(36), rng.random() < 0.5)])).solution
        if base is None:
            continue
        clues = [d if rng.random() < 0.3 else 0 for d in base]
        p = make(6, [NonConsecutive()], clues)
        walk_sound(p, truth_of(p), fired, every=True)
    assert fired.get("Touching cells", 0) > 0, fired


# -- the nested contradiction ----------------------------------------------------------------------


def sparse_non_consecutive(picks: set[int]):
    """Non-consecutive 6 x 6 puzzles with a few givens of a grid the solver finds (most with many
    solutions), the ``picks``-th of a fixed sequence."""
    rng = random.Random("nested")
    for k in range(max(picks) + 1):
        base = solve(make(6, [NonConsecutive(), Parity(rng.randrange(36), rng.random() < 0.5)])).solution
        clues = [d if rng.random() < 0.12 else 0 for d in base]
        if k in picks:
            yield make(6, [NonConsecutive()], clues)


def test_the_nested_contradiction_ends_the_ladder():
    names = [s.name for s in VARIANT_STRATEGIES]
    # (then the 45 rule's sums kept as rules, variant_derived)
    assert names[-4:-1] == ["Nested rule contradiction", "Deep nested rule contradiction", "Probed nested rule contradiction"]
    assert names.index("Deep rule forcing chain") < names.index("Nested rule contradiction")


def test_nested_contradiction_fires_only_soundly():
    # positions where the deep contradiction finds nothing for the candidate, but a cell it
    # leaves breaks the grid whichever of its candidates it takes; each elimination is checked
    # against the SAT solver's solutions
    from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf

    fired = 0
    for p in sparse_non_consecutive({12, 23}):
        g = CandidateGrid.from_puzzle(p)
        steps = list(vf.nested_contradiction(g))
        truth = sat_truth(p, g)
        for s in steps:
            assert_sound(s, truth)
            assert s.strategy == "Nested rule contradiction" and s.difficulty >= vf.NESTED
            assert s.text.startswith("Suppose ") and "each breaks the grid" in s.text
            ((i, d),) = s.eliminations
            assert i in s.cells and g.masks[i] >> d & 1
            # the deep propagation alone does not break it: that is the deep contradiction's step
            ctx = context(g)
            assert propagate(ctx, g.masks, g.values, assume=(i, d), strong=True).masks is not None
        fired += len(steps)
    assert fired


def _sums_puzzle():
    """A 9 x 9 grid's killer cages (pairs across its rows) and four little killers, read off a
    solution, no givens: the prunings the propagation remembers."""
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
    from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller

    sol = solve(make(9, [])).solution
    rules = [KillerCage((a, a + 1), sol[a] + sol[a + 1]) for a in range(0, 81, 13)]
    for row, col, way in ((-1, 6, "DL"), (-1, 4, "DR"), (9, 3, "UL"), (9, 7, "UR")):
        cells = LittleKiller(row, col, way, 0).diagonal(9)
        rules.append(LittleKiller(row, col, way, sum(sol[i] for i in cells)))
    return make(9, rules)


def test_the_remembered_prunings_give_what_the_rules_give(monkeypatch):
    # every assumption followed with the killer and little killer prunings remembered (twice:
    # the second time from the memo) ends where it ends with each pruning run afresh
    from str8ts_gui.kinds.sudoku.logic import variant_propagate as vpr

    g = CandidateGrid.from_puzzle(_sums_puzzle())
    ctx = context(g)
    options = [(i, d) for i in range(0, 81, 5) for d in bits(g.masks[i])]
    for strong in (False, True):
        ctx.memo.pop("prune-memo", None)
        first = [propagate(ctx, g.masks, g.values, assume=o, strong=strong).masks for o in options]
        assert any(memo for memo in ctx.memo["prune-memo"] if memo)
        again = [propagate(ctx, g.masks, g.values, assume=o, strong=strong).masks for o in options]
        with monkeypatch.context() as mp:
            mp.setattr(vpr, "PRUNE_MEMO_RULES", frozenset())
            ctx.memo.pop("prune-memo", None)
            plain = [propagate(ctx, g.masks, g.values, assume=o, strong=strong).masks for o in options]
            assert not any(memo for memo in ctx.memo["prune-memo"])
        ctx.memo.pop("prune-memo", None)
        assert first == again == plain


def test_the_wider_nested_search_goes_on_from_the_narrower_one():
    # the three-candidate search started where the two-candidate one ended finds what the same
    # search from the candidate's fixpoint finds, and only sound eliminations
    from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf

    for p in sparse_non_consecutive({12, 23}):
        g = CandidateGrid.from_puzzle(p)
        ctx = context(g)
        truth = sat_truth(p, g)
        for i in g.iter_open():
            for d in bits(g.masks[i]):
                r = propagate(ctx, g.masks, g.values, assume=(i, d), strong=True)
                if r.masks is None:
                    continue
                state: dict = {}
                narrow = vf._inner(ctx, list(r.masks), 2, start=g.masks, state=state)
                if narrow is not None:
                    assert not truth[i] >> d & 1
                    continue
                assert "F" in state and all(not a & ~b for a, b in zip(state["F"], r.masks))
                wide = vf._inner(ctx, list(r.masks), 3, start=g.masks, state=state)
                fresh = vf._inner(ctx, list(r.masks), 3, start=g.masks)
                assert (wide is None) == (fresh is None)
                if wide is not None:
                    assert not truth[i] >> d & 1
