"""Modular lines: the residue classes, solver counts and true candidates against the brute force
(4 x 4 and 6 x 6), pruning keeps every solution, the checker (exact on full grids, flags what no
digits can complete), the pruning by classes of positions, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid, solutions
from rule_checks import assert_brute_force_agrees, assert_roundtrip, explained_cells, make, native_text, random_cases, random_path, fitting_walk

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.modular import ModularLine, residue_masks, residue_name, residue_of

KIND = get_kind("sudoku")


def bits(mask: int) -> list[int]:
    return [d for d in range(1, 17) if mask >> d & 1]


def test_residue_classes() -> None:
    assert [bits(m) for m in residue_masks(9)] == [[1, 4, 7], [2, 5, 8], [3, 6, 9]]
    assert [bits(m) for m in residue_masks(4)] == [[1, 4], [2], [3]]
    assert [bits(m) for m in residue_masks(6)] == [[1, 4], [2, 5], [3, 6]]
    for n in (4, 6, 8, 9, 12, 16):
        assert sum(residue_masks(n)) == sum(1 << d for d in range(1, n + 1))
    assert residue_name(0, 9) == "1/4/7" and residue_name(2, 16) == "3/6/9/12/15"
    assert [residue_of(d) for d in (1, 2, 3, 4, 9, 16)] == [0, 1, 2, 0, 2, 0]


def obeys(grid, cells, n: int) -> bool:
    """The rule itself, window by window (and a 2-cell line: different classes)."""
    res = [grid[i] % 3 for i in cells]
    if len(res) == 2:
        return res[0] != res[1]
    return all(len(set(res[k:k + 3])) == 3 for k in range(len(res) - 2))


def random_modular(rng: random.Random, n: int, grid) -> ModularLine:
    if rng.random() < 0.6:  # mostly lines the grid obeys: a walk choosing cells whose classes fit
        for _ in range(50):
            path = fitting_walk(rng, n, (2, n + 2), lambda cells: obeys(grid, cells[-3:], n))
            if len(path) >= 2:
                return ModularLine(path)
    return ModularLine(random_path(rng, n, rng.randint(2, n + 1)))


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_modular(rng, n, grid) for _ in range(rng.randint(1, 2 if n == 4 else 3))]
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_is_exactly_the_rule_on_full_grids() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        grid = random_puzzle_grid(rng, 6)
        line = random_modular(rng, 6, grid)
        ok = obeys(grid, line.cells, 6)
        seen.add(ok)
        assert (KIND.check(make(6, [line]), grid) == []) == ok
    assert seen == {True, False}


def test_check_names_the_cells_digits_and_classes() -> None:
    n = 9
    line = ModularLine((0, 1, 2, 3, 4))  # r1c1..r1c5
    puzzle = make(n, [line])
    values = [0] * 81
    values[0], values[1], values[2], values[3] = 1, 5, 9, 4  # 1/4/7, 2/5/8, 3/6/9, 1/4/7: fine (4 repeats 1's class)
    assert KIND.check(puzzle, values) == []
    values[2], values[3] = 7, 0  # two of 1/4/7 within three cells
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "modular" and v.cells == (0, 2) and "r1c1 (1)" in v.message and "r1c3 (7)" in v.message
    assert "1/4/7" in v.message and "within three consecutive cells" in v.message
    values[2] = 0
    values[3] = 9  # r1c1 and r1c4 are three apart: one class
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 3) and "alike modulo 3" in v.message and "3/6/9" in v.message
    # no window holds both, yet the positions clash: r1c1 and r1c5 (positions 0 and 4) both 1/4/7
    values = [0] * 81
    values[0], values[4] = 1, 7
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 4) and "1/4/7" in v.message and "different classes" in v.message
    values[4] = 3
    assert KIND.check(puzzle, values) == []


def test_prune_by_classes_of_positions() -> None:
    n = 9
    line = ModularLine((0, 1, 2, 3))
    puzzle = make(n, [line])
    full = sum(1 << d for d in range(1, 10))
    masks = [full] * 81
    assert line.prune(puzzle, masks) is False
    masks[3] = 1 << 4  # r1c4 is 4: r1c1 is of 1/4/7; r1c2 and r1c3 not
    masks[1] = (1 << 5) | (1 << 7)  # r1c2 5 or 7: 5
    assert line.prune(puzzle, masks) is True
    assert bits(masks[0]) == [1, 4, 7] and bits(masks[1]) == [5] and bits(masks[2]) == [3, 6, 9]
    masks[2] = 1 << 8
    assert line.prune(puzzle, masks) is None
    two = ModularLine((40, 41))
    masks = [full] * 81
    masks[40] = (1 << 3) | (1 << 9)  # of 3/6/9: the other is not
    assert two.prune(make(n, [two]), masks) is True and bits(masks[41]) == [1, 2, 4, 5, 7, 8]


def test_a_four_by_four_row_holds_the_ones_class_at_both_ends() -> None:
    line = ModularLine((0, 1, 2, 3))  # a whole row: its ends share a class and differ, so hold 1 and 4
    sols = solutions(make(4, [line]))
    assert sols and all({s[0], s[3]} == {1, 4} and obeys(s, line.cells, 4) for s in sols)


def test_givens_that_break_a_modular_line_are_ringed() -> None:
    clues = [0] * 36
    clues[0], clues[14] = 1, 4  # both of 1/4, at positions 0 and 2
    assert explained_cells(make(6, [ModularLine((0, 7, 14))], clues)) == (0, 14)
    clues[14] = 5
    assert explained_cells(make(6, [ModularLine((0, 7, 14))], clues)) == ()


def test_native_file_round_trip_describe_and_bad_lines() -> None:
    line = ModularLine((0, 1, 2, 3, 4, 5, 11, 17))
    assert_roundtrip(make(6, [ModularLine((7, 8)), line]))
    assert line.describe(6).startswith("Modular line on r1c1, r1c2")
    for bad, words in (
        ('{"rule": "modular", "cells": [0]}', "two or more"),
        ('{"rule": "modular", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "modular", "cells": [0, 99]}', "off the 4 x 4 board"),
        ('{"rule": "modular"}', "cells"),
        ('{"rule": "modular", "cells": "r1c1"}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
