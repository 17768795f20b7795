"""Drawing of the Sudoku variant rules (gui/draw/sudoku_variants): each rule's marks appear where
players expect them (pixels of the rule's colour at the right spots, none where nothing is drawn),
the margin for clues outside the grid, hits on that margin, variant rule breaks highlighted,
exports, and a screenshot of every rule at once in /tmp/variant_drawing_{light,dark}.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.violations import violating_cells
from str8ts_gui.gui.draw.palette import DARK, LIGHT, LINE_OPACITY, contrast_ratio, variant_text_pairs
from str8ts_gui.gui.draw.sudoku_variants import CAPTION_ROOM, DRAWERS, outside_margin, room
from str8ts_gui.gui.draw.sudoku_variants.killer import INSET, cage_segments
from str8ts_gui.gui.board.render import RenderOptions, board_margin, board_square, cell_at, outside_at, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants import RULES
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xv import XV

N = 9
SIDE = 450


def c(r: int, col: int, n: int = N) -> int:
    return r * n + col


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


class Shot:
    """A board drawn into a white image, with its geometry to find the cells' pixels."""

    def __init__(self, puzzle, *, dark: bool = False, side: int = SIDE, state=None, **options) -> None:
        self.puzzle = puzzle
        self.image = QImage(side, side, QImage.Format.Format_RGB32)
        self.background = QColor("#202020" if dark else "#ffffff")
        self.image.fill(self.background)
        self.rect = QRectF(0, 0, side, side)
        self.options = RenderOptions(dark=dark, **options)
        painter = QPainter(self.image)
        try:
            self.square = render_board(painter, self.rect, state or PlayState.new(puzzle), self.options)
        finally:
            painter.end()
        self.cell = self.square.width() / puzzle.size
        self.palette = DARK if dark else LIGHT

    def point(self, row: float, col: float, dy: float = 0.5, dx: float = 0.5) -> QPointF:
        """The point (dx, dy) of a cell (fractions) in square (row, col); outside rows too."""
        return QPointF(self.square.left() + (col + dx) * self.cell, self.square.top() + (row + dy) * self.cell)

    def pixel(self, p: QPointF) -> QColor:
        return QColor(self.image.pixel(int(p.x()), int(p.y())))

    def near(self, p: QPointF, name_or_colour, tolerance: int = 40) -> bool:
        want = QColor(getattr(self.palette, name_or_colour)) if isinstance(name_or_colour, str) else name_or_colour
        return distance(self.pixel(p), want) <= tolerance

    def count(self, box: QRectF, predicate) -> int:
        n = 0
        for y in range(int(box.top()), int(box.bottom())):
            for x in range(int(box.left()), int(box.right())):
                if predicate(QColor(self.image.pixel(x, y))):
                    n += 1
        return n

    def box(self, row: float, col: float, x0=0.0, y0=0.0, x1=1.0, y1=1.0) -> QRectF:
        a, b = self.point(row, col, y0, x0), self.point(row, col, y1, x1)
        return QRectF(a, b)


def distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


def changed(a: Shot, b: Shot, box: QRectF) -> int:
    """How many pixels of ``box`` differ between two shots of the same geometry."""
    assert a.square == b.square
    return sum(1 for y in range(int(box.top()), int(box.bottom())) for x in range(int(box.left()), int(box.right()))
               if a.image.pixel(x, y) != b.image.pixel(x, y))


def dark_pixel(colour: QColor) -> bool:
    return colour.lightness() < 100


def blank(constraints=()):
    return new_puzzle(N).replace(constraints=tuple(constraints))


# -- every rule has a drawing ----------------------------------------------------------------
def test_every_rule_with_a_drawing_or_a_caption() -> None:
    from str8ts_gui.gui.draw.sudoku_variants.global_rules import CAPTIONED

    assert set(RULES) <= set(DRAWERS) | set(CAPTIONED)


