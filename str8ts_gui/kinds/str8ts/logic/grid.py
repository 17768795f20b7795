"""The candidate grid the logic strategies work on, the :class:`Step` they report, and helpers.

A :class:`CandidateGrid` is immutable: the puzzle, the digits *placed* so far (white clues count
as placed) and a candidate bitmask per cell (bit ``d`` for digit ``d``; black cells 0, a placed
cell exactly its digit). Placing a digit and removing it from the peers are separate steps, the
way a player works: a naked single is placed, then the row/column rule clears its peers.

Everything that depends only on the size and the black/white pattern is the pattern's one
cached :class:`~str8ts_gui.kinds.str8ts.layout.Layout` (``grid.shape``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from str8ts_gui.kinds.str8ts.formats import to_grid
from str8ts_gui.core.puzzle import Puzzle, cell_name, full_mask
from str8ts_gui.kinds.str8ts.layout import Layout, layout
from str8ts_gui.core.puzzle import set_bits as bits
from str8ts_gui.kinds.str8ts.straights import COMMON, COVERS, MEETS, SPREAD, range_mask
from str8ts_gui.solver.logic import Step, board_cells  # one deduction: the logic framework's, shared by the kinds

__all__ = [
    "CandidateGrid",
    "Step",
    "fmt_cells",
    "fmt_digits",
    "popcount",
    "MEETS",
    "COVERS",
    "SPREAD",
    "COMMON",
    "range_mask",
]


def popcount(m: int) -> int:
    return m.bit_count()


# -- text helpers -------------------------------------------------------------------------


def fmt_digits(m: int | Iterable[int]) -> str:
    """``1-4``, ``2, 5``, ``1-3, 7``: the digits of a mask (or an iterable), runs collapsed."""
    ds = bits(m) if isinstance(m, int) else sorted(set(m))
    parts: list[str] = []
    k = 0
    while k < len(ds):
        j = k
        while j + 1 < len(ds) and ds[j + 1] == ds[j] + 1:
            j += 1
        if j - k >= 2:
            parts.append(f"{ds[k]}-{ds[j]}")
        else:
            parts.extend(str(d) for d in ds[k : j + 1])
        k = j + 1
    return ", ".join(parts)


def fmt_cells(cells: Iterable[int], size: int) -> str:
    return ", ".join(cell_name(i, size) for i in sorted(set(cells)))


# -- the grid -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CandidateGrid:
    """A puzzle with placed digits and candidate masks (immutable)."""

    puzzle: Puzzle
    values: tuple[int, ...]  # placed digit per cell (white clues included), 0 if none; black 0
    masks: tuple[int, ...]  # candidates per cell; black 0; placed cells exactly their digit

    @classmethod
    def from_puzzle(
        cls,
        puzzle: Puzzle,
        values: Sequence[int] | None = None,
        marks: Sequence[int] | None = None,
    ) -> CandidateGrid:
        """The starting grid: clues (and ``values``, n*n digits, 0 = empty) placed.

        Every other white cell gets all digits 1..n, or the player's pencil marks where
        ``marks`` (n*n bitmasks) has a non-zero mask for it. Nothing is eliminated yet: the
        row/column rule is the first strategy.
        """
        n = puzzle.size
        n2 = board_cells(n, values, marks)
        full = full_mask(n)
        vals = [0] * n2
        masks = [0] * n2
        for i in range(n2):
            if puzzle.black[i]:
                continue
            v = puzzle.clues[i] or (values[i] if values is not None else 0)
            if v:
                if not 1 <= v <= n:
                    raise ValueError(f"{cell_name(i, n)}: value {v} out of range 1-{n}")
                vals[i] = v
                masks[i] = 1 << v
            else:
                m = marks[i] & full if marks is not None else 0
                masks[i] = m or full
        return cls(puzzle, tuple(vals), tuple(masks))

    @property
    def size(self) -> int:
        return self.puzzle.size

    @property
    def shape(self) -> Layout:
        return layout(self.puzzle.size, self.puzzle.black)

    def candidates(self, i: int) -> list[int]:
        return bits(self.masks[i])

    def is_solved(self) -> bool:
        """Every white cell has a placed digit."""
        v = self.values
        return all(v[i] for i in self.shape.white)

    def open_cells(self) -> list[int]:
        v = self.values
        return [i for i in self.shape.white if not v[i]]

    def is_broken(self) -> bool:
        """An open cell without candidates, two equal digits placed in one line, or a
        compartment whose placed digits are too far apart for one straight."""
        m, v = self.masks, self.values
        sh = self.shape
        for i in sh.white:
            if not m[i]:
                return True
        clues, black = self.puzzle.clues, self.puzzle.black
        for line in sh.lines:
            seen = 0
            for i in line:
                d = clues[i] if black[i] else v[i]
                if d:
                    if seen >> d & 1:
                        return True
                    seen |= 1 << d
        for comp in sh.compartments:
            placed = 0
            for i in comp.cells:
                placed |= 1 << v[i]
            placed &= ~1
            if placed and placed.bit_length() - (placed & -placed).bit_length() >= len(comp.cells):
                return True
        return False

    def with_changes(
        self, placements: Iterable[tuple[int, int]] = (), eliminations: Iterable[tuple[int, int]] = ()
    ) -> CandidateGrid:
        masks = list(self.masks)
        vals = list(self.values)
        for i, d in eliminations:
            masks[i] &= ~(1 << d)
        for i, d in placements:
            vals[i] = d
            masks[i] &= 1 << d
        return CandidateGrid(self.puzzle, tuple(vals), tuple(masks))

    def line_clue_mask(self, li: int) -> int:
        """Digits of the black clues in line ``li``."""
        clues, black = self.puzzle.clues, self.puzzle.black
        m = 0
        for i in self.shape.lines[li]:
            if black[i] and clues[i]:
                m |= 1 << clues[i]
        return m

    def text_grid(self) -> str:
        """n lines in the grid form: placed digits, ``.`` for open white cells, black cells as they are."""
        return to_grid(self.puzzle.with_values(self.values))
