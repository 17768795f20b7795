"""Two sums filled together (:mod:`.variant_pairs`), issue 20: every way two sums can be filled at
once, each followed with singles and the rules; a candidate no surviving way keeps goes. It fires
where the ladder stalls on a little killer puzzle of the benchmarks' stress kind, and only
soundly (each elimination checked against the SAT solver's solutions of the position); where
every candidate is some solution's, it finds nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from rule_checks import make  # noqa: E402
from test_variant_logic import assert_sound  # noqa: E402
from test_variant_probe import stalled  # noqa: E402
from test_variant_techniques import sat_truth  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, VARIANT_STRATEGIES, CandidateGrid  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_pairs as vp  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import forget  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller  # noqa: E402


def test_it_stands_just_before_the_rule_contradiction():
    names = [s.name for s in VARIANT_STRATEGIES]
    k = names.index(vp.NAME)
    assert names[k + 1] == "Rule contradiction"
    s = STRATEGY_BY_NAME[vp.NAME]
    assert s.difficulty == vp.PAIRS == 7.4 and not s.batch


def test_fillings_add_up_and_keep_cells_that_see_each_other_apart():
    from str8ts_gui.kinds.sudoku.logic.grid import shape_of

    p = make(9, [KillerCage((0, 1, 10), 10)])
    sh = shape_of(p)
    full = [sum(1 << d for d in range(1, 10))] * 81
    got = vp.fillings((0, 1, 10), full, 10, sh.peer_bits, 1000)
    # r1c1 and r1c2 share a row and r2c2 a box (and the cage) with both: all differ
    assert got and all(sum(f) == 10 and len(set(f)) == 3 for f in got)
    assert len(got) == 4 * 6  # {1,2,7}, {1,3,6}, {1,4,5}, {2,3,5} in any order
    # a little killer's cells in different boxes may repeat; too many fillings: None
    diagonal = (0, 10, 20, 30)  # r1c1, r2c2, r3c3 (one box), r4c4
    twice = vp.fillings(diagonal, full, 12, sh.peer_bits, 1000)
    assert any(f[0] == f[3] for f in twice)
    assert vp.fillings(diagonal, full, 20, sh.peer_bits, 3) is None


def test_fillings_give_up_when_the_tries_outrun_the_cap(monkeypatch):
    """A long sum whose bounds let many partial fillings through that end nowhere (a 16 x 16
    main diagonal of 39: four cells of each box differ, so it cannot be met) is given up like
    one with too many fillings, after :data:`FILL_NODES_PER_WAY` tries per filling of the cap,
    instead of searching them all; with room enough for its tries, the search of half of it
    ends, finding none."""
    from str8ts_gui.kinds.sudoku.logic.grid import shape_of

    p = make(16, [LittleKiller(-1, -1, "DR", 39)])
    sh = shape_of(p)
    full = [sum(1 << d for d in range(1, 17))] * 256
    diagonal = tuple(17 * k for k in range(16))
    assert vp.fillings(diagonal, full, 39, sh.peer_bits, 100) is None
    # (each box's four cells differ: 1 + 2 + 3 + 4 = 10 a box at least, 40 in all); half of it,
    # two boxes of candidates 1-5: few enough tries to finish, and none adds up to 19
    half, small = diagonal[:8], [sum(1 << d for d in range(1, 6))] * 256
    monkeypatch.setattr(vp, "FILL_NODES_PER_WAY", 10**9)
    assert vp.fillings(half, small, 19, sh.peer_bits, 100) == []
    assert len(vp.fillings(half, small, 20, sh.peer_bits, 10**4)) == 24 * 24
    monkeypatch.setattr(vp, "FILL_NODES_PER_WAY", 1)
    assert vp.fillings(half, small, 19, sh.peer_bits, 100) is None


def test_it_breaks_the_stall_of_a_little_killer_puzzle_soundly():
    forget()
    p, g = stalled()
    with vf.path_budget():  # (a solution path's pass: the whole budget)
        steps = list(vp.two_sums(g))
    assert len(steps) == 1
    s = steps[0]
    truth = sat_truth(p, g)
    assert_sound(s, truth)
    assert s.strategy == vp.NAME and s.difficulty == vp.PAIRS and s.eliminations
    assert all(g.masks[i] >> d & 1 for i, d in s.eliminations)
    assert s.text.startswith("The little killer ") and " filled together (" in s.text
    assert "keep the grid" in s.text and ". So " in s.text
    # the two sums' cells are the step's, and with the cells it clears its area
    assert set(s.cells) <= set(s.area) and {i for i, _ in s.eliminations} <= set(s.area)


def test_every_elimination_of_a_sum_filled_alone_holds():
    # a crafted position: a killer cage and a little killer sharing a corner, givens elsewhere
    forget()
    p = make(
        9,
        [KillerCage((0, 1, 9), 10), LittleKiller(-1, -1, "DR", 45)],
        [int(c) for c in "000000000" "000000000" "009000000" + "0" * 54],
    )
    g = CandidateGrid.from_puzzle(p)
    truth = sat_truth(p, g)
    steps = list(vp.two_sums(g))
    assert steps  # (the cage alone: no filling of 10 in three cells holds 8 or 9)
    for s in steps:
        assert_sound(s, truth)
        assert s.text.startswith("The killer cage 10 at r1c1, filled every way its candidates allow (24): r1c1, r1c2, r2c1 = ")


def test_the_ways_two_sums_fill_together_are_counted_as_their_fitting_fillings():
    # the count a step tells ("filled together (N ways from their candidates)"): the pairs of
    # fillings, one of each sum, that agree on the cells the sums share and hold different
    # digits in cells that see each other, counted one by one here, for every two sums of the
    # stalled little killer position and of two cages and a little killer sharing a cell with each
    from itertools import combinations

    forget()
    _p, g = stalled()
    cage = make(9, [KillerCage((0, 1, 10), 12), LittleKiller(-1, 3, "DL", 15), KillerCage((2, 11), 9)])
    for grid in (g, CandidateGrid.from_puzzle(cage)):
        ps = vp._Pass(vp.context(grid), grid, 10**9)
        pb = grid.shape.peer_bits
        sums = []
        for r, cells, total in vp.sums_of(ps.ctx):
            fs = vp.fillings(cells, grid.masks, total, pb, 80)
            if fs:
                sums.append((r, cells, total, fs))
        assert len(sums) >= 3
        for A, B in combinations(sums, 2):
            fit = 0
            for fa in A[3]:
                for fb in B[3]:
                    fit += all(
                        (da == db) if i == j else not (pb[i] >> j & 1 and da == db)
                        for i, da in zip(A[1], fa)
                        for j, db in zip(B[1], fb)
                    )
            assert vp._joint_count(ps, A, B) == vp._joint_count(ps, B, A) == fit


def test_it_finds_nothing_where_every_candidate_is_a_solutions():
    # the candidates cut down to those some solution has: nothing is left to remove
    forget()
    p = make(9, [KillerCage((0, 1, 2), 6), KillerCage((9, 10), 17), LittleKiller(-1, 1, "DR", 30)])
    g = CandidateGrid.from_puzzle(p)
    truth = sat_truth(p, g)
    exact = CandidateGrid.from_puzzle(p, None, truth)
    assert list(vp.two_sums(exact)) == []


def test_it_leaves_puzzles_without_sums_alone():
    forget()
    assert list(vp.two_sums(CandidateGrid.from_puzzle(make(9, [])))) == []
    p = make(9, [KillerCage((0, 1, 2))])  # a cage without a total: no sum
    assert list(vp.two_sums(CandidateGrid.from_puzzle(p))) == []


def test_a_path_charges_its_share_and_stops_when_it_is_spent(monkeypatch):
    monkeypatch.setattr(vp, "PATH_WORK", 1000)
    forget()
    _p, g = stalled()
    with vf.path_budget():
        list(vp.two_sums(g))  # (out of work early: finds nothing or a step)
        left = vf.path_share("sum-pairs", vp.PATH_WORK)
        assert left[0] <= 0
        assert list(vp.two_sums(g)) == []


def test_after_a_pass_that_found_nothing_a_path_gives_the_next_less_work_and_skips_dry_pairs():
    forget()
    p = make(9, [KillerCage((0, 1, 2), 6), KillerCage((9, 10), 17), LittleKiller(-1, 1, "DR", 30)])
    exact = CandidateGrid.from_puzzle(p, None, sat_truth(p, CandidateGrid.from_puzzle(p)))
    with vf.path_budget():
        assert list(vp.two_sums(exact)) == []
        assert vf.path_share("sum-pairs-dry", 0) == [1]
        spent = vp.PATH_WORK - vf.path_share("sum-pairs", vp.PATH_WORK)[0]
        assert list(vp.two_sums(exact)) == []  # the same grid: every pair that found nothing is skipped
        again = vp.PATH_WORK - vf.path_share("sum-pairs", vp.PATH_WORK)[0] - spent
        assert again < spent


def test_a_hint_within_a_grid_where_a_pass_found_nothing_gets_the_dry_budget(monkeypatch):
    # outside a path (a hint) the step gives a pass DRY_WORK where the pass "before" it found
    # nothing: the kept pass (a path's, a hint's) on the narrowest grid that holds the hint's
    forget()
    p = make(9, [KillerCage((0, 1, 2), 6), KillerCage((9, 10), 17), LittleKiller(-1, 1, "DR", 30)])
    plain = CandidateGrid.from_puzzle(p)
    exact = CandidateGrid.from_puzzle(p, None, sat_truth(p, plain))
    limits = []
    real = vp._Pass
    monkeypatch.setattr(vp, "_Pass", lambda ctx, g, limit: limits.append(limit) or real(ctx, g, limit))
    assert list(vp.two_sums(exact)) == []  # nothing before it: the cold budget, and it finds nothing
    assert limits == [vp.COLD_WORK]
    i = next(c for c, m in enumerate(exact.masks) if m & (m - 1))
    narrower = exact.with_changes((), [(i, (exact.masks[i] & -exact.masks[i]).bit_length() - 1)])
    list(vp.two_sums(narrower))
    assert limits[-1] == vp.DRY_WORK
    list(vp.two_sums(plain))  # wider than every pass so far: nothing before it either
    assert limits[-1] == vp.COLD_WORK
    with vf.path_budget():  # a path keeps its own rule (the flag of its last pass), not the kept passes
        list(vp.two_sums(exact))  # its first pass: the whole budget; it finds nothing
        assert limits[-1] == vp.PASS_WORK and vf.path_share("sum-pairs-dry", 0) == [1]
        vf.path_share("sum-pairs-dry", 0)[0] = 0  # as if its last pass had found something
        list(vp.two_sums(exact))  # (a pass on this very grid found nothing: a hint would get DRY_WORK)
        assert limits[-1] == vp.PASS_WORK


def test_the_pass_before_a_hint_is_the_one_on_the_narrowest_grid_that_holds_it():
    from str8ts_gui.kinds.sudoku.logic.variant_base import context

    forget()
    p = make(9, [KillerCage((0, 1, 2), 6)])
    g = CandidateGrid.from_puzzle(p)
    ctx = context(g)
    full = tuple(g.masks)
    without = lambda masks, i, d: tuple(m & ~(1 << d) if c == i else m for c, m in enumerate(masks))  # noqa: E731
    x = without(full, 40, 5)  # narrower than full
    y = without(x, 41, 6)  # narrower than x
    other = without(full, 70, 3)  # beside x: holds neither x nor y
    full, x, y, other = map(vf._pack, (full, x, y, other))  # (kept packed, as a pass has them)
    ctx.memo[vp._PASSES] = {full: True, x: False}
    assert vp._pass_before(ctx, full)
    assert not vp._pass_before(ctx, x) and not vp._pass_before(ctx, y)  # x found something: the whole budget after it
    assert vp._pass_before(ctx, other)  # only full holds it
    ctx.memo[vp._PASSES] = {x: True}
    assert vp._pass_before(ctx, y) and vp._pass_before(ctx, full) is None  # nothing holds full: no pass before it
    forget()


# a killer cage Sudoku with little killers, as benchmarks/variants.py generates them ("killer +
# little killer"): the window's test shows it too
CAGES = [
    ([33, 40, 41, 42, 50], 31), ([49, 57, 58, 59, 67], 23), ([0, 1, 2], 13), ([12, 20, 21, 22, 29], 23),
    ([3, 4, 13, 14], 16), ([9, 10, 11], 20),
]
DIAGONALS = [(2, -1, "DR", 35), (-1, 4, "DR", 20), (-1, 0, "DR", 36), (-1, 1, "DR", 29)]
GIVENS = "...3.......9....4..4..5....7............9..64.9.............9....3...6.......5..."
PUZZLE = {
    "kind": "sudoku", "format": "str8ts_gui", "version": 1, "size": 9, "puzzle": GIVENS,
    "constraints": [{"rule": "killer", "cells": c, "total": t} for c, t in CAGES]
    + [{"rule": "littlekiller", "row": r, "col": c, "direction": d, "total": t} for r, c, d, t in DIAGONALS],
}


def _walked():
    """PUZZLE's puzzle from cold caches, its solution and its solution path."""
    from str8ts_gui.kinds.sudoku.logic import solve_path
    from str8ts_gui.solver.sat import solve

    forget()
    rules = [KillerCage(tuple(c), t) for c, t in CAGES] + [LittleKiller(r, c, d, t) for r, c, d, t in DIAGONALS]
    p = make(9, rules, [0 if ch == "." else int(ch) for ch in GIVENS])
    return p, solve(p).solution, solve_path(p, unique=True)


