"""Centre marks keep a legible size beside corner marks (a drawing review: on a 16 x 16 Sudoku
at the window's default size, 40 px cells, a cell with six to eight corner marks and three to
five centre marks drew the centre marks in a row squeezed between the corner marks, 3-4 px
fonts, digits 2-3 px tall). They shrink only down to ``pencil_marks.CENTRE_MIN_PX`` (7 px, digits
5 px tall) where the cell holds that: on two or more lines over the cell's middle, and with
seven or eight corner marks those at the middles of the left and right sides go into the rows
along the top and the foot; in a cage (whose outline leaves less room) the corner marks are
made smaller too, down to the same floor. No pixel of theirs touches a corner mark; boards of
nine digits or fewer at the window's sizes are drawn as before, pixel for pixel."""

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

from gui_helpers import rows_of_ink

# the board's side for a 16 x 16 at the window's default size (its cells kept big enough for
# pencil marks, 40 px), and larger
SIXTEEN_SIDES = (653, 700, 800)
# (centre marks, the focus digit among them that tells their ink from the corner marks' 1-8)
CENTRES = [((10, 11, 12), 10), ((10, 11, 12, 13), 10), ((10, 11, 12, 13, 14), 10), ((5, 6, 7, 8, 9), 9), ((2, 11, 15), 15)]


def _state(p, i, corner=(), centre=()):
    c1, c2 = [0] * p.cell_count, [0] * p.cell_count
    c1[i], c2[i] = digits_mask(list(corner)), digits_mask(list(centre))
    return PlayState.new(p).replace(corner=c1, centre=c2)


def _draw(state, side, focus=None, dark=False) -> QImage:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, side, side), state, RenderOptions(selected=None, focus_digit=focus, dark=dark))
    painter.end()
    return image


def _cell(state, i, side) -> QRectF:
    p = state.puzzle
    return cell_rect(board_square(QRectF(0, 0, side, side), p.size, p.height, board_margin(p)), p.size, i)


def _inks(monkeypatch, state, i, side, focus) -> tuple[set, set]:
    """The pixels of cell ``i`` the corner marks and the centre marks ink, each drawn alone (the
    other kind in the cell's own colour); ``focus``, a centre mark only, tells them apart."""
    plain = palette_for(False)
    fill = render.cell_fill(state, RenderOptions(focus_digit=focus), i).name()

    def picture(mark: str, focus_mark: str) -> QImage:
        with monkeypatch.context() as m:
            m.setattr(render, "palette_for", lambda dark: plain._replace(mark=mark, focus_mark=focus_mark))
            pencil_marks._layout_of.cache_clear()
            return _draw(state, side, focus)

    blank = picture(fill, fill)
    r = _cell(state, i, side).toAlignedRect()

    def ink(image: QImage) -> set:
        return {(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1) if image.pixel(x, y) != blank.pixel(x, y)}

    corner, centre = ink(picture("#000000", fill)), ink(picture(fill, "#000000"))
    pencil_marks._layout_of.cache_clear()
    return corner, centre


def _near(pixels: set, d: int = 1) -> set:
    return {(x + dx, y + dy) for x, y in pixels for dx in range(-d, d + 1) for dy in range(-d, d + 1)}


def _layout(state, i, side, label=None, room=0.0) -> list:
    p = state.puzzle
    square = board_square(QRectF(0, 0, side, side), p.size, p.height, board_margin(p))
    return pencil_marks._note_layout(cell_rect(square, p.size, i), square.width() / p.size, state, i, label, room, False, True)


def _centre_px(notes) -> int:
    return pencil_marks._drawn_px([note for note in notes if note.kind == "centre"])


@pytest.mark.parametrize("centre, focus", CENTRES)
@pytest.mark.parametrize("corners", [4, 6, 7, 8])
@pytest.mark.parametrize("side", SIXTEEN_SIDES)
def test_centre_marks_beside_corner_marks_keep_a_legible_size(qapp, monkeypatch, side, corners, centre, focus) -> None:
    """The font the centre marks are drawn in is at least the floor; drawn, each line of their
    ink is at least 5 px tall (it was 2-3 px), inside the cell, a pixel clear of every corner
    mark's ink; every corner mark is still drawn."""
    p, i = new_puzzle(16), 17  # r2c2
    state = _state(p, i, range(1, corners + 1), centre)
    notes = _layout(state, i, side)
    assert _centre_px(notes) >= pencil_marks.CENTRE_MIN_PX
    assert sorted(d for note in notes if note.kind != "centre" for d in note.digits) == list(range(1, corners + 1))
    corner_ink, centre_ink = _inks(monkeypatch, state, i, side, focus)
    assert len(corner_ink) > 20 * corners / 2  # (the corner marks are drawn: ink enough for their digits)
    runs = rows_of_ink(centre_ink)
    assert all(last - first + 1 >= 5 for first, last in runs), runs
    assert not corner_ink & _near(centre_ink)
    assert all(_cell(state, i, side).adjusted(1, 1, -1, -1).contains(x, y) for x, y in centre_ink)


