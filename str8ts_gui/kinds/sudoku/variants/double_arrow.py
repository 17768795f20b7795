"""Double arrows: a line with a circle at each end; the digits on the line strictly between the
two circles add up to the sum of the two circles' digits (as SudokuSolver, f-puzzles'
``doublearrow``, defines them: its cells run from one circle to the other, three or more).
Digits on the line may repeat unless another rule forbids it.

The rule is one linear sum (:mod:`.sums`), as an arrow's: each middle cell with weight 1 and each
circle with weight -1, adding up to 0. Pruning keeps exactly the candidates that some way of
making the sum uses; the encoding is the layered diagram of those partial sums.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name, full_mask
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, rule
from str8ts_gui.kinds.sudoku.variants.renban import LineRule
from str8ts_gui.kinds.sudoku.variants.sums import encode_linear, feasible_linear, prune_linear

__all__ = ["DoubleArrow"]


@rule
@dataclass(frozen=True)
class DoubleArrow(LineRule):
    cells: tuple[int, ...]  # from one circle along the line to the other circle

    rule = "doublearrow"
    title = "Double arrow"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(self.cells) < 3:
            raise ValueError("Double arrow: needs three or more cells (a circle at each end and the line between)")
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Double arrow: a cell is on the line twice")

    def circles(self) -> tuple[int, int]:
        return self.cells[0], self.cells[-1]

    def describe(self, n: int) -> str:
        a, b = (cell_name(i, n) for i in self.circles())
        return f"Double arrow from {a} to {b} along {', '.join(cell_name(i, n) for i in self.cells[1:-1])}"

    def terms(self) -> list[tuple[int, int]]:
        """The sum as ``(cell, weight)`` terms adding up to 0."""
        return [(self.cells[0], -1), (self.cells[-1], -1)] + [(i, 1) for i in self.cells[1:-1]]

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        a, b = self.circles()
        where = f"the double arrow from {cell_name(a, n)} to {cell_name(b, n)}"
        if all(values[i] for i in self.cells):
            circles = values[a] + values[b]
            total = sum(values[i] for i in self.cells[1:-1])
            if total == circles:
                return []
            msg = (f"the digits between the circles of {where} add up to {total}, not {circles} "
                   f"({values[a]} + {values[b]} in the circles)")
        else:
            full = full_mask(n)
            masks = {i: (1 << values[i]) if values[i] else full for i in self.cells}
            if feasible_linear(self.terms(), 0, masks):
                return []
            msg = f"{where} cannot be completed: the digits between its circles must add up to the circles' sum"
        return [Violation("doublearrow", tuple(sorted(self.cells)), None, msg)]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return prune_linear(self.terms(), 0, masks)

    def encode(self, enc: Encoder) -> None:
        encode_linear(enc, self.terms(), 0)
