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

__all__ = [
    "GRADES",
    "Path",
    "Rating",
    "apply",
    "grade_of",
    "next_step",
    "rate",
    "solve_path",
]


MAX_STEPS = 5000


def _still_valid(grid: CandidateGrid, step: Step) -> bool:
    """True if every change of ``step`` still changes ``grid`` (steps of one sweep)."""
    M, V = grid.masks, grid.values
    for i, d in step.eliminations:
        if V[i] or not M[i] >> d & 1:
            return False
    for i, d in step.placements:
        if V[i] or not M[i] >> d & 1:
            return False
    return True


def apply(grid: CandidateGrid, step: Step) -> CandidateGrid:
    """The grid after a step's placements and eliminations."""
    return grid.with_changes(step.placements, step.eliminations)


def next_step(grid: CandidateGrid, strategies: Sequence[Strategy] = STRATEGIES) -> Step | None:
    """The first step of the easiest strategy that finds one, or None (also on a broken grid)."""
    if grid.is_solved() or grid.is_broken():
        return None
    for strategy in strategies:
        step = next(strategy.find(grid), None)
        if step is not None:
            return step
    return None


@dataclass(frozen=True)
class Path:
    """A solution path: the steps, whether they solved the puzzle, the final grid and the grade."""

    puzzle: Puzzle
    steps: tuple[Step, ...]
    solved: bool
    grid: CandidateGrid
    contradiction: bool  # the grid broke (the puzzle, or the given values, has no solution)
    grade: str | None  # one of GRADES, or None when logic did not finish
    score: int
    sweeps: tuple[int, ...] = ()  # index of the first step of each sweep (what the score counts)

    @property
    def values(self) -> tuple[int, ...]:
        return self.grid.values

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for s in self.steps:
            out[s.strategy] = out.get(s.strategy, 0) + 1
        return out


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
    steps: list[Step] = []
    sweeps: list[int] = []
    contradiction = False
    while len(steps) < max_steps:
        if g.is_solved():
            break
        if g.is_broken():
            contradiction = True
            break
        found = False
        for strategy in strategies:
            gen = strategy.find(g)
            step = next(gen, None)
            if step is None:
                continue
            found = True
            sweeps.append(len(steps))
            steps.append(step)
            g = apply(g, step)
            if strategy.batch:
                # apply the rest of the sweep; steps that an earlier one changed are dropped and
                # the sweep repeated, so every recorded step is exactly what it says
                while True:
                    stale = False
                    for step in gen:
                        if _still_valid(g, step):
                            steps.append(step)
                            g = apply(g, step)
                        else:
                            stale = True
                    if not stale:
                        break
                    gen = strategy.find(g)
            break
        if not found:
            break
    solved = g.is_solved() and not g.is_broken()
    if solved is False and not contradiction and g.is_broken():
        contradiction = True
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
class Rating:
    solved: bool
    grade: str | None
    score: int
    steps: int
    values: tuple[int, ...]  # placed digits after logic (0 for open cells)
    grid: str  # the puzzle string of the grid after logic ('.' for open cells)

    def as_dict(self) -> dict:
        return {"solved": self.solved, "grade": self.grade, "score": self.score, "steps": self.steps, "grid": self.grid}


def rate(puzzle: Puzzle, values: Sequence[int] | None = None) -> Rating:
    """Solve by logic and grade: Gentle .. Extreme, or None when logic alone cannot finish."""
    path = solve_path(puzzle, values)
    vals = path.grid.values
    return Rating(
        solved=path.solved,
        grade=path.grade,
        score=path.score,
        steps=len(path.steps),
        values=vals,
        grid=values_line(puzzle, vals),
    )
