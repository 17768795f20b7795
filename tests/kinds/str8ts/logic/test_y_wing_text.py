"""A Y-wing step says which pincer each digit of the pivot forces: with the pivot r1c1 {1, 2}
and the pincers r1c3 {1, 3} and r3c1 {2, 3} it said "if 1, r3c1 is 3, if 2, r1c3 is 3", the
pincers swapped (a 1 in r1c1 leaves r1c3 its 3, and says nothing of r3c1)."""

from __future__ import annotations

from logic_helpers import cell, make

from str8ts_gui.kinds.str8ts.logic import STRATEGY_BY_NAME


def _text(marks: dict[str, str]) -> str:
    (step,) = STRATEGY_BY_NAME["Y-wing"].find(make(["...."] * 4, marks))
    assert step.eliminations == ((cell("r3c3", 4), 3),)
    return step.text


def test_each_digit_of_the_pivot_forces_the_pincer_that_shares_it() -> None:
    assert _text({"r1c1": "12", "r1c3": "13", "r3c1": "23"}) == "r1c1 is 1 or 2; if 1, r1c3 is 3, if 2, r3c1 is 3; so 3 leaves r3c3"
    assert _text({"r1c1": "12", "r1c3": "23", "r3c1": "13"}) == "r1c1 is 1 or 2; if 1, r3c1 is 3, if 2, r1c3 is 3; so 3 leaves r3c3"
