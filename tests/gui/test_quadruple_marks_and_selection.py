"""Marks over the cells' edges and corners and what is drawn after them (a reviewer's findings):
a quadruple's circle on the corner where four cells meet sat under the corner marks of those
cells (the marks drawn over its digits, neither legible), and a selected cell's outline, drawn
last along its unselected sides, covered the half of a Kropki dot, an X or V or a quadruple's
circle standing on that side (the dot looked cut in half)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board import render as board
from str8ts_gui.gui.board import pencil_marks
from str8ts_gui.gui.draw import corner_reach, marks_again
from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect
from str8ts_gui.gui.board.pencil_marks import note_ink
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple, corner_cells
from str8ts_gui.kinds.sudoku.variants.xv import XV

from gui_helpers import pixels, render


@pytest.fixture(autouse=True)
def _app(qapp):
    """Drawing text needs the application (fonts)."""
    return qapp


def draw(state: PlayState, options: RenderOptions, side: int) -> QImage:
    return render(state, options, side, background="white")[0]


def at(r: int, c: int, n: int = 9) -> int:
    return (r - 1) * n + c - 1


def circle(square: QRectF, n: int, quad: Quadruple) -> tuple[QPointF, float]:
    """The quadruple's circle as drawn: its centre and its radius with the outline."""
    cell = square.width() / n
    a, d = cell_rect(square, n, quad.cells[0]), cell_rect(square, n, quad.cells[3])
    return QPointF((a.center().x() + d.center().x()) / 2, (a.center().y() + d.center().y()) / 2), cell * 0.3 + max(1.0, cell * 0.02) / 2


def distance(rect: QRectF, point: QPointF) -> float:
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return math.hypot(dx, dy)


# -- corner marks and a quadruple's circle ------------------------------------------------------------
QUADS = (Quadruple(corner_cells(2, 2, 9), (1, 2, 5, 8)), Quadruple(corner_cells(5, 6, 9), (3,)))


@pytest.mark.parametrize("side", [280, 420, 560, 840])
@pytest.mark.parametrize("count", range(1, 10))
def test_corner_marks_keep_clear_of_a_quadruples_circle(side: int, count: int) -> None:
    """Every cell beside a quadruple (one of its four corners under the circle) with 1 to 9
    corner marks: each mark (or row of marks) is laid out with its ink clear of the circle, every
    digit still there; the circle is drawn as on a board without the marks."""
    puzzle = new_puzzle(9).replace(constraints=QUADS)
    cells = sorted(i for q in QUADS for i in q.cells)
    corner = digits_mask(range(1, count + 1))
    state = PlayState.new(puzzle).replace(corner=tuple(corner if i in cells else 0 for i in range(81)))
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    options = RenderOptions(selected=None)
    reach = corner_reach(square, cell, state, options)
    assert sorted(reach) == cells
    for q in QUADS:
        centre, radius = circle(square, 9, q)
        for i in q.cells:
            notes = pencil_marks._note_layout(cell_rect(square, 9, i), cell, state, i, None, 0, False, True, None, corners=reach[i])
            assert sorted(d for note in notes for d in note.digits) == list(range(1, count + 1))
            for note in notes:
                assert distance(note_ink(note), centre) > radius, (i, note.text)
    plain = draw(PlayState.new(puzzle), options, side)
    marked = draw(state, options, side)
    for q in QUADS:
        centre, radius = circle(square, 9, q)
        inside = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius).adjusted(-0.5, -0.5, 0.5, 0.5)
        assert pixels(marked, inside) == pixels(plain, inside)


def test_a_blocked_corner_hands_its_mark_to_the_middle_of_its_side() -> None:
    """Four corner marks in a cell whose bottom-right corner is under a circle: 1 and 2 along the
    top, 3 and 4 along the foot (the 4 at its middle), still read in order."""
    puzzle = new_puzzle(9).replace(constraints=(QUADS[0],))
    i = QUADS[0].cells[0]
    state = PlayState.new(puzzle).replace(corner=tuple(digits_mask((1, 2, 3, 4)) if k == i else 0 for k in range(81)))
    square = board_square(QRectF(0, 0, 540, 540), 9)
    cell = square.width() / 9
    r = cell_rect(square, 9, i)
    reach = corner_reach(square, cell, state, RenderOptions())[i]
    assert reach[3] > 0 and reach[:3] == (0, 0, 0)
    notes = pencil_marks._note_layout(r, cell, state, i, None, 0, False, True, None, corners=reach)
    where = {note.digits[0]: note.box.center() for note in notes}
    assert where[1].y() == where[2].y() < where[3].y() == where[4].y()
    assert where[1].x() < where[2].x() and where[3].x() < where[4].x() < r.center().x() + 1


