"""A plain backtracking enumerator for small boards, used to check the solver and the propagation.

It shares nothing with the SAT encoding or the candidate propagation.
"""

from __future__ import annotations

import random

from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.core.puzzle import Puzzle


def white_runs(cells, black) -> list[tuple[int, ...]]:
    """Maximal runs of white cells along ``cells`` (a row or a column, in order): the
    compartments, one-cell ones included, worked out plainly (not by the layout module)."""
    out, run = [], []
    for i in cells:
        if black[i]:
            if run:
                out.append(tuple(run))
            run = []
        else:
            run.append(i)
    if run:
        out.append(tuple(run))
    return out


def solutions(puzzle: Puzzle, limit: int | None = None, rng: random.Random | None = None):
    """Yield every solution (values, 0 in black cells) by plain backtracking in row-major order.

    Written for obviousness, not speed: a digit is placed when neither its row nor its column
    holds it yet (white values and black clues) and every compartment of the cell still spans
    less than its length once it is placed. When all cells are placed, each compartment holds
    distinct digits spanning less than its length, which is exactly a straight.
    """
    n = puzzle.size
    lay = layout_of(puzzle)
    black, clues = puzzle.black, puzzle.clues
    row_used = [0] * n
    col_used = [0] * n
    for i in range(n * n):
        if black[i] and clues[i]:
            r, c = divmod(i, n)
            bit = 1 << clues[i]
            if row_used[r] & bit or col_used[c] & bit:
                return
            row_used[r] |= bit
            col_used[c] |= bit
    vals = [0] * (n * n)
    white = [i for i in range(n * n) if not black[i]]
    comps = [[lay.compartments[k].cells for k in lay.compartment_of[i]] if not black[i] else [] for i in range(n * n)]
    count = 0

    def fits(i: int, d: int) -> bool:
        r, c = divmod(i, n)
        if (row_used[r] | col_used[c]) >> d & 1:
            return False
        for cells in comps[i]:
            present = [vals[j] for j in cells if vals[j]] + [d]
            if max(present) - min(present) >= len(cells):
                return False
        return True

    def rec(k: int):
        nonlocal count
        if k == len(white):
            count += 1
            yield [vals[i] for i in range(n * n)]
            return
        i = white[k]
        r, c = divmod(i, n)
        options = [clues[i]] if clues[i] else list(range(1, n + 1))
        if rng is not None:
            rng.shuffle(options)
        for d in options:
            if fits(i, d):
                vals[i] = d
                row_used[r] |= 1 << d
                col_used[c] |= 1 << d
                yield from rec(k + 1)
                vals[i] = 0
                row_used[r] &= ~(1 << d)
                col_used[c] &= ~(1 << d)
                if limit is not None and count >= limit:
                    return

    yield from rec(0)


def all_solutions(puzzle: Puzzle, cap: int = 10_000) -> list[tuple[int, ...]]:
    """Up to ``cap`` solutions as the solver gives them (black cells keep their clue digits)."""
    return [
        tuple(puzzle.clues[i] if puzzle.black[i] else v for i, v in enumerate(sol))
        for sol in solutions(puzzle, limit=cap)
    ]
