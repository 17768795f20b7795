"""Extra regions (f-puzzles' ``extraregion``): the digits of an outlined group of cells all
differ; a group of n cells holds 1..n once, like a row.

A full-size region is one more unit of the board's geometry (:meth:`ExtraRegion.units`, named
``extra region 1``, ... by the checker), so singles, the human logic and the encoding's
exactly-once take it as they take a row; a smaller one makes its cells peers (they differ) and
its checker names a repeat, and its encoding is an at-most-one per digit.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule

__all__ = ["ExtraRegion"]


@rule
@dataclass(frozen=True)
class ExtraRegion(Constraint):
    cells: tuple[int, ...]

    rule = "extraregion"
    title = "Extra region"
    unit_word = "extra region"

    def validate(self, n: int) -> None:
        if not isinstance(self.cells, tuple) or not all(isinstance(i, int) and not isinstance(i, bool) for i in self.cells):
            raise ValueError(f"Extra region: 'cells' must be a list of cell numbers, not {self.cells!r}")
        super().validate(n)
        if not self.cells or len(set(self.cells)) != len(self.cells):
            raise ValueError("Extra region: needs one or more different cells")
        if len(self.cells) > n:
            raise ValueError(f"Extra region: {len(self.cells)} cells cannot all differ on a {n} x {n} board")

    def units(self, n: int) -> tuple[tuple[int, ...], ...]:
        return (tuple(self.cells),) if len(self.cells) == n else ()

    def peer_pairs(self, n: int):
        return combinations(self.cells, 2) if len(self.cells) < n else ()

    def describe(self, n: int) -> str:
        return f"Extra region on {', '.join(cell_name(i, n) for i in self.cells)} (digits differ)"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        if len(self.cells) == puzzle.size:
            return []  # a unit: the geometry's checker names its repeats
        where: dict[int, list[int]] = {}
        for i in self.cells:
            if values[i]:
                where.setdefault(values[i], []).append(i)
        for d, cells in sorted(where.items()):
            if len(cells) > 1:
                names = ", ".join(cell_name(i, puzzle.size) for i in sorted(cells))
                return [Violation("repeat", tuple(sorted(cells)), d, f"{d} appears twice in an extra region: {names}", "an extra region")]
        return []

    def encode(self, enc: Encoder) -> None:
        if len(self.cells) < enc.n:  # (a full one is a unit of the geometry: encoded with the rows)
            for d in range(1, enc.n + 1):
                enc.at_most_one(enc.lit(i, d) for i in self.cells)
