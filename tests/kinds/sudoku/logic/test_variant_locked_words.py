"""A contradiction step whose propagation used locked candidates says where the digit is
locked and how that rules it out (it said "locked candidates in column 1 take 1 and 2", a
technique's name used as a subject, and "takes 6" after a plural)."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.kinds.sudoku.logic import solve_path
from str8ts_gui.kinds.sudoku.logic.variant_propagate import locked_phrase

PUZZLES = Path(__file__).resolve().parents[4] / "puzzles"


def test_the_words_for_each_form_of_locked_candidates():
    assert locked_phrase("locked candidates in box 2", [6]) == "box 2 has its 6 only in cells it sees"
    assert locked_phrase("locked candidates in column 1", [1, 2]) == "column 1 has its 1 and 2 only in cells it sees"
    assert locked_phrase("locked candidates in box 2", [6], "r1c7 and r1c8", one=False) == (
        "r1c7 and r1c8 see every place left for 6 in box 2"
    )
    assert locked_phrase("locked candidates in row 4", [8], "r6c4") == "r6c4 sees every place left for 8 in row 4"
    touching = "locked candidates in row 7 (touching every place of 5)"
    assert locked_phrase(touching, [4, 6]) == "row 7 has its 5 only beside it, which rules out 4 and 6"
    assert locked_phrase(touching, [4], "r8c3") == "every place left for 5 in row 7 is beside r8c3"
    assert locked_phrase("hidden single in row 3", [4]) is None


def test_a_contradiction_step_says_where_the_digits_are_locked():
    from str8ts_gui.kinds.str8ts.library import read_library_file
    from str8ts_gui.kinds.sudoku import variant_library

    docs = read_library_file(PUZZLES / variant_library.FILE_NAME)
    (doc,) = [d for d in docs if d.title == "Line Sudoku (renban, whispers, palindromes) 9x9 2"]
    step = solve_path(doc.puzzle, max_steps=45).steps[43]  # (step 44 of this puzzle)
    assert step.strategy == "Deep rule contradiction"
    assert "locked candidates in" not in step.text, step.text
    assert (
        "then r4c2 has no candidate left: it sees 9 in r1c2, 8 in r6c2 and 7 in r5c2, column 1 has its 1 and 2 "
        "only in cells it sees, the palindrome line at r4c2 rules out 4 and column 3 has its 5 and 6 only in "
        "cells it sees" in step.text
    ), step.text


def test_a_forcing_branch_that_ends_on_a_hidden_single_tells_the_chain_that_made_it():
    # it said "if r8c7 = 8: r8c6 = 9 (hidden single in row 8)": the digits a hidden single takes
    # from its cell rely on nothing, so the placements that left 9 one place in row 8 went untold
    from str8ts_gui.kinds.str8ts.library import read_library_file
    from str8ts_gui.kinds.sudoku import variant_library

    docs = read_library_file(PUZZLES / variant_library.FILE_NAME)
    (doc,) = [d for d in docs if d.title == "Arrow Kropki Sudoku 9x9"]
    steps = [s for s in solve_path(doc.puzzle, max_steps=64).steps if "r8c6 = 9 (hidden single in row 8)" in s.text]
    assert steps
    branch = steps[0].text.split("if r8c7 = 8: ", 1)[1].split(". So ", 1)[0]
    assert branch.startswith("r8c8 = 4 (the black Kropki dot between r8c7 and r8c8), "), branch
    assert branch.endswith(", r8c6 = 9 (hidden single in row 8)"), branch
    assert branch.count("hidden single in row 8") == 1, branch
