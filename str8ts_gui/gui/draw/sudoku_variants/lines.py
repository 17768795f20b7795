"""Renban (purple), German whispers (green) and palindrome (grey) lines: thick, rounded lines
through the cells' centres, under the digits: a semi-transparent body the digits read on, inside
a thin opaque edge of a deeper shade that stands out from the cell (3:1; the body alone could not
both do that and keep the digits readable)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker

from str8ts_gui.gui.draw.palette import LINE_OPACITY
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer, polyline

WIDTH = 0.26  # of a cell
EDGE = 0.035  # the edge, of a cell (1.5 px at least)


def draw_line(painter: QPainter, cv: Canvas, cells, colour_name: str) -> None:
    stroke_line(painter, cv, cells, cv.colour(colour_name), cv.colour(f"{colour_name}_edge"))


def edge_width(cv: Canvas) -> float:
    """How wide the edge of a line or a shape under the digits is drawn."""
    return cv.px(EDGE, 1.5)


def _band(points, width: float) -> QPainterPath:
    """The area a rounded line ``width`` wide through ``points`` covers (a disc for one point)."""
    if len(points) == 1:
        path = QPainterPath()
        path.addEllipse(points[0], width / 2, width / 2)
        return path
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(polyline(points)).simplified()


def stroke_line(painter: QPainter, cv: Canvas, cells, colour: QColor, edge: QColor | None = None) -> None:
    """The thick, rounded line through the centres of ``cells`` (a dot for one cell) that every
    line rule of this look draws: its body in ``colour``, semi-transparent, inside an opaque
    ``edge`` (none: the body alone, as wide)."""
    cells = [i for i in cells if cv.on_board(i)]
    if not cells:
        return
    points = [cv.centre(i) for i in cells]
    width = cv.cell * WIDTH
    outer = _band(points, width)
    painter.setPen(Qt.PenStyle.NoPen)
    if edge is None:
        painter.setOpacity(LINE_OPACITY)
        painter.fillPath(outer, colour)  # one path: no darker overlaps at the joints
        return
    inner = _band(points, width - 2 * edge_width(cv))
    painter.fillPath(outer.subtracted(inner), edge)
    painter.setOpacity(LINE_OPACITY)
    painter.fillPath(inner, colour)


@drawer("renban", ORDER_LINE)
def draw_renban(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "renban")


@drawer("whispers", ORDER_LINE)
def draw_whispers(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "whispers")


@drawer("palindrome", ORDER_LINE)
def draw_palindrome(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "palindrome")
