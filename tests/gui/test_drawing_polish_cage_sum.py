"""A killer cage's sum stays readable in a cell with a Check frame (found in a drawing audit): the
red frame, drawn after the cage, ran over the sum in the cell's top-left corner (over its top
and left in a framed cell, and over half of it in a selected one, where the frame runs inside
the selection's outline). The sum is drawn again over the frame, which is knocked out behind it
as the cage's dashed line is; the selection's outline still runs over its box (see
test_board_clearances)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.draw import label_rect
from str8ts_gui.gui.render import RenderOptions, board_square, cell_rect
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from test_marks_and_selection import _pixels
from test_marks_and_selection import _render as _draw  # (the board drawn into a white image)

CAGE = KillerCage((10, 11, 19), 23)  # the sum in r2c2


@pytest.mark.parametrize("side", [300, 450, 600, 900])
@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("selected", [False, True])
@pytest.mark.parametrize("what", ["entry", "marks"])
def test_a_check_frame_leaves_the_cage_sum_readable(qapp, side, dark, selected, what) -> None:
    state = PlayState.new(new_puzzle(9).replace(constraints=(CAGE,)))
    if what == "entry":
        state = state.with_entry(10, 5)
        check = {"wrong": frozenset({10})}
    else:
        state = state.replace(marks=[0] * 10 + [digits_mask([1, 4])] + [0] * 70)
        check = {"wrong_marks": frozenset({10})}
    where = {"selected": 10 if selected else 40}
    plain = _draw(state, RenderOptions(dark=dark, **where), side)
    framed = _draw(state, RenderOptions(dark=dark, **where, **check), side)
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    box = cell_rect(square, 9, 10)
    label = label_rect(box, cell, "23")
    inside = label.adjusted(1, 1, -1, -1)  # (its edge pixels are shared with what is around it)
    if selected:  # below the selection's outline, which runs over the top of the box as before
        band = max(2.0, float(round(cell * 0.08)))
        inside.setTop(box.top() + band + 1)
    # the sum's box is drawn as without the frame: no pixel of the frame on the sum
    assert _pixels(framed, inside) == _pixels(plain, inside)
    wrong = QColor(RenderOptions(dark=dark).palette.colour("wrong")).rgb()
    assert wrong not in _pixels(framed, inside)
    # the frame is there along the rest of the cell's edges
    right_side = QRectF(box.right() - cell * 0.25, box.top() + cell * 0.4, cell * 0.24, cell * 0.2)
    assert wrong in _pixels(framed, right_side)
    top_side = QRectF(label.right() + 2, box.top(), box.right() - label.right() - 4, cell * 0.2)
    assert wrong in _pixels(framed, top_side)


def test_cells_without_a_sum_or_a_frame_are_drawn_as_before(qapp) -> None:
    """The sum is drawn again only in a framed cell: a framed cell without a sum and a sum's
    cell without a frame look as they did (the frame is drawn over everything else there)."""
    state = PlayState.new(new_puzzle(9).replace(constraints=(CAGE, KillerCage((30, 31), 9)))).with_entry(12, 3)
    options = RenderOptions(selected=12, wrong=frozenset({12}))
    image = _draw(state, options, 450)
    square = board_square(QRectF(0, 0, 450, 450), 9)
    cell = square.width() / 9
    from str8ts_gui.gui import render

    calls = []
    real = render.draw_label
    render.draw_label = lambda *a: calls.append(a) or real(*a)
    try:
        assert _draw(state, options, 450) == image
    finally:
        render.draw_label = real
    assert calls == []
    assert wrong_in(image, cell_rect(square, 9, 12), options)


def wrong_in(image: QImage, rect: QRectF, options: RenderOptions) -> bool:
    return QColor(options.palette.colour("wrong")).rgb() in _pixels(image, rect)
