"""Solving by logic: the next step, the whole solution path, and the grade.

:func:`solve_path` applies the easiest applicable strategy again and again (for the trivial
tiers, every step one sweep finds) and records the steps. It never guesses: when no strategy
finds anything the path ends and the puzzle counts as not solved.

The grade comes from the path: the score adds the points of every step (see
:data:`~str8ts_gui.kinds.str8ts.logic.strategies.STRATEGIES`), scaled to a 9 x 9 board, and the grade
is read off the score and the hardest tier the path needed, with points and thresholds fitted
to the published grades of the str8ts.com dailies (``benchmarks/logic.py --calibrate``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.kinds.str8ts.formats import values_line
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.str8ts.grades import GRADES
from str8ts_gui.kinds.str8ts.logic.grid import CandidateGrid, Step
from str8ts_gui.kinds.str8ts.logic.strategies import STRATEGIES, Strategy
from str8ts_gui.solver import logic

__all__ = ["GRADES", "Path", "Rating", "apply", "grade_of", "next_step", "points_for", "rate", "score_of", "solve_path"]


MAX_STEPS = 5000


apply = logic.apply


def next_step(grid: CandidateGrid, strategies: Sequence[Strategy] = STRATEGIES) -> Step | None:
    """The first step of the easiest strategy that finds one, or None (also on a broken grid)."""
    return logic.next_step(grid, strategies)


@dataclass(frozen=True)
class Path(logic.Path):
    """A solution path: the steps, whether they solved the puzzle, the final grid and the grade."""

    sweeps: tuple[int, ...] = ()  # index of the first step of each sweep


def solve_path(
    puzzle: Puzzle,
    values: Sequence[int] | None = None,
    marks: Sequence[int] | None = None,
    *,
    grid: CandidateGrid | None = None,
    strategies: Sequence[Strategy] = STRATEGIES,
    max_steps: int = MAX_STEPS,
    max_score: int | None = None,
) -> Path:
    """Solve by logic from the clues (plus ``values``/``marks``, or from ``grid``). With
    ``max_score`` the walk gives up (not solved) once the score reaches it."""
    g = grid if grid is not None else CandidateGrid.from_puzzle(puzzle, values, marks)
    cap = None if max_score is None else points_for(max_score, puzzle.size)
    g, steps, sweeps, solved, contradiction = logic.walk(g, strategies, max_steps, cap)
    score = score_of(steps, puzzle.size)
    top = max((s.level for s in steps), default=0)
    grade = grade_of(score, top) if solved else None
    return Path(puzzle, tuple(steps), solved, g, contradiction, grade, score, tuple(sweeps))


def score_of(steps: Sequence[Step], size: int = 9) -> int:
    """The points of every step, scaled to a 9 x 9 board (a board of n x n cells counts
    81 / n^2 of its points), rounded."""
    return _scaled(sum(step.difficulty for step in steps), size)


def _scaled(points: float, size: int) -> int:
    return round(points * 81 / (size * size))


def points_for(score: int, size: int) -> int:
    """The fewest (whole) points that make at least ``score`` on an n x n board."""
    p = max(0, int((score - 1) * size * size / 81))
    while _scaled(p, size) < score:
        p += 1
    return p


# -- grading --------------------------------------------------------------------------------------------
#
# The score adds a strategy's points for every step of the path: the trivial tiers too (each
# placed single, each sure-candidate sweep of a compartment), because the published grades follow
# how much there is to do at least as much as how hard the hardest step is. The points and the
# thresholds below were fitted to the published grades of the 1088 str8ts.com dailies 2019-2021
# (``python benchmarks/logic.py --calibrate``: an ordinal logistic fit of the points, then the
# thresholds that grade the most dailies exactly); a score below the first threshold is Gentle,
# below the second Moderate, below the third Tough, and Diabolical from there on.
GRADE_THRESHOLDS = (466, 596, 696)
# Extreme (the weekly puzzles, never a daily): a path that needs a strategy of tier 4 or more
# (X-wing, swordfish, Setti's rule, Y-wing, chains; no daily needs one), or a score above every
# daily's (the highest of the 1088 is 903).
EXTREME_LEVEL = 4
EXTREME_SCORE = 910


def grade_of(score: int, top_level: int = 0) -> str:
    """The grade of a solved path from its score and the hardest tier it used."""
    if top_level >= EXTREME_LEVEL or score >= EXTREME_SCORE:
        return GRADES[4]
    return GRADES[sum(1 for t in GRADE_THRESHOLDS if score >= t)]


@dataclass(frozen=True)
class Rating(logic.Rating):
    """What :func:`rate` says about a puzzle (see :class:`str8ts_gui.solver.logic.Rating`)."""


def rate(puzzle: Puzzle, values: Sequence[int] | None = None) -> Rating:
    """Solve by logic and grade: Gentle .. Extreme, or None when logic alone cannot finish."""
    return logic.rating_of(Rating, puzzle, solve_path(puzzle, values), values_line)
