"""Odd and even cells: a circle marks a cell holding an odd digit, a square one holding an even digit.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class Parity(Constraint):
    cell: int
    even: bool  # True: an even digit (square); False: odd (circle)

    rule = "parity"
    title = "Odd/even cell"

    def area(self) -> tuple[int, ...]:
        return (self.cell,)
