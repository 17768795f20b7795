"""Sandwich sums: the clue outside the grid, above its column or left of its row (the board
leaves a margin of one cell for it, see :func:`~str8ts_gui.gui.draw.sudoku_variants.outside_margin`).
Sharing its square with a file's other clue it is drawn smaller beside it (see
:mod:`~str8ts_gui.gui.draw.sudoku_variants.outside_spot`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_OUTSIDE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.outside_spot import sandwich_square, shared_box, sharing

FONT = 0.46


def clue_square(n: int, height: int, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where ``clue`` stands (None when off the board)."""
    return sandwich_square(n, height, clue)


@drawer("sandwich", ORDER_OUTSIDE)
def draw_sandwich(painter: QPainter, cv: Canvas, clue) -> None:
    where = clue_square(cv.n, cv.height, clue)
    if where is None:
        return
    place, together = sharing(cv, clue)
    text = str(clue.total)
    if len(together) == 1:
        box, size = cv.outside_rect(*where), FONT
    else:  # a file's other clue in this square (an X-sum, a little killer): side by side, smaller
        box, size = shared_box(cv, clue, place, together, text)
    painter.setFont(cv.font(size))
    painter.setPen(cv.colour("outside_clue"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
