"""Thermometers: a grey round bulb on the first cell and a thick rounded line through the centres
of the others (opaque: the digits are drawn on it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_THERMO, Canvas, drawer, polyline

BULB = 0.4  # radius, of a cell
WIDTH = 0.3  # the tube


def draw_tube(painter: QPainter, cv: Canvas, cells) -> tuple[list, object] | None:
    """The grey tube through the centres of the thermometer's cells on the board; the points and
    the colour for its bulb, or None when no cell is on the board."""
    cells = [i for i in cells if cv.on_board(i)]
    if not cells:
        return None
    colour = cv.colour("thermo")
    points = [cv.centre(i) for i in cells]
    if len(points) > 1:
        pen = QPen(colour, cv.cell * WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(polyline(points), pen)
    return points, colour


@drawer("thermo", ORDER_THERMO)
def draw_thermo(painter: QPainter, cv: Canvas, thermo) -> None:
    tube = draw_tube(painter, cv, thermo.cells)
    if tube is None:
        return
    points, colour = tube
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    r = cv.cell * BULB
    painter.drawEllipse(points[0], r, r)
