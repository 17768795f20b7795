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
  :class:`~.completion.CompletionWatcher` says so), it is marked solved and its play time is
  kept for the library's statistics (times solved, best time). Puzzles filled in by the Solve
  command do not count. Completing a generated puzzle says that Generate Another makes the next.

Everything goes through the window's own document path (``maybe_save``, ``set_document``,
``show_status``), so the window needs no knowledge of this module beyond the call to install.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.gui import completion
from str8ts_gui.gui.completion import Completion, format_duration

if TYPE_CHECKING:  # (the dialog and the browser load when first opened: a quicker start)
    from str8ts_gui.gui.generate_dialog import NewPuzzleDialog
    from str8ts_gui.gui.puzzle_pool import PuzzlePool
    from str8ts_gui.kinds.str8ts.library import LibraryEntry
    from str8ts_gui.gui.library_browser import LibraryBrowser

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
            from str8ts_gui.gui.puzzle_pool import PuzzlePool

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
        """Ask about unsaved changes, then show the Generate Puzzle dialog (window-modal, not blocking)."""
        if not self.window.maybe_save():
            return None
        dialog = self.new_puzzle_dialog()
        dialog.open()
        return dialog

    def generate_again(self) -> NewPuzzleDialog | None:
        """File > Generate Another (Ctrl+Shift+G): after the unsaved-changes question, a new puzzle
        of the settings last generated with, at once: a ready one opens without the dialog, else
        the dialog shows its progress and Cancel while it works and closes when it opens."""
        if not self.window.maybe_save():
            return None
        dialog = self.new_puzzle_dialog()
        if not dialog.running:
            dialog.open()
            dialog.start_again()
        elif not dialog.isVisible():
            dialog.open()
        return dialog

    def new_puzzle_dialog(self) -> NewPuzzleDialog:
        """The (one) Generate Puzzle dialog, created on first use."""
        if self.dialog is None or not shiboken6.isValid(self.dialog):
            from str8ts_gui.gui.generate_dialog import NewPuzzleDialog

            self.dialog = NewPuzzleDialog(self.window, pool=self.pool)
            self.dialog.puzzleReady.connect(self.open_generated)
        return self.dialog

    def open_generated(self, got) -> None:
        """Show a generated puzzle (a Str8ts or Sudoku generator's ``Generated``) as a new
        untitled document in play mode. A Suguru is named by its width and height ("Generated
        Suguru 7x5 Easy"); a variant Sudoku by its rules, with their text as the notes."""
        n = got.puzzle.size
        kind = got.puzzle.kind
        self._generated = got.puzzle  # (finishing it says how to get another)
        if kind == "sudoku" and (got.puzzle.constraints or got.puzzle.regions):
            from str8ts_gui.kinds.sudoku.variant_generator import document as variant_document

            doc = variant_document(got)
            doc = replace(doc, title=f"Generated {doc.title} ({got.grade})")
            self.window.set_document(doc, None, mode=Mode.PLAY)
            self.window.show_status(f"New {doc.title.removeprefix('Generated ')}: play mode")
            return
        if kind == "suguru":
            w, h = got.puzzle.width, got.puzzle.height
            doc = Document(got.puzzle, title=f"Generated Suguru {w}x{h} {got.grade}", grade=got.grade)
            self.window.set_document(doc, None, mode=Mode.PLAY)
            self.window.show_status(f"New {w} x {h} {got.grade} Suguru: play mode")
            return
        prefix = "" if kind == "str8ts" else f"{_kind_title(kind)} "
        name = f"{prefix}{n}x{n} {got.grade}".strip()
        doc = Document(got.puzzle, title=f"Generated {name}", grade=got.grade)
        self.window.set_document(doc, None, mode=Mode.PLAY)
        noun = "puzzle" if kind == "str8ts" else _kind_title(kind)
        self.window.show_status(f"New {n} x {n} {got.grade} {noun}: play mode".replace("  ", " "))

    # -- the library ----------------------------------------------------------------------------
    def library_browser(self) -> LibraryBrowser:
        """The (one) library browser, created on first use."""
        if self.browser is None or not shiboken6.isValid(self.browser):
            from str8ts_gui.gui.library_browser import LibraryBrowser

            self.browser = LibraryBrowser(self.window)
            self.browser.openRequested.connect(self.open_entry)
            self._index_entries(self.browser.entries)
        return self.browser

    def show_library(self) -> LibraryBrowser:
        browser = self.library_browser()
        was_visible = browser.isVisible()
        browser.show()
        if was_visible and QGuiApplication.platformName() != "offscreen":  # (offscreen warns on raise)
            browser.raise_()
        browser.activateWindow()
        current = self.library_entries_for(self.window.controller.session.puzzle)
        if current:
            browser.select_key(current[0].key)  # the puzzle on the board, when it is in the list
        return browser

    def open_entry(self, entry: LibraryEntry) -> bool:
        """Open a library puzzle in play mode (after the unsaved-changes question)."""
        if not self.window.maybe_save():
            return False
        self.window.set_document(replace(entry.document, title=entry.title), None, mode=Mode.PLAY)
        grade = f" {entry.grade}" if entry.grade else ""
        kind = "" if entry.kind == "str8ts" else f"{_kind_title(entry.kind)} "
        # (width x height: a 5 x 7 Suguru is no 5 x 5 one)
        self.window.show_status(f"Opened “{entry.title}” from the library: {kind}{entry.size_text}{grade}, play mode")
        if self.browser is not None and shiboken6.isValid(self.browser) and self.browser.isVisible():
            self.browser.hide()
        return True

    def next_entry(self, puzzle: Puzzle) -> LibraryEntry | None:
        """The library puzzle to play after ``puzzle`` (one of the library's): the next unsolved
        one after it in its file (going round to the file's start), of the same size and grade
        if there is one, else of the same size, else any of the file; None when ``puzzle`` is
        not from the library or every other puzzle of its file is solved."""
        current = self.library_entries_for(puzzle)
        if not current:
            return None
        here = current[0]
        from str8ts_gui.gui.library_browser import solved_keys

        solved = solved_keys()  # (read once: is_solved reads the setting at every call)
        same_file = [e for e in self._library_entries if e.file == here.file]
        k = next((i for i, e in enumerate(same_file) if e.key == here.key), 0)
        order = [e for e in same_file[k + 1:] + same_file[:k] if e.document.puzzle != puzzle and e.key not in solved]
        for alike in (lambda e: e.shape == here.shape and e.grade == here.grade, lambda e: e.shape == here.shape):
            found = next((e for e in order if alike(e)), None)
            if found is not None:
                return found
        return order[0] if order else None

    def open_next(self) -> bool:
        """File > Next Library Puzzle (Ctrl+Shift+L): :meth:`next_entry` of the board's puzzle."""
        puzzle = self.window.controller.session.puzzle
        current = self.library_entries_for(puzzle)
        if not current:
            self.window.show_status("The puzzle on the board is not from the Puzzle Library: Ctrl+L chooses one")
            return False
        entry = self.next_entry(puzzle)
        if entry is None:
            self.window.show_status(f"Every other puzzle of the library file {current[0].file} is solved: Ctrl+L shows them all")
            return False
        return self.open_entry(entry)

    def _index_entries(self, entries: list[LibraryEntry]) -> None:
        self._library_entries = list(entries)
        index: dict[Puzzle, list[LibraryEntry]] = {}
        for e in entries:
            index.setdefault(e.document.puzzle, []).append(e)  # a puzzle knows its kind
        self._library_index = index

    def library_entries_for(self, puzzle: Puzzle) -> list[LibraryEntry]:
        """The library entries with exactly this puzzle (the library is read on first need)."""
        if self._library_index is None:
            from str8ts_gui.kinds.str8ts.library import load_library

            entries, _errors = load_library()
            self._index_entries(entries)
        assert self._library_index is not None
        return self._library_index.get(puzzle, [])

    # -- progress -------------------------------------------------------------------------------
    def _puzzle_solved(self, done: Completion) -> None:
        """The player completed the grid: tick the library puzzle and keep its time; the note
        goes into the window's message (``done.notes``)."""
        if done.by_solver or not done.first:
            return  # Solve's work, or completed again after an undo: counted once
        entries = self.library_entries_for(done.puzzle)
        if not entries:
            if self._generated is not None and done.puzzle == self._generated:
                self._tell_solved(done, f"{self._keys(self.act_generate_again)} generates another like it")
            return
        new = better = False
        browser = self.browser if self.browser is not None and shiboken6.isValid(self.browser) else None
        for entry in entries:
            from str8ts_gui.gui.library_browser import record_solve

            helped = done.hints > 0  # (ticked and counted, but no best time)
            first, best = (
                browser.record_solve(entry.key, done.seconds, helped=helped) if browser
                else record_solve(entry.key, done.seconds, helped=helped)
            )
            new, better = new or first, better or best
        title = entries[0].title
        if new:
            note = f"“{title}” is ticked in the Puzzle Library"
        else:
            note = f"“{title}” solved again"
        if better and not new:
            note += f", a new best time ({format_duration(done.seconds)})"
        if self.next_entry(done.puzzle) is not None:
            note += "; Ctrl+Shift+L opens the next one"
        self._tell_solved(done, note)

    def _tell_solved(self, done: Completion, note: str) -> None:
        """``note`` with the completion message: the window's own, else the status bar's."""
        done.notes.append(note)
        if not self._window_says_it(done):
            self.window.show_status(f"Solved! {note}", 10000)

    @staticmethod
    def _keys(action: QAction) -> str:
        return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)

    def _window_says_it(self, done: Completion) -> bool:
        """True when the window shows the completion message itself (with the notes)."""
        return bool(getattr(self.window, "announces_completion", False))
