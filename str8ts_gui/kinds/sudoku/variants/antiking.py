"""Anti-king: cells a chess king's move apart (touching diagonally) hold different digits.

Cells touching side by side share a row or a column and differ anyway, so the rule's pairs are
the diagonal neighbours. They are extra peers of the board's geometry (propagation takes a
placed digit out of them, :meth:`prune` has nothing left to do); the encoding is one binary
clause per diagonal pair and common candidate.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from str8ts_gui.core.geometry import king_neighbours
from str8ts_gui.kinds.sudoku.variants.antiknight import MoveRule
from str8ts_gui.kinds.sudoku.variants.base import rule

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
class AntiKing(MoveRule):
    rule = "antiking"
    title = "Anti-king"
    move = "king"
    move_pairs = staticmethod(king_pairs)
