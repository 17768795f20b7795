"""Arrows: the digits on the arrow's line add up to the number in its circle (the bulb). A bulb
of two or more cells reads as a number, digit by digit in the order of ``bulb`` (r1c1 r1c2 holding
1 and 5 read 15). Digits on the line may repeat unless another rule forbids it.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class Arrow(Constraint):
    bulb: tuple[int, ...]  # the circle: one cell, or several read as one number
    line: tuple[int, ...]  # the arrow's cells, from the bulb outwards

    rule = "arrow"
    title = "Arrow"

    def area(self) -> tuple[int, ...]:
        return self.bulb + self.line
