"""Running solver calls off the GUI thread.

A :class:`TaskRunner` is a QObject that lives in the GUI thread. ``start(fn)`` runs ``fn(token)``
in a Python thread (the SAT solver releases the GIL while it searches, so the GUI stays
responsive) and hands the result back through a queued signal; :attr:`TaskRunner.finished` is
then emitted *in the GUI thread*, so tests can wait on it with ``qtbot.waitSignal``.

Only the newest job counts: starting a job cancels the one still running (through its
:class:`~str8ts_gui.solver.sat.CancelToken`) and a stale result is dropped, never emitted.

:class:`LiveAnalysis` builds on it: told that the puzzle changed, it waits a moment (debounce),
then checks in the background whether the puzzle has no, one or several solutions and, for
none, which clues conflict; for several, which cells differ between two solutions
(:func:`~str8ts_gui.solver.analysis.analyse_puzzle`, no Qt; :class:`Analysis` and
:func:`analyse_puzzle` are imported here too). Each check stops after ``time_limit`` seconds
undecided ("Not decided yet"); :meth:`LiveAnalysis.keep_checking` then goes on without a limit.

:class:`LiveGrade` grades the puzzle by its kind's human logic in the same way
(:func:`~str8ts_gui.solver.analysis.grade_puzzle`: no grade for a kind without logic); the
logic cannot be interrupted, so it runs one grading at a time and then the newest puzzle.
:meth:`LiveGrade.follow` grades only what an analysis proved to have exactly one solution.
:class:`LiveTrueCandidates` runs the search of View > Show True Candidates (its work is in
:mod:`.play.true_candidates`, loaded at the first search).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.solver.analysis import (
    Analysis,
    Grade,
    RateFn,
    SolveFn,
    analyse_puzzle,
    default_solve,
    grade_puzzle,
)
from str8ts_gui.solver.common import CancelToken, Status

if TYPE_CHECKING:
    from str8ts_gui.gui.play.true_candidates import TrueCandidates


def __getattr__(name: str):
    if name == "TrueCandidates":  # what a search found, with the search (loaded at the first)
        from str8ts_gui.gui.play.true_candidates import TrueCandidates

        return TrueCandidates
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Analysis",
    "Grade",
    "LiveAnalysis",
    "LiveGrade",
    "LiveTrueCandidates",
    "TaskResult",
    "TaskRunner",
    "TrueCandidates",
    "analyse_puzzle",
    "default_solve",
    "grade_puzzle",
]


@dataclass(frozen=True)
class TaskResult:
    """What a job gave back: its ``value``, or the ``error`` it raised."""

    generation: int
    value: Any = None
    error: BaseException | None = None
    cancelled: bool = False  # the job's token was cancelled (the value may say so too)
    seconds: float = 0.0


class _Bridge(QObject):
    """Emitted from a worker thread; the queued connection brings the result to the GUI thread."""

    done = Signal(object)


class TaskRunner(QObject):
    """Runs one job at a time in a Python thread; reports the newest job's result in the GUI thread."""

    finished = Signal(object)  # TaskResult of the current job (never a stale one)
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, name: str = "str8ts-task") -> None:
        super().__init__(parent)
        self._name = name
        self._generation = 0
        self._token: CancelToken | None = None
        self._threads: list[threading.Thread] = []
        self._busy = False
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._deliver)

    # -- state ------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A current (non-stale) job is running."""
        return self._busy

    @property
    def generation(self) -> int:
        return self._generation

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    # -- jobs -------------------------------------------------------------------------------
    def start(self, fn: Callable[[CancelToken], Any]) -> int:
        """Run ``fn(token)`` in the background, cancelling the previous job; returns its generation."""
        if self._token is not None:
            self._token.cancel()
        self._generation += 1
        generation = self._generation
        token = CancelToken()
        self._token = token
        bridge = self._bridge

        def run() -> None:
            t0 = time.perf_counter()
            try:
                value = fn(token)
                result = TaskResult(generation, value, None, token.cancelled, time.perf_counter() - t0)
            except BaseException as e:  # reported to the GUI, never lost in the thread
                result = TaskResult(generation, None, e, token.cancelled, time.perf_counter() - t0)
            try:
                bridge.done.emit(result)
            except RuntimeError:  # the runner was deleted meanwhile (window closed)
                pass

        self._threads = [t for t in self._threads if t.is_alive()]
        thread = threading.Thread(target=run, name=f"{self._name}-{generation}", daemon=True)
        self._threads.append(thread)
        self._set_busy(True)
        thread.start()
        return generation

    def cancel(self) -> bool:
        """Ask the current job to stop; its (cancelled) result is still reported. False if idle."""
        if self._token is None or not self._busy:
            return False
        self._token.cancel()
        return True

    def discard(self) -> None:
        """Cancel the current job and drop its result (it becomes stale)."""
        if self._token is not None:
            self._token.cancel()
        self._token = None
        self._generation += 1
        self._set_busy(False)

    def shutdown(self, timeout: float = 1.0) -> bool:
        """Cancel everything and join the threads for up to ``timeout`` seconds in all."""
        self.discard()
        deadline = time.monotonic() + timeout
        for t in self._threads:
            t.join(max(0.0, deadline - time.monotonic()))
        self._threads = [t for t in self._threads if t.is_alive()]
        return not self._threads

    @Slot(object)
    def _deliver(self, result: TaskResult) -> None:
        if result.generation != self._generation:
            return  # stale: a newer job was started, or the job was discarded
        self._token = None
        self._set_busy(False)
        self.finished.emit(result)


