"""Zipper lines: cells equally far from the line's centre add up to the same total; on a line of
odd length that total is the centre cell's digit (an even line's centre is between two cells,
which are a pair too).

Pruning: the totals every pair can make (and, odd, the centre's candidates) are intersected;
each cell keeps the digits that make one of them with a digit of its partner, the centre the
totals left.

Encoding: one selector per possible total, exactly one true (for an odd line the centre cell's
"holds t" literals are the selectors: the cell holds exactly one digit). For each pair (a, b),
selector t and digit d of a: "total t and a holds d" implies b holds t - d (and the other way
round); support clauses say a digit of a implies one of the totals it can be part of.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, _neg, rule
from str8ts_gui.kinds.sudoku.variants.renban import LineRule
from str8ts_gui.kinds.sudoku.variants.sums import mask_digits

__all__ = ["ZipperLine", "pair_sums"]


def pair_sums(ma: int, mb: int) -> int:
    """Bit set of the sums a digit of mask ``ma`` and one of ``mb`` can make."""
    acc = 0
    for d in mask_digits(ma):
        acc |= mb << d
    return acc


@rule
@dataclass(frozen=True)
class ZipperLine(LineRule):
    cells: tuple[int, ...]

    rule = "zipper"
    title = "Zipper line"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Zipper line: a cell is on the line twice")

    def pairs(self) -> list[tuple[int, int]]:
        """The cells equally far from the centre, from the ends inwards."""
        cells = self.cells
        return [(cells[k], cells[-1 - k]) for k in range(len(cells) // 2)]

    def centre(self) -> int | None:
        """The centre cell of an odd line (None for an even one)."""
        return self.cells[len(self.cells) // 2] if len(self.cells) % 2 else None

    def describe(self, n: int) -> str:
        base = super().describe(n)
        mid = self.centre()
        return f"{base} (centre {cell_name(mid, n)})" if mid is not None else base

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        mid = self.centre()
        known: tuple[tuple[int, ...], int, str] | None = None  # cells, total, what sets it
        if mid is not None and values[mid]:
            known = ((mid,), values[mid], f"the centre {cell_name(mid, n)}")
        for a, b in self.pairs():
            da, db = values[a], values[b]
            if da and db:
                what = f"{cell_name(a, n)} + {cell_name(b, n)} ({da} + {db} = {da + db})"
                if known is None:
                    known = ((a, b), da + db, what)
                elif da + db != known[1]:
                    return [
                        Violation(
                            "zipper", tuple(sorted({*known[0], a, b})), None,
                            f"on a zipper line {what} and {known[2]} ({known[1]}) differ",
                        )
                    ]
        if known is None:
            return []
        cells, total, what = known
        for a, b in self.pairs():
            for x, y in ((a, b), (b, a)):
                dx = values[x]
                if dx and not values[y] and not 1 <= total - dx <= n:
                    return [
                        Violation(
                            "zipper", tuple(sorted({*cells, x})), dx,
                            f"on a zipper line {cell_name(x, n)} ({dx}) leaves no digit for {cell_name(y, n)} "
                            f"to make {total}, as {what}",
                        )
                    ]
        if mid is not None and not values[mid] and total > n:  # (two outer digits make it)
            return [
                Violation(
                    "zipper", tuple(sorted({*cells, mid})), None,
                    f"on a zipper line {what} leaves no digit for the centre {cell_name(mid, n)} to match",
                )
            ]
        if total < 2:  # a centre 1: no two digits add up to it
            return [Violation("zipper", cells, total, f"on a zipper line no two digits add up to {total}, as {what} says")]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        pairs = self.pairs()
        mid = self.centre()
        totals = masks[mid] if mid is not None else -1
        for a, b in pairs:
            totals &= pair_sums(masks[a], masks[b])
        if not totals:
            return None
        changed = False
        if mid is not None and masks[mid] != totals:
            masks[mid] = totals
            changed = True
        for a, b in pairs:
            for x, y in ((a, b), (b, a)):
                keep = 0
                for d in mask_digits(masks[x]):
                    if (masks[y] << d) & totals:
                        keep |= 1 << d
                if not keep:
                    return None
                if keep != masks[x]:
                    masks[x] = keep
                    changed = True
        return changed

    def encode(self, enc: Encoder) -> None:
        pairs = self.pairs()
        mid = self.centre()
        totals = sum(1 << d for d in enc.digits(mid)) if mid is not None else -1
        for a, b in pairs:
            totals &= pair_sums(sum(1 << d for d in enc.digits(a)), sum(1 << d for d in enc.digits(b)))
        values = mask_digits(totals) if totals > 0 else []
        if not values:
            enc.clause([])
            return
        if mid is not None:
            sel: dict[int, int | bool] = {t: enc.lit(mid, t) for t in values}
            for d in enc.digits(mid):
                if d not in sel:
                    enc.clause([_neg(enc.lit(mid, d))])
        elif len(values) == 1:
            sel = {values[0]: True}
        else:
            sel = {t: enc.new_var() for t in values}
            enc.clause(list(sel.values()))
            enc.at_most_one(list(sel.values()))
        for a, b in pairs:
            for x, y in ((a, b), (b, a)):
                for d in enc.digits(x):
                    lx = enc.lit(x, d)
                    if lx is False:
                        continue
                    ways = []
                    for t, s in sel.items():
                        ly = enc.lit(y, t - d) if 1 <= t - d <= enc.n else False
                        enc.clause([_neg(s), _neg(lx), ly])
                        if ly is not False:
                            ways.append(s)
                    enc.clause([_neg(lx), *ways])
