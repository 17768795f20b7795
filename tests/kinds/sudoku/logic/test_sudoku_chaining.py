"""Sudoku Explainer's chaining (:mod:`str8ts_gui.kinds.sudoku.logic.chaining`) beyond the
positions of ``test_sudoku_techniques``: SE's length increments, the dynamic forcing chains (+)
and the nested forcing chains (SE's 9.0 and up; no corpus path needs them, so they are checked
for soundness and SE's ratings on small boards, where they are quick), a unique loop built from
pencil marks, and the uniqueness guard of the costly chains."""

from __future__ import annotations

import pytest
from sudoku_logic_helpers import is_sound, line_values, marked

from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic import STRATEGIES, STRATEGY_BY_NAME, CandidateGrid, apply, solve_path
from str8ts_gui.kinds.sudoku.logic import chaining
from str8ts_gui.kinds.sudoku.logic.chains import length_bonus
from str8ts_gui.kinds.sudoku.model import new_puzzle

# our own small puzzles (unique), as in test_sudoku_logic_path
SMALL = {
    4: (".1....4.....24..", "4132324113242413"),
    6: ("...1...52....615........6.5.3..3....", "346152152346461523523461615234234615"),
}


def test_length_increments_are_sudoku_explainers():
    # 0.1 for every ceiling 4, 6, 8, 12, 16, 24, 32... the chain's length (potentials - 2) passes
    lengths = {1: 0.0, 4: 0.0, 5: 0.1, 6: 0.1, 7: 0.2, 8: 0.2, 9: 0.3, 12: 0.3, 13: 0.4, 16: 0.4, 17: 0.5, 24: 0.5, 25: 0.6}
    for length, added in lengths.items():
        assert round(length_bonus(length + 2), 1) == added, length


@pytest.mark.parametrize("size", sorted(SMALL))
@pytest.mark.parametrize(
    "finder, base, suffix",
    [
        (chaining.dynamic_forcing_chains, 8.5, ""),
        (chaining.dynamic_forcing_chains_plus, 9.0, " (+)"),
        (chaining.nested_forcing_chains, 9.5, " (+ forcing chains)"),
    ],
)
def test_dynamic_and_nested_chains_are_sound(size, finder, base, suffix):
    line, solution = SMALL[size]
    sol = [int(ch) for ch in solution]
    g = CandidateGrid.from_puzzle(parse_line(line), unique=True)
    steps = list(finder(g))
    assert steps
    for step in steps:
        assert is_sound(step, sol), step
        assert step.placements or step.eliminations
        assert step.strategy.startswith("Dynamic ") and step.strategy.endswith(" forcing chains" + suffix), step.strategy
        assert step.difficulty >= base
    # easiest first, as SE takes them; applying the first breaks nothing
    assert [s.difficulty for s in steps] == sorted(s.difficulty for s in steps)
    assert not apply(g, steps[0]).is_broken()


def test_nested_chains_only_for_one_solution():
    # an open 4 x 4 board: many solutions, the costly chains do not even start
    g = CandidateGrid.from_puzzle(new_puzzle(4), unique=None)
    assert list(chaining.nested_forcing_chains(g)) == []
    assert list(chaining.dynamic_forcing_chains_plus(g)) == []
    assert g.uniqueness.value is False


def test_forcing_chain_steps_tell_their_chain():
    # a Diabolical corpus position (see test_sudoku_techniques): the first forcing chain names
    # the cell it starts from and the cell it changes, and SE's rating of its length
    from test_sudoku_techniques import POSITIVE
    from sudoku_logic_helpers import grid

    placed, removed, solution, places, removes = POSITIVE["Forcing chain"]
    g = grid(placed, removed)
    step = next(iter(STRATEGY_BY_NAME["Forcing chain"].find(g)))
    assert step.strategy == "Forcing chain" and step.difficulty >= 7.0
    assert step.text.startswith("If r") and ", then " in step.text
    for i, _ in (*step.placements, *step.eliminations):
        assert f"r{i // 9 + 1}c{i % 9 + 1}" in step.text
    assert is_sound(step, line_values(solution))


def test_unique_loop_of_six_cells_by_hand():
    # 1 and 2 in r1c1, r1c2, r4c2, r4c3, r7c3 and r7c1 (a loop through rows 1, 4, 7, columns
    # 1-3 and boxes 1, 4, 7): a deadly pattern unless r7c1 is its extra 3 (SE: type 1, 4.6)
    marks = {name: "12" for name in ("r1c1", "r1c2", "r4c2", "r4c3", "r7c3")}
    marks["r7c1"] = "123"
    for r in range(1, 10):
        for c in range(1, 10):
            marks.setdefault(f"r{r}c{c}", "3456789")
    g = marked(9, marks, unique=True)
    steps = list(STRATEGY_BY_NAME["Unique loop type 1"].find(g))
    assert steps and steps[0].strategy == "Unique loop type 1" and steps[0].difficulty == 4.6
    assert set(steps[0].eliminations) == {(6 * 9, 1), (6 * 9, 2)}
    # without the extra digit it is a deadly pattern, not a step; and never without one solution
    marks["r7c1"] = "12"
    assert not [s for s in STRATEGY_BY_NAME["Unique loop type 1"].find(marked(9, marks, unique=True)) if s.eliminations]
    marks["r7c1"] = "123"
    assert list(STRATEGY_BY_NAME["Unique loop type 1"].find(marked(9, marks, unique=False))) == []


def test_classic_paths_use_sudoku_explainers_ladder():
    # a 6 x 6 path walks SE's techniques only, and its rating is its hardest step
    line, solution = SMALL[6]
    path = solve_path(parse_line(line))
    names = {n for s in STRATEGIES for n in (s.names or (s.name,))}
    assert path.solved and {s.strategy for s in path.steps} <= names
    assert path.rating == max(s.difficulty for s in path.steps)

