"""Region sum lines: box (region) borders cut the line into segments, and every segment's digits
add up to the same total. A line that stays in one region says nothing; a line that comes back
into a region it left has a segment there for each visit. On a jigsaw board the regions are the
jigsaw's.

Pruning: each segment's reachable sums (its candidates, digits may repeat as far as the line
alone knows) are intersected into the totals still possible; each segment keeps the digits some
way of making one of those totals uses (forward and backward partial sum bit sets, as
:mod:`.sums`).

Encoding: one selector variable per possible total, exactly one of them true (the total is the
sum of any segment, so the selectors are functions of the cells). Each segment is a layered
diagram of partial sums (one variable per reachable and useful partial sum, exactly one per
layer) whose last layer *is* the selectors: "partial sum s and cell holds d" implies partial
sum s + d, and the last cell leads into the selector of the segment's sum. Support clauses as in
:func:`.sums.encode_layers` let unit propagation reason backwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.geometry import box_regions
from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.model import BOXES
from str8ts_gui.kinds.sudoku.variants.base import Encoder, _neg, rule
from str8ts_gui.kinds.sudoku.variants.renban import LineRule
from str8ts_gui.kinds.sudoku.variants.sums import encode_layers, mask_digits

__all__ = ["RegionSumLine", "cell_regions", "encode_sum_into", "prune_sum_set", "reachable_sums"]

def cell_regions(puzzle: Puzzle | None, n: int) -> tuple[int, ...]:
    """The region of every cell: the jigsaw's, else the usual boxes."""
    if puzzle is not None and puzzle.regions:
        return tuple(puzzle.regions)
    return _boxes(n)


@lru_cache(maxsize=16)
def _boxes(n: int) -> tuple[int, ...]:
    rows, cols = BOXES.get(n, (1, n))
    return box_regions(n, rows, cols)


def reachable_sums(masks: Sequence[int]) -> int:
    """Bit set of every sum the cells with these candidate masks can make (digits may repeat)."""
    acc = 1
    for m in masks:
        nxt = 0
        for d in mask_digits(m):
            nxt |= acc << d
        acc = nxt
    return acc


def prune_sum_set(cells: Sequence[int], totals: int, masks: list[int]) -> bool | None:
    """Keep only the candidates of ``cells`` some way of making a sum in the bit set ``totals``
    uses (masks changed in place): True if something changed, None if no way is left."""
    digit_lists = [mask_digits(masks[i]) for i in cells]
    m = len(cells)
    forward = [1] + [0] * m
    for k in range(m):
        acc = 0
        for d in digit_lists[k]:
            acc |= forward[k] << d
        forward[k + 1] = acc
    backward = [0] * m + [totals]
    for k in range(m - 1, -1, -1):
        acc = 0
        for d in digit_lists[k]:
            acc |= backward[k + 1] >> d
        backward[k] = acc
    if not forward[m] & totals:
        return None
    changed = False
    for k, i in enumerate(cells):
        keep = 0
        for d in digit_lists[k]:
            if forward[k] & (backward[k + 1] >> d):
                keep |= 1 << d
        if keep != masks[i]:
            if not keep:
                return None
            masks[i] = keep
            changed = True
    return changed


def encode_sum_into(enc: Encoder, cells: Sequence[int], finals: dict[int, int | bool]) -> None:
    """Clauses making the sum of ``cells``' digits one of ``finals``' totals, with the literal of
    that total true (``finals``: total -> literal; the caller says at most one of them is true).
    The layered diagram of partial sums of :func:`.sums.encode_layers`, its last layer tied to
    ``finals``' literals."""
    m = len(cells)
    digit_lists = [enc.digits(i) for i in cells]
    totals = 0
    for t in finals:
        if t >= 0:
            totals |= 1 << t
    forward = [1] + [0] * m
    for k in range(m):
        for d in digit_lists[k]:
            forward[k + 1] |= forward[k] << d
    backward = [0] * m + [totals]
    for k in range(m - 1, -1, -1):
        for d in digit_lists[k]:
            backward[k] |= backward[k + 1] >> d
    layers_of = [mask_digits(forward[k] & backward[k]) for k in range(m)]
    layers_of.append(mask_digits(forward[m] & totals))
    nodes = encode_layers(enc, cells, layers_of, lambda k, s, d: s + d)
    last = nodes[-1] if nodes else {}
    for t, x in finals.items():
        node = last.get(t, False)  # the diagram's node for this total, or False: not reachable
        enc.clause([_neg(x), node])
        if node is not False:
            enc.clause([_neg(node), x])


