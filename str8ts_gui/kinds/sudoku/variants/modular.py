"""Modular lines: any three consecutive cells on the line hold one digit of each residue class
modulo 3 (on a 9 x 9: one of 1/4/7, one of 2/5/8, one of 3/6/9). Digits may repeat on the line
where Sudoku allows.

As SudokuSolver (f-puzzles' ``modularline``) defines it: cells a multiple of three steps apart
on the line hold digits of one class, any other two cells digits of different classes; so a line
of two cells asks just that its cells' classes differ. On a 4 x 4 the classes are 1/4, 2 and 3.

Pruning: the cells at positions k, k + 3, k + 6, ... (a *position class*, at most three of them)
share a residue class; each position class keeps the residue classes all its cells can hold,
then only those some assignment of different residue classes to the position classes gives it
(at most six to try), and each cell keeps the digits of its position class's residue classes.
That is complete for the line alone.

Encoding: for each two cells one or two steps apart, binary clauses forbidding two digits of one
residue class; for cells three steps apart, clauses forbidding two digits of different classes
(implied by the first, but they let unit propagation carry a class along the line).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, rule
from str8ts_gui.kinds.sudoku.variants.entropic import encode_three_kinds, prune_three_kinds
from str8ts_gui.kinds.sudoku.variants.pairs import relation_table
from str8ts_gui.kinds.sudoku.variants.renban import LineRule

__all__ = ["ModularLine", "residue_masks", "residue_name", "residue_of"]


def residue_of(d: int) -> int:
    """0, 1 or 2: the class of digit d (0: 1, 4, 7...; 1: 2, 5, 8...; 2: 3, 6, 9...)."""
    return (d - 1) % 3


@lru_cache(maxsize=16)
def residue_masks(n: int) -> tuple[int, int, int]:
    """The digit masks of the three residue classes of 1..n."""
    return tuple(sum(1 << d for d in range(r + 1, n + 1, 3)) for r in range(3))  # type: ignore[return-value]


def residue_name(r: int, n: int) -> str:
    """``1/4/7``: the digits of class r on an n x n board."""
    return "/".join(str(d) for d in range(r + 1, n + 1, 3))


@lru_cache(maxsize=16)
def _tables(n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(different classes, same class) relation tables."""
    return (
        relation_table(lambda d, e: residue_of(d) != residue_of(e), n),
        relation_table(lambda d, e: residue_of(d) == residue_of(e), n),
    )


@rule
@dataclass(frozen=True)
class ModularLine(LineRule):
    cells: tuple[int, ...]

    rule = "modular"
    title = "Modular line"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Modular line: a cell is on the line twice")
        if n < 3:
            raise ValueError(f"Modular line: a {n} x {n} board has no three residue classes of digits")

    def classes(self) -> list[tuple[int, ...]]:
        """The cells at positions 0, 3, 6...; 1, 4, 7...; 2, 5, 8... (those that exist)."""
        return [self.cells[r::3] for r in range(min(3, len(self.cells)))]

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        placed = [(k, i, values[i]) for k, i in enumerate(self.cells) if values[i] and 1 <= values[i] <= n]
        # the nearest clashing pair: cells whose distance calls for one class and whose digits
        # are not (or the other way round); nearer pairs first, then earlier on the line
        clashes = sorted(
            (kb - ka, ka, a, d, b, e)
            for x, (ka, a, d) in enumerate(placed)
            for kb, b, e in placed[x + 1:]
            if ((kb - ka) % 3 == 0) != (residue_of(d) == residue_of(e))
        )
        if not clashes:
            return []
        steps, _, a, d, b, e = clashes[0]
        first, second = f"{cell_name(a, n)} ({d})", f"{cell_name(b, n)} ({e})"
        if steps % 3 == 0:
            msg = (f"{first} and {second} are a multiple of three steps apart on a modular line, so their "
                   f"digits must be alike modulo 3, yet one is of {residue_name(residue_of(d), n)} and the other "
                   f"of {residue_name(residue_of(e), n)}")
        elif steps <= 2:
            msg = (f"{first} and {second} are both of {residue_name(residue_of(d), n)} within three "
                   f"consecutive cells of a modular line")
        else:
            msg = (f"{first} and {second} are both of {residue_name(residue_of(d), n)} on a modular line, "
                   f"yet their positions call for different classes modulo 3")
        return [Violation("modular", tuple(sorted((a, b))), None, msg)]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return prune_three_kinds(self.classes(), residue_masks(puzzle.size), masks)

    def encode(self, enc: Encoder) -> None:
        encode_three_kinds(enc, self.cells, *_tables(enc.n))
