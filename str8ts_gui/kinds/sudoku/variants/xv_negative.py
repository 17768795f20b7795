"""Every X and V given (f-puzzles' negative XV constraint): two orthogonally touching cells
without an X or a V between them never add up to 5 or 10.

A pair with an XV mark (of any total) is exempt: its mark says what holds there. The rule has
no cells of its own; the marks it looks at are the puzzle's
:class:`~str8ts_gui.kinds.sudoku.variants.xv.XV` rules.

Encoding: the *conflict* encoding of :mod:`.pairs` over the unmarked pairs: for every digit d of
one cell, "not d here or not 5 - d there" and "not d here or not 10 - d there". Pruning removes d
beside a cell left with only 5 - d and 10 - d.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from str8ts_gui.kinds.sudoku.variants.base import rule
from str8ts_gui.kinds.sudoku.variants.pairs import UnmarkedPairs, relation_table

__all__ = ["NegativeXV", "TOTALS", "XV_MARKS"]

XV_MARKS = frozenset({"xv"})
TOTALS = (5, 10)  # what V and X add up to


@lru_cache(maxsize=16)
def _forbidden(n: int) -> tuple[int, ...]:
    return relation_table(lambda d, e: d != e and d + e in TOTALS, n)


@rule
@dataclass(frozen=True)
class NegativeXV(UnmarkedPairs):
    rule = "negative_xv"
    title = "Every X and V given"
    marks = XV_MARKS
    violation = "negative_xv"

    def forbidden(self, n: int) -> tuple[int, ...]:
        return _forbidden(n)

    def _broken(self, da: int, db: int) -> str:
        return f"touch without an X or V and add up to {da + db} ({da} and {db})"

    def describe(self, n: int) -> str:
        return f"{self.title}: touching cells without an X or V never add up to 5 or 10"
