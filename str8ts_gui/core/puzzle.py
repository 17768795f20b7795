"""The puzzle model: an immutable Str8ts puzzle and the player's state on top of it.

Cells are addressed by a flat index ``i = row * size + col`` (0-based). Rows, columns and
compartments are derived from the black/white pattern by :func:`layout` and cached per
pattern, never stored twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Iterator, Sequence

MIN_SIZE = 4
MAX_SIZE = 16


def cell_name(index: int, size: int) -> str:
    """Human name of a cell, 1-based: ``r3c5``."""
    row, col = divmod(index, size)
    return f"r{row + 1}c{col + 1}"


def set_bits(mask: int) -> list[int]:
    """Positions of the set bits of ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_digits(mask: int) -> list[int]:
    """Digits whose bits are set in ``mask`` (bit d means digit d; bit 0 is ignored)."""
    return set_bits(mask & ~1)


def digits_mask(digits: Iterable[int]) -> int:
    mask = 0
    for d in digits:
        mask |= 1 << d
    return mask


def full_mask(size: int) -> int:
    """Mask of the digits 1..size."""
    return ((1 << (size + 1)) - 1) & ~1


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


@dataclass(frozen=True, slots=True)
class Puzzle:
    """An immutable Str8ts puzzle: size, cell colours and clues (0 = no clue)."""

    size: int
    black: tuple[bool, ...]
    clues: tuple[int, ...]

    def __post_init__(self) -> None:
        n = self.size
        if not isinstance(n, int) or not MIN_SIZE <= n <= MAX_SIZE:
            raise ValueError(f"board size must be {MIN_SIZE} to {MAX_SIZE}, not {n!r}")
        if len(self.black) != n * n or len(self.clues) != n * n:
            raise ValueError(f"a {n} x {n} puzzle needs {n * n} cells")
        for i, v in enumerate(self.clues):
            if not isinstance(v, int) or not 0 <= v <= n:
                raise ValueError(f"{cell_name(i, n)}: clue {v!r} is not a digit 1 to {n}")

    # -- construction ---------------------------------------------------------------
    @classmethod
    def empty(cls, size: int = 9) -> Puzzle:
        return cls(size, (False,) * (size * size), (0,) * (size * size))

    @classmethod
    def from_cells(cls, size: int, black: Sequence[bool], clues: Sequence[int]) -> Puzzle:
        return cls(size, tuple(bool(b) for b in black), tuple(int(v) for v in clues))

    def with_cell(self, index: int, *, black: bool | None = None, clue: int | None = None) -> Puzzle:
        """A copy with one cell's colour and/or clue changed."""
        b = list(self.black)
        c = list(self.clues)
        if black is not None:
            b[index] = black
        if clue is not None:
            c[index] = clue
        return Puzzle(self.size, tuple(b), tuple(c))

    def with_values(self, values: Sequence[int]) -> Puzzle:
        """A copy whose white cells hold ``values`` (0 keeps a cell empty) as clues."""
        clues = tuple(
            self.clues[i] if self.black[i] or not values[i] else values[i]
            for i in range(self.size * self.size)
        )
        return Puzzle(self.size, self.black, clues)

    # -- derived --------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        return layout(self.size, self.black)

    @property
    def cell_count(self) -> int:
        return self.size * self.size

    def index(self, row: int, col: int) -> int:
        return row * self.size + col

    def white_cells(self) -> Iterator[int]:
        return (i for i, b in enumerate(self.black) if not b)

    def is_complete(self) -> bool:
        """True if every white cell holds a digit."""
        return all(v for v, b in zip(self.clues, self.black) if not b)

    def cell_name(self, index: int) -> str:
        return cell_name(index, self.size)

    def __str__(self) -> str:  # the puzzle string
        from .formats import to_line

        return to_line(self)


@dataclass(frozen=True, slots=True)
class PlayState:
    """The player's work on a puzzle: entries (0 = none) and pencil-mark bitmasks per cell.

    Entries and marks are only meaningful in white cells without a clue; the setters keep
    that invariant.
    """

    puzzle: Puzzle
    entries: tuple[int, ...]
    marks: tuple[int, ...]

    @classmethod
    def new(cls, puzzle: Puzzle) -> PlayState:
        n2 = puzzle.cell_count
        return cls(puzzle, (0,) * n2, (0,) * n2)

    def __post_init__(self) -> None:
        p = self.puzzle
        n2 = p.cell_count
        if len(self.entries) != n2 or len(self.marks) != n2:
            raise ValueError(f"play state needs {n2} cells")
        allowed = full_mask(p.size)
        for i in range(n2):
            if not self.is_open(i) and (self.entries[i] or self.marks[i]):
                raise ValueError(f"{p.cell_name(i)} is not an open cell")
            if not 0 <= self.entries[i] <= p.size:
                raise ValueError(f"{p.cell_name(i)}: entry {self.entries[i]} out of range")
            if self.marks[i] & ~allowed:
                raise ValueError(f"{p.cell_name(i)}: pencil mark out of range")

    def is_open(self, index: int) -> bool:
        """A white cell without a clue: where the player writes."""
        p = self.puzzle
        return not p.black[index] and not p.clues[index]

    def value(self, index: int) -> int:
        """The digit shown in a cell: its clue or the player's entry (0 if none)."""
        return self.puzzle.clues[index] or self.entries[index]

    def values(self) -> tuple[int, ...]:
        """Digits of every cell: clues (black and white) and entries."""
        return tuple(c or e for c, e in zip(self.puzzle.clues, self.entries))

    def with_entry(self, index: int, digit: int) -> PlayState:
        if not self.is_open(index):
            raise ValueError(f"{self.puzzle.cell_name(index)} is not an open cell")
        entries = list(self.entries)
        entries[index] = digit
        return PlayState(self.puzzle, tuple(entries), self.marks)

    def with_marks(self, index: int, mask: int) -> PlayState:
        if not self.is_open(index):
            raise ValueError(f"{self.puzzle.cell_name(index)} is not an open cell")
        marks = list(self.marks)
        marks[index] = mask
        return PlayState(self.puzzle, self.entries, tuple(marks))

    def is_filled(self) -> bool:
        return all(self.value(i) for i in self.puzzle.white_cells())
