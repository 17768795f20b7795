"""Hints and checking the player's work, in the window.

The work itself has no Qt and lives below the GUI (the first two are imported here too):

* :func:`~str8ts_gui.solver.analysis.check_position` -> :class:`CheckResult` (any kind) --
  which entries are wrong and which cells' pencil marks rule out their digit;
* :func:`~str8ts_gui.solver.analysis.find_hint` (any kind) -- the kind's next hint: for Str8ts a
  :class:`~str8ts_gui.kinds.str8ts.logic.hints.Hint` (a mistake, else the next logic step from
  the player's entries and pencil marks, :func:`position_grid`; either one in three levels,
  one more on every press while the position stays); for a kind without logic a
  :class:`NoHint` that says hints are not available for it yet;
* :func:`~str8ts_gui.solver.analysis.hint_text` -- a hint's words as the panel and the status
  bar show them (a step on cells without pencil marks says what they cannot be).

:class:`HintAssistant` runs both off the GUI thread and keeps the board's highlights in step
(its commands, Hint, Apply Hint and Check, are in ``gui/play/hint_commands.py``, loaded at the first);
:class:`~str8ts_gui.gui.panels.hint_panel.HintPanel` (``gui/panels/hint_panel.py``, built when first shown) is
the panel that shows the hint text and its Apply button.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Union

from PySide6.QtCore import QObject, QTimer, Signal

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.session import Mode
from str8ts_gui.solver.analysis import check_position, find_hint, name_cells
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE
from str8ts_gui.gui.board.controller import GameController
from str8ts_gui.gui.worker import TaskResult, TaskRunner

if TYPE_CHECKING:
    from str8ts_gui.kinds.str8ts.logic.hints import Hint
    from str8ts_gui.solver.checking import CheckResult
    from str8ts_gui.solver.hint_words import NoHint

__all__ = [
    "CONCRETE",
    "CheckResult",
    "FULL",
    "HintAssistant",
    "HintPanel",
    "NoHint",
    "VAGUE",
    "check_position",
    "find_hint",
]


def _commands():
    """gui/play/hint_commands.py: Hint, Apply Hint and Check (loaded at the first hint or check)."""
    from str8ts_gui.gui.play import hint_commands

    return hint_commands


# The Str8ts hint names, re-exported for older callers, load only when asked for: the window
# does not need the Str8ts logic to start (a hint finds its kind's logic through find_hint).
_STR8TS_HINT_NAMES = ("Hint", "LEVELS", "describe_area", "position_grid")


def __getattr__(name: str):
    if name == "HintPanel":  # the panel's module loads when the window first shows a hint
        from str8ts_gui.gui.panels.hint_panel import HintPanel

        return HintPanel
    if name == "CheckResult":  # a check's result: its module loads at the first check
        from str8ts_gui.solver.checking import CheckResult

        return CheckResult
    if name == "NoHint":  # the hint of a kind without logic, with the hints' words
        from str8ts_gui.solver.hint_words import NoHint

        return NoHint
    if name in _STR8TS_HINT_NAMES:
        from str8ts_gui.kinds.str8ts.logic import hints as str8ts_hints

        return getattr(str8ts_hints, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


SEARCHING = "Looking for a hint…"
CHANGED = "Your board has changed. Ctrl+H for a hint about it."
MODE_CHANGED = "The hint was put away as the mode changed. Ctrl+H for a hint about the board now."
# an explicit Check (Ctrl+K) whose answer came for a board changed since (it is not shown)
CHECK_CHANGED = "Check: the board changed while checking; Ctrl+K checks it again"
EDIT_APPLY = "Apply works in play mode (F3): in edit mode the board is being set"
APPLY_TIP = "Carry out the step: one move, Ctrl+Z undoes it (Ctrl+Shift+H)"
MORE_TO_APPLY = "Apply carries out the whole step once the hint shows it: Ctrl+H (or Hint/More) until it does"
# a step's last words while Show Candidates is on (see HintAssistant.apply_hint)
SHOWN_APPLY = (
    "Apply writes the candidates shown in as your pencil marks, without the ones the step removes, "
    "and turns Show Candidates off."
)
# a hint about the player's marks while Show Candidates shows the rules' candidates instead
HIDDEN_MARKS = "(Your own pencil marks: Show Candidates hides them, Ctrl+Shift+A shows them.)"
_PENCILS_IN = re.compile(r"\s*Apply pencils in the candidates left in [^.]*\.$")
# a puzzle of several solutions with drawings (an f-puzzles file's text, shapes, lines, cages
# without a sum): the setter's rules may give them a meaning, which is not read
DRAWINGS_NOT_READ = (
    "Its drawings (text, shapes, lines, cages without a sum) are not rules this program reads; "
    "if its rules in words (Shift+F4) give them a meaning, that is why."
)


def shows_corner_marks(cells: list[int], size: int) -> str:
    """The words for the cells where a step's Apply writes no candidates: "r1c1 shows corner
    marks", "r1c1 and r2c3 show corner marks" (a step's words and Apply's "Nothing to apply"
    both say it)."""
    shows = "shows" if len(cells) == 1 else "show"
    return f"{name_cells(cells, size)} {shows} corner marks"


AnyHint = Union["Hint", "NoHint"]  # what find_hint gives: the kind's hint, or "no hints for this kind"


# -- running them for the window ------------------------------------------------------------------


class HintAssistant(QObject):
    """Hints (escalating while the position stays the same), Apply, Check and Check as I Go.

    The solver and the logic run in worker threads; a result about a position that has changed
    meanwhile is dropped (an explicit Check says so: CHECK_CHANGED). Checking never changes the
    player's work: it only sets the board's ``wrong`` and ``wrong_marks`` highlights. Both solve
    the puzzle without a time limit: ``decided`` tells the window when they did.
    """

    hintShown = Signal(object, int)  # Hint, level (1 vague .. 3 the step), in the GUI thread
    hintCleared = Signal()  # the position (or the mode) changed: the hint shown (or being looked for) is gone
    hintSearching = Signal()  # a hint is being looked for (in the background)
    hintFailed = Signal(str)  # looking for the hint failed: what went wrong
    checked = Signal(object)  # CheckResult shown on the board
    # a Check or a hint search counted the solutions of the puzzle on the board (no time limit):
    # its answer is in the solve function's memo, for the live check's badge (the Puzzle)
    decided = Signal(object)
    message = Signal(str)
    # +1 just before a hint is applied (so that a finish it makes is told with it counted), -1
    # after when it changed nothing
    hintApplied = Signal(int)

    CHECK_DELAY_MS = 120  # check as I go waits this long after a change (typing fast checks once)

    def __init__(
        self,
        controller: GameController,
        parent: QObject | None = None,
        *,
        find_fn: Callable[..., AnyHint] = find_hint,
        check_fn: Callable[..., CheckResult] = check_position,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.find_fn = find_fn
        self.check_fn = check_fn
        self.hint: AnyHint | None = None
        self.level = 0
        self.check_as_you_go = False
        self._asked: PlayState | None = None  # the position a hint is being looked for
        self._quiet_check = False
        self._explicit: PlayState | None = None  # the board an explicit Check (Ctrl+K) is checking
        self.cleared_by_mode = False  # the last hint put away went with a change of mode
        self.applied = ""  # while a hint is applied: what it does ("Naked single applied")
        self.cleared_by_apply = ""  # the last hint put away went with its own Apply: what it did
        # (board before, board after) an Apply that turned Show Candidates off: undone, it shows
        # them again; redone, it turns them off again (forgotten at any other board)
        self._shown_apply: tuple[PlayState, PlayState] | None = None
        self._mode = controller.mode
        self._show_candidates = controller.show_candidates
        controller.changed.connect(self._mode_changed)
        self._hints = TaskRunner(self, name="str8ts-hint")
        self._hints.finished.connect(self._hint_ready)
        self._checks = TaskRunner(self, name="str8ts-check")
        self._checks.finished.connect(self._check_ready)
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(self.CHECK_DELAY_MS)
        self._check_timer.timeout.connect(lambda: self.check(quiet=True))
        controller.stateChanged.connect(self._state_changed)

    @property
    def busy(self) -> bool:
        return self._hints.busy or self._checks.busy or self._check_timer.isActive()

    # -- hints --------------------------------------------------------------------------------
    def request_hint(self) -> None:
        """The Hint command: the next level of the current hint, or a new hint
        (:func:`.hint_commands.request_hint`)."""
        return _commands().request_hint(self)

    def _hint_ready(self, result: TaskResult) -> None:
        return _commands()._hint_ready(self, result)

    def words(self, hint: AnyHint, level: int) -> str:
        """The hint's words as the panel and the status bar show them (:func:`.hint_commands.words`)."""
        return _commands().words(self, hint, level)

    def can_apply(self) -> bool:
        hint = self.hint
        return (
            hint is not None and self.controller.mode == Mode.PLAY and hint.state == self.controller.session.state
            and hint.can_apply(self.level)
        )

    def waits_for_play(self) -> bool:
        """The hint shown would be applied in play mode, but the board is being set (EDIT_APPLY)."""
        hint = self.hint
        return hint is not None and self.controller.mode != Mode.PLAY and hint.can_apply(self.level)

    def waits_for_more(self) -> bool:
        """The hint shown is not yet the whole step Apply would carry out (MORE_TO_APPLY)."""
        hint = self.hint
        return hint is not None and not hint.can_apply(self.level) and hint.can_apply(hint.levels)

    def apply_hint(self) -> bool:
        """Carry out the hint shown in full, as one undoable move; True if it was applied
        (:func:`.hint_commands.apply_hint`)."""
        return _commands().apply_hint(self)

    def _stop_looking(self) -> bool:
        """Stop the search for a hint, if one runs (True then)."""
        if self._asked is None:
            return False
        self._asked = None
        self._hints.discard()
        return True

    def _forget_hint(self) -> bool:
        """Forget the hint shown, if any (True then)."""
        if self.hint is None:
            return False
        self.hint = None
        self.level = 0
        return True

    def _mode_changed(self) -> None:
        """Play and edit mode switched: a hint shown or being looked for is put away with its
        highlights (it was about the board in the other mode: Apply would write an answer into
        a board being set). Show Candidates turned on or off: the step or the hint about marks
        shown is told again (its words say what Apply writes, or that the marks are hidden)."""
        shown = self.controller.show_candidates
        if shown != self._show_candidates:  # (what Apply writes, and the step's words, change)
            self._show_candidates = shown
            hint = self.hint
            told = hint is not None and (
                hint.kind == "marks" or hint.kind == "step" and hint.step.eliminations and hint.can_apply(self.level)
            )
            if told and hint.state == self.controller.session.state:
                _commands()._show(self)
        mode = self.controller.mode
        if mode == self._mode:
            return
        self._mode = mode
        if self._stop_looking() | self._forget_hint():  # (both: no short cut)
            self.controller.set_step_view(None)
            self.cleared_by_mode = True
            self.hintCleared.emit()

    def _state_changed(self) -> None:
        self.cleared_by_mode = False
        self.cleared_by_apply = self.applied
        # a hint being looked for about a board that is gone: stop looking (the next Ctrl+H
        # asks about the board as it is now)
        if self._asked != self.controller.session.state and self._stop_looking():
            self.hintCleared.emit()
        if self._forget_hint():
            self.hintCleared.emit()
        if self.check_as_you_go:
            self._check_timer.start()
        self._follow_shown_apply()

    def _follow_shown_apply(self) -> None:
        """Undo and redo of an Apply that turned Show Candidates off bring the board back as it
        looked: the candidates shown before it, or the pencil marks it wrote."""
        pair = self._shown_apply
        if pair is None:
            return
        state = self.controller.session.state
        if state == pair[0]:
            self.controller.set_show_candidates(True)
        elif state == pair[1]:
            self.controller.set_show_candidates(False)
        else:
            self._shown_apply = None

    # -- checking -------------------------------------------------------------------------------
    def check(self, quiet: bool = False) -> None:
        """Mark the wrong entries and pencil marks (in the background); ``quiet``: say nothing
        (:func:`.hint_commands.check`)."""
        return _commands().check(self, quiet)

    def set_check_as_you_go(self, on: bool) -> None:
        return _commands().set_check_as_you_go(self, on)

    def _check_ready(self, result: TaskResult) -> None:
        return _commands()._check_ready(self, result)

    def shutdown(self, timeout: float = 0.5) -> None:
        self._check_timer.stop()
        self._hints.shutdown(timeout / 2)
        self._checks.shutdown(timeout / 2)
