"""Little killer sums: a clue outside the grid with an arrow along a diagonal; the digits on that
diagonal add up to the clue (they may repeat).

The clue stands outside the board, so :meth:`LittleKiller.area` is empty (it has no size to
find its cells from); :meth:`LittleKiller.diagonal` gives the cells for a board size. The rule
is one linear sum (:mod:`.sums`) of the diagonal's cells: pruning keeps exactly the candidates
some way of making the total uses, and the encoding is the layered diagram of partial sums.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.sums import encode_linear, prune_linear

__all__ = ["DIRECTIONS", "LittleKiller"]

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

    def validate(self, n: int) -> None:
        if not isinstance(self.direction, str) or self.direction not in DIRECTIONS:
            raise ValueError(f"Little killer: direction {self.direction!r} is not one of {', '.join(DIRECTIONS)}")
        for name, v in (("row", self.row), ("column", self.col)):
            if not isinstance(v, int) or isinstance(v, bool) or not -1 <= v <= n:
                raise ValueError(f"Little killer: {name} {v!r} is not from -1 to {n}")
        if 0 <= self.row < n and 0 <= self.col < n:
            raise ValueError(f"Little killer: the clue at row {self.row}, column {self.col} is inside the board")
        super().validate(n)
        cells = self.diagonal(n)
        if not cells:
            raise ValueError(f"Little killer: the arrow at row {self.row}, column {self.col} points {self.direction} off the board")
        if not isinstance(self.total, int) or isinstance(self.total, bool) or not len(cells) <= self.total <= n * len(cells):
            raise ValueError(f"Little killer: sum {self.total!r} is not from {len(cells)} to {n * len(cells)} for {len(cells)} cells")

    def describe(self, n: int) -> str:
        cells = self.diagonal(n)
        return f"Little killer {self.total} on {', '.join(cell_name(i, n) for i in cells)}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        cells = self.diagonal(n)
        if not cells:
            return []
        placed = sum(values[i] for i in cells)
        empty = sum(1 for i in cells if not values[i])
        where = f"the little killer diagonal from {cell_name(cells[0], n)}"
        if not empty:
            if placed == self.total:
                return []
            msg = f"{where} adds up to {placed}, not {self.total}"
        elif placed + empty <= self.total <= placed + n * empty:
            return []  # digits may repeat, so every sum in that range can be made
        else:
            msg = f"{where} cannot be completed to add up to {self.total}"
        return [Violation("little_killer_sum", tuple(sorted(cells)), None, msg)]

    def terms(self, n: int) -> list[tuple[int, int]]:
        return [(i, 1) for i in self.diagonal(n)]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return prune_linear(self.terms(puzzle.size), self.total, masks)

    def encode(self, enc: Encoder) -> None:
        encode_linear(enc, self.terms(enc.n), self.total)
