"""The SAT encoding of Suguru against a plain enumerator on tiny boards: solution counts, the
solutions themselves, true candidates, the minimal conflicting givens, and the naive baseline."""

from __future__ import annotations

import random

import pytest
from pysat.solvers import Solver

from suguru_bruteforce import all_solutions, is_solution, random_small_regions
from str8ts_gui.kinds.suguru import rules
from str8ts_gui.kinds.suguru.encoding import naive_encode
from str8ts_gui.kinds.suguru.model import new_puzzle
from str8ts_gui.solver.sat import CancelToken, Status, count_solutions, explain_unsat, solve, true_candidates


def _cases(count: int, seed: int):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        w, h = rng.randint(2, 4), rng.randint(2, 4)
        regions = random_small_regions(w, h, rng)
        clues = [0] * (w * h)
        sizes = {g: regions.count(g) for g in regions}
        for i in range(w * h):
            if rng.random() < 0.2:
                clues[i] = rng.randint(1, sizes[regions[i]])
        out.append((w, h, regions, tuple(clues)))
    return out


CASES = _cases(120, 7)


@pytest.mark.parametrize("w,h,regions,clues", CASES)
def test_count_and_solutions_match_brute_force(w, h, regions, clues) -> None:
    puzzle = new_puzzle(w, h, regions, clues)
    want = all_solutions(w, h, regions, clues)
    got = count_solutions(puzzle, limit=1000)
    assert got.count == min(len(want), 1000)
    assert got.status is (Status.NONE if not want else Status.UNIQUE if len(want) == 1 else Status.SEVERAL)
    for s in got.solutions:
        assert s in want and is_solution(w, h, regions, s)
        assert rules.check(puzzle, s) == []


@pytest.mark.parametrize("w,h,regions,clues", CASES[:60])
def test_true_candidates_match_brute_force(w, h, regions, clues) -> None:
    puzzle = new_puzzle(w, h, regions, clues)
    want = all_solutions(w, h, regions, clues)
    got = true_candidates(puzzle)
    if not want:
        assert got.status is Status.NONE
        return
    for i in range(w * h):
        assert set(got.digits(i)) == {s[i] for s in want}


@pytest.mark.parametrize("w,h,regions,clues", [c for c in CASES if not all_solutions(*c, limit=1)][:25])
def test_explain_unsat_names_a_minimal_set_of_givens(w, h, regions, clues) -> None:
    puzzle = new_puzzle(w, h, regions, clues)
    got = explain_unsat(puzzle)
    assert got.status is Status.NONE
    core = set(got.clues)
    assert core <= {i for i, v in enumerate(clues) if v}
    only = [v if i in core else 0 for i, v in enumerate(clues)]
    assert not all_solutions(w, h, regions, only, limit=1)
    for i in core:  # each one is needed
        fewer = [v if j != i else 0 for j, v in enumerate(only)]
        assert all_solutions(w, h, regions, fewer, limit=1)


def test_explain_unsat_of_a_solvable_puzzle_says_so() -> None:
    w, h, regions, clues = next(c for c in CASES if all_solutions(*c, limit=1))
    assert explain_unsat(new_puzzle(w, h, regions, clues)).status is Status.SOLVED


def test_a_clue_larger_than_its_region_is_no_solution_and_named() -> None:
    bad = new_puzzle(4, 2, [0, 0, 1, 1, 0, 0, 1, 1], [5, 0, 0, 0, 0, 0, 0, 0])  # a 5 in a 4-cell region
    assert all_solutions(4, 2, bad.regions, [0] * 8, limit=1)  # the regions alone are fine
    assert rules.check(bad, bad.clues)[0].kind == "too_big"
    assert solve(bad).status is Status.NONE
    assert explain_unsat(bad).clues == (0,)


@pytest.mark.parametrize("w,h,regions,clues", CASES[:40])
def test_the_naive_baseline_encoding_agrees(w, h, regions, clues) -> None:
    puzzle = new_puzzle(w, h, regions, clues)
    want = all_solutions(w, h, regions, clues)
    cnf, fixed = naive_encode(puzzle)
    found = []
    with Solver(name="g3") as s:
        cnf.load_into(s, False)
        while s.solve():
            model = s.get_model()
            found.append(tuple(cnf.decode(model, fixed)))
            s.add_clause([-lit for lit in cnf.true_cell_lits(model)])
    assert sorted(found) == sorted(want)


def test_propagate_never_removes_a_solution_digit() -> None:
    for w, h, regions, clues in CASES:
        puzzle = new_puzzle(w, h, regions, clues)
        want = all_solutions(w, h, regions, clues)
        masks = rules.propagate(puzzle, rules.basic_candidates(puzzle, clues))
        if masks is None:
            assert rules.check(puzzle, clues) or not want
            continue
        for s in want:
            assert all(masks[i] >> s[i] & 1 for i in range(w * h))


def test_a_cancelled_token_stops_the_solver() -> None:
    token = CancelToken()
    token.cancel()
    big = new_puzzle(12, 12)
    assert solve(big, cancel=token).status is Status.CANCELLED
