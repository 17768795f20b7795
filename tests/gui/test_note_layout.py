"""Corner and centre marks in one cell keep apart: two rows of corner marks below a killer
cage's total reached the centre marks ("12345" drawn over "257" in r1c2 of "Killer Sudoku 9x9
1"); now both are made smaller there. Many centre marks (a row shrunk to about 5 px on a 9 x 9
at 700 x 550) go on two lines when that draws them larger. Every other cell is drawn as
before, pixel for pixel."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board import pencil_marks, render
from str8ts_gui.gui.draw.palette import palette_for
from str8ts_gui.gui.board.render import RenderOptions, board_margin, board_square, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

from gui_helpers import rows_of_ink

SIDES = (300, 450, 700, 1000)


def _puzzle(n: int, cage: str):
    i = n + 1  # r2c2
    p = new_puzzle(n)
    if cage == "total":
        p = p.replace(constraints=(KillerCage((i, i + 1), 15),))
    elif cage == "no total":  # the cage's total is in the cell above
        p = p.replace(constraints=(KillerCage((i - n, i), 15),))
    return p, i


def _state(p, i, corner=(), centre=(), marks=()):
    c1, c2, m = [0] * p.cell_count, [0] * p.cell_count, [0] * p.cell_count
    c1[i], c2[i], m[i] = digits_mask(list(corner)), digits_mask(list(centre)), digits_mask(list(marks))
    state = PlayState.new(p).replace(corner=c1, centre=c2)
    return state.replace(marks=m) if marks else state


def _killer_sample():
    docs = load_documents(Path(__file__).resolve().parents[2] / "puzzles" / "sudoku-variants.txt")
    p = next(d for d in docs if d.title == "Killer Sudoku 9x9 1").puzzle
    return p, 1  # r1c2, total 15


def _draw(state, side, options=None) -> QImage:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, side, side), state, options or RenderOptions())
    painter.end()
    return image


def _layout(monkeypatch, state, i, side, adjust=True) -> list:
    """The texts of cell ``i``'s marks as the board lays them out (``adjust``: the new layout)."""
    seen: dict[int, list] = {}
    real = pencil_marks._note_layout

    def record(r, cell, st, j, label, room=0, shrink=False, on=True, reach=None):
        seen[j] = real(r, cell, st, j, label, room, shrink, on, reach)
        return seen[j]

    with monkeypatch.context() as m:
        m.setattr(pencil_marks, "_note_layout", record)
        m.setattr(pencil_marks, "ADJUST_NOTES", adjust)
        _draw(state, side)
    return seen.get(i, [])  # (none: candidates alone are drawn otherwise)


def _cell(state, i, side) -> QRectF:
    p = state.puzzle
    return cell_rect(board_square(QRectF(0, 0, side, side), p.size, p.height, board_margin(p)), p.size, i)


FIX1 = [  # (n, corner, centre) in a cage's cell with its total
    (9, range(1, 10), (2, 5, 7)), (9, range(1, 10), (1, 2, 3, 4, 5)), (9, range(1, 8), (2, 5, 7)),
    (16, range(1, 17), (2, 5, 7)), (16, range(1, 11), (5, 12)),
]


@pytest.mark.parametrize("n, corner, centre", FIX1)
@pytest.mark.parametrize("side", SIDES)
def test_rows_below_a_total_keep_clear_of_the_centre_marks(qapp, monkeypatch, n, corner, centre, side) -> None:
    p, i = _puzzle(n, "total")
    state = _state(p, i, corner, centre)
    notes = _layout(monkeypatch, state, i, side)
    cell = _cell(state, i, side)
    middle = [pencil_marks.note_ink(t) for t in notes if t.kind == "centre"]
    others = [pencil_marks.note_ink(t) for t in notes if t.kind != "centre"]
    assert len(middle) == 1 and others
    for ink in others:
        assert not ink.adjusted(-1, -1, 1, 1).intersects(middle[0]), (n, side)
    for ink in middle + others:
        assert cell.contains(ink), (n, side)


