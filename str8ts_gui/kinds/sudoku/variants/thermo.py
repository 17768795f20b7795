"""Thermometers: digits strictly increase from the bulb (the first cell) along the line.

The cells of a thermometer all differ (they are peers). Pruning keeps every cell within the
range its neighbours leave it: going up from the bulb a cell is above its predecessor's lowest
candidate, going down from the tip below its successor's highest one (so cell k of a length-L
thermometer on an n x n board holds k + 1 to n - L + k + 1 at most). That range reasoning is
complete for a single thermometer: every digit it keeps is in some rising sequence.

Encoding: for each two consecutive cells a, b and digits d >= e, the binary clause
``not (a = d and b = e)``; chained through the line these give the same ranges by unit
propagation.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, _neg, rule

__all__ = ["Thermometer"]


@rule
@dataclass(frozen=True)
class Thermometer(Constraint):
    cells: tuple[int, ...]  # bulb first

    rule = "thermo"
    title = "Thermometer"

    def validate(self, n: int) -> None:
        if not isinstance(self.cells, tuple) or not all(isinstance(i, int) and not isinstance(i, bool) for i in self.cells):
            raise ValueError(f"Thermometer: 'cells' must be a list of cell numbers, not {self.cells!r}")
        super().validate(n)
        if len(self.cells) < 2 or len(set(self.cells)) != len(self.cells):
            raise ValueError("Thermometer: needs two or more different cells")
        if len(self.cells) > n:
            raise ValueError(f"Thermometer: {len(self.cells)} cells cannot rise on a {n} x {n} board (digits 1 to {n})")

    def describe(self, n: int) -> str:
        return f"Thermometer from {cell_name(self.cells[0], n)} on {', '.join(cell_name(i, n) for i in self.cells)}"

    def peer_pairs(self, n: int):
        return combinations(self.cells, 2)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        cells = self.cells
        length = len(cells)
        placed = [(k, cells[k], values[cells[k]]) for k in range(length) if values[cells[k]]]
        # two placed digits too close (or falling) for the cells between them
        for (k1, i1, d1), (k2, i2, d2) in zip(placed, placed[1:]):
            if d2 - d1 < k2 - k1:
                if k2 == k1 + 1:
                    msg = f"{cell_name(i2, n)} ({d2}) is not above {cell_name(i1, n)} ({d1}) on a thermometer"
                else:
                    msg = (
                        f"{cell_name(i1, n)} ({d1}) and {cell_name(i2, n)} ({d2}) leave no rising digits "
                        f"for the {k2 - k1 - 1} thermometer cells between them"
                    )
                return [Violation("thermo", tuple(sorted((i1, i2))), None, msg)]
        # a placed digit without room below or above it
        for k, i, d in placed:
            if d < k + 1:
                return [Violation("thermo", (i,), d, f"{cell_name(i, n)} ({d}) needs {k} smaller digits below it on a thermometer")]
            if d > n - (length - 1 - k):
                more = length - 1 - k
                return [Violation("thermo", (i,), d, f"{cell_name(i, n)} ({d}) needs {more} larger digits above it on a thermometer")]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        cells = self.cells
        changed = False
        low = 0  # the lowest digit the previous cell can hold (0 before the bulb)
        for i in cells:
            m = masks[i] & ~((2 << low) - 1)  # digits above ``low``
            if not m:
                return None
            if m != masks[i]:
                masks[i] = m
                changed = True
            low = (m & -m).bit_length() - 1
        below = -1  # digits below the highest one the next cell can hold (all after the tip)
        for i in reversed(cells):
            m = masks[i] & below
            if not m:
                return None
            if m != masks[i]:
                masks[i] = m
                changed = True
            below = (1 << (m.bit_length() - 1)) - 1
        return changed

    def encode(self, enc: Encoder) -> None:
        for a, b in zip(self.cells, self.cells[1:]):
            for d in enc.digits(a):
                xa = enc.lit(a, d)
                for e in enc.digits(b):
                    if e <= d:
                        enc.clause([_neg(xa), _neg(enc.lit(b, e))])
