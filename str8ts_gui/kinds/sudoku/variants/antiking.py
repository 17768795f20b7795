"""Anti-king: cells a chess king's move apart (touching diagonally) hold different digits.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class AntiKing(Constraint):
    rule = "antiking"
    title = "Anti-king"
    is_global = True
