"""Switching to play mode (F3) on a puzzle without a solution says why in the status bar, and
how to mend it: only the red badge said so (a Suguru player's review)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from gui_helpers import key, wait_analysis

CTRL = Qt.KeyboardModifier.ControlModifier


def test_play_mode_on_a_puzzle_without_a_solution_says_why(qtbot, window) -> None:
    QGuiApplication.clipboard().setText("11.." "...." "...." "....")  # two 1s in row 1
    key(qtbot, window, Qt.Key_V, CTRL)
    key(qtbot, window, Qt.Key_F2)
    wait_analysis(qtbot, window, "No solution")
    window.show_status("")  # (whatever was said before)
    key(qtbot, window, Qt.Key_F3)
    said = window.status_message()
    assert said.startswith("No solution: two 1s in row 1") and said.endswith("; F2 edits the puzzle")
    window.show_status("")
    key(qtbot, window, Qt.Key_F3)  # already playing: nothing said again
    assert window.status_message() == ""
