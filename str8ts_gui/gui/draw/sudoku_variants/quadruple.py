"""Quadruples: a white circle with a thin outline centred on the corner where the four cells
meet, the digits small inside it (one or two in a row, three or four in two rows), as f-puzzles
and SudokuPad draw them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_DOT, Canvas, drawer

RADIUS = 0.3  # of a cell
FONT = 0.2
FIT = 1.5  # a row of digits is at most this many radii wide (inside the circle)


def corner_point(cv: Canvas, cells) -> QPointF | None:
    """The corner the four cells share (the middle of their centres), None when a cell is off
    the board."""
    if len(cells) != 4 or not all(cv.on_board(i) for i in cells):
        return None
    xs = [cv.centre(i).x() for i in cells]
    ys = [cv.centre(i).y() for i in cells]
    return QPointF(sum(xs) / 4, sum(ys) / 4)


def circle_footprint(cv: Canvas, quad) -> tuple[QPointF, float] | None:
    """Where a quadruple has ink: (the circle's centre, its radius with the outline), None when
    it is not drawn."""
    at = corner_point(cv, quad.cells)
    if at is None:
        return None
    return at, cv.cell * RADIUS + cv.px(0.02) / 2


def draw_quadruple_again(painter: QPainter, cv: Canvas, quad, fill, gap: float) -> None:
    """The quadruple drawn again over what was drawn on it since (a selected cell's outline):
    ``gap`` pixels around its circle knocked out in ``fill`` (the cell's colour), then the
    circle and its digits as they were."""
    where = circle_footprint(cv, quad)
    if where is None:
        return
    at, r = where
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(at, r + gap, r + gap)
    draw_quadruple(painter, cv, quad)


@drawer("quadruple", ORDER_DOT)
def draw_quadruple(painter: QPainter, cv: Canvas, quad) -> None:
    at = corner_point(cv, quad.cells)
    if at is None:
        return
    r = cv.cell * RADIUS
    painter.setPen(QPen(cv.colour("kropki_edge"), cv.px(0.02)))
    painter.setBrush(cv.colour("kropki_white"))
    painter.drawEllipse(at, r, r)
    digits = [str(d) for d in quad.values]
    rows = [digits] if len(digits) <= 2 else [digits[:2], digits[2:]]
    font = cv.font(FONT if len(digits) > 1 else FONT * 1.3)
    # digits 10 to 16 (boards above 9 x 9) are drawn smaller where a row would not fit the circle
    wide = max(QFontMetricsF(font).horizontalAdvance(" ".join(row)) for row in rows)
    if wide > FIT * r:
        font.setPixelSize(max(1, int(font.pixelSize() * FIT * r / wide)))
    painter.setFont(font)
    painter.setPen(cv.colour("kropki_black"))
    line = r * 0.75
    top = at.y() - line * len(rows) / 2
    for k, row in enumerate(rows):
        box = QRectF(at.x() - r, top + k * line, 2 * r, line)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, " ".join(row))
