"""Human-style logic for Sudoku and its variants: techniques, solution paths, ratings and grades
(no Qt). Variants (jigsaw regions, rules) use their own units and peers and the variant
techniques of :mod:`.variants` (:data:`VARIANT_STRATEGIES`).

Public API (the same shape as the Str8ts logic):

* :class:`CandidateGrid` -- a puzzle with placed digits and candidate masks;
* :class:`Step` -- one deduction (strategy, cells, digits, placements, eliminations, text, area);
* :data:`STRATEGIES` -- the techniques, easiest first (:class:`Strategy`: name, difficulty);
  :data:`VARIANT_STRATEGIES` the variants' ladder, :func:`ladder` the one for a puzzle;
* :func:`next_step`, :func:`apply` -- one step at a time (hints);
* :func:`solve_path` -> :class:`Path`, :func:`rate` -> :class:`Rating` -- whole paths, the
  rating on the Sudoku Explainer scale and the grade (:data:`GRADES`);
* :func:`find_hint` -> :class:`Hint`, :func:`compute_path` -> :class:`PathResult`,
  :func:`position_grid`, :func:`describe_area` -- hints and paths from the player's position.

``SudokuKind.logic()`` can return this package, as ``Str8tsKind.logic()`` returns the Str8ts one.
"""

from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step  # noqa: F401
from str8ts_gui.kinds.sudoku.logic.path import GRADES, Path, Rating, apply, grade_of, next_step, rate, solve_path  # noqa: F401
from str8ts_gui.kinds.sudoku.logic.strategies import STRATEGIES, STRATEGY_BY_NAME, VARIANT_STRATEGIES, Strategy, ladder  # noqa: F401
from str8ts_gui.solver.logic import KIND_LOGIC_API
from str8ts_gui.kinds.sudoku.logic.hints import Hint, PathResult, compute_path, describe_area, find_hint, position_grid, proof_step  # noqa: F401

__all__ = list(KIND_LOGIC_API)  # the interface every kind's logic package has
