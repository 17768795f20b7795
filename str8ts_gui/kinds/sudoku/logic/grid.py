"""The candidate grid the Sudoku techniques work on, the :class:`Step` they report, and helpers.

A :class:`CandidateGrid` is immutable: the puzzle, the digits *placed* so far (clues count as
placed) and a candidate bitmask per cell (bit ``d`` for digit ``d``; a placed cell holds exactly
its digit). Candidates are kept up to date the way Sudoku programs show them: placing a digit
removes it from the candidates of the cell's row, column and box at once.

Everything that depends only on the board (units, peers, box/line intersections, names) is
one cached :class:`Shape` (``grid.shape``): the size's for a classic Sudoku, else the puzzle's
geometry (:func:`~str8ts_gui.kinds.sudoku.model.puzzle_geometry`): jigsaw regions in place of
the boxes, the rules' extra units (diagonals) after them and their extra peers (anti-knight,
anti-king, cage and thermometer mates), so every technique reasons on the puzzle's real units. Cell sets are Python ints used as bit
sets over the n*n cells (bit ``i`` for cell ``i``), which makes "the cells that see both a and
b and still hold 5" one ``&`` of three ints.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Iterable, Iterator, Sequence

from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.core.puzzle import set_bits as bits
from str8ts_gui.core.puzzle import set_bits as cells_of  # the cells of a cell bit set, ascending
from str8ts_gui.kinds.sudoku.formats import values_line
from str8ts_gui.core.kind import NotSupported
from str8ts_gui.kinds.sudoku.model import ALL_BOXES, ANY_SIZES, geometry, has_boxes, puzzle_geometry, region_faults
from str8ts_gui.kinds.sudoku.rules import extra_unit_names, unit_name
from str8ts_gui.solver.logic import (  # one deduction, the grid helpers, cell and digit words
    Step,
    board_cells,
    changed_grid,
    fmt_cells,
    fmt_digits,
    peer_clash,
    placed_values,
    seed_masks,
)

__all__ = [
    "CandidateGrid",
    "Shape",
    "Step",
    "bits",
    "cells_of",
    "fmt_cells",
    "fmt_digits",
    "shape",
    "shape_of",
]


# -- the shape of a board ------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Shape:
    """Units, peers and intersections of an n x n Sudoku (one object per size, or per variant
    board: jigsaw regions and variant rules).

    Units are numbered as in :func:`~str8ts_gui.kinds.sudoku.model.geometry`: rows ``0..n-1``,
    columns ``n..2n-1``, boxes (or jigsaw regions) ``2n..3n-1``, then any extra units of the
    rules (diagonals). ``units_of`` lists a cell's row, column and box first, then its extras.
    """

    size: int
    units: tuple[tuple[int, ...], ...]
    unit_bits: tuple[int, ...]
    unit_names: tuple[str, ...]
    units_of: tuple[tuple[int, int, int], ...]  # per cell: (row unit, column unit, box unit)
    peers: tuple[tuple[int, ...], ...]
    peer_bits: tuple[int, ...]
    # (box unit, line unit, intersection cell bits) for every box and line that cross
    crossings: tuple[tuple[int, int, int], ...]
    classic: bool = True  # plain boxes, no rule: the uniqueness techniques may run
    region_word: str = "box"  # "box", or "region" on a jigsaw
    extra_units: tuple[int, ...] = ()  # the rules' units after the boxes (diagonals)
    # (box unit, extra unit, cell bits) where a box and an extra unit share two or more cells:
    # locked candidates along diagonals (not grouped nodes: they would overlap the lines')
    extra_crossings: tuple[tuple[int, int, int], ...] = ()

    @property
    def full(self) -> int:
        return full_mask(self.size)

    @cached_property
    def unit_order(self) -> tuple[int, ...]:
        """Sudoku Explainer's order of units: boxes, columns, rows; then any extra units."""
        n = self.size
        return (*range(2 * n, 3 * n), *range(n, 2 * n), *range(n), *self.extra_units)

    @cached_property
    def se_units(self) -> tuple[tuple[int, ...], ...]:
        """Per cell: its units in Sudoku Explainer's order of region types (box, row, column),
        then any extra units."""
        return tuple((us[2], us[0], us[1], *us[3:]) for us in self.units_of)

    @cached_property
    def house_parts(self) -> tuple[tuple[int, ...], ...]:
        """Per cell: its peers as bit sets, one per unit of :attr:`se_units`, each without the
        cells of the units before it (SE's "house": box, then the rest of the row, then the rest
        of the column); reading each part's cells in ascending order gives SE's order."""
        out = []
        for c, units in enumerate(self.se_units):
            seen = 1 << c
            parts = []
            for u in units:
                b = self.unit_bits[u] & ~seen
                parts.append(b)
                seen |= b
            out.append(tuple(parts))
        return tuple(out)

    @cached_property
    def house(self) -> tuple[tuple[int, ...], ...]:
        """Per cell: its peers in SE's order (see :attr:`house_parts`)."""
        return tuple(tuple(j for b in parts for j in bits(b)) for parts in self.house_parts)

    def is_box(self, u: int) -> bool:
        return 2 * self.size <= u < 3 * self.size

    def is_row(self, u: int) -> bool:
        return u < self.size

    def row(self, i: int) -> int:
        return i // self.size

    def col(self, i: int) -> int:
        return i % self.size

    def box(self, i: int) -> int:
        return self.units_of[i][2] - 2 * self.size

    def sees(self, a: int, b: int) -> bool:
        return a != b and bool(self.peer_bits[a] >> b & 1)


