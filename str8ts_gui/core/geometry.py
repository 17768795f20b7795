"""The geometry of a board: cells, rows, columns, units, peers and regions.

One :class:`Geometry` per board shape, computed once (cached) and shared by every part that
needs it: rule checkers, candidate propagation, logic, SAT encodings and the board's drawing.
Cells are numbered row by row, ``i = row * size + col``; ``size`` is the width and ``height``
the number of rows (square boards: equal).

A *unit* is a group of cells whose digits must all differ (a row, a column, a Sudoku box; in
Str8ts the rows and columns). *Regions* partition the board for drawing thick borders (Sudoku
boxes, jigsaw regions, Suguru regions); a board without regions has ``regions`` None.
*Peers* of a cell are the cells whose digit must differ from its own: the other cells of its
units plus any pairs a kind adds (``extra_peers``: anti-knight, Suguru's touching cells).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

__all__ = ["SYMMETRIES", "Geometry", "box_regions", "grid_geometry", "king_neighbours", "orbit", "square_geometry"]

# the symmetries a generator can give its pattern or its givens
SYMMETRIES = ("none", "180", "90", "mirror", "diagonal")


@dataclass(frozen=True, slots=True)
class Geometry:
    size: int
    rows: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]
    units: tuple[tuple[int, ...], ...]  # rows, columns, then any further units
    peers: tuple[tuple[int, ...], ...]  # per cell: the other cells of its units, ascending
    regions: tuple[int, ...] | None  # per cell: its region number (None: no regions)
    units_of: tuple[tuple[int, ...], ...]  # per cell: indices into ``units``
    height: int = 0  # rows (0: as many as ``size``)

    def __post_init__(self) -> None:
        if not self.height:
            object.__setattr__(self, "height", self.size)

    @property
    def width(self) -> int:
        return self.size

    @property
    def cell_count(self) -> int:
        return self.size * self.height

    def position(self, i: int) -> tuple[int, int]:
        """(row, column) of cell ``i``, 0-based."""
        return divmod(i, self.size)

    def region_border_right(self, i: int) -> bool:
        """True when a region border runs between cell ``i`` and its right neighbour."""
        r, c = divmod(i, self.size)
        return self.regions is not None and c + 1 < self.size and self.regions[i] != self.regions[i + 1]

    def region_border_below(self, i: int) -> bool:
        """True when a region border runs between cell ``i`` and the cell below it."""
        n = self.size
        return self.regions is not None and i + n < self.cell_count and self.regions[i] != self.regions[i + n]

    def neighbours(self, i: int) -> tuple[int, ...]:
        """The orthogonally adjacent cells of ``i``."""
        n = self.size
        r, c = divmod(i, n)
        out = []
        if r:
            out.append(i - n)
        if c:
            out.append(i - 1)
        if c + 1 < n:
            out.append(i + 1)
        if r + 1 < self.height:
            out.append(i + n)
        return tuple(out)


def box_regions(size: int, box_rows: int, box_cols: int) -> tuple[int, ...]:
    """Region number of every cell when the board is cut into ``box_rows`` x ``box_cols`` boxes."""
    per_row = size // box_cols
    return tuple((i // size // box_rows) * per_row + (i % size) // box_cols for i in range(size * size))


@lru_cache(maxsize=64)
def square_geometry(size: int, regions: tuple[int, ...] | None = None, region_units: bool = False) -> Geometry:
    """Rows and columns of an n x n board, plus the regions as units when ``region_units``."""
    return grid_geometry(size, size, regions, region_units)


def king_neighbours(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Per cell: the cells a chess king's move away (touching, diagonally included)."""
    out = []
    for r in range(height):
        for c in range(width):
            out.append(tuple(
                rr * width + cc
                for rr in range(max(r - 1, 0), min(r + 2, height))
                for cc in range(max(c - 1, 0), min(c + 2, width))
                if (rr, cc) != (r, c)
            ))
    return tuple(out)


@lru_cache(maxsize=64)
def grid_geometry(
    width: int,
    height: int,
    regions: tuple[int, ...] | None = None,
    region_units: bool = False,
    extra_units: tuple[tuple[int, ...], ...] = (),
    extra_peers: tuple[tuple[int, ...], ...] | None = None,
) -> Geometry:
    """Rows and columns of a ``width`` x ``height`` board; the regions as units when
    ``region_units``; then ``extra_units`` (e.g. X-Sudoku's diagonals); ``extra_peers`` per cell
    (cells that must differ from it without sharing a unit)."""
    w, h = width, height
    count = w * h
    rows = tuple(tuple(r * w + c for c in range(w)) for r in range(h))
    cols = tuple(tuple(r * w + c for r in range(h)) for c in range(w))
    units = list(rows + cols)
    if regions is not None and region_units:
        groups: dict[int, list[int]] = {}
        for i, g in enumerate(regions):
            groups.setdefault(g, []).append(i)
        units += [tuple(cells) for _, cells in sorted(groups.items())]
    units += [tuple(u) for u in extra_units]
    units_of: list[list[int]] = [[] for _ in range(count)]
    for k, unit in enumerate(units):
        for i in unit:
            units_of[i].append(k)
    peers = []
    for i in range(count):
        mine = {j for k in units_of[i] for j in units[k]}
        if extra_peers is not None:
            mine.update(extra_peers[i])
        mine.discard(i)
        peers.append(tuple(sorted(mine)))
    return Geometry(
        size=w,
        rows=rows,
        cols=cols,
        units=tuple(units),
        peers=tuple(peers),
        regions=regions,
        units_of=tuple(tuple(u) for u in units_of),
        height=h,
    )


def orbit(i: int, n: int, symmetry: str) -> frozenset[int]:
    """The cells that ``symmetry`` maps cell ``i`` to (including ``i``)."""
    r, c = divmod(i, n)
    cells = {(r, c)}
    if symmetry == "180":
        cells.add((n - 1 - r, n - 1 - c))
    elif symmetry == "90":
        for _ in range(3):
            r, c = c, n - 1 - r
            cells.add((r, c))
    elif symmetry == "mirror":
        cells.add((r, n - 1 - c))
    elif symmetry == "diagonal":
        cells.add((c, r))
    return frozenset(rr * n + cc for rr, cc in cells)
