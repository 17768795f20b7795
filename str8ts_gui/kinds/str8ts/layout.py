"""The Str8ts structure of a black/white pattern: rows, columns and compartments (cached).

A *compartment* is a maximal run of white cells in one row or column. :func:`layout` is computed
once per pattern and shared by the checker, candidates, logic and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from str8ts_gui.core.puzzle import Puzzle, cell_name

__all__ = ["Compartment", "Layout", "layout", "layout_of"]


@dataclass(frozen=True, slots=True)
class Compartment:
    """A maximal run of white cells in one row or column."""

    cells: tuple[int, ...]
    horizontal: bool

    def __len__(self) -> int:
        return len(self.cells)

    def name(self, size: int) -> str:
        first, last = self.cells[0], self.cells[-1]
        if first == last:
            return cell_name(first, size)
        return f"{cell_name(first, size)}-{cell_name(last, size)}"


@dataclass(frozen=True, slots=True)
class Layout:
    """Everything that depends only on the size and the black/white pattern."""

    size: int
    black: tuple[bool, ...]
    rows: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]
    compartments: tuple[Compartment, ...]
    # For each cell: (index of its row compartment, index of its column compartment), -1 if black.
    compartment_of: tuple[tuple[int, int], ...]
    # For each cell: the other cells of its row and column (white or black).
    peers: tuple[tuple[int, ...], ...]

    @property
    def lines(self) -> tuple[tuple[int, ...], ...]:
        return self.rows + self.cols


@lru_cache(maxsize=256)
def layout(size: int, black: tuple[bool, ...]) -> Layout:
    """Derive rows, columns and compartments of a pattern (cached)."""
    rows = tuple(tuple(r * size + c for c in range(size)) for r in range(size))
    cols = tuple(tuple(r * size + c for r in range(size)) for c in range(size))
    compartments: list[Compartment] = []
    comp_of = [[-1, -1] for _ in range(size * size)]
    for horizontal, lines in ((True, rows), (False, cols)):
        slot = 0 if horizontal else 1
        for line in lines:
            run: list[int] = []
            for i in line + (-1,):
                if i >= 0 and not black[i]:
                    run.append(i)
                    continue
                if run:
                    for j in run:
                        comp_of[j][slot] = len(compartments)
                    compartments.append(Compartment(tuple(run), horizontal))
                    run = []
    peers = []
    for i in range(size * size):
        r, c = divmod(i, size)
        peers.append(tuple(j for j in rows[r] if j != i) + tuple(j for j in cols[c] if j != i))
    return Layout(
        size=size,
        black=black,
        rows=rows,
        cols=cols,
        compartments=tuple(compartments),
        compartment_of=tuple((a, b) for a, b in comp_of),
        peers=tuple(peers),
    )


def layout_of(puzzle: Puzzle) -> Layout:
    """The layout of a puzzle's pattern (cached)."""
    return layout(puzzle.size, puzzle.black)
