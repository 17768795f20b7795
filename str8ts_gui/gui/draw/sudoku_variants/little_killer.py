"""Little killer sums: the clue outside the grid with a small diagonal arrow in the corner of its
square, pointing along the diagonal it sums. Two clues in one square (a file may give them; the
tool keeps one) are drawn smaller, each number in the half of the square beside its own arrow:
side by side above or below the grid, one above the other beside it; three in one row across the
square's middle, in one size, apart (:func:`_in_a_row`). Beside a sandwich, X-sum or
skyscraper clue in its square it is drawn smaller, on its arrow's side, and so are four or more
little killers in one square (see :mod:`~str8ts_gui.gui.draw.sudoku_variants.outside_spot`)."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_OUTSIDE, Canvas, drawer
from str8ts_gui.gui.draw.sudoku_variants.outside_spot import GRID_FROM, arrow_order, shared_box, sharing
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS  # (row step, col step)

FONT = 0.36
SHARED_FONT = 0.3  # a clue sharing its square: the largest size, smaller when its number is wide
FIT = 0.9  # of the room a shared clue's number may take


def _shared_box(cv: Canvas, clue, place: int, together: list, centre: QPointF) -> tuple[QRectF, float]:
    """Where a clue sharing its square with others writes its number, and the font's size (of a
    cell): in the half of the square beside its own arrow when the arrows stand in one row (above
    or below the grid: left and right) or one column (beside the grid: up and down), else the
    clues side by side in their order."""
    cell = cv.cell
    steps = [DIRECTIONS.get(c.direction) for c in together]
    dr, dc = steps[place]
    distinct = None not in steps and len(set(steps)) == len(steps)
    if distinct and len({s[0] for s in steps}) == 1:
        width, height = cell * 0.5, cell * 0.5
        mid = QPointF(centre.x() + dc * cell * 0.25, centre.y() - dr * cell * 0.12)
    elif distinct and len({s[1] for s in steps}) == 1:
        width, height = cell * 0.64, cell * 0.5  # clear of the arrows' corners
        mid = QPointF(centre.x() - dc * cell * 0.12, centre.y() + dr * cell * 0.25)
    elif len(together) >= 3:
        return _in_a_row(cv, place, together, centre)
    else:
        width, height = cell / len(together), cell * 0.5
        mid = QPointF(centre.x() + (place - (len(together) - 1) / 2) * width, centre.y())
    size = SHARED_FONT
    wide = QFontMetricsF(cv.font(size)).horizontalAdvance(str(clue.total))
    if wide > width * FIT:
        size *= width * FIT / wide
    return QRectF(mid.x() - width / 2, mid.y() - height / 2, width, height), size


ROW_ROOM = 0.92  # of a cell: three numbers in a row across a square take at most this width
ROW_GAP = 0.08  # of a cell (2 pixels at least): between two numbers of the row


def _in_a_row(cv: Canvas, place: int, together: list, centre: QPointF) -> tuple[QRectF, float]:
    """Where one of three little killers alone in a square writes its number, and the font's size
    (of a cell): the three numbers in one row across the middle of the square (between the rows
    of arrows, which stand in its corners), each on its arrow's side (an arrow pointing left
    first), all in one size, as large as lets the row with :data:`ROW_GAP` between the numbers
    fit :data:`ROW_ROOM` of the square (each number was given a third of the square, in its own
    size, and wide ones touched: "453812")."""
    cell = cv.cell
    texts = [str(c.total) for c in together]
    _steps, order = arrow_order(together, False)
    gap = max(2.0, cell * ROW_GAP) if cell >= 4 else cell * ROW_GAP
    room = cell * ROW_ROOM - gap * (len(together) - 1)

    def widths(size: float) -> list[float]:
        metrics = QFontMetricsF(cv.font(size))
        return [metrics.horizontalAdvance(t) for t in texts]

    size = SHARED_FONT
    total = sum(widths(size))
    if total > room > 0:
        size *= room / total
    if cell >= 4:  # the font's whole pixel size, made smaller while the row is too wide
        px = max(1, math.floor(cell * size + 1e-9))
        while px > 1 and sum(widths(px / cell)) > room:
            px -= 1
        size = px / cell
    wide = widths(size)
    x = centre.x() - (sum(wide[j] for j in order) + gap * (len(order) - 1)) / 2
    for j in order:
        if j == place:
            return QRectF(x, centre.y() - cell * 0.25, wide[j], cell * 0.5), size
        x += wide[j] + gap
    raise AssertionError("place not among together")


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
    place, together = sharing(cv, clue)
    if len(together) >= GRID_FROM or (len(together) > 1 and any(other.rule != "littlekiller" for other in together)):
        box, size = shared_box(cv, clue, place, together, str(clue.total))
    elif len(together) == 1:
        # The number sits a little away from the arrow, the arrow in the corner it points to.
        shift = cell * 0.1
        text_centre = QPointF(centre.x() - dc * shift, centre.y() - dr * shift)
        box = QRectF(text_centre.x() - cell / 2, text_centre.y() - cell / 2, cell, cell)
        size = FONT
    else:
        box, size = _shared_box(cv, clue, place, together, centre)
    colour = cv.colour("outside_clue")
    painter.setFont(cv.font(size))
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
