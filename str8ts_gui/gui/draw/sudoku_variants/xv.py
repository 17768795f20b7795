"""XV: the letter X (sum 10) or V (sum 5) on the edge between the two cells, bold, with a thin
halo of the cell's colour so the grid line does not cut through it (other sums: the number).
Beside a Kropki dot on one edge it is drawn smaller, after the dot (see
:func:`~str8ts_gui.gui.draw.sudoku_variants.kropki.mark_spot`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_DOT, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.kropki import mark_spot

FONT = 0.34


def label(total: int) -> str:
    return {10: "X", 5: "V"}.get(total, str(total))


@drawer("xv", ORDER_DOT)
def draw_xv(painter: QPainter, cv: Canvas, xv) -> None:
    at, scale = mark_spot(cv, xv)
    if at is None:
        return
    text = label(xv.total)
    font = cv.font(FONT * scale, bold=True)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    base = QPointF(at.x() - width / 2, at.y() + (metrics.ascent() - metrics.descent()) / 2)
    path = QPainterPath()
    path.addText(base, font, text)
    halo = QPen(cv.fill(xv.cells[0]), cv.px(0.07 * scale))
    halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, halo)
    painter.fillPath(path, cv.colour("xv"))
