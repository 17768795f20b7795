"""Entropic lines: the bands of digits, solver counts and true candidates against the brute force
(4 x 4 and 6 x 6), pruning keeps every solution, the checker (exact on full grids, flags what no
digits can complete), the pruning by classes of positions, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid, solutions
from rule_checks import assert_brute_force_agrees, assert_roundtrip, explained_cells, make, native_text, random_cases, random_path, fitting_walk

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.entropic import EntropicLine, band_masks, band_of, band_name

KIND = get_kind("sudoku")


def bits(mask: int) -> list[int]:
    return [d for d in range(1, 17) if mask >> d & 1]


def test_bands_follow_f_puzzles() -> None:
    assert [bits(m) for m in band_masks(9)] == [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    assert [bits(m) for m in band_masks(6)] == [[1, 2], [3, 4], [5, 6]]
    assert [bits(m) for m in band_masks(4)] == [[1], [2, 3], [4]]
    assert [bits(m) for m in band_masks(8)] == [[1, 2, 3], [4, 5], [6, 7, 8]]
    for n in (4, 6, 8, 9, 12, 16):
        assert sum(band_masks(n)) == sum(1 << d for d in range(1, n + 1))
        assert [band_of(d, n) for d in range(1, n + 1)] == sorted(band_of(d, n) for d in range(1, n + 1))
    assert band_name(0, 9) == "low (1-3)" and band_name(1, 4) == "middle (2-3)" and band_name(2, 4) == "high (4)"


def obeys(grid, cells, n: int) -> bool:
    """The rule itself, window by window (and a 2-cell line: different bands)."""
    bands = [band_of(grid[i], n) for i in cells]
    if len(bands) == 2:
        return bands[0] != bands[1]
    return all(len(set(bands[k:k + 3])) == 3 for k in range(len(bands) - 2))


def random_entropic(rng: random.Random, n: int, grid) -> EntropicLine:
    if rng.random() < 0.6:  # mostly lines the grid obeys: a walk choosing cells whose bands fit
        for _ in range(50):
            path = fitting_walk(rng, n, (2, n + 2), lambda cells: obeys(grid, cells[-3:], n))
            if len(path) >= 2:
                return EntropicLine(path)
    return EntropicLine(random_path(rng, n, rng.randint(2, n + 1)))


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_entropic(rng, n, grid) for _ in range(rng.randint(1, 2 if n == 4 else 3))]
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_is_exactly_the_rule_on_full_grids() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        grid = random_puzzle_grid(rng, 6)
        line = random_entropic(rng, 6, grid)
        ok = obeys(grid, line.cells, 6)
        seen.add(ok)
        assert (KIND.check(make(6, [line]), grid) == []) == ok
    assert seen == {True, False}


def test_check_names_the_cells_digits_and_band() -> None:
    n = 9
    line = EntropicLine((0, 1, 2, 3, 4))  # r1c1..r1c5
    puzzle = make(n, [line])
    values = [0] * 81
    values[0], values[1], values[2], values[3] = 1, 5, 9, 2  # low, middle, high, low: fine
    assert KIND.check(puzzle, values) == []
    values[2], values[3] = 3, 0  # two lows within three cells
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "entropic" and v.cells == (0, 2) and "r1c1 (1)" in v.message and "r1c3 (3)" in v.message
    assert "low (1-3)" in v.message
    values[2] = 0
    values[3] = 7  # r1c1 and r1c4 are three apart: the same band
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 3) and "same band" in v.message and "high (7-9)" in v.message
    # no window holds both, yet the classes clash: r1c1 low, r1c5 low (positions 0 and 4)
    values = [0] * 81
    values[0], values[4] = 2, 3
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0, 4) and "low (1-3)" in v.message
    values[4] = 8
    assert KIND.check(puzzle, values) == []


def test_prune_by_classes_of_positions() -> None:
    n = 9
    line = EntropicLine((0, 1, 2, 3))
    puzzle = make(n, [line])
    full = sum(1 << d for d in range(1, 10))
    masks = [full] * 81
    assert line.prune(puzzle, masks) is False
    masks[3] = 1 << 2  # r1c4 low: so is r1c1; r1c2 and r1c3 neither
    masks[1] = (1 << 5) | (1 << 1)  # r1c2 middle or low: middle
    assert line.prune(puzzle, masks) is True
    assert bits(masks[0]) == [1, 2, 3] and bits(masks[1]) == [5] and bits(masks[2]) == [7, 8, 9]
    masks[2] = 1 << 4
    assert line.prune(puzzle, masks) is None
    two = EntropicLine((40, 41))
    masks = [full] * 81
    masks[40] = 0b1110  # low: the other is not
    assert two.prune(make(n, [two]), masks) is True and bits(masks[41]) == [4, 5, 6, 7, 8, 9]


def test_a_four_by_four_line_uses_the_bands_1_2_3_4() -> None:
    line = EntropicLine((0, 1, 2, 3))  # a whole row: its ends share a band and differ, so hold 2 and 3
    sols = solutions(make(4, [line]))
    assert sols and all({s[0], s[3]} == {2, 3} and obeys(s, line.cells, 4) for s in sols)
    line = EntropicLine((0, 5, 10, 15))  # the diagonal: its ends too share a band
    sols = solutions(make(4, [line]))
    assert sols and all(obeys(s, line.cells, 4) and band_of(s[0], 4) == band_of(s[15], 4) for s in sols)


def test_givens_that_break_an_entropic_line_are_ringed() -> None:
    clues = [0] * 36
    clues[0], clues[14] = 1, 2  # both low, three cells of a line apart... in positions 0 and 2
    clues[35] = 6
    assert explained_cells(make(6, [EntropicLine((0, 7, 14))], clues)) == (0, 14)
    clues[14] = 5
    assert explained_cells(make(6, [EntropicLine((0, 7, 14))], clues)) == ()


def test_native_file_round_trip_describe_and_bad_lines() -> None:
    line = EntropicLine((0, 1, 2, 3, 4, 5, 11, 17))
    assert_roundtrip(make(6, [EntropicLine((7, 8)), line]))
    assert line.describe(6).startswith("Entropic line on r1c1, r1c2")
    for bad, words in (
        ('{"rule": "entropic", "cells": [0]}', "two or more"),
        ('{"rule": "entropic", "cells": [0, 1, 0]}', "twice"),
        ('{"rule": "entropic", "cells": [0, 99]}', "off the 4 x 4 board"),
        ('{"rule": "entropic"}', "cells"),
        ('{"rule": "entropic", "cells": "r1c1"}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
