"""Solving for the main window: Solve (F5) in the background, and the solver results that the
window's jobs share.

:class:`SolutionMemo` remembers what a solve function found for the last few puzzles. The live
analysis (which solves the puzzle a moment after every change), Solve, the screenshot's solve and
check, and exporting the solution all go through it, so the solver runs once per puzzle: Solve
on a puzzle whose analysis is shown fills in the analysis' solution at once.

:class:`SolveActions` runs Solve in a worker thread and fills the solution in as the player's
entries (one undoable step); its "Solved" message goes as soon as the board no longer shows
that solution (undo, an edit); the Solve itself is in ``gui/play/solve_command.py``, loaded at the
first. :func:`analysis_tooltip` says what a live analysis found and why.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from functools import partial
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Signal

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.solver.common import SolveResult, Status
from str8ts_gui.gui.worker import Analysis, TaskResult, TaskRunner, default_solve

if TYPE_CHECKING:
    from str8ts_gui.gui.play.solve_command import _SolveJob

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


def _command():
    """gui/play/solve_command.py: Solve itself (loaded at the first one)."""
    from str8ts_gui.gui.play import solve_command

    return solve_command


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
        """Solve in the background; the solution becomes the player's entries, undoably
        (:func:`.solve_command.solve`)."""
        return _command().solve(self)

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
        """The solve ended: fill its solution in, or say why not (:func:`.solve_command._finished`)."""
        return _command()._finished(self, result)

    def _board_changed(self) -> None:
        """The board changed (undo of Solve, an edit): a "Solved" message no longer holds
        (:func:`.solve_command._board_changed`)."""
        return _command()._board_changed(self)

    def solve_now(self) -> str:
        """Solve in the GUI thread (for ``--screenshot --solve``); returns the status message
        (:func:`.solve_command.solve_now`)."""
        return _command().solve_now(self)
