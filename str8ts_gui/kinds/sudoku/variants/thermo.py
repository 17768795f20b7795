"""Thermometers: digits strictly increase from the bulb (the first cell) along the line.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class Thermometer(Constraint):
    cells: tuple[int, ...]  # bulb first

    rule = "thermo"
    title = "Thermometer"
