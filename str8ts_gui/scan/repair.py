"""The puzzle's own rules as a check on the reading.

A misread digit usually leaves a puzzle without a solution. Then the solver names a smallest set
of clues that cannot all hold together (:func:`~str8ts_gui.solver.sat.explain_unsat`): one of
them is wrong. The least confident of them are given their next likeliest readings (another
digit, or no digit), likeliest first, and the first change that gives the puzzle a solution is
kept (two changes when no single one does). A puzzle with a solution is left as read.
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.solver.sat import Status, explain_unsat, solve

SUSPECTS = 6  # the least confident clues of a conflict that are tried
ALTERNATIVES = 3  # readings tried for each of them
MAX_TRIALS = 60  # solver calls at most
MIN_RATIO = 1e-3  # an alternative this much less likely than the reading is not tried

Options = dict[int, list[tuple[int, float]]]  # cell -> [(digit, probability)], best first


def mend(puzzle: Puzzle, options: Options) -> tuple[Puzzle, tuple[int, ...]]:
    """``puzzle`` as read, or (when it has no solution) with the likeliest change of one or two
    clues that gives it one; and the cells changed."""
    if _solvable(puzzle):
        return puzzle, ()
    budget = [MAX_TRIALS]
    best = _search(puzzle, options, budget, depth=2)
    if best is None:
        return puzzle, ()
    changes = best
    clues = list(puzzle.clues)
    for i, d in changes:
        clues[i] = d
    return puzzle.replace(clues=tuple(clues)), tuple(sorted(i for i, _ in changes))


def _solvable(puzzle: Puzzle) -> bool:
    return solve(puzzle, limit=1).status is not Status.NONE


def _suspects(puzzle: Puzzle, options: Options) -> list[int]:
    core = explain_unsat(puzzle)
    cells = [i for i in core.clues if i in options]
    cells.sort(key=lambda i: options[i][0][1] if options[i] else 0.0)  # least confident first
    return cells[:SUSPECTS]


def _alternatives(i: int, current: int, options: Options) -> list[tuple[int, float]]:
    """Other readings of cell ``i`` with their likelihood relative to the current one."""
    probs = dict(options.get(i, []))
    now = probs.get(current, 0.0) or 1e-6
    out = [(d, p / now) for d, p in options.get(i, []) if d != current and p / now >= MIN_RATIO]
    return out[:ALTERNATIVES]


def _search(puzzle: Puzzle, options: Options, budget: list[int], depth: int) -> list[tuple[int, int]] | None:
    suspects = _suspects(puzzle, options)
    trials: list[tuple[float, list[tuple[int, int]]]] = []
    for i in suspects:
        for d, ratio in _alternatives(i, puzzle.clues[i], options):
            trials.append((ratio, [(i, d)]))
    if depth > 1:
        for i, j in combinations(suspects[:4], 2):
            for di, ri in _alternatives(i, puzzle.clues[i], options)[:2]:
                for dj, rj in _alternatives(j, puzzle.clues[j], options)[:2]:
                    trials.append((ri * rj, [(i, di), (j, dj)]))
    trials.sort(key=lambda t: -t[0])
    for _ratio, changes in trials:
        if budget[0] <= 0:
            return None
        budget[0] -= 1
        if _solvable(_changed(puzzle, changes)):
            return changes
    return None


def _changed(puzzle: Puzzle, changes: Sequence[tuple[int, int]]) -> Puzzle:
    clues = list(puzzle.clues)
    for i, d in changes:
        clues[i] = d
    return puzzle.replace(clues=tuple(clues))
