"""Every black dot given (f-puzzles' negative ratio constraint): two orthogonally touching cells
without a Kropki dot between them never hold digits in ratio 2 (one twice the other).

A pair with a Kropki dot of either colour (or any ratio or difference) is exempt: its dot says
what holds there. The rule has no cells of its own; the dots it looks at are the puzzle's
:class:`~str8ts_gui.kinds.sudoku.variants.kropki.KropkiDot` rules.

Encoding: the *conflict* encoding of :mod:`.pairs` over the undotted pairs: for every digit d
of one cell, "not d here or not 2d there" and "not d here or not d / 2 there". Pruning removes d
beside a cell left with only d / 2 and 2d (a decided 3 takes 6 from its undotted neighbours).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from str8ts_gui.kinds.sudoku.variants.base import rule
from str8ts_gui.kinds.sudoku.variants.pairs import UnmarkedPairs, relation_table

__all__ = ["NegativeRatio", "KROPKI_MARKS"]

KROPKI_MARKS = frozenset({"kropki"})


@lru_cache(maxsize=16)
def _forbidden(n: int) -> tuple[int, ...]:
    return relation_table(lambda d, e: d == 2 * e or e == 2 * d, n)


@rule
@dataclass(frozen=True)
class NegativeRatio(UnmarkedPairs):
    rule = "negative_ratio"
    title = "Every black dot given"
    marks = KROPKI_MARKS
    violation = "negative_ratio"

    def forbidden(self, n: int) -> tuple[int, ...]:
        return _forbidden(n)

    def _broken(self, da: int, db: int) -> str:
        return f"touch without a black dot and hold {da} and {db}"

    def describe(self, n: int) -> str:
        return f"{self.title}: touching cells without a Kropki dot never hold one digit twice the other"
