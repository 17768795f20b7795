"""Classic Sudoku boards: sizes, box shapes and the geometry (rows, columns, boxes).

An n x n Sudoku is a :class:`~str8ts_gui.core.puzzle.Puzzle` of kind ``"sudoku"`` with no black
cell; every row, column and box holds 1..n once each.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from str8ts_gui.core.geometry import Geometry, box_regions, grid_geometry, square_geometry
from str8ts_gui.core.puzzle import Puzzle

KIND = "sudoku"
# size -> (box rows, box columns): the classic sizes (new boards, the generator, the line forms)
BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4)}
SIZES = tuple(BOXES)
# every size a Sudoku may have (f-puzzles: 3 to 16) with its default boxes, as f-puzzles and
# SudokuSolver draw them: two rows tall for 6, 8, 10, 14, three for 12 and 15, square for 4, 9,
# 16, and a prime size's "boxes" are its rows (such a board usually comes with jigsaw regions)
ALL_BOXES = {
    3: (1, 3), 4: (2, 2), 5: (1, 5), 6: (2, 3), 7: (1, 7), 8: (2, 4), 9: (3, 3), 10: (2, 5),
    11: (1, 11), 12: (3, 4), 13: (1, 13), 14: (2, 7), 15: (3, 5), 16: (4, 4),
}
ANY_SIZES = tuple(ALL_BOXES)
# rules that need the boxes (a cell's place in its box): refused beside jigsaw regions and
# beside rules that take the boxes away (chaos construction)
BOX_RULES = {"disjoint": "disjoint groups", "region_sum": "region sum lines"}

__all__ = [
    "ALL_BOXES", "ANY_SIZES", "BOXES", "KIND", "SIZES", "box_shape", "geometry", "has_boxes", "is_classic",
    "new_puzzle", "puzzle_geometry", "region_faults", "validate",
]


def box_shape(n: int) -> tuple[int, int]:
    """(box rows, box columns) of an n x n board's default boxes."""
    return ALL_BOXES[n]


def has_boxes(constraints) -> bool:
    """False when a rule takes the boxes away (chaos construction: the regions are found)."""
    return not any(getattr(c, "replaces_boxes", False) for c in constraints)


def validate(puzzle: Puzzle, *, finished: bool = True) -> None:
    """Raise ValueError if ``puzzle`` cannot be a Sudoku (size, black cells, regions, rules).

    ``finished=False`` lets jigsaw regions be still being painted, as the window holds them:
    region numbers 0 to n - 1 of any sizes (the window's own files keep such a draft; its
    solving then finds no solution, and the rules palette says what the regions still need)."""
    if puzzle.size not in ALL_BOXES:
        raise ValueError(f"a Sudoku is {ANY_SIZES[0]} to {ANY_SIZES[-1]} cells wide, not {puzzle.size}")
    if any(puzzle.black):
        raise ValueError("a Sudoku has no black cells")
    if not puzzle.is_square or puzzle.digits != puzzle.size:
        raise ValueError("a Sudoku is square and holds the digits 1 to its size")
    n = puzzle.size
    if puzzle.regions and region_faults(n, puzzle.regions):
        draft = not finished and all(0 <= g < n for g in puzzle.regions)
        if not draft:
            raise ValueError(f"the regions of a {n} x {n} jigsaw Sudoku must be {n} regions of {n} cells each")
    for c in puzzle.constraints:
        c.validate(n)
        if puzzle.regions and getattr(c, "needs_boxes", False):
            raise ValueError(f"{c.title} needs the boxes: it cannot go with jigsaw regions")
    if not has_boxes(puzzle.constraints):
        taker = next(c for c in puzzle.constraints if getattr(c, "replaces_boxes", False))
        if puzzle.regions:
            raise ValueError(f"{taker.title} finds its own regions: it cannot go with jigsaw regions")
        if sum(1 for c in puzzle.constraints if getattr(c, "replaces_boxes", False)) > 1:
            raise ValueError(f"{taker.title} is a rule of the whole board: give it once")
        for c in puzzle.constraints:
            if c.rule in BOX_RULES or getattr(c, "needs_boxes", False) or getattr(c, "needs_regions", False):
                name = BOX_RULES.get(c.rule, c.title)
                raise ValueError(f"{name} need the boxes, and {taker.title} has none")


def region_faults(n: int, regions: tuple[int, ...] | list[int]) -> list[str]:
    """What jigsaw regions still need to be n regions of n cells: "region 2 has 11 cells",
    "1 region is empty" (region numbers 0 to n - 1 shown from 1); empty when they are."""
    sizes = Counter(regions)
    parts = [f"region {g + 1} has {k} cell{'s' if k != 1 else ''}" for g, k in sorted(sizes.items()) if k != n]
    missing = n - len(sizes)
    if missing > 0:
        parts.append(f"{missing} region{'s are' if missing > 1 else ' is'} empty")
    return parts


def is_classic(puzzle: Puzzle) -> bool:
    """True for a plain Sudoku: a classic size, boxes, no variant rule."""
    return not puzzle.regions and not puzzle.constraints and puzzle.size in BOXES


def new_puzzle(size: int, clues: tuple[int, ...] | list[int] | None = None) -> Puzzle:
    """A Sudoku of ``size`` with the given clues (0 = empty); ValueError when impossible."""
    n2 = size * size
    clues = tuple(clues) if clues is not None else (0,) * n2
    puzzle = Puzzle(size, (False,) * n2, tuple(int(v) for v in clues), KIND)
    validate(puzzle)
    return puzzle


def puzzle_geometry(puzzle: Puzzle) -> Geometry:
    """The geometry of a Sudoku with its variant rules: jigsaw regions instead of boxes, the
    rules' extra units (diagonals) and extra peers (anti-knight, cage mates). Without boxes
    (chaos construction) the units are the rows, the columns and the rules' units, and there
    are no regions to draw."""
    if not puzzle.regions and not puzzle.constraints:
        return geometry(puzzle.size)
    return _variant_geometry(puzzle.size, puzzle.regions, puzzle.constraints)


@lru_cache(maxsize=32)
def _variant_geometry(n: int, regions: tuple[int, ...], constraints: tuple) -> Geometry:
    boxes = has_boxes(constraints)
    if not regions and boxes:
        regions = box_regions(n, *box_shape(n))
    units = tuple(u for c in constraints for u in c.units(n))
    extra: list[set[int]] = [set() for _ in range(n * n)]
    for c in constraints:
        for i, j in c.peer_pairs(n):
            extra[i].add(j)
            extra[j].add(i)
    peers = tuple(tuple(sorted(e)) for e in extra)
    return grid_geometry(n, n, regions or None, boxes, units, peers)


@lru_cache(maxsize=16)
def geometry(size: int) -> Geometry:
    """Rows, columns and boxes of an n x n Sudoku; the boxes are both units and drawn regions."""
    box_rows, box_cols = box_shape(size)
    return square_geometry(size, box_regions(size, box_rows, box_cols), region_units=True)
