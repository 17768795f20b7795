"""A Stranded digits step keeps the straight's digits apart from the digits it removes: it said
"its straight of 2 lies within 3, 4 and 1 leaves r1c1, r1c2", which reads as a straight within
3, 4 and 1; now "lies within 3, 4: 1 leaves r1c1, r1c2" (as High/low says "must be 4-5: ...")."""

from __future__ import annotations

from logic_helpers import make

from str8ts_gui.kinds.str8ts.logic import STRATEGY_BY_NAME


def test_the_straights_digits_and_the_removed_ones_are_apart() -> None:
    g = make(["..#######"] + ["#########"] * 8, {"r1c1": "134", "r1c2": "134"})
    (step,) = STRATEGY_BY_NAME["Stranded digits"].find(g)
    assert step.text == "Compartment r1c1-r1c2 has no candidate 2, 5, so its straight of 2 lies within 3, 4: 1 leaves r1c1, r1c2"
