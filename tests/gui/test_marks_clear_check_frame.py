"""Pencil marks in a selected cell that Check framed in red (the frame runs just inside the
selection's outline) stand inside the frame, clear of it, as marks stand inside a cage's outline;
cells that are not selected, or have no frame, are drawn exactly as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.board import render
from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.board.render import RenderOptions, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def full(n: int) -> int:
    return sum(1 << d for d in range(1, n + 1))


def state_with(n: int, cell: int, how: str, caged: bool = False) -> PlayState:
    """An empty n x n Sudoku whose cell ``cell`` holds every mark of one kind: corner marks,
    centre marks, both, or the positional candidates; ``caged``: in a cage with a sum."""
    puzzle = new_puzzle(n)
    if caged:
        puzzle = puzzle.replace(constraints=(KillerCage((cell, cell + 1), 3),))
    count = n * n
    corner, centre, marks = [0] * count, [0] * count, [0] * count
    if how in ("corner", "both"):
        corner[cell] = full(n)
    if how in ("centre", "both"):
        centre[cell] = full(n) if how == "centre" else 0b111100
    if how == "candidates":
        marks[cell] = full(n)
    return PlayState(puzzle, (0,) * count, tuple(marks), tuple(corner), tuple(centre))


def drawn(state: PlayState, options: RenderOptions, side: int) -> tuple[QImage, QRectF]:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#202020" if options.dark else "#ffffff"))
    painter = QPainter(image)
    try:
        square = render_board(painter, QRectF(0, 0, side, side), state, options)
    finally:
        painter.end()
    return image, square


def frame_inside(image: QImage, box: QRect, red: str) -> QRect:
    """The part of ``box`` inside its red frame: from the middle of each side, past the red."""
    red_rgb = QColor(red).rgb()
    mid_x, mid_y = box.center().x(), box.center().y()

    def last_red(points) -> int:
        seen = None
        for k, (x, y) in enumerate(points):
            if image.pixel(x, y) == red_rgb:
                seen = k
            elif seen is not None:
                return k
        raise AssertionError("no red frame")

    left = box.left() + last_red([(x, mid_y) for x in range(box.left(), box.right() + 1)])
    right = box.right() - last_red([(x, mid_y) for x in range(box.right(), box.left() - 1, -1)])
    top = box.top() + last_red([(mid_x, y) for y in range(box.top(), box.bottom() + 1)])
    bottom = box.bottom() - last_red([(mid_x, y) for y in range(box.bottom(), box.top() - 1, -1)])
    return QRect(left, top, right - left + 1, bottom - top + 1)


@pytest.mark.parametrize("n, side", [(9, 450), (9, 720), (16, 900), (6, 400)])
@pytest.mark.parametrize("how", ["corner", "centre", "both", "candidates"])
@pytest.mark.parametrize("caged", [False, True])
@pytest.mark.parametrize("dark", [False, True])
def test_marks_in_a_selected_framed_cell_keep_clear_of_the_frame(n, side, how, caged, dark) -> None:
    cell = n + 2  # row 2, column 3: inside the grid
    options = RenderOptions(selected=cell, wrong_marks=frozenset({cell}), dark=dark)
    with_marks, square = drawn(state_with(n, cell, how, caged), options, side)
    without, _ = drawn(state_with(n, cell, "", caged), options, side)
    box = cell_rect(square, n, cell).toAlignedRect()
    inside = frame_inside(without, box, (DARK if dark else LIGHT).wrong)
    ink = [
        (x, y) for y in range(box.top(), box.bottom() + 1) for x in range(box.left(), box.right() + 1)
        if with_marks.pixel(x, y) != without.pixel(x, y)
    ]
    assert len(ink) >= 20, "the marks are drawn"
    # no ink on the frame, nor on the rows and columns of pixels just inside it
    clear = inside.adjusted(2, 2, -2, -2)
    touching = [p for p in ink if not clear.contains(*p)]
    assert not touching, f"marks touch the frame at {touching[:5]} (inside the frame: {inside})"


# Before the fix a Check frame kept no room for the marks: ``_frame_room`` 0 draws as then.
def rendered_as_before(monkeypatch, state, options, side) -> QImage:
    with monkeypatch.context() as m:
        m.setattr(render, "_frame_room", lambda cell, band, width: 0.0)
        return drawn(state, options, side)[0]


def board_full_of_marks(n: int) -> PlayState:
    count = n * n
    kinds = [(full(n), 0, 0), (0, full(n), 0), (0, 0, full(n)), (0b1110, 0b11000, 0)]
    corner, centre, marks = zip(*(kinds[i % 4] for i in range(count)))
    puzzle = new_puzzle(n).replace(constraints=(KillerCage((2 * n, 2 * n + 1), 7),))
    return PlayState(puzzle, (0,) * count, marks, corner, centre)


@pytest.mark.parametrize("n", [9, 16])
@pytest.mark.parametrize("dark", [False, True])
def test_cells_not_both_selected_and_framed_are_drawn_as_before(monkeypatch, n, dark) -> None:
    state = board_full_of_marks(n)
    everything, half, others = frozenset(range(n * n)), frozenset(range(0, n * n, 2)), frozenset(range(1, n * n, 2))
    for side in (300, 541):
        drawn(state, RenderOptions(dark=dark), side)  # (Qt's first drawing of a text size differs a little)
        for options in (
            RenderOptions(dark=dark),  # nothing framed or selected
            RenderOptions(wrong_marks=half, wrong=frozenset({3}), dark=dark),  # framed, not selected
            RenderOptions(selection=everything, dark=dark),  # selected, not framed
            RenderOptions(selection=others, wrong_marks=half, pencil_mode=True, dark=dark),  # the two apart
            RenderOptions(selected=1, wrong_marks=frozenset({0, 2}), focus_digit=2, dark=dark),
        ):
            assert drawn(state, options, side)[0] == rendered_as_before(monkeypatch, state, options, side)
        # the cells that are both are drawn anew, and they alone
        options = RenderOptions(selection=half, wrong_marks=half, dark=dark)
        now, square = drawn(state, options, side)
        before = rendered_as_before(monkeypatch, state, options, side)
        changed = set()
        for y in range(side):
            for x in range(side):
                if now.pixel(x, y) != before.pixel(x, y):
                    cell = square.width() / n
                    changed.add(int((y - square.top()) // cell) * n + int((x - square.left()) // cell))
        assert changed and changed <= half
