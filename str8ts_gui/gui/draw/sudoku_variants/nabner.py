"""Nabner lines: a thick, rounded khaki line through the cells' centres, under the digits (a
semi-transparent body inside an opaque edge, as every line rule: :func:`~.lines.stroke_line`);
khaki as f-puzzles draws them, a dull yellow no other line has (entropic lines are orange)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import stroke_line

KHAKI = {False: "#c9c883", True: "#3d3c22"}  # light, dark board: the body
KHAKI_EDGE = {False: "#6b6a2a", True: "#a9a763"}  # the edge, 3:1 from the cell


@drawer("nabner", ORDER_LINE)
def draw_nabner(painter: QPainter, cv: Canvas, line) -> None:
    dark = bool(cv.options.dark)
    stroke_line(painter, cv, line.cells, QColor(KHAKI[dark]), QColor(KHAKI_EDGE[dark]))