# -- live analysis --------------------------------------------------------------------------


class _LiveTask(QObject):
    """Runs a job for the newest puzzle a moment after it was scheduled (stale results dropped).

    With ``CANCELS_RUNNING`` a newer puzzle discards the running job; without it (for work
    that cannot be cancelled) the newest puzzle waits for the running job to end.
    """

    started = Signal()  # a job began (the shown result is out of date)

    DELAY_MS = 150
    CANCELS_RUNNING = True

    def __init__(self, parent: QObject | None, name: str) -> None:
        super().__init__(parent)
        self._puzzle: Puzzle | None = None
        self.last = None  # the newest result shown
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DELAY_MS)
        self._timer.timeout.connect(self._run)
        self.runner = TaskRunner(self, name=name)
        self.runner.finished.connect(self._finished)

    @property
    def pending(self) -> bool:
        """A job is scheduled or running."""
        return self._timer.isActive() or self.runner.busy

    def schedule(self, puzzle: Puzzle) -> None:
        """Run the job for ``puzzle`` soon."""
        if self.last is not None and self.last.puzzle == puzzle and not self.pending:
            return
        self._puzzle = puzzle
        if self.CANCELS_RUNNING:
            self.runner.discard()
        self._timer.start()

    def _run(self) -> None:
        raise NotImplementedError

    def _finished(self, result: TaskResult) -> None:
        raise NotImplementedError

    def shutdown(self, timeout: float = 1.0) -> bool:
        self._timer.stop()
        return self.runner.shutdown(timeout)


TIME_LIMIT_S = 3.0  # the live check gives up undecided after this long (Keep Checking goes on)


class LiveAnalysis(_LiveTask):
    """Re-checks the puzzle in the background a moment after each change.

    A check that takes longer than ``time_limit`` seconds stops, undecided ("Not decided yet",
    ``Analysis.timed_out``), so the badge never looks stuck; :meth:`keep_checking` checks the
    same puzzle again without a limit (:attr:`unlimited` while it runs) and :meth:`stop` ends that.
    """

    analysed = Signal(object)  # Analysis of the newest puzzle (GUI thread)

    DELAY_MS = 150

    def __init__(
        self, parent: QObject | None = None, *, solve_fn: SolveFn = default_solve, time_limit: float | None = TIME_LIMIT_S
    ) -> None:
        super().__init__(parent, "str8ts-analysis")
        self.solve_fn = solve_fn
        self.time_limit = time_limit
        self.unlimited = False  # the running (or next) check has no time limit: Keep Checking

    def schedule(self, puzzle: Puzzle) -> None:
        if self._puzzle != puzzle:
            self.unlimited = False  # a new puzzle gets the limit again
        super().schedule(puzzle)

    def check_now(self, puzzle: Puzzle) -> None:
        self._puzzle = puzzle
        self._timer.stop()
        self._run()

    def keep_checking(self) -> bool:
        """Check the puzzle whose check ran out of time again, without a time limit (not while
        a changed puzzle waits for its first check: it has not run out of time)."""
        puzzle = self._puzzle if self._puzzle is not None else (self.last.puzzle if self.last else None)
        if puzzle is None or self._timer.isActive():
            return False
        self.unlimited = True
        self.runner.discard()
        self.check_now(puzzle)
        return True

    def recheck(self, puzzle: Puzzle) -> bool:
        """Check ``puzzle`` again when its last check ran out of time, or afresh when its check
        is still searching (Keep Checking, or one a solve outran): a solve done since (Solve,
        Check or a hint search, through the window's memo) answers it at once."""
        last = self.last
        if self._timer.isActive():
            return False  # its check is about to start (and finds the answer)
        if self.runner.busy:
            if self._puzzle != puzzle:
                return False
            self.runner.discard()
        elif last is None or last.puzzle != puzzle or not last.timed_out or last.error:
            return False
        self.check_now(puzzle)
        return True

    def stop(self) -> bool:
        """End a check without a time limit (Keep Checking): it stays undecided."""
        if not self.unlimited or not self.runner.busy:
            return False
        return self.runner.cancel()

    def _run(self) -> None:
        if self._puzzle is None:
            return
        self.started.emit()
        limit = None if self.unlimited else self.time_limit
        self.runner.start(partial(self._job, self._puzzle, self.solve_fn, limit))

    @staticmethod
    def _job(puzzle: Puzzle, solve_fn: SolveFn, limit: float | None, token: CancelToken) -> Analysis:
        return analyse_puzzle(puzzle, token, solve_fn=solve_fn, time_limit=limit)

    def _finished(self, result: TaskResult) -> None:
        if result.error is not None:
            analysis = Analysis(
                self._puzzle or Puzzle.empty(9), Status.CANCELLED, error=f"{type(result.error).__name__}: {result.error}"
            )
        else:
            analysis = result.value
            if analysis.status is Status.CANCELLED and self.unlimited:
                analysis = replace(analysis, timed_out=True)  # Keep Checking stopped: still undecided
        self.unlimited = False
        self.last = analysis
        self.analysed.emit(analysis)


