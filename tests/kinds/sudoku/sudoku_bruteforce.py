"""A plain backtracking Sudoku enumerator for small boards, to check the solver and propagation.

It shares nothing with the kind's geometry, rules, propagation or SAT encoding: the boxes are
written out here, and a digit goes in a cell when its row, column and box do not hold it yet.
"""

from __future__ import annotations

import random
from typing import Iterator, Sequence

BOX_SHAPES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4)}


def box_of(n: int, i: int) -> int:
    box_rows, box_cols = BOX_SHAPES[n]
    r, c = divmod(i, n)
    return (r // box_rows) * (n // box_cols) + c // box_cols


def solutions(
    n: int, clues: Sequence[int], limit: int | None = None, rng: random.Random | None = None
) -> Iterator[tuple[int, ...]]:
    """Yield every completion of ``clues`` (0 = empty) in row-major backtracking order."""
    rows, cols, boxes = [set() for _ in range(n)], [set() for _ in range(n)], [set() for _ in range(n)]
    vals = list(clues)
    for i, d in enumerate(clues):
        if d:
            r, c, b = i // n, i % n, box_of(n, i)
            if d in rows[r] or d in cols[c] or d in boxes[b]:
                return  # the clues repeat a digit: no solution
            rows[r].add(d)
            cols[c].add(d)
            boxes[b].add(d)
    empty = [i for i, d in enumerate(clues) if not d]
    found = 0

    def rec(k: int) -> Iterator[tuple[int, ...]]:
        nonlocal found
        if k == len(empty):
            found += 1
            yield tuple(vals)
            return
        i = empty[k]
        r, c, b = i // n, i % n, box_of(n, i)
        digits = list(range(1, n + 1))
        if rng is not None:
            rng.shuffle(digits)
        for d in digits:
            if d in rows[r] or d in cols[c] or d in boxes[b]:
                continue
            vals[i] = d
            rows[r].add(d)
            cols[c].add(d)
            boxes[b].add(d)
            yield from rec(k + 1)
            vals[i] = 0
            rows[r].discard(d)
            cols[c].discard(d)
            boxes[b].discard(d)
            if limit is not None and found >= limit:
                return

    yield from rec(0)


def all_solutions(n: int, clues: Sequence[int], cap: int) -> list[tuple[int, ...]]:
    return list(solutions(n, clues, limit=cap))


def random_grid(rng: random.Random, n: int) -> tuple[int, ...]:
    """A random full grid (the first completion of the empty board with shuffled digits)."""
    return next(solutions(n, [0] * (n * n), rng=rng))


def random_clues(rng: random.Random, n: int, keep: float, spoil: float = 0.25) -> list[int]:
    """Clues kept from a random grid with probability ``keep``; with probability ``spoil`` one
    clue is changed to another digit (the puzzle may then have no solution)."""
    grid = random_grid(rng, n)
    clues = [d if rng.random() < keep else 0 for d in grid]
    if rng.random() < spoil:
        i = rng.randrange(n * n)
        clues[i] = rng.choice([d for d in range(1, n + 1) if d != grid[i]])
    return clues


def is_valid_grid(n: int, values: Sequence[int]) -> bool:
    """Every row, column and box holds 1..n once each."""
    full = set(range(1, n + 1))
    groups: dict[tuple[str, int], set[int]] = {}
    for i, d in enumerate(values):
        for key in (("r", i // n), ("c", i % n), ("b", box_of(n, i))):
            groups.setdefault(key, set()).add(d)
    return len(values) == n * n and all(g == full for g in groups.values())
