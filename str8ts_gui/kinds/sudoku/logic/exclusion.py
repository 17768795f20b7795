"""Aligned exclusion (Sudoku Explainer's aligned pair exclusion, 6.2, and aligned triplet
exclusion, 7.5).

Take two (or three) open cells and the cells that see all of them and hold only two (or up to
three) candidates, the *excluders*. A combination of digits for the chosen cells is impossible
when two cells that see each other get the same digit, or when it takes every candidate of an
excluder (which then has nothing left). A candidate of a chosen cell that no possible
combination uses is false.
"""

from __future__ import annotations

from itertools import product
from typing import Iterator

from str8ts_gui.kinds.sudoku.logic.common import colex, elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, fmt_cells

__all__ = ["aligned_pair_exclusion", "aligned_triple_exclusion"]


def _excluders(g: CandidateGrid, degree: int) -> tuple[list[int], dict[int, list[int]]]:
    """SE's base cells (reading order) and their excluders (house order): open cells with two or
    more candidates whose house holds no naked single and at least one cell with 2..``degree``
    candidates."""
    M, V = g.masks, g.values
    house = g.shape.house
    base: list[int] = []
    excl: dict[int, list[int]] = {}
    for c, m in enumerate(M):
        if V[c] or m.bit_count() < 2:
            continue
        single = False
        ex = []
        for j in house[c]:
            k = 0 if V[j] else M[j].bit_count()
            if k == 1:
                single = True
            elif 2 <= k <= degree:
                ex.append(j)
        if not single and ex:
            base.append(c)
            excl[c] = ex
    return base, excl


# results of _exclusion by cells, their candidates and their excluders' candidates: a path asks
# again and again about triples its last step did not change
_MEMO: dict = {}


def _exclusion(g: CandidateGrid, cells: tuple[int, ...], excluders: list[int]) -> list[tuple[int, int]]:
    """The candidates of ``cells`` that no allowed combination uses."""
    M = g.masks
    masks = [M[c] for c in cells]
    union = 0
    for m in masks:
        union |= m
    # an excluder with a candidate none of the cells holds can never be emptied
    ex_masks = [M[e] for e in excluders if not M[e] & ~union]
    if not ex_masks:
        return []
    key = (g.shape, cells, tuple(masks), tuple(sorted(ex_masks)))
    got = _MEMO.get(key)
    if got is None:
        if len(_MEMO) > 100_000:
            _MEMO.clear()
        got = _MEMO[key] = _combine(g, cells, masks, ex_masks)
    return got


def _combine(g: CandidateGrid, cells: tuple[int, ...], masks: list[int], ex_masks: list[int]) -> list[tuple[int, int]]:
    pb = g.shape.peer_bits
    k = len(cells)
    seeing = [(a, b) for a in range(k) for b in range(a + 1, k) if pb[cells[a]] >> cells[b] & 1]
    used = [0] * k
    for combo in product(*(bits(m) for m in masks)):
        ok = True
        for a, b in seeing:
            if combo[a] == combo[b]:
                ok = False
                break
        if not ok:
            continue
        taken = 0
        for d in combo:
            taken |= 1 << d
        for m in ex_masks:
            if not m & ~taken:
                ok = False
                break
        if not ok:
            continue
        done = True
        for j, d in enumerate(combo):
            used[j] |= 1 << d
            if used[j] != masks[j]:
                done = False
        if done and all(used[j] == masks[j] for j in range(k)):
            return []
    return [(c, d) for j, c in enumerate(cells) for d in bits(masks[j] & ~used[j])]


def _aligned(g: CandidateGrid, degree: int) -> Iterator[tuple[tuple[int, ...], list[int], list[tuple[int, int]]]]:
    """(cells, common excluders, eliminations) in SE's order: pairs of base cells in colex
    order, then (for triples) a third cell among the base cells that are excluders of the pair
    (in the order of the first cell's excluders, then the second's)."""
    base, excl = _excluders(g, degree)
    if len(base) < degree:
        return
    ebits = {c: sum(1 << e for e in ex) for c, ex in excl.items()}
    base_bits = sum(1 << c for c in base)
    for i0, i1 in colex(len(base), 2):
        c0, c1 = base[i0], base[i1]
        both = ebits[c0] & ebits[c1]
        if both.bit_count() < 2:  # the common excluders of any superset are fewer still
            continue
        if degree == 2:
            tails: list[tuple[int, ...]] = [()]
        else:
            skip = (1 << c0) | (1 << c1)
            area = [c for c in dict.fromkeys(excl[c0] + excl[c1]) if base_bits >> c & 1 and not skip >> c & 1]
            if len(area) < degree - 2:
                continue
            tails = [tuple(area[j] for j in idx) for idx in colex(len(area), degree - 2)]
        for tail in tails:
            cells = (c0, c1, *tail)
            common_bits = both
            for c in tail:
                common_bits &= ebits[c]
            if common_bits.bit_count() < 2:
                continue
            common = [e for e in excl[c0] if common_bits >> e & 1]
            el = _exclusion(g, cells, common)
            if el:
                yield cells, common, el


def _finder(degree: int, name: str, difficulty: float):
    def find(g: CandidateGrid) -> Iterator[Step]:
        n = g.size
        for cells, common, el in _aligned(g, degree):
            text = (
                f"{fmt_cells(cells, n)} {'both' if len(cells) == 2 else 'all'} see {fmt_cells(common, n)}: the ways "
                f"to fill them that leave each of those a candidate and repeat no digit in a unit never use these: "
                f"{elim_text(el, n)}"
            )
            yield make_step(name, difficulty, (*cells, *common), sorted({d for _, d in el}), (), el, text, (*cells, *common))

    find.__doc__ = f"{name}: {degree} cells whose common excluders rule out a candidate."
    return find


aligned_pair_exclusion = _finder(2, "Aligned pair exclusion", 6.2)
aligned_triple_exclusion = _finder(3, "Aligned triple exclusion", 7.5)
