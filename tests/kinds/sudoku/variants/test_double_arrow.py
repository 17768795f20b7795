"""Double arrows: solver counts and true candidates against the brute force (4 x 4 and 6 x 6),
pruning keeps every solution, the checker (exact on full grids, flags what no digits can
complete), the pruning, repeated digits on the line, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_roundtrip, explained_cells, make, native_text, random_cases, random_path

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.double_arrow import DoubleArrow

KIND = get_kind("sudoku")


def obeys(grid, cells) -> bool:
    """The rule itself: the middle adds up to the two ends."""
    return sum(grid[i] for i in cells[1:-1]) == grid[cells[0]] + grid[cells[-1]]


def random_double_arrow(rng: random.Random, n: int, grid) -> DoubleArrow:
    """A double arrow along a random path; mostly one the grid obeys (ends moved to cells whose
    digits add up to the middle), when such ends exist."""
    path = random_path(rng, n, rng.randint(3, n))
    if rng.random() < 0.7:
        middle = path[1:-1]
        total = sum(grid[i] for i in middle)
        free = [i for i in range(n * n) if i not in middle]
        pairs = [(a, b) for a in free for b in free if a < b and grid[a] + grid[b] == total]
        if pairs:
            a, b = rng.choice(pairs)
            return DoubleArrow((a, *middle, b))
    return DoubleArrow(path)


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_double_arrow(rng, n, grid) for _ in range(rng.randint(1, 2 if n == 4 else 3))]
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_is_exactly_the_rule_on_full_grids() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        grid = random_puzzle_grid(rng, 6)
        arrow = random_double_arrow(rng, 6, grid)
        ok = obeys(grid, arrow.cells)
        seen.add(ok)
        assert (KIND.check(make(6, [arrow]), grid) == []) == ok
    assert seen == {True, False}


def test_check_flags_wrong_and_impossible_double_arrows() -> None:
    arrow = DoubleArrow((0, 5, 10, 15))  # r1c1 and r4c4 the circles, r2c2 and r3c3 between
    puzzle = make(4, [arrow])
    values = [0] * 16
    values[0], values[5], values[10], values[15] = 1, 2, 3, 4  # 2 + 3 = 5 = 1 + 4
    assert KIND.check(puzzle, values) == []
    values[5] = 3
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "doublearrow" and v.cells == (0, 5, 10, 15)
    assert "add up to 6, not 5" in v.message and "1 + 4 in the circles" in v.message and "from r1c1 to r4c4" in v.message
    values = [0] * 16
    values[5], values[10] = 4, 4  # 8 = at most 4 + 4: possible
    assert KIND.check(puzzle, values) == []
    values[0] = 3  # 8 = 3 + at most 4: not
    (v,) = KIND.check(puzzle, values)
    assert "cannot be completed" in v.message


def test_prune_keeps_exactly_the_supported_digits() -> None:
    arrow = DoubleArrow((0, 1, 2))  # r1c2 = r1c1 + r1c3 on a 4 x 4
    puzzle = make(4, [arrow])
    masks = [0b11110] * 16
    assert arrow.prune(puzzle, masks) is True
    assert masks[0] == masks[2] == 0b01110 and masks[1] == 0b11100  # circles 1-3, middle 2-4
    masks[1] = 1 << 2
    assert arrow.prune(puzzle, masks) is True
    assert masks[0] == masks[2] == 1 << 1
    masks[0] = 1 << 2
    assert arrow.prune(puzzle, masks) is None


def test_line_digits_may_repeat() -> None:
    arrow = DoubleArrow((0, 6, 9, 15))  # r2c3 and r3c2 between r1c1 and r4c4: may be equal
    sols = assert_counts_match(make(4, [arrow]), limit=300)
    assert any(s[6] == s[9] for s in sols) and all(s[6] + s[9] == s[0] + s[15] for s in sols)


def test_givens_that_break_a_double_arrow_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[2] = 3, 4  # r1c2 = 7 on a 4 x 4: no
    assert explained_cells(make(4, [DoubleArrow((0, 1, 2))], clues)) == (0, 2)
    clues[0], clues[2] = 1, 2
    assert explained_cells(make(4, [DoubleArrow((0, 1, 2))], clues)) == ()


def test_native_file_round_trip_describe_and_bad_lines() -> None:
    arrow = DoubleArrow((0, 7, 14, 21))
    assert_roundtrip(make(6, [DoubleArrow((1, 2, 3)), arrow]))
    assert arrow.describe(6) == "Double arrow from r1c1 to r4c4 along r2c2, r3c3"
    for bad, words in (
        ('{"rule": "doublearrow", "cells": [0, 1]}', "three or more"),
        ('{"rule": "doublearrow", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "doublearrow", "cells": [0, 1, 99]}', "off the 4 x 4 board"),
        ('{"rule": "doublearrow"}', "cells"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
