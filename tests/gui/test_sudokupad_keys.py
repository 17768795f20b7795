"""Play-mode keys as a SudokuPad user presses them: Ctrl+arrows extend the selection as
Shift+arrows do, Space goes to the next entry mode, and Backspace in a mark or colour mode with
nothing of that layer to clear takes the answers out instead of seeming to do nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board.controller import ENTRY_MODES
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import click_cell, key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def play_window(qtbot):
    w = new_window(qtbot)
    w.set_document(Document(new_puzzle(9)), mode=Mode.PLAY)
    return w


def test_ctrl_arrows_extend_the_selection_as_shift_arrows_do(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    click_cell(qtbot, window, 40)
    key(qtbot, window, Qt.Key.Key_Right, CTRL)
    key(qtbot, window, Qt.Key.Key_Down, CTRL)
    assert ctl.selection == {40, 41, 50} and ctl.selected == 50
    key(qtbot, window, Qt.Key.Key_Left)  # a plain arrow: just the cell it moves to
    assert ctl.selection == {49}


def test_space_goes_to_the_next_entry_mode_in_play_mode(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    seen = []
    for _ in ENTRY_MODES:
        seen.append(ctl.entry_mode)
        key(qtbot, window, Qt.Key.Key_Space)
    assert seen == list(ENTRY_MODES) and ctl.entry_mode == "digit"  # round to the start
    assert window.number_pad.mode_buttons["digit"].isChecked()
    assert not ctl.session.can_undo  # a mode is no move


def test_backspace_in_a_mark_mode_takes_answers_out_when_the_layer_has_nothing(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    state = lambda: ctl.session.state  # noqa: E731
    click_cell(qtbot, window, 0)
    key(qtbot, window, Qt.Key.Key_3, SHIFT)  # a corner mark, then an answer over it
    key(qtbot, window, Qt.Key.Key_5)
    click_cell(qtbot, window, 1)
    key(qtbot, window, Qt.Key.Key_7)
    key(qtbot, window, Qt.Key.Key_Right, SHIFT)  # r1c3: empty, no marks
    key(qtbot, window, Qt.Key.Key_X)  # corner mode: the answers hide any corner marks
    key(qtbot, window, Qt.Key.Key_Backspace)
    assert state().entries[1] == 0
    click_cell(qtbot, window, 0)
    key(qtbot, window, Qt.Key.Key_C)  # centre mode, no centre marks: the answer goes
    key(qtbot, window, Qt.Key.Key_Delete)
    assert state().entries[0] == 0 and state().corner[0] == 1 << 3  # the corner mark shows again
    # with marks of the mode's layer to clear, only they go, as before
    key(qtbot, window, Qt.Key.Key_Z)
    key(qtbot, window, Qt.Key.Key_4, CTRL)
    click_cell(qtbot, window, 9)
    key(qtbot, window, Qt.Key.Key_6)
    click_cell(qtbot, window, 0)
    key(qtbot, window, Qt.Key.Key_Down, SHIFT)
    key(qtbot, window, Qt.Key.Key_X)
    key(qtbot, window, Qt.Key.Key_Backspace)
    assert state().corner[0] == 0 and state().centre[0] == 1 << 4 and state().entries[9] == 6
    key(qtbot, window, Qt.Key.Key_V)  # colour mode without colours: the answer goes
    key(qtbot, window, Qt.Key.Key_Backspace)
    assert state().entries[9] == 0 and state().centre[0] == 1 << 4
