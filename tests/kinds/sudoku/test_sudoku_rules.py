"""The Sudoku rule checker and candidates (no solver involved)."""

from __future__ import annotations

import random

import pytest

from sudoku_bruteforce import box_of, random_grid
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import full_mask, mask_digits
from str8ts_gui.kinds.sudoku import rules
from str8ts_gui.kinds.sudoku.model import SIZES, new_puzzle


def test_a_repeat_in_a_row_a_column_and_a_box_each_named() -> None:
    puzzle = new_puzzle(4)
    values = [0] * 16
    values[0] = values[3] = 1  # row 1 (boxes 1 and 2: no box repeat)
    values[5] = values[13] = 2  # column 2 (boxes 1 and 3)
    violations = rules.check(puzzle, values)
    assert [(v.kind, v.cells, v.digit, v.message) for v in violations] == [
        ("repeat", (0, 3), 1, "1 appears twice in row 1: r1c1, r1c4"),
        ("repeat", (5, 13), 2, "2 appears twice in column 2: r2c2, r4c2"),
    ]
    values = [0] * 16
    values[0] = values[5] = 3  # the same 2 x 2 box, another row and column
    assert [(v.cells, v.message) for v in rules.check(puzzle, values)] == [((0, 5), "3 appears twice in box 1: r1c1, r2c2")]


def test_three_of_a_digit_and_the_order_rows_columns_boxes() -> None:
    puzzle = new_puzzle(9)
    values = [0] * 81
    values[0] = values[1] = values[2] = 7  # row 1 and box 1, three times
    values[9] = 7  # column 1 with cell 0, box 1 again
    msgs = [v.message for v in rules.check(puzzle, values)]
    assert msgs == [
        "7 appears 3 times in row 1: r1c1, r1c2, r1c3",
        "7 appears twice in column 1: r1c1, r2c1",
        "7 appears 4 times in box 1: r1c1, r1c2, r1c3, r2c1",
    ]


def test_a_repeat_names_its_cells_as_a_str8ts_repeat_does() -> None:
    # the message ends with the cells, as "Digit 5 appears twice in row 3: r3c2, r3c7" does
    # (it said only "8 appears twice in column 5"); "No solution: two 8s in column 5" is unchanged
    from str8ts_gui.solver.analysis import broken_phrase

    puzzle = new_puzzle(16)
    values = [0] * 256
    values[4] = values[4 + 16 * 11] = 8  # r1c5 and r12c5: column 5, boxes 2 and 10
    (v,) = rules.check(puzzle, values)
    assert v.cells == (4, 180) and v.message == "8 appears twice in column 5: r1c5, r12c5"
    assert broken_phrase(v) == "two 8s in column 5"
    values = [0] * 81
    values[4] = values[0] = 2  # with the clue in r1c9: the clue counts too, and the cells go in order
    (v,) = rules.check(new_puzzle(9, [0] * 8 + [2] + [0] * 72), values)
    assert v.message == "2 appears 3 times in row 1: r1c1, r1c5, r1c9"
    assert broken_phrase(v) == "three 2s in row 1"


def test_clues_count_and_an_empty_value_falls_back_to_the_clue() -> None:
    puzzle = new_puzzle(6, [5] + [0] * 35)
    values = [0] * 36
    values[7] = 5  # same 2 x 3 box as the clue
    assert [v.cells for v in rules.check(puzzle, values)] == [(0, 7)]
    assert rules.check(puzzle, [0] * 36) == []
    with pytest.raises(ValueError):
        rules.check(puzzle, [0] * 35)


@pytest.mark.parametrize("n", SIZES)
def test_random_full_grids_pass_and_any_swap_of_two_cells_in_a_row_is_caught(n: int) -> None:
    rng = random.Random(n)
    grid = list(random_grid(rng, n))
    puzzle = new_puzzle(n)
    assert rules.check(puzzle, grid) == []
    assert get_kind("sudoku").check(puzzle, grid) == []
    r = rng.randrange(n)
    a, b = rng.sample(range(n), 2)
    i, j = r * n + a, r * n + b
    bad = list(grid)
    bad[i], bad[j] = bad[j], bad[i]
    found = rules.check(puzzle, bad)
    assert found  # two columns now repeat a digit (and maybe boxes)
    assert all(v.kind == "repeat" for v in found)
    assert {c for v in found for c in v.cells} >= {i, j}
    if box_of(n, i) == box_of(n, j):
        assert not any("box" in v.message for v in found)


