"""Drawing a board of any kind with a QPainter (the kind's own layers come from :mod:`.draw`).

Shared by the board widget and by export (PNG/SVG/PDF) and printing, so it depends only on
the painter it is given: every size (fonts, line widths) is derived from the cell size in the
painter's logical coordinates, and nothing is drawn outside the returned board square (plus
half the outer border, which fits in the margin).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw import layers_for

__all__ = ["RenderOptions", "board_square", "cell_at", "cell_rect", "render_board"]


@dataclass
class RenderOptions:
    """What to draw besides the digits of the state."""

    selected: int | None = None
    pencil_mode: bool = False  # the selected cell's outline is dashed and green in pencil mode
    violations: frozenset[int] = frozenset()  # red digits and a light red tint
    conflict: frozenset[int] = frozenset()  # clue cells that cannot all hold: thick orange ring
    differ: frozenset[int] = frozenset()  # cells that differ between two solutions: purple tint
    show_entries: bool = True
    show_marks: bool = True
    dark: bool = False  # drawn on a dark background: only the outer frame changes colour
    # Checking the player's work (never the same look as a broken rule):
    wrong: frozenset[int] = frozenset()  # wrong entries: a thick crimson frame inside the cell
    wrong_marks: frozenset[int] = frozenset()  # pencil marks that rule out the digit: dashed frame
    # A hint or a step of the solution path:
    hint_cells: frozenset[int] = frozenset()  # the step's cells: amber
    hint_area: frozenset[int] = frozenset()  # where to look: pale yellow
    placed: dict[int, int] = field(default_factory=dict)  # cell -> digit the step places (green)
    struck: dict[int, int] = field(default_factory=dict)  # cell -> mask of candidates it removes
    auto_marks: frozenset[int] = frozenset()  # pencil marks shown for the player, not theirs: lighter
    preview: bool = False  # not the live board (a step of the solution path): violet frame


# -- colours -----------------------------------------------------------------------------------
WHITE = QColor("#ffffff")
BLACK = QColor("#111111")
SELECTED_WHITE = QColor("#cfe3ff")
SELECTED_BLACK = QColor("#35507a")
VIOLATION_WHITE = QColor("#ffd9d9")
VIOLATION_BLACK = QColor("#5c1616")
DIFFER_WHITE = QColor("#e6d8f8")
DIFFER_BLACK = QColor("#3e2b5c")
CLUE_ON_WHITE = QColor("#000000")
CLUE_ON_BLACK = QColor("#ffffff")
ENTRY = QColor("#1c5fb8")
RED_ON_WHITE = QColor("#d41f1f")
RED_ON_BLACK = QColor("#ff7a7a")
MARK = QColor("#555555")
GRID = QColor("#9a9a9a")
FRAME = QColor("#000000")
FRAME_DARK = QColor("#9aa3ad")
SELECT_OUTLINE = QColor("#1f6feb")
SELECT_OUTLINE_ON_BLACK = QColor("#6aa8ff")
PENCIL_OUTLINE = QColor("#15994a")
PENCIL_OUTLINE_ON_BLACK = QColor("#4fdc86")
CONFLICT = QColor("#ff8c00")
WRONG = QColor("#c8102e")
WRONG_ON_BLACK = QColor("#ff5c7a")
HINT_WHITE = QColor("#ffd966")
HINT_BLACK = QColor("#5e4a0c")
AREA_WHITE = QColor("#fff4c2")
PLACED = QColor("#1d8a3a")
STRUCK = QColor("#d41f1f")
AUTO_MARK = QColor("#8c8c8c")
FRAME_PREVIEW = QColor("#7b3fc4")


# -- geometry ----------------------------------------------------------------------------------
class _Geometry(NamedTuple):
    square: QRectF
    cell: float
    frame: float  # width of the outer border


def _geometry(rect: QRectF, size: int) -> _Geometry:
    """The board square inside ``rect``: centred, with a margin that holds half the frame.

    When there is room the cell size and the square's corner are whole numbers, so that on a
    screen the grid lines fall on pixel boundaries and look crisp.
    """
    avail = min(rect.width(), rect.height())
    if size <= 0 or avail <= 0:
        return _Geometry(QRectF(rect.center(), rect.center()), 0.0, 0.0)
    estimate = avail / size
    frame = max(2.0, float(round(estimate * 0.055)))
    margin = math.ceil(frame / 2) + 1
    cell = (avail - 2 * margin) / size
    if cell >= 4:
        cell = float(math.floor(cell))
    elif cell <= 0:
        cell = avail / size
        frame = max(0.5, cell * 0.1)
    side = cell * size
    left = rect.left() + (rect.width() - side) / 2
    top = rect.top() + (rect.height() - side) / 2
    if cell >= 4:
        left, top = float(math.floor(left)), float(math.floor(top))
    return _Geometry(QRectF(left, top, side, side), cell, frame)


def board_square(rect: QRectF, size: int) -> QRectF:
    """The square the board of ``size`` x ``size`` cells occupies when drawn into ``rect``."""
    return _geometry(QRectF(rect), size).square


def cell_rect(square: QRectF, size: int, index: int) -> QRectF:
    """The rectangle of cell ``index`` in a board drawn in ``square``."""
    cell = square.width() / size
    row, col = divmod(index, size)
    return QRectF(square.left() + col * cell, square.top() + row * cell, cell, cell)


def cell_at(rect: QRectF, size: int, pos: QPointF) -> int | None:
    """The cell under ``pos`` for a board drawn into ``rect`` (None outside the board)."""
    square = board_square(rect, size)
    if square.width() <= 0:
        return None
    x = pos.x() - square.left()
    y = pos.y() - square.top()
    side = square.width()
    if not (0 <= x < side and 0 <= y < side):
        return None
    cell = side / size
    col = min(int(x / cell), size - 1)
    row = min(int(y / cell), size - 1)
    return row * size + col


# -- drawing -----------------------------------------------------------------------------------
def _font(pixels: float, bold: bool) -> QFont:
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixels)))
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    return font


def _fill_colour(black: bool, index: int, options: RenderOptions) -> QColor:
    if index == options.selected:
        return SELECTED_BLACK if black else SELECTED_WHITE
    if index in options.violations:
        return VIOLATION_BLACK if black else VIOLATION_WHITE
    if index in options.hint_cells:
        return HINT_BLACK if black else HINT_WHITE
    if index in options.differ:
        return DIFFER_BLACK if black else DIFFER_WHITE
    if index in options.hint_area and not black:
        return AREA_WHITE
    return BLACK if black else WHITE


def _mark_grid(size: int) -> int:
    """Pencil marks sit in a 3 x 3 grid inside the cell (4 x 4 for boards above 9 x 9)."""
    return 3 if size <= 9 else 4


def mark_text(digit: int) -> str:
    """A pencil mark: 1-9, and A-G for 10-16 (two digits do not fit; A-G are also the keys)."""
    return str(digit) if digit <= 9 else chr(ord("A") + digit - 10)


def render_board(
    painter: QPainter, rect: QRectF, state: PlayState, options: RenderOptions | None = None
) -> QRectF:
    """Draw ``state`` into the largest centred square inside ``rect``; return that square."""
    if options is None:
        options = RenderOptions()
    puzzle = state.puzzle
    n = puzzle.size
    square, cell, frame = _geometry(QRectF(rect), n)
    if cell <= 0:
        return square

    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)

        # Cell backgrounds.
        for i in range(n * n):
            painter.fillRect(cell_rect(square, n, i), _fill_colour(puzzle.black[i], i, options))

        # Thin grid lines, as filled rectangles on whole pixels when the geometry allows.
        thin = max(1.0, float(round(cell * 0.022))) if cell >= 4 else max(0.25, cell * 0.03)
        offset = thin // 2 if cell >= 4 else thin / 2
        for k in range(1, n):
            pos = k * cell
            painter.fillRect(QRectF(square.left() + pos - offset, square.top(), thin, square.height()), GRID)
            painter.fillRect(QRectF(square.left(), square.top() + pos - offset, square.width(), thin), GRID)

        # The kind's own layers (Sudoku boxes, ...), over the grid and under the digits.
        for layer in layers_for(puzzle.kind):
            layer(painter, square, cell, state, options)

        # Conflict rings go under the digits so the digit stays readable.
        if options.conflict:
            ring = max(2.0, cell * 0.07)
            pen = QPen(CONFLICT, ring)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = ring / 2 + cell * 0.025
            for i in options.conflict:
                if 0 <= i < n * n:
                    painter.drawEllipse(cell_rect(square, n, i).adjusted(inset, inset, -inset, -inset))
            painter.setPen(Qt.PenStyle.NoPen)

        # Digits.
        clue_font = _font(cell * 0.62, True)
        entry_font = _font(cell * 0.62, False)
        per_row = _mark_grid(n)
        mark_font = _font(cell * (0.27 if per_row == 3 else 0.2), False)
        centre = Qt.AlignmentFlag.AlignCenter
        for i in range(n * n):
            r = cell_rect(square, n, i)
            black = puzzle.black[i]
            clue = puzzle.clues[i]
            bad = i in options.violations
            if clue:
                painter.setFont(clue_font)
                if bad:
                    painter.setPen(RED_ON_BLACK if black else RED_ON_WHITE)
                else:
                    painter.setPen(CLUE_ON_BLACK if black else CLUE_ON_WHITE)
                painter.drawText(r, centre, str(clue))
                continue
            if black:
                continue
            entry = state.entries[i]
            if entry and options.show_entries:
                painter.setFont(entry_font)
                painter.setPen(RED_ON_WHITE if bad else ENTRY)
                painter.drawText(r, centre, str(entry))
                continue
            if i in options.placed:
                painter.setFont(entry_font)
                painter.setPen(PLACED)
                painter.drawText(r, centre, str(options.placed[i]))
                continue
            mask = state.marks[i]
            if mask and options.show_marks:
                painter.setFont(mark_font)
                struck = options.struck.get(i, 0)
                colour = AUTO_MARK if i in options.auto_marks else MARK
                inset = cell * 0.06
                mini = (cell - 2 * inset) / per_row
                for d in range(1, n + 1):
                    if mask >> d & 1:
                        mr, mc = divmod(d - 1, per_row)
                        box = QRectF(r.left() + inset + mc * mini, r.top() + inset + mr * mini, mini, mini)
                        if struck >> d & 1:
                            painter.setPen(STRUCK)
                            painter.drawText(box, centre, mark_text(d))
                            pen = QPen(STRUCK, max(1.0, cell * 0.025))
                            painter.setPen(pen)
                            a = mini * 0.22
                            painter.drawLine(QPointF(box.left() + a, box.bottom() - a), QPointF(box.right() - a, box.top() + a))
                        else:
                            painter.setPen(colour)
                            painter.drawText(box, centre, mark_text(d))

        # Check results: a frame inside the cell, solid for a wrong entry, dashed for marks.
        if options.wrong or options.wrong_marks:
            width = max(2.0, cell * 0.07)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for cells, style in ((options.wrong, Qt.PenStyle.SolidLine), (options.wrong_marks, Qt.PenStyle.DashLine)):
                for i in cells:
                    if not 0 <= i < n * n:
                        continue
                    pen = QPen(WRONG_ON_BLACK if puzzle.black[i] else WRONG, width)
                    pen.setStyle(style)
                    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                    painter.setPen(pen)
                    inset = width / 2 + cell * 0.06
                    painter.drawRect(cell_rect(square, n, i).adjusted(inset, inset, -inset, -inset))
            painter.setPen(Qt.PenStyle.NoPen)

        # Outer frame, centred on the board's edge.
        painter.setPen(Qt.PenStyle.NoPen)
        colour = FRAME_PREVIEW if options.preview else FRAME_DARK if options.dark else FRAME
        half = frame / 2
        outer = square.adjusted(-half, -half, half, half)
        painter.fillRect(QRectF(outer.left(), outer.top(), outer.width(), frame), colour)
        painter.fillRect(QRectF(outer.left(), outer.bottom() - frame, outer.width(), frame), colour)
        painter.fillRect(QRectF(outer.left(), outer.top(), frame, outer.height()), colour)
        painter.fillRect(QRectF(outer.right() - frame, outer.top(), frame, outer.height()), colour)

        # Selection outline on top of everything.
        sel = options.selected
        if sel is not None and 0 <= sel < n * n:
            black = puzzle.black[sel]
            width = max(2.0, float(round(cell * 0.08)))
            box = cell_rect(square, n, sel)
            if options.pencil_mode:
                # Dashed: each side cut in 7 equal parts, dash-gap-...-dash, so every corner
                # is a solid L and the pattern looks the same at any size.
                colour = PENCIL_OUTLINE_ON_BLACK if black else PENCIL_OUTLINE
                part = box.width() / 7
                for k in range(0, 7, 2):
                    a = k * part
                    painter.fillRect(QRectF(box.left() + a, box.top(), part, width), colour)
                    painter.fillRect(QRectF(box.left() + a, box.bottom() - width, part, width), colour)
                    painter.fillRect(QRectF(box.left(), box.top() + a, width, part), colour)
                    painter.fillRect(QRectF(box.right() - width, box.top() + a, width, part), colour)
            else:
                pen = QPen(SELECT_OUTLINE_ON_BLACK if black else SELECT_OUTLINE, width)
                pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inset = width / 2
                painter.drawRect(box.adjusted(inset, inset, -inset, -inset))
    finally:
        painter.restore()
    return square
