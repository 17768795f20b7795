"""A step shown on a cell that shows corner or centre marks: the digit the step removes is
struck out among those marks too, as it is among candidates (a Sudoku player's review: a
pointing step's "r5c8 cannot be 6" left the 6 of r5c8's centre marks "46" looking as ever,
neither on a disc nor struck, though the guide says a removed candidate is struck out wherever
the board shows it)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from gui_helpers import render
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board.pencil_marks import _digit_inks, _note_layout
from str8ts_gui.gui.board.render import RenderOptions, cell_rect
from str8ts_gui.kinds.sudoku.model import new_puzzle


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def is_red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 120 or (c.red() > 230 and c.green() < 160 and c.blue() < 160)


def reds(image, rect) -> int:
    r = rect.toAlignedRect()
    return sum(is_red(image.pixelColor(x, y)) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1))


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("n", [9, 16])
def test_a_removed_digit_is_struck_out_in_corner_and_centre_marks(dark: bool, n: int) -> None:
    cell = n + 1
    state = PlayState.new(new_puzzle(n))
    state = state.replace(
        corner=tuple(digits_mask([2, 7]) if i == cell else 0 for i in range(n * n)),
        centre=tuple(digits_mask([4, 6]) if i == cell else 0 for i in range(n * n)),
    )
    options = RenderOptions(selected=None, dark=dark, hint_cells=frozenset({cell}), struck={cell: digits_mask([6, 7])})
    image, square = render(state, options, side=720)
    r = cell_rect(square, n, cell)
    inks = {d: ink for note in _note_layout(r, r.width(), state, cell, None) for d, ink, _px in _digit_inks(note, n)}
    for d in (6, 7):  # removed: a red stroke through the mark
        assert reds(image, inks[d]) >= 3, d
    for d in (2, 4):  # kept: as ever
        assert reds(image, inks[d]) == 0, d
    plain, _ = render(state, RenderOptions(selected=None, dark=dark, hint_cells=frozenset({cell})), side=720)
    assert reds(plain, r) == 0  # (no step removing them: nothing red)
