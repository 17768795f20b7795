"""Arrows: a circle around the bulb (a rounded capsule around a bulb of two or more cells) and a
thin line from the circle's edge through the arrow's cells with an arrowhead at the end."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPathStroker, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_ARROW, Canvas, drawer, polyline, unit

RADIUS = 0.4  # the bulb's circle, of a cell
HEAD = 0.27  # the arrowhead's sides, of a cell
HEAD_ANGLE = math.radians(38)


@drawer("arrow", ORDER_ARROW)
def draw_arrow(painter: QPainter, cv: Canvas, arrow) -> None:
    bulb = [i for i in arrow.bulb if cv.on_board(i)]
    line = [i for i in arrow.line if cv.on_board(i)]
    if not bulb:
        return
    cell = cv.cell
    pen = QPen(cv.colour("arrow"), cv.px(0.04))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = cell * RADIUS
    centres = [cv.centre(i) for i in bulb]
    if len(centres) == 1:
        painter.drawEllipse(centres[0], radius, radius)
    else:
        stroker = QPainterPathStroker()
        stroker.setWidth(2 * radius)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.drawPath(stroker.createStroke(polyline(centres)).simplified())
    if not line:
        return
    first = cv.centre(line[0])
    # The line leaves the bulb cell nearest to the arrow's first cell, at the circle's edge.
    start_cell = min(centres, key=lambda p: (p.x() - first.x()) ** 2 + (p.y() - first.y()) ** 2)
    ux, uy = unit(first.x() - start_cell.x(), first.y() - start_cell.y())
    start = QPointF(start_cell.x() + ux * radius, start_cell.y() + uy * radius)
    points = [start] + [cv.centre(i) for i in line]
    painter.drawPath(polyline(points))
    tip, before = points[-1], points[-2]
    dx, dy = unit(tip.x() - before.x(), tip.y() - before.y())
    if dx == dy == 0:
        return
    back = math.atan2(-dy, -dx)
    size = cell * HEAD
    for turn in (HEAD_ANGLE, -HEAD_ANGLE):
        a = back + turn
        painter.drawLine(QLineF(tip, QPointF(tip.x() + math.cos(a) * size, tip.y() + math.sin(a) * size)))
