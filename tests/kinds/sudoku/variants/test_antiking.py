"""Anti-king: solver counts and true candidates against the brute force, the checker naming
both cells, peers, conflicting givens and the native file."""

from __future__ import annotations

import random

from brute import random_puzzle_grid
from rule_checks import assert_counts_match, assert_prune_sound, assert_roundtrip, explained_cells, make, some_clues

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.model import puzzle_geometry
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing, king_pairs
from str8ts_gui.solver.sat import solve

KIND = get_kind("sudoku")
RULE = AntiKing()


def test_king_pairs_are_the_diagonal_neighbours() -> None:
    for n in (4, 6, 9):
        expected = {(i, j) for i in range(n * n) for j in range(i + 1, n * n) if abs(i // n - j // n) == abs(i % n - j % n) == 1}
        assert set(king_pairs(n)) == expected and len(king_pairs(n)) == len(expected)
    peers = puzzle_geometry(make(9, [RULE])).peers
    assert 10 in peers[0] and 12 in peers[2]


def test_solver_agrees_with_the_brute_force() -> None:
    assert assert_counts_match(make(4, [RULE]), limit=300) == []  # no 4 x 4 Sudoku is anti-king
    rng = random.Random(11)
    solved = solve(make(6, [RULE]), limit=1)
    seen = set()
    if solved.solutions:
        grid = solved.solutions[0]
        assert KIND.check(make(6, [RULE]), grid) == []
        candidates = [grid]
    else:
        candidates = []
    for k in range(6):
        source = candidates[0] if candidates and k % 2 else random_puzzle_grid(rng, 6)
        puzzle = make(6, [RULE], some_clues(rng, source, 0.4))
        sols = assert_counts_match(puzzle)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    assert 0 in seen


def test_check_names_both_cells_and_leaves_side_neighbours_to_rows() -> None:
    puzzle = make(6, [RULE])
    values = [0] * 36
    values[7], values[14] = 2, 2  # r2c2 and r3c3
    (v,) = KIND.check(puzzle, values)
    assert (v.kind, v.cells, v.digit) == ("king", (7, 14), 2)
    assert "r2c2" in v.message and "r3c3" in v.message and "king" in v.message
    values[14] = 0
    values[8] = 2  # r2c3: same row (and box), the classic check reports it
    found = KIND.check(puzzle, values)
    assert found and all(v.kind == "repeat" for v in found)


def test_givens_touching_diagonally_are_ringed() -> None:
    clues = [0] * 36
    clues[8], clues[15] = 4, 4  # r2c3 and r3c4 (different boxes)
    clues[30] = 1
    assert explained_cells(make(6, [RULE], clues)) == (8, 15)


def test_native_file_round_trip() -> None:
    assert_roundtrip(make(6, [RULE]))
    text = (
        '{"kind": "sudoku", "format": "str8ts_gui", "version": 1, "size": 6, "puzzle": "'
        + "." * 36 + '", "constraints": [{"rule": "antiking"}]}'
    )
    assert loads_document(text).puzzle.constraints == (RULE,)
