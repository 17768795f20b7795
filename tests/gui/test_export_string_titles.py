"""File > Export Puzzle String keeps the puzzle's title for every kind: the file reopens with it
(a Suguru reviewer found a Library Suguru reopen untitled: the `; title:` line the export writes
above the puzzle was skipped by the Suguru reader, which took a title only from a `#` line)."""

from __future__ import annotations

from pathlib import Path

import pytest

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.suguru.formats import read as read_suguru

from gui_helpers import new_window

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"


@pytest.mark.parametrize(
    "source", ["library-9x9.txt", "sudoku-9x9.txt", "suguru-library.txt", "suguru-library.txt#3"]
)
def test_an_exported_puzzle_string_reopens_with_its_title(qtbot, tmp_path: Path, dialogs, source: str) -> None:
    name, _, index = source.partition("#")
    doc = load_documents(PUZZLES / name)[int(index or 0)]
    assert doc.title
    window = new_window(qtbot)
    window.set_document(doc, mode=Mode.PLAY)
    dialogs.export_path = str(tmp_path / "out")
    assert window.export_puzzle_string()
    again = load_documents(tmp_path / "out.txt")
    assert [(d.puzzle, d.title) for d in again] == [(doc.puzzle, doc.title)]
    assert window.load_path(tmp_path / "out.txt") and window.title == doc.title


def test_a_suguru_title_line_names_only_the_puzzle_below_it() -> None:
    text = "; title: First\na1,a\nb,b\n\n; grade: Easy\n#Second\n; title: not this\na,a\nb,b1\n\na,b\nb,b\n"
    titles = [doc.title for _line, doc in read_suguru(text)]
    assert titles == ["First", "Second", ""]
