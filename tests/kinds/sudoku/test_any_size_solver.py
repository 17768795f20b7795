"""Boards whose size has no boxes (issue 22: every size 3 to 16 with the board's regions): the
solver's counts on 3 x 3, 5 x 5 and 7 x 7 boards, with their own regions (a prime size's rows)
or jigsaw regions, against a plain backtracking count written here (rows, columns and regions
hold different digits; nothing of the kind's code)."""

from __future__ import annotations

import random

from str8ts_gui.core.geometry import box_regions
from str8ts_gui.kinds.sudoku.model import box_shape, new_puzzle
from str8ts_gui.solver.sat import count_solutions

LIMIT = 300


def brute_count(n: int, regions, clues, limit: int = LIMIT) -> int:
    """Completions of ``clues`` whose rows, columns and regions hold different digits (up to ``limit``)."""
    cells = list(clues)
    groups = [[i for i in range(n * n) if i // n == k] for k in range(n)]
    groups += [[i for i in range(n * n) if i % n == k] for k in range(n)]
    groups += [[i for i in range(n * n) if regions[i] == k] for k in range(n)]
    of = [[g for g in groups if i in g] for i in range(n * n)]
    if any(cells[i] and any(cells[j] == cells[i] for g in of[i] for j in g if j != i) for i in range(n * n)):
        return 0
    open_cells = [i for i in range(n * n) if not cells[i]]
    count = 0

    def rec(k: int) -> bool:
        nonlocal count
        if k == len(open_cells):
            count += 1
            return count >= limit
        i = open_cells[k]
        for d in range(1, n + 1):
            if all(cells[j] != d for g in of[i] for j in g):
                cells[i] = d
                if rec(k + 1):
                    return True
                cells[i] = 0
        return False

    rec(0)
    return count


def _jigsaw(rng: random.Random, n: int):
    """A random division into n connected regions of n cells (swaps of cells between touching
    regions of the rows, kept when both stay connected), or the rows."""
    regions = [i // n for i in range(n * n)]

    def connected(k: int) -> bool:
        cells = {i for i in range(n * n) if regions[i] == k}
        todo, seen = [min(cells)], {min(cells)}
        while todo:
            r, c = divmod(todo.pop(), n)
            for j in ((r - 1) * n + c, (r + 1) * n + c, r * n + c - 1 if c else -1, r * n + c + 1 if c < n - 1 else -1):
                if j in cells and j not in seen:
                    seen.add(j)
                    todo.append(j)
        return seen == cells

    for _ in range(60):
        a = rng.randrange(n * n - n)
        b = a + n  # the cell below: another row's region
        x = rng.choice([i for i in range(n * n) if regions[i] == regions[b] and i != b])
        trial = list(regions)
        trial[a], trial[x] = regions[b], regions[a]
        old, regions = regions, trial
        if not (connected(old[a]) and connected(old[b])):
            regions = old
    return tuple(regions)


def test_boards_without_boxes_match_a_backtracking_count() -> None:
    rng = random.Random(3)
    seen = set()
    for n, fraction in ((3, 0.0), (3, 0.3), (5, 0.25), (5, 0.4), (7, 0.55), (7, 0.45)):
        for jigsaw in (False, True):
            regions = _jigsaw(rng, n) if jigsaw else box_regions(n, *box_shape(n))
            puzzle = new_puzzle(n).replace(regions=regions if jigsaw else ())
            # givens from one solution (sometimes with a wrong digit, so that none may be left)
            sol = count_solutions(puzzle, limit=1).solutions[0]
            clues = [d if rng.random() < fraction else 0 for d in sol]
            if rng.random() < 0.3:
                clues[rng.randrange(n * n)] = rng.randint(1, n)
            got = count_solutions(puzzle.replace(clues=tuple(clues)), limit=LIMIT).count
            assert got == brute_count(n, regions, clues), (n, jigsaw, regions, clues)
            seen.add(min(got, 2))
        assert not jigsaw or regions != box_regions(n, *box_shape(n))
    assert seen == {0, 1, 2}
