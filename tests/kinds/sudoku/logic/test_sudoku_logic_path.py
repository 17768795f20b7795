"""Sudoku solution paths, ratings and grades: the API the window and the command line use."""

from __future__ import annotations

import pytest
from sudoku_logic_helpers import is_sound

from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic import (
    GRADES,
    STRATEGIES,
    STRATEGY_BY_NAME,
    CandidateGrid,
    Path,
    Rating,
    Step,
    apply,
    grade_of,
    next_step,
    rate,
    solve_path,
)
from str8ts_gui.kinds.sudoku.model import new_puzzle

# Sudoku Exchange puzzles (public domain) with their solutions and buckets
EASY = (
    "050703060007000800000816000000030000005000100730040086906000204840572093000409000",
    "158723469367954821294816375619238547485697132732145986976381254841572693523469718",
)
# in the corpus's "Fiendish" bucket, but Sudoku Explainer rates it 2.5 (ER) / 1.2 (EP) / 1.2 (ED):
# its hardest step is a direct hidden triple
TRIPLE = (
    "003000001084760900900000040000002030009601700050900000070000002006027480800000600",
    "563249871184765923927318546648572139239681754751934268475896312396127485812453697",
)
DIABOLICAL = (
    "083020090000800100029300008000098700070000060006740000300006980002005000010030540",
    "183524697547869123629317458235698714471253869896741235354176982962485371718932546",
)
# our own puzzles of other sizes (unique; made by removing clues from a full grid)
SMALL = {
    4: (".1....4.....24..", "4132324113242413"),
    6: ("...1...52....615........6.5.3..3....", "346152152346461523523461615234234615"),
    8: (
        "47....5........6.2......1..4..68......47.3..2...6.1..4..3......5",
        "4726815381534726726815341534726826815347534726816815347234726815",
    ),
    12: (
        "8C1.674B..A3674B5...8C.95.A38C1967..C1...4..2A3.....2A38..9...3.C..67.B5.9.74...A38...5.A..."
        "1..7A3.C19..4...9.7..52A.8.1B5.A3.C..6...8..96..B.2.",
        "8C19674B52A3674B52A38C1952A38C19674BC19674B52A3874B52A38C1962A38C19674B519674B52A38C4B52A38C1"
        "967A38C19674B529674B52A38C1B52A38C1967438C19674B52A",
    ),
}


def check_path(path: Path, solution: str) -> None:
    sol = [int(ch, 17) for ch in solution]
    for step in path.steps:
        assert is_sound(step, sol), step
    assert path.solved and list(path.values) == sol


def test_easy_path():
    puzzle = parse_line(EASY[0])
    path = solve_path(puzzle)
    check_path(path, EASY[1])
    assert path.grade == "Easy" and path.rating == 1.2 and not path.contradiction
    assert set(path.counts()) <= {"Full house", "Hidden single"}
    assert path.hardest().difficulty == path.rating
    assert path.score >= 0 and len(path.sweeps) >= 1
    assert path.grid.line() == EASY[1]
    assert path.grid.text_grid().splitlines()[0] == EASY[1][:9]


def test_direct_hidden_triple_rates_as_sudoku_explainer():
    r = rate(parse_line(TRIPLE[0]))
    assert isinstance(r, Rating)
    assert r.solved and r.grid == TRIPLE[1]
    # SE's ER, EP and ED, and the grade is the bucket of the rating
    assert (r.rating, r.ep, r.ed) == (2.5, 1.2, 1.2) and r.grade == "Hard" == grade_of(r.rating)
    assert set(r.as_dict()) == {"solved", "grade", "score", "steps", "grid", "rating", "ep", "ed"}
    path = solve_path(parse_line(TRIPLE[0]))
    assert path.hardest().strategy == "Direct hidden triple" and path.hardest().difficulty == 2.5
    assert (path.rating, path.ep, path.ed) == (r.rating, r.ep, r.ed)


def test_pearl_and_diamond():
    # EP: the hardest step up to the first placement; ED: the first step's rating
    from str8ts_gui.kinds.sudoku.logic.path import pearl_and_diamond

    def step(d, placed):
        return Step("x", 0, d, (), (), ((0, 1),) if placed else (), () if placed else ((0, 2),), "")

    assert pearl_and_diamond([]) == (0.0, 0.0)
    assert pearl_and_diamond([step(1.2, True), step(7.1, True)]) == (1.2, 1.2)
    assert pearl_and_diamond([step(2.6, False), step(3.4, False), step(1.5, True), step(9.0, True)]) == (3.4, 2.6)


