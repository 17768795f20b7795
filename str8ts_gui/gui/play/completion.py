"""Finishing a puzzle: the play timer, telling when the player's grid is complete and right,
and the board's flash that says so.

* :class:`PlayTimer` counts the time spent playing the current puzzle: it runs in play mode
  while the window is shown and not minimised, stops when the puzzle is solved, and starts
  from zero for every new document. Its label sits in the status bar.
* :class:`CompletionWatcher` looks at the board after every change and emits
  :attr:`~CompletionWatcher.solved` once when the grid becomes complete and breaks no rule
  (any kind: it asks the kind's rules). A grid filled in by Solve is reported too, marked
  ``by_solver``, so that it is neither congratulated nor counted. A grid that becomes full but
  is not right is told once in the status bar (:data:`FULL_NOT_RIGHT`, which cell is not said),
  not again while it stays full.
* :class:`~str8ts_gui.gui.play.board_flash.BoardFlash` is a short translucent flash over the board with
  "Solved!" and the time (:func:`flash_board`), and :class:`Completion` what the watcher reports
  of a solved grid: both in :mod:`.board_flash`, loaded at the first solve, their names also
  importable from here.

:func:`install` gives a window (with a ``controller``) one watcher and one timer, as
``window.completion`` and ``window.play_timer``; a second call returns the first.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.core.session import Mode

if TYPE_CHECKING:
    from str8ts_gui.gui.play.board_flash import Completion

__all__ = [
    "BoardFlash",
    "Completion",
    "CompletionWatcher",
    "FULL_NOT_RIGHT",
    "PlayTimer",
    "flash_board",
    "format_duration",
    "grid_is_full",
    "grid_is_solved",
    "install",
]

# The flash and the report of a solved grid (gui/play/board_flash.py) load when a puzzle is first
# solved, not with the window.
_FLASH_NAMES = ("BoardFlash", "Completion", "FLASH_COLOUR", "FLASH_MS", "flash_board")


def __getattr__(name: str):
    if name in _FLASH_NAMES:
        from str8ts_gui.gui.play import board_flash

        return getattr(board_flash, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


TICK_MS = 1000  # how often the timer label is refreshed while the clock runs
# what the status bar says when the player's grid becomes full but is not right (not where)
FULL_NOT_RIGHT = "The grid is full, but something is not right: Check (Ctrl+K) shows where."


def format_duration(seconds: float | None) -> str:
    """``4:07`` or ``1:02:03`` (hours only when needed); "" for None."""
    if seconds is None:
        return ""
    total = max(0, int(seconds))
    h, rest = divmod(total, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def grid_is_full(state: PlayState) -> bool:
    """True when the board has an open cell and every open cell holds a digit."""
    has_open = False
    for i in range(state.puzzle.cell_count):
        if state.is_open(i):
            has_open = True
            if not state.entries[i]:
                return False
    return has_open


def is_blank(state: PlayState) -> bool:
    """Whether ``state`` is the empty board File > New makes (no givens, black cells, rules or
    regions of its own) with nothing entered on it."""
    puzzle = state.puzzle
    kind = kind_of(puzzle)
    try:
        empty = kind.empty_rect(puzzle.size, puzzle.height) if kind.rectangular else kind.empty(puzzle.size)
    except (AttributeError, NotImplementedError, ValueError):
        return False  # a kind without an empty board of this shape: never taken for one
    return puzzle == empty and state == PlayState.new(puzzle)


def grid_is_solved(state: PlayState) -> bool:
    """True when every open cell holds a digit and the grid breaks no rule of its kind (a
    board without an open cell is nothing to solve: False)."""
    if not grid_is_full(state):
        return False
    puzzle = state.puzzle
    return not kind_of(puzzle).check(puzzle, state.values())


# -- the play timer ---------------------------------------------------------------------------------
class PlayTimer(QObject):
    """The time spent playing the current puzzle (see the module's description).

    ``clock`` returns seconds (monotonic); tests give it a fake one with :meth:`set_clock`.
    """

    changed = Signal(str)  # the label's text

    def __init__(self, window: QWidget, controller, *, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(window)
        self.setObjectName("play_timer")
        self.window = window
        self.controller = controller
        self._clock = clock
        self._total = 0.0  # seconds before the running stretch
        self._since: float | None = None  # clock() when the running stretch began
        self._finished = False
        self._by_program = False  # Solve filled the grid in: no time to boast of
        self._blocked = False  # a modal dialog is open over the window
        self.label = QLabel(window)
        self.label.setObjectName("timer_label")
        self.label.setContentsMargins(4, 0, 4, 0)
        self.label.setToolTip(
            "Time spent on this puzzle in play mode (paused while the window is minimised or hidden, or a dialog "
            "waits for an answer; saved with the puzzle)"
        )
        self.label.setAccessibleName("Play time")
        policy = self.label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # hidden in edit mode, its room kept: the status bar stays put
        self.label.setSizePolicy(policy)
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._show)
        controller.changed.connect(self.update_running)
        window.installEventFilter(self)
        self.update_running()

    # -- reading -----------------------------------------------------------------------------------
    def elapsed(self) -> float:
        """Seconds played so far."""
        if self._since is None:
            return self._total
        return self._total + max(0.0, self._clock() - self._since)

    @property
    def running(self) -> bool:
        return self._since is not None

    @property
    def finished(self) -> bool:
        return self._finished

    @property
    def by_program(self) -> bool:
        """Finished because Solve filled the grid in."""
        return self._finished and self._by_program

    def text(self) -> str:
        if self._finished and self._by_program:
            return "Solved by the program"
        t = format_duration(self.elapsed())
        return f"Solved in {t}" if self._finished else f"Time {t}"

    # -- control -----------------------------------------------------------------------------------
    def set_clock(self, clock: Callable[[], float]) -> None:
        """Measure with ``clock`` from now on (the time so far is kept)."""
        self._pause()
        self._clock = clock
        self.update_running()

    def reset(self, seconds: float = 0.0) -> None:
        """A new document: ``seconds`` played on it before (a saved file's time), not finished."""
        self._since = None
        self._total = max(0.0, float(seconds))
        self._finished = False
        self._by_program = False
        self.update_running()

    def finish(self, by_program: bool = False) -> float:
        """The puzzle is solved (``by_program``: by Solve): stop and keep the time; returns it."""
        self._finished = True
        self._by_program = by_program
        self.update_running()
        return self.elapsed()

    def resume(self) -> None:
        """The solved grid changed again (e.g. undo): the clock goes on from where it stopped."""
        if self._finished:
            self._finished = False
            self._by_program = False
            self.update_running()

    def should_run(self) -> bool:
        w = self.window
        return (
            not self._finished
            and self.controller.mode == Mode.PLAY
            and w.isVisible()
            and not w.isMinimized()
            and not self._blocked
        )

    def update_running(self) -> None:
        """Start or pause the clock as the mode and the window's state require."""
        run = self.should_run()
        if run and self._since is None:
            self._since = self._clock()
            self._tick.start()
        elif not run and self._since is not None:
            self._pause()
        self._show()

    def _pause(self) -> None:
        if self._since is not None:
            self._total = self.elapsed()
            self._since = None
        self._tick.stop()

    def _show(self) -> None:
        if not shiboken6.isValid(self.label):
            return
        text = self.text()
        self.label.setVisible(self.controller.mode == Mode.PLAY)
        if text != self.label.text():
            self.label.setText(text)
            self.changed.emit(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            self._blocked = kind == QEvent.Type.WindowBlocked  # a modal dialog opened or closed
            self.update_running()
        elif watched is self.window and kind in (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.WindowStateChange):
            self.update_running()  # the new window state is in place when its event arrives
        return False


# -- the watcher ------------------------------------------------------------------------------------
class CompletionWatcher(QObject):
    """Emits :attr:`solved` once when the player's grid becomes complete and right (play mode),
    :attr:`full_not_right` once when it becomes full but breaks a rule (not again until it has
    been not full, or solved, in between)."""

    solved = Signal(object)  # a Completion
    unsolved = Signal()  # a solved grid changed and is no longer solved (e.g. undo)
    full_not_right = Signal()  # the grid became full but is not right

    def __init__(self, window: QWidget, timer: PlayTimer) -> None:
        super().__init__(window)
        self.setObjectName("completion")
        self.window = window
        self.controller = window.controller
        self.timer = timer
        self._last_state: PlayState | None = None
        self._solved_state: PlayState | None = None  # the state announced (or opened) as solved
        self._full_told = False  # the grid is full and not right, and that was said
        self._solver_used_on: Puzzle | None = None
        self._puzzle: Puzzle = self.controller.session.puzzle
        self._suspended = False
        self._completions = 0  # how often the grid of this document was completed
        self._times: dict[Puzzle, float] = {}  # the time played on other puzzles of the document (before an edit), for an undo back
        self._hints = 0  # hints applied on this puzzle (Hint > Apply), an undo of one included
        self._hints_of: dict[Puzzle, int] = {}  # the same for other puzzles of the document, for an undo back
        self.controller.changed.connect(self.check)
        finished = getattr(window, "solveFinished", None)
        if finished is not None:
            finished.connect(self._solve_finished)

    @property
    def is_solved(self) -> bool:
        """The grid on the board is complete and right (whatever the mode)."""
        return grid_is_solved(self.controller.session.state)

    @property
    def hints_applied(self) -> int:
        """How many hints were applied on the puzzle on the board (saved with the document)."""
        return self._hints

    def note_hint(self, count: int = 1) -> None:
        """``count`` hints applied to the board (-1: one that changed nothing after all): the
        finish is told with the count (an undo of the step does not take it back: the player
        has seen it)."""
        self._hints = max(0, self._hints + count)

    def note_solver(self) -> None:
        """Solve is about to fill in this puzzle: its completion is not the player's."""
        self._solver_used_on = self.controller.session.puzzle

    def _solve_finished(self, result) -> None:
        # a cancelled or failed Solve filled nothing in: the player may still solve it; nor did
        # one whose puzzle changed while it worked (an undo may bring that puzzle back)
        if getattr(result, "cancelled", False) or getattr(result, "error", None) is not None:
            self._solver_used_on = None
        elif self._solver_used_on is not None and not self._holds(getattr(getattr(result, "value", None), "solution", None)):
            self._solver_used_on = None

    def _holds(self, solution) -> bool:
        """Whether every open cell of the board holds its digit of ``solution`` (Solve filled it in)."""
        state = self.controller.session.state
        return solution is not None and len(solution) == state.puzzle.cell_count and all(
            state.entries[i] == solution[i] for i in range(state.puzzle.cell_count) if state.is_open(i)
        )

    @contextmanager
    def new_document(self, seconds: float = 0.0, by_program: bool = False, hints: int = 0) -> Iterator[None]:
        """Around showing another document: then :meth:`reset` with the time played on it
        before, whether the program solved it (a document opened solved is not announced) and
        the hints applied on it."""
        self._suspended = True
        try:
            yield
        finally:
            self._suspended = False
            self.reset(seconds, by_program, hints)

    def reset(self, seconds: float = 0.0, by_program: bool = False, hints: int = 0) -> None:
        """A new document: no solver used, the clock from ``seconds`` (the time saved with it),
        ``hints`` applied on it before; a grid that is solved already is taken as it is
        (finished, not announced; "Solved by the program" when the file says Solve filled it in)."""
        state = self.controller.session.state
        self._solver_used_on = None
        self._puzzle = state.puzzle
        self._completions = 0
        self._times = {}
        self._hints = max(0, int(hints))
        self._hints_of = {}
        self.timer.reset(seconds)
        self._solved_state = None
        self._last_state = state
        self._full_told = False  # (opened full and not right: told at the first change that keeps it so)
        if grid_is_solved(state):
            self._solved_state = state
            self.timer.finish(by_program=by_program)
            if by_program:
                self._solver_used_on = state.puzzle

    def check(self) -> None:
        """Look at the board (after any change)."""
        if self._suspended:
            return
        ctl = self.controller
        state = ctl.session.state
        if state is self._last_state and state.puzzle is self._puzzle:
            return  # (changed fires for selection moves too; an undo in edit mode may come back to
            # the state last played, while the clock went on to an edited puzzle)
        if state.puzzle != self._puzzle:  # another puzzle (edited, pasted): its own clock
            # (back to one played before, by undo: its time again)
            played = self.timer.elapsed()
            if played > 0:  # (only puzzles played keep a time: every edit in edit mode is a puzzle)
                self._times[self._puzzle] = played
            if self._hints:
                self._hints_of[self._puzzle] = self._hints
            self._puzzle = state.puzzle
            self._hints = self._hints_of.pop(state.puzzle, 0)
            self._solved_state = None
            self._full_told = False
            self._completions = 0
            self.timer.reset(self._times.pop(state.puzzle, 0.0))
        if self._solved_state is not None and state != self._solved_state:
            if state.puzzle != self._solved_state.puzzle or not grid_is_solved(state):
                self._solved_state = None
                self.timer.resume()
                self.unsolved.emit()
        if ctl.mode != Mode.PLAY:
            return  # edit mode: nothing is played (checked again when play mode comes back)
        self._last_state = state
        if self._solved_state is not None:
            return
        if not grid_is_full(state):
            self._full_told = False
            return
        if not grid_is_solved(state):
            if not self._full_told:
                self._full_told = True
                self.full_not_right.emit()
            return
        self._full_told = False
        self._solved_state = state
        by_solver = self._solver_used_on == state.puzzle
        seconds = self.timer.finish(by_program=by_solver)
        self._completions += 1
        from str8ts_gui.gui.play.board_flash import Completion

        self.solved.emit(Completion(state.puzzle, seconds, by_solver, first=self._completions == 1, hints=self._hints))


def install(window: QWidget) -> CompletionWatcher:
    """Give ``window`` a play timer (``window.play_timer``, its label at the right end of a
    main window's status bar) and a completion watcher (``window.completion``), once; a second
    call returns the first watcher."""
    existing = getattr(window, "completion", None)
    if isinstance(existing, CompletionWatcher) and shiboken6.isValid(existing):
        return existing
    timer = PlayTimer(window, window.controller)
    if isinstance(window, QMainWindow):
        window.statusBar().addPermanentWidget(timer.label)
    watcher = CompletionWatcher(window, timer)
    watcher.full_not_right.connect(lambda: _say(window, FULL_NOT_RIGHT))
    window.play_timer = timer
    window.completion = watcher
    return watcher


def _say(window: QWidget, text: str) -> None:
    """``text`` in the window's status bar (its ``show_status`` when it has one)."""
    show = getattr(window, "show_status", None)
    if show is not None:
        show(text)
    elif isinstance(window, QMainWindow):
        window.statusBar().showMessage(text)