def test_the_reviewed_cell_reads_at_the_window_default_size(qapp) -> None:
    """Six corner marks and five centre marks of 10-14 on a 16 x 16 at the default size: one
    row in a 4 px font before; now two lines, "10 11 12" over "13 14", in 7 px or more."""
    p, i = new_puzzle(16), 17
    state = _state(p, i, range(1, 7), (10, 11, 12, 13, 14))
    centre = [note for note in _layout(state, i, SIXTEEN_SIDES[0]) if note.kind == "centre"]
    assert [note.text for note in centre] == ["10 11 12", "13 14"]
    assert _centre_px(centre) >= pencil_marks.CENTRE_MIN_PX


def test_eight_corner_marks_make_room_in_two_rows(qapp) -> None:
    """Eight corner marks stand at the corners and the middles of the sides; three centre marks
    of 10-12 between those at the middles of the left and right sides were a 3 px font. The
    corner marks go in two rows along the top and the foot (as nine or more do), each row in
    their own size, and the centre marks between them reach the floor."""
    p, i = new_puzzle(16), 17
    state = _state(p, i, range(1, 9), (10, 11, 12))
    notes = _layout(state, i, SIXTEEN_SIDES[0])
    rows = [note for note in notes if note.kind == "row"]
    assert [row.text for row in rows] == ["1 2 3 4", "5 6 7 8"]
    cell = _cell(state, i, SIXTEEN_SIDES[0]).width()
    assert all(row.font.pixelSize() == render._font(pencil_marks.note_font_px(cell, 16), False).pixelSize() for row in rows)
    assert _centre_px(notes) >= pencil_marks.CENTRE_MIN_PX


def test_a_cage_total_keeps_its_place(qapp, monkeypatch) -> None:
    """A 16 x 16 killer cell with its cage's total, two corner marks and centre marks 1-5 at
    700 px: one row in a 6 px font before, now two lines of 7 px, their ink clear of the total
    and of the corner marks."""
    i, side = 17, 700
    p = new_puzzle(16).replace(constraints=(KillerCage((i, i + 1), 15),))
    state = _state(p, i, (1, 2), (3, 4, 5, 6, 7))
    notes = _layout(state, i, side, "15", MARK_ROOM)
    assert [note.text for note in notes if note.kind == "centre"] == ["3 4 5", "6 7"]
    assert _centre_px(notes) >= pencil_marks.CENTRE_MIN_PX
    cell = _cell(state, i, side)
    total = label_rect(cell, cell.width(), "15")
    corner_ink, centre_ink = _inks(monkeypatch, state, i, side, 7)
    assert not any(total.contains(x, y) for x, y in centre_ink)
    assert not corner_ink & _near(centre_ink)


@pytest.mark.parametrize("centre, focus", [((10, 11, 12, 13), 10), ((5, 6, 7, 8, 9), 9), ((10, 14, 15), 15)])
@pytest.mark.parametrize("corners", [3, 4, 5])
def test_in_a_cage_the_corner_marks_make_room(qapp, monkeypatch, corners, centre, focus) -> None:
    """A 16 x 16 killer cell (its cage's total in the cell to its left) at the default size:
    the cage's outline leaves a square of about 28 px, where the centre marks beside three to
    five corner marks were a 4 px font. The corner marks are made smaller, never under the
    floor, and the centre marks reach it; no ink touches, all of it inside the outline's room."""
    side = SIXTEEN_SIDES[0]
    i = 17
    p = new_puzzle(16).replace(constraints=(KillerCage((i - 1, i), 15),))
    state = _state(p, i, range(1, corners + 1), centre)
    notes = _layout(state, i, side, None, MARK_ROOM)
    assert _centre_px(notes) >= pencil_marks.CENTRE_MIN_PX
    assert all(note.font.pixelSize() >= pencil_marks.CENTRE_MIN_PX for note in notes if note.kind != "centre")
    assert sorted(d for note in notes if note.kind != "centre" for d in note.digits) == list(range(1, corners + 1))
    corner_ink, centre_ink = _inks(monkeypatch, state, i, side, focus)
    assert not corner_ink & _near(centre_ink)
    cell = _cell(state, i, side)
    room = MARK_ROOM * cell.width()
    assert all(cell.adjusted(room, room, -room, -room).contains(x, y) for x, y in corner_ink | centre_ink)


