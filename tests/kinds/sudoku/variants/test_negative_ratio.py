"""Every black dot given (f-puzzles' negative ratio): the checker against the rule written out,
solver counts and pruning against the brute force, the exemption of dotted pairs, files."""

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
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio
from str8ts_gui.kinds.sudoku.variants.xv import XV

KIND = get_kind("sudoku")
RULE = NegativeRatio()


def double(d: int, e: int) -> bool:
    return d == 2 * e or e == 2 * d


def dots_of(rng: random.Random, n: int, grid, k: int) -> list:
    """Black dots on the grid's ratio-2 pairs (most of them: the grid may break the rule), white
    dots on some consecutive pairs, a few random dots and an XV mark (which exempts nothing)."""
    out = []
    for a, b in orthogonal_pairs(n):
        da, db = grid[a], grid[b]
        if double(da, db):
            if rng.random() < (0.9 if k % 3 else 1.0):
                out.append(KropkiDot((a, b), True))
        elif abs(da - db) == 1 and rng.random() < 0.25:
            out.append(KropkiDot((a, b), False))
        elif rng.random() < 0.04:
            out.append(KropkiDot((a, b), rng.random() < 0.5))
        elif rng.random() < 0.04 and 3 <= da + db:
            out.append(XV((a, b), da + db))
    return [RULE, *out]


def cases(seed: int):
    return random_cases(seed, dots_of, fractions=(0.0, 0.1, 0.25), narrow=False, six_boards=4)


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(cases(404), limit=None)  # no, one and several solutions


def test_check_on_every_4x4_grid_is_the_rule_written_out() -> None:
    rng = random.Random(5)
    grids = sudoku_grids_4x4()
    for _ in range(6):
        dots = [KropkiDot(p, rng.random() < 0.5) for p in rng.sample(orthogonal_pairs(4), 5)]
        puzzle = make(4, [RULE, *dots])
        dotted = {tuple(sorted(d.cells)) for d in dots}
        for g in grids:
            broken = {(a, b) for a, b in orthogonal_pairs(4) if (a, b) not in dotted and double(g[a], g[b])}
            got = {v.cells for v in RULE.check(puzzle, g)}
            assert got == broken


def test_check_names_the_cells_and_digits_and_spares_dotted_pairs() -> None:
    puzzle = make(9, [RULE, KropkiDot((0, 1), True), KropkiDot((9, 10), False)])
    values = [0] * 81
    values[0], values[1] = 3, 6  # black dot: fine
    values[9], values[10] = 2, 1  # white dot (consecutive): exempt, although 1 and 2 are in ratio 2
    values[19] = 4  # r3c2 = 4 under r2c2 = 1: fine
    assert KIND.check(puzzle, values) == []
    values[2] = 3  # r1c3 = 3 beside r1c2 = 6, no dot (the rule's own checker: 3 repeats in the row)
    (v,) = RULE.check(puzzle, values)
    assert v.kind == "negative_ratio" and v.cells == (1, 2)
    assert v.message == "r1c2 and r1c3 touch without a black dot and hold 6 and 3"
    values[2] = 0
    values[18] = 8  # r3c1 = 8 beside r3c2 = 4
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (18, 19) and "4" in v.message and "8" in v.message


def test_prune_removes_halves_and_doubles_beside_undotted_cells_only() -> None:
    full = 0b1111111110
    puzzle = make(9, [RULE, KropkiDot((40, 41), False)])
    masks = [full] * 81
    masks[40] = 1 << 4  # r5c5 = 4: undotted neighbours lose 2 and 8
    assert RULE.prune(puzzle, masks) is True
    for j in (31, 39, 49):
        assert masks[j] == full & ~(1 << 2 | 1 << 8)
    assert masks[41] == full  # r5c6: the white dot exempts it
    assert masks[50] == full  # diagonal: untouched
    masks = [full] * 81
    masks[0] = 1 << 1 | 1 << 4  # r1c1 is 1 or 4: 2 beside it has no partner left
    assert RULE.prune(puzzle, masks) is True
    assert masks[1] == masks[9] == full & ~(1 << 2)
    masks = [full] * 81
    masks[0], masks[1] = 1 << 3, 1 << 6  # 3 beside 6, no dot: nothing left
    assert RULE.prune(puzzle, masks) is None
    assert RULE.prune(puzzle, [full] * 81) is False


def test_the_encoding_needs_the_puzzle() -> None:
    assert_encoding_needs_the_puzzle(RULE)


def test_native_file_round_trip_and_describe() -> None:
    puzzle = make(4, [RULE, KropkiDot((0, 1), True)])
    assert_roundtrip(puzzle)
    assert RULE.to_json() == {"rule": "negative_ratio"}
    assert loads_document(native_text(4, '{"rule": "negative_ratio"}')).puzzle.constraints == (RULE,)
    with pytest.raises(PuzzleFormatError, match="negative_ratio"):
        loads_document(native_text(4, '{"rule": "negative_ratio", "cells": [0, 1]}'))
    assert RULE.is_global and RULE.area() == ()
    assert RULE.describe(9).startswith("Every black dot given")
