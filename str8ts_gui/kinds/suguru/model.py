"""Suguru boards: a rectangle cut into regions; a region of k cells holds 1..k once each, and
cells that touch (diagonally too) never hold the same digit.

A Suguru is a :class:`~str8ts_gui.core.puzzle.Puzzle` of kind ``"suguru"``: ``size`` is the
width, ``height`` the rows (each 2 to 20), no black cell, ``regions`` the region number of every
cell (canonical: 0, 1, 2... in the order of first appearance, row by row) and ``digits`` the
size of the largest region (at least the largest clue). A region has at most 9 cells; its cells
need not be connected (allowed, but :func:`disconnected_regions` finds them so the editor can
warn). A clue larger than its region is no model error (the checker reports it; the native file
keeps it as the editor does when regions are redrawn around a given, and the text readers keep it
under a ``; draft:`` line, which the text writer puts above such a board, and refuse it otherwise).

The default regions of a new board (:func:`default_regions`) tile it with 2 x 2 squares; when
the width or height is odd the last column or row joins the squares beside it (2 x 3, 3 x 2 and
a 3 x 3 corner), so every region has 4, 6 or 9 cells (a side of 2 or 3 is one band).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.geometry import Geometry, king_neighbours
from str8ts_gui.core.puzzle import MAX_SIDE, MIN_SIDE, Puzzle

KIND = "suguru"
MAX_REGION = 9  # the most cells a region may have (digits 1..9)
SIDES = range(MIN_SIDE, MAX_SIDE + 1)

__all__ = [
    "KIND",
    "MAX_REGION",
    "canonical_regions",
    "default_regions",
    "disconnected_regions",
    "new_puzzle",
    "puzzle_geometry",
    "region_cells",
    "region_sizes",
    "validate",
    "with_regions",
]


def canonical_regions(regions: Sequence[int]) -> tuple[int, ...]:
    """The same partition numbered 0, 1, 2... in the order of first appearance."""
    seen: dict[int, int] = {}
    return tuple(seen.setdefault(g, len(seen)) for g in regions)


def region_sizes(regions: Sequence[int]) -> dict[int, int]:
    """Region number -> number of cells."""
    sizes: dict[int, int] = {}
    for g in regions:
        sizes[g] = sizes.get(g, 0) + 1
    return sizes


def _bands(n: int) -> list[int]:
    """Band number of each of ``n`` rows (or columns): pairs, the last one a triple when n is odd."""
    count = max(n // 2, 1)
    return [min(k // 2, count - 1) for k in range(n)]


def default_regions(width: int, height: int) -> tuple[int, ...]:
    """The regions of a new empty board (see the module docstring)."""
    rows, cols = _bands(height), _bands(width)
    per_row = max(width // 2, 1)
    return canonical_regions([rows[r] * per_row + cols[c] for r in range(height) for c in range(width)])


def _digits(regions: Sequence[int], clues: Sequence[int]) -> int:
    return max(max(region_sizes(regions).values()), max(clues, default=0), 1)


def validate(puzzle: Puzzle) -> None:
    """Raise ValueError naming what makes ``puzzle`` impossible as a Suguru."""
    w, h = puzzle.size, puzzle.height
    if w not in SIDES or h not in SIDES:
        raise ValueError(f"a Suguru is {MIN_SIDE} to {MAX_SIDE} cells wide and high, not {w} x {h}")
    if any(puzzle.black):
        raise ValueError("a Suguru has no black cells")
    if len(puzzle.regions) != w * h:
        raise ValueError(f"a {w} x {h} Suguru needs a region number for each of its {w * h} cells")
    for g, k in region_sizes(puzzle.regions).items():
        if k > MAX_REGION:
            first = puzzle.regions.index(g)
            raise ValueError(
                f"the region of {puzzle.cell_name(first)} has {k} cells; a Suguru region has at most {MAX_REGION}"
            )
    want = _digits(puzzle.regions, puzzle.clues)
    if puzzle.digits != want:
        raise ValueError(f"a Suguru with these regions and clues holds the digits 1 to {want}, not 1 to {puzzle.digits}")


def new_puzzle(
    width: int,
    height: int | None = None,
    regions: Sequence[int] | None = None,
    clues: Sequence[int] | None = None,
) -> Puzzle:
    """A Suguru ``width`` x ``height`` (square when no height) with ``regions`` (any numbers,
    renumbered canonically; the default tiling when None) and ``clues`` (0 = empty); ValueError
    naming the problem when impossible."""
    h = width if height is None else height
    for name, side in (("width", width), ("height", h)):
        if not isinstance(side, int) or isinstance(side, bool) or side not in SIDES:
            raise ValueError(f"a Suguru's {name} must be {MIN_SIDE} to {MAX_SIDE}, not {side!r}")
    n = width * h
    regs = canonical_regions(regions) if regions is not None else default_regions(width, h)
    if len(regs) != n:
        raise ValueError(f"a {width} x {h} Suguru needs {n} region numbers, got {len(regs)}")
    cl = tuple(int(v) for v in clues) if clues is not None else (0,) * n
    if len(cl) != n:
        raise ValueError(f"a {width} x {h} Suguru needs {n} clues, got {len(cl)}")
    for i, v in enumerate(cl):
        if not 0 <= v <= MAX_REGION:
            raise ValueError(f"r{i // width + 1}c{i % width + 1}: clue {v} is not a digit 1 to {MAX_REGION}")
    big = [g for g, k in region_sizes(regs).items() if k > MAX_REGION]
    if big:
        first = regs.index(big[0])
        raise ValueError(
            f"the region of r{first // width + 1}c{first % width + 1} has {region_sizes(regs)[big[0]]} cells; "
            f"a Suguru region has at most {MAX_REGION}"
        )
    puzzle = Puzzle(width, (False,) * n, cl, KIND, height=h, digits=_digits(regs, cl), regions=regs)
    validate(puzzle)
    return puzzle


def with_regions(puzzle: Puzzle, regions: Sequence[int]) -> Puzzle:
    """``puzzle`` with new regions (renumbered canonically, digits recomputed). Every clue is
    kept, even one now larger than its region (the checker reports it); ValueError when a
    region would have more than 9 cells."""
    return new_puzzle(puzzle.size, puzzle.height, regions, puzzle.clues)


def region_cells(puzzle: Puzzle) -> tuple[tuple[int, ...], ...]:
    """The cells of every region, by region number (canonical numbers: 0..count-1)."""
    return _region_cells(puzzle.regions)


@lru_cache(maxsize=64)
def _region_cells(regions: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    groups: dict[int, list[int]] = {}
    for i, g in enumerate(regions):
        groups.setdefault(g, []).append(i)
    return tuple(tuple(groups[g]) for g in sorted(groups))


def disconnected_regions(puzzle: Puzzle) -> list[int]:
    """Region numbers whose cells are not all joined by orthogonal steps (the editor warns)."""
    w = puzzle.size
    out = []
    regions = puzzle.regions
    groups: dict[int, list[int]] = {}
    for i, g in enumerate(regions):
        groups.setdefault(g, []).append(i)
    for g in sorted(groups):
        cells = groups[g]
        seen = {cells[0]}
        stack = [cells[0]]
        while stack:
            i = stack.pop()
            r, c = divmod(i, w)
            for j, ok in ((i - w, r > 0), (i + w, r + 1 < puzzle.height), (i - 1, c > 0), (i + 1, c + 1 < w)):
                if ok and j not in seen and regions[j] == g:
                    seen.add(j)
                    stack.append(j)
        if len(seen) != len(cells):
            out.append(g)
    return out


@lru_cache(maxsize=64)
def kings(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Per cell: the cells touching it (cached :func:`~str8ts_gui.core.geometry.king_neighbours`)."""
    return king_neighbours(width, height)


def puzzle_geometry(puzzle: Puzzle) -> Geometry:
    """Rows and columns (for drawing), the regions as the only units, and peers: the other
    cells of a cell's region plus the (up to 8) cells touching it. Rows and columns are no
    units of a Suguru, so ``units`` holds the regions alone."""
    return geometry(puzzle.size, puzzle.height, puzzle.regions)


@lru_cache(maxsize=64)
def geometry(width: int, height: int, regions: tuple[int, ...]) -> Geometry:
    w, h = width, height
    rows = tuple(tuple(r * w + c for c in range(w)) for r in range(h))
    cols = tuple(tuple(r * w + c for r in range(h)) for c in range(w))
    units = _region_cells(regions)
    units_of = [[] for _ in range(w * h)]
    for k, unit in enumerate(units):
        for i in unit:
            units_of[i].append(k)
    near = kings(w, h)
    peers = []
    for i in range(w * h):
        mine = set(units[units_of[i][0]]) | set(near[i])
        mine.discard(i)
        peers.append(tuple(sorted(mine)))
    return Geometry(
        size=w,
        rows=rows,
        cols=cols,
        units=units,
        peers=tuple(peers),
        regions=regions,
        units_of=tuple(tuple(u) for u in units_of),
        height=h,
    )
