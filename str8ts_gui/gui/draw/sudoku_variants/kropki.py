"""Kropki dots: a small white or black dot on the edge between the two cells (a value other than
the usual 1 or 2 is written in the dot)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_DOT, Canvas, drawer

RADIUS = 0.145  # of a cell


def edge_point(cv: Canvas, cells) -> QPointF | None:
    """The middle between the centres of two cells (on their shared edge when they touch)."""
    cells = [i for i in cells if cv.on_board(i)]
    if len(cells) != 2:
        return None
    a, b = cv.centre(cells[0]), cv.centre(cells[1])
    return QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)


@drawer("kropki", ORDER_DOT)
def draw_kropki(painter: QPainter, cv: Canvas, dot) -> None:
    at = edge_point(cv, dot.cells)
    if at is None:
        return
    usual = 2 if dot.black else 1
    label = str(dot.value) if dot.value and dot.value != usual else ""
    r = cv.cell * (RADIUS * 1.25 if label else RADIUS)
    painter.setPen(QPen(cv.colour("kropki_edge"), cv.px(0.025)))
    painter.setBrush(cv.colour("kropki_black" if dot.black else "kropki_white"))
    painter.drawEllipse(at, r, r)
    if label:
        painter.setFont(cv.font(0.17, bold=True))
        painter.setPen(cv.colour("kropki_white" if dot.black else "kropki_black"))
        painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)
