"""The main window: board, menus, toolbar, status bar, files, clipboard, background solving.

Questions to the user (unsaved changes, file names, errors, which puzzle of a file, restoring
an autosave) each go through one overridable method, so tests can answer them without a
modal dialog.
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QByteArray, QLockFile, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolBar,
    QWidget,
)

from str8ts_gui import __version__
from str8ts_gui.core.document import Document, dumps_document, load_documents, save_document
from str8ts_gui.core.files import PuzzleFormatError, write_text_atomic
from str8ts_gui.kinds.str8ts.formats import to_line, values_line
from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE, Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.solver.sat import SolveResult, Status
from str8ts_gui.gui import export_actions, library_actions
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.board import BoardWidget
from str8ts_gui.gui.controller import GameController
from str8ts_gui.gui.hints import HintAssistant, HintPanel
from str8ts_gui.gui.icons import app_icon
from str8ts_gui.gui.path_panel import SolutionPathPanel
from str8ts_gui.gui.worker import Analysis, Grade, LiveAnalysis, LiveGrade, TaskResult, TaskRunner, default_solve

__all__ = ["MainWindow", "APP_NAME", "TRADEMARK"]

APP_NAME = "str8ts_gui"
NATIVE_SUFFIX = ".str8ts"
TRADEMARK = "Str8ts is a registered trademark of Syndicated Puzzles Inc.; str8ts_gui is independent of them."
OPEN_FILTER = "Str8ts puzzles (*.str8ts *.txt *.json *.tsv);;All files (*)"
SAVE_FILTER = "Str8ts files (*.str8ts)"
EXPORT_FILTER = "Text files (*.txt)"
DEFAULT_SIZE = (900, 700)
AUTOSAVE_PREFIX = "autosave"
STATUS_MS = 6000
NARROW_WIDTH = 700  # below this window width the status bar drops the mode label
COMPACT_WIDTH = 560  # ... and below this one uses short words for the grade and the badge
SHORT_BADGE = {"Unique solution": "Unique", "Multiple solutions": "Multiple", "Has a solution": "Solvable"}
LONG_STATUS_MS = 20000
# Background colours of the solution-count badge in the status bar (white bold text on them).
BADGE_COLOURS = {Status.UNIQUE: "#2e7d32", Status.NONE: "#c62828", Status.SEVERAL: "#9a5b00"}


def describe_error(e: Exception) -> str:
    """A format error without its source prefix: ``line 2: unknown character 'x' (column 3)``."""
    if isinstance(e, PuzzleFormatError):
        text = e.reason
        if e.line is not None:
            text = f"line {e.line}: {text}"
            if e.column is not None:
                text += f" (column {e.column})"
        return text
    return str(e)


def _autosave_lock(path: Path) -> QLockFile:
    """The lock file that says a running window owns the autosave ``path``."""
    lock = QLockFile(str(path.with_suffix(".lock")))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock


def _remove_files(*paths: Path) -> None:
    for p in paths:
        try:
            p.unlink()
        except OSError:
            pass


def _reason(e: Exception) -> str:
    """Why a file operation failed, without the name of a temporary file it may mention."""
    if isinstance(e, OSError) and e.strerror:
        return e.strerror
    return str(e)


def _same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


class ElidedLabel(QLabel):
    """A one-line label that shows as much of its text as fits, ending in "…"; the full text
    is its tooltip. It never asks for more width than it gets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width())
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width) if self._full else ""
        if shown != self.text():
            self.setText(shown)


def _differ_is_telling(analysis: Analysis) -> bool:
    """Whether tinting the cells two solutions disagree on helps the setter: not on a board
    without clues (a new one) nor when more than half the white cells differ."""
    puzzle = analysis.puzzle
    if not analysis.differ or not any(puzzle.clues):
        return False
    white = sum(1 for b in puzzle.black if not b)
    return 2 * len(analysis.differ) <= white


@dataclass
class _SolveJob:
    puzzle: Puzzle
    generation: int


