"""The candidate grid the logic strategies work on, the :class:`Step` they report, and helpers.

A :class:`CandidateGrid` is immutable: the puzzle, the digits *placed* so far (white clues count
as placed) and a candidate bitmask per cell (bit ``d`` for digit ``d``; black cells 0, a placed
cell exactly its digit). Placing a digit and removing it from the peers are separate steps, the
way a player works: a naked single is placed, then the row/column rule clears its peers.

Everything that depends only on the size and the black/white pattern is in a cached
:class:`Shape`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Sequence

from str8ts_gui.kinds.str8ts.formats import to_grid
from str8ts_gui.core.puzzle import MAX_SIZE, Puzzle, cell_name, full_mask
from str8ts_gui.kinds.str8ts.layout import layout
from str8ts_gui.core.puzzle import set_bits as bits
from str8ts_gui.kinds.str8ts.straights import COMMON, COVERS, MEETS, SPREAD, range_mask

__all__ = [
    "CandidateGrid",
    "Shape",
    "Step",
    "shape_of",
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


# -- shape ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Comp:
    """A compartment: cells, length, its line (index into Shape.lines) and a name."""

    index: int
    cells: tuple[int, ...]
    line: int
    name: str

    @property
    def length(self) -> int:
        return len(self.cells)


@dataclass(frozen=True)
class Shape:
    """Per-pattern structure. Lines are rows 0..n-1 then columns n..2n-1."""

    size: int
    black: tuple[bool, ...]
    white: tuple[int, ...]
    lines: tuple[tuple[int, ...], ...]  # all cells of each line
    line_white: tuple[tuple[int, ...], ...]  # white cells of each line
    line_comps: tuple[tuple[int, ...], ...]  # compartment indices of each line, in order
    comps: tuple[Comp, ...]
    cell_lines: tuple[tuple[int, int], ...]  # (row line, column line)
    cell_comps: tuple[tuple[int, ...], ...]  # compartments of a white cell (row one first)
    peers: tuple[tuple[int, ...], ...]  # other white cells of its row and column
    valid_starts: tuple[int, ...]  # [L]: starts 1..n-L+1 as a bit mask

    def line_name(self, li: int) -> str:
        n = self.size
        return f"row {li + 1}" if li < n else f"column {li - n + 1}"


@lru_cache(maxsize=256)
def shape_of(size: int, black: tuple[bool, ...]) -> Shape:
    lay = layout(size, black)
    n = size
    lines = lay.rows + lay.cols
    line_white = tuple(tuple(i for i in line if not black[i]) for line in lines)
    comps: list[Comp] = []
    cell_comps: list[list[int]] = [[] for _ in range(n * n)]
    line_comps: list[list[int]] = [[] for _ in lines]
    for comp in lay.compartments:
        first = comp.cells[0]
        r, c = divmod(first, n)
        li = r if comp.horizontal else n + c
        k = len(comps)
        comps.append(Comp(k, comp.cells, li, comp.name(n)))
        line_comps[li].append(k)
        for i in comp.cells:
            cell_comps[i].append(k)
    peers = tuple(tuple(j for j in lay.peers[i] if not black[j]) if not black[i] else () for i in range(n * n))
    valid = tuple(range_mask(1, n - L + 1) if L else 0 for L in range(MAX_SIZE + 1))
    return Shape(
        size=n,
        black=black,
        white=tuple(i for i in range(n * n) if not black[i]),
        lines=lines,
        line_white=line_white,
        line_comps=tuple(tuple(x) for x in line_comps),
        comps=tuple(comps),
        cell_lines=tuple((i // n, n + i % n) for i in range(n * n)),
        cell_comps=tuple(tuple(x) for x in cell_comps),
        peers=peers,
        valid_starts=valid,
    )


# -- steps ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One deduction.

    * ``strategy``: its name (see ``STRATEGIES``); ``level`` its tier 0 (trivial) .. 6 (chains);
      ``difficulty`` the points it adds to a puzzle's score;
    * ``cells`` / ``digits``: what the deduction is about (the pattern, for highlighting);
    * ``placements``: (cell, digit) pairs to place; ``eliminations``: (cell, digit) to remove;
    * ``text``: one plain sentence with cell names like r3c5;
    * ``area``: the cells of the rows, columns or compartments it looks at (a "where to look"
      hint that gives away less than the step itself).
    """

    strategy: str
    level: int
    difficulty: int
    cells: tuple[int, ...]
    digits: tuple[int, ...]
    placements: tuple[tuple[int, int], ...]
    eliminations: tuple[tuple[int, int], ...]
    text: str
    area: tuple[int, ...] = field(default=())

    def __str__(self) -> str:
        return f"{self.strategy}: {self.text}"


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
        n2 = n * n
        if values is not None and len(values) != n2:
            raise ValueError(f"a {n} x {n} board needs {n2} values, not {len(values)}")
        if marks is not None and len(marks) != n2:
            raise ValueError(f"a {n} x {n} board needs {n2} marks, not {len(marks)}")
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
    def shape(self) -> Shape:
        return shape_of(self.puzzle.size, self.puzzle.black)

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
        """An open cell without candidates, or two equal digits placed in one line."""
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
