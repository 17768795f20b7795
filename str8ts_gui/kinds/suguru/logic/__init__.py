"""Human-style logic for Suguru: techniques, solution paths, scores and grades (no Qt).

The same public API as the Sudoku and Str8ts logic (:data:`str8ts_gui.solver.logic.KIND_LOGIC_API`):
:class:`CandidateGrid`, :class:`Step`, :data:`STRATEGIES` (:mod:`.strategies` lists and explains
the techniques), :func:`next_step`, :func:`apply`, :func:`solve_path`, :func:`rate`,
:data:`GRADES` (Easy, Medium, Hard, Expert), :func:`find_hint`, :func:`compute_path`,
:func:`position_grid`, :func:`describe_area`.
"""

from str8ts_gui.kinds.suguru.logic.grid import CandidateGrid, Step  # noqa: F401
from str8ts_gui.kinds.suguru.logic.path import GRADES, Path, Rating, apply, grade_of, next_step, rate, solve_path  # noqa: F401
from str8ts_gui.kinds.suguru.logic.strategies import STRATEGIES, STRATEGY_BY_NAME, Strategy  # noqa: F401
from str8ts_gui.kinds.suguru.logic.hints import Hint, PathResult, compute_path, describe_area, find_hint, position_grid  # noqa: F401
from str8ts_gui.solver.logic import KIND_LOGIC_API

__all__ = list(KIND_LOGIC_API)
