"""Drawing a board of any kind with a QPainter (the kind's own layers come from :mod:`..draw`, a
cell's pencil marks from :mod:`.pencil_marks`).

Shared by the board widget and by export (PNG/SVG/PDF) and printing, so it depends only on
the painter it is given: every size (fonts, line widths) is derived from the cell size in the
painter's logical coordinates, and nothing is drawn outside the returned board square (plus
half the outer border, which fits in the margin) except in the room :func:`board_margin` leaves
around it for clues outside the grid (a Sudoku's sandwich and little killer clues).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from str8ts_gui.core.puzzle import COLOURS, PlayState
from str8ts_gui.gui.draw import (
    cell_labels, corner_reach, draw_label, draw_label_again, draw_label_over, edge_reach, layers_for, layers_over_rings, margin_for,
    mark_room, marks_again,
    thick_line_width,
)
from str8ts_gui.gui.draw.palette import BoardPalette, paint_colours, palette_for

__all__ = [
    "MIN_MARK_PX", "RenderOptions", "board_margin", "board_square", "cell_at", "cell_fill", "cell_highlights",
    "cell_rect", "digit_fonts", "fill_name", "focus_cells", "mark_font_px", "min_cell_for_marks", "outside_at",
    "render_board", "two_candidates", "wide_font",
]


def __getattr__(name: str):
    if name in ("cell_highlights", "fill_name"):  # what a tooltip names (gui/board/legend.py)
        from str8ts_gui.gui.board import legend

        return getattr(legend, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass
class RenderOptions:
    """What to draw besides the digits of the state (the colours: :mod:`..draw.palette`)."""

    selected: int | None = None  # the cursor
    selection: frozenset[int] = frozenset()  # every selected cell (empty: just ``selected``)
    pencil_mode: bool = False  # the selection's outline is dashed while digits write marks or colours
    violations: frozenset[int] = frozenset()  # red digits and a light red tint
    conflict: frozenset[int] = frozenset()  # clue cells that cannot all hold: thick orange ring
    differ: frozenset[int] = frozenset()  # cells that differ between two solutions: violet tint
    show_entries: bool = True
    show_marks: bool = True
    dark: bool = False  # drawn on a dark background: the dark palette (the window only)
    # Checking the player's work (never the same look as a broken rule): a red frame along the
    # cell's edge, under the digits, for a wrong entry and for pencil marks that rule out the digit
    wrong: frozenset[int] = frozenset()
    wrong_marks: frozenset[int] = frozenset()
    # cells the picture reader was not sure of (File > Import Picture…): a dashed orange frame
    uncertain: frozenset[int] = frozenset()
    # A hint or a step of the solution path:
    hint_cells: frozenset[int] = frozenset()  # the step's cells: amber
    hint_area: frozenset[int] = frozenset()  # where to look: pale amber
    placed: dict[int, int] = field(default_factory=dict)  # cell -> digit the step places (green)
    struck: dict[int, int] = field(default_factory=dict)  # cell -> mask of candidates it removes
    # cell -> mask of the candidates the step is made of (an X-wing's four 5s): each on a green
    # disc, as HoDoKu draws them (a candidate also in ``struck`` is drawn struck out instead)
    pattern: dict[int, int] = field(default_factory=dict)
    auto_marks: frozenset[int] = frozenset()  # pencil marks shown for the player, not theirs: lighter
    preview: bool = False  # not the live board (a step of the solution path): amber frame
    focus_digit: int | None = None  # green: cells holding this digit, lighter where it is a candidate
    # View > Two-Candidate Cells (HoDoKu's bivalue filter): a cyan tint (the palette's ``pair``) on
    # every open cell that shows exactly two candidates (:func:`two_candidates`)
    pairs: bool = False
    # At least this many cells of room around the grid (an edit tool for clues outside the grid
    # asks 1 before there is any); the kind's own need is added by :func:`board_margin`.
    margin: float = 0

    @property
    def palette(self) -> BoardPalette:
        return palette_for(self.dark)

    @property
    def selected_cells(self) -> frozenset[int]:
        """The selected cells: :attr:`selection`, or the cursor alone."""
        if self.selection:
            return self.selection
        return frozenset() if self.selected is None else frozenset({self.selected})


DIGIT_PX = 0.62  # of a cell: the pixel size of a given or an entry
DIGIT_WIDTH = 0.76  # of a cell: the widest a given or an entry of two digits (10-16) is drawn
LABEL_ROOM = 0.27  # of a cell: the top band a corner label (a cage's sum) keeps from the pencil marks
MIN_MARK_PX = 9.0  # the board widget keeps its cells big enough for pencil marks of this size
FRAME_GAP = 0.03  # of a cell (2 pixels at least): pencil marks keep clear of a Check frame in a selected cell


# -- geometry ----------------------------------------------------------------------------------
class _Geometry(NamedTuple):
    square: QRectF
    cell: float
    frame: float  # width of the outer border
    outside: float  # how much of it lies outside the cells (the rest covers their edge)


def _geometry(rect: QRectF, size: int, height: int | None = None, margin: float = 0) -> _Geometry:
    """The board inside ``rect`` (``size`` cells wide, ``height`` high; default square): centred,
    with a margin that holds half the frame, its cells square; ``margin`` cells more on every side
    hold the clues outside the grid (see :func:`board_margin`).

    When there is room the cell size and the board's corner are whole numbers, so that on a
    screen the grid lines fall on pixel boundaries and look crisp.
    """
    rows = size if height is None else height
    if size <= 0 or rows <= 0 or min(rect.width(), rect.height()) <= 0:
        return _Geometry(QRectF(rect.center(), rect.center()), 0.0, 0.0, 0.0)
    extra = 2 * max(0.0, margin)
    estimate = min(rect.width() / (size + extra), rect.height() / (rows + extra))
    frame = max(2.0, float(round(estimate * 0.055)))
    pad = math.ceil(frame / 2) + 1
    cell = min((rect.width() - 2 * pad) / (size + extra), (rect.height() - 2 * pad) / (rows + extra))
    if cell >= 4:
        cell = float(math.floor(cell))
    elif cell <= 0:
        cell = estimate
        frame = max(0.5, cell * 0.1)
    side, tall = cell * size, cell * rows
    left = rect.left() + (rect.width() - side) / 2
    top = rect.top() + (rect.height() - tall) / 2
    outside = frame / 2  # (centred on the board's edge)
    if cell >= 4:
        left, top = float(math.floor(left)), float(math.floor(top))
        # In whole pixels, and no thinner than the box and region borders inside it (0.06 of a
        # cell against 0.055: a pixel more at some sizes) where there is room: it covers as much
        # of the cells as before, rounded down (a pixel that was half covered stays clear for a
        # cage's sum), the rest lies outside them, a pixel short of ``rect``'s edge (where the
        # room is tight that is a pixel less; never less than before: ``pad`` - 1 outside).
        room = min(left - rect.left(), top - rect.top(), rect.right() - left - side, rect.bottom() - top - tall)
        inside = frame // 2
        outside = min(max(frame, thick_line_width(cell)) - inside, max(float(pad - 1), math.floor(room) - 1.0))
        frame = outside + inside
    return _Geometry(QRectF(left, top, side, tall), cell, frame, outside)


def board_square(rect: QRectF, size: int, height: int | None = None, margin: float = 0) -> QRectF:
    """The rectangle the board of ``size`` x ``height`` cells (default: a square) occupies when
    drawn into ``rect`` (``margin``: the puzzle's :func:`board_margin`)."""
    return _geometry(QRectF(rect), size, height, margin).square


def cell_rect(square: QRectF, size: int, index: int) -> QRectF:
    """The rectangle of cell ``index`` in a board ``size`` cells wide drawn in ``square``."""
    cell = square.width() / size
    row, col = divmod(index, size)
    return QRectF(square.left() + col * cell, square.top() + row * cell, cell, cell)


def cell_at(rect: QRectF, size: int, pos: QPointF, height: int | None = None, margin: float = 0) -> int | None:
    """The cell under ``pos`` for a board of ``size`` x ``height`` cells (default: a square)
    drawn into ``rect`` (None outside the board; ``margin``: the puzzle's :func:`board_margin`)."""
    rows = size if height is None else height
    square = board_square(rect, size, rows, margin)
    if square.width() <= 0 or square.height() <= 0:
        return None
    x = pos.x() - square.left()
    y = pos.y() - square.top()
    if not (0 <= x < square.width() and 0 <= y < square.height()):
        return None
    cell = square.width() / size
    col = min(int(x / cell), size - 1)
    row = min(int(y / cell), rows - 1)
    return row * size + col


def board_margin(puzzle, options: RenderOptions | None = None) -> float:
    """The room, in cells, left on every side of the grid: what the kind's drawing needs for
    clues outside the grid (a Sudoku with sandwich or little killer clues: 1, see
    :func:`..draw.margin_for`), at least ``options.margin``."""
    need = margin_for(puzzle)
    return max(need, options.margin) if options is not None else need


def outside_at(rect: QRectF, puzzle, pos: QPointF, margin: float | None = None) -> tuple[int, int] | None:
    """(row, column) of the cell-sized square under ``pos``, counting the ring of squares
    around the grid: -1 is the row above (column left of) the grid, ``height`` (``size``) the
    row below (column right of) it; None beyond that ring or where the board leaves no margin.
    ``margin`` defaults to :func:`board_margin` of the puzzle (pass the board's when an edit
    tool asks more)."""
    if margin is None:
        margin = board_margin(puzzle)
    width, height = puzzle.size, puzzle.height
    square = board_square(rect, width, height, margin)
    if square.width() <= 0 or width <= 0:
        return None
    cell = square.width() / width
    x = (pos.x() - square.left()) / cell
    y = (pos.y() - square.top()) / cell
    reach = min(1.0, margin)
    if not (-reach <= x < width + reach and -reach <= y < height + reach):
        return None
    return min(max(math.floor(y), -1), height), min(max(math.floor(x), -1), width)


# -- drawing -----------------------------------------------------------------------------------
def _font(pixels: float, bold: bool) -> QFont:
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixels)))
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    return font


