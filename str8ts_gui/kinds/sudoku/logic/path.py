"""Solving by logic: the next step, the whole solution path, the rating and the grade.

:func:`solve_path` applies the easiest technique that finds a step again and again (for the
singles, every step one sweep finds) and records the steps. It never guesses: when no technique
finds anything the path ends and the puzzle counts as not solved.

The **rating** estimates the puzzle's Sudoku Explainer (SE) rating: like SE, the solver always
takes the easiest technique, and the rating is the hardest step the path needed (techniques are
rated on SE's scale, see :mod:`.strategies`). The **grade** is the Sudoku Exchange bucket of the
rating: Easy (< 1.5), Medium (1.5-2.4), Hard (2.5-3.7), Fiendish (3.8-4.9), Diabolical (5.0 and
up); ``benchmarks/sudoku_logic.py`` measures how often it matches the published buckets. The
**score** adds up the work: every sweep counts its rating above the plain singles, in tenths.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.formats import values_line
from str8ts_gui.kinds.sudoku.logic.common import BUCKETS, GRADES
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step
from str8ts_gui.kinds.sudoku.logic.strategies import STRATEGIES, Strategy

__all__ = [
    "GRADES",
    "GRADE_THRESHOLDS",
    "Path",
    "Rating",
    "apply",
    "grade_of",
    "next_step",
    "rate",
    "solve_path",
]

MAX_STEPS = 5000
# the rating where Medium, Hard, Fiendish and Diabolical start: the corpus buckets themselves
# (fitted with ``python benchmarks/sudoku_logic.py --calibrate``: no shift does better)
GRADE_THRESHOLDS: tuple[float, float, float, float] = BUCKETS


def grade_of(rating: float) -> str:
    """The grade of a solved path from its rating (SE scale)."""
    return GRADES[sum(1 for t in GRADE_THRESHOLDS if rating >= t - 1e-9)]


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
    """The grid after a step's eliminations and placements (a placed digit leaves its peers)."""
    return grid.with_changes(step.placements, step.eliminations)


def next_step(grid: CandidateGrid, strategies: Sequence[Strategy] = STRATEGIES) -> Step | None:
    """The first step of the easiest technique that finds one, or None (also on a broken grid)."""
    if grid.is_solved() or grid.is_broken():
        return None
    for strategy in strategies:
        step = next(iter(strategy.find(grid)), None)
        if step is not None:
            return step
    return None


@dataclass(frozen=True)
class Path:
    """A solution path: the steps, whether they solved the puzzle, the final grid, the grade,
    the score and the rating (SE scale; 0.0 for a path without steps)."""

    puzzle: Puzzle
    steps: tuple[Step, ...]
    solved: bool
    grid: CandidateGrid
    contradiction: bool  # the grid broke (the puzzle, or the given values, has no solution)
    grade: str | None  # one of GRADES, or None when logic did not finish
    score: int
    rating: float = 0.0
    sweeps: tuple[int, ...] = ()  # index of the first step of each sweep

    @property
    def values(self) -> tuple[int, ...]:
        return self.grid.values

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for s in self.steps:
            out[s.strategy] = out.get(s.strategy, 0) + 1
        return out

    def hardest(self) -> Step | None:
        """The first step with the path's highest rating."""
        best = None
        for s in self.steps:
            if best is None or s.difficulty > best.difficulty:
                best = s
        return best


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
    """Solve by logic from the clues (plus ``values``/``marks``, or from ``grid``).

    ``unique``: whether the puzzle has exactly one solution, if the caller knows; None lets the
    uniqueness techniques ask the solver when they first need to know.
    """
    g = grid if grid is not None else CandidateGrid.from_puzzle(puzzle, values, marks, unique=unique)
    if grid is not None and unique is not None and g.uniqueness is not None and g.uniqueness.value is None:
        g.uniqueness.value = unique
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
            gen = iter(strategy.find(g))
            step = next(gen, None)
            if step is None:
                continue
            found = True
            sweeps.append(len(steps))
            steps.append(step)
            g = apply(g, step)
            if strategy.batch:
                # apply the rest of the sweep; steps an earlier one changed are dropped and the
                # sweep repeated, so every recorded step is exactly what it says
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
                    gen = iter(strategy.find(g))
            break
        if not found:
            break
    broken = g.is_broken()
    solved = g.is_solved() and not broken
    if not solved and broken:
        contradiction = True
    rating = max((s.difficulty for s in steps), default=0.0)
    score = sum(max(0, round((steps[k].difficulty - 1.0) * 10)) for k in sweeps)
    grade = grade_of(rating) if solved else None
    return Path(puzzle, tuple(steps), solved, g, contradiction, grade, score, rating, tuple(sweeps))


@dataclass(frozen=True)
class Rating:
    """What ``rate`` says about a puzzle: solved by logic, grade, score, steps, the grid after
    logic, and ``rating``, the estimate on the Sudoku Explainer scale."""

    solved: bool
    grade: str | None
    score: int
    steps: int
    values: tuple[int, ...]  # placed digits after logic (0 for open cells)
    grid: str  # the puzzle line of the grid after logic ('.' for open cells)
    rating: float = 0.0

    def as_dict(self) -> dict:
        return {
            "solved": self.solved,
            "grade": self.grade,
            "score": self.score,
            "steps": self.steps,
            "grid": self.grid,
            "rating": self.rating,
        }


def rate(puzzle: Puzzle, values: Sequence[int] | None = None, *, unique: bool | None = None) -> Rating:
    """Solve by logic and grade: Easy .. Diabolical, or None when logic alone cannot finish."""
    path = solve_path(puzzle, values, unique=unique)
    vals = path.grid.values
    return Rating(
        solved=path.solved,
        grade=path.grade,
        score=path.score,
        steps=len(path.steps),
        values=vals,
        grid=values_line(puzzle, vals),
        rating=path.rating,
    )
