"""The solution-path panel: the logic steps from the player's position, each one viewable.

"Solve from Here" runs :func:`compute_path` (the kind's logic, for Str8ts
:func:`~str8ts_gui.kinds.str8ts.logic.hints.compute_path`, no Qt) in a worker thread from the
player's entries and pencil marks; a kind without logic says so. Selecting a step shows
the board as it was just before that step -- placed digits as entries, candidates as pencil
marks, the step's cells highlighted, what it removes struck out and what it places in green --
without touching the session (a read-only preview). Selecting nothing, Esc on the board, the
"Your Board" button or hiding the panel returns to the live board. On a solved board (every cell
right, as :func:`~str8ts_gui.gui.play.completion.grid_is_solved` tells) the panel says so and lists
no steps; an undo back to an unsolved board lists the path found before again. A path of no
steps says below the list why and what to do (a mistake on the board: Check, then Solve from
Here). The Solve from Here button is on only where it can do something: off, its tooltip says
why, on a solved board, on the empty board File > New makes, for a puzzle the logic refused
(until the puzzle changes) and while the path is being found. A path still being found for a
puzzle that has changed since is dropped, never listed for the new one.
"""

from __future__ import annotations

from functools import partial
from typing import Callable

import shiboken6
from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from str8ts_gui.core.kind import NotSupported, kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.solver.analysis import not_available
from str8ts_gui.solver.logic import PathResult, Step, sentence
from str8ts_gui.solver.common import CancelToken, Status
from str8ts_gui.gui.play.completion import grid_is_solved, is_blank
from str8ts_gui.gui.board.controller import GameController
from str8ts_gui.gui.board.step_view import Preview, StepView, grid_state
from str8ts_gui.gui.panels.panels import PANEL_WIDTH, Panel, PanelBody
from str8ts_gui.gui.worker import TaskResult, TaskRunner

__all__ = ["PathResult", "SolutionPathPanel", "build_for", "compute_path", "is_blank", "step_where"]

SOLVE_ACTION = "action_solve_from_here"  # object name of the window's "Solve from Here" action
SOLVE_TIP = "Find the path again from your entries and pencil marks"
DETAIL_LINES = 4  # the step's sentence scrolls beyond this many lines
INTRO = "Solve from Here lists the logic steps from your board."
LABEL_CELLS = 3  # a step's line in the list names at most this many cells (then "…")
SELECT_STEP = "Select a step to see the board as it was then."
SOLVED = "Solved: every cell is right."  # the summary on a solved board (no steps listed)
BLANK = "Nothing to solve on an empty board: once it has its givens, Solve from Here lists the logic steps."
CHANGED_PUZZLE = "The puzzle has changed: Solve from Here lists the logic steps for it."
# Below an empty list (the path found has no steps): why, and what to do
NO_STEPS_MISTAKE = "No steps to list until the mistake is fixed: Hint > Check marks it; then Solve from Here."
NO_STEPS_NO_SOLUTION = "No steps to list: the puzzle has no solution. Its givens need mending in Edit > Edit Mode."
NO_STEPS_STUCK = "No steps to list: none of the logic's strategies finds a step on this board."
NO_STEPS_DONE = "No steps to list: the logic has nothing left to do on your board."
# The Solve from Here button's tooltip while it is off: why
SOLVED_TIP = "Nothing to solve: every cell is right"
BLANK_TIP = "Nothing to solve on an empty board: once it has its givens, Solve from Here lists the logic steps"
BUSY_TIP = "The solution path is being found"


def build_for(window) -> SolutionPathPanel:
    """``window``'s Solution Path panel (its ``path_panel``, built when first shown or asked for),
    hidden, its View item its toggle, told the puzzle's grade and solutions, at the bottom of the
    side column."""
    panel = window._path_panel = SolutionPathPanel(window.controller, window)
    panel.hide()
    panel.use_toggle(window.act_path_panel)
    panel.set_grade(window._grade)
    analysis = window._analysis
    if analysis is not None and not analysis.error:
        panel.set_solutions(analysis.puzzle, analysis.status is Status.SEVERAL)
    panel.pathShown.connect(lambda _r: window.sync())
    panel.visibilityChanged.connect(window._path_panel_shown)
    panel.visibilityChanged.connect(window._fit_hint)
    window.side_column.add(panel, stretch=2)
    return panel