def wide_font(font: QFont, cell: float, digits: int, share: float = DIGIT_WIDTH) -> QFont:
    """``font`` for the givens and entries of two digits (10 to ``digits``): as large as fits
    the widest of them in ``share`` of the cell (``font`` itself when it fits)."""
    if digits < 10:
        return font
    metrics = QFontMetricsF(font)
    widest = max(metrics.horizontalAdvance(str(d)) for d in range(10, digits + 1))
    if widest <= cell * share:
        return font
    smaller = QFont(font)
    smaller.setPixelSize(max(1, math.floor(font.pixelSize() * cell * share / widest)))
    return smaller


CAGED_DIGIT_GAP = 0.03  # of a cell: a digit of two keeps this clear of a cage's outline, beyond the marks' room


def digit_fonts(font: QFont, cell: float, digits: int, rooms: dict[int, float]) -> Callable[[int, str], QFont]:
    """The font of the digit ``text`` in cell ``i``: ``font``; for two digits (10-16) one they fit
    in (:func:`wide_font`), inside a cage's outline (``rooms``: :func:`..draw.mark_room`) narrower
    still, so that they keep clear of its dashes."""
    made: dict[float, QFont] = {}

    def font_for(i: int, text: str) -> QFont:
        if len(text) < 2:
            return font
        room = rooms.get(i, 0.0)
        if room not in made:
            share = min(DIGIT_WIDTH, 1 - 2 * (room + CAGED_DIGIT_GAP)) if room else DIGIT_WIDTH
            made[room] = wide_font(font, cell, digits, share)
        return made[room]

    return font_for