@lru_cache(maxsize=16)
def shape(size: int) -> Shape:
    """The cached :class:`Shape` of an n x n Sudoku with the size's boxes (any size 3 to 16; a
    prime size's "boxes" are its rows, as f-puzzles draws them)."""
    _check_size(size)
    geo = geometry(size)
    n = size
    units = geo.units
    names = tuple(
        f"row {k + 1}" if k < n else f"column {k - n + 1}" if k < 2 * n else f"box {k - 2 * n + 1}"
        for k in range(len(units))
    )
    return Shape(**_shape_fields(n, geo, names))


def _check_size(n: int) -> None:
    if n not in ALL_BOXES:
        raise NotSupported(f"the human logic knows Sudoku {ANY_SIZES[0]} to {ANY_SIZES[-1]} cells wide, not {n}")


def _shape_fields(n: int, geo, names: tuple[str, ...]) -> dict:
    """The :class:`Shape` fields every n x n board has, from its geometry and unit names."""
    units = geo.units
    unit_bits = tuple(sum(1 << i for i in u) for u in units)
    crossings = []
    for b in range(2 * n, 3 * n):
        for line in range(2 * n):
            common = unit_bits[b] & unit_bits[line]
            if common:
                crossings.append((b, line, common))
    return dict(
        size=n,
        units=units,
        unit_bits=unit_bits,
        unit_names=names,
        # row, column and region first (each cell has exactly one of each), then the extras
        units_of=tuple(tuple(sorted(geo.units_of[i])) for i in range(n * n)),
        peers=geo.peers,
        peer_bits=tuple(sum(1 << j for j in geo.peers[i]) for i in range(n * n)),
        crossings=tuple(crossings),
    )


def shape_of(puzzle: Puzzle) -> Shape:
    """The :class:`Shape` of a puzzle: :func:`shape` for a classic Sudoku, else the cached shape
    of its jigsaw regions and rules."""
    if not puzzle.regions and not puzzle.constraints:
        return shape(puzzle.size)
    return _variant_shape(puzzle.size, puzzle.regions, puzzle.constraints)


@lru_cache(maxsize=32)
def _variant_shape(n: int, regions: tuple[int, ...], constraints: tuple) -> Shape:
    _check_size(n)
    if not has_boxes(constraints):
        raise NotSupported("the human logic does not know boards without boxes (chaos construction) yet")
    faults = region_faults(n, regions) if regions else []
    if faults:  # (a jigsaw being drawn: the logic's units need every region whole)
        raise NotSupported(f"the human logic needs {n} regions of {n} cells each; on this board {', '.join(faults)}")
    puzzle = Puzzle(n, (False,) * (n * n), (0,) * (n * n), "sudoku", regions=regions, constraints=constraints)
    geo = puzzle_geometry(puzzle)
    units = geo.units
    jigsaw = bool(regions)
    extra = extra_unit_names(constraints, n)
    fields = _shape_fields(n, geo, tuple(unit_name(k, n, jigsaw=jigsaw, extra=extra) for k in range(len(units))))
    unit_bits = fields["unit_bits"]
    return Shape(
        **fields,
        classic=False,
        region_word="region" if jigsaw else "box",
        extra_units=tuple(range(3 * n, len(units))),
        extra_crossings=tuple(
            (b, x, unit_bits[b] & unit_bits[x])
            for b in range(2 * n, 3 * n)
            for x in range(3 * n, len(units))
            if (unit_bits[b] & unit_bits[x]).bit_count() >= 2
        ),
    )


# -- the grid --------------------------------------------------------------------------------------


class Uniqueness:
    """Whether the puzzle a path starts from has exactly one solution, asked of the SAT solver
    once, when a uniqueness technique first needs it, and shared by every grid of the path."""

    __slots__ = ("puzzle", "value")

    def __init__(self, puzzle: Puzzle, value: bool | None = None) -> None:
        self.puzzle = puzzle
        self.value = value

    def get(self) -> bool:
        if self.value is None:
            from str8ts_gui.solver.sat import solve
            from str8ts_gui.solver.common import Status

            self.value = solve(self.puzzle, limit=2).status is Status.UNIQUE
        return self.value


