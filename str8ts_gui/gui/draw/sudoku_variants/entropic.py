"""Entropic lines: a thick, rounded, semi-transparent orange line through the cells' centres,
under the digits (as f-puzzles and SudokuPad draw them)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import stroke_line

ORANGE = {False: "#f5a623", True: "#a8661a"}  # light, dark board


@drawer("entropic", ORDER_LINE)
def draw_entropic(painter: QPainter, cv: Canvas, line) -> None:
    stroke_line(painter, cv, line.cells, QColor(ORANGE[bool(cv.options.dark)]))
