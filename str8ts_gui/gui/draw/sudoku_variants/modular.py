"""Modular lines: a thick, rounded teal line through the cells' centres, under the digits (a
semi-transparent body inside an opaque edge, as every line rule: :func:`~.lines.stroke_line`);
teal, a hue no other line has (whispers green, region sum light blue, entropic orange...)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import stroke_line

TEAL = {False: "#6fd6c9", True: "#0f3d38"}  # light, dark board: the body
TEAL_EDGE = {False: "#177a6e", True: "#3fb3a4"}  # the edge, 3:1 from the cell


@drawer("modular", ORDER_LINE)
def draw_modular(painter: QPainter, cv: Canvas, line) -> None:
    dark = bool(cv.options.dark)
    stroke_line(painter, cv, line.cells, QColor(TEAL[dark]), QColor(TEAL_EDGE[dark]))
