"""Disjoint groups: the groups' cells, solver counts against the brute force, singles in a group,
conflicting givens, jigsaw boards (no meaning: refused) and the native file."""

from __future__ import annotations

import random

import pytest

from brute import random_puzzle_grid
from rule_checks import assert_counts_match, assert_prune_sound, assert_roundtrip, explained_cells, make, narrowed, native_text, some_clues

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups, disjoint_groups

KIND = get_kind("sudoku")
RULE = DisjointGroups()
JIGSAW_4 = (0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3)


def test_groups_are_the_same_place_of_every_box() -> None:
    assert disjoint_groups(4) == ((0, 2, 8, 10), (1, 3, 9, 11), (4, 6, 12, 14), (5, 7, 13, 15))
    # 6 x 6: boxes of 2 rows x 3 columns; group 0 is the top-left cell of each box
    assert disjoint_groups(6)[0] == (0, 3, 12, 15, 24, 27)
    for n in (4, 6, 8, 9):
        groups = disjoint_groups(n)
        assert sorted(i for g in groups for i in g) == list(range(n * n))  # a partition
        assert all(len(g) == n for g in groups)
    assert RULE.units(9)[4][0] == 10  # the centre group starts at r2c2


def test_solver_agrees_with_the_brute_force() -> None:
    rng = random.Random(7)
    every = assert_counts_match(make(4, [RULE]), limit=None)
    # the brute force keeps exactly the grids whose groups each hold 1..4
    assert every and all(len({s[i] for i in g}) == 4 for g in disjoint_groups(4) for s in every)
    assert 0 < len(every) < 288  # fewer than the 288 plain 4 x 4 Sudoku
    seen = set()
    for k in range(14):
        if k % 2:  # givens of a grid that need not obey the groups: often no solution
            puzzle = make(4, [RULE], some_clues(rng, random_puzzle_grid(rng, 4), 0.4))
        else:
            puzzle = make(4, [RULE], some_clues(rng, rng.choice(every), 0.15))
        puzzle = narrowed(rng, puzzle) if k % 3 == 0 else puzzle
        sols = assert_counts_match(puzzle)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    for _ in range(3):
        puzzle = make(6, [RULE], some_clues(rng, random_puzzle_grid(rng, 6), 0.45))
        assert_prune_sound(puzzle, assert_counts_match(puzzle), rng)
    assert seen == {0, 1, 2}
    # with a diagonal too
    assert_counts_match(make(4, [RULE, Diagonal(False)]), limit=None)


def test_check_names_the_repeat() -> None:
    puzzle = make(4, [RULE])
    values = [0] * 16
    values[0], values[10] = 3, 3  # r1c1 and r3c3: both the top-left cell of their box
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "repeat" and v.cells == (0, 10) and v.digit == 3 and v.message == "3 appears twice in group 1: r1c1, r3c3"
    assert KIND.check(make(4, []), values) == []
    # beside the diagonals, each keeps its own name and numbering
    values = [0] * 16
    values[0], values[15] = 2, 2  # r1c1 and r4c4: the main diagonal, two different groups
    (v,) = KIND.check(make(4, [Diagonal(False), RULE]), values)
    assert v.message.endswith("in diagonal 1: r1c1, r4c4")


def test_hidden_and_naked_single_in_a_group() -> None:
    clues = [0] * 16
    clues[0], clues[2], clues[8] = 1, 2, 3  # group 0 has room for 4 only at r3c3
    puzzle = make(4, [RULE], clues)
    masks = KIND.propagate(puzzle, KIND.basic_candidates(puzzle, clues))
    assert masks[10] == 1 << 4
    plain = make(4, [], clues)
    assert KIND.propagate(plain, KIND.basic_candidates(plain, clues))[10] != 1 << 4


def test_givens_that_repeat_in_a_group_are_ringed() -> None:
    clues = [0] * 16
    clues[5], clues[15] = 2, 2  # r2c2 and r4c4: group 3
    assert explained_cells(make(4, [RULE], clues)) == (5, 15)


def test_jigsaw_board_is_refused_by_the_checker_and_has_no_solution() -> None:
    puzzle = make(4, [RULE], regions=JIGSAW_4)
    found = KIND.check(puzzle, [0] * 16)
    assert [v.kind for v in found] == ["disjoint_jigsaw"] and "jigsaw" in found[0].message
    assert assert_counts_match(puzzle, limit=5) == []
    assert RULE.prune(puzzle, [0b11110] * 16) is None


def test_native_file_round_trip_and_bad_sizes() -> None:
    assert_roundtrip(make(6, [RULE]))
    assert_roundtrip(make(9, [RULE, Diagonal(True)]))
    with pytest.raises(PuzzleFormatError, match="unknown field"):
        loads_document(native_text(4, '{"rule": "disjoint", "size": 3}'))
    with pytest.raises(ValueError, match="need boxes"):
        RULE.validate(5)
    assert "same place of each box" in RULE.describe(9) and "r1c1" in RULE.describe(9)


# -- f-puzzles ----------------------------------------------------------------------------------


def _fp(grid=None, **rules) -> dict:
    return {"size": 4, "grid": grid or [[{} for _ in range(4)] for _ in range(4)], **rules}


def test_fpuzzles_disjoint_groups_read_write_and_solve() -> None:
    from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles, parse_link, to_fpuzzles_data, to_fpuzzles_link

    doc = from_fpuzzles(_fp(disjointgroups=True))
    assert doc.puzzle.constraints == (RULE,)
    assert to_fpuzzles_data(doc)["disjointgroups"] is True
    assert parse_link(to_fpuzzles_link(doc)).puzzle == doc.puzzle
    assert from_fpuzzles(_fp(disjointgroups=False)).puzzle.constraints == ()
    assert len(assert_counts_match(doc.puzzle, limit=None)) == len(assert_counts_match(make(4, [RULE]), limit=None))


def test_fpuzzles_disjoint_groups_refused_with_jigsaw_regions_or_a_bad_value() -> None:
    from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles

    grid = [[{"region": JIGSAW_4[r * 4 + c]} for c in range(4)] for r in range(4)]
    assert from_fpuzzles(_fp(grid)).puzzle.regions == JIGSAW_4
    with pytest.raises(PuzzleFormatError, match="'disjointgroups' needs the usual boxes.*jigsaw"):
        from_fpuzzles(_fp(grid, disjointgroups=True))
    with pytest.raises(PuzzleFormatError, match="'disjointgroups' must be true or false"):
        from_fpuzzles(_fp(disjointgroups="yes"))
