"""Entropic lines: a thick, rounded orange line through the cells' centres, under the digits (as
f-puzzles and SudokuPad draw them; a semi-transparent body inside an opaque edge, as every line
rule: :func:`~.lines.stroke_line`)."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import draw_line

ORANGE = {False: LIGHT.entropic, True: DARK.entropic}  # light, dark board: the body (the palette's)


@drawer("entropic", ORDER_LINE)
def draw_entropic(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "entropic")
