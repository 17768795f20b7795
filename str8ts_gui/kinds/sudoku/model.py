"""Classic Sudoku boards: sizes, box shapes and the geometry (rows, columns, boxes).

An n x n Sudoku is a :class:`~str8ts_gui.core.puzzle.Puzzle` of kind ``"sudoku"`` with no black
cell; every row, column and box holds 1..n once each.
"""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.core.geometry import Geometry, box_regions, square_geometry
from str8ts_gui.core.puzzle import Puzzle

KIND = "sudoku"
# size -> (box rows, box columns)
BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4)}
SIZES = tuple(BOXES)

__all__ = ["BOXES", "KIND", "SIZES", "geometry", "new_puzzle", "validate"]


def validate(puzzle: Puzzle) -> None:
    """Raise ValueError if ``puzzle`` cannot be a classic Sudoku (size, black cells)."""
    if puzzle.size not in BOXES:
        sizes = ", ".join(map(str, SIZES))
        raise ValueError(f"a Sudoku is {sizes} cells wide, not {puzzle.size}")
    if any(puzzle.black):
        raise ValueError("a Sudoku has no black cells")


def new_puzzle(size: int, clues: tuple[int, ...] | list[int] | None = None) -> Puzzle:
    """A Sudoku of ``size`` with the given clues (0 = empty); ValueError when impossible."""
    n2 = size * size
    clues = tuple(clues) if clues is not None else (0,) * n2
    puzzle = Puzzle(size, (False,) * n2, tuple(int(v) for v in clues), KIND)
    validate(puzzle)
    return puzzle


@lru_cache(maxsize=16)
def geometry(size: int) -> Geometry:
    """Rows, columns and boxes of an n x n Sudoku; the boxes are both units and drawn regions."""
    box_rows, box_cols = BOXES[size]
    return square_geometry(size, box_regions(size, box_rows, box_cols), region_units=True)
