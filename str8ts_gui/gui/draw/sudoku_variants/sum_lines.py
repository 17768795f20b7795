"""Region sum lines (light blue) and zipper lines (lavender), as f-puzzles draws them: thick,
rounded, semi-transparent lines through the cells' centres, under the digits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen

from str8ts_gui.gui.draw.palette import LINE_OPACITY
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer, polyline

WIDTH = 0.26  # of a cell
# (light, dark) colours: not in the shared palette, this module's own
REGION_SUM = ("#2ecbff", "#1c7fa6")
ZIPPER = ("#c8a2e8", "#7c5a99")


def draw_coloured_line(painter: QPainter, cv: Canvas, cells, colours: tuple[str, str]) -> None:
    cells = [i for i in cells if cv.on_board(i)]
    if not cells:
        return
    colour = QColor(colours[1] if cv.options.dark else colours[0])
    painter.setOpacity(LINE_OPACITY)
    points = [cv.centre(i) for i in cells]
    if len(points) == 1:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        r = cv.cell * WIDTH / 2
        painter.drawEllipse(points[0], r, r)
        return
    pen = QPen(colour, cv.cell * WIDTH)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(polyline(points), pen)  # one path: no darker overlaps at the joints


@drawer("region_sum", ORDER_LINE)
def draw_region_sum(painter: QPainter, cv: Canvas, line) -> None:
    draw_coloured_line(painter, cv, line.cells, REGION_SUM)


@drawer("zipper", ORDER_LINE)
def draw_zipper(painter: QPainter, cv: Canvas, line) -> None:
    draw_coloured_line(painter, cv, line.cells, ZIPPER)
