"""The generator's view of the logic: does logic finish a puzzle within a grade, and which grade."""

from __future__ import annotations

from functools import partial

from str8ts_gui.kinds.sudoku.logic.path import GRADES, rate
from str8ts_gui.solver import logic

# grades by :func:`rate` for puzzles already known to have one solution; levels are indexes
# into :data:`GRADES`
LogicGrader = logic.grader_class(partial(rate, unique=True), GRADES, __name__)
