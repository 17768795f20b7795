"""A picture of the solution says "Solution", as Print With Solution does: the window's Export
Image "With Solution" and ``str8ts render --solution`` (PNG, SVG and PDF) drew the solved board
under the bare title, nothing to tell it from a page to solve but the grey of its digits. The word
is the smaller line under the title, first in it, as on a printed solution; a picture to solve, or
one with the player's entries, is as it was.

PDFs are read with ``pdftotext`` where it is installed.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from str8ts_gui.cli import main as cli_main
from str8ts_gui.core.document import Document
from str8ts_gui.gui.files import export, export_actions
from str8ts_gui.kinds.str8ts.formats import parse_line

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
GENTLE = parse_line(WIKI)


@pytest.fixture
def window(qtbot, dialogs):
    from str8ts_gui.gui.main_window import MainWindow

    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    yield w
    w.shutdown()


def drawn_words(monkeypatch) -> list[str]:
    """Every line of text export draws (titles, detail lines), from now on."""
    texts: list[str] = []
    draw = export._draw_text

    def spy(painter, rect, text, *args, **kwargs):
        texts.append(text)
        return draw(painter, rect, text, *args, **kwargs)

    monkeypatch.setattr(export, "_draw_text", spy)
    return texts


def pdf_words(path: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext is not installed")
    done = subprocess.run([tool, "-layout", str(path), "-"], capture_output=True, text=True, check=True, timeout=60)
    return " ".join(done.stdout.split())


def render(*argv: str) -> int:
    return cli_main.main(["render", *argv], io.StringIO(), io.StringIO())


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_export_image_of_the_solution_says_solution(window, monkeypatch, tmp_path, suffix) -> None:
    window.set_document(Document(GENTLE, title="Gentle 3", author="Ann"))
    texts = drawn_words(monkeypatch)
    actions = export_actions.install(window)
    assert actions.export_image(str(tmp_path / f"s{suffix}"), "solution")
    # a picture: the title only, as it was, and the word; a PDF: the printed page's caption
    page = suffix == ".pdf"
    assert texts == (["Gentle 3", "Solution · Str8ts 9 x 9 · by Ann"] if page else ["Gentle 3", "Solution"])
    for content in ("puzzle", "entries"):
        texts.clear()
        assert actions.export_image(str(tmp_path / f"{content}{suffix}"), content)
        assert texts == (["Gentle 3", "Str8ts 9 x 9 · by Ann"] if page else ["Gentle 3"])
    if page:
        assert pdf_words(tmp_path / "s.pdf").startswith("Gentle 3 Solution · Str8ts 9 x 9 · by Ann ")


def test_an_untitled_solution_picture_says_it_too(window, monkeypatch, tmp_path) -> None:
    window.set_document(Document(GENTLE))
    texts = drawn_words(monkeypatch)
    assert export_actions.install(window).export_image(str(tmp_path / "s.png"), "solution")
    assert texts == ["Solution"]
    # the board keeps its size; only the word's line is taken from the room above it
    plain = QImage(str(export.render_png(GENTLE, tmp_path / "p.png", title="")))
    assert QImage(str(tmp_path / "s.png")).size() == plain.size()


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_render_solution_picture_says_solution(monkeypatch, tmp_path, suffix) -> None:
    texts = drawn_words(monkeypatch)
    assert render(WIKI, "--title", "Week 3", "--solution", "--out", str(tmp_path / f"s{suffix}")) == 0
    assert texts == ["Week 3", "Solution"]
    texts.clear()
    assert render(WIKI, "--title", "Week 3", "--out", str(tmp_path / f"p{suffix}")) == 0
    assert texts == ["Week 3"]


def test_render_solution_pdf_says_it_as_the_printed_solution(monkeypatch, tmp_path) -> None:
    src = tmp_path / "week.txt"
    src.write_text(f"; title: Week 3\n; author: Ann\n; grade: Tough\n{WIKI}\n", encoding="utf-8")
    out = tmp_path / "s.pdf"
    assert render(str(src), "--solution", "--out", str(out)) == 0
    assert pdf_words(out).startswith("Week 3 Solution · Str8ts 9 x 9 · Tough · by Ann")
    assert render(str(src), "--out", str(out)) == 0
    assert pdf_words(out).startswith("Week 3 Str8ts 9 x 9 · Tough · by Ann")
