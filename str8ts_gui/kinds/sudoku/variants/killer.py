"""Killer cages: the digits of a cage differ, and add up to its sum when it has one.

Encoding: the cells of a cage are pairwise different (an at-most-one per digit); a cage with a
sum gets one selector variable per *digit set* that fits it (sets of ``len(cells)`` different
digits adding to the sum, each digit still a candidate of some cell of the cage) and one
"digit d is used in the cage" variable per digit (true exactly when some cell holds d): exactly
one selector is true, a selector implies each of its digits is used, and a used digit implies
one of the selectors whose set holds it. As the cage holds exactly ``len(cells)`` different
digits, the used digits are then exactly the selected set. This takes a few clauses per set and
digit instead of one per set, cell and digit outside the set (the first version: 1.5 to 2 times
as many clauses on typical killers); both are far smaller than a generic pseudo-Boolean sum
(see the variants benchmark).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, _neg, narrow_cells, rule

__all__ = ["KillerCage", "allowed_digits", "allowed_table", "digit_sets", "encode_digit_sets"]


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
                out.append(Violation("cage_repeat", tuple(sorted(cells)), d, f"{d} appears twice in a killer cage: {', '.join(cell_name(i, n) for i in sorted(cells))}"))
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
        return prune_digit_sets(self.cells, masks, self._sets(puzzle.size))

    def encode(self, enc: Encoder) -> None:
        encode_distinct(enc, self.cells)
        if self.total:
            encode_possible_sets(enc, self.cells, self._sets(enc.n))


def prune_digit_sets(cells: Sequence[int], masks: list[int], sets: Sequence[int]) -> bool | None:
    """A rule's ``prune`` for ``cells`` whose digits are one of ``sets`` (masks): keep the
    digits of the sets that hold every decided digit and fit the candidates."""
    union = fixed = 0
    for i in cells:
        m = masks[i]
        union |= m
        if not m & (m - 1):
            fixed |= m
    allowed = allowed_digits(sets, union, fixed)
    if not allowed:
        return None
    return narrow_cells(masks, cells, [allowed] * len(cells))


_ALLOWED: dict[tuple[int, ...], dict[int, int]] = {}  # see allowed_table
_ALLOWED_SIZE = 100_000  # entries a table keeps (then it starts afresh)


def allowed_table(sets: Sequence[int]) -> dict[int, int]:
    """The digits ``sets`` allow, remembered: ``union << 32 | fixed`` (the candidates of the
    cells, the digits decided) -> the digits of the sets that hold ``fixed`` and fit ``union``
    (a mask, 0: none; digits up to 31), filled by :func:`allowed_digits`. A sum's cells take
    few unions and decided digits, so the loop over the sets runs once for each."""
    sets = tuple(sets)
    table = _ALLOWED.get(sets)
    if table is None:
        if len(_ALLOWED) >= 4096:
            _ALLOWED.clear()
        table = _ALLOWED[sets] = {}
    return table


def allowed_digits(sets: Sequence[int], union: int, fixed: int, table: dict[int, int] | None = None) -> int:
    """The digits of the ``sets`` that hold every digit of ``fixed`` and fit ``union`` (a mask),
    read from (and kept in) ``table``, :func:`allowed_table` of ``sets`` when not given."""
    if table is None:
        table = allowed_table(sets)
    key = union << 32 | fixed
    allowed = table.get(key)
    if allowed is None:
        allowed = 0
        for s in sets:
            if s & fixed == fixed and s & union == s:
                allowed |= s
        if len(table) >= _ALLOWED_SIZE:
            table.clear()
        table[key] = allowed
    return allowed


def encode_distinct(enc: Encoder, cells: Sequence[int]) -> None:
    """No digit twice among ``cells``."""
    for d in range(1, enc.n + 1):
        enc.at_most_one(enc.lit(i, d) for i in cells)


def encode_possible_sets(enc: Encoder, cells: Sequence[int], sets: Sequence[int]) -> None:
    """:func:`encode_digit_sets` with the sets the candidates of ``cells`` can still fill."""
    possible = 0
    for i in cells:
        for d in enc.digits(i):
            possible |= 1 << d
    encode_digit_sets(enc, cells, [s for s in sets if s & possible == s])


def encode_digit_sets(enc: Encoder, cells: Sequence[int], sets: Sequence[int]) -> None:
    """The digits of ``cells`` (already pairwise different, one per cell) are one of ``sets``
    (masks of ``len(cells)`` digits each): "digit d is used" variables, one selector per set
    (exactly one true), a selector implies its digits are used, and a used digit implies a
    selector of a set holding it (so an unselected set's digits stay out)."""
    n = enc.n
    if not sets:
        enc.clause([])  # no digit set fits: unsatisfiable
        return
    used: dict[int, int | bool] = {}
    for d in range(1, n + 1):
        lits = [enc.lit(i, d) for i in cells]
        if any(x is True for x in lits):
            used[d] = True
            continue
        real = [x for x in lits if x is not False]
        if not real:
            used[d] = False
            continue
        u = enc.new_var()
        for x in real:
            enc.clause([-x, u])
        enc.clause([-u, *real])
        used[d] = u
    if len(sets) == 1:
        for d in range(1, n + 1):
            enc.clause([used[d]] if sets[0] >> d & 1 else [_neg(used[d])])
        return
    selectors = [enc.new_var() for _ in sets]
    enc.clause(selectors)
    enc.at_most_one(selectors)
    for s, sel in zip(sets, selectors):
        for d in range(1, n + 1):
            if s >> d & 1:
                enc.clause([-sel, used[d]])
    for d in range(1, n + 1):
        enc.clause([_neg(used[d]), *(sel for s, sel in zip(sets, selectors) if s >> d & 1)])
