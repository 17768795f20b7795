"""How the contradiction and forcing steps name the rules they use: a rule between two cells (a
Kropki dot, an XV) by both its cells, as its own step names it ("the white Kropki dot between
r7c3 and r8c3", not "the Kropki dot at r7c3", which two dots may share and which need not touch
the cell it is the reason for); the rule named for a placement is the one whose pruning took its
last other candidate; and the cells named are among the step's highlighted cells at hint level 3."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from str8ts_gui.core.puzzle import PlayState, cell_name
from str8ts_gui.kinds.str8ts.library import read_library_file
from str8ts_gui.kinds.sudoku.logic import CandidateGrid, Hint, compute_path, solve_path
from str8ts_gui.kinds.sudoku.logic import variant_forcing as vf
from str8ts_gui.kinds.sudoku.logic.variant_base import context
from str8ts_gui.kinds.sudoku.logic.variant_propagate import trace
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.xv import XV

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' brute force (for the helpers below)
CELL = r"r\d+c\d+"
# a placement the rules made, told with its rule: "r8c1 = 5 (the white Kropki dot between ...)"
PLACED_BY_PAIR = re.compile(rf"({CELL}) = (\d+) \(the ([^()]*?(?:\([^()]*\))?[^()]*?) between ({CELL}) and ({CELL})\)")


def index(name: str, n: int) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * n + int(c) - 1


def named_cells(text: str, n: int) -> set[int]:
    """The cells the step's sentence names its rules by: both cells of "... between A and B",
    the cell of "... at A"."""
    out = set()
    for a, b in re.findall(rf"between ({CELL}) and ({CELL})", text):
        out |= {index(a, n), index(b, n)}
    for a in re.findall(rf" at ({CELL})", text):
        out.add(index(a, n))
    return out


def lit_at_level_3(step, state: PlayState) -> set[int]:
    cells, area = Hint(state, "step", step).cells_at(3)
    return set(cells) | set(area)


def last_pruning_rule(g, step, cell: int):
    """The rule whose pruning took ``cell``'s last other candidate in the traced propagation of
    ``step``'s assumption (on grid ``g``), before the cell was placed."""
    ctx = context(g)
    (i, d), = step.eliminations
    t = trace(ctx, g.masks, g.values, (i, d), strong=True)
    placed = next(k for k in t.hist_of(cell) if t.events[k].placed)
    last = [k for k in t.hist_of(cell) if k < placed and not t.events[k].placed][-1]
    return ctx.rules[t.events[last].why].rule


def test_a_rule_between_two_cells_is_named_by_both_as_its_own_step_names_it() -> None:
    n = 9
    assert vf.rule_label(KropkiDot((56, 65), False), n) == "white Kropki dot between r7c3 and r8c3"
    assert vf.rule_label(KropkiDot((1, 2), True), n) == "black Kropki dot between r1c2 and r1c3"
    assert vf.rule_label(KropkiDot((1, 2), True, 3), n) == "black Kropki dot (ratio 3) between r1c2 and r1c3"
    assert vf.rule_label(XV((0, 1), 10), n) == "X (sum 10) between r1c1 and r1c2"
    assert vf.rule_label(XV((0, 9), 5), n) == "V (sum 5) between r1c1 and r2c1"
    # (the words of the dot's own step, its first letter in lower case)
    assert KropkiDot((56, 65), False).describe(n) == "White Kropki dot between r7c3 and r8c3"
    # other rules keep their names
    assert vf.rule_label(Thermometer((0, 1, 2)), n) == "thermometer at r1c1"
    assert vf.rule_label(KillerCage((30, 31, 39), 15), n) == "killer cage 15 at r4c4"
    assert vf.rule_label(NonConsecutive(), n) == "non-consecutive"


