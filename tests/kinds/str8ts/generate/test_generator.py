"""The puzzle generator: uniqueness, grade, determinism, symmetry, cancel, command line."""

from __future__ import annotations

import io
import random
import threading

import pytest

from str8ts_gui.cli.main import main
from str8ts_gui.kinds.str8ts.formats import parse_line, to_line
from str8ts_gui.kinds.str8ts.generator import (
    LEVELS,
    SYMMETRIES,
    GenerationCancelled,
    Options,
    Stats,
    black_range,
    generate,
    generate_naive,
    orbit,
    random_pattern,
)
from str8ts_gui.kinds.str8ts.logic import rate
from str8ts_gui.solver.sat import CancelToken, Status, solve


def has_symmetry(black, n: int, symmetry: str) -> bool:
    return all(black[j] == black[i] for i in range(n * n) for j in orbit(i, n, symmetry))


@pytest.mark.parametrize("level", LEVELS)
def test_generated_puzzles_are_unique_and_of_the_asked_grade(level: str) -> None:
    for got in generate(Options(size=9, difficulty=level), count=2, seed=11):
        # re-check from the string alone
        puzzle = parse_line(to_line(got.puzzle))
        result = solve(puzzle)
        assert result.status is Status.UNIQUE
        assert result.solution == got.solution
        rating = rate(puzzle)
        assert rating.solved and rating.grade == level
        assert has_symmetry(puzzle.black, 9, "180")
        lo, hi = black_range(9)
        assert lo <= sum(puzzle.black) <= hi


@pytest.mark.parametrize("size", [6, 7, 8])
def test_smaller_sizes(size: int) -> None:
    got = next(generate(Options(size=size, difficulty="Gentle", symmetry="none"), seed=3))
    assert got.puzzle.size == size
    assert solve(got.puzzle).status is Status.UNIQUE
    assert rate(got.puzzle).grade == "Gentle"


def test_same_seed_same_puzzles_and_other_seed_differs() -> None:
    opts = Options(size=7, difficulty="Moderate")
    a = [g.puzzle for g in generate(opts, count=2, seed=42)]
    b = [g.puzzle for g in generate(opts, count=2, seed=42)]
    c = [g.puzzle for g in generate(opts, count=2, seed=43)]
    assert a == b
    assert a != c


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_each_symmetry_holds(symmetry: str) -> None:
    rng = random.Random(5)
    for _ in range(20):
        black = random_pattern(rng, 9, symmetry)
        assert has_symmetry(black, 9, symmetry)
    got = next(generate(Options(size=8, difficulty="Gentle", symmetry=symmetry), seed=1))
    assert has_symmetry(got.puzzle.black, 8, symmetry)


def test_symmetry_checker_catches_asymmetry() -> None:
    black = [False] * 81
    black[0] = True
    assert not has_symmetry(black, 9, "180")
    assert has_symmetry(black, 9, "none")


def test_cancel_between_steps_and_progress_reported() -> None:
    token = CancelToken()
    seen: list[str] = []

    def progress(fraction: float, text: str) -> None:
        seen.append(text)
        if len(seen) == 2:
            token.cancel()

    stats = Stats()
    got = []
    with pytest.raises(GenerationCancelled):
        for g in generate(Options(size=6, difficulty="Gentle"), count=5, seed=1, cancel=token, progress=progress, stats=stats):
            got.append(g)
    assert seen[0] == "puzzle 1 of 5, attempt 1"
    assert len(seen) == 2 and len(got) <= 2


def test_cancel_from_another_thread_stops_promptly() -> None:
    token = CancelToken()
    box: dict = {}

    def run() -> None:
        try:
            list(generate(Options(size=9, difficulty="Extreme"), count=50, seed=2, cancel=token))
        except GenerationCancelled:
            box["cancelled"] = True

    t = threading.Thread(target=run)
    t.start()
    t.join(0.3)
    token.cancel()
    t.join(5)
    assert not t.is_alive() and box.get("cancelled")


def test_naive_generator_is_unique() -> None:
    p = generate_naive(9, seed=4)
    assert solve(p).status is Status.UNIQUE


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="difficulty"):
        Options(difficulty="Hard")
    with pytest.raises(ValueError, match="size"):
        Options(size=3)
    with pytest.raises(ValueError, match="symmetry"):
        Options(symmetry="spiral")


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_generate_command() -> None:
    code, out, _ = run_cli("generate", "--size", "6", "--difficulty", "Gentle", "--count", "3", "--seed", "9")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3
    for line in lines:
        p = parse_line(line)
        assert p.size == 6 and solve(p).status is Status.UNIQUE
    assert run_cli("generate", "--size", "6", "--difficulty", "Gentle", "--count", "3", "--seed", "9")[1] == out
    code, out, err = run_cli("generate", "--difficulty", "Hard")
    assert code == 2 and out == "" and "Gentle, Moderate" in err


def test_boards_beyond_nine_use_the_extended_alphabet() -> None:
    got = next(generate(Options(size=10, difficulty="Gentle"), seed=2))
    text = to_line(got.puzzle)
    assert len(text) == 100
    again = parse_line(text)
    assert again == got.puzzle
    assert solve(again).status is Status.UNIQUE
    assert rate(again).grade == "Gentle"
