"""Clones: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_roundtrip, make, native_text, random_cases
from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.clone import Clone

KIND = get_kind("sudoku")


def shifted(cells, n: int, dr: int, dc: int):
    out = []
    for i in cells:
        r, c = divmod(i, n)
        if not (0 <= r + dr < n and 0 <= c + dc < n):
            return None
        out.append((r + dr) * n + c + dc)
    return tuple(out)


def random_clones(rng: random.Random, n: int, grid, k: int) -> list[Clone]:
    """One or two clones: a random small group and a shifted copy of it (often one the grid
    obeys; sometimes not, sometimes overlapping the group)."""
    out = []
    for _ in range(200):
        if len(out) == 1 + k % 2:
            break
        size = rng.randint(1, 3)
        group = tuple(rng.sample(range(n * n), size))
        copy = shifted(group, n, rng.randint(-n + 1, n - 1), rng.randint(-n + 1, n - 1))
        if copy is None or any(a == b for a, b in zip(group, copy)):
            continue
        if rng.random() < 0.7 and any(grid[a] != grid[b] for a, b in zip(group, copy)):
            continue
        out.append(Clone(group, copy))
    return out


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    assert_brute_force_agrees(random_cases(2812, random_clones), limit=None)


def test_check_names_the_pair_and_digits() -> None:
    clone = Clone((0, 1), (10, 11))  # r1c1, r1c2 copied on r3c3, r3c4 of a 4 x 4
    puzzle = make(4, [clone])
    values = [0] * 16
    values[0], values[10] = 3, 3
    assert KIND.check(puzzle, values) == []
    values[11], values[1] = 2, 4
    (v,) = [v for v in KIND.check(puzzle, values) if v.kind == "clone"]
    assert v.cells == (1, 11) and "r1c2 (4)" in v.message and "r3c4 (2)" in v.message


def test_prune_intersects_along_chains_of_overlapping_groups() -> None:
    clone = Clone((0, 1), (1, 2))  # r1c1 = r1c2 = r1c3 (impossible with Sudoku, fine for prune)
    puzzle = make(4, [clone])
    masks = [0b11110] * 16
    masks[0], masks[1], masks[2] = 0b00110, 0b01110, 0b11100
    assert clone.prune(puzzle, masks) is True
    assert masks[0] == masks[1] == masks[2] == 0b00100
    masks[2] = 0b10000
    assert clone.prune(puzzle, masks) is None


def test_native_file_round_trip_and_bad_clones() -> None:
    assert_roundtrip(make(6, [Clone((0, 1, 6), (28, 29, 34))]))
    assert Clone((0, 1), (10, 11)).describe(4) == "Clone of r1c1, r1c2 on r3c3, r3c4"
    for bad, words in (
        ('{"rule": "clone", "cells": [0, 1], "clones": [5]}', "not the same number"),
        ('{"rule": "clone", "cells": [], "clones": []}', "one or more"),
        ('{"rule": "clone", "cells": [0, 0], "clones": [5, 6]}', "twice"),
        ('{"rule": "clone", "cells": [0, 1], "clones": [0, 5]}', "its own clone"),
        ('{"rule": "clone", "cells": [0], "clones": [99]}', "off the"),
        ('{"rule": "clone", "cells": [0]}', "missing field 'clones'"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
