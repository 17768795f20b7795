"""Non-consecutive: solver counts against the brute force, the checker, pruning, files."""

from __future__ import annotations

import random

from brute import random_puzzle_grid
from rule_checks import assert_brute_force_agrees, assert_counts_match, assert_prune_sound, assert_roundtrip, make, some_clues
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive, orthogonal_pairs

KIND = get_kind("sudoku")
RULE = NonConsecutive()


def test_orthogonal_pairs_are_every_touching_pair_once() -> None:
    for n in (4, 6, 9):
        pairs = orthogonal_pairs(n)
        assert len(pairs) == len(set(pairs)) == 2 * n * (n - 1)
        for a, b in pairs:
            (ra, ca), (rb, cb) = divmod(a, n), divmod(b, n)
            assert abs(ra - rb) + abs(ca - cb) == 1


def test_solver_counts_equal_the_brute_force_and_prune_keeps_every_solution() -> None:
    rng = random.Random(303)
    assert assert_counts_match(make(4, [RULE]), limit=None) == []  # no 4 x 4 Sudoku is non-consecutive
    empty = make(6, [RULE])
    every = assert_counts_match(empty, limit=None)  # every 6 x 6 one (a few dozen)
    assert every and all(abs(s[a] - s[b]) != 1 for s in every for a, b in orthogonal_pairs(6))
    assert_prune_sound(empty, every, rng)
    seen_counts = set()
    for k in range(16):
        if k % 2:  # clues of a non-consecutive grid: one or several solutions
            clues = some_clues(rng, rng.choice(every), 0.1)
        else:  # clues of a random grid: usually none
            clues = some_clues(rng, random_puzzle_grid(rng, 6), 0.2)
        puzzle = make(6, [RULE], clues)
        sols = assert_counts_match(puzzle, limit=None)
        assert_prune_sound(puzzle, sols, rng, rounds=5)
        seen_counts.add(min(len(sols), 2))
    assert seen_counts == {0, 1, 2}


def test_check_flags_consecutive_neighbours_only() -> None:
    puzzle = make(4, [RULE])
    values = [0] * 16
    values[0], values[1] = 1, 3  # r1c1=1, r1c2=3
    values[6] = 4  # r2c3=4 is diagonal to r1c2=3: fine
    assert KIND.check(puzzle, values) == []
    values[4] = 2  # r2c1=2 touches r1c1=1
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "consecutive" and v.cells == (0, 4) and "r1c1" in v.message and "r2c1" in v.message
    values[4] = 0
    values[2] = 2  # r1c3=2 touches r1c2=3 (and r2c3=4: fine)
    (v,) = KIND.check(puzzle, values)
    assert v.kind == "consecutive" and v.cells == (1, 2)


def test_prune_around_a_decided_cell_and_a_split_pair() -> None:
    puzzle = make(9, [RULE])
    masks = [0b1111111110] * 81
    masks[40] = 1 << 5  # r5c5 = 5
    masks[0] = 1 << 3 | 1 << 5  # r1c1 is 3 or 5: r1c2 and r2c1 cannot be 4
    assert RULE.prune(puzzle, masks) is True
    for j in (31, 39, 41, 49):
        assert masks[j] == 0b1111111110 & ~(1 << 4 | 1 << 6)
    assert masks[1] == masks[9] == 0b1111111110 & ~(1 << 4)
    assert masks[30] == 0b1111111110  # diagonal: untouched
    masks[31] = 1 << 4 | 1 << 6
    masks[40] = 1 << 5
    assert RULE.prune(puzzle, [*masks[:31], 1 << 4, *masks[32:]]) is None


def test_combines_with_dots_and_round_trips() -> None:
    puzzle = make(6, [RULE, KropkiDot((0, 6), True)], [0] * 35 + [1])
    sols = assert_counts_match(puzzle, limit=None)
    assert all(max(s[0], s[6]) == 2 * min(s[0], s[6]) for s in sols)
    assert_roundtrip(puzzle)


# -- beside Kropki dots: the dotted pairs are exempt (f-puzzles' reading) ---------------------


def dotted_cases(seed: int):
    """4 x 4 and 6 x 6 puzzles whose white dots sit on the consecutive pairs of a random grid
    (some left out, so that it breaks the rule), every other one with a black dot or two (without
    them and givens, 5 - d of a solution is another one)."""
    rng = random.Random(seed)
    for k in range(24):
        n = 4 if k < 20 else 6
        grid = random_puzzle_grid(rng, n)
        dots = []
        for a, b in orthogonal_pairs(n):
            da, db = grid[a], grid[b]
            if abs(da - db) == 1 and rng.random() < (0.93 if k % 3 else 1.0):
                dots.append(KropkiDot((a, b), k % 2 == 1 and max(da, db) == 2 * min(da, db) and rng.random() < 0.5))
            elif k % 2 and max(da, db) == 2 * min(da, db) and rng.random() < 0.2:
                dots.append(KropkiDot((a, b), True))
        clues = some_clues(rng, grid, 0.1 if n == 4 else 0.4) if k % 4 else None  # none: often several solutions
        yield rng, make(n, [RULE, *dots], clues)


def test_dotted_pairs_are_exempt_against_the_brute_force() -> None:
    assert_brute_force_agrees(dotted_cases(77), limit=None)


def test_check_and_prune_skip_pairs_with_a_dot_of_either_colour() -> None:
    puzzle = make(9, [RULE, KropkiDot((0, 1), False), KropkiDot((9, 10), True)])
    values = [0] * 81
    values[0], values[1] = 4, 5  # white dot: consecutive, as it says
    values[9], values[10] = 1, 2  # black dot: consecutive and double, fine
    assert RULE.check(puzzle, values) == []
    values[2] = 6  # r1c3 = 6 beside r1c2 = 5, no dot
    (v,) = RULE.check(puzzle, values)
    assert v.cells == (1, 2)
    full = 0b1111111110
    masks = [full] * 81
    masks[0] = 1 << 4
    assert RULE.prune(puzzle, masks) is True
    assert masks[1] == full  # across the white dot: untouched
    assert masks[9] == full & ~(1 << 3 | 1 << 5)  # below, no dot: 3 and 5 gone


def test_the_encoding_exempts_dotted_pairs_only_with_the_puzzle() -> None:
    from str8ts_gui.kinds.sudoku.variants.base import Encoder
    from str8ts_gui.solver.cnf import Cnf

    puzzle = make(4, [RULE, KropkiDot((0, 1), False)])

    def clauses(with_puzzle: bool) -> int:
        cnf, fixed = Cnf.of_cells(4, [0b11110] * 16)
        RULE.encode(Encoder(cnf, fixed, 4, puzzle if with_puzzle else None))
        return len(cnf.clauses)

    # one pair fewer: 2 * 3 forbidden digit pairs each way (1-2, 2-3, 3-4)
    assert clauses(False) - clauses(True) == 6
