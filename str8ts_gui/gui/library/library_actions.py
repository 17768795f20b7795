"""File > Generate Puzzle… and File > Puzzle Library…, added to a main window by :func:`install`.

``install(window)`` (idempotent) gives the window:

* **Generate Puzzle…** (Ctrl+Shift+N): asks about unsaved changes, then shows
  :class:`~.generate_dialog.NewPuzzleDialog` (Str8ts, Sudoku with or without variant rules, or
  Suguru); the generated puzzle opens as a new untitled document ("Generated 9x9 Tough",
  "Generated Sudoku 9x9 Hard", "Generated Suguru 7x5 Easy", "Generated 9 x 9 Sudoku: killer
  (Medium)") in play mode. A
  :class:`~.puzzle_pool.PuzzlePool` keeps Str8ts puzzles ready; it starts a few seconds after
  the window shows (or when the dialog opens) and stops when the window closes or the
  application quits.
* **Generate Another** (Ctrl+Shift+G): a new puzzle of the settings last generated with, at once
  (one keystroke, as a new game is in Simon Tatham's puzzles): a ready one opens without the
  dialog, else the dialog shows only while it works (with Cancel).
* **Puzzle Library…** (Ctrl+L): the :class:`~.library_browser.LibraryBrowser` (Str8ts,
  Sudoku and Suguru); the chosen puzzle opens in play mode after the usual unsaved-changes question.
* Progress: when the player completes a library puzzle correctly in play mode (the window's
  :class:`~..play.completion.CompletionWatcher` says so), it is marked solved and its play time is
  kept for the library's statistics (times solved, best time). Puzzles filled in by the Solve
  command do not count. Completing a generated puzzle says that Generate Another makes the next.

Everything goes through the window's own document path (``maybe_save``, ``set_document``,
``show_status``), so the window needs no knowledge of this module beyond the call to install.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui.play import completion

if TYPE_CHECKING:  # (the dialog and the browser load when first opened: a quicker start)
    from str8ts_gui.gui.play.board_flash import Completion
    from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog
    from str8ts_gui.gui.library.puzzle_pool import PuzzlePool
    from str8ts_gui.kinds.str8ts.library import LibraryEntry
    from str8ts_gui.gui.library.library_browser import LibraryBrowser

__all__ = ["LibraryActions", "install", "POOL_START_DELAY_MS"]

POOL_START_DELAY_MS = 5000  # after the window first shows: start filling the pool
ATTRIBUTE = "library_actions"


def install(window: QMainWindow, *, pool_delay_ms: int | None = POOL_START_DELAY_MS) -> LibraryActions:
    """Add Generate Puzzle… and Puzzle Library… to ``window`` (once; a second call returns the first).

    ``pool_delay_ms``: start the puzzle pool this long after the window shows (None: only when
    the Generate Puzzle dialog first opens).
    """
    existing = getattr(window, ATTRIBUTE, None)
    if isinstance(existing, LibraryActions) and shiboken6.isValid(existing):
        return existing
    actions = LibraryActions(window, pool_delay_ms=pool_delay_ms)
    setattr(window, ATTRIBUTE, actions)
    return actions


def _commands():
    """gui/library/library_commands.py: what the items do (loaded at the first one, or a completed grid)."""
    from str8ts_gui.gui.library import library_commands

    return library_commands


def _kind_title(kind: str) -> str:
    try:
        return get_kind(kind).title or kind
    except ValueError:
        return kind


def _file_menu(window: QMainWindow) -> QMenu:
    for act in window.menuBar().actions():
        menu = act.menu()
        if menu is not None and menu.title().replace("&", "").strip().lower() == "file":
            return menu
    return window.menuBar().addMenu("&File")


class LibraryActions(QObject):
    """The actions, dialogs, pool and progress tracking that :func:`install` adds to a window."""

    def __init__(self, window: QMainWindow, *, pool_delay_ms: int | None = POOL_START_DELAY_MS) -> None:
        super().__init__(window)
        self.setObjectName(ATTRIBUTE)
        self.window = window
        self.pool_delay_ms = pool_delay_ms
        # the pool (and the Str8ts generator it runs) is made when it starts or is first asked
        # for, not with the window: the window's start does not pay for it
        self._pool: PuzzlePool | None = None
        self.pool_timer = QTimer(self)  # starts the pool pool_delay_ms after the window shows
        self.pool_timer.setSingleShot(True)
        self.pool_timer.timeout.connect(lambda: self.pool.start())
        self.dialog: NewPuzzleDialog | None = None
        self.browser: LibraryBrowser | None = None
        self._library_index: dict[Puzzle, list[LibraryEntry]] | None = None
        self._library_entries: list[LibraryEntry] = []  # in the library's order
        self._generated: Puzzle | None = None  # the puzzle Generate opened last

        self.act_generate = self._action(
            "&Generate Puzzle…", "Ctrl+Shift+N", "Generate a new Str8ts, Sudoku or Suguru of a chosen size, difficulty and symmetry",
            "action_generate", self.new_puzzle,
        )
        self.act_generate_again = self._action(
            "Generate Ano&ther", "Ctrl+Shift+G",
            "Generate another puzzle with the settings last generated with (the dialog shows only while it works)",
            "action_generate_again", self.generate_again,
        )
        self.act_library = self._action(
            "Puzzle &Library…", "Ctrl+L", "Browse the bundled Str8ts, Sudoku and Suguru and your progress", "action_library",
            self.show_library,
        )
        self.act_next_library = self._action(
            "Ne&xt Library Puzzle", "Ctrl+Shift+L",
            "Open the next unsolved puzzle of the library like the one on the board (its size and grade first)",
            "action_next_library", self.open_next,
        )
        menu = _file_menu(window)
        open_action = getattr(window, "act_open", None)
        items = menu.actions()
        if open_action in items:
            k = items.index(open_action)
            menu.insertAction(open_action, self.act_generate)
            after = items[k + 1] if k + 1 < len(items) else None
            # (Generate Another after the library's "next": Generate Puzzle…, Open… and Puzzle
            # Library… stay together at the top)
            later = (self.act_library, self.act_next_library, self.act_generate_again)
            for action in later:
                if after is None:
                    menu.addAction(action)
                else:
                    menu.insertAction(after, action)
        else:
            first = items[0] if items else None
            for action in (self.act_generate, self.act_library, self.act_next_library, self.act_generate_again):
                menu.insertAction(first, action)

        completion.install(window).solved.connect(self._puzzle_solved)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        if window.isVisible():
            self._schedule_pool()

    def _action(self, text: str, shortcut: str, tip: str, name: str, slot) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.setToolTip(f"{tip} ({self._keys(action)})")
        action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)  # the shortcut works with the menu bar hidden too
        return action

    # -- the pool's life ------------------------------------------------------------------------
    @property
    def pool(self) -> PuzzlePool:
        """The puzzle pool, made (and its file read) on first use."""
        if self._pool is None:
            from str8ts_gui.gui.library.puzzle_pool import PuzzlePool

            self._pool = PuzzlePool(self)
        return self._pool

    def _schedule_pool(self) -> None:
        if self.pool_delay_ms is not None and (self._pool is None or not self._pool.running):
            self.pool_timer.start(max(0, self.pool_delay_ms))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.Show:
                self._schedule_pool()
            elif event.type() == QEvent.Type.Hide and not event.spontaneous():
                self.shutdown()  # closed (or hidden by the program): no background work left
        return False

    def shutdown(self, timeout: float = 1.0) -> bool:
        """Stop the pool thread and any generation; True when every thread has ended."""
        self.pool_timer.stop()
        ok = self._pool.shutdown(timeout / 2) if self._pool is not None else True
        if self.dialog is not None and shiboken6.isValid(self.dialog):
            ok = self.dialog.shutdown(timeout / 2) and ok
        return ok

    # -- new puzzle -----------------------------------------------------------------------------
    def new_puzzle(self) -> NewPuzzleDialog | None:
        """Ask about unsaved changes, then show the Generate Puzzle dialog
        (:func:`.library_commands.new_puzzle`)."""
        return _commands().new_puzzle(self)

    def generate_again(self) -> NewPuzzleDialog | None:
        """File > Generate Another (Ctrl+Shift+G): a new puzzle of the last settings
        (:func:`.library_commands.generate_again`)."""
        return _commands().generate_again(self)

    def new_puzzle_dialog(self) -> NewPuzzleDialog:
        """The (one) Generate Puzzle dialog, created on first use
        (:func:`.library_commands.new_puzzle_dialog`)."""
        return _commands().new_puzzle_dialog(self)

    def open_generated(self, got) -> None:
        """Show a generated puzzle as a new document in play mode
        (:func:`.library_commands.open_generated`)."""
        return _commands().open_generated(self, got)

    # -- the library ----------------------------------------------------------------------------
    def library_browser(self) -> LibraryBrowser:
        """The (one) library browser, created on first use (:func:`.library_commands.library_browser`)."""
        return _commands().library_browser(self)

    def show_library(self) -> LibraryBrowser:
        return _commands().show_library(self)

    def open_entry(self, entry: LibraryEntry) -> bool:
        """Open a library puzzle in play mode, after the unsaved-changes question
        (:func:`.library_commands.open_entry`)."""
        return _commands().open_entry(self, entry)

    def next_entry(self, puzzle: Puzzle) -> LibraryEntry | None:
        """The library puzzle to play after ``puzzle`` (:func:`.library_commands.next_entry`)."""
        return _commands().next_entry(self, puzzle)

    def open_next(self) -> bool:
        """File > Next Library Puzzle (Ctrl+Shift+L): the next entry after the board's puzzle
        (:func:`.library_commands.open_next`)."""
        return _commands().open_next(self)

    def library_entries_for(self, puzzle: Puzzle) -> list[LibraryEntry]:
        """The library entries with exactly this puzzle, the library read on first need
        (:func:`.library_commands.library_entries_for`)."""
        return _commands().library_entries_for(self, puzzle)

    # -- progress -------------------------------------------------------------------------------
    def _puzzle_solved(self, done: Completion) -> None:
        """The player completed the grid: tick the library puzzle, keep its time
        (:func:`.library_commands._puzzle_solved`)."""
        return _commands()._puzzle_solved(self, done)

    @staticmethod
    def _keys(action: QAction) -> str:
        return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
