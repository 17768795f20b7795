"""The SAT solver: answers checked by the independent rule checker and a brute-force enumerator."""

from __future__ import annotations

import random
import threading
import time

import pytest

from bruteforce import all_solutions
from str8ts_gui.kinds.str8ts.formats import parse_line, values_line
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.str8ts.rules import is_solution
from str8ts_gui.kinds.str8ts.encoding import pattern_encoding
from str8ts_gui.solver.cnf import Cnf
from str8ts_gui.solver.sat import (
    DEFAULT_BACKEND,
    CancelToken,
    Cancelled,
    Status,
    count_solutions,
    explain_unsat,
    solve,
    true_candidates,
    _Session,
)

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
WIKI_SOLUTION = "##96587c#8657##123756#h2314987d312#e#7412365###231i5464132##867321##6978##85674#b"


def random_puzzle(rng: random.Random, size: int, black_p: float = 0.25, clue_p: float = 0.2) -> Puzzle:
    """A random small puzzle: random pattern, clues copied from one solution when there is one."""
    n2 = size * size
    black = tuple(rng.random() < black_p for _ in range(n2))
    base = Puzzle(size, black, (0,) * n2)
    seed_clues = list(base.clues)
    for _ in range(2):  # a couple of random clues so that the solutions vary
        i = rng.randrange(n2)
        if black[i] and rng.random() < 0.5:
            continue
        seed_clues[i] = rng.randint(1, size)
    seeded = Puzzle(size, black, tuple(seed_clues))
    sol = solve(seeded, limit=1).solution
    if sol is None:
        return seeded
    clues = tuple(v if (rng.random() < clue_p or (black[i] and seed_clues[i])) else 0 for i, v in enumerate(sol))
    return Puzzle(size, black, clues)


def small_puzzles(count: int, seed: int = 7) -> list[Puzzle]:
    rng = random.Random(seed)
    return [random_puzzle(rng, rng.choice([4, 5])) for _ in range(count)]


def test_wikipedia_puzzle_solves_uniquely_to_its_published_solution() -> None:
    puzzle = parse_line(WIKI)
    result = solve(puzzle)
    assert result.status is Status.UNIQUE
    assert result.count == 1
    assert values_line(puzzle, result.solution) == WIKI_SOLUTION
    assert is_solution(puzzle, result.solution)


def test_limit_one_reports_solved_without_proving_uniqueness() -> None:
    result = solve(parse_line(WIKI), limit=1)
    assert result.status is Status.SOLVED and result.count == 1


def test_empty_board_has_several_solutions_that_differ() -> None:
    result = solve(Puzzle.empty(5))
    assert result.status is Status.SEVERAL
    assert len(result.solutions) == 2
    assert result.differing_cells()
    for s in result.solutions:
        assert is_solution(Puzzle.empty(5), s)


def test_conflicting_clues_mean_no_solution() -> None:
    # two 5s in the first row
    puzzle = parse_line("5..5." + "." * 20)
    result = solve(puzzle)
    assert result.status is Status.NONE
    assert result.count == 0 and result.solution is None


@pytest.mark.parametrize("puzzle", small_puzzles(60), ids=lambda p: str(p))
def test_counts_match_brute_force_and_every_solution_passes_checker(puzzle: Puzzle) -> None:
    expected = all_solutions(puzzle, cap=501)
    result = count_solutions(puzzle, limit=501)
    assert result.count == len(expected)
    for sol in result.solutions:
        assert is_solution(puzzle, sol)
        assert sol in expected or len(expected) == 501


@pytest.mark.parametrize("backend", ["cd195", "m22", "g4"])
def test_counts_agree_across_backends(backend: str) -> None:
    for puzzle in small_puzzles(40, seed=11):
        ours = count_solutions(puzzle, limit=200)
        other = count_solutions(puzzle, limit=200, backend=backend)
        assert other.count == ours.count, str(puzzle)
        for sol in other.solutions:
            assert is_solution(puzzle, sol)


def test_true_candidates_match_brute_force() -> None:
    checked = 0
    for puzzle in small_puzzles(40, seed=3):
        sols = all_solutions(puzzle, cap=5000)
        if len(sols) >= 5000:
            continue
        result = true_candidates(puzzle)
        if not sols:
            assert result.status is Status.NONE
            continue
        checked += 1
        assert result.status is Status.SOLVED
        for i in puzzle.white_cells():
            expected = {s[i] for s in sols}
            assert set(result.digits(i)) == expected, puzzle.cell_name(i)
    assert checked > 10


def test_true_candidates_of_unique_puzzle_are_its_solution() -> None:
    puzzle = parse_line(WIKI)
    result = true_candidates(puzzle)
    solution = solve(puzzle).solution
    assert all(result.digits(i) == [solution[i]] for i in puzzle.white_cells())


def unsat_variants(count: int) -> list[Puzzle]:
    """Solvable puzzles turned unsolvable by one wrong clue in an empty cell."""
    base = parse_line(WIKI)
    solution = solve(base).solution
    rng = random.Random(5)
    out = []
    empties = [i for i in base.white_cells() if not base.clues[i]]
    while len(out) < count:
        i = rng.choice(empties)
        d = rng.choice([d for d in range(1, 10) if d != solution[i]])
        p = base.with_cell(i, clue=d)
        if solve(p).status is Status.NONE:
            out.append(p)
    for p in small_puzzles(80, seed=21):
        if solve(p).status is Status.NONE and any(p.clues):
            out.append(p)
    return out


def only_clues(puzzle: Puzzle, cells) -> Puzzle:
    keep = set(cells)
    return Puzzle(puzzle.size, puzzle.black, tuple(v if i in keep else 0 for i, v in enumerate(puzzle.clues)))


