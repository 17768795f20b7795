"""Little killer sums: a clue outside the grid with an arrow along a diagonal; the digits on that
diagonal add up to the clue (they may repeat).

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

DIRECTIONS = {"DR": (1, 1), "DL": (1, -1), "UR": (-1, 1), "UL": (-1, -1)}


@rule
@dataclass(frozen=True)
class LittleKiller(Constraint):
    row: int  # the clue's position outside the grid: row and column from -1 to n
    col: int
    direction: str  # "DR", "DL", "UR" or "UL": where the arrow points
    total: int

    rule = "littlekiller"
    title = "Little killer"

    def diagonal(self, n: int) -> tuple[int, ...]:
        """The cells the arrow runs over."""
        dr, dc = DIRECTIONS[self.direction]
        r, c = self.row + dr, self.col + dc
        out = []
        while 0 <= r < n and 0 <= c < n:
            out.append(r * n + c)
            r, c = r + dr, c + dc
        return tuple(out)
