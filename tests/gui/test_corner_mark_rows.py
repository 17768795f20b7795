"""More corner marks than a cell has places for are drawn in two rows, along its top and its
bottom: both rows in one size (the one the wider row fits), not each row shrunk on its own, so
that "1 2 3 4 5" above "11 13 14 15" does not look like two kinds of mark. On a board of 10 or
more digits every mark stands apart ("12 10 11" read as twelve)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect, render_board
from str8ts_gui.gui.board.pencil_marks import marks_row_text
from str8ts_gui.kinds.sudoku.model import new_puzzle


def _ink_rows(image: QImage, rect: QRectF) -> list[int]:
    """The pixel rows of ``rect`` that hold dark ink (the marks; the grid's grey lines are lighter)."""
    r = rect.toAlignedRect()
    return [y for y in range(r.top(), r.bottom() + 1) if any(QColor(image.pixel(x, y)).lightness() < 110 for x in range(r.left(), r.right() + 1))]


def test_two_rows_of_corner_marks_share_one_size(qapp) -> None:
    n, side = 16, 1280
    cell_index = 1 * n + 1  # r2c2: no box line along its edges
    corner = [0] * (n * n)
    corner[cell_index] = digits_mask([1, 2, 3, 4, 5, 11, 13, 14, 15])  # rows "1 2 3 4 5" and "11 13 14 15"
    state = PlayState.new(new_puzzle(n)).replace(corner=corner)
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, side, side), state, RenderOptions(selected=n * n - 1))
    painter.end()
    r = cell_rect(board_square(QRectF(0, 0, side, side), n), n, cell_index)
    inside = r.adjusted(r.width() * 0.05, r.height() * 0.05, -r.width() * 0.05, -r.height() * 0.05)
    top = _ink_rows(image, QRectF(inside.left(), inside.top(), inside.width(), inside.height() / 2))
    bottom = _ink_rows(image, QRectF(inside.left(), inside.center().y(), inside.width(), inside.height() / 2))
    assert top and bottom
    assert abs(len(top) - len(bottom)) <= 1, (len(top), len(bottom))


def test_marks_of_a_board_of_ten_or_more_digits_stand_apart() -> None:
    assert marks_row_text([1, 2, 10, 11], 16) == "1 2 10 11"  # not "12 10 11"
    assert marks_row_text([3, 4, 5], 12) == "3 4 5"  # not "345", which could be 3 and 45
    assert marks_row_text([1, 2, 3, 4], 9) == "1234"  # up to 9 digits, side by side as before
    assert marks_row_text([], 16) == ""
