"""Two rules drawn at one spot (a file may give them; the tools keep one): two little killer clues
in one square outside the grid, a sandwich, X-sum or skyscraper clue and a little killer clue (or
two of them) in one square, or a Kropki dot and an X or V on one edge, are drawn apart, each
readable, instead of on top of each other; a clue or mark alone at its spot is drawn pixel for
pixel as before (compared with the drawing functions as they were, kept here)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPainterPath, QPen

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw.sudoku_variants import DRAWERS, Canvas
from str8ts_gui.gui.draw.sudoku_variants.kropki import edge_point
from str8ts_gui.gui.board.render import RenderOptions, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS, LittleKiller
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.xsum import XSum
from str8ts_gui.kinds.sudoku.variants.xv import XV

N = 9
CELL = 50.0
WHITE = QColor("#ffffff").rgb()


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def rc(row: int, col: int, n: int = N) -> int:
    return row * n + col


def ink(rules: tuple, rule, n: int = N, cell: float = CELL, *, arrow: bool = True) -> set[tuple[int, int]]:
    """The pixels ``rule`` alone inks on a white n x n board whose puzzle has ``rules`` (so the
    drawing knows what else stands at its spot), a margin of one cell around the grid;
    ``arrow`` False: a little killer's number only (its arrow left out)."""
    side = int(cell * (n + 2))
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor(WHITE))
    state = PlayState.new(new_puzzle(n).replace(constraints=rules))
    painter = QPainter(image)
    try:
        if not arrow:  # the arrow is drawn after the number: stop there
            painter.drawLine = lambda *a: None  # noqa: E731  (a QPainter's method, replaced on this one)
        DRAWERS[rule.rule][1](painter, Canvas(QRectF(cell, cell, cell * n, cell * n), cell, state, RenderOptions()), rule)
    finally:
        painter.end()
    return {(x, y) for y in range(side) for x in range(side) if image.pixel(x, y) != WHITE}


def grown(pixels: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """``pixels`` and their eight neighbours (so touching ink counts as overlapping)."""
    return {(x + dx, y + dy) for x, y in pixels for dx in (-1, 0, 1) for dy in (-1, 0, 1)}


def bounds(pixels: set[tuple[int, int]]) -> QRect:
    xs, ys = [x for x, _y in pixels], [y for _x, y in pixels]
    return QRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def square_of(row: int, col: int, cell: float = CELL) -> QRectF:
    """The square (row, col) of the drawing of :func:`ink` (row -1: above the grid)."""
    return QRectF(cell * (col + 1), cell * (row + 1), cell, cell)


def assert_apart(rules: tuple, n: int = N, cell: float = CELL) -> list[set[tuple[int, int]]]:
    """Each rule draws something, and no two rules' ink touches; the inks, in order."""
    inks = [ink(rules, r, n, cell) for r in rules]
    for r, drawn in zip(rules, inks):
        assert len(drawn) > 20, f"{r} is drawn"
    for i in range(len(rules)):
        for j in range(i + 1, len(rules)):
            assert not grown(inks[i]) & inks[j], f"{rules[i]} and {rules[j]} overlap"
    return inks


# -- little killers sharing a square ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("row", "col", "directions"),
    [
        (-1, 3, ("DL", "DR")),  # above the grid: side by side
        (N, 5, ("UR", "UL")),  # below
        (4, -1, ("UR", "DR")),  # left of the grid: one above the other
        (2, N, ("DL", "UL")),  # right
        (-1, -1, ("DR", "UL")),  # a corner square, a file's odd arrow: side by side in order
        (-1, 4, ("DR", "DR")),  # the same clue twice
    ],
)
def test_two_little_killers_in_one_square_do_not_overlap(row, col, directions) -> None:
    rules = (LittleKiller(row, col, directions[0], 45), LittleKiller(row, col, directions[1], 38))
    if len(set(directions)) == 2:
        inks = assert_apart(rules)
    else:  # the same clue twice: one arrow, but the two numbers (the ink they do not share) apart
        inks = [ink(rules, r) for r in rules]
        first, second = inks[0] - inks[1], inks[1] - inks[0]
        assert len(first) > 20 and len(second) > 20 and not grown(first) & second
    square = square_of(row, col)
    for drawn in inks:
        box = bounds(drawn)
        assert square.adjusted(-1, -1, 1, 1).contains(QRectF(box)), "each clue stays in its square"
        assert box.height() >= CELL * 0.25, "and is readable"


