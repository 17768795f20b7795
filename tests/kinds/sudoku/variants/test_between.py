"""Between lines: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random
from itertools import product

import pytest

from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_prune_sound, assert_roundtrip, line_cases, make, native_text, random_path
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.between import BetweenLine

KIND = get_kind("sudoku")


def obeys(digits) -> bool:
    lo, hi = sorted((digits[0], digits[-1]))
    return all(lo < d < hi for d in digits[1:-1])


def random_lines(rng: random.Random, grid, n: int, count: int, faithful: float) -> list[BetweenLine]:
    """Random lines of 2 to 5 cells; with probability ``faithful`` only lines the grid obeys."""
    out: list[BetweenLine] = []
    used: set[int] = set()
    for _ in range(300):
        if len(out) == count:
            break
        path = random_path(rng, n, rng.randint(2, min(n, 5)))
        if used & set(path):
            continue
        if rng.random() < faithful and not obeys([grid[i] for i in path]):
            continue
        used |= set(path)
        out.append(BetweenLine(path))
    return out


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(line_cases(2811, random_lines), limit=None)


def test_lines_may_share_cells() -> None:
    # two lines crossing at r2c2 and one sharing an end: still what the brute force says
    rng = random.Random(5)
    lines = [BetweenLine((0, 5, 10)), BetweenLine((2, 5, 8)), BetweenLine((10, 14, 15))]
    counts = []
    for k in (1, 2, 3):
        puzzle = make(4, lines[:k])
        sols = assert_counts_match(puzzle, limit=None)
        assert_prune_sound(puzzle, sols, rng)
        counts.append(len(sols))
    assert counts[0] >= counts[1] >= counts[2] and counts[0] > 0


def test_prune_keeps_exactly_the_digits_of_some_filling_of_one_line() -> None:
    """On random candidate masks, prune keeps a digit exactly when some filling of the line
    (ignoring Sudoku) that respects the masks uses it (it is complete for one line)."""
    rng = random.Random(7)
    n = 6
    line = BetweenLine((0, 1, 2, 3))
    puzzle = make(n, [line])
    for _ in range(150):
        masks = [0b1111110] * 36
        for i in line.cells:
            masks[i] = rng.getrandbits(7) & 0b1111110
        options = [[d for d in range(1, n + 1) if masks[i] >> d & 1] for i in line.cells]
        support = [0] * 4
        for digits in product(*options):
            if obeys(digits):
                for k, d in enumerate(digits):
                    support[k] |= 1 << d
        got = list(masks)
        r = line.prune(puzzle, got)
        if not all(support):
            assert r is None
        else:
            assert r is not None and [got[i] for i in line.cells] == support


def test_check_names_the_cells_and_digits() -> None:
    line = BetweenLine((0, 1, 2, 3))  # r1c1 to r1c4 on a 6 x 6
    puzzle = make(6, [line])
    values = [0] * 36
    values[0], values[1], values[2], values[3] = 1, 3, 4, 6
    assert KIND.check(puzzle, values) == []
    values[0] = 5  # 5 ... 6: r1c2 (3) is not between
    vs = [v for v in KIND.check(puzzle, values) if v.kind == "between"]
    assert vs and "r1c1 (5)" in vs[0].message and "r1c4 (6)" in vs[0].message
    values[0] = 0
    values[3] = 0
    values[1] = 6  # 6 on the inner part: nothing lies above it
    (v,) = [v for v in KIND.check(puzzle, values) if v.kind == "between"]
    assert v.cells == (1,) and v.digit == 6 and "r1c2 (6)" in v.message
    values[1] = 2
    values[0] = 3  # the end r1c1 (3) between r1c2 (2) and r1c3 (4)
    (v,) = [v for v in KIND.check(puzzle, values) if v.kind == "between"]
    assert v.cells == (0, 1, 2) and "r1c1 (3)" in v.message
    values[0] = 4  # the end equals an inner digit
    (v,) = [v for v in KIND.check(puzzle, values) if v.kind == "between"]
    assert v.cells == (0, 2) and v.digit == 4


def test_a_two_cell_line_says_nothing() -> None:
    puzzle = make(4, [BetweenLine((0, 1))])
    assert get_kind("sudoku").check(puzzle, [1, 2, 3, 4] + [0] * 12) == []


def test_native_file_round_trip_and_bad_lines() -> None:
    assert_roundtrip(make(6, [BetweenLine((0, 1, 2)), BetweenLine((35, 28))]))
    assert BetweenLine((0, 7, 14)).describe(6) == "Between line from r1c1 to r3c3 through r2c2"
    for bad, words in (
        ('{"rule": "between", "cells": [0]}', "two or more cells"),
        ('{"rule": "between", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "between", "cells": [0, 99]}', "off the"),
        ('{"rule": "between", "cells": "r1c1"}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
