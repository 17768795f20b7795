"""What a review of the Sudoku rule tools found, driven as a user would: a line drawn by a roughly
diagonal drag is diagonal (no staircase of the cells beside it), while straight, L-shaped and
fast drags draw what they did; a click with the Kropki, X, V or Quadruple tool selects the cell
it is in, and a dot a file gives with a value is clicked off by its tool (never silently turned
into a plain one); the board stays put while tools are switched; an f-puzzles drawing's text
without a size is drawn to fit its shape, legibly."""

from __future__ import annotations

import json
import math
import random

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import cell_rect
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.xv import XV

from gui_helpers import grid_square
from gui_helpers import click_cell
from rule_tool_helpers import LEFT, N, between, board_image, click_at, corner, keys, outside, rc, rules, sudoku_edit_window, undo, use

LINE_TOOLS = ("thermo", "slow_thermo", "arrow", "renban", "whispers", "palindrome", "entropic", "between", "region_sum", "zipper")


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


# -- drags as a hand makes them ---------------------------------------------------------------------
def middle(window: MainWindow, index: int) -> QPointF:
    return cell_rect(grid_square(window), N, index).center()


def hand_path(window: MainWindow, cells, offset: float = 0.0, jitter: float = 0.0, steps=(2, 6), seed: int = 1) -> list[QPointF]:
    """The points of a drag through the middles of ``cells`` in turn: a motion event every
    ``steps`` pixels (drawn at random), each ``offset`` pixels to the left of the way (across it)
    plus up to ``jitter`` pixels either side."""
    rng = random.Random(seed)
    points = []
    for a, b in zip(cells, cells[1:]):
        pa, pb = middle(window, a), middle(window, b)
        d = pb - pa
        length = math.hypot(d.x(), d.y())
        across = QPointF(d.y() / length, -d.x() / length)
        walked = 0.0 if not points else rng.uniform(*steps)
        while walked < length:
            side = offset + rng.uniform(-jitter, jitter)
            points.append(pa + d * (walked / length) + across * side)
            walked += rng.uniform(*steps)
    last = middle(window, cells[-1])
    a, b = middle(window, cells[-2]), last
    d = b - a
    length = math.hypot(d.x(), d.y())
    points.append(last + QPointF(d.y() / length, -d.x() / length) * offset)
    return points


