"""The kind-independent analysis without Qt: solution count, conflicting clues, differing
cells, the grade (only for one solution, only for a kind with logic), checking the player's
work and hints -- for Str8ts and for Sudoku."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.kinds.str8ts import formats as str8ts_formats
from str8ts_gui.kinds.str8ts.logic import find_hint as str8ts_find_hint
from str8ts_gui.kinds.str8ts.logic import rate
from str8ts_gui.kinds.sudoku.formats import parse_line as sudoku_line
from str8ts_gui.solver.analysis import (
    Analysis,
    Grade,
    NoHint,
    analyse_puzzle,
    check_position,
    find_hint,
    grade_puzzle,
    name_cells,
)
from str8ts_gui.solver.sat import CancelToken, Status, solve

ROOT = Path(__file__).resolve().parents[2]
GENTLE = str8ts_formats.parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
# no solution: r1c3 = 2 makes its row's compartment need the 3 of the black clue r1c8
UNSOLVABLE = str8ts_formats.parse_line(
    "##2.5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
)
SEVERAL = str8ts_formats.parse_line(".....1........1.")  # 4 x 4, two clues

SUDOKU_LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SUDOKU = sudoku_line(SUDOKU_LINE)
SUDOKU_CONFLICT = sudoku_line(SUDOKU_LINE[:1] + "4" + SUDOKU_LINE[2:])  # a second 4 in row 1
SUDOKU_SEVERAL = sudoku_line("4" + "." * 80)


def test_name_cells() -> None:
    assert name_cells([], 9) == ""
    assert name_cells([10], 9) == "r2c2"
    assert name_cells([1, 0], 9) == "r1c1 and r1c2"
    assert name_cells([0, 1, 2], 9) == "r1c1, r1c2 and r1c3"
    assert name_cells(range(8), 9) == "r1c1, r1c2, r1c3, r1c4, r1c5 and 3 more"


# -- the analysis ---------------------------------------------------------------------------------------
def test_analyse_a_str8ts() -> None:
    unique = analyse_puzzle(GENTLE)
    assert unique.status is Status.UNIQUE and unique.text == "Unique solution"
    assert unique.conflict == unique.differ == frozenset() and unique.grade is None  # not asked
    unsolvable = analyse_puzzle(UNSOLVABLE)
    assert unsolvable.status is Status.NONE and unsolvable.conflict == {2, 7}
    assert unsolvable.text == "No solution"
    several = analyse_puzzle(SEVERAL)
    assert several.status is Status.SEVERAL and several.differ and several.text == "Multiple solutions"
    assert not several.conflict


def test_analyse_a_sudoku() -> None:
    unique = analyse_puzzle(SUDOKU)
    assert unique.status is Status.UNIQUE and unique.text == "Unique solution"
    assert unique.conflict == unique.differ == frozenset()
    none = analyse_puzzle(SUDOKU_CONFLICT)
    assert none.status is Status.NONE and none.conflict == {0, 1} and none.text == "No solution"
    several = analyse_puzzle(SUDOKU_SEVERAL)
    assert several.status is Status.SEVERAL and several.text == "Multiple solutions"
    assert several.differ and 0 not in several.differ  # the given never differs


def test_analysis_uses_the_solve_function_given_and_can_be_cancelled() -> None:
    calls = []

    def counting(puzzle, *, cancel=None):
        calls.append(puzzle)
        return solve(puzzle, limit=2, cancel=cancel)

    assert analyse_puzzle(SUDOKU, solve_fn=counting).status is Status.UNIQUE and calls == [SUDOKU]
    token = CancelToken()
    token.cancel()
    # two givens that repeat are a verdict without a search (nothing to cancel) ...
    face = analyse_puzzle(SUDOKU_CONFLICT, token)
    assert face.status is Status.NONE and face.broken is not None and face.conflict == set(face.broken.cells)
    # ... a conflict only a search finds (1-8 in row 1, a 9 in column 9) is still "no solution"
    # when the search for its conflicting givens is what is cancelled (none named) ...
    hidden = sudoku_line("12345678." + "." * 36 + "........9" + "." * 27)
    assert analyse_puzzle(hidden).status is Status.NONE and analyse_puzzle(hidden).broken is None
    assert analyse_puzzle(hidden).conflict and not analyse_puzzle(hidden).unexplained
    stopped = analyse_puzzle(hidden, token)
    assert stopped.status is Status.NONE and stopped.unexplained and not stopped.conflict
    # ... and a search for the solutions is cancelled
    assert analyse_puzzle(sudoku_line("." * 81), token).status is Status.CANCELLED
    assert Analysis(SUDOKU, Status.CANCELLED, error="ValueError: x").text == "Check failed"


# -- the grade --------------------------------------------------------------------------------------------
def test_a_str8ts_with_one_solution_is_graded() -> None:
    expected = rate(GENTLE)
    analysis = analyse_puzzle(GENTLE, grade=True)
    grade = analysis.grade
    assert isinstance(grade, Grade) and grade.puzzle == GENTLE and grade.rating == expected
    assert grade.grade == expected.grade and grade.text == f"Grade: {expected.grade}"
    # one step count, the Solution Path's (a setter saw 145 steps here and 128 in the path: the
    # rating counts the givens clearing their rows and columns, the path starts after them)
    # and what the grade is worth against the publisher's (a setter found published Gentles
    # graded Moderate)
    assert grade.tooltip == (
        f"Graded by human logic: score {expected.score}; on str8ts.com's scale: the publisher's own grade "
        "of a daily is the same about 4 times in 5, else one level off"
    )
    assert grade_puzzle(GENTLE).rating == expected


@pytest.mark.parametrize("puzzle", [GENTLE, SUDOKU], ids=["str8ts", "sudoku"])
def test_logic_first_knows_a_puzzle_the_logic_solves_is_unique_without_the_solver(puzzle) -> None:
    """The window's first check: a puzzle its kind's logic fills without breaking a rule has
    that one solution, so the SAT solver is not asked; the verdict and grade are the solver's."""
    solved = []

    def counting(p, *, cancel=None):
        solved.append(p)
        return solve(p, limit=2, cancel=cancel)

    first = analyse_puzzle(puzzle, solve_fn=counting, grade=True, logic_first=True)
    assert solved == []
    usual = analyse_puzzle(puzzle, solve_fn=counting, grade=True)
    assert solved == [puzzle]
    assert first.status is usual.status is Status.UNIQUE and first.text == usual.text
    assert first.grade.rating == usual.grade.rating and first.grade.text == usual.grade.text


