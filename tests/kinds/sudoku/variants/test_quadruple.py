"""Quadruples: solver counts and true candidates against the brute force (digits listed once and
twice), the checker, pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_roundtrip, explained_cells, make, native_text, random_cases

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple, corner_cells

KIND = get_kind("sudoku")


def random_quads(rng: random.Random, n: int, grid, count: int, faithful: float) -> list[Quadruple]:
    out = []
    for _ in range(count):
        cells = corner_cells(rng.randrange(n - 1), rng.randrange(n - 1), n)
        if rng.random() < faithful:
            pool = [grid[i] for i in cells]  # digits the grid has there (a repeat at most twice)
        else:
            pool = [rng.randint(1, n) for _ in range(4)]
        values = rng.sample(pool, rng.randint(1, 4))
        if max(values.count(d) for d in values) <= 2:
            out.append(Quadruple(cells, tuple(sorted(values))))
    return out


def cases(seed: int):
    def quads(rng, n, grid, k):
        if n == 4:
            return random_quads(rng, 4, grid, rng.randint(1, 3), 0.8)
        return random_quads(rng, 6, grid, rng.randint(2, 5), 0.85)

    return random_cases(seed, quads, six=0.35)


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_a_digit_listed_twice_appears_twice() -> None:
    # r2c2, r2c3, r3c2, r3c3 straddle all four boxes: 1 twice means r2c2 = r3c3 = 1 or r2c3 = r3c2 = 1
    quad = Quadruple(corner_cells(1, 1, 4), (1, 1))
    sols = assert_counts_match(make(4, [quad]), limit=None)
    assert sols and all(sum(s[i] == 1 for i in quad.cells) == 2 for s in sols)
    once = assert_counts_match(make(4, [Quadruple(quad.cells, (1,))]), limit=None)
    assert len(once) > len(sols)
    # inside one box no digit can repeat: no solution
    assert assert_counts_match(make(4, [Quadruple(corner_cells(0, 0, 4), (2, 2))]), limit=5) == []


def test_check_prune_and_encoding_follow_the_circle() -> None:
    quad = Quadruple((0, 1, 4, 5), (1, 2))
    puzzle = make(4, [quad])
    values = [0] * 16
    values[0], values[1], values[4] = 3, 4, 1  # one cell left and 2 still missing: fine
    assert KIND.check(puzzle, values) == []
    values[5] = 3 if False else 0
    values[0] = 2
    assert KIND.check(puzzle, values) == []
    values[0], values[5] = 3, 4  # full, and 2 is missing (the repeated 4 is the box's problem)
    found = [v for v in KIND.check(puzzle, values) if v.kind == "quadruple"]
    assert len(found) == 1 and found[0].digit == 2 and "lacks 2" in found[0].message and "r1c1" in found[0].message
    values = [0] * 16
    values[0], values[1] = 3, 4  # two cells left for 1 and 2: fine
    assert KIND.check(puzzle, values) == []
    values[4] = 4  # one cell left, two digits missing
    (v,) = [v for v in KIND.check(puzzle, values) if v.kind == "quadruple"]
    assert "room for 1 more digit" in v.message
    # pruning: r1c1 and r1c2 cannot hold 1 or 2, so r2c1 and r2c2 hold only 1 and 2
    masks = [0b11110] * 16
    masks[0] = masks[1] = 0b11000
    assert quad.prune(puzzle, masks) is True and masks[4] == masks[5] == 0b00110
    assert quad.prune(puzzle, masks) is False
    # 2 has one place left: it goes there
    masks = [0b11110] * 16
    for i in (0, 1, 4):
        masks[i] &= ~0b100
    assert quad.prune(puzzle, masks) is True and masks[5] == 0b100
    masks = [0b11000] * 16  # no cell can take 1
    assert quad.prune(puzzle, masks) is None


def test_givens_that_leave_no_room_are_ringed() -> None:
    clues = [0] * 16
    clues[2], clues[3] = 1, 2  # r1c3, r1c4 take 1 and 2 from row 1 ...
    clues[6] = 3  # ... r2c3 takes 3 from box 2; the circle's 1 can go in r2c1 or r2c2 only
    puzzle = make(4, [Quadruple((0, 1, 4, 5), (1, 2))], clues)
    got = explained_cells(puzzle)
    assert assert_counts_match(puzzle, limit=3) and got == ()  # still solvable
    clues[7] = 4  # r2 now has 3 and 4 at c3, c4: r2c1, r2c2 hold 1 and 2 - fine; add a clash:
    clues[4] = 3
    puzzle = make(4, [Quadruple((0, 1, 4, 5), (1, 2))], clues)
    assert assert_counts_match(puzzle, limit=3) == []
    assert set(explained_cells(puzzle)) <= {2, 3, 4, 6, 7} and explained_cells(puzzle)


def test_validation_native_file_and_describe() -> None:
    assert_roundtrip(make(6, [Quadruple(corner_cells(4, 4, 6), (1, 5, 5, 6)), Quadruple((0, 1, 6, 7), (3,))]))
    assert Quadruple((0, 1, 4, 5), (1, 2)).describe(4) == "Quadruple 1, 2 on r1c1, r1c2, r2c1, r2c2"
    with pytest.raises(ValueError, match="no corner"):
        corner_cells(3, 0, 4)
    for bad, words in (
        ('{"rule": "quadruple", "cells": [0, 1, 4, 6], "values": [1]}', "not a 2 x 2 square"),
        ('{"rule": "quadruple", "cells": [3, 4, 7, 8], "values": [1]}', "not a 2 x 2 square"),  # wraps a row
        ('{"rule": "quadruple", "cells": [0, 1, 4], "values": [1]}', "four cells"),
        ('{"rule": "quadruple", "cells": [0, 1, 4, 5], "values": []}', "1 to 4 digits"),
        ('{"rule": "quadruple", "cells": [0, 1, 4, 5], "values": [1, 2, 3, 4, 1]}', "1 to 4 digits"),
        ('{"rule": "quadruple", "cells": [0, 1, 4, 5], "values": [5]}', "not a digit 1-4"),
        ('{"rule": "quadruple", "cells": [0, 1, 4, 5], "values": [2, 2, 2]}', "at most twice"),
        ('{"rule": "quadruple", "cells": [0, 1, 4, 5], "values": 2}', "values"),
        ('{"rule": "quadruple", "cells": [0, 1, 4, 20], "values": [2]}', "off the 4 x 4 board"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


# -- f-puzzles ----------------------------------------------------------------------------------


def _fp(**rules) -> dict:
    return {"size": 4, "grid": [[{} for _ in range(4)] for _ in range(4)], **rules}


def test_fpuzzles_quadruples_read_write_and_solve() -> None:
    from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles, parse_link, to_fpuzzles_data, to_fpuzzles_link

    data = _fp(quadruple=[{"cells": ["R3C3", "R2C2", "R2C3", "R3C2"], "values": [2, "1"]}, {"cells": ["R1C3", "R1C4", "R2C3", "R2C4"], "values": []}])
    doc = from_fpuzzles(data)
    quad = Quadruple((5, 6, 9, 10), (1, 2))
    assert doc.puzzle.constraints == (quad,)  # an empty circle says nothing
    out = to_fpuzzles_data(doc)
    assert out["quadruple"] == [{"cells": ["R2C2", "R2C3", "R3C2", "R3C3"], "values": [1, 2]}]
    assert parse_link(to_fpuzzles_link(doc)).puzzle == doc.puzzle
    assert_counts_match(doc.puzzle, limit=None)


@pytest.mark.parametrize(
    "rules, words",
    [
        ({"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1"], "values": [1]}]}, ["quadruple[0]", "four cells"]),
        ({"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R3C3"], "values": [1]}]}, ["quadruple[0]", "2 x 2"]),
        ({"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": "12"}]}, ["quadruple[0].values", "list"]),
        ({"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, "x"]}]}, ["quadruple[0].values[1]", "'x'"]),
        ({"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [7]}]}, ["quadruple[0]", "not a digit 1-4"]),
        ({"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, 1, 1]}]}, ["quadruple[0]", "at most twice"]),
        ({"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C5"], "values": [1]}]}, ["quadruple[0].cells[3]", "'R2C5'"]),
        ({"quadruple": {"cells": ["R1C1"]}}, ["'quadruple' must be a list"]),
    ],
)
def test_fpuzzles_bad_quadruples_name_the_key_and_index(rules: dict, words: list[str]) -> None:
    from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles

    with pytest.raises(PuzzleFormatError) as err:
        from_fpuzzles(_fp(**rules))
    for w in words:
        assert w in str(err.value)


def test_cells_and_digits_keep_one_order() -> None:
    assert Quadruple((5, 4, 1, 0), (3, 1)) == Quadruple((0, 1, 4, 5), (1, 3))
    doc = loads_document(native_text(4, '{"rule": "quadruple", "cells": [5, 4, 1, 0], "values": [3, 1]}'))
    assert doc.puzzle.constraints == (Quadruple((0, 1, 4, 5), (1, 3)),)
