"""Jigsaw Sudoku (``Puzzle.regions``): validation messages, the solver against the brute force,
region names in the checker, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_counts_match, assert_prune_sound, assert_roundtrip, explained_cells, make, narrowed

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku import model
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.solver.sat import solve

KIND = get_kind("sudoku")


def random_regions(rng: random.Random, n: int) -> tuple[int, ...]:
    """n connected regions of n cells each, grown at random (retried until they fit)."""
    while True:
        region = [-1] * (n * n)
        ok = True
        for g in range(n):
            free = [i for i in range(n * n) if region[i] < 0]
            start = min(free)  # the first free cell, so no hole is left behind it
            grown = [start]
            region[start] = g
            while len(grown) < n:
                edge = [
                    j
                    for i in grown
                    for j in (i - n, i + n, i - 1 if i % n else -1, i + 1 if (i + 1) % n else -1)
                    if 0 <= j < n * n and region[j] < 0
                ]
                if not edge:
                    ok = False
                    break
                j = rng.choice(edge)
                region[j] = g
                grown.append(j)
            if not ok:
                break
        if ok:
            return tuple(region)


def brute_regions_ok(n: int, regions, grid) -> bool:
    """The reference: every region holds 1..n once."""
    return all(sorted(grid[i] for i in range(n * n) if regions[i] == g) == list(range(1, n + 1)) for g in set(regions))


def test_solver_agrees_with_the_brute_force_on_random_jigsaws() -> None:
    rng = random.Random(4)
    seen = set()
    for k in range(16):
        regions = random_regions(rng, 4)
        empty = make(4, [], regions=regions)
        every = assert_counts_match(empty, limit=600)
        assert all(brute_regions_ok(4, regions, s) for s in every)
        if not every:
            seen.add(0)
            continue
        clues = [d if rng.random() < 0.25 else 0 for d in rng.choice(every)]
        if k % 3 == 2:  # spoil one given
            i = rng.randrange(16)
            clues[i] = rng.randint(1, 4)
        puzzle = make(4, [], clues, regions)
        puzzle = narrowed(rng, puzzle) if k % 4 == 0 else puzzle
        sols = assert_counts_match(puzzle)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    regions6 = random_regions(rng, 6)
    for _ in range(3):
        # a thermometer on a 6 x 6 jigsaw, half the cells given from one of its grids
        base = make(6, [Thermometer((0, 1, 2))], regions=regions6)
        found = solve(base, limit=1)
        if not found.solutions:
            continue
        clues = [d if rng.random() < 0.5 else 0 for d in found.solutions[0]]
        puzzle = make(6, [Thermometer((0, 1, 2))], clues, regions6)
        assert_prune_sound(puzzle, assert_counts_match(puzzle), rng)
    assert {1, 2} <= seen


def test_validate_names_what_is_wrong() -> None:
    blank = Puzzle(4, (False,) * 16, (0,) * 16, "sudoku")
    with pytest.raises(ValueError, match="4 regions of 4 cells each"):
        model.validate(blank.replace(regions=(0,) * 8 + (1,) * 8))
    with pytest.raises(ValueError, match="4 regions of 4 cells each"):
        model.validate(blank.replace(regions=(0,) * 4 + (1,) * 4 + (2,) * 4 + (3,) * 3 + (4,)))
    with pytest.raises(ValueError, match="needs a region for each of its 16 cells"):
        blank.replace(regions=(0,) * 15)
    model.validate(blank.replace(regions=(7,) * 4 + (8,) * 4 + (9,) * 4 + (10,) * 4))  # any numbers


def test_native_file_round_trip_and_bad_regions() -> None:
    regions = random_regions(random.Random(2), 6)
    assert_roundtrip(make(6, [], regions=regions))
    head = '{"kind": "sudoku", "format": "str8ts_gui", "version": 1, "size": 4, "puzzle": "' + "." * 16 + '", '
    for bad, words in (
        ('"regions": [0, 1]', "must have 16 numbers"),
        ('"regions": "abc"', "list of region numbers"),
        ('"regions": [' + ", ".join(["0"] * 15 + ["4"]) + "]", "4 regions of 4 cells"),  # no region 5 on a 4 x 4
        ('"regions": [' + ", ".join(["true"] * 16) + "]", "list of region numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(head + bad + "}")
    # regions 1-4 of other sizes than 4 are a jigsaw still being painted, kept as the window made it
    draft = loads_document(head + '"regions": [' + ", ".join(["0"] * 16) + "]}")
    assert draft.puzzle.regions == (0,) * 16


def test_check_says_region_and_givens_are_ringed() -> None:
    regions = (0, 0, 1, 1, 0, 0, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3)  # rows 3-4 are not boxes
    puzzle = make(4, [], regions=regions)
    values = [0] * 16
    values[8], values[13] = 2, 2  # r3c1 and r4c2: both in region 3 (number 2)
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "repeat" and "region" in v.message and v.cells == (8, 13)
    values = [0] * 16
    values[9], values[14] = 3, 3  # r3c2 (region 3) and r4c3 (region 2): a box, but not a region
    assert KIND.check(puzzle, values) == []
    clues = [0] * 16
    clues[8], clues[13] = 1, 1
    clues[3] = 4
    assert explained_cells(make(4, [], clues, regions)) == (8, 13)
