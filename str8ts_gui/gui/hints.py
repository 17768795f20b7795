"""Hints and checking the player's work, in the window.

The work itself has no Qt and lives below the GUI (these names are imported here too):

* :func:`~str8ts_gui.solver.analysis.check_position` -> :class:`CheckResult` (any kind) --
  which entries are wrong and which cells' pencil marks rule out their digit;
* :func:`~str8ts_gui.solver.analysis.find_hint` (any kind) -- the kind's next hint: for Str8ts a
  :class:`~str8ts_gui.kinds.str8ts.logic.hints.Hint` (a mistake, else the next logic step from
  the player's entries and pencil marks, :func:`position_grid`; either one in three levels,
  one more on every press while the position stays); for a kind without logic a
  :class:`NoHint` that says hints are not available for it yet;
* :func:`~str8ts_gui.solver.analysis.hint_text` -- a hint's words as the panel and the status
  bar show them (a step on cells without pencil marks says what they cannot be).

:class:`HintAssistant` runs both off the GUI thread and keeps the board's highlights in step;
:class:`~str8ts_gui.gui.hint_panel.HintPanel` (``gui/hint_panel.py``, built when first shown) is
the panel that shows the hint text and its Apply button.
"""

from __future__ import annotations

import re
from functools import partial
from typing import TYPE_CHECKING, Callable, Union

from PySide6.QtCore import QObject, QTimer, Signal

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.session import Mode
from str8ts_gui.solver.analysis import CheckResult, NoHint, check_position, find_hint, hint_text, name_cells
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE, sentence
from str8ts_gui.solver.common import CancelToken, Status
from str8ts_gui.gui.controller import GameController, StepView
from str8ts_gui.gui.worker import TaskResult, TaskRunner
from str8ts_gui.gui.completion import grid_is_solved

if TYPE_CHECKING:
    from str8ts_gui.kinds.str8ts.logic.hints import Hint

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

# The Str8ts hint names, re-exported for older callers, load only when asked for: the window
# does not need the Str8ts logic to start (a hint finds its kind's logic through find_hint).
_STR8TS_HINT_NAMES = ("Hint", "LEVELS", "describe_area", "position_grid")


def __getattr__(name: str):
    if name == "HintPanel":  # the panel's module loads when the window first shows a hint
        from str8ts_gui.gui.hint_panel import HintPanel

        return HintPanel
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


def _has_drawings(puzzle) -> bool:
    """Whether ``puzzle`` holds drawings kept as they are (an f-puzzles file's ``text``,
    ``circle``, ``rectangle``, ``line``, or ``cage`` without a sum), which say nothing here."""
    return any(getattr(c, "rule", None) == "cosmetic" for c in getattr(puzzle, "constraints", ()))


AnyHint = Union["Hint", NoHint]  # what find_hint gives: the kind's hint, or "no hints for this kind"


# -- running them for the window ------------------------------------------------------------------
def _hint_job(find: Callable[..., AnyHint], state: PlayState, token: CancelToken) -> AnyHint:
    return find(state, token)


