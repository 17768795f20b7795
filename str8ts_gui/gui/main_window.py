"""The main window: board, menus, toolbar and docks, wired to the helpers that do the work.

The window builds the widgets and actions and keeps them in step with the controller; the
rest is in helpers it owns:

* :class:`~str8ts_gui.gui.files.file_actions.FileActions` (``files``): open, save, export the puzzle
  string, recent files, unsaved changes and the crash-safe autosave;
* :class:`~str8ts_gui.gui.play.solving.SolveActions` (``solving``): Solve in the background, with
  the :class:`~str8ts_gui.gui.play.solving.SolutionMemo` (``memo``) that lets Solve, the screenshot's
  check and exporting the solution reuse what the live analysis found;
* :class:`~str8ts_gui.gui.panels.status_bar.StatusBar` (``status_bar``): message, progress, mode,
  grade and the solution-count badge;
* :class:`~str8ts_gui.gui.play.completion.CompletionWatcher` (``completion``) and
  :class:`~str8ts_gui.gui.play.completion.PlayTimer` (``play_timer``): "Solved!" with the time and a
  flash of the board when the grid is complete and right, and the play clock;
* :class:`~str8ts_gui.gui.panels.number_pad.NumberPad` (``number_pad``): the digits, Clear and
  Entry / Pencil by mouse, in a dock.

The document's title, author and notes live in the session (``controller.session.info``), so
undo brings them back with the puzzle. Questions to the user (unsaved changes, file names,
errors, which puzzle of a file, restoring an autosave) each go through one overridable method
of the window, so tests can answer them without a modal dialog. Copy and paste are in
:mod:`.files.clipboard`, loaded at the first one.
"""

from __future__ import annotations

import os
from dataclasses import replace
from functools import partial

import shiboken6
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QShowEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QMainWindow, QToolBar, QVBoxLayout, QWidget

from str8ts_gui import __version__
from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import all_kinds, get_kind, kind_of
from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE, Puzzle
from str8ts_gui.core.session import DocInfo, Mode, Session
from str8ts_gui.solver.common import SolveResult, Status
from str8ts_gui.gui.library import library_actions
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.board.board import BoardWidget
from str8ts_gui.gui.board.controller import GameController
from str8ts_gui.gui.deferred_actions import export_items, help_items, import_picture_item
from str8ts_gui.gui.files.file_actions import APP_NAME, FileActions
from str8ts_gui.gui.play.hints import HintAssistant
from str8ts_gui.solver.analysis import check_position, find_hint
from str8ts_gui.gui.icons import app_icon, install_toolbar_icons
from str8ts_gui.gui.play.completion import grid_is_solved
from str8ts_gui.gui.play.completion import install as install_completion
from str8ts_gui.gui.panels.number_pad import NumberPad
from str8ts_gui.gui.panels.panels import Panel, SideColumn
from str8ts_gui.gui.play.solving import SolutionMemo, SolveActions, analysis_tooltip, differ_is_telling
from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS, STATUS_MS, StatusBar
from str8ts_gui.gui.worker import (
    Analysis, Grade, LiveAnalysis, LiveGrade, LiveTrueCandidates, analyse_puzzle, default_solve,
)

if TYPE_CHECKING:
    from str8ts_gui.gui.play.board_flash import Completion
    from str8ts_gui.gui.play.true_candidates import TrueCandidates

__all__ = ["MainWindow", "APP_NAME", "TRADEMARK"]

TRADEMARK = "Str8ts is a registered trademark of Syndicated Puzzles Inc.; str8ts_gui is independent of them."
DEFAULT_SIZE = (900, 700)
BOARD_MARGIN = 10  # room between the board and the window's edges and docks
# On a screen lower than this (1024 x 600, 1366 x 768) a window lower than this whose board is
# short of height shows the toolbar's icons without their labels: the board gets their height
LOW_WINDOW = 800


# the first key of File > New > KIND > SIZE (Str8ts sizes are Ctrl+Alt+SIZE)
NEW_KIND_KEYS = {"sudoku": "Ctrl+Alt+U"}
# kinds of any width and height: File > New > KIND… asks them in a dialog (on this shortcut)
NEW_KIND_DIALOGS = {"suguru": "Ctrl+Alt+S"}


# a grid finished by hand after Solve was used on the puzzle (undone or not): right, not timed
SOLVED_AFTER_SOLVE = "Every cell is right; Solve was used on this puzzle, so it is not timed as yours"


# the kinds' submenus of File > New Empty Puzzle, with their mnemonics (Str8ts and Suguru are items
# of their own: S&tr8ts, Su&guru…)
MENU_TITLES = {"sudoku": "S&udoku"}


def _clipboard():
    """gui/files/clipboard.py: copy and paste (loaded at the first one)."""
    from str8ts_gui.gui.files import clipboard

    return clipboard


