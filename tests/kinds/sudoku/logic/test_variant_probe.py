"""The probed nested rule contradiction (:mod:`.variant_probe`), issue 20: the deep nested
contradiction on puzzles without pair rules, the assumptions to follow picked by the SAT
solver's unit propagation, each step confirmed and told by our own propagation. It fires where
the ladder before it stalls (a little killer puzzle of the benchmarks' stress kind: 12 givens,
8 diagonals, some 300 candidates left), and only soundly: every elimination is checked against
the SAT solver's solutions of the position.
"""

from __future__ import annotations

import dataclasses
import os
import threading

import pytest

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from rule_checks import make  # noqa: E402
from test_variant_nested import check_deep_nested_steps  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, VARIANT_STRATEGIES, CandidateGrid  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_nested as vn  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_probe as vp  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import context, forget  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_propagate import propagate  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402

# a little killer puzzle of benchmarks/variants.py's stress family (12 givens, 8 diagonals, one
# solution) and the candidates where the ladder before the probed step stalls on it
GIVENS = ".9...............976....2..2.....5.............9.6...2.4.............7..98.6....."
KILLERS = (
    (1, 9, "DL", 46), (-1, 1, "DR", 44), (-1, 7, "DL", 38), (5, -1, "DR", 14),
    (0, -1, "DR", 32), (-1, 3, "DR", 23), (3, 9, "DL", 19), (-1, 3, "DL", 16),
)
STALL = (
    "34 9 48 1234578 123457 1234567 13468 1345678 1345678 134 15 2 34578 34578 345678 3468 345678 9 7 6 58 "
    "13489 134589 134589 2 13458 13458 2 137 146 134789 134789 134789 5 346789 134678 1468 1357 1456 1235 "
    "1234578 12345789 89 134678 134678 148 357 9 134578 6 134578 1348 1347 2 5 4 136 23789 23789 123 13689 "
    "12689 1368 16 2 136 34589 134589 134589 7 345689 134568 9 8 7 6 12345 12345 134 1234 1345"
)


def stalled():
    p = make(9, [LittleKiller(*k) for k in KILLERS], [int(c) if c != "." else 0 for c in GIVENS])
    marks = [sum(1 << int(d) for d in cell) for cell in STALL.split()]
    return p, CandidateGrid.from_puzzle(p, None, marks)


def test_the_probed_step_ends_the_ladder():
    names = [s.name for s in VARIANT_STRATEGIES]
    assert names[-2] == "Probed nested rule contradiction"  # (then the 45 rule's sums kept as rules, variant_derived)
    assert names[-3] == "Deep nested rule contradiction"
    s = STRATEGY_BY_NAME["Probed nested rule contradiction"]
    assert s.batch and s.difficulty == vn.DEEP_NESTED


def test_it_breaks_the_stall_of_a_little_killer_puzzle_soundly(monkeypatch):
    monkeypatch.setattr(vp, "PASS_CALLS", 3000)  # the first few assumptions only: a fast test
    forget()
    p, g = stalled()
    check_deep_nested_steps(p, g, list(vp.probe_nested_contradiction(g)))


def test_the_unit_propagation_never_breaks_a_candidate_of_the_solution():
    forget()
    p, g = stalled()
    sol = solve(p).solution
    up = vp._Up(context(g), g)
    try:
        for i in [i for i in g.iter_open() if g.masks[i] & (g.masks[i] - 1)][:12]:
            assert up.search(up.cnf.var_of[i][sol[i]], 10**6) is None
    finally:
        up.close()


def test_the_probe_cnf_keeps_exactly_the_solution():
    # the little killers with repeats in one box written as diagrams that know it, the locked
    # candidates as clauses: the position's only solution is the CNF's only model
    from pysat.solvers import Solver

    forget()
    p, g = stalled()
    sol = solve(p).solution
    up = vp._Up(context(g), g)
    cnf = up.cnf
    s = Solver(name="mc")
    try:
        cnf.load_into(s, True)
        assert s.solve()
        values = cnf.decode(s.get_model(), [0 if m & (m - 1) else m.bit_length() - 1 for m in g.masks])
        assert tuple(values) == tuple(sol)
        s.add_clause(cnf.blocking_clause(s.get_model()))
        assert not s.solve()
    finally:
        s.delete()
        up.close()


def test_it_leaves_pair_rules_and_classic_grids_to_the_other_steps():
    forget()
    p = make(6, [NonConsecutive()], [1, 0, 0, 0, 0, 0] + [0] * 30)
    assert list(vp.probe_nested_contradiction(CandidateGrid.from_puzzle(p))) == []
    assert list(vp.probe_nested_contradiction(CandidateGrid.from_puzzle(make(9, [])))) == []


