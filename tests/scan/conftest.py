"""Test setup for the picture reader: pictures made here (never downloaded).

Pictures come from ``tools/scan_pictures.py``: puzzles drawn in typefaces the digit classifier
was NOT trained on (``HELD_OUT_FONTS``: the DejaVu Sans family, DejaVu Math TeX Gyre, Hershey
Triplex), by the program's own renderer (DejaVu Sans Bold, held out too) and by the window
itself, some of them distorted like a phone photo. Each test makes only a few.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scan_helpers import STR8TS, SUDOKU, SUGURU, puzzle_of

@pytest.fixture(scope="session")
def puzzles():
    return {
        "str8ts": puzzle_of(STR8TS, "str8ts"),
        "sudoku": puzzle_of(SUDOKU, "sudoku"),
        "suguru": puzzle_of(SUGURU, "suguru"),
    }


@pytest.fixture(scope="session")
def sp():
    """tools/scan_pictures.py (drawing and distorting pictures), with a Qt application."""
    import scan_pictures

    scan_pictures._app()
    return scan_pictures


@pytest.fixture(autouse=True)
def scan_home(tmp_path_factory, monkeypatch) -> Path:
    """Settings and autosaves of any window a test opens go to a fresh folder."""
    home = tmp_path_factory.mktemp("str8ts_home")
    monkeypatch.setenv("STR8TS_GUI_HOME", str(home))
    monkeypatch.delenv("STR8TS_GUI_THEME", raising=False)
    return home


@pytest.fixture
def window(qtbot, monkeypatch):
    """A shown main window whose error dialogs are recorded in ``window.errors`` (and which
    never asks about unsaved work or autosaves): the import tests' window."""
    from str8ts_gui.gui import create_main_window
    from str8ts_gui.gui.main_window import MainWindow

    errors = []
    monkeypatch.setattr(MainWindow, "show_error", lambda self, title, text: errors.append((title, text)))
    monkeypatch.setattr(MainWindow, "ask_unsaved", lambda self: "discard")
    monkeypatch.setattr(MainWindow, "ask_restore_autosave", lambda self, opening=None: False)
    w = create_main_window(restore=False)
    w.errors = errors
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    return w