class MainWindow(QMainWindow):
    """The str8ts_gui main window."""

    analysisShown = Signal(object)  # an Analysis of the current puzzle was shown (GUI thread)
    solveFinished = Signal(object)  # a Solve ended: its TaskResult (applied, failed or cancelled)

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
        # what the next start takes from this window (its geometry, its board): not a screenshot's
        self.remembers = restore_geometry
        self._closed = False
        self._analysis: Analysis | None = None
        self._grade: Grade | None = None  # the grade shown (the status bar's, the path panel's)
        self._export_actions = None  # made at the first export or print (see export_actions)
        self._picture_import = None  # made at the first picture import or paste (see picture_import)

        self.files = FileActions(self, autosave=autosave)
        # solve_fn(puzzle, *, cancel) -> SolveResult; tests plug in a slow one (window.solve_fn)
        self.memo = SolutionMemo()
        self.solving = SolveActions(self, solve_fn, self.memo)
        self.solver = self.solving.runner
        self.solving.finished.connect(self.solveFinished)
        self.solver.busyChanged.connect(self._solve_busy)

        self.controller = GameController(Session(starting_puzzle()), parent=self)
        self.board = BoardWidget(self.controller, self)
        # The board left, the side column of panels right (gui/panels/panels.py): the column keeps its
        # width whatever it shows, so nothing the panels do moves the board.
        central = QWidget(self)
        central.setObjectName("central")
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        board_area = QWidget(central)  # the board, kept off the window's edges
        board_area.setObjectName("board_area")
        board_box = QVBoxLayout(board_area)
        board_box.setContentsMargins(BOARD_MARGIN, BOARD_MARGIN, BOARD_MARGIN, BOARD_MARGIN)
        board_box.addWidget(self.board)
        row.addWidget(board_area, 1)
        self._board_area = board_area
        self.side_column = SideColumn(central)
        row.addWidget(self.side_column)
        self.setCentralWidget(central)

        self.analysis = LiveAnalysis(self, solve_fn=self.memo.wrap(analysis_solve_fn))
        self.analysis.analysed.connect(self._show_analysis)
        self.analysis.started.connect(self._analysis_started)
        self.true_candidates = LiveTrueCandidates(self)  # View > Show True Candidates (edit mode)
        self.true_candidates.computed.connect(self._true_candidates_found)
        self.grader = LiveGrade(self)
        self.grader.graded.connect(self._show_grade)
        self.grader.started.connect(self._grade_started)
        # Hint and Check start from what the live analysis already proved (same solver, same puzzle)
        known_solve = self.memo.wrap(analysis_solve_fn)
        self.hints = HintAssistant(
            self.controller,
            self,
            find_fn=partial(find_hint, solve_fn=known_solve),
            check_fn=partial(check_position, solve_fn=known_solve),
        )
        self.hints.message.connect(self.show_status)
        self.hints.hintShown.connect(lambda *_: self.sync())
        self.hints.hintCleared.connect(self.sync)
        # a Check or hint search (no time limit) decided the puzzle: a live check that stopped at
        # "Not decided yet" asks again and takes that answer from the memo (as after Solve)
        self.hints.decided.connect(self.analysis.recheck)

        self._create_actions()
        self._create_docks()
        self._create_menus()
        self._create_toolbar()
        self._create_status_bar()
        install_completion(self)  # window.completion, window.play_timer (before the library's use)
        # File > Export Image…, Export Booklet…, Print… and Import Picture… (a puzzle read from a
        # picture): their items now, their modules at the first use (gui/deferred_actions.py)
        self._export_items = export_items(self, lambda: self.export_actions)
        self._picture_item = import_picture_item(self, lambda: self.picture_import)
        library_actions.install(self)
        # the Sudoku rule palette (window.rule_editor, window.rule_tools: a panel) is built for the
        # first Sudoku board: a Str8ts or Suguru window never loads the variant rules
        self._rule_palette = self._rule_editor = None
        help_items(self)  # Help: user guide, keys, the rules of each kind and of the variants (gui/help.py)
        self.completion.solved.connect(self._puzzle_solved)  # after the library added its note
        self.hints.hintApplied.connect(self.completion.note_hint)  # a finish says how many helped

        self.controller.changed.connect(self.sync)
        self.controller.puzzleChanged.connect(self._puzzle_changed)
        self.controller.message.connect(self.show_status)
        # a message about an earlier action goes when the next one starts (a key or a click)
        self._input_watch = InputWatch(self)
        self.status_bar.messageChanged.connect(self._input_watch.watch)

        if restore_geometry:  # the window the user meets: no bigger than the screen
            from str8ts_gui.gui.screen_fit import fit_to_screen

            fit_to_screen(self, *DEFAULT_SIZE)
        else:  # a screenshot's or a test's window: the same size on any screen
            self.resize(*DEFAULT_SIZE)
        if restore_geometry:
            geometry = app_settings.settings().value("window/geometry")
            if isinstance(geometry, QByteArray) and not geometry.isEmpty():
                self.restoreGeometry(geometry)
        # never taller or wider than the screen (large text, a 16 x 16 board): the board's least
        # size gives way, the Number Pad scrolls (gui/screen_fit.py)
        from str8ts_gui.gui.screen_fit import KeepOnScreen

        self._keep_on_screen = KeepOnScreen(
            self, self.board, BOARD_MARGIN, self.side_column, self.number_pad, shrink=restore_geometry
        )
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self.files.update_recent_menu()
        self.sync()
        # the start's board: a Sudoku gets its palette when the window shows (showEvent), so a
        # window that opens a file of another kind first never loads the variant rules
        self._puzzle_changed(palette=False)

    # -- the document's file and metadata (kept by the helpers and the session) ------------------
    @property
    def path(self) -> Path | None:
        """The file the document came from or was saved to (None: untitled)."""
        return self.files.path

    @path.setter
    def path(self, value: Path | None) -> None:
        self.files.path = value

    @property
    def path_index(self) -> int:
        """Which puzzle of the file at ``path``."""
        return self.files.path_index

    @path_index.setter
    def path_index(self, value: int) -> None:
        self.files.path_index = value

    @property
    def title(self) -> str:
        return self.controller.session.info.title

    @property
    def author(self) -> str:
        return self.controller.session.info.author

    @property
    def notes(self) -> str:
        return self.controller.session.info.notes

    @property
    def autosave_enabled(self) -> bool:
        return self.files.autosave_enabled

    @property
    def export_actions(self):
        """File > Export Image…, Export Booklet… and Print… (an
        :class:`~str8ts_gui.gui.files.export_actions.ExportActions`, made at its first use)."""
        if self._export_actions is None:
            from str8ts_gui.gui.files.export_actions import ExportActions

            self._export_actions = ExportActions(self, self._export_items)
        return self._export_actions

    @export_actions.setter
    def export_actions(self, value) -> None:
        self._export_actions = value

    @property
    def picture_import(self):
        """File > Import Picture… and the pasting of a picture (a
        :class:`~str8ts_gui.gui.files.picture_import.PictureImport`, made at its first use)."""
        if self._picture_import is None:
            from str8ts_gui.gui.files import picture_import

            self._picture_import = picture_import.attach(self, self._picture_item)
        return self._picture_import

    @picture_import.setter
    def picture_import(self, value) -> None:
        self._picture_import = value

    @property
    def solve_fn(self) -> Callable[..., SolveResult]:
        return self.solving.solve_fn

    @solve_fn.setter
    def solve_fn(self, fn: Callable[..., SolveResult]) -> None:
        self.solving.solve_fn = fn

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

    def _show_legend(self) -> None:
        from str8ts_gui.gui.board import legend  # its dialog's module, loaded when first asked for

        legend.show_legend(self)

    def _show_preferences(self) -> None:
        from str8ts_gui.gui import preferences

        preferences.show_preferences(self)

    def edit_puzzle_info(self) -> None:
        """Edit > Puzzle Info… (Ctrl+I): the title, author and rules in words, one undo step."""
        from str8ts_gui.gui.files import puzzle_info

        session = self.controller.session
        old = session.info
        new = puzzle_info.ask_info(self, old, session.puzzle.kind)
        if new is None:
            return
        new = replace(new, grade=old.grade, graded=old.graded)  # (the dialog does not show the grade)
        if new != old:
            session.set_info(new)
        self.show_status(puzzle_info.changed_words(old, new))

    def _create_actions(self) -> None:
        a = self._action
        # -- file
        self.act_new = a(
            "Same &Kind and Size", self.new_same_size, "Ctrl+N", "New empty puzzle of the current kind and size",
            name="action_new",
        )
        self.act_new_sizes: dict[int, QAction] = {}
        for n in range(MIN_SIZE, MAX_SIZE + 1):
            key = str(n) if n <= 9 else chr(ord("A") + n - 10)  # 10 x 10 on A, ... (as the digits are typed)
            act = a(
                f"{n} x {n}", lambda _=False, n=n: self.new_puzzle(n, "str8ts"), f"Ctrl+Alt+{key}", f"New empty {n} x {n} puzzle",
                name=f"action_new_{n}",
            )
            act.setToolTip(f"New empty {n} x {n} puzzle")
            self.act_new_sizes[n] = act
        # the other kinds, by size: act_new_kinds["sudoku"][9], on a two-key shortcut such as
        # Ctrl+Alt+U, 9 (the size typed as a digit, 10 and up as A-G)
        self.act_new_kinds: dict[str, dict[int, QAction]] = {}
        for puzzle_kind in all_kinds():
            if puzzle_kind.name == "str8ts" or puzzle_kind.name in NEW_KIND_DIALOGS:
                continue
            acts = self.act_new_kinds[puzzle_kind.name] = {}
            prefix = NEW_KIND_KEYS[puzzle_kind.name]
            for n in _board_sizes(puzzle_kind):
                size_key = str(n) if n <= 9 else chr(ord("A") + n - 10)
                acts[n] = a(
                    f"{n} x {n}",
                    lambda _=False, n=n, k=puzzle_kind.name: self.new_puzzle(n, k),
                    f"{prefix}, {size_key}",
                    f"New empty {n} x {n} {puzzle_kind.title}",
                    name=f"action_new_{puzzle_kind.name}_{n}",
                )
        self.act_new_suguru = a(
            "Su&guru…", self.new_suguru, NEW_KIND_DIALOGS["suguru"], "New empty Suguru of a chosen width and height",
            name="action_new_suguru",
        )
        self.act_open = a("&Open…", self.open_file, "Ctrl+O", "Open a puzzle file")
        self.act_save = a("&Save", self.save, "Ctrl+S", "Save the puzzle and your progress")
        self.act_save_as = a("Save &As…", self.save_as, "Ctrl+Shift+S", "Save under a new name", name="action_save_as")
        self.act_export = a(
            "&Export Puzzle String…", self.export_puzzle_string, "Ctrl+E", "Export the puzzle string to a text file",
            name="action_export",
        )
        self.act_clear_recent = a("&Clear Recent Files", self.clear_recent_files, "Ctrl+Alt+R", "Forget the recent files", name="action_clear_recent_files")
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
        self.act_copy_fpuzzles = a(
            "Copy f-puzzles &Link", self.copy_fpuzzles_link, "Ctrl+Alt+L",
            "Copy the Sudoku as an f-puzzles link (SudokuPad opens it too)", name="action_copy_fpuzzles",
        )
        self.act_rule_tools = a(
            "&Rules Palette", self._show_rule_palette, "Ctrl+Alt+V", "Show or hide the Sudoku rule tools (edit mode)",
            checkable=True, name="action_rule_tools",
        )
        self.act_select_all = a(
            "Select &All Cells", self.controller.select_all, "Ctrl+A", "Select every cell of the board",
            name="action_select_all",
        )
        # -- mode and play
        self.act_edit_mode = a("E&dit Mode", lambda: self.set_mode(Mode.EDIT), "F2", "Edit mode: set colours and clues", checkable=True, name="action_edit_mode")
        self.act_play_mode = a("Play &Mode", lambda: self.set_mode(Mode.PLAY), "F3", "Play mode: enter digits and pencil marks", checkable=True, name="action_play_mode")
        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_group.addAction(self.act_edit_mode)
        self.mode_group.addAction(self.act_play_mode)
        self.act_symmetric = a(
            "&Symmetric Painting", self.controller.set_symmetric, "Ctrl+Shift+R",
            "Paint the cell opposite through the centre too", checkable=True, name="action_symmetric_painting",
        )
        # on or off as the setter left it (settings), like the number pad's visibility
        self.controller.set_symmetric(app_settings.symmetric_painting())
        self.act_symmetric.triggered.connect(app_settings.set_symmetric_painting)
        self.act_puzzle_info = a(
            "Puzzle &Info…", self.edit_puzzle_info, "Ctrl+I",
            "The puzzle's title, author and rules in words (saved with it, and in an f-puzzles link)",
            name="action_puzzle_info",
        )
        self.act_pencil = a(
            "&Pencil Marks", self.controller.set_pencil_mode, "P", "Digits toggle pencil marks", checkable=True,
            name="action_pencil_marks",
        )
        # P is a plain key: it works while the board has the focus (not in other widgets, such
        # as a text field in a panel); the board only sees it when the action is disabled.
        self.removeAction(self.act_pencil)
        self.act_pencil.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.board.addAction(self.act_pencil)
        self.act_fill_marks = a(
            "&Fill Pencil Marks", self.fill_marks, "Ctrl+Shift+P", "Pencil-mark every empty cell with its candidates",
            name="action_fill_pencil_marks",
        )
        self.act_clear = a(
            "&Clear Entries", self.clear_entries, "Ctrl+Shift+Delete", "Remove all your entries, marks and colours",
            name="action_clear_entries",
        )
        self.act_show_mistakes = a(
            "Show &Mistakes", self.controller.set_show_violations, "Ctrl+Shift+M", "Show digits that break a rule in red",
            checkable=True, name="action_show_mistakes",
        )
        # -- solver
        self.act_solve = a("&Solve", self.solve, "F5", "Solve the puzzle in the background and fill in the solution", name="action_solve")
        self.act_cancel = a("C&ancel Solve", self.cancel_solve, "Esc", "Stop the running solve", name="action_cancel")
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
            "Show the candidates the puzzle's rules allow in every empty cell, from the digits on the board "
            "(not your own pencil marks, which come back when it is off)", checkable=True,
            name="action_show_candidates",
        )
        self.act_true_candidates = a(
            "Show &True Candidates", self.set_true_candidates, "Ctrl+Shift+T",
            "Edit mode: show in every empty cell the digits it holds in at least one solution (f-puzzles' True "
            "Candidates): where the puzzle being set is still open, and one digit where it is settled", checkable=True,
            name="action_true_candidates",
        )
        self.act_pairs = a(
            "T&wo-Candidate Cells", self.board.set_pairs, "Ctrl+Shift+W",
            "Tint every empty cell that shows exactly two candidates (HoDoKu's bivalue filter: the cells "
            "XY-wings and chains are made of)", checkable=True, name="action_two_candidate_cells",
        )
        self.act_previous_step = a(
            "Pre&vious Step", lambda: self._path_panel is not None and self._path_panel.step_back(), "Alt+Left", "Show the step before on the board",
            name="action_previous_step",
        )
        self.act_next_step = a(
            "Ne&xt Step", lambda: self._next_step(), "Alt+Right", "Show the next step of the solution path on the board",
            name="action_next_step",
        )
        self.act_live_board = a(
            "Your &Board", lambda: self._show_live(), "Alt+Home", "Back from a step to your board",
            name="action_live_board",
        )
        # -- help
        self.act_about = a("&About str8ts_gui…", self.about, "Ctrl+F1", "About str8ts_gui", name="action_about")
        # the board's look: what each highlight means, and light/dark (gui/board/legend.py, gui/preferences.py)
        self.act_legend = a(
            "Highlight &Legend…", self._show_legend, "Shift+F1",
            "What each colour on the board means", name="action_legend",
        )
        self.act_preferences = a(
            "Pre&ferences…", self._show_preferences, "Ctrl+,",
            "Choose the look: light, dark or as the system", name="action_preferences",
        )

    def _create_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu("&File")
        self.new_menu = file.addMenu("&New Empty Puzzle")
        self.new_menu.setObjectName("menu_new")
        self.new_menu.addAction(self.act_new)
        self.new_menu.addSeparator()
        str8ts_menu = self.new_menu.addMenu("S&tr8ts")
        str8ts_menu.setObjectName("menu_new_str8ts")
        for act in self.act_new_sizes.values():
            str8ts_menu.addAction(act)
        for name, acts in self.act_new_kinds.items():
            kind = get_kind(name)
            kind_menu = self.new_menu.addMenu(MENU_TITLES.get(name, kind.title))
            kind_menu.setObjectName(f"menu_new_{name}")
            for n, act in acts.items():
                if n in kind.sizes:
                    kind_menu.addAction(act)
            other = [act for n, act in acts.items() if n not in kind.sizes]
            if other:  # sizes its files may hold, without a generator (boards for jigsaw regions)
                others = kind_menu.addMenu("&Other Sizes")
                others.setObjectName(f"menu_new_{name}_other")
                others.addActions(other)
        self.new_menu.addAction(self.act_new_suguru)
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
        for act in (self.act_undo, self.act_redo, None, self.act_copy, self.act_copy_grid, self.act_paste,
                    self.act_copy_fpuzzles, None, self.act_select_all, None,
                    self.act_edit_mode, self.act_play_mode, None, self.act_symmetric, None, self.act_puzzle_info):
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
        for act in (self.act_show_candidates, self.act_true_candidates, self.act_pairs, None, self.act_number_pad, self.act_hint_panel, self.act_path_panel,
                    self.act_rule_tools, None,
                    self.act_previous_step, self.act_next_step, self.act_live_board):
            view.addSeparator() if act is None else view.addAction(act)

        help_ = bar.addMenu("&Help")
        help_.addAction(self.act_about)
        edit.addSeparator()
        edit.addAction(self.act_preferences)
        view.addSeparator()
        view.addAction(self.act_legend)
        self.file_menu, self.edit_menu, self.puzzle_menu = file, edit, play
        self.hint_menu, self.view_menu, self.help_menu = hint, view, help_

    def _create_docks(self) -> None:
        """The panels of the side column, top to bottom: the number pad (shown unless the player
        hid it), the hint and the solution path (shown on demand, and built then: see hint_panel
        and path_panel); the Rules palette goes on top of them (rules_panel.install)."""
        self._hint_panel = self._path_panel = None
        self.controller.previewChanged.connect(self._preview_changed)
        self.number_pad = NumberPad(self.controller, self)
        self.side_column.add(self.number_pad, stretch=0)
        self.number_pad.setVisible(NumberPad.wanted_visible())
        self.act_number_pad = self._dock_action(
            self.number_pad, "&Number Pad", "Ctrl+Alt+N", "Show or hide the number pad: digits, marks, colours and Clear by mouse"
        )
        self.act_hint_panel = self._dock_action(
            None, "&Hint Panel", "Ctrl+Alt+H", "Show or hide the hint panel", name="action_hint_panel"
        )
        self.act_hint_panel.triggered.connect(lambda on: self.hint_panel.setVisible(on))
        self.act_path_panel = self._dock_action(
            None, "Solution &Path", "Ctrl+Alt+P", "Show or hide the solution path: every logic step from your board",
            name="action_path_panel",
        )
        self.act_path_panel.triggered.connect(lambda on: self.path_panel.setVisible(on))
        self.number_pad.visibilityChanged.connect(self._fit_hint)  # the hint takes the height it needs

    def _fit_hint(self, *_args) -> None:
        if self._hint_panel is not None:
            self._hint_panel.fit_later()

    @property
    def hint_panel(self):
        """The Hint panel (gui/panels/hint_panel.py, below the number pad), built when it is first
        shown or asked for: hidden at start, it need not slow the window's start."""
        if self._hint_panel is None:
            from str8ts_gui.gui.panels.hint_panel import build_for

            build_for(self)
        return self._hint_panel

    @property
    def path_panel(self):
        """The Solution Path panel (gui/panels/path_panel.py, at the bottom of the side column), built
        when it is first shown or asked for: hidden at start, it need not slow the window's start."""
        if self._path_panel is None:
            from str8ts_gui.gui.panels.path_panel import build_for

            build_for(self)
        return self._path_panel

    def _dock_action(self, dock: Panel | None, text: str, shortcut: str, tip: str, name: str = "") -> QAction:
        """The View menu's action that shows and hides ``dock`` (None: a panel built later,
        which takes this action as its toggle; ``name`` its object name)."""
        if dock is None:
            act = QAction(text, self)
            act.setCheckable(True)
            act.setObjectName(name)
        else:
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
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        tb.setIconSize(QSize(20, 20))
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
        install_toolbar_icons(tb)  # bundled SVGs in the palette's colours (see icons.TOOL_ICONS)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tb)
        self.toolbar = tb
        self._toolbar_labelled: tuple[int, int] | None = None  # its width and height with labels
        # the board's room changes without the window's size changing too (a larger font, the
        # toolbar shown or hidden), the window goes to another screen: the labels are looked at
        # again then (_fit_toolbar)
        self._board_area.installEventFilter(self)
        self.installEventFilter(self)

    def _toolbar_actions(self) -> list[QAction | None]:
        """The toolbar's actions in order (None: a separator)."""
        return [
            self.act_undo, self.act_redo, None, self.act_solve, self.act_hint, self.act_check, None,
            self.act_edit_mode, self.act_play_mode, None, self.act_pencil, self.act_fill_marks, self.act_clear,
            self.act_show_mistakes, self.act_show_candidates, None, self.act_symmetric,
        ]


    def _create_status_bar(self) -> None:
        self.status_bar = StatusBar(self, self.cancel_solve, self.keep_checking)
        s = self.status_bar
        self.message_label, self.progress, self.cancel_button = s.message_label, s.progress, s.cancel_button
        self.mode_label, self.grade_label, self.analysis_label = s.mode_label, s.grade_label, s.analysis_label

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.status_bar.fit(self.width())
        self._fit_toolbar()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (watched is self._board_area and event.type() == QEvent.Type.Resize) or (
            watched is self and event.type() == QEvent.Type.ScreenChangeInternal
        ):
            self._fit_toolbar()
        return super().eventFilter(watched, event)

    def _fit_toolbar(self) -> None:
        """Icons with their labels while those fit the window's width; narrower, the icons alone
        (each tooltip names it), so no tool goes behind the toolbar's » button. On a low screen
        (1024 x 600, 1366 x 768) where the board is short of height, the icons alone too: the
        board gets the labels' height (see _board_short_of_height). Once the window is taller,
        or the board's room no wider than high, the labels come back."""
        tb = self.toolbar
        labelled = tb.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextUnderIcon
        if labelled:
            hint = tb.sizeHint()
            self._toolbar_labelled = (hint.width(), hint.height())
        width, height = self._toolbar_labelled or (0, 0)
        wide = self.width() >= width
        style = Qt.ToolButtonStyle.ToolButtonIconOnly
        if wide and not self._board_short_of_height(height):
            style = Qt.ToolButtonStyle.ToolButtonTextUnderIcon
        if tb.toolButtonStyle() != style:
            tb.setToolButtonStyle(style)

    def _board_short_of_height(self, labelled_height: int) -> bool:
        """Whether the window and its screen's available height are under LOW_WINDOW pixels
        (where a window cannot be made much taller) and the board's room, were the toolbar
        ``labelled_height`` high (its labels shown), would be wider than high: the labels' height
        is then the board's loss (the board is square). The same answer with the labels shown or
        not. At 1024 x 600 a 9 x 9's cells grow from 47 to 49 pixels so."""
        tb, area = self.toolbar, self._board_area
        if self.height() >= LOW_WINDOW or tb.isHidden() or area.height() <= 0:
            return False
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None or screen.availableGeometry().height() >= LOW_WINDOW:
            return False  # (a window on a taller screen can be made taller: the labels stay)
        shown = tb.height() if tb.isVisible() else tb.sizeHint().height()
        return area.height() + shown - labelled_height < area.width()

    # ==========================================================================================
    # keeping the window in step with the controller
    # ==========================================================================================
    def show_status(self, text: str, ms: int = STATUS_MS) -> None:
        """Show a message in the status bar for ``ms`` milliseconds (0: until the next one)."""
        self.status_bar.show_message(text, ms)

    def status_message(self) -> str:
        """The status bar's current message (full text, also in the label's tooltip)."""
        return self.status_bar.message()

    def status_text(self) -> str:
        """The status bar's message and its permanent labels, for tests and accessibility."""
        return self.status_bar.text()

    def sync(self) -> None:
        """Bring the actions, labels and title in step with the controller (after any change)."""
        ctl = self.controller
        session = ctl.session
        self.act_undo.setEnabled(session.can_undo)
        self.act_redo.setEnabled(session.can_redo)
        edit = ctl.mode == Mode.EDIT
        self.act_edit_mode.setChecked(edit)
        self.act_play_mode.setChecked(not edit)
        self.act_symmetric.setChecked(ctl.symmetric)
        self.act_symmetric.setEnabled(edit and ctl.has_black_cells)  # (it mirrors black cells)
        self.act_rule_tools.setEnabled(edit and session.puzzle.kind == "sudoku")  # (where its tools apply)
        self.act_pencil.setChecked(ctl.pencil_mode)
        self.act_pencil.setEnabled(not edit)
        self.act_show_mistakes.setChecked(ctl.show_violations)
        self.act_show_candidates.setChecked(ctl.show_candidates)
        self.act_true_candidates.setEnabled(edit)  # a setter's view: in play mode it would show the solution
        self.act_apply_hint.setEnabled(self.hints.can_apply())
        path = self._path_panel
        steps, row = (path.steps.count(), path.steps.currentRow()) if path is not None else (0, -1)
        self.act_next_step.setEnabled(steps > 0 and row < steps - 1)
        self.act_previous_step.setEnabled(row >= 0)
        self.act_live_board.setEnabled(ctl.previewing)
        # nothing to solve on a solved board (the panel's button says so: path_panel)
        self.act_solve_from_here.setEnabled(not grid_is_solved(session.state))
        if self._hint_panel is not None:
            self._hint_panel._update_buttons()
        self.act_copy_fpuzzles.setEnabled("fpuzzles-link" in kind_of(session.puzzle).writers)
        size, height = session.puzzle.size, session.puzzle.height
        self.act_new.setText(f"Same &Kind and Size ({kind_of(session.puzzle).title} {size} x {height})")
        self.status_bar.set_mode(edit)
        self.status_bar.set_board(self.board_description())
        self._update_title()
        self.files.schedule_autosave()

    def board_description(self) -> str:
        """What the board is: "Sudoku 9 x 9 with killer cages, thermometers" (the kind's
        :meth:`~str8ts_gui.core.kind.PuzzleKind.describe`)."""
        puzzle = self.controller.session.puzzle
        return kind_of(puzzle).describe(puzzle)

    def _update_title(self) -> None:
        """The title names the document, then the kind and size of its board (untitled too)."""
        self.setWindowTitle(f"{self.files.display_name()}[*] — {self.board_description()} — {APP_NAME}")
        self.setWindowModified(self.controller.session.is_modified)

    def set_mode(self, mode: Mode) -> None:
        before = self.controller.mode
        self.controller.set_mode(mode)
        self._apply_highlights()
        self._find_true_candidates()
        self.sync()
        a = self._analysis
        if mode == Mode.PLAY and before != Mode.PLAY and a is not None and a.puzzle == self.controller.session.puzzle and a.reason:
            # to play a puzzle without a solution: why, and where to mend it (the badge alone said it)
            self.show_status(f"{a.reason}; F2 edits the puzzle", LONG_STATUS_MS)

    # -- View > Show True Candidates ---------------------------------------------------------------
    def set_true_candidates(self, on: bool) -> None:
        """Show (or stop showing) the true candidates: the digits each empty cell holds in at least
        one solution, found again after each change of the puzzle; in edit mode only (in play mode
        they would be the solution)."""
        self.act_true_candidates.setChecked(bool(on))
        self._find_true_candidates()
        if on and self.controller.mode != Mode.EDIT:
            self.show_status("True candidates show in edit mode (F2): in play mode they would give the solution away")

    def _find_true_candidates(self) -> None:
        finder = self.true_candidates
        puzzle = self.controller.session.puzzle
        if not (self.act_true_candidates.isChecked() and self.controller.mode == Mode.EDIT):
            if finder.puzzle is not None or finder.last is not None:
                finder.forget()
                self.controller.set_true_candidates(None)
            return
        if finder.puzzle == puzzle:
            return  # being found, or found
        self.controller.set_true_candidates(None)  # those shown were another puzzle's
        finder.schedule(puzzle)

    def _true_candidates_found(self, found: TrueCandidates) -> None:
        if found.puzzle != self.controller.session.puzzle:
            return
        if found.masks is not None:
            self.controller.set_true_candidates(found.puzzle, found.masks)
            return
        self.controller.set_true_candidates(None)
        if found.timed_out:
            self.show_status(
                f"True candidates: not found within {self.true_candidates.time_limit:g} s (too many solutions to "
                "sort through); add givens or rules and they are looked for again", LONG_STATUS_MS,
            )
        elif found.error:
            self.show_status(f"True candidates: the search failed ({found.error})", LONG_STATUS_MS)

    # ==========================================================================================
    # live analysis
    # ==========================================================================================
    # -- the Sudoku rule palette, built on first use ---------------------------------------------
    def _ensure_rule_tools(self) -> None:
        if self._rule_palette is None:
            from str8ts_gui.gui.panels import rules_panel

            rules_panel.install(self)

    @property
    def rule_tools(self):
        """The Rules palette (a panel of the side column), built when first needed."""
        self._ensure_rule_tools()
        return self._rule_palette

    @property
    def rule_editor(self):
        """The Sudoku rule tools behind the palette (gui/board/rule_tools.RuleEditor)."""
        self._ensure_rule_tools()
        return self._rule_editor

    def _show_rule_palette(self, on: bool) -> None:
        self.rule_tools.setVisible(on)

    def _puzzle_changed(self, *, palette: bool = True) -> None:
        # the grade belongs to the puzzle before: gone at once; the analysis decides whether
        # the new one gets one (only with exactly one solution); ``palette``: a Sudoku's Rules
        # palette is built now (else when the window shows)
        now = self.controller.session.puzzle
        if now.kind == "sudoku" and palette:
            self._ensure_rule_tools()
        if self.remembers:
            app_settings.set_last_board(now.kind, now.size, now.height)  # the next start's board
        self.grader.forget()
        self._set_grade(None)
        puzzle = self.controller.session.puzzle
        self.analysis.schedule(puzzle)
        self._find_true_candidates()
        last = self.analysis.last
        if not self.analysis.pending and last is not None and last.puzzle == puzzle:
            self._show_analysis(last)  # nothing to check again: its verdict and grade stand

    def _analysis_started(self) -> None:
        if self.analysis.unlimited:
            self.status_bar.set_badge("Checking…", None, "Counting the solutions without a time limit (Stop ends it)")
            self.status_bar.start_clock()
            self.status_bar.set_keep_checking(True, running=True)
        else:
            self.status_bar.set_badge("Checking…", None, "Counting the solutions in the background")
            self.status_bar.set_keep_checking(False)

    def keep_checking(self) -> None:
        """The Keep Checking button: count the solutions without a time limit (Stop ends it)."""
        if self.analysis.unlimited and self.analysis.stop():
            return
        if self.analysis.keep_checking():
            self.show_status("Checking without a time limit: Stop ends it")

    def _show_analysis(self, analysis: Analysis) -> None:
        if analysis.puzzle != self.controller.session.puzzle:
            return  # the puzzle changed meanwhile; a newer check is on its way
        before = self._analysis
        self._analysis = analysis
        status = None if analysis.error else analysis.status
        # why there is no solution: said when it comes, and again after an edit that keeps it
        # if the status bar has nothing else to say (a setter found it gone after the next edit)
        if analysis.reason and (
            before is None or before.reason != analysis.reason
            or (before.puzzle != analysis.puzzle and not self.status_message())
        ):
            self.show_status(analysis.reason, LONG_STATUS_MS)
        self.status_bar.set_badge(analysis.text, status, analysis_tooltip(analysis, self.analysis.time_limit))
        self.status_bar.set_keep_checking(analysis.timed_out and not analysis.error)
        if self._path_panel is not None:
            self._path_panel.set_solutions(analysis.puzzle, status is Status.SEVERAL)
        self._apply_highlights()
        # the grade: only for a puzzle with exactly one solution, never for none, several or undecided
        grade = self.grader.follow(analysis)
        if grade is not None:
            self._set_grade(grade)
        elif analysis.status is Status.UNIQUE and not analysis.error:
            self.status_bar.set_grade("Grading…", "Grading the puzzle by human logic")
        else:
            self._set_grade(None)
        self.analysisShown.emit(analysis)

    def _apply_highlights(self) -> None:
        """Analysis highlights: conflicting clues always, differing cells only while editing."""
        a = self._analysis
        if a is None or a.puzzle != self.controller.session.puzzle:
            self.controller.clear_highlights()
            return
        differ = a.differ if self.controller.mode == Mode.EDIT and differ_is_telling(a) else frozenset()
        self.controller.set_highlights(conflict=a.conflict, differ=differ, differ_digits=a.differ_digits)

    def check_now(self) -> Analysis:
        """Run the live analysis in the GUI thread and show it (for screenshots); a solve of the
        puzzle done before (``solve_now``) is not repeated, and a puzzle the human logic solves
        (its grade) needs no SAT solver (``logic_first``)."""
        self.analysis.shutdown(0)
        analysis = analyse_puzzle(
            self.controller.session.puzzle, solve_fn=self.memo.wrap(default_solve), grade=True, logic_first=True
        )
        self.analysis.last = analysis
        self._show_analysis(analysis)
        return analysis

    def known_solution(self, puzzle: Puzzle) -> tuple[int, ...] | None:
        """The solution of ``puzzle`` when a solve already proved it the only one (e.g. the
        live analysis), else None: then the caller solves (export uses this)."""
        return self.memo.unique_solution(puzzle)

    # ==========================================================================================
    # grade, hints, check, solution path
    # ==========================================================================================
    def _grade_started(self) -> None:
        if self._grade_allowed(self.controller.session.puzzle):
            self.status_bar.set_grade("Grading…", "Grading the puzzle by human logic")

    def _grade_allowed(self, puzzle: Puzzle) -> bool:
        """Whether ``puzzle`` (the current one) may show a grade: its analysis found exactly one solution."""
        a = self._analysis
        return (
            puzzle == self.controller.session.puzzle
            and a is not None and a.puzzle == puzzle and a.status is Status.UNIQUE and not a.error
        )

    def _show_grade(self, grade: Grade) -> None:
        if not self._grade_allowed(grade.puzzle):
            return
        self._set_grade(grade)

    def _set_grade(self, grade: Grade | None) -> None:
        """Show ``grade`` (None: no grade) in the status bar and the solution path panel: the
        one grade of the puzzle, from one computation."""
        if grade is None:
            self.status_bar.set_grade("", "Graded by human logic once the puzzle has exactly one solution")
        else:
            self.status_bar.set_grade(grade.text, grade.tooltip)
        self._grade = grade
        if self._path_panel is not None:
            self._path_panel.set_grade(grade)

    def grade_text(self) -> str:
        """The grade shown (in full, whatever the window's width)."""
        return self.status_bar.grade_text()

    def hint(self) -> None:
        """Hint (Ctrl+H): shows the hint panel and the hint, one level more on every press."""
        self._show_live()  # a hint is about the player's board
        if not self.hint_panel.isVisible():
            self.hint_panel.show()
        self.hints.request_hint()

    def check(self) -> None:
        self._show_live()
        self.hints.check()

    def _preview_changed(self) -> None:
        if not self.controller.previewing and self.status_message().startswith("Step "):
            self.show_status("Your board again")
        self.sync()

    def _show_live(self) -> None:
        """Back from a step of the solution path to the player's board (nothing to do before
        the panel is built: only it shows steps)."""
        if self._path_panel is not None:
            self._path_panel.show_live()

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
            self.path_panel.start_unless_blank()
        self.sync()

    def _next_step(self) -> None:
        if not self.path_panel.isVisible():
            self.path_panel.show()
        self.path_panel.step_forward()

    # ==========================================================================================
    # solving (see solving.SolveActions)
    # ==========================================================================================
    def solve(self) -> None:
        """Solve in the background; the solution becomes the player's entries (undoable)."""
        self.completion.note_solver()  # a grid Solve fills in is not the player's
        self.solving.solve()

    def cancel_solve(self) -> None:
        self.solving.cancel()

    def solve_now(self) -> str:
        """Solve in the GUI thread (for ``--screenshot --solve``); returns the status message."""
        self.completion.note_solver()
        return self.solving.solve_now()

    # ==========================================================================================
    # finishing a puzzle (see completion.py)
    # ==========================================================================================
    announces_completion = True  # the library adds its note to this window's message

    def _puzzle_solved(self, done: Completion) -> None:
        """The player's grid is complete and right: flash the board and say so, with the time
        (:func:`.play.board_flash.announce_solved`)."""
        from str8ts_gui.gui.play.board_flash import announce_solved  # (loaded at the first solve)

        announce_solved(self, done)

    def _solve_busy(self, busy: bool) -> None:
        self.status_bar.set_busy(busy)
        self.act_cancel.setEnabled(busy)
        self.act_solve.setEnabled(not busy)

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
            self.show_status("Entries, marks and colours cleared (Ctrl+Z brings them back)")
        else:
            self.show_status("Clear Entries: nothing to clear")

    # ==========================================================================================
    # clipboard
    # ==========================================================================================
    def copy_puzzle(self) -> None:
        """Edit > Copy Puzzle (:func:`.files.clipboard.copy_puzzle`)."""
        _clipboard().copy_puzzle(self)

    def copy_grid(self) -> None:
        """Edit > Copy Grid with Entries (:func:`.files.clipboard.copy_grid`)."""
        _clipboard().copy_grid(self)

    def copy_fpuzzles_link(self) -> None:
        """Edit > Copy f-puzzles Link (Sudoku; :func:`.files.clipboard.copy_fpuzzles_link`)."""
        _clipboard().copy_fpuzzles_link(self)

    def paste(self) -> None:
        """Ctrl+V: the first puzzle of the clipboard, or a picture of one (:func:`.files.clipboard.paste`)."""
        _clipboard().paste(self)

    # ==========================================================================================
    # documents and files (see file_actions.FileActions)
    # ==========================================================================================
    def document(self) -> Document:
        session = self.controller.session
        state, info = session.state, session.info
        timer = getattr(self, "play_timer", None)
        seconds = int(timer.elapsed()) if timer is not None else 0
        by_program = timer is not None and timer.by_program
        completion = getattr(self, "completion", None)
        hints = completion.hints_applied if completion is not None else 0
        return Document(state.puzzle, info.title, info.author, info.notes, state, grade=info.grade_of(state.puzzle),
                        seconds=seconds, solved_by_program=by_program, hints=hints)

    def set_document(
        self, doc: Document, path: str | os.PathLike[str] | None = None, *, mode: Mode = Mode.PLAY, index: int = 0
    ) -> None:
        """Show ``doc`` (puzzle ``index`` of the file ``path``) as a fresh, unmodified document.

        A solve still running belongs to the document before: it is cancelled and its result dropped.
        """
        self.solving.discard()
        self._drop_picture_reading()
        self.path = Path(path).resolve() if path is not None else None
        self.path_index = index
        self.controller.set_pencil_mode(False)
        # the play clock from the saved time, the hints applied before; no "Solved!" on opening
        with self.completion.new_document(doc.seconds, doc.solved_by_program, doc.hints):
            self.controller.session.reset(doc.puzzle, doc.state, DocInfo.of(doc))
            self.controller.set_mode(mode)
        state = self.controller.session.state
        first_open = next((i for i in range(state.puzzle.cell_count) if state.is_open(i)), 0)
        self.controller.select(first_open if mode == Mode.PLAY else 0)
        self.fresh_panels()
        self.sync()

    def _drop_picture_reading(self) -> None:
        """Another document opened or pasted while a picture is being read: the user has moved
        on, so the reading is dropped (its puzzle would replace the one just opened)."""
        reading = self._picture_import  # (none made yet: none running)
        if reading is not None:
            reading.cancel()

    def fresh_panels(self) -> None:
        """Another puzzle (opened, generated, pasted): the hint panel starts empty and the
        solution path belongs to the new puzzle (found again when the panel is open); the badge
        says "Checking…" at once instead of the verdict on the board before until the check
        starts (edits keep their verdict that moment: a badge flickering at every key says nothing)."""
        if self._hint_panel is not None:
            self._hint_panel.fresh()
        if self._path_panel is not None:
            self._path_panel.fresh()
        if self.analysis.pending:
            self._analysis_started()

    def new_puzzle(self, size: int | None = None, kind: str | None = None) -> bool:
        """An empty puzzle of ``kind`` (default: the current one) and ``size`` in edit mode. See
        :func:`str8ts_gui.gui.files.new_puzzle.new_puzzle`."""
        from str8ts_gui.gui.files import new_puzzle

        return new_puzzle.new_puzzle(self, size, kind)

    def new_same_size(self) -> bool:
        return self.new_puzzle(None)

    def new_suguru(self, width: int | None = None, height: int | None = None) -> bool:
        """An empty Suguru ``width`` x ``height`` (default square) in edit mode, with the kind's
        default regions; without a width the size is asked (:meth:`ask_suguru_size`), after the
        unsaved changes are asked about (as every other New does: a size chosen is not thrown away
        by a Cancel after it). See :func:`str8ts_gui.gui.files.new_puzzle.new_suguru`."""
        from str8ts_gui.gui.files import new_puzzle

        return new_puzzle.new_suguru(self, width, height)

    def greet(self) -> None:
        """The start's empty board, said: what setting it takes, and where puzzles to play are (a
        first-contact review found a blank editor with no word of either). See
        :func:`str8ts_gui.gui.files.new_puzzle.greet`."""
        from str8ts_gui.gui.files import new_puzzle

        return new_puzzle.greet(self)

    def start_with(
        self, path: str | os.PathLike[str] | None = None, index: int | None = None, *, restore: bool = True
    ) -> bool:
        """What a new window does first: offer back unsaved work, then open ``path`` (True if opened)."""
        return self.files.start_with(path, index, restore=restore)

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to throw the current document away."""
        return self.files.maybe_save()

    def open_file(self, path: str | os.PathLike[str] | None = None) -> bool:
        return self.files.open_file(path)

    def load_path(self, path: str | os.PathLike[str], index: int | None = None) -> bool:
        return self.files.load_path(path, index)

    def save(self) -> bool:
        return self.files.save()

    def save_as(self) -> bool:
        return self.files.save_as()

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        return self.files.save_to(path)

    def export_puzzle_string(self) -> bool:
        return self.files.export_puzzle_string()

    def open_recent(self, path: str) -> bool:
        return self.files.open_recent(path)

    def clear_recent_files(self) -> None:
        self.files.clear_recent_files()

    def autosave_path(self) -> Path:
        """This window's autosave file."""
        return self.files.autosave_path()

    def autosave_meta_path(self) -> Path:
        return self.files.autosave_meta_path()

    @staticmethod
    def stale_autosaves() -> list[Path]:
        """Autosave files left by windows that are no longer running, newest first."""
        return FileActions.stale_autosaves()

    def write_autosave(self) -> bool:
        return self.files.write_autosave()

    def remove_autosave(self) -> None:
        self.files.remove_autosave()

    def restore_autosave(self, opening: str | os.PathLike[str] | None = None) -> bool:
        """Offer back the work of windows that ended without saving; True if one was restored."""
        return self.files.restore_autosave(opening)

    def _dialog_dir(self) -> str:
        return self.files.dialog_dir()

    # ==========================================================================================
    # questions to the user: overridable (tests replace them)
    # ==========================================================================================
    def ask_unsaved(self) -> str:
        """"save", "discard" or "cancel" for a document with unsaved changes."""
        return self.files.unsaved_dialog()

    def ask_suguru_size(self, width: int = 6, height: int = 6) -> tuple[int, int] | None:
        """The width and height of a new Suguru (None: cancelled)."""
        from str8ts_gui.gui.files.suguru_dialog import ask_suguru_size

        return ask_suguru_size(self, width, height)

    def ask_open_path(self) -> str | None:
        return self.files.open_path_dialog()

    def ask_save_path(self) -> str | None:
        return self.files.save_path_dialog()

    def ask_export_path(self) -> str | None:
        return self.files.export_path_dialog()

    def choose_puzzle(self, docs: list[Document], path: Path) -> int | None:
        """Which puzzle of a file with several to open (index), or None to cancel."""
        return self.files.choose_puzzle_dialog(docs, path)

    def ask_restore_autosave(self, opening: Path | None = None) -> bool | None:
        """Restore the unsaved work of a window that ended without saving? True restores, False
        discards (deletes) it, None keeps it for the next start (``files.offer`` names it).
        ``opening``: a file asked for on the command line, which is then not opened."""
        return self.files.restore_autosave_dialog(opening)

    def show_error(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # (its Qt enums are built at the first box)

        QMessageBox.warning(self, title, text)

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, f"About {APP_NAME}", self.about_text())

    @staticmethod
    def about_text() -> str:
        return (
            f"<h3>{APP_NAME} {__version__}</h3>"
            "<p>A desktop editor and solver for logic number puzzles: set a puzzle and see at once whether "
            "it has no, one or several solutions; play it with marks and colours; ask for a hint or the "
            "whole solution path; rate it; generate new ones.</p>"
            "<ul>"
            "<li><b>Str8ts</b>, 4 x 4 to 16 x 16: rows and columns without repeats, compartments of "
            "consecutive digits between black cells.</li>"
            "<li><b>Sudoku</b>, 4 x 4 to 16 x 16 (and the other sizes f-puzzles has, from 3 x 3), and "
            "<b>Sudoku variants</b>: killer cages, thermometers, "
            "arrows, lines, dots, clues outside the grid, jigsaw regions and more, combined freely; "
            "f-puzzles links, and SudokuPad links that carry one.</li>"
            "<li><b>Suguru</b> (Tectonic), any size from 2 to 20 a side: regions of 1 to k, no equal "
            "digits touching.</li>"
            "</ul>"
            "<p>Solving and uniqueness by SAT (python-sat), human logic with hints and grades. "
            "Help > User Guide tells more; Help > Rules of … explains each kind.</p>"
            f"<p>{TRADEMARK}</p>"
        )

    # ==========================================================================================
    # window events
    # ==========================================================================================
    def showEvent(self, event: QShowEvent) -> None:
        if self.controller.session.puzzle.kind == "sudoku":
            self._ensure_rule_tools()  # (before the first paint: the board does not move)
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
        if self.remembers:
            s = app_settings.settings()
            s.setValue("window/geometry", self.saveGeometry())
            s.sync()
        event.accept()

    def shutdown(self, timeout: float = 1.0) -> None:
        """Stop background work and remove the autosave (a clean end); safe to call twice."""
        if self._closed:
            return
        self._closed = True
        self.status_bar.close_full_message()
        self.status_bar.messageChanged.disconnect(self._input_watch.watch)
        self._input_watch.watch("")
        self.files.shutdown()  # first: no autosave is written from here on
        self.controller.end_paint()
        self.analysis.shutdown(timeout / 4)
        self.solving.shutdown(timeout / 4)
        self.grader.shutdown(timeout / 4)
        self.true_candidates.shutdown(timeout / 8)
        self.hints.shutdown(timeout / 8)
        if self._path_panel is not None:
            self._path_panel.shutdown(timeout / 8)
        self.library_actions.shutdown(timeout / 8)
        if self._picture_import is not None:
            self._picture_import.shutdown(timeout / 8)


