"""Non-consecutive: orthogonally touching cells never hold consecutive digits, except the pairs
with a Kropki dot (of either colour) between them, as f-puzzles and the common solvers read
non-consecutive beside white dots: the dot says what holds there (a white dot: they *are*
consecutive). Without dots every touching pair counts.

Encoding: the *conflict* encoding (see :mod:`.pairs`): for every orthogonally touching pair and
every digit d of one cell, two binary clauses "not d here or not d - 1 there" and "not d here
or not d + 1 there" (few forbidden pairs, so this is smaller than listing the allowed ones).
Pruning removes d - 1 and d + 1 next to a decided d, and d next to a cell left with only d - 1
and d + 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.pairs import neg, orthogonal_pairs, relation_table, unmarked_pairs

__all__ = ["NonConsecutive", "orthogonal_pairs"]

DOTS = frozenset({"kropki"})  # the marks that exempt a pair


@lru_cache(maxsize=16)
def _forbidden(n: int) -> tuple[int, ...]:
    return relation_table(lambda d, e: abs(d - e) == 1, n)


class _Drops(dict):
    """A cell's candidates -> the digits a touching cell loses beside them (0 for none): with
    one digit e left, e - 1 and e + 1; with two digits two apart, the one between them; with
    more, none (filled in as met)."""

    def __init__(self, n: int) -> None:
        super().__init__()
        self.n = n

    def __missing__(self, my: int) -> int:
        drop = 0
        if bin(my).count("1") <= 2:
            bits = [d for d in range(1, self.n + 1) if my >> d & 1]
            if len(bits) == 1:
                e = bits[0]
                drop = (1 << (e - 1) | 1 << (e + 1)) & ~1
            elif len(bits) == 2 and bits[1] - bits[0] == 2:
                drop = 1 << (bits[0] + 1)
        self[my] = drop
        return drop


@lru_cache(maxsize=16)
def _drops(n: int) -> _Drops:
    return _Drops(n)


@rule
@dataclass(frozen=True)
class NonConsecutive(Constraint):
    rule = "nonconsecutive"
    title = "Non-consecutive"
    is_global = True

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        out = []
        for a, b in unmarked_pairs(n, puzzle.constraints, DOTS):
            da, db = values[a], values[b]
            if da and db and abs(da - db) == 1:
                out.append(
                    Violation(
                        "consecutive", (a, b), None,
                        f"{cell_name(a, n)} and {cell_name(b, n)} touch and hold the consecutive digits {da} and {db}",
                    )
                )
        return out

    def pairs(self, puzzle: Puzzle) -> tuple[tuple[int, int], ...]:
        """The touching pairs the rule holds for (those without a Kropki dot)."""
        return unmarked_pairs(puzzle.size, puzzle.constraints, DOTS)

    def forbidden(self, n: int) -> tuple[int, ...]:
        """``table[d]``: the digits that may not touch d (d - 1 and d + 1), as the negative
        constraints' tables (for the logic's pairwise propagation)."""
        return _forbidden(n)

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        changed = False
        drops = _drops(puzzle.size)
        for a, b in unmarked_pairs(puzzle.size, puzzle.constraints, DOTS):
            # each cell of the pair, then the other, loses what the other's candidates forbid
            for x, y in ((a, b), (b, a)):
                drop = drops[masks[y]]
                if not drop:
                    continue
                mx = masks[x]
                if mx & drop:
                    mx &= ~drop
                    if not mx:
                        return None
                    masks[x] = mx
                    changed = True
        return changed

    def encode(self, enc: Encoder) -> None:
        lit, clause = enc.lit, enc.clause
        pairs = orthogonal_pairs(enc.n) if enc.puzzle is None else unmarked_pairs(enc.n, enc.puzzle.constraints, DOTS)
        for a, b in pairs:
            for d in enc.digits(a):
                not_a = neg(lit(a, d))
                for e in (d - 1, d + 1):
                    if 1 <= e <= enc.n:
                        other = lit(b, e)
                        if other is not False and not_a is not True:
                            clause([not_a, neg(other)])
