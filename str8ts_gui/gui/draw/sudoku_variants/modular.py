"""Modular lines: a thick, rounded teal line through the cells' centres, under the digits (a
semi-transparent body inside an opaque edge, as every line rule: :func:`~.lines.stroke_line`);
teal, a hue no other line has (whispers green, region sum light blue, entropic orange...)."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import draw_line

TEAL = {False: LIGHT.modular, True: DARK.modular}  # light, dark board: the body (the palette's)
TEAL_EDGE = {False: LIGHT.modular_edge, True: DARK.modular_edge}  # the edge, 3:1 from the cell


@drawer("modular", ORDER_LINE)
def draw_modular(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "modular")
