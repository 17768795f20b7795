"""Sledgehammer: rank-0 covers of the claim/rule graph (k source rules whose candidates all lie
in k recipient rules; the recipients' other candidates are false).

Positions are written as in ``test_sudoku_techniques``: the placed digits as a puzzle line and
the candidates removed beyond what the units allow. The solution each step is checked against
comes from the SAT solver (or, on small boards, from the brute force), never from the test.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from sudoku_logic_helpers import grid, is_sound, marked, solution_of

from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, CandidateGrid, apply, solve_path
from str8ts_gui.kinds.sudoku.logic.strategies import HUMAN_STRATEGIES
from str8ts_gui.kinds.sudoku.logic import sledgehammer as sh
from str8ts_gui.kinds.sudoku.model import new_puzzle

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from sudoku_bruteforce import all_solutions, random_clues  # noqa: E402

# a Sudoku Exchange Hard position (before its naked pair): two bivalue cells and a box's 5 are
# covered by a box's 2 and two columns' 5 -- no plain fish or set
APPLIES = (".4....59.89.5...623659.287......164..1649.7..43.6...1...47..1.668...4.57.73....8.", "")
# a Diabolical position where the path next needs a contradiction chain: no cover of up to 4
# rules a side at all (searched without a budget), none of 5 within it
NOT_APPLIES = (
    "3...9...2.2.1.4....9.3..7..643519287875..3914219..7635..2..1......9.5.2.9...3...6",
    "r1c4:6 r2c5:6 r2c7:5 r2c8:5 r3c3:1 r3c5:6 r7c4:8 r8c3:1 r8c7:1 r9c4:7",
)


def test_sledgehammer_is_in_the_ladder_before_forcing_chains():
    names = [s.name for s in HUMAN_STRATEGIES]
    k = names.index("Sledgehammer")
    assert names[k - 1] == "Grouped AIC" and names[k + 1] == "Contradiction chain"
    s = STRATEGY_BY_NAME["Sledgehammer"]
    assert s.difficulty == 7.2 and s.description
    assert STRATEGY_BY_NAME["AIC"].difficulty < s.difficulty < STRATEGY_BY_NAME["Contradiction chain"].difficulty


def test_sledgehammer_applies():
    g = grid(*APPLIES)
    sol = solution_of(APPLIES[0])
    steps = list(sh.sledgehammer(g))
    assert steps
    for step in steps:
        assert step.strategy == "Sledgehammer" and not step.placements and step.eliminations
        assert is_sound(step, sol), step
        assert step.difficulty in set(sh.RATING.values())
    first = steps[0]
    assert first.difficulty == 7.2
    # r4c1 loses 2 and 5, r4c3 and r6c3 lose 2
    assert set(first.eliminations) == {(27, 2), (27, 5), (29, 2), (47, 2)}
    # the sentence names the sources, the recipients and the eliminations
    assert "sources cell r4c2, cell r5c1 and 5 in box 7" in first.text
    assert "recipients 2 in box 4, 5 in column 2 and 5 in column 1" in first.text
    assert first.text.endswith("2 and 5 leave r4c1; 2 leaves r4c3 and r6c3")
    assert not apply(g, first).is_broken()
    # the same answer every time (the budget counts search nodes, not seconds)
    assert list(sh.sledgehammer(g)) == steps


def test_sledgehammer_does_not_apply():
    g = grid(*NOT_APPLIES)
    assert next(iter(sh.sledgehammer(g)), None) is None
    # every candidate of an open board is in some solution: nothing may go
    for size in (4, 6):
        assert list(sh.sledgehammer(CandidateGrid.from_puzzle(new_puzzle(size), unique=False))) == []


def test_plain_fish_and_sets_are_left_to_their_techniques(monkeypatch):
    # an X-wing on 5 (rows 1 and 4, columns 2 and 7) drawn with pencil marks
    marks = {}
    for r in (1, 4):
        for c in range(1, 10):
            marks[f"r{r}c{c}"] = "1234" if c not in (2, 7) else "56"
    g = marked(9, marks)
    rules = sh._Rules(g)

    def is_x_wing(S, R):
        names = sorted(rules.name(x) for x in S + R)
        return names == ["5 in column 2", "5 in column 7", "5 in row 1", "5 in row 4"]

    assert not any(is_x_wing(S, R) for S, R, _ in sh._search(rules, 2, 10**6))
    monkeypatch.setattr(sh, "_is_basic", lambda *args: False)
    assert any(is_x_wing(S, R) for S, R, _ in sh._search(rules, 2, 10**6))


@pytest.mark.parametrize("size", [4, 6])
def test_sledgehammer_is_sound_on_small_boards(size):
    # small boards with a few givens and often many solutions: a step may remove no digit of any
    rng = random.Random(100 + size)
    steps = 0
    for _ in range(12):
        clues = random_clues(rng, size, 0.25, spoil=0.0)
        sols = all_solutions(size, clues, 200)
        if not sols:
            continue
        g = CandidateGrid.from_puzzle(new_puzzle(size, clues), unique=False)
        for k, step in enumerate(sh.sledgehammer(g)):
            steps += 1
            for sol in sols:
                assert is_sound(step, list(sol)), (clues, step)
            if k >= 10:
                break
    assert steps > 0


def test_sledgehammer_is_sound_on_corpus_paths(sudoku_corpus):
    # along a sample of paths across the buckets: at the first position that needs more than
    # singles and at every chain position, no cover removes a digit of the published solution
    rows = sudoku_corpus[250::90]
    checked = 0
    for r in rows:
        puzzle = parse_line(r["puzzle"])
        solution = [int(ch) for ch in r["solution"]]
        path = solve_path(puzzle, unique=True, strategies=HUMAN_STRATEGIES)  # the ladder with Sledgehammer
        g = CandidateGrid.from_puzzle(puzzle, unique=True)
        first = True
        for step in path.steps:
            if (first and step.difficulty >= 2.6) or step.difficulty >= 6.6:
                first = False
                for k, found in enumerate(sh.sledgehammer(g)):
                    assert is_sound(found, solution), f"{r['puzzle']}: {found}"
                    checked += 1
                    if k >= 10:
                        break
            if step.strategy == "Sledgehammer":
                assert is_sound(step, solution), f"{r['puzzle']}: {step}"
            g = apply(g, step)
    assert checked > 0
