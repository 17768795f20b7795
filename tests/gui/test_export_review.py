"""Export and print as a setter or a teacher meets them (a review with fresh eyes): what a
printed page, a booklet and a picture show, and where."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.gui.files import export

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"
RULES = ["Rules: " + "every word of the rules " * 12]


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def library(name: str, title: str) -> Document:
    return next(d for d in load_documents(PUZZLES / name) if d.title == title)


def _page(doc: Document, width: int, height: int, rules) -> tuple[QImage, QRectF]:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        square = export.paint_page(painter, QRectF(0, 0, width, height), doc, title="T", rules=rules)
    finally:
        painter.end()
    return image, square


def _first_ink_below(image: QImage, top: int) -> int:
    for y in range(top, image.height()):
        if any(image.pixelColor(x, y).lightness() < 128 for x in range(0, image.width(), 2)):
            return y
    return -1


def test_the_rules_of_a_board_wider_than_tall_follow_right_under_it() -> None:
    """A printed Suguru 12 x 8 had its rules a quarter of the board's height below it, where a
    square board's square would have ended: they follow the board as closely as a square
    board's do."""
    wide = library("suguru-library.txt", "Suguru 12x8 Medium")
    square_board = library("suguru-library.txt", "Suguru 5x5 Easy")
    distances = {}
    for name, doc in (("wide", wide), ("square", square_board)):
        plain, square = _page(doc, 600, 900, ())
        with_rules, same = _page(doc, 600, 900, RULES)
        assert same == square  # the board stays where it was
        below = int(square.bottom()) + 8  # (past the frame)
        assert _first_ink_below(plain, below) == -1
        first = _first_ink_below(with_rules, below)
        assert first > 0
        distances[name] = first - square.bottom()
    assert distances["wide"] <= distances["square"] + 2, distances


def _svg_desc(path: Path) -> str:
    import html
    import re

    found = re.search(r"<desc>(.*?)</desc>", path.read_text(encoding="utf-8"), re.DOTALL)
    assert found is not None
    return html.unescape(found.group(1))


@pytest.mark.parametrize(
    "name, title",
    [
        ("sudoku-variants.txt", "Killer Sudoku 9x9 1"),
        ("sudoku-variants.txt", "Jigsaw Sudoku 9x9 1"),
        ("suguru-library.txt", "Suguru 12x8 Medium"),
        ("wikipedia.txt", "Wikipedia Str8ts 9x9 Gentle"),
    ],
)
def test_an_svg_describes_the_puzzle_in_a_form_that_reads_back_as_it(tmp_path, name, title) -> None:
    """An SVG's description carried the one-line form, which of a killer, a jigsaw or a Suguru
    is an empty grid (or bare digits without the regions): it carries the form that reads back
    as the same puzzle, as Copy Puzzle gives it."""
    from str8ts_gui.core.document import loads_documents
    from str8ts_gui.core.kind import kind_of

    doc = library(name, title)
    path = export.render_svg(doc, tmp_path / "p.svg", size_px=200)
    kind = kind_of(doc.puzzle)
    prefix = f"{kind.title} puzzle "
    desc = _svg_desc(path)
    assert desc.startswith(prefix)
    back = loads_documents(desc[len(prefix):], kind=kind.name)
    assert [d.puzzle for d in back] == [doc.puzzle]


@pytest.fixture
def window(qtbot):
    from gui_helpers import gentle_window

    w = gentle_window(qtbot)
    yield w
    w.shutdown()


@pytest.mark.parametrize(
    "typed, chosen, written",
    [
        ("Week 12.3", "PNG image (*.png)", "Week 12.3.png"),
        ("Puzzle 1.5", "SVG image (*.svg)", "Puzzle 1.5.svg"),
        ("2026.11.28", "PDF document (*.pdf)", "2026.11.28.pdf"),
        ("board.PNG", "SVG image (*.svg)", "board.PNG"),
    ],
)
def test_a_dot_in_an_image_name_is_no_suffix(window, monkeypatch, tmp_path, typed, chosen, written) -> None:
    """As Save As takes it: a name with a dot but no image suffix ("Week 12.3") gets the suffix
    of the type chosen in the dialog; it was refused as a picture of the type ".3"."""
    from PySide6.QtWidgets import QFileDialog

    from str8ts_gui.gui.files import export_actions

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(tmp_path / typed), chosen))
    path = export_actions.ask_image_path(window)
    assert path == str(tmp_path / written)
    assert export_actions.install(window).export_image(path, "puzzle")
    assert (tmp_path / written).is_file()
