"""Double arrows: a thin magenta line through the cells' centres with a hollow circle on each end
cell (filled like the cell, magenta ring), under the digits; magenta as f-puzzles draws them, a
colour no other rule has (a between line is the grey of the arrows, with the same circles)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.between import line_with_end_circles

MAGENTA = {False: "#c54b8b", True: "#d986b2"}  # light, dark board: 3:1 from the cell
WIDTH = 0.07  # the line, of a cell (the circles: a between line's)


@drawer("doublearrow", ORDER_LINE)
def draw_double_arrow(painter: QPainter, cv: Canvas, arrow) -> None:
    cells = [i for i in arrow.cells if cv.on_board(i)]
    if not cells:
        return
    colour = QColor(MAGENTA[bool(cv.options.dark)])
    line_with_end_circles(painter, cv, cells, {arrow.cells[0], arrow.cells[-1]} & set(cells), colour, WIDTH)
