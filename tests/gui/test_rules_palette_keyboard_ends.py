"""The Rules palette's keys do what the mouse does (a keyboard-only setter's review): a line
drawn with Shift+arrows loses its last cell when the cursor steps back onto the cell before it,
as a drag going back over its last cell does (before: the cell stayed selected and went into the
line); a little killer clue goes at either end of the diagonal through the cursor, the end nearer
the cursor, as a click reaches any square outside the grid (before: only the diagonal's top
end)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers

from rule_tool_helpers import cursor_to, type_key, rc, rules, sudoku_edit_window, use

K = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
NOMOD = Qt.KeyboardModifier.NoModifier




# -- a line: back onto the cell before takes the last cell off --------------------------------------
def test_shift_arrow_back_onto_the_cell_before_takes_the_last_cell_off_the_line(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    ctl = window.controller
    use(window, "thermo")
    cursor_to(qtbot, window, 5, 5)
    type_key(window, K.Key_Right, SHIFT)
    type_key(window, K.Key_Right, SHIFT)
    type_key(window, K.Key_Left, SHIFT)  # back onto r5c6: r5c7 is off the line
    assert ctl.selection == {rc(5, 5), rc(5, 6)} and ctl.selected == rc(5, 6)
    type_key(window, K.Key_Down, SHIFT)
    type_key(window, K.Key_Return)
    assert rules(window) == (Thermometer((rc(5, 5), rc(5, 6), rc(6, 6))),)


def test_back_with_the_diagonal_keys_and_ctrl_arrows_too_down_to_the_first_cell(qtbot) -> None:
    """Shift+Home, End, Page Up, Page Down and Ctrl+arrows (which extend the selection as
    Shift+arrows do) step back too; back to the first cell, the line is that cell alone."""
    window = sudoku_edit_window(qtbot)
    ctl = window.controller
    use(window, "whispers")
    cursor_to(qtbot, window, 2, 2)
    type_key(window, K.Key_PageDown, SHIFT)  # r3c3
    type_key(window, K.Key_Right, CTRL)  # r3c4
    type_key(window, K.Key_Left, CTRL)  # back: r3c4 off
    assert ctl.selection == {rc(2, 2), rc(3, 3)}
    type_key(window, K.Key_Home, SHIFT)  # back: r3c3 off
    assert ctl.selection == {rc(2, 2)} and ctl.selected == rc(2, 2)
    for key in (K.Key_Down, K.Key_Down, K.Key_Right):
        type_key(window, key, SHIFT)
    type_key(window, K.Key_Return)
    assert rules(window) == (Whispers((rc(2, 2), rc(3, 2), rc(4, 2), rc(4, 3))),)


def test_a_cage_keeps_the_cells_as_the_selection_does(qtbot) -> None:
    """Not a line: a killer drag going back keeps its cells, and so do the keys."""
    window = sudoku_edit_window(qtbot)
    ctl = window.controller
    use(window, "killer")
    cursor_to(qtbot, window, 5, 5)
    type_key(window, K.Key_Right, SHIFT)
    type_key(window, K.Key_Left, SHIFT)
    assert ctl.selection == {rc(5, 5), rc(5, 6)}
    type_key(window, K.Key_Return)
    assert KillerCage((rc(5, 5), rc(5, 6)), 0) in rules(window)


# -- a little killer: the end of the diagonal nearer the cursor ------------------------------------
def _little_killer(qtbot, window, row: int, col: int, shift: bool, total: str) -> None:
    cursor_to(qtbot, window, row, col)
    type_key(window, K.Key_Return, SHIFT if shift else NOMOD)
    for digit in total:
        type_key(window, getattr(K, f"Key_{digit}"))
    type_key(window, K.Key_Return)


def test_a_little_killer_at_the_bottom_end_and_beside_a_row(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "little_killer")
    # r8c8, nearer the bottom: the clue outside the bottom right corner, pointing up and left
    _little_killer(qtbot, window, 8, 8, False, "45")
    assert rules(window) == (LittleKiller(9, 9, "UL", 45),)
    # r7c2, Shift+Enter: the diagonal r8c1 ... r1c8, its clue left of row 9, pointing up and right
    _little_killer(qtbot, window, 7, 2, True, "40")
    clue = LittleKiller(8, -1, "UR", 40)
    assert clue in rules(window)
    assert set(clue.diagonal(9)) == {rc(8 - k, 1 + k) for k in range(8)}
    # r5c9: the diagonal r1c5 ... r5c9 ends right of row 6 (nearer than its top, above column 4)
    _little_killer(qtbot, window, 5, 9, False, "25")
    assert LittleKiller(5, 9, "UL", 25) in rules(window)
    # nearer the top (or midway): the top end, as before
    _little_killer(qtbot, window, 2, 3, True, "12")
    assert LittleKiller(-1, 4, "DL", 12) in rules(window)
    _little_killer(qtbot, window, 3, 3, True, "16")  # r3c3: midway on r1c5 ... r5c1
    assert LittleKiller(-1, 5, "DL", 16) in rules(window)
    assert len(rules(window)) == 5


def test_a_diagonal_with_a_clue_at_one_end_goes_to_that_clue(qtbot) -> None:
    """Enter anywhere on a diagonal that has a clue at one end takes that clue (to change or
    delete it), not a second clue at the other end."""
    clue = LittleKiller(9, 9, "UL", 45)  # (as a click outside the bottom right corner puts it)
    window = sudoku_edit_window(qtbot, new_puzzle(9).replace(constraints=(clue,)))
    use(window, "little_killer")
    cursor_to(qtbot, window, 2, 2)  # nearer the top, where there is no clue
    type_key(window, K.Key_Return)
    type_key(window, K.Key_Delete)
    assert rules(window) == ()
