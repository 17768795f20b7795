"""Solving by logic: the next step, the whole solution path, the rating and the grade.

:func:`solve_path` applies the easiest technique that finds a step again and again (for the
singles, every step one sweep finds) and records the steps. It never guesses: when no technique
finds anything the path ends and the puzzle counts as not solved.

The **rating** is the puzzle's Sudoku Explainer (SE) rating, its *ER*: a classic Sudoku walks
SE's own ladder in SE's order (see :mod:`.strategies`), so the path is SE's path and the rating
is its hardest step. Like SE the path also gives the *EP* (the hardest step up to the first
placement) and the *ED* (the rating of the first step). The **grade** is the bucket of the
rating: Easy (< 1.5), Medium (1.5-2.4), Hard (2.5-3.7), Fiendish (3.8-4.9), Diabolical (5.0 and
up); ``benchmarks/se_fidelity.py`` measures how often rating and grade agree with SE's own. The
**score** adds up the work: every sweep counts its rating above the plain singles, in tenths.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.formats import values_line
from str8ts_gui.kinds.sudoku.logic.common import BUCKETS, GRADES
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step
from str8ts_gui.kinds.sudoku.logic.strategies import Strategy, ladder
from str8ts_gui.solver import logic

__all__ = [
    "GRADES",
    "GRADE_THRESHOLDS",
    "Path",
    "Rating",
    "apply",
    "grade_of",
    "next_step",
    "pearl_and_diamond",
    "rate",
    "solve_path",
]

MAX_STEPS = 5000
# the rating where Medium, Hard, Fiendish and Diabolical start: the Sudoku Exchange buckets
GRADE_THRESHOLDS: tuple[float, float, float, float] = BUCKETS


def grade_of(rating: float) -> str:
    """The grade of a solved path from its rating (SE scale)."""
    return GRADES[sum(1 for t in GRADE_THRESHOLDS if rating >= t - 1e-9)]


apply = logic.apply


def next_step(grid: CandidateGrid, strategies: Sequence[Strategy] | None = None) -> Step | None:
    """The first step of the easiest technique that finds one, or None (also on a broken grid).
    ``strategies``: by default the puzzle's :func:`~.strategies.ladder` (variants: their own).

    On a variant grid where the last solution path walked to its end began a sweep (its grade:
    the window's hints after it; a hint the player applied there), that path's step, found
    again by nothing (:func:`_sweep_starts`). Where the variant ladder finds nothing after its
    two sums filled together stopped short for want of work (a first hint, before the grade:
    :func:`.variant_pairs.resume_cold`), that step with the whole budget."""
    if strategies is None and not grid.shape.classic:
        from str8ts_gui.kinds.sudoku.logic.variant_base import context

        known = context(grid).memo.get(_SWEEP_STARTS)
        if known is not None:
            step = known.get((grid.values, grid.masks))
            if step is not None:
                return step
        step = logic.next_step(grid, ladder(grid.puzzle))
        if step is None:
            from str8ts_gui.kinds.sudoku.logic.variant_pairs import resume_cold

            step = resume_cold(grid)
        return step
    return logic.next_step(grid, strategies if strategies is not None else ladder(grid.puzzle))


# a variant path's first step of each sweep by the grid it was found on, kept on the path's own
# contexts (variant_base.own_contexts: one path's at a time, left to the hints asked after it)
_SWEEP_STARTS = "path-sweep-starts"


def _sweep_starts(g: CandidateGrid, steps: Sequence[Step], sweeps: Sequence[int]) -> dict:
    """The first step of each sweep of a path from ``g`` by the grid before it (its values and
    masks: the variant ladder has no uniqueness technique, so whether the puzzle is known to be
    unique changes no step): there the ladder found it, so a hint there may tell it as it is.
    Not the later steps of a sweep: before them the ladder was not asked (an easier step may
    have come up)."""
    out = {}
    starts = set(sweeps)
    for k, s in enumerate(steps):
        if k in starts:
            out[(g.values, g.masks)] = s
        g = logic.apply(g, s)
    return out


def pearl_and_diamond(steps: Sequence[Step]) -> tuple[float, float]:
    """SE's EP and ED of a path: the highest rating up to the first step that places a digit,
    and the rating of the first step (0.0 when there is none)."""
    top = ep = ed = 0.0
    for k, s in enumerate(steps):
        top = max(top, s.difficulty)
        if k == 0:
            ed = top
        if s.placements:
            ep = top
            break
    return ep, ed


@dataclass(frozen=True)
class Path(logic.Path):
    """A solution path: the steps, whether they solved the puzzle, the final grid, the grade,
    the score and the rating (SE scale; 0.0 for a path without steps), with SE's EP and ED."""

    rating: float = 0.0
    sweeps: tuple[int, ...] = ()  # index of the first step of each sweep
    ep: float = 0.0
    ed: float = 0.0

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
    strategies: Sequence[Strategy] | None = None,
    max_steps: int = MAX_STEPS,
    unique: bool | None = None,
) -> Path:
    """Solve by logic from the clues (plus ``values``/``marks``, or from ``grid``).

    ``unique``: whether the puzzle has exactly one solution, if the caller knows; None lets the
    uniqueness techniques ask the solver when they first need to know.
    """
    g = grid if grid is not None else CandidateGrid.from_puzzle(puzzle, values, marks, unique=unique)
    ladder_path = strategies is None  # (the hints' own ladder: its steps are theirs to tell)
    if strategies is None:
        strategies = ladder(g.puzzle)
    if grid is not None and unique is not None and g.uniqueness is not None and g.uniqueness.value is None:
        g.uniqueness.value = unique
    from str8ts_gui.kinds.sudoku.logic.variant_forcing import path_budget

    start = g
    with path_budget():  # (the variant contradiction steps' work, bounded along a whole path)
        g, steps, sweeps, solved, contradiction = logic.walk(g, strategies, max_steps)
        if ladder_path and not start.shape.classic and steps:
            from str8ts_gui.kinds.sudoku.logic.variant_base import context

            context(start).memo[_SWEEP_STARTS] = _sweep_starts(start, steps, sweeps)
    rating = max((s.difficulty for s in steps), default=0.0)
    score = sum(max(0, round((steps[k].difficulty - 1.0) * 10)) for k in sweeps)
    grade = grade_of(rating) if solved else None
    ep, ed = pearl_and_diamond(steps)
    return Path(puzzle, tuple(steps), solved, g, contradiction, grade, score, rating, tuple(sweeps), ep, ed)


@dataclass(frozen=True)
class Rating(logic.Rating):
    """What ``rate`` says about a puzzle: solved by logic, grade, score, steps, the grid after
    logic, and ``rating`` (ER), ``ep`` and ``ed`` on the Sudoku Explainer scale."""

    rating: float = 0.0
    ep: float = 0.0
    ed: float = 0.0

    def as_dict(self) -> dict:
        return {**super().as_dict(), "rating": self.rating, "ep": self.ep, "ed": self.ed}


def rate(puzzle: Puzzle, values: Sequence[int] | None = None, *, unique: bool | None = None) -> Rating:
    """Solve by logic and grade: Easy .. Diabolical, or None when logic alone cannot finish."""
    path = solve_path(puzzle, values, unique=unique)
    return logic.rating_of(Rating, puzzle, path, values_line, rating=path.rating, ep=path.ep, ed=path.ed)