def focus_cells(state: PlayState, options: RenderOptions) -> tuple[frozenset[int], frozenset[int]]:
    """The cells the focus digit highlights: those holding it (a clue, black clues included, or an
    entry) and the open cells where it is still a candidate (among the marks the cell shows)."""
    d = options.focus_digit
    if not d or not 1 <= d <= state.puzzle.digits:
        return frozenset(), frozenset()
    holds, candidates = set(), set()
    clues = state.puzzle.clues
    for i in range(state.puzzle.cell_count):
        if clues[i] == d or (options.show_entries and state.entries[i] == d and state.is_open(i)):
            holds.add(i)
        elif (
            options.show_marks and state.is_open(i) and not (options.show_entries and state.entries[i])
            and i not in options.placed and _shown_marks(state, i) >> d & 1
        ):
            candidates.add(i)
    return frozenset(holds), frozenset(candidates)


def _shown_marks(state: PlayState, i: int) -> int:
    """The marks cell ``i`` shows: its corner and centre marks, else its candidates."""
    return state.corner[i] | state.centre[i] if state.has_notes(i) else state.marks[i]


def two_candidates(state: PlayState, options: RenderOptions, i: int) -> bool:
    """Whether View > Two-Candidate Cells tints cell ``i`` (``options.pairs`` on): an open cell
    without a digit shown (an entry, or a digit a hint places) that shows exactly two candidates
    -- what the board draws as its candidates (:meth:`PlayState.shown_mask`, as the hints and
    Check read them): its centre marks when it has any, else its pencil marks, none where it
    shows corner marks alone (they say where a digit goes, not what the cell holds). With Show
    Candidates on, the state drawn holds the candidates the rules allow in their place."""
    if not options.pairs or not options.show_marks or not state.is_open(i) or i in options.placed:
        return False
    if options.show_entries and state.entries[i]:
        return False
    return state.shown_mask(i).bit_count() == 2