@pytest.mark.parametrize("puzzle", [UNSOLVABLE, SEVERAL, SUDOKU_CONFLICT, SUDOKU_SEVERAL])
def test_logic_first_leaves_a_puzzle_the_logic_cannot_finish_to_the_solver(puzzle) -> None:
    first = analyse_puzzle(puzzle, grade=True, logic_first=True)
    usual = analyse_puzzle(puzzle, grade=True)
    assert first.status is usual.status and first.status in (Status.NONE, Status.SEVERAL)
    assert (first.conflict, first.differ, first.grade) == (usual.conflict, usual.differ, None)


def test_logic_first_is_tried_only_with_givens_on_a_fifth_of_the_cells() -> None:
    """The logic gives up on a puzzle with many solutions only after its hardest techniques
    (seconds on an empty board, where the solver answers at once): a sparse puzzle goes straight
    to the solver; one with enough givens but two solutions is tried, then the solver decides."""
    rated = []

    def rate_fn(p):
        rated.append(p)
        return sudoku_rate(p)

    from str8ts_gui.kinds.sudoku.logic import rate as sudoku_rate

    assert analyse_puzzle(SUDOKU_SEVERAL, grade=True, logic_first=True, rate_fn=rate_fn).status is Status.SEVERAL
    assert rated == []
    # a full grid less a deadly rectangle: 77 givens and exactly two solutions
    grid = list(solve(SUDOKU).solution)
    corners = next(
        (a, b, c, d)
        for r1 in range(9) for r2 in range(r1 + 1, 9) if r1 // 3 == r2 // 3
        for c1 in range(9) for c2 in range(c1 + 1, 9) if c1 // 3 != c2 // 3
        for a, b, c, d in [(r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2)]
        if grid[a] == grid[d] and grid[b] == grid[c]
    )
    two = sudoku_line("".join("." if i in corners else str(v) for i, v in enumerate(grid)))
    analysis = analyse_puzzle(two, grade=True, logic_first=True, rate_fn=rate_fn)
    assert rated == [two] and analysis.status is Status.SEVERAL and analysis.grade is None
    assert analysis.differ == set(corners)


