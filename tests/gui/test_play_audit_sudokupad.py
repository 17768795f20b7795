"""Playing on the board as a SudokuPad user does (a fresh audit of the board, the controller
and the number pad): the pad's digits are whole numbers, ..."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui import controller as controller_module
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import click_cell, key, new_window

LEFT = Qt.MouseButton.LeftButton


def play_window(qtbot, puzzle, mode=Mode.PLAY):
    w = new_window(qtbot)
    w.set_document(Document(puzzle), mode=mode)
    return w


def frozen_clock(monkeypatch) -> None:
    """Every click and key at the same moment: "quickly", whatever the machine's speed."""
    monkeypatch.setattr(controller_module.time, "monotonic", lambda: 100.0)


# -- the number pad's digits are whole numbers ---------------------------------------------------------
def test_the_pads_1_then_its_2_is_a_2_not_12_on_a_sixteen_board(qtbot, monkeypatch) -> None:
    """The pad has buttons for 10 to 16: a click on its 1 and then, quickly, on its 2 (a change
    of mind) wrote 12, as the keys 1 then 2 do; and a click on its 1 then the key 6 wrote 16."""
    frozen_clock(monkeypatch)
    window = play_window(qtbot, new_puzzle(16))
    pad, state = window.number_pad, lambda: window.controller.session.state
    click_cell(qtbot, window, 0)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    qtbot.mouseClick(pad.digit_buttons[2], LEFT)
    assert state().entries[0] == 2
    click_cell(qtbot, window, 1)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    key(qtbot, window, Qt.Key.Key_6)
    assert state().entries[1] == 6
    key(qtbot, window, Qt.Key.Key_1)  # the keys still make 10-16...
    key(qtbot, window, Qt.Key.Key_4)
    assert state().entries[1] == 14
    key(qtbot, window, Qt.Key.Key_1)  # ... and the pad's 1 after a key 1 is a 1 again
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    assert state().entries[1] == 0  # (typed twice: taken out)
    qtbot.mouseClick(pad.digit_buttons[16], LEFT)
    assert state().entries[1] == 16


def test_the_pads_1_then_its_3_in_edit_mode_is_the_clue_3(qtbot, monkeypatch) -> None:
    frozen_clock(monkeypatch)
    window = play_window(qtbot, new_puzzle(16), mode=Mode.EDIT)
    pad, ctl = window.number_pad, window.controller
    click_cell(qtbot, window, 3)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    qtbot.mouseClick(pad.digit_buttons[3], LEFT)
    assert ctl.session.puzzle.clues[3] == 3
