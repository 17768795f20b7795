"""Little killer sums: solver counts and true candidates against the brute force, the checker,
pruning, conflicting givens and the native file."""

from __future__ import annotations

import random

import pytest

from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_roundtrip, explained_cells, make, native_text, random_cases

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS, LittleKiller

KIND = get_kind("sudoku")


def clue_spots(n: int) -> list[tuple[int, int, str]]:
    """Every place outside the board with a direction that runs over some cells."""
    out = []
    for r in range(-1, n + 1):
        for c in range(-1, n + 1):
            if 0 <= r < n and 0 <= c < n:
                continue
            for d in DIRECTIONS:
                if LittleKiller(r, c, d, 1).diagonal(n):
                    out.append((r, c, d))
    return out


def random_little_killer(rng: random.Random, n: int, grid) -> LittleKiller:
    r, c, d = rng.choice(clue_spots(n))
    cells = LittleKiller(r, c, d, 1).diagonal(n)
    total = sum(grid[i] for i in cells)
    if rng.random() < 0.3:
        total = rng.randint(len(cells), n * len(cells))
    return LittleKiller(r, c, d, total)


def cases(seed: int):
    return random_cases(
        seed, lambda rng, n, grid, k: [random_little_killer(rng, n, grid) for _ in range(rng.randint(1, 3 if n == 4 else 4))]
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_solver_agrees_with_the_brute_force_and_pruning_keeps_every_solution(seed: int) -> None:
    assert_brute_force_agrees(cases(seed))


def test_diagonal_cells_and_repeats() -> None:
    assert LittleKiller(-1, -1, "DR", 10).diagonal(4) == (0, 5, 10, 15)
    assert LittleKiller(4, 1, "UR", 5).diagonal(4) == (14, 11)
    assert LittleKiller(-1, 2, "DL", 3).diagonal(4) == (1, 4)
    assert LittleKiller(1, 4, "UL", 3).diagonal(4) == (3,)
    # r2c1 and r3c2 of a 4 x 4 are in different boxes and may hold the same digit
    sols = assert_counts_match(make(4, [LittleKiller(0, -1, "DR", 6)]), limit=300)
    assert any(s[4] == s[9] for s in sols)


def test_check_flags_wrong_and_impossible_sums_only() -> None:
    lk = LittleKiller(-1, -1, "DR", 10)  # the main diagonal of a 4 x 4
    puzzle = make(4, [lk])
    values = [0] * 16
    values[0], values[5], values[10], values[15] = 1, 3, 4, 2
    assert KIND.check(puzzle, values) == []
    values[15] = 3
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "little_killer_sum" and v.cells == (0, 5, 10, 15) and "11, not 10" in v.message
    values[15] = 0
    values[0], values[5], values[10] = 4, 4, 4  # the checker leaves repeats to the boxes: 12 > 10 - 1
    assert any(v.kind == "little_killer_sum" for v in KIND.check(puzzle, values))
    values[0], values[5], values[10] = 1, 1, 0  # 1 + 1 + at most 4 + 4 = 10
    assert not any(v.kind == "little_killer_sum" for v in KIND.check(puzzle, values))
    values[5] = 0
    values[0] = 1
    values[15] = 1  # 1 + ? + ? + 1 needs 8 from two cells: 4 + 4
    assert not any(v.kind == "little_killer_sum" for v in KIND.check(puzzle, values))
    puzzle = make(4, [LittleKiller(-1, -1, "DR", 15)])
    values = [0] * 16
    values[0], values[15] = 1, 1  # needs 13 from two cells
    (v,) = KIND.check(puzzle, values)
    assert "cannot be completed" in v.message


def test_prune_bounds() -> None:
    lk = LittleKiller(4, 1, "UR", 7)  # r4c3, r3c4 on a 4 x 4
    puzzle = make(4, [lk])
    masks = [0b11110] * 16
    assert lk.prune(puzzle, masks) is True
    assert masks[14] == masks[11] == 0b11000  # 3 + 4
    assert lk.prune(puzzle, masks) is False
    masks[11] = 1 << 3
    assert lk.prune(puzzle, masks) is True and masks[14] == 1 << 4
    masks[14] = 1 << 3
    assert lk.prune(puzzle, masks) is None


def test_givens_that_break_a_little_killer_are_ringed() -> None:
    clues = [0] * 16
    clues[0], clues[15] = 4, 4  # the main diagonal 4 ? ? 4 cannot make 9
    clues[1] = 1  # a given that plays no part
    puzzle = make(4, [LittleKiller(-1, -1, "DR", 9)], clues)
    assert explained_cells(puzzle) == (0, 15)


def test_native_file_round_trip_and_bad_clues() -> None:
    assert_roundtrip(make(6, [LittleKiller(-1, 0, "DR", 20), LittleKiller(6, 6, "UL", 21)]))
    for bad, words in (
        ('{"rule": "littlekiller", "row": 1, "col": 1, "direction": "DR", "total": 5}', "inside the board"),
        ('{"rule": "littlekiller", "row": -1, "col": 1, "direction": "UR", "total": 5}', "off the board"),
        ('{"rule": "littlekiller", "row": -1, "col": 1, "direction": "XX", "total": 5}', "direction"),
        ('{"rule": "littlekiller", "row": -1, "col": -1, "direction": "DR", "total": 17}', "sum 17"),
        ('{"rule": "littlekiller", "row": -3, "col": 0, "direction": "DR", "total": 5}', "row -3"),
        ('{"rule": "littlekiller", "row": -1, "col": 0, "direction": "DR"}', "total"),
        ('{"rule": "littlekiller", "row": -1, "col": 0, "direction": {"to": "DR"}, "total": 5}', "direction"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))


def test_a_sum_out_of_range_names_its_cells_in_the_singular_for_one() -> None:
    # (found in the variants audit: "for 1 cells", typing 0 on a corner's one-cell diagonal)
    with pytest.raises(ValueError, match=r"sum 0 is not from 1 to 9 for 1 cell$"):
        LittleKiller(-1, 1, "DL", 0).validate(9)
    with pytest.raises(ValueError, match=r"sum 0 is not from 9 to 81 for 9 cells$"):
        LittleKiller(-1, -1, "DR", 0).validate(9)


def test_pruning_follows_the_puzzle_it_is_given_when_the_same_rule_is_in_two():
    # how a little killer prunes (its diagonal's cells that must differ) is kept for the last
    # puzzle pruned: the same rule in a puzzle whose regions cut its diagonal otherwise prunes
    # as that puzzle says, however the calls alternate
    lk = LittleKiller(-1, -1, "DR", 6)  # r1c1 r2c2 r3c3 r4c4 on a 4 x 4
    boxes = make(4, [lk])  # r1c1, r2c2 share a box, so do r3c3, r4c4: 6 is 1 + 2 + 1 + 2
    rows = make(4, [lk], regions=[i // 4 for i in range(16)])  # each in its own region: 3 + 1 + 1 + 1 too
    assert lk.groups(boxes) == ((0, 5), (10, 15)) and lk.groups(rows) == ((0,), (5,), (10,), (15,))
    for puzzle in (boxes, rows, rows, boxes, rows, boxes):
        masks = [0b11110] * 16
        assert lk.prune(puzzle, masks) is True
        want = 0b110 if puzzle is boxes else 0b1110
        assert [masks[i] for i in (0, 5, 10, 15)] == [want] * 4