# -- live grade ------------------------------------------------------------------------------


class LiveGrade(_LiveTask):
    """Grades the puzzle in the background a moment after each change (stale results dropped).

    Grading cannot be cancelled, so a newer puzzle waits for the running one.
    """

    graded = Signal(object)  # Grade of the newest puzzle (GUI thread)

    DELAY_MS = 200
    CANCELS_RUNNING = False

    def __init__(self, parent: QObject | None = None, *, rate_fn: RateFn | None = None) -> None:
        """``rate_fn``: grade with this instead of the puzzle's kind's logic (tests)."""
        super().__init__(parent, "str8ts-grade")
        self.rate_fn = rate_fn

    def follow(self, analysis: Analysis) -> Grade | None:
        """Grade the analysed puzzle only when it has exactly one solution (never one with none
        or several, nor an undecided one: the logic could rate those too). Returns the grade
        when it is known already; else None, and ``graded`` follows if it is being graded."""
        if analysis.error or analysis.status is not Status.UNIQUE:
            self.forget()
            return None
        if analysis.grade is not None:
            self._timer.stop()
            self._puzzle = analysis.puzzle
            self.last = analysis.grade
            return analysis.grade
        if self.last is not None and self.last.puzzle == analysis.puzzle:
            self._timer.stop()
            self._puzzle = analysis.puzzle
            return self.last
        self.schedule(analysis.puzzle)
        return None

    def forget(self) -> None:
        """Grade nothing (the puzzle changed, or has no single solution); a grading still
        running ends unseen."""
        self._timer.stop()
        self._puzzle = None

    def _run(self) -> None:
        if self._puzzle is None or self.runner.busy:
            return  # the running grading starts the newest puzzle when it ends
        self.started.emit()
        self.runner.start(partial(self._job, self._puzzle, self.rate_fn))

    @staticmethod
    def _job(puzzle: Puzzle, rate_fn: RateFn | None, token: CancelToken) -> Grade:
        try:
            return grade_puzzle(puzzle, rate_fn)
        except Exception as e:  # this puzzle's failure, not that of one edited in meanwhile (it waits, then is graded)
            return Grade(puzzle, None, error=f"{type(e).__name__}: {e}")

    def _finished(self, result: TaskResult) -> None:
        if result.error is not None:
            grade = Grade(self._puzzle or Puzzle.empty(9), None, error=f"{type(result.error).__name__}: {result.error}")
        else:
            grade = result.value
        if grade.puzzle != self._puzzle:
            known = self.last is not None and self.last.puzzle == self._puzzle  # (back to a graded one: undo)
            if not self._timer.isActive() and not known:
                self._run()  # a newer puzzle waited for this one
            return
        self.last = grade
        self.graded.emit(grade)


# -- true candidates (what a search found, and the search: gui/play/true_candidates.py) -----


class LiveTrueCandidates(_LiveTask):
    """Finds the true candidates of the puzzle in the background a moment after each change (a
    newer puzzle cancels the running search); each search stops after ``time_limit`` seconds."""

    computed = Signal(object)  # TrueCandidates of the newest puzzle (GUI thread)

    DELAY_MS = 150
    TIME_LIMIT_S = 5.0

    def __init__(self, parent: QObject | None = None, *, time_limit: float = TIME_LIMIT_S) -> None:
        super().__init__(parent, "str8ts-true-candidates")
        self.time_limit = time_limit

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle whose true candidates are being found or were found last (None: off)."""
        return self._puzzle

    def forget(self) -> None:
        """Find nothing (turned off): a search still running ends unseen."""
        self._timer.stop()
        self._puzzle = None
        self.last = None
        self.runner.discard()

    def _run(self) -> None:
        if self._puzzle is None:
            return
        self.started.emit()
        self.runner.start(partial(self._job, self._puzzle, self.time_limit))

    @staticmethod
    def _job(puzzle: Puzzle, limit: float, token: CancelToken) -> TrueCandidates:
        """The search (in the worker thread): see :func:`.play.true_candidates.find_true_candidates`."""
        from str8ts_gui.gui.play.true_candidates import find_true_candidates

        return find_true_candidates(puzzle, limit, token)

    def _finished(self, result: TaskResult) -> None:
        if self._puzzle is None:
            return  # turned off meanwhile
        if result.error is not None:
            from str8ts_gui.gui.play.true_candidates import TrueCandidates

            found = TrueCandidates(self._puzzle, Status.CANCELLED, error=f"{type(result.error).__name__}: {result.error}")
        else:
            found = result.value
        self.last = found
        self.computed.emit(found)