# a 6 x 6 with dots and XV where the deep propagation places r5c5 by the white dot between r6c5
# and r6c6: both of them see r5c5, and the dot needs a digit r5c5 had (the dot does not touch it)
CLUES = [0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
RULES = (
    KropkiDot((16, 22), False), KropkiDot((26, 27), False), KropkiDot((22, 23), False), KropkiDot((13, 14), False),
    KropkiDot((7, 8), False), XV((3, 4), 5), KropkiDot((34, 35), False), KropkiDot((0, 6), False), XV((14, 20), 10),
    KropkiDot((20, 26), True), KropkiDot((0, 1), True), XV((24, 25), 10), KropkiDot((9, 10), True),
)


def test_a_dot_that_places_a_cell_it_does_not_touch_is_named_and_lit() -> None:
    p = new_puzzle(6, CLUES).replace(constraints=RULES)
    g = CandidateGrid.from_puzzle(p)
    step = next(iter(vf.deep_contradiction(g)))
    assert step.text.startswith("Suppose r6c4 were 5: r5c3 = 3 (the black Kropki dot between r4c3 and r5c3), ")
    assert "r5c5 = 6 (the white Kropki dot between r6c5 and r6c6)" in step.text
    assert "Kropki dot at" not in step.text and "XV at" not in step.text
    # the dots told as reasons are the step's own cells (amber at level 3), as the dot's own step lights them
    assert {index(x, 6) for x in ("r4c3", "r5c3", "r6c5", "r6c6")} <= set(step.cells)
    assert named_cells(step.text, 6) <= lit_at_level_3(step, PlayState.new(p))
    # the dot named is the rule whose pruning took r5c5's last other candidate
    assert last_pruning_rule(g, step, index("r5c5", 6)) == KropkiDot((34, 35), False)


def test_a_placement_by_a_rule_of_the_whole_board_names_it_as_a_rule() -> None:
    """Non-consecutive took the cell's last other candidate: "(the non-consecutive rule)", as
    the "(using ...)" list names it (it read "(the non-consecutive)", then "using" it again)."""
    from test_variant_adjacent import sparse_non_consecutive

    (p,) = sparse_non_consecutive({8})
    step = solve_path(p).steps[6]
    assert step.text == (
        "Suppose r6c1 were 6: r6c2 = 3 (the non-consecutive rule), r5c3 = 5 (naked single), r6c3 = 1 "
        "(naked single), r5c2 = 2 (naked single); then r6c2 has no candidate left: it sees 6 in r6c1 and the "
        "non-consecutive rule rules out 1, 2 and 3 beside r5c2 = 2 and 5 beside r6c1 = 6. So r6c1 is not 6"
    )


@pytest.fixture(scope="module")
def arrow_kropki():
    doc = next(d for d in read_library_file(ROOT / "puzzles" / "sudoku-variants.txt") if d.title == "Arrow Kropki Sudoku 9x9")
    state = PlayState.new(doc.puzzle)
    return state, compute_path(state)


def test_the_arrow_kropki_puzzle_names_each_dot_by_both_its_cells(arrow_kropki) -> None:
    state, result = arrow_kropki
    steps = result.path.steps
    step = steps[63]  # step 64
    assert step.strategy == "Nested rule contradiction"
    assert step.text.startswith("Suppose r7c8 were 3: r8c1 = 5 (the white Kropki dot between r7c3 and r8c3), ")
    assert (  # (the branch tells its own chain, the dots by both cells too)
        "r6c1 = 3: r7c1 = 4 (the white Kropki dot between r6c1 and r7c1), r5c1 = 6 (hidden single in box 4), "
        "r4c3 = 7 (hidden single in box 4), then the white Kropki dot between r4c3 and r5c3 cannot be kept: "
        "r4c3 is 7 and r5c3 2 or 4, no two consecutive. So r7c8 is not 3" in step.text
    )
    for k in (64, 73, 112, 145):
        assert "dot at" not in steps[k - 1].text, k
        assert named_cells(steps[k - 1].text, 9) <= lit_at_level_3(steps[k - 1], state), k
    # the dot named for r8c1 is the one whose pruning took its last other digit (the dot sees
    # r8c1 through box 7 and row 8)
    g = result.grids[63]
    assert last_pruning_rule(g, step, index("r8c1", 9)).cells == (index("r7c3", 9), index("r8c3", 9))


def test_every_step_of_the_arrow_kropki_puzzle_lights_the_cells_it_names(arrow_kropki) -> None:
    state, result = arrow_kropki
    told = 0
    for k, step in enumerate(result.path.steps, 1):
        named = named_cells(step.text, 9)
        assert named <= lit_at_level_3(step, state), f"step {k}: {cell_name(min(named - lit_at_level_3(step, state)), 9)} not lit: {step.text}"
        for cell, _d, _title, a, b in PLACED_BY_PAIR.findall(step.text):
            told += 1
            assert {index(a, 9), index(b, 9)} <= set(step.cells), f"step {k}: {step.text}"
        assert "Kropki dot at" not in step.text, f"step {k}: {step.text}"
    assert told > 50  # (the puzzle's chains tell many dots)
