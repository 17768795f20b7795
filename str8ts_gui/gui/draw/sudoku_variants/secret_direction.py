"""The secret direction path: a circle round the start cell, an X in the spot's corner; once the
digits tell the path, thin arrows along it from cell to cell (as far as they tell it)."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_ARROW, Canvas, drawer, unit

RADIUS = 0.42  # the start's circle, of a cell
CROSS = 0.14  # the X's half size, of a cell
HEAD = 0.16


@drawer("secret_direction", ORDER_ARROW)
def draw_secret_direction(painter: QPainter, cv: Canvas, rule) -> None:
    if not (cv.on_board(rule.start) and cv.on_board(rule.goal)):
        return
    pen = QPen(cv.colour("arrow"), cv.px(0.04))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(cv.centre(rule.start), cv.cell * RADIUS, cv.cell * RADIUS)
    r = cv.rect(rule.goal)
    c = QPointF(r.right() - cv.cell * 0.22, r.top() + cv.cell * 0.22)
    h = cv.cell * CROSS
    painter.drawLine(QLineF(c.x() - h, c.y() - h, c.x() + h, c.y() + h))
    painter.drawLine(QLineF(c.x() - h, c.y() + h, c.x() + h, c.y() - h))
    path, _end = rule.walk(cv.state.values(), cv.n)
    if len(path) < 2:
        return
    painter.setOpacity(0.7)
    for a, b in zip(path, path[1:]):
        p, q = cv.centre(a), cv.centre(b)
        dx, dy = unit(q.x() - p.x(), q.y() - p.y())
        gap = cv.cell * 0.3
        start = QPointF(p.x() + dx * gap, p.y() + dy * gap)
        tip = QPointF(q.x() - dx * gap, q.y() - dy * gap)
        painter.drawLine(QLineF(start, tip))
        back = math.atan2(-dy, -dx)
        for turn in (0.5, -0.5):
            a2 = back + turn
            painter.drawLine(QLineF(tip, QPointF(tip.x() + math.cos(a2) * cv.cell * HEAD, tip.y() + math.sin(a2) * cv.cell * HEAD)))
