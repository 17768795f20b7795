"""German whispers: neighbours along the line differ by at least ``gap`` (5 on a 9 x 9; by default
half the size, rounded up).

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class Whispers(Constraint):
    cells: tuple[int, ...]
    gap: int = 0  # 0: (n + 1) // 2

    rule = "whispers"
    title = "German whispers"
