"""Kropki dots between two touching cells: a white dot says the digits differ by ``value`` (1,
consecutive, unless given), a black dot that one is ``value`` (2 unless given) times the other.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class KropkiDot(Constraint):
    cells: tuple[int, ...]  # the two touching cells
    black: bool  # True: ratio; False: difference
    value: int = 0  # 0: the usual 2 (black) or 1 (white)

    rule = "kropki"
    title = "Kropki dot"

    @property
    def amount(self) -> int:
        return self.value or (2 if self.black else 1)
