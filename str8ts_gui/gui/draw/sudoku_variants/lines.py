"""Renban (purple), German whispers (green) and palindrome (grey) lines: thick, rounded,
semi-transparent lines through the cells' centres, under the digits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen

from str8ts_gui.gui.draw.palette import LINE_OPACITY
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer, polyline

WIDTH = 0.26  # of a cell


def draw_line(painter: QPainter, cv: Canvas, cells, colour_name: str) -> None:
    stroke_line(painter, cv, cells, cv.colour(colour_name))


def stroke_line(painter: QPainter, cv: Canvas, cells, colour: QColor) -> None:
    """The thick, rounded, semi-transparent line through the centres of ``cells`` (a dot for one
    cell) that every line rule of this look draws, in ``colour``."""
    cells = [i for i in cells if cv.on_board(i)]
    if not cells:
        return
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


@drawer("renban", ORDER_LINE)
def draw_renban(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "renban")


@drawer("whispers", ORDER_LINE)
def draw_whispers(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "whispers")


@drawer("palindrome", ORDER_LINE)
def draw_palindrome(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "palindrome")
