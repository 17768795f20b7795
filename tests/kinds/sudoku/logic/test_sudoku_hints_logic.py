"""Sudoku hints from the player's position: mistakes first, then the next step in three levels;
the solution path from here; the area words."""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic.hints import (
    CONCRETE,
    FULL,
    VAGUE,
    compute_path,
    describe_area,
    find_hint,
    position_grid,
)
from str8ts_gui.kinds.sudoku.logic.grid import shape

EASY = "050703060007000800000816000000030000005000100730040086906000204840572093000409000"
SOLUTION = "158723469367954821294816375619238547485697132732145986976381254841572693523469718"


def state() -> PlayState:
    return PlayState.new(parse_line(EASY))


def test_hint_levels_for_a_step():
    hint = find_hint(state())
    assert hint.kind == "step" and hint.levels == 3
    assert hint.text(VAGUE).startswith("Try: ")
    assert "look at" in hint.text(CONCRETE)
    assert hint.text(FULL).startswith(hint.step.strategy + ": ")
    cells, area = hint.cells_at(FULL)
    assert cells == frozenset(hint.step.cells) and area
    assert hint.can_apply(FULL) and not hint.can_apply(VAGUE)


def test_a_wrong_entry_comes_first():
    s = state()
    wrong = 1 if SOLUTION[0] != "1" else 2
    s = s.with_entry(0, wrong)
    hint = find_hint(s)
    assert hint.kind == "wrong" and hint.cells == frozenset({0})
    assert "r1c1" in hint.text(FULL)


def test_pencil_marks_that_lose_the_digit():
    s = state().with_marks(0, digits_mask([2, 4]))  # r1c1 is 1
    hint = find_hint(s)
    assert hint.kind == "marks" and hint.cells == frozenset({0})


def test_position_grid_uses_marks_and_entries():
    s = state().with_entry(0, 1).with_marks(2, digits_mask([2, 3, 8]))
    g = position_grid(s)
    assert g.values[0] == 1 and g.values[3] == 7  # the entry and the clue
    assert g.candidates(2) == [2, 8]  # the marks, less the 3 of row 1
    assert g.candidates(6) == [4, 9]  # no marks: what its row, column and box allow


def test_solution_path_from_here():
    result = compute_path(state())
    assert result.path.solved and not result.broken
    assert result.summary.endswith("solve it from here.")
    assert len(result.grids) == len(result.path.steps)


def test_solved_position():
    s = state()
    for i, ch in enumerate(SOLUTION):
        if s.is_open(i):
            s = s.with_entry(i, int(ch))
    assert find_hint(s).kind == "solved"


def test_describe_area():
    puzzle = parse_line(EASY)
    sh = shape(9)
    assert describe_area(sh.units[0], puzzle) == "row 1"
    assert describe_area(sh.units[9 + 4], puzzle) == "column 5"
    assert describe_area(sh.units[18 + 3], puzzle) == "box 4"
    assert describe_area(list(sh.units[0]) + list(sh.units[18]), puzzle) == "row 1 and box 1"
    assert describe_area([0, 10], puzzle) == "r1c1 and r2c2"


def test_where_to_look_names_the_digit_of_a_fish_or_a_single_digit_chain():
    """Level 2 of an X-wing, a swordfish or an X-chain says which digit's pattern it is, as
    HoDoKu's "X-Wing with 5" does (rows and columns alone sent the player through nine digits);
    other techniques' level 2 is as before."""
    from pathlib import Path

    from str8ts_gui.core.document import load_documents
    from str8ts_gui.kinds.sudoku.logic.hints import DIGIT_PATTERNS, Hint

    library = Path(__file__).resolve().parents[4] / "puzzles" / "sudoku-9x9.txt"
    found = {}
    for doc in load_documents(library):
        start = PlayState.new(doc.puzzle)
        result = compute_path(start, None)
        for k, step in enumerate(result.path.steps):
            kind = "pattern" if step.strategy in DIGIT_PATTERNS else "other"
            if kind not in found:
                found[kind] = (step, Hint(start, "step", step, result.grids[k]))
        if len(found) == 2:
            break
    step, hint = found["pattern"]
    assert len(step.digits) == 1
    area = describe_area(step.area or step.cells, hint.state.puzzle)
    assert hint.text(CONCRETE) == f"{step.strategy} on the {step.digits[0]}s: look at {area}."
    step, hint = found["other"]
    assert hint.text(CONCRETE) == f"{step.strategy}: look at {describe_area(step.area or step.cells, hint.state.puzzle)}."
