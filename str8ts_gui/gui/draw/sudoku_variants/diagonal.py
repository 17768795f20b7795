"""Diagonals (X-Sudoku): a thin line from corner to corner of the grid."""

from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_DIAGONAL, Canvas, drawer


@drawer("diagonal", ORDER_DIAGONAL)
def draw_diagonal(painter: QPainter, cv: Canvas, diagonal) -> None:
    s = cv.square
    pen = QPen(cv.colour("diagonal"), cv.px(0.03))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    if diagonal.positive:  # bottom-left to top-right
        painter.drawLine(QLineF(s.bottomLeft(), s.topRight()))
    else:
        painter.drawLine(QLineF(s.topLeft(), s.bottomRight()))
