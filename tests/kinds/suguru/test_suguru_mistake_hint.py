"""A Suguru mistake's second hint level points where Suguru's rules look -- the region of the
wrong cell and a touching cell holding the same digit -- not at a row, which is no Suguru unit."""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.suguru import logic
from str8ts_gui.kinds.suguru.model import new_puzzle
from str8ts_gui.solver.logic import CONCRETE, FULL

# 5 x 5, one solution:
#   regions        solution
#   0 0 1 1 2      1 2 3 1 4
#   3 3 3 1 2      3 4 5 2 3
#   4 3 3 5 2      1 2 1 4 1
#   4 4 4 5 2      4 5 3 5 2
#   4 6 5 5 5      2 1 2 1 3
REGIONS = (0, 0, 1, 1, 2, 3, 3, 3, 1, 2, 4, 3, 3, 5, 2, 4, 4, 4, 5, 2, 4, 6, 5, 5, 5)
CLUES = (1, 0, 0, 1, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 3, 0, 0, 0, 0, 0, 0, 0)
PUZZLE = new_puzzle(5, 5, REGIONS, CLUES)
REGION_OF_R2C1 = frozenset({5, 6, 7, 11, 12})


def test_a_wrong_entry_points_to_its_region() -> None:
    hint = logic.find_hint(PlayState.new(PUZZLE).with_entry(7, 3))  # r2c3: 3, the true digit is 5
    assert hint.kind == "wrong" and hint.cells == frozenset({7})
    assert hint.text(CONCRETE) == "A wrong entry: look at the region of r2c1."
    assert hint.cells_at(CONCRETE) == (frozenset(), REGION_OF_R2C1)
    assert hint.text(FULL) == "r2c3 is wrong. Apply removes it."


def test_a_wrong_entry_touching_the_same_digit_points_to_that_cell_too() -> None:
    # r3c3: 3 touches the given 3 at r4c3, in another region
    hint = logic.find_hint(PlayState.new(PUZZLE).with_entry(12, 3))
    assert hint.kind == "wrong" and hint.cells == frozenset({12})
    assert hint.text(CONCRETE) == "A wrong entry: look at the region of r2c1 and r4c3."
    assert hint.cells_at(CONCRETE) == (frozenset(), REGION_OF_R2C1 | {17})


def test_pencil_marks_without_the_true_digit_point_to_their_region() -> None:
    state = PlayState.new(PUZZLE).with_marks(7, 0b1100)  # r2c3: marks 2 and 3, the true digit is 5
    hint = logic.find_hint(state)
    assert hint.kind == "marks" and hint.cells == frozenset({7})
    assert hint.text(CONCRETE) == "Pencil marks that rule out the true digit: look at the region of r2c1."
    assert hint.cells_at(CONCRETE) == (frozenset(), REGION_OF_R2C1)
