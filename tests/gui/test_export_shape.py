"""Export Image of a board that is not square (a Suguru 12 x 8, 5 x 7): a PNG and an SVG of the
board's own shape, the square picture cut where it was empty, the margin a square board has;
``size_px`` is the longer side. Square boards (Str8ts, Sudoku, a Sudoku with clues outside the
grid) keep their square picture, pixel for pixel."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.gui.files import export

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def library(name: str, title: str) -> Document:
    return next(d for d in load_documents(PUZZLES / name) if d.title == title)


def square_picture(doc: Document, size_px: int, title: str | None = None, solution=None) -> QImage:
    """The picture as render_png drew it for every board: ``size_px`` square, the page laid out
    in its margin (paint_page, which the square picture still uses)."""
    image = QImage(size_px, size_px, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        export.paint_page(painter, export._image_rect(size_px), doc, title=title, solution=solution)
    finally:
        painter.end()
    return image


def ink_rows(image: QImage) -> list[int]:
    """The rows of ``image`` with a pixel that is not white."""
    image = as_rgb(image)
    bits = bytes(image.constBits())
    line = image.bytesPerLine()
    white = b"\xff" * (4 * image.width())
    return [y for y in range(image.height()) if bits[y * line:y * line + 4 * image.width()] != white]


def ink_box(image: QImage) -> tuple[int, int, int, int]:
    """(left, top, right, bottom) of everything not white."""
    rows = ink_rows(image)
    columns = ink_rows(image.transformed(QTransform().rotate(90)))  # (x of the rotated picture's rows)
    return columns[0], rows[0], columns[-1], rows[-1]


def svg_view_box(path: Path) -> tuple[int, ...]:
    match = re.search(r'viewBox="([^"]*)"', path.read_text(encoding="utf-8"))
    assert match
    return tuple(int(v) for v in match.group(1).split())


def as_rgb(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_RGB32)


# -- boards of other shapes ------------------------------------------------------------------------
@pytest.mark.parametrize("title", [None, ""])
def test_a_wide_board_gets_a_wide_picture_cut_from_the_square_one(tmp_path: Path, title: str | None) -> None:
    """Suguru 12 x 8 (titled, untitled): 900 wide as before, the empty bands above and below
    gone; what is left is the square picture's middle, the board where it was."""
    doc = library("suguru-library.txt", "Suguru 12x8 Medium")
    picture = as_rgb(QImage(str(export.render_png(doc, tmp_path / "w.png", title=title))))
    assert picture.width() == 900
    assert picture.height() < 900 * 0.75
    square = square_picture(doc, 900, title)
    cuts = [y for y in range(900 - picture.height() + 1) if square.copy(0, y, 900, picture.height()) == picture]
    assert cuts, "not the square picture cut"
    # only white was cut away
    top = cuts[0]
    below = top + picture.height()
    assert ink_box(square)[1] >= top and ink_box(square)[3] < below


@pytest.mark.parametrize("title", [None, ""])
def test_the_margin_of_a_wide_picture_is_a_square_boards(tmp_path: Path, title: str | None) -> None:
    """Above the title (untitled: the board) and below the board as much white as a square
    board's picture has there."""
    doc = library("suguru-library.txt", "Suguru 12x8 Medium")
    sudoku = library("sudoku-9x9.txt", "Sudoku 9x9 Easy 1")
    wide = QImage(str(export.render_png(doc, tmp_path / "w.png", title=title)))
    square = QImage(str(export.render_png(sudoku, tmp_path / "s.png", title=title)))
    left, top, right, bottom = ink_box(wide)
    s_left, s_top, s_right, s_bottom = ink_box(square)
    # (the same up to the rounding of the cell sizes, a few pixels)
    assert abs(top - s_top) <= 8
    assert abs((wide.height() - 1 - bottom) - (900 - 1 - s_bottom)) <= 8
    assert abs(left - (wide.width() - 1 - right)) <= 2  # centred across
    assert abs(left - s_left) <= 8


