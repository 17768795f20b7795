"""The words a classic Sudoku's first hint level gives ("Try: X-wing (a digit in two lines
confined to two crossing lines)."), read as a player reads them (a Sudoku player's review)."""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.logic.hints import Hint
from str8ts_gui.kinds.sudoku.logic.strategies import HUMAN_STRATEGIES, STRATEGIES
from str8ts_gui.solver.logic import Step


def nested(text: str) -> bool:
    depth = deepest = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        deepest = max(deepest, depth)
    return deepest > 1


def test_the_first_level_has_no_parentheses_inside_parentheses() -> None:
    """"Try: Unique rectangle type 4 (cells that must not become a swappable rectangle or loop
    (one solution))." and the BUG's the same: the description's own "(one solution)" inside the
    hint's brackets. Every classic technique's first level now reads with one pair."""
    state = PlayState.new(parse_line("." * 81))
    seen = []
    for strategy in (*STRATEGIES, *HUMAN_STRATEGIES):
        for name in strategy.names or (strategy.name,):
            if "(+" in name:  # (SE's own names of its nested chains)
                continue
            step = Step(name, strategy.level, strategy.difficulty, (0,), (1,), (), ((0, 1),), "1 leaves r1c1")
            text = Hint(state, "step", step=step).text(1)
            assert text.startswith(f"Try: {name} (") and not nested(text), text
            seen.append(name)
    assert "Unique rectangle type 4" in seen and "BUG type 1" in seen


def test_a_unique_rectangle_type_4_says_neither_roof_cell_can_be_the_other_digit() -> None:
    """"In row 7, 6 fits only in r7c9 and r7c7, so one of them is 6 and the other cannot be 1:
    1 leaves r7c7 and r7c9": the words said one cell loses the 1, the step takes it from both,
    and named the two cells out of reading order. Now: why neither can be 1, cells in order."""
    from str8ts_gui.kinds.sudoku.logic.hints import compute_path

    puzzle = parse_line(".....2.6...5.16..4.7.4..5......2..8.816...245.5..6......7..9.5.9..68.7...6.3.....")  # Diabolical 8
    [step] = [s for s in compute_path(PlayState.new(puzzle)).path.steps if s.strategy == "Unique rectangle type 4"]
    assert sorted(step.eliminations) == [(60, 1), (62, 1)]  # the same step as ever
    assert step.text == (
        "r4c7, r4c9, r7c7 and r7c9 would be a deadly rectangle on 1 and 6 (two solutions). In row 7, 6 fits "
        "only in r7c7 and r7c9, so one of them is 6 and neither can be 1 (1 in one and 6 in the other would "
        "make it deadly): 1 leaves r7c7 and r7c9"
    )


def test_a_unique_rectangle_type_3_with_a_hidden_set_names_both_roof_cells() -> None:
    """"so r9c6 or r9c4 holds 2 or 5; then in row 9, 8 and 9 fit only in r9c6 and r9c9": 8 and
    9 fit in r9c4 too (every roof cell holds both), so the sentence was false as it stood; the
    set takes one of the two roof cells. The roof cells are named in reading order, as in the
    naked form."""
    from str8ts_gui.kinds.sudoku.logic import solve_path

    hidden = solve_path(
        parse_line("006704900000050000070613050002090500005000300030502060600107005900000007010040030"), max_steps=48
    ).steps[-1]
    assert hidden.strategy == "Unique rectangle type 3" and list(hidden.eliminations) == [(80, 6)]
    assert hidden.text == (
        "r2c4, r2c6, r9c4 and r9c6 would be a deadly rectangle on 8 and 9 (two solutions), so r9c4 or r9c6 "
        "holds 2 or 5; then in row 9, 8 and 9 fit only in r9c9 and one of r9c4 and r9c6: 6 leaves r9c9"
    )
    naked = solve_path(
        parse_line("009004070000010405000205000006000023800902001920000800000407000408090000030500100"), max_steps=27
    ).steps[-1]
    assert naked.strategy == "Unique rectangle type 3" and list(naked.eliminations) == [(54, 6)]
    assert naked.text == (
        "r2c1, r2c3, r9c1 and r9c3 would be a deadly rectangle on 2 and 7 (two solutions), so r2c1 or r9c1 "
        "holds 3 or 6; with r3c1 they keep 3 and 6 in column 1: 6 leaves r7c1"
    )


def test_a_contradiction_chain_tells_its_second_line_as_following_from_the_assumption() -> None:
    """"If r1c6 is 8, then r9c6 is not 8, so r9c7 is 8; and r1c9 is not 8, then r3c7 is 8, ...":
    the second line read as a new assumption ("and r1c9 is not 8, then ...") where it follows
    from the first ("r1c6 is 8" makes r1c9 not 8 too)."""
    from str8ts_gui.kinds.sudoku.logic import solve_path

    step = solve_path(
        parse_line("610000000040600500307009004003804001000050000400903600900400207008005030000000056"), max_steps=19
    ).steps[-1]
    assert step.strategy == "Nishio forcing chains" and list(step.eliminations) == [(5, 8)]
    assert step.text == (
        "If r1c6 is 8, then r9c6 is not 8, so r9c7 is 8; also r1c9 is not 8, so r3c7 is 8, so r9c7 is not 8: "
        "r9c7 cannot both be and not be 8, so 8 leaves r1c6"
    )


def test_where_to_look_lists_units_and_cells_with_one_and() -> None:
    """The second level named a unique rectangle's area "row 7 and r4c7 and r4c9": the units,
    then the other cells, now read as one list ("row 7, r4c7 and r4c9")."""
    from str8ts_gui.kinds.sudoku.logic.hints import describe_area

    puzzle = parse_line("." * 81)
    row7 = set(range(54, 63))
    assert describe_area(row7 | {33, 35}, puzzle) == "row 7, r4c7 and r4c9"
    assert describe_area(row7 | {33}, puzzle) == "row 7 and r4c7"  # (as before)
    assert describe_area(row7, puzzle) == "row 7"
    assert describe_area({33, 35}, puzzle) == "r4c7 and r4c9"
    assert describe_area(row7 | set(range(0, 9)) | {33, 35}, puzzle) == "rows 1 and 7, r4c7 and r4c9"


def test_a_bug_type_4_does_not_run_the_unit_into_the_digit() -> None:
    """"...; in row 9 4 is one of them, so ...": the unit's number ran into the digit. Now "in
    row 9, one of them is 4"."""
    from str8ts_gui.kinds.sudoku.logic import solve_path

    step = solve_path(
        parse_line("300000050040600070507038600009000001053000960600000800005890702030005080090000006"), max_steps=32
    ).steps[-1]
    assert step.strategy == "BUG type 4" and sorted(step.eliminations) == [(74, 2), (77, 7)]
    assert step.text.endswith(
        "So r9c3 or r9c6 holds its extra digit; in row 9, one of them is 4, so each keeps only 4 and its extra "
        "digit: 2 leaves r9c3; 7 leaves r9c6"
    ), step.text
