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
from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect
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
    from str8ts_gui.gui.board import render

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



def _label_ink(box: QRectF, cell: float, text: str) -> QRectF:
    """Where the digits of a cage's sum ``text`` have ink (as the font's metrics tell)."""
    from PySide6.QtGui import QFontMetricsF

    from str8ts_gui.gui.draw import label_font

    metrics = QFontMetricsF(label_font(cell))
    knock = label_rect(box, cell, text)
    return metrics.tightBoundingRect(text).translated(knock.left() + cell * 0.025, knock.top() + metrics.ascent())


def _coverage(colour: int, background: int, ink: int) -> tuple[float, float]:
    """``colour`` as ``ink`` drawn over ``background``: how much of the ink (0 to 1, the colour's
    projection on the line between them) and how far the colour lies off that line (RGB)."""
    c, b, i = (QColor(v).getRgb()[:3] for v in (colour, background, ink))
    d = [x - y for x, y in zip(i, b)]
    t = sum((x - y) * k for x, y, k in zip(c, b, d)) / sum(k * k for k in d)
    off = sum((x - (y + t * k)) ** 2 for x, y, k in zip(c, b, d)) ** 0.5
    return t, off


@pytest.mark.parametrize("side", [200, 250, 300, 360, 450, 540, 701, 900])
@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("pencil", [False, True])
def test_a_selected_cells_outline_leaves_the_cage_sum_readable(qapp, side, dark, pencil) -> None:
    """The selection's outline, a band along the selected cell's edges, ran over the top (and
    the left) one or two pixels of a cage's sum at most board sizes. The sum's digits are drawn
    over it, the band knocked out just around them (as SudokuPad keeps a cage's sum readable
    over the selection): every pixel of the sum's ink as drawn in the cell unselected is the
    same share of the cage's colour over the selected cell's colour; the outline runs on all
    along the rest of the cell's edges and, a third of its width (a pixel at least), above and
    beside the digits too, the notch no larger than the digits' ink and a pixel (1.5 % of a
    cell) around it."""
    state = PlayState.new(new_puzzle(9).replace(constraints=(CAGE,)))
    options = RenderOptions(dark=dark, selected=10, pencil_mode=pencil)
    p = options.palette
    plain = _draw(state, RenderOptions(dark=dark, selected=40), side)
    image = _draw(state, options, side)
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    box = cell_rect(square, 9, 10)
    cage, white, fill, outline = (QColor(c).rgb() for c in (p.cage, p.cell, p.selected, p.select_outline))
    ink = _label_ink(box, cell, "23")
    knock = label_rect(box, cell, "23").toAlignedRect()  # (the sum's box: no cage line in it)
    empty = _draw(PlayState.new(new_puzzle(9)), RenderOptions(dark=dark), side)  # (the grid lines)
    shares = {
        (x, y): _coverage(plain.pixel(x, y), white, cage)[0]
        for y in range(knock.top(), knock.bottom() + 1) for x in range(knock.left(), knock.right() + 1)
        if empty.pixel(x, y) == white
    }
    strong = [xy for xy, share in shares.items() if share >= 0.5]
    assert len(strong) >= 4  # the sum's digits
    hidden = []
    for xy in strong:
        share, off = _coverage(image.pixel(*xy), fill, cage)
        if abs(share - shares[xy]) > 0.15 or off > 20:
            hidden.append(xy)
    assert hidden == [], f"{len(hidden)} of {len(strong)} pixels of the sum's ink hidden, first {hidden[:5]}"
    # the outline: its colour all along the band, but for the digits' ink and the room around it
    band = max(2.0, float(round(cell * 0.08)))
    clear = max(1.0, cell * 0.015)
    keep = max(1.0, band // 3)  # the band's outer third runs on above the digits too
    around = ink.adjusted(-clear, -clear, clear, clear) & box.adjusted(keep, keep, -keep, -keep)
    x0, y0 = int(box.left()), int(box.top())
    top = [(x, y) for y in range(y0, int(y0 + band)) for x in range(x0, int(box.right()))]
    left = [(x, y) for x in range(x0, int(x0 + band)) for y in range(y0, int(box.bottom()))]
    if pencil:  # the dashes: each side in 7 parts, dash-gap-...-dash (their ends' pixels left out)
        def dashed(at: float, start: float) -> bool:
            part = (at - start) / (box.width() / 7)
            return int(part) % 2 == 0 and 0.2 < part % 1 < 0.8

        top = [(x, y) for x, y in top if dashed(x + 0.5, box.left())]
        left = [(x, y) for x, y in left if dashed(y + 0.5, box.top())]
    beside = [xy for xy in top + left if not QRectF(xy[0], xy[1], 1, 1).intersects(around)]
    assert len(beside) >= 4 * band and {image.pixel(x, y) for x, y in beside} == {outline}
