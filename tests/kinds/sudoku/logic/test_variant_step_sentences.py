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
    assert 14 in step.area  # the cause is shown with the cells it rules out of


def test_a_non_consecutive_step_names_a_neighbour_left_with_two_digits():
    # r3c3 holds 2 or 4: 3 is next to both; r1c1 is 6: only 5 is next to it on a 6 x 6
    p = make(6, [NonConsecutive()])
    g = marked(p, {"r3c3": "24", "r1c1": "6"})
    (step, *_) = STRATEGY_BY_NAME["Non-consecutive"].find(g)
    assert step.text == (
        "r1c1 is 6, so its orthogonal neighbours r1c2 and r2c1 cannot be 5; "
        "r3c3 is 2 or 4, so its orthogonal neighbours r2c3, r3c2, r3c4 and r4c3 cannot be 3"
    ), step.text
