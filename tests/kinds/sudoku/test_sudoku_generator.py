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


# -- the fast parts: one SAT solver per grid, capped logic, cancel -------------------------------
def test_the_uniqueness_oracle_agrees_with_a_fresh_solve() -> None:
    from str8ts_gui.kinds.sudoku.generator import UniquenessOracle
    from str8ts_gui.kinds.sudoku.model import new_puzzle

    rng = random.Random(4)
    for n in (4, 6, 9):
        solution = random_solution(rng, n)
        with UniquenessOracle(solution, n) as oracle:
            seen = set()
            for keep in (0.2, 0.3, 0.4, 0.5, 0.7):
                for _ in range(6):
                    clues = [d if rng.random() < keep else 0 for d in solution]
                    unique = oracle.unique(clues)
                    seen.add(unique)
                    assert unique == (solve(new_puzzle(n, clues), limit=2).status is Status.UNIQUE), (n, clues)
            assert oracle.checks == 30
        assert seen == {True, False}, n  # both answers were exercised


def test_capped_grading_agrees_with_the_full_rating() -> None:
    from str8ts_gui.kinds.str8ts.library import load_library
    from str8ts_gui.kinds.sudoku.generator import LEVELS, grade_within

    from str8ts_gui.kinds.sudoku.library import FILE_NAME

    entries = [e for e in load_library()[0] if e.kind == "sudoku" and e.file == FILE_NAME]
    puzzles = [e.document.puzzle for e in entries if e.title.endswith((" 1", " 2"))]
    assert len(puzzles) == 10
    for puzzle in puzzles:
        full = rate(puzzle)
        for target, level in enumerate(LEVELS):
            path = grade_within(puzzle, target)
            if LEVELS.index(full.grade) <= target:
                assert path is not None and path.grade == full.grade and len(path.steps) == full.steps
            else:
                assert path is None, (level, full.grade)


def test_generated_puzzles_at_every_grade_and_small_size() -> None:
    from str8ts_gui.kinds.sudoku.generator import LEVELS, Stats

    for n, levels in ((9, LEVELS), (8, ("Hard",)), (12, ("Easy",))):
        for level in levels:
            stats = Stats()
            [got] = generate(Options(n, level, "180"), 1, seed=3, stats=stats)
            assert solve(got.puzzle).status is Status.UNIQUE
            assert rate(got.puzzle).grade == got.grade == level
            assert stats.attempts == got.attempts >= 1 and stats.accepted == 1
            assert stats.uniqueness_checks > 0 and stats.gradings > 0


def test_a_missing_grade_gives_up_with_a_message() -> None:
    with pytest.raises(RuntimeError, match="attempts"):
        next(generate(Options(4, "Diabolical"), 1, seed=1, max_attempts=20))


def test_cancel_from_another_thread_stops_a_long_generation_promptly() -> None:
    import threading
    import time

    token = CancelToken()
    outcome = []

    def run() -> None:
        try:
            next(generate(Options(16, "Fiendish"), 1, seed=5, cancel=token))
            outcome.append("finished")
        except GenerationCancelled:
            outcome.append("cancelled")

    thread = threading.Thread(target=run)
    thread.start()
    time.sleep(0.4)
    t0 = time.monotonic()
    token.cancel()
    thread.join(5.0)
    assert not thread.is_alive() and outcome == ["cancelled"]
    assert time.monotonic() - t0 < 2.0


def test_a_cancelled_token_stops_the_logic_and_the_oracle() -> None:
    from str8ts_gui.kinds.sudoku.generator import UniquenessOracle, grade_within

    [got] = generate(Options(9, "Hard"), 1, seed=2)
    token = CancelToken()
    token.cancel()
    with pytest.raises(GenerationCancelled):
        grade_within(got.puzzle, 4, cancel=token)
    with UniquenessOracle(got.solution, 9, token) as oracle, pytest.raises(GenerationCancelled):
        oracle.unique(got.puzzle.clues)
    with pytest.raises(GenerationCancelled):
        next(generate(Options(9, "Easy"), 1, seed=1, cancel=token))
