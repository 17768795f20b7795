"""Anti-knight: cells a chess knight's move apart hold different digits.

The knight pairs are extra peers of the board's geometry, so candidate propagation (singles)
already takes a placed digit out of the cells a knight's move away, and :meth:`prune` has
nothing left to do. Encoding: for every knight pair and common candidate d, the binary clause
``not (both hold d)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar, Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule

__all__ = ["AntiKnight", "MoveRule", "knight_pairs", "pair_violations"]

_KNIGHT = ((1, 2), (2, 1), (1, -2), (2, -1))  # the forward half of the moves: each pair once


@lru_cache(maxsize=32)
def knight_pairs(n: int) -> tuple[tuple[int, int], ...]:
    """Every pair ``(i, j)``, i < j, of cells a knight's move apart on an n x n board."""
    out = []
    for r in range(n):
        for c in range(n):
            for dr, dc in _KNIGHT:
                rr, cc = r + dr, c + dc
                if 0 <= rr < n and 0 <= cc < n:
                    out.append((r * n + c, rr * n + cc))
    return tuple(sorted(out))


def pair_violations(kind: str, pairs, values: Sequence[int], n: int, what: str) -> list[Violation]:
    """A violation for every pair of cells holding the same digit."""
    out = []
    for i, j in pairs:
        d = values[i]
        if d and d == values[j]:
            out.append(Violation(kind, (i, j), d, f"{cell_name(i, n)} and {cell_name(j, n)} both hold {d}, {what}"))
    return out


class MoveRule(Constraint):
    """The base of a global rule that no two cells a chess piece's move apart hold one digit:
    ``move`` names the piece, :meth:`move_pairs` gives the pairs of cells."""

    move: ClassVar[str] = ""  # "knight", "king"
    is_global = True

    @staticmethod
    def move_pairs(n: int) -> tuple[tuple[int, int], ...]:
        raise NotImplementedError

    def peer_pairs(self, n: int):
        return self.move_pairs(n)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        return pair_violations(self.move, self.move_pairs(n), values, n, f"a {self.move}'s move apart")

    def encode(self, enc: Encoder) -> None:
        for i, j in self.move_pairs(enc.n):
            enc.differ(i, j)


@rule
@dataclass(frozen=True)
class AntiKnight(MoveRule):
    rule = "antiknight"
    title = "Anti-knight"
    move = "knight"
    move_pairs = staticmethod(knight_pairs)
