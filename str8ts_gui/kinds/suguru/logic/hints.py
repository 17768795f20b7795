"""Hints and the solution path from the player's position (Suguru logic, no Qt): the same
interface as the Sudoku and Str8ts hints, so the window and the command line use any kind's.

* :func:`position_grid` -- the candidate grid of a :class:`~str8ts_gui.core.puzzle.PlayState`;
* :func:`find_hint` -- a mistake first (found by the solver), else the next step, in three
  levels: the technique, where to look (:func:`describe_area`: regions and cells; for a
  mistake its regions and a touching cell it clashes with), the step;
* :func:`compute_path` -- every logic step from the position ("Solve from Here").
"""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.suguru.logic.grid import CandidateGrid, shape
from str8ts_gui.kinds.suguru.logic.path import next_step, solve_path
from str8ts_gui.kinds.suguru.logic.strategies import STRATEGY_BY_NAME
from str8ts_gui.solver import logic
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE, PathResult
from str8ts_gui.solver.common import CancelToken

__all__ = ["CONCRETE", "FULL", "Hint", "LEVELS", "PathResult", "VAGUE"]
__all__ += ["compute_path", "describe_area", "find_hint", "position_grid"]

LEVELS = logic.level_names("technique")


def position_grid(state: PlayState, unique: bool | None = None) -> CandidateGrid:
    """Clues and entries placed; a cell's candidates are its pencil marks (without the digits
    its peers hold), or, without marks, every digit its region and neighbours allow."""
    return CandidateGrid.from_puzzle(state.puzzle, values=state.values(), marks=state.shown_marks())


def describe_area(cells, puzzle) -> str:
    """The regions wholly in ``cells``, then the other cells: "the region of r1c1 and r3c4"."""
    area = set(cells)
    if not area:
        return "the highlighted cells"
    sh = shape(puzzle)
    parts = []
    covered: set[int] = set()
    for k, unit in enumerate(sh.units):
        if len(unit) > 1 and area.issuperset(unit):
            parts.append(sh.unit_names[k])
            covered.update(unit)
    if len(parts) > 1:
        parts = ["the regions of " + logic.join_words([p.removeprefix("the region of ") for p in parts])]
    return logic.area_words(parts, sorted(area - covered), puzzle.size)


_Hint = logic.hint_class("technique", STRATEGY_BY_NAME, describe_area, __name__)


class Hint(_Hint):
    """A Suguru hint: as every kind's, but a mistake's "where to look" is by Suguru's rules, which
    have no rows: the regions of the wrong cells, and a cell outside them touching a wrong entry
    with the same digit ("A wrong entry: look at the region of r1c1 and r3c3.")."""

    def mistake_area(self) -> frozenset[int]:
        sh = shape(self.state.puzzle)
        area = {i for c in self.cells for i in sh.units[sh.unit_of[c]]}
        if self.kind == "wrong":
            values = self.state.values()
            area |= {k for c in self.cells for k in sh.kings[c] if values[k] == values[c]}
        return frozenset(area)

    def mistake_where(self) -> str:
        return describe_area(self.mistake_area(), self.state.puzzle)


def find_hint(state: PlayState, cancel: CancelToken | None = None, solve_fn=None) -> Hint:
    """A mistake in the player's work if there is one, else the next logic step from it."""
    return logic.find_hint(
        state,
        cancel,
        solve_fn,
        hint=Hint,
        grid_of=lambda s, several: position_grid(s),
        next_step=next_step,
    )


def compute_path(state: PlayState, token: CancelToken | None = None) -> PathResult:
    """The job of "Solve from Here": the logic steps from the player's position."""
    return logic.compute_path(state, position_grid=position_grid, solve_path=solve_path)
