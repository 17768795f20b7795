"""X-sums and skyscrapers: the clue's number in its square outside the grid, on whichever side it
stands (the board leaves a margin of one cell on every side for it, see
:func:`~str8ts_gui.gui.draw.sudoku_variants.outside_margin`), as f-puzzles and SudokuPad show
them: a plain number like a sandwich sum."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_OUTSIDE, Canvas, drawer

FONT = 0.46


def clue_square(cv: Canvas, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where ``clue`` stands (None: not beside a row
    or column of this board)."""
    r, c = clue.row, clue.col
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (r, c)):
        return None
    if (r in (-1, cv.height) and 0 <= c < cv.n) or (c in (-1, cv.n) and 0 <= r < cv.height):
        return r, c
    return None


def _draw_number(painter: QPainter, cv: Canvas, clue, value) -> None:
    where = clue_square(cv, clue)
    if where is None:
        return
    painter.setFont(cv.font(FONT))
    painter.setPen(cv.colour("outside_clue"))
    painter.drawText(cv.outside_rect(*where), Qt.AlignmentFlag.AlignCenter, str(value))


@drawer("xsum", ORDER_OUTSIDE)
def draw_xsum(painter: QPainter, cv: Canvas, clue) -> None:
    _draw_number(painter, cv, clue, clue.total)


@drawer("skyscraper", ORDER_OUTSIDE)
def draw_skyscraper(painter: QPainter, cv: Canvas, clue) -> None:
    _draw_number(painter, cv, clue, clue.count)
