"""Minimum and maximum cells: solver counts and true candidates against the brute force, the
checker, pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_roundtrip, explained_cells, make, native_text, random_cases

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.extremum import Extremum, neighbours

KIND = get_kind("sudoku")


def is_extremum(grid, i: int, n: int, maximum: bool, same=()) -> bool:
    """Cell i beats each neighbour not in ``same`` (the cells marked with the same kind)."""
    return all((grid[i] > grid[j]) if maximum else (grid[i] < grid[j]) for j in neighbours(i, n) if j not in same)


def random_marks(rng: random.Random, n: int, grid, count: int, faithful: float) -> list[Extremum]:
    out = []
    for i in rng.sample(range(n * n), count):
        if rng.random() < faithful:
            kinds = [m for m in (False, True) if is_extremum(grid, i, n, m)]
            if kinds:
                out.append(Extremum(i, rng.choice(kinds)))
        else:
            out.append(Extremum(i, rng.random() < 0.5))
    return out


def cases(seed: int):
    def marks(rng, n, grid, k):
        if n == 4:
            return random_marks(rng, 4, grid, rng.randint(2, 8), 0.8)
        return random_marks(rng, 6, grid, rng.randint(6, 14), 0.9)

    return random_cases(seed, marks, six=0.35)


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_neighbours() -> None:
    assert neighbours(0, 4) == (1, 4)
    assert neighbours(5, 4) == (1, 4, 6, 9)
    assert neighbours(15, 4) == (11, 14)


def test_every_solution_keeps_the_marks() -> None:
    rules = [Extremum(5, False), Extremum(10, True), Extremum(3, True)]
    sols = assert_counts_match(make(4, rules), limit=None)
    assert sols and all(is_extremum(s, r.cell, 4, r.maximum) for r in rules for s in sols)
    # two touching minimum cells are not compared with each other (a group of grey cells, as
    # f-puzzles reads it), only with the cells around them; either may be the smaller one
    pair = [Extremum(5, False), Extremum(6, False)]
    sols = assert_counts_match(make(4, pair), limit=None)
    assert sols and all(is_extremum(s, i, 4, False, same={5, 6}) for i in (5, 6) for s in sols)
    assert {s[5] < s[6] for s in sols} == {True, False}
    # a maximum beside a minimum: both comparisons hold
    sols = assert_counts_match(make(4, [Extremum(5, True), Extremum(6, False)]), limit=None)
    assert sols and all(s[5] > s[6] and is_extremum(s, 5, 4, True) and is_extremum(s, 6, 4, False) for s in sols)


def test_check_and_prune_follow_the_marks() -> None:
    low, high = Extremum(5, False), Extremum(0, True)
    puzzle = make(4, [low, high])
    values = [0] * 16
    values[5], values[1], values[9] = 2, 3, 4
    assert KIND.check(puzzle, values) == []
    values[4] = 1  # r2c1 holds 1 beside the minimum r2c2's 2
    (v,) = KIND.check(puzzle, values)
    assert (v.kind, v.cells, v.digit) == ("extremum", (4, 5), 2)
    assert "minimum cell r2c2" in v.message and "r2c1" in v.message and "1" in v.message
    values = [0] * 16
    values[5] = 4  # nothing beside it can be larger
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (5,) and "not smaller than 4" in v.message
    values = [0] * 16
    values[0] = 1
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (0,) and "maximum cell r1c1" in v.message
    # pruning: the minimum cell sits below each neighbour's largest digit
    masks = [0b11110] * 16
    masks[6] = 0b00110  # r2c3 holds 1 or 2: r2c2 must be 1, and its neighbours above 1
    assert low.prune(puzzle, masks) is True
    assert masks[5] == 0b00010 and masks[6] == 0b00100 and masks[1] == masks[4] == masks[9] == 0b11100
    assert low.prune(puzzle, masks) is False
    masks = [0b11110] * 16
    masks[1] = 0b00010  # a maximum's neighbour of 1 is fine, but r1c1 must be above r1c2 and r2c1
    masks[4] = 0b10000
    assert high.prune(puzzle, masks) is None  # nothing is above 4


def test_givens_that_break_a_mark_are_ringed() -> None:
    clues = [0] * 16
    clues[5] = 3  # a minimum r2c2 holding 3 needs 4 on both sides in row 2: alone it fails
    assert explained_cells(make(4, [Extremum(5, False)], clues)) == (5,)
    clues = [0] * 16
    clues[0], clues[1] = 2, 1  # the minimum r1c1 holds 2 beside a 1
    assert explained_cells(make(4, [Extremum(0, False)], clues)) == (0, 1)


def test_native_file_round_trip_and_bad_marks() -> None:
    assert_roundtrip(make(6, [Extremum(0, True), Extremum(35, False)]))
    assert Extremum(6, True).describe(4) == "Maximum cell r2c3"
    assert Extremum(6, False).describe(4) == "Minimum cell r2c3"
    for bad, words in (
        ('{"rule": "extremum", "cell": 16, "maximum": true}', "off the 4 x 4 board"),
        ('{"rule": "extremum", "cell": 1, "maximum": "no"}', "true or false"),
        ('{"rule": "extremum", "cell": [1], "maximum": true}', "cell"),
        ('{"rule": "extremum", "maximum": true}', "cell"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


# -- f-puzzles ----------------------------------------------------------------------------------


def _fp(**rules) -> dict:
    return {"size": 4, "grid": [[{} for _ in range(4)] for _ in range(4)], **rules}


def test_fpuzzles_minimum_and_maximum_read_write_and_solve() -> None:
    from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles, parse_link, to_fpuzzles_data, to_fpuzzles_link

    doc = from_fpuzzles(_fp(minimum=[{"cell": "R2C2"}], maximum=[{"cell": "R3C3"}, {"cell": "r1c4"}]))
    assert doc.puzzle.constraints == (Extremum(5, False), Extremum(10, True), Extremum(3, True))
    out = to_fpuzzles_data(doc)
    assert out["minimum"] == [{"cell": "R2C2"}] and out["maximum"] == [{"cell": "R3C3"}, {"cell": "R1C4"}]
    assert parse_link(to_fpuzzles_link(doc)).puzzle == doc.puzzle
    assert_counts_match(doc.puzzle, limit=None)


@pytest.mark.parametrize(
    "rules, words",
    [
        ({"minimum": [{"cell": "R5C1"}]}, ["minimum[0].cell", "'R5C1'"]),
        ({"maximum": [{"cell": "R1C1"}, {}]}, ["maximum[1].cell", "None"]),
        ({"maximum": {"cell": "R1C1"}}, ["'maximum' must be a list"]),
        ({"minimum": ["R1C1"]}, ["'minimum' must be a list of objects"]),
    ],
)
def test_fpuzzles_bad_marks_name_the_key_and_index(rules: dict, words: list[str]) -> None:
    from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles

    with pytest.raises(PuzzleFormatError) as err:
        from_fpuzzles(_fp(**rules))
    for w in words:
        assert w in str(err.value)


def test_prune_says_no_way_when_a_neighbour_has_no_digit_left() -> None:
    for maximum in (False, True):
        puzzle = make(4, [Extremum(0, maximum)])
        masks = [0b11110] * 16
        masks[1] = 0
        assert Extremum(0, maximum).prune(puzzle, masks) is None
