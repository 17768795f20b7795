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

The window (``str8ts_gui/gui/hints.py``, ``gui/path_panel.py``) runs these in worker threads.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, full_mask
from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.kinds.str8ts.logic.grid import CandidateGrid, Step
from str8ts_gui.kinds.str8ts.logic.path import Path, apply, next_step, solve_path
from str8ts_gui.kinds.str8ts.logic.strategies import STRATEGY_BY_NAME
from str8ts_gui.solver.analysis import check_position, name_cells
from str8ts_gui.solver.sat import CancelToken, Status

__all__ = [
    "CONCRETE",
    "FULL",
    "Hint",
    "LEVELS",
    "PathResult",
    "VAGUE",
    "compute_path",
    "describe_area",
    "find_hint",
    "position_grid",
]

VAGUE, CONCRETE, FULL = 1, 2, 3
LEVELS = {VAGUE: "Which strategy", CONCRETE: "Where to look", FULL: "The step"}
# the three levels of a hint about a mistake: that there is one, where, which cells
MISTAKE_LEVELS = {VAGUE: "A mistake", CONCRETE: "Where to look", FULL: "The mistake"}
ESCALATING = ("step", "wrong", "marks")  # the hint kinds told in three levels


# -- the position ---------------------------------------------------------------------------------
def position_grid(state: PlayState) -> CandidateGrid:
    """The candidate grid of the player's position: clues and entries placed, pencil marks as
    candidates.

    A cell without pencil marks counts as holding every digit its row and column still allow
    (the row/column rule is taken as done, as a player without marks does it in their head);
    so hints and paths start with the first step worth telling.
    """
    puzzle = state.puzzle
    values = state.values()
    marks = list(state.marks)
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


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


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
    if rest:
        parts.append(name_cells(rest, n))
    if len(parts) > 4:
        return "the highlighted cells"
    return _join(parts)


