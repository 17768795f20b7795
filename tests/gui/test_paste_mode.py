"""Ctrl+V of a puzzle in edit mode opens it to play, as File > Open does: the digits typed next
are the player's entries, not new givens (an audit found a paste on the start's empty board left
the window in edit mode, so the first digit typed became a given and the clock did not run)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier
SUDOKU = ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6..."  # r1c1 open


def paste(qtbot, window: MainWindow, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    key(qtbot, window, Qt.Key_V, CTRL)


def test_a_puzzle_pasted_in_edit_mode_is_played(qtbot) -> None:
    window = new_window(qtbot)
    window.new_puzzle(9, "sudoku")
    assert window.controller.mode == Mode.EDIT
    paste(qtbot, window, SUDOKU)
    session = window.controller.session
    assert session.puzzle.kind == "sudoku" and session.puzzle.clues[7] == 1
    assert window.controller.mode == Mode.PLAY
    assert window.status_message() == "Pasted a Sudoku 9 x 9 to play (F2 edits it); Ctrl+Z undoes it"
    window.controller.select(0)
    key(qtbot, window, Qt.Key_6)
    assert window.controller.session.puzzle.clues[0] == 0  # not a given
    assert window.controller.session.state.entries[0] == 6  # the player's digit


def test_a_paste_in_play_mode_says_nothing_of_the_mode(qtbot) -> None:
    window = new_window(qtbot)
    window.new_puzzle(9, "sudoku")
    window.set_mode(Mode.PLAY)
    paste(qtbot, window, SUDOKU)
    assert window.controller.mode == Mode.PLAY
    assert window.status_message() == "Pasted a Sudoku 9 x 9; Ctrl+Z undoes it"


def test_an_empty_board_pasted_in_edit_mode_stays_in_edit_mode(qtbot) -> None:
    """Nothing to solve on it: the setter goes on typing givens."""
    window = new_window(qtbot)
    window.new_puzzle(9, "sudoku")
    paste(qtbot, window, SUDOKU)  # (first something else, so the empty board is a change)
    window.set_mode(Mode.EDIT)
    paste(qtbot, window, "." * 81)
    assert window.controller.session.puzzle.clues == (0,) * 81
    assert window.controller.mode == Mode.EDIT
    assert window.status_message() == "Pasted a Sudoku 9 x 9; Ctrl+Z undoes it"
