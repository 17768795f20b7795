"""The generator's view of the logic: does logic finish a puzzle within a grade, and which grade."""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.suguru.logic.path import GRADES, Rating, rate
from str8ts_gui.solver import logic


@lru_cache(maxsize=64)
def _rating(puzzle: Puzzle) -> Rating:
    return rate(puzzle)


class LogicGrader(logic.LogicGrader):
    """Grades by :func:`rate`; levels are indexes into :data:`GRADES`."""

    grades = GRADES

    def rating(self, puzzle: Puzzle) -> Rating:
        return _rating(puzzle)
