"""Palindrome lines: the line reads the same from both ends.

TODO(variants): checker, pruning and encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.kinds.sudoku.variants.base import Constraint, rule

@rule
@dataclass(frozen=True)
class Palindrome(Constraint):
    cells: tuple[int, ...]

    rule = "palindrome"
    title = "Palindrome line"
