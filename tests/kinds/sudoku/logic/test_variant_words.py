"""How the variant rules' own steps word their sentences (a hint review): the technique's name
is not said twice ("German whispers: German whispers on r1c1, ..."), the rule is named by its
cells along the line, a clue by where it stands."""

from __future__ import annotations

from str8ts_gui.kinds.sudoku.logic import CandidateGrid
from str8ts_gui.kinds.sudoku.logic.variant_rules import FAMILIES, family_finder
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xsum import XSum
from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine


def family_steps(name: str, *constraints, marks: dict[int, str] | None = None):
    family = next(f for f in FAMILIES if f.name == name)
    m = [0] * 81
    for i, ds in (marks or {}).items():
        m[i] = sum(1 << int(d) for d in ds)
    g = CandidateGrid.from_puzzle(new_puzzle(9).replace(constraints=constraints), marks=m)
    return list(family_finder(family)(g))


def test_a_whispers_step_names_the_line_by_its_cells_not_by_the_technique_again():
    (step,) = family_steps("German whispers", Whispers((10, 9, 18)))  # r2c2, r2c1, r3c1
    assert step.strategy == "German whispers"
    assert step.text.startswith("The line r2c2-r2c1-r3c1: neighbours on the line differ by at least 5, so 5 leaves")
    assert "German whispers" not in step.text


def test_a_renban_step_names_the_line_along_its_cells():
    (step,) = family_steps("Renban line", Renban((73, 63, 72)), marks={63: "5"})  # r9c2, r8c1, r9c1
    assert step.text.startswith("The line r9c2-r8c1-r9c1: it holds 3 consecutive digits in any order, so")
    assert "Renban line" not in step.text


def test_a_little_killer_step_names_its_diagonal():
    (step,) = family_steps("Little killer", LittleKiller(3, -1, "UR", 20))  # r3c1, r2c2, r1c3
    assert step.text.startswith("The diagonal r3c1-r2c2-r1c3: its digits add up to 20;")
    assert "Little killer" not in step.text


def test_a_sandwich_and_an_x_sum_are_named_by_where_they_stand():
    (step,) = family_steps("Sandwich", SandwichSum(0, True, 35))
    assert step.text.startswith("Column 1: the digits between the 1 and the 9 add up to 35;")
    (step,) = family_steps("X-sum", XSum(-1, 5, 16))
    assert step.text.startswith("Column 6 from above: the first X digits add up to 16, X being the first digit;")


def test_a_little_killer_bound_step_gives_the_bound():
    """r2c2 and r1c3 hold at most 2 and 3: the other cells add up to at most 5, so r3c1 is at
    least 7 (it said "add up to 12, so 1, 2, ... leave r3c1", without the bound)."""
    (step,) = family_steps("Little killer", LittleKiller(3, -1, "UR", 12), marks={10: "12", 2: "123"})
    assert set(step.eliminations) == {(18, d) for d in range(1, 7)}
    assert step.text == (
        "The diagonal r3c1-r2c2-r1c3: its digits add up to 12; the other cells add up to "
        "at most 5, so r3c1 is at least 7: 1, 2, 3, 4, 5 and 6 leave r3c1"
    )
    # a digit no plain bound rules out (1 and 2: the three cells share box 1) gets the bound of
    # cells that differ (it said only "add up to 20, so 1 and 2 leave r1c3, r2c2 and r3c1")
    (step,) = family_steps("Little killer", LittleKiller(3, -1, "UR", 20))
    assert step.text == (
        "The diagonal r3c1-r2c2-r1c3: its digits add up to 20; r3c1, r2c2 and r1c3 (box 1) differ; "
        "for each of r3c1, r2c2 and r1c3, the other cells add up to at most 17, so it is at least 3: "
        "1 and 2 leave r1c3, r2c2 and r3c1"
    )


