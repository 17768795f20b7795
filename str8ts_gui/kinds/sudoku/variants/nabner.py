"""Nabner lines: no two digits on the line are consecutive, and no digit repeats on it (as
SudokuSolver, f-puzzles' ``nabner``, defines them: any two cells of the line differ by at least 2,
wherever they stand on it). A line of k cells therefore holds k digits pairwise at least 2 apart:
on a 9 x 9 at most five cells (1, 3, 5, 7, 9).

Pruning: a decided cell's digit and its two neighbours leave every other cell of the line; then
the line's digits are one of the sets of k digits pairwise at least 2 apart, and each cell keeps
the digits of the sets that hold every decided digit and fit the line's candidates (as a renban
line's windows, :func:`.killer.prune_digit_sets`).

Encoding: the cells are pairwise different (peers); for each two cells, binary clauses forbidding
two digits less than 2 apart (SudokuSolver's weak links; complete for the rule).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, rule
from str8ts_gui.kinds.sudoku.variants.killer import prune_digit_sets
from str8ts_gui.kinds.sudoku.variants.pairs import encode_conflict, relation_table
from str8ts_gui.kinds.sudoku.variants.renban import LineRule

__all__ = ["NabnerLine", "spread_sets"]


@lru_cache(maxsize=64)
def _table(n: int) -> tuple[int, ...]:
    return relation_table(lambda d, e: abs(d - e) >= 2, n)


@lru_cache(maxsize=256)
def spread_sets(n: int, k: int) -> tuple[int, ...]:
    """Masks of every set of k digits of 1..n pairwise at least 2 apart."""
    out: list[int] = []

    def grow(start: int, left: int, mask: int) -> None:
        if not left:
            out.append(mask)
            return
        for d in range(start, n + 1 - 2 * (left - 1)):
            grow(d + 2, left - 1, mask | 1 << d)

    grow(1, k, 0)
    return tuple(out)


@rule
@dataclass(frozen=True)
class NabnerLine(LineRule):
    cells: tuple[int, ...]

    rule = "nabner"
    title = "Nabner line"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Nabner line: a cell is on the line twice")
        if len(self.cells) > n:
            raise ValueError(f"Nabner line: {len(self.cells)} cells cannot all differ on a {n} x {n} board")

    def peer_pairs(self, n: int):
        return combinations(self.cells, 2)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        placed = [(i, values[i]) for i in self.cells if values[i] and 1 <= values[i] <= n]
        out = []
        for x, (a, d) in enumerate(placed):
            for b, e in placed[x + 1:]:
                if d == e:
                    why = f"{d} appears twice on a nabner line: {cell_name(a, n)} and {cell_name(b, n)}"
                elif abs(d - e) == 1:
                    why = (f"{cell_name(a, n)} ({d}) and {cell_name(b, n)} ({e}) are on one nabner line "
                           f"but hold consecutive digits")
                else:
                    continue
                out.append(Violation("nabner", tuple(sorted((a, b))), None, why))
        return out

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        changed = False
        for a in self.cells:
            m = masks[a]
            if m & (m - 1):
                continue
            near = m | m << 1 | m >> 1
            for b in self.cells:
                if b != a and masks[b] & near:
                    masks[b] &= ~near
                    if not masks[b]:
                        return None
                    changed = True
        result = prune_digit_sets(self.cells, masks, spread_sets(puzzle.size, len(self.cells)))
        if result is None:
            return None
        return changed or result

    def encode(self, enc: Encoder) -> None:
        table = _table(enc.n)
        for a, b in combinations(self.cells, 2):
            encode_conflict(enc, a, b, table)
