"""A double click on a cell holding a digit (a SudokuPad habit) leaves that digit highlighted:
Qt makes the second press of a double click a press of its own, so the highlight the first click
turned on was turned off again at once ("click the same digit again: off") and the player saw
it flash. Two separate clicks still turn it on and off, and other double clicks stay two clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import cell_centre, new_window

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton


def double_click(qtbot, window, cell: int, button=LEFT, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """What a double click sends: a press and release, then a double-click event and a release."""
    pos = cell_centre(window, cell)
    qtbot.mouseClick(window.board, button, modifier, pos)
    qtbot.mouseDClick(window.board, button, modifier, pos)
    qtbot.mouseRelease(window.board, button, modifier, pos)


def sudoku_window(qtbot, mode=Mode.PLAY):
    clues = [0] * 81
    clues[0] = clues[40] = 5
    window = new_window(qtbot)
    window.set_document(Document(new_puzzle(9).replace(clues=tuple(clues))), mode=mode)
    return window


def test_a_double_click_on_a_digit_leaves_it_highlighted(qtbot) -> None:
    window = sudoku_window(qtbot)
    ctl = window.controller
    double_click(qtbot, window, 0)
    assert ctl.focus_digit == 5 and ctl.selection == {0}
    assert window.number_pad.digit_buttons[5].isChecked()
    double_click(qtbot, window, 40)  # the same digit elsewhere: still on
    assert ctl.focus_digit == 5 and ctl.selection == {40}
    double_click(qtbot, window, 10)  # an empty cell: off, as a click there
    assert ctl.focus_digit is None and ctl.selection == {10}
    # two separate clicks turn it on and off as before
    qtbot.mouseClick(window.board, LEFT, pos=cell_centre(window, 0))
    assert ctl.focus_digit == 5
    qtbot.mouseClick(window.board, LEFT, pos=cell_centre(window, 0))
    assert ctl.focus_digit is None
    # in edit mode too
    window.set_mode(Mode.EDIT)
    double_click(qtbot, window, 40)
    assert ctl.focus_digit == 5


def test_other_double_clicks_are_two_clicks_as_before(qtbot) -> None:
    window = sudoku_window(qtbot)
    ctl = window.controller
    qtbot.mouseClick(window.board, LEFT, pos=cell_centre(window, 20))
    double_click(qtbot, window, 30, modifier=Qt.KeyboardModifier.ControlModifier)  # in, then out again
    assert ctl.selection == {20}
    # a double right click in a Str8ts' edit mode paints the cell and back: one change undone by the other
    window = new_window(qtbot)
    window.set_document(Document(Puzzle.empty(9)), mode=Mode.EDIT)
    double_click(qtbot, window, 12, RIGHT)
    assert not window.controller.session.puzzle.black[12]
    assert not window.controller.painting