def test_a_path_charges_its_calls_and_stops_when_they_are_spent(monkeypatch):
    monkeypatch.setattr(vp, "PASS_CALLS", 500)
    monkeypatch.setattr(vp, "PATH_CALLS", 700)
    forget()
    _p, g = stalled()
    with vf.path_budget():
        list(vp.probe_nested_contradiction(g))
        left = vf.path_share("probe-nested", vp.PATH_CALLS)
        assert 0 < left[0] <= 200  # one pass: at most its 500 calls (and the few of its last search)
        list(vp.probe_nested_contradiction(g))
        assert left[0] <= 0
        assert list(vp.probe_nested_contradiction(g)) == []


def test_two_paths_walked_at_once_each_spend_their_own_calls(monkeypatch):
    # the grader and the Solution Path walk the same puzzle in two threads: another path's pass
    # neither refills this path's share nor spends it
    monkeypatch.setattr(vp, "PASS_CALLS", 500)
    monkeypatch.setattr(vp, "PATH_CALLS", 700)
    forget()
    _p, g = stalled()

    def other_path(out: list) -> None:
        with vf.path_budget():
            list(vp.probe_nested_contradiction(g))
            out.append(vf.path_share("probe-nested", vp.PATH_CALLS)[0])

    with vf.path_budget():
        list(vp.probe_nested_contradiction(g))
        mine = vf.path_share("probe-nested", vp.PATH_CALLS)
        before = mine[0]
        theirs: list = []
        worker = threading.Thread(target=other_path, args=(theirs,))
        worker.start()
        worker.join()
        assert 0 < theirs[0] <= 200 and mine[0] == before
        list(vp.probe_nested_contradiction(g))
        assert mine[0] <= 0  # spent, as a path alone spends it


def _models(cnf, fixed, limit: int) -> set[tuple[int, ...]]:
    from pysat.solvers import Solver

    out = set()
    s = Solver(name="mc")
    try:
        cnf.load_into(s, True)
        while len(out) < limit and s.solve():
            model = s.get_model()
            out.add(tuple(cnf.decode(model, fixed)))
            s.add_clause([-x for x in cnf.true_cell_lits(model)])
    finally:
        s.delete()
    return out


def test_the_probe_cnf_of_killer_cages_and_little_killers_has_the_puzzles_solutions():
    # cages with sums (their own clauses in the probe) and a little killer that repeats in a box:
    # the probe's CNF has exactly the solutions the SAT solver's encoding has
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
    from str8ts_gui.solver.sat import count_solutions

    forget()
    cages = [KillerCage((0, 1), 7), KillerCage((6, 7, 12), 10), KillerCage((20, 21, 27), 15), KillerCage((33, 34), 5)]
    p = make(6, [*cages, LittleKiller(-1, 0, "DR", 17)], [1, 0, 0, 0, 0, 0] + [0] * 24 + [0, 0, 0, 0, 0, 2])
    g = CandidateGrid.from_puzzle(p)
    up = vp._Up(context(g), g)
    try:
        fixed = [0 if m & (m - 1) else m.bit_length() - 1 for m in g.masks]
        got = _models(up.cnf, fixed, 400)
    finally:
        up.close()
    assert 1 < len(got) < 400 and count_solutions(p, 400).count == len(got)
    for values in got:
        assert not any(c.check(p, values) for c in p.constraints)


def test_a_pass_tells_each_step_in_the_grid_the_steps_before_it_leave(monkeypatch):
    # the walker applies a pass's steps in turn: each is followed and told from the grid the
    # steps before it left (its replay inside that grid, cheaper; its chain the one shown)
    monkeypatch.setattr(vp, "PASS_CALLS", 3000)
    forget()
    p, g = stalled()
    seen = []  # (the grid a step was told from, the fixpoint its replay went through)
    real_step, real_replay = vp._nested_step, vp._replay
    replays = []

    def replay(ctx_, F, used):
        replays.append(list(F))
        return real_replay(ctx_, F, used)

    def nested_step(ctx_, grid, i, d, hit, **k):
        seen.append((grid, replays[-1]))
        return real_step(ctx_, grid, i, d, hit, **k)

    monkeypatch.setattr(vp, "_replay", replay)
    monkeypatch.setattr(vp, "_nested_step", nested_step)
    steps = list(vp.probe_nested_contradiction(g))
    assert len(steps) >= 3
    check_deep_nested_steps(p, g, steps)
    now = g
    for s, (grid, F) in zip(steps, seen):
        assert grid.masks == now.masks
        assert all(not f & ~m for f, m in zip(F, now.masks))  # (within it)
        (i, d), = s.eliminations
        assert propagate(context(g), now.masks, now.values, assume=(i, d), strong=True).masks is not None
        now = now.with_changes((), s.eliminations)


