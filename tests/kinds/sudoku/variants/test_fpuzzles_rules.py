"""The rules of f-puzzles constructs: extra regions, row/column/box indexers, given pencil marks
and cosmetic items; solver counts and pruning against the brute force on 4 x 4 and 6 x 6 boards
(with jigsaw regions for box indexers), the checkers' messages and the native file."""

from __future__ import annotations

import json
import random

import pytest
from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_roundtrip, make, native_text, random_cases

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic, item_cells
from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion
from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates
from str8ts_gui.kinds.sudoku.variants.indexer import Indexer

KIND = get_kind("sudoku")
JIGSAW_4 = (0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3)


def _cells(rng, n, count):
    return tuple(sorted(rng.sample(range(n * n), count)))


def points_at(grid, n, axis, c, regions=None):
    """Written from the rule's words: the cell an indexer's digit points at, and the digit it puts."""
    r, col = divmod(c, n)
    v = grid[c]
    if axis == "column":
        return r * n + v - 1, col + 1
    if axis == "row":
        return (v - 1) * n + col, r + 1
    box = [i for i in range(n * n) if regions[i] == regions[c]]
    return box[v - 1], box.index(c) + 1


def test_extra_regions_against_the_brute_force() -> None:
    def rules_of(rng, n, grid, k):
        size = rng.randint(2, n)
        cells = _cells(rng, n, size)
        if k % 2 == 0:  # one that the grid keeps
            cells = tuple(sorted({i for i in cells if grid[i] not in {grid[j] for j in cells if j < i}}))
        return [ExtraRegion(cells)] if len(cells) >= 1 else []

    assert_brute_force_agrees(random_cases(3, rules_of))


def test_indexers_against_the_brute_force() -> None:
    def rules_of(rng, n, grid, k):
        axis = ("row", "column", "box")[k % 3]
        cells = _cells(rng, n, rng.randint(1, 3))
        if k % 2 == 0:  # cells whose digits the grid already keeps as indexers
            regions = [((i // n) // 2) * (n // (2 if n == 4 else 3)) + (i % n) // (2 if n == 4 else 3) for i in range(n * n)]
            cells = tuple(c for c in cells if grid[points_at(grid, n, axis, c, regions)[0]] == points_at(grid, n, axis, c, regions)[1])
        return [Indexer(cells, axis)] if cells else []

    assert_brute_force_agrees(random_cases(5, rules_of))


def test_box_indexers_follow_jigsaw_regions() -> None:
    rng = random.Random(2)
    for _ in range(6):
        puzzle = make(4, [Indexer(_cells(rng, 4, 2), "box")], regions=JIGSAW_4)
        sols = assert_counts_match(puzzle, limit=None)
        for s in sols:  # each solution puts the number where the brute force's reading says
            for c in puzzle.constraints[0].cells:
                t, number = points_at(s, 4, "box", c, JIGSAW_4)
                assert s[t] == number


def test_given_pencil_marks_against_the_brute_force() -> None:
    def rules_of(rng, n, grid, k):
        out = []
        for c in _cells(rng, n, rng.randint(1, 4)):
            digits = set(rng.sample(range(1, n + 1), rng.randint(1, n - 1)))
            if k % 2 == 0:
                digits.add(grid[c])
            out.append(GivenCandidates(c, tuple(sorted(digits))))
        return out

    assert_brute_force_agrees(random_cases(9, rules_of))


def test_checker_messages() -> None:
    twice = [1] + [0] * 9 + [1] + [0] * 5  # r1c1 and r3c3
    p = make(4, [ExtraRegion((0, 7, 10))])
    assert [v.message for v in KIND.check(p, twice)] == ["1 appears twice in an extra region: r1c1, r3c3"]
    p = make(4, [ExtraRegion((0, 5, 10, 15))])  # a full unit: named by the geometry
    assert [v.message for v in KIND.check(p, twice)] == ["1 appears twice in extra region 1: r1c1, r3c3"]
    p = make(4, [Indexer((0,), "column")])
    assert KIND.check(p, [3, 0, 2, 0] + [0] * 12)[0].message == "the column indexer r1c1 (3) puts 1 in r1c3, which holds 2"
    p = make(4, [GivenCandidates(0, (1, 2))])
    assert "not one of its given marks 1, 2" in KIND.check(p, [3] + [0] * 15)[0].message


def test_box_indexers_need_regions() -> None:
    with pytest.raises(ValueError, match="need the boxes"):
        make(4, [Indexer((0,), "box"), ChaosConstruction()])
    make(4, [Indexer((0,), "row"), ChaosConstruction()])  # rows and columns stay


def test_cosmetic_items_change_nothing() -> None:
    item = {"cells": ["R1C1", "R2C2", "R9C9"], "baseC": "#FFFFFF", "value": "hi"}
    c = Cosmetic("text", json.dumps(item), item_cells(item, 4))
    assert c.cells == (0, 5) and c.item() == item
    assert assert_counts_match(make(4, [c], [1] + [0] * 15), limit=None) == assert_counts_match(make(4, [], [1] + [0] * 15), limit=None)
    with pytest.raises(ValueError, match="'key'"):
        Cosmetic("killercage", "{}").validate(4)
    with pytest.raises(ValueError, match="JSON object"):
        Cosmetic("text", "[1]").validate(4)


def test_native_file() -> None:
    for rule in (ExtraRegion((0, 5)), Indexer((0, 6), "row"), GivenCandidates(3, (1, 4)), Cosmetic("line", '{"lines":[["R1C1","R1C2"]]}', (0, 1))):
        assert_roundtrip(make(4, [rule]))
    for bad, words in (
        ('{"rule": "indexer", "cells": [0], "axis": "diagonal"}', "axis"),
        ('{"rule": "candidates", "cell": 0, "digits": [5]}', "digits 1 to 4"),
        ('{"rule": "candidates", "cell": 0, "digits": [2, 1]}', "ascending"),
        ('{"rule": "extraregion", "cells": [0, 1, 2, 3, 4]}', "cannot all differ"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
