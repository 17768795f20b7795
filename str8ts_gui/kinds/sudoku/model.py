"""Classic Sudoku boards: sizes, box shapes and the geometry (rows, columns, boxes).

An n x n Sudoku is a :class:`~str8ts_gui.core.puzzle.Puzzle` of kind ``"sudoku"`` with no black
cell; every row, column and box holds 1..n once each.
"""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.core.geometry import Geometry, box_regions, grid_geometry, square_geometry
from str8ts_gui.core.puzzle import Puzzle

KIND = "sudoku"
# size -> (box rows, box columns)
BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4)}
SIZES = tuple(BOXES)

__all__ = ["BOXES", "KIND", "SIZES", "geometry", "is_classic", "new_puzzle", "puzzle_geometry", "validate"]


def validate(puzzle: Puzzle) -> None:
    """Raise ValueError if ``puzzle`` cannot be a classic Sudoku (size, black cells)."""
    if puzzle.size not in BOXES:
        sizes = ", ".join(map(str, SIZES))
        raise ValueError(f"a Sudoku is {sizes} cells wide, not {puzzle.size}")
    if any(puzzle.black):
        raise ValueError("a Sudoku has no black cells")
    if not puzzle.is_square or puzzle.digits != puzzle.size:
        raise ValueError("a Sudoku is square and holds the digits 1 to its size")
    n = puzzle.size
    if puzzle.regions:
        sizes: dict[int, int] = {}
        for g in puzzle.regions:
            sizes[g] = sizes.get(g, 0) + 1
        bad = sorted(g for g, k in sizes.items() if k != n)
        if len(sizes) != n or bad:
            raise ValueError(f"the regions of a {n} x {n} jigsaw Sudoku must be {n} regions of {n} cells each")
    for c in puzzle.constraints:
        c.validate(n)


def is_classic(puzzle: Puzzle) -> bool:
    """True for a plain Sudoku: boxes, no variant rule."""
    return not puzzle.regions and not puzzle.constraints


def new_puzzle(size: int, clues: tuple[int, ...] | list[int] | None = None) -> Puzzle:
    """A Sudoku of ``size`` with the given clues (0 = empty); ValueError when impossible."""
    n2 = size * size
    clues = tuple(clues) if clues is not None else (0,) * n2
    puzzle = Puzzle(size, (False,) * n2, tuple(int(v) for v in clues), KIND)
    validate(puzzle)
    return puzzle


def puzzle_geometry(puzzle: Puzzle) -> Geometry:
    """The geometry of a Sudoku with its variant rules: jigsaw regions instead of boxes, the
    rules' extra units (diagonals) and extra peers (anti-knight, cage mates)."""
    if not puzzle.regions and not puzzle.constraints:
        return geometry(puzzle.size)
    return _variant_geometry(puzzle.size, puzzle.regions, puzzle.constraints)


@lru_cache(maxsize=32)
def _variant_geometry(n: int, regions: tuple[int, ...], constraints: tuple) -> Geometry:
    if not regions:
        regions = box_regions(n, *BOXES[n])
    units = tuple(u for c in constraints for u in c.units(n))
    extra: list[set[int]] = [set() for _ in range(n * n)]
    for c in constraints:
        for i, j in c.peer_pairs(n):
            extra[i].add(j)
            extra[j].add(i)
    peers = tuple(tuple(sorted(e)) for e in extra)
    return grid_geometry(n, n, regions, True, units, peers)


@lru_cache(maxsize=16)
def geometry(size: int) -> Geometry:
    """Rows, columns and boxes of an n x n Sudoku; the boxes are both units and drawn regions."""
    box_rows, box_cols = BOXES[size]
    return square_geometry(size, box_regions(size, box_rows, box_cols), region_units=True)