class MainWindow(QMainWindow):
    """The str8ts_gui main window."""

    analysisShown = Signal(object)  # an Analysis of the current puzzle was shown (GUI thread)
    solveFinished = Signal(object)  # a Solve ended: its TaskResult (applied, failed or cancelled)

    AUTOSAVE_DELAY_MS = 3000

    def __init__(
        self,
        *,
        solve_fn: Callable[..., SolveResult] = default_solve,
        analysis_solve_fn: Callable[..., SolveResult] = default_solve,
        autosave: bool = True,
        restore_geometry: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowIcon(app_icon())
        self.solve_fn = solve_fn  # fn(puzzle, *, cancel) -> SolveResult; tests plug in a slow one
        self.autosave_enabled = autosave
        self.remember_geometry = restore_geometry
        self.path: Path | None = None
        self.path_index = 0  # which puzzle of the file at ``path``
        self.title = ""
        self.author = ""
        self.notes = ""
        self._closed = False
        self._owns_autosave = False  # the autosave file holds this window's work
        self._autosave_file = Path()
        self._autosave_lock: QLockFile | None = None
        if autosave:
            self._claim_autosave()
        self._solve_job: _SolveJob | None = None
        self._analysis: Analysis | None = None

        self.controller = GameController(parent=self)
        self.board = BoardWidget(self.controller, self)
        self.setCentralWidget(self.board)

        self.analysis = LiveAnalysis(self, solve_fn=analysis_solve_fn)
        self.analysis.analysed.connect(self._show_analysis)
        self.analysis.started.connect(self._analysis_started)
        self.solver = TaskRunner(self, name="str8ts-solve")
        self.solver.finished.connect(self._solve_finished)
        self.solver.busyChanged.connect(self._solve_busy)
        self.grader = LiveGrade(self)
        self.grader.graded.connect(self._show_grade)
        self.grader.started.connect(self._grade_started)
        self.hints = HintAssistant(self.controller, self)
        self.hints.message.connect(self.show_status)
        self.hints.hintShown.connect(lambda *_: self._sync())
        self.hints.hintCleared.connect(self._sync)

        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(self.AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self.write_autosave)

        self._create_actions()
        self._create_docks()
        self._create_menus()
        self._create_toolbar()
        self._create_status_bar()
        export_actions.install(self)
        library_actions.install(self)

        self.controller.changed.connect(self._sync)
        self.controller.puzzleChanged.connect(self._puzzle_changed)
        self.controller.message.connect(self.show_status)

        self.resize(*DEFAULT_SIZE)
        if restore_geometry:
            geometry = app_settings.settings().value("window/geometry")
            if isinstance(geometry, QByteArray) and not geometry.isEmpty():
                self.restoreGeometry(geometry)
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_recent_menu()
        self._sync()
        self._puzzle_changed()

    # ==========================================================================================
    # building the window
    # ==========================================================================================
    def _action(
        self,
        text: str,
        slot: Callable | None = None,
        shortcut: str | QKeySequence.StandardKey | list | None = None,
        tip: str = "",
        *,
        checkable: bool = False,
        name: str | None = None,
        key_hint: str = "",
    ) -> QAction:
        """An action with its shortcut(s) and a tooltip that names the shortcut."""
        action = QAction(text, self)
        action.setObjectName(name or "action_" + "".join(ch if ch.isalnum() else "_" for ch in text.lower()))
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts([QKeySequence(s) for s in shortcut])
            else:
                action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        keys = key_hint or ", ".join(
            s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()
        )
        label = tip or text.replace("&", "").rstrip(".…")
        action.setToolTip(f"{label} ({keys})" if keys else label)
        action.setStatusTip(label)
        if slot is not None:
            if checkable:
                action.triggered.connect(slot)  # gets the new checked state; not sent by setChecked
            else:
                action.triggered.connect(lambda _checked=False, slot=slot: slot())  # never the bool
        self.addAction(action)  # shortcuts work even when the menu bar is hidden
        return action

    def _create_actions(self) -> None:
        a = self._action
        # -- file
        self.act_new = a("Same Size", self.new_same_size, "Ctrl+N", "New empty puzzle of the current size", name="action_new")
        self.act_new_sizes: dict[int, QAction] = {}
        for n in range(MIN_SIZE, MAX_SIZE + 1):
            key = str(n) if n <= 9 else chr(ord("A") + n - 10)  # 10 x 10 on A, ... (as the digits are typed)
            act = a(
                f"{n} x {n}", lambda _=False, n=n: self.new_puzzle(n), f"Ctrl+Alt+{key}", f"New empty {n} x {n} puzzle",
                name=f"action_new_{n}",
            )
            act.setToolTip(f"New empty {n} x {n} puzzle")
            self.act_new_sizes[n] = act
        self.act_open = a("&Open…", self.open_file, "Ctrl+O", "Open a puzzle file")
        self.act_save = a("&Save", self.save, "Ctrl+S", "Save the puzzle and your progress")
        self.act_save_as = a("Save &As…", self.save_as, "Ctrl+Shift+S", "Save under a new name", name="action_save_as")
        self.act_export = a(
            "&Export Puzzle String…", self.export_puzzle_string, "Ctrl+E", "Export the puzzle string to a text file",
            name="action_export",
        )
        self.act_clear_recent = a("Clear Recent Files", self.clear_recent_files, "Ctrl+Alt+R", "Forget the recent files")
        self.act_quit = a("&Quit", self.close, "Ctrl+Q", "Quit str8ts_gui")
        # -- edit
        self.act_undo = a("&Undo", self.controller.undo, "Ctrl+Z", "Undo the last change")
        self.act_redo = a("&Redo", self.controller.redo, ["Ctrl+Shift+Z", "Ctrl+Y"], "Redo the undone change")
        self.act_copy = a("&Copy Puzzle String", self.copy_puzzle, "Ctrl+C", "Copy the puzzle string (clues only)", name="action_copy")
        self.act_copy_grid = a(
            "Copy Grid with &Entries", self.copy_grid, "Ctrl+Shift+C", "Copy the grid with your entries",
            name="action_copy_grid",
        )
        self.act_paste = a("&Paste Puzzle", self.paste, "Ctrl+V", "Paste a puzzle from the clipboard", name="action_paste")
        # -- mode and play
        self.act_edit_mode = a("Edit Mode", lambda: self.set_mode(Mode.EDIT), "F2", "Edit mode: set colours and clues", checkable=True)
        self.act_play_mode = a("Play Mode", lambda: self.set_mode(Mode.PLAY), "F3", "Play mode: enter digits and pencil marks", checkable=True)
        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_group.addAction(self.act_edit_mode)
        self.mode_group.addAction(self.act_play_mode)
        self.act_symmetric = a(
            "Symmetric Painting", self.controller.set_symmetric, "Ctrl+Shift+R",
            "Paint the cell opposite through the centre too", checkable=True,
        )
        self.act_pencil = a(
            "Pencil Marks", self.controller.set_pencil_mode, "P", "Digits toggle pencil marks", checkable=True,
        )
        # P is a plain key: it works while the board has the focus (not in other widgets, such
        # as a text field in a panel); the board only sees it when the action is disabled.
        self.removeAction(self.act_pencil)
        self.act_pencil.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.board.addAction(self.act_pencil)
        self.act_fill_marks = a(
            "Fill Pencil Marks", self.fill_marks, "Ctrl+Shift+P", "Pencil-mark every empty cell with its candidates"
        )
        self.act_clear = a(
            "Clear Entries", self.clear_entries, "Ctrl+Shift+Delete", "Remove all your entries and pencil marks"
        )
        self.act_show_mistakes = a(
            "Show Mistakes", self.controller.set_show_violations, "Ctrl+Shift+M", "Show digits that break a rule in red",
            checkable=True,
        )
        # -- solver
        self.act_solve = a("Solve", self.solve, "F5", "Solve the puzzle in the background and fill in the solution")
        self.act_cancel = a("Cancel Solve", self.cancel_solve, "Esc", "Stop the running solve", name="action_cancel")
        self.act_cancel.setEnabled(False)
        # -- hints and checking
        self.act_hint = a(
            "&Hint", self.hint, "Ctrl+H", "A hint: which strategy, pressed again where to look, then the step",
            name="action_hint",
        )
        self.act_apply_hint = a(
            "&Apply Hint", self.hints.apply_hint, "Ctrl+Shift+H", "Carry out the step the hint shows (undoable)",
            name="action_apply_hint",
        )
        self.act_check = a(
            "&Check", self.check, ["Ctrl+K", "F6"], "Mark wrong entries and pencil marks (changes nothing)",
            name="action_check",
        )
        self.act_check_as_you_go = a(
            "Check as I &Go", self.set_check_as_you_go, "Ctrl+Shift+K", "Check after every change",
            checkable=True, name="action_check_as_you_go",
        )
        self.act_solve_from_here = a(
            "&Solve from Here", self.solve_from_here, "Shift+F5",
            "List the logic steps from your entries and pencil marks", name="action_solve_from_here",
        )
        # -- view
        self.act_show_candidates = a(
            "Show &Candidates", self.controller.set_show_candidates, "Ctrl+Shift+A",
            "Show every cell's candidates (keeping the pencil marks you removed)", checkable=True,
            name="action_show_candidates",
        )
        self.act_previous_step = a(
            "Previous Step", lambda: self.path_panel.step_back(), "Alt+Left", "Show the step before on the board",
            name="action_previous_step",
        )
        self.act_next_step = a(
            "Next Step", lambda: self._next_step(), "Alt+Right", "Show the next step of the solution path on the board",
            name="action_next_step",
        )
        self.act_live_board = a(
            "Your Board", lambda: self.path_panel.show_live(), "Alt+Home", "Back from a step to your board",
            name="action_live_board",
        )
        # -- help
        self.act_about = a("&About str8ts_gui", self.about, "F1", "About str8ts_gui", name="action_about")

    def _create_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu("&File")
        self.new_menu = file.addMenu("&New")
        self.new_menu.setObjectName("menu_new")
        self.new_menu.addAction(self.act_new)
        self.new_menu.addSeparator()
        for act in self.act_new_sizes.values():
            self.new_menu.addAction(act)
        file.addAction(self.act_open)
        self.recent_menu = file.addMenu("Recent &Files")
        self.recent_menu.setObjectName("menu_recent")
        file.addSeparator()
        file.addAction(self.act_save)
        file.addAction(self.act_save_as)
        file.addAction(self.act_export)
        file.addSeparator()
        file.addAction(self.act_quit)

        edit = bar.addMenu("&Edit")
        for act in (self.act_undo, self.act_redo, None, self.act_copy, self.act_copy_grid, self.act_paste, None,
                    self.act_edit_mode, self.act_play_mode, None, self.act_symmetric):
            edit.addSeparator() if act is None else edit.addAction(act)

        play = bar.addMenu("&Puzzle")
        for act in (self.act_pencil, self.act_fill_marks, self.act_clear, self.act_show_mistakes, None,
                    self.act_solve, self.act_cancel):
            play.addSeparator() if act is None else play.addAction(act)

        hint = bar.addMenu("H&int")
        for act in (self.act_hint, self.act_apply_hint, None, self.act_check, self.act_check_as_you_go, None,
                    self.act_solve_from_here):
            hint.addSeparator() if act is None else hint.addAction(act)

        view = bar.addMenu("&View")
        for act in (self.act_show_candidates, None, self.act_hint_panel, self.act_path_panel, None,
                    self.act_previous_step, self.act_next_step, self.act_live_board):
            view.addSeparator() if act is None else view.addAction(act)

        help_ = bar.addMenu("&Help")
        help_.addAction(self.act_about)
        self.file_menu, self.edit_menu, self.puzzle_menu = file, edit, play
        self.hint_menu, self.view_menu, self.help_menu = hint, view, help_

    def _create_docks(self) -> None:
        self.setDockNestingEnabled(True)
        self.hint_panel = HintPanel(self.hints, self)
        self.path_panel = SolutionPathPanel(self.controller, self)
        self.path_panel.pathShown.connect(lambda _r: self._sync())
        self.controller.previewChanged.connect(self._preview_changed)
        for dock in (self.hint_panel, self.path_panel):
            dock.setAllowedAreas(
                Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                | Qt.DockWidgetArea.BottomDockWidgetArea
            )
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            )
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
        self.splitDockWidget(self.hint_panel, self.path_panel, Qt.Orientation.Vertical)
        self.act_hint_panel = self._dock_action(self.hint_panel, "&Hint Panel", "Ctrl+Alt+H", "Show or hide the hint panel")
        self.act_path_panel = self._dock_action(
            self.path_panel, "Solution &Path", "Ctrl+Alt+P", "Show or hide the solution path: every logic step from your board"
        )
        self.path_panel.visibilityChanged.connect(self._path_panel_shown)

    def _dock_action(self, dock: QDockWidget, text: str, shortcut: str, tip: str) -> QAction:
        act = dock.toggleViewAction()
        act.setText(text)
        act.setObjectName(f"action_{dock.objectName()}")
        act.setShortcut(QKeySequence(shortcut))
        keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        act.setToolTip(f"{tip} ({keys})")
        act.setStatusTip(tip)
        self.addAction(act)
        return act

    def _create_toolbar(self) -> None:
        tb = QToolBar("Tools", self)
        tb.setObjectName("toolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # Short labels, the most used first: what does not fit goes behind the toolbar's » button.
        short = {
            self.act_edit_mode: "Edit",
            self.act_play_mode: "Play",
            self.act_pencil: "Pencil",
            self.act_fill_marks: "Fill",
            self.act_clear: "Clear",
            self.act_show_mistakes: "Mistakes",
            self.act_symmetric: "Symmetric",
            self.act_hint: "Hint",
            self.act_check: "Check",
            self.act_show_candidates: "Candidates",
        }
        for act, text in short.items():
            act.setIconText(text)
        for act in self._toolbar_actions():
            tb.addSeparator() if act is None else tb.addAction(act)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tb)
        self.toolbar = tb

    def _toolbar_actions(self) -> list[QAction | None]:
        """The toolbar's actions in order (None: a separator)."""
        return [
            self.act_undo, self.act_redo, None, self.act_solve, self.act_hint, self.act_check, None,
            self.act_edit_mode, self.act_play_mode, None, self.act_pencil, self.act_fill_marks, self.act_clear,
            self.act_show_mistakes, self.act_show_candidates, None, self.act_symmetric,
        ]

    def _create_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setSizeGripEnabled(False)
        self.message_label = ElidedLabel(self)
        self.message_label.setObjectName("message_label")
        self.message_label.setContentsMargins(4, 0, 4, 0)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.message_label.set_full_text(""))
        self.progress = QProgressBar(self)
        self.progress.setObjectName("solve_progress")
        self.progress.setRange(0, 0)  # indeterminate
        self.progress.setMaximumWidth(100)
        self.progress.setTextVisible(False)
        self.progress.setToolTip("Solving…")
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setObjectName("cancel_button")
        self.cancel_button.setToolTip("Stop the running solve (Esc)")
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancel_solve)
        self.mode_label = QLabel(self)
        self.mode_label.setObjectName("mode_label")
        self.mode_label.setToolTip("Edit mode (F2) or play mode (F3)")
        self._compact_status = False
        self._badge_text = ""
        self._grade_text = ""
        self.grade_label = QLabel(self)
        self.grade_label.setObjectName("grade_label")
        self.grade_label.setToolTip("The puzzle's grade by human logic")
        self.analysis_label = QLabel(self)
        self.analysis_label.setObjectName("analysis_label")
        self.analysis_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bar.addWidget(self.message_label, 1)
        for w in (self.progress, self.cancel_button, self.mode_label, self.grade_label, self.analysis_label):
            w.setContentsMargins(4, 0, 4, 0)
            bar.addPermanentWidget(w)
        self.progress.hide()
        self.cancel_button.hide()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_status_bar()

    def _fit_status_bar(self) -> None:
        """Leave the message room in a narrow window: the mode is on the toolbar anyway, and
        the grade and the solution count use short words (their tooltips say it in full)."""
        self.mode_label.setVisible(self.width() >= NARROW_WIDTH)
        compact = self.width() < COMPACT_WIDTH
        if compact != self._compact_status:
            self._compact_status = compact
            self._show_texts()

    def _show_texts(self) -> None:
        """The grade and badge texts, short in a narrow window."""
        short = self._compact_status
        # wide enough for the longest verdict, so the bar does not jump while checking
        widest = "Multiple" if short else "Multiple solutions"
        self.analysis_label.setMinimumWidth(self.analysis_label.fontMetrics().horizontalAdvance(widest) + 36)
        badge = self._badge_text
        self.analysis_label.setText(SHORT_BADGE.get(badge, badge) if short else badge)
        grade = self._grade_text
        if short:
            grade = "No logic path" if grade == "Not solvable by logic" else grade.removeprefix("Grade: ")
        self.grade_label.setText(grade)

    # ==========================================================================================
    # keeping the window in step with the controller
    # ==========================================================================================
    def show_status(self, text: str, ms: int = STATUS_MS) -> None:
        """Show a message in the status bar for ``ms`` milliseconds (0: until the next one)."""
        self.message_label.set_full_text(text)
        if ms > 0:
            self._status_timer.start(ms)
        else:
            self._status_timer.stop()

    def status_message(self) -> str:
        """The status bar's current message (full text, also in the label's tooltip)."""
        return self.message_label.full_text()

    def status_text(self) -> str:
        """The status bar's message and its permanent labels, for tests and accessibility."""
        parts = [self.status_message(), self.mode_label.text(), self.grade_label.text(), self.analysis_label.text()]
        return " | ".join(p for p in parts if p)

    def _sync(self) -> None:
        ctl = self.controller
        session = ctl.session
        self.act_undo.setEnabled(session.can_undo)
        self.act_redo.setEnabled(session.can_redo)
        edit = ctl.mode == Mode.EDIT
        self.act_edit_mode.setChecked(edit)
        self.act_play_mode.setChecked(not edit)
        self.act_symmetric.setChecked(ctl.symmetric)
        self.act_symmetric.setEnabled(edit)
        self.act_pencil.setChecked(ctl.pencil_mode)
        self.act_pencil.setEnabled(not edit)
        self.act_show_mistakes.setChecked(ctl.show_violations)
        self.act_show_candidates.setChecked(ctl.show_candidates)
        self.act_apply_hint.setEnabled(self.hints.can_apply())
        steps = self.path_panel.steps.count()
        row = self.path_panel.steps.currentRow()
        self.act_next_step.setEnabled(steps > 0 and row < steps - 1)
        self.act_previous_step.setEnabled(row >= 0)
        self.act_live_board.setEnabled(ctl.previewing)
        self.hint_panel._update_buttons()
        size = session.puzzle.size
        self.act_new.setText(f"Same Size ({size} x {size})")
        self.mode_label.setText("Edit mode" if edit else "Play mode")
        self._update_title()
        self._schedule_autosave()

    def _update_title(self) -> None:
        name = self.title or (self.path.name if self.path else "Untitled")
        self.setWindowTitle(f"{name}[*] — {APP_NAME}")
        self.setWindowModified(self.controller.session.is_modified)

    def set_mode(self, mode: Mode) -> None:
        self.controller.set_mode(mode)
        self._apply_highlights()
        self._sync()

    # ==========================================================================================
    # live analysis
    # ==========================================================================================
    def _puzzle_changed(self) -> None:
        self.analysis.schedule(self.controller.session.puzzle)
        self.grader.schedule(self.controller.session.puzzle)

    # ==========================================================================================
    # grade, hints, check, solution path
    # ==========================================================================================
    def _grade_started(self) -> None:
        if self.grader.last is None or self.grader.last.puzzle != self.controller.session.puzzle:
            self._grade_text = "Grading…"
            self._show_texts()

    def _show_grade(self, grade: Grade) -> None:
        if grade.puzzle != self.controller.session.puzzle:
            return
        self._grade_text = grade.text
        self._show_texts()
        self.grade_label.setToolTip(grade.tooltip)

    def grade_text(self) -> str:
        """The grade shown (in full, whatever the window's width)."""
        return self._grade_text

    def hint(self) -> None:
        """Hint (Ctrl+H): shows the hint panel and the hint, one level more on every press."""
        self.path_panel.show_live()  # a hint is about the player's board
        if not self.hint_panel.isVisible():
            self.hint_panel.show()
        self.hints.request_hint()

    def check(self) -> None:
        self.path_panel.show_live()
        self.hints.check()

    def _preview_changed(self) -> None:
        if not self.controller.previewing and self.status_message().startswith("Step "):
            self.show_status("Your board again")
        self._sync()

    def set_check_as_you_go(self, on: bool) -> None:
        self.hints.set_check_as_you_go(on)
        self.show_status("Check as I go: on" if on else "Check as I go: off")

    def solve_from_here(self) -> None:
        if not self.path_panel.isVisible():
            self.path_panel.show()  # shown for the first time: finds the path itself
            if self.path_panel.busy:
                return
        self.path_panel.solve_from_here()

    def _path_panel_shown(self, visible: bool) -> None:
        if visible and self.path_panel.result is None and not self.path_panel.busy:
            self.path_panel.solve_from_here()
        self._sync()

    def _next_step(self) -> None:
        if not self.path_panel.isVisible():
            self.path_panel.show()
        self.path_panel.step_forward()

    def _analysis_started(self) -> None:
        self._set_badge("Checking…", None)
        self.analysis_label.setToolTip("Counting the solutions in the background")

    def _set_badge(self, text: str, status: Status | None) -> None:
        colour = BADGE_COLOURS.get(status) if status is not None else None
        if colour:
            style = f"QLabel {{ background: {colour}; color: white; font-weight: bold; border-radius: 4px; margin: 2px 6px; padding: 1px 10px; }}"
        else:
            style = "QLabel { margin: 2px 6px; padding: 1px 10px; }"
        self.analysis_label.setStyleSheet(style)
        self._badge_text = text
        self._show_texts()

    def _show_analysis(self, analysis: Analysis) -> None:
        if analysis.puzzle != self.controller.session.puzzle:
            return  # the puzzle changed meanwhile; a newer check is on its way
        self._analysis = analysis
        text = analysis.text
        if analysis.error:
            tip = f"The solver failed: {analysis.error}"
        elif analysis.status is Status.NONE:
            if analysis.conflict:
                tip = f"No solution: {len(analysis.conflict)} clues (ringed) cannot all hold together"
            else:
                tip = "No solution: the black and white pattern itself cannot be filled"
        elif analysis.status is Status.SEVERAL:
            if _differ_is_telling(analysis):
                tip = f"More than one solution: the {len(analysis.differ)} tinted cells differ between two of them"
            else:
                tip = "More than one solution: add clues"
        elif analysis.status is Status.UNIQUE:
            tip = "The puzzle has exactly one solution"
        else:
            tip = "The puzzle was not checked"
        if analysis.ms and not analysis.error:
            tip += f" (checked in {analysis.ms:.0f} ms)"
        self._set_badge(text, None if analysis.error else analysis.status)
        self.analysis_label.setToolTip(tip)
        self._apply_highlights()
        self.analysisShown.emit(analysis)

    def _apply_highlights(self) -> None:
        """Analysis highlights: conflicting clues always, differing cells only while editing."""
        a = self._analysis
        if a is None or a.puzzle != self.controller.session.puzzle:
            self.controller.clear_highlights()
            return
        differ = a.differ if self.controller.mode == Mode.EDIT and _differ_is_telling(a) else frozenset()
        self.controller.set_highlights(conflict=a.conflict, differ=differ)

    # ==========================================================================================
    # solving
    # ==========================================================================================
    def solve(self) -> None:
        """Solve in the background; the solution becomes the player's entries (undoable)."""
        if self.solver.busy:
            self.show_status("Already solving…")
            return
        puzzle = self.controller.session.puzzle
        solve_fn = self.solve_fn

        def job(token):
            return solve_fn(puzzle, cancel=token)

        generation = self.solver.start(job)
        self._solve_job = _SolveJob(puzzle, generation)
        self.show_status("Solving…", 0)

    def cancel_solve(self) -> None:
        if self.solver.cancel():
            self.show_status("Cancelling…", 0)

    def _solve_busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.act_cancel.setEnabled(busy)
        self.act_solve.setEnabled(not busy)

    def _solve_finished(self, result: TaskResult) -> None:
        job, self._solve_job = self._solve_job, None
        self.show_status(self._apply_solve(result, job))
        self.solveFinished.emit(result)

    def _apply_solve(self, result: TaskResult, job: _SolveJob | None) -> str:
        if result.error is not None:
            return f"Solve failed: {type(result.error).__name__}: {result.error}"
        value: SolveResult = result.value
        if result.cancelled or value.status is Status.CANCELLED:
            return "Solve cancelled"
        if value.status is Status.NONE:
            return "Solve: No solution"
        if job is None or job.puzzle != self.controller.session.puzzle:
            return "Solve: the puzzle changed while solving; the solution was not filled in"
        self.controller.session.apply_values(value.solution)
        ms = f" in {value.ms:.0f} ms" if value.ms >= 1 else ""
        if value.status is Status.SEVERAL:
            return f"Solved{ms}: Multiple solutions; one of them is filled in"
        if value.status is Status.UNIQUE:
            return f"Solved{ms}: Unique solution"
        return f"Solved{ms}"

    def solve_now(self) -> str:
        """Solve in the GUI thread (for ``--screenshot --solve``); returns the status message."""
        puzzle = self.controller.session.puzzle
        try:
            value = self.solve_fn(puzzle, cancel=None)
            result = TaskResult(0, value)
        except Exception as e:  # reported like a background failure
            result = TaskResult(0, None, e)
        message = self._apply_solve(result, _SolveJob(puzzle, 0))
        self.show_status(message)
        return message

    def check_now(self) -> Analysis:
        """Run the live analysis in the GUI thread and show it (for screenshots)."""
        from str8ts_gui.gui.worker import analyse_puzzle

        self.analysis.shutdown(0)
        analysis = analyse_puzzle(self.controller.session.puzzle)
        self.analysis.last = analysis
        self._show_analysis(analysis)
        return analysis

    # ==========================================================================================
    # play actions
    # ==========================================================================================
    def fill_marks(self) -> None:
        if self.controller.session.fill_marks():
            self.show_status("Pencil marks filled in")
        else:
            self.show_status("Fill Pencil Marks: nothing to add")

    def clear_entries(self) -> None:
        if self.controller.session.clear_play():
            self.show_status("Entries and pencil marks cleared (Ctrl+Z brings them back)")
        else:
            self.show_status("Clear Entries: nothing to clear")

    # ==========================================================================================
    # clipboard
    # ==========================================================================================
    def copy_puzzle(self) -> None:
        text = to_line(self.controller.session.puzzle)
        QGuiApplication.clipboard().setText(text)
        self.show_status(f"Copied the puzzle string: {text}")

    def copy_grid(self) -> None:
        state = self.controller.session.state
        text = values_line(state.puzzle, state.values())
        QGuiApplication.clipboard().setText(text)
        self.show_status(f"Copied the grid with entries: {text}")

    def paste(self) -> None:
        """Ctrl+V: the first puzzle of the clipboard, in any form the core reader takes (a packed
        string or native document keeps the player's entries and pencil marks). When nothing
        can be read, the status bar says why and which forms are accepted."""
        from str8ts_gui.core.document import iter_documents

        text = QGuiApplication.clipboard().text()
        try:
            if not text.strip():
                raise PuzzleFormatError("the clipboard holds no text", source="clipboard")
            _line, doc = next(iter_documents(text, source="clipboard"))
        except PuzzleFormatError as e:
            # "line 1: why (column 3); accepted: ..." (the full text is in the label's tooltip)
            self.show_status(f"Not a puzzle: {str(e).removeprefix(f'{e.source}: ')}", 10000)
            return
        except ValueError as e:
            self.show_status(f"Not a puzzle: {describe_error(e)}", 10000)
            return
        # A pasted puzzle is a new, untitled document (Save must not overwrite the old file),
        # but the paste stays one undoable step; undo brings the puzzle back, not its file name.
        old = (self.path, self.path_index, self.title, self.author, self.notes)
        self.path, self.path_index = None, 0
        self.title, self.author, self.notes = doc.title, doc.author, doc.notes
        if self.controller.session.replace(doc.puzzle, doc.state):
            n = doc.puzzle.size
            self.show_status(f"Pasted a puzzle ({n} x {n}); Ctrl+Z undoes it")
        else:
            self.path, self.path_index, self.title, self.author, self.notes = old
            self.show_status("That puzzle is already on the board")

    # ==========================================================================================
    # documents and files
    # ==========================================================================================
    def document(self) -> Document:
        state = self.controller.session.state
        return Document(state.puzzle, self.title, self.author, self.notes, state)

    def set_document(
        self, doc: Document, path: str | os.PathLike[str] | None = None, *, mode: Mode = Mode.PLAY, index: int = 0
    ) -> None:
        """Show ``doc`` (puzzle ``index`` of the file ``path``) as a fresh, unmodified document.

        A solve still running belongs to the document before: it is cancelled and its result dropped.
        """
        if self.solver.busy:
            self.solver.discard()
        self._solve_job = None
        self.path = Path(path).resolve() if path is not None else None
        self.path_index = index
        self.title, self.author, self.notes = doc.title, doc.author, doc.notes
        self.controller.set_pencil_mode(False)
        self.controller.session.reset(doc.puzzle, doc.state)
        self.controller.set_mode(mode)
        state = self.controller.session.state
        first_open = next((i for i in range(state.puzzle.cell_count) if state.is_open(i)), 0)
        self.controller.select(first_open if mode == Mode.PLAY else 0)
        self._sync()

    def start_with(
        self, path: str | os.PathLike[str] | None = None, index: int | None = None, *, restore: bool = True
    ) -> bool:
        """What a new window does first: offer back unsaved work, then open ``path``.

        When unsaved work is restored, ``path`` is not opened and the status bar says so (unless
        ``path`` is the restored document's own file). True if ``path`` was opened.
        """
        opening = Path(path) if path is not None else None
        restored = self.restore_autosave(opening) if restore else False
        if opening is None:
            return False
        if not restored:
            return self.load_path(opening, index)
        if self.path is not None and _same_file(opening, self.path):
            self.show_status(f"Restored your unsaved work on {opening.name}", LONG_STATUS_MS)
        else:
            self.show_status(
                f"Restored unsaved work; {opening.name} was not opened (Ctrl+O opens it)", LONG_STATUS_MS
            )
        return False

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to throw the current document away."""
        if not self.controller.session.is_modified:
            return True
        answer = self.ask_unsaved()
        if answer == "save":
            return self.save()
        return answer == "discard"

    def new_puzzle(self, size: int | None = None) -> bool:
        if not self.maybe_save():
            return False
        size = size or self.controller.session.puzzle.size
        self.set_document(Document(Puzzle.empty(size)), None, mode=Mode.EDIT)
        self.show_status(f"New {size} x {size} puzzle: right-click or Space paints cells black")
        return True

    def new_same_size(self) -> bool:
        return self.new_puzzle(None)

    def open_file(self, path: str | os.PathLike[str] | None = None) -> bool:
        """Open a file (asking for one when ``path`` is None) after asking about unsaved changes."""
        if not self.maybe_save():
            return False
        if path is None:
            path = self.ask_open_path()
            if not path:
                return False
        return self.load_path(path)

    def load_path(self, path: str | os.PathLike[str], index: int | None = None) -> bool:
        """Read a file into the window; on failure say why and keep the current puzzle."""
        path = Path(path)
        try:
            docs = load_documents(path)
        except (PuzzleFormatError, ValueError, OSError) as e:
            self.show_error("Cannot open file", f"Could not open “{path.name}”:\n\n{describe_error(e)}")
            self.show_status(f"Could not open {path.name}", LONG_STATUS_MS)
            return False
        if index is None:
            index = 0 if len(docs) == 1 else self.choose_puzzle(docs, path)
            if index is None:
                return False
        if not 0 <= index < len(docs):
            self.show_error("Cannot open file", f"“{path.name}” has no puzzle number {index + 1}.")
            self.show_status(f"Could not open {path.name}", LONG_STATUS_MS)
            return False
        self.set_document(docs[index], path, index=index)
        app_settings.add_recent_file(path)
        self._update_recent_menu()
        n = docs[index].puzzle.size
        extra = f" (puzzle {index + 1} of {len(docs)})" if len(docs) > 1 else ""
        self.show_status(f"Opened {path.name}{extra}: {n} x {n}, play mode")
        return True

    def save(self) -> bool:
        if self.path is None or self.path.suffix.lower() != NATIVE_SUFFIX:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        if not path:
            return False
        path = Path(path)
        if path.suffix.lower() != NATIVE_SUFFIX:  # a native save is always a .str8ts file
            path = path.with_name(path.name + NATIVE_SUFFIX)
        return self.save_to(path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        path = Path(path)
        try:
            save_document(path, self.document())
        except (OSError, ValueError) as e:
            self.show_error("Cannot save", f"Could not save “{path}”:\n\n{_reason(e)}")
            self.show_status(f"Could not save {path.name}: your work is not saved", LONG_STATUS_MS)
            return False
        self.path = path.resolve()
        self.path_index = 0
        self.controller.session.mark_saved()
        self.remove_autosave()
        app_settings.add_recent_file(self.path)
        self._update_recent_menu()
        self._sync()
        self.show_status(f"Saved {path.name}")
        return True

    def export_puzzle_string(self) -> bool:
        path = self.ask_export_path()
        if not path:
            return False
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(".txt")
        text = to_line(self.controller.session.puzzle) + "\n"
        if self.title:
            text = f"; title: {self.title}\n{text}"
        try:
            write_text_atomic(path, text)
        except OSError as e:
            self.show_error("Cannot export", f"Could not write “{path}”:\n\n{_reason(e)}")
            return False
        self.show_status(f"Exported the puzzle string to {path.name}")
        return True

    # -- recent files ---------------------------------------------------------------------------
    def _update_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = app_settings.recent_files()
        for k, f in enumerate(files, 1):
            act = menu.addAction(f"&{k} {Path(f).name}")
            act.setToolTip(f)
            act.setStatusTip(f)
            act.setData(f)
            act.triggered.connect(lambda _=False, f=f: self.open_recent(f))
        if files:
            menu.addSeparator()
        menu.addAction(self.act_clear_recent)
        self.act_clear_recent.setEnabled(bool(files))
        menu.setEnabled(True)

    def open_recent(self, path: str) -> bool:
        if not os.path.exists(path):
            app_settings.remove_recent_file(path)
            self._update_recent_menu()
            self.show_error("Cannot open file", f"“{path}” no longer exists.")
            return False
        return self.open_file(path)

    def clear_recent_files(self) -> None:
        app_settings.clear_recent_files()
        self._update_recent_menu()

    # -- autosave -------------------------------------------------------------------------------
    # Every window writes its own autosave-<id>.str8ts (with a .json of metadata beside it) and
    # holds autosave-<id>.lock while it runs, so two running copies never share a file. At start
    # only autosaves whose lock is stale (the process that wrote them is gone) are offered back.
    def _claim_autosave(self) -> None:
        """Take a fresh autosave file name and lock it for as long as this window lives."""
        path = app_settings.data_dir() / f"{AUTOSAVE_PREFIX}-{uuid.uuid4().hex}{NATIVE_SUFFIX}"
        lock = _autosave_lock(path)
        if not lock.tryLock(0):  # cannot happen for a fresh name unless the directory is read-only
            lock = None
        self._adopt_autosave(path, lock)

    def _adopt_autosave(self, path: Path, lock: QLockFile | None) -> None:
        old = self._autosave_lock
        self._autosave_file = path
        self._autosave_lock = lock
        if old is not None and old is not lock:
            old.unlock()

    def autosave_path(self) -> Path:
        """This window's autosave file."""
        return self._autosave_file

    def autosave_meta_path(self) -> Path:
        return self._autosave_file.with_suffix(".json")

    @staticmethod
    def stale_autosaves() -> list[Path]:
        """Autosave files left by windows that are no longer running, newest first."""
        found = []
        for path in app_settings.data_dir().glob(f"{AUTOSAVE_PREFIX}*{NATIVE_SUFFIX}"):
            try:
                found.append((path.stat().st_mtime, path))
            except OSError:
                continue
        return [p for _t, p in sorted(found, reverse=True)]

    def _schedule_autosave(self) -> None:
        if not self.autosave_enabled or self._closed:
            return
        if self.controller.session.is_modified:
            if not self._autosave_timer.isActive():
                self._autosave_timer.start()
        else:
            self._autosave_timer.stop()
            if self._owns_autosave:  # e.g. undone back to the saved state
                self.remove_autosave()

    def write_autosave(self) -> bool:
        """Write the current document to the autosave file (atomically) if it has unsaved changes."""
        self._autosave_timer.stop()
        if not self.autosave_enabled or self._closed or not self.controller.session.is_modified:
            return False
        meta = {
            "path": str(self.path) if self.path else None,
            "index": self.path_index,
            "mode": self.controller.mode.value,
        }
        try:
            write_text_atomic(self.autosave_meta_path(), json.dumps(meta, indent=2) + "\n")
            write_text_atomic(self.autosave_path(), dumps_document(self.document()))
        except OSError as e:
            self.show_status(f"Autosave failed: {_reason(e)}")
            return False
        self._owns_autosave = True
        return True

    def remove_autosave(self) -> None:
        """Delete this window's autosave (its lock stays held while the window lives)."""
        self._autosave_timer.stop()
        self._owns_autosave = False
        _remove_files(self.autosave_path(), self.autosave_meta_path())

    def restore_autosave(self, opening: str | os.PathLike[str] | None = None) -> bool:
        """Offer back the work of windows that ended without saving; True if one was restored.

        Stale autosaves are offered newest first; a declined one is deleted. An accepted one
        becomes this window's autosave file and is written again at once, so the recovered work
        is never only in memory. ``opening`` is the file the user asked to open (named in the
        question when it is not the restored document).
        """
        if not self.autosave_enabled:
            return False
        for path in self.stale_autosaves():
            if path == self.autosave_path():
                continue
            lock = _autosave_lock(path)
            if not lock.tryLock(0):
                continue  # a running window's autosave
            if self._offer_autosave(path, lock, opening):
                return True
            _remove_files(path, path.with_suffix(".json"))
            lock.unlock()
        return False

    def _offer_autosave(self, path: Path, lock: QLockFile, opening) -> bool:
        try:
            doc = load_documents(path)[0]
        except (PuzzleFormatError, ValueError, OSError, IndexError):
            return False  # unreadable: nothing worth offering
        try:
            meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
            if not isinstance(meta, dict):
                meta = {}
        except (OSError, ValueError):
            meta = {}
        original = meta.get("path") if isinstance(meta.get("path"), str) else None
        index = meta.get("index") if isinstance(meta.get("index"), int) else 0
        if opening is not None and original and _same_file(opening, original):
            opening = None  # the file asked for is the one being restored
        if not self.ask_restore_autosave(Path(opening) if opening is not None else None):
            return False
        base = Document(Puzzle.empty(doc.puzzle.size))
        if original and os.path.isfile(original):
            try:
                docs = load_documents(original)
                if 0 <= index < len(docs):
                    base = docs[index]
            except (PuzzleFormatError, ValueError, OSError):
                pass
        try:
            mode = Mode(meta.get("mode", Mode.PLAY.value))
        except ValueError:
            mode = Mode.PLAY
        # The file as saved (or an empty board) is the unmodified base; the autosave is one
        # undoable step on top of it, so the document shows as modified.
        own = self.autosave_path()
        self._adopt_autosave(path, lock)
        _remove_files(own, own.with_suffix(".json"))
        self.set_document(base, original, mode=mode, index=index)
        self.title, self.author, self.notes = doc.title, doc.author, doc.notes
        self.controller.session.replace(doc.puzzle, doc.state)
        self._sync()
        if self.controller.session.is_modified:
            self.write_autosave()  # the recovered work is on disk again, under this window's lock
        else:
            self.remove_autosave()  # the autosave held nothing beyond the saved file
        self.show_status("Restored unsaved work from the last session", LONG_STATUS_MS)
        return True

    # ==========================================================================================
    # questions to the user: overridable (tests replace them)
    # ==========================================================================================
    def ask_unsaved(self) -> str:
        """"save", "discard" or "cancel" for a document with unsaved changes."""
        name = self.title or (self.path.name if self.path else "Untitled")
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(APP_NAME)
        box.setText(f"“{name}” has unsaved changes.")
        box.setInformativeText("Do you want to save them?")
        box.setStandardButtons(
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def _dialog_dir(self) -> str:
        if self.path is not None:
            return str(self.path.parent)
        recent = app_settings.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def ask_open_path(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self, "Open Puzzle", self._dialog_dir(), OPEN_FILTER)
        return path or None

    def ask_save_path(self) -> str | None:
        stem = self.path.stem if self.path else (self.title or "puzzle")
        suggested = str(Path(self._dialog_dir()) / (stem + NATIVE_SUFFIX))
        path, _ = QFileDialog.getSaveFileName(self, "Save Puzzle As", suggested, SAVE_FILTER)
        return path or None

    def ask_export_path(self) -> str | None:
        stem = self.path.stem if self.path else (self.title or "puzzle")
        suggested = str(Path(self._dialog_dir()) / (stem + ".txt"))
        path, _ = QFileDialog.getSaveFileName(self, "Export Puzzle String", suggested, EXPORT_FILTER)
        return path or None

    def choose_puzzle(self, docs: list[Document], path: Path) -> int | None:
        """Which puzzle of a file with several to open (index), or None to cancel."""
        items = []
        for k, d in enumerate(docs, 1):
            n = d.puzzle.size
            items.append(f"{k}: {d.title or 'Untitled'} ({n} x {n})")
        item, ok = QInputDialog.getItem(
            self, "Open Puzzle", f"“{path.name}” holds {len(docs)} puzzles. Open which one?", items, 0, False
        )
        return items.index(item) if ok and item in items else None

    def ask_restore_autosave(self, opening: Path | None = None) -> bool:
        """Restore the unsaved work of a window that ended without saving? ``opening``: a file
        asked for on the command line, which is then not opened."""
        text = "Restore unsaved work from last session?"
        if opening is not None:
            text += f"\n\nIf you restore it, {opening.name} is not opened."
        answer = QMessageBox.question(
            self,
            APP_NAME,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def about(self) -> None:
        QMessageBox.about(self, f"About {APP_NAME}", self.about_text())

    @staticmethod
    def about_text() -> str:
        return (
            f"<h3>{APP_NAME} {__version__}</h3>"
            "<p>A desktop editor and solver for Str8ts puzzles.</p>"
            f"<p>{TRADEMARK}</p>"
        )

    # ==========================================================================================
    # window events
    # ==========================================================================================
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.board.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closed:
            event.accept()
            return
        if not self.maybe_save():
            event.ignore()
            return
        self.shutdown()
        if self.remember_geometry:
            s = app_settings.settings()
            s.setValue("window/geometry", self.saveGeometry())
            s.sync()
        event.accept()

    def shutdown(self, timeout: float = 1.0) -> None:
        """Stop background work and remove the autosave (a clean end); safe to call twice."""
        if self._closed:
            return
        self._closed = True
        self._autosave_timer.stop()
        self.controller.end_paint()
        self.analysis.shutdown(timeout / 4)
        self.solver.shutdown(timeout / 4)
        self.grader.shutdown(timeout / 4)
        self.hints.shutdown(timeout / 8)
        self.path_panel.shutdown(timeout / 8)
        self.library_actions.shutdown(timeout / 8)
        if self.autosave_enabled:
            self.remove_autosave()
            if self._autosave_lock is not None:
                self._autosave_lock.unlock()
                self._autosave_lock = None
