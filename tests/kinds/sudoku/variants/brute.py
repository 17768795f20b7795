"""Brute-force reference for the Sudoku variant rules on small boards (4 x 4 and 6 x 6).

Shared by every test file of this folder (``from brute import solutions``):

* ``solutions(puzzle, limit=None)``: every full grid that keeps the puzzle's clues, holds 1..n
  once in each row, column and region (the puzzle's jigsaw ``regions`` or the boxes) and that
  the kind's checker passes (``kind.check(puzzle, grid) == []``, so the variant rules), as a
  list of tuples, at most ``limit`` of them. 4 x 4: the 576 Latin squares are enumerated once
  and filtered. 6 x 6: backtracking over rows, columns and regions; a partial grid is cut off
  when the checker already reports a break (the checkers report definite breaks only, so this
  loses nothing when they are right, and makes the counts disagree with the solver when not).
* ``latin_squares(n)``: every n x n Latin square (n <= 4), cached.
* ``count(puzzle, limit=None)``: ``len(solutions(puzzle, limit))``.
* ``sat_count(puzzle, limit)``: the solver's count (``count_solutions``) for comparison.
* ``random_puzzle_grid(rng, n)``: a random classic Sudoku grid of size n (4 or 6).

None of it uses the kind's propagation or encoding; only the checker, which is what the
encodings are compared against.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle

BOX_SHAPES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3)}

__all__ = ["count", "latin_squares", "random_puzzle_grid", "region_of", "sat_count", "solutions"]


def region_of(puzzle: Puzzle) -> list[int]:
    """The region number of every cell: the jigsaw regions, or the boxes."""
    n = puzzle.size
    if puzzle.regions:
        return list(puzzle.regions)
    br, bc = BOX_SHAPES[n]
    return [((i // n) // br) * (n // bc) + (i % n) // bc for i in range(n * n)]


@lru_cache(maxsize=4)
def latin_squares(n: int) -> tuple[tuple[int, ...], ...]:
    """Every n x n Latin square, row-major tuples (576 for n = 4)."""
    if n > 4:
        raise ValueError("latin_squares is for boards up to 4 x 4")
    out: list[tuple[int, ...]] = []
    vals = [0] * (n * n)

    def rec(i: int) -> None:
        if i == n * n:
            out.append(tuple(vals))
            return
        r, c = divmod(i, n)
        for d in range(1, n + 1):
            if any(vals[r * n + k] == d for k in range(c)) or any(vals[k * n + c] == d for k in range(r)):
                continue
            vals[i] = d
            rec(i + 1)
            vals[i] = 0

    rec(0)
    return tuple(out)


def _fits(puzzle: Puzzle, grid: Sequence[int], region: list[int]) -> bool:
    n = puzzle.size
    if any(c and c != v for c, v in zip(puzzle.clues, grid)):
        return False
    seen: dict[int, set[int]] = {}
    for i, v in enumerate(grid):
        s = seen.setdefault(region[i], set())
        if v in s:
            return False
        s.add(v)
    return len(grid) == n * n


def solutions(puzzle: Puzzle, limit: int | None = None) -> list[tuple[int, ...]]:
    """Every solution of a 4 x 4 or 6 x 6 Sudoku with its variant rules, at most ``limit``."""
    n = puzzle.size
    kind = kind_of(puzzle)
    region = region_of(puzzle)
    out: list[tuple[int, ...]] = []
    if n <= 4:
        for grid in latin_squares(n):
            if _fits(puzzle, grid, region) and not kind.check(puzzle, grid):
                out.append(grid)
                if limit is not None and len(out) >= limit:
                    break
        return out
    rows = [0] * n
    cols = [0] * n
    regs: dict[int, int] = {g: 0 for g in region}
    vals = [0] * (n * n)
    clues = puzzle.clues
    for i, d in enumerate(clues):
        if d:
            r, c = divmod(i, n)
            if (rows[r] | cols[c] | regs[region[i]]) >> d & 1:
                return out
            rows[r] |= 1 << d
            cols[c] |= 1 << d
            regs[region[i]] |= 1 << d
            vals[i] = d
    if kind.check(puzzle, vals):
        return out
    empty = [i for i in range(n * n) if not clues[i]]

    def rec(k: int) -> bool:  # True: stop (limit reached)
        if k == len(empty):
            if not kind.check(puzzle, vals):
                out.append(tuple(vals))
            return limit is not None and len(out) >= limit
        i = empty[k]
        r, c = divmod(i, n)
        g = region[i]
        used = rows[r] | cols[c] | regs[g]
        for d in range(1, n + 1):
            if used >> d & 1:
                continue
            vals[i] = d
            rows[r] |= 1 << d
            cols[c] |= 1 << d
            regs[g] |= 1 << d
            if not kind.check(puzzle, vals) and rec(k + 1):
                return True
            rows[r] ^= 1 << d
            cols[c] ^= 1 << d
            regs[g] ^= 1 << d
            vals[i] = 0
        return False

    rec(0)
    return out


def count(puzzle: Puzzle, limit: int | None = None) -> int:
    return len(solutions(puzzle, limit))


def sat_count(puzzle: Puzzle, limit: int) -> int:
    """The SAT solver's number of solutions, up to ``limit``."""
    from str8ts_gui.solver.sat import count_solutions

    return count_solutions(puzzle, limit=limit).count


def random_puzzle_grid(rng: random.Random, n: int) -> tuple[int, ...]:
    """A random classic n x n Sudoku grid (boxes), n = 4 or 6."""
    br, bc = BOX_SHAPES[n]
    vals = [0] * (n * n)

    def box(i: int) -> int:
        return ((i // n) // br) * (n // bc) + (i % n) // bc

    def rec(i: int) -> bool:
        if i == n * n:
            return True
        digits = list(range(1, n + 1))
        rng.shuffle(digits)
        for d in digits:
            if any(vals[j] == d for j in range(i) if j // n == i // n or j % n == i % n or box(j) == box(i)):
                continue
            vals[i] = d
            if rec(i + 1):
                return True
            vals[i] = 0
        return False

    rec(0)
    return tuple(vals)
