"""Arrows: the digits on the arrow's line add up to the number in its circle (the bulb). A bulb
of two or more cells reads as a number, digit by digit in the order of ``bulb`` (r1c1 r1c2 holding
1 and 5 read 15; on boards with digits above 9 the bulb's value is still
``sum(digit * 10 ** place)``). Digits on the line may repeat unless another rule forbids it.

The rule is one linear sum (:mod:`.sums`): each line cell with weight 1 and bulb cell k of m
with weight ``-10 ** (m - 1 - k)``, adding up to 0. Pruning keeps exactly the candidates that
some way of making the sum uses (forward and backward reachable partial sums); the encoding is
the layered diagram of those partial sums (bulb first, then the line), a few dozen helper
variables per arrow instead of a pseudo-Boolean adder.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name, full_mask
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.sums import encode_linear, feasible_linear, prune_linear

__all__ = ["Arrow"]


@rule
@dataclass(frozen=True)
class Arrow(Constraint):
    bulb: tuple[int, ...]  # the circle: one cell, or several read as one number
    line: tuple[int, ...]  # the arrow's cells, from the bulb outwards

    rule = "arrow"
    title = "Arrow"

    def area(self) -> tuple[int, ...]:
        return self.bulb + self.line

    def validate(self, n: int) -> None:
        for name, cells in (("bulb", self.bulb), ("line", self.line)):
            if not isinstance(cells, tuple) or not all(isinstance(i, int) and not isinstance(i, bool) for i in cells):
                raise ValueError(f"Arrow: {name!r} must be a list of cell numbers, not {cells!r}")
        super().validate(n)
        if not self.bulb or not self.line:
            raise ValueError("Arrow: needs a bulb and one or more line cells")
        if len(set(self.area())) != len(self.area()):
            raise ValueError("Arrow: a cell is used twice")

    def describe(self, n: int) -> str:
        bulb = "+".join(cell_name(i, n) for i in self.bulb)
        return f"Arrow from {bulb} along {', '.join(cell_name(i, n) for i in self.line)}"

    def terms(self) -> list[tuple[int, int]]:
        """The sum as ``(cell, weight)`` terms adding up to 0."""
        m = len(self.bulb)
        return [(i, -(10 ** (m - 1 - k))) for k, i in enumerate(self.bulb)] + [(i, 1) for i in self.line]

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        area = self.area()
        if all(values[i] for i in area):
            number = -sum(w * values[i] for i, w in self.terms()[: len(self.bulb)])
            total = sum(values[i] for i in self.line)
            if total == number:
                return []
            msg = f"the arrow from {cell_name(self.bulb[0], n)} adds up to {total}, not {number}"
        else:
            full = full_mask(n)
            masks = {i: (1 << values[i]) if values[i] else full for i in area}
            if feasible_linear(self.terms(), 0, masks):
                return []
            msg = f"the arrow from {cell_name(self.bulb[0], n)} cannot be completed to add up to its circle"
        return [Violation("arrow_sum", tuple(sorted(area)), None, msg)]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return prune_linear(self.terms(), 0, masks)

    def encode(self, enc: Encoder) -> None:
        encode_linear(enc, self.terms(), 0)
