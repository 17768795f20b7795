"""Killer cages: the digits of a cage differ, and add up to its sum when it has one.

Encoding: the cells of a cage are pairwise different (an at-most-one per digit); a cage with a
sum gets one selector variable per *digit set* that fits it (sets of ``len(cells)`` different
digits adding to the sum, each digit still a candidate of some cell of the cage): exactly one
selector is true, a selector allows only its digits in the cells, and each of its digits is in
some cell. Precomputing the feasible sets from the candidates is far smaller than a generic
pseudo-Boolean sum (see the variants benchmark).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule

__all__ = ["KillerCage", "digit_sets"]


@lru_cache(maxsize=4096)
def digit_sets(n: int, size: int, total: int) -> tuple[int, ...]:
    """Masks of every set of ``size`` different digits 1..n adding up to ``total``."""
    return tuple(
        sum(1 << d for d in combo) for combo in combinations(range(1, n + 1), size) if sum(combo) == total
    )


@rule
@dataclass(frozen=True)
class KillerCage(Constraint):
    cells: tuple[int, ...]
    total: int = 0  # 0: no sum given

    rule = "killer"
    title = "Killer cage"

    def validate(self, n: int) -> None:
        super().validate(n)
        if not self.cells or len(set(self.cells)) != len(self.cells):
            raise ValueError("Killer cage: needs one or more different cells")
        if len(self.cells) > n:
            raise ValueError(f"Killer cage: {len(self.cells)} cells cannot all differ on a {n} x {n} board")
        if not isinstance(self.total, int) or self.total < 0 or self.total > n * (n + 1) // 2:
            raise ValueError(f"Killer cage: sum {self.total!r} is out of range")

    def describe(self, n: int) -> str:
        head = f"Killer cage {self.total}" if self.total else "Killer cage"
        return f"{head} on {', '.join(cell_name(i, n) for i in self.cells)}"

    def peer_pairs(self, n: int):
        return combinations(self.cells, 2)

    def _sets(self, n: int) -> tuple[int, ...]:
        return digit_sets(n, len(self.cells), self.total)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        out = []
        seen: dict[int, list[int]] = {}
        for i in self.cells:
            if values[i]:
                seen.setdefault(values[i], []).append(i)
        for d, cells in sorted(seen.items()):
            if len(cells) > 1:
                out.append(Violation("cage_repeat", tuple(sorted(cells)), d, f"{d} appears twice in a killer cage"))
        if self.total and not out:
            placed = sum(values[i] for i in self.cells)
            mask = sum(1 << values[i] for i in self.cells if values[i])
            if not any(s & mask == mask for s in self._sets(n)):
                full = all(values[i] for i in self.cells)
                why = f"add up to {placed}, not {self.total}" if full else f"cannot be completed to add up to {self.total}"
                out.append(Violation("cage_sum", tuple(sorted(self.cells)), None, f"the digits of a killer cage {why}"))
        return out

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        if not self.total:
            return False
        cells = self.cells
        union = 0
        for i in cells:
            union |= masks[i]
        fixed = 0
        for i in cells:
            m = masks[i]
            if not m & (m - 1):
                fixed |= m
        allowed = 0
        for s in self._sets(puzzle.size):
            if s & fixed == fixed and s & union == s:
                allowed |= s
        if not allowed:
            return None
        changed = False
        for i in cells:
            m = masks[i] & allowed
            if not m:
                return None
            if m != masks[i]:
                masks[i] = m
                changed = True
        return changed

    def encode(self, enc: Encoder) -> None:
        cells = self.cells
        n = enc.n
        for d in range(1, n + 1):
            enc.at_most_one(enc.lit(i, d) for i in cells)
        if not self.total:
            return
        possible = 0
        for i in cells:
            for d in enc.digits(i):
                possible |= 1 << d
        sets = [s for s in self._sets(n) if s & possible == s]
        selectors = [enc.new_var() for _ in sets]
        enc.clause(selectors)  # some digit set (none left: an empty clause, unsatisfiable)
        enc.at_most_one(selectors)
        for s, sel in zip(sets, selectors):
            for i in cells:
                for d in enc.digits(i):
                    if not s >> d & 1:
                        enc.clause([-sel, -enc.lit(i, d) if enc.lit(i, d) is not True else False])
            for d in range(1, n + 1):
                if s >> d & 1:
                    enc.clause([-sel, *(enc.lit(i, d) for i in cells)])
