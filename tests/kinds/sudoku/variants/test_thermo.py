"""Thermometers: solver counts and true candidates against the brute force, the checker,
pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_roundtrip, explained_cells, make, native_text, random_cases, random_path

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

KIND = get_kind("sudoku")


def random_thermo(rng: random.Random, n: int, grid) -> Thermometer:
    path = random_path(rng, n, rng.randint(2, n))
    if rng.random() < 0.6:  # mostly thermometers the grid could obey: rising where it rises
        path = tuple(sorted(path, key=lambda i: grid[i])) if rng.random() < 0.3 else path
        if grid[path[0]] > grid[path[-1]]:
            path = path[::-1]
    return Thermometer(path)


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_thermo(rng, n, grid) for _ in range(rng.randint(1, 2 if n == 4 else 3))]
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_flags_falling_and_cramped_thermometers() -> None:
    t = Thermometer((0, 1, 2, 3))  # the whole first row of a 4 x 4
    puzzle = make(4, [t])
    values = [0] * 16
    values[0:4] = [1, 2, 3, 4]
    assert KIND.check(puzzle, values) == []
    values[0:4] = [1, 3, 2, 4]
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "thermo" and v.cells == (1, 2) and "r1c3" in v.message and "r1c2" in v.message
    values[0:4] = [2, 0, 0, 0]  # the bulb needs room for 3 larger digits: 2 leaves 3, 4
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "thermo" and v.cells == (0,)
    values[0:4] = [1, 0, 3, 0]  # fine: 1, 2, 3, 4
    assert KIND.check(puzzle, values) == []
    values[0:4] = [0, 2, 3, 0]
    assert KIND.check(puzzle, values) == []
    values[0:4] = [1, 0, 2, 0]  # nothing fits between 1 and 2
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 2) and "between" in v.message


def test_check_is_exactly_rising_on_full_grids() -> None:
    rng = random.Random(5)
    for _ in range(40):
        grid = random_puzzle_grid(rng, 6)
        t = Thermometer(random_path(rng, 6, rng.randint(2, 6)))
        rising = all(grid[a] < grid[b] for a, b in zip(t.cells, t.cells[1:]))
        assert (KIND.check(make(6, [t]), grid) == []) == rising


def test_prune_keeps_the_ranges_of_the_positions() -> None:
    t = Thermometer((0, 1, 2))
    puzzle = make(6, [t])
    masks = [0b1111110] * 36
    assert t.prune(puzzle, masks) is True
    assert [masks[i] for i in (0, 1, 2)] == [0b0011110, 0b0111100, 0b1111000]  # 1-4, 2-5, 3-6
    masks[1] = 1 << 5
    assert t.prune(puzzle, masks) is True
    assert masks[0] == 0b0011110 and masks[2] == 1 << 6
    masks[2] = 1 << 5
    assert t.prune(puzzle, masks) is None
    assert t.prune(puzzle, [0b1111110] * 36) is True
    unchanged = [0b1111110] * 36
    t.prune(puzzle, unchanged)
    assert t.prune(puzzle, unchanged) is False


def test_givens_that_break_a_thermometer_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[5] = 3, 2  # bulb 3, then 2 diagonally next to it: each alone is fine
    clues[15] = 1  # a given that has nothing to do with it
    puzzle = make(4, [Thermometer((0, 5))], clues)
    assert explained_cells(puzzle) == (0, 5)
    clues[0], clues[5] = 1, 2
    assert explained_cells(make(4, [Thermometer((0, 5))], clues)) == ()


def test_native_file_round_trip_and_bad_thermometers() -> None:
    assert_roundtrip(make(6, [Thermometer((0, 1, 2)), Thermometer((35, 28, 21, 14))]))
    for bad, words in (
        ('{"rule": "thermo", "cells": [0]}', "two or more"),
        ('{"rule": "thermo", "cells": [0, 1, 0]}', "two or more different"),
        ('{"rule": "thermo", "cells": [0, 99]}', "off the 4 x 4 board"),
        ('{"rule": "thermo", "cells": [0, 1, 2, 3, 7]}', "cannot rise"),
        ('{"rule": "thermo"}', "cells"),
        ('{"rule": "thermo", "cells": 5}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
