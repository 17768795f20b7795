"""XV: an X between two touching cells says they add up to 10, a V that they add up to 5.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class XV(Constraint):
    cells: tuple[int, ...]  # the two touching cells
    total: int  # 10 (X) or 5 (V)

    rule = "xv"
    title = "XV"
