"""Nabner lines: the digit sets, solver counts and true candidates against the brute force (4 x 4
and 6 x 6), pruning keeps every solution, the checker (exact on full grids, names the cells and
digits), the pruning (a decided digit and its neighbours leave the line, the sets of spread-out
digits), conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid, solutions
from rule_checks import assert_brute_force_agrees, assert_roundtrip, explained_cells, make, native_text, random_cases, random_path, fitting_walk

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.nabner import NabnerLine, spread_sets

KIND = get_kind("sudoku")


def bits(mask: int) -> list[int]:
    return [d for d in range(1, 17) if mask >> d & 1]


def test_spread_sets() -> None:
    assert [bits(m) for m in spread_sets(9, 5)] == [[1, 3, 5, 7, 9]]
    assert [bits(m) for m in spread_sets(4, 2)] == [[1, 3], [1, 4], [2, 4]]
    assert spread_sets(6, 4) == () and spread_sets(9, 6) == ()
    assert len(spread_sets(9, 3)) == 35 and len(spread_sets(16, 5)) == 792


def obeys(grid, cells) -> bool:
    """The rule itself: every two digits of the line at least 2 apart."""
    return all(abs(grid[a] - grid[b]) >= 2 for k, a in enumerate(cells) for b in cells[k + 1:])


def random_nabner(rng: random.Random, n: int, grid) -> NabnerLine:
    if rng.random() < 0.6:  # mostly lines the grid obeys: a walk choosing cells whose digits fit
        for _ in range(50):
            path = fitting_walk(rng, n, (2, (n + 1) // 2 + 1), lambda cells: obeys(grid, cells))
            if len(path) >= 2:
                return NabnerLine(path)
    return NabnerLine(random_path(rng, n, rng.randint(2, (n + 1) // 2 + 1)))


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_nabner(rng, n, grid) for _ in range(rng.randint(1, 2 if n == 4 else 3))]
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_is_exactly_the_rule_on_full_grids() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        grid = random_puzzle_grid(rng, 6)
        line = random_nabner(rng, 6, grid)
        ok = obeys(grid, line.cells)
        seen.add(ok)
        assert (KIND.check(make(6, [line]), grid) == []) == ok
    assert seen == {True, False}


def test_check_names_the_cells_and_digits() -> None:
    n = 9
    line = NabnerLine((0, 10, 20, 30))  # r1c1, r2c2, r3c3, r4c4
    puzzle = make(n, [line])
    values = [0] * 81
    values[0], values[10], values[20] = 1, 3, 9
    assert KIND.check(puzzle, values) == []
    values[30] = 8  # consecutive with r3c3's 9, though not next to it on the line... it is: and far ones too
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "nabner" and v.cells == (20, 30) and "r3c3 (9)" in v.message and "r4c4 (8)" in v.message
    assert "consecutive" in v.message
    values[30] = 2  # consecutive with r1c1 (three cells away) and r2c2
    assert [x.cells for x in KIND.check(puzzle, values)] == [(0, 30), (10, 30)]
    values[30] = 1  # r1c1's digit again (the cells see no common row, column or box)
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 30) and "1 appears twice on a nabner line" in v.message


def test_prune_a_decided_digit_and_the_sets() -> None:
    n = 9
    line = NabnerLine((0, 1, 2, 3, 4))  # five cells on a 9 x 9: 1, 3, 5, 7, 9
    puzzle = make(n, [line])
    full = sum(1 << d for d in range(1, 10))
    masks = [full] * 81
    assert line.prune(puzzle, masks) is True
    assert all(bits(masks[i]) == [1, 3, 5, 7, 9] for i in line.cells)
    three = NabnerLine((40, 41, 42))
    masks = [full] * 81
    masks[40] = 1 << 5
    assert three.prune(make(n, [three]), masks) is True
    assert bits(masks[41]) == bits(masks[42]) == [1, 2, 3, 7, 8, 9]
    masks[41] = 1 << 4
    assert three.prune(make(n, [three]), masks) is None
    six = NabnerLine((0, 1, 2, 3, 4, 5))
    assert six.prune(make(n, [six]), [full] * 81) is None


def test_a_four_by_four_line_of_two_cells() -> None:
    line = NabnerLine((0, 5))  # r1c1 and r2c2: 1 and 3, 1 and 4, or 2 and 4, either way round
    sols = solutions(make(4, [line]))
    assert sols and {frozenset((s[0], s[5])) for s in sols} == {frozenset(p) for p in ((1, 3), (1, 4), (2, 4))}


def test_givens_that_break_a_nabner_line_are_ringed() -> None:
    clues = [0] * 36
    clues[0], clues[14] = 3, 4  # consecutive on one line
    assert explained_cells(make(6, [NabnerLine((0, 7, 14))], clues)) == (0, 14)
    clues[14] = 5
    assert explained_cells(make(6, [NabnerLine((0, 7, 14))], clues)) == ()


def test_native_file_round_trip_describe_and_bad_lines() -> None:
    line = NabnerLine((0, 7, 14))
    assert_roundtrip(make(6, [NabnerLine((20, 21)), line]))
    assert line.describe(6) == "Nabner line on r1c1, r2c2, r3c3"
    for bad, words in (
        ('{"rule": "nabner", "cells": [0]}', "two or more"),
        ('{"rule": "nabner", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "nabner", "cells": [0, 99]}', "off the 4 x 4 board"),
        ('{"rule": "nabner", "cells": [0, 1, 2, 3, 4]}', "cannot all differ"),
        ('{"rule": "nabner"}', "cells"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
