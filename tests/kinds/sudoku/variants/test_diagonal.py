"""Diagonals (X-Sudoku): solver counts against the brute force, the unit names of the checker,
singles along a diagonal, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_counts_match, assert_prune_sound, assert_roundtrip, explained_cells, make, narrowed, some_clues

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal

KIND = get_kind("sudoku")
MAIN, ANTI = Diagonal(False), Diagonal(True)


def test_cells_of_the_diagonals() -> None:
    assert MAIN.cells_on(4) == (0, 5, 10, 15)
    assert ANTI.cells_on(4) == (12, 9, 6, 3)
    assert MAIN.units(6) == ((0, 7, 14, 21, 28, 35),)


@pytest.mark.parametrize("rules", [[MAIN], [ANTI], [MAIN, ANTI]])
def test_solver_agrees_with_the_brute_force(rules) -> None:
    rng = random.Random(len(rules) * 10 + rules[0].positive)
    every = assert_counts_match(make(4, rules), limit=300)
    assert every and all(len({s[i] for i in r.cells_on(4)}) == 4 for r in rules for s in every)
    seen = set()
    for k in range(12):
        if k % 2:  # givens of a grid that need not obey the diagonals: often no solution
            puzzle = make(4, rules, some_clues(rng, random_puzzle_grid(rng, 4), 0.5))
        else:
            puzzle = make(4, rules, some_clues(rng, rng.choice(every), 0.2))
        puzzle = narrowed(rng, puzzle) if k % 3 == 0 else puzzle
        sols = assert_counts_match(puzzle)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    for _ in range(3):
        puzzle = make(6, rules, some_clues(rng, random_puzzle_grid(rng, 6), 0.45))
        assert_prune_sound(puzzle, assert_counts_match(puzzle), rng)
    assert {0, 1} <= seen


def test_check_says_diagonal() -> None:
    puzzle = make(4, [MAIN, ANTI])
    values = [0] * 16
    values[0], values[15] = 3, 3  # r1c1 and r4c4: main diagonal (different rows, columns, boxes)
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "repeat" and v.cells == (0, 15) and "diagonal 1" in v.message
    values[0], values[15] = 0, 0
    values[12], values[3] = 2, 2  # r4c1 and r1c4: the other diagonal
    (v,) = KIND.check(puzzle, values)
    assert "diagonal 2" in v.message and v.cells == (3, 12)
    assert KIND.check(make(4, []), values) == []


def test_hidden_single_on_a_diagonal() -> None:
    clues = [0] * 16
    clues[0], clues[5], clues[10] = 1, 3, 2  # the main diagonal has room for 4 only at r4c4
    puzzle = make(4, [MAIN], clues)
    masks = KIND.propagate(puzzle, KIND.basic_candidates(puzzle, clues))
    assert masks[15] == 1 << 4


def test_givens_that_repeat_on_a_diagonal_are_ringed() -> None:
    clues = [0] * 16
    clues[5], clues[15] = 1, 1
    clues[2] = 4
    assert explained_cells(make(4, [MAIN], clues)) == (5, 15)


def test_native_file_round_trip_and_a_bad_diagonal() -> None:
    assert_roundtrip(make(6, [MAIN, ANTI]))
    text = (
        '{"kind": "sudoku", "format": "str8ts_gui", "version": 1, "size": 4, "puzzle": "'
        + "." * 16 + '", "constraints": [{"rule": "diagonal", "positive": "yes"}]}'
    )
    with pytest.raises(PuzzleFormatError, match="true or false"):
        loads_document(text)
