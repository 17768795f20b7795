"""Odd/even cells: solver counts and true candidates against the brute force, the checker,
pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_roundtrip, explained_cells, make, native_text, random_cases

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.parity import Parity

KIND = get_kind("sudoku")


def random_marks(rng: random.Random, n: int, grid, count: int, faithful: float) -> list[Parity]:
    return [
        Parity(i, grid[i] % 2 == 0 if rng.random() < faithful else rng.random() < 0.5)
        for i in rng.sample(range(n * n), count)
    ]


def cases(seed: int):
    def marks(rng, n, grid, k):
        if n == 4:
            return random_marks(rng, 4, grid, rng.randint(1, 8), 0.85)
        return random_marks(rng, 6, grid, rng.randint(4, 14), 0.9)

    return random_cases(seed, marks, six=0.4)


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_prune_and_encoding_follow_the_parity() -> None:
    puzzle = make(4, [Parity(0, True), Parity(5, False)])
    values = [0] * 16
    values[0], values[5] = 2, 3
    assert KIND.check(puzzle, values) == []
    values[0] = 3
    values[5] = 4
    found = KIND.check(puzzle, values)
    assert [(v.kind, v.cells, v.digit) for v in found] == [("parity", (0,), 3), ("parity", (5,), 4)]
    assert "r1c1" in found[0].message and "even" in found[0].message and "odd" in found[1].message
    masks = [0b11110] * 16
    assert Parity(0, True).prune(puzzle, masks) is True and masks[0] == 0b10100
    assert Parity(0, True).prune(puzzle, masks) is False
    masks[0] = 1 << 3
    assert Parity(0, True).prune(puzzle, masks) is None
    sols = assert_counts_match(puzzle, limit=300)
    assert sols and all(s[0] % 2 == 0 and s[5] % 2 == 1 for s in sols)


def test_givens_that_break_parity_are_ringed() -> None:
    clues = [0] * 16
    clues[0] = 3  # r1c1 must be even
    puzzle = make(4, [Parity(0, True)], clues)
    assert explained_cells(puzzle) == (0,)
    # r1c1 must be even, but r1c3 and r1c4 are given both even digits
    clues = [0] * 16
    clues[2], clues[3] = 2, 4
    puzzle = make(4, [Parity(0, True)], clues)
    assert explained_cells(puzzle) == (2, 3)


def test_native_file_round_trip_and_bad_marks() -> None:
    assert_roundtrip(make(6, [Parity(0, True), Parity(35, False)]))
    for bad, words in (
        ('{"rule": "parity", "cell": 16, "even": true}', "off the 4 x 4 board"),
        ('{"rule": "parity", "cell": 1, "even": 1}', "true or false"),
        ('{"rule": "parity", "cell": [1], "even": true}', "cell"),
        ('{"rule": "parity", "even": true}', "cell"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
