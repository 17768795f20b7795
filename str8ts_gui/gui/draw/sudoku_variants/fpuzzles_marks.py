"""f-puzzles constructs without a look of their own elsewhere: extra regions (a grey tint and a
thin outline), row, column and box indexer cells (f-puzzles' tints: red, blue, green), given
pencil marks (small grey digits along the foot of an empty cell)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_CAGE, ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.killer import cage_segments

TINT = 0.35
INDEXER = {"row": "#f0a0a0", "column": "#a0b8f0", "box": "#a0e0a0"}


@drawer("extraregion", ORDER_LINE - 1)
def draw_extra_region(painter: QPainter, cv: Canvas, rule) -> None:
    cells = [i for i in rule.cells if cv.on_board(i)]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(cv.colour("parity"))
    painter.setOpacity(TINT)
    for i in cells:
        painter.drawRect(cv.rect(i))
    painter.setOpacity(1.0)
    painter.setPen(QPen(cv.colour("diagonal"), cv.px(0.03)))
    horizontal, vertical = cage_segments(cells, cv.n, cv.height, cv.cell, cv.cell * 0.04, cv.square.left(), cv.square.top())
    for y, x1, x2 in horizontal:
        painter.drawLine(QLineF(x1, y, x2, y))
    for x, y1, y2 in vertical:
        painter.drawLine(QLineF(x, y1, x, y2))


@drawer("indexer", ORDER_LINE - 1)
def draw_indexer(painter: QPainter, cv: Canvas, rule) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(INDEXER.get(rule.axis, "#cccccc")))
    painter.setOpacity(0.45 if cv.options.dark else 0.6)
    for i in rule.cells:
        if cv.on_board(i):
            painter.drawRect(cv.rect(i))


@drawer("candidates", ORDER_CAGE)
def draw_given_marks(painter: QPainter, cv: Canvas, rule) -> None:
    if not cv.on_board(rule.cell) or cv.state.values()[rule.cell]:
        return
    r = cv.rect(rule.cell)
    painter.setFont(cv.font(0.2))
    painter.setPen(cv.colour("auto_mark"))
    text = "".join(str(d) if d < 10 else chr(ord("A") + d - 10) for d in rule.digits)
    box = QRectF(r.left() + cv.cell * 0.05, r.bottom() - cv.cell * 0.3, r.width() - cv.cell * 0.1, cv.cell * 0.26)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
