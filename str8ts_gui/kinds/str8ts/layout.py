"""The one Str8ts structure of a black/white pattern: rows, columns, compartments and the
tables built on them, computed once per pattern (cached) and shared by the checker
(:mod:`.rules`), candidate propagation (:mod:`.candidates`), the human logic (:mod:`.logic`), the
SAT encoding (:mod:`.encoding`) and the hints.

A *compartment* is a maximal run of white cells in one row or column; it must hold a straight.
Lines are numbered rows ``0..n-1``, then columns ``n..2n-1``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from str8ts_gui.core.puzzle import MAX_SIZE, Puzzle, cell_name
from str8ts_gui.kinds.str8ts.straights import COMMON, COVERS, MEETS, SPREAD, range_mask

__all__ = ["Compartment", "Layout", "layout", "layout_of"]


@dataclass(frozen=True, slots=True)
class Compartment:
    """A maximal run of white cells in one row or column."""

    index: int  # position in Layout.compartments
    cells: tuple[int, ...]
    horizontal: bool
    line: int  # its line: row r is r, column c is n + c
    name: str  # "r1c3-r1c5" (one cell: "r1c3")
    outside: tuple[int, ...]  # the white cells of its line that are not in it

    def __len__(self) -> int:
        return len(self.cells)

    @property
    def length(self) -> int:
        return len(self.cells)


@dataclass(frozen=True, slots=True)
class Layout:
    """Everything that depends only on the size and the black/white pattern."""

    size: int
    black: tuple[bool, ...]
    rows: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]
    lines: tuple[tuple[int, ...], ...]  # rows then columns
    compartments: tuple[Compartment, ...]
    # For each cell: (index of its row compartment, index of its column compartment), -1 if black.
    compartment_of: tuple[tuple[int, int], ...]
    # For each cell: the other cells of its row and column (white or black).
    peers: tuple[tuple[int, ...], ...]
    white: tuple[int, ...]
    white_peers: tuple[tuple[int, ...], ...]  # the other white cells of its row and column
    line_white: tuple[tuple[int, ...], ...]  # the white cells of each line
    line_comps: tuple[tuple[int, ...], ...]  # the compartments of each line, in order
    cell_lines: tuple[tuple[int, int], ...]  # (row line, column line) of each cell
    cell_comps: tuple[tuple[int, ...], ...]  # compartments of a white cell (row one first)
    valid_starts: tuple[int, ...]  # [L]: the starts 1..n-L+1 of a straight of length L, as a mask
    # For propagation: per compartment of 2+ cells, (cells, meets, covers, spread, common,
    # valid starts, outside) with the straight tables of its length; and per cell the indices
    # of its such compartments.
    straight_parts: tuple[tuple, ...]
    cell_straight_parts: tuple[tuple[int, ...], ...]

    def line_name(self, li: int) -> str:
        n = self.size
        return f"row {li + 1}" if li < n else f"column {li - n + 1}"


@lru_cache(maxsize=256)
def layout(size: int, black: tuple[bool, ...]) -> Layout:
    """Derive the structure of a pattern (cached)."""
    n = size
    rows = tuple(tuple(r * n + c for c in range(n)) for r in range(n))
    cols = tuple(tuple(r * n + c for r in range(n)) for c in range(n))
    lines = rows + cols
    runs: list[tuple[tuple[int, ...], bool, int]] = []
    comp_of = [[-1, -1] for _ in range(n * n)]
    for li, line in enumerate(lines):
        horizontal = li < n
        run: list[int] = []
        for i in line + (-1,):
            if i >= 0 and not black[i]:
                run.append(i)
                continue
            if run:
                for j in run:
                    comp_of[j][0 if horizontal else 1] = len(runs)
                runs.append((tuple(run), horizontal, li))
                run = []
    line_white = tuple(tuple(i for i in line if not black[i]) for line in lines)
    compartments = []
    for k, (cells, horizontal, li) in enumerate(runs):
        first, last = cells[0], cells[-1]
        name = cell_name(first, n) if first == last else f"{cell_name(first, n)}-{cell_name(last, n)}"
        inside = set(cells)
        outside = tuple(j for j in line_white[li] if j not in inside)
        compartments.append(Compartment(k, cells, horizontal, li, name, outside))
    line_comps: list[list[int]] = [[] for _ in lines]
    cell_comps: list[list[int]] = [[] for _ in range(n * n)]
    for comp in compartments:
        line_comps[comp.line].append(comp.index)
        for i in comp.cells:
            cell_comps[i].append(comp.index)
    peers = tuple(
        tuple(j for j in rows[i // n] if j != i) + tuple(j for j in cols[i % n] if j != i) for i in range(n * n)
    )
    white_peers = tuple(
        tuple(j for j in peers[i] if not black[j]) if not black[i] else () for i in range(n * n)
    )
    parts = []
    part_of: dict[int, int] = {}
    for comp in compartments:
        length = len(comp.cells)
        if length < 2:
            continue
        part_of[comp.index] = len(parts)
        valid = range_mask(1, n - length + 1)
        parts.append(
            (comp.cells, MEETS[length], COVERS[length], SPREAD[length], COMMON[length], valid, comp.outside)
        )
    cell_parts = tuple(
        tuple(part_of[k] for k in cell_comps[i] if k in part_of) if not black[i] else () for i in range(n * n)
    )
    return Layout(
        size=n,
        black=black,
        rows=rows,
        cols=cols,
        lines=lines,
        compartments=tuple(compartments),
        compartment_of=tuple((a, b) for a, b in comp_of),
        peers=peers,
        white=tuple(i for i in range(n * n) if not black[i]),
        white_peers=white_peers,
        line_white=line_white,
        line_comps=tuple(tuple(x) for x in line_comps),
        cell_lines=tuple((i // n, n + i % n) for i in range(n * n)),
        cell_comps=tuple(tuple(x) for x in cell_comps),
        valid_starts=tuple(range_mask(1, n - L + 1) if L else 0 for L in range(MAX_SIZE + 1)),
        straight_parts=tuple(parts),
        cell_straight_parts=cell_parts,
    )


def layout_of(puzzle: Puzzle) -> Layout:
    """The layout of a puzzle's pattern (cached)."""
    return layout(puzzle.size, puzzle.black)
