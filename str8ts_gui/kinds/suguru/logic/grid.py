"""The candidate grid the Suguru techniques work on, and the board's cached :class:`Shape`.

A :class:`CandidateGrid` is immutable: the puzzle, the digits *placed* so far (clues count as
placed) and a candidate bitmask per cell (bit ``d`` for digit ``d``; a placed cell holds exactly
its digit). Placing a digit removes it from the candidates of the cell's peers at once (the rest
of its region and the up to 8 cells touching it): the neighbour elimination every Suguru player
does first.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Iterator, Sequence

from str8ts_gui.core.geometry import king_neighbours
from str8ts_gui.core.puzzle import Puzzle, cell_name, full_mask, set_bits
from str8ts_gui.kinds.suguru.formats import values_line
from str8ts_gui.kinds.suguru.model import geometry
from str8ts_gui.solver.logic import (  # the framework's grid helpers and cell and digit words
    Step,
    changed_grid,
    fmt_cells,
    fmt_digits,
    peer_clash,
    placed_values,
    seed_masks,
)

__all__ = ["CandidateGrid", "Shape", "Step", "fmt_cells", "fmt_digits", "shape"]


@dataclass(frozen=True, eq=False)
class Shape:
    """Regions, peers and neighbours of one Suguru layout (cached per layout)."""

    width: int
    height: int
    units: tuple[tuple[int, ...], ...]  # the regions, by region number
    unit_of: tuple[int, ...]  # per cell: its region number
    unit_names: tuple[str, ...]  # "the region of r1c1"
    peers: tuple[tuple[int, ...], ...]
    peer_sets: tuple[frozenset[int], ...]
    kings: tuple[tuple[int, ...], ...]  # per cell: the cells touching it
    full: tuple[int, ...]  # per cell: the digits 1..k of its region

    def sees(self, a: int, b: int) -> bool:
        return b in self.peer_sets[a]


@lru_cache(maxsize=32)
def _shape(width: int, height: int, regions: tuple[int, ...]) -> Shape:
    geo = geometry(width, height, regions)
    units = geo.units
    unit_of = [0] * (width * height)
    for k, unit in enumerate(units):
        for i in unit:
            unit_of[i] = k
    full = [0] * (width * height)
    for unit in units:
        for i in unit:
            full[i] = full_mask(len(unit))
    return Shape(
        width=width,
        height=height,
        units=units,
        unit_of=tuple(unit_of),
        unit_names=tuple(f"the region of {cell_name(u[0], width)}" for u in units),
        peers=geo.peers,
        peer_sets=tuple(frozenset(p) for p in geo.peers),
        kings=king_neighbours(width, height),
        full=tuple(full),
    )


def shape(puzzle: Puzzle) -> Shape:
    return _shape(puzzle.size, puzzle.height, puzzle.regions)


@dataclass(frozen=True)
class CandidateGrid:
    """A Suguru with placed digits and candidate masks (immutable)."""

    puzzle: Puzzle
    values: tuple[int, ...]
    masks: tuple[int, ...]

    @classmethod
    def from_puzzle(
        cls,
        puzzle: Puzzle,
        values: Sequence[int] | None = None,
        marks: Sequence[int] | None = None,
        *,
        unique: bool | None = None,
    ) -> CandidateGrid:
        """The starting grid: clues (and ``values``, 0 = empty) placed; every other cell gets the
        digits 1..k of its region that no peer holds, narrowed to the player's pencil marks
        where ``marks`` has a non-zero mask for it. ``unique`` is accepted for the shared
        interface (no Suguru technique assumes uniqueness)."""
        n = puzzle.cell_count
        for name, seq in (("values", values), ("marks", marks)):
            if seq is not None and len(seq) != n:
                raise ValueError(f"a {puzzle.size} x {puzzle.height} board needs {n} {name}, not {len(seq)}")
        sh = shape(puzzle)
        vals = placed_values(puzzle, values, puzzle.digits)
        masks = seed_masks(vals, sh.peers, sh.full, marks)
        return cls(puzzle, tuple(vals), tuple(masks))

    # -- reading ---------------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return self.puzzle.size

    @property
    def shape(self) -> Shape:
        return shape(self.puzzle)

    def candidates(self, i: int) -> list[int]:
        return set_bits(self.masks[i])

    def is_solved(self) -> bool:
        return all(self.values)

    def open_cells(self) -> list[int]:
        return [i for i, v in enumerate(self.values) if not v]

    def iter_open(self) -> Iterator[int]:
        return (i for i, v in enumerate(self.values) if not v)

    def places(self, unit: int, digit: int) -> list[int]:
        """The open cells of region ``unit`` that can still take ``digit``."""
        V, M = self.values, self.masks
        return [i for i in self.shape.units[unit] if not V[i] and M[i] >> digit & 1]

    def placed_in(self, unit: int) -> int:
        m = 0
        for i in self.shape.units[unit]:
            if self.values[i]:
                m |= 1 << self.values[i]
        return m

    def is_broken(self) -> bool:
        """An open cell without candidates, a placed digit a peer also holds or beyond its
        region, or a region digit placed nowhere with no place left."""
        V, M = self.values, self.masks
        sh = self.shape
        for i, v in enumerate(V):
            if not (sh.full[i] >> v & 1 if v else M[i]):
                return True
        if peer_clash(V, sh.peers):
            return True
        for k, unit in enumerate(sh.units):
            cover = 0
            for i in unit:
                cover |= (1 << V[i]) if V[i] else M[i]
            if cover & sh.full[unit[0]] != sh.full[unit[0]]:
                return True
        return False

    # -- changing --------------------------------------------------------------------------------
    def with_changes(
        self, placements: Iterable[tuple[int, int]] = (), eliminations: Iterable[tuple[int, int]] = ()
    ) -> CandidateGrid:
        """The grid after removing ``eliminations`` and placing ``placements`` (each placed digit
        leaves the candidates of the cell's peers)."""
        vals, masks = changed_grid(self.values, self.masks, self.shape.peers, placements, eliminations)
        return CandidateGrid(self.puzzle, vals, masks)

    # -- text ------------------------------------------------------------------------------------
    def line(self) -> str:
        return values_line(self.puzzle, self.values)

    def text_grid(self) -> str:
        """``height`` lines of ``width`` characters: placed digits, ``.`` for open cells."""
        w = self.size
        s = self.line()
        return "\n".join(s[r * w : (r + 1) * w] for r in range(self.puzzle.height))
