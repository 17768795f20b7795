"""Given pencil marks (f-puzzles' per-cell ``givenPencilMarks``): the setter's candidates of a
cell; it holds one of them.

Pruning keeps those digits; the encoding forbids the others with one unit clause each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name, digits_mask
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, narrow_cells, rule

__all__ = ["GivenCandidates"]


@rule
@dataclass(frozen=True)
class GivenCandidates(Constraint):
    cell: int
    digits: tuple[int, ...]  # ascending

    rule = "candidates"
    title = "Given pencil marks"

    def area(self) -> tuple[int, ...]:
        return (self.cell,)

    def validate(self, n: int) -> None:
        if not isinstance(self.cell, int) or isinstance(self.cell, bool):
            raise ValueError(f"Given pencil marks: cell {self.cell!r} is not a cell number")
        super().validate(n)
        if not isinstance(self.digits, tuple) or not self.digits or not all(
            isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= n for d in self.digits
        ):
            raise ValueError(f"Given pencil marks: 'digits' must be one or more digits 1 to {n}, not {self.digits!r}")
        if list(self.digits) != sorted(set(self.digits)):
            raise ValueError("Given pencil marks: 'digits' must be ascending, each once")

    def describe(self, n: int) -> str:
        return f"Given pencil marks {''.join(map(str, self.digits)) if n <= 9 else ','.join(map(str, self.digits))} in {cell_name(self.cell, n)}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        d = values[self.cell]
        if d and d not in self.digits:
            marks = ", ".join(map(str, self.digits))
            return [Violation("candidates", (self.cell,), d, f"{cell_name(self.cell, puzzle.size)} holds {d}, not one of its given marks {marks}")]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return narrow_cells(masks, (self.cell,), (digits_mask(self.digits),))

    def encode(self, enc: Encoder) -> None:
        for d in enc.digits(self.cell):
            if d not in self.digits:
                x = enc.lit(self.cell, d)
                enc.clause([False if x is True else -x])
