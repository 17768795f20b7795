"""Clones: two groups of cells of the same size; the k-th cell of one holds the same digit as
the k-th cell of the other (the groups are shaded alike).

Pruning gives both cells of each pair the digits they share. Encoding: for each pair and digit
d, "d here" and "d there" are equivalent (two binary clauses; a digit only one of the two cells
can hold is forbidden in the other).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.pairs import check_cells, neg

__all__ = ["Clone"]


@rule
@dataclass(frozen=True)
class Clone(Constraint):
    cells: tuple[int, ...]  # the first group
    clones: tuple[int, ...]  # the second group, in the same order: clones[k] copies cells[k]

    rule = "clone"
    title = "Clone"

    def area(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(self.cells + self.clones))

    def pairs(self) -> tuple[tuple[int, int], ...]:
        return tuple(zip(self.cells, self.clones))

    def validate(self, n: int) -> None:
        check_cells("Clone", self.cells)
        check_cells("Clone", self.clones)
        super().validate(n)
        if not self.cells:
            raise ValueError("Clone: needs one or more cells")
        if len(self.cells) != len(self.clones):
            raise ValueError(f"Clone: the groups have {len(self.cells)} and {len(self.clones)} cells, not the same number")
        for group in (self.cells, self.clones):
            if len(set(group)) != len(group):
                raise ValueError("Clone: a cell is in one group twice")
        for a, b in self.pairs():
            if a == b:
                raise ValueError(f"Clone: cell {a} would be its own clone")

    def describe(self, n: int) -> str:
        first = ", ".join(cell_name(i, n) for i in self.cells)
        second = ", ".join(cell_name(i, n) for i in self.clones)
        return f"Clone of {first} on {second}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        out = []
        for a, b in self.pairs():
            da, db = values[a], values[b]
            if da and db and da != db:
                out.append(Violation(
                    "clone", tuple(sorted((a, b))), None,
                    f"{cell_name(a, n)} ({da}) and its clone {cell_name(b, n)} ({db}) hold different digits",
                ))
        return out

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        changed = False
        again = True
        while again:  # pairs can chain when the groups overlap
            again = False
            for a, b in self.pairs():
                both = masks[a] & masks[b]
                if not both:
                    return None
                if masks[a] != both or masks[b] != both:
                    masks[a] = masks[b] = both
                    changed = again = True
        return changed

    def encode(self, enc: Encoder) -> None:
        for a, b in self.pairs():
            for x, y in ((a, b), (b, a)):
                for d in enc.digits(x):
                    enc.clause([neg(enc.lit(x, d)), enc.lit(y, d)])
