"""f-puzzles' drawings, kept as the setter made them: text, circles, rectangles, lines and cages
without a sum, in their own colours (``baseC`` fill, ``outlineC`` outline, ``fontC`` text; an
8-digit colour is ``#RRGGBBAA``, as in CSS, f-puzzles and SudokuPad), sizes (``width``,
``height`` in cells) and turns (``angle``: a text, circle or rectangle turned about its centre
by that many degrees clockwise, as f-puzzles turns it).

A drawing may stand in the ring of squares around the grid (row 0 or n + 1, column 0 or n + 1:
a setter's label beside a row or column, a line running in from outside): the board then
leaves a margin of one cell for it (:func:`reaches_outside`, see
:func:`~str8ts_gui.gui.draw.sudoku_variants.outside_margin`). A copy f-puzzles makes of a
constraint for other tools (``fromConstraint``: an X-sum's or a skyscraper's clue as text
outside the grid) is not drawn there when the board draws that rule itself
(:func:`drawn_elsewhere`): it would stand over the board's own clue."""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from str8ts_gui.gui.draw import LABEL_FONT
from str8ts_gui.gui.draw.sudoku_variants import ORDER_SHAPE, Canvas, drawer, polyline
from str8ts_gui.gui.draw.sudoku_variants.killer import INSET, LINE, cage_segments
from str8ts_gui.kinds.sudoku.variants.cosmetic import item_cells

_HEX8 = re.compile(r"#([0-9a-fA-F]{8})")
_HEX4 = re.compile(r"#([0-9a-fA-F]{4})")
_NAME = re.compile(r"R([0-9]{1,2})C([0-9]{1,2})", re.IGNORECASE)

# f-puzzles' constraint names (``fromConstraint``, spaces and signs left out, lower case) -> the
# rule the board draws for that constraint
FROM_CONSTRAINT = {
    "thermometer": "thermo", "slowthermometer": "slowthermo", "arrow": "arrow", "killercage": "killer",
    "littlekillersum": "littlekiller", "sandwichsum": "sandwich", "xsum": "xsum", "skyscraper": "skyscraper",
    "renban": "renban", "whispers": "whispers", "palindrome": "palindrome", "betweenline": "between",
    "regionsumline": "region_sum", "zipperline": "zipper", "entropicline": "entropic", "modularline": "modular", "nabner": "nabner", "doublearrow": "doublearrow", "clone": "clone",
    "quadruple": "quadruple", "minimum": "extremum", "maximum": "extremum", "odd": "parity", "even": "parity",
    "difference": "kropki", "ratio": "kropki", "xv": "xv", "extraregion": "extraregion", "rowindexer": "indexer",
    "columnindexer": "indexer", "boxindexer": "indexer", "diagonal": "diagonal",
}


def _colour(value, fallback: QColor) -> QColor:
    """A colour of the file: ``#RRGGBBAA`` and ``#RGBA`` with the alpha last (QColor would read
    the first two digits of eight as the alpha), else as QColor reads it (``#RRGGBB``, names)."""
    if isinstance(value, str):
        text = value.strip()
        long, short = _HEX8.fullmatch(text), _HEX4.fullmatch(text)
        if long or short:
            digits = long[1] if long else "".join(ch * 2 for ch in short[1])
            return QColor(*(int(digits[k:k + 2], 16) for k in (0, 2, 4, 6)))
    c = QColor(value) if isinstance(value, str) else QColor()
    return c if c.isValid() else fallback


def _size(value, default: float) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value <= 10 else default