def test_unsat_explanations_are_unsat_and_minimal() -> None:
    puzzles = unsat_variants(6)
    assert len(puzzles) > 6
    for puzzle in puzzles:
        exp = explain_unsat(puzzle)
        assert exp.status is Status.NONE
        assert all(puzzle.clues[i] for i in exp.clues)
        core = only_clues(puzzle, exp.clues)
        assert solve(core).status is Status.NONE, str(puzzle)
        assert solve(core, backend="cd195").status is Status.NONE, str(puzzle)
        for i in exp.clues:
            smaller = only_clues(puzzle, set(exp.clues) - {i})
            assert solve(smaller, limit=1).status is Status.SOLVED, f"{puzzle} {puzzle.cell_name(i)}"


def test_explain_on_solvable_puzzle_says_solved() -> None:
    assert explain_unsat(parse_line(WIKI)).status is Status.SOLVED


def test_black_clue_duplicates_are_explained() -> None:
    # black 1 at both ends of row 1: either alone is fine, together they clash
    puzzle = parse_line("a.......a" + "." * 72)
    assert solve(puzzle.with_cell(8, clue=0), limit=1).status is Status.SOLVED
    exp = explain_unsat(puzzle)
    assert exp.status is Status.NONE
    assert exp.clues == (0, 8)


def test_pattern_encoding_is_cached_per_pattern() -> None:
    a = parse_line(WIKI)
    b = a.with_cell(3, clue=7)
    assert pattern_encoding(a.size, a.black) is pattern_encoding(b.size, b.black)


def test_cancel_stops_a_long_count_within_a_second() -> None:
    token = CancelToken()
    box: dict = {}

    def run() -> None:
        box["result"] = count_solutions(Puzzle.empty(9), limit=10**9, cancel=token)

    worker = threading.Thread(target=run)
    worker.start()
    time.sleep(0.3)
    assert worker.is_alive()
    t0 = time.perf_counter()
    token.cancel()
    worker.join(timeout=5)
    stopped_after = time.perf_counter() - t0
    assert not worker.is_alive()
    assert box["result"].status is Status.CANCELLED
    assert box["result"].count > 0
    assert stopped_after < 1.0


def test_cancelled_token_stops_before_search() -> None:
    token = CancelToken()
    token.cancel()
    assert solve(Puzzle.empty(9), cancel=token).status is Status.CANCELLED
    assert true_candidates(Puzzle.empty(6), cancel=token).status is Status.CANCELLED
    assert explain_unsat(parse_line("5..5." + "." * 20), cancel=token).status is Status.CANCELLED


def pigeonhole(holes: int) -> Cnf:
    """holes+1 pigeons in ``holes`` holes: unsatisfiable and slow for a CDCL solver."""
    cnf = Cnf(size=9)
    var = lambda p, h: p * holes + h + 1  # noqa: E731
    cnf.clauses += [[var(p, h) for h in range(holes)] for p in range(holes + 1)]
    cnf.amo += [[var(p, h) for p in range(holes + 1)] for h in range(holes)]
    cnf.top = (holes + 1) * holes
    return cnf


def test_one_long_search_releases_the_gil_and_cancels_promptly() -> None:
    """A single long solver call in a worker leaves the main thread free, and cancel stops it."""
    token = CancelToken()
    box: dict = {}

    def run() -> None:
        try:
            with _Session(pigeonhole(12), DEFAULT_BACKEND, token) as s:
                box["answer"] = s.solve()
        except Cancelled:
            box["answer"] = "cancelled"

    worker = threading.Thread(target=run)
    worker.start()
    time.sleep(0.1)
    ticks = 0
    t_end = time.perf_counter() + 0.5
    while time.perf_counter() < t_end:
        ticks += 1
    assert worker.is_alive(), "the search finished too soon to tell anything"
    t0 = time.perf_counter()
    token.cancel()
    worker.join(timeout=5)
    assert not worker.is_alive()
    assert time.perf_counter() - t0 < 1.0
    assert box["answer"] == "cancelled"
    # with the GIL held by the search the loop above could not run at all
    assert ticks > 10_000


def test_daily_corpus_solves_to_published_solutions(daily_corpus) -> None:
    for row in daily_corpus:
        puzzle = parse_line(row["puzzle"])
        result = solve(puzzle)
        assert result.status is Status.UNIQUE, row["date"]
        assert values_line(puzzle, result.solution) == row["solution"], row["date"]
        assert is_solution(puzzle, result.solution)


def test_sample_corpus(sample_corpus) -> None:
    checked = 0
    sizes = set()
    for row in sample_corpus:
        puzzle = parse_line(row["puzzle"])
        sizes.add(puzzle.size)
        result = solve(puzzle)
        for sol in result.solutions:
            assert is_solution(puzzle, sol)
        if row["solution"]:
            assert result.status is Status.UNIQUE, row["name"]
            assert values_line(puzzle, result.solution) == row["solution"], row["name"]
        else:
            assert result.status is Status.SEVERAL, row["name"]
        checked += 1
    assert checked > 100 and max(sizes) >= 13


def test_conflict_budget_stops_a_hard_search() -> None:
    t0 = time.perf_counter()
    with pytest.raises(Cancelled):
        with _Session(pigeonhole(12), DEFAULT_BACKEND, None, budget=200) as s:
            s.solve()
    assert time.perf_counter() - t0 < 5
    # a budget large enough for a real puzzle changes nothing
    assert solve(parse_line(WIKI), budget=10_000).status is Status.UNIQUE
