"""Colour mode on a board above 9 x 9: there are nine colours, and the letters A to G are the
digits 10 to 16 there, so a letter typed in Colour mode paints nothing. It only said "Colours
are 1 to 9", leaving the player to wonder why the board's own digit 12 is none; it says that the
letter is a digit, not a colour, and how to type it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.session import Mode

from gui_helpers import key, new_window


def colour_mode(qtbot, size: int):
    window = new_window(qtbot)
    window.new_puzzle(size, "sudoku")
    window.set_mode(Mode.PLAY)
    window.controller.select(0)
    key(qtbot, window, Qt.Key.Key_V)
    assert window.controller.entry_mode == "colour"
    return window


def test_a_letter_in_colour_mode_says_it_is_a_digit_not_a_colour(qtbot) -> None:
    window = colour_mode(qtbot, 16)
    ctl = window.controller
    for k, letter, digit in ((Qt.Key.Key_A, "A", 10), (Qt.Key.Key_C, "C", 12), (Qt.Key.Key_G, "G", 16)):
        key(qtbot, window, k)
        assert window.status_message() == (
            f"Colours are 1 to 9: {letter} is the digit {digit}, not a colour (Z: Digit mode)"
        )
        assert ctl.session.state.colours[0] == 0 and not ctl.session.can_undo
    key(qtbot, window, Qt.Key.Key_7)  # a colour paints
    assert ctl.session.state.colours[0] == 1 << 7
    key(qtbot, window, Qt.Key.Key_Z)  # and in Digit mode the letter types its digit
    key(qtbot, window, Qt.Key.Key_C)
    assert ctl.session.state.entries[0] == 12
    # a colour asked for by the layer alone (Ctrl+Shift with the pad's 12) in Digit mode: no mode to name
    ctl.select(1)
    ctl.type_digit(12, layer="colour", whole=True)
    assert window.status_message() == "Colours are 1 to 9: C is the digit 12, not a colour"


def test_in_colour_mode_a_letter_above_the_board_is_no_colour_and_a_letter_of_it_a_digit(qtbot) -> None:
    window = colour_mode(qtbot, 12)
    key(qtbot, window, Qt.Key.Key_D)  # 13: neither a colour nor a digit of a 12 x 12 board
    assert window.status_message() == "Colours are 1 to 9"
    key(qtbot, window, Qt.Key.Key_B)
    assert window.status_message() == "Colours are 1 to 9: B is the digit 11, not a colour (Z: Digit mode)"
