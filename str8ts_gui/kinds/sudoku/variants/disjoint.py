"""Disjoint groups: cells in the same place of each box (the top-left cell of every box, the
top-middle cell of every box, ...) hold different digits, so each such group of n cells holds
1..n once, like a row.

The n groups are more units of the board's geometry (:meth:`DisjointGroups.units`), as X-Sudoku's
diagonals are: the checker's repeats, hidden and naked singles, the human logic and the
encoding's exactly-once per digit all take them as they take a row. The rule needs the usual
boxes: on a jigsaw board (the puzzle has ``regions``) it has no meaning, so its checker says so
and it leaves no solution (the editor and the f-puzzles reader refuse the combination first).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.model import BOXES
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule

__all__ = ["DisjointGroups", "JIGSAW_MESSAGE", "disjoint_groups"]

JIGSAW_MESSAGE = "Disjoint groups need the usual boxes: this puzzle has jigsaw regions"


@lru_cache(maxsize=16)
def disjoint_groups(n: int) -> tuple[tuple[int, ...], ...]:
    """Group k (k = 0..n-1, the k-th place of a box read row by row): the k-th cell of every
    box, boxes in reading order. ValueError for a size without boxes."""
    if n not in BOXES:
        raise ValueError(f"Disjoint groups: a {n} x {n} board has no boxes")
    br, bc = BOXES[n]
    groups = []
    for k in range(n):
        dr, dc = divmod(k, bc)
        groups.append(tuple((R + dr) * n + C + dc for R in range(0, n, br) for C in range(0, n, bc)))
    return tuple(groups)


@rule
@dataclass(frozen=True)
class DisjointGroups(Constraint):
    rule = "disjoint"
    title = "Disjoint groups"
    is_global = True
    unit_word = "group"  # its units are named "group 1" .. "group n" (rules.extra_unit_names)

    def units(self, n: int) -> tuple[tuple[int, ...], ...]:
        return disjoint_groups(n) if n in BOXES else ()

    def validate(self, n: int) -> None:
        if n not in BOXES:
            sizes = ", ".join(str(s) for s in BOXES)
            raise ValueError(f"Disjoint groups need boxes: the board is {sizes} cells wide, not {n}")

    def describe(self, n: int) -> str:
        if n in BOXES:
            first = disjoint_groups(n)[0]
            return (
                f"Disjoint groups: cells in the same place of each box differ "
                f"(such as {', '.join(cell_name(i, n) for i in first[:3])}{', ...' if len(first) > 3 else ''})"
            )
        return "Disjoint groups: cells in the same place of each box differ"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        # repeats inside a group are the geometry's (named after the group's unit number)
        if puzzle.regions:
            return [Violation("disjoint_jigsaw", (), None, JIGSAW_MESSAGE)]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return None if puzzle.regions else False

    def encode(self, enc: Encoder) -> None:
        if enc.puzzle is not None and enc.puzzle.regions:
            enc.clause([])  # no meaning on a jigsaw: no solution
