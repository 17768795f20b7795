"""A hint on a grid where the last variant solution path began a sweep is that path's own step
(the window grades a puzzle as it opens: its hints, and a hint applied after a hint, follow the
grade's path without walking the ladder again); elsewhere the ladder is walked as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from str8ts_gui.kinds.str8ts.library import read_library_file
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.logic import apply, next_step, solve_path
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid
from str8ts_gui.kinds.sudoku.logic.hints import find_hint
from str8ts_gui.kinds.sudoku.logic.variant_base import forget

ROOT = Path(__file__).resolve().parents[4]


@pytest.fixture(scope="module")
def walked():
    doc = next(d for d in read_library_file(ROOT / "puzzles" / "sudoku-variants.txt") if d.title == "Anti-knight Sudoku 9x9")
    p = doc.puzzle
    forget()
    path = solve_path(p, unique=True)
    grids = [CandidateGrid.from_puzzle(p, unique=True)]
    for s in path.steps:
        grids.append(apply(grids[-1], s))
    yield p, path, grids
    forget()


def test_a_sweep_start_gives_the_paths_own_step(walked) -> None:
    p, path, grids = walked
    solve_path(p, unique=True)  # (the last path walked: this one's again)
    assert path.solved and len(path.sweeps) > 20
    for k in path.sweeps:
        got = next_step(grids[k])
        assert got is not None and got.text == path.steps[k].text, k
    # the costly one (a deep rule contradiction) is the very step the path found, not found again
    k = next(k for k in path.sweeps if path.steps[k].strategy == "Deep rule contradiction")
    again = solve_path(p, unique=True)
    assert next_step(grids[k]) is again.steps[k]


def test_inside_a_sweep_and_off_the_path_the_ladder_is_walked(walked) -> None:
    p, path, grids = walked
    again = solve_path(p, unique=True)
    inside = [k for k in range(1, len(path.steps)) if k not in set(path.sweeps)]
    assert inside
    solution = path.values
    for k in inside[:10]:
        got = next_step(grids[k])
        assert got is not None and got is not again.steps[k]
        assert all(solution[i] != d for i, d in got.eliminations) and all(solution[i] == d for i, d in got.placements)
    # a grid the path never had (a candidate more in one cell): the ladder's own step there
    k = next(k for k in path.sweeps if path.steps[k].strategy == "Deep rule contradiction")
    g = grids[k]
    peers = g.shape.peers

    def free(i: int) -> int:  # the digits no placed peer of cell i holds
        return sum(1 << d for d in range(1, p.size + 1) if all(g.values[j] != d for j in peers[i]))

    i = next(i for i, m in enumerate(g.masks) if not g.values[i] and free(i) & ~m)
    masks = list(g.masks)
    masks[i] = free(i)
    wider = CandidateGrid(g.puzzle, g.values, tuple(masks), g.uniqueness)
    got = next_step(wider)
    assert got is not None and got is not again.steps[k]
    assert all(solution[i] != d for i, d in got.eliminations) and all(solution[i] == d for i, d in got.placements)


def test_forget_and_another_puzzles_path_drop_the_steps(walked) -> None:
    p, path, grids = walked
    k = next(k for k in path.sweeps if path.steps[k].strategy == "Deep rule contradiction")
    again = solve_path(p, unique=True)
    assert next_step(grids[k]) is again.steps[k]
    forget()
    cold = next_step(grids[k])
    assert cold is not again.steps[k] and cold.strategy == again.steps[k].strategy
    again = solve_path(p, unique=True)
    other = next(d for d in read_library_file(ROOT / "puzzles" / "sudoku-variants.txt") if d.puzzle.constraints and d.puzzle != p)
    solve_path(other.puzzle, unique=True)
    assert next_step(grids[k]) is not again.steps[k]


def test_a_hint_after_the_windows_grade_is_the_grades_step(walked) -> None:
    # the window grades a puzzle as it opens (its kind's rate, not told the puzzle is unique);
    # the player's board then has the path's candidates as pencil marks (as Apply leaves them):
    # the hint is the grade's step there, with no propagation work (a cold hint does some)
    from str8ts_gui.kinds.sudoku.logic.variant_propagate import work_done
    from str8ts_gui.solver.analysis import grade_puzzle

    p, path, grids = walked
    k = next(k for k in path.sweeps if path.steps[k].strategy == "Deep rule contradiction")
    g = grids[k]
    state = PlayState.new(p)
    for i, v in enumerate(g.values):
        if v and not p.clues[i]:
            state = state.with_entry(i, v)
        elif not v:
            state = state.with_marks(i, g.masks[i])
    took = {}
    for how in ("cold", "after the grade"):
        forget()
        if how == "after the grade":
            assert grade_puzzle(p).rating.grade == path.grade
        w0 = work_done()
        hint = find_hint(state)
        took[how] = work_done() - w0
        assert hint.kind == "step" and hint.step.text == path.steps[k].text
    assert took["after the grade"] == 0 < took["cold"], took