def _fill_name(black: bool, index: int, options: RenderOptions, holds, candidates, pair: bool = False) -> str:
    """The field of the palette (:class:`..draw.palette.BoardPalette`) cell ``index`` is filled with."""
    # a broken rule, a shown hint's cells and the cells two solutions disagree on keep their tint
    # in a selected cell too (its outline says it is selected): the selection's fill hid them; so
    # does a two-candidate cell (``pair``: :func:`two_candidates`) outside a hint's area
    tinted = index in options.violations or index in options.hint_cells or index in options.differ
    if pair and not black and index not in options.hint_area:
        tinted = True
    if (index == options.selected or index in options.selection) and not tinted:
        return "selected_black" if black else "selected"
    if index in options.violations:
        return "violation_black" if black else "violation"
    if index in options.hint_cells:
        return "hint_black" if black else "hint"
    if index in options.differ:
        return "differ_black" if black else "differ"
    if index in options.hint_area and not black:
        return "area"
    if index in holds:
        return "focus_black" if black else "focus"
    if pair and not black:  # (over the focus digit's candidate tint: its candidate stays bold green)
        return "pair"
    if index in candidates and not black:
        return "focus_candidate"
    return "black" if black else "cell"


def _fill_colour(black: bool, index: int, options: RenderOptions, p: BoardPalette, holds, candidates, pair: bool = False) -> str:
    return getattr(p, _fill_name(black, index, options, holds, candidates, pair))


def cell_fill(state: PlayState, options: RenderOptions, index: int, holds=None, candidates=None) -> QColor:
    """The colour cell ``index`` shows: its highlight fill, or the player's first colour on a
    cell without a highlight (a label's knock-out takes this)."""
    if holds is None:
        holds, candidates = focus_cells(state, options)
    p = options.palette
    pair = two_candidates(state, options, index)
    fill = _fill_colour(state.puzzle.black[index], index, options, p, holds, candidates, pair)
    painted = state.colours[index]
    if painted and fill == p.cell:
        return QColor(paint_colours(options.dark)[(painted & -painted).bit_length() - 2])
    return QColor(fill)


BLACK_COLOUR_BAND = 0.16  # of a cell: a black cell's colours are a band along its edges


