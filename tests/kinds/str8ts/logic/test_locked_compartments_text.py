"""A Locked compartments step names the digits it tried: it said the other cells "could not
complete a straight (1-3) around these digits" without saying which digits (or in which cells),
so the player could not follow it; now "Compartment r1c1-r1c3 can only be filled as 1-3: with 4
in r1c3 the other cells could not complete a straight"."""

from __future__ import annotations

from logic_helpers import all_eliminations, make, pairs

from str8ts_gui.kinds.str8ts.logic import STRATEGY_BY_NAME


def _steps(grid):
    return list(STRATEGY_BY_NAME["Locked compartments"].find(grid))


def test_the_step_names_the_digit_and_cell_it_tried() -> None:
    g = make(["...######"] + ["#########"] * 8, {"r1c1": "12", "r1c2": "12", "r1c3": "34"})
    (step,) = _steps(g)
    assert step.text == (
        "Compartment r1c1-r1c3 can only be filled as 1-3: with 4 in r1c3 the other cells could not "
        "complete a straight, so 4 leaves r1c3"
    )
    assert "these digits" not in step.text


def test_several_cells_and_digits_are_each_named() -> None:
    g = make(["....#####"] + ["#########"] * 8, {"r1c1": "12", "r1c2": "12", "r1c3": "345", "r1c4": "3456"})
    (step,) = _steps(g)
    assert all_eliminations([step]) == pairs(9, {"r1c3": "5", "r1c4": "56"})
    assert step.text.startswith(
        "Compartment r1c1-r1c4 can only be filled as 1-4: with 5 in r1c3, or 5 or 6 in r1c4 the other "
        "cells could not complete a straight, so "
    )
    assert step.text.endswith(", so 5 leaves r1c3; 5, 6 leave r1c4")