def test_two_little_killers_above_the_grid_stand_each_beside_its_arrow() -> None:
    left, right = LittleKiller(-1, 3, "DL", 21), LittleKiller(-1, 3, "DR", 9)
    rules = (right, left)  # in either order of the file
    sq = square_of(-1, 3)
    for clue, half in ((left, QRectF(sq.left(), sq.top(), CELL / 2, CELL)), (right, QRectF(sq.center().x(), sq.top(), CELL / 2, CELL))):
        assert half.contains(QRectF(bounds(ink(rules, clue))))


def test_three_digit_little_killers_sharing_a_square_on_a_16_board_fit() -> None:
    rules = (LittleKiller(-1, 7, "DL", 120), LittleKiller(-1, 7, "DR", 136))
    for drawn in assert_apart(rules, 16, 40.0):
        assert square_of(-1, 7, 40.0).adjusted(-1, -1, 1, 1).contains(QRectF(bounds(drawn)))


@pytest.mark.parametrize(
    ("n", "row", "col", "directions", "totals", "cell"),
    [
        (9, -1, -1, ("DR", "DL", "UR"), (45, 38, 12), 24.0),  # a corner square, a file's odd arrows
        (9, 9, 9, ("UL", "UR", "DL"), (45, 38, 12), 24.0),
        (16, -1, -1, ("DR", "DL", "UR"), (120, 136, 11), 30.0),  # three-digit sums on a 16 x 16 board
        (16, 16, -1, ("UR", "UL", "DR"), (120, 136, 101), 36.0),
        (16, 4, -1, ("DR", "UR", "UL"), (103, 99, 45), 30.0),  # beside the grid
        (16, -1, 6, ("DL", "DR", "UL"), (120, 136, 11), 44.0),  # above it
    ],
)
def test_three_little_killers_in_one_square_stand_apart_in_one_size(n, row, col, directions, totals, cell) -> None:
    """Three little killers in one square (a file may give them) were drawn side by side, each
    number in a third of the square and in its own size, and wide numbers touched ("453812"):
    now the numbers stand in one row across the middle with a gap between them, all in one
    size, the one of the arrow pointing the other way from the rest on its arrow's side; no
    two clues' ink (number and arrow) touches and each stays in its square."""
    rules = tuple(LittleKiller(row, col, d, t) for d, t in zip(directions, totals))
    inks = assert_apart(rules, n, cell)
    square = square_of(row, col, cell)
    for drawn in inks:
        assert square.adjusted(-1, -1, 1, 1).contains(QRectF(bounds(drawn)))
    numbers = [bounds(ink(rules, r, n, cell, arrow=False)) for r in rules]
    heights = [b.height() for b in numbers]
    assert max(heights) - min(heights) <= 1, heights  # one size
    assert min(heights) >= 3, heights
    steps = [DIRECTIONS[d][1] for d in directions]  # left (-1) or right (1)
    alone = next(k for k in range(3) if steps.count(steps[k]) == 1)
    xs = sorted(range(3), key=lambda k: numbers[k].center().x())
    assert xs[0 if steps[alone] < 0 else 2] == alone, "the number on its arrow's side"


# -- a dot and an X or V on one edge ----------------------------------------------------------------
@pytest.mark.parametrize(
    "rules",
    [
        (KropkiDot((rc(1, 1), rc(1, 2)), False), XV((rc(1, 1), rc(1, 2)), 10)),  # edge between a row's cells
        (XV((rc(4, 3), rc(3, 3)), 5), KropkiDot((rc(3, 3), rc(4, 3)), True)),  # a column's, cells in any order
        (KropkiDot((rc(5, 5), rc(5, 6)), True, 3), XV((rc(5, 5), rc(5, 6)), 7)),  # a dot and a sum with numbers
        (KropkiDot((rc(7, 2), rc(8, 2)), False), KropkiDot((rc(7, 2), rc(8, 2)), True), XV((rc(7, 2), rc(8, 2)), 5)),
    ],
)
def test_marks_on_one_edge_stand_side_by_side_along_it(rules) -> None:
    inks = assert_apart(rules)
    a, b = sorted(rules[0].cells)
    across = b - a == 1  # cells side by side: the edge runs down, the marks stand one above the other
    middles = [bounds(drawn).center() for drawn in inks]
    edge = edge_point(Canvas(QRectF(CELL, CELL, CELL * N, CELL * N), CELL, PlayState.new(new_puzzle(N)), RenderOptions()), (a, b))
    for p in middles:  # on the edge, within its length
        off, along = (p.x() - edge.x(), p.y() - edge.y()) if across else (p.y() - edge.y(), p.x() - edge.x())
        assert abs(off) <= 2 and abs(along) < CELL / 2
    # the dots first (above, left), in the order of their row along the edge
    key = (lambda p: p.y()) if across else (lambda p: p.x())
    dots_first = sorted(range(len(rules)), key=lambda k: (rules[k].rule != "kropki", rules.index(rules[k])))
    assert sorted(range(len(rules)), key=lambda k: key(middles[k])) == dots_first


