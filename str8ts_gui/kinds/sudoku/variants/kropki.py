"""Kropki dots between two touching cells: a white dot says the digits differ by ``value`` (1,
consecutive, unless given), a black dot that one is ``value`` (2 unless given) times the other.

Encoding: the *support* encoding of :mod:`.pairs`: for each digit d a cell can hold, "this
cell is d" implies the other cell holds one of the few digits that go with d across the dot
(d - 1 or d + 1 for a white dot, d / 2 or 2d for a black one). Unit propagation then removes
every digit with no partner left, as :meth:`KropkiDot.prune` does. Only the dots drawn are
rules: a missing dot says nothing (no "negative constraint").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import rule
from str8ts_gui.kinds.sudoku.variants.pairs import TablePair, check_cells, relation_table

__all__ = ["KropkiDot", "check_two_cells"]


def _ok(black: bool, k: int, d: int, e: int) -> bool:
    return d == k * e or e == k * d if black else abs(d - e) == k


@lru_cache(maxsize=64)
def _table(black: bool, k: int, n: int) -> tuple[int, ...]:
    return relation_table(lambda d, e: _ok(black, k, d, e), n)


def check_two_cells(title: str, cells: tuple[int, ...], n: int) -> None:
    """ValueError unless ``cells`` are two different orthogonally touching cells."""
    if len(cells) != 2 or cells[0] == cells[1]:
        raise ValueError(f"{title}: needs exactly two different cells")
    (ra, ca), (rb, cb) = divmod(cells[0], n), divmod(cells[1], n)
    if abs(ra - rb) + abs(ca - cb) != 1:
        raise ValueError(f"{title}: {cell_name(cells[0], n)} and {cell_name(cells[1], n)} do not touch")


@rule
@dataclass(frozen=True)
class KropkiDot(TablePair):
    cells: tuple[int, ...]  # the two touching cells
    black: bool  # True: ratio; False: difference
    value: int = 0  # 0: the usual 2 (black) or 1 (white)

    rule = "kropki"
    title = "Kropki dot"

    @property
    def amount(self) -> int:
        return self.value or (2 if self.black else 1)

    def ok(self, d: int, e: int) -> bool:
        """Do digits d and e go together across the dot?"""
        return _ok(self.black, self.amount, d, e)

    def table(self, n: int) -> tuple[int, ...]:
        return _table(self.black, self.amount, n)

    def validate(self, n: int) -> None:
        check_cells(self.title, self.cells)
        super().validate(n)
        check_two_cells(self.title, self.cells, n)
        if not isinstance(self.black, bool):
            raise ValueError("Kropki dot: 'black' must be true or false")
        if not isinstance(self.value, int) or isinstance(self.value, bool) or self.value < 0:
            raise ValueError(f"Kropki dot: value {self.value!r} is not a whole number")
        k = self.amount
        if self.black and not 2 <= k <= n:
            raise ValueError(f"Kropki dot: a black dot's ratio must be 2 to {n}, not {k}")
        if not self.black and not 1 <= k <= n - 1:
            raise ValueError(f"Kropki dot: a white dot's difference must be 1 to {n - 1}, not {k}")

    def describe(self, n: int) -> str:
        a, b = (cell_name(i, n) for i in self.cells)
        if self.black:
            what = "black Kropki dot" + (f" (ratio {self.amount})" if self.amount != 2 else "")
        else:
            what = "white Kropki dot" + (f" (difference {self.amount})" if self.amount != 1 else "")
        return f"{what[0].upper()}{what[1:]} between {a} and {b}"

    def _says(self) -> str:
        k = self.amount
        if self.black:
            return "half or double" if k == 2 else f"{k} times or 1/{k} of"
        return "consecutive to" if k == 1 else f"{k} away from"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        a, b = self.cells
        da, db = values[a], values[b]
        colour = "black" if self.black else "white"
        where = tuple(sorted(self.cells))
        if da and db:
            if not self.ok(da, db):
                return [
                    Violation(
                        "kropki", where, None,
                        f"{da} in {cell_name(a, n)} is not {self._says()} {db} in {cell_name(b, n)} across a {colour} dot",
                    )
                ]
            return []
        for i, d in ((a, da), (b, db)):
            if d and not any(self.ok(d, e) for e in range(1, n + 1)):
                return [Violation("kropki", where, d, f"{d} in {cell_name(i, n)} has no digit {self._says()} it for its {colour} dot")]
        return []