def _draw_colours(painter: QPainter, box: QRectF, mask: int, dark: bool, tint: bool, black: bool = False) -> None:
    """The player's colours of one cell: one fills it, several share it in slices around the
    centre (as SudokuPad draws them). ``tint``: the cell has a highlight, which shows through.
    ``black``: a black cell keeps its middle black (it still reads as black, its white clue
    readable); the colours are a band along its edges."""
    names = paint_colours(dark)
    picked = [names[k - 1] for k in range(1, COLOURS + 1) if mask >> k & 1]
    if not picked:
        return
    painter.save()
    if tint:
        painter.setOpacity(0.55)
    if black:
        band = box.width() * BLACK_COLOUR_BAND
        ring = QPainterPath()
        ring.addRect(box)
        ring.addRect(box.adjusted(band, band, -band, -band))  # (odd-even fill: the hole)
        painter.setClipPath(ring, Qt.ClipOperation.IntersectClip)
    if len(picked) == 1:
        painter.fillRect(box, QColor(picked[0]))
    else:
        painter.setClipRect(box, Qt.ClipOperation.IntersectClip)
        painter.setPen(Qt.PenStyle.NoPen)
        big = box.adjusted(-box.width(), -box.height(), box.width(), box.height())
        step = 360 * 16 // len(picked)
        for k, name in enumerate(picked):
            painter.setBrush(QColor(name))
            painter.drawPie(big, 90 * 16 - k * step, -step)
    painter.restore()


def _mark_grid(size: int) -> int:
    """Pencil marks sit in a 3 x 3 grid inside the cell (4 x 4 for digits above 9); ``size`` is
    the largest digit (the board's size for square kinds)."""
    return 3 if size <= 9 else 4


def _mark_inset(cell: float, per_row: int) -> float:
    return cell * (0.06 if per_row == 3 else 0.025)


def mark_font_px(cell: float, size: int) -> float:
    """The pixel size of the pencil marks in a cell of side ``cell`` on a board of ``size``."""
    per_row = _mark_grid(size)
    if per_row == 3:
        return cell * 0.27
    mini = (cell - 2 * _mark_inset(cell, per_row)) / per_row
    return mini * 0.95


def min_cell_for_marks(size: int, pixels: float = MIN_MARK_PX) -> float:
    """The smallest cell side whose pencil marks are at least ``pixels`` high."""
    return pixels / mark_font_px(1.0, size)


def _frame_room(cell: float, band: float, width: float) -> float:
    """The share of a cell its pencil marks keep free along every edge when a Check frame
    ``width`` pixels wide runs inside the selection's outline (``band`` pixels): the frame and
    :data:`FRAME_GAP` (2 pixels at least) beyond it, as a cage's outline keeps its marks inside
    (at most 0.3: on a cell too small for that the marks keep some room)."""
    return min(0.3, (band + width + max(2.0, cell * FRAME_GAP)) / cell)


def _selection_width(cell: float) -> float:
    """How wide the selection's outline runs inside a cell ``cell`` pixels wide."""
    return max(2.0, float(round(cell * 0.08)))


def again_gap(cell: float) -> float:
    """How far the selection's outline is knocked out around a mark on the cell's edge or corner
    it reaches (:func:`_draw_selection`)."""
    return max(1.0, cell * 0.025)


