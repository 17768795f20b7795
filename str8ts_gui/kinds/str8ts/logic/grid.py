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
from functools import cached_property
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


def _too_far(values: Sequence[int], cells: Sequence[int]) -> bool:
    """True when the digits placed in a compartment's ``cells`` cannot share one straight."""
    placed = 0
    for i in cells:
        placed |= 1 << values[i]
    placed &= ~1
    return bool(placed) and placed.bit_length() - (placed & -placed).bit_length() >= len(cells)



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

    @cached_property
    def shape(self) -> Layout:
        # kept on the grid: strategies ask for it thousands of times per path, and the layout
        # cache's key (the pattern) is as long as the board
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
        broken = self.__dict__.get("_broken")
        if broken is None:
            broken = self._check_broken()
        return broken

    def placed_in_lines(self) -> list[int]:
        """Per line (rows, then columns): the digits placed in it, black clues included."""
        placed_in = self.__dict__.get("_placed_in")
        if placed_in is None:
            self._check_broken()
            placed_in = self.__dict__["_placed_in"]
        return placed_in

    def _check_broken(self) -> bool:
        """:meth:`is_broken` from scratch; it also keeps the digits placed in each line, so that
        :meth:`with_changes` can tell its grid's answer from the changes alone."""
        m, v = self.masks, self.values
        sh = self.shape
        broken = not min(map(m.__getitem__, sh.white), default=1)
        clues = self.puzzle.clues
        placed_in: list[int] = []
        for line in sh.lines:
            seen = 0
            for i in line:
                d = v[i] or clues[i]  # a black cell has no value, a placed white cell its clue
                if d:
                    bit = 1 << d
                    if seen & bit:
                        broken = True
                    seen |= bit
            placed_in.append(seen)
        if not broken:
            broken = any(_too_far(v, cells) for cells, *_rest in sh.straight_parts)
        self.__dict__["_broken"] = broken
        self.__dict__["_placed_in"] = placed_in
        return broken

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
        grid = CandidateGrid(self.puzzle, tuple(vals), tuple(masks))
        known = self.__dict__
        if "shape" in known:
            grid.__dict__["shape"] = known["shape"]  # the same pattern: its layout
            if known.get("_broken") is False:
                self._pass_on_broken(grid, placements, eliminations)
        return grid

    def _pass_on_broken(self, grid: CandidateGrid, placements, eliminations) -> None:
        """Tell ``grid`` (this unbroken grid with ``placements`` and ``eliminations``) whether it
        is broken, looking only at what changed: an emptied cell, a placed digit its lines have
        already, a compartment of a placed cell whose digits are now too far apart."""
        sh = self.shape
        m, v = grid.masks, grid.values
        broken = False
        for i, _d in eliminations:
            if not m[i]:
                broken = True
        placed_in = list(self.__dict__["_placed_in"])
        for i, d in placements:
            if self.values[i]:
                return  # a cell placed again: leave it to the full check
            if not m[i]:
                broken = True
            bit = 1 << d
            for li in sh.cell_lines[i]:
                if placed_in[li] & bit:
                    broken = True
                placed_in[li] |= bit
            for k in sh.cell_comps[i]:
                if _too_far(v, sh.compartments[k].cells):
                    broken = True
        grid.__dict__["_broken"] = broken
        grid.__dict__["_placed_in"] = placed_in


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
