"""Anti-knight: solver counts and true candidates against the brute force, the checker naming
both cells, peers, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_counts_match, assert_prune_sound, assert_roundtrip, explained_cells, make, narrowed, some_clues

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.model import puzzle_geometry
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight, knight_pairs
from str8ts_gui.solver.sat import solve

KIND = get_kind("sudoku")
RULE = AntiKnight()


def test_knight_pairs_are_every_knight_move_once() -> None:
    for n in (4, 6, 9):
        expected = {
            (i, j)
            for i in range(n * n)
            for j in range(i + 1, n * n)
            if sorted((abs(i // n - j // n), abs(i % n - j % n))) == [1, 2]
        }
        assert set(knight_pairs(n)) == expected and len(knight_pairs(n)) == len(expected)
    peers = puzzle_geometry(make(9, [RULE])).peers
    assert 11 in peers[0] and 19 in peers[0]  # r2c3 and r3c2 are a knight's move from r1c1


def test_solver_agrees_with_the_brute_force_on_4x4_and_6x6() -> None:
    rng = random.Random(7)
    every = assert_counts_match(make(4, [RULE]), limit=300)
    assert every  # some 4 x 4 Sudoku are anti-knight
    assert_prune_sound(make(4, [RULE]), every, rng)
    seen = set()
    for k in range(12):
        puzzle = make(4, [RULE], some_clues(rng, rng.choice(every + [random_puzzle_grid(rng, 4)]), 0.25))
        puzzle = narrowed(rng, puzzle) if k % 3 == 0 else puzzle
        sols = assert_counts_match(puzzle)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    grid = solve(make(6, [RULE]), limit=1).solutions[0]
    for k in range(4):
        puzzle = make(6, [RULE], some_clues(rng, grid if k % 2 else random_puzzle_grid(rng, 6), 0.45))
        sols = assert_counts_match(puzzle)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    assert seen == {0, 1, 2}


def test_check_names_both_cells() -> None:
    puzzle = make(6, [RULE])
    values = [0] * 36
    values[0], values[13] = 5, 5  # r1c1 and r3c2 (r+2, c+1)
    (v,) = KIND.check(puzzle, values)
    assert (v.kind, v.cells, v.digit) == ("knight", (0, 13), 5)
    assert "r1c1" in v.message and "r3c2" in v.message and "knight" in v.message
    values[13] = 4
    assert KIND.check(puzzle, values) == []
    values[14] = 5  # r3c3: not a knight's move from r1c1
    assert KIND.check(puzzle, values) == []


def test_givens_a_knight_apart_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[6] = 3, 3  # r1c1 and r2c3
    clues[15] = 1
    assert explained_cells(make(4, [RULE], clues)) == (0, 6)


def test_native_file_round_trip() -> None:
    assert_roundtrip(make(6, [RULE]))
    text = (
        '{"kind": "sudoku", "format": "str8ts_gui", "version": 1, "size": 4, "puzzle": "'
        + "." * 16 + '", "constraints": [{"rule": "antiknight"}]}'
    )
    assert loads_document(text).puzzle.constraints == (RULE,)
    with pytest.raises(PuzzleFormatError, match="unknown rule"):
        loads_document(text.replace("antiknight", "antiknite"))
