"""A tiny independent backtracking solver for small boards, used to check the SAT solver.

It shares nothing with the SAT encoding: it fills white cells row by row, keeping digits unique
in rows and columns (black clues included) and every compartment's digits within a span shorter
than its length. A full grid that passes both is a valid solution (unique digits within span <
length form a straight).
"""

from __future__ import annotations

from str8ts_gui.core.puzzle import Puzzle


def all_solutions(puzzle: Puzzle, cap: int = 10_000) -> list[tuple[int, ...]]:
    n = puzzle.size
    lay = puzzle.layout
    values = list(puzzle.clues)
    order = [i for i in range(n * n) if not puzzle.black[i] and not puzzle.clues[i]]
    comps = [[lay.compartments[k] for k in lay.compartment_of[i]] for i in range(n * n)]
    out: list[tuple[int, ...]] = []

    def ok(i: int) -> bool:
        r, c = divmod(i, n)
        d = values[i]
        for j in lay.rows[r] + lay.cols[c]:
            if j != i and values[j] == d:
                return False
        for comp in comps[i]:
            present = [values[j] for j in comp.cells if values[j]]
            if max(present) - min(present) >= len(comp.cells):
                return False
        return True

    # givens must be consistent on their own
    for i in range(n * n):
        if values[i] and not puzzle.black[i] and not ok(i):
            return []
        if values[i] and puzzle.black[i]:
            r, c = divmod(i, n)
            if any(j != i and values[j] == values[i] for j in lay.rows[r] + lay.cols[c]):
                return []

    def rec(k: int) -> None:
        if len(out) >= cap:
            return
        if k == len(order):
            out.append(tuple(values))
            return
        i = order[k]
        for d in range(1, n + 1):
            values[i] = d
            if ok(i):
                rec(k + 1)
        values[i] = 0

    rec(0)
    return out
