"""Hints and the solution path from the player's position (Sudoku logic, no Qt).

The same interface as the Str8ts hints (``str8ts_gui/kinds/str8ts/logic/hints.py``), so the
window and the command line can use either kind's:

* :func:`position_grid` -- the candidate grid of a :class:`~str8ts_gui.core.puzzle.PlayState`:
  clues and entries placed; a cell's candidates are the pencil marks it shows (without the digits its
  row, column and box already hold), or, without marks, every digit they allow;
* :func:`find_hint` -- a :class:`Hint`: a mistake if there is one (found by the solver,
  :func:`~str8ts_gui.solver.analysis.check_position`), else the next logic step from the
  position, told in three levels: the technique's name, then where to look
  (:func:`describe_area`), then the whole step; a mistake escalates the same way;
* :func:`compute_path` -- a :class:`PathResult`: every logic step from the position, with the
  grid before each ("Solve from Here").
"""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, shape_of
from str8ts_gui.kinds.sudoku.logic.path import next_step, solve_path
from str8ts_gui.kinds.sudoku.logic.strategies import STRATEGY_BY_NAME
from str8ts_gui.kinds.sudoku.grades import GRADES
from str8ts_gui.kinds.sudoku.model import is_classic
from str8ts_gui.solver.proof import proved_step
from str8ts_gui.solver import logic
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE, PathResult, join_words
from str8ts_gui.solver.sat import CancelToken

__all__ = ["CONCRETE", "FULL", "Hint", "LEVELS", "PathResult", "VAGUE"]
__all__ += ["compute_path", "describe_area", "find_hint", "position_grid", "proof_step"]

LEVELS = logic.level_names("technique")


def position_grid(state: PlayState, unique: bool | None = None) -> CandidateGrid:
    """The candidate grid of the player's position (see the module docstring)."""
    return CandidateGrid.from_puzzle(state.puzzle, values=state.values(), marks=state.shown_marks(), unique=unique)


def describe_area(cells, puzzle) -> str:
    """The rows, columns and boxes (jigsaw regions, diagonals) that make up ``cells``: "row 1
    and box 4"."""
    area = set(cells)
    if not area:
        return "the highlighted cells"
    n = puzzle.size
    sh = shape_of(puzzle)
    found: dict[str, list[int]] = {}
    covered: set[int] = set()
    for u, unit in enumerate(sh.units):
        if area.issuperset(unit):
            kind, num = sh.unit_names[u].split()
            found.setdefault(kind, []).append(u)
    for kind in ("row", "column"):
        for u in found.get(kind, ()):
            covered.update(sh.units[u])
    parts = []
    for kind in ("row", "column", "box", "region", "diagonal"):
        us = found.get(kind, ())
        if kind not in ("row", "column"):
            us = [u for u in us if not covered.issuperset(sh.units[u])]
            for u in us:
                covered.update(sh.units[u])
        if us:
            nums = [sh.unit_names[u].split()[1] for u in us]
            word = kind if len(us) == 1 else ("boxes" if kind == "box" else kind + "s")
            parts.append(f"{word} " + join_words(nums))
    return logic.area_words(parts, area - covered, n)


# one digit's pattern: "where to look" names the digit too ("X-wing on the 5s: look at ...")
DIGIT_PATTERNS = (
    "X-wing", "Swordfish", "Jellyfish", "Finned X-wing", "Finned swordfish", "Finned jellyfish",
    "Sashimi X-wing", "Sashimi swordfish", "Sashimi jellyfish", "Skyscraper", "Two-string kite",
    "Turbot fish", "Empty rectangle", "X-chain", "X-cycle", "Forcing X-chain", "Simple colouring",
)
Hint = logic.hint_class("technique", STRATEGY_BY_NAME, describe_area, __name__, DIGIT_PATTERNS)


def find_hint(state: PlayState, cancel: CancelToken | None = None, solve_fn=None) -> Hint:
    """A mistake in the player's work if there is one, else the next logic step from it."""
    return logic.find_hint(
        state,
        cancel,
        solve_fn,
        hint=Hint,
        grid_of=lambda s, several: position_grid(s, unique=not several),
        next_step=next_step,
        proof=proof_step,
    )


def proof_step(grid: CandidateGrid, cancel: CancelToken | None = None):
    """The solver's next step for a variant Sudoku where the techniques stall (None for a
    classic Sudoku, whose logic is meant to finish alone)."""
    if is_classic(grid.puzzle):
        return None
    return proved_step(grid.puzzle, grid.values, grid.masks, level=len(GRADES) - 1, cancel=cancel)


def compute_path(state: PlayState, token: CancelToken | None = None) -> PathResult:
    """The job of "Solve from Here": the logic steps from the player's position."""
    return logic.compute_path(state, position_grid=position_grid, solve_path=solve_path)
