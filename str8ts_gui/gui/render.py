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
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw import labelled_cells, layers_for, margin_for
from str8ts_gui.gui.draw.palette import BoardPalette, palette_for

__all__ = [
    "MIN_MARK_PX", "RenderOptions", "board_margin", "board_square", "cell_at", "cell_highlights", "cell_rect",
    "focus_cells", "mark_font_px", "min_cell_for_marks", "outside_at", "render_board",
]


@dataclass
class RenderOptions:
    """What to draw besides the digits of the state (the colours: :mod:`.draw.palette`)."""

    selected: int | None = None
    pencil_mode: bool = False  # the selected cell's outline is dashed in pencil mode
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
    # A hint or a step of the solution path:
    hint_cells: frozenset[int] = frozenset()  # the step's cells: amber
    hint_area: frozenset[int] = frozenset()  # where to look: pale amber
    placed: dict[int, int] = field(default_factory=dict)  # cell -> digit the step places (green)
    struck: dict[int, int] = field(default_factory=dict)  # cell -> mask of candidates it removes
    auto_marks: frozenset[int] = frozenset()  # pencil marks shown for the player, not theirs: lighter
    preview: bool = False  # not the live board (a step of the solution path): amber frame
    focus_digit: int | None = None  # green: cells holding this digit, lighter where it is a candidate
    # At least this many cells of room around the grid (an edit tool for clues outside the grid
    # asks 1 before there is any); the kind's own need is added by :func:`board_margin`.
    margin: float = 0

    @property
    def palette(self) -> BoardPalette:
        return palette_for(self.dark)


LABEL_ROOM = 0.27  # of a cell: the top band a corner label (a cage's sum) keeps from the pencil marks
MIN_MARK_PX = 9.0  # the board widget keeps its cells big enough for pencil marks of this size


# -- geometry ----------------------------------------------------------------------------------
class _Geometry(NamedTuple):
    square: QRectF
    cell: float
    frame: float  # width of the outer border


def _geometry(rect: QRectF, size: int, height: int | None = None, margin: float = 0) -> _Geometry:
    """The board inside ``rect`` (``size`` cells wide, ``height`` high; default square): centred,
    with a margin that holds half the frame, its cells square; ``margin`` cells more on every side
    hold the clues outside the grid (see :func:`board_margin`).

    When there is room the cell size and the board's corner are whole numbers, so that on a
    screen the grid lines fall on pixel boundaries and look crisp.
    """
    rows = size if height is None else height
    if size <= 0 or rows <= 0 or min(rect.width(), rect.height()) <= 0:
        return _Geometry(QRectF(rect.center(), rect.center()), 0.0, 0.0)
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
    if cell >= 4:
        left, top = float(math.floor(left)), float(math.floor(top))
    return _Geometry(QRectF(left, top, side, tall), cell, frame)


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


def focus_cells(state: PlayState, options: RenderOptions) -> tuple[frozenset[int], frozenset[int]]:
    """The cells the focus digit highlights: those holding it (a clue, black clues included, or an
    entry) and the open cells where it is still a candidate (a pencil mark shown)."""
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
            and i not in options.placed and state.marks[i] >> d & 1
        ):
            candidates.add(i)
    return frozenset(holds), frozenset(candidates)


def _fill_colour(black: bool, index: int, options: RenderOptions, p: BoardPalette, holds, candidates) -> str:
    if index == options.selected:
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


def cell_highlights(state: PlayState, options: RenderOptions, index: int) -> list[str]:
    """The highlights drawn on cell ``index``, as the legend names them (see :mod:`.legend`)."""
    if not 0 <= index < state.puzzle.cell_count:
        return []
    holds, candidates = focus_cells(state, options)
    out = []
    if index == options.selected:
        out.append("selected")
    if index in options.violations:
        out.append("violation")
    if index in options.wrong:
        out.append("wrong")
    if index in options.wrong_marks:
        out.append("wrong_marks")
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


def min_cell_for_marks(size: int, pixels: float = MIN_MARK_PX) -> float:
    """The smallest cell side whose pencil marks are at least ``pixels`` high."""
    return pixels / mark_font_px(1.0, size)


def mark_text(digit: int) -> str:
    """A pencil mark: the digit as the clues and entries show it (10 to 16 too)."""
    return str(digit)


