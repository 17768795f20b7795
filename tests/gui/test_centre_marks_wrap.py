"""Many centre marks on a 12 x 12 or 16 x 16 board wrap into up to four lines over the cell's
height, as large as fits (a drawing review: 14-16 centre marks in a cell with no corner marks
were two lines 3-4 px high on a 16 x 16 board at 700-1000 px, where the cell holds them at about
8 px in four lines). Never smaller than before, clear of the corner marks and a cage's total,
inside the cell; few centre marks, and every 9 x 9 board, are drawn as before."""

from __future__ import annotations


import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board import pencil_marks, render
from str8ts_gui.gui.draw import label_rect
from str8ts_gui.gui.draw.palette import palette_for
from str8ts_gui.gui.board.render import RenderOptions, board_margin, board_square, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

from gui_helpers import rows_of_ink


def _puzzle(n: int, cage: bool):
    i = n + 1  # r2c2
    p = new_puzzle(n)
    if cage:
        p = p.replace(constraints=(KillerCage((i, i + 1), 15),))
    return p, i


def _state(p, i, corner=(), centre=()):
    c1, c2 = [0] * p.cell_count, [0] * p.cell_count
    c1[i], c2[i] = digits_mask(list(corner)), digits_mask(list(centre))
    return PlayState.new(p).replace(corner=c1, centre=c2)


def _draw(state, side, palette=None) -> QImage:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, side, side), state, RenderOptions(selected=None, focus_digit=1))
    painter.end()
    return image


def _cell(state, i, side) -> QRectF:
    p = state.puzzle
    return cell_rect(board_square(QRectF(0, 0, side, side), p.size, p.height, board_margin(p)), p.size, i)


def _inks(monkeypatch, state, i, side) -> tuple[set, set]:
    """The pixels of cell ``i`` the corner marks and the centre marks ink, each drawn alone (the
    other kind in the cell's own colour); the focus digit 1, a centre mark here, tells them apart."""
    plain = palette_for(False)
    fill = render.cell_fill(state, RenderOptions(focus_digit=1), i).name()

    def picture(mark: str, focus_mark: str) -> QImage:
        with monkeypatch.context() as m:
            m.setattr(render, "palette_for", lambda dark: plain._replace(mark=mark, focus_mark=focus_mark))
            pencil_marks._layout_of.cache_clear()
            return _draw(state, side)

    blank = picture(fill, fill)
    r = _cell(state, i, side).toAlignedRect()

    def ink(image: QImage) -> set:
        return {(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1) if image.pixel(x, y) != blank.pixel(x, y)}

    return ink(picture("#000000", fill)), ink(picture(fill, "#000000"))


def _near(pixels: set, d: int = 1) -> set:
    return {(x + dx, y + dy) for x, y in pixels for dx in range(-d, d + 1) for dy in range(-d, d + 1)}


MANY = [(16, 14), (16, 15), (16, 16), (12, 10), (12, 11), (12, 12)]


@pytest.mark.parametrize("n, count", MANY)
@pytest.mark.parametrize("side", (600, 700, 800, 900, 1000))
def test_many_centre_marks_alone_wrap_into_lines_as_large_as_fit(qapp, monkeypatch, n, count, side) -> None:
    """Drawn: three or four lines of ink, each at least 0.08 of the cell high (16 marks at
    1000 px: 8 px marks, about 6 px of ink; they were 4 px marks, 3 px of ink, in two lines),
    all inside the cell and away from its edges."""
    p, i = _puzzle(n, False)
    state = _state(p, i, (), range(1, count + 1))
    corner, centre = _inks(monkeypatch, state, i, side)
    assert not corner
    cell = _cell(state, i, side)
    runs = rows_of_ink(centre)
    assert 3 <= len(runs) <= 4, runs
    assert all(last - first + 1 >= 0.08 * cell.height() for first, last in runs), (runs, cell.height())
    inside = cell.adjusted(2, 2, -2, -2)
    assert all(inside.contains(x, y) for x, y in centre)


CORNERS = [((1, 9, 16), ()), ((1, 2, 3, 4), ()), ((1, 2, 3, 4, 5, 6, 7, 8), ()), ((), "cage"), ((2, 3), "cage"), ((2, 3, 4, 5, 6, 7), "cage")]


@pytest.mark.parametrize("corner, cage", CORNERS)
@pytest.mark.parametrize("n, count", [(16, 14), (16, 16), (12, 11)])
@pytest.mark.parametrize("side", (600, 800, 1000))
def test_wrapped_centre_marks_keep_clear_and_never_shrink(qapp, monkeypatch, n, count, side, corner, cage) -> None:
    """Beside corner marks or below a cage's total: the centre marks are never drawn smaller
    than the one row or two lines before (their tallest line of ink at least as tall), no pixel
    of theirs touches a corner mark or the total's place, all inside the cell."""
    p, i = _puzzle(n, bool(cage))
    digits = [d for d in range(n - count + 1, n + 1)]
    state = _state(p, i, [d for d in corner if d <= n], [1] + digits[1:])  # 1: the focus digit
    corner_ink, centre_ink = _inks(monkeypatch, state, i, side)
    with monkeypatch.context() as m:
        m.setattr(pencil_marks, "_centre_wrapped", lambda *a: None)
        old_corner, old_centre = _inks(monkeypatch, state, i, side)
    assert old_corner == corner_ink, "the corner marks stay where they were"
    tallest = max(b - a for a, b in rows_of_ink(centre_ink))
    assert tallest >= max(b - a for a, b in rows_of_ink(old_centre))
    assert not corner_ink & _near(centre_ink)
    cell = _cell(state, i, side)
    if cage:
        total = label_rect(cell, cell.width(), "15")
        assert not any(total.contains(x, y) for x, y in centre_ink)
    assert all(cell.adjusted(1, 1, -1, -1).contains(x, y) for x, y in centre_ink)


FEW = [(16, (), (3, 9, 14)), (16, (1, 2), (4, 5, 6, 7, 8)), (12, (), (10, 11, 12)), (16, range(1, 17), (2, 5)),
       (9, (), range(1, 10)), (9, (1, 2, 3), range(1, 10)), (9, range(1, 10), (2, 5, 7)), (6, (), range(1, 7))]


@pytest.mark.parametrize("n, corner, centre", FEW)
@pytest.mark.parametrize("cage", [False, True])
@pytest.mark.parametrize("side", (450, 800, 1000))
def test_few_centre_marks_and_small_boards_are_drawn_as_before(qapp, monkeypatch, n, corner, centre, cage, side) -> None:
    """Five or fewer centre marks, and every board of nine digits or fewer: the same pixels with
    the wrapping switched off."""
    p, i = _puzzle(n, cage)
    state = _state(p, i, corner, centre)
    pencil_marks._layout_of.cache_clear()
    now = _draw(state, side)
    with monkeypatch.context() as m:
        m.setattr(pencil_marks, "_centre_wrapped", lambda *a: None)
        pencil_marks._layout_of.cache_clear()
        assert _draw(state, side) == now
    pencil_marks._layout_of.cache_clear()
