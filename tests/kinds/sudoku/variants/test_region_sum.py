"""Region sum lines: solver counts against the brute force (boxes and a jigsaw), the checker
against a direct reading of the rule, pruning, the native file."""

from __future__ import annotations

import random

import pytest

from brute import latin_squares, region_of
from rule_checks import (
    assert_brute_force_agrees,
    assert_roundtrip,
    line_cases,
    make,
    native_text,
    random_path,
    some_clues,
    sudoku_grids_4x4,
)
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine

KIND = get_kind("sudoku")

# a 4 x 4 jigsaw:  0 0 0 1 / 2 0 1 1 / 2 2 3 1 / 2 3 3 3
JIGSAW = (0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3)


def obeys(puzzle, line: RegionSumLine, grid) -> bool:
    """The reference: cut the line where the region changes; every piece has one sum."""
    region = region_of(puzzle)
    sums, acc = [], grid[line.cells[0]]
    for a, b in zip(line.cells, line.cells[1:]):
        if region[a] != region[b]:
            sums.append(acc)
            acc = 0
        acc += grid[b]
    sums.append(acc)
    return len(set(sums)) == 1


def random_lines(rng: random.Random, grid, n: int, count: int, faithful: float, regions=()) -> list[RegionSumLine]:
    base = make(n, [], regions=regions)
    out: list[RegionSumLine] = []
    for _ in range(4000):
        if len(out) == count:
            break
        line = RegionSumLine(random_path(rng, n, rng.randint(2, 7)))
        if rng.random() < faithful and not obeys(base, line, grid):
            continue
        out.append(line)
    return out


def test_segments_follow_the_box_borders_and_a_line_in_one_box_says_nothing() -> None:
    p = make(4, [])
    assert RegionSumLine((0, 1, 2, 3)).segments(p, 4) == [(0, 1), (2, 3)]
    assert RegionSumLine((0, 1, 5, 4)).segments(p, 4) == []  # r1c1 r1c2 r2c2 r2c1: one box
    assert RegionSumLine((1, 2, 5)).segments(p, 4) == [(1,), (2,), (5,)]  # back into the first box
    jig = make(4, [], regions=JIGSAW)
    assert RegionSumLine((0, 1, 2, 3)).segments(jig, 4) == [(0, 1, 2), (3,)]


def test_checker_agrees_with_the_rule_on_every_solved_4x4() -> None:
    rng = random.Random(5)
    p = make(4, [])
    lines = [RegionSumLine(random_path(rng, 4, rng.randint(2, 6))) for _ in range(40)]
    grids = sudoku_grids_4x4()
    for line in lines:
        q = p.replace(constraints=(line,))
        for grid in rng.sample(grids, 30):
            assert (KIND.check(q, grid) == []) == obeys(q, line, grid), (line, grid)


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(line_cases(707, random_lines, (1, 3), 0.9, 0.45), limit=None)


def test_solver_counts_on_a_jigsaw() -> None:
    rng = random.Random(11)
    region = region_of(make(4, [], regions=JIGSAW))
    fitting = [g for g in latin_squares(4) if all(len({g[i] for i in range(16) if region[i] == r}) == 4 for r in range(4))]
    assert fitting
    cases = []
    for k in range(16):
        grid = rng.choice(fitting)
        lines = random_lines(rng, grid, 4, rng.randint(1, 3), 0.95 if k % 4 else 0.3, JIGSAW)
        cases.append((rng, make(4, lines, some_clues(rng, grid, 0.4 if k % 2 else 0.1), regions=JIGSAW)))
    assert_brute_force_agrees(cases, limit=None)


def test_check_names_the_segments_that_differ() -> None:
    line = RegionSumLine((1, 2, 3))  # r1c2 | r1c3 r1c4 on a 4 x 4
    puzzle = make(4, [line])
    values = [0] * 16
    values[1], values[2], values[3] = 3, 1, 2
    assert KIND.check(puzzle, values) == []
    values[1] = 4
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "region_sum" and v.cells == (1, 2, 3)
    assert "r1c2 (sum 4)" in v.message and "r1c3-r1c4 (sum 3)" in v.message
    values[1], values[3] = 2, 0  # r1c3 alone is 1, r1c4 empty: 1 + at least 1 = 2 still fits
    assert KIND.check(puzzle, values) == []
    values[1], values[2] = 1, 2
    (v,) = KIND.check(puzzle, values)
    assert "more than 1" in v.message


def test_prune_intersects_the_segments_sums() -> None:
    line = RegionSumLine((4, 5, 6))  # r1c5 r1c6 | r1c7 on a 9 x 9
    puzzle = make(9, [line])
    masks = [0b1111111110] * 81
    masks[6] = 1 << 3  # r1c7 is 3: r1c5 + r1c6 = 3
    assert line.prune(puzzle, masks) is True
    assert masks[4] == masks[5] == 0b110
    masks[4] = 1 << 2
    masks[5] = 1 << 2
    assert line.prune(puzzle, masks) is None
    inside = RegionSumLine((0, 1, 9))  # one box: nothing to prune
    masks = [0b1111111110] * 81
    assert inside.prune(puzzle, masks) is False


def test_native_file_round_trip_and_bad_lines() -> None:
    assert_roundtrip(make(6, [RegionSumLine((0, 1, 2, 3)), RegionSumLine((35, 28))]))
    for bad, words in (
        ('{"rule": "region_sum", "cells": [3]}', "two or more cells"),
        ('{"rule": "region_sum", "cells": [0, 20]}', "off the"),
        ('{"rule": "region_sum", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "region_sum", "cells": [0, "x"]}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


def test_describe() -> None:
    assert RegionSumLine((0, 1)).describe(9) == "Region sum line on r1c1, r1c2"
