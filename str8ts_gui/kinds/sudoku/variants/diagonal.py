"""Diagonals (X-Sudoku): a main diagonal holds 1..n once each, like a row. ``positive`` is the one
from the bottom-left to the top-right corner (f-puzzles' ``diagonal+``).

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class Diagonal(Constraint):
    positive: bool  # True: bottom-left to top-right; False: top-left to bottom-right

    rule = "diagonal"
    title = "Diagonal"
    is_global = True

    def cells_on(self, n: int) -> tuple[int, ...]:
        if self.positive:
            return tuple((n - 1 - k) * n + k for k in range(n))
        return tuple(k * n + k for k in range(n))

    def units(self, n: int) -> tuple[tuple[int, ...], ...]:
        return (self.cells_on(n),)
