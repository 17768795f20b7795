"""Sudoku Explainer's own ratings, and soundness, over published puzzles: on a sample of the
Sudoku Exchange corpus across SE's rating range, ``rate`` gives SE's ER, EP and ED (the corpus
columns ``se_er``, ``se_ep``, ``se_ed``, from SE's ``serate``), the grade is the bucket of the
ER, no step of a solution path places a wrong digit or removes the true one, and every path ends
at the published solution; the techniques the path did not use find nothing unsound either.
Skips when the corpus is absent. (The whole corpus is measured by benchmarks/se_fidelity.py.)"""

from __future__ import annotations

import pytest
from sudoku_logic_helpers import is_sound

from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic import STRATEGIES, CandidateGrid, apply, grade_of, rate, solve_path

# SE rating bands (of the corpus's own ratings) and how many puzzles of each the sample takes
BANDS = ((0.0, 1.5, 3), (1.5, 2.5, 5), (2.5, 3.8, 8), (5.0, 7.5, 4), (7.5, 99.0, 2))


@pytest.fixture(scope="module")
def sample(sudoku_corpus):
    out = []
    for lo, hi, k in BANDS:
        rows = [r for r in sudoku_corpus if lo <= float(r["se_er"]) < hi]
        step = max(1, len(rows) // k)
        out += rows[::step][:k]
    return out


@pytest.fixture(scope="module")
def paths(sample):
    return [solve_path(parse_line(r["puzzle"])) for r in sample]


def test_ratings_are_sudoku_explainers(sample, paths):
    equal = within = ep_ed = 0
    for r, path in zip(sample, paths):
        er, ep, ed = float(r["se_er"]), float(r["se_ep"]), float(r["se_ed"])
        equal += abs(path.rating - er) < 0.05
        within += abs(path.rating - er) <= 0.5 + 1e-9
        ep_ed += abs(path.ep - ep) < 0.05 and abs(path.ed - ed) < 0.05
        assert path.grade == grade_of(path.rating)
    # the corpus measures 100 %: a little room for a puzzle whose path ties differently
    assert equal >= 0.9 * len(sample) and within >= 0.95 * len(sample) and ep_ed >= 0.9 * len(sample)
    # rate is the path's rating
    r = sample[-1]
    got = rate(parse_line(r["puzzle"]))
    assert (got.rating, got.ep, got.ed, got.grade) == (paths[-1].rating, paths[-1].ep, paths[-1].ed, paths[-1].grade)


def test_paths_are_sound_and_reach_the_solution(sample, paths):
    for r, path in zip(sample, paths):
        solution = [int(ch) for ch in r["solution"]]
        for step in path.steps:
            assert is_sound(step, solution), f"{r['puzzle']}: {step}"
        assert path.solved and list(path.values) == solution, r["puzzle"]


def test_every_technique_is_sound_along_the_paths(sample, paths):
    # at the first position where the path needs more than singles, every technique up to the
    # dynamic forcing chains may only find sound steps (the chains too); the (+) and nested
    # chains, far slower there, are checked in test_sudoku_chaining
    cheap = [s for s in STRATEGIES if not s.batch and s.difficulty < 9.0]
    for r, path in list(zip(sample, paths))[::4]:
        puzzle = parse_line(r["puzzle"])
        solution = [int(ch) for ch in r["solution"]]
        g = CandidateGrid.from_puzzle(puzzle, unique=True)
        for step in path.steps:
            if step.difficulty >= 2.6:
                for s in cheap:
                    for k, found in enumerate(s.find(g)):
                        assert is_sound(found, solution), f"{r['puzzle']}: {found}"
                        if k >= 20:
                            break
                break
            g = apply(g, step)
