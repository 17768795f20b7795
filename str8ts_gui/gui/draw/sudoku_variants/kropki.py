"""Kropki dots: a small white or black dot on the edge between the two cells (a value other than
the usual 1 or 2 is written in the dot). A dot and an X or V on one edge (a file may give them;
the tools keep one mark an edge) are drawn smaller, side by side along the edge: the dot first
(left, above), as SudokuPad draws them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw.sudoku_variants import ORDER_DOT, Canvas, drawer, unit

RADIUS = 0.145  # of a cell
EDGE_RULES = ("kropki", "xv")  # the marks drawn on an edge, in their order along a shared one
SPACING = 0.4  # of a cell: between the middles of two marks sharing an edge
SHARED_SCALE = 0.85  # their size then


def edge_point(cv: Canvas, cells) -> QPointF | None:
    """The middle between the centres of two cells (on their shared edge when they touch)."""
    cells = [i for i in cells if cv.on_board(i)]
    if len(cells) != 2:
        return None
    a, b = cv.centre(cells[0]), cv.centre(cells[1])
    return QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)


def _edge(mark) -> tuple:
    return tuple(sorted(mark.cells))


def mark_spot(cv: Canvas, mark) -> tuple[QPointF | None, float]:
    """Where a mark on an edge (a dot, an X or V) is drawn, and its size (1: as usual): the
    middle of the edge when it is the edge's only mark, else its place in a row of smaller marks
    along the edge (left to right, top to bottom)."""
    at = edge_point(cv, mark.cells)
    if at is None:
        return None, 1.0
    place, together = cv.sharing(mark, EDGE_RULES, _edge)
    if len(together) == 1:
        return at, 1.0
    cells = sorted(i for i in mark.cells if cv.on_board(i))
    a, b = cv.centre(cells[0]), cv.centre(cells[1])
    ux, uy = unit(a.y() - b.y(), b.x() - a.x())  # along the edge (across the line between the cells)
    if ux < 0 or (ux == 0 and uy < 0):
        ux, uy = -ux, -uy
    spacing = min(SPACING, 0.9 / len(together))
    step = (place - (len(together) - 1) / 2) * spacing * cv.cell
    return QPointF(at.x() + ux * step, at.y() + uy * step), SHARED_SCALE * spacing / SPACING


def _label(dot) -> str:
    """The value written in the dot: none for the usual 2 (black) or 1 (white)."""
    usual = 2 if dot.black else 1
    return str(dot.value) if dot.value and dot.value != usual else ""


def _radius(cv: Canvas, dot, scale: float) -> float:
    return cv.cell * (RADIUS * 1.25 if _label(dot) else RADIUS) * scale


def dot_footprint(cv: Canvas, dot) -> QRectF | None:
    """Where a Kropki dot has ink (its disc and outline), None when it is not drawn."""
    at, scale = mark_spot(cv, dot)
    if at is None:
        return None
    r = _radius(cv, dot, scale) + cv.px(0.025) / 2
    return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)


def draw_kropki_again(painter: QPainter, cv: Canvas, dot, fill, gap: float) -> None:
    """The dot drawn again over what was drawn on it since (a selected cell's outline): ``gap``
    pixels around it knocked out in ``fill`` (the cell's colour), then the dot as it was."""
    where = dot_footprint(cv, dot)
    if where is None:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(where.adjusted(-gap, -gap, gap, gap))
    draw_kropki(painter, cv, dot)


@drawer("kropki", ORDER_DOT)
def draw_kropki(painter: QPainter, cv: Canvas, dot) -> None:
    at, scale = mark_spot(cv, dot)
    if at is None:
        return
    label = _label(dot)
    r = _radius(cv, dot, scale)
    painter.setPen(QPen(cv.colour("kropki_edge"), cv.px(0.025)))
    painter.setBrush(cv.colour("kropki_black" if dot.black else "kropki_white"))
    painter.drawEllipse(at, r, r)
    if label:
        painter.setFont(cv.font(0.17 * scale, bold=True))
        painter.setPen(cv.colour("kropki_white" if dot.black else "kropki_black"))
        painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)
