"""A quadruple's circle on a 16 x 16 board holding numbers 10-16: four of them are drawn as
tall as the board's own pencil marks (they were about two thirds of that, squeezed into the
9 x 9 circle), in two rows, inside the circle. A circle with digits 1-9 only (every 9 x 9
board's), or a lone 10-16, is drawn as before."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

import str8ts_gui.gui.draw.sudoku_variants.quadruple as quadruple_drawing
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw.sudoku_variants import Canvas
from str8ts_gui.gui.board.render import RenderOptions
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple, corner_cells

from gui_helpers import render, rows_of_ink

SIDE = 700  # a 16 x 16 grid of cells about 40 pixels: the least the window gives it


def board(n: int, quads, **state):
    puzzle = new_puzzle(n).replace(constraints=tuple(Quadruple(corner_cells(r, c, n), v) for r, c, v in quads))
    return PlayState.new(puzzle).replace(**state) if state else PlayState.new(puzzle)


def dark(image, x: int, y: int) -> bool:
    return QColor(image.pixel(x, y)).lightness() < 160


def circle_ink(image, centre: QPointF, inside: float) -> set[tuple[int, int]]:
    """The dark pixels less than ``inside`` from ``centre`` (the numbers: the circle's white
    fill covers the grid lines there)."""
    return {
        (x, y)
        for y in range(int(centre.y() - inside), int(centre.y() + inside) + 2)
        for x in range(int(centre.x() - inside), int(centre.x() + inside) + 2)
        if math.hypot(x + 0.5 - centre.x(), y + 0.5 - centre.y()) < inside and dark(image, x, y)
    }


def test_four_two_digit_values_are_as_tall_as_the_pencil_marks(qtbot) -> None:
    n = 16
    state = board(n, [(3, 3, (10, 12, 14, 16))])
    image, square = render(state, RenderOptions(), side=SIDE, background="#ffffff")
    image.save("/tmp/padfix/quad16_four.png")
    cell = square.width() / n
    assert 38 <= cell <= 44
    canvas = Canvas(square, cell, state, RenderOptions())
    centre, outer = quadruple_drawing.circle_footprint(canvas, state.puzzle.constraints[0])
    ink = circle_ink(image, centre, outer - canvas.px(0.02) - 1)
    rows = rows_of_ink(ink)
    assert len(rows) == 2  # "10 12" over "14 16"

    # the board's own pencil marks (candidates 10 and 16 in an empty cell), for scale
    marked = board(n, [], marks=tuple((1 << 10) | (1 << 16) if i == 0 else 0 for i in range(n * n)))
    marks_image, marks_square = render(marked, RenderOptions(), side=SIDE, background="#ffffff")
    box = QRectF(marks_square.left() + 3, marks_square.top() + 3, cell - 6, cell - 6)
    mark_ink = {
        (x, y) for y in range(int(box.top()), int(box.bottom())) for x in range(int(box.left()), int(box.right()))
        if dark(marks_image, x, y)
    }
    mark_rows = rows_of_ink(mark_ink)
    mark_high = max(last - first + 1 for first, last in mark_rows)
    for first, last in rows:
        assert last - first + 1 >= mark_high, (rows, mark_rows)
    # each row's two numbers stand apart: a gap wider than the one between a number's digits
    for first, last in rows:
        xs = sorted({x for x, y in ink if first <= y <= last})
        gaps = sorted(b - a - 1 for a, b in zip(xs, xs[1:]) if b - a > 1)
        assert len(gaps) >= 3 and gaps[-1] >= 2 and gaps[-1] > gaps[-2], (first, gaps)


def test_circles_with_digits_1_to_9_keep_their_drawing(qtbot, monkeypatch) -> None:
    def wide(*_args, **_kwargs):
        raise AssertionError("drawn as a circle with a number 10-16")

    monkeypatch.setattr(quadruple_drawing, "_draw_wide", wide)
    for n, quads in ((9, [(0, 0, (1, 2, 3, 4)), (2, 2, (5, 9)), (4, 4, (7,)), (6, 6, (1, 1, 8))]), (16, [(8, 8, (1, 2, 3, 9)), (10, 10, (13,))])):
        state = board(n, quads)
        image, square = render(state, RenderOptions(), side=540, background="#ffffff")
        canvas = Canvas(square, square.width() / n, state, RenderOptions())
        for q in state.puzzle.constraints:
            _at, r = quadruple_drawing.circle_footprint(canvas, q)
            assert r == canvas.cell * quadruple_drawing.RADIUS + canvas.px(0.02) / 2
        assert not image.isNull()