# -- killer cages ------------------------------------------------------------------------------
def test_cage_outline_is_dashed_inset_and_the_sum_sits_top_left() -> None:
    cage = KillerCage((c(3, 3), c(3, 4), c(3, 5), c(4, 3)), 17)
    shot, plain = Shot(blank([cage])), Shot(blank())
    # Along the top side of the cage, an inset line with dashes and gaps (cell r4c5: no sum there).
    y = INSET
    strip = shot.box(3, 4, 0.0, y - 0.03, 1.0, y + 0.03)
    line = [dark_pixel(QColor(shot.image.pixel(x, int(shot.point(3, 4, y).y())))) for x in range(int(strip.left()), int(strip.right()))]
    dashes = sum(1 for a, b in zip([False] + line, line) if b and not a)
    assert shot.count(strip, dark_pixel) > 0 and dashes >= 3, "dashes along the cage's top side"
    assert not all(line), "gaps between the dashes"
    assert plain.count(strip, dark_pixel) == 0
    # Nothing inset on the side shared by two cells of the cage (between r4c4 and r4c5).
    inner = shot.box(3, 3, 1 - INSET - 0.02, 0.3, 1 - INSET + 0.02, 0.7)
    assert shot.count(inner, dark_pixel) == 0
    # The sum's digits in the top-left corner of the first cell (more dark pixels there than on
    # the same cage without a sum), nowhere else.
    unsummed = Shot(blank([KillerCage(cage.cells)]))
    corner = shot.box(3, 3, 0.0, 0.0, 0.45, 0.35)
    assert changed(shot, unsummed, corner) > 20
    assert changed(shot, unsummed, shot.box(3, 3, 0.0, 0.4, 1.0, 1.0)) == 0
    assert changed(shot, unsummed, shot.box(3, 4, 0.0, 0.0, 3.0, 2.0)) == 0


def test_cage_segments_turn_concave_corners() -> None:
    # An L of three cells: the outline is one closed loop of 6 sides with no loose ends.
    horizontal, vertical = cage_segments((0, 1, 3), 3, 3, 1.0, 0.1)
    assert len(horizontal) == 3 and len(vertical) == 3
    ends: dict[tuple[float, float], int] = {}
    for y, x1, x2 in horizontal:
        for p in ((round(x1, 6), round(y, 6)), (round(x2, 6), round(y, 6))):
            ends[p] = ends.get(p, 0) + 1
    for x, y1, y2 in vertical:
        for p in ((round(x, 6), round(y1, 6)), (round(x, 6), round(y2, 6))):
            ends[p] = ends.get(p, 0) + 1
    assert all(k == 2 for k in ends.values()), ends
    assert set(ends) == {(0.1, 0.1), (1.9, 0.1), (1.9, 0.9), (0.9, 0.9), (0.9, 1.9), (0.1, 1.9)}, "(0.9, 0.9): concave"


# -- thermometers and arrows ----------------------------------------------------------------
def test_thermometer_bulb_and_tube() -> None:
    shot = Shot(blank([Thermometer((c(2, 2), c(2, 3), c(3, 4)))]))
    assert shot.near(shot.point(2, 2), "thermo", 8), "bulb centre"
    assert shot.near(shot.point(2, 2, 0.5, 0.2), "thermo", 8), "the bulb is round and big"
    assert not shot.near(shot.point(2, 3, 0.2), "thermo", 8), "the tube is thinner than the bulb"
    assert shot.near(shot.point(2, 3, 0.5, 0.0), "thermo", 8), "the tube through the edge between the cells"
    assert shot.near(shot.point(3, 4, 0.0, 0.0), "thermo", 8), "diagonal step through the corner"
    assert shot.near(shot.point(2, 5), "cell", 2), "nothing beyond"


def test_arrow_circle_line_and_head() -> None:
    arrow = Arrow((c(4, 1),), (c(4, 2), c(4, 3), c(4, 4)))
    shot = Shot(blank([arrow]))
    grey = lambda col: distance(col, QColor(LIGHT.arrow)) < 70  # noqa: E731  (antialiased edges)
    assert shot.near(shot.point(4, 1), "cell", 2), "the bulb is a circle, not a disc"
    assert shot.count(shot.box(4, 1, 0.06, 0.45, 0.16, 0.55), grey) > 0, "circle's left side"
    assert shot.count(shot.box(4, 1, 0.45, 0.06, 0.55, 0.16), grey) > 0, "circle's top"
    assert shot.count(shot.box(4, 2, 0.3, 0.45, 0.7, 0.55), grey) > 0, "the line"
    # The head: two strokes going back from the tip (r5c5's centre), above and below the line.
    assert shot.count(shot.box(4, 4, 0.2, 0.25, 0.45, 0.42), grey) > 0
    assert shot.count(shot.box(4, 4, 0.2, 0.58, 0.45, 0.75), grey) > 0
    assert shot.count(shot.box(4, 4, 0.6, 0.2, 1.0, 0.8), grey) == 0, "nothing past the tip"