# -- one clue or mark alone: drawn as before ---------------------------------------------------------
# The three drawing functions as they were before marks at one spot were drawn apart (commit 7361d7a).
def old_little_killer(painter: QPainter, cv: Canvas, clue) -> None:
    step = DIRECTIONS.get(clue.direction)
    if step is None or not isinstance(clue.row, int) or not isinstance(clue.col, int):
        return
    if not (-1 <= clue.row <= cv.height and -1 <= clue.col <= cv.n):
        return
    dr, dc = step
    cell = cv.cell
    centre = cv.at(clue.row, clue.col)
    shift = cell * 0.1
    text_centre = QPointF(centre.x() - dc * shift, centre.y() - dr * shift)
    box = QRectF(text_centre.x() - cell / 2, text_centre.y() - cell / 2, cell, cell)
    colour = cv.colour("outside_clue")
    painter.setFont(cv.font(0.36))
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(clue.total))
    pen = QPen(colour, cv.px(0.03))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    start = QPointF(centre.x() + dc * cell * 0.2, centre.y() + dr * cell * 0.2)
    tip = QPointF(centre.x() + dc * cell * 0.42, centre.y() + dr * cell * 0.42)
    painter.drawLine(QLineF(start, tip))
    back = math.atan2(-dr, -dc)
    size = cell * 0.1
    for turn in (math.radians(40), -math.radians(40)):
        a = back + turn
        painter.drawLine(QLineF(tip, QPointF(tip.x() + math.cos(a) * size, tip.y() + math.sin(a) * size)))


def old_kropki(painter: QPainter, cv: Canvas, dot) -> None:
    at = edge_point(cv, dot.cells)
    if at is None:
        return
    usual = 2 if dot.black else 1
    label = str(dot.value) if dot.value and dot.value != usual else ""
    r = cv.cell * (0.145 * 1.25 if label else 0.145)
    painter.setPen(QPen(cv.colour("kropki_edge"), cv.px(0.025)))
    painter.setBrush(cv.colour("kropki_black" if dot.black else "kropki_white"))
    painter.drawEllipse(at, r, r)
    if label:
        painter.setFont(cv.font(0.17, bold=True))
        painter.setPen(cv.colour("kropki_white" if dot.black else "kropki_black"))
        painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)


def old_xv(painter: QPainter, cv: Canvas, xv) -> None:
    at = edge_point(cv, xv.cells)
    if at is None:
        return
    text = {10: "X", 5: "V"}.get(xv.total, str(xv.total))
    font = cv.font(0.34, bold=True)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    base = QPointF(at.x() - width / 2, at.y() + (metrics.ascent() - metrics.descent()) / 2)
    path = QPainterPath()
    path.addText(base, font, text)
    halo = QPen(cv.fill(xv.cells[0]), cv.px(0.07))
    halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, halo)
    painter.fillPath(path, cv.colour("xv"))


# The sandwich, X-sum and skyscraper drawing functions as they were before they were drawn apart
# from a little killer in their square (commit 30f64b2).
def _old_number(painter: QPainter, cv: Canvas, where, value) -> None:
    if where is None:
        return
    painter.setFont(cv.font(0.46))
    painter.setPen(cv.colour("outside_clue"))
    painter.drawText(cv.outside_rect(*where), Qt.AlignmentFlag.AlignCenter, str(value))


