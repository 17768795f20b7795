"""A Mind the gap step names, for each digit it removes, the cell that digit leaves nothing
within reach: with r1c1 {1, 5, 9}, r1c2 {7, 8} and r1c3 {2, 3} in a compartment of 3 it said
"r1c1 = 1, 9 would leave r1c2 nothing within 2 of it", false of 9 (r1c2's 7 and 8 are within 2
of it: the 9 leaves r1c3 nothing); now each blocked cell with its own digits. A step with one
such cell reads as before."""

from __future__ import annotations

from logic_helpers import cell, make

from str8ts_gui.kinds.str8ts.logic import STRATEGY_BY_NAME


def _steps(marks: dict[str, str]):
    return list(STRATEGY_BY_NAME["Mind the gap"].find(make(["...######"] + ["#########"] * 8, marks)))


def test_each_digit_names_the_cell_it_leaves_nothing_within_reach() -> None:
    step = _steps({"r1c1": "159", "r1c2": "78", "r1c3": "23"})[0]
    assert step.eliminations == ((cell("r1c1", 9), 1), (cell("r1c1", 9), 9))
    assert step.text == (
        "In compartment r1c1-r1c3, r1c1 = 1 would leave r1c2 nothing within 2 of it, and r1c1 = 9 would "
        "leave r1c3 nothing within 2 of it, so 1, 9 leave r1c1"
    )
    assert step.cells == (cell("r1c1", 9), cell("r1c2", 9), cell("r1c3", 9))


def test_one_blocked_cell_reads_as_before() -> None:
    texts = [s.text for s in _steps({"r1c1": "15", "r1c2": "145", "r1c3": "234"})]
    assert "In compartment r1c1-r1c3, r1c2 = 1, 5 would leave r1c1 nothing within 2 of it, so 1, 5 leave r1c2" in texts
