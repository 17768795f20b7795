"""A hint's words as the player reads them beside the board (``analysis.hint_text``): the whole
step on cells without pencil marks says what those cells cannot be, not which digits "leave"
them (the player never wrote those candidates), and that Apply pencils in the candidates left;
a step on cells with the player's marks reads exactly as the kind's hint says it. For Str8ts,
Sudoku and Suguru (no Qt)."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.solver.analysis import find_hint, hint_text
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "puzzles"
STR8TS = load_documents(PUZZLES / "library-9x9.txt")[0].puzzle  # 9x9 Gentle 1

OLD_STEP = (
    "Compartment range check: Compartment r3c3-r3c6 must be a straight of 4 within 1-4, "
    "so 5, 7 leave r3c3; 7 leaves r3c5; 5 leaves r3c6."
)


def cell(name: str, size: int = 9) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * size + int(c) - 1


def with_marks(state: PlayState, grid, names) -> PlayState:
    """``state`` with the candidates the logic saw written as pencil marks in ``names``."""
    marks = list(state.marks)
    for name in names:
        marks[cell(name)] = grid.masks[cell(name)]
    return state.replace(marks=tuple(marks))


def test_a_step_on_unmarked_cells_says_what_they_cannot_be() -> None:
    state = PlayState.new(STR8TS)
    hint = find_hint(state)
    assert hint.text(FULL) == OLD_STEP  # the kind's hint itself is as it was
    assert hint_text(hint, FULL) == (
        "Compartment range check: Compartment r3c3-r3c6 must be a straight of 4 within 1-4, "
        "so r3c3 cannot be 5 or 7; r3c5 cannot be 7; r3c6 cannot be 5. "
        "Apply pencils in the candidates left in r3c3, r3c5 and r3c6."
    )
    for level in (VAGUE, CONCRETE):  # the first two levels name no digit: as they were
        assert hint_text(hint, level) == hint.text(level)


def test_a_step_on_the_players_pencil_marks_reads_as_ever() -> None:
    state = PlayState.new(STR8TS)
    grid = find_hint(state).grid
    marked = with_marks(state, grid, ["r3c3", "r3c5", "r3c6"])
    hint = find_hint(marked)
    assert hint.step == find_hint(state).step
    assert hint_text(hint, FULL) == hint.text(FULL) == OLD_STEP


def test_a_step_on_marked_and_unmarked_cells_tells_each_as_the_player_sees_it() -> None:
    state = PlayState.new(STR8TS)
    hint = find_hint(with_marks(state, find_hint(state).grid, ["r3c3"]))
    assert hint_text(hint, FULL) == (
        "Compartment range check: Compartment r3c3-r3c6 must be a straight of 4 within 1-4, "
        "so 5, 7 leave r3c3; r3c5 cannot be 7; r3c6 cannot be 5. "
        "Apply pencils in the candidates left in r3c5 and r3c6."
    )


def test_a_classic_sudoku_step_on_unmarked_cells() -> None:
    """Sudoku Medium 4 played by entries only, up to its first step that removes candidates: a
    direct pointing ("In box 8, 6 ..." -- the box's number is not one of the digits removed)."""
    puzzle = load_documents(PUZZLES / "sudoku-9x9.txt")[13].puzzle
    path = kind_of(puzzle).logic().compute_path(PlayState.new(puzzle))
    k = next(k for k, step in enumerate(path.path.steps) if step.eliminations)
    values = path.grids[k].values
    state = PlayState(puzzle, tuple(0 if puzzle.clues[i] else values[i] for i in range(81)), (0,) * 81)
    hint = find_hint(state)
    assert hint.text(FULL) == (
        "Direct pointing: In box 8, 6 can only go in row 9 (r9c4 and r9c6), so 6 leaves r9c7 and r9c8; "
        "then in box 9, 6 fits only in r8c8."
    )
    assert hint_text(hint, FULL) == (
        "Direct pointing: In box 8, 6 can only go in row 9 (r9c4 and r9c6), so r9c7 and r9c8 cannot be 6; "
        "then in box 9, 6 fits only in r8c8. Apply pencils in the candidates left in r9c7 and r9c8."
    )


def test_a_suguru_step_on_unmarked_cells() -> None:
    puzzle = load_documents(PUZZLES / "suguru-library.txt")[1].puzzle
    hint = find_hint(PlayState.new(puzzle))
    assert hint.text(FULL).endswith("and r2c4 touches every one of them: 5 leaves r2c4.")
    assert hint_text(hint, FULL) == (
        "Touches every place: 5 of the region of r1c3 goes in r1c4 or r2c3, and r2c4 touches every one "
        "of them: r2c4 cannot be 5. Apply pencils in the candidates left in r2c4."
    )


def test_hints_without_eliminations_read_as_ever() -> None:
    puzzle = load_documents(PUZZLES / "sudoku-9x9.txt")[0].puzzle
    hint = find_hint(PlayState.new(puzzle))  # a hidden single: a placement, nothing removed
    assert not hint.step.eliminations
    assert [hint_text(hint, level) for level in (VAGUE, CONCRETE, FULL)] == [
        hint.text(level) for level in (VAGUE, CONCRETE, FULL)
    ]
    state = PlayState.new(STR8TS)
    r3c3 = cell("r3c3")
    wrong = state.replace(marks=tuple(1 << 9 if i == r3c3 else 0 for i in range(81)))  # 9 is not its digit
    hint = find_hint(wrong)
    assert hint.kind == "marks"
    assert [hint_text(hint, level) for level in (VAGUE, CONCRETE, FULL)] == [
        hint.text(level) for level in (VAGUE, CONCRETE, FULL)
    ]


def test_where_to_look_lists_the_units_and_the_cells_as_one_list() -> None:
    """"Look at row 1, r3c2 and r5c4", not "row 1 and r3c2 and r5c4", for every kind (the
    Sudoku hints had it since a player's review; Str8ts and Suguru read the two "and"s)."""
    from str8ts_gui.kinds.str8ts.logic.hints import describe_area
    from str8ts_gui.solver.logic import area_words

    assert area_words(["row 7"], {33, 35}, 9) == "row 7, r4c7 and r4c9"
    assert area_words(["row 7"], {33}, 9) == "row 7 and r4c7"
    assert area_words(["row 7", "column 2"], set(), 9) == "row 7 and column 2"
    assert area_words([], {35, 33}, 9) == "r4c7 and r4c9"
    assert area_words(["row 1", "row 2", "row 3", "row 4"], {33}, 9) == "the highlighted cells"
    white = [i for i in range(81) if not STR8TS.black[i]]
    row = [i for i in white if i < 9]
    # two white cells of other rows and columns, in columns with three or more white cells and
    # in compartments of two or more (so neither makes a whole column or compartment)
    from str8ts_gui.kinds.str8ts.layout import layout_of

    comps = [c.cells for c in layout_of(STR8TS).compartments]
    ok = [i for i in white if i >= 9 and sum(1 for j in white if j % 9 == i % 9) >= 3
          and any(i in c and len(c) > 2 for c in comps)]
    a = ok[0]
    b = next(i for i in ok if i // 9 != a // 9 and i % 9 != a % 9)
    words = describe_area(set(row) | {a, b}, STR8TS)
    assert words == f"row 1, {STR8TS.cell_name(a)} and {STR8TS.cell_name(b)}", words