def test_diabolical_path_is_sound():
    path = solve_path(parse_line(DIABOLICAL[0]), unique=True)
    check_path(path, DIABOLICAL[1])
    assert path.grade == "Diabolical" and path.rating >= 5.0


def test_rate_from_values():
    puzzle = parse_line(EASY[0])
    values = [0] * 81
    values[0] = 1  # r1c1 from the solution
    r = rate(puzzle, values)
    assert r.solved and r.values[0] == 1 and r.grid == EASY[1]


def test_next_step_and_apply():
    g = CandidateGrid.from_puzzle(parse_line(EASY[0]))
    step = next_step(g)
    assert step.strategy in ("Full house", "Hidden single") and step.placements
    (i, d), = step.placements
    after = apply(g, step)
    assert after.values[i] == d
    assert all(not after.masks[j] >> d & 1 for j in g.shape.peers[i] if not after.values[j])
    # a solved grid has no next step
    assert next_step(solve_path(parse_line(EASY[0])).grid) is None


@pytest.mark.parametrize("size", sorted(SMALL))
def test_other_sizes(size):
    line, solution = SMALL[size]
    puzzle = parse_line(line)
    assert puzzle.size == size
    path = solve_path(puzzle)
    check_path(path, solution)
    assert path.grade in GRADES


def test_no_solution_is_a_contradiction():
    # two 1s in row 1
    puzzle = new_puzzle(4, [1, 1] + [0] * 14)
    path = solve_path(puzzle)
    assert not path.solved and path.contradiction and path.grade is None
    assert rate(puzzle).grade is None


def test_several_solutions_stop_without_guessing():
    puzzle = new_puzzle(4)
    path = solve_path(puzzle)
    assert not path.solved and not path.contradiction and path.grade is None
    assert path.steps == ()
    r = rate(puzzle)
    assert not r.solved and r.grade is None and r.grid == "." * 16


def test_grade_buckets():
    assert GRADES == ("Easy", "Medium", "Hard", "Fiendish", "Diabolical")
    assert [grade_of(x) for x in (1.0, 1.2, 1.5, 2.3, 2.5, 3.6, 3.8, 4.9, 5.0, 9.0)] == [
        "Easy", "Easy", "Medium", "Medium", "Hard", "Hard", "Fiendish", "Fiendish", "Diabolical", "Diabolical",
    ]


def test_strategies_are_named_and_described():
    for s in STRATEGIES:
        assert s.name and s.description and 0 <= s.level < len(GRADES)
        assert STRATEGY_BY_NAME[s.name] is s or STRATEGY_BY_NAME[s.name].name == s.name
    assert STRATEGIES[0].name == "Full house"


def test_marks_narrow_the_candidates():
    puzzle = parse_line(EASY[0])
    marks = [0] * 81
    marks[0] = 0b1110  # r1c1: 1, 2 or 3; row 1 holds 3 (r1c6), so 3 is not a candidate
    g = CandidateGrid.from_puzzle(puzzle, marks=marks)
    assert g.candidates(0) == [1, 2]
    assert CandidateGrid.from_puzzle(puzzle).candidates(0) == [1, 2, 4]


def test_sound_on_small_puzzles_with_any_number_of_solutions():
    # random clue sets on 4 x 4 and 6 x 6 boards (one, several or no solutions): no step may
    # contradict any solution, and a unique puzzle's path ends at it
    import random

    from sudoku_logic_helpers import all_solutions

    rng = random.Random(12)
    for n in (4, 6):
        full = [int(ch) for ch in SMALL[n][1]]
        for _ in range(40):
            keep = rng.uniform(0.15, 0.5)
            clues = [d if rng.random() < keep else 0 for d in full]
            sols = all_solutions(n, clues, 200)
            if len(sols) >= 200:
                continue
            path = solve_path(new_puzzle(n, clues))
            for step in path.steps:
                for sol in sols:
                    assert is_sound(step, list(sol)), (clues, step)
            if len(sols) == 1:
                assert path.solved and tuple(path.values) == sols[0]
