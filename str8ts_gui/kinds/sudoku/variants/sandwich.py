"""Sandwich sums: a clue outside the grid gives the sum of the digits between the 1 and the
largest digit (n) of its row or column (0 when they touch).

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class SandwichSum(Constraint):
    index: int  # the row or column, 0-based
    column: bool  # True: the clue stands above column ``index``; False: left of row ``index``
    total: int

    rule = "sandwich"
    title = "Sandwich sum"

    def line_cells(self, n: int) -> tuple[int, ...]:
        """The cells of the clue's row or column, from the clue outwards."""
        if self.column:
            return tuple(r * n + self.index for r in range(n))
        return tuple(self.index * n + c for c in range(n))