def test_two_cell_bulb_is_one_capsule() -> None:
    shot = Shot(blank([Arrow((c(2, 2), c(2, 3)), (c(3, 4), c(4, 5)))]))
    grey = lambda col: distance(col, QColor(LIGHT.arrow)) < 70  # noqa: E731
    # Top and bottom of the capsule over the edge between the two bulb cells, nothing between them.
    assert shot.count(shot.box(2, 2, 0.9, 0.05, 1.1, 0.15), grey) > 0
    assert shot.count(shot.box(2, 2, 0.9, 0.85, 1.1, 0.95), grey) > 0
    plain = Shot(blank())
    assert changed(shot, plain, shot.box(2, 2, 0.85, 0.25, 1.15, 0.75)) == 0, "one capsule, no circle between"


# -- lines -------------------------------------------------------------------------------------
@pytest.mark.parametrize("cls, name", [(Renban, "renban"), (Whispers, "whispers"), (Palindrome, "palindrome")])
def test_lines_are_semi_transparent_in_their_colour(cls, name) -> None:
    shot = Shot(blank([cls((c(1, 1), c(1, 2), c(2, 3)))]))
    line, cell = QColor(getattr(LIGHT, name)), QColor(LIGHT.cell)
    mixed = QColor(*(round(LINE_OPACITY * a + (1 - LINE_OPACITY) * b) for a, b in
                     zip((line.red(), line.green(), line.blue()), (cell.red(), cell.green(), cell.blue()))))
    for p in (shot.point(1, 1), shot.point(1, 2), shot.point(1, 2, 0.8, 0.8), shot.point(2, 3)):
        assert shot.near(p, mixed, 6), (name, p)
    assert shot.near(shot.point(1, 1, 0.1), "cell", 2), "a line, not a filled cell"
    assert shot.near(shot.point(3, 3), "cell", 2)


# -- outside clues -----------------------------------------------------------------------------
def test_sandwich_clues_outside_the_grid_with_a_margin() -> None:
    puzzle = blank([SandwichSum(2, True, 17), SandwichSum(6, False, 8)])
    shot = Shot(puzzle)
    assert outside_margin(puzzle) == 1 and board_margin(puzzle) == 1
    plain = board_square(shot.rect, N)
    assert shot.square.width() < plain.width() * 0.85, "the grid shrinks to leave a cell around it"
    assert shot.square.left() >= shot.cell * 0.9
    above = shot.box(-1, 2, 0.1, 0.1, 0.9, 0.9)
    left = shot.box(6, -1, 0.1, 0.1, 0.9, 0.9)
    assert above.bottom() <= shot.square.top() and left.right() <= shot.square.left()
    assert shot.count(above, dark_pixel) > 15 and shot.count(left, dark_pixel) > 10
    assert shot.count(shot.box(-1, 5, 0.1, 0.1, 0.9, 0.9), dark_pixel) == 0
    assert shot.count(shot.box(2, -1, 0.1, 0.1, 0.9, 0.9), dark_pixel) == 0
    assert shot.count(shot.box(N, 2, 0.1, 0.1, 0.9, 0.9), dark_pixel) == 0, "column clues stand above"


