"""Double arrows: a thin magenta line through the cells' centres with a hollow circle on each end
cell (filled like the cell, magenta ring), under the digits; magenta as f-puzzles draws them, a
colour no other rule has (a between line is the grey of the arrows, with the same circles)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer, polyline

MAGENTA = {False: "#c54b8b", True: "#d986b2"}  # light, dark board: 3:1 from the cell
WIDTH = 0.07  # the line, of a cell
RADIUS = 0.38  # the circles
RING = 0.05  # their outline


@drawer("doublearrow", ORDER_LINE)
def draw_double_arrow(painter: QPainter, cv: Canvas, arrow) -> None:
    cells = [i for i in arrow.cells if cv.on_board(i)]
    if not cells:
        return
    colour = QColor(MAGENTA[bool(cv.options.dark)])
    points = [cv.centre(i) for i in cells]
    if len(points) > 1:
        pen = QPen(colour, cv.px(WIDTH))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(polyline(points), pen)
    r = cv.cell * RADIUS
    painter.setPen(QPen(colour, cv.px(RING)))
    for i in {arrow.cells[0], arrow.cells[-1]} & set(cells):
        painter.setBrush(cv.fill(i))
        painter.drawEllipse(cv.centre(i), r, r)
