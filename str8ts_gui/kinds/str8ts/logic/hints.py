"""Hints and the solution path from the player's position (Str8ts logic, no Qt).

* :func:`position_grid` -- the candidate grid of a :class:`~str8ts_gui.core.puzzle.PlayState`:
  the player's entries and pencil marks (an unmarked cell: the digits its row and column allow);
* :func:`find_hint` -- a :class:`Hint`: a mistake if there is one (found by the solver,
  :func:`~str8ts_gui.solver.analysis.check_position`), else the next logic step from the
  position, told in three levels as the best Sudoku programs do: the strategy's name, then
  where to look (:func:`describe_area`), then the whole step; a mistake escalates the same
  way: that there is one, its rows, then the cells;
* :func:`compute_path` -- a :class:`PathResult`: every logic step from the position, with the
  grid before each ("Solve from Here").

The window (``str8ts_gui/gui/play/hints.py``, ``gui/panels/path_panel.py``) runs these in worker threads.
"""

from __future__ import annotations

from str8ts_gui.core.puzzle import PlayState, full_mask
from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.kinds.str8ts.logic.grid import CandidateGrid
from str8ts_gui.kinds.str8ts.logic.path import next_step, solve_path
from str8ts_gui.kinds.str8ts.logic.strategies import STRATEGY_BY_NAME
from str8ts_gui.solver import logic
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE, PathResult
from str8ts_gui.solver.common import CancelToken

__all__ = ["CONCRETE", "FULL", "Hint", "LEVELS", "PathResult", "VAGUE"]
__all__ += ["compute_path", "describe_area", "find_hint", "position_grid"]

LEVELS = logic.level_names("strategy")


# -- the position ---------------------------------------------------------------------------------
def position_grid(state: PlayState) -> CandidateGrid:
    """The candidate grid of the player's position: clues and entries placed, pencil marks as
    candidates (those the board shows: none in a cell showing corner or centre marks).

    A cell without pencil marks counts as holding every digit its row and column still allow
    (the row/column rule is taken as done, as a player without marks does it in their head);
    so hints and paths start with the first step worth telling.
    """
    puzzle = state.puzzle
    values = state.values()
    marks = list(state.shown_marks())  # (centre marks where a cell has them; none under corner marks)
    full = full_mask(puzzle.size)
    peers = layout_of(puzzle).peers
    for i in range(puzzle.cell_count):
        if state.is_open(i) and not state.entries[i] and not marks[i]:
            seen = 0
            for j in peers[i]:
                if values[j]:
                    seen |= 1 << values[j]
            marks[i] = full & ~seen  # 0 (no digit left) is shown as all digits: a broken grid anyway
    return CandidateGrid.from_puzzle(puzzle, values=values, marks=marks)


def describe_area(cells, puzzle) -> str:
    """Rows, columns and compartments that make up ``cells``: "row 1 and column 4"."""
    area = set(cells)
    if not area:
        return "the highlighted cells"
    n = puzzle.size
    lay = layout_of(puzzle)
    rows, cols = [], []
    covered: set[int] = set()
    for kind, lines, out in (("row", lay.rows, rows), ("column", lay.cols, cols)):
        for k, line in enumerate(lines):
            white = [i for i in line if not puzzle.black[i]]
            if len(white) > 1 and all(i in area for i in white):
                out.append(k + 1)
                covered.update(line)
    parts = []
    if rows:
        parts.append(("row " if len(rows) == 1 else "rows ") + ", ".join(map(str, rows)))
    if cols:
        parts.append(("column " if len(cols) == 1 else "columns ") + ", ".join(map(str, cols)))
    rest = {i for i in area if i not in covered and not puzzle.black[i]}
    for comp in lay.compartments:
        if len(comp.cells) > 1 and rest.issuperset(comp.cells):
            parts.append(f"compartment {comp.name}")
            rest.difference_update(comp.cells)
    return logic.area_words(parts, rest, n)


# -- hints ------------------------------------------------------------------------------------------
Hint = logic.hint_class("strategy", STRATEGY_BY_NAME, describe_area, __name__)


def find_hint(state: PlayState, cancel: CancelToken | None = None, solve_fn=None) -> Hint:
    """A mistake in the player's work if there is one, else the next logic step from it."""
    return logic.find_hint(
        state, cancel, solve_fn, hint=Hint, grid_of=lambda s, several: position_grid(s), next_step=next_step
    )


def compute_path(state: PlayState, token: CancelToken | None = None) -> PathResult:
    """The job of "Solve from Here": the logic steps from the player's position."""
    return logic.compute_path(state, position_grid=position_grid, solve_path=solve_path)
