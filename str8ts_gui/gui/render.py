"""Drawing a board of any kind with a QPainter (the kind's own layers come from :mod:`.draw`).

Shared by the board widget and by export (PNG/SVG/PDF) and printing, so it depends only on
the painter it is given: every size (fonts, line widths) is derived from the cell size in the
painter's logical coordinates, and nothing is drawn outside the returned board square (plus
half the outer border, which fits in the margin) except in the room :func:`board_margin` leaves
around it for clues outside the grid (a Sudoku's sandwich and little killer clues).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, NamedTuple, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from str8ts_gui.core.puzzle import COLOURS, PlayState, mask_digits
from str8ts_gui.gui.draw import (
    cell_labels, corner_reach, draw_label, draw_label_again, draw_label_over, edge_reach, label_rect, layers_for, margin_for,
    mark_room, marks_again,
    thick_line_width,
)
from str8ts_gui.gui.draw.palette import BoardPalette, paint_colours, palette_for

__all__ = [
    "MIN_MARK_PX", "RenderOptions", "board_margin", "board_square", "cell_at", "cell_fill", "cell_highlights", "cell_rect",
    "digit_fonts", "focus_cells", "mark_disc", "mark_font_px", "marks_row_text", "min_cell_for_marks", "note_discs", "outside_at",
    "render_board", "wide_font",
]


@dataclass
class RenderOptions:
    """What to draw besides the digits of the state (the colours: :mod:`.draw.palette`)."""

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
    :func:`.draw.margin_for`), at least ``options.margin``."""
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
    in (:func:`wide_font`), inside a cage's outline (``rooms``: :func:`.draw.mark_room`) narrower
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


def _fill_colour(black: bool, index: int, options: RenderOptions, p: BoardPalette, holds, candidates) -> str:
    # a broken rule, a shown hint's cells and the cells two solutions disagree on keep their tint
    # in a selected cell too (its outline says it is selected): the selection's fill hid them
    tinted = index in options.violations or index in options.hint_cells or index in options.differ
    if (index == options.selected or index in options.selection) and not tinted:
        return p.selected_black if black else p.selected
    if index in options.violations:
        return p.violation_black if black else p.violation
    if index in options.hint_cells:
        return p.hint_black if black else p.hint
    if index in options.differ:
        return p.differ_black if black else p.differ
    if index in options.hint_area and not black:
        return p.area
    if index in holds:
        return p.focus_black if black else p.focus
    if index in candidates and not black:
        return p.focus_candidate
    return p.black if black else p.cell


def cell_fill(state: PlayState, options: RenderOptions, index: int, holds=None, candidates=None) -> QColor:
    """The colour cell ``index`` shows: its highlight fill, or the player's first colour on a
    cell without a highlight (a label's knock-out takes this)."""
    if holds is None:
        holds, candidates = focus_cells(state, options)
    p = options.palette
    fill = _fill_colour(state.puzzle.black[index], index, options, p, holds, candidates)
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


def cell_highlights(state: PlayState, options: RenderOptions, index: int) -> list[str]:
    """The highlights drawn on cell ``index``, as the legend names them (see :mod:`.legend`)."""
    if not 0 <= index < state.puzzle.cell_count:
        return []
    holds, candidates = focus_cells(state, options)
    out = []
    if index in options.selected_cells:
        out.append("selected")
    if state.colours[index]:
        out.append("colours")
    if index in options.violations:
        out.append("violation")
    if index in options.wrong:
        out.append("wrong")
    if index in options.wrong_marks:
        out.append("wrong_marks")
    if index in options.uncertain:
        out.append("uncertain")
    if index in options.conflict:
        out.append("conflict")
    if index in options.differ:
        out.append("differ")
    if index in options.hint_cells:
        out.append("hint")
    elif index in options.hint_area:
        out.append("area")
    if index in options.placed:
        out.append("placed")
    if options.show_marks and options.pattern.get(index, 0) & ~options.struck.get(index, 0):
        out.append("pattern")
    if options.struck.get(index):
        out.append("struck")
    if index in holds:
        out.append("focus")
    elif index in candidates:
        out.append("focus_candidate")
    if index in options.auto_marks and options.show_marks and state.marks[index] and not state.entries[index]:
        out.append("auto_marks")
    return out


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


MARK_ROW_FONT = 1.08  # a pencil mark's pixel size is at most this many times its row's height


def _mark_boxes(cell: float, per_row: int, room: float, labelled: bool) -> tuple[float, float, float, float]:
    """Where a cell's pencil-mark grid stands: (inset from the left and right edges, top, width
    of a mark's box, height of a row), in pixels from the cell's corner. ``room``: the share of
    the cell kept free along every edge for a line drawn inside it (a cage's outline: the marks
    sit inside it); ``labelled``: a corner label (a cage's sum), the marks start below it."""
    inset = _mark_inset(cell, per_row)
    if room:
        inset = max(inset, cell * room)
    mini = (cell - 2 * inset) / per_row
    top, tall = inset, mini
    if labelled:
        top = max(inset, cell * LABEL_ROOM)
        tall = (cell - inset - top) / per_row
    return inset, top, mini, tall


EDGE_GAP = 0.035  # of a cell (1 pixel at least): pencil marks keep this clear of a mark on the cell's edge


def edge_gap(cell: float) -> float:
    """How far pencil marks keep from a mark on the cell's edge: :data:`EDGE_GAP`, and half a
    pixel more for the text's baseline put on whole pixels and its smoothed edges."""
    return max(1.0, cell * EDGE_GAP) + 0.5


class _MarkInk(NamedTuple):
    """Where a pencil mark's digits have ink in its box, for a font: ``wide`` the widest mark's
    ink (a mark of two digits squeezed to fit its box is no wider than the box), ``up`` and
    ``down`` how far it reaches above and below the box's middle; ``digit`` the widest of 1-9."""

    wide: float
    up: float
    down: float
    digit: float


EDGE_MARK_SPACING = 1.25  # a column of candidates beside marks on the edges is at least this many digits wide


@lru_cache(maxsize=64)
def _mark_ink(pixels: float, board_digits: int) -> _MarkInk:
    """The ink of the pencil marks drawn at ``pixels`` (regular and bold, every digit of the
    board) as :func:`_draw_fitting` centres them in a box."""
    wide = up = down = digit = 0.0
    for bold in (False, True):
        metrics = QFontMetricsF(_font(pixels, bold))
        baseline = metrics.ascent() - metrics.height() / 2  # below the box's middle
        for d in range(1, board_digits + 1):
            tight = metrics.tightBoundingRect(mark_text(d))
            wide = max(wide, tight.width())
            up = max(up, -(baseline + tight.top()))
            down = max(down, baseline + tight.bottom())
            if d <= 9:
                digit = max(digit, tight.width())
    return _MarkInk(wide, up, down, digit)


