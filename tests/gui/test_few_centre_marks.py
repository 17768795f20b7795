"""A cell's few centre marks are drawn larger, the fewer the larger, as SudokuPad draws them: one
to three centre marks were drawn in the size of a row of five (in a 9 x 9's 60 px cell digits
12 px tall, a single mark lost in its cell). Now one is the largest, then two, then three (18, 16
and 14 px tall there); four or more are drawn as they were. They still keep to the cell: inside
it, a gap clear of its corner marks and of a cage's total."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board import pencil_marks, render
from str8ts_gui.gui.draw import label_rect
from str8ts_gui.gui.draw.palette import palette_for
from str8ts_gui.gui.draw.sudoku_variants.killer import MARK_ROOM
from str8ts_gui.gui.board.render import RenderOptions, board_margin, board_square, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

# (board size, board side): a 9 x 9 at the window's default size (cells of about 60 px) and a
# 16 x 16 at the least the window keeps (40 px)
BOARDS = [(9, 540), (16, 653)]
# the centre marks of each count (a 16 x 16's of two digits, the widest)
CENTRES = {9: [(5,), (2, 7), (1, 4, 8), (1, 2, 3, 4), (1, 2, 3, 4, 5)],
           16: [(12,), (10, 16), (11, 13, 15), (10, 11, 12, 13), (10, 11, 12, 13, 14)]}


def _state(p, i, corner=(), centre=()) -> PlayState:
    c1, c2 = [0] * p.cell_count, [0] * p.cell_count
    c1[i], c2[i] = digits_mask(list(corner)), digits_mask(list(centre))
    return PlayState.new(p).replace(corner=c1, centre=c2)


def _cell(state, i, side) -> QRectF:
    p = state.puzzle
    return cell_rect(board_square(QRectF(0, 0, side, side), p.size, p.height, board_margin(p)), p.size, i)


def _inks(monkeypatch, state, i, side, focus) -> tuple[set, set]:
    """The pixels of cell ``i`` the corner marks and the centre marks ink, each drawn alone (the
    other kind in the cell's own colour); ``focus``, a digit of the centre marks only (the focus
    colour), tells them apart."""
    plain = palette_for(False)
    fill = render.cell_fill(state, RenderOptions(focus_digit=focus), i).name()

    def picture(mark: str, focus_mark: str) -> QImage:
        with monkeypatch.context() as m:
            m.setattr(render, "palette_for", lambda dark: plain._replace(mark=mark, focus_mark=focus_mark))
            pencil_marks._layout_of.cache_clear()
            image = QImage(side, side, QImage.Format.Format_RGB32)
            image.fill(QColor("white"))
            painter = QPainter(image)
            render_board(painter, QRectF(0, 0, side, side), state, RenderOptions(selected=None, focus_digit=focus))
            painter.end()
            return image

    blank = picture(fill, fill)
    r = _cell(state, i, side).toAlignedRect()

    def ink(image: QImage) -> set:
        return {(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1)
                if image.pixel(x, y) != blank.pixel(x, y)}

    corner, centre = ink(picture("#000000", fill)), ink(picture(fill, "#000000"))
    pencil_marks._layout_of.cache_clear()
    return corner, centre


def _height(pixels: set) -> int:
    ys = [y for _, y in pixels]
    return max(ys) - min(ys) + 1


def _near(pixels: set, d: int) -> set:
    return {(x + dx, y + dy) for x, y in pixels for dx in range(-d, d + 1) for dy in range(-d, d + 1)}


def _layout(state, i, side, label=None, room=0.0) -> list:
    p = state.puzzle
    square = board_square(QRectF(0, 0, side, side), p.size, p.height, board_margin(p))
    return pencil_marks._note_layout(cell_rect(square, p.size, i), square.width() / p.size, state, i, label, room, False, True)


def _centre_px(state, i, side, label=None, room=0.0) -> int:
    """The pixel size cell ``i``'s centre marks are drawn in (made smaller to fit their box)."""
    return pencil_marks._drawn_px([note for note in _layout(state, i, side, label, room) if note.kind == "centre"])


def _as_before(monkeypatch, measure):
    """``measure()`` with a few centre marks drawn in the size of many (the layout before)."""
    with monkeypatch.context() as m:
        m.setattr(pencil_marks, "CENTRE_FEW_GROWTH", {}, raising=False)
        pencil_marks._layout_of.cache_clear()
        try:
            return measure()
        finally:
            pencil_marks._layout_of.cache_clear()


