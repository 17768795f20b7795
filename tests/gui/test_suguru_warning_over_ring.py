"""A cell of a region that is not connected keeps its orange "!" corner readable when it is also
ringed (a given larger than its region, or a drawing of regions with no solution, names and rings
its cells): the ring went over the warning, across its "!", so the corner of such a cell showed
an orange blot with no mark in it (seen while redrawing the regions around a given)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw.suguru import disconnected_cells
from str8ts_gui.gui.board.render import RenderOptions, cell_rect, render_board
from str8ts_gui.kinds.suguru import model

W = H = 5
# r1c1 and r3c1 are one region with r4c1, apart from each other (r2c1 and r2c2 split off)
ROWS = ["abbbb", "ccddd", "aeddd", "aeeef", "gggff"]
REGIONS = model.canonical_regions(ord(ch) for row in ROWS for ch in row)


def corner(ringed: frozenset[int], side: int = 500) -> list[list[int]]:
    """The pixels of r1c1's top right corner, where the warning is drawn, on the live board."""
    puzzle = model.new_puzzle(W, H, REGIONS, [4] + [0] * (W * H - 1))  # 4 in a region of 3
    assert 0 in disconnected_cells(puzzle)
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    square = render_board(painter, QRectF(0, 0, side, side), PlayState.new(puzzle), RenderOptions(selected=12, conflict=ringed))
    painter.end()
    box = cell_rect(square, W, 0)
    part = QRectF(box.right() - box.width() * 0.4, box.top(), box.width() * 0.4, box.height() * 0.4).toAlignedRect()
    return [[image.pixel(x, y) for x in range(part.left(), part.right() + 1)] for y in range(part.top(), part.bottom() + 1)]


def test_the_warning_corner_is_drawn_over_a_conflict_ring(qtbot) -> None:
    plain, ringed = corner(frozenset()), corner(frozenset({0}))
    inside = triangle(plain)
    assert len(inside) > 100  # (the warning is there)
    # the ring runs through this corner (it changes pixels there) but under the triangle
    assert any(a != b for row_a, row_b in zip(plain, ringed) for a, b in zip(row_a, row_b))
    within = set(inside)  # (its edge blends with what lies under it: the ring or the cell)
    inner = [(x, y) for x, y in inside if all((x + dx, y + dy) in within for dx in (-1, 0, 1) for dy in (-1, 0, 1))]
    covered = [(x, y) for x, y in inner if plain[y][x] != ringed[y][x]]
    assert not covered, f"the ring is drawn over the warning at {len(covered)} of its {len(inner)} pixels"


def triangle(pixels: list[list[int]]) -> list[tuple[int, int]]:
    """The warning's pixels: its orange and the white "!" inside it (every pixel of a row from
    the first orange to the last)."""
    out = []
    for y, row in enumerate(pixels):
        orange = [x for x, p in enumerate(row) if _orange(p)]
        if orange:
            out += [(x, y) for x in range(orange[0], orange[-1] + 1)]
    return out


def _orange(pixel: int) -> bool:
    r, g, b = (pixel >> 16) & 255, (pixel >> 8) & 255, pixel & 255
    return r > 180 and g < 170 and b < 80