def _search_with_whole_sets(up, a: int, limit: int):
    """:meth:`.variant_probe._Up.search` as first written: each option's implied literals as a
    whole set, what all surviving options share less what was known (the reference)."""
    nv = up.nv
    ok, imp = up._prop([a])
    if not ok:
        return []
    known = set(imp)
    extra, used = [], []
    changed = True
    while changed:
        changed = False
        rows = []
        for c, vs in up.cells:
            opts = [v for v in vs if -v not in known]
            if len(opts) > 1 and not any(v in known for v in opts):
                rows.append((len(opts), c, opts))
        rows.sort()
        for _, c, opts in rows:
            opts = [v for v in opts if -v not in known]
            if len(opts) < 2 or any(v in known for v in opts):
                continue
            if up.calls >= limit:
                return None
            common = None
            for b in opts:
                ok, imp = up._prop([a, *extra, b])
                if ok:
                    common = set(imp) if common is None else common.intersection(imp)
            if common is None:
                used.append(c)
                return used
            new = sorted(x for x in common - known if -nv <= x <= nv)
            if new:
                used.append(c)
                extra.extend(new)
                ok, imp = up._prop([a, *extra])
                if not ok:
                    return used
                known = set(imp)
                changed = True
    return None


def _candidates(g, first: int, last: int) -> list[tuple[int, int]]:
    """(cell, digit) of the candidates of the grid's open cells ``first`` to ``last`` (those not
    single), in order."""
    cells = [i for i in g.iter_open() if g.masks[i] & (g.masks[i] - 1)][first:last]
    return [(i, d) for i in cells for d in range(1, 10) if g.masks[i] >> d & 1]


@pytest.fixture
def two_searches():
    """The stalled grid and two unit propagations of it (closed after the test)."""
    forget()
    _p, g = stalled()
    ups = vp._Up(context(g), g), vp._Up(context(g), g)
    yield (g, *ups)
    for up in ups:
        up.close()


def test_the_search_reads_only_what_each_option_adds_and_finds_the_same_chains(two_searches):
    # the solver lists a propagation's literals in the order it found them, the assumptions'
    # own consequences first: the search intersects only what follows them, and follows the
    # same cells, with the same calls, as when it intersected every implied literal
    g, a_up, b_up = two_searches
    found = 0
    for i, d in _candidates(g, 0, 15):
        a = a_up.cnf.var_of[i][d]
        got = a_up.search(a, a_up.calls + 4000)
        want = _search_with_whole_sets(b_up, a, b_up.calls + 4000)
        assert got == want and a_up.calls == b_up.calls
        found += got is not None
        # (and the order it relies on: the assumptions' consequences, then the option's)
        ok, base = a_up.solver.propagate(assumptions=[a])
        for b in a_up.cells[0][1]:
            ok2, imp = a_up.solver.propagate(assumptions=[a, b])
            if ok and ok2 and not any(x in (b, -b) for x in base):
                assert set(imp[: len(base)]) == set(base)
    assert found  # (some assumptions break: chains compared, not only "nothing found")


def test_literals_given_as_assumptions_find_what_they_find_as_clauses(two_searches):
    # the look-ahead (variant_probe._ahead) assumes the steps it has not told yet instead of
    # adding their clauses: the search must follow the same cells with the same calls, as what
    # clauses imply alone is not listed by the solver (nor known to the search)
    g, mine, theirs = two_searches
    broken = [a for a in (mine.cnf.var_of[i][d] for i, d in _candidates(g, 0, 12)) if mine.search(a, mine.calls + 3000) is not None]
    assert len(broken) >= 3
    given = [-broken[0], -broken[1]]
    for x in given:
        theirs.solver.add_clause([x])
    mine.calls = theirs.calls = 0
    for i, d in _candidates(g, 12, 24):
        a = mine.cnf.var_of[i][d]
        assert mine.search(a, mine.calls + 3000, given) == theirs.search(a, theirs.calls + 3000)
        assert mine.calls == theirs.calls


@pytest.fixture
def workers(monkeypatch):
    """Forked workers for the probe's passes (``_walked``), their pools closed after the test."""
    from str8ts_gui.solver import forked

    if not hasattr(os, "fork"):
        pytest.skip("no fork on this system")
    yield
    for pool in list(forked._POOLS):
        pool.close()


