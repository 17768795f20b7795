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

from str8ts_gui.core.puzzle import PlayState, cell_name
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, shape_of
from str8ts_gui.kinds.sudoku.logic.path import next_step, solve_path
from str8ts_gui.kinds.sudoku.logic.strategies import STRATEGY_BY_NAME
from str8ts_gui.kinds.sudoku.grades import GRADES
from str8ts_gui.kinds.sudoku.model import is_classic
from str8ts_gui.solver.proof import proved_step
from str8ts_gui.solver import logic
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE, PathResult, join_words
from str8ts_gui.solver.common import CancelToken

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
_Hint = logic.hint_class("technique", STRATEGY_BY_NAME, describe_area, __name__, DIGIT_PATTERNS)

# steps about one killer cage: "where to look" names the cage, not the rows and boxes around it
CAGE_STEPS = frozenset({"Single cage combination", "Killer cage combinations"})


def cage_words(cells, puzzle) -> str:
    """``the 15 cage at r1c1-r2c1``: the killer cage whose cells are ``cells``, by its sum and
    where it lies (a straight run of a row or column by its ends, else its cells; a cage of
    more than five cells by its first cell and size); "" when no cage has exactly these cells."""
    n = puzzle.size
    area = set(cells)
    cage = next((c for c in puzzle.constraints if c.rule == "killer" and set(c.cells) == area), None)
    if cage is None:
        return ""
    order = sorted(area)
    rows = {i // n for i in order}
    cols = {i % n for i in order}
    straight = (len(rows) == 1 and max(cols) - min(cols) + 1 == len(order)) or (
        len(cols) == 1 and max(rows) - min(rows) + 1 == len(order)
    )
    if len(order) == 1:
        where = f"at {cell_name(order[0], n)}"
    elif straight:
        where = f"at {cell_name(order[0], n)}-{cell_name(order[-1], n)}"
    elif len(order) <= 5:
        where = f"at {join_words([cell_name(i, n) for i in order])}"
    else:
        where = f"of {len(order)} cells from {cell_name(order[0], n)}"
    return f"the {cage.total} cage {where}" if cage.total else f"the cage {where}"


class Hint(_Hint):
    """A Sudoku hint: as every kind's, but "where to look" at a killer cage's step points to the
    cage ("Killer cage combinations: look at the 15 cage at r1c1-r2c1."), where the rows and
    boxes around it named no cage (a step's area is the cage and the cells it clears)."""

    def text(self, level: int) -> str:
        step = self.step
        if self.kind == "step" and level == CONCRETE and step.strategy in CAGE_STEPS:
            cage = cage_words(step.cells, self.state.puzzle)
            if cage:
                return f"{step.strategy}: look at {cage}."
        return super().text(level)


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