def test_little_killer_clue_with_a_diagonal_arrow() -> None:
    shot = Shot(blank([LittleKiller(-1, 3, "DR", 21), LittleKiller(5, N, "UL", 9)]))
    # The arrow of the first clue in the bottom-right corner of its square, the number left of it.
    assert shot.count(shot.box(-1, 3, 0.72, 0.72, 0.95, 0.95), dark_pixel) > 3
    assert shot.count(shot.box(-1, 3, 0.05, 0.72, 0.3, 0.95), dark_pixel) == 0
    assert shot.count(shot.box(-1, 3, 0.15, 0.15, 0.75, 0.75), dark_pixel) > 10
    # The second points up-left, from the right of the grid.
    assert shot.count(shot.box(5, N, 0.05, 0.05, 0.28, 0.28), dark_pixel) > 3
    assert shot.count(shot.box(5, N, 0.72, 0.72, 0.95, 0.95), dark_pixel) == 0
    assert shot.count(shot.box(5, N, 0.2, 0.2, 0.8, 0.8), dark_pixel) > 10


def test_outside_at_and_cell_at_with_a_margin() -> None:
    puzzle = blank([SandwichSum(0, True, 5)])
    shot = Shot(puzzle)
    m = board_margin(puzzle)
    assert outside_at(shot.rect, puzzle, shot.point(-1, 4)) == (-1, 4)
    assert outside_at(shot.rect, puzzle, shot.point(3, -1)) == (3, -1)
    assert outside_at(shot.rect, puzzle, shot.point(N, N)) == (N, N)
    assert outside_at(shot.rect, puzzle, shot.point(2, 7)) == (2, 7)
    assert outside_at(shot.rect, puzzle, shot.point(-1.6, 4)) is None
    for r, col in ((0, 0), (4, 7), (8, 8)):
        assert cell_at(shot.rect, N, shot.point(r, col), margin=m) == c(r, col)
    assert cell_at(shot.rect, N, shot.point(-1, 4), margin=m) is None
    # Without outside clues there is no margin unless the options ask one (an edit tool).
    classic = blank()
    assert outside_at(QRectF(0, 0, SIDE, SIDE), classic, QPointF(2, SIDE / 2)) is None
    opts = RenderOptions(margin=1)
    wide = Shot(classic, margin=1)
    assert board_margin(classic, opts) == 1
    assert outside_at(wide.rect, classic, wide.point(4, -1), margin=1) == (4, -1)


# -- shapes, dots and letters -------------------------------------------------------------------
def test_odd_circle_and_even_square() -> None:
    shot = Shot(blank([Parity(c(4, 4), False), Parity(c(4, 6), True)]))
    assert shot.near(shot.point(4, 4), "parity", 6) and shot.near(shot.point(4, 6), "parity", 6)
    assert shot.near(shot.point(4, 4, 0.2, 0.2), "cell", 4), "the odd circle's corner is empty"
    assert shot.near(shot.point(4, 6, 0.24, 0.24), "parity", 6), "the even square fills its corner"
    assert shot.near(shot.point(4, 6, 0.17, 0.5), "parity_edge", 40), "inside its outline"
    assert shot.near(shot.point(4, 5), "cell", 2)


def test_kropki_dots_on_the_edge() -> None:
    shot = Shot(blank([KropkiDot((c(2, 2), c(2, 3)), True), KropkiDot((c(5, 5), c(6, 5)), False)]))
    black = shot.point(2, 2, 0.5, 1.0)
    assert shot.near(black, "kropki_black", 20)
    white = shot.point(5, 5, 1.0, 0.5)
    assert shot.near(white, "kropki_white", 10), "a white dot is white inside, over the grid line"
    ring = shot.box(5, 5, 0.3, 0.95, 0.4, 1.05)
    assert shot.count(ring, dark_pixel) > 0, "its dark outline"
    assert shot.near(shot.point(2, 2), "cell", 2) and shot.near(shot.point(2, 3), "cell", 2)


def test_xv_letters_on_the_edge() -> None:
    shot = Shot(blank([XV((c(3, 3), c(3, 4)), 10), XV((c(6, 1), c(7, 1)), 5)]))
    assert shot.count(shot.box(3, 3, 0.85, 0.35, 1.15, 0.65), dark_pixel) > 10
    assert shot.count(shot.box(6, 1, 0.35, 0.85, 0.65, 1.15), dark_pixel) > 10
    assert shot.count(shot.box(3, 3, 0.2, 0.2, 0.7, 0.8), dark_pixel) == 0


