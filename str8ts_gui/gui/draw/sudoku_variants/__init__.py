"""Drawing of the Sudoku variant rules (``Puzzle.constraints``), the way players know them from
f-puzzles and SudokuPad: one module per rule, each registering a draw function for its rule name
(:func:`drawer`). One layer for the kind ``"sudoku"`` (:func:`draw_variants`, registered after the
box borders) walks the puzzle's constraints and calls them in drawing order: lines and shapes
first, then cages, dots and letters, then the clues outside the grid and the note naming the
rules of the whole board. Like every layer it is drawn over the grid and under the digits.

Clues outside the grid (sandwich, little killer, X-sum, skyscraper) and f-puzzles drawings there need room: :func:`outside_margin` (registered
as the kind's margin, see :func:`str8ts_gui.gui.board.render.board_margin`) asks one cell on every side;
a note of global rules (anti-knight, ...) asks half a cell when there is no such margin.

Each draw function is ``draw(painter, canvas, constraint)``: :class:`Canvas` gives the cells'
centres and rectangles, the outside squares, sizes relative to the cell and the palette. The
painter's state is saved and restored around each call.
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath

from str8ts_gui.gui.draw.palette import BoardPalette, palette_for

__all__ = [
    "CORNER_MARK_RULES", "DRAWERS", "EDGE_MARK_RULES", "Canvas", "corner_footprints", "draw_variants", "drawer", "edge_footprints",
    "marks_again", "outside_margin", "room",
]

# rule name -> (drawing order, draw function); lower orders are drawn first (further down)
DRAWERS: dict[str, tuple[int, Callable]] = {}

# Drawing orders: lines under thermometers under arrows under shapes, cages, dots, outside clues.
ORDER_LINE, ORDER_DIAGONAL, ORDER_THERMO, ORDER_ARROW, ORDER_SHAPE, ORDER_CAGE, ORDER_DOT, ORDER_OUTSIDE = range(8)

OUTSIDE_RULES = ("sandwich", "littlekiller", "xsum", "skyscraper")  # rules whose clues stand outside the grid
CAPTION_ROOM = 0.5  # cells of margin for the note of global rules when nothing else needs room


def drawer(rule: str, order: int) -> Callable[[Callable], Callable]:
    """Decorator: ``fn`` draws the constraints whose ``rule`` is ``rule``."""

    def register(fn: Callable) -> Callable:
        DRAWERS[rule] = (order, fn)
        return fn

    return register


def outside_margin(puzzle) -> int:
    """Cells of room the clues outside the grid need on every side: 1 with a sandwich or little
    killer clue (an X-sum, a skyscraper), or an f-puzzles drawing in the ring of squares around
    the grid (a setter's label beside a row or column), else 0."""
    if any(c.rule in OUTSIDE_RULES for c in puzzle.constraints):
        return 1
    if any(getattr(c, "rule", None) == "cosmetic" for c in puzzle.constraints):
        from str8ts_gui.gui.draw.sudoku_variants.cosmetic import reaches_outside

        if any(reaches_outside(c, puzzle) for c in puzzle.constraints):
            return 1
    return 0


def room(puzzle) -> float:
    """The Sudoku's margin in cells: :func:`outside_margin`, or half a cell for the note naming
    the rules of the whole board when that is all there is outside the grid."""
    if puzzle.kind != "sudoku" or not puzzle.constraints:
        return 0.0
    outside = outside_margin(puzzle)
    if outside:
        return float(outside)
    from str8ts_gui.gui.draw.sudoku_variants.global_rules import caption_text

    return CAPTION_ROOM if caption_text(puzzle) else 0.0


class Canvas:
    """Where things are on the board being drawn (logical coordinates of the painter)."""

    def __init__(self, square: QRectF, cell: float, state, options) -> None:
        self.square = square
        self.cell = cell
        self.state = state
        self.puzzle = state.puzzle
        self.n = state.puzzle.size  # the width; cell i is at row i // n, column i % n
        self.height = state.puzzle.height
        self.options = options
        self.palette: BoardPalette = palette_for(options.dark)
        self._fills: dict[int, QColor] | None = None
        self._spots: dict[tuple[str, ...], dict] = {}
        self.memo: dict[str, object] = {}  # what a rule's drawing works out once for the whole board (clone families)

    def colour(self, name: str) -> QColor:
        return self.palette.colour(name)

    def px(self, fraction: float, least: float = 1.0) -> float:
        """``fraction`` of a cell, at least ``least`` (a hairline on tiny boards)."""
        return max(least, self.cell * fraction) if self.cell >= 4 else self.cell * fraction

    def on_board(self, i: int) -> bool:
        return isinstance(i, int) and 0 <= i < self.n * self.height

    def at(self, row: float, col: float) -> QPointF:
        """The centre of the square at (row, col); outside the grid too (row -1: above it)."""
        return QPointF(self.square.left() + (col + 0.5) * self.cell, self.square.top() + (row + 0.5) * self.cell)

    def centre(self, i: int) -> QPointF:
        r, c = divmod(i, self.n)
        return self.at(r, c)

    def rect(self, i: int) -> QRectF:
        r, c = divmod(i, self.n)
        return self.outside_rect(r, c)

    def outside_rect(self, row: int, col: int) -> QRectF:
        return QRectF(self.square.left() + col * self.cell, self.square.top() + row * self.cell, self.cell, self.cell)

    def fill(self, i: int) -> QColor:
        """The colour cell ``i`` is filled with (highlights included), for knocking out the lines
        behind a cage's sum."""
        if self._fills is None:
            from str8ts_gui.gui.board import render  # drawn from render_board: imported by then

            holds, candidates = render.focus_cells(self.state, self.options)
            self._fills = {
                k: render.cell_fill(self.state, self.options, k, holds, candidates) for k in range(self.n * self.height)
            }
        return self._fills.get(i, self.colour("cell"))

    def sharing(self, c, rules: tuple[str, ...], spot: Callable) -> tuple[int, list]:
        """The constraints of ``rules`` drawn at ``c``'s spot (``spot(constraint)``: a square
        outside the grid, an edge), ``rules``' order first, then the puzzle's, and ``c``'s place
        among them: ``(0, [c])`` when it is alone there, as the tools keep it (a file may give
        two little killers in one square, a sandwich and a little killer clue in one, or a Kropki
        dot and an X on one edge). A spot None (not drawn) is nobody's."""
        spots = self._spots.get(rules)
        if spots is None:
            spots = self._spots[rules] = {}
            for k, other in enumerate(self.puzzle.constraints):
                rule = getattr(other, "rule", None)
                if rule in rules:
                    try:
                        at = spot(other)
                        if at is not None:
                            spots.setdefault(at, []).append((rules.index(rule), k, other))
                    except TypeError:  # an unhashable spot of a damaged rule: drawn alone
                        pass
        try:
            at = spot(c)
            if at is None:
                return 0, [c]
            together = [other for _rank, _k, other in sorted(spots.get(at, ()), key=lambda t: t[:2])]
        except TypeError:
            return 0, [c]
        place = next((j for j, other in enumerate(together) if other is c), None)
        return (0, [c]) if place is None else (place, together)

    def font(self, fraction: float, bold: bool = False) -> QFont:
        font = QFont()
        font.setStyleHint(QFont.StyleHint.SansSerif)
        font.setPixelSize(max(1, round(self.cell * fraction)))
        font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
        return font


def polyline(points: list[QPointF]) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(points[0])
        for p in points[1:]:
            path.lineTo(p)
    return path


def unit(dx: float, dy: float) -> tuple[float, float]:
    length = math.hypot(dx, dy)
    return (dx / length, dy / length) if length else (0.0, 0.0)


def draw_variants(painter: QPainter, square: QRectF, cell: float, state, options) -> None:
    """The layer: every constraint of the puzzle that has a drawing, in drawing order."""
    constraints = state.puzzle.constraints
    if not constraints or cell <= 0:
        return
    canvas = Canvas(square, cell, state, options)
    todo = sorted(
        (DRAWERS[c.rule][0], k) for k, c in enumerate(constraints) if getattr(c, "rule", None) in DRAWERS
    )
    for _order, k in todo:
        c = constraints[k]
        painter.save()
        try:
            DRAWERS[c.rule][1](painter, canvas, c)
        finally:
            painter.restore()
    from str8ts_gui.gui.draw.sudoku_variants.global_rules import draw_caption

    painter.save()
    try:
        draw_caption(painter, canvas)
    finally:
        painter.restore()


EDGE_MARK_RULES = ("kropki", "xv")  # rules drawn on the edge between two cells, over their sides


def edge_footprints(square: QRectF, cell: float, state, options) -> dict[int, list[QRectF]]:
    """Where the marks drawn on the edges between cells (Kropki dots, X and V) have ink, for each
    cell whose side they stand on (painter coordinates): the board keeps that cell's pencil
    marks clear of them."""
    puzzle = state.puzzle
    if cell <= 0 or not any(getattr(c, "rule", None) in EDGE_MARK_RULES for c in puzzle.constraints):
        return {}
    from str8ts_gui.gui.draw.sudoku_variants.kropki import dot_footprint
    from str8ts_gui.gui.draw.sudoku_variants.xv import letter_footprint

    canvas = Canvas(square, cell, state, options)
    out: dict[int, list[QRectF]] = {}
    for c in puzzle.constraints:
        rule = getattr(c, "rule", None)
        if rule not in EDGE_MARK_RULES:
            continue
        where = dot_footprint(canvas, c) if rule == "kropki" else letter_footprint(canvas, c)
        if where is None:
            continue
        for i in c.cells:
            if canvas.on_board(i):
                out.setdefault(i, []).append(where)
    return out


CORNER_MARK_RULES = ("quadruple",)  # rules drawn as a circle over the corner where four cells meet


def corner_footprints(square: QRectF, cell: float, state, options) -> dict[int, list[tuple[QPointF, float]]]:
    """Where the circles drawn over the corners of cells (quadruples) have ink, for each cell
    whose corner they stand on: (centre, radius) in painter coordinates. The board keeps that
    cell's corner marks clear of them."""
    puzzle = state.puzzle
    if cell <= 0 or not any(getattr(c, "rule", None) in CORNER_MARK_RULES for c in puzzle.constraints):
        return {}
    from str8ts_gui.gui.draw.sudoku_variants.quadruple import circle_footprint

    canvas = Canvas(square, cell, state, options)
    out: dict[int, list[tuple[QPointF, float]]] = {}
    for c in puzzle.constraints:
        if getattr(c, "rule", None) not in CORNER_MARK_RULES:
            continue
        where = circle_footprint(canvas, c)
        if where is None:
            continue
        for i in c.cells:
            out.setdefault(i, []).append(where)
    return out


def marks_again(square: QRectF, cell: float, state, options) -> list[tuple[QRectF, Callable]]:
    """The marks drawn over the edges and corners of cells (Kropki dots, X and V, quadruples),
    each as (where it has ink, ``again(painter, fill, gap)``): the mark drawn again over what was
    drawn on it since (a selected cell's outline), ``gap`` pixels around it knocked out in
    ``fill``. The painter's state is saved and restored around it."""
    puzzle = state.puzzle
    rules = EDGE_MARK_RULES + CORNER_MARK_RULES
    if cell <= 0 or not any(getattr(c, "rule", None) in rules for c in puzzle.constraints):
        return []
    from str8ts_gui.gui.draw.sudoku_variants.kropki import dot_footprint, draw_kropki_again
    from str8ts_gui.gui.draw.sudoku_variants.quadruple import circle_footprint, draw_quadruple_again
    from str8ts_gui.gui.draw.sudoku_variants.xv import draw_xv_again, letter_footprint

    canvas = Canvas(square, cell, state, options)
    out: list[tuple[QRectF, Callable]] = []
    for c in puzzle.constraints:
        rule = getattr(c, "rule", None)
        if rule == "kropki":
            where, draw = dot_footprint(canvas, c), draw_kropki_again
        elif rule == "xv":
            where, draw = letter_footprint(canvas, c), draw_xv_again
        elif rule == "quadruple":
            circle = circle_footprint(canvas, c)
            where, draw = None, draw_quadruple_again
            if circle is not None:
                at, r = circle
                where = QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)
        else:
            continue
        if where is None:
            continue

        def again(painter: QPainter, fill, gap: float, c=c, draw=draw) -> None:
            painter.save()
            try:
                draw(painter, canvas, c, fill, gap)
            finally:
                painter.restore()

        out.append((where, again))
    return out


# (registered for the kind by str8ts_gui.gui.draw, which loads this package on the first board
# with a rule)

from str8ts_gui.gui.draw.sudoku_variants import (  # noqa: E402,F401  (each import registers its drawing)
    arrow,
    between,
    clone,
    cosmetic,
    diagonal,
    double_arrow,
    entropic,
    extremum,
    fpuzzles_marks,
    global_rules,
    killer,
    kropki,
    lines,
    little_killer,
    modular,
    nabner,
    outside_clues,
    outside_spot,
    parity,
    quadruple,
    sandwich,
    secret_direction,
    shading,
    slow_thermo,
    sum_lines,
    thermo,
    xv,
)
