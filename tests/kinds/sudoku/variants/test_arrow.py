"""Arrows (one-cell and two-cell bulbs): solver counts and true candidates against the brute
force, the checker, pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from rule_checks import (
    assert_brute_force_agrees,
    assert_counts_match,
    assert_roundtrip,
    explained_cells,
    make,
    native_text,
    random_cases,
    random_path,
)

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.solver.sat import solve

KIND = get_kind("sudoku")


def random_arrow(rng: random.Random, n: int, grid, bulb_cells: int = 1) -> Arrow:
    """An arrow along a random path; mostly with a bulb the grid obeys, when one exists."""
    path = random_path(rng, n, rng.randint(bulb_cells + 1, n))
    bulb, line = path[:bulb_cells], path[bulb_cells:]
    if bulb_cells == 1 and rng.random() < 0.7:
        total = sum(grid[i] for i in line)
        fits = [i for i in range(n * n) if grid[i] == total and i not in line]
        if fits:
            bulb = (rng.choice(fits),)
    return Arrow(bulb, line)


def arrows_of(rng: random.Random, n: int, grid, k: int) -> list[Arrow]:
    arrows = [random_arrow(rng, n, grid) for _ in range(rng.randint(1, 2 if n == 4 else 3))]
    if (k % 5 == 0) if n == 4 else k % 2:
        arrows.append(random_arrow(rng, n, grid, 2))
    return arrows


def cases(seed: int):
    return random_cases(seed, arrows_of)


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_a_two_cell_bulb_reads_as_a_number() -> None:
    # 6 x 6: the bulb r1c1 r1c2 reads as a number; the line is the whole third row: 21
    arrow = Arrow((0, 1), (12, 13, 14, 15, 16, 17))
    puzzle = make(6, [arrow])
    found = solve(puzzle, limit=30)
    assert found.count == 30 and all((s[0], s[1]) == (2, 1) for s in found.solutions)
    # rows 1 and 3 open, the rest given from a solution: few enough for the brute force
    grid = found.solutions[0]
    clues = [0 if i // 6 in (0, 2) else d for i, d in enumerate(grid)]
    sols = assert_counts_match(make(6, [arrow], clues), limit=200)
    assert grid in sols and all((s[0], s[1]) == (2, 1) for s in sols)
    values = [0] * 36
    values[0], values[1] = 2, 1
    values[12:18] = [3, 4, 5, 6, 1, 2]
    assert KIND.check(puzzle, values) == []
    values[0], values[1] = 1, 2  # 12, not 21
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "arrow_sum" and "21, not 12" in v.message and v.cells == (0, 1, *range(12, 18))


def test_line_digits_may_repeat() -> None:
    arrow = Arrow((0,), (1, 6))  # r1c1 = r1c2 + r2c3; r1c2 and r2c3 may hold the same digit
    sols = assert_counts_match(make(4, [arrow]), limit=300)
    assert any(s[1] == s[6] for s in sols)
    assert all(s[0] == s[1] + s[6] for s in sols)


def test_check_flags_wrong_and_impossible_arrows_only() -> None:
    arrow = Arrow((0,), (5, 10))
    puzzle = make(4, [arrow])
    values = [0] * 16
    values[0], values[5], values[10] = 4, 1, 3
    assert KIND.check(puzzle, values) == []
    values[10] = 2
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "arrow_sum" and v.cells == (0, 5, 10) and "3, not 4" in v.message and "r1c1" in v.message
    values[0], values[5], values[10] = 2, 0, 0  # 1 + 1 = 2: still possible
    assert KIND.check(puzzle, values) == []
    values[10] = 2  # 2 + at least 1 > 2
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "arrow_sum" and "cannot be completed" in v.message
    values[0], values[5], values[10] = 0, 4, 0  # needs a bulb of at least 5 on a 4 x 4
    assert KIND.check(puzzle, values)[0].kind == "arrow_sum"


def test_prune_keeps_exactly_the_supported_digits() -> None:
    arrow = Arrow((0,), (5, 10))
    puzzle = make(4, [arrow])
    masks = [0b11110] * 16
    assert arrow.prune(puzzle, masks) is True
    assert masks[0] == 0b11100 and masks[5] == masks[10] == 0b01110  # bulb 2-4, line 1-3
    masks[5] = 1 << 3
    assert arrow.prune(puzzle, masks) is True
    assert masks[0] == 1 << 4 and masks[10] == 1 << 1
    assert arrow.prune(puzzle, masks) is False
    masks[10] = 1 << 2
    assert arrow.prune(puzzle, masks) is None


def test_givens_that_break_an_arrow_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[10] = 2, 2  # bulb 2 cannot take a line holding 2 and something more
    clues[15] = 3
    puzzle = make(4, [Arrow((0,), (5, 10))], clues)
    assert explained_cells(puzzle) == (0, 10)


def test_native_file_round_trip_and_bad_arrows() -> None:
    assert_roundtrip(make(6, [Arrow((0,), (7, 14)), Arrow((5, 4), (11, 17, 23, 29))]))
    for bad, words in (
        ('{"rule": "arrow", "bulb": [], "line": [1]}', "bulb"),
        ('{"rule": "arrow", "bulb": [0], "line": []}', "line"),
        ('{"rule": "arrow", "bulb": [0], "line": [1, 0]}', "twice"),
        ('{"rule": "arrow", "bulb": [0], "line": [16]}', "off the 4 x 4 board"),
        ('{"rule": "arrow", "bulb": [0]}', "line"),
        ('{"rule": "arrow", "bulb": 0, "line": [1]}', "'bulb' must be a list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
