"""Region sum lines (light blue) and zipper lines (lavender), as f-puzzles draws them: thick,
rounded, semi-transparent lines through the cells' centres, under the digits."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import stroke_line
# (light, dark) colours: not in the shared palette, this module's own
REGION_SUM = ("#2ecbff", "#1c7fa6")
ZIPPER = ("#c8a2e8", "#7c5a99")


def draw_coloured_line(painter: QPainter, cv: Canvas, cells, colours: tuple[str, str]) -> None:
    stroke_line(painter, cv, cells, QColor(colours[1] if cv.options.dark else colours[0]))


@drawer("region_sum", ORDER_LINE)
def draw_region_sum(painter: QPainter, cv: Canvas, line) -> None:
    draw_coloured_line(painter, cv, line.cells, REGION_SUM)


@drawer("zipper", ORDER_LINE)
def draw_zipper(painter: QPainter, cv: Canvas, line) -> None:
    draw_coloured_line(painter, cv, line.cells, ZIPPER)
