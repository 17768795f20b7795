"""The one Str8ts structure of a black/white pattern: rows, columns, compartments and the
tables built on them, computed once per pattern (cached) and shared by the checker
(:mod:`.rules`), candidate propagation (:mod:`.candidates`), the human logic (:mod:`.logic`), the
SAT encoding (:mod:`.encoding`) and the hints.

A *compartment* is a maximal run of white cells in one row or column; it must hold a straight.
Lines are numbered rows ``0..n-1``, then columns ``n..2n-1``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from str8ts_gui.core.puzzle import MAX_SIZE, Puzzle, cell_name
from str8ts_gui.kinds.str8ts.straights import COMMON, COVERS, MEETS, SPREAD, range_mask

__all__ = ["Compartment", "Layout", "layout", "layout_of"]


class Compartment:
    """A maximal run of white cells in one row or column (read-only by convention; a plain
    class with slots because a layout makes dozens of them and is made for every new pattern)."""

    __slots__ = ("index", "cells", "horizontal", "line", "size", "outside")

    def __init__(
        self, index: int, cells: tuple[int, ...], horizontal: bool, line: int, size: int, outside: tuple[int, ...]
    ) -> None:
        self.index = index  # position in Layout.compartments
        self.cells = cells
        self.horizontal = horizontal
        self.line = line  # its line: row r is r, column c is n + c
        self.size = size  # the board's size
        self.outside = outside  # the white cells of its line that are not in it

    def __len__(self) -> int:
        return len(self.cells)

    def __repr__(self) -> str:
        return f"Compartment({self.index}, {self.name})"

    @property
    def length(self) -> int:
        return len(self.cells)

    @property
    def name(self) -> str:
        """``r1c3-r1c5`` (one cell: ``r1c3``)."""
        first, last = self.cells[0], self.cells[-1]
        if first == last:
            return cell_name(first, self.size)
        return f"{cell_name(first, self.size)}-{cell_name(last, self.size)}"


@dataclass(frozen=True, slots=True)
class Layout:
    """Everything that depends only on the size and the black/white pattern.

    The compartment objects and their indices (``compartments``, ``compartment_of``,
    ``line_comps``, ``cell_comps``) are made the first time one of them is read: solving one
    puzzle by propagation needs only the straight parts, and the command line meets a new
    pattern with every puzzle."""

    size: int
    black: tuple[bool, ...]
    rows: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]
    lines: tuple[tuple[int, ...], ...]  # rows then columns
    # For each cell: the other cells of its row and column (white or black).
    peers: tuple[tuple[int, ...], ...]
    white: tuple[int, ...]
    white_peers: tuple[tuple[int, ...], ...]  # the other white cells of its row and column
    line_white: tuple[tuple[int, ...], ...]  # the white cells of each line
    cell_lines: tuple[tuple[int, int], ...]  # (row line, column line) of each cell
    valid_starts: tuple[int, ...]  # [L]: the starts 1..n-L+1 of a straight of length L, as a mask
    # For propagation: per compartment of 2+ cells, (cells, meets, covers, spread, common,
    # valid starts, outside) with the straight tables of its length; and per cell the indices
    # of its row and its column such compartment, -1 where it has none (a black cell: both).
    straight_parts: tuple[tuple, ...]
    cell_part_pair: tuple[tuple[int, int], ...]
    black_cells: tuple[int, ...] = ()  # the black cells, in reading order
    # each line's runs as :func:`_line` gives them (the compartments are made from these)
    line_runs: tuple[tuple, ...] = ()
    # (compartments, compartment_of, line_comps, cell_comps) once made, see :meth:`_compartments`
    _made: list = field(default_factory=list, repr=False, compare=False)

    @property
    def compartments(self) -> tuple[Compartment, ...]:
        return (self._made or self._compartments())[0]

    @property
    def compartment_of(self) -> tuple[tuple[int, int], ...]:
        """For each cell: (index of its row compartment, index of its column compartment),
        (-1, -1) for a black cell."""
        return (self._made or self._compartments())[1]

    @property
    def line_comps(self) -> tuple[tuple[int, ...], ...]:
        """The compartments of each line, in order."""
        return (self._made or self._compartments())[2]

    @property
    def cell_comps(self) -> tuple[tuple[int, ...], ...]:
        """The compartments of a white cell (row one first); () for a black cell."""
        return (self._made or self._compartments())[3]

    def _compartments(self) -> list:
        n = self.size
        n2 = n * n
        black = self.black
        row_comp = [-1] * n2
        col_comp = [-1] * n2
        compartments: list[Compartment] = []
        line_comps: list[tuple[int, ...]] = []
        for li, runs in enumerate(self.line_runs):
            horizontal = li < n
            side = row_comp if horizontal else col_comp
            here = []
            for cells, outside, _part in runs:
                k = len(compartments)
                for j in cells:
                    side[j] = k
                compartments.append(Compartment(k, cells, horizontal, li, n, outside))
                here.append(k)
            line_comps.append(tuple(here))
        none = (-1, -1)
        cell_comps = [none] * n2
        for i in self.white:
            cell_comps[i] = (row_comp[i], col_comp[i])  # the row compartment first
        made = [
            tuple(compartments),
            tuple(cell_comps),
            tuple(line_comps),
            tuple(cell_comps[i] if not black[i] else () for i in range(n2)),
        ]
        self._made[:] = made
        return made

    def line_name(self, li: int) -> str:
        n = self.size
        return f"row {li + 1}" if li < n else f"column {li - n + 1}"


@lru_cache(maxsize=None)
def _grid(n: int) -> tuple:
    """What depends on the size alone: rows, columns, lines, peers, cell lines, valid starts."""
    rows = tuple(tuple(range(r * n, r * n + n)) for r in range(n))
    cols = tuple(tuple(range(c, n * n, n)) for c in range(n))
    peers = tuple(
        tuple(j for j in rows[i // n] if j != i) + tuple(j for j in cols[i % n] if j != i) for i in range(n * n)
    )
    cell_lines = tuple((i // n, n + i % n) for i in range(n * n))
    valid = tuple(range_mask(1, n - L + 1) if L else 0 for L in range(MAX_SIZE + 1))
    return rows, cols, rows + cols, peers, cell_lines, valid


@lru_cache(maxsize=8192)
def _line(n: int, li: int, pattern: tuple[bool, ...]) -> tuple:
    """What depends on one line's black/white ``pattern`` alone (cached: lines repeat far more
    often than whole patterns): its white cells, its runs as ``(cells, outside, part)`` (``part``:
    the propagation tuple of a run of 2+ cells, else None), and per white cell of the line the
    other white cells of the line."""
    line = _grid(n)[2][li]
    whites = tuple([i for i, b in zip(line, pattern) if not b])
    runs = []
    count = len(whites)
    step = 1 if li < n else n
    valid = _grid(n)[5]
    start = 0
    while start < count:
        # a run: consecutive white cells of the line (their indices step by 1 or by n)
        first = whites[start]
        end = start + 1
        while end < count and whites[end] == first + (end - start) * step:
            end += 1
        cells = whites[start:end]
        outside = whites[:start] + whites[end:]
        length = end - start
        part = None
        if length >= 2:
            part = (cells, MEETS[length], COVERS[length], SPREAD[length], COMMON[length], valid[length], outside)
        runs.append((cells, outside, part))
        start = end
    others = tuple(whites[:a] + whites[a + 1 :] for a in range(count))
    return whites, tuple(runs), others


@lru_cache(maxsize=32)
def layout(size: int, black: tuple[bool, ...]) -> Layout:
    """Derive the structure of a pattern (cached). Built for every new pattern (the command
    line meets a new one with every puzzle), so it puts together the lines' cached parts."""
    n = size
    n2 = n * n
    rows, cols, lines, peers, cell_lines, valid = _grid(n)
    row_part = [-1] * n2
    col_part = [-1] * n2
    row_others = [()] * n2
    col_others = [()] * n2
    line_white = []
    line_runs = []
    parts = []
    for li in range(2 * n):
        if li < n:
            whites, runs, others = _line(n, li, black[li * n : li * n + n])
            side, other_side = row_part, row_others
        else:
            whites, runs, others = _line(n, li, black[li - n :: n])
            side, other_side = col_part, col_others
        line_white.append(whites)
        line_runs.append(runs)
        for i, o in zip(whites, others):
            other_side[i] = o
        for _cells, _outside, part in runs:
            if part is not None:
                k = len(parts)
                for j in part[0]:
                    side[j] = k
                parts.append(part)
    white = tuple([i for i in range(n2) if not black[i]])
    white_peers = [()] * n2
    for i in white:
        white_peers[i] = row_others[i] + col_others[i]
    return Layout(
        size=n,
        black=black,
        rows=rows,
        cols=cols,
        lines=lines,
        peers=peers,
        white=white,
        white_peers=tuple(white_peers),
        line_white=tuple(line_white),
        cell_lines=cell_lines,
        valid_starts=valid,
        straight_parts=tuple(parts),
        cell_part_pair=tuple(zip(row_part, col_part)),
        black_cells=tuple([i for i in range(n2) if black[i]]),
        line_runs=tuple(line_runs),
    )


def layout_of(puzzle: Puzzle) -> Layout:
    """The layout of a puzzle's pattern (cached)."""
    return layout(puzzle.size, puzzle.black)
