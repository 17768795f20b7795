"""Renban lines: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_roundtrip, line_cases, make, native_text, random_path
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.renban import Renban, windows

KIND = get_kind("sudoku")


def is_run(digits) -> bool:
    return len(set(digits)) == len(digits) and max(digits) - min(digits) == len(digits) - 1


def random_lines(rng: random.Random, grid, n: int, count: int, faithful: float) -> list[Renban]:
    """Random lines; with probability ``faithful`` only lines the grid obeys are kept."""
    out: list[Renban] = []
    used: set[int] = set()
    for _ in range(200):
        if len(out) == count:
            break
        path = random_path(rng, n, rng.randint(2, min(n, 5)))
        if len(path) < 2 or used & set(path):
            continue
        if rng.random() < faithful and not is_run([grid[i] for i in path]):
            continue
        used |= set(path)
        out.append(Renban(path))
    return out


def cases(seed: int):
    return line_cases(seed, random_lines)


def test_windows_are_the_runs_of_consecutive_digits() -> None:
    for n in (4, 6, 9):
        for length in range(1, n + 1):
            ws = windows(n, length)
            assert len(ws) == n - length + 1
            for w in ws:
                digits = [d for d in range(1, n + 1) if w >> d & 1]
                assert not w & 1 and len(digits) == length and is_run(digits)


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(cases(404), limit=None)  # no, one and several solutions


def test_check_flags_repeats_and_gaps_and_passes_a_run() -> None:
    line = Renban((0, 5, 10))  # r1c1, r2c2, r3c3 on a 6 x 6
    puzzle = make(6, [line])
    values = [0] * 36
    values[0], values[5], values[10] = 4, 2, 3
    assert KIND.check(puzzle, values) == []
    values[5] = 6  # 4, 6, 3: not a run
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "renban" and v.cells == (0, 5, 10) and "not consecutive" in v.message
    values[10] = 0  # 4 and 6 still fit a run of three: 4, 5, 6
    assert KIND.check(puzzle, values) == []
    values[5] = 1  # 4 and 1 cannot be in one run of three
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "renban" and v.cells == (0, 5) and "cannot be part of a run of 3" in v.message


def test_check_flags_a_repeat_on_the_line() -> None:
    puzzle = make(6, [Renban((0, 7, 8))])  # r1c1 and r2c3 are in different boxes and lines
    values = [0] * 36
    values[0], values[8] = 2, 2
    vs = KIND.check(puzzle, values)
    assert any(v.kind == "renban" and v.cells == (0, 8) and v.digit == 2 for v in vs)
    assert "2 appears twice on a renban line: r1c1, r2c3" in [v.message for v in vs]  # the cells named


def test_prune_keeps_the_feasible_windows() -> None:
    line = Renban((0, 1, 2))
    puzzle = make(9, [line])
    masks = [0b1111111110] * 81
    masks[0] = 1 << 5
    assert line.prune(puzzle, masks) is True
    assert masks[1] == masks[2] == sum(1 << d for d in range(3, 8))  # 3..7: runs 345, 456, 567
    masks[1] = 1 << 9
    assert line.prune(puzzle, masks) is None


def test_native_file_round_trip_and_bad_lines() -> None:
    assert_roundtrip(make(6, [Renban((0, 1, 2)), Renban((35, 28))]))
    for bad, words in (
        ('{"rule": "renban", "cells": [0]}', "two or more cells"),
        ('{"rule": "renban", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "renban", "cells": [0, 1, 2, 3, 4]}', "cannot all differ"),
        ('{"rule": "renban", "cells": [0, 99]}', "off the"),
        ('{"rule": "renban", "cells": "r1c1"}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
