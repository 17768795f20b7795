"""Odd and even cells: a grey circle (odd) or a grey square (even) filling most of the cell,
under the digit."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_SHAPE, Canvas, drawer

RADIUS = 0.36  # the odd circle, of a cell
HALF_SIDE = 0.34  # the even square, of a cell


@drawer("parity", ORDER_SHAPE)
def draw_parity(painter: QPainter, cv: Canvas, parity) -> None:
    if not cv.on_board(parity.cell):
        return
    c = cv.centre(parity.cell)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(cv.colour("parity"))
    if parity.even:
        h = cv.cell * HALF_SIDE
        painter.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h))
    else:
        r = cv.cell * RADIUS
        painter.drawEllipse(c, r, r)
