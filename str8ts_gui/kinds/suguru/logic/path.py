"""Solving a Suguru by logic: the next step, the whole solution path, the score and the grade.

:func:`solve_path` applies the easiest technique that finds a step again and again (for the
singles, every step one sweep finds) and records the steps; it never guesses. The **grade** is
the level of the hardest technique the path needed: Easy (singles and "touches every place"),
Medium (pairs), Hard (triples), Expert (contradictions). The **score** adds up the work: every
sweep counts its technique's points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.suguru.formats import values_line
from str8ts_gui.kinds.suguru.grades import GRADES
from str8ts_gui.kinds.suguru.logic.grid import CandidateGrid, Step
from str8ts_gui.kinds.suguru.logic.strategies import STRATEGIES, Strategy
from str8ts_gui.solver import logic

__all__ = ["GRADES", "Path", "Rating", "apply", "grade_of", "next_step", "rate", "solve_path"]

MAX_STEPS = 5000
apply = logic.apply


def grade_of(level: int) -> str:
    """The grade of a solved path whose hardest step has ``level``."""
    return GRADES[max(0, min(level, len(GRADES) - 1))]


def next_step(grid: CandidateGrid, strategies: Sequence[Strategy] = STRATEGIES) -> Step | None:
    """The first step of the easiest technique that finds one, or None (also on a broken grid)."""
    return logic.next_step(grid, strategies)


@dataclass(frozen=True)
class Path(logic.Path):
    """A solution path: the steps, whether they solved the puzzle, the final grid, the grade,
    the score and ``level`` (the hardest step's grade index; -1 without steps)."""

    level: int = -1


def solve_path(
    puzzle: Puzzle,
    values: Sequence[int] | None = None,
    marks: Sequence[int] | None = None,
    *,
    grid: CandidateGrid | None = None,
    strategies: Sequence[Strategy] = STRATEGIES,
    max_steps: int = MAX_STEPS,
    unique: bool | None = None,
) -> Path:
    """Solve by logic from the clues (plus ``values``/``marks``, or from ``grid``)."""
    g = grid if grid is not None else CandidateGrid.from_puzzle(puzzle, values, marks)
    g, steps, sweeps, solved, contradiction = logic.walk(g, strategies, max_steps)
    level = max((s.level for s in steps), default=-1)
    score = sum(int(steps[k].difficulty) for k in sweeps)
    grade = grade_of(level) if solved else None
    return Path(puzzle, tuple(steps), solved, g, contradiction, grade, score, level)


@dataclass(frozen=True)
class Rating(logic.Rating):
    """What :func:`rate` says about a puzzle (solved, grade, score, steps, the grid after logic)."""


def rate(puzzle: Puzzle, values: Sequence[int] | None = None, *, unique: bool | None = None) -> Rating:
    """Solve by logic and grade: Easy .. Expert, or None when logic alone cannot finish."""
    path = solve_path(puzzle, values)
    return logic.rating_of(Rating, puzzle, path, values_line)