@dataclass(frozen=True)
class CandidateGrid:
    """A Sudoku with placed digits and candidate masks (immutable)."""

    puzzle: Puzzle
    values: tuple[int, ...]  # placed digit per cell (clues included), 0 if none
    masks: tuple[int, ...]  # candidates per cell; a placed cell exactly its digit
    uniqueness: Uniqueness | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_puzzle(
        cls,
        puzzle: Puzzle,
        values: Sequence[int] | None = None,
        marks: Sequence[int] | None = None,
        *,
        unique: bool | None = None,
    ) -> CandidateGrid:
        """The starting grid: clues (and ``values``, n*n digits, 0 = empty) placed.

        Every other cell gets the digits its row, column and box do not hold yet, narrowed to
        the player's pencil marks where ``marks`` (n*n bitmasks) has a non-zero mask for it.
        ``unique`` says whether the puzzle (with ``values``) has one solution; None asks the
        solver when a uniqueness technique needs to know.
        """
        n = puzzle.size
        n2 = board_cells(n, values, marks)
        sh = shape_of(puzzle)
        vals = placed_values(puzzle, values, n)
        masks = seed_masks(vals, sh.peers, (sh.full,) * n2, marks)
        start = puzzle.with_values(vals) if values is not None else puzzle
        return cls(puzzle, tuple(vals), tuple(masks), Uniqueness(start, unique))

    # -- reading ---------------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return self.puzzle.size

    @cached_property
    def shape(self) -> Shape:
        p = self.puzzle
        if not p.regions and not p.constraints:
            return shape(p.size)
        return _variant_shape(p.size, p.regions, p.constraints)

    def candidates(self, i: int) -> list[int]:
        return bits(self.masks[i])

    def is_solved(self) -> bool:
        return all(self.values)

    def open_cells(self) -> list[int]:
        return [i for i, v in enumerate(self.values) if not v]

    def is_unique(self) -> bool:
        """True when the puzzle is known (or proved now) to have exactly one solution."""
        u = self.uniqueness
        if u is None:
            return False
        return u.get()

    @cached_property
    def cand_bits(self) -> tuple[int, ...]:
        """Per digit (index 0 unused): the bit set of the open cells that still hold it."""
        n = self.size
        out = [0] * (n + 1)
        V, M = self.values, self.masks
        for i, m in enumerate(M):
            if not V[i]:
                b = 1 << i
                while m:
                    low = m & -m
                    out[low.bit_length() - 1] |= b
                    m ^= low
        return tuple(out)

    @cached_property
    def open_bits(self) -> int:
        """The bit set of the open cells."""
        x = 0
        for i, v in enumerate(self.values):
            if not v:
                x |= 1 << i
        return x

    def positions(self, unit: int, digit: int) -> int:
        """The open cells of ``unit`` that can still take ``digit`` (a bit set)."""
        return self.cand_bits[digit] & self.shape.unit_bits[unit]

    @cached_property
    def placed_masks(self) -> tuple[int, ...]:
        """Per unit: the digits placed in it (a mask)."""
        V = self.values
        out = []
        for unit in self.shape.units:
            m = 0
            for i in unit:
                if V[i]:
                    m |= 1 << V[i]
            out.append(m)
        return tuple(out)

    def placed_in(self, unit: int) -> int:
        """The digits placed in ``unit`` (a mask)."""
        return self.placed_masks[unit]

    def is_broken(self) -> bool:
        """An open cell without candidates, a digit twice in a unit, or a digit a unit has
        neither placed nor anywhere to go; on a variant, also two peers holding one digit or a
        rule its pruning finds without a way left (a killer cage that cannot add up...)."""
        V, M = self.values, self.masks
        for i, v in enumerate(V):
            if not v and not M[i]:
                return True
        full = self.shape.full
        if not self.shape.classic and self._variant_broken():
            return True
        for unit in self.shape.units:
            seen = 0
            cover = 0
            for i in unit:
                v = V[i]
                if v:
                    if seen >> v & 1:
                        return True
                    seen |= 1 << v
                else:
                    cover |= M[i]
            if (seen | cover) != full:
                return True
        return False

    def _variant_broken(self) -> bool:
        if peer_clash(self.values, self.shape.peers):
            return True
        puzzle = self.puzzle
        for c in puzzle.constraints:
            if c.prune(puzzle, list(self.masks)) is None:
                return True
        return False

    # -- changing --------------------------------------------------------------------------------
    def with_changes(
        self, placements: Iterable[tuple[int, int]] = (), eliminations: Iterable[tuple[int, int]] = ()
    ) -> CandidateGrid:
        """The grid after removing ``eliminations`` and placing ``placements`` (each placed digit
        leaves the candidates of the cell's peers)."""
        vals, masks = changed_grid(self.values, self.masks, self.shape.peers, placements, eliminations)
        return CandidateGrid(self.puzzle, vals, masks, self.uniqueness)

    # -- text ------------------------------------------------------------------------------------
    def line(self) -> str:
        """The puzzle line of the placed digits ('.' for open cells)."""
        return values_line(self.puzzle, self.values)

    def text_grid(self) -> str:
        """n lines of n characters: placed digits, ``.`` for open cells."""
        n = self.size
        s = self.line()
        return "\n".join(s[r * n : (r + 1) * n] for r in range(n))

    def iter_open(self) -> Iterator[int]:
        return (i for i, v in enumerate(self.values) if not v)
