"""XV marks: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_roundtrip, make, native_text, some_clues
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import orthogonal_pairs
from str8ts_gui.kinds.sudoku.variants.xv import XV

KIND = get_kind("sudoku")


def random_marks(rng: random.Random, grid, n: int, count: int, faithful: float) -> list[XV]:
    """Marks on random touching pairs: the pair's true sum with probability ``faithful``
    (X or V where it is 10 or 5), otherwise a random X or V (V only on 4 x 4)."""
    out = []
    for a, b in rng.sample(orthogonal_pairs(n), count):
        total = grid[a] + grid[b]
        if rng.random() >= faithful:
            total = 5 if n < 6 or rng.random() < 0.5 else 10
        out.append(XV((a, b), total))
    return out


def cases(seed: int):
    rng = random.Random(seed)
    for k in range(24):
        grid = random_puzzle_grid(rng, 4)
        yield rng, make(4, random_marks(rng, grid, 4, rng.randint(1, 5), 0.7 if k % 3 else 0.2), some_clues(rng, grid, 0.12))
    for k in range(6):
        grid = random_puzzle_grid(rng, 6)
        yield rng, make(6, random_marks(rng, grid, 6, rng.randint(3, 8), 0.8), some_clues(rng, grid, 0.5))


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(cases(202), limit=None)  # no, one and several solutions


def test_check_flags_a_wrong_sum_and_passes_a_right_one() -> None:
    puzzle = make(6, [XV((0, 1), 10), XV((6, 12), 5)])
    values = [0] * 36
    values[0], values[1] = 4, 6
    values[6], values[12] = 2, 3
    assert KIND.check(puzzle, values) == []
    values[1] = 5
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "xv" and v.cells == (0, 1) and "add up to 9, not 10" in v.message
    values[1] = 0
    values[0] = 0
    values[12] = 1
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "xv" and v.cells == (6, 12)


def test_check_flags_a_lone_digit_no_partner_can_complete() -> None:
    puzzle = make(6, [XV((0, 1), 10)])
    values = [0] * 36
    values[0] = 3  # needs a 7
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "xv" and v.digit == 3 and "r1c1" in v.message


def test_prune_keeps_the_partners() -> None:
    puzzle = make(6, [XV((0, 1), 10)])
    masks = [0b1111110] * 36
    assert puzzle.constraints[0].prune(puzzle, masks) is True
    assert masks[0] == masks[1] == (1 << 4 | 1 << 6)  # 5 + 5 is not two different digits


def test_native_file_round_trip_and_bad_marks() -> None:
    assert_roundtrip(make(6, [XV((0, 1), 10), XV((7, 13), 5)]))
    for bad, words in (
        ('{"rule": "xv", "cells": [0, 2], "total": 5}', "do not touch"),
        ('{"rule": "xv", "cells": [0, 1], "total": 10}', "cannot add up to 10"),
        ('{"rule": "xv", "cells": [0, 1], "total": "X"}', "cannot add up"),
        ('{"rule": "xv", "cells": [0, 1]}', "total"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


def test_check_flags_a_half_of_the_total_alone_on_its_mark() -> None:
    # (found in the variants audit) a 5 across an X needs another 5 beside it, which its row or
    # column forbids: flagged at once, as a 5 on a black dot is; a 4 stays open (it takes a 6)
    puzzle = make(9, [XV((0, 1), 10), XV((9, 18), 6)])
    values = [0] * 81
    values[1] = 5
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 1) and v.digit == 5
    assert v.message == "5 in r1c2 cannot add up to 10 (X) with another digit"
    values[1], values[18] = 4, 3
    (v,) = KIND.check(puzzle, values)
    assert v.message == "3 in r3c1 cannot add up to 6 (6) with another digit"
    values[18] = 2
    assert KIND.check(puzzle, values) == []
