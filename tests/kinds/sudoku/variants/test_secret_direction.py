"""The secret direction path ("9 Marks The Spot"): solver counts against a brute force that walks
the path itself on 4 x 4 and 6 x 6 boards, the box directions, the checker, the thesis' puzzle
(unique with the start in the centre), refusals and the native file."""

from __future__ import annotations

import random

import pytest
from brute import random_puzzle_grid, solutions
from rule_checks import assert_prune_sound, assert_roundtrip, make, native_text, sudoku_grids_4x4

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection, box_directions
from str8ts_gui.solver.sat import count_solutions, solve, true_candidates

KIND = get_kind("sudoku")
GRIDS_4 = sudoku_grids_4x4()
BOX = {4: (2, 2), 6: (2, 3), 9: (3, 3)}


def reaches(grid, n: int, start: int, goal: int) -> bool:
    """Walk the path on a filled grid, written here from the rule's words alone."""
    br, bc = BOX[n]
    if grid[goal] != n:
        return False
    cell, seen = start, set()
    while cell != goal:
        if cell in seen:
            return False
        seen.add(cell)
        r, c = divmod(cell, n)
        top, left = r - r % br, c - c % bc
        nine = next((a, b) for a in range(br) for b in range(bc) if grid[(top + a) * n + left + b] == n)
        dr = 0 if br < 2 else -1 if nine[0] == 0 else 1 if nine[0] == br - 1 else 0
        dc = 0 if bc < 2 else -1 if nine[1] == 0 else 1 if nine[1] == bc - 1 else 0
        if (dr, dc) == (0, 0):
            return False
        r, c = r + grid[cell] * dr, c + grid[cell] * dc
        if not (0 <= r < n and 0 <= c < n):
            return False
        cell = r * n + c
    return True


def _check(puzzle, grids, limit=100):
    rule = next(c for c in puzzle.constraints if isinstance(c, SecretDirection))
    n = puzzle.size
    sols = [g for g in grids if all(not c or c == v for c, v in zip(puzzle.clues, g)) and reaches(g, n, rule.start, rule.goal)]
    got = count_solutions(puzzle, limit=limit)
    assert got.count == min(len(sols), limit), (rule, got.count, len(sols))
    assert set(got.solutions) <= set(sols)
    if 0 < len(sols) < limit:
        union = [0] * (n * n)
        for g in sols:
            for i, d in enumerate(g):
                union[i] |= 1 << d
        assert list(true_candidates(puzzle).masks) == union
    # the checker passes the solutions and flags the grids whose path fails
    for g in grids[:60]:
        assert (KIND.check(puzzle.replace(clues=(0,) * (n * n)), g) == []) == reaches(g, n, rule.start, rule.goal)
    return sols


def test_box_directions() -> None:
    nine = dict(box_directions(9)[0])
    assert nine[0] == (-1, -1) and nine[1] == (-1, 0) and nine[10] == (0, 0) and nine[20] == (1, 1) and nine[11] == (0, 1)
    four = dict(box_directions(4)[5])
    assert set(four.values()) == {(-1, -1), (-1, 1), (1, -1), (1, 1)}  # 2 x 2 boxes: corners only
    six = dict(box_directions(6)[0])
    assert six[1] == (-1, 0) and six[7] == (1, 0)  # 2 x 3 boxes: no middle row


def test_4x4_every_start_and_goal() -> None:
    rng = random.Random(1)
    seen = set()
    for start, goal in rng.sample([(a, b) for a in range(16) for b in range(16) if a != b], 40):
        puzzle = make(4, [SecretDirection(start, goal)])
        sols = _check(puzzle, GRIDS_4, limit=300)
        seen.add(min(len(sols), 2))
        if len(sols) > 1:
            clues = [d if rng.random() < 0.3 else 0 for d in rng.choice(sols)]
            clued = make(4, [SecretDirection(start, goal)], clues)
            some = _check(clued, GRIDS_4)
            seen.add(min(len(some), 2))
            assert_prune_sound(clued, some[:20], rng, rounds=5)
    assert seen == {0, 1, 2}


def test_6x6_with_givens() -> None:
    rng = random.Random(8)
    for k in range(4):
        grid = random_puzzle_grid(rng, 6)
        start, goal = rng.sample([i for i in range(36)], 2)
        if k % 2 == 0:
            goal = next((i for i in range(36) if grid[i] == 6 and reaches(grid, 6, start, i)), goal)
        clues = [d if rng.random() < 0.45 else 0 for d in grid]
        grids = solutions(make(6, [], clues), limit=2000)
        assert len(grids) < 2000
        _check(make(6, [SecretDirection(start, goal)], clues), grids, limit=2000)


# "9 Marks The Spot" as the thesis' slides print it: its givens; the spot is r5c8, where the
# slides place a 9 (a box centre, so its box points nowhere: the path must end there); the start
# is the centre cell r5c5, the only start that makes the puzzle unique (tried: every cell)
MARKS = "2....3.....34..9......8...5...6......65.2.4.....1.........4...3..98..6..5....2..."


def test_nine_marks_the_spot() -> None:
    clues = [0 if ch == "." else int(ch) for ch in MARKS]
    r = solve(make(9, [SecretDirection(40, 43)], clues), limit=2)
    assert r.count == 1
    assert reaches(r.solution, 9, 40, 43)
    assert r.solution[43] == 9
    path, end = SecretDirection(40, 43).walk(r.solution, 9)
    assert end == "goal" and path[0] == 40 and path[-1] == 43 and len(set(path)) == len(path)
    assert count_solutions(make(9, [SecretDirection(1, 43)], clues), limit=2).count == 2


def test_check_messages() -> None:
    rule = SecretDirection(0, 15)
    p = make(4, [rule])
    assert "holds 4" in KIND.check(p, [0] * 15 + [3])[0].message
    # r1c1 holds 1 and its box's 4 is in the box's top-left cell: the path would leave the grid
    assert "leaves the grid" in KIND.check(p, [4, 0, 0, 0] + [0] * 12)[0].message
    # r1c1 (1) moves down-right to r2c2, the box's 4, which moves 4 cells down-right: off the grid
    assert "from r2c2" in KIND.check(p, [1, 0, 0, 0, 0, 4] + [0] * 10)[0].message
    assert KIND.check(p, [0, 0, 0, 0, 0, 4] + [0] * 10) == []  # r1c1's digit not known: no path yet


def test_refused_with_jigsaw_regions_and_bad_cells() -> None:
    jig = (0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3)
    with pytest.raises(ValueError, match="boxes"):
        make(4, [SecretDirection(0, 5)], regions=jig)
    with pytest.raises(ValueError, match="one cell"):
        make(4, [SecretDirection(3, 3)])


def test_native_file() -> None:
    assert_roundtrip(make(4, [SecretDirection(0, 15)]))
    doc = loads_document(native_text(4, '{"rule": "secret_direction", "start": 0, "goal": 15}'))
    assert doc.puzzle.constraints == (SecretDirection(0, 15),)
    with pytest.raises(PuzzleFormatError, match="off the 4 x 4 board"):
        loads_document(native_text(4, '{"rule": "secret_direction", "start": 0, "goal": 16}'))
    with pytest.raises(PuzzleFormatError, match="missing field 'goal'"):
        loads_document(native_text(4, '{"rule": "secret_direction", "start": 0}'))
