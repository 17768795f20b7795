"""Every X and V given (f-puzzles' negative XV): the checker against the rule written out,
solver counts and pruning against the brute force, the exemption of marked pairs, files."""

from __future__ import annotations

import random

import pytest

from rule_checks import (
    assert_brute_force_agrees, assert_encoding_needs_the_puzzle, assert_roundtrip, make, native_text, random_cases,
    sudoku_grids_4x4,
)
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import orthogonal_pairs
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV

KIND = get_kind("sudoku")
RULE = NegativeXV()


def xv_sum(d: int, e: int) -> bool:
    return d != e and d + e in (5, 10)


def marks_of(rng: random.Random, n: int, grid, k: int) -> list:
    """X and V on the grid's pairs adding up to 10 and 5 (most of them: the grid may break the
    rule), a few marks of other totals, and Kropki dots (which exempt nothing)."""
    out = []
    for a, b in orthogonal_pairs(n):
        da, db = grid[a], grid[b]
        if da + db in (5, 10):
            if rng.random() < (0.9 if k % 3 else 1.0):
                out.append(XV((a, b), da + db))
        elif rng.random() < 0.05:
            out.append(XV((a, b), da + db))
        elif rng.random() < 0.06:
            out.append(KropkiDot((a, b), rng.random() < 0.5))
    return [RULE, *out]


def cases(seed: int):
    return random_cases(seed, marks_of, fractions=(0.0, 0.1, 0.25), narrow=False, six_boards=4)


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(cases(505), limit=None)  # no, one and several solutions


def test_check_on_every_4x4_grid_is_the_rule_written_out() -> None:
    rng = random.Random(6)
    grids = sudoku_grids_4x4()
    for _ in range(6):
        marks = [XV(p, rng.choice((5, 6, 7))) for p in rng.sample(orthogonal_pairs(4), 5)]
        puzzle = make(4, [RULE, *marks])
        marked = {tuple(sorted(m.cells)) for m in marks}
        for g in grids:
            broken = {(a, b) for a, b in orthogonal_pairs(4) if (a, b) not in marked and xv_sum(g[a], g[b])}
            assert {v.cells for v in RULE.check(puzzle, g)} == broken


def test_check_names_the_cells_and_sum_and_spares_marked_pairs() -> None:
    puzzle = make(9, [RULE, XV((0, 1), 10), XV((9, 10), 7), KropkiDot((18, 19), False)])
    values = [0] * 81
    values[0], values[1] = 3, 7  # r1c1, r1c2 under an X: fine
    values[9], values[10] = 1, 8  # r2c1, r2c2 under a mark of 7 (broken, but not this rule's business)
    assert RULE.check(puzzle, values) == []
    values[18], values[19] = 6, 4  # r3c1, r3c2: a white dot exempts nothing from this rule
    (v,) = RULE.check(puzzle, values)
    assert v.kind == "negative_xv" and v.cells == (18, 19)
    assert v.message == "r3c1 and r3c2 touch without an X or V and add up to 10 (6 and 4)"
    values[18], values[19] = 0, 0
    values[2] = 3  # r1c3 = 3 beside r1c2 = 7: 10 without an X
    (v,) = RULE.check(puzzle, values)
    assert v.cells == (1, 2) and v.message == "r1c2 and r1c3 touch without an X or V and add up to 10 (7 and 3)"
    values[2] = 0
    values[27], values[36] = 2, 3  # r4c1 over r5c1: 5 without a V
    (v,) = RULE.check(puzzle, values)
    assert v.cells == (27, 36) and "add up to 5" in v.message
    values[36] = 4  # 6: fine
    assert RULE.check(puzzle, values) == []


def test_prune_removes_partners_beside_unmarked_cells_only() -> None:
    full = 0b1111111110
    puzzle = make(9, [RULE, XV((40, 41), 10)])
    masks = [full] * 81
    masks[40] = 1 << 3  # r5c5 = 3: unmarked neighbours lose 2 and 7
    assert RULE.prune(puzzle, masks) is True
    for j in (31, 39, 49):
        assert masks[j] == full & ~(1 << 2 | 1 << 7)
    assert masks[41] == full  # r5c6: the X exempts it (its own rule prunes it)
    masks = [full] * 81
    masks[0] = 1 << 1 | 1 << 6  # r1c1 is 1 or 6: 4 beside it has no partner left
    assert RULE.prune(puzzle, masks) is True
    assert masks[1] == masks[9] == full & ~(1 << 4)
    masks = [full] * 81
    masks[0], masks[1] = 1 << 2, 1 << 8  # 2 beside 8, no X: nothing left
    assert RULE.prune(puzzle, masks) is None
    assert RULE.prune(puzzle, [full] * 81) is False


def test_the_encoding_needs_the_puzzle() -> None:
    assert_encoding_needs_the_puzzle(RULE)


def test_native_file_round_trip_and_describe() -> None:
    puzzle = make(6, [RULE, XV((0, 1), 10), XV((6, 12), 5)])
    assert_roundtrip(puzzle)
    assert RULE.to_json() == {"rule": "negative_xv"}
    assert loads_document(native_text(4, '{"rule": "negative_xv"}')).puzzle.constraints == (RULE,)
    with pytest.raises(PuzzleFormatError, match="negative_xv"):
        loads_document(native_text(4, '{"rule": "negative_xv", "total": 5}'))
    assert RULE.is_global and RULE.area() == ()
    assert RULE.describe(9).startswith("Every X and V given")
