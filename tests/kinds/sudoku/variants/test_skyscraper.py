"""Skyscrapers: solver counts and true candidates against the brute force (clues on all four
sides), the checker, the classic bounds of the pruning, the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_roundtrip, make, native_text, random_cases
from test_xsum import random_spot, read_line

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper

KIND = get_kind("sudoku")


def visible(line) -> int:
    """The reference: digits larger than all before them, counted by comparing with each one."""
    return sum(1 for k, d in enumerate(line) if all(d > e for e in line[:k]))


def random_skyscraper(rng: random.Random, n: int, grid) -> Skyscraper:
    row, col = random_spot(rng, n)
    count = visible(read_line(grid, n, row, col))
    if rng.random() < 0.3:
        count = rng.randint(1, n)
    return Skyscraper(row, col, count)


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_skyscraper(rng, n, grid) for _ in range(rng.randint(1, 3 if n == 4 else 5))]
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_check_on_full_grids_counts_the_digits_seen_from_every_side() -> None:
    rng = random.Random(5)
    sides = set()
    for _ in range(60):
        n = rng.choice([4, 6])
        grid = random_puzzle_grid(rng, n)
        row, col = random_spot(rng, n)
        sides.add(Skyscraper(row, col, 1).side(n))
        line = read_line(grid, n, row, col)
        for count in range(1, n + 1):
            found = KIND.check(make(n, [Skyscraper(row, col, count)]), grid)
            assert (found == []) == (count == visible(line)), (row, col, count, line)
            if found:
                assert found[0].kind == "skyscraper"
    assert sides == {"top", "bottom", "left", "right"}


def test_check_names_the_line_and_the_count() -> None:
    puzzle = make(6, [Skyscraper(6, 2, 3)])  # column 3 from below
    values = [0] * 36
    for r, d in enumerate((2, 3, 1, 6, 4, 5)):  # from below: 5, 4, 6, 1, 3, 2: 5 and 6 seen
        values[r * 6 + 2] = d
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "skyscraper" and v.cells == (2, 8, 14, 20, 26, 32)
    assert "2 digits are seen in column 3 from below, not 3" in v.message
    values = [0] * 36
    values[32] = 5  # 5 nearest: at most 5 and 6 seen
    (v,) = KIND.check(puzzle, values)
    assert "column 3 from below cannot be completed so that 3 digits are seen" in v.message
    values[32] = 4
    assert KIND.check(puzzle, values) == []


def test_prune_gives_the_classic_bounds() -> None:
    n = 6
    one = Skyscraper(-1, 3, 1)  # column 4 from above: the 6 first
    masks = [0b1111110] * 36
    assert one.prune(make(n, [one]), masks) is True
    assert masks[3] == 1 << 6  # (the column's own rule then takes the 6 from the others)
    all_seen = Skyscraper(2, 6, 6)  # row 3 from the right: 1..6 from the right
    masks = [0b1111110] * 36
    assert all_seen.prune(make(n, [all_seen]), masks) is True
    assert [masks[12 + c] for c in range(6)] == [1 << d for d in (6, 5, 4, 3, 2, 1)]
    three = Skyscraper(1, -1, 3)  # row 2 from the left: first at most 4, the 6 not in the first two
    masks = [0b1111110] * 36
    assert three.prune(make(n, [three]), masks) is True
    assert masks[6] == 0b0011110 and not masks[7] & 1 << 6 and masks[8] & 1 << 6
    masks[6] = 1 << 4
    assert three.prune(make(n, [three]), masks) is False  # 4, then 5 and 6 seen: r2c2 may hold 5
    masks[8:12] = [0b0001110] * 4  # no 5 or 6 after r2c2: only two could be seen
    assert three.prune(make(n, [three]), masks) is None
    masks[8:12] = [0b1111110] * 4
    masks[7] = 1 << 6
    assert three.prune(make(n, [three]), masks) is None


def test_area_is_empty_and_describe_names_the_side() -> None:
    s = Skyscraper(0, 4, 2)
    assert s.area() == ()
    assert s.line(4) == (3, 2, 1, 0)
    assert s.describe(4) == "Skyscraper 2 on row 1 from the right"


def test_native_file_round_trip_and_bad_clues() -> None:
    assert_roundtrip(make(6, [Skyscraper(-1, 0, 1), Skyscraper(6, 5, 6), Skyscraper(2, -1, 3), Skyscraper(3, 6, 2)]))
    for bad, words in (
        ('{"rule": "skyscraper", "row": 4, "col": 4, "count": 2}', "not beside a row or a column"),
        ('{"rule": "skyscraper", "row": 0, "col": 5, "count": 2}', "col 5 is not from -1 to 4"),
        ('{"rule": "skyscraper", "row": -1, "col": 0, "count": 0}', "cannot be seen"),
        ('{"rule": "skyscraper", "row": -1, "col": 0, "count": 5}', "cannot be seen"),
        ('{"rule": "skyscraper", "row": -1, "col": 0, "count": true}', "the count must be a whole number"),
        ('{"rule": "skyscraper", "row": -1, "col": 0, "count": "3"}', "the count must be a whole number"),
        ('{"rule": "skyscraper", "row": -1, "col": 0}', "count"),
        ('{"rule": "skyscraper", "row": -1, "col": 0, "count": 2, "side": 1}', "unknown field"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))



def test_check_says_one_digit_in_the_singular() -> None:
    # (found in the variants audit: "1 digits are seen")
    puzzle = make(6, [Skyscraper(6, 2, 3), Skyscraper(-1, 2, 1)])
    values = [0] * 36
    for r, d in enumerate((2, 3, 1, 4, 5, 6)):  # from below 6 first: 1 seen; from above 2, 3, 4, 5, 6: 5
        values[r * 6 + 2] = d
    messages = sorted(v.message for v in KIND.check(puzzle, values))
    assert messages == ["1 digit is seen in column 3 from below, not 3", "5 digits are seen in column 3 from above, not 1"]
    values = [0] * 36
    values[2] = 2  # from above a 2 first: not the 6
    (v,) = KIND.check(puzzle, values)
    assert v.message == "column 3 from above cannot be completed so that 1 digit is seen"