def _inks(monkeypatch, state, i, side) -> tuple[set, set]:
    """The pixels of cell ``i`` the corner marks and the centre marks ink, each kind drawn alone
    in a palette that paints the other kind (and, for the plain board, both) in the cell's own
    colour; the focus digit 5, one of the centre marks, tells the two kinds apart (a row of
    corner marks is drawn in the marks' colour even holding the focus digit)."""
    options = RenderOptions(focus_digit=5)
    plain = palette_for(False)
    fill = render.cell_fill(state, options, i).name()

    def picture(mark: str, focus_mark: str) -> QImage:
        with monkeypatch.context() as m:
            m.setattr(render, "palette_for", lambda dark: plain._replace(mark=mark, focus_mark=focus_mark))
            return _draw(state, side, options)

    blank = picture(fill, fill)
    r = _cell(state, i, side).toAlignedRect()

    def ink(image: QImage) -> set:
        return {(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1) if image.pixel(x, y) != blank.pixel(x, y)}

    return ink(picture("#000000", fill)), ink(picture(fill, "#000000"))


def _near(pixels: set) -> set:
    return {(x + dx, y + dy) for x, y in pixels for dx in (-1, 0, 1) for dy in (-1, 0, 1)}


@pytest.mark.parametrize("side", (380, 500, 770, 1000))
def test_the_killer_cell_of_the_report_draws_no_corner_mark_on_a_centre_mark(qapp, monkeypatch, side) -> None:
    """r1c2 of "Killer Sudoku 9x9 1" (total 15), corner marks 1-9, centre marks 2 5 7."""
    p, i = _killer_sample()
    state = _state(p, i, range(1, 10), (2, 5, 7))
    corner, centre = _inks(monkeypatch, state, i, side)
    assert corner and centre
    assert not corner & _near(centre), side


@pytest.mark.parametrize("n, corner, centre", FIX1)
@pytest.mark.parametrize("side", SIDES)
def test_no_pixel_of_a_corner_row_touches_the_centre_marks(qapp, monkeypatch, n, corner, centre, side) -> None:
    p, i = _puzzle(n, "total")
    state = _state(p, i, corner, centre)
    corner_ink, centre_ink = _inks(monkeypatch, state, i, side)
    assert corner_ink and centre_ink
    assert not corner_ink & _near(centre_ink), (n, side)


ORDINARY = [  # (n, cage, corner, centre, candidates): cells drawn as before
    (9, "none", (1, 2, 3), (), ()), (9, "none", (1, 5, 9), (4,), ()), (9, "none", (), (1, 2, 3, 4, 5), ()),
    (9, "none", range(1, 10), (2, 5, 7), ()), (9, "none", range(1, 10), (1, 2, 3, 4, 5), ()),
    (9, "total", (1, 2, 3), (2, 5), ()), (9, "total", range(1, 10), (), ()),
    (9, "no total", range(1, 10), (1, 2, 3), ()), (9, "total", (), (1, 2, 3, 4), ()), (9, "total", (), (), (1, 4, 9)),
    (9, "none", (), (), range(1, 10)), (6, "total", (1, 2, 3, 4), (1, 2, 3), ()), (4, "none", (1, 2, 3, 4), (1, 2, 3, 4), ()),
    (16, "none", (1, 12, 16), (3, 14), ()), (16, "none", range(1, 17), (2, 5, 7), ()), (16, "no total", range(1, 17), (1, 2, 3), ()),
    (16, "total", (1, 2), (1, 2, 3, 4, 5), ()), (16, "total", (), (), (1, 10, 16)), (12, "none", (), (10, 11, 12), ()),
    (9, "none", (), range(3, 9), ()),  # six centre marks that fit one row in their own size
]
# (not here: a cage's first cell with five corner marks and five centre marks, whose fifth corner
# mark, at the middle of the left side, sat on the centre row at large sizes: see
# test_drawing_polish_notes.py)


@pytest.mark.parametrize("n, cage, corner, centre, marks", ORDINARY)
@pytest.mark.parametrize("side", SIDES)
def test_ordinary_cells_are_laid_out_and_drawn_as_before(qapp, monkeypatch, n, cage, corner, centre, marks, side) -> None:
    """The new layout is not taken for these cells (the same texts in the same boxes and fonts
    with it switched off), and the boards are the same pixel for pixel either way. (Centre marks
    under the legible floor, as the 16 x 16 cage's at 700 px, are made larger: test_mark_sizes.py.)"""
    monkeypatch.setattr(pencil_marks, "CENTRE_MIN_PX", 0)
    p, i = _puzzle(n, cage)
    state = _state(p, i, corner, centre, marks)

    def key(notes):
        return [(t.kind, t.box, t.text, t.font.pixelSize(), t.widest) for t in notes]

    assert key(_layout(monkeypatch, state, i, side)) == key(_layout(monkeypatch, state, i, side, adjust=False))
    options = RenderOptions(focus_digit=5, selected=i)
    on = _draw(state, side, options)
    monkeypatch.setattr(pencil_marks, "ADJUST_NOTES", False)
    assert _draw(state, side, options) == on


