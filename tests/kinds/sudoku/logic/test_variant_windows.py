"""Line neighbours that see each other (:mod:`.variant_windows`): a few neighbouring cells of a
long line, some of which see each other. Crafted positions where it fires and tells the cell,
the digit and the cells that see each other; random 9 x 9 puzzles around long lines of every
kind it knows, where every elimination it makes along the ladder keeps every solution's digit
(asked of the SAT solver cell by cell, never hard-coded).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' helpers

from rule_checks import make, random_path  # noqa: E402
from test_variant_logic import assert_sound, cell, marked  # noqa: E402
from test_variant_techniques import sat_truth  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import STRATEGY_BY_NAME, VARIANT_STRATEGIES, CandidateGrid, apply  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_rules as vr  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_windows as vw  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.between import BetweenLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.renban import Renban  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.slow_thermo import SlowThermometer  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers  # noqa: E402
from str8ts_gui.solver.sat import solve  # noqa: E402


def cells9(*names: str) -> tuple[int, ...]:
    return tuple(cell(x, 9) for x in names)


def test_whispers_four_needs_two_nines_that_see_each_other():
    # an eight-cell whispers line (too long for the rule's cells that see each other): 4 in
    # r2c3 needs 9 on both sides, in r2c2 and r3c3, which share box 1
    line = cells9("r2c1", "r2c2", "r2c3", "r3c3", "r4c3", "r5c3", "r6c3", "r7c3")
    p = make(9, [Whispers(line)])
    g = CandidateGrid.from_puzzle(p)
    g = apply(g, next(STRATEGY_BY_NAME["German whispers"].find(g)))  # 5 leaves the line
    assert next(vr.seen_cells(g), None) is None  # the whole line is too long to search
    steps = list(vw.line_windows(g))
    assert steps and all(s.strategy == vw.NAME and s.difficulty == vw.WINDOW for s in steps)
    box = next(s for s in steps if s.text.startswith("German whispers r2c2-r2c3-r3c3: "))
    assert "4 in r2c3 would need 9 in both r2c2 and r3c3, which see each other (box 1)" in box.text
    assert box.text.endswith("so 4 and 6 leave r2c3")
    assert set(box.eliminations) == {(cell("r2c3", 9), 4), (cell("r2c3", 9), 6)}
    truth = sat_truth(p, g)
    for s in steps:
        assert_sound(s, truth)


def test_whispers_end_cell_whose_neighbour_forces_its_own_digit_back():
    # r2c1-r2c2-r2c3 on a long line: 9 in r2c1 forces 4 in r2c2 (its only low digit), and 4
    # needs 9 in r2c3 too, which shares row 2 with r2c1 (1, 7, 2 keeps the three)
    line = cells9("r2c1", "r2c2", "r2c3", "r3c4", "r4c5", "r5c6", "r6c7", "r7c8")
    p = make(9, [Whispers(line)])
    g = marked(p, {"r2c1": "19", "r2c2": "47", "r2c3": "29"})
    steps = [s for s in vw.line_windows(g) if (cell("r2c1", 9), 9) in s.eliminations]
    assert steps, [s.text for s in vw.line_windows(g)]
    assert "9 in r2c1 would need 4 in r2c2 and then 9 in r2c3 too, which sees r2c1 (row 2)" in steps[0].text
    assert_sound(steps[0], sat_truth(p, g))


def test_renban_cells_in_one_box_keep_the_span():
    # a seven-cell renban (digits at most 6 apart): r1c1 holds 1 or 9, r1c2 and r2c2 hold only
    # 1 to 3, so 9 is too far from them
    line = cells9("r1c1", "r1c2", "r2c2", "r3c3", "r4c4", "r5c5", "r6c6")
    p = make(9, [Renban(line)])
    g = marked(p, {"r1c1": "19", "r1c2": "123", "r2c2": "123"})
    steps = [s for s in vw.line_windows(g) if (cell("r1c1", 9), 9) in s.eliminations]
    assert steps and "Renban line from r1c1 (7 cells: digits at most 6 apart)" in steps[0].text
    assert_sound(steps[0], sat_truth(p, g))


def test_short_lines_are_left_to_the_whole_rule():
    # a four-cell whispers line is searched whole by the rule's cells that see each other
    p = make(9, [Whispers(cells9("r2c2", "r2c3", "r3c3", "r3c4"))])
    g = CandidateGrid.from_puzzle(p)
    g = apply(g, next(STRATEGY_BY_NAME["German whispers"].find(g)))
    assert next(vr.seen_cells(g), None) is not None
    assert next(vw.line_windows(g), None) is None


def test_the_technique_is_on_the_ladder_after_the_whole_rule():
    names = [s.name for s in VARIANT_STRATEGIES]
    assert vw.NAME in names
    assert names.index(vw.NAME) == names.index("Rule cells that see each other") + 1


# -- soundness on random puzzles ----------------------------------------------------------------------


def _line(rng: random.Random, kind: str):
    path = random_path(rng, 9, rng.randint(7, 9))
    if len(path) < 7:
        return None
    if kind == "whispers":
        return Whispers(path)
    if kind == "slowthermo":
        return SlowThermometer(path)
    if kind == "entropic":
        return EntropicLine(path)
    if kind == "between":
        return BetweenLine(path)
    if kind == "renban":
        return Renban(path[:7])
    if kind == "region_sum":
        return RegionSumLine(path)
    raise AssertionError(kind)


def _puzzle(rng: random.Random, kind: str):
    """A 9 x 9 with two long lines of ``kind`` and a third of its solution's digits given."""
    for _ in range(300):
        lines = [_line(rng, kind) for _ in range(2)]
        if None in lines or set(lines[0].cells) & set(lines[1].cells):
            continue
        try:
            bare = make(9, lines)
        except ValueError:
            continue
        sol = solve(bare).solution
        if sol is None:
            continue
        return make(9, lines, [d if rng.random() < 0.3 else 0 for d in sol])
    raise AssertionError(f"no {kind} puzzle")


# the ladder below the contradiction steps, to walk the puzzles
CHEAP = [s for s in VARIANT_STRATEGIES if s.difficulty < 7.0]


@pytest.mark.parametrize("kind", ["whispers", "slowthermo", "entropic", "between", "renban", "region_sum"])
def test_every_elimination_keeps_every_solution(kind):
    rng = random.Random(f"windows-{kind}")
    fired = 0
    for _ in range(8):
        p = _puzzle(rng, kind)
        g = CandidateGrid.from_puzzle(p)
        truth = sat_truth(p, g)
        for _ in range(60):
            if g.is_solved() or g.is_broken():
                break
            for s in vw.line_windows(g):
                assert_sound(s, truth)
                for i, d in s.eliminations:
                    assert not g.values[i] and g.masks[i] >> d & 1
                assert s.text.count(" would need ") + s.text.count(" would leave ") >= 1, s.text
                fired += 1
            step = next((x for t in CHEAP for x in t.find(g)), None)
            if step is None:
                break
            g = apply(g, step)
    if kind in ("whispers", "entropic", "between"):  # (the others fire on the crafted positions, or rarely)
        assert fired, f"the technique never fired on the {kind} puzzles"