class InputWatch(QObject):
    """Ends the status bar's message when the player starts something new in the window: a key
    (a shortcut included) or a mouse button pressed on one of its widgets. What that starts may
    then leave a message of its own. Tab and Shift+Tab only move the keyboard (to a message cut
    short, among others), and the keys the message itself takes (Enter: read it whole) are for it:
    neither ends it."""

    MOVES = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)

    KINDS = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress)

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window = window
        self._last = None
        self.watching = False

    def watch(self, message: str) -> None:
        """Watch the application's input only while there is a message to end. An application-wide
        event filter puts every event of every object through Python; at the start alone that
        wraps most of Qt's classes (a Python enum type for each of their enums), about a tenth of
        the window's start-up."""
        if bool(message) != self.watching:
            self.watching = bool(message)
            if self.watching:
                # an event seen before this message cannot be a repeat of the one that ends it (a
                # press event is often made at the address of the last one)
                self._last = None
                QApplication.instance().installEventFilter(self)
            else:
                QApplication.instance().removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in self.KINDS and isinstance(watched, QWidget) and watched.window() is self.window:
            if event.type() != QEvent.Type.MouseButtonPress and (
                event.key() in self.MOVES or watched is self.window.status_bar.message_label
            ):
                return False
            this = (event.type(), shiboken6.getCppPointer(event)[0])
            if this != self._last:  # (one event goes on to the parents of a widget that ignores it)
                self._last = this
                self.window.status_bar.show_message("", 0)
        return False


def starting_puzzle() -> Puzzle:
    """The empty board a new window starts with: of the kind and size used last (Settings),
    else a 9 x 9 Str8ts."""
    last = app_settings.last_board()
    if last is not None:
        name, width, height = last
        try:
            kind = get_kind(name)
            if kind.rectangular:
                from str8ts_gui.kinds.suguru import model as suguru_model  # the one rectangular kind

                return suguru_model.new_puzzle(width, height)
            if width == height and width in _board_sizes(kind):
                return kind.empty(width)
        except (ValueError, KeyError):
            pass  # a kind or size this program does not know (any more): the default
    return Puzzle.empty(9)


def _board_sizes(kind) -> tuple[int, ...]:
    """The sizes File > New offers for ``kind``: its own, and the further ones its files may
    hold (Sudoku: every size 3 to 16, with the size's boxes or a prime size's rows as regions,
    for the Rules palette's jigsaw tool to redraw)."""
    return tuple(sorted({*kind.sizes, *kind.file_sizes}))
