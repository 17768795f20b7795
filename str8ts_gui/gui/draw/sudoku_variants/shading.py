"""Nurikabe Sudoku and chaos construction, the rules whose solutions have a layer beside the
digits: given ocean cells filled grey, given island cells with a small dot, size clue cells
with a small square in their corner; once the grid is filled (after Solve, or by the player)
the ocean the digits allow is filled too, and a chaos construction's regions get their thick
borders (the solver asked with every digit fixed: :func:`~str8ts_gui.kinds.sudoku.variants.shading.solved_layers`)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, ORDER_SHAPE, Canvas, drawer
from str8ts_gui.kinds.sudoku.variants.shading import solved_layers

DOT = 0.07  # an island cell's dot, of a cell
CLUE = 0.2  # a size clue's square, of a cell
FOUND = 0.55  # the opacity of the found ocean (the given one is opaque)


def _layers(cv: Canvas) -> dict:
    return solved_layers(cv.puzzle, cv.state.values())


@drawer("nurikabe", ORDER_LINE - 1)  # under every line and shape: it fills whole cells
def draw_nurikabe(painter: QPainter, cv: Canvas, rule) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(cv.colour("parity"))
    found = _layers(cv).get("shaded")
    given = set(rule.shaded)
    if found:
        painter.setOpacity(FOUND)
        for i, s in enumerate(found):
            if s and i not in given:
                painter.drawRect(cv.rect(i))
        painter.setOpacity(1.0)
    for i in rule.shaded:
        if cv.on_board(i):
            painter.drawRect(cv.rect(i))
    painter.setBrush(cv.colour("cage"))
    for i in rule.unshaded:
        if cv.on_board(i):
            r = cv.rect(i)
            radius = cv.cell * DOT
            painter.drawEllipse(r.center() + (r.bottomRight() - r.center()) * 0.62, radius, radius)
    pen = QPen(cv.colour("cage"), cv.px(0.025))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in rule.sizes:
        if cv.on_board(i):
            r = cv.rect(i)
            side = cv.cell * CLUE
            painter.drawRect(QRectF(r.left() + cv.cell * 0.06, r.top() + cv.cell * 0.06, side, side))


@drawer("chaos", ORDER_SHAPE)
def draw_chaos(painter: QPainter, cv: Canvas, rule) -> None:
    regions = _layers(cv).get("regions")
    if not regions:
        return
    n = cv.n
    pen = QPen(cv.colour("box_line"), cv.px(0.06))
    pen.setCapStyle(Qt.PenCapStyle.SquareCap)
    painter.setPen(pen)
    for i, g in enumerate(regions):
        r = cv.rect(i)
        if i % n < n - 1 and regions[i + 1] != g:
            painter.drawLine(QLineF(r.topRight(), r.bottomRight()))
        if i + n < n * cv.height and regions[i + n] != g:
            painter.drawLine(QLineF(r.bottomLeft(), r.bottomRight()))
