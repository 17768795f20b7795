"""Slow thermometers: drawn like a thermometer (an outlined grey tube through the cells' centres)
but with a hollow bulb: a grey ring around the first cell's centre, outlined on both sides, the
cell's own colour inside, so the two kinds of thermometer tell apart at a glance."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_THERMO, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import edge_width
from str8ts_gui.gui.draw.sudoku_variants.thermo import BULB, draw_tube

RING = 0.12  # the bulb's ring, of a cell


@drawer("slowthermo", ORDER_THERMO)
def draw_slow_thermo(painter: QPainter, cv: Canvas, thermo) -> None:
    points = draw_tube(painter, cv, thermo.cells)
    if points is None:
        return
    first = next(i for i in thermo.cells if cv.on_board(i))
    hole = cv.cell * (BULB - RING)  # inside the ring
    edge = edge_width(cv)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(cv.colour("thermo_edge"))
    painter.drawEllipse(points[0], hole, hole)
    painter.setBrush(cv.fill(first))
    painter.drawEllipse(points[0], hole - edge, hole - edge)
