"""f-puzzles constructs without a look of their own elsewhere: extra regions (a grey tint and a
thin outline), row, column and box indexer cells (f-puzzles' tints: red, blue, green), given
pencil marks (small grey digits along the foot of an empty cell; more than nine in two rows,
each made smaller where it would not fit)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_CAGE, ORDER_LINE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.killer import cage_segments

TINT = 0.35
MARKS_A_ROW = 9  # given pencil marks in one row along a cell's foot (all of a 9 x 9); more take two rows
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
    painter.setPen(cv.colour("auto_mark"))
    text = "".join(str(d) if d < 10 else chr(ord("A") + d - 10) for d in rule.digits)
    # up to MARKS_A_ROW marks in one row along the foot; more in two, read top to bottom, each
    # drawn smaller where it would not fit the cell (it would be cut at the cell's sides)
    half = (len(text) + 1) // 2
    rows = [text] if len(text) <= MARKS_A_ROW else [text[:half], text[half:]]
    for k, row in enumerate(rows):
        box = QRectF(
            r.left() + cv.cell * 0.05, r.bottom() - cv.cell * (0.3 + 0.24 * (len(rows) - 1 - k)),
            r.width() - cv.cell * 0.1, cv.cell * 0.26,
        )
        font = cv.font(0.2)
        wide = QFontMetricsF(font).horizontalAdvance(row)
        if wide > box.width():
            font.setPixelSize(max(1, int(font.pixelSize() * box.width() / wide)))
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, row)
