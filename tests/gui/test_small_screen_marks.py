"""Corner and centre marks on a small screen (a review at 1024 x 600 and 1280 x 720): the window's
board is as high as the screen lets it be, so a 16 x 16's cells are 27 px (35 px), and its
corner marks were a fifth of that, 5 px (7 px: digits 4-5 px tall), centre marks 6 px, with
room to spare in the cell. They are drawn at least ``pencil_marks.NOTE_MIN_PX`` (8 px) as far
as 0.27 of the cell allows (7 px in a 27 px cell); cells of 40 px and more, and every board of
nine digits, are drawn as before, pixel for pixel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QScreen

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board import pencil_marks
from str8ts_gui.gui.board.render import RenderOptions, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import grid_square, new_window

SCREENS = [(1024, 600), (1280, 720)]
BOARDS = [("sudoku", 16), ("sudoku", 12), ("str8ts", 16)]


@pytest.mark.parametrize("kind, size", BOARDS, ids=[f"{k}{s}" for k, s in BOARDS])
@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_marks_on_a_small_screen_are_at_least_7_px(qtbot, monkeypatch, screen, kind, size) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, *screen))
    window = new_window(qtbot)
    window.new_puzzle(size, kind)
    window.set_mode(Mode.PLAY)
    c = window.controller
    c.select(0)
    for d in (1, 2, 3):
        c.type_digit(d, layer="corner", whole=True)
    c.select(2)
    for d in (1, 2):
        c.type_digit(d, layer="centre", whole=True)
    qtbot.wait(100)
    square = grid_square(window)
    cell = square.width() / size
    assert cell < 50  # (the screen keeps the board small: 27 px, 35 px, a 12 x 12's 37 px, 45 px)
    state, _options = window.controller.display()
    pencil_marks._layout_of.cache_clear()
    corner = pencil_marks._note_layout(QRectF(square.left(), square.top(), cell, cell), cell, state, 0, None)
    assert [n.kind for n in corner] == ["corner"] * 3
    assert min(n.font.pixelSize() for n in corner) >= 7  # (5 px at 1024 x 600 before)
    centre = pencil_marks._note_layout(QRectF(square.left() + 2 * cell, square.top(), cell, cell), cell, state, 2, None)
    assert pencil_marks._drawn_px(centre) >= 8  # (6 px before)


def _old_note_font_px(cell: float, digits: int) -> float:
    return cell * (0.24 if digits <= 9 else 0.2)


def _draw(n: int, side: int) -> QImage:
    p = new_puzzle(n)
    corner, centre = [0] * p.cell_count, [0] * p.cell_count
    for i, (cs, ms) in enumerate([((1, 2, 3), ()), ((), (1, 2)), ((1, 2, 3, 4, 5, 6), (7, 8, 9)), ((1, 9), range(2, 9))]):
        corner[i], centre[i] = digits_mask(list(cs)), digits_mask(list(ms))
    state = PlayState.new(p).replace(corner=corner, centre=centre)
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, side, side), state, RenderOptions(selected=None))
    painter.end()
    return image


@pytest.mark.parametrize("n, side", [(9, 540), (9, 300), (16, 700), (16, 653), (12, 540)])
def test_nine_by_nine_and_big_cells_are_drawn_as_before(qapp, monkeypatch, n, side) -> None:
    pencil_marks._layout_of.cache_clear()
    now = _draw(n, side)
    with monkeypatch.context() as m:
        m.setattr(pencil_marks, "note_font_px", _old_note_font_px)
        pencil_marks._layout_of.cache_clear()
        assert _draw(n, side) == now
    pencil_marks._layout_of.cache_clear()
