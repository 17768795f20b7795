"""Hints and the solution path from the player's position (Sudoku logic, no Qt).

The same interface as the Str8ts hints (``str8ts_gui/kinds/str8ts/logic/hints.py``), so the
window and the command line can use either kind's:

* :func:`position_grid` -- the candidate grid of a :class:`~str8ts_gui.core.puzzle.PlayState`:
  clues and entries placed; a cell's candidates are its pencil marks (without the digits its
  row, column and box already hold), or, without marks, every digit they allow;
* :func:`find_hint` -- a :class:`Hint`: a mistake if there is one (found by the solver,
  :func:`~str8ts_gui.solver.analysis.check_position`), else the next logic step from the
  position, told in three levels: the technique's name, then where to look
  (:func:`describe_area`), then the whole step; a mistake escalates the same way;
* :func:`compute_path` -- a :class:`PathResult`: every logic step from the position, with the
  grid before each ("Solve from Here").
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, shape
from str8ts_gui.kinds.sudoku.logic.path import Path, apply, next_step, solve_path
from str8ts_gui.kinds.sudoku.logic.strategies import STRATEGY_BY_NAME
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
LEVELS = {VAGUE: "Which technique", CONCRETE: "Where to look", FULL: "The step"}
MISTAKE_LEVELS = {VAGUE: "A mistake", CONCRETE: "Where to look", FULL: "The mistake"}
ESCALATING = ("step", "wrong", "marks")


def position_grid(state: PlayState, unique: bool | None = None) -> CandidateGrid:
    """The candidate grid of the player's position (see the module docstring)."""
    return CandidateGrid.from_puzzle(state.puzzle, values=state.values(), marks=state.marks, unique=unique)


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def describe_area(cells, puzzle) -> str:
    """The rows, columns and boxes that make up ``cells``: "row 1 and box 4"."""
    area = set(cells)
    if not area:
        return "the highlighted cells"
    n = puzzle.size
    sh = shape(n)
    found: dict[str, list[int]] = {"row": [], "column": [], "box": []}
    covered: set[int] = set()
    for u, unit in enumerate(sh.units):
        if area.issuperset(unit):
            kind, num = sh.unit_names[u].split()
            found[kind].append(int(num))
    for kind in ("row", "column"):
        for num in found[kind]:
            covered.update(sh.units[(num - 1) + (n if kind == "column" else 0)])
    boxes = [b for b in found["box"] if not covered.issuperset(sh.units[2 * n + b - 1])]
    for b in boxes:
        covered.update(sh.units[2 * n + b - 1])
    parts = []
    for kind, nums in (("row", found["row"]), ("column", found["column"]), ("box", boxes)):
        if nums:
            word = kind if len(nums) == 1 else ("boxes" if kind == "box" else kind + "s")
            parts.append(f"{word} " + _join([str(x) for x in nums]))
    rest = area - covered
    if rest:
        parts.append(name_cells(rest, n))
    if len(parts) > 4:
        return "the highlighted cells"
    return _join(parts)


@dataclass(frozen=True)
class Hint:
    """A hint for one position.

    ``kind``: "step" (a logic step), "wrong" (entries are wrong), "marks" (pencil marks rule out
    the digit), "solved", "stuck" (no logic step found), "unsolvable" (no solution) or
    "cancelled".
    """

    state: PlayState
    kind: str
    step: Step | None = None
    grid: CandidateGrid | None = None
    cells: frozenset[int] = frozenset()
    several: bool = False

    @property
    def levels(self) -> int:
        return FULL if self.kind in ESCALATING else 1

    def rows_of_cells(self) -> frozenset[int]:
        n = self.state.puzzle.size
        return frozenset(r * n + c for r in sorted({i // n for i in self.cells}) for c in range(n))

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
                about = f" ({strategy.description})" if strategy and strategy.description else ""
                return f"Try: {name}{about}."
            if level == CONCRETE:
                return f"{name}: look at {describe_area(step.area or step.cells, self.state.puzzle)}."
            return f"{name}: {_sentence(step.text)}"
        one = len(self.cells) == 1
        if self.kind == "wrong":
            if level <= VAGUE:
                what = "One of your entries" if one else f"{len(self.cells)} of your entries"
                if self.several:
                    return f"{what} {'leaves' if one else 'leave'} no solution: fix it before the next step."
                return f"{what} {'is' if one else 'are'} wrong: fix {'it' if one else 'them'} before the next step."
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
            return f"The pencil marks of {name_cells(self.cells, n)} rule out {which}. Apply clears them."
        if self.kind == "solved":
            return "The puzzle is solved."
        if self.kind == "stuck":
            if self.several:
                return "No logical step found: the puzzle has more than one solution, so logic cannot finish it."
            return "No logical step found from here: the next step needs a technique beyond those str8ts_gui knows."
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
        if self.kind in ESCALATING:
            if level <= VAGUE:
                return frozenset(), frozenset()
            if level == CONCRETE:
                return frozenset(), self.rows_of_cells()
            return frozenset(self.cells), frozenset()
        return frozenset(self.cells), frozenset()

    def can_apply(self, level: int) -> bool:
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
    grid = position_grid(state, unique=not several)
    if grid.is_solved():
        return Hint(state, "solved", grid=grid)
    step = next_step(grid)
    if step is None:
        return Hint(state, "stuck", grid=grid, several=several)
    return Hint(state, "step", step, grid, several=several)


@dataclass(frozen=True)
class PathResult:
    """A solution path from a position, with the grid before each step."""

    state: PlayState
    path: Path
    grids: tuple[CandidateGrid, ...]  # grids[k]: the position just before step k

    @property
    def broken(self) -> bool:
        path = self.path
        return path.solved and bool(kind_of(self.state.puzzle).check(self.state.puzzle, path.values))

    @property
    def summary(self) -> str:
        path = self.path
        count = len(path.steps)
        steps = f"{count} step{'s' if count != 1 else ''}"
        if path.solved and not self.broken:
            if count == 0:
                return "Solved: nothing left to do."
            return f"{steps} solve it from here."
        if path.contradiction or self.broken:
            if not any(self.state.entries) and not any(self.state.marks):
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
