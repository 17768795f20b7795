"""Human logic on every board size 3 to 16 that has regions (issue 22): a 5 x 5 or 7 x 7 jigsaw
reasons on its regions, a prime size without jigsaw regions on its "boxes" (its rows, as
f-puzzles draws them), and a board without regions at all (chaos construction) stays refused with
its message. Solutions come from the SAT solver, never from hard-coded answers."""

from __future__ import annotations

import random

import pytest

from str8ts_gui.core.kind import NotSupported
from str8ts_gui.kinds.sudoku.logic import CandidateGrid, solve_path
from str8ts_gui.kinds.sudoku.model import new_puzzle, validate
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.solver.sat import Status, solve

JIGSAW_5 = (
    0, 0, 0, 1, 1,
    0, 0, 1, 1, 1,
    2, 2, 2, 3, 3,
    2, 2, 4, 3, 3,
    4, 4, 4, 4, 3,
)
JIGSAW_7 = (
    0, 0, 0, 1, 1, 1, 1,
    0, 0, 2, 2, 1, 1, 1,
    0, 0, 2, 2, 2, 3, 3,
    4, 2, 2, 5, 3, 3, 3,
    4, 4, 5, 5, 5, 3, 3,
    4, 4, 5, 5, 6, 6, 6,
    4, 4, 5, 6, 6, 6, 6,
)


def unique_puzzle(rng: random.Random, n: int, regions=(), constraints=()):
    """A puzzle with one solution: givens of a solver's random-ish solution added until unique."""
    base = new_puzzle(n).replace(regions=regions, constraints=constraints)
    validate(base)
    seed = [0] * (n * n)
    seed[rng.randrange(n * n)] = rng.randint(1, n)  # a random start, so each seed differs
    first = solve(new_puzzle(n, seed).replace(regions=regions, constraints=constraints), limit=1)
    if first.status is Status.NONE:
        first = solve(base, limit=1)
    sol = first.solutions[0]
    clues = [0] * (n * n)
    order = list(range(n * n))
    rng.shuffle(order)
    for i in order:
        clues[i] = sol[i]
        if solve(new_puzzle(n, clues).replace(regions=regions, constraints=constraints), limit=2).status is Status.UNIQUE:
            break
    return new_puzzle(n, clues).replace(regions=regions, constraints=constraints), sol


def assert_path_sound_and_solved(p, sol) -> list:
    path = solve_path(p, unique=True)
    for s in path.steps:
        assert all(sol[i] != d for i, d in s.eliminations), s.text
        assert all(sol[i] == d for i, d in s.placements), s.text
    assert path.solved and path.values == tuple(sol)
    return list(path.steps)


@pytest.mark.parametrize("n, regions", [(5, JIGSAW_5), (7, JIGSAW_7)])
def test_a_jigsaw_of_a_size_without_boxes_is_solved_on_its_regions(n, regions):
    rng = random.Random(n)
    sh = CandidateGrid.from_puzzle(new_puzzle(n).replace(regions=regions)).shape
    assert sh.region_word == "region" and sh.units[2 * n] == tuple(i for i in range(n * n) if regions[i] == 0)
    used_region = False
    for _ in range(2):
        p, sol = unique_puzzle(rng, n, regions)
        steps = assert_path_sound_and_solved(p, sol)
        assert not any("box" in s.text for s in steps)
        used_region = used_region or any("region" in s.text for s in steps)
    assert used_region


def test_a_7x7_jigsaw_with_kropki_dots_is_solved_by_logic():
    rng = random.Random(3)
    p0, sol = unique_puzzle(rng, 7, JIGSAW_7)
    # every white and black dot the solution has between row neighbours of rows 1-3
    dots = []
    for i in range(21):
        if i % 7 < 6:
            a, b = sol[i], sol[i + 1]
            if abs(a - b) == 1:
                dots.append(KropkiDot((i, i + 1), False))
            elif a == 2 * b or b == 2 * a:
                dots.append(KropkiDot((i, i + 1), True))
    p, sol2 = unique_puzzle(rng, 7, JIGSAW_7, tuple(dots))
    steps = assert_path_sound_and_solved(p, sol2)
    assert steps


def test_a_prime_size_without_jigsaw_regions_uses_its_rows_as_boxes():
    rng = random.Random(5)
    p, sol = unique_puzzle(rng, 5)
    assert_path_sound_and_solved(p, sol)


def test_a_board_without_regions_is_still_refused():
    from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction

    p = new_puzzle(5).replace(constraints=(ChaosConstruction(),))
    with pytest.raises(NotSupported, match="without boxes"):
        CandidateGrid.from_puzzle(p)


def test_jigsaw_regions_that_are_not_n_regions_of_n_cells_are_refused_with_a_reason():
    """Regions being drawn (two boxes merged into one of 18 cells): the logic says why it cannot
    work on the board instead of failing inside (an IndexError found by a random-input run)."""
    base = [(r // 3) * 3 + c // 3 for r in range(9) for c in range(9)]
    merged = tuple(0 if x == 1 else x for x in base)
    p = new_puzzle(9).replace(regions=merged)
    with pytest.raises(NotSupported, match="needs 9 regions of 9 cells each; on this board region 1 has 18 cells, 1 region is empty"):
        CandidateGrid.from_puzzle(p)
    with pytest.raises(NotSupported):
        solve_path(p)
