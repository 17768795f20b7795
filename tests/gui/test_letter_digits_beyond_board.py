"""On boards above 9 x 9 the letters A to G type 10 to 16; a letter above the board's digits
(D, 13, on a 12 x 12 Sudoku) did nothing and said nothing, while 7 on a 6 x 6 board or 1 then 7
on 16 x 16 says it is not a digit of the board. It says so now, naming the key; a letter that
is a mode key there (C, Centre, on 10 x 10 and 11 x 11) still is one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.session import Mode

from gui_helpers import key, new_window

SHIFT = Qt.KeyboardModifier.ShiftModifier


def board(qtbot, size: int, mode: Mode):
    window = new_window(qtbot)
    window.new_puzzle(size, "sudoku")
    window.set_mode(mode)
    window.controller.select(0)
    return window


@pytest.mark.parametrize("mode", [Mode.PLAY, Mode.EDIT])
def test_a_letter_above_the_board_says_it_is_not_a_digit_of_it(qtbot, mode) -> None:
    window = board(qtbot, 12, mode)
    ctl = window.controller
    state = ctl.session.state
    for k, letter, digit in ((Qt.Key.Key_D, "D", 13), (Qt.Key.Key_G, "G", 16)):
        key(qtbot, window, k)
        assert window.status_message() == f"{digit} (key {letter}) is not a digit of a 12 x 12 board"
        assert ctl.session.state == state and not ctl.session.can_undo  # nothing written
    key(qtbot, window, Qt.Key.Key_C)  # C is 12 here: typed
    assert (ctl.session.state.entries if mode == Mode.PLAY else ctl.session.puzzle.clues)[0] == 12
    if mode == Mode.PLAY:  # Shift+letter: a corner mark, not on this board either
        window.controller.select(1)
        key(qtbot, window, Qt.Key.Key_E, SHIFT)
        assert window.status_message() == "14 (key E) is not a digit of a 12 x 12 board"
        assert not ctl.session.state.corner[1]


def test_on_10x10_c_is_still_centre_mode_and_b_is_not_a_digit(qtbot) -> None:
    window = board(qtbot, 10, Mode.PLAY)
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_A)
    assert ctl.session.state.entries[0] == 10
    ctl.select(1)
    key(qtbot, window, Qt.Key.Key_B)
    assert window.status_message() == "11 (key B) is not a digit of a 10 x 10 board"
    assert ctl.session.state.entries[1] == 0
    key(qtbot, window, Qt.Key.Key_C)  # the Centre mode's key, as before
    assert ctl.entry_mode == "centre"
    window.set_mode(Mode.EDIT)  # no mode keys in edit mode: C is 12, not a digit here
    ctl.select(1)
    key(qtbot, window, Qt.Key.Key_C)
    assert window.status_message() == "12 (key C) is not a digit of a 10 x 10 board"
    assert ctl.session.puzzle.clues[1] == 0
