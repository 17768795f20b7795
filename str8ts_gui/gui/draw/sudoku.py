"""Sudoku drawing: thick lines along the borders of the boxes (any region map, so jigsaw regions
draw the same way)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from str8ts_gui.core.kind import kind_of
from str8ts_gui.gui.draw import register_layer
from str8ts_gui.gui.draw.palette import palette_for


def box_borders(painter: QPainter, square: QRectF, cell: float, state, options) -> None:
    puzzle = state.puzzle
    geo = kind_of(puzzle).geometry(puzzle)
    if geo.regions is None:
        return
    n = puzzle.size
    width = max(2.0, float(round(cell * 0.06))) if cell >= 4 else max(0.5, cell * 0.06)
    half = width / 2
    colour = palette_for(options.dark).colour("box_line")
    left, top = square.left(), square.top()
    for i in range(n * n):
        r, c = divmod(i, n)
        if geo.region_border_right(i):
            x = left + (c + 1) * cell
            painter.fillRect(QRectF(x - half, top + r * cell - half, width, cell + width), colour)
        if geo.region_border_below(i):
            y = top + (r + 1) * cell
            painter.fillRect(QRectF(left + c * cell - half, y - half, cell + width, width), colour)


register_layer("sudoku", box_borders)
