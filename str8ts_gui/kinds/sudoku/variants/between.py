"""Between lines: the digits on the line strictly between its two end cells (the circles) lie
strictly between the two end digits; either end may hold the larger one.

A line of two cells says nothing (f-puzzles allows it); with one or more inner cells the two
ends differ by at least two. Inner digits may repeat (where Sudoku lets them).

Pruning (complete for one line on its own): an inner digit d stays while one end can be below
d and the other above it (``min(A) < d < max(B)`` or ``min(B) < d < max(A)``); an end digit x
stays while one orientation fits: x low and every inner cell has a candidate in
``(x, max(other end))``, or x high and every inner cell has one in ``(min(other end), x)``.

Encoding: an orientation variable ``o`` ("the first end is the low one") and, per end, order
literals ``ge[d]`` ("the end's digit is d or more", a ladder of four clauses per digit tied to
the cell's digit variables). Then per inner cell c and digit d four ternary clauses:
``o and c = d`` imply ``not first >= d`` and ``last >= d + 1``; ``not o and c = d`` imply
``first >= d + 1`` and ``not last >= d``. With an inner cell holding some digit, ``o`` is
determined by the solution, so solution counts are unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, narrow_cells, rule
from str8ts_gui.kinds.sudoku.variants.pairs import neg
from str8ts_gui.kinds.sudoku.variants.renban import LineRule

__all__ = ["BetweenLine", "order_literals"]


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _open_range(lo: int, hi: int) -> int:
    """The mask of the digits strictly between ``lo`` and ``hi`` (empty when none)."""
    if hi - lo < 2:
        return 0
    return ((1 << hi) - 1) & ~((2 << lo) - 1)


def order_literals(enc: Encoder, cell: int) -> list[int | bool]:
    """``ge[d]`` for d in 0..n + 1: "``cell`` holds d or more" (True for d <= 1, False above n),
    a ladder of variables tied to the cell's digit literals; constants where the cell's digits
    decide it."""
    n = enc.n
    digits = enc.digits(cell)
    if not digits:  # no digit left: unsatisfiable
        enc.clause([])
        return [False] * (n + 2)
    lo, hi = min(digits), max(digits)
    ge: list[int | bool] = [True] * (n + 2)
    for d in range(n + 1, 0, -1):
        if d > hi:
            ge[d] = False
        elif d <= lo:
            ge[d] = True
        else:
            ge[d] = enc.new_var()
    for d in range(lo, hi + 1):
        x = enc.lit(cell, d)
        enc.clause([neg(x), ge[d]])  # holds d: d or more
        enc.clause([neg(x), neg(ge[d + 1])])  # holds d: not d + 1 or more
        enc.clause([neg(ge[d + 1]), ge[d]])  # the ladder
        enc.clause([neg(ge[d]), x, ge[d + 1]])  # d or more: d, or d + 1 or more
    return ge


@rule
@dataclass(frozen=True)
class BetweenLine(LineRule):
    cells: tuple[int, ...]  # the two ends (circles) are the first and the last cell

    rule = "between"
    title = "Between line"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Between line: a cell is on the line twice")

    def describe(self, n: int) -> str:
        a, b = self.ends()
        inner = ", ".join(cell_name(i, n) for i in self.inner())
        head = f"Between line from {cell_name(a, n)} to {cell_name(b, n)}"
        return f"{head} through {inner}" if inner else head

    def ends(self) -> tuple[int, int]:
        return self.cells[0], self.cells[-1]

    def inner(self) -> tuple[int, ...]:
        return self.cells[1:-1]

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        inner = self.inner()
        if not inner:
            return []
        a, b = self.ends()
        da, db = values[a], values[b]
        placed = [(i, values[i]) for i in inner if values[i]]
        name = lambda i: f"{cell_name(i, n)} ({values[i]})"  # noqa: E731
        if da and db:
            if abs(da - db) < 2:
                return [Violation("between", tuple(sorted((a, b))), None,
                                  f"the ends {name(a)} and {name(b)} of a between line leave no digit between them")]
            lo, hi = min(da, db), max(da, db)
            return [
                Violation("between", tuple(sorted((i, a, b))), d,
                          f"{name(i)} is not between the ends {name(a)} and {name(b)} of a between line")
                for i, d in placed
                if not lo < d < hi
            ]
        out = []
        for i, d in placed:
            if d in (1, n):
                out.append(Violation("between", (i,), d, f"{name(i)} is on a between line: no digit lies beyond {d}"))
        if out or not placed:
            return out
        small = min(placed, key=lambda p: p[1])
        big = max(placed, key=lambda p: p[1])
        for e in (a, b):
            de = values[e]
            if not de:
                continue
            for i, d in placed:
                if d == de:
                    return [Violation("between", tuple(sorted((i, e))), d,
                                      f"{name(i)} holds the digit of the end {name(e)} of its between line")]
            if small[1] < de < big[1]:
                return [Violation("between", tuple(sorted((e, small[0], big[0]))), None,
                                  f"the end {name(e)} of a between line lies between {name(small[0])} and {name(big[0])} on it")]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        inner = self.inner()
        if not inner:
            return False
        a, b = self.ends()
        ma, mb = masks[a], masks[b]
        if not ma or not mb:
            return None
        # the ends, each by the other's candidates before either narrows
        keeps = []
        for me, mo in ((ma, mb), (mb, ma)):
            keep = 0
            for x in range(1, puzzle.size + 1):
                if not me >> x & 1:
                    continue
                up = _open_range(x, _high(mo))  # x the low end
                down = _open_range(_low(mo), x)  # x the high end
                if (up and all(masks[i] & up for i in inner)) or (down and all(masks[i] & down for i in inner)):
                    keep |= 1 << x
            keeps.append(keep)
        changed = narrow_cells(masks, (a, b), keeps)
        if changed is None:
            return None
        ma, mb = masks[a], masks[b]
        allowed = _open_range(_low(ma), _high(mb)) | _open_range(_low(mb), _high(ma))
        inner_changed = narrow_cells(masks, inner, [allowed] * len(inner))
        return None if inner_changed is None else changed or inner_changed

    def encode(self, enc: Encoder) -> None:
        inner = self.inner()
        if not inner:
            return
        a, b = self.ends()
        ga, gb = order_literals(enc, a), order_literals(enc, b)
        o = enc.new_var()  # the first end is the low one
        for c in inner:
            for d in enc.digits(c):
                x = neg(enc.lit(c, d))
                enc.clause([-o, x, neg(ga[d])])
                enc.clause([-o, x, gb[d + 1]])
                enc.clause([o, x, ga[d + 1]])
                enc.clause([o, x, neg(gb[d])])
