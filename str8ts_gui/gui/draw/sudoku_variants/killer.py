"""Killer cages: a dashed outline inset in the cage's cells, the sum in the top-left corner of
its first cell (small, the lines behind it knocked out in the cell's colour)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QPainter, QPen

from str8ts_gui.gui.draw import draw_label
from str8ts_gui.gui.draw.sudoku_variants import ORDER_CAGE, Canvas, drawer

INSET = 0.09  # of a cell: the outline runs this far inside the cage's border
LINE = 0.026  # of a cell: the outline's width
MARK_ROOM = INSET + LINE / 2 + 0.022  # of a cell: pencil marks in a caged cell stay inside the outline


def cage_segments(cells, n: int, height: int, cell: float, inset: float, left: float = 0.0, top: float = 0.0):
    """The outline of the cage ``cells`` inset by ``inset``: (horizontal, vertical) lists of
    ((x1, y), x2) / ((x, y1), y2) segments, collinear neighbours joined (so the dashes run on)."""
    inside = set(cells)

    def has(r: int, c: int) -> bool:
        return 0 <= r < height and 0 <= c < n and r * n + c in inside

    horizontal: dict[float, list[list[float]]] = {}
    vertical: dict[float, list[list[float]]] = {}
    d = inset
    for i in sorted(inside):
        r, c = divmod(i, n)
        x0, y0 = left + c * cell, top + r * cell
        x1, y1 = x0 + cell, y0 + cell
        for dr, y in ((-1, y0 + d), (1, y1 - d)):  # top and bottom sides
            if has(r + dr, c):
                continue
            # Start: a convex corner when the left neighbour is out; a concave one (reach back)
            # when the left and the diagonal neighbour beyond the side are both in.
            start = x0 + d if not has(r, c - 1) else (x0 - d if has(r + dr, c - 1) else x0)
            end = x1 - d if not has(r, c + 1) else (x1 + d if has(r + dr, c + 1) else x1)
            horizontal.setdefault(y, []).append([start, end])
        for dc, x in ((-1, x0 + d), (1, x1 - d)):  # left and right sides
            if has(r, c + dc):
                continue
            start = y0 + d if not has(r - 1, c) else (y0 - d if has(r - 1, c + dc) else y0)
            end = y1 - d if not has(r + 1, c) else (y1 + d if has(r + 1, c + dc) else y1)
            vertical.setdefault(x, []).append([start, end])
    return _joined(horizontal), _joined(vertical)


def _joined(lines: dict[float, list[list[float]]]) -> list[tuple[float, float, float]]:
    out = []
    eps = 1e-6
    for at, spans in lines.items():
        spans.sort()
        cur = list(spans[0])
        for a, b in spans[1:]:
            if a <= cur[1] + eps:
                cur[1] = max(cur[1], b)
            else:
                out.append((at, cur[0], cur[1]))
                cur = [a, b]
        out.append((at, cur[0], cur[1]))
    return out


@drawer("killer", ORDER_CAGE)
def draw_cage(painter: QPainter, cv: Canvas, cage) -> None:
    cells = [i for i in cage.cells if cv.on_board(i)]
    if not cells:
        return
    cell = cv.cell
    width = cv.px(LINE)
    pen = QPen(cv.colour("cage"), width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    dash, gap = cell * 0.09 / width, cell * 0.07 / width
    pen.setDashPattern([dash, gap])
    painter.setPen(pen)
    horizontal, vertical = cage_segments(cells, cv.n, cv.height, cell, cell * INSET, cv.square.left(), cv.square.top())
    for y, x1, x2 in horizontal:
        painter.drawLine(QLineF(x1, y, x2, y))
    for x, y1, y2 in vertical:
        painter.drawLine(QLineF(x, y1, x, y2))
    total = getattr(cage, "total", 0)
    if total:
        first = min(cells)  # the top row's leftmost cell
        draw_label(painter, cv.rect(first), cell, str(total), cv.fill(first), cv.colour("cage"))


def sum_cells(puzzle) -> dict[int, str]:
    """The cells that hold a cage's sum (the top row's leftmost cell of a cage with a sum), with
    the sum as written."""
    return {
        min(c.cells): str(c.total)
        for c in puzzle.constraints if getattr(c, "rule", "") == "killer" and c.total and c.cells
    }


def caged_cells(puzzle) -> dict[int, float]:
    """The cells inside a cage's dashed outline (a killer cage, an f-puzzles cage drawing), with
    the share of the cell their pencil marks keep free along each edge (:data:`MARK_ROOM`)."""
    out: dict[int, float] = {}
    count = puzzle.size * puzzle.height
    for c in puzzle.constraints:
        rule = getattr(c, "rule", "")
        if rule == "killer":
            cells = c.cells
        elif rule == "cosmetic" and getattr(c, "key", "") == "cage":
            from str8ts_gui.kinds.sudoku.variants.cosmetic import item_cells

            cells = item_cells(c.item(), puzzle.size)
        else:
            continue
        out.update((i, MARK_ROOM) for i in cells if isinstance(i, int) and 0 <= i < count)
    return out
