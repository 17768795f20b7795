"""Slow thermometers: solver counts and true candidates against the brute force (4 x 4 and
6 x 6), pruning keeps every solution, the checker, the bounds of the pruning (strict between
peers), conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_roundtrip, explained_cells, make, native_text, random_cases, random_path

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer

KIND = get_kind("sudoku")


def random_slow(rng: random.Random, n: int, grid) -> SlowThermometer:
    path = random_path(rng, n, rng.randint(2, n + 2))
    if rng.random() < 0.6:  # mostly lines the grid could obey: never falling where it is read
        path = tuple(sorted(path, key=lambda i: grid[i])) if rng.random() < 0.4 else path
        if grid[path[0]] > grid[path[-1]]:
            path = path[::-1]
    return SlowThermometer(path)


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_slow(rng, n, grid) for _ in range(rng.randint(1, 2 if n == 4 else 3))]
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_flags_falling_digits_only() -> None:
    t = SlowThermometer((1, 6, 9, 14))  # r1c2, r2c3, r3c2, r4c3 on a 4 x 4: no two neighbours are peers
    puzzle = make(4, [t])
    values = [0] * 16
    values[1], values[6], values[9], values[14] = 1, 1, 3, 3  # equal neighbours are fine here
    assert KIND.check(puzzle, values) == []
    values[9] = 0
    values[14] = 0
    values[6] = 2
    values[1] = 3  # r2c3 (2) below the bulb r1c2 (3)
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "slowthermo" and v.cells == (1, 6) and "r2c3 (2)" in v.message and "r1c2 (3)" in v.message
    values[6] = 0
    values[14] = 1  # further along, with empty cells between
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (1, 14) and "further" in v.message


def test_check_is_exactly_never_falling_on_full_grids() -> None:
    rng = random.Random(5)
    for _ in range(60):
        grid = random_puzzle_grid(rng, 6)
        t = SlowThermometer(random_path(rng, 6, rng.randint(2, 8)))
        ok = all(grid[a] <= grid[b] for a, b in zip(t.cells, t.cells[1:]))
        assert (KIND.check(make(6, [t]), grid) == []) == ok


def test_prune_bounds_and_strict_steps_between_peers() -> None:
    # r1c1 -> r2c2 -> r3c1 on a 6 x 6: r1c1 and r2c2 share a box (strict), r2c2 and r3c1 do not
    t = SlowThermometer((0, 7, 12))
    puzzle = make(6, [t])
    full = 0b1111110
    masks = [full] * 36
    assert t.prune(puzzle, masks) is True
    assert [masks[i] for i in (0, 7, 12)] == [0b0111110, 0b1111100, 0b1111100]  # 1-5, 2-6, 2-6
    masks = [full] * 36
    masks[12] = 1 << 3  # the tip is 3: r2c2 at most 3, the bulb at most 2
    assert t.prune(puzzle, masks) is True
    assert [masks[i] for i in (0, 7, 12)] == [0b0000110, 0b0001100, 1 << 3]
    masks[0] = 1 << 3
    assert t.prune(puzzle, masks) is None
    unchanged = [full] * 36
    t.prune(puzzle, unchanged)
    assert t.prune(puzzle, unchanged) is False


def test_a_slow_thermometer_may_be_longer_than_the_board_is_wide() -> None:
    path = (4, 1, 6, 11, 14, 9)  # six cells zigzagging on a 4 x 4: needs repeats
    puzzle = make(4, [SlowThermometer(path)])
    from brute import solutions

    sols = solutions(puzzle)
    assert sols and all(all(s[a] <= s[b] for a, b in zip(path, path[1:])) for s in sols)


def test_givens_that_break_a_slow_thermometer_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[5] = 3, 2  # bulb 3, then 2 diagonally next to it
    clues[15] = 1
    assert explained_cells(make(4, [SlowThermometer((0, 5))], clues)) == (0, 5)
    clues[0], clues[5], clues[6] = 2, 0, 2  # equal digits in two boxes: fine
    clues[15] = 0
    assert explained_cells(make(4, [SlowThermometer((0, 6))], clues)) == ()


def test_native_file_round_trip_describe_and_bad_lines() -> None:
    t = SlowThermometer((35, 28, 21, 14, 7, 0, 1))
    assert_roundtrip(make(6, [SlowThermometer((0, 1, 2)), t]))
    assert t.describe(6) == "Slow thermometer from r6c6 on r6c6, r5c5, r4c4, r3c3, r2c2, r1c1, r1c2"
    for bad, words in (
        ('{"rule": "slowthermo", "cells": [0]}', "two or more"),
        ('{"rule": "slowthermo", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "slowthermo", "cells": [0, 99]}', "off the 4 x 4 board"),
        ('{"rule": "slowthermo"}', "cells"),
        ('{"rule": "slowthermo", "cells": 5}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


def test_check_flags_digits_without_room_to_rise_between_peers() -> None:
    # (found in the variants audit) along a row the cells differ, so the digits rise: a 9 on the
    # bulb of a slow thermometer running along a row leaves nothing for the next cell
    t = SlowThermometer((0, 1, 2, 11))  # r1c1, r1c2, r1c3 (one row), then r2c3 (its box too)
    puzzle = make(9, [t])
    values = [0] * 81
    values[0] = 9
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0,) and v.digit == 9
    assert v.message == (
        "r1c1 (9) leaves no room on a slow thermometer that must rise 3 times after it (where its cells must differ)"
    )
    values[0] = 6
    assert KIND.check(puzzle, values) == []
    values[0], values[11] = 0, 2
    (v,) = KIND.check(puzzle, values)
    assert v.message == (
        "r2c3 (2) leaves no room on a slow thermometer that must rise 3 times before it (where its cells must differ)"
    )
    values[0], values[11] = 4, 5
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 11) and v.message == (
        "r1c1 (4) and r2c3 (5) are too close on a slow thermometer: it must rise 3 times between them "
        "(where its cells must differ)"
    )
    values[11] = 7
    assert KIND.check(puzzle, values) == []
    # cells that need not differ may repeat: no rise asked
    free = SlowThermometer((0, 10, 2))  # r1c1, r2c2, r1c3: each step within box 1
    values = [0] * 81
    values[0] = 9
    (v,) = KIND.check(make(9, [free]), values)
    assert "rise twice after it" in v.message
    free = SlowThermometer((0, 28, 2))  # r1c1, r4c2, r1c3: neither step within a row, column or box
    assert KIND.check(make(9, [free]), values) == []