def test_the_switch_does_turn_the_new_layout_off(qapp, monkeypatch) -> None:
    """(What the test above relies on.) Switched off, the report's cell overlaps again."""
    p, i = _killer_sample()
    state = _state(p, i, range(1, 10), (2, 5, 7))
    on = _draw(state, 380)
    monkeypatch.setattr(pencil_marks, "ADJUST_NOTES", False)
    assert _draw(state, 380) != on
    corner, centre = _inks(monkeypatch, state, i, 380)
    assert corner & _near(centre)


TWO_LINES = [  # (n, cage, corner, centre, first line, second line)
    (9, "none", (), range(1, 10), "12345", "6789"), (9, "none", (1, 2, 3, 4), range(1, 10), "12345", "6789"),
    (9, "none", (1, 9), (1, 2, 4, 5, 7, 8, 9), "1245", "789"),
    (9, "total", (), range(1, 9), "1234", "5678"), (9, "none", range(1, 10), range(1, 10), "12345", "6789"),
]  # (16 centre marks on a 16 x 16, ten beside three corner marks: more lines, larger, test_centre_marks_wrap.py)


@pytest.mark.parametrize("n, cage, corner, centre, first, second", TWO_LINES)
@pytest.mark.parametrize("side", (700, 1000))
def test_many_centre_marks_go_on_two_lines_larger_than_one(qapp, monkeypatch, n, cage, corner, centre, first, second, side) -> None:
    """Nine centre marks on a 9 x 9 were one row about 5 px high at 700 x 550 (16 on a 16 x 16 a
    line of 2 px): two lines, as SudokuPad draws them, when that is larger; within the centre
    band (the one row's) and clear of the corner marks."""
    p, i = _puzzle(n, cage)
    state = _state(p, i, corner, centre)
    before = [t for t in _layout(monkeypatch, state, i, side, adjust=False) if t.kind == "centre"]
    notes = _layout(monkeypatch, state, i, side)
    lines = [t for t in notes if t.kind == "centre"]
    assert [t.text for t in lines] == [first, second]
    one = pencil_marks.note_ink(before[0])
    inks = [pencil_marks.note_ink(t) for t in lines]
    assert all(ink.height() > one.height() for ink in inks)
    assert inks[0].bottom() < inks[1].top()
    band = before[0].box
    assert all(band.top() <= ink.top() and ink.bottom() <= band.bottom() and ink.left() >= band.left() - 1 and ink.right() <= band.right() + 1 for ink in inks)
    for t in notes:
        if t.kind != "centre":
            assert not any(pencil_marks.note_ink(t).intersects(ink) for ink in inks)
    # drawn: two runs of ink rows, each taller than the one row was, no corner mark touching them
    corner_ink, centre_ink = _inks(monkeypatch, state, i, side)
    runs = rows_of_ink(centre_ink)
    monkeypatch.setattr(pencil_marks, "ADJUST_NOTES", False)
    (old,) = rows_of_ink(_inks(monkeypatch, state, i, side)[1])
    assert len(runs) == 2 and all(last - top > old[1] - old[0] for top, last in runs), (runs, old)
    assert not corner_ink & _near(centre_ink)


def test_a_repaint_reuses_the_marks_layout(qapp, monkeypatch) -> None:
    """Making rows and centre marks stand apart, or centre marks two lines, tries font after font:
    on a board full of marks that tripled the whole board's drawing at every repaint. A repaint
    of the same cells and marks lays nothing out again."""
    p, _ = _killer_sample()
    every = [digits_mask(list(range(1, 9)))] * p.cell_count
    state = PlayState.new(p).replace(corner=every, centre=[digits_mask([2, 3, 5, 6, 7, 8, 9])] * p.cell_count)
    tries = []
    real = pencil_marks._centre_lines
    monkeypatch.setattr(pencil_marks, "_centre_lines", lambda *a: tries.append(1) or real(*a))
    pencil_marks._layout_of.cache_clear()
    first = _draw(state, 450)
    laid_out = len(tries)
    assert laid_out >= 81  # every cell of marks laid out once
    assert _draw(state, 450) == first and len(tries) == laid_out  # the same picture, nothing laid out again
    assert _draw(state.replace(centre=[digits_mask([1, 2, 3, 5, 6, 7, 8, 9])] + list(state.centre[1:])), 450) != first
    assert len(tries) == laid_out + 1  # one cell's marks changed: that cell only
