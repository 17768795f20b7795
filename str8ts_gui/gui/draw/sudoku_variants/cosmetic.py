"""f-puzzles' drawings, kept as the setter made them: text, circles, rectangles, lines and cages
without a sum, in their own colours (``baseC`` fill, ``outlineC`` outline, ``fontC`` text) and
sizes (``width``, ``height`` in cells)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from str8ts_gui.gui.draw import LABEL_FONT
from str8ts_gui.gui.draw.sudoku_variants import ORDER_SHAPE, Canvas, drawer, polyline
from str8ts_gui.gui.draw.sudoku_variants.killer import INSET, LINE, cage_segments
from str8ts_gui.kinds.sudoku.variants.cosmetic import item_cells


def _colour(value, fallback: QColor) -> QColor:
    c = QColor(value) if isinstance(value, str) else QColor()
    return c if c.isValid() else fallback


def _size(value, default: float) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value <= 10 else default


def _centre(cv: Canvas, cells) -> QPointF:
    """The middle of the cells' centres (f-puzzles places a shape there)."""
    pts = [cv.centre(i) for i in cells]
    return QPointF(sum(p.x() for p in pts) / len(pts), sum(p.y() for p in pts) / len(pts))


SHAPE_TEXT = 0.625  # of a cell: the largest text in a circle or rectangle (f-puzzles: 40 px on its 64 px cells)
CAGE_TEXT = LABEL_FONT  # a cage's text, as large as a killer cage's sum


def _text_font(cv: Canvas, key: str, item: dict, text: str, box: QRectF) -> QFont:
    """The font of an item's text: an explicit ``size`` as given; else (f-puzzles gives a circle
    or a rectangle none) as f-puzzles sizes it, the shape's width shared by the characters, at
    most SHAPE_TEXT of a cell, and within the shape's height and width; a cage's as a killer
    cage's sum, a text item's at the default size 0.5."""
    size = _size(item.get("size"), 0.0)
    if size or key == "text":
        return cv.font(min(0.7, 0.45 * (size or 0.5)))
    if key == "cage":
        return cv.font(CAGE_TEXT)
    cell = cv.cell if cv.cell > 0 else 1.0
    fraction = min(SHAPE_TEXT, box.width() / cell / len(text), 0.8 * box.height() / cell)
    font = cv.font(fraction)
    wide = QFontMetricsF(font).horizontalAdvance(text)
    if wide > 0.9 * box.width() > 0:  # wide letters: shrink until the text fits the shape
        font = cv.font(fraction * 0.9 * box.width() / wide)
    return font


@drawer("cosmetic", ORDER_SHAPE)
def draw_cosmetic(painter: QPainter, cv: Canvas, item_rule) -> None:
    item = item_rule.item()
    key = item_rule.key
    ink = cv.colour("cage")
    outline = _colour(item.get("outlineC"), ink)
    if key == "line":
        # f-puzzles draws a line half a cell thick per unit of its width (SudokuPad's import too)
        pen = QPen(outline, cv.cell * _size(item.get("width"), 0.2) / 2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for line in item.get("lines") or []:
            cells = item_cells({"cells": line if isinstance(line, list) else []}, cv.n)
            if len(cells) >= 2:
                painter.strokePath(polyline([cv.centre(i) for i in cells]), pen)
        return
    cells = [i for i in item_cells(item, cv.n) if cv.on_board(i)]
    if not cells:
        return
    if key == "cage":
        pen = QPen(outline, cv.px(LINE))
        pen.setDashPattern([3, 2])
        painter.setPen(pen)
        horizontal, vertical = cage_segments(cells, cv.n, cv.height, cv.cell, cv.cell * INSET, cv.square.left(), cv.square.top())
        for y, x1, x2 in horizontal:
            painter.drawLine(QLineF(x1, y, x2, y))
        for x, y1, y2 in vertical:
            painter.drawLine(QLineF(x, y1, x, y2))
        text, at = item.get("value"), cv.rect(min(cells))
        box = QRectF(at.left() + cv.cell * 0.1, at.top() + cv.cell * 0.06, cv.cell * 0.8, cv.cell * 0.3)
    else:
        c = _centre(cv, cells)
        w, h = cv.cell * _size(item.get("width"), 0.8), cv.cell * _size(item.get("height"), 0.8)
        box = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        if key in ("circle", "rectangle"):
            painter.setPen(QPen(outline, cv.px(0.025)))
            fill = item.get("baseC")
            painter.setBrush(_colour(fill, QColor(0, 0, 0, 0)) if fill else Qt.BrushStyle.NoBrush)
            if key == "circle":
                painter.drawEllipse(box)
            else:
                painter.drawRect(box)
        text = item.get("value")
    if isinstance(text, (str, int)) and str(text):
        painter.setFont(_text_font(cv, key, item, str(text), box))
        painter.setPen(_colour(item.get("fontC"), ink))
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop if key == "cage" else Qt.AlignmentFlag.AlignCenter
        painter.drawText(box, align, str(text))
