"""Clues outside the grid that share a square: a file may give a sandwich, X-sum or skyscraper
clue and a little killer clue (or two of them) in one square outside the grid; the tools keep one
clue a square. They are drawn smaller, side by side along the grid's edge (above or below the
grid: left to right; beside it: one above the other), a little killer's number on the side of its
own arrow, every number a little away from the grid so the arrows (which point into the grid)
stay clear. Four or more clues in a square (little killers alone too) stand in two or three
rows along the edge where that draws them larger (:func:`grid_boxes`), all in one size. Two or
three little killers alone in a square keep their own layout (see
:mod:`~str8ts_gui.gui.draw.sudoku_variants.little_killer`); a clue alone in its square is drawn
as before."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from str8ts_gui.gui.draw.sudoku_variants import OUTSIDE_RULES, Canvas
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS

SHARED_FONT = 0.3  # of a cell: a number sharing its square, at most (as two little killers')
SLOT_FONT = 0.9  # of a slot's length along the edge: the font at most (three or more in a square)
FIT = 0.8  # of its room a number may take across
AWAY = 0.12  # of a cell: the numbers' shift away from the grid when a little killer is there
ACROSS_ROOM = 0.64  # of a cell: a number's room across the edge beside the grid (clear of arrows)
GRID_FROM = 4  # this many clues in a square or more: laid out by :func:`grid_boxes`
EDGE = 0.04  # of a cell: the numbers keep this clear of the square's sides away from the grid
NEAR = 0.92  # of a cell from the far side: the numbers keep clear of the grid's frame
FIT_ACROSS = 0.8  # of a row's height a number's ink may take
FIT_ALONG = 0.9  # of its slot's length a number may take (the rows of four or more)


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def sandwich_square(n: int, height: int, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where a sandwich ``clue`` stands (None when off
    the board)."""
    index = clue.index
    if not isinstance(index, int) or not 0 <= index < (n if clue.column else height):
        return None
    return (-1, index) if clue.column else (index, -1)