def test_one_way_left_places_the_sums_cells():
    # where a single way of a sum keeps the grid, the step says so and places its open cells
    # (the singles and the rules then remove what that way's propagation removed)
    p, solution, path = _walked()
    assert path.solved
    placing = [s for s in path.steps if s.strategy == vp.NAME and s.placements]
    assert placing
    for s in placing:
        assert not s.eliminations and all(solution[i] == d for i, d in s.placements)
        assert "only this keeps the grid (each other way, followed with singles and the rules, breaks it). So " in s.text
        assert {i for i, _ in s.placements} <= set(s.cells)
        said = s.text.rsplit(". So ", 1)[1]
        assert said.count(" = ") == len(s.placements)


def test_a_hint_after_the_puzzle_s_path_goes_on_from_what_the_path_found():
    # the window grades a puzzle as it opens (its solution path); a hint asked then, outside any
    # path, starts from the contexts that path left (the searches' results), not from nothing:
    # at the position before the path's first two-sum step, with the path's candidates, it does
    # less propagation work than from cold caches, and its step holds as well; a path itself
    # still starts afresh (the same steps again)
    from str8ts_gui.kinds.sudoku.logic import apply, next_step, solve_path
    from str8ts_gui.kinds.sudoku.logic.variant_propagate import work_done

    p, solution, path = _walked()
    k = next(n for n, s in enumerate(path.steps) if s.strategy == vp.NAME)
    g = CandidateGrid.from_puzzle(p, unique=True)
    for s in path.steps[:k]:
        g = apply(g, s)
    took = {}
    for how in ("cold", "after the path"):
        forget()
        if how == "after the path":
            again = solve_path(p, unique=True)
            assert [s.text for s in again.steps] == [s.text for s in path.steps]
        w0 = work_done()
        step = next_step(g)
        took[how] = work_done() - w0
        assert step is not None and step.strategy == vp.NAME
        assert all(solution[i] != d for i, d in step.eliminations)
        assert all(solution[i] == d for i, d in step.placements)
    assert took["after the path"] < took["cold"], took
    # one path's contexts at a time: a path on another puzzle replaces them (and frees them)
    from str8ts_gui.kinds.sudoku.logic.variant_base import context

    kept = context(g)
    assert context(g) is kept
    other = make(9, [KillerCage((0, 1), 3)], [0 if ch == "." else int(ch) for ch in GIVENS])
    solve_path(other)
    assert context(g) is not kept and not context(g).memo.get("sum-pairs")
    forget()


