""""No solution" because of how a board is drawn (a reviewer's finding on Suguru): two touching
regions of one cell read "the grid cannot be filled, whatever the givens" with nothing ringed,
and a region of one cell beside a given 1 blamed the given ("the given 1 in r2c3 (ringed) cannot
hold; change it"). The analysis now asks the kind (``layout_conflict``) before the solver's
conflicting clues, rings the cells it names and says it; other kinds' words stay as they were."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.suguru import model
from str8ts_gui.solver.analysis import Analysis, analyse_puzzle, no_solution_reason
from str8ts_gui.solver.sat import Status

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"
SUGURU = get_kind("suguru")


def split(puzzle: Puzzle, *cells: int) -> Puzzle:
    """Each of ``cells`` made a region of its own (the editor's right click)."""
    for i in cells:
        regions = list(puzzle.regions)
        regions[i] = max(regions) + 1
        puzzle = model.with_regions(puzzle, regions)
    return puzzle


def library(title: str) -> Puzzle:
    return next(d.puzzle for d in load_documents(PUZZLES / "suguru-library.txt") if d.title == title)


def test_two_touching_regions_of_one_cell_are_named_and_ringed() -> None:
    puzzle = split(SUGURU.empty_rect(4, 4), 0, 5)  # r1c1 and r2c2
    analysis = analyse_puzzle(puzzle)
    assert analysis.status is Status.NONE and analysis.text == "No solution"
    assert analysis.conflict == {0, 5}
    assert analysis.reason == (
        "No solution: r1c1 and r2c2 (ringed) are regions of one cell that touch, and each must be 1; "
        "change the regions"
    )
    assert analysis.layout is not None and analysis.broken is None


def test_a_region_of_one_cell_beside_a_given_1_blames_the_region_too() -> None:
    hard = library("Suguru 6x6 Hard")
    assert analyse_puzzle(hard).status is Status.UNIQUE
    analysis = analyse_puzzle(split(hard, 1))  # r1c2 alone, beside the given 1 in r2c3
    assert analysis.status is Status.NONE
    assert analysis.conflict == {1, 8}
    assert analysis.reason == (
        "No solution: r1c2 (ringed), a region of one cell, must be 1 and touches the given 1 in r2c3 (ringed); "
        "change the regions or the given"
    )


def test_one_right_click_in_a_corner_leaves_the_square_no_place_for_its_1() -> None:
    analysis = analyse_puzzle(split(SUGURU.empty_rect(4, 4), 0))
    assert analysis.status is Status.NONE and analysis.conflict == {0, 1, 4, 5}
    assert analysis.reason.startswith("No solution: the region of r1c2 (ringed) has no place for its 1: ")


def test_a_given_larger_than_its_region_is_still_the_checkers_words() -> None:
    # a region smaller than a given inside it: the checker's too_big, said as before
    puzzle = split(model.new_puzzle(4, 4, clues=[0] * 5 + [3] + [0] * 10), 5)
    analysis = analyse_puzzle(puzzle)
    assert analysis.broken is not None and analysis.layout is None
    assert analysis.conflict == {5}
    assert analysis.reason == "No solution: 3 in r2c2 is larger than its region of 1 cell (ringed)"


def test_a_puzzle_with_a_solution_and_other_kinds_are_untouched() -> None:
    assert get_kind("str8ts").layout_conflict(Puzzle.empty(9)) is None  # Str8ts: the default, none
    assert get_kind("sudoku").layout_conflict(get_kind("sudoku").empty(9)) is None
    two = SUGURU.empty_rect(4, 4)
    assert analyse_puzzle(two).status is Status.SEVERAL and analyse_puzzle(two).layout is None
    # the solver's conflicting givens as before when the regions are not the cause
    given = model.new_puzzle(4, 4, clues=[1, 0, 0, 1] + [0] * 12)
    given = model.with_regions(given, [0, 1, 1, 2, 3, 3, 3, 2, 3, 4, 4, 4, 5, 5, 4, 4])
    analysis = analyse_puzzle(given)
    assert analysis.status is Status.NONE and analysis.layout is None
    assert analysis.reason == no_solution_reason(given, analysis.conflict)
    assert "regions" not in analysis.reason


def test_an_analysis_made_elsewhere_keeps_its_words() -> None:
    # (the window's own Analysis objects, a failed check: no layout, the words of before)
    puzzle = split(SUGURU.empty_rect(4, 4), 0, 5)
    assert Analysis(puzzle, Status.NONE).reason == "No solution: the grid cannot be filled, whatever the givens"