def side_square(cv: Canvas, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where an X-sum or skyscraper ``clue`` stands
    (None: not beside a row or column of this board)."""
    r, c = clue.row, clue.col
    if not all(_is_int(v) for v in (r, c)):
        return None
    if (r in (-1, cv.height) and 0 <= c < cv.n) or (c in (-1, cv.n) and 0 <= r < cv.height):
        return r, c
    return None


def little_killer_square(cv: Canvas, clue) -> tuple[int, int] | None:
    """(row, col) of a little killer's square (None when it is not drawn)."""
    r, c = clue.row, clue.col
    if DIRECTIONS.get(clue.direction) is None or not isinstance(r, int) or not isinstance(c, int):
        return None
    if not (-1 <= r <= cv.height and -1 <= c <= cv.n):
        return None
    return r, c


def square(cv: Canvas, clue) -> tuple[int, int] | None:
    """The square outside the grid where a clue of :data:`OUTSIDE_RULES` is drawn (None: not drawn)."""
    rule = getattr(clue, "rule", None)
    if rule == "sandwich":
        return sandwich_square(cv.n, cv.height, clue)
    if rule in ("xsum", "skyscraper"):
        return side_square(cv, clue)
    if rule == "littlekiller":
        return little_killer_square(cv, clue)
    return None


def sharing(cv: Canvas, clue) -> tuple[int, list]:
    """``clue``'s place among the outside clues drawn in its square, and those clues
    (:meth:`Canvas.sharing`): ``(0, [clue])`` when it is alone there."""
    return cv.sharing(clue, OUTSIDE_RULES, lambda c: square(cv, c))


def arrow_order(together: list, beside: bool) -> tuple[list, list[int]]:
    """(each clue's arrow step, None for a clue without one; the clues' indexes along the grid's
    edge: the little killers on their arrows' side, an arrow pointing left or up first, the other
    clues in their order between)."""
    steps = [DIRECTIONS.get(o.direction) if o.rule == "littlekiller" else None for o in together]

    def along(step) -> int:
        return 0 if step is None else (step[0] if beside else step[1])

    return steps, sorted(range(len(together)), key=lambda j: (along(steps[j]), j))


def draw_number(painter, cv: Canvas, clue, where: tuple[int, int], text: str, size: float) -> None:
    """A sandwich, X-sum or skyscraper clue's number ``text`` in its square ``where`` in a font
    ``size`` (of a cell) when alone there; beside the file's other clues in that square, smaller
    (:func:`shared_box`)."""
    place, together = sharing(cv, clue)
    if len(together) == 1:
        box = cv.outside_rect(*where)
    else:
        box, size = shared_box(cv, clue, place, together, text)
    painter.setFont(cv.font(size))
    painter.setPen(cv.colour("outside_clue"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def shared_box(cv: Canvas, clue, place: int, together: list, text: str) -> tuple[QRectF, float]:
    """Where ``clue`` (``together[place]``) writes its number ``text`` in a square it shares with
    clues of other kinds, and the font's size (of a cell). The square is cut into as many slots
    along the grid's edge; the little killers take the slots on their arrows' side (an arrow
    pointing left: the left slots), the other clues the middle ones in their order."""
    if len(together) >= GRID_FROM:
        return grid_boxes(cv, together)[place]
    cell = cv.cell
    r, c = square(cv, clue)
    centre = cv.at(r, c)
    beside = c in (-1, cv.n) and r not in (-1, cv.height)  # left or right of the grid: one above the other
    steps, order = arrow_order(together, beside)
    slot = order.index(place)
    k = len(together)
    length = cell / k
    offset = (slot - (k - 1) / 2) * length
    killer = any(s is not None for s in steps)
    # away from the grid (the arrows point into it and stand on its side of the square)
    ax = (-1 if c == -1 else 1 if c == cv.n else 0) if beside else 0
    ay = 0 if beside else (-1 if r == -1 else 1 if r == cv.height else 0)
    shift = AWAY * cell if killer else 0.0
    mid = QPointF(centre.x() + (0 if beside else offset) + ax * shift, centre.y() + (offset if beside else 0) + ay * shift)
    if beside:
        width, height = cell * (ACROSS_ROOM if killer else 1.0), length
    else:
        width, height = length, cell * 0.5
    size = min(SHARED_FONT, SLOT_FONT * length / cell)
    wide = QFontMetricsF(cv.font(size)).horizontalAdvance(text)
    if wide > width * FIT:
        size *= width * FIT / wide
    return QRectF(mid.x() - width / 2, mid.y() - height / 2, width, height), size


def text_of(clue) -> str:
    """The number an outside clue writes."""
    return str(clue.count if clue.rule == "skyscraper" else clue.total)


def arrow_rect(cv: Canvas, clue) -> QRectF | None:
    """Where a little killer's arrow is drawn (as :mod:`.little_killer` draws it), its pen and
    a pixel around it included; None for other clues."""
    step = DIRECTIONS.get(getattr(clue, "direction", None)) if clue.rule == "littlekiller" else None
    if step is None:
        return None
    dr, dc = step
    cell = cv.cell
    centre = cv.at(clue.row, clue.col)
    tip = QPointF(centre.x() + dc * cell * 0.42, centre.y() + dr * cell * 0.42)
    points = [QPointF(centre.x() + dc * cell * 0.2, centre.y() + dr * cell * 0.2), tip]
    back = math.atan2(-dr, -dc)
    for turn in (math.radians(40), -math.radians(40)):
        points.append(QPointF(tip.x() + math.cos(back + turn) * cell * 0.1, tip.y() + math.sin(back + turn) * cell * 0.1))
    xs, ys = [p.x() for p in points], [p.y() for p in points]
    pad = cv.px(0.03) / 2 + 1
    return QRectF(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)


def grid_boxes(cv: Canvas, together: list) -> list[tuple[QRectF, float]]:
    """Where each of four or more clues sharing a square writes its number, and the font's size
    (of a cell), one size for all: in one row along the grid's edge or in two or three (the row
    nearest the grid holding the little killers, each on its arrow's side), whichever draws the
    numbers larger, between the arrows (which stand in the square's corners) and clear of the grid's
    frame. Positions are taken across the edge (v: 0 far from the grid, 1 at it) and along it
    (u: left to right above or below the grid, top to bottom beside it)."""
    cell = cv.cell
    r, c = square(cv, together[0])
    sq = cv.outside_rect(r, c)
    beside = c in (-1, cv.n) and r not in (-1, cv.height)
    flip = (c == cv.n) if beside else (r == cv.height)

    def rect(u0: float, u1: float, v0: float, v1: float) -> QRectF:
        if flip:
            v0, v1 = 1 - v1, 1 - v0
        if beside:
            return QRectF(sq.left() + v0 * cell, sq.top() + u0 * cell, (v1 - v0) * cell, (u1 - u0) * cell)
        return QRectF(sq.left() + u0 * cell, sq.top() + v0 * cell, (u1 - u0) * cell, (v1 - v0) * cell)

    def across(box: QRectF) -> tuple[float, float]:  # its v range
        if beside:
            a, b = (box.left() - sq.left()) / cell, (box.right() - sq.left()) / cell
        else:
            a, b = (box.top() - sq.top()) / cell, (box.bottom() - sq.top()) / cell
        return (1 - b, 1 - a) if flip else (a, b)

    low, high = EDGE, NEAR
    for clue in together:
        arrow = arrow_rect(cv, clue)
        if arrow is not None:
            a, b = across(arrow)
            if a + b > 1:
                high = min(high, a)
            else:
                low = max(low, b)
    steps, order = arrow_order(together, beside)
    texts = [text_of(o) for o in together]
    metrics = QFontMetricsF(cv.font(SHARED_FONT))

    def layout(rows: list[list[int]]) -> tuple[float, dict[int, QRectF]]:
        boxes: dict[int, QRectF] = {}
        size = SHARED_FONT
        depth = (high - low) / len(rows)
        for k, row in enumerate(rows):
            length = (1 - 2 * EDGE) / len(row)
            for j, clue in enumerate(row):
                box = rect(EDGE + j * length, EDGE + (j + 1) * length, low + k * depth, low + (k + 1) * depth)
                boxes[clue] = box
                ink = metrics.tightBoundingRect(texts[clue])
                wide = metrics.horizontalAdvance(texts[clue])
                size = min(size, SHARED_FONT * box.width() * FIT_ALONG / wide, SHARED_FONT * box.height() * FIT_ACROSS / ink.height())
        return size, boxes

    one = layout([order])
    near_count = len(order) // 2
    killers = [j for j in order if steps[j] is not None]
    near: list[int] = []
    while killers and len(near) < near_count:  # the killers at the ends first, beside their arrows
        near.append(killers.pop(0 if len(near) % 2 == 0 else -1))
    rest = [j for j in order if j not in near and steps[j] is None]
    near += rest[len(rest) - (near_count - len(near)):] if near_count > len(near) else []
    near_row = [j for j in order if j in near]
    two = layout([[j for j in order if j not in near], near_row])
    far = [j for j in order if j not in near]
    third = len(order) // 3  # three rows: the killers nearest the grid again
    three = layout([far[: len(far) - third], far[len(far) - third:], near_row]) if third and len(far) > third else one
    size, boxes = max(one, two, three, key=lambda t: t[0]) if high - low > 0 else one
    size = max(1, math.floor(cell * size)) / cell if cell >= 4 else size
    font = QFontMetricsF(cv.font(size))
    out = []
    for j, text in enumerate(texts):
        box = boxes[j]
        # the digits' ink centred in the box (drawn centred, the font's line is)
        ink = font.tightBoundingRect(text)
        shift = (font.ascent() - font.descent()) / 2 + ink.center().y()
        out.append((box.translated(0, -shift), size))
    return out