# -- hints ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """A hint for one position.

    ``kind``: "step" (a logic step), "wrong" (entries are wrong), "marks" (pencil marks rule out
    the digit), "solved", "stuck" (no logic step found), "unsolvable" (the puzzle has no
    solution) or "cancelled".
    """

    state: PlayState
    kind: str
    step: Step | None = None
    grid: CandidateGrid | None = None  # the position the step was found in
    cells: frozenset[int] = frozenset()  # the wrong cells ("wrong", "marks")
    several: bool = False  # the puzzle has more than one solution

    @property
    def levels(self) -> int:
        """How many levels this hint has: 3 for a logic step or a mistake (wrong entries,
        pencil marks that lost the digit), 1 for the others."""
        return FULL if self.kind in ESCALATING else 1

    def rows_of_cells(self) -> frozenset[int]:
        """The cells of the rows that hold the hint's cells (where to look for a mistake)."""
        lay = layout_of(self.state.puzzle)
        n = self.state.puzzle.size
        return frozenset(i for r in sorted({c // n for c in self.cells}) for i in lay.rows[r])

    def _where(self) -> str:
        rows = sorted({c // self.state.puzzle.size + 1 for c in self.cells})
        return ("row " if len(rows) == 1 else "rows ") + _join([str(r) for r in rows])

    def title(self, level: int) -> str:
        if self.kind == "step":
            return f"Hint {level} of 3: {LEVELS[level].lower()}"
        if self.kind in ESCALATING:
            name = MISTAKE_LEVELS[level]
            if self.kind == "marks" and level == FULL:
                name = "The pencil marks"
            elif self.kind == "marks" and level == VAGUE:
                name = "Pencil marks to fix"
            return f"Hint {level} of 3: {name.lower()}"
        return {
            "wrong": "A mistake",
            "marks": "Pencil marks to fix",
            "solved": "Solved",
            "stuck": "No step found",
            "unsolvable": "No solution",
            "cancelled": "Hint",
        }[self.kind]

    def text(self, level: int) -> str:
        n = self.state.puzzle.size
        if self.kind == "step":
            step = self.step
            name = step.strategy
            strategy = STRATEGY_BY_NAME.get(name)
            if level <= VAGUE:
                about = f" ({strategy.description})" if strategy else ""
                return f"Try: {name}{about}."
            if level == CONCRETE:
                return f"{name}: look at {describe_area(step.area or step.cells, self.state.puzzle)}."
            return f"{name}: {_sentence(step.text)}"
        one = len(self.cells) == 1
        if self.kind == "wrong":
            if level <= VAGUE:
                what = "One of your entries" if one else f"{len(self.cells)} of your entries"
                verb = "is" if one else "are"
                if self.several:
                    return f"{what} {'leaves' if one else 'leave'} no solution: fix it before the next step."
                return f"{what} {verb} wrong: fix {'it' if one else 'them'} before the next step."
            if level == CONCRETE:
                what = "An entry that leaves no solution" if self.several else "A wrong entry"
                if not one:
                    what = "Entries that leave no solution" if self.several else "Wrong entries"
                return f"{what}: look at {self._where()}."
            verb = "is wrong" if one else "are wrong"
            if self.several:
                verb = "leaves no solution" if one else "leave no solution"
            return f"{name_cells(self.cells, n)} {verb}. Apply removes {'it' if one else 'them'}."
        if self.kind == "marks":
            if level <= VAGUE:
                whose = "one cell rule out its" if one else f"{len(self.cells)} cells rule out their"
                return f"The pencil marks of {whose} true digit{'' if one else 's'}: fix them before the next step."
            if level == CONCRETE:
                return f"Pencil marks that rule out the true digit: look at {self._where()}."
            which = "its digit" if one else "their digits"
            return (
                f"The pencil marks of {name_cells(self.cells, n)} rule out {which}. "
                "Apply clears them."
            )
        if self.kind == "solved":
            return "The puzzle is solved."
        if self.kind == "stuck":
            if self.several:
                return "No logical step found: the puzzle has more than one solution, so logic cannot finish it."
            return "No logical step found from here: the next step needs a strategy beyond those str8ts_gui knows."
        if self.kind == "unsolvable":
            return "The puzzle has no solution, so there is nothing to hint."
        return "The hint was cancelled."

    def cells_at(self, level: int) -> tuple[frozenset[int], frozenset[int]]:
        """(cells, area) to highlight at ``level``."""
        if self.kind == "step":
            step = self.step
            area = frozenset(step.area or step.cells)
            if level <= VAGUE:
                return frozenset(), frozenset()
            if level == CONCRETE:
                return frozenset(), area
            return frozenset(step.cells), area
        if self.kind in ESCALATING:  # a mistake: nothing, then its rows, then the cells
            if level <= VAGUE:
                return frozenset(), frozenset()
            if level == CONCRETE:
                return frozenset(), self.rows_of_cells()
            return frozenset(self.cells), frozenset()
        return frozenset(self.cells), frozenset()

    def can_apply(self, level: int) -> bool:
        """Apply carries out what the hint shows in full (level 3): the step, or removing the
        wrong entries / pencil marks."""
        if self.kind == "step":
            return level >= FULL and bool(self.step.placements or self.step.eliminations)
        return self.kind in ("wrong", "marks") and level >= FULL


def find_hint(state: PlayState, cancel: CancelToken | None = None, solve_fn=None) -> Hint:
    """A mistake in the player's work if there is one, else the next logic step from it."""
    check = check_position(state, cancel, solve_fn)
    several = check.status is Status.SEVERAL
    if check.status is Status.CANCELLED:
        return Hint(state, "cancelled")
    if check.status is Status.NONE:
        return Hint(state, "unsolvable")
    if check.wrong:
        return Hint(state, "wrong", cells=check.wrong, several=several)
    if check.wrong_marks:
        return Hint(state, "marks", cells=check.wrong_marks, several=several)
    grid = position_grid(state)
    if grid.is_solved():
        return Hint(state, "solved", grid=grid)
    step = next_step(grid)
    if step is None:
        return Hint(state, "stuck", grid=grid, several=several)
    return Hint(state, "step", step, grid, several=several)


# -- the solution path from here ------------------------------------------------------------------
@dataclass(frozen=True)
class PathResult:
    """A solution path from a position, with the grid before each step."""

    state: PlayState
    path: Path
    grids: tuple[CandidateGrid, ...]  # grids[k]: the position just before step k

    @property
    def broken(self) -> bool:
        """The logic filled every cell but the digits break a rule (the puzzle or the player's
        position has no solution; the strategies do not check every rule when they finish)."""
        path = self.path
        return path.solved and bool(kind_of(self.state.puzzle).check(self.state.puzzle, path.values))

    @property
    def summary(self) -> str:
        """What the path says, in one or two sentences. The puzzle's grade is not here: the
        window shows the one grade of the puzzle (a path from a position is not the puzzle)."""
        path = self.path
        count = len(path.steps)
        steps = f"{count} step{'s' if count != 1 else ''}"
        if path.solved and not self.broken:
            if count == 0:
                return "Solved: nothing left to do."
            return f"{steps} solve it from here."
        if path.contradiction or self.broken:
            if not any(self.state.entries) and not any(self.state.marks):
                # nothing of the player's on the board: the puzzle itself is to blame
                return f"After {steps} the logic runs into a contradiction: the puzzle has no solution."
            return f"After {steps} the logic runs into a contradiction: your board has a mistake (Check shows it)."
        return f"The logic stops after {steps}: it cannot finish from here."


def compute_path(state: PlayState, token: CancelToken | None = None) -> PathResult:
    """The job of "Solve from Here": the logic steps from the player's position."""
    start = position_grid(state)
    path = solve_path(state.puzzle, grid=start)
    grids = [start]
    for step in path.steps[:-1]:
        grids.append(apply(grids[-1], step))
    return PathResult(state, path, tuple(grids[: len(path.steps)]))
