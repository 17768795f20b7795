"""Anti-king: cells a chess king's move apart (touching diagonally) hold different digits.

Cells touching side by side share a row or a column and differ anyway, so the rule's pairs are
the diagonal neighbours. They are extra peers of the board's geometry (propagation takes a
placed digit out of them, :meth:`prune` has nothing left to do); the encoding is one binary
clause per diagonal pair and common candidate.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.geometry import king_neighbours
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.antiknight import pair_violations
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule

__all__ = ["AntiKing", "king_pairs"]


@lru_cache(maxsize=32)
def king_pairs(n: int) -> tuple[tuple[int, int], ...]:
    """Every pair ``(i, j)``, i < j, of diagonally touching cells on an n x n board."""
    out = []
    for i, near in enumerate(king_neighbours(n, n)):
        for j in near:
            if i < j and i // n != j // n and i % n != j % n:
                out.append((i, j))
    return tuple(out)


@rule
@dataclass(frozen=True)
class AntiKing(Constraint):
    rule = "antiking"
    title = "Anti-king"
    is_global = True

    def peer_pairs(self, n: int):
        return king_pairs(n)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        return pair_violations("king", king_pairs(n), values, n, "a king's move apart")

    def encode(self, enc: Encoder) -> None:
        for i, j in king_pairs(enc.n):
            enc.differ(i, j)
