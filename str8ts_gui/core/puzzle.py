"""The puzzle model shared by every kind: an immutable grid of clues and the player's state.

A :class:`Puzzle` is a grid of a named *kind* (``"str8ts"``, ``"sudoku"``, ``"suguru"``),
``size`` cells wide and ``height`` cells high (square unless the kind allows otherwise): every
cell is open (white) or blocked (black, Str8ts only), and holds a clue digit or none. Digits run
from 1 to ``digits`` (the size for square kinds). What the digits must obey is the kind's
business (see :mod:`str8ts_gui.core.kind`); so is the geometry beyond rows and columns. Two
optional fields carry what some kinds draw on top of the cells, both immutable so a puzzle
stays hashable: ``regions`` (a region number per cell: jigsaw Sudoku, Suguru; empty means the
kind's default such as Sudoku boxes) and ``constraints`` (a tuple of the kind's own frozen rule
objects: killer cages, thermometers, ...).

Cells are addressed by a flat index ``i = row * size + col`` (0-based).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Iterable, Iterator, Sequence

MIN_SIZE = 4  # the square kinds' board sizes (Str8ts, Sudoku)
MAX_SIZE = 16
MIN_SIDE = 2  # any kind's width and height (Suguru is rectangular)
MAX_SIDE = 20
MAX_DIGIT = 16  # digits are written 1-9, A-G


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


# digit d is WHITE_CHARS[d - 1] in an open cell, BLACK_CHARS[d - 1] in a black one (10+ beyond 9 x 9)
WHITE_CHARS = "123456789ABCDEFG"
BLACK_CHARS = "abcdefghijklmnop"


def digit_char(digit: int) -> str:
    """How a digit is written in one character: 1-9, then A, B, ... for 10 and up."""
    return WHITE_CHARS[digit - 1]


def char_digit(ch: str) -> int:
    """The digit of a digit character (0 if it is none)."""
    k = WHITE_CHARS.find(ch)
    return k + 1 if ch and k >= 0 else 0


def cell_char(black: bool, digit: int) -> str:
    """One cell of the one-line form: ``1``-``9``, ``A``-``G`` digit, ``.`` empty, ``#`` black,
    ``a``-``p`` black cell with a digit."""
    if black:
        return BLACK_CHARS[digit - 1] if digit else "#"
    return WHITE_CHARS[digit - 1] if digit else "."


_LINE_CELLS = frozenset(".0*#" + WHITE_CHARS + BLACK_CHARS)


def is_black_cell_line(s: str) -> bool:
    """A one-line form with black and white cells (n*n characters of :func:`cell_char`, n 4 to
    16, a ``#`` or a black clue and an empty or digit white cell among them): a Str8ts puzzle
    line, whatever text it stands in (a line of ``#`` alone is a comment's rule)."""
    return (
        any(k * k == len(s) for k in range(4, 17))
        and _LINE_CELLS.issuperset(s)
        and any(ch == "#" or "a" <= ch <= "p" for ch in s)
        and any(ch == "." or ch in WHITE_CHARS for ch in s)
    )


def grid_line(puzzle: "Puzzle") -> str:
    """The n*n one-line form of a puzzle's clues (see :func:`cell_char`)."""
    return "".join(cell_char(b, v) for b, v in zip(puzzle.black, puzzle.clues))


@dataclass(frozen=True, slots=True)
class Puzzle:
    """An immutable puzzle: its kind, size, cell colours and clues (0 = no clue).

    ``height`` and ``digits`` default to ``size`` (0 stands for that and is replaced)."""

    size: int  # the width: cells per row
    black: tuple[bool, ...]
    clues: tuple[int, ...]
    kind: str = "str8ts"
    height: int = 0  # rows
    digits: int = 0  # the largest digit
    regions: tuple[int, ...] = ()  # region number per cell, or () for the kind's default
    constraints: tuple = ()  # the kind's frozen rule objects

    def __post_init__(self) -> None:
        w = self.size
        if not self.height:
            object.__setattr__(self, "height", w)
        if not self.digits:
            object.__setattr__(self, "digits", w)
        h, top = self.height, self.digits
        for name, side in (("size", w), ("height", h)):
            if not isinstance(side, int) or isinstance(side, bool) or not MIN_SIDE <= side <= MAX_SIDE:
                raise ValueError(f"board {name} must be {MIN_SIDE} to {MAX_SIDE}, not {side!r}")
        if not isinstance(top, int) or not 1 <= top <= MAX_DIGIT:
            raise ValueError(f"digits must be 1 to {MAX_DIGIT}, not {top!r}")
        cells = w * h
        if len(self.black) != cells or len(self.clues) != cells:
            raise ValueError(f"a {w} x {h} puzzle needs {cells} cells")
        if self.regions and len(self.regions) != cells:
            raise ValueError(f"a {w} x {h} puzzle needs a region for each of its {cells} cells")
        if not isinstance(self.constraints, tuple):
            object.__setattr__(self, "constraints", tuple(self.constraints))
        if not isinstance(self.regions, tuple):
            object.__setattr__(self, "regions", tuple(self.regions))
        for i, v in enumerate(self.clues):
            if not isinstance(v, int) or not 0 <= v <= top:
                raise ValueError(f"{cell_name(i, w)}: clue {v!r} is not a digit 1 to {top}")

    # -- construction ---------------------------------------------------------------
    @classmethod
    def empty(cls, size: int = 9, kind: str = "str8ts") -> Puzzle:
        return cls(size, (False,) * (size * size), (0,) * (size * size), kind)

    @classmethod
    def from_cells(cls, size: int, black: Sequence[bool], clues: Sequence[int], kind: str = "str8ts") -> Puzzle:
        return cls(size, tuple(bool(b) for b in black), tuple(int(v) for v in clues), kind)

    def replace(self, **changes) -> Puzzle:
        """A copy with some fields changed (the rest, regions and constraints included, kept)."""
        return dataclasses.replace(self, **changes)

    def with_cell(self, index: int, *, black: bool | None = None, clue: int | None = None) -> Puzzle:
        """A copy with one cell's colour and/or clue changed."""
        b = list(self.black)
        c = list(self.clues)
        if black is not None:
            b[index] = black
        if clue is not None:
            c[index] = clue
        return self.replace(black=tuple(b), clues=tuple(c))

    def with_values(self, values: Sequence[int]) -> Puzzle:
        """A copy whose white cells hold ``values`` (0 keeps a cell empty) as clues."""
        clues = tuple(
            self.clues[i] if self.black[i] or not values[i] else values[i]
            for i in range(self.cell_count)
        )
        return self.replace(clues=clues)

    # -- derived --------------------------------------------------------------------
    @property
    def width(self) -> int:
        return self.size

    @property
    def cell_count(self) -> int:
        return self.size * self.height

    @property
    def is_square(self) -> bool:
        return self.size == self.height

    def index(self, row: int, col: int) -> int:
        return row * self.size + col

    def white_cells(self) -> Iterator[int]:
        return (i for i, b in enumerate(self.black) if not b)

    def is_complete(self) -> bool:
        """True if every white cell holds a digit."""
        return all(v for v, b in zip(self.clues, self.black) if not b)

    def cell_name(self, index: int) -> str:
        return cell_name(index, self.size)

    def __str__(self) -> str:  # the one-line form
        return grid_line(self)


COLOURS = 9  # cell colours a player can paint: 1..9 (a cell may hold several)
MARK_LAYERS = ("marks", "corner", "centre")  # the player's three kinds of pencil marks


@dataclass(frozen=True, slots=True)
class PlayState:
    """The player's work on a puzzle: entries (0 = none) and, per cell, bitmasks (bit d: digit d)
    of three kinds of pencil marks and of cell colours.

    * ``marks``: positional candidates, each digit in its own place of a 3 x 3 (4 x 4) grid;
    * ``corner``: corner marks (SudokuPad's "the digit goes in one of these cells");
    * ``centre``: centre marks (SudokuPad's "this cell is one of these digits");
    * ``colours``: the colours 1..9 painted on the cell (any cell, givens too).

    Entries and marks are only meaningful in white cells without a clue; the setters keep
    that invariant. ``corner``, ``centre`` and ``colours`` may be left out (all empty).
    """

    puzzle: Puzzle
    entries: tuple[int, ...]
    marks: tuple[int, ...]
    corner: tuple[int, ...] = ()
    centre: tuple[int, ...] = ()
    colours: tuple[int, ...] = ()

    @classmethod
    def new(cls, puzzle: Puzzle) -> PlayState:
        n2 = puzzle.cell_count
        return cls(puzzle, (0,) * n2, (0,) * n2)

    def __post_init__(self) -> None:
        p = self.puzzle
        n2 = p.cell_count
        for name in ("corner", "centre", "colours"):
            value = getattr(self, name)
            if not value:
                object.__setattr__(self, name, (0,) * n2)
            elif not isinstance(value, tuple):
                object.__setattr__(self, name, tuple(value))
        if len(self.entries) != n2 or len(self.marks) != n2:
            raise ValueError(f"play state needs {n2} cells")
        if len(self.corner) != n2 or len(self.centre) != n2 or len(self.colours) != n2:
            raise ValueError(f"play state needs {n2} cells of corner marks, centre marks and colours")
        allowed = full_mask(p.digits)
        colours = full_mask(COLOURS)
        for i in range(n2):
            if not self.is_open(i) and (self.entries[i] or self.marks[i] or self.corner[i] or self.centre[i]):
                raise ValueError(f"{p.cell_name(i)} is not an open cell")
            if not 0 <= self.entries[i] <= p.digits:
                raise ValueError(f"{p.cell_name(i)}: entry {self.entries[i]} out of range")
            if (self.marks[i] | self.corner[i] | self.centre[i]) & ~allowed:
                raise ValueError(f"{p.cell_name(i)}: pencil mark out of range")
            if self.colours[i] & ~colours:
                raise ValueError(f"{p.cell_name(i)}: colour out of range (1 to {COLOURS})")

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

    def replace(self, **changes) -> PlayState:
        """A copy with some fields changed (``entries``, ``marks``, ``corner``, ``centre``,
        ``colours``); the rest kept."""
        return dataclasses.replace(self, **{k: tuple(v) for k, v in changes.items()})

    def layer(self, name: str) -> tuple[int, ...]:
        """The masks of one layer of marks (see :data:`MARK_LAYERS`) or of ``colours``."""
        return getattr(self, name)

    def with_entry(self, index: int, digit: int) -> PlayState:
        if not self.is_open(index):
            raise ValueError(f"{self.puzzle.cell_name(index)} is not an open cell")
        entries = list(self.entries)
        entries[index] = digit
        return self.replace(entries=entries)

    def with_marks(self, index: int, mask: int, layer: str = "marks") -> PlayState:
        """A copy with cell ``index``'s marks of ``layer`` (positional candidates by default) set
        to ``mask``."""
        if not self.is_open(index):
            raise ValueError(f"{self.puzzle.cell_name(index)} is not an open cell")
        masks = list(self.layer(layer))
        masks[index] = mask
        return self.replace(**{layer: masks})

    def has_notes(self, index: int) -> bool:
        """True when cell ``index`` holds corner or centre marks (they take the place of its
        positional candidates on the board)."""
        return bool(self.corner[index] or self.centre[index])

    def shown_marks(self) -> tuple[int, ...]:
        """The candidates as the board shows them, a mask a cell: its centre marks when it has
        any (the digits it may hold, as SudokuPad players write them), else ``marks``, but none
        in a cell that shows corner marks alone (they say where a digit goes in a box, not what
        the cell holds; its candidates are hidden under them). What Check and the hints read:
        what the player sees."""
        return tuple(self.shown_mask(i) for i in range(len(self.marks)))

    def shown_mask(self, index: int) -> int:
        """Cell ``index``'s mask of :meth:`shown_marks`."""
        return self.centre[index] or (0 if self.corner[index] else self.marks[index])

    def candidate_layer(self, index: int) -> str | None:
        """The layer of marks that holds cell ``index``'s candidates as the board shows them
        (:meth:`shown_marks`): "centre" when it has centre marks, None when it shows corner marks
        alone (no candidates show there), else "marks"."""
        if self.centre[index]:
            return "centre"
        return None if self.corner[index] else "marks"

    def is_filled(self) -> bool:
        return all(self.value(i) for i in self.puzzle.white_cells())