def move(window: MainWindow, point: QPointF) -> None:
    board = window.board
    event = QMouseEvent(QEvent.Type.MouseMove, point, QPointF(board.mapToGlobal(point)), Qt.MouseButton.NoButton, LEFT, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(board, event)


def pointer_drag(qtbot, window: MainWindow, points) -> None:
    """Press at the first point, a motion event at each of the others, release at the last."""
    qtbot.mousePress(window.board, LEFT, pos=points[0].toPoint())
    for p in points[1:]:
        move(window, p)
    qtbot.mouseRelease(window.board, LEFT, pos=points[-1].toPoint())


def line_cells(rule) -> tuple[int, ...]:
    return tuple(rule.bulb) + tuple(rule.line) if isinstance(rule, Arrow) else tuple(rule.cells)


def drawn(qtbot, window: MainWindow, points) -> tuple[int, ...]:
    """The cells of the line a drag through ``points`` draws (then undone)."""
    before = rules(window)
    pointer_drag(qtbot, window, points)
    after = rules(window)
    assert len(after) == len(before) + 1, window.status_message()
    undo(qtbot, window)
    return line_cells(after[-1])


DIAGONAL = [rc(k, k) for k in range(1, 6)]


# -- 1. line tools: diagonal drags make diagonal lines ------------------------------------------------
@pytest.mark.parametrize("offset", [1, -1, 3, -3, 5, -5, 8, -8])
def test_a_slightly_off_diagonal_thermometer_drag_is_diagonal(qtbot, window, offset) -> None:
    use(window, "thermo")
    for seed in range(3):
        cells = drawn(qtbot, window, hand_path(window, DIAGONAL, offset=offset, seed=seed))
        assert cells == tuple(DIAGONAL), (offset, seed, cells)


def test_a_wobbly_diagonal_drag_is_diagonal(qtbot, window) -> None:
    use(window, "thermo")
    for seed in range(6):
        cells = drawn(qtbot, window, hand_path(window, DIAGONAL, offset=2, jitter=6, seed=seed))
        assert cells == tuple(DIAGONAL), (seed, cells)


@pytest.mark.parametrize("tool", LINE_TOOLS)
def test_every_line_tool_draws_a_diagonal_drag_diagonally(qtbot, window, tool) -> None:
    use(window, tool)
    way = [rc(9, 1), rc(8, 2), rc(7, 3), rc(6, 4)]  # up and to the right
    assert drawn(qtbot, window, hand_path(window, way, offset=4, jitter=2)) == tuple(way)
    way = [rc(2, 8), rc(3, 7), rc(4, 6), rc(5, 5)]  # down and to the left
    assert drawn(qtbot, window, hand_path(window, way, offset=-6, jitter=2)) == tuple(way)


def test_a_straight_drag_off_the_middle_takes_the_row_or_column(qtbot, window) -> None:
    use(window, "renban")
    row = [rc(5, c) for c in range(1, 10)]
    column = [rc(r, 3) for r in range(9, 0, -1)]
    for offset in (0, 4, -4, 10, -10, 15, -15):
        assert drawn(qtbot, window, hand_path(window, row, offset=offset)) == tuple(row), offset
        assert drawn(qtbot, window, hand_path(window, column, offset=offset, jitter=2)) == tuple(column), offset


def test_a_straight_drag_released_just_inside_its_last_cell_takes_it(qtbot, window) -> None:
    use(window, "whispers")
    sq = grid_square(window)
    cell = sq.width() / N
    y = sq.top() + 4.5 * cell + 8  # row 5, a little below its middle
    points = [QPointF(sq.left() + x * cell, y) for x in (0.5, 1.2, 2.0, 2.8, 3.1)]  # ends 0.1 cell into c4
    assert drawn(qtbot, window, points) == tuple(rc(5, c) for c in range(1, 5))


def test_l_shaped_and_knight_like_drags_keep_their_turns(qtbot, window) -> None:
    use(window, "thermo")
    l_shape = [rc(2, c) for c in range(2, 7)] + [rc(r, 6) for r in range(3, 7)]
    assert drawn(qtbot, window, hand_path(window, l_shape, offset=3, jitter=4)) == tuple(l_shape)
    # straight on, then a diagonal step, and again: the turns of a knight's move
    knight = [rc(5, 1), rc(5, 2), rc(4, 3), rc(4, 4), rc(3, 5), rc(2, 5), rc(1, 6)]
    assert drawn(qtbot, window, hand_path(window, knight, offset=-3, jitter=4)) == tuple(knight)
    use(window, "whispers")
    zigzag = [rc(1, 1), rc(2, 2), rc(1, 3), rc(2, 4), rc(1, 5), rc(2, 6)]
    assert drawn(qtbot, window, hand_path(window, zigzag, offset=5, jitter=3)) == tuple(zigzag)


def test_a_fast_drag_fills_the_cells_it_skips_diagonally(qtbot, window) -> None:
    use(window, "thermo")
    # one motion event from r1c1 to r9c9, a little off the diagonal
    a, b = middle(window, rc(1, 1)), middle(window, rc(9, 9))
    assert drawn(qtbot, window, [a + QPointF(3, 0), b + QPointF(3, 0)]) == tuple(rc(k, k) for k in range(1, 10))
    # a long way across in two events: king steps, never two cells where one step does
    cells = drawn(qtbot, window, [middle(window, rc(1, 1)), middle(window, rc(2, 4)), middle(window, rc(3, 7))])
    assert cells[0] == rc(1, 1) and cells[-1] == rc(3, 7) and len(cells) == 7
    for p, q in zip(cells, cells[1:]):
        assert max(abs(p // N - q // N), abs(p % N - q % N)) == 1
    # along a row in two events
    assert drawn(qtbot, window, [middle(window, rc(3, 1)), middle(window, rc(3, 5)), middle(window, rc(3, 9))]) == tuple(rc(3, c) for c in range(1, 10))


def test_going_back_over_the_last_cell_takes_it_off(qtbot, window) -> None:
    use(window, "arrow")
    row = [rc(1, c) for c in range(1, 5)]
    points = hand_path(window, row + [rc(1, 3)], offset=3)
    assert drawn(qtbot, window, points) == (rc(1, 1), rc(1, 2), rc(1, 3))
    back = DIAGONAL[:3] + [rc(2, 2)]
    assert drawn(qtbot, window, hand_path(window, back, offset=4)) == (rc(1, 1), rc(2, 2))


def test_cages_still_take_every_cell_the_pointer_passes(qtbot, window) -> None:
    use(window, "killer")
    points = hand_path(window, DIAGONAL[:3], offset=6)
    pointer_drag(qtbot, window, points)
    keys(qtbot, window, Qt.Key_Return)
    (cage,) = rules(window)
    assert isinstance(cage, KillerCage)
    under = {window.board.cell_at(p) for p in points}
    assert under <= set(cage.cells) and len(cage.cells) > 3  # the cells beside the diagonal too


def test_a_thermometer_drag_through_cell_middles_is_unchanged(qtbot, window) -> None:
    use(window, "thermo")
    pointer_drag(qtbot, window, [middle(window, i) for i in (rc(1, 1), rc(1, 2), rc(2, 3), rc(3, 3))])
    assert rules(window) == (Thermometer((rc(1, 1), rc(1, 2), rc(2, 3), rc(3, 3))),)


# -- 2. edge and corner tools select the cell clicked; a dot's value is never dropped -----------------
def givens(window: MainWindow) -> dict[int, int]:
    return {i: v for i, v in enumerate(window.controller.session.puzzle.clues) if v}


def near(window: MainWindow, a: int, b: int, towards: int, by: float = 0.15) -> QPointF:
    """A point on the edge between cells ``a`` and ``b``, moved ``by`` of a cell into ``towards``."""
    on = QPointF(between(window, a, b))
    return on + (middle(window, towards) - on) * (by * 2)


@pytest.mark.parametrize("tool", ["kropki_white", "kropki_black", "x", "v"])
def test_an_edge_tool_click_selects_the_cell_on_its_near_side(qtbot, window, tool) -> None:
    click_cell(qtbot, window, rc(2, 2))  # a setter selected r2c2 before
    use(window, tool)
    click_at(qtbot, window, near(window, rc(8, 8), rc(8, 9), rc(8, 8)).toPoint())
    assert len(rules(window)) == 1
    assert window.controller.selection == frozenset({rc(8, 8)})
    keys(qtbot, window, Qt.Key_7)
    assert givens(window) == {rc(8, 8): 7}  # not in r2c2, far away
    # the other side of the line: that cell (and the mark goes again)
    click_at(qtbot, window, near(window, rc(8, 8), rc(8, 9), rc(8, 9)).toPoint())
    assert rules(window) == () and window.controller.selection == frozenset({rc(8, 9)})
    # a click in the middle of a cell draws nothing and selects it, as the other tools do
    click_at(qtbot, window, middle(window, rc(5, 5)).toPoint())
    assert rules(window) == () and window.controller.selection == frozenset({rc(5, 5)})
    assert "line between two cells" in window.status_message()


def test_a_quadruple_click_selects_the_cell_clicked(qtbot, window) -> None:
    click_cell(qtbot, window, rc(2, 2))
    use(window, "quadruple")
    click_at(qtbot, window, corner(window, 6, 6, dx=0.12, dy=0.1))  # the corner below r6c6, in r7c7
    assert window.controller.selection == frozenset({rc(7, 7)})
    keys(qtbot, window, Qt.Key_1, Qt.Key_2, Qt.Key_Return)
    assert rules(window) == (Quadruple((rc(6, 6), rc(6, 7), rc(7, 6), rc(7, 7)), (1, 2)),)
    keys(qtbot, window, Qt.Key_4)  # typing done: a given in the cell clicked
    assert givens(window) == {rc(7, 7): 4}
    click_at(qtbot, window, middle(window, rc(3, 3)).toPoint())  # no corner: the cell clicked
    assert window.controller.selection == frozenset({rc(3, 3)})
    keys(qtbot, window, Qt.Key_5)
    assert givens(window) == {rc(7, 7): 4, rc(3, 3): 5}


def test_a_dot_with_a_value_is_clicked_off_by_its_tool(qtbot) -> None:
    e = (rc(5, 5), rc(5, 6))
    puzzle = new_puzzle(N).replace(constraints=(KropkiDot(e, False, 3), KropkiDot((rc(2, 3), rc(2, 2)), True, 4)))
    window = sudoku_edit_window(qtbot, puzzle)
    use(window, "kropki_white")
    click_at(qtbot, window, between(window, *e))
    assert rules(window) == (KropkiDot((rc(2, 3), rc(2, 2)), True, 4),)
    assert window.status_message() == "Removed: White Kropki dot (difference 3) between r5c5 and r5c6"
    undo(qtbot, window)
    assert rules(window) == puzzle.constraints
    use(window, "kropki_black")  # its cells the other way round, ratio 4: off too
    click_at(qtbot, window, between(window, rc(2, 2), rc(2, 3)))
    assert rules(window) == (KropkiDot(e, False, 3),)
    assert window.status_message() == "Removed: Black Kropki dot (ratio 4) between r2c2 and r2c3"
    # another tool replaces the dot, and says which, with its value
    click_at(qtbot, window, between(window, *e))
    assert rules(window) == (KropkiDot(e, True),)
    assert window.status_message() == (
        "Added: Black Kropki dot between r5c5 and r5c6; replaced: White Kropki dot (difference 3) between r5c5 and r5c6"
    )
    use(window, "x")
    click_at(qtbot, window, between(window, *e))
    assert rules(window) == (XV(e, 10),)
    assert window.status_message() == "Added: X (sum 10) between r5c5 and r5c6; replaced: Black Kropki dot between r5c5 and r5c6"


# -- 3. the board stays put while tools are switched ---------------------------------------------------
def settled_square(qtbot, window: MainWindow):
    qtbot.wait(20)
    QApplication.processEvents()
    return grid_square(window)


def test_switching_tools_never_moves_the_board(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.width() == 1024 and window.height() == 640)
    bare = settled_square(qtbot, window)
    for tool in ("thermo", "kropki_white", "digits"):  # no outside-clue tool yet: no room
        use(window, tool)
        assert settled_square(qtbot, window) == bare, tool
    use(window, "little_killer")
    roomy = settled_square(qtbot, window)
    assert roomy.width() < bare.width()  # room for the clues around the grid
    for tool in ("thermo", "sandwich", "digits", "kropki_black", "xsum", "erase", "skyscraper", "killer", "digits"):
        use(window, tool)
        assert settled_square(qtbot, window) == roomy, tool
    # nor do play and edit mode, or a clue typed and erased
    for mode in (Mode.PLAY, Mode.EDIT):
        window.set_mode(mode)
        assert settled_square(qtbot, window) == roomy, mode
    use(window, "little_killer")
    click_at(qtbot, window, outside(window, -1, -1))
    keys(qtbot, window, Qt.Key_4, Qt.Key_5, Qt.Key_Return)
    assert rules(window) == (LittleKiller(-1, -1, "DR", 45),)
    use(window, "erase")
    click_at(qtbot, window, outside(window, -1, -1))
    assert rules(window) == ()
    assert settled_square(qtbot, window) == roomy
    # another puzzle starts without the room (its Digits tool needs none)
    use(window, "digits")
    window.set_document(Document(new_puzzle(N)), mode=Mode.EDIT)
    assert settled_square(qtbot, window) == bare
    # one opened while an outside-clue tool is picked keeps it when another tool is picked
    use(window, "sandwich")
    window.set_document(Document(new_puzzle(N)), mode=Mode.EDIT)
    assert settled_square(qtbot, window) == roomy
    use(window, "renban")
    assert settled_square(qtbot, window) == roomy


def test_a_puzzle_with_outside_clues_keeps_its_room_when_the_last_clue_goes(qtbot) -> None:
    window = sudoku_edit_window(qtbot, new_puzzle(N).replace(constraints=(LittleKiller(-1, -1, "DR", 45),)))
    roomy = settled_square(qtbot, window)
    use(window, "erase")
    click_at(qtbot, window, outside(window, -1, -1))
    assert rules(window) == ()
    for tool in ("thermo", "digits"):
        use(window, tool)
        assert settled_square(qtbot, window) == roomy, tool


def test_play_and_edit_mode_of_a_puzzle_without_outside_clues_keep_the_board(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    bare = settled_square(qtbot, window)
    use(window, "thermo")
    for mode in (Mode.PLAY, Mode.EDIT, Mode.PLAY):
        window.set_mode(mode)
        assert settled_square(qtbot, window) == bare, mode


# -- 4. the text of an f-puzzles circle or rectangle is legible ----------------------------------------
def ink(image, area: QRectF, colour: QColor) -> QRectF:
    """The bounding box of the pixels of ``colour`` (give or take antialiasing) in ``area``."""
    xs, ys = [], []
    for y in range(int(area.top()), int(area.bottom())):
        for x in range(int(area.left()), int(area.right())):
            c = QColor(image.pixel(x, y))
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < 120:
                xs.append(x)
                ys.append(y)
    return QRectF(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else QRectF()


def drawing(key: str, cells, **item) -> Cosmetic:
    names = [f"R{i // N + 1}C{i % N + 1}" for i in cells]
    return Cosmetic(key, json.dumps({"cells": names, **item}), tuple(cells))


def test_the_text_of_a_circle_or_rectangle_without_a_size_fits_its_shape(qtbot) -> None:
    red, blue = QColor("#FF0000"), QColor("#0000FF")
    puzzle = new_puzzle(N).replace(constraints=(
        drawing("circle", [rc(5, 5)], baseC="#FFFFFF", outlineC="#000000", fontC="#FF0000", width=0.8, height=0.8, value="7"),
        drawing("rectangle", [rc(7, 7), rc(7, 8)], baseC="#A0E0A0", outlineC="#000000", fontC="#0000FF", width=1.6, height=0.5, angle=0, value="sum"),
    ))
    image, square = board_image(puzzle, side=450)
    cell = square.width() / N
    circle = cell_rect(square, N, rc(5, 5))
    seven = ink(image, circle, red)
    assert seven.height() >= 0.35 * cell, seven  # f-puzzles sizes it to the circle: some 0.45 of a cell high
    assert circle.adjusted(cell * 0.1, cell * 0.1, -cell * 0.1, -cell * 0.1).contains(seven)  # inside the circle
    box = QRectF(cell_rect(square, N, rc(7, 7)).center().x() - 0.8 * cell + cell / 2, 0, 1.6 * cell, 0.5 * cell)
    box.moveTop(cell_rect(square, N, rc(7, 7)).center().y() - 0.25 * cell)
    word = ink(image, box.adjusted(-cell, -cell, cell, cell), blue)
    assert word.height() >= 0.18 * cell and word.width() >= 0.35 * box.width(), word  # "sum": no letter rises
    assert box.contains(word)


def test_text_with_a_size_keeps_it(qtbot) -> None:
    red = QColor("#FF0000")
    sized = new_puzzle(N).replace(constraints=(
        drawing("circle", [rc(5, 5)], baseC="#FFFFFF", outlineC="#000000", fontC="#FF0000", width=0.8, height=0.8, value="7", size=0.5),
        drawing("text", [rc(2, 2)], fontC="#FF0000", size=0.5, value="7"),
        drawing("text", [rc(8, 2)], fontC="#FF0000", value="7"),  # f-puzzles' default size, 0.5
    ))
    image, square = board_image(sized, side=450)
    heights = {ink(image, cell_rect(square, N, i), red).height() for i in (rc(5, 5), rc(2, 2), rc(8, 2))}
    assert len(heights) == 1 and heights.pop() < 0.25 * square.width() / N  # 0.45 x 0.5 of a cell, as before


def test_a_drawn_line_is_as_thick_as_on_f_puzzles(qtbot) -> None:
    """f-puzzles strokes a line ``width`` x half a cell thick (a width of 0.5: a quarter of a cell);
    it was drawn twice as thick."""
    puzzle = new_puzzle(N).replace(constraints=(drawing("line", [], lines=[["R5C1", "R5C9"]], outlineC="#FF0000", width=0.5),))
    image, square = board_image(puzzle, side=450)
    cell = square.width() / N
    column = cell_rect(square, N, rc(5, 5))
    band = ink(image, QRectF(column.center().x() - 2, square.top(), 4, square.height()), QColor("#FF0000"))
    assert abs(band.height() - 0.25 * cell) <= 2, (band, cell)