def test_logic_first_trusts_only_a_full_grid_that_breaks_no_rule() -> None:
    """A rating that claims "solved" with a grid breaking a rule, leaving a cell empty, or
    changing a clue (a logic bug) is not taken for a proof: the solver decides, as before."""
    good = rate(GENTLE)
    values = list(good.values)
    white = [i for i in range(GENTLE.cell_count) if not GENTLE.black[i] and not GENTLE.clues[i]]
    clue = next(i for i in range(GENTLE.cell_count) if not GENTLE.black[i] and GENTLE.clues[i])
    broken = values.copy()
    broken[white[0]], broken[white[1]] = broken[white[1]], broken[white[0]]
    if broken == values:  # (two equal digits: swap with another cell)
        broken[white[0]] = broken[white[2]]
    gap = values.copy()
    gap[white[0]] = 0
    moved = values.copy()
    moved[clue] = GENTLE.clues[clue] % GENTLE.digits + 1
    for bad in (broken, gap, moved):
        claims = dataclasses.replace(good, values=tuple(bad))
        solved = []

        def counting(p, *, cancel=None):
            solved.append(p)
            return solve(p, limit=2, cancel=cancel)

        analysis = analyse_puzzle(GENTLE, solve_fn=counting, grade=True, rate_fn=lambda p: claims, logic_first=True)
        assert solved == [GENTLE] and analysis.status is Status.UNIQUE


def test_logic_first_falls_back_to_the_solver_when_the_logic_fails() -> None:
    def failing(p):
        raise RuntimeError("a logic bug")

    analysis = analyse_puzzle(SEVERAL, grade=True, rate_fn=failing, logic_first=True)
    assert analysis.status is Status.SEVERAL and analysis.grade is None


def test_a_classic_sudoku_grade_names_its_sudoku_explainer_rating() -> None:
    """HoDoKu and Sudoku Explainer users read a Sudoku's difficulty as SE's ER/EP/ED: the
    grade's tooltip gives them (a killer or a jigsaw has no SE figures: not said there)."""
    from str8ts_gui.kinds.sudoku.logic import rate as sudoku_rate
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    expected = sudoku_rate(SUDOKU)
    grade = grade_puzzle(SUDOKU)
    assert grade.tooltip == (
        f"Graded by human logic: score {expected.score}; "
        f"Sudoku Explainer rating {expected.rating:.1f} (EP {expected.ep:.1f}, ED {expected.ed:.1f})"
    )
    assert expected.rating >= 1.0
    cells = tuple(i for i in range(81) if not SUDOKU.clues[i])[:2]
    killer = SUDOKU.replace(constraints=(KillerCage(cells, sum(solve(SUDOKU).solution[i] for i in cells)),))
    assert "Sudoku Explainer" not in grade_puzzle(killer).tooltip


@pytest.mark.parametrize("puzzle", [UNSOLVABLE, SEVERAL], ids=["none", "several"])
def test_never_a_grade_without_exactly_one_solution(puzzle) -> None:
    rated = []

    def rate_fn(p):
        rated.append(p)
        return rate(p)

    analysis = analyse_puzzle(puzzle, grade=True, rate_fn=rate_fn)
    assert analysis.grade is None and rated == []  # not even tried
    # graded on its own (the window's live grade), logic cannot finish it either
    grade = grade_puzzle(puzzle)
    assert grade.grade is None and grade.text == "Not solvable by logic"


def test_a_kind_without_logic_has_no_grade(sudoku_without_logic) -> None:
    for puzzle in (SUDOKU, SUDOKU_CONFLICT, SUDOKU_SEVERAL):
        grade = grade_puzzle(puzzle)
        assert grade.rating is None and grade.grade is None and not grade.error
        assert grade.unsupported == "human logic for Sudoku is not supported yet"
        assert grade.text == "Not graded" and grade.tooltip == f"Not graded: {grade.unsupported}"
    analysis = analyse_puzzle(SUDOKU, grade=True)
    assert analysis.status is Status.UNIQUE
    assert analysis.grade is not None and analysis.grade.grade is None and analysis.grade.unsupported
    assert analyse_puzzle(SUDOKU_SEVERAL, grade=True).grade is None
    assert analyse_puzzle(SUDOKU_CONFLICT, grade=True).grade is None


def test_a_failed_grading() -> None:
    grade = Grade(GENTLE, None, error="ValueError: broken")
    assert grade.text == "Grade failed" and grade.tooltip == "Grading failed: ValueError: broken"


