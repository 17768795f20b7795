"""A booklet draws a board that is not square as large as its place allows (a setter's review:
a Suguru 14 x 5 in a 2-a-page booklet, whose places are wide, was drawn into a square of the
place's height, 58 % of the width it had; a Suguru 6 x 12 alone on a tall page was drawn into a
square of the page's width). A square board is drawn as before.

A printed page or a PDF page (portrait) draws a board taller than wide as high as the page lets
it, the rules still under it (it was drawn into the square of the page's width: a Suguru 6 x 12
half the page's width wide, a third of the page empty under its rules).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui.files import export
from str8ts_gui.kinds.str8ts.formats import parse_line

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def suguru(width: int, height: int, tmp_path: Path) -> Puzzle:
    """An empty Suguru ``width`` x ``height``, its regions columns of up to 5 cells (only the
    shape is measured)."""
    labels = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    rows = [",".join(labels[c + width * (r // 5)] for c in range(width)) for r in range(height)]
    src = tmp_path / "s.txt"
    src.write_text("\n".join(rows) + "\n", encoding="utf-8")
    (doc,) = load_documents(src)
    assert (doc.puzzle.size, doc.puzzle.height) == (width, height)
    return doc.puzzle


def painted(size: tuple[int, int], slot) -> QImage:
    image = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        export._paint_slot(painter, QRectF(0, 0, size[0], size[1]), slot, 14)
    finally:
        painter.end()
    return image


def ink_box(image: QImage) -> tuple[int, int, int, int]:
    """(left, top, right, bottom) of the dark pixels (the caption's and the board's)."""
    xs, ys = [], []
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            if QColor(image.pixel(x, y)).lightness() < 128:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def test_a_wide_board_fills_a_wide_place(tmp_path: Path) -> None:
    image = painted((800, 300), export._Slot("1. Suguru 14 x 5", suguru(14, 5, tmp_path), None))
    left, _top, right, _bottom = ink_box(image)
    assert right - left > 0.9 * 800  # it was 276 pixels wide, the square of the place's height


def test_a_tall_board_fills_a_tall_place(tmp_path: Path) -> None:
    image = painted((400, 800), export._Slot("1. Suguru 6 x 12", suguru(6, 12, tmp_path), None))
    left, top, right, bottom = ink_box(image)
    assert bottom - top > 0.9 * 800  # the board was 400 pixels high, the square of the place's width
    assert right - left < 400


def test_caption_and_board_stay_centred_together(tmp_path: Path) -> None:
    image = painted((800, 400), export._Slot("1. Suguru 14 x 5", suguru(14, 5, tmp_path), None))
    left, top, right, bottom = ink_box(image)
    assert abs(top - (400 - bottom)) <= 6 and abs(left - (800 - right)) <= 6


def test_a_square_board_is_drawn_as_before() -> None:
    from str8ts_gui.gui.board.render import board_square

    slot = export._Slot("1. Str8ts", parse_line(WIKI), None)
    image = painted((800, 300), slot)
    left, _top, right, _bottom = ink_box(image)
    band = 14 * 1.7
    square = board_square(QRectF((800 - (300 - band)) / 2, band, 300 - band, 300 - band), 9)
    assert abs(left - square.left()) <= 3 and abs(right - square.right()) <= 3


def page_ink(image: QImage) -> list[int]:
    """The rows with dark pixels."""
    return [y for y in range(image.height())
            if any(QColor(image.pixel(x, y)).lightness() < 128 for x in range(0, image.width(), 2))]


def test_a_tall_board_fills_a_tall_page_and_its_rules_stay_under_it(tmp_path: Path) -> None:
    from str8ts_gui.gui.help import rules_text

    puzzle = suguru(6, 12, tmp_path)
    width, height = 600, 860  # an A4 page less its margins
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        square = export.paint_page(painter, QRectF(0, 0, width, height), puzzle, title="Tall one",
                                   detail="Suguru 6 x 12", rules=rules_text(puzzle))
    finally:
        painter.end()
    assert square.height() > 0.75 * height  # it was 600 * 0.9: the square of the page's width
    rows = page_ink(image)
    below = [y for y in rows if y > square.bottom() + 4]
    assert below and below[-1] < height - 2  # the rules, under the board, on the page
    assert square.width() < width


def test_a_square_board_on_a_page_is_drawn_as_before() -> None:
    places = export._places(QRectF(0, 0, 600, 860), parse_line(WIKI), True, True)
    assert places.board.width() == places.board.height() == 600