def test_a_tall_board_gets_a_tall_picture(tmp_path: Path) -> None:
    """Suguru 5 x 7: 900 high, the bands beside the board gone; untitled it is the square
    picture's middle; the white beside the board is what a square board has beside it."""
    doc = library("suguru-library.txt", "Suguru 5x7 Easy")
    picture = as_rgb(QImage(str(export.render_png(doc, tmp_path / "t.png", title=""))))
    assert picture.height() == 900
    assert picture.width() < 900 * 0.8
    square = square_picture(doc, 900, "")
    cuts = [x for x in range(900 - picture.width() + 1) if square.copy(x, 0, picture.width(), 900) == picture]
    assert cuts, "not the square picture cut"
    left, top, right, bottom = ink_box(picture)
    assert abs(left - (picture.width() - 1 - right)) <= 2
    assert abs(left - top) <= 2 and abs(left - (899 - bottom)) <= 2  # as much white all round
    sudoku = ink_box(QImage(str(export.render_png(library("sudoku-9x9.txt", "Sudoku 9x9 Easy 1"), tmp_path / "s.png", title=""))))
    assert abs(left - sudoku[0]) <= 8  # as a square board has (up to the rounding of cell sizes)


def test_a_tall_board_keeps_its_title_whole(tmp_path: Path) -> None:
    """A title wider than a tall board keeps the picture as wide as it needs (it is not made
    smaller or cut for the board's sake); one too wide even for the square is as before."""
    doc = library("suguru-library.txt", "Suguru 4x6 Easy")
    plain = QImage(str(export.render_png(doc, tmp_path / "a.png", size_px=500)))
    assert plain.width() < 400
    long_title = "A rather long title for so narrow a board"
    titled = QImage(str(export.render_png(doc, tmp_path / "b.png", size_px=500, title=long_title)))
    assert titled.height() == 500 and plain.width() < titled.width() <= 500
    band = as_rgb(titled).copy(0, 0, titled.width(), 45)
    left, _top, right, _bottom = ink_box(band)
    margin = export._image_rect(500).left()
    assert left >= margin - 1 and titled.width() - 1 - right >= margin - 1
    wider = "A much longer title than this narrow board is wide"
    big = as_rgb(QImage(str(export.render_png(doc, tmp_path / "c.png", size_px=500, title=wider))))
    assert big.size() == square_picture(doc, 500, wider).size()
    assert big == square_picture(doc, 500, wider)


def test_the_svg_has_the_pngs_shape(tmp_path: Path) -> None:
    for name, title in (("suguru-library.txt", "Suguru 12x8 Medium"), ("suguru-library.txt", "Suguru 5x7 Easy")):
        doc = library(name, title)
        png = QImage(str(export.render_png(doc, tmp_path / "p.png", size_px=700, solution=True)))
        svg = export.render_svg(doc, tmp_path / "p.svg", size_px=700, solution=True)
        assert svg_view_box(svg) == (0, 0, png.width(), png.height())
        assert max(png.width(), png.height()) == 700 and png.width() != png.height()
        text = svg.read_text(encoding="utf-8")
        assert re.search(rf'<svg width="[0-9.]+mm" height="[0-9.]+mm"', text)


def test_export_file_of_a_wide_board_and_its_pdf_page(tmp_path: Path) -> None:
    """Through export_file (File > Export Image): PNG and SVG of the board's shape; the PDF is
    a page, as it was."""
    doc = library("suguru-library.txt", "Suguru 12x8 Medium")
    png = QImage(str(export.export_file(doc, tmp_path / "x.png")))
    assert (png.width(), png.height()) == (900, 649)
    assert svg_view_box(export.export_file(doc, tmp_path / "x.svg")) == (0, 0, 900, 649)
    assert export.export_file(doc, tmp_path / "x.pdf").read_bytes().startswith(b"%PDF")


# -- square boards: as they were -------------------------------------------------------------------
SQUARE = [
    ("library-9x9.txt", "9x9 Gentle 1"),  # Str8ts
    ("sudoku-9x9.txt", "Sudoku 9x9 Easy 1"),
    ("sudoku-variants.txt", "Sandwich Sudoku 9x9"),  # clues outside the grid: a margin
    ("sudoku-variants.txt", "Little Killer Sudoku 9x9 1"),
    ("suguru-library.txt", "Suguru 5x5 Easy"),
]


@pytest.mark.parametrize("name,title", SQUARE)
@pytest.mark.parametrize("size_px", [900, 333])
def test_a_square_board_keeps_its_square_picture(tmp_path: Path, name: str, title: str, size_px: int) -> None:
    doc = library(name, title)
    png = as_rgb(QImage(str(export.render_png(doc, tmp_path / "s.png", size_px=size_px, solution=True))))
    assert png == square_picture(doc, size_px, solution=True)
    assert svg_view_box(export.render_svg(doc, tmp_path / "s.svg", size_px=size_px)) == (0, 0, size_px, size_px)