def test_boards_without_a_quadruple_have_no_circles() -> None:
    for puzzle in (new_puzzle(9), new_puzzle(9).replace(constraints=(KropkiDot((0, 1), True), XV((2, 3), 10)))):
        state = PlayState.new(puzzle)
        assert corner_reach(QRectF(0, 0, 540, 540), 60.0, state, RenderOptions()) == {}


# -- the selection's outline and the marks on its cells' edges and corners ---------------------------
def letter_rect(square: QRectF, cell: float, state: PlayState, xv: XV) -> QRectF:
    """The box of an X or V's ink (its footprint less the halo)."""
    from str8ts_gui.gui.draw.sudoku_variants import Canvas
    from str8ts_gui.gui.draw.sudoku_variants.xv import letter_footprint

    halo = max(1.0, cell * 0.07) / 2
    return letter_footprint(Canvas(square, cell, state, RenderOptions()), xv).adjusted(halo + 1, halo + 1, -halo - 1, -halo - 1)


MARKS = (
    KropkiDot((at(5, 2), at(5, 3)), True), KropkiDot((at(5, 5), at(6, 5)), False), XV((at(7, 7), at(7, 8)), 10),
    XV((at(3, 7), at(4, 7)), 5), Quadruple(corner_cells(1, 1, 9), (1, 2, 5, 8)),
)


@pytest.mark.parametrize("side", [280, 540, 810])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("pencil", [False, True], ids=["solid", "dashed"])
def test_marks_on_a_selected_cells_edges_read_whole(monkeypatch, side: int, dark: bool, pencil: bool) -> None:
    """The cells beside a black and a white dot, an X and a V and a quadruple selected alone: each
    mark is drawn as without the selection's outline (its disc, the letter's ink, the circle and
    its digits), and the outline still runs along the rest of those sides."""
    puzzle = new_puzzle(9).replace(constraints=MARKS)
    state = PlayState.new(puzzle)
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    palette = RenderOptions(dark=dark).palette
    band = QColor(palette.colour("select_outline")).rgb()
    for mark in MARKS:
        selected = mark.cells[0]
        options = RenderOptions(selected=selected, dark=dark, pencil_mode=pencil)
        with monkeypatch.context() as m:
            m.setattr(board, "_draw_selection", lambda *args, **kwargs: None)
            plain = draw(state, options, side)  # (the cell's colour as selected, no outline)
        picture = draw(state, options, side)
        box = cell_rect(square, 9, selected)
        if isinstance(mark, KropkiDot):
            a, b = (cell_rect(square, 9, k).center() for k in mark.cells)
            centre, r = (a + b) / 2, cell * 0.145
            inside = QRectF(centre.x() - r * 0.6, centre.y() - r * 0.6, r * 1.2, r * 1.2)
            assert pixels(picture, inside) == pixels(plain, inside), mark
            middle = QRectF(centre.x() - r * 0.4, centre.y() - r * 0.4, r * 0.8, r * 0.8)
            fill = QColor(palette.colour("kropki_black" if mark.black else "kropki_white")).rgb()
            assert set(pixels(picture, middle)) == {fill}, mark
        elif isinstance(mark, Quadruple):
            centre, r = circle(square, 9, mark)
            inside = QRectF(centre.x() - r * 0.7, centre.y() - r * 0.7, r * 1.4, r * 1.4)
            assert pixels(picture, inside) == pixels(plain, inside), mark
        else:
            ink = QColor(palette.colour("xv")).rgb()
            # the letter's ink (where the thick box border under the V, of the same colour, ends)
            around = letter_rect(square, cell, state, mark)
            was = [p == ink for p in pixels(plain, around)]
            now = [p == ink for p in pixels(picture, around)]
            assert sum(was) > 4 and was == now, mark
        # the outline is there all round the cell, beside the mark too
        width = board._selection_width(cell)
        for side_band in (QRectF(box.left(), box.top(), box.width(), width), QRectF(box.left(), box.top(), width, box.height()),
                          QRectF(box.left(), box.bottom() - width, box.width(), width), QRectF(box.right() - width, box.top(), width, box.height())):
            assert pixels(picture, side_band).count(band) >= (width - 1) * cell * (0.3 if pencil else 0.45), (mark, side_band)


def test_boards_without_marks_on_edges_have_none_to_draw_again() -> None:
    from str8ts_gui.kinds.str8ts.formats import parse_line

    line = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
    for puzzle in (new_puzzle(9), parse_line(line)):
        assert marks_again(QRectF(0, 0, 540, 540), 60.0, PlayState.new(puzzle), RenderOptions()) == []
    found = marks_again(QRectF(0, 0, 540, 540), 60.0, PlayState.new(new_puzzle(9).replace(constraints=MARKS)), RenderOptions())
    assert len(found) == len(MARKS)