def step_where(step: Step, cell_name: Callable[[int], str], most: int = LABEL_CELLS, digits: int = 9) -> str:
    """The cells a step's line in the list names (no Qt), what the step does first: the cells it
    places a digit in, then those it removes candidates from, each in reading order -- not the
    cells it only uses (a fish's rows, a chain, a cage), which its sentence names; each with its
    digit as HoDoKu writes it: "r1c8=4" for a digit placed, "r5c5<>2" for a candidate removed
    ("r5c5<>23" for two; "r5c5<>1,2" and "r5c5<>12" on a board of more than 9 ``digits``), so
    that two steps on one cell read apart. A step that changes no cell names its own cells. At most ``most`` names
    (at least one), then "…"."""
    digit = dict(step.placements)
    placed = sorted(digit)
    gone: dict[int, set[int]] = {}
    for i, d in step.eliminations:
        if i not in digit:
            gone.setdefault(i, set()).add(d)
    removed = sorted(gone)
    changed = (placed + removed) or list(step.cells)
    most = max(1, most)
    joiner = "," if digits > 9 else ""

    def named(i: int) -> str:
        if i in digit:
            return f"{cell_name(i)}={digit[i]}"
        if i in gone:
            return f"{cell_name(i)}<>{joiner.join(str(d) for d in sorted(gone[i]))}"
        return cell_name(i)

    where = ", ".join(named(i) for i in changed[:most])
    return where + ", …" if len(changed) > most else where


def compute_path(state: PlayState, token: CancelToken | None = None) -> PathResult:
    """The job of "Solve from Here" (no Qt): the puzzle kind's logic steps from the position;
    raises :class:`~str8ts_gui.core.kind.NotSupported` for a kind without logic."""
    return kind_of(state.puzzle).logic().compute_path(state, token)


