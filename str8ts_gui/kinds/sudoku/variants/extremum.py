"""Minimum and maximum cells: a minimum cell holds a digit smaller than each of its orthogonal
neighbours, a maximum cell one larger than each of them; neighbours of the same kind are not
compared (as f-puzzles and the common solvers read a group of grey cells: "larger than any
orthogonally adjacent white cell"), so a wall of maximum cells only has to beat the cells
around it. :meth:`Extremum.compared` gives the neighbours that count.

Pruning: a minimum cell keeps the digits below the smallest of its neighbours' largest
candidates, and each neighbour keeps the digits above the cell's smallest candidate (the other
way round for a maximum). Encoding: the *conflict* encoding of :mod:`.pairs` per neighbour:
"not d here or not e there" for every e <= d (minimum) or e >= d (maximum).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.pairs import encode_forbidden

__all__ = ["Extremum", "neighbours"]


@lru_cache(maxsize=16)
def _neighbours(n: int) -> tuple[tuple[int, ...], ...]:
    out = []
    for i in range(n * n):
        r, c = divmod(i, n)
        out.append(tuple(j for j, ok in ((i - n, r > 0), (i - 1, c > 0), (i + 1, c < n - 1), (i + n, r < n - 1)) if ok))
    return tuple(out)


def neighbours(i: int, n: int) -> tuple[int, ...]:
    """The cells orthogonally touching cell ``i`` of an n x n board (above, left, right, below)."""
    return _neighbours(n)[i]


@lru_cache(maxsize=32)
def _forbidden(n: int, maximum: bool) -> tuple[int, ...]:
    """``table[d]``: the neighbour digits e that cannot stand beside d in the cell."""
    return (0, *(sum(1 << e for e in range(1, n + 1) if (e >= d if maximum else e <= d)) for d in range(1, n + 1)))


@rule
@dataclass(frozen=True)
class Extremum(Constraint):
    cell: int
    maximum: bool  # True: larger than each neighbour; False: smaller (a minimum cell)

    rule = "extremum"
    title = "Minimum/maximum cell"

    def area(self) -> tuple[int, ...]:
        return (self.cell,)

    @property
    def word(self) -> str:
        return "maximum" if self.maximum else "minimum"

    def validate(self, n: int) -> None:
        if not isinstance(self.cell, int) or isinstance(self.cell, bool):
            raise ValueError(f"Minimum/maximum cell: cell {self.cell!r} is not a cell number")
        super().validate(n)
        if not isinstance(self.maximum, bool):
            raise ValueError(f"Minimum/maximum cell: 'maximum' must be true or false, not {self.maximum!r}")

    def describe(self, n: int) -> str:
        return f"{self.word.capitalize()} cell {cell_name(self.cell, n)}"

    def compared(self, puzzle: Puzzle) -> tuple[int, ...]:
        """The neighbours this cell is compared with: those without a mark of the same kind."""
        same = {c.cell for c in puzzle.constraints if isinstance(c, Extremum) and c.maximum == self.maximum}
        return tuple(j for j in neighbours(self.cell, puzzle.size) if j not in same)

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        d = values[self.cell]
        near = self.compared(puzzle)
        if not d or not near:
            return []
        out = []
        here = cell_name(self.cell, n)
        for j in near:
            e = values[j]
            if e and (e >= d if self.maximum else e <= d):
                what = "larger" if self.maximum else "smaller"
                out.append(
                    Violation(
                        "extremum", tuple(sorted((self.cell, j))), d,
                        f"{d} in the {self.word} cell {here} is not {what} than {e} in {cell_name(j, n)}",
                    )
                )
        if not out and d == (1 if self.maximum else n):
            what = "larger than 1" if self.maximum else f"smaller than {n}"
            out.append(Violation("extremum", (self.cell,), d, f"the {self.word} cell {here} holds {d}, which is not {what}"))
        return out

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        i = self.cell
        near = self.compared(puzzle)
        if not near:
            return False
        changed = False
        mine = masks[i]
        if not mine or not all(masks[j] for j in near):
            return None  # a cell here has no digit left
        if self.maximum:
            # above every neighbour's smallest digit
            floor = max((masks[j] & -masks[j]).bit_length() - 1 for j in near)
            keep = mine & ~((1 << (floor + 1)) - 1)
        else:
            # below every neighbour's largest digit
            ceiling = min(masks[j].bit_length() - 1 for j in near)
            keep = mine & ((1 << ceiling) - 1)
        if not keep:
            return None
        if keep != mine:
            masks[i] = keep
            changed = True
        if self.maximum:
            top = keep.bit_length() - 1  # neighbours below the cell's largest digit
            allowed = (1 << top) - 1
        else:
            low = (keep & -keep).bit_length() - 1  # neighbours above the cell's smallest digit
            allowed = ~((1 << (low + 1)) - 1)
        for j in near:
            m = masks[j] & allowed
            if not m:
                return None
            if m != masks[j]:
                masks[j] = m
                changed = True
        return changed

    def encode(self, enc: Encoder) -> None:
        if enc.puzzle is None:
            raise ValueError("Minimum/maximum cell: the encoder needs the puzzle (to know the other marked cells)")
        table = _forbidden(enc.n, self.maximum)
        for j in self.compared(enc.puzzle):
            encode_forbidden(enc, self.cell, j, table)
