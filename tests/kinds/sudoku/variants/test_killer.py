"""Killer cages: solver counts and true candidates against the brute force, the checker,
pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_roundtrip, explained_cells, make, native_text, random_cases, random_path

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

KIND = get_kind("sudoku")


def random_cages(rng: random.Random, n: int, grid, count: int) -> list[KillerCage]:
    """Non-overlapping cages along random paths; sums mostly from ``grid``, some left out or off."""
    used: set[int] = set()
    out = []
    for _ in range(count * 4):
        if len(out) == count:
            break
        path = tuple(i for i in random_path(rng, n, rng.randint(2, min(n, 4))) if i not in used)
        if len(path) < 2:
            continue
        used.update(path)
        total = sum(grid[i] for i in path)
        roll = rng.random()
        if roll < 0.15:
            total = 0
        elif roll < 0.3:
            total = max(1, total + rng.choice([-1, 1]))
        out.append(KillerCage(path, min(total, n * (n + 1) // 2)))
    return out


def cases(seed: int):
    def cages(rng, n, grid, k):
        return random_cages(rng, n, grid, rng.randint(1, 3) if n == 4 else rng.randint(2, 5))

    return random_cases(seed, cages, fractions=(0.0, 0.1, 0.25))


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_on_full_grids_is_the_cage_rule() -> None:
    rng = random.Random(8)
    for _ in range(80):
        grid = random_puzzle_grid(rng, 6)
        cells = random_path(rng, 6, rng.randint(2, 5))
        total = rng.randint(3, 21)
        ok = len({grid[i] for i in cells}) == len(cells) and sum(grid[i] for i in cells) == total
        assert (KIND.check(make(6, [KillerCage(cells, total)]), grid) == []) == ok


def test_a_repeat_in_a_cage_names_its_cells() -> None:
    values = [0] * 36
    values[0] = values[9] = 3  # r1c1 and r2c4: one cage, no row, column or box in common
    (v,) = KIND.check(make(6, [KillerCage((0, 9), 12)]), values)
    assert v.kind == "cage_repeat" and v.cells == (0, 9) and v.digit == 3
    assert v.message == "3 appears twice in a killer cage: r1c1, r2c4"


def test_givens_that_break_a_cage_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[6] = 1, 2  # a cage r1c1 r2c3 of sum 5: 1 + 2 = 3
    clues[15] = 3
    puzzle = make(4, [KillerCage((0, 6), 5)], clues)
    assert explained_cells(puzzle) == (0, 6)
    clues[6] = 4
    assert explained_cells(make(4, [KillerCage((0, 6), 5)], clues)) == ()


def test_native_file_round_trip_and_bad_cages() -> None:
    assert_roundtrip(make(6, [KillerCage((0, 1), 7), KillerCage((14, 15, 21))]))
    for bad, words in (
        ('{"rule": "killer", "cells": [], "total": 3}', "one or more"),
        ('{"rule": "killer", "cells": [0, 1, 2, 3, 4], "total": 10}', "cannot all differ"),
        ('{"rule": "killer", "cells": [0, 1], "total": 11}', "out of range"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