def _draw_selection(
    painter: QPainter, square: QRectF, cell: float, state: PlayState, options, labels: dict[int, str] | None = None,
    fill_of: Callable[[int], QColor] | None = None,
) -> None:
    """The outline around the selected cells: each side of a selected cell that no selected
    cell shares, as a band inside the cell (dashed while digits write marks or colours), over
    everything else but a cage's sum (``labels``, see :func:`..draw.cell_labels`): where the band
    reaches the sum's digits (their top and left on small cells), they are drawn again over it,
    the band knocked out just around them in the cell's colour (``fill_of``) but for its outer
    third (a pixel at least), so the sum reads whole and the line runs on all around the cell,
    at full width beside the sum (:func:`..draw.draw_label_over`). Marks drawn over the cells'
    edges and corners (Kropki dots, X and V, a quadruple's circle, see :func:`..draw.marks_again`)
    that the band reaches are drawn again over it, the band knocked out :func:`again_gap`
    around them in the cell's colour, so they read whole and the band runs on beside them."""
    selected = options.selected_cells
    puzzle = state.puzzle
    n, rows = puzzle.size, puzzle.height
    if not selected or cell <= 0:
        return
    width = _selection_width(cell)
    colour = options.palette.colour
    painter.save()
    painter.setClipPath(_rect_path(square.adjusted(-cell, -cell, cell, cell)), Qt.ClipOperation.IntersectClip)
    raised = None  # the marks on cells' edges and corners (looked up once a band is drawn)
    for i in selected:
        if not 0 <= i < puzzle.cell_count:
            continue
        row, col = divmod(i, n)
        box = cell_rect(square, n, i)
        fill = colour("select_outline_on_black" if puzzle.black[i] else "select_outline")
        sides = []
        if row == 0 or i - n not in selected:
            sides.append(QRectF(box.left(), box.top(), box.width(), width))
        if row == rows - 1 or i + n not in selected:
            sides.append(QRectF(box.left(), box.bottom() - width, box.width(), width))
        if col == 0 or i - 1 not in selected:
            sides.append(QRectF(box.left(), box.top(), width, box.height()))
        if col == n - 1 or i + 1 not in selected:
            sides.append(QRectF(box.right() - width, box.top(), width, box.height()))
        painted = []  # (the band as drawn: its dashes in pencil mode)
        for side in sides:
            if not options.pencil_mode:
                painter.fillRect(side, fill)
                painted.append(side)
                continue
            # dashed: each side cut in 7 equal parts, dash-gap-...-dash, so every corner is a
            # solid L and the pattern looks the same at any size
            horizontal = side.width() > side.height()
            length = side.width() if horizontal else side.height()
            part = length / 7
            for k in range(0, 7, 2):
                if horizontal:
                    dash = QRectF(side.left() + k * part, side.top(), part, side.height())
                else:
                    dash = QRectF(side.left(), side.top() + k * part, side.width(), part)
                painter.fillRect(dash, fill)
                painted.append(dash)
        if raised is None:
            raised = marks_again(square, cell, state, options)
        touched = [again for where, again in raised if any(where.intersects(band) for band in painted)]
        if touched:  # dots, letters and circles on the cell's edges and corners: whole, over the band
            painter.save()
            where = QPainterPath()
            where.setFillRule(Qt.FillRule.WindingFill)  # (the bands overlap at the cell's corners)
            for band in painted:  # (on whole pixels: those the band's edges only partly cover are drawn again whole)
                where.addRect(QRectF(band.toAlignedRect()))
            painter.setClipPath(where, Qt.ClipOperation.IntersectClip)
            cell_colour = fill_of(i) if fill_of is not None else cell_fill(state, options, i)
            for again in touched:
                again(painter, cell_colour, again_gap(cell))
            painter.restore()
        if labels and i in labels and fill_of is not None:
            draw_label_over(painter, box, cell, labels[i], fill_of(i), colour("cage"), sides, max(1.0, width // 3))
    painter.restore()


def _rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def _outline_cells(painter: QPainter, square: QRectF, n: int, count: int, cells, pen: QPen, inset: float, draw) -> None:
    """``draw`` (the painter's drawEllipse or drawRect) inside each of ``cells``, ``inset`` from
    its edge, with ``pen`` and no fill; cells off the board (of ``count`` cells) are skipped."""
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in cells:
        if 0 <= i < count:
            draw(cell_rect(square, n, i).adjusted(inset, inset, -inset, -inset))
    painter.setPen(Qt.PenStyle.NoPen)


def render_board(
    painter: QPainter, rect: QRectF, state: PlayState, options: RenderOptions | None = None
) -> QRectF:
    """Draw ``state`` as large as it fits inside ``rect``, centred, its cells square (a board of
    ``size`` x ``height`` cells, see :func:`_geometry`); return the board's rectangle (a square
    for a square board)."""
    if options is None:
        options = RenderOptions()
    puzzle = state.puzzle
    n = puzzle.size  # the width; cell i is at row i // n, column i % n
    count = puzzle.cell_count
    square, cell, frame, frame_outside = _geometry(QRectF(rect), n, puzzle.height, board_margin(puzzle, options))
    if cell <= 0:
        return square
    p = options.palette
    colour = p.colour
    holds, candidates = focus_cells(state, options)

    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)

        # Cell backgrounds, and the colours the player painted (see-through on highlights).
        for i in range(count):
            fill = _fill_colour(puzzle.black[i], i, options, p, holds, candidates, two_candidates(state, options, i))
            box = cell_rect(square, n, i)
            painter.fillRect(box, QColor(fill))
            if state.colours[i]:
                _draw_colours(painter, box, state.colours[i], options.dark, fill not in (p.cell, p.black), puzzle.black[i])

        # Thin grid lines, as filled rectangles on whole pixels when the geometry allows.
        thin = max(1.0, float(round(cell * 0.022))) if cell >= 4 else max(0.25, cell * 0.03)
        offset = thin // 2 if cell >= 4 else thin / 2
        grid = colour("grid")
        for k in range(1, max(n, puzzle.height)):
            pos = k * cell
            if k < n:
                painter.fillRect(QRectF(square.left() + pos - offset, square.top(), thin, square.height()), grid)
            if k < puzzle.height:
                painter.fillRect(QRectF(square.left(), square.top() + pos - offset, square.width(), thin), grid)

        # The kind's own layers (Sudoku boxes, ...), over the grid and under the digits.
        for layer in layers_for(puzzle.kind):
            layer(painter, square, cell, state, options)

        # Conflict rings go under the digits so the digit stays readable.
        labels = cell_labels(puzzle)  # (a cage's sum in its first cell)
        if options.conflict:
            ring = max(2.0, cell * 0.07)
            _outline_cells(painter, square, n, count, options.conflict, QPen(colour("conflict"), ring), ring / 2 + cell * 0.025, painter.drawEllipse)
            # a cage's sum in a ringed cell stays readable: drawn again over the ring, the ring
            # knocked out just around its digits (as a selected cell's outline is)
            for i, text in labels.items():
                if i in options.conflict and 0 <= i < count:
                    box = cell_rect(square, n, i)
                    fill = cell_fill(state, options, i, holds, candidates)
                    draw_label_again(painter, box, cell, text, fill, colour("cage"))
        # the kind's marks the rings must not cross (a Suguru's unconnected-region warning)
        for layer in layers_over_rings(puzzle.kind):
            layer(painter, square, cell, state, options)

        # Check results: a red frame along the cell's edge, under the digits and pencil marks
        # (which start inside it), for a wrong entry and for marks that rule out the digit. In a
        # selected cell the frame runs just inside the selection's outline (drawn last, along
        # the edge), so both show; the cell's pencil marks then stand inside the frame, as in a
        # cage's outline (a share of the cell kept free along every edge, see ``frame_rooms``).
        checked = options.wrong | options.wrong_marks
        frame_rooms: dict[int, float] = {}
        if checked:
            width = max(2.0, float(round(cell * 0.06))) if cell >= 4 else max(0.5, cell * 0.06)
            wrong = colour("wrong")
            selected = options.selected_cells or ()
            band = _selection_width(cell)
            for i in checked:
                if 0 <= i < count:
                    box = cell_rect(square, n, i)
                    if i in selected:
                        box = box.adjusted(band, band, -band, -band)
                        frame_rooms[i] = _frame_room(cell, band, width)
                    painter.fillRect(QRectF(box.left(), box.top(), box.width(), width), wrong)
                    painter.fillRect(QRectF(box.left(), box.bottom() - width, box.width(), width), wrong)
                    painter.fillRect(QRectF(box.left(), box.top(), width, box.height()), wrong)
                    painter.fillRect(QRectF(box.right() - width, box.top(), width, box.height()), wrong)
            # a cage's sum in a framed cell stays readable: drawn again over the frame (the
            # frame knocked out behind it, as the cage's line is); a selected cell's outline
            # runs over its box but around its digits (see _draw_selection)
            for i, text in labels.items():
                if i in checked and 0 <= i < count:
                    fill = cell_fill(state, options, i, holds, candidates)
                    draw_label(painter, cell_rect(square, n, i), cell, text, fill, colour("cage"))

        # Cells the picture reader was not sure of: a dashed frame inside the cell's edge.
        if options.uncertain:
            width = max(2.0, float(round(cell * 0.05))) if cell >= 4 else max(0.5, cell * 0.05)
            pen = QPen(colour("uncertain"), width)
            pen.setDashPattern([2.0, 1.5])
            _outline_cells(painter, square, n, count, options.uncertain, pen, width / 2 + cell * 0.04, painter.drawRect)

        # Digits; those of two (10-16) smaller, so that they keep clear of the cell's lines.
        clue_font = _font(cell * DIGIT_PX, True)
        entry_font = _font(cell * DIGIT_PX, False)
        labelled = frozenset(labels)
        rooms = mark_room(puzzle)
        clue_fonts = digit_fonts(clue_font, cell, puzzle.digits, rooms)
        entry_fonts = digit_fonts(entry_font, cell, puzzle.digits, rooms)
        edges = edge_reach(square, cell, state, options) if options.show_marks else {}
        circles = corner_reach(square, cell, state, options) if options.show_marks else {}
        pencil = None  # the pencil marks' drawing (gui.pencil_marks), made at the first cell that has some
        centre = Qt.AlignmentFlag.AlignCenter
        for i in range(count):
            r = cell_rect(square, n, i)
            black = puzzle.black[i]
            clue = puzzle.clues[i]
            bad = i in options.violations
            if clue:
                painter.setFont(clue_fonts(i, str(clue)))
                if bad:
                    painter.setPen(colour("mistake_on_black" if black else "mistake"))
                else:
                    painter.setPen(colour("clue_on_black" if black else "clue"))
                painter.drawText(r, centre, str(clue))
                continue
            if black:
                continue
            entry = state.entries[i]
            if entry and options.show_entries:
                painter.setFont(entry_fonts(i, str(entry)))
                painter.setPen(colour("mistake" if bad else "entry"))
                painter.drawText(r, centre, str(entry))
                continue
            if i in options.placed:
                painter.setFont(entry_fonts(i, str(options.placed[i])))
                painter.setPen(colour("placed"))
                painter.drawText(r, centre, str(options.placed[i]))
                continue
            room = max(rooms.get(i, 0.0), frame_rooms.get(i, 0.0))
            reach = edges.get(i)  # (Kropki dots, X and V on the cell's edges: its marks keep clear of them)
            if options.show_marks and (state.marks[i] or state.has_notes(i)):
                if pencil is None:
                    from str8ts_gui.gui.board.pencil_marks import PencilMarks

                    pencil = PencilMarks(painter, cell, puzzle.digits, options)
                if state.has_notes(i):
                    framed = frame_rooms.get(i, 0.0) > rooms.get(i, 0.0)  # the frame, not a cage, sets the room
                    pencil.notes(r, state, i, labels.get(i), room, framed, reach, circles.get(i))
                else:
                    pencil.candidates(r, i, state.marks[i], room, i in labelled, reach)

        # Outer frame along the board's edge, in whole pixels when the cells are (see _geometry:
        # an odd width centred on the edge had a blurred pixel on each side, a weaker outline
        # than the box and region borders inside it)
        painter.setPen(Qt.PenStyle.NoPen)
        edge = colour("preview_frame" if options.preview else "frame")
        half = frame_outside
        outer = square.adjusted(-half, -half, half, half)
        painter.fillRect(QRectF(outer.left(), outer.top(), outer.width(), frame), edge)
        painter.fillRect(QRectF(outer.left(), outer.bottom() - frame, outer.width(), frame), edge)
        painter.fillRect(QRectF(outer.left(), outer.top(), frame, outer.height()), edge)
        painter.fillRect(QRectF(outer.right() - frame, outer.top(), frame, outer.height()), edge)

        # The selection's outline on top of everything (one line around a group of selected
        # cells).
        _draw_selection(painter, square, cell, state, options, labels, lambda i: cell_fill(state, options, i, holds, candidates))
    finally:
        painter.restore()
    return square