@pytest.mark.parametrize("n, side", BOARDS, ids=[f"{n}x{n}" for n, _ in BOARDS])
def test_fewer_centre_marks_are_drawn_larger(qapp, monkeypatch, n, side) -> None:
    """One, two and three centre marks (alone in their cell) are drawn larger the fewer they
    are, each larger than four (the size of many, as five are drawn), their ink inside the cell;
    on a 16 x 16 two-digit marks grow only as far as their row fits the cell's width ("11 13 15"
    fills it as it is)."""
    i = n + 1  # r2c2
    p = new_puzzle(n)
    def sizes() -> list[int]:
        return [_centre_px(_state(p, i, (), centre), i, side) for centre in CENTRES[n]]

    now, before = sizes(), _as_before(monkeypatch, sizes)
    assert now[3:] == before[3:]  # four and five as they were
    assert before[0] == before[1] == before[3]  # (one and two were drawn in the size of four)
    if n == 9:
        assert now[0] > now[1] > now[2] > now[3], now
    else:  # ("11 13 15" made smaller to fit the cell's width, as before)
        assert now[0] > now[1] > now[3] and now[2] >= before[2], (now, before)
    cell = _cell(_state(p, i), i, side)
    inset = cell.width() * pencil_marks.NOTE_INSET
    heights = []
    for centre in CENTRES[n]:
        _corner, ink = _inks(monkeypatch, _state(p, i, (), centre), i, side, centre[0])
        assert ink and all(cell.adjusted(inset - 1, 1, 1 - inset, -1).contains(x, y) for x, y in ink), centre
        heights.append(_height(ink))
    if n == 9:  # (the digits' ink: 18, 16 and 14 px tall against 12 in a 60 px cell)
        assert heights[0] > heights[1] > heights[2] > heights[3] and heights[0] >= 1.4 * heights[3], heights


@pytest.mark.parametrize("corners", [4, 6, 8])
@pytest.mark.parametrize("n, side", BOARDS, ids=[f"{n}x{n}" for n, _ in BOARDS])
def test_few_centre_marks_keep_clear_of_the_corner_marks(qapp, monkeypatch, n, side, corners) -> None:
    """Beside four to eight corner marks (eight stand at the middles of the sides too), one to
    three centre marks grow only as far as their ink keeps a gap from the corner marks' ink,
    never smaller than they were drawn; every corner mark drawn as it was."""
    i = n + 1
    p = new_puzzle(n)
    gap = max(1, int(_cell(_state(p, i), i, side).width() * 0.03))
    for centre in CENTRES[n][:3]:
        marks = [d for d in range(1, n + 1) if d not in centre][:corners]
        state = _state(p, i, marks, centre)
        corner_ink, centre_ink = _inks(monkeypatch, state, i, side, centre[-1])
        assert not corner_ink & _near(centre_ink, gap), (centre, corners)
        assert _centre_px(state, i, side) >= _as_before(monkeypatch, lambda: _centre_px(state, i, side)), (centre, corners)
        before = _as_before(monkeypatch, lambda: _inks(monkeypatch, state, i, side, centre[-1])[0])
        assert corner_ink == before


@pytest.mark.parametrize("centre", [(4,), (4, 8), (3, 4, 8)])
def test_few_centre_marks_keep_clear_of_a_cage_total(qapp, monkeypatch, centre) -> None:
    """In a killer cage's first cell (its total in the corner, the outline inside the cell) a
    few centre marks grow, their ink off the total and inside the outline's room; beside two
    corner marks too (as far as those leave room: a gap clear of them)."""
    i, side = 10, 540
    p = new_puzzle(9).replace(constraints=(KillerCage((i, i + 1), 15),))
    cell = _cell(_state(p, i), i, side)
    total = label_rect(cell, cell.width(), "15")
    room = MARK_ROOM * cell.width()
    many = _centre_px(_state(p, i, (), (1, 2, 3, 4)), i, side, "15", MARK_ROOM)
    for corner in ((), (1, 2)):
        state = _state(p, i, corner, centre)
        corner_ink, centre_ink = _inks(monkeypatch, state, i, side, centre[-1])
        assert not any(total.adjusted(-1, -1, 1, 1).contains(x, y) for x, y in centre_ink)
        assert not corner_ink & _near(centre_ink, 1)
        assert all(cell.adjusted(room, room, -room, -room).contains(x, y) for x, y in centre_ink)
        size = _centre_px(state, i, side, "15", MARK_ROOM)
        assert size > many if not corner else size >= many, (corner, size, many)
