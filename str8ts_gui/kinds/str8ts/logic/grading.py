"""The generator's view of the logic: does logic finish a puzzle within a grade, and which grade."""

from __future__ import annotations

from str8ts_gui.kinds.str8ts.logic.path import GRADES, rate
from str8ts_gui.solver import logic

# grades by :func:`rate`; levels are indexes into :data:`GRADES`
LogicGrader = logic.grader_class(rate, GRADES, __name__)