@pytest.mark.parametrize("side", SIXTEEN_SIDES + (900, 1000))
@pytest.mark.parametrize("label, room", [(None, 0.0), (None, MARK_ROOM), ("15", MARK_ROOM)])
def test_centre_marks_are_never_drawn_smaller_than_before(qapp, monkeypatch, side, label, room) -> None:
    """Any count of corner and centre marks on a 16 x 16 (in a cage, with its total or not):
    the centre marks at least as large as with the floor switched off (the layout before), and
    only changed where that was under it; the corner marks never under the floor for it, and
    no centre mark's ink on a corner mark's."""
    p, i = new_puzzle(16), 17
    for corners in range(17 if not room else 11):
        for count in range(1, 17 if not room else 9):
            state = _state(p, i, range(1, corners + 1), range(17 - count, 17))
            now = _layout(state, i, side, label, room)
            with monkeypatch.context() as m:
                m.setattr(pencil_marks, "CENTRE_MIN_PX", 0)
                before = _layout(state, i, side, label, room)
            if now != before:
                assert _centre_px(before) < pencil_marks.CENTRE_MIN_PX, (corners, count)
                assert _centre_px(now) > _centre_px(before), (corners, count)
                smaller = [n.font.pixelSize() for n in now if n.kind != "centre"]
                assert smaller == [n.font.pixelSize() for n in before if n.kind != "centre"] or min(smaller) >= pencil_marks.CENTRE_MIN_PX
            inks = [pencil_marks.note_ink(n) for n in now if n.kind != "centre"]
            assert not any(pencil_marks.note_ink(n).intersects(ink) for n in now if n.kind == "centre" for ink in inks)


def _full_board(n: int) -> PlayState:
    """Every cell with marks: corner marks 0 to n beside centre marks 1 to n, in turn."""
    p = new_puzzle(n)
    corner, centre = [], []
    for i in range(p.cell_count):
        k, m = i % (n + 1), i % n + 1
        corner.append(digits_mask(list(range(1, k + 1))))
        centre.append(digits_mask(list(range(n - m + 1, n + 1))))
    return PlayState.new(p).replace(corner=corner, centre=centre)


@pytest.mark.parametrize("n", [4, 6, 9])
@pytest.mark.parametrize("side", [420, 478, 581, 700, 1000])
@pytest.mark.parametrize("dark", [False, True])
def test_boards_of_nine_digits_or_fewer_are_drawn_as_before(qapp, monkeypatch, n, side, dark) -> None:
    """At the window's sizes (478: the board at the default size; smaller 9 x 9 boards make
    room for their centre marks too) every cell is drawn as with the floor switched off."""
    state = _full_board(n)
    pencil_marks._layout_of.cache_clear()
    _draw(state, side, dark=dark)  # (Qt draws a large glyph new to its cache a shade differently the first time)
    now = _draw(state, side, dark=dark)
    monkeypatch.setattr(pencil_marks, "CENTRE_MIN_PX", 0)
    pencil_marks._layout_of.cache_clear()
    assert _draw(state, side, dark=dark) == now
    pencil_marks._layout_of.cache_clear()


@pytest.mark.parametrize("side", SIXTEEN_SIDES)
def test_two_digit_corner_marks_are_not_shrunk_under_the_floor_for_the_centre_marks(qapp, side) -> None:
    """Seven corner marks 10-16 beside centre marks 1-7 (a reviewer's cell): two rows of them,
    "10 11 12 13" over "14 15 16", had to shrink to the cell's width, to a font under the floor
    (their ink 4 px tall, 6 px before): the centre marks may not buy their size with the corner
    marks' legibility."""
    p, i = new_puzzle(16), 17
    state = _state(p, i, range(10, 17), range(1, 8))
    notes = _layout(state, i, side)
    corners = [note for note in notes if note.kind != "centre"]
    assert sorted(d for note in corners for d in note.digits) == list(range(10, 17))
    assert pencil_marks._drawn_px(corners) >= pencil_marks.CENTRE_MIN_PX  # (the size they are drawn in)
