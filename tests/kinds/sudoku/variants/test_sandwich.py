"""Sandwich sums: solver counts and true candidates against the brute force, the checker,
pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import (
    assert_brute_force_agrees,
    assert_counts_match,
    assert_prune_sound,
    assert_roundtrip,
    explained_cells,
    make,
    native_text,
    random_cases,
)

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants import sandwich
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum

KIND = get_kind("sudoku")


def sandwich_of(line_values) -> int:
    """The reference: the sum strictly between the 1 and the largest digit."""
    n = len(line_values)
    a, b = sorted((line_values.index(1), line_values.index(n)))
    return sum(line_values[a + 1 : b])


def random_sandwich(rng: random.Random, n: int, grid) -> SandwichSum:
    index, column = rng.randrange(n), rng.random() < 0.5
    line = [grid[r * n + index] for r in range(n)] if column else list(grid[index * n : index * n + n])
    total = sandwich_of(line)
    if rng.random() < 0.3:
        total = rng.choice([t for t in range(0, (n - 2) * (n + 1) // 2 + 1) if _ok(n, t)])
    return SandwichSum(index, column, total)


def _ok(n: int, total: int) -> bool:
    try:
        SandwichSum(0, False, total).validate(n)
        return True
    except ValueError:
        return False


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_sandwich(rng, n, grid) for _ in range(rng.randint(1, 3 if n == 4 else 4))]
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_the_diagram_pruning_alone_is_sound_too(monkeypatch) -> None:
    """Boards above 9 x 9 prune with the layered diagram only: run it alone on small ones."""
    monkeypatch.setattr(sandwich, "SET_PRUNE_MAX", 0)
    for rng, puzzle in cases(3):
        assert_prune_sound(puzzle, assert_counts_match(puzzle), rng)
    s = SandwichSum(0, False, 9)
    masks = [0b1111110] * 36
    masks[0] = 1 << 1
    assert s.prune(make(6, [s]), masks) is True
    assert not masks[1] & 1 << 6  # touching ends would make 0
    masks[1] = 1 << 6
    assert s.prune(make(6, [s]), masks) is None


def test_check_on_full_grids_is_the_sandwich_sum() -> None:
    rng = random.Random(3)
    for _ in range(60):
        n = rng.choice([4, 6])
        grid = random_puzzle_grid(rng, n)
        index, column = rng.randrange(n), rng.random() < 0.5
        line = [grid[r * n + index] for r in range(n)] if column else list(grid[index * n : index * n + n])
        for total in range(0, (n - 2) * (n + 1) // 2 + 1):
            if not _ok(n, total):
                continue
            found = KIND.check(make(n, [SandwichSum(index, column, total)]), grid)
            assert (found == []) == (total == sandwich_of(line))
            if found:
                assert found[0].kind == "sandwich_sum"


def test_check_names_the_sandwich_and_flags_partial_lines_that_cannot_work() -> None:
    puzzle = make(6, [SandwichSum(0, False, 7)])  # row 1
    values = [0] * 36
    values[0:6] = [1, 3, 4, 6, 2, 5]
    assert KIND.check(puzzle, values) == []
    values[0:6] = [1, 3, 6, 4, 2, 5]
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "sandwich_sum" and v.cells == (0, 1, 2) and "3, not 7" in v.message and "row 1" in v.message
    values[0:6] = [1, 0, 0, 0, 0, 0]
    assert KIND.check(puzzle, values) == []
    values[0:6] = [1, 6, 0, 0, 0, 0]  # touching: the sum would be 0
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "sandwich_sum" and "add up to 0, not 7" in v.message and v.cells == (0, 1)
    values[0:6] = [0, 0, 5, 0, 0, 0]  # 5 could be between (with 2) or outside
    assert KIND.check(puzzle, values) == []
    values[0:6] = [0, 2, 3, 4, 5, 0]  # 1 and 6 at the ends: 14
    assert KIND.check(puzzle, values)[0].kind == "sandwich_sum"
    column = make(6, [SandwichSum(2, True, 0)])  # column 3: 1 and 6 touch
    values = [0] * 36
    values[2], values[8] = 6, 1
    assert KIND.check(column, values) == []
    values[8], values[14] = 0, 1
    (v,) = KIND.check(column, values)
    assert v.cells == (2, 8, 14) and "cannot add up to 0" in v.message


def test_prune_places_the_ends_and_the_filling() -> None:
    s = SandwichSum(0, False, 9)  # 6 x 6: 9 = 2+3+4 (or 4+5, 3+6? no: 6 is an end) -> 4+5 or 2+3+4
    puzzle = make(6, [s])
    masks = [0b1111110] * 36
    masks[0] = 1 << 1  # the 1 at r1c1
    assert s.prune(puzzle, masks) is True
    # the 6 is after 2 or 3 digits: r1c4 or r1c5; r1c2 and r1c3 hold 2-5, r1c6 cannot be 6
    assert masks[3] & 1 << 6 and masks[4] & 1 << 6 and not masks[5] & 1 << 6
    assert not masks[1] & 1 << 6 and not masks[2] & 1 << 6
    assert all(masks[i] == 0b1111110 for i in range(6, 36))
    masks[3] = 1 << 6
    assert s.prune(puzzle, masks) is True
    assert masks[1] == masks[2] == 0b0110000  # 4 and 5
    masks[1] = 1 << 2
    assert s.prune(puzzle, masks) is None


def test_givens_that_break_a_sandwich_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[3] = 1, 4  # row 1 from 1 to 4: the sum is 5, not 2
    clues[10] = 1
    puzzle = make(4, [SandwichSum(0, False, 2)], clues)
    assert explained_cells(puzzle) == (0, 3)


def test_area_is_empty_and_the_line_is_known_by_size() -> None:
    s = SandwichSum(1, True, 3)
    assert s.area() == ()
    assert s.line_cells(4) == (1, 5, 9, 13)
    assert "column 2" in s.describe(4)


def test_native_file_round_trip_and_bad_sandwiches() -> None:
    assert_roundtrip(make(6, [SandwichSum(0, False, 7), SandwichSum(5, True, 0)]))
    for bad, words in (
        ('{"rule": "sandwich", "index": 4, "column": true, "total": 2}', "off the 4 x 4 board"),
        ('{"rule": "sandwich", "index": 0, "column": true, "total": 4}', "cannot be a sum"),
        ('{"rule": "sandwich", "index": 0, "column": true, "total": 1}', "cannot be a sum"),
        ('{"rule": "sandwich", "index": 0, "column": 1, "total": 2}', "true or false"),
        ('{"rule": "sandwich", "index": 0, "column": true}', "total"),
        ('{"rule": "sandwich", "index": "1", "column": true, "total": 2}', "row or column number"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


def test_a_repeated_digit_is_left_to_the_line_check_not_a_false_sum() -> None:
    from str8ts_gui.core.kind import kind_of

    # column 1 of a 9 x 9 holds 3 twice (3,1,4,7,3,6,5,9,8): the sum 4 + 7 + 3 + 6 + 5 = 25 is right
    puzzle = make(9, [SandwichSum(0, True, 25)], [0] * 81)
    values = [0] * 81
    for r, d in enumerate((3, 1, 4, 7, 3, 6, 5, 9, 8)):
        values[r * 9] = d
    found = kind_of(puzzle).check(puzzle, values)
    assert [v.kind for v in found] == ["repeat"]