def test_basic_candidates_are_the_digits_no_peer_holds() -> None:
    puzzle = new_puzzle(4, [1, 0, 0, 0] + [0, 0, 2, 0] + [0] * 8)
    masks = rules.basic_candidates(puzzle, [0] * 16)
    assert masks[0] == 1 << 1
    assert mask_digits(masks[1]) == [2, 3, 4]  # row 1 and box 1 hold 1
    assert mask_digits(masks[2]) == [3, 4]  # row 1 holds 1, column 3 and box 2 hold 2
    assert masks[14] == full_mask(4) & ~(1 << 2)  # column 3 holds 2
    assert masks[15] == full_mask(4)  # no peer of r4c4 holds a digit
    entries = [0] * 16
    entries[15] = 3
    assert rules.basic_candidates(puzzle, entries)[15] == 1 << 3


def test_propagate_finds_naked_and_hidden_singles_and_reports_a_dead_end() -> None:
    puzzle = new_puzzle(4)
    masks = [full_mask(4)] * 16
    masks[0] = masks[1] = masks[2] = (1 << 1) | (1 << 2) | (1 << 3)  # 4 only fits cell 3 of row 1
    out = rules.propagate(puzzle, masks)
    assert out is not None and out[3] == 1 << 4
    assert all(not out[i] >> 4 & 1 for i in (7, 11, 15, 2, 6))  # its column and box lose the 4
    masks = [full_mask(4)] * 16
    masks[0] = masks[1] = 1 << 1  # two cells of row 1 can only hold 1
    assert rules.propagate(puzzle, masks) is None
    masks = [full_mask(4)] * 16
    masks[5] = 0
    assert rules.propagate(puzzle, masks) is None


def reference_propagate(n: int, masks: list[int]) -> list[int] | None:
    """Naked and hidden singles by sweeping every cell and unit until nothing changes."""
    rows = [[r * n + c for c in range(n)] for r in range(n)]
    cols = [[r * n + c for r in range(n)] for c in range(n)]
    boxes: dict[int, list[int]] = {}
    for i in range(n * n):
        boxes.setdefault(box_of(n, i), []).append(i)
    units = rows + cols + list(boxes.values())
    m = list(masks)
    full = full_mask(n)
    changed = True
    while changed:
        changed = False
        if not all(m):
            return None
        for unit in units:
            for i in unit:
                if len(mask_digits(m[i])) == 1:
                    for j in unit:
                        if j != i and m[j] & m[i]:
                            m[j] &= ~m[i]
                            changed = True
            if not all(m[i] for i in unit):
                return None
            for d in range(1, n + 1):
                where = [i for i in unit if m[i] >> d & 1]
                if not where:
                    return None
                if len(where) == 1 and m[where[0]] != 1 << d:
                    m[where[0]] = 1 << d
                    changed = True
        assert all(not m[i] & ~full for i in range(n * n))
    return m


@pytest.mark.parametrize("n", [4, 6, 9])
def test_propagate_reaches_the_same_fixpoint_as_a_plain_sweep(n: int) -> None:
    rng = random.Random(100 + n)
    puzzle = new_puzzle(n)
    for _ in range(60):
        grid = random_grid(rng, n)
        # random candidate sets that keep the grid's digit with some probability
        keep = rng.random()
        masks = []
        for d in grid:
            m = 1 << d if rng.random() < keep else 0
            m |= sum(1 << e for e in range(1, n + 1) if rng.random() < 0.6)
            masks.append(m)
        assert rules.propagate(puzzle, masks) == reference_propagate(n, masks)
