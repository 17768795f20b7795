"""German whispers: neighbours along the line differ by at least ``gap`` (5 on a 9 x 9; by default
half the size, rounded up).

Encoding: the *support* encoding of :mod:`.pairs` on each pair of cells next to each other on
the line: "this cell is d" implies the neighbour holds one of the digits at least ``gap`` away
from d (on a 9 x 9, a 5 has none and is forbidden outright; a 4 needs a 9). Pruning keeps each
such pair arc consistent. A line may close into a loop (its last cell repeating its first).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, rule
from str8ts_gui.kinds.sudoku.variants.pairs import encode_support, prune_pair, relation_table
from str8ts_gui.kinds.sudoku.variants.renban import LineRule

__all__ = ["Whispers"]


@lru_cache(maxsize=64)
def _table(gap: int, n: int) -> tuple[int, ...]:
    return relation_table(lambda d, e: abs(d - e) >= gap, n)


@rule
@dataclass(frozen=True)
class Whispers(LineRule):
    cells: tuple[int, ...]
    gap: int = 0  # 0: (n + 1) // 2

    rule = "whispers"
    title = "German whispers"

    def min_gap(self, n: int) -> int:
        return self.gap or (n + 1) // 2

    def edges(self) -> list[tuple[int, int]]:
        """Pairs of cells next to each other along the line, each once."""
        out: list[tuple[int, int]] = []
        seen: set[frozenset[int]] = set()
        for a, b in zip(self.cells, self.cells[1:]):
            key = frozenset((a, b))
            if key not in seen:
                seen.add(key)
                out.append((a, b))
        return out

    def validate(self, n: int) -> None:
        super().validate(n)
        if any(a == b for a, b in zip(self.cells, self.cells[1:])):
            raise ValueError("German whispers: a cell follows itself on the line")
        if not isinstance(self.gap, int) or isinstance(self.gap, bool) or not 0 <= self.gap <= n - 1:
            raise ValueError(f"German whispers: the gap must be 1 to {n - 1} (0 for the usual {(n + 1) // 2}), not {self.gap!r}")

    def variation(self, n: int) -> str:
        return f"neighbouring digits on a whispers line differ by at least {self.gap}" if self.gap else ""

    def describe(self, n: int) -> str:
        head = self.title if not self.gap else f"{self.title} (gap {self.gap})"
        return f"{head} on {', '.join(cell_name(i, n) for i in self.cells)}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        gap = self.min_gap(n)
        out = []
        for a, b in self.edges():
            da, db = values[a], values[b]
            if da and db and abs(da - db) < gap:
                out.append(
                    Violation(
                        "whispers", tuple(sorted((a, b))), None,
                        f"{da} in {cell_name(a, n)} and {db} in {cell_name(b, n)} are next to each other on a "
                        f"German whispers line but differ by less than {gap}",
                    )
                )
        if out:
            return out
        for i in dict.fromkeys(self.cells):
            d = values[i]
            if d and d - gap < 1 and d + gap > n:
                out.append(Violation("whispers", (i,), d, f"{d} in {cell_name(i, n)} has no digit at least {gap} away for its German whispers line"))
        return out

    def table(self, n: int) -> tuple[int, ...]:
        return _table(self.min_gap(n), n)

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        table = self.table(puzzle.size)
        changed = False
        for a, b in self.edges():
            r = prune_pair(masks, a, b, table)
            if r is None:
                return None
            changed = changed or r
        return changed

    def encode(self, enc: Encoder) -> None:
        table = self.table(enc.n)
        for a, b in self.edges():
            encode_support(enc, a, b, table)
