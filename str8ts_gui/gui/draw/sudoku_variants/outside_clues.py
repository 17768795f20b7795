"""X-sums and skyscrapers: the clue's number in its square outside the grid, on whichever side it
stands (the board leaves a margin of one cell on every side for it, see
:func:`~str8ts_gui.gui.draw.sudoku_variants.outside_margin`), as f-puzzles and SudokuPad show
them: a plain number like a sandwich sum (smaller, beside a file's other clue in its square: see
:mod:`~str8ts_gui.gui.draw.sudoku_variants.outside_spot`)."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_OUTSIDE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.outside_spot import draw_number, side_square

FONT = 0.46


def clue_square(cv: Canvas, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where ``clue`` stands (None: not beside a row
    or column of this board)."""
    return side_square(cv, clue)


def _draw_number(painter: QPainter, cv: Canvas, clue, value) -> None:
    where = clue_square(cv, clue)
    if where is None:
        return
    draw_number(painter, cv, clue, where, str(value), FONT)


@drawer("xsum", ORDER_OUTSIDE)
def draw_xsum(painter: QPainter, cv: Canvas, clue) -> None:
    _draw_number(painter, cv, clue, clue.total)


@drawer("skyscraper", ORDER_OUTSIDE)
def draw_skyscraper(painter: QPainter, cv: Canvas, clue) -> None:
    _draw_number(painter, cv, clue, clue.count)