def old_sandwich(painter: QPainter, cv: Canvas, clue) -> None:
    index = clue.index
    if not isinstance(index, int) or not 0 <= index < (cv.n if clue.column else cv.height):
        return
    _old_number(painter, cv, (-1, index) if clue.column else (index, -1), clue.total)


def _old_side_square(cv: Canvas, clue):
    r, c = clue.row, clue.col
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (r, c)):
        return None
    if (r in (-1, cv.height) and 0 <= c < cv.n) or (c in (-1, cv.n) and 0 <= r < cv.height):
        return r, c
    return None


def old_xsum(painter: QPainter, cv: Canvas, clue) -> None:
    _old_number(painter, cv, _old_side_square(cv, clue), clue.total)


def old_skyscraper(painter: QPainter, cv: Canvas, clue) -> None:
    _old_number(painter, cv, _old_side_square(cv, clue), clue.count)


def board(n: int, rules: tuple, side: int, dark: bool) -> QImage:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#202020" if dark else "#ffffff"))
    painter = QPainter(image)
    try:
        render_board(painter, QRectF(0, 0, side, side), PlayState.new(new_puzzle(n).replace(constraints=rules)), RenderOptions(dark=dark))
    finally:
        painter.end()
    return image


def singles(n: int) -> tuple:
    """A little killer in squares of every side and corner, and marks alone on their edges."""
    clues = []
    for k, (r, c) in enumerate([(-1, 0), (-1, n // 2), (n, 1), (1, -1), (2, n), (-1, -1), (n, n), (-1, n), (n, -1)]):
        d = next(d for d in DIRECTIONS if LittleKiller(r, c, d, 0).diagonal(n))
        clues.append(LittleKiller(r, c, d, 3 + 11 * k))
    marks = (
        KropkiDot((rc(0, 0, n), rc(0, 1, n)), False), KropkiDot((rc(1, 0, n), rc(2, 0, n)), True),
        KropkiDot((rc(1, 1, n), rc(1, 2, n)), True, 3), XV((rc(2, 2, n), rc(2, 3, n)), 10),
        XV((rc(3, 1, n), rc(2, 1, n)), 5), XV((rc(3, 2, n), rc(3, 3, n)), 7),
        KropkiDot((rc(3, 3, n), rc(2, 3, n)), False, 4),
        # a dot and an X at the two ends of one cell, and two clues of neighbouring squares: not one spot
        KropkiDot((rc(0, 3, n), rc(1, 3, n)), True), XV((rc(1, 3, n), rc(2, 3, n)), 10),
        LittleKiller(-1, 1, "DR", 12), LittleKiller(0, -1, "DR", 8),
    )
    # sandwich, X-sum and skyscraper clues alone in their squares (beside the little killers' ones)
    plain = (
        SandwichSum(n - 1, True, 17), SandwichSum(n - 1, False, 5), XSum(n, n - 1, 12), XSum(n - 1, n, 6),
        Skyscraper(n, 2, 3), Skyscraper(0, n, 4), Skyscraper(n - 2, -1, 2),
    )
    return tuple(clues) + marks + plain


@pytest.mark.parametrize("n", [4, 9, 16])
@pytest.mark.parametrize("dark", [False, True])
def test_a_clue_or_mark_alone_at_its_spot_is_drawn_as_before(monkeypatch, n, dark) -> None:
    rules = singles(n)
    for side in (150, 451, 720):  # Qt draws a text the first time at a size a little differently
        board(n, rules, side, dark)  # from later (its glyph cache): compare later drawings
    now = [board(n, rules, side, dark) for side in (150, 451, 720)]
    olds = (("littlekiller", old_little_killer), ("kropki", old_kropki), ("xv", old_xv), ("sandwich", old_sandwich),
            ("xsum", old_xsum), ("skyscraper", old_skyscraper))
    for rule, old in olds:
        monkeypatch.setitem(DRAWERS, rule, (DRAWERS[rule][0], old))
    before = [board(n, rules, side, dark) for side in (150, 451, 720)]
    for image, old_image in zip(now, before):
        assert image == old_image


# -- a sandwich, X-sum or skyscraper clue in a square with a little killer (or another of them) ------
MIXED = [
    (SandwichSum(0, False, 5), LittleKiller(0, -1, "DR", 40)),  # left of row 1, the arrow below
    (LittleKiller(8, -1, "UR", 45), SandwichSum(8, False, 30)),  # left of row 9, the arrow above
    (SandwichSum(2, True, 17), LittleKiller(-1, 2, "DL", 23)),  # above column 3: side by side
    (LittleKiller(-1, 5, "DR", 9), SandwichSum(5, True, 0)),
    (XSum(N, 4, 12), LittleKiller(N, 4, "UR", 31)),  # below the grid
    (Skyscraper(4, N, 3), LittleKiller(4, N, "UL", 28)),  # right of it
    (SandwichSum(3, False, 35), XSum(3, -1, 21), LittleKiller(3, -1, "UR", 44)),  # three in one square
    (LittleKiller(-1, 4, "DL", 11), Skyscraper(-1, 4, 4), LittleKiller(-1, 4, "DR", 7)),  # a number between two arrows
    (SandwichSum(7, True, 8), SandwichSum(7, True, 12)),  # two sandwiches (a file may give them)
    (XSum(6, -1, 15), Skyscraper(6, -1, 2)),
    (SandwichSum(1, True, 35), XSum(-1, 1, 21)),
]


def square_of_clue(clue) -> tuple[int, int]:
    if clue.rule == "sandwich":
        return (-1, clue.index) if clue.column else (clue.index, -1)
    return clue.row, clue.col


@pytest.mark.parametrize("rules", MIXED, ids=lambda rules: "+".join(r.rule for r in rules))
def test_outside_clues_of_other_kinds_in_one_square_do_not_overlap(rules) -> None:
    inks = assert_apart(rules)
    square = square_of(*square_of_clue(rules[0]))
    for r, drawn in zip(rules, inks):
        box = bounds(drawn)
        assert square.adjusted(-1, -1, 1, 1).contains(QRectF(box)), f"{r} stays in its square"
        assert box.height() >= CELL * 0.2, f"{r} is readable"


def test_a_little_killer_number_stands_on_its_arrows_side_of_a_sandwich() -> None:
    left, right, sandwich = LittleKiller(-1, 3, "DL", 21), LittleKiller(-1, 3, "DR", 9), SandwichSum(3, True, 7)
    for lk in (left, right):
        rules = (sandwich, lk)
        lk_x, s_x = bounds(ink(rules, lk)).center().x(), bounds(ink(rules, sandwich)).center().x()
        assert (lk_x < s_x) == (lk is left)
    up, down, row = LittleKiller(4, -1, "UR", 21), LittleKiller(4, -1, "DR", 9), SandwichSum(4, False, 7)
    for lk in (up, down):
        rules = (row, lk)
        lk_y, s_y = bounds(ink(rules, lk)).center().y(), bounds(ink(rules, row)).center().y()
        assert (lk_y < s_y) == (lk is up)


def test_three_digit_outside_clues_sharing_a_square_on_a_16_board_fit() -> None:
    rules = (SandwichSum(7, True, 119), LittleKiller(-1, 7, "DR", 136), XSum(-1, 7, 120))
    for drawn in assert_apart(rules, 16, 40.0):
        assert square_of(-1, 7, 40.0).adjusted(-1, -1, 1, 1).contains(QRectF(bounds(drawn)))


def test_a_files_sandwich_and_little_killer_in_one_square_are_drawn_apart() -> None:
    """What only a file gives: an f-puzzles JSON with a sandwich sum left of row 1 and a little
    killer in that square, an X-sum and a skyscraper above column 2, two sandwiches above column 5."""
    data = {
        "size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)],
        "sandwichsum": [{"cell": "R1C0", "value": "5"}, {"cell": "R0C5", "value": "10"}, {"cell": "R0C5", "value": "12"}],
        "littlekillersum": [{"cell": "R1C0", "direction": "DR", "value": "40"}],
        "xsum": [{"cell": "R0C2", "value": "6"}], "skyscraper": [{"cell": "R0C2", "value": "3"}],
    }
    constraints = tuple(from_fpuzzles(data).puzzle.constraints)
    assert len(constraints) == 6
    for square in ((0, -1), (-1, 1), (-1, 4)):
        together = tuple(r for r in constraints if square_of_clue(r) == square)
        assert len(together) == 2
        inks = [ink(constraints, r) for r in together]
        assert all(len(drawn) > 20 for drawn in inks) and not grown(inks[0]) & inks[1]
        for drawn in inks:
            assert square_of(*square).adjusted(-1, -1, 1, 1).contains(QRectF(bounds(drawn)))