def _walked(monkeypatch, ahead: bool, fail=None):
    """The steps of two passes of a path (the second from the first's grid), the assumptions
    remembered as found nothing and the calls spent; ``fail``: replays that break nothing."""
    monkeypatch.setattr(vp, "PASS_CALLS", 5000)
    monkeypatch.setattr(vp, "workers_allowed", lambda: 2 if ahead else 0)
    if fail is not None:
        real = vp._replay
        monkeypatch.setattr(vp, "_replay", lambda ctx_, F, used: None if fail(used) else real(ctx_, F, used))
    forget()
    _p, g = stalled()
    texts = []
    with vf.path_budget():
        for _ in range(2):
            steps = list(vp.probe_nested_contradiction(g))
            texts.append([(s.text, s.eliminations) for s in steps])
            for s in steps:
                g = g.with_changes((), s.eliminations)
        left = vf.path_share("probe-nested", vp.PATH_CALLS)[0]
        ctx = context(g)  # (the path's own)
    pool = ctx.memo.get("probe-workers")
    return texts, dict(ctx.memo["probe-nested"]), left, pool.number if pool else 0


@pytest.mark.parametrize("quiet", [20_000, 3000, 1500])
def test_the_look_ahead_with_workers_tells_the_same_steps_as_a_pass_in_turn(monkeypatch, workers, quiet):
    # (a pass stops after QUIET calls without a step, its budget first or its order's end: each
    # stop where the look-ahead must stop as the pass in turn does)
    monkeypatch.setattr(vp, "QUIET", quiet)
    want = _walked(monkeypatch, ahead=False)
    got = _walked(monkeypatch, ahead=True)
    assert got[:3] == want[:3]
    assert want[3] == 0 and got[3] >= sum(map(len, got[0]))  # (the workers replayed them)
    assert quiet < 3000 or got[0][0]  # (with 1500 none breaks soon enough: the pass stops dry)


@pytest.mark.parametrize("quiet", [20_000, 3000, 1500])
def test_where_a_replay_gives_no_step_the_look_ahead_goes_back_to_just_after_it(monkeypatch, workers, quiet):
    # a third of the replays break nothing (the same ones in both runs: chosen by the cells the
    # unit propagation used): the look-ahead taken after each is dropped, and the pass goes on
    # as in turn, with the same steps, remembered assumptions and calls
    def fail(used):
        return hash(tuple(used)) % 3 == 0

    monkeypatch.setattr(vp, "QUIET", quiet)
    want = _walked(monkeypatch, ahead=False, fail=fail)
    got = _walked(monkeypatch, ahead=True, fail=fail)
    assert got[:3] == want[:3] and (quiet < 3000 or want[0][0])


def test_a_step_with_another_elimination_than_its_assumption_drops_the_look_ahead(monkeypatch, workers):
    # (none does today: were a step to rule out more, the replays after it started from a grid
    # without those too, and the searches knew them)
    real = vp._nested_step

    def nested_step(ctx_, now, i, d, hit, **k):
        step = real(ctx_, now, i, d, hit, **k)
        more = [(j, e) for j in range(81) if j != i and now.masks[j] & (now.masks[j] - 1) for e in range(1, 10) if now.masks[j] >> e & 1]
        if step is None or hash((i, d)) % 2 or not more:
            return step
        return dataclasses.replace(step, eliminations=(*step.eliminations, more[-1]))

    monkeypatch.setattr(vp, "_nested_step", nested_step)
    want = _walked(monkeypatch, ahead=False)
    got = _walked(monkeypatch, ahead=True)
    assert any(len(e) > 1 for _, e in want[0][0]) and got[:3] == want[:3]


def test_a_pass_closed_after_its_first_step_spends_and_remembers_as_in_turn(monkeypatch, workers):
    # the walker (or the generator's grading) may stop taking a pass's steps: the calls spent and
    # the assumptions remembered are those up to that step, not the look-ahead's beyond it
    def first(ahead: bool):
        monkeypatch.setattr(vp, "PASS_CALLS", 5000)
        monkeypatch.setattr(vp, "workers_allowed", lambda: 2 if ahead else 0)
        forget()
        _p, g = stalled()
        with vf.path_budget():
            gen = vp.probe_nested_contradiction(g)
            step = next(gen)
            gen.close()
            left = vf.path_share("probe-nested", vp.PATH_CALLS)[0]
            memo = dict(context(g).memo["probe-nested"])
        return step.text, left, memo

    want, got = first(False), first(True)
    assert want[1] < vp.PATH_CALLS and got == want
