"""Between lines (as on f-puzzles and SudokuPad): a thick grey line through the cells' centres
with a hollow circle on each end cell (filled like the cell, grey ring), under the digits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer, polyline

WIDTH = 0.12  # the line, of a cell
RADIUS = 0.38  # the circles
RING = 0.05  # their outline


@drawer("between", ORDER_LINE)
def draw_between(painter: QPainter, cv: Canvas, line) -> None:
    cells = [i for i in line.cells if cv.on_board(i)]
    if not cells:
        return
    colour = cv.colour("arrow")  # the grey of f-puzzles' between lines (light on a dark board)
    line_with_end_circles(painter, cv, cells, {cells[0], cells[-1]}, colour, WIDTH)


def line_with_end_circles(painter: QPainter, cv: Canvas, cells, ends, colour: QColor, width: float) -> None:
    """A line ``width`` (of a cell) through the centres of ``cells`` and a hollow circle on each
    of the ``ends`` (filled like its cell, ringed in the line's colour): a between line's look,
    and a double arrow's."""
    points = [cv.centre(i) for i in cells]
    if len(points) > 1:
        pen = QPen(colour, cv.px(width))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(polyline(points), pen)
    r = cv.cell * RADIUS
    painter.setPen(QPen(colour, cv.px(RING)))
    for i in ends:
        painter.setBrush(cv.fill(i))
        painter.drawEllipse(cv.centre(i), r, r)
