"""The SAT solver on Sudoku: answers checked against a plain backtracking enumerator, the
published solutions of the Sudoku Exchange corpus, and cancellation."""

from __future__ import annotations

import random
import threading
import time

import pytest

from sudoku_bruteforce import all_solutions, is_valid_grid, random_clues, random_grid, solutions
from str8ts_gui.kinds.sudoku import rules
from str8ts_gui.kinds.sudoku.encoding import clue_encoding, encode
from str8ts_gui.kinds.sudoku.formats import parse_line, values_line
from str8ts_gui.kinds.sudoku.model import SIZES, new_puzzle
from str8ts_gui.solver.sat import CancelToken, Status, count_solutions, explain_unsat, solve, true_candidates

# random small puzzles: (size, how likely a clue of the hidden grid is kept)
SMALL = [(4, 0.3)] * 30 + [(6, 0.45)] * 30
CAP = 300  # more solutions than this and the enumeration is not compared in full


def small_puzzles(seed: int = 11):
    rng = random.Random(seed)
    for n, keep in SMALL:
        clues = random_clues(rng, n, keep)
        yield new_puzzle(n, clues), all_solutions(n, clues, CAP + 1)


PUZZLES = list(small_puzzles())


def test_the_random_puzzles_cover_none_unique_and_several() -> None:
    counts = [len(sols) for _p, sols in PUZZLES]
    assert 0 in counts and 1 in counts and any(c > 1 for c in counts)


@pytest.mark.parametrize("index", range(len(PUZZLES)))
def test_solve_count_and_true_candidates_agree_with_backtracking(index: int) -> None:
    puzzle, sols = PUZZLES[index]
    n = puzzle.size
    result = solve(puzzle)
    expected = {0: Status.NONE, 1: Status.UNIQUE}.get(len(sols), Status.SEVERAL)
    assert result.status is expected
    assert result.count == min(len(sols), 2)
    assert all(s in sols for s in result.solutions)  # real completions of the clues
    if expected is Status.SEVERAL:
        a, b = result.solutions
        assert a != b
        assert result.differing_cells() == tuple(i for i in range(n * n) if a[i] != b[i])
        assert all(not puzzle.clues[i] for i in result.differing_cells())
    else:
        assert result.differing_cells() == ()
    if len(sols) <= CAP:
        assert count_solutions(puzzle, limit=CAP + 1).count == len(sols)
        cands = true_candidates(puzzle)
        union = [0] * (n * n)
        for s in sols:
            for i, d in enumerate(s):
                union[i] |= 1 << d
        assert cands.status is (Status.SOLVED if sols else Status.NONE)
        if sols:
            assert list(cands.masks) == union


@pytest.mark.parametrize("index", range(len(PUZZLES)))
def test_propagation_keeps_every_solution_digit(index: int) -> None:
    puzzle, sols = PUZZLES[index]
    masks = rules.propagate(puzzle, rules.basic_candidates(puzzle, puzzle.clues))
    if masks is None:
        assert not sols  # None only when there is no solution
        return
    for s in sols:
        assert all(masks[i] >> d & 1 for i, d in enumerate(s))


@pytest.mark.parametrize("index", [i for i, (_p, sols) in enumerate(PUZZLES) if not sols])
def test_explain_unsat_gives_a_minimal_set_of_conflicting_clues(index: int) -> None:
    puzzle, _sols = PUZZLES[index]
    n = puzzle.size
    explanation = explain_unsat(puzzle)
    assert explanation.status is Status.NONE
    core = explanation.clues
    assert core and all(puzzle.clues[i] for i in core)

    def only(cells) -> list[int]:
        return [puzzle.clues[i] if i in cells else 0 for i in range(n * n)]

    assert next(solutions(n, only(set(core))), None) is None  # the core alone has no solution
    for drop in core:  # and each of its clues is needed
        assert next(solutions(n, only(set(core) - {drop})), None) is not None


def test_explain_unsat_names_a_repeated_digit_and_passes_a_solvable_puzzle() -> None:
    line = "5...5" + "." * 76  # two 5s in row 1
    assert explain_unsat(parse_line(line)).clues == (0, 4)
    assert solve(parse_line(line)).status is Status.NONE
    assert explain_unsat(parse_line("." * 81)).status is Status.SOLVED


