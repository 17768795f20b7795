"""The traced propagation (which tells a contradiction or forcing step) follows the grid's own
singles as the fast one does (issue 20): a cell narrowed to one digit that is not placed yet
takes its digit from its peers in both. The traced one followed only the assumption, so a
forcing chain could not tell an elimination the fast scan found (a generated little killer
puzzle after 72 steps: "if r8c6 is 1 or 2: the singles and the rules take 1 from r5c8")."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force

from rule_checks import make  # noqa: E402
from test_variant_logic import cell, marked  # noqa: E402

from str8ts_gui.kinds.sudoku.logic.variant_base import context  # noqa: E402
from str8ts_gui.kinds.sudoku.logic.variant_propagate import propagate, trace  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive  # noqa: E402


def test_the_traced_propagation_spreads_the_grids_singles_as_the_fast_one_does():
    # r1c1 is 3 (its only candidate, not placed; the cells touching it have lost 2 and 4
    # already); assuming r6c6 = 1 far away, both propagations take 3 from r1c1's row, column and box
    p = make(6, [NonConsecutive()])
    g = marked(p, {"r1c1": "3", "r1c2": "1356", "r2c1": "1356"})
    assert not g.values[cell("r1c1", 6)]
    ctx = context(g)
    for strong in (False, True):
        fast = propagate(ctx, g.masks, g.values, assume=(cell("r6c6", 6), 1), strong=strong).masks
        t = trace(ctx, g.masks, g.values, (cell("r6c6", 6), 1), strong=strong)
        assert t.broken is None and fast is not None
        assert t.masks == fast, strong
        assert not t.masks[cell("r1c4", 6)] >> 3 & 1
        # told as the single it is: r1c4 sees the 3 in r1c1, placed as a naked single
        (gone,) = [ev for ev in t.events if ev.cell == cell("r1c4", 6) and ev.digit == 3]
        assert gone.why == "peer"
        src = t.events[gone.deps[0]]
        assert (src.cell, src.digit, src.placed, src.why) == (cell("r1c1", 6), 3, True, "naked single")
