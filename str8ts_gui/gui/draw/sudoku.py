"""Sudoku drawing: thick lines along the borders of the boxes (any region map, so jigsaw regions
draw the same way)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from str8ts_gui.core.kind import kind_of
from str8ts_gui.gui.draw import register_layer, thick_borders
from str8ts_gui.gui.draw.palette import palette_for


def box_borders(painter: QPainter, square: QRectF, cell: float, state, options) -> None:
    puzzle = state.puzzle
    geo = kind_of(puzzle).geometry(puzzle)
    if geo.regions is None:
        return
    n = puzzle.size
    colour = palette_for(options.dark).colour("box_line")
    thick_borders(painter, square, cell, n, n, geo.region_border_right, geo.region_border_below, colour)


register_layer("sudoku", box_borders)
