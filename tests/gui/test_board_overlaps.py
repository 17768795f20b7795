"""Things the board draws one over another that hid each other (a reviewer's screenshots): the
orange ring around a clue that breaks a rule ran over a killer cage's sum in the cell's corner
("20" crossed by the ring), and a Kropki dot or an XV letter on a cell's edge covered the pencil
marks drawn at the middle of that edge (the 6 of r3c1 and the 4 of r3c2 under a black dot)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.draw import label_ink
from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect

from gui_helpers import pixels, render
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.xv import XV


@pytest.fixture(autouse=True)
def _app(qapp):
    """Drawing text needs the application (fonts)."""
    return qapp


def draw(state: PlayState, options: RenderOptions, side: int) -> QImage:
    return render(state, options, side, background="white")[0]


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
    from str8ts_gui.gui.board import render

    puzzle = new_puzzle(9).replace(constraints=(KillerCage((30, 31), 9),), clues=(9, 9) + (0,) * 79)
    calls = []
    real = render.draw_label_again
    monkeypatch.setattr(render, "draw_label_again", lambda *a, **k: calls.append(a) or real(*a, **k))
    draw(PlayState.new(puzzle), RenderOptions(conflict=frozenset({0, 1})), 450)
    assert calls == []
    draw(PlayState.new(puzzle), RenderOptions(conflict=frozenset({30})), 450)
    assert len(calls) == 1


# -- marks on the cells' edges and the pencil marks ---------------------------------------------------
def edge_board(n: int):
    """A Sudoku of ``n`` x ``n`` with marks on edges: a black dot between r3c1 and r3c2 and a white
    one between r3c2 and r3c3 (a cell with dots on both sides), a black dot with a 3 under r3c5,
    an X under r5c5 and a V right of it, a white dot and an X sharing the edge of r7c7 and r7c8."""
    def at(r: int, c: int) -> int:
        return (r - 1) * n + c - 1

    rules = (
        KropkiDot((at(3, 1), at(3, 2)), True), KropkiDot((at(3, 2), at(3, 3)), False),
        KropkiDot((at(3, 5), at(4, 5)), True, 3),
        XV((at(5, 5), at(6, 5)), 10), XV((at(5, 5), at(5, 6)), 5),
        KropkiDot((at(7, 7), at(7, 8)), False), XV((at(7, 7), at(7, 8)), 10),
    )
    cells = sorted({i for rule in rules for i in rule.cells})
    return new_puzzle(n).replace(constraints=rules), cells


def with_notes(state: PlayState, cells, corner: int, centre: int) -> PlayState:
    count = state.puzzle.cell_count
    return state.replace(
        corner=tuple(corner if i in cells else 0 for i in range(count)),
        centre=tuple(centre if i in cells else 0 for i in range(count)),
    )


def edge_marks(state: PlayState, side: int, options: RenderOptions):
    from str8ts_gui.gui.draw.sudoku_variants import edge_footprints

    puzzle = state.puzzle
    square = board_square(QRectF(0, 0, side, side), puzzle.size)
    found = edge_footprints(square, square.width() / puzzle.size, state, options)
    return {(r.x(), r.y(), r.width(), r.height()): QRectF(r) for rects in found.values() for r in rects}.values()


CASES = [(9, 360), (9, 540), (9, 900), (16, 720), (16, 1000)]


@pytest.mark.parametrize("n,side", CASES)
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("what", ["candidates", "pattern", "notes"])
def test_pencil_marks_keep_clear_of_dots_and_letters_on_the_edges(n: int, side: int, dark: bool, what: str) -> None:
    """Every candidate of the cells beside a dot or an X or V (or corner marks at the middles of
    their sides and a row of centre marks): the dot or letter is drawn as on a board without
    pencil marks, a pixel around it too; the marks moved in on those sides (a step's discs too)."""
    puzzle, cells = edge_board(n)
    empty = PlayState.new(puzzle)
    every = digits_mask(range(1, n + 1))
    options = RenderOptions(selected=None, dark=dark)
    if what == "notes":
        state = with_notes(empty, cells, digits_mask(range(1, 9)), digits_mask(range(n - 4, n + 1)))
    else:
        state = empty.replace(marks=tuple(every if i in cells else 0 for i in range(puzzle.cell_count)))
        if what == "pattern":
            options = RenderOptions(selected=None, dark=dark, pattern={i: every for i in cells}, hint_cells=frozenset(cells))
    plain = draw(empty, RenderOptions(**{k: getattr(options, k) for k in ("selected", "dark", "hint_cells")}), side)
    marked = draw(state, options, side)
    footprints = list(edge_marks(state, side, options))
    assert len(footprints) == 7
    for where in footprints:
        around = where.adjusted(-0.5, -0.5, 0.5, 0.5)  # (the pixels whose middles are a pixel from it, or nearer)
        assert pixels(marked, around) == pixels(plain, around), where
    # the dots' discs themselves: their own colour only (no digit drawn over them)
    palette = options.palette
    square = board_square(QRectF(0, 0, side, side), n)
    cell = square.width() / n
    for (a, b), black in (((2 * n, 2 * n + 1), True), ((2 * n + 1, 2 * n + 2), False)):
        centre = (cell_rect(square, n, a).center() + cell_rect(square, n, b).center()) / 2
        r = cell * 0.145 * 0.7
        inside = QRectF(centre.x() - r / 1.5, centre.y() - r / 1.5, 2 * r / 1.5, 2 * r / 1.5)
        fill = QColor(palette.colour("kropki_black" if black else "kropki_white")).rgb()
        assert set(pixels(marked, inside)) == {fill}


@pytest.mark.parametrize("n,side", CASES)
def test_cells_without_a_mark_on_their_edges_are_drawn_as_before(n: int, side: int) -> None:
    puzzle, cells = edge_board(n)
    bare = puzzle.replace(constraints=())
    every = digits_mask(range(1, n + 1))
    marks = tuple(every for _ in range(puzzle.cell_count))
    with_dots = draw(PlayState.new(puzzle).replace(marks=marks), RenderOptions(selected=None), side)
    without = draw(PlayState.new(bare).replace(marks=marks), RenderOptions(selected=None), side)
    square = board_square(QRectF(0, 0, side, side), n)
    near = set(cells) | {j for i in cells for j in (i - 1, i + 1, i - n, i + n)}  # (a dot's edge may touch them)
    for i in range(puzzle.cell_count):
        if i not in near:
            inside = cell_rect(square, n, i).adjusted(2, 2, -2, -2)
            assert pixels(with_dots, inside) == pixels(without, inside), i


@pytest.mark.parametrize("n", [9, 16])
def test_the_candidates_grid_keeps_its_ink_clear_of_the_edges_marks_at_every_size(n: int) -> None:
    """The grid of candidates beside marks on any of a cell's sides, at every cell size from the
    smallest the window keeps to a large one: the ink of each candidate (as the board centres it
    in its box) is the gap clear of them, every box inside the cell; without a mark on its edges
    the grid is the usual one."""
    from PySide6.QtGui import QFontMetricsF

    from str8ts_gui.gui.board.render import _font, _mark_grid, mark_font_px, min_cell_for_marks
    from str8ts_gui.gui.board.pencil_marks import MARK_ROW_FONT, _mark_boxes, _mark_boxes_clear, _mark_ink, edge_gap

    per_row = _mark_grid(n)
    checked = 0
    for cell in range(int(min_cell_for_marks(n)) + 1, 130, 7):
        px = mark_font_px(cell, n)
        ink = _mark_ink(px, n)
        dot = cell * 0.145 + max(1.0, cell * 0.025) / 2
        for labelled in (False, True):
            assert _mark_boxes_clear(float(cell), per_row, 0.0, labelled, (0.0,) * 4, ink) == _mark_boxes(cell, per_row, 0.0, labelled)
            for reach in ((dot, 0, 0, 0), (0, 0, dot, 0), (dot, 0, dot, 0), (0, dot, 0, dot), (dot,) * 4, (0, 0, dot * 1.25, dot)):
                left, top, mini, tall = _mark_boxes_clear(float(cell), per_row, 0.0, labelled, tuple(map(float, reach)), ink)
                assert left > 0 and top > 0 and mini > 0 and tall > 0
                assert left + per_row * mini <= cell + 1e-6 and top + per_row * tall <= cell + 1e-6
                metrics = QFontMetricsF(_font(min(px, tall * MARK_ROW_FONT), False))
                for d in range(1, n + 1):
                    row, col = divmod(d - 1, per_row)
                    mid_x, mid_y = left + (col + 0.5) * mini, top + (row + 0.5) * tall
                    tight = metrics.tightBoundingRect(str(d))
                    half = min(tight.width(), 0.98 * mini) / 2
                    baseline = mid_y - metrics.height() / 2 + metrics.ascent()
                    x0, x1, y0, y1 = mid_x - half, mid_x + half, baseline + tight.top(), baseline + tight.bottom()
                    gap = edge_gap(cell) - 0.01
                    assert reach[0] == 0 or x0 >= reach[0] + gap, (cell, reach, d)
                    assert reach[2] == 0 or x1 <= cell - reach[2] - gap, (cell, reach, d)
                    assert reach[1] == 0 or y0 >= reach[1] + gap, (cell, reach, d)
                    assert reach[3] == 0 or y1 <= cell - reach[3] - gap, (cell, reach, d)
                    checked += 1
    assert checked > 1000
