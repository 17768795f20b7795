"""A Setti's rule step that places a digit says why that cell: it said "so every such column
holds it: r3c1 = 2", leaving the player to find that r3c1 is the only place for 2 in column 1
(and "such" to mean the columns it can appear in); now "so every column it can appear in holds
it: r3c1 = 2 (its only place in column 1)"."""

from __future__ import annotations

from logic_helpers import cell, make

from str8ts_gui.kinds.str8ts.logic import STRATEGY_BY_NAME


def test_a_placement_names_the_line_it_is_the_only_place_in() -> None:
    g = make(["....", "#...", "....", "#..."], {"r1c1": "1", "r2c2": "1234", "r2c3": "2"})
    (step,) = [s for s in STRATEGY_BY_NAME["Setti's rule"].find(g) if s.digits == (2,)]
    assert step.placements == ((cell("r3c1", 4), 2),) and not step.eliminations
    assert step.text == (
        "2 must appear in 4 rows and can appear in only 4 columns, so every column it can appear in "
        "holds it: r3c1 = 2 (its only place in column 1)"
    )
