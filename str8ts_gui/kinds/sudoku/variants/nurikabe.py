"""Nurikabe Sudoku: shade cells so that the board is islands in one ocean.

The rules as the Sudoku-variants thesis lists them (Schlachter 2022, the puzzle "Nurikabe
Sudoku" by Matyas Martinkas), on the shading layer of :mod:`.shading`:

* every cell is island (unshaded) or ocean (shaded);
* the ocean cells form one orthogonally connected area (and there is some ocean);
* no 2 x 2 block is all ocean;
* an island (an orthogonally connected area of island cells) has at least ``min_island``
  cells (the thesis: three);
* no digit repeats within an island;
* islands touch only diagonally (which is what makes them separate islands);
* clue cells: ``shaded`` cells are given ocean, ``unshaded`` cells given island, and each
  ``sizes`` cell is an island cell whose digit is the number of cells of its island (the
  classic Nurikabe clue, read off the cell's own digit). The thesis names its puzzle's clue
  cells "arrow cells" without saying in its public slides what they tell; see
  docs/guide/sudoku-variants.md.

Checker: a size clue below ``min_island``; a repeated digit or a too small size clue within
given island cells that touch; and, on a filled grid, no shading at all that keeps the rules
(the solver asked with every digit fixed). Pruning: given island cells that touch are in one
island, so their digits differ (they are peers) and a size clue among them is at least their
number.

Encoding: the shading variables, the givens, "some ocean", no 2 x 2 ocean, "an island cell has
an island neighbour" and "two touching island cells have a third" (islands of one and two
cells), "two island cells next to each other, or with an island cell between them, differ"; the
ocean's connectivity (:func:`~.shading.encode_connected`); and a lazy check that cuts islands
with a repeated digit (the two cells and a shortest island path between them: not all island,
or not both that digit), islands too small, and islands whose size clue is wrong.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, _neg, narrow_cells, rule
from str8ts_gui.kinds.sudoku.variants.shading import (
    border,
    components,
    differ_unless,
    encode_connected,
    model_digits,
    neighbours,
    no_square,
    shade_vars,
    shortest_path,
    solved_layers,
    true_in,
)

__all__ = ["NurikabeSudoku", "island_groups"]


def island_groups(rule: "NurikabeSudoku", n: int) -> list[list[int]]:
    """The pieces of given island cells that touch (each lies in one island)."""
    return components(set(rule.unshaded) | set(rule.sizes), n)


@rule
@dataclass(frozen=True)
class NurikabeSudoku(Constraint):
    shaded: tuple[int, ...] = ()  # given ocean cells
    unshaded: tuple[int, ...] = ()  # given island cells
    sizes: tuple[int, ...] = ()  # island cells whose digit is the size of their island
    min_island: int = 3

    rule = "nurikabe"
    title = "Nurikabe Sudoku"
    is_global = True
    layered = True  # the solution has a shading (see shading.solved_layers)

    def area(self) -> tuple[int, ...]:
        return tuple(sorted({*self.shaded, *self.unshaded, *self.sizes}))

    def validate(self, n: int) -> None:
        for name in ("shaded", "unshaded", "sizes"):
            value = getattr(self, name)
            if not isinstance(value, tuple) or not all(isinstance(i, int) and not isinstance(i, bool) for i in value):
                raise ValueError(f"Nurikabe Sudoku: '{name}' must be a list of cell numbers, not {value!r}")
            if len(set(value)) != len(value):
                raise ValueError(f"Nurikabe Sudoku: '{name}' names a cell twice")
        super().validate(n)
        if not isinstance(self.min_island, int) or isinstance(self.min_island, bool) or not 1 <= self.min_island <= n:
            raise ValueError(f"Nurikabe Sudoku: 'min_island' must be 1 to {n}, not {self.min_island!r}")
        both = set(self.shaded) & (set(self.unshaded) | set(self.sizes))
        if both:
            raise ValueError(f"Nurikabe Sudoku: {cell_name(min(both), n)} is given both ocean and island")
        if set(self.unshaded) & set(self.sizes):
            raise ValueError("Nurikabe Sudoku: a size clue is an island cell already; list it once")

    def describe(self, n: int) -> str:
        parts = []
        if self.shaded:
            parts.append(f"{len(self.shaded)} ocean cells given")
        if self.unshaded:
            parts.append(f"{len(self.unshaded)} island cells given")
        if self.sizes:
            parts.append(f"size clues on {', '.join(cell_name(i, n) for i in self.sizes)}")
        rest = f" ({'; '.join(parts)})" if parts else ""
        return f"Nurikabe Sudoku: islands of {self.min_island} or more cells in one ocean{rest}"

    def peer_pairs(self, n: int):
        for group in island_groups(self, n):
            for k, a in enumerate(group):
                for b in group[k + 1 :]:
                    yield a, b

    # -- rules ---------------------------------------------------------------------------------
    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        sizes = set(self.sizes)
        for i in self.sizes:
            d = values[i]
            if d and d < self.min_island:
                return [Violation("nurikabe", (i,), d, f"{cell_name(i, n)} ({d}) counts its island, which has {self.min_island} or more cells")]
        for group in island_groups(self, n):
            clues = [i for i in group if i in sizes and values[i]]
            for i in clues:
                if values[i] < len(group):
                    return [Violation("nurikabe", tuple(group), values[i], f"{cell_name(i, n)} ({values[i]}) counts an island of {len(group)} or more cells")]
        if all(values):
            if not solved_layers(puzzle, values):
                return [Violation("nurikabe", (), None, "no shading makes islands in one ocean that keep the rules with these digits")]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        changed = False
        sizes = set(self.sizes)
        for group in island_groups(self, puzzle.size):
            least = max(self.min_island, len(group))
            clues = [i for i in group if i in sizes]
            if len(clues) > 1:
                return None  # two size clues in one island would hold one digit twice
            r = narrow_cells(masks, clues, [~((1 << least) - 1)] * len(clues))
            if r is None:
                return None
            changed = changed or r
        return changed

    def encode(self, enc: Encoder) -> None:
        n = enc.n
        s = shade_vars(enc)
        nb = neighbours(n)
        for i in self.shaded:
            enc.clause([s[i]])
        for i in (*self.unshaded, *self.sizes):
            enc.clause([-s[i]])
        enc.clause(s)  # some ocean
        no_square(enc, s)
        if self.min_island >= 2:  # an island cell has an island neighbour
            for i in range(n * n):
                enc.clause([s[i], *(-s[j] for j in nb[i])])
        if self.min_island >= 3:  # two touching island cells have a third
            for i in range(n * n):
                for j in nb[i]:
                    if j > i:
                        around = {k for k in (*nb[i], *nb[j]) if k not in (i, j)}
                        enc.clause([s[i], s[j], *(-s[k] for k in sorted(around))])
        # island cells next to each other or one apart along the island differ
        for i in range(n * n):
            for j in nb[i]:
                if j > i:
                    differ_unless(enc, i, j, [s[i], s[j]])
            for k in nb[i]:
                for j in nb[k]:
                    if j > i and j not in nb[i]:
                        differ_unless(enc, i, j, [s[i], s[k], s[j]])
        encode_connected(enc, [s], "ocean")
        enc.cnf.lazy.append(_IslandCheck(self, enc, s))


def _cut(lits) -> list[int] | None:
    """A clause of literals and constants: None when a constant makes it true."""
    out = []
    for lit in lits:
        if lit is True:
            return None
        if lit is not False:
            out.append(lit)
    return out


class _IslandCheck:
    """The lazy check of the islands: repeated digits, sizes, size clues (see the module)."""

    def __init__(self, rule: NurikabeSudoku, enc: Encoder, shaded: list[int]) -> None:
        self.rule = rule
        self.enc = enc
        self.s = shaded

    def __call__(self, model: list[int]) -> list[list[int]]:
        enc, s, rule = self.enc, self.s, self.rule
        n = enc.n
        island_cells = [i for i in range(n * n) if not true_in(model, s[i])]
        digits = model_digits(enc, model)
        sizes = set(rule.sizes)
        cuts: list[list[int]] = []
        for island in components(island_cells, n):
            inside = set(island)
            edge = border(island, n)
            closed = [s[i] for i in island] + [-s[b] for b in edge]  # "this very island"
            if len(island) < rule.min_island:
                cuts.append(list(closed))
            first: dict[int, int] = {}
            for i in island:
                d = digits[i]
                if d in first:
                    path = shortest_path(first[d], i, inside, n) or [first[d], i]
                    cut = _cut([_neg(enc.lit(first[d], d)), _neg(enc.lit(i, d)), *(s[p] for p in path)])
                    if cut is not None:
                        cuts.append(cut)
                else:
                    first[d] = i
            for c in island:
                if c not in sizes:
                    continue
                d = digits[c]
                if len(island) > d:
                    grown = _grow(c, d + 1, inside, n)
                    cut = _cut([_neg(enc.lit(c, d)), *(s[p] for p in grown)])
                elif len(island) < d:
                    cut = _cut([_neg(enc.lit(c, d)), *closed])
                else:
                    continue
                if cut is not None:
                    cuts.append(cut)
        return cuts


def _grow(start: int, count: int, within: set[int], n: int) -> list[int]:
    """``count`` cells of ``within`` around ``start``, orthogonally connected (breadth first)."""
    seen = [start]
    queue = deque([start])
    nb = neighbours(n)
    while queue and len(seen) < count:
        i = queue.popleft()
        for j in nb[i]:
            if j in within and j not in seen:
                seen.append(j)
                queue.append(j)
                if len(seen) == count:
                    break
    return seen
