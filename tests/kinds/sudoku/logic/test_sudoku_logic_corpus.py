"""Soundness over published puzzles: on a sample of the Sudoku Exchange corpus across its five
buckets, no step of a solution path places a wrong digit or removes the true one, every path
ends at the published solution, and the techniques the path did not use find nothing unsound
either. Skips when the corpus is absent."""

from __future__ import annotations

import pytest
from sudoku_logic_helpers import is_sound

from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic import GRADES, STRATEGIES, CandidateGrid, apply, solve_path

PER_BUCKET = 12


@pytest.fixture(scope="module")
def sample(sudoku_corpus):
    out = []
    for grade in GRADES:
        rows = [r for r in sudoku_corpus if r["grade"] == grade]
        step = max(1, len(rows) // PER_BUCKET)
        out += rows[::step][:PER_BUCKET]
    return out


def test_paths_are_sound_and_reach_the_solution(sample):
    agree = 0
    for r in sample:
        puzzle = parse_line(r["puzzle"])
        solution = [int(ch) for ch in r["solution"]]
        path = solve_path(puzzle, unique=True)
        for step in path.steps:
            assert is_sound(step, solution), f"{r['puzzle']}: {step}"
        assert path.solved and list(path.values) == solution, r["puzzle"]
        agree += path.grade == r["grade"]
    assert agree >= 0.7 * len(sample)


def test_every_technique_is_sound_along_the_paths(sample):
    # at the first position where the path needs more than singles, every technique (the
    # chains too) may only find sound steps
    cheap = [s for s in STRATEGIES if not s.batch]
    for r in sample[::3]:
        puzzle = parse_line(r["puzzle"])
        solution = [int(ch) for ch in r["solution"]]
        path = solve_path(puzzle, unique=True)
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
