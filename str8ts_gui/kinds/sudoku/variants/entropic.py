"""Entropic lines: any three consecutive cells on the line hold one low, one middle and one high
digit (on a 9 x 9: 1-3, 4-6, 7-9).

The digits 1..n fall into three bands, as f-puzzles' solver cuts them: n / 3 each when n is a
multiple of 3 (1-2, 3-4, 5-6 on a 6 x 6); otherwise the middle band is the larger one when
n % 3 is 1 (4 x 4: 1, 2-3, 4) and the smaller one when it is 2 (8 x 8: 1-3, 4-5, 6-8). So cells
one or two steps apart on the line are in different bands and cells three steps apart in the
same one; a line of two cells asks just that its cells' bands differ.

Pruning: the cells at positions k, k + 3, k + 6, ... (a *class*, at most three of them) share a
band; each class keeps the bands all its cells can hold, then only the bands some assignment
of different bands to the classes gives it (at most six to try), and each cell keeps the digits
of its class's bands. That is complete for the line alone.

Encoding: for each two cells one or two steps apart, binary clauses forbidding two digits of
one band; for cells three steps apart, clauses forbidding two digits of different bands (implied
by the first, but they let unit propagation carry a band along the line).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Encoder, narrow_cells, rule
from str8ts_gui.kinds.sudoku.variants.pairs import encode_conflict, relation_table
from str8ts_gui.kinds.sudoku.variants.renban import LineRule

__all__ = ["EntropicLine", "band_of", "band_masks", "band_name", "encode_three_kinds", "prune_three_kinds"]

BAND_NAMES = ("low", "middle", "high")


@lru_cache(maxsize=16)
def band_masks(n: int) -> tuple[int, int, int]:
    """The digit masks of the low, middle and high bands of 1..n."""
    small, large = n // 3, (n + 2) // 3
    sizes = (small, large, small) if n % 3 == 1 else (large, small, large)
    out = []
    start = 1
    for size in sizes:
        out.append(((1 << size) - 1) << start)
        start += size
    return tuple(out)  # type: ignore[return-value]


def band_of(d: int, n: int) -> int:
    """0, 1 or 2: the band of digit d."""
    return next(b for b, m in enumerate(band_masks(n)) if m >> d & 1)


def band_name(b: int, n: int) -> str:
    """``low (1-3)``."""
    m = band_masks(n)[b]
    low, high = (m & -m).bit_length() - 1, m.bit_length() - 1
    return f"{BAND_NAMES[b]} ({low}-{high})" if high > low else f"{BAND_NAMES[b]} ({low})"


def prune_three_kinds(classes: Sequence[Sequence[int]], kinds: Sequence[int], masks: list[int]) -> bool | None:
    """The pruning of a line whose cells at positions 0, 3, 6...; 1, 4, 7...; 2, 5, 8... (its
    ``classes``) hold digits of one kind each, the classes of different kinds (``kinds``: the
    three digit masks: an entropic line's bands, a modular line's residues mod 3): each class
    keeps the kinds all its cells can hold, then those some assignment of different kinds to
    the classes uses. None when none is left."""
    possible = []
    for group in classes:
        ok = 0b111
        for i in group:
            m = masks[i]
            ok &= sum(1 << b for b in range(3) if m & kinds[b])
        if not ok:
            return None
        possible.append(ok)
    allowed = [0] * len(classes)
    for perm in permutations(range(3), len(classes)):
        if all(possible[r] >> b & 1 for r, b in enumerate(perm)):
            for r, b in enumerate(perm):
                allowed[r] |= 1 << b
    if not allowed[0]:
        return None
    keeps = [sum(kinds[b] for b in range(3) if allowed[r] >> b & 1) for r in range(len(classes))]
    return narrow_cells(masks, [i for group in classes for i in group], [keeps[r] for r, group in enumerate(classes) for _ in group])


def encode_three_kinds(enc: Encoder, cells: Sequence[int], different: Sequence[int], same: Sequence[int]) -> None:
    """The clauses of such a line: cells one or two steps apart hold digits of different kinds
    (``different``: the relation table), cells three apart of one kind (``same``: implied, but
    it lets unit propagation carry a kind along the line)."""
    for k, a in enumerate(cells):
        for step, table in ((1, different), (2, different), (3, same)):
            if k + step < len(cells):
                encode_conflict(enc, a, cells[k + step], table)


@lru_cache(maxsize=16)
def _tables(n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(different bands, same band) relation tables."""
    return (
        relation_table(lambda d, e: band_of(d, n) != band_of(e, n), n),
        relation_table(lambda d, e: band_of(d, n) == band_of(e, n), n),
    )


@rule
@dataclass(frozen=True)
class EntropicLine(LineRule):
    cells: tuple[int, ...]

    rule = "entropic"
    title = "Entropic line"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Entropic line: a cell is on the line twice")
        if n < 3:
            raise ValueError(f"Entropic line: a {n} x {n} board has no three bands of digits")

    def classes(self) -> list[tuple[int, ...]]:
        """The cells at positions 0, 3, 6...; 1, 4, 7...; 2, 5, 8... (those that exist)."""
        return [self.cells[r::3] for r in range(min(3, len(self.cells)))]

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        pos = {i: k for k, i in enumerate(self.cells)}
        # each class: the first placed cell, and every other placed one in the same band
        firsts: list[tuple[int, int] | None] = []
        for group in self.classes():
            first = None
            for i in group:
                d = values[i]
                if not d or not 1 <= d <= n:
                    continue
                if first is None:
                    first = (i, d)
                elif band_of(d, n) != band_of(first[1], n):
                    j, e = first
                    return [Violation(
                        "entropic", tuple(sorted((i, j))), None,
                        f"{cell_name(j, n)} ({e}) and {cell_name(i, n)} ({d}) are a multiple of three steps apart "
                        f"on an entropic line, so they must be in the same band, yet one is "
                        f"{band_name(band_of(e, n), n)} and the other {band_name(band_of(d, n), n)}",
                    )]
            firsts.append(first)
        placed = [f for f in firsts if f is not None]
        for x in range(len(placed)):
            for y in range(x + 1, len(placed)):
                (i, d), (j, e) = placed[x], placed[y]
                b = band_of(d, n)
                if b != band_of(e, n):
                    continue
                # prefer the nearest pair of that band on the line
                near = [
                    (abs(pos[a] - pos[c]), a, c)
                    for a in self.cells if values[a] and band_of(values[a], n) == b and 1 <= values[a] <= n
                    for c in self.cells if values[c] and band_of(values[c], n) == b and 1 <= values[c] <= n
                    and pos[a] < pos[c] and (pos[c] - pos[a]) % 3
                ]
                _, a, c = min(near)
                if pos[c] - pos[a] <= 2:
                    msg = (f"{cell_name(a, n)} ({values[a]}) and {cell_name(c, n)} ({values[c]}) are both "
                           f"{band_name(b, n)} within three consecutive cells of an entropic line")
                else:
                    msg = (f"{cell_name(a, n)} ({values[a]}) and {cell_name(c, n)} ({values[c]}) are both "
                           f"{band_name(b, n)} on an entropic line, yet their positions call for different bands")
                return [Violation("entropic", tuple(sorted((a, c))), None, msg)]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        return prune_three_kinds(self.classes(), band_masks(puzzle.size), masks)

    def encode(self, enc: Encoder) -> None:
        encode_three_kinds(enc, self.cells, *_tables(enc.n))
