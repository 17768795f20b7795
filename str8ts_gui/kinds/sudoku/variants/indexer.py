"""Indexer cells (f-puzzles' ``rowindexer``, ``columnindexer`` and ``boxindexer``): the digit in
an indexer cell says where in its row, column or box a digit goes.

* column indexer: a digit v in column c of a row puts the digit c in column v of that row;
* row indexer: a digit v in row r of a column puts the digit r in row v of that column;
* box indexer: a digit v in the k-th cell of a box (its cells counted in reading order) puts the
  digit k in the v-th cell of that box (a jigsaw board: of its region).

Each instance is a group of indexer cells of one kind (one f-puzzles entry). Pruning: an
indexer cell keeps the digits v whose target cell can hold its number, and a target cell keeps
its indexer's number only while the indexer can still point at it. The encoding: "the indexer
holds v" if and only if "its target holds its number" (an indexer that would point at itself
can only hold its own number), two binary clauses per indexer cell and digit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, _neg, rule

__all__ = ["AXES", "Indexer"]

AXES = ("row", "column", "box")


def _regions(puzzle: Puzzle | None, n: int) -> tuple[int, ...]:
    from str8ts_gui.core.geometry import box_regions
    from str8ts_gui.kinds.sudoku.model import box_shape

    if puzzle is not None and puzzle.regions:
        return puzzle.regions
    return box_regions(n, *box_shape(n))


@rule
@dataclass(frozen=True)
class Indexer(Constraint):
    cells: tuple[int, ...]
    axis: str  # "row", "column" or "box"

    rule = "indexer"
    title = "Indexer cells"

    @property
    def needs_regions(self) -> bool:
        """A box indexer counts the cells of a box or region (refused beside chaos construction)."""
        return self.axis == "box"

    def validate(self, n: int) -> None:
        if not isinstance(self.cells, tuple) or not all(isinstance(i, int) and not isinstance(i, bool) for i in self.cells):
            raise ValueError(f"Indexer cells: 'cells' must be a list of cell numbers, not {self.cells!r}")
        super().validate(n)
        if not self.cells or len(set(self.cells)) != len(self.cells):
            raise ValueError("Indexer cells: needs one or more different cells")
        if self.axis not in AXES:
            raise ValueError(f"Indexer cells: 'axis' must be \"row\", \"column\" or \"box\", not {self.axis!r}")

    def describe(self, n: int) -> str:
        return f"{self.axis.capitalize()} indexer cells {', '.join(cell_name(i, n) for i in self.cells)}"

    def targets(self, puzzle: Puzzle | None, n: int) -> dict[int, tuple[int, tuple[int, ...]]]:
        """Per indexer cell: its number (the digit it puts) and, per digit v - 1, the cell v
        points at."""
        out = {}
        if self.axis == "box":
            regions = _regions(puzzle, n)
            members: dict[int, list[int]] = {}
            for i, g in enumerate(regions):
                members.setdefault(g, []).append(i)
        for c in self.cells:
            r, col = divmod(c, n)
            if self.axis == "column":
                out[c] = (col + 1, tuple(r * n + v for v in range(n)))
            elif self.axis == "row":
                out[c] = (r + 1, tuple(v * n + col for v in range(n)))
            else:
                box = members[regions[c]]
                out[c] = (box.index(c) + 1, tuple(box))
        return out

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        for c, (number, target) in self.targets(puzzle, n).items():
            v = values[c]
            if not v:
                continue
            t = target[v - 1]
            if values[t] and values[t] != number:
                msg = f"the {self.axis} indexer {cell_name(c, n)} ({v}) puts {number} in {cell_name(t, n)}, which holds {values[t]}"
                return [Violation("indexer", tuple(sorted({c, t})), values[t], msg)]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        n = puzzle.size
        changed = False
        for c, (number, target) in self.targets(puzzle, n).items():
            keep = 0
            for v in range(1, n + 1):
                if masks[c] >> v & 1:
                    t = target[v - 1]
                    if (t == c and v == number) or (t != c and masks[t] >> number & 1):
                        keep |= 1 << v
            if not keep:
                return None
            if keep != masks[c]:
                masks[c] = keep
                changed = True
            for v in range(1, n + 1):  # a target holds the number only if the indexer points at it
                t = target[v - 1]
                if t != c and masks[t] >> number & 1 and not masks[c] >> v & 1:
                    m = masks[t] & ~(1 << number)
                    if not m:
                        return None
                    masks[t] = m
                    changed = True
        return changed

    def encode(self, enc: Encoder) -> None:
        n = enc.n
        for c, (number, target) in self.targets(enc.puzzle, n).items():
            for v in range(1, n + 1):
                t = target[v - 1]
                x = enc.lit(c, v)
                if t == c:
                    if v != number:
                        enc.clause([_neg(x)])
                    continue
                y = enc.lit(t, number)
                enc.clause([_neg(x), y])
                enc.clause([x, _neg(y)])
