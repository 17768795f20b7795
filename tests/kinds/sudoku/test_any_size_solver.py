"""Boards whose size has no boxes (issue 22: every size 3 to 16 with the board's regions): the
solver's counts on 3 x 3, 5 x 5 and 7 x 7 boards, with their own regions (a prime size's rows)
or jigsaw regions, against the variants' brute force (backtracking over rows, columns and
regions; the board's own regions given to it as jigsaw regions)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "variants"))  # the variants' brute force

from brute import solutions  # noqa: E402

from str8ts_gui.core.geometry import box_regions  # noqa: E402
from str8ts_gui.kinds.sudoku.model import box_shape, new_puzzle  # noqa: E402
from str8ts_gui.solver.sat import count_solutions  # noqa: E402

LIMIT = 300


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
            brute = solutions(new_puzzle(n, clues).replace(regions=tuple(regions)), limit=LIMIT)
            assert got == len(brute), (n, jigsaw, regions, clues)
            seen.add(min(got, 2))
        assert not jigsaw or regions != box_regions(n, *box_shape(n))
    assert seen == {0, 1, 2}