def test_every_little_killer_step_gives_a_reason():
    """A little killer step whose digits leave for more than a plain bound says why (a review:
    "its digits add up to 32, so 9 leaves r3c9" named no reason): cells in one box that differ,
    sums with gaps, a digit that only a box-mate's repeat would complete."""
    # r8c4/r7c5 share box 8 and r5c7/r4c8 box 6: the other cells make at least 24, not 23
    marks = {74: "3456", 66: "156", 58: "1568", 50: "5", 42: "46789", 34: "467", 26: "1234679"}
    (step,) = family_steps("Little killer", LittleKiller(9, 1, "UR", 32), marks=marks)
    assert step.eliminations == ((26, 9),)
    assert step.text == (
        "The diagonal r9c3-r8c4-r7c5-r6c6-r5c7-r4c8-r3c9: its digits add up to 32; r8c4 and r7c5 (box 8) "
        "differ, as do r5c7 and r4c8 (box 6); the other cells add up to at least 24, so r3c9 is at most 8: "
        "9 leaves r3c9"
    )
    # two cells of one box: 5 + 5 would repeat the 5
    (step,) = family_steps("Little killer", LittleKiller(-1, 6, "DR", 10))  # r1c8, r2c9
    assert step.text == (
        "The diagonal r1c8-r2c9: its digits add up to 10; r1c8 and r2c9 (box 3) differ; with 5 in r1c8, "
        "r2c9 would need 5 too; with 5 in r2c9, r1c8 would need 5 too: 5 leaves r1c8 and r2c9"
    )
    # sums with a gap: r1c8 is 1 or 9, so r2c9 is 9 or 1, not 5
    (step,) = family_steps("Little killer", LittleKiller(-1, 6, "DR", 10), marks={7: "19", 17: "159"})
    assert step.text == (
        "The diagonal r1c8-r2c9: its digits add up to 10; r1c8 can be only 1 or 9, so r2c9 is 1 or 9: 5 leaves r2c9"
    )
    # a short diagonal's ways: 16 on two cells of box 7 is 7 + 9 only
    (step,) = family_steps("Little killer", LittleKiller(6, -1, "DR", 16), marks={63: "5789", 73: "5789"})
    assert step.text == (
        "The diagonal r8c1-r9c2: its digits add up to 16; r8c1 and r9c2 (box 7) differ; that leaves r8c1 and "
        "r9c2 only (7, 9) or (9, 7): 5 and 8 leave r8c1 and r9c2"
    )


def test_a_two_cell_diagonal_names_the_other_cell():
    (step,) = family_steps("Little killer", LittleKiller(-1, 6, "DR", 7))  # r1c8, r2c9
    assert step.text == (
        "The diagonal r1c8-r2c9: its digits add up to 7; r2c9 is at least 1, so r1c8 is at most 6; "
        "r1c8 is at least 1, so r2c9 is at most 6: 7, 8 and 9 leave r1c8 and r2c9"
    )
    (step,) = family_steps("Little killer", LittleKiller(-1, 7, "DR", 7))  # r1c9 alone: no bound to give
    assert step.text == "The diagonal on r1c9: its digits add up to 7, so 1, 2, 3, 4, 5, 6, 8 and 9 leave r1c9"


def test_a_two_cell_diagonal_of_an_even_total_keeps_its_half_and_its_too_large_digits_apart():
    # 8 on r9c8-r8c9 (one box): 4 would need 4 beside it, 8 and 9 are too large for any partner
    # (the words looked up a partner of 8 - 9 = -1 and the step crashed: "negative shift count",
    # on a published puzzle's path)
    (step,) = family_steps("Little killer", LittleKiller(9, 6, "UR", 8))
    assert sorted(step.eliminations) == sorted((i, d) for i in (71, 79) for d in (4, 8, 9))
    assert step.text == (
        "The diagonal r9c8-r8c9: its digits add up to 8; r9c8 and r8c9 (box 9) differ; r8c9 is 1 to 9, so r9c8 "
        "is 1, 2, 3, 5, 6 or 7 (not 4, which r8c9 would need too); r9c8 is 1 to 9, so r8c9 is 1, 2, 3, 5, 6 or 7 "
        "(not 4, which r9c8 would need too): 4, 8 and 9 leave r8c9 and r9c8"
    )


# -- the sum rules' bounds (a hint review: "add up to 15, so 1 leaves r3c4" gave no reason) --------


def test_a_sandwich_step_says_how_many_cells_the_1_and_the_9_enclose_and_where_they_can_stand():
    (step,) = family_steps("Sandwich", SandwichSum(2, False, 35))  # row 3
    assert step.text == (
        "Row 3: the digits between the 1 and the 9 add up to 35; the 1 and the 9 must enclose 7 cells to make 35; "
        "the candidates allow only 1 in r3c1 and 9 in r3c9, or 9 in r3c1 and 1 in r3c9, with {2,3,4,5,6,7,8} between: "
        "1 and 9 leave r3c2, r3c3, r3c4, r3c5, r3c6, r3c7 and r3c8; 2, 3, 4, 5, 6, 7 and 8 leave r3c1 and r3c9"
    )
    (step,) = family_steps("Sandwich", SandwichSum(2, False, 15), marks={18: "1"})  # r3c1 is 1
    assert step.text.startswith(
        "Row 3: the digits between the 1 and the 9 add up to 15; the 1 and the 9 must enclose 2 to 4 cells to make 15; "
        "the candidates allow only 1 in r3c1 and 9 in r3c4 with {7,8} between, or 1 in r3c1 and 9 in r3c5 with one of "
        "5 sets between, or 1 in r3c1 and 9 in r3c6 with {2,3,4,6} between: "
    )
    (step,) = family_steps("Sandwich", SandwichSum(2, False, 0), marks={18: "1"})
    assert "; the 1 and the 9 must touch; the candidates allow only 1 in r3c1 and 9 in r3c2: " in step.text


