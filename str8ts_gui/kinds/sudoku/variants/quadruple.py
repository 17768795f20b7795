"""Quadruples: a circle on the corner where four cells of a 2 x 2 square meet, holding one to
four digits; each digit in the circle appears among those four cells (a digit written twice
appears at least twice). Other digits may fill the cells the circle leaves over.

``cells`` are the four cells (top-left, top-right, bottom-left, bottom-right), ``values`` the
digits of the circle, ascending.

Pruning: digits of the circle that need as many cells in all as the four cells have places for
them keep those places to themselves (a digit needed m times with m places goes in all of them);
when the digits still needed fill every open cell, those cells keep only the needed digits. Encoding: "at least m of the four cells hold d" as one clause per set of
5 - m cells (m = 1: one clause over the four cells; m = 2: no three cells all without d).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule

__all__ = ["Quadruple", "corner_cells"]


def corner_cells(row: int, col: int, n: int) -> tuple[int, ...]:
    """The four cells around the inner corner below and right of cell (row, col): top-left,
    top-right, bottom-left, bottom-right. ValueError when that is no inner corner."""
    if not (0 <= row < n - 1 and 0 <= col < n - 1):
        raise ValueError(f"Quadruple: r{row + 1}c{col + 1} has no corner with four cells below and right of it")
    top = row * n + col
    return (top, top + 1, top + n, top + n + 1)


def _digits_words(values: Sequence[int]) -> str:
    return ", ".join(str(d) for d in values)


@rule
@dataclass(frozen=True)
class Quadruple(Constraint):
    cells: tuple[int, ...]  # the 2 x 2 square, top-left first
    values: tuple[int, ...]  # the digits in the circle (a digit may be listed twice)

    rule = "quadruple"
    title = "Quadruple"

    def __post_init__(self) -> None:
        # one order for cells and digits, so equal circles compare equal whatever order a file
        # listed them in (anything that is not a list of numbers is left for validate to name)
        for name in ("cells", "values"):
            value = getattr(self, name)
            if isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
                object.__setattr__(self, name, tuple(sorted(value)))

    def validate(self, n: int) -> None:
        for name, value in (("cells", self.cells), ("values", self.values)):
            if not isinstance(value, tuple) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
                raise ValueError(f"Quadruple: {name!r} must be a list of whole numbers, not {value!r}")
        super().validate(n)
        if len(self.cells) != 4:
            raise ValueError(f"Quadruple: needs the four cells of a 2 x 2 square, not {len(self.cells)} cell{'s' if len(self.cells) != 1 else ''}")
        r, c = divmod(min(self.cells), n)
        if c == n - 1 or r == n - 1 or sorted(self.cells) != list(corner_cells(r, c, n)):
            raise ValueError(f"Quadruple: {', '.join(cell_name(i, n) for i in self.cells)} are not a 2 x 2 square")
        if not 1 <= len(self.values) <= 4:
            raise ValueError(f"Quadruple: the circle holds 1 to 4 digits, not {len(self.values)}")
        for d in self.values:
            if not 1 <= d <= n:
                raise ValueError(f"Quadruple: {d} is not a digit 1-{n}")
        for d, m in Counter(self.values).items():
            if m > 2:
                raise ValueError(f"Quadruple: {d} cannot appear {m} times in a 2 x 2 square (at most twice)")

    def needs(self) -> dict[int, int]:
        """digit -> how many of the four cells must hold it at least."""
        return dict(Counter(self.values))

    def describe(self, n: int) -> str:
        where = ", ".join(cell_name(i, n) for i in self.cells)
        return f"Quadruple {_digits_words(self.values)} on {where}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        placed = [values[i] for i in self.cells]
        have = Counter(d for d in placed if d)
        empty = placed.count(0)
        short = {d: m - have[d] for d, m in self.needs().items() if have[d] < m}
        missing = sum(short.values())
        if missing <= empty:
            return []
        words = ", ".join(f"{d}" if k == 1 else f"{d} ({k} more times)" for d, k in sorted(short.items()))
        where = ", ".join(cell_name(i, n) for i in self.cells)
        if empty:
            why = f"has room for {empty} more digit{'s' if empty > 1 else ''} but still needs {words}"
        else:
            why = f"lacks {words}"
        return [
            Violation(
                "quadruple", tuple(sorted(self.cells)), min(short),
                f"the quadruple {_digits_words(self.values)} on {where} {why}",
            )
        ]

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        cells = self.cells
        needs = self.needs()
        digits = sorted(needs)
        changed = False
        again = True
        while again:
            again = False
            # digits needing as many cells in all as they have places: those places hold only them
            for k in range(1, 1 << len(digits)):
                subset = [digits[b] for b in range(len(digits)) if k >> b & 1]
                keep = sum(1 << d for d in subset)
                places = [i for i in cells if masks[i] & keep]
                need = sum(needs[d] for d in subset)
                if len(places) < need:
                    return None
                if len(places) == need:
                    for i in places:
                        if masks[i] & ~keep:
                            masks[i] &= keep
                            changed = again = True
            # the digits still needed fill every open cell: those cells keep only them
            decided = Counter(masks[i].bit_length() - 1 for i in cells if masks[i] & (masks[i] - 1) == 0)
            open_cells = [i for i in cells if masks[i] & (masks[i] - 1)]
            still = {d: m - decided[d] for d, m in needs.items() if decided[d] < m}
            if sum(still.values()) > len(open_cells):
                return None
            if still and sum(still.values()) == len(open_cells):
                keep = sum(1 << d for d in still)
                for i in open_cells:
                    m = masks[i] & keep
                    if not m:
                        return None
                    if m != masks[i]:
                        masks[i] = m
                        changed = again = True
        return changed

    def encode(self, enc: Encoder) -> None:
        for d, m in self.needs().items():
            lits = [enc.lit(i, d) for i in self.cells]
            # at least m of the four: every 5 - m of them hold one d
            for group in combinations(lits, len(lits) - m + 1):
                enc.clause(group)
