"""Entropic lines: a thick, rounded, semi-transparent orange line through the cells' centres,
under the digits (as f-puzzles and SudokuPad draw them)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen

from str8ts_gui.gui.draw.palette import LINE_OPACITY
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer, polyline
from str8ts_gui.gui.draw.sudoku_variants.lines import WIDTH

ORANGE = {False: "#f5a623", True: "#a8661a"}  # light, dark board


@drawer("entropic", ORDER_LINE)
def draw_entropic(painter: QPainter, cv: Canvas, line) -> None:
    cells = [i for i in line.cells if cv.on_board(i)]
    if not cells:
        return
    colour = QColor(ORANGE[bool(cv.options.dark)])
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
    painter.strokePath(polyline(points), pen)
