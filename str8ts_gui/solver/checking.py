"""Checking the player's work: :func:`check_position` -> :class:`CheckResult`, the wrong entries
and pencil marks of a position (any kind; the window's Check), and :func:`find_hint`, the hint
that starts from it: a mistake if there is one, else the next logic step.

:mod:`str8ts_gui.solver.analysis` gives :func:`check_position` and :class:`CheckResult` under its
own names, :mod:`str8ts_gui.solver.logic` :func:`find_hint`; this module loads at the first check
or hint: a window starts without it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from str8ts_gui.core.kind import NotSupported, kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.solver.analysis import SolveFn, _sat, default_solve, name_cells
from str8ts_gui.solver.common import CancelToken, Status
from str8ts_gui.solver.logic import Hint, Step


@dataclass(frozen=True)
class CheckResult:
    """What a check of the player's work found (it never changes the work)."""

    state: PlayState
    status: Status  # of the puzzle itself: UNIQUE, SEVERAL, NONE or CANCELLED
    wrong: frozenset[int] = frozenset()  # entries that differ from the solution / leave no solution
    wrong_marks: frozenset[int] = frozenset()  # empty cells whose pencil marks rule out their digit
    solution: tuple[int, ...] | None = None  # the solution when it is unique

    @property
    def ok(self) -> bool:
        return self.status in (Status.UNIQUE, Status.SEVERAL) and not self.wrong and not self.wrong_marks

    def unread_marks(self) -> str:
        """The kinds of marks on the board's empty cells that a check does not read: "corner" or
        "" (centre marks are read: see :func:`check_position`)."""
        state = self.state
        empty = [i for i in range(state.puzzle.cell_count) if state.is_open(i) and not state.entries[i]]
        return "corner" if any(state.corner[i] for i in empty) else ""

    @property
    def message(self) -> str:
        n = self.state.puzzle.size
        if self.status is Status.CANCELLED:
            return "Check cancelled"
        if self.status is Status.NONE:
            return "Check: the puzzle has no solution, so there is nothing to check against"
        if self.ok:
            if self.state.is_filled():
                return "Check: all correct, the puzzle is solved"
            unread = self.unread_marks()
            if unread:  # they may have lost the answer: say what was read
                return f"Check: no mistakes so far in your entries and pencil marks ({unread} marks are not checked)"
            return "Check: no mistakes so far"
        parts = []
        if self.wrong:
            verb = "is wrong" if len(self.wrong) == 1 else "are wrong"
            if self.status is Status.SEVERAL:
                verb = "leaves no solution" if len(self.wrong) == 1 else "leave no solution"
            parts.append(f"{name_cells(self.wrong, n)} {verb}")
        if self.wrong_marks:
            parts.append(f"the pencil marks of {name_cells(self.wrong_marks, n)} rule out the digit")
        return "Check: " + "; ".join(parts)


def check_position(
    state: PlayState, cancel: CancelToken | None = None, solve_fn: SolveFn | None = None
) -> CheckResult:
    """Find the player's mistakes.

    With one solution: the entries that differ from it, and the empty cells whose (non-empty)
    pencil marks lack its digit. With several: entries are taken in reading order and an entry
    is wrong when, with the entries kept so far, the puzzle has no solution left; pencil marks
    are wrong when no solution that keeps those entries puts any marked digit there.

    The pencil marks read are those the board shows: a cell's centre marks when it has any (the
    digits it may hold, as SudokuPad players write them), else its candidates; candidates hidden
    under corner or centre marks are not read, nor are corner marks (where a digit goes in a
    box, not what a cell holds; :meth:`CheckResult.unread_marks` names them).

    ``solve_fn`` answers "solve the puzzle, proving uniqueness" (default :func:`default_solve`);
    the window passes one that reuses what its live analysis already found.
    """
    puzzle = state.puzzle
    result = (solve_fn or default_solve)(puzzle, cancel=cancel)
    if result.status in (Status.NONE, Status.CANCELLED):
        return CheckResult(state, result.status)
    open_cells = [i for i in range(puzzle.cell_count) if state.is_open(i)]
    entries = state.entries
    marks = state.shown_marks()  # (what the board shows, as the hints read it)
    if result.status is not Status.SEVERAL:
        sol = result.solution
        wrong = frozenset(i for i in open_cells if entries[i] and entries[i] != sol[i])
        wrong_marks = frozenset(
            i for i in open_cells if not entries[i] and marks[i] and not marks[i] >> sol[i] & 1
        )
        return CheckResult(state, Status.UNIQUE, wrong, wrong_marks, tuple(sol))

    kept = list(entries)
    wrong_set: set[int] = set()
    if _sat().solve(puzzle.with_values(kept), limit=1, cancel=cancel).status is not Status.SOLVED:
        kept = [0] * puzzle.cell_count
        for i in open_cells:
            if not entries[i]:
                continue
            trial = list(kept)
            trial[i] = entries[i]
            found = _sat().solve(puzzle.with_values(trial), limit=1, cancel=cancel)
            if found.status is Status.CANCELLED:
                return CheckResult(state, Status.CANCELLED)
            if found.status is Status.NONE:
                wrong_set.add(i)
            else:
                kept = trial
    wrong_marks = frozenset()
    if any(marks[i] and not entries[i] for i in open_cells):
        candidates = _sat().true_candidates(puzzle.with_values(kept), cancel=cancel)
        if candidates.status is Status.CANCELLED:
            return CheckResult(state, Status.CANCELLED)
        wrong_marks = frozenset(
            i for i in open_cells if not entries[i] and marks[i] and not marks[i] & candidates.masks[i]
        )
    return CheckResult(state, Status.SEVERAL, frozenset(wrong_set), wrong_marks)


# -- the hint: a mistake first, else the next logic step -----------------------------------------
def find_hint(
    state: PlayState,
    cancel: CancelToken | None,
    solve_fn,
    *,
    hint: type[Hint],
    grid_of: Callable[[PlayState, bool], Any],
    next_step: Callable[[Any], Step | None],
    proof: Callable[[Any, CancelToken | None], Step | None] | None = None,
) -> Hint:
    """A mistake in the player's work if there is one, else the next logic step from it.

    ``hint``: the kind's :class:`Hint`; ``grid_of(state, several)``: the candidate grid of the
    position (``several``: the puzzle has more than one solution); ``next_step``: the kind's.
    ``proof(grid, cancel)``: where logic finds no step in a puzzle with one solution, the
    solver's proved step (see :mod:`str8ts_gui.solver.proof`), offered as such.

    A board its kind says is not finished yet (a jigsaw whose regions are still being drawn)
    raises NotSupported with what it still needs (the kind's ``unfinished``), before the check:
    such a board has no solution, yet the puzzle is not wrong, only not drawn.
    """
    unfinished = kind_of(state.puzzle).unfinished(state.puzzle)
    if unfinished:
        raise NotSupported(unfinished)
    check = check_position(state, cancel, solve_fn)
    several = check.status is Status.SEVERAL
    if check.status is Status.CANCELLED:
        return hint(state, "cancelled")
    if check.status is Status.NONE:
        return hint(state, "unsolvable")
    if check.wrong:
        return hint(state, "wrong", cells=check.wrong, several=several)
    if check.wrong_marks:
        return hint(state, "marks", cells=check.wrong_marks, several=several)
    grid = grid_of(state, several)
    if grid.is_solved():
        return hint(state, "solved", grid=grid)
    step = next_step(grid)
    if step is None and proof is not None and not several:
        step = proof(grid, cancel)
    if step is None:
        return hint(state, "stuck", grid=grid, several=several)
    return hint(state, "step", step, grid, several=several)
