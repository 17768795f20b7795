"""Sandwich sums: the clue outside the grid, above its column or left of its row (the board
leaves a margin of one cell for it, see :func:`~str8ts_gui.gui.draw.sudoku_variants.outside_margin`).
Sharing its square with a file's other clue it is drawn smaller beside it (see
:mod:`~str8ts_gui.gui.draw.sudoku_variants.outside_spot`)."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_OUTSIDE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.outside_spot import draw_number, sandwich_square

FONT = 0.46


def clue_square(n: int, height: int, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where ``clue`` stands (None when off the board)."""
    return sandwich_square(n, height, clue)


@drawer("sandwich", ORDER_OUTSIDE)
def draw_sandwich(painter: QPainter, cv: Canvas, clue) -> None:
    where = clue_square(cv.n, cv.height, clue)
    if where is None:
        return
    draw_number(painter, cv, clue, where, str(clue.total), FONT)
