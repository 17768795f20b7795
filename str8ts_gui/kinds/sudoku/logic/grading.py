"""The generator's view of the logic: does logic finish a puzzle within a grade, and which grade."""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.logic.path import GRADES, Rating, rate
from str8ts_gui.solver import logic


@lru_cache(maxsize=64)
def _rating(puzzle: Puzzle) -> Rating:
    return rate(puzzle, unique=True)


class LogicGrader(logic.LogicGrader):
    """Grades by :func:`rate` for puzzles already known to have one solution; levels are
    indexes into :data:`GRADES`."""

    grades = GRADES

    def rating(self, puzzle: Puzzle) -> Rating:
        return _rating(puzzle)
