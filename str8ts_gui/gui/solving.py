"""Solving for the main window: Solve (F5) in the background, and the solver results that the
window's jobs share.

:class:`SolutionMemo` remembers what a solve function found for the last few puzzles. The live
analysis (which solves the puzzle a moment after every change), Solve, the screenshot's solve and
check, and exporting the solution all go through it, so the solver runs once per puzzle: Solve
on a puzzle whose analysis is shown fills in the analysis' solution at once.

:class:`SolveActions` runs Solve in a worker thread and fills the solution in as the player's
entries (one undoable step); its "Solved" message goes as soon as the board no longer shows
that solution (undo, an edit). :func:`analysis_tooltip` says what a live analysis found and why.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import partial
from typing import Callable

from PySide6.QtCore import QObject, Signal

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.solver.common import SolveResult, Status
from str8ts_gui.gui.worker import Analysis, TaskResult, TaskRunner, default_solve

__all__ = ["SolutionMemo", "SolveActions", "analysis_tooltip", "differ_is_telling"]

SolveFn = Callable[..., SolveResult]  # fn(puzzle, *, cancel) -> SolveResult
# what a finished (not cancelled) solve reports: worth remembering
_FINAL = frozenset({Status.SOLVED, Status.UNIQUE, Status.SEVERAL, Status.NONE})


class SolutionMemo:
    """What solve functions found for the last few puzzles; safe to use from worker threads.

    A result is remembered per (function, puzzle), so a solver a test plugs in never answers
    for another one; cancelled and failed solves are not remembered.
    """

    SIZE = 8

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._found: OrderedDict[tuple[Callable, Puzzle], SolveResult] = OrderedDict()

    def known(self, fn: SolveFn, puzzle: Puzzle) -> SolveResult | None:
        """What ``fn`` found for ``puzzle``, if it ran on it lately."""
        key = (fn, puzzle)
        with self._lock:
            result = self._found.get(key)
            if result is not None:
                self._found.move_to_end(key)
            return result

    def solve(self, fn: SolveFn, puzzle: Puzzle, *, cancel=None) -> SolveResult:
        """``fn(puzzle, cancel=cancel)``, or what it found before."""
        result = self.known(fn, puzzle)
        if result is not None:
            return result
        result = fn(puzzle, cancel=cancel)
        if getattr(result, "status", None) in _FINAL:
            with self._lock:
                self._found[(fn, puzzle)] = result
                while len(self._found) > self.SIZE:
                    self._found.popitem(last=False)
        return result

    def wrap(self, fn: SolveFn) -> SolveFn:
        """``fn`` going through the memo (same signature)."""
        return partial(self.solve, fn)

    def unique_solution(self, puzzle: Puzzle) -> tuple[int, ...] | None:
        """The solution of ``puzzle`` when the standard solver proved it the only one, else None
        (not solved yet, or none or several solutions: then any caller must solve itself)."""
        result = self.known(default_solve, puzzle)
        if result is None or result.status is not Status.UNIQUE:
            return None
        return result.solution


def differ_is_telling(analysis: Analysis) -> bool:
    """Whether tinting the cells two solutions disagree on helps the setter: not on a board
    without clues (a new one) nor when more than half the white cells differ."""
    puzzle = analysis.puzzle
    if not analysis.differ or not any(puzzle.clues):
        return False
    white = sum(1 for b in puzzle.black if not b)
    return 2 * len(analysis.differ) <= white


def analysis_tooltip(analysis: Analysis, time_limit: float | None = None) -> str:
    """The solution-count badge's tooltip: what the analysis found and why (for no solution:
    the clues that cannot hold, or the pattern itself; ``time_limit``: the live check's)."""
    if analysis.error:
        tip = f"The solver failed: {analysis.error}"
    elif analysis.status is Status.NONE:
        tip = analysis.reason
    elif analysis.status is Status.CANCELLED and analysis.timed_out:
        within = f" within {time_limit:g} s" if time_limit else ""
        return (
            f"Not decided{within}: the solver has not yet found whether the puzzle has no, one or "
            "several solutions. Keep Checking goes on without a time limit"
        )
    elif analysis.status is Status.SEVERAL:
        if differ_is_telling(analysis):
            tip = f"More than one solution: the {len(analysis.differ)} tinted cells differ between two of them"
        else:
            tip = "More than one solution: add clues"
    elif analysis.status is Status.UNIQUE:
        tip = "The puzzle has exactly one solution"
    else:
        tip = "The puzzle was not checked"
    if analysis.ms and not analysis.error:
        tip += f" (checked in {analysis.ms:.0f} ms)"
    return tip


@dataclass
class _SolveJob:
    puzzle: Puzzle
    generation: int


class SolveActions(QObject):
    """Solve and Cancel Solve for ``window`` (which has ``controller`` and ``show_status``).

    ``solve_fn(puzzle, *, cancel)`` is the solver (tests plug in a slow one); its results go
    through ``memo``.
    """

    finished = Signal(object)  # a Solve ended: its TaskResult (applied, failed or cancelled)

    def __init__(self, window, solve_fn: SolveFn, memo: SolutionMemo) -> None:
        super().__init__(window)
        self.window = window
        self.solve_fn = solve_fn
        self.memo = memo
        self.runner = TaskRunner(self, name="str8ts-solve")
        self.runner.finished.connect(self._finished)
        self._job: _SolveJob | None = None
        self._shown: tuple[str, object] | None = None  # (the "Solved" message, the board it is about)
        self._watching = False
        self.filling = False  # Solve's solution going into the grid now

    @property
    def busy(self) -> bool:
        return self.runner.busy

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

    def cancel(self) -> None:
        if self.runner.cancel():
            self.window.show_status("Cancelling…", 0)

    def discard(self) -> None:
        """Forget the running solve (it belongs to a document that is gone): no result comes."""
        if self.runner.busy:
            self.runner.discard()
        self._job = None

    def shutdown(self, timeout: float) -> None:
        self.runner.shutdown(timeout)

    def _finished(self, result: TaskResult) -> None:
        job, self._job = self._job, None
        self._show(self._apply(result, job))
        self._decided(result, job)
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
            return self._no_solution(job.puzzle if job is not None else self.window.controller.session.puzzle)
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
        message = self._apply(result, _SolveJob(puzzle, 0))
        self._show(message)
        return message
