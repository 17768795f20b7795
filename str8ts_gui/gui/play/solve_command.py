"""Solve (F5) and ``--screenshot --solve``: the solve run in the background (or at once), its
solution filled in as the player's entries (one undoable step), and what the status bar says of
it ("Solved in 12 ms: Unique solution", "Solve: No solution" with the live check's reason, a
failure or a cancel); the "Solved" message goes when the board no longer shows that solution.

:class:`~str8ts_gui.gui.play.solving.SolveActions` keeps its methods of the same names and hands over
here (each function takes it as ``self``). Loaded at the first Solve, not with the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.solver.common import SolveResult, Status
from str8ts_gui.gui.play.solving import _FINAL
from str8ts_gui.gui.worker import Analysis, TaskResult


@dataclass
class _SolveJob:
    puzzle: Puzzle
    generation: int


def solve(self) -> None:
    """Solve in the background; the solution becomes the player's entries (undoably).

    A solution already found for this puzzle (by the live analysis) is used, not sought
    again; it still arrives through the worker, as a fresh one would.
    """
    if self.runner.busy:
        self.window.show_status("Already solving…")
        return
    puzzle = self.window.controller.session.puzzle
    solve = self.memo.wrap(self.solve_fn)

    def job(token):
        return solve(puzzle, cancel=token)

    generation = self.runner.start(job)
    self._job = _SolveJob(puzzle, generation)
    self.window.show_status("Solving…", 0)


def _finished(self, result: TaskResult) -> None:
    job, self._job = self._job, None
    _show(self, _apply(self, result, job))
    _decided(self, result, job)
    self.finished.emit(result)


def _decided(self, result: TaskResult, job: _SolveJob | None) -> None:
    """Solve decided the puzzle on the board: a live check of it that ran out of time ("Not
    decided yet") checks again, and finds Solve's answer in the memo (the badge would say
    "Not decided yet" beside "Solved: Unique solution")."""
    status = getattr(result.value, "status", None)
    if result.error is not None or result.cancelled or status not in _FINAL or job is None:
        return
    analysis = getattr(self.window, "analysis", None)
    if job.puzzle == self.window.controller.session.puzzle and analysis is not None:
        analysis.recheck(job.puzzle)


def _show(self, message: str) -> None:
    """Show ``message``; a "Solved" one is tied to the board that shows the solution."""
    self.window.show_status(message)
    if not message.startswith("Solved"):
        self._shown = None
        return
    controller = self.window.controller
    self._shown = (message, controller.session.state)
    if not self._watching:
        self._watching = True
        controller.stateChanged.connect(self._board_changed)


def _board_changed(self) -> None:
    """The board changed (undo of Solve, an edit): a "Solved" message no longer holds."""
    if self._shown is None:
        return
    message, state = self._shown
    if self.window.controller.session.state == state:
        return
    self._shown = None
    if self.window.status_message() == message:
        self.window.show_status("")


def _no_solution(self, puzzle: Puzzle) -> str:
    """"Solve: No solution", with the reason when the live analysis of ``puzzle`` has it."""
    analysis = getattr(self.window, "_analysis", None)
    if isinstance(analysis, Analysis) and analysis.puzzle == puzzle and analysis.reason:
        return f"Solve: {analysis.reason}"
    return "Solve: No solution"


def _apply(self, result: TaskResult, job: _SolveJob | None) -> str:
    if result.error is not None:
        return f"Solve failed: {type(result.error).__name__}: {result.error}"
    value: SolveResult = result.value
    if result.cancelled or value.status is Status.CANCELLED:
        return "Solve cancelled"
    if value.status is Status.NONE:
        return _no_solution(self, job.puzzle if job is not None else self.window.controller.session.puzzle)
    session = self.window.controller.session
    if job is None or job.puzzle != session.puzzle:
        return "Solve: the puzzle changed while solving; the solution was not filled in"
    self.filling = True  # (the grid completed now is Solve's, which says so itself)
    try:
        session.apply_values(value.solution)
    finally:
        self.filling = False
    ms = f" in {value.ms:.0f} ms" if value.ms >= 1 else ""
    if value.status is Status.SEVERAL:
        return f"Solved{ms}: Multiple solutions; one of them is filled in"
    if value.status is Status.UNIQUE:
        return f"Solved{ms}: Unique solution"
    return f"Solved{ms}"


def solve_now(self) -> str:
    """Solve in the GUI thread (for ``--screenshot --solve``); returns the status message."""
    puzzle = self.window.controller.session.puzzle
    try:
        value = self.memo.solve(self.solve_fn, puzzle, cancel=None)
        result = TaskResult(0, value)
    except Exception as e:  # reported like a background failure
        result = TaskResult(0, None, e)
    message = _apply(self, result, _SolveJob(puzzle, 0))
    _show(self, message)
    return message
