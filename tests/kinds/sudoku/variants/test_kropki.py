"""Kropki dots: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_roundtrip, make, native_text, some_clues
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import orthogonal_pairs

KIND = get_kind("sudoku")


def random_dots(rng: random.Random, grid, n: int, count: int, faithful: float) -> list[KropkiDot]:
    """Dots on random touching pairs: with probability ``faithful`` a dot the grid obeys (when
    its pair allows one), otherwise a random dot."""
    out = []
    for a, b in rng.sample(orthogonal_pairs(n), count):
        da, db = grid[a], grid[b]
        if rng.random() < faithful:
            if max(da, db) == 2 * min(da, db):
                out.append(KropkiDot((a, b), True))
            elif max(da, db) % min(da, db) == 0:
                out.append(KropkiDot((a, b), True, max(da, db) // min(da, db)))
            elif abs(da - db) == 1 or rng.random() < 0.5:
                out.append(KropkiDot((a, b), False, 0 if abs(da - db) == 1 else abs(da - db)))
            else:
                out.append(KropkiDot((a, b), False, abs(da - db)))
        else:
            black = rng.random() < 0.5
            out.append(KropkiDot((a, b), black, rng.choice([0, 0, 3]) if black else rng.choice([0, 0, 2])))
    return out


def cases(seed: int):
    rng = random.Random(seed)
    for k in range(24):
        grid = random_puzzle_grid(rng, 4)
        yield rng, make(4, random_dots(rng, grid, 4, rng.randint(1, 6), 0.7 if k % 3 else 0.3), some_clues(rng, grid, 0.12))
    for k in range(6):
        grid = random_puzzle_grid(rng, 6)
        yield rng, make(6, random_dots(rng, grid, 6, rng.randint(3, 10), 0.8), some_clues(rng, grid, 0.5))


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(cases(101), limit=None)  # no, one and several solutions


def test_check_flags_a_broken_dot_and_passes_a_kept_one() -> None:
    puzzle = make(4, [KropkiDot((0, 1), False), KropkiDot((4, 8), True)])
    values = [0] * 16
    values[0], values[1] = 1, 2  # consecutive: the white dot holds
    values[4], values[8] = 4, 2  # double: the black dot holds
    assert KIND.check(puzzle, values) == []
    values[1] = 3  # 1 and 3: not consecutive
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "kropki" and v.cells == (0, 1)
    assert "r1c1" in v.message and "r1c2" in v.message
    values[1] = 2
    values[8] = 3  # 4 and 3: neither half nor double
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "kropki" and v.cells == (4, 8)


def test_check_flags_a_lone_digit_with_no_partner() -> None:
    puzzle = make(6, [KropkiDot((0, 1), True)])  # 5 has no half nor double in 1..6
    values = [0] * 36
    values[1] = 5
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "kropki" and v.digit == 5
    values[1] = 3
    assert KIND.check(puzzle, values) == []


def test_prune_keeps_only_digits_with_a_partner() -> None:
    puzzle = make(4, [KropkiDot((0, 1), True)])
    masks = [0b11110] * 16
    assert KropkiDot((0, 1), True).prune(puzzle, masks) is True
    assert masks[0] == masks[1] == 0b10110  # 1, 2, 4 (3 has no half nor double)
    masks[1] = 1 << 3
    assert KropkiDot((0, 1), True).prune(puzzle, masks) is None


def test_native_file_round_trip_and_bad_dots() -> None:
    assert_roundtrip(make(4, [KropkiDot((0, 1), False), KropkiDot((5, 9), True, 3)]))
    for bad, words in (
        ('{"rule": "kropki", "cells": [0, 5], "black": true}', "do not touch"),
        ('{"rule": "kropki", "cells": [0], "black": true}', "two different cells"),
        ('{"rule": "kropki", "cells": [0, 1], "black": true, "value": 5}', "ratio"),
        ('{"rule": "kropki", "cells": [0, 1], "black": false, "value": 4}', "difference"),
        ('{"rule": "kropki", "cells": [0, 1]}', "black"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
