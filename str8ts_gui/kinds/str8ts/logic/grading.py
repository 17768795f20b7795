"""The generator's view of the logic: does logic finish a puzzle within a grade, and which grade.

:class:`LogicGrader` grades by :func:`~str8ts_gui.kinds.str8ts.logic.rate` (whole paths, cached).
:func:`grade_within` answers the generator's question faster and exactly the same way: the same
strategies in the same order, but the walk stops as soon as the answer is known (the score has
reached the grade's upper threshold), never tries a strategy only a harder grade may use, and
checks ``cancel`` between steps and inside the chains.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache, partial

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.str8ts.logic.path import (
    EXTREME_LEVEL,
    EXTREME_SCORE,
    GRADE_THRESHOLDS,
    GRADES,
    rate,
    solve_path,
)
from str8ts_gui.kinds.str8ts.logic.strategies import STRATEGIES
from str8ts_gui.solver import logic
from str8ts_gui.solver.common import CancelToken, check_cancel

__all__ = ["LogicGrader", "grade_within"]

# grades by :func:`rate`; levels are indexes into :data:`GRADES`
LogicGrader = logic.grader_class(rate, GRADES, __name__)

_EXTREME = GRADES.index("Extreme")


def _guarded(strategy, cancel: CancelToken | None):
    find = strategy.find
    if strategy.name in ("Short chain", "Deep chain"):
        find = partial(find, cancel=cancel)

    def run(grid):
        check_cancel(cancel)
        return find(grid)

    return replace(strategy, find=run)


@lru_cache(maxsize=8)
def _allowed(level: int) -> tuple:
    """The strategies a path within grade ``level`` may use: below Extreme, none of tier 4 on."""
    if level >= _EXTREME:
        return STRATEGIES
    return tuple(s for s in STRATEGIES if s.level < EXTREME_LEVEL)


def grade_within(puzzle: Puzzle, level: int, cancel: CancelToken | None = None) -> int | None:
    """The grade index of a puzzle when logic solves it at grade ``level`` or easier, else None:
    the grade :func:`rate` gives whenever that is ``level`` or easier. Raises GenerationCancelled
    when ``cancel`` fires."""
    strategies = _allowed(level)
    if cancel is not None:
        strategies = tuple(_guarded(s, cancel) for s in strategies)
    cap = (GRADE_THRESHOLDS + (EXTREME_SCORE,))[level] if level < _EXTREME else None
    path = solve_path(puzzle, strategies=strategies, max_score=cap)
    if not path.solved:
        return None
    return GRADES.index(path.grade)
