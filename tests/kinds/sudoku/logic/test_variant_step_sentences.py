"""The sentences of the variant steps, as a solver reads them in the hint panel, the Solution
Path and ``str8ts explain``: each names what causes it (the neighbour of a non-consecutive
elimination, a digit in the middle of a thermometer), says "so" once, and the "where to look"
hint of a killer step points to its cage."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from rule_checks import make  # noqa: E402
from test_variant_logic import marked  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive  # noqa: E402


def test_a_non_consecutive_step_names_the_neighbour_that_causes_it():
    p = make(6, [NonConsecutive()])
    g = marked(p, {"r3c3": "4"})
    (step, *_) = STRATEGY_BY_NAME["Non-consecutive"].find(g)
    assert step.text == "r3c3 is 4, so its orthogonal neighbours r2c3, r3c2, r3c4 and r4c3 cannot be 3 or 5", step.text
    assert set(step.eliminations) == {(i, d) for i in (8, 13, 15, 20) for d in (3, 5)}
    assert step.cells == (14,) and set(step.area) == {8, 13, 14, 15, 20}  # the cause, with the cells it clears


def test_a_non_consecutive_step_names_a_neighbour_left_with_two_digits():
    # r3c3 holds 2 or 4: 3 is next to both; r1c1 is 6: only 5 is next to it on a 6 x 6
    p = make(6, [NonConsecutive()])
    g = marked(p, {"r3c3": "24", "r1c1": "6"})
    (step, *_) = STRATEGY_BY_NAME["Non-consecutive"].find(g)
    assert step.text == (
        "r1c1 is 6, so its orthogonal neighbours r1c2 and r2c1 cannot be 5; "
        "r3c3 is 2 or 4, so its neighbours r2c3, r3c2, r3c4 and r4c3 cannot be 3"  # ("orthogonal" once)
    ), step.text


def thermo_grid(clues=None, marks: dict[str, str] | None = None):
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

    p = new_puzzle(9, clues).replace(constraints=(Thermometer((0, 1, 2, 3, 4)),))  # r1c1 (bulb) to r1c5
    return marked(p, marks or {})


def test_a_thermometer_step_names_the_given_in_its_middle_that_bounds_it():
    from str8ts_gui.kinds.sudoku.logic import variants as vt

    clues = [0] * 81
    clues[2] = 5  # r1c3
    (step, *_) = vt.thermometer_ranges(thermo_grid(clues))
    assert step.text.startswith(
        "Along the thermometer from r1c1 the digits rise cell by cell; r1c3 is 5, so "
        "r1c1 is 1 to 3, r1c2 is 2 to 4, r1c4 is 6 to 8 and r1c5 is 7 to 9: "
    ), step.text


def test_a_thermometer_step_names_the_cell_whose_candidates_bound_it():
    # r1c2 holds 4 or 5 (not changed by the step): r1c3 to r1c5 rise above it, r1c1 stays below
    from str8ts_gui.kinds.sudoku.logic import variants as vt

    (step, *_) = vt.thermometer_ranges(thermo_grid(marks={"r1c2": "45"}))
    assert "cell by cell; r1c2 is 4 or 5, so r1c1 is 1 to 4, r1c3 is 5 to 7" in step.text, step.text
    # r1c4 holds 4 to 7: it bounds the cells before it from above; its 4 bounds r1c5 no more
    # than its place does (the fourth cell is at least 4 anyway)
    (step, *_) = vt.thermometer_ranges(thermo_grid(marks={"r1c4": "4567"}))
    assert step.text.startswith(
        "Along the thermometer from r1c1 the digits rise cell by cell; r1c4 is at most 7, so "
        "r1c1 is 1 to 4, r1c2 is 2 to 5, r1c3 is 3 to 6 and r1c5 is 5 to 9: "
    ), step.text
    # the bulb's plain start (1 and up) is not named: the thermometer says it
    (plain, *_) = vt.thermometer_ranges(thermo_grid())
    assert "cell by cell, so r1c1 is 1 to 5" in plain.text, plain.text


def killer_grid(marks: dict[str, str] | None = None):
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    p = new_puzzle(9).replace(constraints=(KillerCage((0, 1, 2), 8),))  # r1c1-r1c3: {1,2,5} or {1,3,4}
    return marked(p, marks or {})


def test_a_killer_step_says_so_once():
    # it said "{1,2,5} or {1,3,4}, so every set holds 1, which must be in the cage, so 1 leaves ..."
    from str8ts_gui.kinds.sudoku.logic import variants as vt

    (step, *_) = vt.killer_combinations(killer_grid({"r1c1": "12345", "r1c2": "12345", "r1c3": "12345"}))
    assert step.text.startswith(
        "The 8 cage in 3 cells (r1c1, r1c2 and r1c3): {1,2,5} or {1,3,4}; "
        "1 is in every set, so it must be in the cage: 1 leaves r1c4, "
    ), step.text
    # with the cage's own cells first: their "so", then the digit every set holds
    (step, *_) = vt.killer_combinations(killer_grid())
    assert step.text.startswith(
        "The 8 cage in 3 cells (r1c1, r1c2 and r1c3): {1,2,5} or {1,3,4}, so 6, 7, 8 and 9 leave r1c1, r1c2 "
        "and r1c3; 1 is in every set and must be in the cage: 1 leaves r1c4, "
    ), step.text
    for s in (step, *vt.killer_combinations(killer_grid({"r1c1": "12345"}))):
        assert s.text.count(" so ") <= 1, s.text


def test_where_to_look_at_a_killer_step_names_its_cage():
    # it named the rows and boxes around the cage ("look at row 1 and box 1, r2c4 ...")
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.kinds.sudoku.logic import variants as vt
    from str8ts_gui.kinds.sudoku.logic.hints import CONCRETE, FULL, Hint, VAGUE
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    g = killer_grid()
    (step, *_) = vt.killer_combinations(g)
    hint = Hint(PlayState.new(g.puzzle), "step", step, g)
    assert hint.text(CONCRETE) == "Killer cage combinations: look at the 8 cage at r1c1-r1c3."
    assert hint.text(VAGUE).startswith("Try: Killer cage combinations")
    assert hint.text(FULL) == f"Killer cage combinations: {step.text}."
    # a cage in two rows by its cells; a column's run by its ends
    cages = (KillerCage((0, 1, 10), 7), KillerCage((30, 39), 15))  # r1c1, r1c2, r2c2; r4c4-r5c4
    p = new_puzzle(9).replace(constraints=cages)
    words = []
    for s in vt.killer_combinations(marked(p, {})):
        words.append(Hint(PlayState.new(p), "step", s, None).text(CONCRETE))
    assert "Single cage combination: look at the 7 cage at r1c1, r1c2 and r2c2." in words, words
    assert "Killer cage combinations: look at the 15 cage at r4c4-r5c4." in words, words


def test_a_killer_step_names_the_one_digit_that_leaves_several_cells():
    # it said "1 leaves r1c2 and r1c3 too: with any of these there, ..." of one digit
    from str8ts_gui.kinds.sudoku.logic import variants as vt
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    p = new_puzzle(9).replace(constraints=(KillerCage((0, 1, 2), 12),))
    (step, *_) = vt.killer_combinations(marked(p, {"r1c1": "19", "r1c2": "1469", "r1c3": "17"}))
    assert step.text.endswith(
        "1 leaves r1c2 and r1c3 too: with 1 there, the other cells could not hold the rest of {1,4,7}"
    ), step.text


def test_the_45_rule_says_their_border_of_several_units_and_one_cage_inside_adds_up():
    # it said "rows 1-2 add up to 20 and the cages inside them and the cage crossing its border"
    # and "column 3 adds up to 10 and the cages inside it add up to 5" of one cage
    from str8ts_gui.kinds.sudoku.logic import CandidateGrid
    from str8ts_gui.kinds.sudoku.logic import variants as vt
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    p = new_puzzle(4).replace(constraints=(KillerCage((0, 1, 4, 5), 10), KillerCage((6, 10), 5)))  # box 1; r2c3-r3c3
    whys = {why for *_, why in vt.innies_outies(CandidateGrid.from_puzzle(p))}
    assert "rows 1-2 add up to 20 and the cage inside them and the cage crossing their border add up to 15" in whys, whys
    assert "boxes 1 and 2 add up to 20 and the cage inside them and the cage crossing their border add up to 15" in whys
    assert "column 3 adds up to 10 and the cage inside it adds up to 5" in whys
    assert "row 2 adds up to 10 and the cage crossing its border adds up to 5" in whys


def test_locked_candidates_through_non_consecutive_name_the_cell_that_loses_digits():
    # it said "wherever it goes, r1c2 holds it or touches it, so it cannot be 2 or 4": "it" the 3;
    # then "..., so r1c2 cannot be 2 or 4 (the non-consecutive rule): 2 and 4 leave r1c2", the
    # same said twice: now once
    from str8ts_gui.kinds.sudoku.logic import variant_structures as vs

    p = make(6, [NonConsecutive()])
    g = marked(p, {"r2c1": "12456", "r2c2": "12456", "r2c3": "12456"})  # box 1: 3 only in row 1
    steps = [s for s in vs.locked_candidates(g) if "touches it" in s.text]
    assert any(
        "In box 1, 3 can only go in r1c1, r1c2 and r1c3; wherever it goes, r1c2 holds it or touches it "
        "(the non-consecutive rule), so 2 and 4 leave r1c2" in s.text and "cannot be" not in s.text
        for s in steps
    ), [s.text for s in steps]


def test_a_black_kropki_dot_says_twice():
    # it said "one digit is 2 times the other"; a dot of another ratio keeps its number
    from str8ts_gui.kinds.sudoku.logic.variant_base import rule_says
    from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot

    assert rule_says(KropkiDot((0, 1), True), 9) == "one digit is twice the other"
    assert rule_says(KropkiDot((0, 1), True, 3), 9) == "one digit is 3 times the other"


def test_the_45_rule_says_equals_not_minus_makes_0():
    # row 1: a cage of 35 on r1c2-r1c8 and a cage of 10 on r1c9-r2c9, taken in whole: the innie
    # r1c1 and the outie r2c9 make up the same 10; it said "the innie r1c1 minus the outie r2c9 makes 0"
    from str8ts_gui.kinds.sudoku.logic import variants as vt
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    p = new_puzzle(9).replace(constraints=(KillerCage(tuple(range(1, 8)), 35), KillerCage((8, 17), 10)))
    texts = [s.text for s in vt.rule_45(marked(p, {"r1c1": "123"}))]
    assert any("so the innie r1c1 equals the outie r2c9: " in t for t in texts), texts
    assert not any("make 0" in t or "makes 0" in t for t in texts), texts


def test_the_45_rule_with_arrows_lists_three_rules_and_says_their_border():
    # it said "the arrow ... and the killer cage ... and the little killer ..." and "rows 1-2 ...,
    # and the arrow ... crossing its border"
    from types import SimpleNamespace

    from str8ts_gui.kinds.sudoku.logic.variant_sums import _less_words

    a, b, c, d = (SimpleNamespace(name=f"rule {k}") for k in "abcd")
    assert _less_words([a, b, c], []) == "rule a, rule b and rule c"
    assert _less_words([a, d], [(d, -1)], 2) == "rule a, and rule d crossing their border taken in whole"
    assert _less_words([a, d], [(d, -1)]) == "rule a, and rule d crossing its border taken in whole"


def test_a_two_cell_cage_says_the_other_cell():
    # it said "with 2 there, the other cells would need 1, and r6c3 does not hold it" of a cage of two
    from str8ts_gui.kinds.sudoku.logic import variants as vt
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    p = new_puzzle(9).replace(constraints=(KillerCage((0, 9), 3),))  # r1c1-r2c1: {1,2}
    (step, *_) = vt.killer_combinations(marked(p, {"r1c1": "2"}))
    assert step.text.endswith("2 leaves r2c1 too: with 2 there, the other cell would need 1, and r1c1 does not hold it"), step.text


def test_split_sum_sets_are_listed_in_order():
    # it said "{5,6,8}, {4,7,8} or {2,8,9}" (the order of their bit masks)
    from str8ts_gui.kinds.sudoku.logic.variant_bounds import _set_words

    def mask(*ds):
        return sum(1 << d for d in ds)

    assert _set_words([mask(5, 6, 8), mask(4, 7, 8), mask(2, 8, 9)]) == "{2,8,9}, {4,7,8} or {5,6,8}"
    assert _set_words([mask(2, 3, 4), mask(1, 2, 3)]) == "{1,2,3} or {2,3,4}"


def test_a_killer_step_does_not_say_killer_cage_twice():
    # "Killer cage combinations: Killer cage 8 in 3 cells ..." said it twice; the step names the cage as
    # the hint does ("the 8 cage")
    from str8ts_gui.kinds.sudoku.logic import variants as vt
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage

    (step, *_) = vt.killer_combinations(killer_grid())
    assert str(step).startswith("Killer cage combinations: The 8 cage in 3 cells (r1c1, r1c2 and r1c3): "), str(step)
    p = new_puzzle(9).replace(constraints=(KillerCage((40,), 8),))
    (one, *_) = vt.killer_combinations(marked(p, {}))
    assert str(one) == "Single cage combination: The 8 cage in 1 cell: r5c5 is 8"


def test_a_kropki_or_xv_step_names_its_mark_once():
    # "Kropki dot: Black Kropki dot between r1c1 and r1c2: ..." and "XV: X (sum 10) between r1c1 and
    # r1c2: the two digits add up to 10" said the mark, or the sum, twice
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
    from str8ts_gui.kinds.sudoku.variants.xv import XV

    def first_text(family, rule):
        g = marked(new_puzzle(9).replace(constraints=(rule,)), {})
        return str(next(iter(STRATEGY_BY_NAME[family].find(g))))

    assert first_text("Kropki dot", KropkiDot((0, 1), True)).startswith(
        "Kropki dot: The black dot between r1c1 and r1c2: one digit is twice the other, so 5, 7 and 9 leave r1c1 and r1c2"
    )
    assert first_text("Kropki dot", KropkiDot((0, 1), False, 5)).startswith(
        "Kropki dot: The white dot between r1c1 and r1c2: the two digits differ by 5, so 5 leaves"
    )
    assert first_text("XV", XV((0, 9), 10)).startswith("XV: The X between r1c1 and r2c1: the two digits add up to 10, so 5 leaves")
    assert first_text("XV", XV((0, 9), 7)).startswith("XV: The clue 7 between r1c1 and r2c1: the two digits add up to 7, so ")


def test_rule_pointing_names_a_mark_between_two_cells_as_its_own_step_does():
    # it said "X (sum 10) between r1c1 and r1c2: every way ..." where the XV step says "The X
    # between r1c1 and r1c2"
    from str8ts_gui.kinds.sudoku.logic import CandidateGrid
    from str8ts_gui.kinds.sudoku.logic import variant_rules as vr
    from str8ts_gui.kinds.sudoku.variants.xv import XV

    steps = list(vr.rule_pointing(CandidateGrid.from_puzzle(make(6, [XV((0, 1), 10)]))))
    assert steps and all(s.text.startswith("The X between r1c1 and r1c2: every way to keep the rule uses ") for s in steps)
    assert any(s.text.startswith("The X between r1c1 and r1c2: every way to keep the rule uses 4, so 4 must go in one of r1c1 and r1c2: 4 leaves r1c3") for s in steps)
