"""Slow thermometers: drawn like a thermometer (a grey tube through the cells' centres) but with
a hollow bulb: a grey ring around the first cell's centre, the cell's own colour inside, so the
two kinds of thermometer tell apart at a glance."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_THERMO, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.thermo import BULB, draw_tube

RING = 0.12  # the bulb's ring, of a cell


@drawer("slowthermo", ORDER_THERMO)
def draw_slow_thermo(painter: QPainter, cv: Canvas, thermo) -> None:
    tube = draw_tube(painter, cv, thermo.cells)
    if tube is None:
        return
    points, colour = tube
    first = next(i for i in thermo.cells if cv.on_board(i))
    ring = cv.cell * RING
    painter.setPen(QPen(colour, ring))
    painter.setBrush(cv.fill(first))
    r = cv.cell * BULB - ring / 2
    painter.drawEllipse(points[0], r, r)
