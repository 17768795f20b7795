"""Str8ts hints without Qt: the player's position as a candidate grid, the three-level hint
texts, a mistake before a logic step, describing an area, and the path from here."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.str8ts.formats import parse_line, parse_text
from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.kinds.str8ts.logic import solve_path
from str8ts_gui.kinds.str8ts.logic.hints import compute_path, describe_area, find_hint, position_grid
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE
from str8ts_gui.kinds.str8ts.logic.strategies import STRATEGY_BY_NAME
from str8ts_gui.solver.sat import CancelToken, solve

ROOT = Path(__file__).resolve().parents[4]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
SOLUTION = solve(GENTLE).solution
OPEN = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]
# 4 x 4 with two clues and several solutions
SEVERAL = parse_line(".....1........1.")


def wrong_digit(i: int) -> int:
    return SOLUTION[i] % 9 + 1


# -- the position -------------------------------------------------------------------------------------
def test_position_grid_uses_entries_marks_and_what_rows_and_columns_allow() -> None:
    marked, entered, unmarked = OPEN[0], OPEN[1], OPEN[2]
    state = (
        PlayState.new(GENTLE)
        .with_marks(marked, 1 << SOLUTION[marked] | 1 << wrong_digit(marked))
        .with_entry(entered, SOLUTION[entered])
    )
    grid = position_grid(state)
    assert grid.masks[marked] == 1 << SOLUTION[marked] | 1 << wrong_digit(marked)  # the player's marks
    assert grid.values[entered] == SOLUTION[entered]
    values = state.values()
    seen = {values[j] for j in layout_of(GENTLE).peers[unmarked] if values[j]}
    assert grid.masks[unmarked] == sum(1 << d for d in range(1, 10) if d not in seen)
    assert grid.masks[unmarked] >> SOLUTION[unmarked] & 1


def test_describe_area() -> None:
    assert describe_area(range(9), GENTLE) == "row 1"
    assert describe_area([9, 10, 11, 12], GENTLE) == "compartment r2c1-r2c4"
    row_and_col = list(layout_of(GENTLE).rows[0]) + list(layout_of(GENTLE).cols[3])
    assert describe_area(row_and_col, GENTLE) == "row 1 and column 4"
    assert describe_area([20], GENTLE) == "r3c3"
    assert describe_area([], GENTLE) == "the highlighted cells"


# -- hints ----------------------------------------------------------------------------------------------
def test_a_step_hint_in_three_levels() -> None:
    state = PlayState.new(GENTLE)
    hint = find_hint(state)
    assert hint.kind == "step" and hint.levels == FULL and hint.state == state
    step = hint.step
    assert hint.grid == position_grid(state)
    assert hint.title(VAGUE) == "Hint 1 of 3: which strategy"
    assert hint.text(VAGUE) == f"Try: {step.strategy} ({STRATEGY_BY_NAME[step.strategy].description})."
    assert step.text not in hint.text(VAGUE)  # the vague hint gives nothing away
    assert hint.title(CONCRETE) == "Hint 2 of 3: where to look"
    assert hint.text(CONCRETE) == f"{step.strategy}: look at {describe_area(step.area or step.cells, GENTLE)}."
    assert step.text.strip().rstrip(".") in hint.text(FULL) and hint.text(FULL).endswith(".")
    area = frozenset(step.area or step.cells)
    assert hint.cells_at(VAGUE) == (frozenset(), frozenset())
    assert hint.cells_at(CONCRETE) == (frozenset(), area)
    assert hint.cells_at(FULL) == (frozenset(step.cells), area)
    assert [hint.can_apply(level) for level in (VAGUE, CONCRETE, FULL)] == [False, False, True]
    assert step.eliminations and not step.placements  # the gentle puzzle starts with a range check


def test_a_wrong_entry_comes_before_any_step() -> None:
    cell = OPEN[3]
    hint = find_hint(PlayState.new(GENTLE).with_entry(cell, wrong_digit(cell)))
    # a mistake escalates like a step: that there is one, its row, then the cell (issue 14)
    assert hint.kind == "wrong" and hint.cells == {cell} and hint.levels == 3
    assert hint.title(1) == "Hint 1 of 3: a mistake"
    assert hint.text(1) == "One of your entries is wrong: fix it before the next step."
    assert hint.cells_at(1) == (frozenset(), frozenset()) and not hint.can_apply(1)
    row = cell // 9
    assert hint.title(2) == "Hint 2 of 3: where to look"
    assert hint.text(2) == f"A wrong entry: look at row {row + 1}."
    assert hint.cells_at(2) == (frozenset(), frozenset(range(9 * row, 9 * row + 9))) and not hint.can_apply(2)
    assert hint.title(3) == "Hint 3 of 3: the mistake"
    assert hint.text(3) == f"{GENTLE.cell_name(cell)} is wrong. Apply removes it."
    assert hint.cells_at(3) == (frozenset({cell}), frozenset()) and hint.can_apply(3)


def test_pencil_marks_that_lost_the_digit() -> None:
    cell = OPEN[5]
    hint = find_hint(PlayState.new(GENTLE).with_marks(cell, 1 << wrong_digit(cell)))
    assert hint.kind == "marks" and hint.cells == {cell} and hint.levels == 3
    assert hint.title(1) == "Hint 1 of 3: pencil marks to fix" and not hint.can_apply(1)
    assert hint.text(1) == "The pencil marks of one cell rule out its true digit: fix them before the next step."
    assert hint.text(2) == f"Pencil marks that rule out the true digit: look at row {cell // 9 + 1}."
    assert hint.title(3) == "Hint 3 of 3: the pencil marks" and hint.can_apply(3)
    assert hint.text(3) == f"The pencil marks of {GENTLE.cell_name(cell)} rule out its digit. Apply clears them."


def test_with_several_solutions_an_entry_that_leaves_none_is_named() -> None:
    state = PlayState.new(SEVERAL).with_entry(0, 1).with_entry(1, 1)
    hint = find_hint(state)
    assert hint.kind == "wrong" and hint.cells == {1} and hint.several
    assert hint.text(1) == "One of your entries leaves no solution: fix it before the next step."
    assert hint.text(2) == "An entry that leaves no solution: look at row 1."
    assert hint.text(3) == "r1c2 leaves no solution. Apply removes it."


def test_hint_when_solved_unsolvable_and_cancelled() -> None:
    solved = PlayState(GENTLE, tuple(SOLUTION[i] if i in OPEN else 0 for i in range(81)), (0,) * 81)
    hint = find_hint(solved)
    assert hint.kind == "solved" and hint.text(1) == "The puzzle is solved." and not hint.can_apply(1)
    broken = GENTLE.with_cell(2, clue=2)  # no solution (see test_main_window.UNSOLVABLE)
    hint = find_hint(PlayState.new(broken))
    assert hint.kind == "unsolvable" and "no solution" in hint.text(1)
    token = CancelToken()
    token.cancel()
    assert find_hint(PlayState.new(SEVERAL), token).kind == "cancelled"  # (one the solver must search)


# -- the path from here -----------------------------------------------------------------------------
def test_compute_path_starts_from_the_position() -> None:
    cell = OPEN[0]
    state = PlayState.new(GENTLE).with_entry(cell, SOLUTION[cell])
    found = compute_path(state)
    expected = solve_path(GENTLE, grid=position_grid(state))
    assert found.state == state and found.path.steps == expected.steps and found.path.solved
    assert len(found.grids) == len(found.path.steps) and found.grids[0] == position_grid(state)
    # no grade of its own: the window adds the puzzle's one grade (issue 14)
    assert found.summary.endswith("steps solve it from here.") and "grade" not in found.summary
    done = PlayState(GENTLE, tuple(SOLUTION[i] if i in OPEN else 0 for i in range(81)), (0,) * 81)
    assert compute_path(done).summary == "Solved: nothing left to do."


def test_the_logic_package_offers_the_hints() -> None:
    from str8ts_gui.core.kind import kind_of

    logic = kind_of(GENTLE).logic()
    assert logic.find_hint is find_hint and logic.compute_path is compute_path