def _draw_mark(painter: QPainter, box: QRectF, text: str, metrics: QFontMetricsF) -> None:
    """``text`` centred in ``box``, squeezed sideways when it is wider than the box (10-16)."""
    width = metrics.horizontalAdvance(text)
    room = box.width() * (0.98 if len(text) == 1 else 0.84)  # two digits keep a gap to the next mark
    if width <= room:
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return
    painter.save()
    painter.translate(box.center())
    painter.scale(room / width, 1.0)
    painter.drawText(QRectF(-width / 2, -box.height() / 2, width, box.height()), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def render_board(
    painter: QPainter, rect: QRectF, state: PlayState, options: RenderOptions | None = None
) -> QRectF:
    """Draw ``state`` into the largest centred square inside ``rect``; return that square."""
    if options is None:
        options = RenderOptions()
    puzzle = state.puzzle
    n = puzzle.size  # the width; cell i is at row i // n, column i % n
    count = puzzle.cell_count
    square, cell, frame = _geometry(QRectF(rect), n, puzzle.height, board_margin(puzzle, options))
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

        # Cell backgrounds.
        for i in range(count):
            fill = _fill_colour(puzzle.black[i], i, options, p, holds, candidates)
            painter.fillRect(cell_rect(square, n, i), QColor(fill))

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
        if options.conflict:
            ring = max(2.0, cell * 0.07)
            pen = QPen(colour("conflict"), ring)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = ring / 2 + cell * 0.025
            for i in options.conflict:
                if 0 <= i < count:
                    painter.drawEllipse(cell_rect(square, n, i).adjusted(inset, inset, -inset, -inset))
            painter.setPen(Qt.PenStyle.NoPen)

        # Check results: a red frame along the cell's edge, under the digits and pencil marks
        # (which start inside it), for a wrong entry and for marks that rule out the digit.
        checked = options.wrong | options.wrong_marks
        if checked:
            width = max(2.0, float(round(cell * 0.06))) if cell >= 4 else max(0.5, cell * 0.06)
            wrong = colour("wrong")
            for i in checked:
                if 0 <= i < count:
                    box = cell_rect(square, n, i)
                    painter.fillRect(QRectF(box.left(), box.top(), box.width(), width), wrong)
                    painter.fillRect(QRectF(box.left(), box.bottom() - width, box.width(), width), wrong)
                    painter.fillRect(QRectF(box.left(), box.top(), width, box.height()), wrong)
                    painter.fillRect(QRectF(box.right() - width, box.top(), width, box.height()), wrong)

        # Digits.
        clue_font = _font(cell * 0.62, True)
        entry_font = _font(cell * 0.62, False)
        per_row = _mark_grid(puzzle.digits)
        mark_px = mark_font_px(cell, puzzle.digits)
        labelled = labelled_cells(puzzle)
        mark_font = _font(mark_px, False)
        focus_font = _font(mark_px, True)
        mark_metrics = QFontMetricsF(mark_font)
        focus_metrics = QFontMetricsF(focus_font)
        centre = Qt.AlignmentFlag.AlignCenter
        for i in range(count):
            r = cell_rect(square, n, i)
            black = puzzle.black[i]
            clue = puzzle.clues[i]
            bad = i in options.violations
            if clue:
                painter.setFont(clue_font)
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
                painter.setFont(entry_font)
                painter.setPen(colour("mistake" if bad else "entry"))
                painter.drawText(r, centre, str(entry))
                continue
            if i in options.placed:
                painter.setFont(entry_font)
                painter.setPen(colour("placed"))
                painter.drawText(r, centre, str(options.placed[i]))
                continue
            mask = state.marks[i]
            if mask and options.show_marks:
                struck = options.struck.get(i, 0)
                plain = colour("auto_mark" if i in options.auto_marks else "mark")
                inset = _mark_inset(cell, per_row)
                mini = (cell - 2 * inset) / per_row
                top, tall = inset, mini
                if i in labelled:  # a corner label (a cage's sum): the marks start below it
                    top = cell * LABEL_ROOM
                    tall = (cell - inset - top) / per_row
                for d in range(1, puzzle.digits + 1):
                    if not mask >> d & 1:
                        continue
                    mr, mc = divmod(d - 1, per_row)
                    box = QRectF(r.left() + inset + mc * mini, r.top() + top + mr * tall, mini, tall)
                    focused = d == options.focus_digit
                    painter.setFont(focus_font if focused else mark_font)
                    metrics = focus_metrics if focused else mark_metrics
                    if struck >> d & 1:
                        painter.setPen(colour("struck"))
                        _draw_mark(painter, box, mark_text(d), metrics)
                        pen = QPen(colour("struck"), max(1.0, cell * 0.025))
                        painter.setPen(pen)
                        a = mini * 0.22
                        painter.drawLine(QPointF(box.left() + a, box.bottom() - a), QPointF(box.right() - a, box.top() + a))
                    else:
                        painter.setPen(colour("focus_mark") if focused else plain)
                        _draw_mark(painter, box, mark_text(d), metrics)

        # Outer frame, centred on the board's edge.
        painter.setPen(Qt.PenStyle.NoPen)
        edge = colour("preview_frame" if options.preview else "frame")
        half = frame / 2
        outer = square.adjusted(-half, -half, half, half)
        painter.fillRect(QRectF(outer.left(), outer.top(), outer.width(), frame), edge)
        painter.fillRect(QRectF(outer.left(), outer.bottom() - frame, outer.width(), frame), edge)
        painter.fillRect(QRectF(outer.left(), outer.top(), frame, outer.height()), edge)
        painter.fillRect(QRectF(outer.right() - frame, outer.top(), frame, outer.height()), edge)

        # Selection outline on top of everything.
        sel = options.selected
        if sel is not None and 0 <= sel < count:
            black = puzzle.black[sel]
            width = max(2.0, float(round(cell * 0.08)))
            box = cell_rect(square, n, sel)
            outline = colour("select_outline_on_black" if black else "select_outline")
            if options.pencil_mode:
                # Dashed: each side cut in 7 equal parts, dash-gap-...-dash, so every corner
                # is a solid L and the pattern looks the same at any size.
                part = box.width() / 7
                for k in range(0, 7, 2):
                    a = k * part
                    painter.fillRect(QRectF(box.left() + a, box.top(), part, width), outline)
                    painter.fillRect(QRectF(box.left() + a, box.bottom() - width, part, width), outline)
                    painter.fillRect(QRectF(box.left(), box.top() + a, width, part), outline)
                    painter.fillRect(QRectF(box.right() - width, box.top() + a, width, part), outline)
            else:
                pen = QPen(outline, width)
                pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inset = width / 2
                painter.drawRect(box.adjusted(inset, inset, -inset, -inset))
    finally:
        painter.restore()
    return square
