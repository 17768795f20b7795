"""X-sums: solver counts and true candidates against the brute force (clues on all four sides),
the checker, pruning, the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import (
    assert_brute_force_agrees,
    assert_counts_match,
    assert_prune_sound,
    assert_roundtrip,
    make,
    native_text,
    random_cases,
)

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants import xsum
from str8ts_gui.kinds.sudoku.variants.xsum import XSum

KIND = get_kind("sudoku")


def read_line(grid, n: int, row: int, col: int) -> list[int]:
    """The reference: the digits of the clue's row or column from the clue outwards."""
    if row == -1:
        return [grid[r * n + col] for r in range(n)]
    if row == n:
        return [grid[r * n + col] for r in range(n - 1, -1, -1)]
    if col == -1:
        return [grid[row * n + c] for c in range(n)]
    return [grid[row * n + c] for c in range(n - 1, -1, -1)]


def x_sum(line) -> int:
    return sum(line[: line[0]])


def random_spot(rng: random.Random, n: int) -> tuple[int, int]:
    k, side = rng.randrange(n), rng.randrange(4)
    return ((-1, k), (n, k), (k, -1), (k, n))[side]


def _ok(n: int, total: int) -> bool:
    try:
        XSum(-1, 0, total).validate(n)
        return True
    except ValueError:
        return False


def random_xsum(rng: random.Random, n: int, grid) -> XSum:
    row, col = random_spot(rng, n)
    total = x_sum(read_line(grid, n, row, col))
    if rng.random() < 0.3:
        total = rng.choice([t for t in range(1, n * (n + 1) // 2 + 1) if _ok(n, t)])
    return XSum(row, col, total)


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_xsum(rng, n, grid) for _ in range(rng.randint(1, 3 if n == 4 else 5))]
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_the_diagram_pruning_alone_is_sound_too(monkeypatch) -> None:
    """Boards above 9 x 9 prune with the layered diagram only: run it alone on small ones."""
    monkeypatch.setattr(xsum, "SET_PRUNE_MAX", 0)
    for rng, puzzle in cases(3):
        assert_prune_sound(puzzle, assert_counts_match(puzzle), rng)


def test_check_on_full_grids_is_the_x_sum_from_every_side() -> None:
    rng = random.Random(3)
    sides = set()
    for _ in range(60):
        n = rng.choice([4, 6])
        grid = random_puzzle_grid(rng, n)
        row, col = random_spot(rng, n)
        clue = XSum(row, col, 1)
        sides.add(clue.side(n))
        line = read_line(grid, n, row, col)
        assert [grid[i] for i in clue.line(n)] == line
        for total in range(1, n * (n + 1) // 2 + 1):
            if not _ok(n, total):
                continue
            found = KIND.check(make(n, [XSum(row, col, total)]), grid)
            assert (found == []) == (total == x_sum(line)), (row, col, total, line)
            if found:
                assert found[0].kind == "xsum"
    assert sides == {"top", "bottom", "left", "right"}


def test_check_names_the_first_cells_and_the_digits() -> None:
    puzzle = make(6, [XSum(0, 6, 10)])  # row 1 from the right
    values = [0] * 36
    values[0:6] = [1, 2, 6, 5, 4, 3]  # from the right: 3, 4, 5 = 12
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "xsum" and v.cells == (3, 4, 5)
    assert "first 3 digits of row 1 from the right add up to 12, not 10" in v.message
    values[0:6] = [1, 2, 6, 5, 4, 3][::-1]  # 3, 4, 5, 6, 2, 1 from the left; from the right 1
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (5,) and "add up to 1, not 10" in v.message
    values[0:6] = [0, 0, 0, 0, 5, 3]  # 3, 5 and a third digit: 10 needs 2, fine
    assert KIND.check(puzzle, values) == []
    values[0:6] = [0, 0, 0, 6, 5, 3]  # 3 + 5 + 6 = 14
    (v,) = KIND.check(puzzle, values)
    assert v.cells == (3, 4, 5) and "14, not 10" in v.message
    values[0:6] = [0, 0, 0, 0, 5, 0]  # 5 second from the right: 3 + 5 + 2 works
    assert KIND.check(puzzle, values) == []
    column = make(4, [XSum(4, 1, 5)])  # column 2 from below: 5 = 2 + 3 only (x = 3 makes at least 3+1+2)
    values = [0] * 16
    values[13] = 3
    (v,) = KIND.check(column, values)
    assert v.kind == "xsum" and v.cells == (5, 9, 13) and "first 3 digits of column 2 from below cannot add up to 5" in v.message
    values[13] = 0
    values[1] = 2  # the 2 is far from the clue, yet the first digit must be 2
    (v,) = KIND.check(column, values)
    assert v.cells == (1, 5, 9, 13) and "column 2 from below cannot be completed to an X-sum of 5" in v.message


def test_prune_keeps_only_first_digits_that_work() -> None:
    s = XSum(-1, 0, 6)  # column 1 of a 4 x 4 from above: 6 = 2+4, 3+1+2; not 1, not 4 (4+...>=10)
    puzzle = make(4, [s])
    masks = [0b11110] * 16
    assert s.prune(puzzle, masks) is True
    assert masks[0] == (1 << 2) | (1 << 3)
    masks[0] = 1 << 2
    assert s.prune(puzzle, masks) is True
    assert masks[4] == 1 << 4
    masks[4] = 1 << 3
    assert s.prune(puzzle, masks) is None


def test_area_is_empty_and_the_line_is_known_by_size() -> None:
    s = XSum(2, -1, 3)
    assert s.area() == ()
    assert s.line(4) == (8, 9, 10, 11)
    assert XSum(4, 3, 3).line(4) == (15, 11, 7, 3)
    assert s.describe(4) == "X-sum 3 on row 3 from the left"
    assert XSum(-1, 1, 3).describe(4) == "X-sum 3 on column 2 from above"


def test_native_file_round_trip_and_bad_clues() -> None:
    assert_roundtrip(make(6, [XSum(-1, 0, 10), XSum(6, 5, 1), XSum(2, -1, 21), XSum(3, 6, 3)]))
    for bad, words in (
        ('{"rule": "xsum", "row": -1, "col": 4, "total": 2}', "not beside a row or a column"),
        ('{"rule": "xsum", "row": -1, "col": -1, "total": 3}', "not beside a row or a column"),
        ('{"rule": "xsum", "row": 1, "col": 2, "total": 3}', "not beside a row or a column"),
        ('{"rule": "xsum", "row": -2, "col": 0, "total": 3}', "row -2 is not from -1 to 4"),
        ('{"rule": "xsum", "row": -1, "col": 0, "total": 2}', "cannot be an X-sum"),
        ('{"rule": "xsum", "row": -1, "col": 0, "total": 11}', "cannot be an X-sum"),
        ('{"rule": "xsum", "row": -1, "col": 0, "total": "3"}', "the total must be a whole number"),
        ('{"rule": "xsum", "row": -1, "col": 0}', "total"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))