@lru_cache(maxsize=16384)
def _prune_segments(segments: tuple, cells: tuple[int, ...], before: tuple[int, ...]) -> tuple[int, ...] | None:
    """The line's candidates (in ``cells`` order) after pruning: every segment keeps the digits of
    some way to make a total all segments can make; None when no total is left. Cached by the
    candidates (the logic asks again and again)."""
    masks = dict(zip(cells, before))
    totals = -1
    for s in segments:
        totals &= reachable_sums([masks[i] for i in s])
    if not totals:
        return None
    for s in segments:
        if prune_sum_set(s, totals, masks) is None:
            return None
    return tuple(masks[i] for i in cells)


@lru_cache(maxsize=1024)
def _cut(cells: tuple[int, ...], regions: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """A line's runs of consecutive cells in one region (none when it stays in one region)."""
    out: list[list[int]] = []
    for k, i in enumerate(cells):
        if k and regions[i] == regions[cells[k - 1]]:
            out[-1].append(i)
        else:
            out.append([i])
    return tuple(tuple(s) for s in out) if len(out) > 1 else ()


@rule
@dataclass(frozen=True)
class RegionSumLine(LineRule):
    cells: tuple[int, ...]

    rule = "region_sum"
    title = "Region sum line"

    def validate(self, n: int) -> None:
        super().validate(n)
        if len(set(self.cells)) != len(self.cells):
            raise ValueError("Region sum line: a cell is on the line twice")

    def segments(self, puzzle: Puzzle | None, n: int) -> list[tuple[int, ...]]:
        """The line cut at region borders: runs of consecutive cells in one region (a single
        run, or none, when the line stays in one region: then the rule says nothing)."""
        return list(_cut(self.cells, cell_regions(puzzle, n)))

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        n = puzzle.size
        segments = self.segments(puzzle, n)
        complete = [(s, sum(values[i] for i in s)) for s in segments if all(values[i] for i in s)]
        if not complete:
            return []

        def name(s: tuple[int, ...]) -> str:
            return "-".join(cell_name(i, n) for i in s)

        first, total = complete[0]
        for s, t in complete[1:]:
            if t != total:
                return [
                    Violation(
                        "region_sum", tuple(sorted(first + s)), None,
                        f"the segments {name(first)} (sum {total}) and {name(s)} (sum {t}) of a region sum line differ",
                    )
                ]
        for s in segments:
            placed = [i for i in s if values[i]]
            if len(placed) == len(s) or not placed:
                continue
            low = sum(values[i] for i in placed) + (len(s) - len(placed))
            if low > total:
                return [
                    Violation(
                        "region_sum", tuple(sorted(first + tuple(placed))), None,
                        f"the segment {name(s)} of a region sum line already sums to more than "
                        f"{total}, the sum of {name(first)}",
                    )
                ]
        return []

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        segments = self.segments(puzzle, puzzle.size)
        if not segments:
            return False
        cells = self.cells
        got = _prune_segments(tuple(segments), cells, tuple(masks[i] for i in cells))
        if got is None:
            return None
        changed = False
        for i, m in zip(cells, got):
            if masks[i] != m:
                masks[i] = m
                changed = True
        return changed

    def encode(self, enc: Encoder) -> None:
        segments = self.segments(enc.puzzle, enc.n)
        if not segments:
            return
        totals = -1
        for s in segments:
            totals &= reachable_sums([sum(1 << d for d in enc.digits(i)) for i in s])
        values = mask_digits(totals)
        if not values:
            enc.clause([])
            return
        if len(values) == 1:
            finals: dict[int, int | bool] = {values[0]: True}
        else:
            finals = {t: enc.new_var() for t in values}
            enc.clause(list(finals.values()))
            enc.at_most_one(list(finals.values()))
        for s in segments:
            encode_sum_into(enc, s, finals)
