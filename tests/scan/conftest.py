"""Test setup for the picture reader: pictures made here (never downloaded).

Pictures come from ``tools/scan_pictures.py``: puzzles drawn in typefaces the digit classifier
was NOT trained on (``HELD_OUT_FONTS``: the DejaVu Sans family, DejaVu Math TeX Gyre, Hershey
Triplex), by the program's own renderer (DejaVu Sans Bold, held out too) and by the window
itself, some of them distorted like a phone photo. Each test makes only a few.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
TOOLS = ROOT / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

OFFSCREEN_WARNING = r"This plugin does not support propagateSizeHints\(\)"

# a Str8ts, a Sudoku and a Suguru of the bundled library (its text forms), the tests' puzzles
STR8TS = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"
SUDOKU = ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."
SUGURU = "#Suguru 5x5 Easy\na4,b,b1,b,b3\na,a,c,c,d\na2,c,c,c,d4\na,e,e,e,d\nf,e,e,d,d2\n"


def pytest_collection_modifyitems(config, items) -> None:
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_WARNING))


def puzzle_of(text: str, kind: str):
    from str8ts_gui.core.document import iter_documents

    return next(iter_documents(text, kind=kind))[1].puzzle


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