@lru_cache(maxsize=1024)
def _mark_boxes_clear(
    cell: float, per_row: int, room: float, labelled: bool, reach: tuple[float, float, float, float], ink: _MarkInk,
) -> tuple[float, float, float, float]:
    """:func:`_mark_boxes` for a cell with marks on its edges (Kropki dots, X and V) reaching
    ``reach`` pixels into it from its left, top, right and bottom sides: the grid of pencil
    marks drawn inset on those sides, as little as keeps the ink of its marks (``ink``)
    :func:`edge_gap` clear of them, the marks in their rows and columns as in every other cell
    (a dot at the middle of the right side moves the whole right column in, not the 6 alone).
    Sides without a mark keep their inset; a cell without any, all of :func:`_mark_boxes`."""
    inset, top, mini, tall = _mark_boxes(cell, per_row, room, labelled)
    if not any(r > 0 for r in reach):
        return inset, top, mini, tall
    gap = edge_gap(cell)
    want = [r + gap if r > 0 else 0.0 for r in reach]  # where the ink may start, from each side
    left, right, bottom = inset, inset, inset
    half = 1 / (2 * per_row)
    for _ in range(8):  # (each side's inset pulls on the others a little: a few rounds settle it)
        mini = (cell - left - right) / per_row
        wide = min(ink.wide, mini * 0.98) / 2
        # the first column's ink starts at left + mini / 2 - wide; left grows it by (1 - half) a pixel
        if want[0]:
            left = max(left, (want[0] + wide - (cell - right) * half) / (1 - half))
        if want[2]:
            right = max(right, (want[2] + wide - (cell - left) * half) / (1 - half))
        if want[1]:
            top = max(top, (want[1] + ink.up - (cell - bottom) * half) / (1 - half))
        if want[3]:
            bottom = max(bottom, (want[3] + ink.down - (cell - top) * half) / (1 - half))
    return left, top, (cell - left - right) / per_row, (cell - top - bottom) / per_row


def _off_edge_marks(r: QRectF, reach: tuple[float, float, float, float], cell: float) -> QRectF:
    """The cell ``r`` less the marks on its edges (``reach``) and a pixel beyond them: where a
    pattern candidate's disc may be drawn."""
    clear = [e + min(edge_gap(cell), 1.5) if e > 0 else 0.0 for e in reach]
    return r.adjusted(clear[0], clear[1], -clear[2], -clear[3])


def min_cell_for_marks(size: int, pixels: float = MIN_MARK_PX) -> float:
    """The smallest cell side whose pencil marks are at least ``pixels`` high."""
    return pixels / mark_font_px(1.0, size)


def mark_text(digit: int) -> str:
    """A pencil mark: the digit as the clues and entries show it (10 to 16 too)."""
    return str(digit)


def marks_row_text(digits, board_digits: int) -> str:
    """Marks in a row of text: side by side up to 9 ("1234"), as the centre marks are; on a
    board of 10 or more digits each one apart ("1 2 10 11"), where "12 10 11" would read as 12."""
    if board_digits <= 9:
        return "".join(mark_text(d) for d in digits)
    return " ".join(mark_text(d) for d in digits)


def _draw_mark(painter: QPainter, box: QRectF, text: str, metrics: QFontMetricsF) -> None:
    """``text`` centred in ``box``, squeezed sideways when it is wider than the box (10-16)."""
    width = metrics.horizontalAdvance(text)
    _draw_fitting(painter, box, text, width, _squeeze(text, width, box.width()))


def _squeeze(text: str, width: float, box_width: float) -> float:
    """How much a mark ``width`` wide is squeezed sideways to fit its box: 0 when it fits."""
    room = box_width * (0.98 if len(text) == 1 else 0.84)  # two digits keep a gap to the next mark
    return room / width if width > room else 0.0


