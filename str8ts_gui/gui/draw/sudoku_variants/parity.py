"""Odd and even cells: a grey circle (odd) or a grey square (even) filling most of the cell,
under the digit, outlined in a deeper grey that stands out from the cell (3:1; the light body
alone could not both do that and keep the digit readable)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_SHAPE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import edge_width

RADIUS = 0.36  # the odd circle, of a cell
HALF_SIDE = 0.34  # the even square, of a cell


@drawer("parity", ORDER_SHAPE)
def draw_parity(painter: QPainter, cv: Canvas, parity) -> None:
    if not cv.on_board(parity.cell):
        return
    c = cv.centre(parity.cell)
    painter.setPen(Qt.PenStyle.NoPen)
    edge = edge_width(cv)
    for colour, less in (("parity_edge", 0.0), ("parity", edge)):
        painter.setBrush(cv.colour(colour))
        if parity.even:
            h = cv.cell * HALF_SIDE - less
            painter.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h))
        else:
            r = cv.cell * RADIUS - less
            painter.drawEllipse(c, r, r)
