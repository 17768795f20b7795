"""The generator's view of the logic: does logic finish a puzzle within a grade, and which grade."""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.logic.path import GRADES, Rating, rate


@lru_cache(maxsize=64)
def _rating(puzzle: Puzzle) -> Rating:
    return rate(puzzle, unique=True)


class LogicGrader:
    """Grades by :func:`rate` for puzzles already known to have one solution; levels are
    indexes into :data:`GRADES`."""

    def solves_within(self, puzzle: Puzzle, level: int) -> bool:
        r = _rating(puzzle)
        return r.solved and GRADES.index(r.grade) <= level

    def grade(self, puzzle: Puzzle) -> int | None:
        r = _rating(puzzle)
        return GRADES.index(r.grade) if r.solved else None
