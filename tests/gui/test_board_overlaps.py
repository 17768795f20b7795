"""Things the board draws one over another that hid each other (a reviewer's screenshots): the
orange ring around a clue that breaks a rule ran over a killer cage's sum in the cell's corner
("20" crossed by the ring), and a Kropki dot or an XV letter on a cell's edge covered the pencil
marks drawn at the middle of that edge (the 6 of r3c1 and the 4 of r3c2 under a black dot)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw import label_ink
from str8ts_gui.gui.render import RenderOptions, board_square, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage


@pytest.fixture(autouse=True)
def _app(qapp):
    """Drawing text needs the application (fonts)."""
    return qapp


def draw(state: PlayState, options: RenderOptions, side: int) -> QImage:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, side, side), state, options)
    painter.end()
    return image


def pixels(image: QImage, rect: QRectF) -> list[int]:
    r = rect.toAlignedRect()
    return [image.pixel(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1)]


# -- a conflict's ring and a cage's sum ---------------------------------------------------------------
@pytest.mark.parametrize("side", [300, 540, 900])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("total", [20, 45, 7])
def test_a_conflict_ring_leaves_the_cage_sum_readable(side: int, dark: bool, total: int) -> None:
    """Two 9s in row 1, the first in a cage whose sum stands in its corner: the rings around both
    9s are drawn, and the sum's digits read as without the ring (the ring knocked out just
    around them, in the cell's colour)."""
    cage = KillerCage((0, 1, 2, 10), total)
    puzzle = new_puzzle(9).replace(constraints=(cage,))
    puzzle = puzzle.replace(clues=(9, 9) + (0,) * 79)
    state = PlayState.new(puzzle)
    where = {"selected": 40, "dark": dark, "violations": frozenset({0, 1})}
    plain = draw(state, RenderOptions(**where), side)
    ringed = draw(state, RenderOptions(**where, conflict=frozenset({0, 1})), side)
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    box = cell_rect(square, 9, 0)
    ink = label_ink(box, cell, str(total))
    # the sum's digits as without the ring, and nothing of the ring a pixel around them (the
    # cell's colour, or what was there without the ring)
    inside = ink.adjusted(0.5, 0.5, -0.5, -0.5)  # (the pixels the digits' ink covers more than half of)
    assert pixels(ringed, inside) == pixels(plain, inside)
    fill = QColor(RenderOptions(dark=dark).palette.colour("violation")).rgb()
    around = ink.adjusted(-1, -1, 1, 1)
    assert all(p in (q, fill) for p, q in zip(pixels(ringed, around), pixels(plain, around)))
    ring = QColor(RenderOptions(dark=dark).palette.colour("conflict")).rgb()
    # the ring is there, around the 9, in the sum's cell and the other one
    for i in (0, 1):
        r = cell_rect(square, 9, i)
        right = QRectF(r.right() - cell * 0.2, r.top() + cell * 0.4, cell * 0.15, cell * 0.2)
        foot = QRectF(r.left() + cell * 0.4, r.bottom() - cell * 0.2, cell * 0.2, cell * 0.15)
        assert ring in pixels(ringed, right) and ring in pixels(ringed, foot)
    # the ring runs on beside the sum: most of it is there, as in the cell without one
    assert pixels(ringed, box).count(ring) > 0.75 * pixels(ringed, cell_rect(square, 9, 1)).count(ring)


def test_a_ringed_cell_without_a_sum_is_drawn_as_before(monkeypatch) -> None:
    """The sum is drawn again only in a ringed cell that holds one."""
    from str8ts_gui.gui import render

    puzzle = new_puzzle(9).replace(constraints=(KillerCage((30, 31), 9),), clues=(9, 9) + (0,) * 79)
    calls = []
    real = render.draw_label_again
    monkeypatch.setattr(render, "draw_label_again", lambda *a, **k: calls.append(a) or real(*a, **k))
    draw(PlayState.new(puzzle), RenderOptions(conflict=frozenset({0, 1})), 450)
    assert calls == []
    draw(PlayState.new(puzzle), RenderOptions(conflict=frozenset({30})), 450)
    assert len(calls) == 1
