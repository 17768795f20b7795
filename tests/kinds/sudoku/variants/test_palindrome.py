"""Palindrome lines: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_roundtrip, line_cases, make, native_text, random_path
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome

KIND = get_kind("sudoku")


def random_lines(rng: random.Random, grid, n: int, count: int, faithful: float) -> list[Palindrome]:
    """Random lines; with probability ``faithful`` only lines the grid obeys are kept."""
    out: list[Palindrome] = []
    for _ in range(2000):
        if len(out) == count:
            break
        line = Palindrome(random_path(rng, n, rng.randint(2, 7)))
        if len(line.cells) < 2:
            continue
        if rng.random() < faithful and any(grid[a] != grid[b] for a, b in line.mirrored()):
            continue
        out.append(line)
    return out


def cases(seed: int):
    return line_cases(seed, random_lines, (1, 3), 0.9, 0.45)


def test_mirrored_pairs() -> None:
    assert Palindrome((1, 2, 3, 4, 5)).mirrored() == [(1, 5), (2, 4)]
    assert Palindrome((1, 2)).mirrored() == [(1, 2)]
    assert Palindrome((1, 2, 1)).mirrored() == []  # the ends are one cell


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(cases(606), limit=None)  # no, one and several solutions


def test_check_flags_mirrored_cells_that_differ() -> None:
    line = Palindrome((0, 7, 14, 15, 10))  # r1c1 r2c2 r3c3 r3c4 r2c5 on a 6 x 6
    puzzle = make(6, [line])
    values = [0] * 36
    values[0], values[10], values[7], values[15] = 3, 3, 5, 5
    assert KIND.check(puzzle, values) == []
    values[15] = 0  # one end open: nothing broken yet
    values[10] = 2
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "palindrome" and v.cells == (0, 10) and "r1c1" in v.message and "r2c5" in v.message


def test_prune_gives_mirrored_cells_their_common_digits() -> None:
    line = Palindrome((0, 10, 20))
    puzzle = make(9, [line])
    masks = [0b1111111110] * 81
    masks[0] = 0b0000011110
    masks[20] = 0b0001111000
    assert line.prune(puzzle, masks) is True
    assert masks[0] == masks[20] == 0b0000011000 and masks[10] == 0b1111111110
    masks[20] = 1 << 9
    assert line.prune(puzzle, masks) is None


def test_native_file_round_trip_and_bad_lines() -> None:
    assert_roundtrip(make(6, [Palindrome((0, 7, 14)), Palindrome((35, 28))]))
    for bad, words in (
        ('{"rule": "palindrome", "cells": [3]}', "two or more cells"),
        ('{"rule": "palindrome", "cells": [0, 20]}', "off the"),
        ('{"rule": "palindrome", "cells": [0, true]}', "list of cell numbers"),
        ('{"rule": "palindrome"}', "cells"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
