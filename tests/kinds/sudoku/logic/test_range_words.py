"""Ranges of digits in the variant techniques' sentences: two values read "8 or 9", not
"8 to 9" (a thermometer's cells, an arrow line's sums); three or more keep "1 to 3"."""

from __future__ import annotations

import re
from pathlib import Path

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.str8ts.library import read_library_file
from str8ts_gui.kinds.sudoku.logic import CandidateGrid, compute_path
from str8ts_gui.kinds.sudoku.logic import variants as vt
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

ROOT = Path(__file__).resolve().parents[4]


def grid(puzzle, marks: dict[int, str] | None = None) -> CandidateGrid:
    m = [0] * puzzle.cell_count
    for i, ds in (marks or {}).items():
        for ch in ds:
            m[i] |= 1 << int(ch)
    return CandidateGrid.from_puzzle(puzzle, marks=m)


def test_a_thermometer_cell_with_two_digits_left_is_one_or_the_other() -> None:
    # a 4 x 4 thermometer of three cells: r1c1 is 1 or 2, r1c2 2 or 3, r1c3 3 or 4
    p = new_puzzle(4).replace(constraints=(Thermometer((0, 1, 2)),))
    step = next(iter(vt.thermometer_ranges(grid(p))))
    assert "r1c1 is 1 or 2, r1c2 is 2 or 3 and r1c3 is 3 or 4:" in step.text
    assert " to " not in step.text
    # three digits left stay a range; one a digit
    p9 = new_puzzle(9).replace(constraints=(Thermometer((0, 1, 2)),))
    step9 = next(iter(vt.thermometer_ranges(grid(p9))))
    assert "r1c1 is 1 to 7, r1c2 is 2 to 8 and r1c3 is 3 to 9:" in step9.text
    g = grid(p9, {1: "589"})
    text = next(iter(vt.thermometer_ranges(g))).text
    assert "r1c2 is 5 or 8 and r1c3 is 6 to 9:" in text  # (two digits, not side by side)


def test_an_arrow_line_with_two_sums_left_adds_up_to_one_or_the_other() -> None:
    # circle r5c5, line r1c1 and r9c9 (they do not see each other): sums 5 or 6
    p = new_puzzle(9).replace(constraints=(Arrow((40,), (0, 80)),))
    step = next(iter(vt.arrow_sums(grid(p, {0: "12", 80: "4"}))))
    assert "the line can add up to 5 or 6 and the circle holds" in step.text
    wide = next(iter(vt.arrow_sums(grid(p))))
    assert "the line can add up to 2 to 18" in wide.text  # (a range of more stays a range)


def test_no_step_of_the_thermo_puzzle_says_a_range_of_two() -> None:
    doc = next(d for d in read_library_file(ROOT / "puzzles" / "sudoku-variants.txt") if d.title == "Thermo Sudoku 9x9 1")
    steps = compute_path(PlayState.new(doc.puzzle)).path.steps
    assert steps[1].text.startswith("Along the thermometer from r7c6 the digits rise cell by cell; r7c4 is 7, so ")
    assert "r8c4 is 8 or 9" in steps[1].text
    for step in steps:
        for lo, hi in re.findall(r"\b(\d+) to (\d+)\b", step.text):
            assert int(hi) - int(lo) >= 2, step.text
