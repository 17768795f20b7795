"""Little killer sums: the clue outside the grid with a small diagonal arrow in the corner of its
square, pointing along the diagonal it sums."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_OUTSIDE, Canvas, drawer
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS  # (row step, col step)

FONT = 0.36


@drawer("littlekiller", ORDER_OUTSIDE)
def draw_little_killer(painter: QPainter, cv: Canvas, clue) -> None:
    step = DIRECTIONS.get(clue.direction)
    if step is None or not isinstance(clue.row, int) or not isinstance(clue.col, int):
        return
    if not (-1 <= clue.row <= cv.height and -1 <= clue.col <= cv.n):
        return
    dr, dc = step
    cell = cv.cell
    centre = cv.at(clue.row, clue.col)
    # The number sits a little away from the arrow, the arrow in the corner it points to.
    shift = cell * 0.1
    text_centre = QPointF(centre.x() - dc * shift, centre.y() - dr * shift)
    box = QRectF(text_centre.x() - cell / 2, text_centre.y() - cell / 2, cell, cell)
    colour = cv.colour("outside_clue")
    painter.setFont(cv.font(FONT))
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(clue.total))
    pen = QPen(colour, cv.px(0.03))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    start = QPointF(centre.x() + dc * cell * 0.2, centre.y() + dr * cell * 0.2)
    tip = QPointF(centre.x() + dc * cell * 0.42, centre.y() + dr * cell * 0.42)
    painter.drawLine(QLineF(start, tip))
    back = math.atan2(-dr, -dc)
    size = cell * 0.1
    for turn in (math.radians(40), -math.radians(40)):
        a = back + turn
        painter.drawLine(QLineF(tip, QPointF(tip.x() + math.cos(a) * size, tip.y() + math.sin(a) * size)))
