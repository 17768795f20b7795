"""Anti-knight: cells a chess knight's move apart hold different digits.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class AntiKnight(Constraint):
    rule = "antiknight"
    title = "Anti-knight"
    is_global = True
