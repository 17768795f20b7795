"""A cell's few centre marks try each font size down from the largest on every paint (see
test_few_centre_marks.py); the font of each size is made once (``pencil_marks._centre_font``),
not on every paint of every such cell. The pictures are the same with the fonts made afresh."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board import pencil_marks
from str8ts_gui.gui.board.render import RenderOptions, board_margin, board_square, cell_rect
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import render


def _state() -> PlayState:
    p = new_puzzle(9)
    corner, centre = [0] * p.cell_count, [0] * p.cell_count
    for i, marks in enumerate([(5,), (2, 7), (1, 4, 8), (1, 2, 3, 4)]):
        centre[i * 10] = digits_mask(list(marks))
    corner[10] = digits_mask([1, 9])
    return PlayState.new(p).replace(corner=corner, centre=centre)


def _centre_fonts(state: PlayState, side: int) -> list:
    """The fonts of the centre marks of cells 0, 10 and 20 (one, two, three marks), laid out afresh."""
    p = state.puzzle
    square = board_square(QRectF(0, 0, side, side), p.size, p.height, board_margin(p))
    fonts = []
    pencil_marks._layout_of.cache_clear()  # (a cell's layout is kept: as a new paint of the board)
    for i in (0, 10, 20):
        notes = pencil_marks._note_layout(cell_rect(square, p.size, i), square.width() / p.size, state, i, None, 0.0, False, True)
        fonts += [note.font for note in notes if note.kind == "centre"]
    return fonts


def _picture(state: PlayState, side: int) -> QImage:
    return render(state, RenderOptions(selected=None), side, "white")[0]


def test_a_few_centre_marks_reuse_the_font_of_their_size(qapp) -> None:
    state = _state()
    first, again = _centre_fonts(state, 540), _centre_fonts(state, 540)
    assert len(first) == 3 and [f.pixelSize() for f in first] == [f.pixelSize() for f in again]
    assert all(a is b for a, b in zip(first, again))  # (made afresh on every paint, they were not)
    assert len({f.pixelSize() for f in first}) == 3  # one, two, three marks: three sizes
    pencil_marks._layout_of.cache_clear()


def test_the_pictures_are_the_same_with_fonts_made_afresh(qapp, monkeypatch) -> None:
    state = _state()
    for side in (300, 540, 1200):
        pencil_marks._layout_of.cache_clear()
        cached = _picture(state, side)
        with monkeypatch.context() as m:
            m.setattr(pencil_marks, "_centre_font", lambda size: pencil_marks._font(size, False), raising=False)
            pencil_marks._layout_of.cache_clear()
            fresh = _picture(state, side)
        pencil_marks._layout_of.cache_clear()
        assert cached == fresh, side
