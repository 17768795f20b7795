"""What the analysis says, without Qt (issue 14): a time limit that leaves the verdict open
instead of searching on, the true reason for "No solution" (the clues, or the pattern itself) in
correct grammar, and a logic path that fills every cell but breaks a rule is no solution."""

from __future__ import annotations

import threading
from types import SimpleNamespace

from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.kinds.str8ts import formats as str8ts_formats
from str8ts_gui.kinds.str8ts.logic import compute_path, rate
from str8ts_gui.kinds.sudoku.formats import parse_line as sudoku_line
from str8ts_gui.solver.analysis import Analysis, analyse_puzzle, clue_noun, no_solution_reason
from str8ts_gui.solver.logic import PathResult
from str8ts_gui.solver.sat import CancelToken, SolveResult, Status

SUDOKU_LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def waits_for_cancel(calls: list):
    def fn(puzzle: Puzzle, *, cancel: CancelToken | None = None) -> SolveResult:
        calls.append(cancel)
        done = threading.Event()
        while not (cancel is not None and cancel.cancelled):
            done.wait(0.005)
        return SolveResult(Status.CANCELLED, 0, (), 0.0)

    return fn


def test_a_time_limit_leaves_the_verdict_open() -> None:
    calls: list = []
    analysis = analyse_puzzle(Puzzle.empty(9), solve_fn=waits_for_cancel(calls), time_limit=0.01, grade=True)
    assert analysis.status is Status.CANCELLED and analysis.timed_out
    assert analysis.text == "Not decided yet" and analysis.grade is None
    assert len(calls) == 1 and calls[0] is not None  # a token was made for the limit


def test_a_cancel_is_not_a_time_out() -> None:
    token = CancelToken()
    token.cancel()
    analysis = analyse_puzzle(Puzzle.empty(9), token, solve_fn=waits_for_cancel([]), time_limit=60)
    assert analysis.status is Status.CANCELLED and not analysis.timed_out and analysis.text == "Not checked"


def test_a_quick_answer_within_the_limit_stands() -> None:
    analysis = analyse_puzzle(str8ts_formats.parse_line(".....1........1."), time_limit=60)
    assert analysis.status is Status.SEVERAL and not analysis.timed_out


def test_the_reason_for_no_solution() -> None:
    one = str8ts_formats.parse_line(".#......#...c#.3#.2.....#")
    analysis = analyse_puzzle(one)
    assert analysis.conflict == {15}
    assert analysis.reason == (
        "No solution: the clue 3 in r4c1 (ringed) cannot hold with this pattern of black and white cells; "
        "change it or the pattern"
    )
    pattern = str8ts_formats.parse_line("....#....#..............#")
    assert analyse_puzzle(pattern).reason == (
        "No solution: the pattern of black and white cells itself cannot be filled, whatever the clues; "
        "change the pattern"
    )
    two = str8ts_formats.parse_line("##2.5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b")
    assert analyse_puzzle(two).reason == (
        "No solution: the 2 ringed clues (r1c3 and r1c8) cannot all hold together with this pattern of black "
        "and white cells; change one of them or the pattern"
    )
    # a black clue is called one
    assert no_solution_reason(two, [7]).startswith("No solution: the black clue 3 in r1c8 (ringed) cannot hold")
    sudoku = sudoku_line(SUDOKU_LINE[:1] + "4" + SUDOKU_LINE[2:])
    assert clue_noun(sudoku) == "given" and clue_noun(one) == "clue"
    # a rule the givens break on their face is said plainly, with exactly its cells ringed
    assert analyse_puzzle(sudoku).reason == "No solution: two 4s in row 1 (ringed)"
    assert analyse_puzzle(sudoku).conflict == {0, 1}
    assert no_solution_reason(sudoku, [0, 1]) == (
        "No solution: the 2 ringed givens (r1c1 and r1c2) cannot all hold together; change one of them"
    )
    assert analyse_puzzle(str8ts_formats.parse_line(".....1........1.")).reason == ""  # only for none
    assert Analysis(one, Status.NONE, error="boom").reason == ""


def test_a_logic_path_that_breaks_a_rule_is_not_a_solution() -> None:
    puzzle = str8ts_formats.parse_line("....##1#........3#2...a4#")  # no solution
    assert not rate(puzzle).solved  # the logic fills cells until a compartment is no straight
    found = compute_path(PlayState.new(puzzle))
    assert "solve it from here" not in found.summary
    assert found.summary.endswith("the logic runs into a contradiction: the puzzle has no solution.")


def test_a_path_that_breaks_before_its_first_step_says_so_without_counting_steps() -> None:
    """"The logic at once runs into a contradiction", not "After 0 steps the logic ..."."""
    puzzle = str8ts_formats.parse_line("....##1#........3#2...a4#")
    state = PlayState.new(puzzle)
    for count in (0, 1, 3):
        path = SimpleNamespace(steps=[object()] * count, solved=False, contradiction=True)
        summary = PathResult(state, path, ()).summary
        if count:
            assert summary.startswith(f"After {count} step{'s' if count > 1 else ''} the logic runs into a contradiction")
        else:
            assert summary == "The logic at once runs into a contradiction: the puzzle has no solution."


def test_a_conflict_of_variant_rules_names_the_rules_not_givens() -> None:
    """Rules that cannot hold together on empty cells were called givens ("the 4 ringed givens",
    "the given 0 in r1c1"): they are named as rules, with the givens among them if any."""
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
    from str8ts_gui.kinds.sudoku.variants.parity import Parity

    empty = new_puzzle(9, [0] * 81)
    cages = empty.replace(constraints=(KillerCage((0, 1), 3), KillerCage((9, 10), 3)))
    found = analyse_puzzle(cages)
    assert found.conflict == {0, 1, 9, 10}
    assert found.reason == (
        "No solution: the rules on the 4 ringed cells (r1c1, r1c2, r2c1 and r2c2) cannot all hold together; "
        "change one of them"
    )
    odd = empty.replace(constraints=(Parity(0, False), GivenCandidates(0, (2, 4))))
    assert analyse_puzzle(odd).reason == "No solution: the rules on r1c1 (ringed) cannot all hold together; change one of them"
    # a cage of 3 in box 1 needs the 1 that the given in r1c1 holds
    given = new_puzzle(9, [1] + [0] * 80).replace(constraints=(KillerCage((9, 10), 3),))
    found = analyse_puzzle(given)
    assert found.conflict == {0, 9, 10}
    assert found.reason.startswith("No solution: the rules and givens on the 3 ringed cells (r1c1, r2c1 and r2c2)")
