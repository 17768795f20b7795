"""Zipper lines: solver counts against the brute force, the checker against a direct reading of
the rule, pruning, the native file."""

from __future__ import annotations

import random

import pytest

from rule_checks import (
    assert_brute_force_agrees,
    assert_roundtrip,
    line_cases,
    make,
    native_text,
    random_path,
    sudoku_grids_4x4,
)
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine

KIND = get_kind("sudoku")


def obeys(cells, grid) -> bool:
    """The reference: fold the line at its middle; every pair of cells that meet has one sum,
    the centre cell's digit when the line is odd."""
    m = len(cells)
    sums = {grid[cells[k]] + grid[cells[m - 1 - k]] for k in range(m // 2)}
    if m % 2:
        sums.add(grid[cells[m // 2]])
    return len(sums) == 1


def random_lines(rng: random.Random, grid, n: int, count: int, faithful: float) -> list[ZipperLine]:
    out: list[ZipperLine] = []
    for _ in range(4000):
        if len(out) == count:
            break
        cells = random_path(rng, n, rng.randint(2, 7))
        if rng.random() < faithful and not obeys(cells, grid):
            continue
        out.append(ZipperLine(cells))
    return out


def test_pairs_and_centre() -> None:
    assert ZipperLine((1, 2, 3, 4, 5)).pairs() == [(1, 5), (2, 4)]
    assert ZipperLine((1, 2, 3, 4, 5)).centre() == 3
    assert ZipperLine((1, 2, 3, 4)).pairs() == [(1, 4), (2, 3)] and ZipperLine((1, 2)).centre() is None
    assert ZipperLine((0, 1, 2)).describe(9) == "Zipper line on r1c1, r1c2, r1c3 (centre r1c2)"


def test_checker_agrees_with_the_rule_on_every_solved_4x4() -> None:
    rng = random.Random(6)
    p = make(4, [])
    grids = sudoku_grids_4x4()
    for _ in range(40):
        line = ZipperLine(random_path(rng, 4, rng.randint(2, 7)))
        q = p.replace(constraints=(line,))
        for grid in rng.sample(grids, 30):
            assert (KIND.check(q, grid) == []) == obeys(line.cells, grid), (line, grid)


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(line_cases(808, random_lines, (1, 3), 0.9, 0.45), limit=None)


def test_check_names_cells_and_digits() -> None:
    line = ZipperLine((0, 1, 2))  # r1c1 r1c2 r1c3 on a 4 x 4: r1c1 + r1c3 = r1c2
    puzzle = make(4, [line])
    values = [0] * 16
    values[0], values[1], values[2] = 1, 4, 3
    assert KIND.check(puzzle, values) == []
    values[2] = 2
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "zipper" and v.cells == (0, 1, 2)
    assert "r1c1 + r1c3 (1 + 2 = 3)" in v.message and "the centre r1c2 (4)" in v.message
    values[0], values[1], values[2] = 0, 1, 2  # r1c3 = 2 cannot make 1 with r1c1
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (1, 2) and v.digit == 2 and "leaves no digit for r1c1" in v.message
    even = ZipperLine((0, 4, 5, 1))  # r1c1 + r1c2 = r2c1 + r2c2
    values = [0] * 16
    values[0], values[1], values[4], values[5] = 1, 2, 3, 4
    (v,) = KIND.check(make(4, [even]), values)
    assert v.cells == (0, 1, 4, 5) and "(1 + 2 = 3)" in v.message and "(3 + 4 = 7)" in v.message


def test_prune_intersects_the_pair_sums_and_the_centre() -> None:
    line = ZipperLine((0, 1, 2))
    puzzle = make(9, [line])
    masks = [0b1111111110] * 81
    masks[0] = 1 << 1
    masks[2] = 1 << 2  # 1 + 2: the centre is 3
    assert line.prune(puzzle, masks) is True
    assert masks[1] == 1 << 3
    masks[1] = 1 << 5
    assert line.prune(puzzle, masks) is None
    even = ZipperLine((10, 11, 12, 13))
    masks = [0b1111111110] * 81
    masks[10], masks[13] = 1 << 9, 1 << 8  # 17: the inner pair holds 8 and 9
    assert even.prune(puzzle, masks) is True
    assert masks[11] == masks[12] == (1 << 8) | (1 << 9)


def test_native_file_round_trip_and_bad_lines() -> None:
    assert_roundtrip(make(6, [ZipperLine((0, 1, 2, 3)), ZipperLine((35, 28, 21))]))
    for bad, words in (
        ('{"rule": "zipper", "cells": [3]}', "two or more cells"),
        ('{"rule": "zipper", "cells": [0, 20]}', "off the"),
        ('{"rule": "zipper", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "zipper", "cells": [0, "x"]}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


def test_check_flags_a_total_the_centre_cannot_hold() -> None:
    # (found in the variants audit) 9 and 8 at the ends of an odd zipper make 17, which its
    # centre cannot hold; a centre 1 leaves no two digits to make it
    puzzle = make(9, [ZipperLine((0, 1, 2, 3, 4))])
    values = [0] * 81
    values[0], values[4] = 9, 8
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "zipper" and v.cells == (0, 2, 4)
    assert v.message == "on a zipper line r1c1 + r1c5 (9 + 8 = 17) leaves no digit for the centre r1c3 to match"
    values[0], values[4] = 1, 8
    assert KIND.check(puzzle, values) == []
    values = [0] * 81
    values[2] = 1
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (2,) and v.digit == 1
    assert v.message == "on a zipper line no two digits add up to 1, as the centre r1c3 says"
    values[2] = 3
    assert KIND.check(puzzle, values) == []
