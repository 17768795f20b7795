"""Region sum lines (light blue) and zipper lines (lavender), as f-puzzles draws them: thick,
rounded lines through the cells' centres, under the digits, drawn as every line rule is (a
semi-transparent body inside an opaque edge: :func:`~.lines.stroke_line`)."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.lines import draw_line

# (light, dark) body colours (the palette's)
REGION_SUM = (LIGHT.region_sum, DARK.region_sum)
ZIPPER = (LIGHT.zipper, DARK.zipper)


@drawer("region_sum", ORDER_LINE)
def draw_region_sum(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "region_sum")


@drawer("zipper", ORDER_LINE)
def draw_zipper(painter: QPainter, cv: Canvas, line) -> None:
    draw_line(painter, cv, line.cells, "zipper")
