"""Sandwich sums: the clue outside the grid, above its column or left of its row (the board
leaves a margin of one cell for it, see :func:`~str8ts_gui.gui.draw.sudoku_variants.outside_margin`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_OUTSIDE, Canvas, drawer

FONT = 0.46


def clue_square(n: int, height: int, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where ``clue`` stands (None when off the board)."""
    index = clue.index
    if not isinstance(index, int) or not 0 <= index < (n if clue.column else height):
        return None
    return (-1, index) if clue.column else (index, -1)


@drawer("sandwich", ORDER_OUTSIDE)
def draw_sandwich(painter: QPainter, cv: Canvas, clue) -> None:
    where = clue_square(cv.n, cv.height, clue)
    if where is None:
        return
    painter.setFont(cv.font(FONT))
    painter.setPen(cv.colour("outside_clue"))
    painter.drawText(cv.outside_rect(*where), Qt.AlignmentFlag.AlignCenter, str(clue.total))
