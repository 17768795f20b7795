"""Palindrome lines: the line reads the same from both ends.

The k-th cell from one end holds the same digit as the k-th cell from the other end (the
middle cell of an odd line is free). Encoding: for each mirrored pair and digit d, "d here"
and "d there" are equivalent (two binary clauses; a digit only one of the two cells can hold
is forbidden in the other). Pruning gives both cells of a pair the digits they share.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, rule
from str8ts_gui.kinds.sudoku.variants.pairs import neg
from str8ts_gui.kinds.sudoku.variants.renban import LineRule

__all__ = ["Palindrome"]


@rule
@dataclass(frozen=True)
class Palindrome(LineRule):
    cells: tuple[int, ...]

    rule = "palindrome"
    title = "Palindrome line"

    def mirrored(self) -> list[tuple[int, int]]:
        """The pairs of cells at mirrored positions (different cells, each pair once)."""
        cells = self.cells
        out: list[tuple[int, int]] = []
        for k in range(len(cells) // 2):
            a, b = cells[k], cells[-1 - k]
            if a != b and (a, b) not in out and (b, a) not in out:
                out.append((a, b))
        return out

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        out = []
        for a, b in self.mirrored():
            da, db = values[a], values[b]
            if da and db and da != db:
                out.append(
                    Violation(
                        "palindrome", tuple(sorted((a, b))), None,
                        f"{cell_name(a, n)} and {cell_name(b, n)} mirror each other on a palindrome line but hold {da} and {db}",
                    )
                )
        return out

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        changed = False
        for a, b in self.mirrored():
            both = masks[a] & masks[b]
            if not both:
                return None
            if masks[a] != both or masks[b] != both:
                masks[a] = masks[b] = both
                changed = True
        return changed

    def encode(self, enc: Encoder) -> None:
        for a, b in self.mirrored():
            for x, y in ((a, b), (b, a)):
                for d in enc.digits(x):
                    enc.clause([neg(enc.lit(x, d)), enc.lit(y, d)])