def test_diagonals_corner_to_corner() -> None:
    shot = Shot(blank([Diagonal(False), Diagonal(True)]))
    for k in (1, 4, 7):
        assert shot.near(shot.point(k, k), "diagonal", 50)
        assert shot.near(shot.point(N - 1 - k, k), "diagonal", 50)
    assert shot.near(shot.point(1, 4), "cell", 2)
    assert room(shot.puzzle) == 0, "drawn lines need no caption"


def test_global_rules_named_in_a_note_under_the_grid() -> None:
    puzzle = blank([AntiKnight(), AntiKing(), NonConsecutive()])
    assert room(puzzle) == CAPTION_ROOM
    shot = Shot(puzzle)
    below = QRectF(shot.square.left(), shot.square.bottom() + shot.cell * 0.08, shot.square.width(), shot.cell * 0.42)
    assert shot.count(below, dark_pixel) > 50
    caption_only = Shot(blank([AntiKnight()]))
    assert caption_only.count(below, dark_pixel) < shot.count(below, dark_pixel), "the note names each rule"
    assert Shot(blank(), margin=CAPTION_ROOM).count(below, dark_pixel) == 0


# -- play, dark, export ------------------------------------------------------------------------
def test_a_variant_rule_break_is_highlighted() -> None:
    cage = KillerCage((c(0, 0), c(0, 1)), 5)
    puzzle = blank([cage])
    state = PlayState.new(puzzle).with_entry(c(0, 0), 3).with_entry(c(0, 1), 4)
    cells = violating_cells(kind_of(puzzle).check(puzzle, state.values()))  # as the controller does
    assert {c(0, 0), c(0, 1)} <= cells
    shot = Shot(puzzle, state=state, violations=cells)
    assert shot.near(shot.point(0, 1, 0.5, 0.3), "violation", 4)
    assert shot.near(shot.point(0, 2, 0.5, 0.3), "cell", 2)


def test_dark_palette_draws_the_rules_in_dark_colours() -> None:
    shot = Shot(blank([Thermometer((c(2, 2), c(2, 3))), Parity(c(6, 6), True)]), dark=True)
    assert shot.near(shot.point(2, 2), DARK.colour("thermo"), 8)
    assert shot.near(shot.point(6, 6), DARK.colour("parity"), 8)


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_digits_readable_on_the_variant_shapes(palette) -> None:
    low = [(t, f, round(contrast_ratio(palette.colour(t), palette.colour(f)), 2))
           for t, f in variant_text_pairs(palette) if contrast_ratio(palette.colour(t), palette.colour(f)) < 4.5]
    assert not low


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_variant_puzzle_exports(tmp_path, suffix) -> None:
    from str8ts_gui.gui.files.export import export_file

    path = export_file(sample_puzzle(), tmp_path / f"variants{suffix}")
    assert path.stat().st_size > 1000
    if suffix == ".png":
        image = QImage(str(path))
        thermo = QColor(LIGHT.thermo)
        hits = sum(1 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
                   if distance(QColor(image.pixel(x, y)), thermo) <= 4)
        assert hits > 20


def test_thumbnail_of_a_variant_puzzle() -> None:
    from str8ts_gui.gui.library.thumbnails import render_thumbnail

    image = render_thumbnail(sample_puzzle(), 160).toImage()
    assert not image.isNull()
    thermo = QColor(LIGHT.thermo)
    assert any(distance(QColor(image.pixel(x, y)), thermo) <= 6 for y in range(image.height()) for x in range(image.width()))


