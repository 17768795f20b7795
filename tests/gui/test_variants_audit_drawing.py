"""Drawing of rules as a setter gives them (found in the variants audit): every given pencil mark
of a cell is drawn whole, however many the cell has, and a quadruple's digits 10 to 16 fit its
circle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw.sudoku_variants import Canvas
from str8ts_gui.gui.draw.sudoku_variants.fpuzzles_marks import draw_given_marks
from str8ts_gui.gui.draw.sudoku_variants.quadruple import FIT, RADIUS, draw_quadruple
from str8ts_gui.gui.board.render import RenderOptions
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple


class RecordingPainter(QPainter):
    """A painter that notes each text it draws, the box it is drawn in and how wide it is."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[tuple[QRectF, str, float]] = []
        self.sizes: list[int] = []  # the font's pixel size of each text

    def drawText(self, box, flags, text):  # noqa: N802 (Qt's name)
        self.texts.append((QRectF(box), text, QFontMetricsF(self.font()).horizontalAdvance(text)))
        self.sizes.append(self.font().pixelSize())
        return super().drawText(box, flags, text)


def drawn(n: int, rule, draw, cell: float) -> RecordingPainter:
    """The painter that recorded ``draw`` drawing ``rule`` on an empty n x n Sudoku."""
    state = PlayState.new(new_puzzle(n).replace(constraints=(rule,)))
    image = QImage(int(cell * n), int(cell * n), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = RecordingPainter(image)
    try:
        draw(painter, Canvas(QRectF(0, 0, cell * n, cell * n), cell, state, RenderOptions()), rule)
    finally:
        painter.end()
    return painter


def marks_drawn(n: int, digits: tuple[int, ...], cell: float = 50.0) -> list[tuple[QRectF, str, float]]:
    return drawn(n, GivenCandidates(0, digits), draw_given_marks, cell).texts


@pytest.mark.parametrize(
    ("n", "digits"),
    [(9, (1, 2, 3)), (9, (1, 2, 3, 4, 5, 6, 7, 8)), (9, tuple(range(1, 10))), (16, tuple(range(1, 17))), (16, (10, 11, 12, 13, 14, 15, 16))],
)
def test_every_given_mark_is_drawn_inside_its_cell(qtbot, n, digits) -> None:
    texts = marks_drawn(n, digits)
    shown = "".join(text for _box, text, _wide in sorted(texts, key=lambda t: t[0].top()))
    assert shown == "".join(str(d) if d < 10 else chr(ord("A") + d - 10) for d in digits)
    for box, _text, wide in texts:
        assert wide <= box.width()  # not cut at the cell's sides
        assert QRectF(0, 0, 50, 50).contains(box)


def test_a_few_marks_keep_their_one_row_along_the_foot(qtbot) -> None:
    (box, text, _wide), = marks_drawn(9, (2, 5, 7))
    assert text == "257"
    assert box == QRectF(2.5, 35.0, 45.0, 13.0)


def quadruple_drawn(n: int, values: tuple[int, ...], cell: float = 40.0) -> RecordingPainter:
    return drawn(n, Quadruple((0, 1, n, n + 1), values), draw_quadruple, cell)


@pytest.mark.parametrize(("n", "values"), [(16, (10, 11, 16, 16)), (16, (12, 13)), (9, (1, 2, 3, 4)), (12, (10, 11, 12))])
def test_a_quadruple_s_digits_fit_its_circle(qtbot, n, values) -> None:
    radius = 40.0 * RADIUS
    texts = quadruple_drawn(n, values).texts
    assert " ".join(text for _box, text, _wide in texts).split() == [str(v) for v in values]
    for _box, _text, wide in texts:
        assert wide <= FIT * radius


def test_a_quadruple_of_small_digits_keeps_its_size(qtbot) -> None:
    drawn = quadruple_drawn(9, (1, 2, 3, 4))
    assert [text for _box, text, _wide in drawn.texts] == ["1 2", "3 4"]
    assert drawn.sizes == [8, 8]  # a fifth of the 40-pixel cell, as before


def test_the_marks_of_a_9_x_9_stay_in_one_row_and_more_take_two(qtbot) -> None:
    assert [text for _box, text, _wide in marks_drawn(9, tuple(range(1, 10)))] == ["123456789"]
    (top, first, _w1), (bottom, second, _w2) = marks_drawn(16, tuple(range(1, 17)))
    assert (first, second) == ("12345678", "9ABCDEFG") and top.bottom() <= bottom.bottom()