# -- checking the player's work -----------------------------------------------------------------------
def test_check_with_several_solutions_marks_entries_that_leave_none() -> None:
    # r1c1 = 1 is fine on its own; r1c2 = 1 then repeats it
    state = PlayState.new(SEVERAL).with_entry(0, 1).with_entry(1, 1)
    result = check_position(state)
    assert result.status is Status.SEVERAL
    assert result.wrong == {1}
    assert result.message == "Check: r1c2 leaves no solution"
    assert check_position(PlayState.new(SEVERAL).with_entry(0, 2)).ok
    # pencil marks that no solution fits
    state = PlayState.new(SEVERAL).with_marks(1, digits_mask([1]))  # r1c2 cannot be 1: r2c2 is 1
    assert check_position(state).wrong_marks == {1}


def test_check_a_str8ts_with_one_solution() -> None:
    solution = solve(GENTLE).solution
    open_cells = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]
    a, b, c = open_cells[:3]
    state = (
        PlayState.new(GENTLE)
        .with_entry(a, solution[a] % 9 + 1)
        .with_entry(b, solution[b])
        .with_marks(c, digits_mask([solution[c] % 9 + 1]))
    )
    result = check_position(state)
    assert result.status is Status.UNIQUE and result.solution == tuple(solution)
    assert result.wrong == {a} and result.wrong_marks == {c} and not result.ok
    assert result.message == (
        f"Check: {GENTLE.cell_name(a)} is wrong; the pencil marks of {GENTLE.cell_name(c)} rule out the digit"
    )
    assert check_position(PlayState.new(UNSOLVABLE)).message.startswith("Check: the puzzle has no solution")


def test_check_a_sudoku() -> None:
    solution = solve(SUDOKU).solution
    cell = next(i for i in range(81) if not SUDOKU.clues[i])
    wrong = solution[cell] % 9 + 1
    result = check_position(PlayState.new(SUDOKU).with_entry(cell, wrong))
    assert result.status is Status.UNIQUE and result.wrong == {cell}
    assert result.message == f"Check: {SUDOKU.cell_name(cell)} is wrong"
    right = PlayState.new(SUDOKU).with_entry(cell, solution[cell])
    assert check_position(right).ok and check_position(right).message == "Check: no mistakes so far"
    done = PlayState(SUDOKU, tuple(0 if SUDOKU.clues[i] else solution[i] for i in range(81)), (0,) * 81)
    assert check_position(done).message == "Check: all correct, the puzzle is solved"


# -- hints ----------------------------------------------------------------------------------------------
def test_hints_come_from_the_kinds_logic() -> None:
    state = PlayState.new(GENTLE)
    hint = find_hint(state)
    assert hint == str8ts_find_hint(state) and hint.kind == "step"


@pytest.mark.parametrize("puzzle", [SUDOKU, SUDOKU_SEVERAL, SUDOKU_CONFLICT], ids=["unique", "several", "none"])
def test_a_kind_without_logic_says_hints_are_not_available(puzzle, sudoku_without_logic) -> None:
    state = PlayState.new(puzzle)
    hint = find_hint(state)
    assert isinstance(hint, NoHint) and hint.state == state and hint.kind == "unsupported"
    assert hint.reason == "human logic for Sudoku is not supported yet"
    assert hint.levels == 1 and hint.title(1) == "No hints"
    assert hint.text(1) == "Hints are not available for Sudoku yet."
    assert hint.cells_at(1) == (frozenset(), frozenset()) and not hint.can_apply(1)
    assert hint.step is None and hint.grid is None and hint.cells == frozenset()


def test_a_sudoku_is_graded_and_hinted_by_its_own_logic() -> None:
    grade = grade_puzzle(SUDOKU)
    assert grade.grade in ("Easy", "Medium", "Hard", "Fiendish", "Diabolical") and not grade.unsupported
    assert analyse_puzzle(SUDOKU, grade=True).grade.grade == grade.grade
    assert analyse_puzzle(SUDOKU_SEVERAL, grade=True).grade is None  # never a grade without one solution
    hint = find_hint(PlayState.new(SUDOKU))
    assert hint.kind == "step" and hint.levels == 3 and hint.can_apply(3)
    solution = solve(SUDOKU).solution
    assert all(solution[i] == d for i, d in hint.step.placements)
    assert all(solution[i] != d for i, d in hint.step.eliminations)

