"""A printed solution says that it is one (a setter's review: File > Print "With Solution" gave a
page headed as the puzzle's, the rules under it, with nothing to tell it from a page to solve but
the grey of its digits). The smaller line under the title starts with "Solution"; a page to
solve, or one with the player's entries, is as it was.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from str8ts_gui.core.document import Document
from str8ts_gui.kinds.str8ts.formats import parse_line

from gui_helpers import painted_pages, print_to_pdf

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
GENTLE = parse_line(WIKI)


@pytest.fixture
def window(qtbot, monkeypatch):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    yield w
    w.shutdown()


def printed(window, monkeypatch, out: Path, content: str) -> list[dict]:
    """Print ``content`` to the PDF ``out``; the keyword arguments each page was painted with."""
    calls = painted_pages(monkeypatch)
    print_to_pdf(window, monkeypatch, out, content)
    assert calls
    return calls


def pdf_words(path: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        return ""
    done = subprocess.run([tool, "-layout", str(path), "-"], capture_output=True, text=True, check=True, timeout=60)
    return " ".join(done.stdout.split())


def test_a_printed_solution_says_it_is_the_solution(window, monkeypatch, tmp_path) -> None:
    window.set_document(Document(GENTLE, title="Gentle 3", author="Ann"))
    monkeypatch.setattr(window.grader, "last", None)  # (no grade known: the line is the same without one)
    calls = printed(window, monkeypatch, tmp_path / "s.pdf", "solution")
    assert calls[-1]["title"] == "Gentle 3"
    assert calls[-1]["detail"] == "Solution · Str8ts 9 x 9 · by Ann"
    text = pdf_words(tmp_path / "s.pdf")
    if text:
        assert text.startswith("Gentle 3 Solution · Str8ts 9 x 9 · by Ann")


def test_an_untitled_solution_too(window, monkeypatch, tmp_path) -> None:
    window.set_document(Document(GENTLE))
    monkeypatch.setattr(window.grader, "last", None)
    calls = printed(window, monkeypatch, tmp_path / "s.pdf", "solution")
    assert (calls[-1]["title"], calls[-1]["detail"]) == ("Str8ts 9 x 9", "Solution")


@pytest.mark.parametrize("content", ["puzzle", "entries"])
def test_a_page_to_solve_does_not(window, monkeypatch, tmp_path, content) -> None:
    window.set_document(Document(GENTLE, title="Gentle 3", author="Ann"))
    monkeypatch.setattr(window.grader, "last", None)
    calls = printed(window, monkeypatch, tmp_path / "p.pdf", content)
    assert calls[-1]["detail"] == "Str8ts 9 x 9 · by Ann"