def _draw_fitting(painter: QPainter, box: QRectF, text: str, width: float, scale: float) -> None:
    """A mark centred in ``box``, squeezed sideways by ``scale`` (0: not squeezed)."""
    if not scale:
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return
    painter.save()
    painter.translate(box.center())
    painter.scale(scale, 1.0)
    painter.drawText(QRectF(-width / 2, -box.height() / 2, width, box.height()), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


class _Marks:
    """Pencil marks exactly as :func:`_draw_mark` draws them (the same ``drawText`` calls), with
    less Python around each: a board of 15 x 15 or 16 x 16 with every candidate shown has
    thousands of marks a paint. A mark's width and whether it is squeezed sideways (10-16 in a
    narrow box) are measured once a paint, and the painter's font and pen are set only when
    they change within a cell. (Text laid out once, ``QStaticText``, would be faster still but
    is drawn with other pixels at small sizes and on high-density screens.)"""

    def __init__(self, painter: QPainter, fonts: dict[bool, tuple[QFont, QFontMetricsF]], width: float) -> None:
        self.painter = painter
        self.fonts = fonts
        self.width = width  # every mark's box is this wide
        self.sizes: dict[tuple[str, bool], tuple[float, float]] = {}  # (width, sideways scale or 0)
        self.cell()

    def cell(self) -> None:
        """A new cell: the painter's font and pen may have been set by other drawing since."""
        self.font_of: bool | None = None
        self.pen = None

    def draw(self, box: QRectF, text: str, focused: bool, colour) -> None:
        painter = self.painter
        if self.font_of is not focused:
            painter.setFont(self.fonts[focused][0])
            self.font_of = focused
        if self.pen is not colour:
            painter.setPen(colour)
            self.pen = colour
        key = (text, focused)
        size = self.sizes.get(key)
        if size is None:
            width = self.fonts[focused][1].horizontalAdvance(text)
            size = self.sizes[key] = (width, _squeeze(text, width, self.width))
        _draw_fitting(painter, box, text, *size)

    def disc(self, box: QRectF, colour: QColor, bounds: QRectF | None = None) -> None:
        """The disc behind a mark the step is made of (:func:`mark_disc` of its box, inside
        ``bounds``: off the marks on the cell's edges)."""
        disc = mark_disc(box)
        _draw_disc(self.painter, disc if bounds is None else disc.intersected(bounds), colour)
        self.pen = None

    def struck(self, box: QRectF, text: str, focused: bool, colour, line: QPen, a: float) -> None:
        """A mark the step rules out: drawn, then struck through (the pen changes for the line)."""
        self.draw(box, text, focused, colour)
        painter = self.painter
        painter.setPen(line)
        self.pen = None
        painter.drawLine(QPointF(box.left() + a, box.bottom() - a), QPointF(box.right() - a, box.top() + a))


# -- a step's pattern: its candidates on discs ------------------------------------------------------
PATTERN_GAP = 0.06  # of a mark's box (half a pixel at least): the discs of two marks side by side keep apart
PATTERN_ROUND = 0.4  # of a disc's shorter side: the radius of its corners (a round disc on a square box)
NOTE_DISC_PAD = 0.14  # of a corner or centre mark's pixel size (0.75 px at least): its disc around its ink


def mark_disc(box: QRectF) -> QRectF:
    """The disc behind a candidate a step is made of: its box in the cell's grid of candidates,
    a little inside it, so that the discs of neighbouring candidates never touch."""
    gap = max(0.5, min(box.width(), box.height()) * PATTERN_GAP)
    return box.adjusted(gap, gap, -gap, -gap)


def _draw_disc(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A filled rounded square (round where ``rect`` is square), no outline."""
    radius = min(rect.width(), rect.height()) * PATTERN_ROUND
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)


# Corner marks go to these places of a cell, in this order (x, y as fractions of the free width
# and height): the four corners, then the middles of the top, bottom, left and right sides.
CORNER_PLACES = ((0, 0), (1, 0), (0, 1), (1, 1), (0.5, 0), (0.5, 1), (0, 0.5), (1, 0.5))


def note_font_px(cell: float, digits: int) -> float:
    """The pixel size of corner and centre marks in a cell of side ``cell``."""
    return cell * (0.24 if digits <= 9 else 0.2)


NOTE_INSET = 0.07  # of a cell: corner and centre marks keep this clear of the cell's edges


class _NoteText(NamedTuple):
    """One text of a cell's pencil marks as :func:`_draw_notes` draws it: a corner mark in its
    place (``kind`` "corner", drawn by :func:`_draw_mark`), a row of corner marks ("row") or the
    centre marks ("centre"), both drawn by :func:`_draw_fitted` (``widest``: see there)."""

    kind: str
    box: QRectF
    text: str
    font: QFont
    digits: tuple[int, ...]
    widest: str = ""


# Rows of corner marks kept clear of the centre marks below a cage's total, many centre marks
# on two lines or more (tests switch both off to show every other cell is drawn as before)
ADJUST_NOTES = True


def _fitted_font(font: QFont, width: float, box_width: float) -> QFont:
    """``font``, or made smaller as :func:`_draw_fitted` makes it for a text ``width`` wide."""
    if width > box_width and width > 0:
        font = QFont(font)
        font.setPixelSize(max(1, int(font.pixelSize() * box_width / width)))
    return font


def note_ink(note: _NoteText) -> QRectF:
    """Where the digits of ``note`` have ink (nearly: as the font's metrics tell)."""
    metrics = QFontMetricsF(note.font)
    if note.kind == "corner":
        width = min(metrics.horizontalAdvance(note.text), note.box.width())
        tight = metrics.tightBoundingRect(note.text)
        tight = QRectF(-width / 2, tight.top(), width, tight.height())
    else:
        metrics = QFontMetricsF(_fitted_font(note.font, metrics.horizontalAdvance(note.widest or note.text), note.box.width()))
        width = metrics.horizontalAdvance(note.text)
        tight = metrics.tightBoundingRect(note.text).translated(-width / 2, 0)
    baseline = note.box.center().y() - metrics.height() / 2 + metrics.ascent()
    return tight.translated(note.box.center().x(), baseline)


def _rows_around_centre(rows: list[_NoteText], inner: QRectF, cell: float, px: float, centre: _NoteText):
    """Two ``rows`` of corner marks along the top and the foot of ``inner`` (below a cage's
    total) and the ``centre`` marks between them: None when the rows keep clear of the centre
    marks; else the rows and the centre marks made smaller together, as little as keeps a gap
    between them, the centre marks halfway between the rows."""
    centre_ink = note_ink(centre)
    if not any(note_ink(row).adjusted(-1, -1, 1, 1).intersects(centre_ink) for row in rows):
        return None
    gap = max(1.5, cell * 0.03)
    scale = 1.0
    while True:
        font = _font(px * scale, False)
        box_h = QFontMetricsF(font).height()
        boxes = [QRectF(inner.left(), inner.top() + row * (inner.height() - box_h), inner.width(), box_h) for row in (0, 1)]
        shrunk = [row._replace(box=box, font=font) for row, box in zip(rows, boxes)]
        top, foot = (note_ink(row) for row in shrunk)
        band_h = px * 1.5 * scale
        band = QRectF(centre.box.left(), (top.bottom() + foot.top()) / 2 - band_h / 2, centre.box.width(), band_h)
        middle = centre._replace(box=band, font=_font(px * 1.15 * scale, False))
        ink = note_ink(middle)  # its ink halfway between the rows' ink
        middle = middle._replace(box=band.translated(0, (top.bottom() + foot.top()) / 2 - ink.center().y()))
        ink = note_ink(middle)
        if (ink.top() - top.bottom() >= gap and foot.top() - ink.bottom() >= gap) or scale <= 0.3:
            return shrunk, middle
        scale -= 0.02


def _circle_corners(r: QRectF) -> tuple[QPointF, QPointF, QPointF, QPointF]:
    """The corners of the cell ``r`` in the order of a ``corners`` reach (see :func:`_draw_notes`):
    top-left, top-right, bottom-left, bottom-right."""
    return (r.topLeft(), QPointF(r.right(), r.top()), QPointF(r.left(), r.bottom()), r.bottomRight())


def _under_circles(box: QRectF, r: QRectF, corners: tuple[float, float, float, float], gap: float) -> bool:
    """Whether ``box`` comes nearer than ``gap`` to the circles over the corners of the cell
    ``r`` (``corners``: their reach from each corner)."""
    for at, reach in zip(_circle_corners(r), corners):
        if reach > 0:
            dx = max(box.left() - at.x(), 0.0, at.x() - box.right())
            dy = max(box.top() - at.y(), 0.0, at.y() - box.bottom())
            if math.hypot(dx, dy) < reach + gap:
                return True
    return False


def _rows_clear_of_circles(
    rows: list[_NoteText], r: QRectF, corners: tuple[float, float, float, float], gap: float,
) -> list[_NoteText] | None:
    """Two rows of corner marks (:func:`_corner_rows`) with their boxes narrowed to keep
    ``gap`` clear of the circles over the cell's corners (``corners``: their reach from the
    corners of the cell ``r``), each row's text centred in what is left, both in the one size
    that fits the narrower; None when a row has no room left."""
    boxes = []
    for row in rows:
        box = QRectF(row.box)
        for at, reach in zip(_circle_corners(r), corners):
            if reach <= 0:
                continue
            dy = max(box.top() - at.y(), 0.0, at.y() - box.bottom())
            if dy >= reach + gap:
                continue
            half = math.sqrt((reach + gap) ** 2 - dy * dy)  # the circle's half width at the row's nearest edge
            if at.x() <= r.center().x():
                box.setLeft(max(box.left(), at.x() + half))
            else:
                box.setRight(min(box.right(), at.x() - half))
        if box.width() < 1:
            return None
        boxes.append(box)
    if all(box == row.box for box, row in zip(boxes, rows)):
        return rows
    font = rows[0].font
    metrics = QFontMetricsF(font)
    # the one size both rows fit in: that of the row with the least room for its text
    text, box = min(((row.text, box) for row, box in zip(rows, boxes)), key=lambda t: t[1].width() / max(1.0, metrics.horizontalAdvance(t[0])))
    font = _fitted_font(font, metrics.horizontalAdvance(text), box.width())
    return [row._replace(box=box, font=font, widest="") for row, box in zip(rows, boxes)]


def _places_clear(places: list[tuple[float, float]], blocked: Callable[[float, float], bool]) -> list[tuple[float, float]]:
    """The places for corner marks (:data:`CORNER_PLACES`) that are not ``blocked`` (under a
    quadruple's circle), in their order; a corner blocked hands its turn to the middle of its
    side (the top's or the foot's) when that is free, so the marks still read left to right and
    top to bottom."""
    out: list[tuple[float, float]] = []
    for fx, fy in places:
        if not blocked(fx, fy):
            if (fx, fy) not in out:
                out.append((fx, fy))
        elif fx != 0.5 and fy != 0.5 and (0.5, fy) in places and (0.5, fy) not in out and not blocked(0.5, fy):
            out.append((0.5, fy))
    return out


def _corner_rows(
    corner: list[int], inner: QRectF, font: QFont, board_digits: int, r: QRectF | None = None,
    corners: tuple[float, float, float, float] | None = None, gap: float = 0.0,
) -> list[_NoteText]:
    """Corner marks in two rows of one size, along the top and the foot of ``inner`` (more marks
    than a cell's corners and sides hold), the wider row as narrow as can be (else the top row
    the longer). With circles over the corners of the cell ``r`` (``corners``, a quadruple's):
    each row narrowed to keep ``gap`` clear of them (:func:`_rows_clear_of_circles`), the marks
    split between the rows so that they are drawn as large as can be."""
    rows = _rows_of(corner, inner, font, board_digits)
    if r is None or not corners or not any(corners) or _rows_clear_of_circles(rows, r, corners, gap) is rows:
        return rows
    best = None
    for at in range(1, len(corner)):
        cleared = _rows_clear_of_circles(_rows_of(corner, inner, font, board_digits, at), r, corners, gap)
        if cleared is None:
            continue
        size = (cleared[0].font.pixelSize(), -abs(2 * at - len(corner)), at)
        if best is None or size > best[0]:
            best = (size, cleared)
    return best[1] if best is not None else rows


def _rows_of(corner: list[int], inner: QRectF, font: QFont, board_digits: int, at: int | None = None) -> list[_NoteText]:
    """:func:`_corner_rows` without circles: the first ``at`` marks in the top row (None: the
    wider row as narrow as can be)."""
    metrics = QFontMetricsF(font)
    box_h = metrics.height()

    def row_text(ds) -> str:
        return marks_row_text(ds, board_digits)

    def split(k: int) -> tuple[float, int, int]:
        wider = max(metrics.horizontalAdvance(row_text(corner[:k])), metrics.horizontalAdvance(row_text(corner[k:])))
        return round(wider, 1), abs(2 * k - len(corner)), -k

    half = min(range(1, len(corner)), key=split) if at is None else at
    texts = [row_text(corner[:half]), row_text(corner[half:])]
    widest = max(texts, key=metrics.horizontalAdvance)  # both rows in one size: the one that fits it
    rows = []
    for row, (text, ds) in enumerate(zip(texts, (corner[:half], corner[half:]))):
        line = QRectF(inner.left(), inner.top() + row * (inner.height() - box_h), inner.width(), box_h)
        rows.append(_NoteText("row", line, text, font, tuple(ds), widest))
    return rows


def _note_layout(
    r: QRectF, cell: float, state: PlayState, i: int, label: str | None, room: float = 0, shrink: bool = False,
    adjust: bool = True, reach: tuple[float, float, float, float] | None = None,
    corners: tuple[float, float, float, float] | None = None,
) -> list[_NoteText]:
    """The texts :func:`_draw_notes` draws for cell ``i`` (``adjust``: see :data:`ADJUST_NOTES`;
    ``reach``, ``corners``: see there).
    Remembered for the same cell rectangle and marks: making the rows below a cage's total and
    the centre marks stand apart, or many centre marks two lines or more, tries font after font, which on
    a board full of marks cost three times the whole board's drawing at every repaint."""
    return list(
        _layout_of(r.x(), r.y(), r.width(), r.height(), cell, state.corner[i], state.centre[i],
                   state.puzzle.digits, label, room, shrink, adjust, CENTRE_MIN_PX, reach or None,
                   corners if corners and any(corners) else None)
    )


@lru_cache(maxsize=4096)
def _layout_of(
    x: float, y: float, w: float, h: float, cell: float, corner_mask: int, centre_mask: int, board_digits: int,
    label: str | None, room: float, shrink: bool, adjust: bool, floor: int,
    reach: tuple[float, float, float, float] | None = None, corners: tuple[float, float, float, float] | None = None,
) -> tuple[_NoteText, ...]:
    r = QRectF(x, y, w, h)
    notes: list[_NoteText] = []
    corner = mask_digits(corner_mask)
    centre = mask_digits(centre_mask)
    px = note_font_px(cell, board_digits)
    inset = cell * max(NOTE_INSET, room + 0.03 if room else 0)  # (a corner mark's glyph fills its box)
    if shrink and inset > cell * NOTE_INSET:
        px *= (cell - 2 * inset) / (cell * (1 - 2 * NOTE_INSET))
    # each side's inset: a mark on that edge (a Kropki dot, an X or V) and a gap kept clear; the
    # corner marks' boxes hold their ink, the centre marks' band theirs (made smaller to fit it)
    gap = edge_gap(cell)
    sides = tuple(max(inset, e + gap) if e > 0 else inset for e in reach) if reach else (inset,) * 4
    left, top, right, bottom = sides
    rows: list[_NoteText] = []
    if corner:
        font = _font(px, False)
        metrics = QFontMetricsF(font)
        box_w = max(metrics.horizontalAdvance("16" if board_digits > 9 else "8"), px * 0.6)
        box_h = metrics.height()
        inner = r.adjusted(left, top, -right, -bottom)

        def spot(fx: float, fy: float) -> QRectF:
            return QRectF(inner.left() + fx * (inner.width() - box_w), inner.top() + fy * (inner.height() - box_h), box_w, box_h)

        places = list(CORNER_PLACES)
        if label:
            free = label_rect(r, cell, label).adjusted(0, 0, box_w, 0)
            places = [(fx, fy) for fx, fy in places if not spot(fx, fy).intersects(free)]
        if corners:  # a quadruple's circle over a corner: the marks take the places clear of it
            places = _places_clear(places, lambda fx, fy: _under_circles(spot(fx, fy), r, corners, gap))
        if label and len(corner) > len(places):
            below = cell * LABEL_ROOM if room else inset + cell * LABEL_ROOM
            inner = r.adjusted(left, max(top, below), -right, -bottom)  # two rows below the total
        if len(corner) <= len(places):
            for d, (fx, fy) in zip(corner, places):
                x, y = spot(fx, fy).left(), spot(fx, fy).top()
                notes.append(_NoteText("corner", QRectF(x, y, box_w, box_h), mark_text(d), font, (d,)))
        else:  # more marks than places: a row along the top and one along the bottom
            rows = _corner_rows(corner, inner, font, board_digits, r, corners, gap)
    middle = None
    if centre:
        text = marks_row_text(centre, board_digits)
        band = QRectF(r.left() + left, r.center().y() - px * 0.75, r.width() - left - right, px * 1.5)
        middle = _NoteText("centre", band, text, _font(px * 1.15, False), tuple(centre))
        if adjust and rows and label:  # the rows moved below a cage's total: they may reach the centre marks
            shared = _rows_around_centre(rows, inner, cell, px, middle)
            if shared is not None:
                rows, middle = shared
                if corners:  # (made smaller across the cell's width: clear of the circles again)
                    rows = _rows_clear_of_circles(rows, r, corners, gap) or rows
    notes += rows
    if middle is not None:
        if not adjust:
            notes.append(middle)
        else:
            lines = _centre_lines(middle, board_digits, notes, _clear_of_corners(middle, notes))
            if board_digits > 9 and len(centre) > CENTRE_ONE_ROW:
                kept = [note_ink(note) for note in notes]
                if label:
                    kept.append(label_rect(r, cell, label))
                area = QRectF(middle.box.left(), r.top() + top, middle.box.width(), r.height() - top - bottom)
                lines = _centre_wrapped(middle, board_digits, area, kept, _drawn_px(lines)) or lines
            if _drawn_px(lines) < floor <= middle.font.pixelSize():  # (smaller cells: as before)
                notes, lines = _legible_centre(r, cell, sides, label, board_digits, notes, middle, lines, floor, corners, gap)
            notes += lines
    return tuple(notes)


# Centre marks are drawn at least this many pixels (the font's pixel size: digits about 5 px
# tall, the fewest a digit keeps its shape in) where the cell holds them: a 16 x 16 cell at the
# smallest the board keeps it (40 px, for candidates of MIN_MARK_PX) holds five of 10-16 in two
# lines of this size beside six corner marks. Below it a row squeezed between the corner marks
# went down to 3 px (digits 2-3 px tall). Cells whose centre marks are smaller than this in
# their own size (thumbnails, a board shrunk below what the window keeps) are drawn as before.
CENTRE_MIN_PX = 7


def _legible_centre(
    r: QRectF, cell: float, sides: tuple[float, float, float, float], label: str | None, board_digits: int,
    notes: list[_NoteText], middle: _NoteText, lines: list[_NoteText], floor: int,
    corners: tuple[float, float, float, float] | None = None, gap: float = 0.0,
) -> tuple[list[_NoteText], list[_NoteText]]:
    """(corner marks, centre-mark lines) for centre marks ``lines`` drawn smaller than ``floor``
    (:data:`CENTRE_MIN_PX`) beside the corner marks ``notes``: the centre marks in one to
    :data:`CENTRE_LINES` lines anywhere over the cell's middle (between the corner marks, a gap
    clear of their ink and of a cage's total), as large as fits; when that is still under the
    floor and seven or eight corner marks stand at the middles of the cell's sides too, those go
    in two rows along the top and the foot (as more marks than places do) when that frees room
    for larger centre marks. Still under it (a cage's outline leaves less room), the corner marks
    are made smaller too, each towards the cell's edges it stands at, as little as lets the
    centre marks reach the floor, never under it themselves. Else ``notes`` and ``lines``, or
    the largest centre marks found, as they are."""
    left, top, right, bottom = sides  # (the insets from the cell's sides: see _layout_of)
    area = QRectF(middle.box.left(), r.top() + top, middle.box.width(), r.height() - top - bottom)
    total = [label_rect(r, cell, label)] if label else []
    layouts = [notes]
    placed = [note for note in notes if note.kind == "corner"]
    if not label and len(placed) > 6 and len(placed) == len(notes):
        inner = r.adjusted(left, top, -right, -bottom)
        rows = _corner_rows([note.digits[0] for note in placed], inner, placed[0].font, board_digits, r, corners, gap)
        # (two rows of two-digit marks are drawn smaller to fit the cell's width: not under the
        # floor, nor under the size the corner marks had, to make room for the centre marks)
        if _drawn_px(rows) >= min(floor, _drawn_px(placed)):
            layouts.append(rows)

    def fit(corners: list[_NoteText], drawn: int) -> tuple[int, list[_NoteText]] | None:
        kept = [note_ink(note) for note in corners] + total
        found = None
        for room in _beside_side_marks(area, kept):
            found = _wrapped_lines(middle, board_digits, room, kept, found[0] if found else drawn, 1, 1.0) or found
        return found

    best = (_drawn_px(lines), notes, lines)
    for corners in layouts:
        found = fit(corners, best[0])
        if found:
            best = (found[0], corners, found[1])
        if best[0] >= floor:
            return best[1], best[2]
    for corners in layouts if notes else ():
        for size in range(max(note.font.pixelSize() for note in corners) - 1, floor - 1, -1):
            smaller = [_smaller_mark(note, size, r, board_digits) for note in corners]
            found = fit(smaller, floor - 1)
            if found:
                return smaller, found[1]
    return best[1], best[2]


def _beside_side_marks(area: QRectF, kept: list[QRectF]) -> list[QRectF]:
    """``area``, and the part of it between the ink of the marks at the middles of its left
    and right sides (``kept``: one of them alone, the lines centred between it and the other
    side) when that differs."""
    mid = area.center()
    beside = [o for o in kept if o.top() <= mid.y() <= o.bottom()]
    left = max([o.right() + 1 for o in beside if o.center().x() < mid.x()], default=area.left())
    right = min([o.left() - 1 for o in beside if o.center().x() > mid.x()], default=area.right())
    if right - left < 1 or (abs(left - area.left()) < 0.5 and abs(right - area.right()) < 0.5):
        return [area]
    return [area, QRectF(left, area.top(), right - left, area.height())]


def _smaller_mark(note: _NoteText, size: int, r: QRectF, board_digits: int) -> _NoteText:
    """A corner mark (or a row of them) ``note`` in a font of ``size`` pixels at most, its ink
    inside the ink it had, kept at the edges of the cell ``r`` it stands at (else centred)."""
    if note.font.pixelSize() <= size:
        return note
    font = QFont(note.font)
    font.setPixelSize(size)
    metrics = QFontMetricsF(font)
    box = note.box
    w = box.width()
    if note.kind == "corner":
        w = min(w, max(metrics.horizontalAdvance("16" if board_digits > 9 else "8"), size * 0.6))
    smaller = note._replace(box=QRectF(box.center().x() - w / 2, box.center().y() - metrics.height() / 2, w, metrics.height()), font=font)
    was, ink = note_ink(note), note_ink(smaller)

    def shift(low: float, high: float, new_low: float, new_high: float, middle: float) -> float:
        if (low + high) / 2 < middle - 0.5:
            return low - new_low
        if (low + high) / 2 > middle + 0.5:
            return high - new_high
        return (low + high) / 2 - (new_low + new_high) / 2

    dx = shift(was.left(), was.right(), ink.left(), ink.right(), r.center().x()) if note.kind == "corner" else 0.0
    dy = shift(was.top(), was.bottom(), ink.top(), ink.bottom(), r.center().y())
    return smaller._replace(box=smaller.box.translated(dx, dy))


def _clear_of_corners(middle: _NoteText, corner: list[_NoteText]) -> _NoteText:
    """The centre marks ``middle`` in one row, made smaller until their ink keeps clear of the ink
    of every ``corner`` mark: six or more corner marks stand at the middles of the cell's sides
    too (five beside a cage's total), where a long row of centre marks (or a row in a cell made
    small by a cage's outline) reached them. The row stays centred in the cell, or is centred
    between the marks at the middles of the left and right sides when that lets it be larger
    (one of them there alone). ``middle`` itself when it is clear."""
    if not corner:
        return middle
    obstacles = [note_ink(note) for note in corner]

    def clear(note: _NoteText) -> bool:
        ink = note_ink(note)
        return not any(ink.intersects(other) for other in obstacles)

    if clear(middle):
        return middle

    def fitted(note: _NoteText) -> _NoteText:  # the largest size that keeps clear, in its box
        if clear(note):
            return note
        size = _fitted_font(note.font, QFontMetricsF(note.font).horizontalAdvance(note.text), note.box.width()).pixelSize()
        smaller = note
        for px in range(size - 1, 0, -1):
            font = QFont(note.font)
            font.setPixelSize(px)
            smaller = note._replace(font=font)
            if clear(smaller):
                break
        return smaller

    best = fitted(middle)
    band = middle.box
    level = note_ink(middle)
    beside = [o for o in obstacles if o.top() < level.bottom() and o.bottom() > level.top()]
    left = max([o.right() + 1 for o in beside if o.center().x() < band.center().x()], default=band.left())
    right = min([o.left() - 1 for o in beside if o.center().x() > band.center().x()], default=band.right())
    if left - band.left() != band.right() - right and right > left:  # one side's mark only: the room between
        between = fitted(middle._replace(box=QRectF(left, band.top(), right - left, band.height())))
        if between.font.pixelSize() > best.font.pixelSize() and clear(between):
            best = between
    return best


CENTRE_ONE_ROW = 5  # up to this many centre marks always go in one row (as they always have)


def _centre_lines(
    middle: _NoteText, board_digits: int, corner: list[_NoteText], row: _NoteText | None = None
) -> list[_NoteText]:
    """The centre marks ``middle`` (a row across its band) on two lines, as SudokuPad draws many
    of them (more than :data:`CENTRE_ONE_ROW`), the first line the first half (rounded up):
    only when that gives a larger size than the one row's (shrunk to fit the band's width;
    ``row``: the row as it is drawn otherwise, smaller to keep clear of the corner marks, see
    :func:`_clear_of_corners`), both lines within the band and clear of the ink of the
    ``corner`` marks; else ``[row]`` (``[middle]``)."""
    if row is None:
        row = middle
    digits = middle.digits
    band = middle.box
    one = _fitted_font(row.font, QFontMetricsF(row.font).horizontalAdvance(row.text), row.box.width()).pixelSize()
    if len(digits) <= CENTRE_ONE_ROW or one >= middle.font.pixelSize():
        return [row]  # the row is drawn in its own size
    obstacles = [note_ink(note) for note in corner]
    half = (len(digits) + 1) // 2
    texts = [marks_row_text(digits[:half], board_digits), marks_row_text(digits[half:], board_digits)]
    for size in range(middle.font.pixelSize(), one, -1):
        font = QFont(middle.font)
        font.setPixelSize(size)
        metrics = QFontMetricsF(font)
        if max(metrics.horizontalAdvance(text) for text in texts) > band.width():
            continue
        box_h = metrics.height()
        lines = [middle._replace(box=QRectF(band.left(), band.center().y() - box_h / 2, band.width(), box_h), text=text, font=font) for text in texts]
        inks = [note_ink(line) for line in lines]
        gap = max(1.0, 0.3 * max(ink.height() for ink in inks))
        top, foot = band.center().y() - gap / 2 - inks[0].bottom(), band.center().y() + gap / 2 - inks[1].top()
        lines = [lines[0]._replace(box=lines[0].box.translated(0, top)), lines[1]._replace(box=lines[1].box.translated(0, foot))]
        inks = [inks[0].translated(0, top), inks[1].translated(0, foot)]
        if inks[0].top() < band.top() or inks[1].bottom() > band.bottom():
            continue
        if any(ink.intersects(other.adjusted(-1, -1, 1, 1)) for ink in inks for other in obstacles):
            continue
        return lines
    return [row]


CENTRE_LINES = 4  # many centre marks on a board of 10-16 digits wrap into at most this many lines


def _drawn_px(lines: list[_NoteText]) -> int:
    """The pixel size centre-mark ``lines`` are drawn in (made smaller to fit their box)."""
    return min(
        _fitted_font(n.font, QFontMetricsF(n.font).horizontalAdvance(n.widest or n.text), n.box.width()).pixelSize()
        for n in lines
    )


def _centre_wrapped(
    middle: _NoteText, board_digits: int, area: QRectF, kept: list[QRectF], drawn: int
) -> list[_NoteText] | None:
    """Many centre marks ``middle`` on a board of 10-16 digits wrapped into 2 to
    :data:`CENTRE_LINES` lines over the cell's whole height (``area``: the cell inside its
    margins, as wide as the centre band), as SudokuPad lets them grow: the first lines the
    longer ones (16 marks: 4, 4, 4, 4), the lines centred on the cell's centre (or between the
    corner marks above and below it), a gap between them, their ink inside ``area`` and clear of ``kept`` (the ink of the corner marks, a cage's
    total), in the largest size that fits, never larger than the centre marks' own size, and
    fewer lines at the same size. None unless that is larger than ``drawn`` (the size of the
    one row or two lines drawn otherwise): every case drawn well before stays as it was."""
    best = _wrapped_lines(middle, board_digits, area, kept, drawn, 2, 2.0)
    return best[1] if best else None


def _wrapped_lines(
    middle: _NoteText, board_digits: int, area: QRectF, kept: list[QRectF], drawn: int, fewest: int, clear_gaps: float
) -> tuple[int, list[_NoteText]] | None:
    """(size, lines): the centre marks ``middle`` in ``fewest`` to :data:`CENTRE_LINES` lines
    as :func:`_centre_wrapped` lays them out, their ink ``clear_gaps`` times the gap between
    the lines clear of ``kept``; None unless larger than ``drawn``."""
    digits = middle.digits
    best: tuple[int, list[_NoteText]] | None = None
    # centred on the cell's centre, else between the ink above and below it (two rows of corner marks)
    mid = area.center().y()
    above = max([o.bottom() + 1 for o in kept if o.bottom() <= mid], default=area.top())
    below = min([o.top() - 1 for o in kept if o.top() >= mid], default=area.bottom())
    centres = [mid] + ([(above + below) / 2] if abs((above + below) / 2 - mid) >= 0.5 else [])
    for count, centre in ((c, y) for c in range(fewest, min(CENTRE_LINES, len(digits)) + 1) for y in centres):
        base, extra = divmod(len(digits), count)
        groups, at = [], 0
        for k in range(count):
            take = base + (1 if k < extra else 0)
            groups.append(digits[at:at + take])
            at += take
        texts = [marks_row_text(g, board_digits) for g in groups]
        floor = max(drawn, best[0] if best else 0)
        for size in range(middle.font.pixelSize(), floor, -1):
            font = QFont(middle.font)
            font.setPixelSize(size)
            metrics = QFontMetricsF(font)
            if max(metrics.horizontalAdvance(text) for text in texts) > area.width():
                continue
            box_h = metrics.height()
            lines = [middle._replace(box=QRectF(area.left(), 0, area.width(), box_h), text=text, font=font, widest="") for text in texts]
            inks = [note_ink(line) for line in lines]
            gap = max(1.0, 0.3 * max(ink.height() for ink in inks))
            total = sum(ink.height() for ink in inks) + gap * (count - 1)
            y = centre - total / 2
            placed = []
            for line, ink in zip(lines, inks):
                shift = y - ink.top()
                placed.append((line._replace(box=line.box.translated(0, shift)), ink.translated(0, shift)))
                y += ink.height() + gap
            if placed[0][1].top() < area.top() or placed[-1][1].bottom() > area.bottom():
                continue
            clear = clear_gaps * gap  # (twice the gap between the lines: they read as one group apart from the corner marks)
            if any(ink.intersects(other.adjusted(-clear, -clear, clear, clear)) for _, ink in placed for other in kept):
                continue
            best = (size, [line for line, _ in placed])
            break
    return best


def _draw_notes(
    painter: QPainter, r: QRectF, cell: float, state: PlayState, i: int, label: str | None, options, room: float = 0,
    shrink: bool = False, reach: tuple[float, float, float, float] | None = None,
    corners: tuple[float, float, float, float] | None = None,
) -> None:
    """Corner marks around the edges of the cell and centre marks in a row across its middle,
    shrunk to fit. A corner ``label`` (a cage's total) keeps its corner and a mark's width
    beside it free, so no mark reads as a digit of the total; ``room`` (a share of the cell)
    is kept free along every edge for a line drawn inside the cell (a cage's outline, a Check
    frame). ``shrink``: the marks are made smaller as the room left inside is (a Check frame
    inside the selection's outline leaves little), so the rows of corner marks keep clear of
    the centre marks. Two rows of corner marks below a cage's total that would reach the
    centre marks are made smaller with them, so they stand apart. Many centre marks go on two
    lines where that draws them larger than one row does; centre marks that would be drawn
    under :data:`CENTRE_MIN_PX` go on more lines, or seven or eight corner marks into two rows,
    where that makes them larger (:func:`_legible_centre`). ``reach``: marks on the cell's edges
    (Kropki dots, X and V) reach this far into it from its left, top, right and bottom sides; the
    marks keep clear of them (see :func:`_layout_of`). ``corners``: circles over the cell's
    corners (a quadruple's) reach this far into it from its top-left, top-right, bottom-left and
    bottom-right corners; the corner marks take the places clear of them (a corner under one
    passes its mark on to the next free place), rows of them are narrowed beside them."""
    colour = options.palette.colour("mark")
    focus_colour = options.palette.colour("focus_mark")
    focus = options.focus_digit
    more = {"corners": corners} if corners and any(corners) else {}  # (only where there are circles)
    notes = _note_layout(r, cell, state, i, label, room, shrink, ADJUST_NOTES, reach, **more)
    pattern = options.pattern.get(i, 0) & ~options.struck.get(i, 0)
    if pattern:  # every disc first: none covers another mark's digits
        disc = options.palette.colour("pattern")
        kept = [label_rect(r, cell, label)] if label else []
        bounds = _off_edge_marks(r, reach, cell) if reach else r
        for _d, rect in note_discs(notes, pattern, state.puzzle.digits, bounds, kept):
            _draw_disc(painter, rect, disc)
    for note in notes:
        if note.kind == "corner":
            painter.setFont(note.font)
            painter.setPen(focus_colour if focus in note.digits else colour)
            _draw_mark(painter, note.box, note.text, QFontMetricsF(note.font))
        else:
            painter.setPen(focus_colour if note.kind == "centre" and focus in note.digits else colour)
            _draw_fitted(painter, note.box, note.text, note.font, note.widest)


def note_discs(
    notes: Sequence[_NoteText], pattern: int, board_digits: int, bounds: QRectF | None = None, kept: Sequence[QRectF] = (),
) -> list[tuple[int, QRectF]]:
    """(digit, disc) for each corner or centre mark among ``notes`` (a cell's :func:`_note_layout`)
    whose digit is in the mask ``pattern``: its digit's ink as it is drawn (in a row of marks, its
    own digits), grown all round, but never to meet the disc of another mark nor the digits of
    one without a disc: towards another disc by less than half the gap between their inks,
    towards digits without one or ``kept`` (a cage's total) by less than the gap (where inks
    touch, as digits side by side in a row do, or overlap, as crowded two-digit corner marks
    may, the disc stops short of its own ink's edge, by a quarter of it at most); inside
    ``bounds`` (the cell)."""
    inks = [ink for note in notes for ink in _digit_inks(note, board_digits)]
    out: list[tuple[int, QRectF]] = []
    for k, (d, ink, px) in enumerate(inks):
        if not pattern >> d & 1:
            continue
        pad = max(0.75, px * NOTE_DISC_PAD)
        side, tall = pad, pad
        others = [(other, 0.5 if pattern >> e & 1 else 1.0) for j, (e, other, _px) in enumerate(inks) if j != k]
        others += [(other, 1.0) for other in kept]
        for other, share in others:
            dx = max(other.left() - ink.right(), ink.left() - other.right())
            dy = max(other.top() - ink.bottom(), ink.top() - other.bottom())
            if dx >= dy:
                side = min(side, dx * share - 0.5)
            else:
                tall = min(tall, dy * share - 0.5)
        # (inks that touch or overlap, as two-digit corner marks' may: inside them, a quarter at most)
        side, tall = max(side, -ink.width() / 4), max(tall, -ink.height() / 4)
        disc = ink.adjusted(-side, -tall, side, tall)
        out.append((d, disc.intersected(bounds) if bounds is not None else disc))
    return out


def _digit_inks(note: _NoteText, board_digits: int) -> list[tuple[int, QRectF, int]]:
    """(digit, where its ink is, the pixel size it is drawn in) for each digit of ``note``: a
    corner mark's :func:`note_ink`; in a row of marks (the lines of centre marks wrapped into
    several keep every digit in ``digits``: the text tells which are theirs) each digit's own
    ink across the digits' height."""
    if note.kind == "corner":
        return [(note.digits[0], note_ink(note), note.font.pixelSize())]
    font = _fitted_font(note.font, QFontMetricsF(note.font).horizontalAdvance(note.widest or note.text), note.box.width())
    metrics = QFontMetricsF(font)
    left = note.box.center().x() - metrics.horizontalAdvance(note.text) / 2  # (drawn centred in its box)
    baseline = note.box.center().y() - metrics.height() / 2 + metrics.ascent()
    top = baseline + metrics.tightBoundingRect("0123456789").top()
    digits = _row_digits(note.text, board_digits)
    out = []
    for k, d in enumerate(digits):
        before = marks_row_text(digits[:k], board_digits) + (" " if k and board_digits > 9 else "")
        x = left + (metrics.horizontalAdvance(before) if k else 0.0)
        tight = metrics.tightBoundingRect(mark_text(d))
        out.append((d, QRectF(x + tight.left(), top, tight.width(), baseline - top), font.pixelSize()))
    return out


def _row_digits(text: str, board_digits: int) -> tuple[int, ...]:
    """The digits of a row of marks written by :func:`marks_row_text`."""
    return tuple(int(t) for t in (text.split() if board_digits > 9 else text))


def _draw_fitted(painter: QPainter, box: QRectF, text: str, font: QFont, widest: str = "") -> None:
    """``text`` centred in ``box`` in ``font``, made smaller until it fits the box's width (or
    until ``widest``, a longer text drawn in the same size beside it, fits)."""
    font = _fitted_font(font, QFontMetricsF(font).horizontalAdvance(widest or text), box.width())
    painter.setFont(font)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


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
    everything else but a cage's sum (``labels``, see :func:`.draw.cell_labels`): where the band
    reaches the sum's digits (their top and left on small cells), they are drawn again over it,
    the band knocked out just around them in the cell's colour (``fill_of``) but for its outer
    third (a pixel at least), so the sum reads whole and the line runs on all around the cell,
    at full width beside the sum (:func:`.draw.draw_label_over`). Marks drawn over the cells'
    edges and corners (Kropki dots, X and V, a quadruple's circle, see :func:`.draw.marks_again`)
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
    """Draw ``state`` into the largest centred square inside ``rect``; return that square."""
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
            fill = _fill_colour(puzzle.black[i], i, options, p, holds, candidates)
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
        per_row = _mark_grid(puzzle.digits)
        mark_px = mark_font_px(cell, puzzle.digits)
        labelled = frozenset(labels)
        rooms = mark_room(puzzle)
        clue_fonts = digit_fonts(clue_font, cell, puzzle.digits, rooms)
        entry_fonts = digit_fonts(entry_font, cell, puzzle.digits, rooms)
        fast_marks: dict[tuple[int, float], _Marks] = {}
        edges = edge_reach(square, cell, state, options) if options.show_marks else {}
        circles = corner_reach(square, cell, state, options) if options.show_marks else {}

        def marks_for(pixels: float, width: float) -> _Marks:
            """The marks of this font size (rounded as :func:`_font` does) in boxes ``width`` wide."""
            key = (max(1, round(pixels)), width)
            if key not in fast_marks:
                fonts = {bold: _font(pixels, bold) for bold in (False, True)}
                fast_marks[key] = _Marks(painter, {b: (f, QFontMetricsF(f)) for b, f in fonts.items()}, width)
            return fast_marks[key]

        marks = marks_for(mark_px, _mark_boxes(cell, per_row, 0.0, False)[2])  # a plain cell's boxes
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
            if options.show_marks and state.has_notes(i):
                framed = frame_rooms.get(i, 0.0) > rooms.get(i, 0.0)  # the frame, not a cage, sets the room
                _draw_notes(painter, r, cell, state, i, labels.get(i), options, room, framed, reach, circles.get(i))
                continue
            mask = state.marks[i]
            if mask and options.show_marks:
                struck = options.struck.get(i, 0)
                pattern = options.pattern.get(i, 0) & ~struck  # (a candidate it removes: struck out)
                plain = colour("auto_mark" if i in options.auto_marks else "mark")
                if reach:
                    ink = _mark_ink(mark_px, puzzle.digits)
                    inset, top, mini, tall = _mark_boxes_clear(cell, per_row, room, i in labelled, reach, ink)
                    # columns made narrow by dots on both sides: smaller marks, so that a row of
                    # them does not read as one number (smaller ink keeps clear of the dots too)
                    narrow = mark_px * mini / (ink.digit * EDGE_MARK_SPACING) if ink.digit else mark_px
                    here = marks_for(min(mark_px, tall * MARK_ROW_FONT, narrow), mini)
                    free = _off_edge_marks(r, reach, cell)  # (a disc stays off the dots)
                else:
                    inset, top, mini, tall = _mark_boxes(cell, per_row, room, i in labelled)
                    # inside a cage's outline, or below its sum: smaller when the rows are low
                    here = marks_for(min(mark_px, tall * MARK_ROW_FONT), mini) if room or i in labelled else marks
                    free = None
                here.cell()
                for d in range(1, puzzle.digits + 1):
                    if not mask >> d & 1:
                        continue
                    mr, mc = divmod(d - 1, per_row)
                    box = QRectF(r.left() + inset + mc * mini, r.top() + top + mr * tall, mini, tall)
                    focused = d == options.focus_digit
                    if struck >> d & 1:
                        red = colour("struck")
                        here.struck(box, mark_text(d), focused, red, QPen(red, max(1.0, cell * 0.025)), mini * 0.22)
                    else:
                        if pattern >> d & 1:
                            here.disc(box, colour("pattern"), free)
                        here.draw(box, mark_text(d), focused, colour("focus_mark") if focused else plain)

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
