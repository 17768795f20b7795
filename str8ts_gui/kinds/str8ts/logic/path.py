"""Solving by logic: the next step, the whole solution path, and the grade.

:func:`solve_path` applies the easiest applicable strategy again and again (for the trivial
tiers, every step one sweep finds) and records the steps. It never guesses: when no strategy
finds anything the path ends and the puzzle counts as not solved.

The grade comes from the path: the score adds the points of every step (see
:data:`~str8ts_gui.kinds.str8ts.logic.strategies.STRATEGIES`), and the grade is read off the hardest tier the
path needed and the score, with thresholds calibrated on the published str8ts.com dailies
(``benchmarks/logic.py``).
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

__all__ = ["GRADES", "Path", "Rating", "apply", "grade_of", "next_step", "rate", "solve_path"]


MAX_STEPS = 5000


apply = logic.apply


def next_step(grid: CandidateGrid, strategies: Sequence[Strategy] = STRATEGIES) -> Step | None:
    """The first step of the easiest strategy that finds one, or None (also on a broken grid)."""
    return logic.next_step(grid, strategies)


@dataclass(frozen=True)
class Path(logic.Path):
    """A solution path: the steps, whether they solved the puzzle, the final grid and the grade."""

    sweeps: tuple[int, ...] = ()  # index of the first step of each sweep (what the score counts)


def solve_path(
    puzzle: Puzzle,
    values: Sequence[int] | None = None,
    marks: Sequence[int] | None = None,
    *,
    grid: CandidateGrid | None = None,
    strategies: Sequence[Strategy] = STRATEGIES,
    max_steps: int = MAX_STEPS,
) -> Path:
    """Solve by logic from the clues (plus ``values``/``marks``, or from ``grid``)."""
    g = grid if grid is not None else CandidateGrid.from_puzzle(puzzle, values, marks)
    g, steps, sweeps, solved, contradiction = logic.walk(g, strategies, max_steps)
    score = sum(steps[k].difficulty for k in sweeps)
    top = max((s.level for s in steps), default=0)
    grade = grade_of(score, top) if solved else None
    return Path(puzzle, tuple(steps), solved, g, contradiction, grade, score, tuple(sweeps))


# -- grading --------------------------------------------------------------------------------------------
#
# The score adds a strategy's points each time the solver has to fall back to it: once per sweep
# (for the batched tiers 0-1 a sweep applies everything one search finds; for the others a sweep
# is one step). Rows/columns and naked singles are free. A puzzle that keeps stalling on the easy
# tiers therefore scores like one that needs a harder strategy once or twice, which is what the
# published grades show.

# Calibrated on the 1088 str8ts.com dailies 2019-2021 (``python benchmarks/logic.py --calibrate``):
# a score below the first threshold is Gentle, below the second Moderate, below the third Tough,
# and Diabolical from there on.
GRADE_THRESHOLDS = (5, 16, 35)
# Extreme (the weekly puzzles, not in the daily corpus): a score no daily reaches, or a path that
# needs the tier-4 strategies (fish, Setti's rule) or harder with a good deal of work besides.
EXTREME_SCORE = 150
EXTREME_LEVEL = 4
EXTREME_LEVEL_SCORE = 60
# A path that needs a Y-wing or a chain is at least Diabolical.
DIABOLICAL_LEVEL = 5


def grade_of(score: int, top_level: int = 0) -> str:
    """The grade of a solved path from its score and the hardest tier it used."""
    if score >= EXTREME_SCORE or (top_level >= EXTREME_LEVEL and score >= EXTREME_LEVEL_SCORE):
        return GRADES[4]
    k = sum(1 for t in GRADE_THRESHOLDS if score >= t)
    if top_level >= DIABOLICAL_LEVEL:
        k = max(k, 3)
    return GRADES[k]


@dataclass(frozen=True)
class Rating(logic.Rating):
    """What :func:`rate` says about a puzzle (see :class:`str8ts_gui.solver.logic.Rating`)."""


def rate(puzzle: Puzzle, values: Sequence[int] | None = None) -> Rating:
    """Solve by logic and grade: Gentle .. Extreme, or None when logic alone cannot finish."""
    return logic.rating_of(Rating, puzzle, solve_path(puzzle, values), values_line)
