"""The Sudoku generator: unique puzzles at exactly the requested grade, symmetric, seeded."""

from __future__ import annotations

import random

import pytest

from str8ts_gui.core.geometry import orbit
from str8ts_gui.kinds.sudoku.generator import GenerationCancelled, Options, attempt, generate, random_solution
from str8ts_gui.kinds.sudoku.logic import rate
from str8ts_gui.kinds.sudoku.rules import check
from str8ts_gui.solver.sat import CancelToken, Status, solve


@pytest.mark.parametrize("n", [4, 6, 8, 9, 12, 16])
def test_random_solutions_are_valid_and_vary(n: int) -> None:
    rng = random.Random(n)
    grids = {random_solution(rng, n) for _ in range(5)}
    assert len(grids) == 5
    from str8ts_gui.kinds.sudoku.model import new_puzzle

    for g in grids:
        assert all(g) and not check(new_puzzle(n, [0] * (n * n)), g)


@pytest.mark.parametrize("level", ["Easy", "Medium", "Hard"])
def test_generated_puzzles_are_unique_and_graded_as_asked(level: str) -> None:
    [got] = generate(Options(9, level, "180"), 1, seed=7)
    result = solve(got.puzzle)
    assert result.status is Status.UNIQUE and result.solution == got.solution
    rating = rate(got.puzzle)
    assert rating.solved and rating.grade == got.grade == level
    assert all(got.solution[i] == d for i, d in enumerate(got.puzzle.clues) if d)


@pytest.mark.parametrize("symmetry", ["none", "180", "90", "mirror", "diagonal"])
def test_givens_follow_the_symmetry(symmetry: str) -> None:
    [got] = generate(Options(6, "Easy", symmetry), 1, seed=2)
    clues = got.puzzle.clues
    for i in range(36):
        assert all(bool(clues[j]) == bool(clues[i]) for j in orbit(i, 6, symmetry))


def test_same_seed_same_puzzles_and_bad_options() -> None:
    a = [g.puzzle for g in generate(Options(6, "Medium"), 2, seed=11)]
    b = [g.puzzle for g in generate(Options(6, "Medium"), 2, seed=11)]
    assert a == b and a[0] != a[1]
    with pytest.raises(ValueError):
        Options(7, "Easy")
    with pytest.raises(ValueError):
        Options(9, "Gentle")


def test_cancel_stops_an_attempt() -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(GenerationCancelled):
        attempt(random.Random(1), Options(9, "Hard"), token)
