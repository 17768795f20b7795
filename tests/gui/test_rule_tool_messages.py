"""What the Rules palette's tools say in the status bar (a setter's review): a killer cage made
bigger keeps its sum, even one its cells can no longer make, and says so (f-puzzles never drops
a cage's value; the no-solution check then names the cage); Enter after a sum that was not taken
names the cage and the sums its cells can make instead of "Done"; one cell is "1 cell"; the Odd
and Even tools say what they added, removed or replaced, in the words of the Kropki and XV
tools (and so do Minimum and Maximum when one replaces the other)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.variants.clone import Clone
from str8ts_gui.kinds.sudoku.variants.extremum import Extremum
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.parity import Parity

from rule_tool_helpers import centre, click_at, drag, keys, rc, rules, sudoku_edit_window, undo, undo_redo_round_trip, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


THREE = (rc(1, 5), rc(1, 6), rc(1, 7))
FOUR = THREE + (rc(2, 6),)


def cage_of(qtbot, window: MainWindow, total: int) -> KillerCage:
    """The killer cage r1c5-r1c7 with ``total`` typed (Enter ends)."""
    use(window, "killer")
    drag(qtbot, window, *THREE)
    keys(qtbot, window, *(getattr(Qt, f"Key_{d}") for d in str(total)), Qt.Key_Return)
    cage = KillerCage(THREE, total)
    assert rules(window) == (cage,)
    return cage


# -- a cage made bigger keeps its sum ---------------------------------------------------------------
def test_a_bigger_cage_keeps_a_sum_its_cells_cannot_make_and_says_so(qtbot, window: MainWindow) -> None:
    cage = cage_of(qtbot, window, 6)  # 1 + 2 + 3: the least three cells make
    drag(qtbot, window, rc(1, 6), rc(2, 6))  # from the cage: it grows to four cells
    bigger = KillerCage(FOUR, 6)
    assert rules(window) == (bigger,)  # the sum is not dropped
    message = window.status_message()
    assert message.startswith("Killer cage of 4 cells: type the sum (10 to 30), Enter ends")
    assert "keeps its sum 6" in message and "4 cells cannot make it" in message
    undo_redo_round_trip(qtbot, window, (cage,), (bigger,))


def test_a_bigger_cage_then_typed_sum_is_one_undo_step(qtbot, window: MainWindow) -> None:
    cage = cage_of(qtbot, window, 6)
    drag(qtbot, window, rc(1, 6), rc(2, 6))
    keys(qtbot, window, Qt.Key_1, Qt.Key_2)  # typing replaces the kept sum
    assert rules(window) == (KillerCage(FOUR, 12),)
    keys(qtbot, window, Qt.Key_Return)
    assert window.status_message() == "Done"
    undo(qtbot, window)
    assert rules(window) == (cage,)


def test_a_bigger_cage_keeps_a_sum_that_still_fits_as_before(qtbot, window: MainWindow) -> None:
    cage_of(qtbot, window, 20)
    drag(qtbot, window, rc(1, 6), rc(2, 6))
    assert rules(window) == (KillerCage(FOUR, 20),)
    assert window.status_message() == "Killer cage of 4 cells: type the sum (10 to 30), Enter ends"


# -- Enter after a sum that was not taken ---------------------------------------------------------
def test_enter_after_an_impossible_sum_names_the_cage_and_its_sums(qtbot, window: MainWindow) -> None:
    cage_of(qtbot, window, 6)
    drag(qtbot, window, rc(1, 6), rc(2, 6))
    keys(qtbot, window, Qt.Key_1)  # no four different digits add up to 1
    assert "1 is not a possible sum (10 to 30)" in window.status_message()
    keys(qtbot, window, Qt.Key_Return)
    assert rules(window) == (KillerCage(FOUR, 6),)
    message = window.status_message()
    assert message != "Done"
    assert message == (
        "Killer cage 6 on r1c5, r1c6, r1c7, r2c6: 1 is not a possible sum of its 4 cells (10 to 30), so it was"
        " not taken; its sum 6 cannot be made either"
    )


def test_enter_after_an_impossible_sum_on_a_new_cage(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(1, 1), rc(1, 2))
    keys(qtbot, window, Qt.Key_1, Qt.Key_Return)  # two different digits never add up to 1
    assert rules(window) == (KillerCage((rc(1, 1), rc(1, 2)), 0),)
    assert window.status_message() == (
        "Killer cage on r1c1, r1c2: 1 is not a possible sum of its 2 cells (3 to 17), so it was not taken;"
        " the cage has no sum"
    )


def test_enter_after_an_impossible_retyped_sum_keeps_the_old_one(qtbot, window: MainWindow) -> None:
    cage = cage_of(qtbot, window, 15)
    click_at(qtbot, window, centre(window, rc(1, 6)))  # picks the cage: typing goes on from 15
    keys(qtbot, window, Qt.Key_Backspace, Qt.Key_Return)  # "1": not taken
    assert rules(window) == (cage,)
    assert window.status_message() == (
        "Killer cage 15 on r1c5, r1c6, r1c7: 1 is not a possible sum of its 3 cells (6 to 24), so it was not"
        " taken; its sum stays 15"
    )


def test_enter_on_a_kept_sum_the_cells_cannot_make_says_so(qtbot, window: MainWindow) -> None:
    cage_of(qtbot, window, 6)
    drag(qtbot, window, rc(1, 6), rc(2, 6))
    keys(qtbot, window, Qt.Key_Return)  # nothing typed: the kept sum stays
    assert rules(window) == (KillerCage(FOUR, 6),)
    assert window.status_message() == "Killer cage 6 on r1c5, r1c6, r1c7, r2c6: 4 cells cannot make 6 (they make 10 to 30)"


def test_enter_after_a_possible_sum_still_says_done(qtbot, window: MainWindow) -> None:
    cage_of(qtbot, window, 6)
    assert window.status_message() == "Done"


# -- one cell ----------------------------------------------------------------------------------------
def test_a_one_cell_cage_is_one_cell(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    click_at(qtbot, window, centre(window, rc(3, 3)))
    assert rules(window) == (KillerCage((rc(3, 3),), 0),)
    assert window.status_message() == "Killer cage of 1 cell: type the sum (1 to 9), Enter ends"


def test_a_clone_copy_of_the_wrong_size_says_1_cell(qtbot, window: MainWindow) -> None:
    use(window, "clone")
    drag(qtbot, window, rc(1, 1))
    assert window.status_message().startswith("Clone of 1 cell:")
    drag(qtbot, window, rc(5, 5), rc(5, 6))
    assert window.status_message() == "The copy needs 1 cell, not 2: drag again (Esc: start over)"
    drag(qtbot, window, rc(5, 5))
    assert rules(window) == (Clone((rc(1, 1),), (rc(5, 5),)),)


# -- odd, even, minimum, maximum ----------------------------------------------------------------------
def test_odd_and_even_say_what_they_added_removed_and_replaced(qtbot, window: MainWindow) -> None:
    use(window, "odd")
    click_at(qtbot, window, centre(window, rc(3, 9)))
    assert rules(window) == (Parity(rc(3, 9), False),)
    assert window.status_message() == "Added: Odd cell r3c9"
    use(window, "even")
    click_at(qtbot, window, centre(window, rc(3, 9)))
    assert rules(window) == (Parity(rc(3, 9), True),)
    assert window.status_message() == "Added: Even cell r3c9; replaced: Odd cell r3c9"
    click_at(qtbot, window, centre(window, rc(3, 9)))  # again: off
    assert rules(window) == ()
    assert window.status_message() == "Removed: Even cell r3c9"


def test_minimum_and_maximum_name_the_mark_they_replace(qtbot, window: MainWindow) -> None:
    use(window, "minimum")
    click_at(qtbot, window, centre(window, rc(5, 5)))
    assert window.status_message() == "Added: Minimum cell r5c5"
    use(window, "maximum")
    click_at(qtbot, window, centre(window, rc(5, 5)))
    assert rules(window) == (Extremum(rc(5, 5), True),)
    assert window.status_message() == "Added: Maximum cell r5c5; replaced: Minimum cell r5c5"
    click_at(qtbot, window, centre(window, rc(5, 5)))
    assert window.status_message() == "Removed: Maximum cell r5c5"


# -- clues outside the grid ------------------------------------------------------------------------
def test_enter_after_an_impossible_outside_clue_says_it_was_not_taken(qtbot, window: MainWindow) -> None:
    """A sandwich of 1 (no sum between a 1 and a 9 is 1) is refused as it is typed ("... (type
    on)"); Enter then said "Done", as if it had been drawn: it says what was not taken, and what
    the line keeps. A clue that was taken still says "Done"."""
    from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
    from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum

    from rule_tool_helpers import outside

    use(window, "sandwich")
    click_at(qtbot, window, outside(window, 3, -1))
    keys(qtbot, window, Qt.Key_1, Qt.Key_Return)
    assert rules(window) == ()
    assert window.status_message() == (
        "1 was not taken (Sandwich sum: 1 cannot be a sum between the 1 and the 9 of row 4); no clue was drawn"
    )
    click_at(qtbot, window, outside(window, 3, -1))
    keys(qtbot, window, Qt.Key_9, Qt.Key_Return)
    assert rules(window) == (SandwichSum(3, False, 9),) and window.status_message() == "Done"
    click_at(qtbot, window, outside(window, 3, -1))  # typing goes on from 9: 91 is too big, a new 1 starts
    keys(qtbot, window, Qt.Key_1, Qt.Key_Return)
    assert rules(window) == (SandwichSum(3, False, 9),)
    assert window.status_message() == (
        "1 was not taken (Sandwich sum: 1 cannot be a sum between the 1 and the 9 of row 4); it stays "
        + SandwichSum(3, False, 9).describe(9)
    )
    use(window, "little_killer")
    click_at(qtbot, window, outside(window, -1, 4))  # four cells: 4 to 36
    keys(qtbot, window, Qt.Key_2, Qt.Key_0, Qt.Key_Return)
    assert LittleKiller(-1, 4, "DR", 20) in rules(window) and window.status_message() == "Done"
    keys(qtbot, window, Qt.Key_Escape)
    click_at(qtbot, window, outside(window, -1, 4))  # the clue again
    keys(qtbot, window, Qt.Key_Backspace, Qt.Key_Backspace, Qt.Key_3, Qt.Key_Return)  # no clue, then 3: refused
    assert not any(isinstance(r, LittleKiller) for r in rules(window))
    assert window.status_message() == (
        "3 was not taken (Little killer: sum 3 is not from 4 to 36 for 4 cells); no clue was drawn"
    )
