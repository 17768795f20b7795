"""Diagonals (X-Sudoku): a main diagonal holds 1..n once each, like a row. ``positive`` is the one
from the bottom-left to the top-right corner (f-puzzles' ``diagonal+``).

A diagonal is one more unit of the board's geometry (:meth:`Diagonal.units`), so everything a
row gets it gets too: the checker's repeats (named ``diagonal 1``, ``diagonal 2`` in the order of
the puzzle's rules), hidden and naked singles, and the encoding's exactly-once per digit. The
rule itself adds no check, pruning or clauses.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

__all__ = ["Diagonal"]


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

    def validate(self, n: int) -> None:
        if not isinstance(self.positive, bool):
            raise ValueError(f"Diagonal: 'positive' must be true or false, not {self.positive!r}")

    def describe(self, n: int) -> str:
        a, b = self.cells_on(n)[0], self.cells_on(n)[-1]
        return f"Diagonal from {cell_name(a, n)} to {cell_name(b, n)}"
