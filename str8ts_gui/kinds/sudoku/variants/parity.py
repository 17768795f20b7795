"""Odd and even cells: a circle marks a cell holding an odd digit, a square one holding an even digit.

Pruning keeps the cell's digits of the right parity; the encoding forbids the others with one
unit clause each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule

__all__ = ["Parity", "parity_mask"]


def parity_mask(n: int, even: bool) -> int:
    """Bit mask of the even (or odd) digits 1..n."""
    return sum(1 << d for d in range(1, n + 1) if (d % 2 == 0) == even)


@rule
@dataclass(frozen=True)
class Parity(Constraint):
    cell: int
    even: bool  # True: an even digit (square); False: odd (circle)

    rule = "parity"
    title = "Odd/even cell"

    def area(self) -> tuple[int, ...]:
        return (self.cell,)

    def validate(self, n: int) -> None:
        if not isinstance(self.cell, int) or isinstance(self.cell, bool):
            raise ValueError(f"Odd/even cell: cell {self.cell!r} is not a cell number")
        super().validate(n)
        if not isinstance(self.even, bool):
            raise ValueError(f"Odd/even cell: 'even' must be true or false, not {self.even!r}")

    def describe(self, n: int) -> str:
        return f"{'Even' if self.even else 'Odd'} cell {cell_name(self.cell, n)}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        d = values[self.cell]
        if not d or (d % 2 == 0) == self.even:
            return []
        want = "an even" if self.even else "an odd"
        return [Violation("parity", (self.cell,), d, f"{cell_name(self.cell, puzzle.size)} holds {d}, not {want} digit")]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        m = masks[self.cell] & parity_mask(puzzle.size, self.even)
        if not m:
            return None
        if m == masks[self.cell]:
            return False
        masks[self.cell] = m
        return True

    def encode(self, enc: Encoder) -> None:
        for d in enc.digits(self.cell):
            if (d % 2 == 0) != self.even:
                x = enc.lit(self.cell, d)
                enc.clause([-x if x is not True else False])
