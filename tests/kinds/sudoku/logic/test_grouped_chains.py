"""Grouped AIC: alternating inference chains whose nodes may be a digit's cells where a box
crosses a row or a column.

Positions are written as in ``test_sudoku_techniques``: the placed digits as a puzzle line and
the candidates removed beyond what the units allow. The solution each step is checked against
comes from the SAT solver, never from the test.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from sudoku_logic_helpers import grid, is_sound, solution_of

from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, CandidateGrid, apply, next_step, solve_path
from str8ts_gui.kinds.sudoku.logic.strategies import HUMAN_STRATEGIES, STRATEGIES
from str8ts_gui.kinds.sudoku.logic.grouped import grouped_aic
from str8ts_gui.kinds.sudoku.model import new_puzzle

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from sudoku_bruteforce import all_solutions, random_clues  # noqa: E402

# a Sudoku Exchange Diabolical position where plain AIC finds nothing and a grouped one does
APPLIES = (
    "5....7...2..9..85.......46..2.71.6.5...5.6...65.23974..87.....4.65.71289..28...76",
    "r1c2:9 r1c3:1349 r1c5:46 r2c3:4 r3c3:1 r3c5:8 r3c6:3 r4c1:4 r4c3:8 r5c1:4 r5c2:4 r9c2:4 r9c5:4",
)
# another Diabolical position, where the path next needs a contradiction chain
NOT_APPLIES = (
    ".76.4921.9.1.....4243..5896.3.591..21.2.843..4..2.3..13.......7..49.7..8.1.4.8.2.",
    "r2c4:67 r2c5:37 r4c7:7 r4c8:7 r5c8:6 r6c3:78 r6c8:56 r7c3:5 r7c5:26 r7c8:5 r8c2:6 r8c5:6 r8c7:6",
)


def test_grouped_aic_is_in_the_ladder_after_aic():
    # the human ladder (the variants'); the classic Sudoku walks Sudoku Explainer's, without it
    assert "Grouped AIC" not in [s.name for s in STRATEGIES]
    names = [s.name for s in HUMAN_STRATEGIES]
    k = names.index("Grouped AIC")
    assert names[k - 1] == "AIC" and names[k + 1] == "Sledgehammer"
    s = STRATEGY_BY_NAME["Grouped AIC"]
    assert s.difficulty == 7.1 and s.description


def test_grouped_aic_applies():
    g = grid(*APPLIES)
    sol = solution_of(APPLIES[0])
    assert list(STRATEGY_BY_NAME["AIC"].find(g)) == []  # plain chains do not do it
    steps = list(grouped_aic(g))
    assert steps
    for step in steps:
        assert step.strategy == "Grouped AIC"
        assert step.placements or step.eliminations
        assert is_sound(step, sol), step
        assert step.difficulty >= 7.1
    first = steps[0]
    # the human ladder takes it here
    assert next_step(g, HUMAN_STRATEGIES) == first
    # the sentence names every changed cell and digit, and a group ("r2c2 or r2c3 is 1")
    for i, d in first.eliminations:
        assert f"r{i // 9 + 1}c{i % 9 + 1}" in first.text
        assert str(d) in first.text
    assert first.text.startswith("if ") and " or " in first.text
    assert first.eliminations == ((1, 1),)  # 1 leaves r1c2
    assert "r2c2 or r2c3 is 1" in first.text
    after = apply(g, first)
    assert not after.is_broken()


def test_grouped_aic_does_not_apply():
    g = grid(*NOT_APPLIES)
    assert next(iter(grouped_aic(g)), None) is None
    # and neither on an open board, where every candidate is in some solution
    assert list(grouped_aic(CandidateGrid.from_puzzle(new_puzzle(4), unique=False))) == []
    assert list(grouped_aic(CandidateGrid.from_puzzle(new_puzzle(6), unique=False))) == []


def test_every_grouped_chain_uses_a_group():
    g = grid(*APPLIES)
    for step in grouped_aic(g):
        head = step.text.split(". So ")[0].split(": that ")[0]
        assert any(w in head for w in (" or ", "neither ", "one of ")), step.text


def test_grouped_aic_is_sound_on_corpus_paths(sudoku_corpus):
    # at every position of a sample of hard paths where a chain was needed, every grouped AIC
    # step (up to 30 a position) removes no digit of the published solution
    rows = [r for r in sudoku_corpus if r["grade"] == "Diabolical"][::25]
    checked = 0
    for r in rows:
        puzzle = parse_line(r["puzzle"])
        solution = [int(ch) for ch in r["solution"]]
        path = solve_path(puzzle, unique=True, strategies=HUMAN_STRATEGIES)  # the ladder with grouped AICs
        g = CandidateGrid.from_puzzle(puzzle, unique=True)
        for step in path.steps:
            if step.difficulty >= 6.5:
                for k, found in enumerate(grouped_aic(g)):
                    assert is_sound(found, solution), f"{r['puzzle']}: {found}"
                    checked += 1
                    if k >= 30:
                        break
            if step.strategy in ("Grouped AIC", "Sledgehammer"):
                assert is_sound(step, solution), f"{r['puzzle']}: {step}"
            g = apply(g, step)
    assert checked > 0


@pytest.mark.parametrize("size", [4, 6])
def test_grouped_aic_is_sound_on_small_random_positions(size):
    # small boards with some givens and often several solutions: a step may remove no digit of
    # any of them
    rng = random.Random(size)
    tried = 0
    for _ in range(40):
        clues = random_clues(rng, size, 0.3, spoil=0.0)
        sols = all_solutions(size, clues, 200)
        if not sols:
            continue
        g = CandidateGrid.from_puzzle(new_puzzle(size, clues), unique=False)
        for step in grouped_aic(g):
            tried += 1
            for sol in sols:
                assert is_sound(step, list(sol)), step
    assert tried > 0