def _angle(value) -> float:
    """An item's ``angle`` in degrees clockwise (0: none, or not a number)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return float(value) % 360.0
    return 0.0


def places(names, width: int, height: int) -> list[tuple[int, int]]:
    """(row, col) of the squares ``names`` name (``R1C1`` is (0, 0)), in order, the ring around
    the grid included (row -1 is ``R0``, row ``height`` is ``R{height + 1}``); names beyond
    that ring, or not names, are left out."""
    out = []
    for name in names if isinstance(names, list) else []:
        m = _NAME.fullmatch(name.strip()) if isinstance(name, str) else None
        if m and 0 <= int(m[1]) <= height + 1 and 0 <= int(m[2]) <= width + 1:
            out.append((int(m[1]) - 1, int(m[2]) - 1))
    return out


def _lines(item: dict, width: int, height: int) -> list[list[tuple[int, int]]]:
    """The squares of each line of a ``line`` item, in order, a square repeated at once left out."""
    out = []
    lines = item.get("lines")
    for line in lines if isinstance(lines, list) else []:
        squares: list[tuple[int, int]] = []
        for at in places(line, width, height):
            if not squares or squares[-1] != at:
                squares.append(at)
        out.append(squares)
    return out


@lru_cache(maxsize=512)
def _outside(key: str, data: str, width: int, height: int) -> tuple[tuple[int, int], ...]:
    """The squares of the ring around the grid an item is drawn in (a line's, those it runs
    through; a cage is drawn around the grid's cells only)."""
    try:
        item = json.loads(data)
    except (ValueError, RecursionError, TypeError):
        return ()
    if not isinstance(item, dict) or key == "cage":
        return ()
    if key == "line":
        squares = [at for line in _lines(item, width, height) if len(line) >= 2 for at in line]
    else:
        squares = places(item.get("cells"), width, height)
    return tuple(dict.fromkeys((r, c) for r, c in squares if not (0 <= r < height and 0 <= c < width)))


def outside_squares(rule, puzzle) -> tuple[tuple[int, int], ...]:
    """The squares (row, col) of the ring around the grid the drawing ``rule`` (a ``cosmetic``
    rule of ``puzzle``) is drawn in, where only a margin shows it: row -1 is above the grid, row
    ``height`` below it (a copy of a rule the board draws itself is not drawn there: see
    :func:`drawn_elsewhere`)."""
    if getattr(rule, "rule", None) != "cosmetic" or not isinstance(getattr(rule, "data", None), str):
        return ()
    squares = _outside(rule.key, rule.data, puzzle.size, puzzle.height)
    return squares if squares and not drawn_elsewhere(rule, puzzle) else ()


def reaches_outside(rule, puzzle) -> bool:
    """Whether the drawing ``rule`` is drawn partly in the ring around the grid (see
    :func:`outside_squares`)."""
    return bool(outside_squares(rule, puzzle))


def drawn_elsewhere(rule, puzzle) -> bool:
    """Whether ``rule`` is f-puzzles' copy of a constraint (``fromConstraint``) whose rule the
    puzzle has and the board draws itself."""
    data = getattr(rule, "data", None)
    if not isinstance(data, str) or "fromConstraint" not in data:
        return False
    try:
        item = json.loads(data)
    except (ValueError, RecursionError):
        return False
    name = item.get("fromConstraint") if isinstance(item, dict) else None
    if not isinstance(name, str):
        return False
    drawn = FROM_CONSTRAINT.get(re.sub(r"[^a-z]", "", name.lower()))
    return drawn is not None and any(getattr(c, "rule", None) == drawn for c in puzzle.constraints)


def _centre(cv: Canvas, squares: list[tuple[int, int]]) -> QPointF:
    """The middle of the squares' centres (f-puzzles places a shape there)."""
    pts = [cv.at(r, c) for r, c in squares]
    return QPointF(sum(p.x() for p in pts) / len(pts), sum(p.y() for p in pts) / len(pts))


SHAPE_TEXT = 0.625  # of a cell: the largest text in a circle or rectangle (f-puzzles: 40 px on its 64 px cells)
CAGE_TEXT = LABEL_FONT  # a cage's text, as large as a killer cage's sum


def _text_font(cv: Canvas, key: str, item: dict, text: str, box: QRectF) -> QFont:
    """The font of an item's text: an explicit ``size`` as given; else (f-puzzles gives a circle
    or a rectangle none) as f-puzzles sizes it, the shape's width shared by the characters, at
    most SHAPE_TEXT of a cell, and within the shape's height and width; a cage's as a killer
    cage's sum, a text item's at the default size 0.5."""
    size = _size(item.get("size"), 0.0)
    if size or key == "text":
        return cv.font(min(0.7, 0.45 * (size or 0.5)))
    if key == "cage":
        return cv.font(CAGE_TEXT)
    cell = cv.cell if cv.cell > 0 else 1.0
    fraction = min(SHAPE_TEXT, box.width() / cell / len(text), 0.8 * box.height() / cell)
    font = cv.font(fraction)
    wide = QFontMetricsF(font).horizontalAdvance(text)
    if wide > 0.9 * box.width() > 0:  # wide letters: shrink until the text fits the shape
        font = cv.font(fraction * 0.9 * box.width() / wide)
    return font


@drawer("cosmetic", ORDER_SHAPE)
def draw_cosmetic(painter: QPainter, cv: Canvas, item_rule) -> None:
    if _outside(item_rule.key, item_rule.data, cv.n, cv.height) and drawn_elsewhere(item_rule, cv.puzzle):
        return  # f-puzzles' copy of a clue outside the grid the board draws itself
    item = item_rule.item()
    key = item_rule.key
    ink = cv.colour("cage")
    outline = _colour(item.get("outlineC"), ink)
    if key == "line":
        # f-puzzles draws a line half a cell thick per unit of its width (SudokuPad's import too)
        pen = QPen(outline, cv.cell * _size(item.get("width"), 0.2) / 2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for squares in _lines(item, cv.n, cv.height):
            if len(squares) >= 2:
                painter.strokePath(polyline([cv.at(r, c) for r, c in squares]), pen)
        return
    if key == "cage":
        cells = [i for i in item_cells(item, cv.n) if cv.on_board(i)]
        if not cells:
            return
        pen = QPen(outline, cv.px(LINE))
        pen.setDashPattern([3, 2])
        painter.setPen(pen)
        horizontal, vertical = cage_segments(cells, cv.n, cv.height, cv.cell, cv.cell * INSET, cv.square.left(), cv.square.top())
        for y, x1, x2 in horizontal:
            painter.drawLine(QLineF(x1, y, x2, y))
        for x, y1, y2 in vertical:
            painter.drawLine(QLineF(x, y1, x, y2))
        text, at = item.get("value"), cv.rect(min(cells))
        box = QRectF(at.left() + cv.cell * 0.1, at.top() + cv.cell * 0.06, cv.cell * 0.8, cv.cell * 0.3)
    else:
        squares = places(item.get("cells"), cv.n, cv.height)
        if not squares:
            return
        c = _centre(cv, squares)
        w, h = cv.cell * _size(item.get("width"), 0.8), cv.cell * _size(item.get("height"), 0.8)
        box = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        turn = _angle(item.get("angle"))
        if turn:  # about the centre, clockwise on screen (the painter's y runs down), shape and text
            painter.translate(c)
            painter.rotate(turn)
            painter.translate(-c)
        if key in ("circle", "rectangle"):
            painter.setPen(QPen(outline, cv.px(0.025)))
            fill = item.get("baseC")
            painter.setBrush(_colour(fill, QColor(0, 0, 0, 0)) if fill else Qt.BrushStyle.NoBrush)
            if key == "circle":
                painter.drawEllipse(box)
            else:
                painter.drawRect(box)
        text = item.get("value")
    if isinstance(text, (str, int)) and str(text):
        painter.setFont(_text_font(cv, key, item, str(text), box))
        painter.setPen(_colour(item.get("fontC"), ink))
        if key == "cage":
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        else:  # centred on the item, all of it (f-puzzles lets a long text run past its square)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip
        painter.drawText(box, flags, str(text))
