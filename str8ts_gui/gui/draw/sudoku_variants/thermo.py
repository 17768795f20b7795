"""Thermometers: a grey round bulb on the first cell and a thick rounded tube through the centres
of the others (opaque: the digits are drawn on it), outlined in a deeper grey that stands out
from the cell (3:1; the light body alone could not both do that and keep the digits readable)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPainterPath, QPainterPathStroker

from str8ts_gui.gui.draw.sudoku_variants import ORDER_THERMO, Canvas, drawer, polyline
from str8ts_gui.gui.draw.sudoku_variants.lines import edge_width

BULB = 0.4  # radius, of a cell
WIDTH = 0.3  # the tube


def _shape(points, tube: float, bulb: float) -> QPainterPath:
    """The tube ``tube`` wide through ``points`` and a disc of radius ``bulb`` on the first."""
    path = QPainterPath()
    if bulb > 0:
        path.addEllipse(points[0], bulb, bulb)
    if len(points) > 1 and tube > 0:
        stroker = QPainterPathStroker()
        stroker.setWidth(tube)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        path = path.united(stroker.createStroke(polyline(points)))
    return path.simplified()


def draw_tube(painter: QPainter, cv: Canvas, cells) -> list | None:
    """The outlined grey tube and bulb of the thermometer's cells on the board; the points of
    their centres, or None when no cell is on the board."""
    cells = [i for i in cells if cv.on_board(i)]
    if not cells:
        return None
    points = [cv.centre(i) for i in cells]
    edge = edge_width(cv)
    tube, bulb = cv.cell * WIDTH, cv.cell * BULB
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(_shape(points, tube, bulb), cv.colour("thermo_edge"))
    painter.fillPath(_shape(points, tube - 2 * edge, bulb - edge), cv.colour("thermo"))
    return points


@drawer("thermo", ORDER_THERMO)
def draw_thermo(painter: QPainter, cv: Canvas, thermo) -> None:
    draw_tube(painter, cv, thermo.cells)