def _check_job(check: Callable[..., CheckResult], state: PlayState, token: CancelToken) -> CheckResult:
    return check(state, token)


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
        """The Hint command: the next level of the current hint, or a new hint."""
        state = self.controller.session.state
        hint = self.hint
        if hint is not None and hint.state == state:
            if self.level < hint.levels:
                self.level += 1
            self._show()
            return
        if self._hints.busy and self._asked == state:
            return  # already looking
        self._asked = state
        self._hints.start(partial(_hint_job, self.find_fn, state))
        self.message.emit(SEARCHING)
        self.hintSearching.emit()

    def _hint_ready(self, result: TaskResult) -> None:
        self._asked = None
        if result.error is not None:
            text = f"Hint failed: {type(result.error).__name__}: {result.error}"
            self.message.emit(text)
            self.hintFailed.emit(text)
            return
        hint: AnyHint = result.value
        if hint.kind not in ("cancelled", "unsupported"):  # (it checked the position: solved the puzzle)
            self._decided(hint.state.puzzle)
        if hint.state != self.controller.session.state or hint.kind == "cancelled":
            return  # about a position that is gone
        self.hint = hint
        self.level = 1
        self._show()

    def _show(self) -> None:
        hint, level = self.hint, self.level
        if hint is None:
            return
        cells, area = hint.cells_at(level)
        if hint.kind == "step" and level >= FULL:
            view = StepView.of_step(hint.step, hint.grid.masks)
        else:
            view = StepView(cells=cells, area=area)
        self.controller.set_step_view(view)
        self.message.emit(self.words(hint, level))
        self.hintShown.emit(hint, level)

    def _writes_shown(self, hint) -> bool:
        """Whether Apply of ``hint`` writes in the candidates Show Candidates shows (a step that
        removes candidates, Show Candidates on: see apply_hint)."""
        return hint.kind == "step" and bool(hint.step.eliminations) and self.controller.show_candidates

    def words(self, hint: AnyHint, level: int) -> str:
        """The hint's words as the panel and the status bar show them (:func:`hint_text`); a
        step that Apply carries out with Show Candidates on says what Apply writes then, and a
        hint about the player's marks that Show Candidates hides them."""
        text = hint_text(hint, level)
        if hint.kind == "stuck" and getattr(hint, "several", False) and _has_drawings(hint.state.puzzle):
            return sentence(text) + " " + DRAWINGS_NOT_READ
        if hint.kind == "marks" and self.controller.show_candidates:
            return sentence(text) + " " + HIDDEN_MARKS
        if not hint.can_apply(level) or hint.kind != "step":
            return text
        if self._writes_shown(hint):
            text = sentence(_PENCILS_IN.sub("", text)) + " " + SHOWN_APPLY
        noted = self._noted(hint)
        if noted:
            text = sentence(text) + (
                f" {shows_corner_marks(noted, hint.state.puzzle.size)}, where Apply writes no candidates."
            )
        return text

    def _noted(self, hint) -> list[int]:
        """The cells a step removes candidates from that show the player's corner marks and no
        centre marks (no entry): a hint's Apply writes no candidates there (they would not show;
        a cell's centre marks are its candidates, and Apply takes the digit out of them)."""
        state = hint.state
        return sorted({
            i for i, _d in hint.step.eliminations
            if state.is_open(i) and not state.entries[i] and state.candidate_layer(i) is None
        })

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
        """Carry out the hint shown in full, as one undoable move (in play mode: an answer
        written into a board being set would be taken for part of it)."""
        if not self.can_apply():
            if self.waits_for_play():
                self.message.emit(EDIT_APPLY)
            elif self.waits_for_more():
                self.message.emit(MORE_TO_APPLY)
            else:
                self.message.emit("Nothing to apply: Ctrl+H shows a hint, pressed again it shows more")
            return False
        hint = self.hint
        session = self.controller.session
        self.hintApplied.emit(1)
        if hint.kind == "step":
            what = f"{hint.step.strategy} applied"
        else:
            what = "Wrong entries removed" if hint.kind == "wrong" else "Pencil marks cleared"
        self.applied = what  # (the panel says it when the hint goes with the change it makes)
        # Show Candidates draws the rules' candidates, never a step's eliminations: the
        # candidates it shows are written in as pencil marks with the step (one undo step), and
        # it is turned off, so that the board shows what the step removed
        written = self._writes_shown(hint)
        try:
            if hint.kind == "step":
                step = hint.step
                with session.group():
                    done = session.apply_step(step.placements, step.eliminations, hint.grid.masks)
                    if done and written:
                        session.fill_marks()
            elif hint.kind == "wrong":
                done = session.clear_entries(hint.cells)
            else:
                done = session.clear_marks(hint.cells)
        finally:
            self.applied = ""
        if not done and hint.kind == "step":
            self.message.emit(self._nothing_written(hint))
        if done:
            if written:
                self._shown_apply = (hint.state, session.state)
                self.controller.set_show_candidates(False)
            if not grid_is_solved(session.state):  # (a finish is told by the window, the hint counted)
                if written:
                    self.message.emit(
                        f"{what}: Show Candidates is off, its candidates written in as your pencil marks "
                        "without the ones the step removed (Ctrl+Z undoes it); Ctrl+H for the next hint"
                    )
                else:
                    self.message.emit(f"{what} (Ctrl+Z undoes it); Ctrl+H for the next hint")
        else:
            self.hintApplied.emit(-1)
        return done

    def _nothing_written(self, hint) -> str:
        """Why a step's Apply changed nothing: its cells show the player's corner marks, which
        take the place of candidates (a hint's Apply writes none there), and the
        hints read such a cell as every digit the board's digits allow there, so the step comes
        back."""
        state = self.controller.session.state
        noted = self._noted(hint)
        if not noted:
            return "Nothing to apply: the step changes nothing on your board"
        return (
            f"Nothing to apply: {shows_corner_marks(noted, state.puzzle.size)}, which hide candidates, so the "
            "step cannot be written there; the hints' steps take such a cell to hold every digit the board's "
            "digits allow there, so clear those marks (Delete in the Corner mode) or give the cell centre marks "
            "to get past this step"
        )

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
                self._show()
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
        when all is well (check as I go)."""
        self._check_timer.stop()
        state = self.controller.session.state
        explicit = self._explicit
        if quiet and explicit is not None and explicit != state and self._checks.busy:
            self.message.emit(CHECK_CHANGED)  # Check as I Go's check of the board now takes its place
        self._explicit = None if quiet else state
        self._quiet_check = quiet
        self._checks.start(partial(_check_job, self.check_fn, state))

    def set_check_as_you_go(self, on: bool) -> None:
        self.check_as_you_go = bool(on)
        if self.check_as_you_go:
            self.check(quiet=True)
        else:
            self._check_timer.stop()
            self.controller.set_highlights(wrong=(), wrong_marks=())

    def _check_ready(self, result: TaskResult) -> None:
        self._explicit = None
        if result.error is not None:
            self.message.emit(f"Check failed: {type(result.error).__name__}: {result.error}")
            return
        check: CheckResult = result.value
        if check.status is Status.CANCELLED:
            return
        self._decided(check.state.puzzle)
        if check.state != self.controller.session.state:
            if not self._quiet_check:  # the player asked: the answer is about a board that is gone
                self.message.emit(CHECK_CHANGED)
            return
        self.controller.set_highlights(wrong=check.wrong, wrong_marks=check.wrong_marks)
        if not self._quiet_check or not check.ok or check.state.is_filled():
            said = check.message
            if check.wrong_marks and self.controller.show_candidates:  # (not the candidates shown)
                said = f"{sentence(said)} {HIDDEN_MARKS}"
            self.message.emit(said)
        self.checked.emit(check)

    def _decided(self, puzzle) -> None:
        """A Check or hint search solved ``puzzle`` to the end: ``decided`` when it is still the
        board's puzzle (the live check, stopped at "Not decided yet", takes the answer)."""
        if puzzle == self.controller.session.puzzle:
            self.decided.emit(puzzle)

    def shutdown(self, timeout: float = 0.5) -> None:
        self._check_timer.stop()
        self._hints.shutdown(timeout / 2)
        self._checks.shutdown(timeout / 2)