def test_an_x_sum_step_names_the_first_digits_left_and_the_sets_after_them():
    (step,) = family_steps("X-sum", XSum(-1, 5, 16))  # column 6 from above
    assert step.text == (
        "Column 6 from above: the first X digits add up to 16, X being the first digit; r1c6 is 3 or 4, so the "
        "first 3 or 4 cells add up to 16 (3 + {4,9}, {5,8} or {6,7}; 4 + {1,2,9}, {1,3,8}, {1,5,6} or {2,3,7}): "
        "1, 2, 5, 6, 7, 8 and 9 leave r1c6"
    )
    (step,) = family_steps("X-sum", XSum(-1, 5, 19), marks={5: "3"})
    assert step.text.startswith(
        "Column 6 from above: the first X digits add up to 19, X being the first digit; r1c6 is 3, so r1c6-r3c6 "
        "add up to 19 (3 + {7,9}): 1, 2, 3, 4, 5, 6 and 8 leave r2c6 and r3c6; "
    )


def test_a_zipper_step_gives_the_total_and_what_bounds_it():
    (step,) = family_steps("Zipper line", ZipperLine((0, 1, 2, 3, 4)), marks={2: "45"})
    assert step.text == (
        "The line r1c1-r1c2-r1c3-r1c4-r1c5 (centre r1c3): cells at the same distance from the line's middle add up "
        "to the same; the total is 4 or 5: the centre r1c3 is 4 or 5: 5, 6, 7, 8 and 9 leave r1c1, r1c2, r1c4 and r1c5"
    )
    (step,) = family_steps("Zipper line", ZipperLine((0, 1, 2, 3)), marks={0: "12", 3: "34"})
    assert "; the total is 4 to 6: r1c1 + r1c4 make 4 to 6: 6, 7, 8 and 9 leave r1c2 and r1c3" in step.text


def test_a_region_sum_step_gives_the_total_and_the_segments_that_bound_it():
    (step,) = family_steps("Region sum line", RegionSumLine((0, 1, 2, 3)), marks={0: "6"})  # box 1: r1c1-r1c3, box 2: r1c4
    assert step.text == (
        "The line r1c1-r1c2-r1c3-r1c4: it adds up to the same in every box it passes through; the total is 8 "
        "or 9: r1c1-r1c2-r1c3 makes at least 8, r1c4 at most 9: 1, 2, 3, 4, 5, 6 and 7 leave r1c4; 3, 4, 5, 6, 7, 8 "
        "and 9 leave r1c2 and r1c3"
    )
    (step,) = family_steps("Region sum line", RegionSumLine((2, 3)), marks={2: "15"})  # a total some segment cannot make
    assert "; the total is 1 or 5: r1c3 is 1 or 5: " in step.text


def test_rule_cells_that_see_each_other_name_the_ways_left_on_a_sum_rule():
    """r1c1 + r1c3 make r1c2's 4; they share row 1, so not 2 + 2: the ways left are said (it
    said only that the cells differ, with every pair)."""
    from str8ts_gui.kinds.sudoku.logic.variant_rules import seen_cells

    m = [0] * 81
    for i, ds in {0: "123", 1: "4", 2: "123"}.items():
        m[i] = sum(1 << int(d) for d in ds)
    g = CandidateGrid.from_puzzle(new_puzzle(9).replace(constraints=(ZipperLine((0, 1, 2)),)), marks=m)
    (step,) = list(seen_cells(g))
    assert set(step.eliminations) == {(0, 2), (2, 2)}
    assert step.text == (
        "Zipper line on r1c1, r1c2, r1c3 (centre r1c2): cells at the same distance from the line's middle add up to "
        "the same; r1c1, r1c2 and r1c3 all see each other, so they differ; that leaves r1c1, r1c2 and r1c3 only "
        "(1, 4, 3) or (3, 4, 1): 2 leaves r1c1 and r1c3"
    )
