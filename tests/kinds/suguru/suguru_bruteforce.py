"""A plain Suguru enumerator for tiny boards (the reference the SAT solver is checked against),
written from the rules alone: no code of the kind is used."""

from __future__ import annotations

import random


def regions_of(regions):
    groups = {}
    for i, g in enumerate(regions):
        groups.setdefault(g, []).append(i)
    return groups


def touching(i, j, w):
    ri, ci = divmod(i, w)
    rj, cj = divmod(j, w)
    return i != j and abs(ri - rj) <= 1 and abs(ci - cj) <= 1


def all_solutions(w, h, regions, clues, limit=10**6):
    """Every solution (tuples of digits), in order, up to ``limit``."""
    n = w * h
    groups = regions_of(regions)
    size = [len(groups[g]) for g in regions]
    vals = [0] * n
    out = []

    def ok(i, d):
        if d > size[i]:
            return False
        for j in range(i):
            if vals[j] == d and (regions[j] == regions[i] or touching(i, j, w)):
                return False
        return True

    def go(i):
        if len(out) >= limit:
            return
        if i == n:
            out.append(tuple(vals))
            return
        digits = [clues[i]] if clues[i] else range(1, size[i] + 1)
        for d in digits:
            if ok(i, d):
                vals[i] = d
                go(i + 1)
                vals[i] = 0

    go(0)
    return out


def is_solution(w, h, regions, values):
    n = w * h
    groups = regions_of(regions)
    for cells in groups.values():
        if sorted(values[i] for i in cells) != list(range(1, len(cells) + 1)):
            return False
    return not any(values[i] == values[j] for i in range(n) for j in range(i + 1, n) if touching(i, j, w))


def random_small_regions(w, h, rng: random.Random, biggest: int = 4):
    """Connected random regions of 1..``biggest`` cells (numbers in order of first appearance)."""
    n = w * h
    region = [-1] * n
    count = 0
    for start in range(n):
        if region[start] >= 0:
            continue
        target = rng.randint(1, biggest)
        cells = [start]
        region[start] = count
        while len(cells) < target:
            frontier = sorted(
                {j for i in cells for j in (i - w, i + w, i - 1, i + 1)
                 if 0 <= j < n and region[j] < 0 and (abs(j - i) == w or j // w == i // w)}
            )
            if not frontier:
                break
            j = rng.choice(frontier)
            region[j] = count
            cells.append(j)
        count += 1
    return tuple(region)