class _FittingLabel(QLabel):
    """A label that reports every new text (the panel then fits the label's height to it)."""

    def __init__(self, changed, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._changed = changed

    def setText(self, text: str) -> None:
        super().setText(text)
        self._changed()


class _StepList(QListWidget):
    """The list of steps. It asks for no more height than its minimum: it takes the panel's
    spare room anyway (it is the one part that stretches), and the panel's scrolling content
    counts the height each part asks for (a word-wrapped text makes it ask the layout), so a
    list that asked for its natural height pushed the step's sentence out of view below it in
    a small window."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        return QSize(hint.width(), max(self.minimumHeight(), self.minimumSizeHint().height()))

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The keyboard comes to the list (Tab): no step chosen by that alone (Qt makes the first
        row the current one, which would show step 1 on the board); Down or Enter chooses it."""
        before = self.currentRow()
        blocked = self.blockSignals(True)
        try:
            super().focusInEvent(event)
            if before < 0 and self.currentRow() >= 0:
                self.setCurrentRow(-1)
        finally:
            self.blockSignals(blocked)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Enter or Space with no step chosen: the first (the list's arrows, Home, End, Page Up
        and Page Down choose steps as clicks do)."""
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if event.key() in keys and self.currentRow() < 0 and self.count():
            self.setCurrentRow(0)
            event.accept()
            return
        super().keyPressEvent(event)


class SolutionPathPanel(Panel):
    """The panel with the solution path; drives the board's preview through the controller."""

    pathShown = Signal(object)  # PathResult now listed (GUI thread)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__("Solution Path", parent)
        self.setObjectName("path_panel")
        self.controller = controller
        self.result: PathResult | None = None
        self.grade = None  # the puzzle's Grade, from the window (set_grade): the one grade shown
        self._several = None  # the puzzle the window's analysis found several solutions of (set_solutions)
        self._text_grew: int | None = None  # the panel's height when a text took more lines (eventFilter)
        self._blank_note = False  # the summary is the empty board's note (BLANK)
        self._summary = INTRO  # what the panel says of its path (shown unless the board is solved)
        self._solved = grid_is_solved(controller.session.state)  # the live board is solved: no steps
        self._refused = None  # (puzzle, why): the puzzle the kind's logic refused (NotSupported)
        self._finding: PlayState | None = None  # the position whose path is being found
        self._runner = TaskRunner(self, name="str8ts-path")
        self._runner.finished.connect(self._ready)

        body = PanelBody(QSize(PANEL_WIDTH, 460), self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(8, 2, 4, 6)
        layout.setSpacing(4)
        self.summary_label = QLabel(INTRO, body)
        self.summary_label.setObjectName("path_summary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # One line a step, so that many show at once (10 and more at the window's first size);
        # the whole step is in its tooltip and, when selected, below the list.
        self.steps = _StepList(body)
        self.steps.setObjectName("path_steps")
        self.steps.setAccessibleName("Solution path steps")
        self.steps.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.steps.setWordWrap(False)
        self.steps.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.steps.setUniformItemSizes(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.steps.setAlternatingRowColors(True)
        self.steps.setMinimumSize(120, self.steps.fontMetrics().lineSpacing() * 2)
        # Esc in the list: back to the board; a list made shorter keeps its step in view
        self.steps.installEventFilter(self)
        # (its own size, not its viewport's: asking Qt for the viewport at start would make PySide6
        # set up every widget class it has; the lines are fitted to the viewport once a path shows)
        self._labels_width = 0  # the list's width the lines were fitted to (_fit_labels)
        self.steps.currentRowChanged.connect(self._row_changed)
        # The step's sentence scrolls when it is longer than the room it has.
        self.detail_label = _FittingLabel(self._fit_detail, body)
        self.detail_label.setObjectName("path_detail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail_label.setContentsMargins(0, 0, 4, 0)
        self.detail_scroll = QScrollArea(body)
        self.detail_scroll.setObjectName("path_detail_scroll")
        self.detail_scroll.setAccessibleName("The chosen step in words")
        self.detail_scroll.setWidget(self.detail_label)
        self.detail_scroll.setWidgetResizable(True)
        self.detail_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.detail_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.back_button = QPushButton("◀", body)
        self.back_button.setObjectName("path_back")
        self.back_button.setToolTip("The step before (Alt+Left)")
        self.back_button.clicked.connect(self.step_back)
        self.forward_button = QPushButton("▶", body)
        self.forward_button.setObjectName("path_forward")
        self.forward_button.setToolTip("The next step (Alt+Right)")
        self.forward_button.clicked.connect(self.step_forward)
        self.live_button = QPushButton("Your Board", body)
        self.live_button.setObjectName("path_live")
        self.live_button.setToolTip("Back to your board (Esc on the board, Alt+Home)")
        self.live_button.clicked.connect(self.show_live)
        arrow = self.back_button.fontMetrics().horizontalAdvance("◀") * 2 + 12  # (the row fits beside a scroll bar)
        for b in (self.back_button, self.forward_button):
            b.setFixedWidth(arrow)
        self.solve_button = QPushButton("Solve from Here", body)
        self.solve_button.setObjectName("path_solve")
        self.solve_button.clicked.connect(self.solve_from_here)
        for b in (self.solve_button, self.back_button, self.forward_button, self.live_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the board the keyboard; Tab reaches them

        # One row of buttons above the list; below it the step's sentence, as tall as it needs
        # (up to DETAIL_LINES lines, then it scrolls); the list takes the rest.
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.solve_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.forward_button)
        buttons.addWidget(self.live_button)
        layout.addWidget(self.summary_label)
        layout.addLayout(buttons)
        layout.addWidget(self.steps, 1)
        layout.addWidget(self.detail_scroll)
        # The whole panel scrolls when the column is too low for it (a small window with every
        # panel open and the Rules palette too), instead of making the window taller.
        scroll = QScrollArea(self)
        scroll.setObjectName("path_scroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidget(body)
        self.scroll = scroll
        self.setWidget(scroll)
        self._fit_detail()

        controller.previewChanged.connect(self._preview_changed)
        controller.stateChanged.connect(self._state_changed)
        controller.puzzleChanged.connect(self._puzzle_changed)
        self.visibilityChanged.connect(self._visibility_changed)
        self._solve_action: QAction | None = None
        found = parent.findChild(QAction, SOLVE_ACTION) if parent is not None else None
        self.set_solve_action(found)
        self._update_buttons()

    def _fit_detail(self) -> None:
        """The step's sentence as tall as its text (up to DETAIL_LINES lines; then it scrolls)."""
        scroll = getattr(self, "detail_scroll", None)
        if scroll is None:
            return
        label = self.detail_label
        lines = label.fontMetrics().lineSpacing()
        needed = lines
        if label.text():
            # (only then the viewport: the first widget PySide6 gets from Qt makes it set up
            # every widget class, about 80 enums, 10-20 ms, not wanted in the window's start)
            width = max(60, scroll.viewport().width() - label.contentsMargins().right())
            needed = label.heightForWidth(width)
        height = max(lines, min(needed, lines * DETAIL_LINES)) + 4
        if height > scroll.height():
            self._text_grew = self.height()  # the list above gives up lines: its step kept in view
        scroll.setFixedHeight(height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_detail()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        """Esc in the step list: back to the live board, and the keyboard to the board. The list
        made shorter because the step's sentence below it or the summary above it took more
        lines: the chosen step back in view, once the list has its new size -- only a step that was
        in view, and not when the window is made smaller: the list stays where the user scrolled
        it (a step scrolled out of view stays out of it, whenever a text grows)."""
        if watched is self.steps and event.type() == QEvent.Type.Resize:
            if self.result is not None and event.size().width() != self._labels_width:
                self._labels_width = event.size().width()
                QTimer.singleShot(0, self._fit_labels)  # once its viewport has the new width too
            if self._text_grew is not None:  # the list's next resize answers the text's growth
                grew_at, self._text_grew = self._text_grew, None
                shorter = event.size().height() < event.oldSize().height()
                if shorter and self.height() >= grew_at and self._step_in_view():  # the text took the lines
                    row, scrolled = self.steps.currentRow(), self.steps.verticalScrollBar().value()
                    QTimer.singleShot(0, partial(self._keep_step_in_view, row, scrolled))
            return False
        if watched is self.steps and event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
            self.back_to_board()
            return True
        return super().eventFilter(watched, event)

    def back_to_board(self) -> bool:
        """Esc in the list or on the panel's buttons (reached with Tab): the live board, and the
        keyboard to the board."""
        self.show_live()
        return super().back_to_board()

    def _set_summary(self, text: str) -> None:
        """The summary above the list (on a solved board SOLVED instead, see _put_summary)."""
        self._summary = text
        self._blank_note = False
        self._put_summary()

    def _put_summary(self) -> None:
        """The summary shown: the path's, or on a solved board SOLVED (with the puzzle's grade).
        When it takes more lines (the grade added to it, in the same turn as a step was chosen,
        say), the list below gives them up and keeps its step in view (see eventFilter)."""
        text = self._summary
        if self._solved:
            text = SOLVED
            grade = self.grade
            if grade is not None and grade.puzzle == self.controller.session.puzzle:
                text += f" The puzzle's grade: {grade.grade}." if grade.grade else f" {grade.text}."
        label = self.summary_label
        if label.text() == text:
            return
        before = label.heightForWidth(label.width())
        label.setText(text)
        if self.isVisible() and label.heightForWidth(label.width()) > before:
            self._text_grew = self.height()

    def _step_in_view(self) -> bool:
        """Whether the chosen step shows in the list (at a resize of the list, before its
        viewport takes the new size: whether it showed before)."""
        item = self.steps.currentItem()
        return item is not None and self.steps.viewport().rect().intersects(self.steps.visualItemRect(item))

    def _keep_step_in_view(self, row: int, scrolled: int) -> None:
        """The chosen step (``row``) back in view -- unless another step was chosen or the list
        was scrolled (``scrolled``: where it was) since this was asked for: the user's scrolling
        wins, whatever came first under load."""
        steps = self.steps
        if not shiboken6.isValid(steps) or steps.currentRow() != row or steps.verticalScrollBar().value() != scrolled:
            return
        item = steps.currentItem()
        if item is not None:
            steps.scrollToItem(item)

    def set_solve_action(self, action: QAction | None) -> None:
        """The window's "Solve from Here" action: the button's tooltip names its shortcut(s),
        kept up to date when they change. (Found by its object name in the parent window.)"""
        old, self._solve_action = self._solve_action, action
        if old is not None and old is not action and shiboken6.isValid(old):
            old.changed.disconnect(self._update_solve_tip)
        if action is not None and action is not old:
            action.changed.connect(self._update_solve_tip)
        self._update_solve_tip()

    def _update_solve_tip(self) -> None:
        """The button's tooltip: what it does and its shortcut(s), or while it is off why."""
        why = self._why_not_solve()
        if why:
            self.solve_button.setToolTip(why)
            return
        action = self._solve_action
        keys = ""
        if action is not None and shiboken6.isValid(action):
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        self.solve_button.setToolTip(f"{SOLVE_TIP} ({keys})" if keys else SOLVE_TIP)

    def _why_not_solve(self) -> str:
        """Why Solve from Here can do nothing now ("" when it can): the board is solved, the
        kind's logic refused this puzzle, the board is the empty one File > New makes (the panel
        says so), or the path is being found."""
        if self._solved:
            return SOLVED_TIP
        refused = self._refused
        if refused is not None and refused[0] == self.controller.session.puzzle:
            return refused[1]
        if self._blank_note:
            return BLANK_TIP
        if self._runner.busy:
            return BUSY_TIP
        return ""

    # -- the path ---------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._runner.busy

    def solve_from_here(self) -> None:
        """Find the path from the player's current position (in the background)."""
        state = self.controller.session.state
        self.show_live()
        self._finding = state
        self._runner.start(partial(compute_path, state))
        self._set_summary("Finding the solution path…")
        self._update_buttons()

    def _ready(self, result: TaskResult) -> None:
        finding, self._finding = self._finding, None
        if isinstance(result.error, NotSupported):
            puzzle = self.controller.session.puzzle
            why = not_available("The solution path is", puzzle, str(result.error))
            self._set_summary(why)
            if finding is not None and finding.puzzle == puzzle:
                self._refused = (puzzle, why)  # Solve from Here off until the puzzle changes
            self._update_buttons()
            return
        if result.error is not None:
            self._set_summary(f"The solution path failed: {type(result.error).__name__}: {result.error}")
            self._update_buttons()
            return
        found: PathResult = result.value
        self.result = found
        self._solved = grid_is_solved(self.controller.session.state)
        self._list_steps()
        if self.controller.previewing:  # a step of the old list, chosen while this one was found
            self.controller.set_preview(None)
        self._show_summary()
        self.detail_label.setText(self._no_step_text())
        self._update_buttons()
        self.pathShown.emit(found)

    def _list_steps(self) -> None:
        """The path's steps in the list, none chosen; none on a solved board (nothing to step through)."""
        found = self.result
        self.steps.blockSignals(True)
        self.steps.clear()
        if found is not None and not self._solved:
            for k, step in enumerate(found.path.steps, 1):
                item = QListWidgetItem(f"{k}. {step.strategy}: {step_where(step, found.state.puzzle.cell_name, digits=found.state.puzzle.digits)}")
                item.setToolTip(f"<p>{k}. <b>{step.strategy}</b>: {sentence(step.text)}</p>")  # the whole step (rich text wraps)
                if step.placements:  # a step that places a digit stands out among the eliminations
                    item.setFont(self._bold_font())
                self.steps.addItem(item)
            self._fit_labels()
        self.steps.setCurrentRow(-1)
        self.steps.blockSignals(False)

    def _no_step_text(self) -> str:
        """The text below the list while no step is chosen: with steps listed, to choose one; a
        path of no steps (for the board as it is), why and what to do; else nothing."""
        found = self.result
        if found is None or self._solved:
            return ""
        if self.steps.count():
            return SELECT_STEP
        if found.state != self.controller.session.state:
            return ""  # the summary says Solve from Here updates the path
        path = found.path
        if path.contradiction or found.broken:
            return NO_STEPS_NO_SOLUTION if found.blames_puzzle else NO_STEPS_MISTAKE
        return NO_STEPS_DONE if path.solved else NO_STEPS_STUCK

    def _bold_font(self) -> QFont:
        """The list's font in bold: the lines of steps that place a digit."""
        font = QFont(self.steps.font())
        font.setBold(True)
        return font

    def _fit_labels(self) -> None:
        """Each step's line names as many of the cells it changes (up to LABEL_CELLS) as fit the
        list's width, then "…", so that a long strategy's line is not cut in the middle of a cell's
        name; a line too long even with one cell is cut by the list ("…" at its end)."""
        if not shiboken6.isValid(self.steps):
            return
        self._labels_width = self.steps.width()
        viewport = self.steps.viewport()
        result = self.result
        if result is None or self.steps.count() != len(result.path.steps):
            return
        from PySide6.QtWidgets import QStyle  # (here: importing it builds its enums, not needed at start)

        margin = self.steps.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.steps) + 1
        room = viewport.width() - 2 * margin  # (the room an item view gives its text)
        bar = self.steps.verticalScrollBar()
        if not bar.isVisible() and self.steps.count() * max(1, self.steps.sizeHintForRow(0)) > viewport.height():
            room -= bar.sizeHint().width()  # the lines will need the scroll bar, not shown yet
        cell_name, digits = result.state.puzzle.cell_name, result.state.puzzle.digits
        plain, bold = self.steps.fontMetrics(), QFontMetrics(self._bold_font())
        for row, step in enumerate(result.path.steps):
            metrics = bold if step.placements else plain  # (a step that places a digit: bold)
            for most in range(LABEL_CELLS, 0, -1):
                text = f"{row + 1}. {step.strategy}: {step_where(step, cell_name, most, digits)}"
                if metrics.horizontalAdvance(text) <= room:
                    break
            item = self.steps.item(row)
            if item.text() != text:
                item.setText(text)

    def set_solutions(self, puzzle, several: bool) -> None:
        """What the window's analysis found of ``puzzle``: ``several`` solutions or not; a path
        of that puzzle that stops then says why (the logic cannot finish a puzzle of several)."""
        self._several = puzzle if several else None
        self._show_summary()

    def set_grade(self, grade) -> None:
        """The puzzle's grade as the window shows it (None: not graded): the summary names this
        one, never a grade of its own, so the panel and the status bar always agree."""
        self.grade = grade
        self._show_summary()

    def _show_summary(self) -> None:
        if self.result is None:
            self._put_summary()  # (the grade on a solved board)
            return
        several = self._several is not None and self._several == self.result.state.puzzle
        text = self.result.summary_for(several)
        grade = self.grade
        if grade is not None and grade.puzzle == self.result.state.puzzle:
            text += f" The puzzle's grade: {grade.grade}." if grade.grade else f" {grade.text}."
        if self.result.state != self.controller.session.state:
            text += " Your board has changed since: Solve from Here updates the path."
        self._set_summary(text)

    # -- choosing a step --------------------------------------------------------------------------
    def select_step(self, index: int) -> None:
        """Show step ``index`` (0-based; -1: the live board)."""
        self.steps.setCurrentRow(index)
        if index < 0:
            self.steps.clearSelection()

    def step_forward(self) -> None:
        if self.steps.count():
            self.select_step(min(self.steps.currentRow() + 1, self.steps.count() - 1))

    def step_back(self) -> None:
        row = self.steps.currentRow()
        if row > 0:
            self.select_step(row - 1)
        elif row == 0:
            self.show_live()

    def show_live(self) -> None:
        self.select_step(-1)
        self.controller.set_preview(None)

    def _row_changed(self, row: int) -> None:
        result = self.result
        if result is None or not 0 <= row < len(result.path.steps):
            self.controller.set_preview(None)
            self.detail_label.setText(self._no_step_text())
            self._update_buttons()
            return
        step, grid = result.path.steps[row], result.grids[row]
        total = len(result.path.steps)
        label = f"Step {row + 1} of {total}"
        self.controller.set_preview(Preview(grid_state(grid), StepView.of_step(step, grid.masks), label))
        if result.state != self.controller.session.state:  # the board changed since the path was found
            self.controller.message.emit(
                f"{label}, before it is made, on your board as it was when the path was found (Solve from "
                "Here updates it): Esc shows your board again"
            )
        else:
            self.controller.message.emit(f"{label}, before it is made: Esc shows your board again")
        self.detail_label.setText(f"{label}. {step.strategy}: {sentence(step.text)}")  # as the hint says it
        self._update_buttons()

    def _preview_changed(self) -> None:
        # The preview ended elsewhere (Esc on the board, the board changed): nothing selected,
        # and the sentence below the list no longer names the step that was shown.
        if not self.controller.previewing and self.steps.currentRow() >= 0:
            self.steps.blockSignals(True)
            self.steps.setCurrentRow(-1)
            self.steps.clearSelection()
            self.steps.blockSignals(False)
            self.detail_label.setText(self._no_step_text())
            self._update_buttons()

    def _state_changed(self) -> None:
        self._update_solved()
        if self.result is None and self._blank_note and not self.blank():
            self._set_summary(INTRO)  # givens or entries made: the note no longer holds
            self._update_buttons()
        self._show_summary()
        if not self.steps.count():  # why the list is empty holds for the board it was found on
            text = self._no_step_text()
            if self.detail_label.text() != text:
                self.detail_label.setText(text)

    def _update_solved(self) -> None:
        """The board just solved: the steps go (the summary says so, see _put_summary); no
        longer solved (an undo): the path found before is listed again."""
        solved = grid_is_solved(self.controller.session.state)
        if solved == self._solved:
            return
        self._solved = solved
        if solved and self.controller.previewing:
            self.controller.set_preview(None)
        self._list_steps()
        self.detail_label.setText(self._no_step_text())
        self._update_buttons()

    def _puzzle_changed(self) -> None:
        """Another puzzle: the steps listed, the path being found and the logic's refusal belong
        to the old one (whether the board is solved comes next, with the state's change:
        _state_changed)."""
        puzzle = self.controller.session.puzzle
        listed = self.result is not None and self.result.state.puzzle != puzzle
        finding = self._runner.busy and self._finding is not None and self._finding.puzzle != puzzle
        refused = self._refused is not None and self._refused[0] != puzzle
        if not (listed or finding or refused):
            return
        if finding:
            self._runner.discard()  # (its path, found later, would be listed for this puzzle)
            self._finding = None
        self._refused = None
        self.result = None
        self.steps.blockSignals(True)
        self.steps.clear()
        self.steps.blockSignals(False)
        self._set_summary(CHANGED_PUZZLE)
        self.detail_label.setText("")
        self._update_buttons()

    def fresh(self) -> None:
        """A new puzzle: nothing of the old one's path; shown, the panel finds the new path."""
        self.result = None
        self._refused = None
        self._solved = grid_is_solved(self.controller.session.state)
        self.steps.blockSignals(True)
        self.steps.clear()
        self.steps.blockSignals(False)
        self.detail_label.setText("")
        self._set_summary(INTRO)
        if self.isVisible():
            self._update_buttons()
            self.start_unless_blank()
        else:  # a path still being found for the puzzle before is dropped (found when shown)
            self._runner.discard()
            self._finding = None
            self._update_buttons()

    def blank(self) -> bool:
        """Whether the board is the empty one File > New makes (no givens, black cells, rules or
        regions of its own) with nothing entered on it: the logic has nothing to start from."""
        return is_blank(self.controller.session.state)

    def start_unless_blank(self) -> None:
        """Find the path, but not on an empty board: there it finds nothing, and on a large board
        it spends seconds of CPU doing so while the window waits for its share (Solve from Here
        still finds it when asked). A path still being found for the board before is dropped."""
        if self.blank():
            self._runner.discard()
            self._set_summary(BLANK)
            self._blank_note = True
            self._update_buttons()
        else:
            self.solve_from_here()

    def _visibility_changed(self, visible: bool) -> None:
        if not visible and self.controller.previewing:
            self.show_live()

    def _update_buttons(self) -> None:
        row, count = self.steps.currentRow(), self.steps.count()
        self.back_button.setEnabled(row >= 0)
        self.forward_button.setEnabled(count > 0 and row < count - 1)
        self.live_button.setEnabled(row >= 0)
        self.solve_button.setEnabled(not self._why_not_solve())
        self._update_solve_tip()

    def shutdown(self, timeout: float = 0.5) -> None:
        self._runner.shutdown(timeout)