def test_a_first_hint_gives_the_cold_budget_and_goes_on_only_where_the_ladder_finds_nothing(monkeypatch):
    # a hint with no pass before it (before the puzzle's grade) cannot tell the budget the path
    # had there: COLD_WORK; where it stopped for want of work and the rest of the ladder finds
    # nothing, the whole budget (resume_cold), and so the step the path's pass finds
    from str8ts_gui.kinds.sudoku.logic import path as sudoku_path

    forget()
    _p, g = stalled()
    with vf.path_budget():
        (told,) = vp.two_sums(g)
    forget()
    monkeypatch.setattr(vp, "COLD_WORK", 2000)  # (far less than the step needs)
    limits = []
    real = vp._Pass
    monkeypatch.setattr(vp, "_Pass", lambda ctx, g, limit: limits.append(limit) or real(ctx, g, limit))
    assert list(vp.two_sums(g)) == [] and limits == [2000]
    with vf.path_budget():
        assert vp.resume_cold(g) is None  # (a path never resumes: its passes are never cold)
    again = vp.resume_cold(g)
    assert again is not None and again.text == told.text and limits[-1] == vp.PASS_WORK
    assert vp.resume_cold(g) is None  # once
    # the hint's own next step: the ladder (here the step alone) finds nothing, then resumes
    forget()
    only = [s for s in VARIANT_STRATEGIES if s.find is vp.two_sums]
    monkeypatch.setattr(sudoku_path, "ladder", lambda puzzle: only)
    limits.clear()
    step = sudoku_path.next_step(g)
    assert step is not None and step.text == told.text and limits == [2000, vp.PASS_WORK]


def test_a_cold_pass_that_ran_to_its_end_is_not_resumed(monkeypatch):
    forget()
    p = make(9, [KillerCage((0, 1, 2), 6), KillerCage((9, 10), 17), LittleKiller(-1, 1, "DR", 30)])
    exact = CandidateGrid.from_puzzle(p, None, sat_truth(p, CandidateGrid.from_puzzle(p)))
    limits = []
    real = vp._Pass
    monkeypatch.setattr(vp, "_Pass", lambda ctx, g, limit: limits.append(limit) or real(ctx, g, limit))
    assert list(vp.two_sums(exact)) == []  # (every candidate is a solution's: nothing, within its budget)
    assert vp.resume_cold(exact) is None and limits == [vp.COLD_WORK]  # (no second pass)
