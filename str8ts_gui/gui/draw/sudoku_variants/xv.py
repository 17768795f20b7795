"""XV: the letter X (sum 10) or V (sum 5) on the edge between the two cells, bold, with a thin
halo of the cell's colour so the grid line does not cut through it (other sums: the number).
Beside a Kropki dot on one edge it is drawn smaller, after the dot (see
:func:`~str8ts_gui.gui.draw.sudoku_variants.kropki.mark_spot`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_DOT, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.kropki import mark_spot

FONT = 0.34


def label(total: int) -> str:
    return {10: "X", 5: "V"}.get(total, str(total))


def _letter(cv: Canvas, xv) -> tuple[QPainterPath, float] | None:
    """The letter's outline as it is drawn and its scale (smaller beside a dot), None when it is
    not drawn."""
    at, scale = mark_spot(cv, xv)
    if at is None:
        return None
    text = label(xv.total)
    font = cv.font(FONT * scale, bold=True)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    base = QPointF(at.x() - width / 2, at.y() + (metrics.ascent() - metrics.descent()) / 2)
    path = QPainterPath()
    path.addText(base, font, text)
    return path, scale


def letter_footprint(cv: Canvas, xv) -> QRectF | None:
    """Where an X or V (or its sum) has ink, its halo included; None when it is not drawn."""
    letter = _letter(cv, xv)
    if letter is None:
        return None
    path, scale = letter
    halo = cv.px(0.07 * scale) / 2
    return path.boundingRect().adjusted(-halo, -halo, halo, halo)


@drawer("xv", ORDER_DOT)
def draw_xv(painter: QPainter, cv: Canvas, xv) -> None:
    letter = _letter(cv, xv)
    if letter is None:
        return
    path, scale = letter
    halo = QPen(cv.fill(xv.cells[0]), cv.px(0.07 * scale))
    halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, halo)
    painter.fillPath(path, cv.colour("xv"))


def draw_xv_again(painter: QPainter, cv: Canvas, xv, fill, gap: float) -> None:
    """The letter drawn again over what was drawn on it since (a selected cell's outline): its
    halo ``gap`` pixels wider, in ``fill`` (the cell's colour), then the letter as it was."""
    letter = _letter(cv, xv)
    if letter is None:
        return
    path, scale = letter
    halo = QPen(fill, cv.px(0.07 * scale) + 2 * gap)
    halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, halo)
    painter.fillPath(path, cv.colour("xv"))
