"""Slow thermometers: digits never decrease from the bulb (the first cell) along the line; a
cell may repeat its predecessor's digit (where the Sudoku allows it: not in one row, column or
box).

Unlike a thermometer's, the cells need not differ, so a slow thermometer may be longer than the
board is wide, and it adds no peers.

Pruning: bounds along the line. Going up from the bulb a cell keeps the digits at least its
predecessor's lowest candidate, going down from the tip the digits at most its successor's
highest; where two consecutive cells are peers in the puzzle's geometry (one row, column, box
or region: they differ) the bound is strict, as on a thermometer.

Encoding: for each two consecutive cells a, b and digits d > e, the binary clause
``not (a = d and b = e)`` (the conflict encoding of :mod:`.pairs`); with the Sudoku's own
clauses, unit propagation gives the same bounds.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, rule
from str8ts_gui.kinds.sudoku.variants.pairs import encode_conflict, relation_table
from str8ts_gui.kinds.sudoku.variants.renban import LineRule

__all__ = ["SlowThermometer"]


@lru_cache(maxsize=16)
def _rising(n: int) -> tuple[int, ...]:
    """``table[d]``: the digits the next cell may hold after d (d and above)."""
    return relation_table(lambda d, e: e >= d, n)


@rule
@dataclass(frozen=True)
class SlowThermometer(LineRule):
    cells: tuple[int, ...]  # bulb first

    rule = "slowthermo"
    title = "Slow thermometer"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Slow thermometer: a cell is on the line twice")

    def describe(self, n: int) -> str:
        return f"Slow thermometer from {cell_name(self.cells[0], n)} on {', '.join(cell_name(i, n) for i in self.cells)}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        placed = [(i, values[i]) for i in self.cells if values[i]]
        for (i1, d1), (i2, d2) in zip(placed, placed[1:]):
            if d2 < d1:
                k1, k2 = self.cells.index(i1), self.cells.index(i2)
                if k2 == k1 + 1:
                    msg = f"{cell_name(i2, n)} ({d2}) is below {cell_name(i1, n)} ({d1}) on a slow thermometer"
                else:
                    msg = (
                        f"{cell_name(i2, n)} ({d2}) is below {cell_name(i1, n)} ({d1}), further down the same "
                        "slow thermometer"
                    )
                return [Violation("slowthermo", tuple(sorted((i1, i2))), None, msg)]
        return self._check_rises(puzzle, values)

    def _check_rises(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        """Where two cells in a row on the line must differ (peers), the digit rises: placed
        digits too close for the rises between them, or without room for the rises before or
        after them (a 9 on the bulb of a slow thermometer along a row)."""
        n = puzzle.size
        cells = self.cells
        rises = [0]  # rises[k]: the steps before cell k that must rise
        for strict in self._strict(puzzle):
            rises.append(rises[-1] + strict)
        placed = [(k, cells[k], values[cells[k]]) for k in range(len(cells)) if values[cells[k]]]
        for (k1, i1, d1), (k2, i2, d2) in zip(placed, placed[1:]):
            need = rises[k2] - rises[k1]
            if d2 - d1 < need:
                msg = (
                    f"{cell_name(i1, n)} ({d1}) and {cell_name(i2, n)} ({d2}) are too close on a slow thermometer: "
                    f"it must rise {_times(need)} between them (where its cells must differ)"
                )
                return [Violation("slowthermo", tuple(sorted((i1, i2))), None, msg)]
        for k, i, d in placed:
            before, after = rises[k], rises[-1] - rises[k]
            if d - before < 1:
                msg = f"{cell_name(i, n)} ({d}) leaves no room on a slow thermometer that must rise {_times(before)} before it"
                return [Violation("slowthermo", (i,), d, msg + " (where its cells must differ)")]
            if d + after > n:
                msg = f"{cell_name(i, n)} ({d}) leaves no room on a slow thermometer that must rise {_times(after)} after it"
                return [Violation("slowthermo", (i,), d, msg + " (where its cells must differ)")]
        return []

    def _strict(self, puzzle: Puzzle) -> list[bool]:
        """Per step k (cells k and k+1): True when the two cells are peers (so they differ)."""
        from str8ts_gui.kinds.sudoku.model import puzzle_geometry  # the model imports the rules

        peers = puzzle_geometry(puzzle).peers
        return [b in peers[a] for a, b in zip(self.cells, self.cells[1:])]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        cells = self.cells
        strict = self._strict(puzzle)
        changed = False
        low = 0  # digits below ``low`` are out for the next cell
        for k, i in enumerate(cells):
            m = masks[i] & ~((1 << low) - 1)
            if not m:
                return None
            if m != masks[i]:
                masks[i] = m
                changed = True
            low = (m & -m).bit_length() - 1 + (1 if k < len(strict) and strict[k] else 0)
        high = 1 << 62  # digits above ``high`` are out for the previous cell
        for k in range(len(cells) - 1, -1, -1):
            i = cells[k]
            m = masks[i] & ((2 << high) - 1 if high < 62 else -1)
            if not m:
                return None
            if m != masks[i]:
                masks[i] = m
                changed = True
            high = m.bit_length() - 1 - (1 if k >= 1 and strict[k - 1] else 0)
            if high < 0:
                return None
        return changed

    def encode(self, enc: Encoder) -> None:
        table = _rising(enc.n)
        for a, b in zip(self.cells, self.cells[1:]):
            encode_conflict(enc, a, b, table)


def _times(count: int) -> str:
    return "once" if count == 1 else "twice" if count == 2 else f"{count} times"
