"""Several variant rules on one board (thermometers, arrows, sandwiches, little killers, cages,
odd/even cells, anti-knight, diagonals, jigsaw regions): the solver against the brute force on
small boards, and 9 x 9 puzzles built around a known grid."""

from __future__ import annotations

import random

from brute import random_puzzle_grid
from rule_checks import assert_counts_match, assert_prune_sound, make, narrowed, random_path, some_clues

from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.solver.sat import explain_unsat, solve, true_candidates

KIND = get_kind("sudoku")


def rules_obeyed_by(rng: random.Random, n: int, grid, count: int) -> list:
    """``count`` random rules that ``grid`` satisfies."""
    out: list = []
    while len(out) < count:
        pick = rng.randrange(6)
        path = random_path(rng, n, rng.randint(2, min(n, 5)))
        distinct = tuple(i for k, i in enumerate(path) if grid[i] not in [grid[j] for j in path[:k]])
        if pick == 0:
            if len(distinct) >= 2:
                out.append(Thermometer(tuple(sorted(distinct, key=lambda i: grid[i]))))
        elif pick == 1:
            total = sum(grid[i] for i in path[1:])
            bulbs = [i for i in range(n * n) if grid[i] == total and i not in path[1:]]
            if bulbs:
                out.append(Arrow((rng.choice(bulbs),), path[1:]))
        elif pick == 2:
            index = rng.randrange(n)
            line = list(grid[index * n : index * n + n])
            a, b = sorted((line.index(1), line.index(n)))
            out.append(SandwichSum(index, False, sum(line[a + 1 : b])))
        elif pick == 3:
            lk = LittleKiller(-1, rng.randrange(-1, n - 1), "DR", 1)
            out.append(LittleKiller(lk.row, lk.col, "DR", sum(grid[i] for i in lk.diagonal(n))))
        elif pick == 4:
            out.append(KillerCage(distinct, sum(grid[i] for i in distinct)))
        else:
            i = rng.randrange(n * n)
            out.append(Parity(i, grid[i] % 2 == 0))
    return out


def test_mixed_rules_agree_with_the_brute_force() -> None:
    rng = random.Random(21)
    seen = set()
    for k in range(24):
        n = 4 if k < 20 else 6
        grid = random_puzzle_grid(rng, n)
        rules = rules_obeyed_by(rng, n, grid, rng.randint(2, 4))
        if k % 5 == 1:  # and one the grid need not obey
            other = random_puzzle_grid(rng, n)
            rules += rules_obeyed_by(rng, n, other, 1)
        if k % 7 == 3 and n == 4:
            rules.append(AntiKnight())
        puzzle = make(n, rules, some_clues(rng, grid, 0.1 if n == 4 else 0.45))
        puzzle = narrowed(rng, puzzle) if n == 4 and k % 3 == 0 else puzzle
        sols = assert_counts_match(puzzle)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    assert seen == {0, 1, 2}


def test_nine_by_nine_puzzles_around_a_known_grid() -> None:
    rng = random.Random(5)
    for _ in range(3):
        grid = solve(make(9, [Diagonal(False)]), limit=1).solutions[0]
        # a random X-Sudoku grid: shuffle the digits of one solution
        perm = list(range(1, 10))
        rng.shuffle(perm)
        grid = tuple(perm[d - 1] for d in grid)
        rules = [Diagonal(False), *rules_obeyed_by(rng, 9, grid, 10)]
        puzzle = make(9, rules, some_clues(rng, grid, 0.2))
        assert KIND.check(puzzle, grid) == []
        result = solve(puzzle, limit=2)
        assert result.count >= 1
        for s in result.solutions:
            assert KIND.check(puzzle, s) == []
        if result.count == 1:
            assert result.solutions[0] == grid
        cands = true_candidates(puzzle).masks
        assert all(cands[i] >> grid[i] & 1 for i in range(81))
        # two givens that break one of the rules are named
        thermo = next((r for r in rules if isinstance(r, Thermometer)), None)
        if thermo is not None:
            a, b = thermo.cells[0], thermo.cells[1]
            clues = [0] * 81
            clues[a], clues[b] = 9, 8
            core = explain_unsat(make(9, rules, clues)).clues
            # the two givens and the thermometer they break (ringed with its cells)
            assert {a, b} <= set(core) <= {a, b} | set(thermo.cells)


def test_the_rules_in_a_conflict_are_ringed_with_the_givens() -> None:
    from str8ts_gui.kinds.sudoku.model import new_puzzle
    from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
    from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
    from str8ts_gui.solver.sat import explain_unsat

    # r1c1 = 3 and r1c2 = 2 break the thermometer r1c1-r1c3; the cage far away plays no part
    clues = [3, 2] + [0] * 14
    puzzle = new_puzzle(4, clues).replace(constraints=(Thermometer((0, 1, 2)), KillerCage((12, 13), 3)))
    assert explain_unsat(puzzle).clues == (0, 1, 2)
    # no givens at all: two cages of sum 3 in one box's two rows both need 1 and 2 in columns 1-2
    puzzle = new_puzzle(4).replace(constraints=(KillerCage((0, 1), 3), KillerCage((4, 5), 3), KillerCage((14, 15), 7)))
    assert explain_unsat(puzzle).clues == (0, 1, 4, 5)
