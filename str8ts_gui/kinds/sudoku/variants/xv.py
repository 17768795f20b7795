"""XV: an X between two touching cells says they add up to 10, a V that they add up to 5.

Any other total two different digits can make is accepted too (``total`` is the sum).
Encoding: the *support* encoding of :mod:`.pairs`: "this cell is d" implies "the other cell is
total - d" (a binary clause per digit and side; a digit with no partner is forbidden outright).
Only the marks drawn are rules: a missing X or V says nothing (no "negative constraint").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import rule
from str8ts_gui.kinds.sudoku.variants.kropki import check_two_cells
from str8ts_gui.kinds.sudoku.variants.pairs import TablePair, check_cells, relation_table

__all__ = ["XV"]


@lru_cache(maxsize=64)
def _table(total: int, n: int) -> tuple[int, ...]:
    return relation_table(lambda d, e: d + e == total and d != e, n)


@rule
@dataclass(frozen=True)
class XV(TablePair):
    cells: tuple[int, ...]  # the two touching cells
    total: int  # 10 (X) or 5 (V)

    rule = "xv"
    title = "XV"

    @property
    def mark(self) -> str:
        """``X``, ``V`` or the total as written."""
        return {10: "X", 5: "V"}.get(self.total, str(self.total))

    def ok(self, d: int, e: int) -> bool:
        return d + e == self.total and d != e

    def table(self, n: int) -> tuple[int, ...]:
        return _table(self.total, n)

    def validate(self, n: int) -> None:
        check_cells(self.title, self.cells)
        super().validate(n)
        check_two_cells(self.title, self.cells, n)
        if not isinstance(self.total, int) or isinstance(self.total, bool) or not 3 <= self.total <= 2 * n - 1:
            raise ValueError(f"XV: two different digits 1 to {n} cannot add up to {self.total!r}")

    def describe(self, n: int) -> str:
        a, b = (cell_name(i, n) for i in self.cells)
        return f"{self.mark} (sum {self.total}) between {a} and {b}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        a, b = self.cells
        da, db = values[a], values[b]
        where = tuple(sorted(self.cells))
        if da and db:
            if da + db != self.total:
                return [
                    Violation(
                        "xv", where, None,
                        f"{da} in {cell_name(a, n)} and {db} in {cell_name(b, n)} add up to {da + db}, not {self.total} ({self.mark})",
                    )
                ]
            return []
        for i, d in ((a, da), (b, db)):
            if d and not 1 <= self.total - d <= n:
                return [Violation("xv", where, d, f"{d} in {cell_name(i, n)} cannot add up to {self.total} ({self.mark}) with any digit")]
            if d and self.total - d == d:  # (a 5 across an X: touching cells differ)
                return [Violation("xv", where, d, f"{d} in {cell_name(i, n)} cannot add up to {self.total} ({self.mark}) with another digit")]
        return []
