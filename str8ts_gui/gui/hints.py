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
:class:`HintPanel` is the dock that shows the hint text and its Apply button.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, Union

from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.session import Mode
from str8ts_gui.solver.analysis import CheckResult, NoHint, check_position, find_hint, hint_text
from str8ts_gui.solver.logic import CONCRETE, FULL, VAGUE
from str8ts_gui.solver.sat import CancelToken, Status
from str8ts_gui.gui.controller import GameController, StepView
from str8ts_gui.gui.panels import PANEL_WIDTH, Panel, PanelBody
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
    if name in _STR8TS_HINT_NAMES:
        from str8ts_gui.kinds.str8ts.logic import hints as str8ts_hints

        return getattr(str8ts_hints, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


SEARCHING = "Looking for a hint…"
CHANGED = "Your board has changed. Ctrl+H for a hint about it."
MODE_CHANGED = "The hint was put away as the mode changed. Ctrl+H for a hint about the board now."
EDIT_APPLY = "Apply works in play mode (F3): in edit mode the board is being set"
APPLY_TIP = "Carry out the step: one move, Ctrl+Z undoes it (Ctrl+Shift+H)"

AnyHint = Union["Hint", NoHint]  # what find_hint gives: the kind's hint, or "no hints for this kind"


# -- running them for the window ------------------------------------------------------------------
def _hint_job(find: Callable[..., AnyHint], state: PlayState, token: CancelToken) -> AnyHint:
    return find(state, token)


def _check_job(check: Callable[..., CheckResult], state: PlayState, token: CancelToken) -> CheckResult:
    return check(state, token)


class HintAssistant(QObject):
    """Hints (escalating while the position stays the same), Apply, Check and Check as I Go.

    The solver and the logic run in worker threads; a result about a position that has changed
    meanwhile is dropped. Checking never changes the player's work: it only sets the board's
    ``wrong`` and ``wrong_marks`` highlights.
    """

    hintShown = Signal(object, int)  # Hint, level (1 vague .. 3 the step), in the GUI thread
    hintCleared = Signal()  # the position (or the mode) changed: the hint shown (or being looked for) is gone
    hintSearching = Signal()  # a hint is being looked for (in the background)
    hintFailed = Signal(str)  # looking for the hint failed: what went wrong
    checked = Signal(object)  # CheckResult shown on the board
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
        self.cleared_by_mode = False  # the last hint put away went with a change of mode
        self.applied = ""  # while a hint is applied: what it does ("Naked single applied")
        self.cleared_by_apply = ""  # the last hint put away went with its own Apply: what it did
        self._mode = controller.mode
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
        self.message.emit(hint_text(hint, level))
        self.hintShown.emit(hint, level)

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

    def apply_hint(self) -> bool:
        """Carry out the hint shown in full, as one undoable move (in play mode: an answer
        written into a board being set would be taken for part of it)."""
        if not self.can_apply():
            if self.waits_for_play():
                self.message.emit(EDIT_APPLY)
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
        try:
            if hint.kind == "step":
                step = hint.step
                done = session.apply_step(step.placements, step.eliminations, hint.grid.masks)
            elif hint.kind == "wrong":
                done = session.clear_entries(hint.cells)
            else:
                done = session.clear_marks(hint.cells)
        finally:
            self.applied = ""
        if done:
            if not grid_is_solved(session.state):  # (a finish is told by the window, the hint counted)
                self.message.emit(f"{what} (Ctrl+Z undoes it); Ctrl+H for the next hint")
        else:
            self.hintApplied.emit(-1)
        return done

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
        a board being set)."""
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

    # -- checking -------------------------------------------------------------------------------
    def check(self, quiet: bool = False) -> None:
        """Mark the wrong entries and pencil marks (in the background); ``quiet``: say nothing
        when all is well (check as I go)."""
        self._check_timer.stop()
        self._quiet_check = quiet
        state = self.controller.session.state
        self._checks.start(partial(_check_job, self.check_fn, state))

    def set_check_as_you_go(self, on: bool) -> None:
        self.check_as_you_go = bool(on)
        if self.check_as_you_go:
            self.check(quiet=True)
        else:
            self._check_timer.stop()
            self.controller.set_highlights(wrong=(), wrong_marks=())

    def _check_ready(self, result: TaskResult) -> None:
        if result.error is not None:
            self.message.emit(f"Check failed: {type(result.error).__name__}: {result.error}")
            return
        check: CheckResult = result.value
        if check.state != self.controller.session.state or check.status is Status.CANCELLED:
            return
        self.controller.set_highlights(wrong=check.wrong, wrong_marks=check.wrong_marks)
        if not self._quiet_check or not check.ok or check.state.is_filled():
            self.message.emit(check.message)
        self.checked.emit(check)

    def shutdown(self, timeout: float = 0.5) -> None:
        self._check_timer.stop()
        self._hints.shutdown(timeout / 2)
        self._checks.shutdown(timeout / 2)


class HintPanel(Panel):
    """The Hint panel: the hint's level, its text, and buttons for more and for Apply."""

    EMPTY = (
        "Ctrl+H gives a hint about your board: first which strategy to try, pressed again where "
        "to look, then the whole step, which Apply carries out."
    )

    def __init__(self, assistant: HintAssistant, parent: QWidget | None = None) -> None:
        super().__init__("Hint", parent)
        self.setObjectName("hint_panel")
        self.assistant = assistant
        # The hint takes the room its text needs (it scrolls when the dock is shorter): the
        # solution path below gets the rest.
        body = PanelBody(QSize(PANEL_WIDTH, 130), self)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.hint_scroll = QScrollArea(body)
        self.hint_scroll.setObjectName("hint_scroll")
        self.hint_scroll.setWidgetResizable(True)
        self.hint_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.hint_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # not "expanding": a dock area gives its spare height to the panels that are (the path)
        self.hint_scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.hint_scroll)
        content = QWidget(self.hint_scroll)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(8, 2, 8, 4)
        layout.setSpacing(4)
        self.level_label = QLabel(content)
        self.level_label.setObjectName("hint_level")
        font = self.level_label.font()
        font.setBold(True)
        self.level_label.setFont(font)
        self.level_label.setWordWrap(True)
        self.level_label.hide()  # (shown with a hint's heading: see _set_level)
        self.text_label = QLabel(self.EMPTY, content)
        self.text_label.setObjectName("hint_text")
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QHBoxLayout()
        self.more_button = QPushButton("Hint", content)
        self.more_button.setObjectName("hint_more")
        self.more_button.setToolTip("A hint, or more of the hint shown (Ctrl+H)")
        self.more_button.clicked.connect(assistant.request_hint)
        self.apply_button = QPushButton("Apply", content)
        self.apply_button.setObjectName("hint_apply")
        self.apply_button.setToolTip(APPLY_TIP)
        self.apply_button.clicked.connect(assistant.apply_hint)
        for b in (self.more_button, self.apply_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches them; a click leaves the keyboard with the board
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout.addWidget(self.level_label)
        layout.addWidget(self.text_label)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.hint_scroll.setWidget(content)
        # room for the title, three lines of text and the buttons before it scrolls
        lines = self.text_label.fontMetrics().lineSpacing()
        self.hint_scroll.setMinimumHeight(lines * 2)  # a low window: it scrolls
        self.setWidget(body)
        assistant.hintShown.connect(self.show_hint)
        assistant.hintCleared.connect(self._cleared)
        assistant.hintSearching.connect(partial(self._say, SEARCHING))
        assistant.hintFailed.connect(self._say)
        self._update_buttons()
        self.visibilityChanged.connect(self.fit_later)

    def show_hint(self, hint: AnyHint, level: int) -> None:
        self._set_level(hint.title(level))
        self.text_label.setText(hint_text(hint, level))
        self._update_buttons()
        self.fit_later()

    def fresh(self) -> None:
        """A new puzzle: the panel as it first was (no hint, nothing about a changed board)."""
        self._set_level("")
        self.text_label.setText(self.EMPTY)
        self._update_buttons()
        self.fit_later()

    def _set_level(self, text: str) -> None:
        """The heading above the hint's words (its level), hidden without one: no blank line
        above a note such as the one after Apply."""
        self.level_label.setText(text)
        self.level_label.setVisible(bool(text))

    def _cleared(self) -> None:
        if self.level_label.text() or self.text_label.text() == SEARCHING:
            a = self.assistant
            if a.cleared_by_apply:  # (not "your board has changed": the player asked for it)
                self._say(f"{a.cleared_by_apply} (Ctrl+Z undoes it). Ctrl+H for the next hint.")
            else:
                self._say(MODE_CHANGED if a.cleared_by_mode else CHANGED)
        else:
            self._update_buttons()
            self.fit_later()

    def _say(self, text: str) -> None:
        """No hint shown, ``text`` instead (being looked for, the board changed, failed)."""
        self._set_level("")
        self.text_label.setText(text)
        self._update_buttons()
        self.fit_later()

    # -- size -------------------------------------------------------------------------------------
    def needed_height(self) -> int:
        """The dock's height that shows the whole hint (title bar, text and buttons)."""
        content = self.hint_scroll.widget()
        width = self.hint_scroll.viewport().width()
        body = content.heightForWidth(width) if content.hasHeightForWidth() else content.sizeHint().height()
        chrome = max(0, self.height() - self.hint_scroll.viewport().height())
        return body + chrome

    def fit_later(self, *_args) -> None:
        QTimer.singleShot(0, self.fit_height)

    def fit_height(self) -> None:
        """Sharing the side column with other panels (the solution path), take the height the
        hint needs and leave the rest to them."""
        column = self.side_column()
        if self.isVisible() and column is not None:
            column.rebalance()

    def preferred_height(self) -> int:
        return self.needed_height()

    def _update_buttons(self) -> None:
        a = self.assistant
        more = a.hint is not None and a.level < a.hint.levels
        self.more_button.setText("More" if more else "Hint")
        self.apply_button.setEnabled(a.can_apply())
        # greyed out in edit mode for a hint play mode would apply: the button says why
        self.apply_button.setToolTip(EDIT_APPLY if a.waits_for_play() else APPLY_TIP)
