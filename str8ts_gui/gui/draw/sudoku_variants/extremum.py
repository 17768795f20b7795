"""Minimum and maximum cells: a small chevron inside each of the cell's four sides, pointing in
towards the centre for a minimum (the digit is the low point) and out across the side for a
maximum (SudokuPad's look)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_SHAPE, Canvas, drawer, polyline

OFFSET = 0.38  # the chevrons' distance from the centre, of a cell
HALF_WIDTH = 0.14
DEPTH = 0.08
SIDES = ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0))  # up, right, down, left


def chevrons(cv: Canvas, cell: int, maximum: bool) -> list[list[QPointF]]:
    """The four chevrons of a cell, each three points (wing, tip, wing)."""
    c = cv.centre(cell)
    a, w, h = cv.cell * OFFSET, cv.cell * HALF_WIDTH, cv.cell * DEPTH
    out = []
    for nx, ny in SIDES:
        tx, ty = -ny, nx
        tip = a + h / 2 if maximum else a - h / 2
        base = a - h / 2 if maximum else a + h / 2
        out.append(
            [
                QPointF(c.x() + nx * base + tx * w, c.y() + ny * base + ty * w),
                QPointF(c.x() + nx * tip, c.y() + ny * tip),
                QPointF(c.x() + nx * base - tx * w, c.y() + ny * base - ty * w),
            ]
        )
    return out


@drawer("extremum", ORDER_SHAPE)
def draw_extremum(painter: QPainter, cv: Canvas, mark) -> None:
    if not cv.on_board(mark.cell):
        return
    pen = QPen(cv.colour("rule_caption"), cv.px(0.035))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for points in chevrons(cv, mark.cell, mark.maximum):
        painter.drawPath(polyline(points))