@pytest.mark.parametrize("n", SIZES)
def test_empty_boards_of_every_size_have_several_valid_solutions(n: int) -> None:
    result = solve(new_puzzle(n))
    assert result.status is Status.SEVERAL
    assert all(is_valid_grid(n, s) for s in result.solutions)
    assert all(not rules.check(new_puzzle(n), s) for s in result.solutions)
    assert result.differing_cells()


@pytest.mark.parametrize("n", SIZES)
def test_a_full_grid_minus_one_cell_is_unique_and_propagation_alone_solves_it(n: int) -> None:
    grid = random_grid(random.Random(n), n)
    clues = list(grid)
    clues[n + 1] = 0
    puzzle = new_puzzle(n, clues)
    masks = rules.propagate(puzzle, rules.basic_candidates(puzzle, puzzle.clues))
    assert masks == [1 << d for d in grid]
    cnf, fixed = encode(puzzle, masks)
    assert cnf.n_cell_vars == 0 and fixed == list(grid)
    result = solve(puzzle)
    assert result.status is Status.UNIQUE and result.solution == grid


@pytest.mark.parametrize("backend", ["mc", "m22", "g3"])
def test_backends_agree(backend: str) -> None:
    puzzle, sols = next((p, s) for p, s in PUZZLES if len(s) == 1)
    assert solve(puzzle, backend=backend).solutions == (sols[0],)
    puzzle, sols = next((p, s) for p, s in PUZZLES if 2 < len(s) <= CAP)
    assert count_solutions(puzzle, limit=CAP + 1, backend=backend).count == len(sols)


def test_clue_encoding_is_shared_per_size_and_maps_clues() -> None:
    a, b = parse_line("1" + "." * 80), parse_line(".." + "9" + "." * 78)
    cnf_a, lits_a = clue_encoding(a)
    cnf_b, lits_b = clue_encoding(b)
    assert cnf_a is cnf_b
    assert list(lits_a.values()) == [0] and list(lits_b.values()) == [2]
    assert cnf_a.cell_digit[next(iter(lits_b))] == (2, 9)


# -- cancellation -----------------------------------------------------------------------------


def test_a_cancelled_token_stops_every_call_before_it_searches() -> None:
    token = CancelToken()
    token.cancel()
    assert solve(new_puzzle(9), cancel=token).status is Status.CANCELLED
    assert count_solutions(new_puzzle(16), limit=5, cancel=token).status is Status.CANCELLED
    assert true_candidates(new_puzzle(6), cancel=token).status is Status.CANCELLED
    assert explain_unsat(parse_line("5...5" + "." * 76), cancel=token).status is Status.CANCELLED


def test_cancel_stops_a_long_count_promptly() -> None:
    token = CancelToken()
    box: dict = {}
    worker = threading.Thread(target=lambda: box.update(result=count_solutions(new_puzzle(9), limit=10**9, cancel=token)))
    worker.start()
    time.sleep(0.2)
    t0 = time.perf_counter()
    token.cancel()
    worker.join(timeout=5)
    assert not worker.is_alive()
    assert time.perf_counter() - t0 < 1.0
    result = box["result"]
    assert result.status is Status.CANCELLED
    assert result.count >= 2 and len(result.solutions) == 2
    assert all(is_valid_grid(9, s) for s in result.solutions)


# -- the published corpus -----------------------------------------------------------------------


def test_sudoku_exchange_sample_solves_uniquely_to_the_published_solution(sudoku_corpus) -> None:
    rows = sudoku_corpus
    sample = rows[::12]  # about a hundred, every grade
    assert {r["grade"] for r in sample} == {"Easy", "Medium", "Hard", "Fiendish", "Diabolical"}
    for row in sample:
        puzzle = parse_line(row["puzzle"])
        result = solve(puzzle, limit=2)
        assert result.status is Status.UNIQUE, row["puzzle"]
        assert values_line(puzzle, result.solution) == row["solution"]
        assert rules.check(puzzle, result.solution) == []
        masks = rules.propagate(puzzle, rules.basic_candidates(puzzle, puzzle.clues))
        assert all(masks[i] >> int(d) & 1 for i, d in enumerate(row["solution"]))
