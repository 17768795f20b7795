"""Nabner lines: a thick, rounded khaki line through the cells' centres, under the digits (a
semi-transparent body inside an opaque edge, as every line rule: :func:`~.lines.stroke_line`);
khaki as f-puzzles draws them, a dull yellow no other line has (entropic lines are orange)."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import draw_line

KHAKI = {False: LIGHT.nabner, True: DARK.nabner}  # light, dark board: the body (the palette's)
KHAKI_EDGE = {False: LIGHT.nabner_edge, True: DARK.nabner_edge}  # the edge, 3:1 from the cell


@drawer("nabner", ORDER_LINE)
def draw_nabner(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "nabner")
