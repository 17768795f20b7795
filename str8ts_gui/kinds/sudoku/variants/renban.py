"""Renban lines: the digits on a line differ and form a set of consecutive digits, in any order.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class Renban(Constraint):
    cells: tuple[int, ...]

    rule = "renban"
    title = "Renban line"