# -- the screenshot ------------------------------------------------------------------------------
def sample_puzzle():
    """Every rule on one 9 x 9 board (not a puzzle to solve: a picture of the drawings)."""
    return blank([
        KillerCage((c(0, 0), c(0, 1), c(1, 0)), 15),
        KillerCage((c(0, 6), c(0, 7), c(0, 8), c(1, 8), c(1, 6), c(1, 7), c(2, 8)), 35),
        KillerCage((c(4, 4), c(4, 5), c(5, 4), c(3, 5)), 0),
        Thermometer((c(2, 2), c(3, 2), c(4, 2), c(4, 3))),
        Arrow((c(6, 0),), (c(7, 1), c(8, 2), c(8, 3))),
        Arrow((c(1, 3), c(1, 4)), (c(2, 5), c(3, 6), c(3, 7))),
        SandwichSum(2, True, 12), SandwichSum(5, False, 0), SandwichSum(7, True, 35),
        LittleKiller(N, 1, "UR", 23), LittleKiller(4, N, "UL", 17), LittleKiller(-1, 0, "DR", 45),
        Diagonal(False),
        Parity(c(3, 0), False), Parity(c(5, 1), True),
        KropkiDot((c(6, 5), c(6, 6)), True), KropkiDot((c(6, 6), c(7, 6)), False), KropkiDot((c(7, 7), c(7, 8)), True, 3),
        XV((c(2, 0), c(2, 1)), 10), XV((c(2, 1), c(3, 1)), 5),
        Renban((c(8, 5), c(8, 6), c(8, 7))), Whispers((c(5, 7), c(6, 8), c(5, 8))),
        Palindrome((c(3, 3), c(2, 4), c(3, 4))),
        AntiKnight(), NonConsecutive(),
    ])


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_screenshot_of_every_rule(dark, tmp_path) -> None:
    puzzle = sample_puzzle()
    puzzle = puzzle.replace(clues=tuple(7 if i in (c(2, 2), c(4, 7)) else 0 for i in range(N * N)))
    state = PlayState.new(puzzle).with_entry(c(3, 2), 8).with_entry(c(0, 0), 6).with_entry(c(6, 5), 4)
    state = state.with_entry(c(8, 6), 5).with_marks(c(0, 1), 0b1011100110).with_marks(c(6, 0), 0b110)
    shot = Shot(puzzle, dark=dark, side=720, state=state, selected=c(4, 4))
    path = str(tmp_path / f"variant_drawing_{'dark' if dark else 'light'}.png")  # to look at
    assert shot.image.save(path)
    assert shot.square.width() > 0


def test_odd_rule_data_draws_without_crashing() -> None:
    # Rules a file reader would refuse, built directly: whatever can be drawn is, nothing raises
    # (off-board cells only in rules without peers: the Sudoku's geometry is built from those).
    odd = (
        Arrow((5,), ()), Arrow((), (3, 4)), Thermometer(()), Thermometer((10,)), LittleKiller(-1, -1, "XX", 3),
        LittleKiller(40, 2, "DR", 3), KropkiDot((1,), True), XV((0, 200), 10), SandwichSum(40, True, 3),
        Parity(999, True), KillerCage((), 5), Renban(()), Whispers((1000,)),
    )
    puzzle = new_puzzle(N).replace(constraints=odd)
    shot = Shot(puzzle)
    assert shot.square.width() > 0
    assert shot.count(shot.box(0, 5, 0.0, 0.0, 1.0, 1.0), lambda col: distance(col, QColor(LIGHT.arrow)) < 40) > 0


def test_pencil_marks_start_below_a_cage_sum() -> None:
    # the same mark (2, top-middle of the 3 x 3 grid) in a cell with a cage sum and in one without
    puzzle = new_puzzle(N).replace(constraints=(KillerCage((c(0, 0), c(0, 1)), 3),))
    marks = [0] * (N * N)
    marks[c(0, 0)] = marks[c(4, 4)] = 1 << 2
    state = PlayState(puzzle, (0,) * (N * N), tuple(marks))
    shot = Shot(puzzle, state=state)

    def dark_rows(row: int, col: int) -> list[float]:
        """The heights (fractions of the cell) of dark pixels in the middle third of the cell,
        inside the cage's dashed outline."""
        out = []
        for k in range(13, 95):
            dy = k / 100
            for dx in (0.42, 0.46, 0.5, 0.54, 0.58):
                if shot.pixel(shot.point(row, col, dy, dx)).lightness() < 120:
                    out.append(dy)
                    break
        return out

    plain, labelled = dark_rows(4, 4), dark_rows(0, 0)
    assert plain and labelled
    assert min(plain) < 0.22  # an ordinary mark sits in the top band
    assert min(labelled) > 0.26  # below the sum in the corner
