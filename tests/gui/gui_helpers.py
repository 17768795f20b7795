"""Helpers shared by the window tests: open a shown, active window and press keys on its board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui import create_main_window
from str8ts_gui.gui.main_window import MainWindow

NOMOD = Qt.KeyboardModifier.NoModifier


def new_window(qtbot, path=None) -> MainWindow:
    """A main window (with ``path`` loaded), shown and active, closed after the test."""
    w = create_main_window(path)
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def window_with(qtbot, tmp_path: Path, puzzle: Puzzle) -> MainWindow:
    """A window that opened ``puzzle`` from a puzzle file (so it is in play mode)."""
    path = tmp_path / "puzzle.txt"
    path.write_text(to_line(puzzle) + "\n", encoding="utf-8")
    return new_window(qtbot, path)


def key(qtbot, window: MainWindow, k, modifier=NOMOD) -> None:
    """A key pressed while the board has the focus (shortcuts reach the window's actions)."""
    qtbot.keyClick(window.board, k, modifier)
