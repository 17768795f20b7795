"""Suguru drawing: thick lines along the borders of the regions (read from ``puzzle.regions``, so
any rectangular board and any region map draw the same way), and on the live board a small
orange warning triangle in the corner of every cell of a region that is not connected.

Unconnected regions are allowed (the puzzle stays solvable), so pictures, PDFs and prints do not
carry the warning: it is drawn only when a cell is selected, which is the window's board (export
draws without a selection).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath

from str8ts_gui.gui.draw import register_layer, thick_borders, thick_line_width
from str8ts_gui.gui.draw.palette import palette_for

__all__ = ["disconnected_cells", "region_borders", "region_warnings"]

KIND = "suguru"


def region_borders(painter: QPainter, square: QRectF, cell: float, state, options) -> None:
    """Thick lines between cells of different regions (as the Sudoku box borders)."""
    puzzle = state.puzzle
    regions = puzzle.regions
    if not regions:
        return
    w, h = puzzle.size, puzzle.height
    colour = palette_for(options.dark).colour("box_line")

    def right(i: int) -> bool:
        return i % w + 1 < w and regions[i] != regions[i + 1]

    def below(i: int) -> bool:
        return i // w + 1 < h and regions[i] != regions[i + w]

    thick_borders(painter, square, cell, w, h, right, below, colour)


def disconnected_cells(puzzle) -> frozenset[int]:
    """The cells of every region whose cells are not all joined side by side."""
    if not puzzle.regions:
        return frozenset()
    from str8ts_gui.kinds.suguru import model  # (loaded with the first Suguru board)

    split = set(model.disconnected_regions(puzzle))
    return frozenset(i for i, g in enumerate(puzzle.regions) if g in split)


def region_warnings(painter: QPainter, square: QRectF, cell: float, state, options) -> None:
    """An orange triangle with "!" in the top right corner of each cell of a region that is not
    connected (the live board only)."""
    if options.selected is None or cell < 8:
        return
    cells = disconnected_cells(state.puzzle)
    if not cells:
        return
    w = state.puzzle.size
    colour = palette_for(options.dark).colour("conflict")
    side = cell * 0.3
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(side * 0.62)))
    font.setWeight(QFont.Weight.Bold)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setFont(font)
    inset = thick_line_width(cell) / 2 + cell * 0.04
    for i in sorted(cells):
        r, c = divmod(i, w)
        right = square.left() + (c + 1) * cell - inset
        top = square.top() + r * cell + inset
        path = QPainterPath(QPointF(right - side / 2, top))
        path.lineTo(QPointF(right, top + side * 0.87))
        path.lineTo(QPointF(right - side, top + side * 0.87))
        path.closeSubpath()
        painter.fillPath(path, colour)
        painter.setPen(palette_for(options.dark).colour("cell"))
        painter.drawText(QRectF(right - side, top + side * 0.2, side, side * 0.7), Qt.AlignmentFlag.AlignCenter, "!")
    painter.restore()


register_layer(KIND, region_borders)
register_layer(KIND, region_warnings, over_rings=True)  # a conflict ring goes under its "!"
