"""Non-consecutive: orthogonally touching cells never hold consecutive digits.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class NonConsecutive(Constraint):
    rule = "nonconsecutive"
    title = "Non-consecutive"
    is_global = True
