"""How the variant rules' own steps word their sentences (a hint review): the technique's name
is not said twice ("German whispers: German whispers on r1c1, ..."), the rule is named by its
cells along the line, a clue by where it stands."""

from __future__ import annotations

from str8ts_gui.kinds.sudoku.logic import CandidateGrid
from str8ts_gui.kinds.sudoku.logic.variant_rules import FAMILIES, family_finder
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xsum import XSum


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
    assert step.text.startswith("The line r9c2-r8c1-r9c1: the line holds 3 consecutive digits in any order, so")
    assert "Renban line" not in step.text


def test_a_little_killer_step_names_its_diagonal():
    (step,) = family_steps("Little killer", LittleKiller(3, -1, "UR", 20))  # r3c1, r2c2, r1c3
    assert step.text.startswith("The diagonal r3c1-r2c2-r1c3: the digits along the diagonal add up to 20, so")
    assert "Little killer" not in step.text


def test_a_sandwich_and_an_x_sum_are_named_by_where_they_stand():
    (step,) = family_steps("Sandwich", SandwichSum(0, True, 35))
    assert step.text.startswith("Column 1: the digits between the 1 and the 9 add up to 35, so")
    (step,) = family_steps("X-sum", XSum(-1, 5, 16))
    assert step.text.startswith("Column 6 from above: the first X digits add up to 16, X being the first digit, so")


def test_a_little_killer_bound_step_gives_the_bound():
    """r2c2 and r1c3 hold at most 2 and 3: the other cells add up to at most 5, so r3c1 is at
    least 7 (it said "add up to 12, so 1, 2, ... leave r3c1", without the bound)."""
    (step,) = family_steps("Little killer", LittleKiller(3, -1, "UR", 12), marks={10: "12", 2: "123"})
    assert set(step.eliminations) == {(18, d) for d in range(1, 7)}
    assert step.text == (
        "The diagonal r3c1-r2c2-r1c3: the digits along the diagonal add up to 12; the other cells add up to "
        "at most 5, so r3c1 is at least 7: 1, 2, 3, 4, 5 and 6 leave r3c1"
    )
    # a digit no plain bound rules out (1 and 2: the three cells share box 1) keeps the short words
    (step,) = family_steps("Little killer", LittleKiller(3, -1, "UR", 20))
    assert step.text.endswith("add up to 20, so 1 and 2 leave r1c3, r2c2 and r3c1")


def test_a_two_cell_diagonal_names_the_other_cell():
    (step,) = family_steps("Little killer", LittleKiller(-1, 6, "DR", 7))  # r1c8, r2c9
    assert step.text == (
        "The diagonal r1c8-r2c9: the digits along the diagonal add up to 7; r2c9 is at least 1, so r1c8 is at most 6; "
        "r1c8 is at least 1, so r2c9 is at most 6: 7, 8 and 9 leave r1c8 and r2c9"
    )
    (step,) = family_steps("Little killer", LittleKiller(-1, 7, "DR", 7))  # r1c9 alone: no bound to give
    assert step.text == "The diagonal on r1c9: the digits along the diagonal add up to 7, so 1, 2, 3, 4, 5, 6, 8 and 9 leave r1c9"
