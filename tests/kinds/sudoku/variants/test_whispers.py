"""German whispers: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_roundtrip, line_cases, make, native_text, random_path, some_clues
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.solver.sat import solve

KIND = get_kind("sudoku")


def random_lines(rng: random.Random, grid, n: int, count: int, faithful: float) -> list[Whispers]:
    """Random lines (default gap, sometimes another); with probability ``faithful`` only lines
    the grid obeys are kept."""
    out: list[Whispers] = []
    for _ in range(300):
        if len(out) == count:
            break
        gap = rng.choice([0, 0, 0, 1, n - 2])
        line = Whispers(random_path(rng, n, rng.randint(2, 6)), gap)
        if len(line.cells) < 2:
            continue
        g = line.min_gap(n)
        if rng.random() < faithful and any(abs(grid[a] - grid[b]) < g for a, b in line.edges()):
            continue
        out.append(line)
    return out


def cases(seed: int):
    return line_cases(seed, random_lines)


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(cases(505), limit=None)  # no, one and several solutions


def test_a_loop_and_the_default_gap() -> None:
    loop = Whispers((0, 1, 7, 6, 0))  # r1c1 r1c2 r2c2 r2c1 back to r1c1, on a 6 x 6: gap 3
    assert loop.min_gap(6) == 3 and Whispers((0, 1)).min_gap(9) == 5 and Whispers((0, 1), 2).min_gap(9) == 2
    assert len(loop.edges()) == 4
    some = solve(make(6, [loop]), limit=1).solution  # a grid with the loop, for clues
    puzzle = make(6, [loop], some_clues(random.Random(7), some, 0.5))
    sols = assert_counts_match(puzzle, limit=None)
    assert sols
    for s in sols:
        ring = [s[0], s[1], s[7], s[6]]
        assert all(abs(ring[k] - ring[k - 1]) >= 3 for k in range(4))


def test_check_flags_close_neighbours_and_a_digit_with_none_far_enough() -> None:
    line = Whispers((0, 1, 2, 3, 4))
    puzzle = make(9, [line])
    values = [0] * 81
    values[0], values[1], values[2] = 1, 7, 2
    assert KIND.check(puzzle, values) == []
    values[3] = 6  # 2 and 6 are only 4 apart
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "whispers" and v.cells == (2, 3) and "r1c3" in v.message and "r1c4" in v.message
    values[3] = 0
    values[4] = 5  # a 5 has no digit 5 away on a 9 x 9
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "whispers" and v.cells == (4,) and v.digit == 5


def test_prune_removes_the_middle_digits() -> None:
    line = Whispers((0, 1))
    puzzle = make(9, [line])
    masks = [0b1111111110] * 81
    assert line.prune(puzzle, masks) is True
    assert masks[0] == masks[1] == 0b1111111110 & ~(1 << 5)
    masks[1] = 1 << 4
    assert line.prune(puzzle, masks) is True and masks[0] == 1 << 9
    masks[0] = 1 << 6
    assert line.prune(puzzle, masks) is None


def test_native_file_round_trip_and_bad_lines() -> None:
    assert_roundtrip(make(6, [Whispers((0, 1, 2)), Whispers((35, 28), 2)]))
    for bad, words in (
        ('{"rule": "whispers", "cells": [0]}', "two or more cells"),
        ('{"rule": "whispers", "cells": [0, 0, 1]}', "follows itself"),
        ('{"rule": "whispers", "cells": [0, 1], "gap": 4}', "gap"),
        ('{"rule": "whispers", "cells": [0, 1], "gap": -1}', "gap"),
        ('{"rule": "whispers", "cells": [0, 16]}', "off the"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
