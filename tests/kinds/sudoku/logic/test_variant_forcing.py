"""The variant contradiction steps' work budgets (issue 20): the propagation counts its work
(:func:`.variant_propagate.work_done`, a count that does not depend on the machine), each search
of the contradiction, forcing and nested steps stops at its budget, and a whole solution path at
:data:`.variant_forcing.PATH_WORK`; the nested step's inner searches go on from where earlier ones
ended, and stay sound from any position (every elimination checked against the SAT solver).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from test_variant_adjacent import sparse_non_consecutive  # noqa: E402
from test_variant_logic import assert_sound  # noqa: E402
from test_variant_techniques import sat_truth  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, CandidateGrid, apply, solve_path  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_base import context, forget  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_propagate import propagate, work_done  # noqa: E402

FORCING_STEPS = (
    "Rule contradiction", "Rule forcing chain", "Deep rule contradiction", "Deep rule forcing chain", "Nested rule contradiction",
)
FINDERS = (vf.rule_contradiction, vf.rule_forcing, vf.deep_contradiction, vf.deep_forcing, vf.nested_contradiction)


def test_the_propagation_counts_its_work():
    (p,) = sparse_non_consecutive({12})
    g = CandidateGrid.from_puzzle(p)
    ctx = context(g)
    o = next((i, d) for i in g.iter_open() for d in range(1, 7) if g.masks[i] >> d & 1)
    before = work_done()
    r = propagate(ctx, g.masks, g.values, assume=o)
    spent = work_done() - before
    assert r.placed >= 1 and spent == r.placed + r.work and r.work > 0
    # the same propagation again does the same work (no sum here: nothing remembered counts less)
    before = work_done()
    again = propagate(ctx, g.masks, g.values, assume=o)
    assert work_done() - before == spent and again.masks == r.masks


def test_a_search_out_of_work_finds_nothing(monkeypatch):
    (p,) = sparse_non_consecutive({12})
    g = CandidateGrid.from_puzzle(p)
    forget()
    found = {f.__name__: list(f(g)) for f in FINDERS}
    assert found["nested_contradiction"] and found["rule_contradiction"], {k: len(v) for k, v in found.items()}
    forget()
    monkeypatch.setattr(vf, "CONTRADICTION_WORK", 0)
    monkeypatch.setattr(vf, "NESTED_WORK", 0)
    for f in FINDERS:
        assert list(f(g)) == [], f.__name__
    forget()


def test_a_path_charges_its_budget_and_stalls_when_it_is_spent(monkeypatch):
    (p,) = sparse_non_consecutive({12})
    g = CandidateGrid.from_puzzle(p)
    forget()
    with vf.path_budget(10**9):
        before = work_done()
        steps = list(vf.nested_contradiction(g))
        assert steps and vf._PATH.get() == [10**9 - (work_done() - before)]
    assert vf._PATH.get() is None  # outside a path: no path budget
    forget()
    with vf.path_budget(0):
        for f in FINDERS:
            assert list(f(g)) == [], f.__name__
    # solve_path walks within PATH_WORK: with none, the contradiction steps find nothing
    ladder = [STRATEGY_BY_NAME[name] for name in FORCING_STEPS]
    forget()
    full = solve_path(p, strategies=ladder)
    assert full.steps and {s.strategy for s in full.steps} <= set(FORCING_STEPS)
    forget()
    monkeypatch.setattr(vf, "PATH_WORK", 0)
    assert solve_path(p, strategies=ladder).steps == ()
    forget()


def test_the_nested_step_is_sound_from_every_position_it_has_searched():
    # the inner searches go on from where earlier ones ended (kept on the context): from the
    # start, from a narrower position (going on from the start's ends), and from the start again
    # (a wider grid than the narrower position's ends), every step is sound
    for p in sparse_non_consecutive({12, 23}):
        forget()
        start = CandidateGrid.from_puzzle(p)
        truth = sat_truth(p, start)
        g = start
        for s in [*vf.nested_contradiction(start), *vf.rule_contradiction(start)]:
            assert_sound(s, truth)
            ((i, d),) = s.eliminations
            if g.masks[i] >> d & 1:
                g = apply(g, s)
        assert g.masks != start.masks and context(start).memo.get("nested-ends")
        for grid in (g, start):
            for s in vf.nested_contradiction(grid):
                assert_sound(s, truth)
                ((i, d),) = s.eliminations
                assert grid.masks[i] >> d & 1
    forget()


def test_a_path_is_the_same_after_hints_and_beside_another_path(monkeypatch):
    """A solution path's searches keep their caches on contexts of its own (started cold): a
    cache's hit costs no work, so a path that found the entries of hints asked before (or of a
    path walked beside it in another thread: the window grades a puzzle while its Solution Path
    is found) went further within its budget and took other steps than ``str8ts rate``."""
    import threading

    (p,) = sparse_non_consecutive({12})
    ladder = [STRATEGY_BY_NAME[name] for name in FORCING_STEPS]
    forget()
    before = work_done()
    full = solve_path(p, strategies=ladder)
    spent = work_done() - before
    monkeypatch.setattr(vf, "PATH_WORK", spent // 2)  # a budget that stops the path part way
    forget()
    cold = solve_path(p, strategies=ladder)
    assert 0 < len(cold.steps) < len(full.steps)
    g = CandidateGrid.from_puzzle(p)  # (keeps the shared context of the puzzle's shape alive)
    for f in FINDERS:  # hints asked before: their searches fill the shared context's caches
        list(f(g))
    assert context(g).memo
    assert solve_path(p, strategies=ladder).steps == cold.steps
    got = []
    walkers = [threading.Thread(target=lambda: got.append(solve_path(p, strategies=ladder).steps)) for _ in range(2)]
    for t in walkers:
        t.start()
    for t in walkers:
        t.join()
    assert got == [cold.steps, cold.steps]
    forget()


def test_contradiction_and_forcing_steps_put_no_pattern_on_their_chains():
    """The board puts a disc on a step's digits in each of its cells (its pattern): on the digit
    supposed in every cell of the chain, which holds another digit there, it misled (a reviewer
    saw the disc on 4 in r4c5 where the chain sets 9). The candidate supposed is struck out."""
    (p,) = sparse_non_consecutive({12})
    g = CandidateGrid.from_puzzle(p)
    forget()
    steps = [s for f in FINDERS for s in f(g)]
    assert {s.strategy for s in steps} >= {"Rule contradiction", "Nested rule contradiction"}
    assert all(s.digits == () and s.eliminations for s in steps)
    forget()
