"""Quadruples: a white circle with a thin outline centred on the corner where the four cells
meet, the digits small inside it (one or two in a row, three or four in two rows), as f-puzzles
and SudokuPad draw them. On a board above 9 x 9, a circle holding a number 10-16 beside others is
a little larger, its numbers as tall as the board's pencil marks (see :func:`_draw_wide`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_DOT, Canvas, drawer

RADIUS = 0.3  # of a cell
FONT = 0.2
FIT = 1.5  # a row of digits is at most this many radii wide (inside the circle)
# a circle with a number 10-16 and others (boards above 9 x 9): "10 12 / 14 16" at the sizes
# above would be shrunk to a sixth of a cell, too small to read; such a circle is a little larger
# and its numbers are fitted into it as large as they go, squeezed a little in width
WIDE_RADIUS = 0.36  # of a cell (more would cover the cells' own digits)
SQUEEZE = 0.85  # the numbers' width, of their font's (about a condensed face's)
GAP = 0.6  # between the numbers of a row, in digit widths (a space is half a digit)
ROW_PITCH = 1.25  # from one row's middle to the next's, in digit heights
INSET = 0.06  # of the radius: room between the numbers and the circle's outline (and the font's rounding)


TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


def _wide(quad) -> bool:
    """Whether the circle holds a number 10-16 beside another one (a lone 10-16 fits as it is)."""
    return len(quad.values) > 1 and any(d > 9 for d in quad.values)


def _radius(cv: Canvas, quad) -> float:
    return cv.cell * (WIDE_RADIUS if _wide(quad) else RADIUS)


def corner_point(cv: Canvas, cells) -> QPointF | None:
    """The corner the four cells share (the middle of their centres), None when a cell is off
    the board."""
    if len(cells) != 4 or not all(cv.on_board(i) for i in cells):
        return None
    xs = [cv.centre(i).x() for i in cells]
    ys = [cv.centre(i).y() for i in cells]
    return QPointF(sum(xs) / 4, sum(ys) / 4)


def circle_footprint(cv: Canvas, quad) -> tuple[QPointF, float] | None:
    """Where a quadruple has ink: (the circle's centre, its radius with the outline), None when
    it is not drawn."""
    at = corner_point(cv, quad.cells)
    if at is None:
        return None
    return at, _radius(cv, quad) + cv.px(0.02) / 2


def draw_quadruple_again(painter: QPainter, cv: Canvas, quad, fill, gap: float) -> None:
    """The quadruple drawn again over what was drawn on it since (a selected cell's outline):
    ``gap`` pixels around its circle knocked out in ``fill`` (the cell's colour), then the
    circle and its digits as they were."""
    where = circle_footprint(cv, quad)
    if where is None:
        return
    at, r = where
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(at, r + gap, r + gap)
    draw_quadruple(painter, cv, quad)


@drawer("quadruple", ORDER_DOT)
def draw_quadruple(painter: QPainter, cv: Canvas, quad) -> None:
    at = corner_point(cv, quad.cells)
    if at is None:
        return
    r = _radius(cv, quad)
    painter.setPen(QPen(cv.colour("kropki_edge"), cv.px(0.02)))
    painter.setBrush(cv.colour("kropki_white"))
    painter.drawEllipse(at, r, r)
    digits = [str(d) for d in quad.values]
    rows = [digits] if len(digits) <= 2 else [digits[:2], digits[2:]]
    if _wide(quad):
        _draw_wide(painter, cv, at, r, rows)
        return
    font = cv.font(FONT if len(digits) > 1 else FONT * 1.3)
    # (a row that would not fit the circle is drawn smaller)
    wide = max(QFontMetricsF(font).horizontalAdvance(" ".join(row)) for row in rows)
    if wide > FIT * r:
        font.setPixelSize(max(1, int(font.pixelSize() * FIT * r / wide)))
    painter.setFont(font)
    painter.setPen(cv.colour("kropki_black"))
    line = r * 0.75
    top = at.y() - line * len(rows) / 2
    for k, row in enumerate(rows):
        box = QRectF(at.x() - r, top + k * line, 2 * r, line)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, " ".join(row))


def _draw_wide(painter: QPainter, cv: Canvas, at: QPointF, r: float, rows: list[list[str]]) -> None:
    """Numbers with a 10-16 among them, in one or two rows: squeezed by :data:`SQUEEZE`, a row's
    numbers :data:`GAP` digits apart, the rows :data:`ROW_PITCH` digit heights apart, and the font
    as large as lets the corners of the block of rows lie inside the circle (never larger than a
    lone digit's)."""
    probe = cv.font(FONT)
    probe.setPixelSize(100)
    m = QFontMetricsF(probe)
    digit = m.horizontalAdvance("0") / 100  # (a font's digits are all as wide), per pixel of font
    high = m.tightBoundingRect("0123456789").height() / 100  # a digit's height, per pixel of font

    def width(row: list[str]) -> float:  # in digit widths
        return sum(len(d) for d in row) + GAP * (len(row) - 1)

    half_wide = max(width(row) for row in rows) * digit * SQUEEZE / 2
    half_high = high * (1 + ROW_PITCH * (len(rows) - 1)) / 2
    size = min(r * (1 - INSET) / (half_wide ** 2 + half_high ** 2) ** 0.5, cv.cell * FONT * 1.3)
    font = cv.font(FONT)
    font.setPixelSize(max(1, round(size)))
    painter.setFont(font)
    painter.setPen(cv.colour("kropki_black"))
    metrics = QFontMetricsF(font)
    advance = metrics.horizontalAdvance("0")
    box = metrics.tightBoundingRect("0123456789")
    painter.save()
    painter.translate(at)
    painter.scale(SQUEEZE, 1)
    for k, row in enumerate(rows):
        middle = (k - (len(rows) - 1) / 2) * ROW_PITCH * box.height()  # this row's middle, from the circle's
        base = middle - box.center().y()  # the baseline that puts the digits' middle there
        x = -width(row) * advance / 2
        for number in row:
            wide = len(number) * advance  # (its box: top-aligned, its baseline is an ascent down)
            painter.drawText(QRectF(x, base - metrics.ascent(), wide, metrics.height()), TOP_LEFT, number)
            x += wide + GAP * advance
    painter.restore()
