"""Clones: both groups of a clone shaded in one light colour (as f-puzzles shades them), the
pairs of a puzzle's clones in turn from a few such colours so that two clones tell apart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer

LIGHT = ("#f5e08a", "#a8d8f0", "#c6e8a4", "#f2b8d0")  # light yellow, blue, green, pink
DARK = ("#6b5d1e", "#24566e", "#3d5e22", "#6e2f4a")
OPACITY = 0.55


@drawer("clone", ORDER_LINE - 1)  # shading under every line
def draw_clone(painter: QPainter, cv: Canvas, clone) -> None:
    clones = [c for c in cv.puzzle.constraints if getattr(c, "rule", None) == "clone"]
    k = next((j for j, c in enumerate(clones) if c is clone), 0)
    colours = DARK if getattr(cv.options, "dark", False) else LIGHT
    painter.setOpacity(OPACITY)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours[k % len(colours)]))
    for i in clone.area():
        if cv.on_board(i):
            painter.drawRect(cv.rect(i))
