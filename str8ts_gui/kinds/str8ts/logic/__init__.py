"""Human-style logic for Str8ts: strategies, solution paths, hints and grades (no Qt).

Public API:

* :class:`CandidateGrid` -- a puzzle with placed digits and candidate masks;
* :class:`Step` -- one deduction (strategy, cells, digits, placements, eliminations, text, area);
* :data:`STRATEGIES` -- the strategies, easiest first (:class:`Strategy`: name, level, points);
* :func:`next_step`, :func:`apply` -- one step at a time (hints);
* :func:`solve_path` -> :class:`Path`, :func:`rate` -> :class:`Rating` -- whole paths and grades.
"""

from str8ts_gui.kinds.str8ts.logic.grid import CandidateGrid, Step
from str8ts_gui.kinds.str8ts.logic.path import GRADES, Path, Rating, apply, grade_of, next_step, rate, solve_path
from str8ts_gui.kinds.str8ts.logic.strategies import STRATEGIES, STRATEGY_BY_NAME, Strategy

__all__ = [
    "CandidateGrid",
    "GRADES",
    "Path",
    "Rating",
    "STRATEGIES",
    "STRATEGY_BY_NAME",
    "Step",
    "Strategy",
    "apply",
    "grade_of",
    "next_step",
    "rate",
    "solve_path",
]
