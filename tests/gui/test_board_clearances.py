"""The board's drawing keeps its parts apart (found in a screenshot audit): pencil marks inside a
killer cage's dashed outline and clear of its sum, two-digit givens and entries clear of the
grid lines, the selection's outline over a cage's sum's box, and thick region lines that end at the
outer frame without a grey fringe."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw import LABEL_CLEAR, cell_labels, label_ink, label_rect
from str8ts_gui.gui.draw.sudoku_variants.killer import INSET, LINE, cage_segments
from str8ts_gui.gui.board.render import RenderOptions, board_margin, board_square, cell_rect, render_board
from test_marks_and_selection import _render as render_to_image

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"
draw = render_to_image  # (state, options, side): the board drawn on white



def changed_in(a: QImage, b: QImage, rect: QRectF) -> list[tuple[int, int]]:
    """The pixels whose centres lie in ``rect`` that differ between two images."""
    import math

    xs = range(max(0, math.ceil(rect.left() - 0.5)), min(a.width(), math.floor(rect.right() - 0.5) + 1))
    ys = range(max(0, math.ceil(rect.top() - 0.5)), min(a.height(), math.floor(rect.bottom() - 0.5) + 1))
    return [(x, y) for y in ys for x in xs if a.pixel(x, y) != b.pixel(x, y)]


def killer_states():
    """The first killer Sudoku of the sample file with every candidate shown, and with corner and
    centre marks (several, many, in every open cell)."""
    puzzle = load_documents(PUZZLES / "sudoku-variants.txt")[0].puzzle
    assert any(c.rule == "killer" for c in puzzle.constraints)
    state = PlayState.new(puzzle)
    marks = [m if state.is_open(i) else 0 for i, m in enumerate(kind_of(puzzle).basic_candidates(puzzle, state.values()))]
    corner, centre = list(state.corner), list(state.centre)
    for k, i in enumerate(i for i in range(puzzle.cell_count) if state.is_open(i)):
        many = 0b1111111110 if k % 4 < 2 else 0b0000101110
        (corner if k % 2 else centre)[i] = many
    return puzzle, [state.replace(marks=marks), state.replace(corner=corner, centre=centre)]


@pytest.mark.parametrize("side", [300, 450, 701])
def test_pencil_marks_stay_inside_a_cages_dashed_outline_and_clear_of_its_sum(qapp, side) -> None:
    """Candidates, corner and centre marks: no pixel of a mark falls on a cage's dashed outline
    (the band the pen covers, inset in the cage's cells) or on the box of a cage's sum."""
    puzzle, states = killer_states()
    for state in states:
        with_marks, without = draw(state, RenderOptions(), side), draw(state, RenderOptions(show_marks=False), side)
        assert with_marks != without  # the marks were drawn
        square = board_square(QRectF(0, 0, side, side), puzzle.size, puzzle.height, board_margin(puzzle))
        cell = square.width() / puzzle.size
        half = max(1.0, cell * LINE) / 2
        bands = []
        for cage in puzzle.constraints:
            if cage.rule == "killer":
                horizontal, vertical = cage_segments(cage.cells, puzzle.size, puzzle.height, cell, cell * INSET, square.left(), square.top())
                bands += [QRectF(x1, y - half, x2 - x1, 2 * half) for y, x1, x2 in horizontal]
                bands += [QRectF(x - half, y1, 2 * half, y2 - y1) for x, y1, y2 in vertical]
        bands += [label_rect(cell_rect(square, puzzle.size, i), cell, text) for i, text in cell_labels(puzzle).items()]
        on_lines = sorted({p for band in bands for p in changed_in(with_marks, without, band)})
        assert on_lines == [], f"{len(on_lines)} mark pixels on a cage's outline or sum, first {on_lines[:5]}"


def ink_box(a: QImage, b: QImage, rect: QRectF) -> QRectF | None:
    """The bounding box of the pixels in ``rect`` that differ between two images."""
    hits = changed_in(a, b, rect)
    if not hits:
        return None
    xs, ys = [x for x, _ in hits], [y for _, y in hits]
    return QRectF(min(xs), min(ys), max(xs) + 1 - min(xs), max(ys) + 1 - min(ys))


@pytest.mark.parametrize("side", [350, 600, 901])
def test_two_digit_givens_and_entries_keep_a_margin_in_their_cell(qapp, side) -> None:
    """On a 16 x 16 board every given and entry of 10 to 16, bold or not, stands inside its cell
    with at least a tenth of the cell free on the left and right, so neighbours never read as
    one number; a digit below 10 is drawn as large as before (the same pixels)."""
    from str8ts_gui.core.kind import get_kind

    empty = get_kind("sudoku").empty(16)
    clues = [0] * empty.cell_count
    for d in range(1, 17):
        clues[d - 1] = d  # the givens along the top row
    puzzle = empty.replace(clues=tuple(clues))
    state = PlayState.new(puzzle)
    entries = [0] * puzzle.cell_count
    for d in range(1, 17):
        entries[16 * 2 + d - 1] = d  # the entries along the third row
    state = state.replace(entries=tuple(entries))
    bare = draw(PlayState.new(empty), RenderOptions(), side)
    shown = draw(state, RenderOptions(), side)
    square = board_square(QRectF(0, 0, side, side), 16)
    cell = square.width() / 16
    for i in [*range(16), *range(32, 48)]:
        box = cell_rect(square, 16, i)
        ink = ink_box(shown, bare, box)
        assert ink is not None
        digit = i % 16 + 1
        if digit >= 10:
            margin = cell * 0.1
            assert ink.left() >= box.left() + margin and ink.right() <= box.right() - margin, (digit, i, ink, box)
    # a single digit: as large as before (its ink over half the cell high)
    assert ink_box(shown, bare, cell_rect(square, 16, 7)).height() > cell * 0.4


@pytest.mark.parametrize("side", [350, 600, 901])
def test_two_digit_givens_and_entries_keep_clear_of_a_cages_outline(qapp, side) -> None:
    """On a 16 x 16 killer every given and entry of 10 to 16 inside a cage stays off its dashed
    outline (they touched it: the outline runs inside the cell, where a plain cell's digits of two
    have room), and so does the solution an export draws."""
    from str8ts_gui.core.kind import get_kind
    from str8ts_gui.gui.files.export import paint_board
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    empty = get_kind("sudoku").empty(16)
    cages = tuple(KillerCage((16 * r + c, 16 * r + c + 1)) for r in (0, 2, 4) for c in range(0, 16, 2))
    clues = [0] * empty.cell_count
    for d in range(1, 17):
        clues[d - 1] = d  # givens along the top row
    puzzle = empty.replace(clues=tuple(clues), constraints=cages)
    entries = [0] * puzzle.cell_count
    for d in range(1, 17):
        entries[16 * 2 + d - 1] = d  # entries along the third row
    state = PlayState.new(puzzle).replace(entries=tuple(entries))
    solution = [0] * puzzle.cell_count
    for d in range(1, 17):
        solution[16 * 4 + d - 1] = d  # and a solution's digits along the fifth (the rest drawn empty)
    square = board_square(QRectF(0, 0, side, side), 16, 16, board_margin(puzzle))
    cell = square.width() / 16
    half = max(1.0, cell * LINE) / 2
    bands = []
    for cage in cages:
        horizontal, vertical = cage_segments(cage.cells, 16, 16, cell, cell * INSET, square.left(), square.top())
        bands += [QRectF(x1, y - half, x2 - x1, 2 * half) for y, x1, x2 in horizontal]
        bands += [QRectF(x - half, y1, 2 * half, y2 - y1) for x, y1, y2 in vertical]
    blank = PlayState.new(puzzle.replace(clues=(0,) * puzzle.cell_count))

    def exported(with_solution: bool) -> QImage:
        image = QImage(side, side, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        got = paint_board(painter, QRectF(0, 0, side, side), blank, solution=solution if with_solution else None)
        painter.end()
        assert got == square  # the same board square as the window's drawing
        return image

    pairs = [(draw(state, RenderOptions(), side), draw(blank, RenderOptions(), side), 2), (exported(True), exported(False), 4)]
    inner = cell * (INSET + LINE / 2)  # from a cell's edge to the inner side of the outline's pen
    for image, bare, row in pairs:
        on_lines = sorted({p for band in bands for p in changed_in(image, bare, band)})
        assert on_lines == [], f"{len(on_lines)} digit pixels on a cage's outline, first {on_lines[:5]}"
        gaps = []
        for i in range(16 * row + 9, 16 * row + 16):  # 10 to 16, each in a cage
            box = cell_rect(square, 16, i)
            ink = ink_box(image, bare, box.adjusted(inner, inner, -inner, -inner))
            assert ink is not None  # drawn
            gaps += [ink.left() - (box.left() + inner), box.right() - inner - ink.right()]
        assert min(gaps) >= cell * 0.05, (row, min(gaps), cell)  # clear of the dashes (they were 0.04 cell off)


@pytest.mark.parametrize("side", [300, 450, 701])
@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("pencil", [False, True])
def test_the_selection_outline_runs_over_a_cage_sum_box_but_its_digits(qapp, side, dark, pencil) -> None:
    """The selected cell holding a cage's sum: its outline's band along the top and left edges
    is the outline's colour all along the sum's box (solid, or the first dash of each side while
    digits write marks), drawn over the box that knocks the cage's line out behind the sum, but
    for the sum's digits and a pixel around them, drawn over the band's inner two thirds (see
    test_drawing_polish_cage_sum)."""
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    puzzle = new_puzzle(9).replace(constraints=(KillerCage((10, 11, 19), 23),))
    options = RenderOptions(selected=10, dark=dark, pencil_mode=pencil)
    image = draw(PlayState.new(puzzle), options, side)
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    box = cell_rect(square, 9, 10)
    label = label_rect(box, cell, "23")
    band = max(2.0, float(round(cell * 0.08)))
    reach = box.width() / 7 if pencil else label.right() - box.left()
    down = box.height() / 7 if pencil else label.bottom() - box.top()
    outline = QColor(options.palette.select_outline).rgb()
    clear = max(1.0, cell * LABEL_CLEAR)
    keep = max(1.0, band // 3)  # the band's outer third runs on above the digits too
    digits = label_ink(box, cell, "23").adjusted(-clear, -clear, clear, clear) & box.adjusted(keep, keep, -keep, -keep)

    def beside(x: int, y: int) -> bool:
        return not QRectF(x, y, 1, 1).intersects(digits)

    top = {image.pixel(x, y) for y in range(int(box.top()), int(box.top() + band)) for x in range(int(box.left()), int(box.left() + reach)) if beside(x, y)}
    left = {image.pixel(x, y) for x in range(int(box.left()), int(box.left() + band)) for y in range(int(box.top()), int(box.top() + down)) if beside(x, y)}
    assert top == {outline} and left == {outline}


def thick_line_boards():
    from str8ts_gui.core.kind import get_kind

    sudoku = get_kind("sudoku")
    suguru = load_documents(PUZZLES / "suguru-library.txt")[0].puzzle
    return [sudoku.empty(4), sudoku.empty(6), sudoku.empty(9), suguru]


@pytest.mark.parametrize("side", [200, 320, 333, 380, 451, 520])
def test_thick_region_lines_end_at_the_frame_and_have_no_grey_fringe(qapp, side) -> None:
    """Sudoku boxes (4 x 4, 6 x 6, 9 x 9) and Suguru regions: nothing of a thick line shows
    outside the outer frame (the rows and columns just outside it are the background all along),
    and beside a thick line, half a cell from any crossing, the pixels are the cell's own white
    (not the grey of a line's half-covered edge or of the thin grid line under it)."""
    background = QColor("#123456").rgb()
    white = QColor(RenderOptions().palette.cell).rgb()
    for puzzle in thick_line_boards():
        image = QImage(side, side, QImage.Format.Format_RGB32)
        image.fill(background)
        painter = QPainter(image)
        square = render_board(painter, QRectF(0, 0, side, side), PlayState.new(puzzle))
        painter.end()
        w, h = puzzle.size, puzzle.height
        cell = square.width() / w
        mid_x, mid_y = int(square.left() + cell / 2), int(square.top() + cell / 2)
        # the frame's reach, measured half a cell from the corner (no region line there)
        top = next(y for y in range(mid_y, -1, -1) if image.pixel(mid_x, y) == background)
        left = next(x for x in range(mid_x, -1, -1) if image.pixel(x, mid_y) == background)
        low_y = int(square.bottom() - cell / 2)
        bottom = next(y for y in range(low_y, side) if image.pixel(mid_x, y) == background)
        right_x = int(square.right() - cell / 2)
        right = next(x for x in range(right_x, side) if image.pixel(x, mid_y) == background)
        across = range(left, right + 1)
        down = range(top, bottom + 1)
        outside = [(x, top) for x in across] + [(x, bottom) for x in across] + [(left, y) for y in down] + [(right, y) for y in down]
        assert [p for p in outside if image.pixel(*p) != background] == [], (puzzle.kind, w, side)
        # beside each thick line: the first pixels either side of its dark run are white
        dark = QColor(RenderOptions().palette.box_line).rgb()
        for r in range(h):
            y = int(square.top() + (r + 0.5) * cell)
            for c in range(1, w):
                x = int(square.left() + c * cell)
                if image.pixel(x, y) != dark:
                    continue  # a thin line here
                a = x
                while image.pixel(a - 1, y) == dark:
                    a -= 1
                b = x
                while image.pixel(b + 1, y) == dark:
                    b += 1
                assert (image.pixel(a - 1, y), image.pixel(b + 1, y)) == (white, white), (puzzle.kind, w, side, r, c)
        for c in range(w):
            x = int(square.left() + (c + 0.5) * cell)
            for r in range(1, h):
                y = int(square.top() + r * cell)
                if image.pixel(x, y) != dark:
                    continue
                a = y
                while image.pixel(x, a - 1) == dark:
                    a -= 1
                b = y
                while image.pixel(x, b + 1) == dark:
                    b += 1
                assert (image.pixel(x, a - 1), image.pixel(x, b + 1)) == (white, white), (puzzle.kind, w, side, r, c)
