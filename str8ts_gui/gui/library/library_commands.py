"""The commands :mod:`.library_actions` adds to the window: Generate Puzzle… (the dialog),
Generate Another, Puzzle Library… (the browser), Next Library Puzzle, the puzzle each opens as a
new document, and the progress kept when a library puzzle is completed.

:class:`~str8ts_gui.gui.library.library_actions.LibraryActions` makes the menu items, the pool's timer
and the hooks with the window, and keeps its methods of the same names, which hand over here
(each function takes it as ``self``). Loaded at the first of these commands, or when the player
completes a grid, not with the window.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtGui import QGuiApplication

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.play.completion import Completion, format_duration
from str8ts_gui.gui.library.library_actions import _kind_title

if TYPE_CHECKING:
    from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog
    from str8ts_gui.gui.library.library_browser import LibraryBrowser
    from str8ts_gui.kinds.str8ts.library import LibraryEntry


def new_puzzle(self) -> NewPuzzleDialog | None:
    """Ask about unsaved changes, then show the Generate Puzzle dialog (window-modal, not blocking)."""
    if not self.window.maybe_save():
        return None
    dialog = new_puzzle_dialog(self)
    dialog.open()
    return dialog


def generate_again(self) -> NewPuzzleDialog | None:
    """File > Generate Another (Ctrl+Shift+G): after the unsaved-changes question, a new puzzle
    of the settings last generated with, at once: a ready one opens without the dialog, else
    the dialog shows its progress and Cancel while it works and closes when it opens."""
    if not self.window.maybe_save():
        return None
    dialog = new_puzzle_dialog(self)
    if not dialog.running:
        dialog.open()
        dialog.start_again()
    elif not dialog.isVisible():
        dialog.open()
    return dialog


def new_puzzle_dialog(self) -> NewPuzzleDialog:
    """The (one) Generate Puzzle dialog, created on first use."""
    if self.dialog is None or not shiboken6.isValid(self.dialog):
        from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog

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


def library_browser(self) -> LibraryBrowser:
    """The (one) library browser, created on first use."""
    if self.browser is None or not shiboken6.isValid(self.browser):
        from str8ts_gui.gui.library.library_browser import LibraryBrowser

        self.browser = LibraryBrowser(self.window)
        self.browser.openRequested.connect(self.open_entry)
        _index_entries(self, self.browser.entries)
    return self.browser


def show_library(self) -> LibraryBrowser:
    browser = library_browser(self)
    was_visible = browser.isVisible()
    browser.show()
    if was_visible and QGuiApplication.platformName() != "offscreen":  # (offscreen warns on raise)
        browser.raise_()
    browser.activateWindow()
    current = library_entries_for(self, self.window.controller.session.puzzle)
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
    current = library_entries_for(self, puzzle)
    if not current:
        return None
    here = current[0]
    from str8ts_gui.gui.library.library_browser import solved_keys

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
    current = library_entries_for(self, puzzle)
    if not current:
        self.window.show_status("The puzzle on the board is not from the Puzzle Library: Ctrl+L chooses one")
        return False
    entry = next_entry(self, puzzle)
    if entry is None:
        self.window.show_status(f"Every other puzzle of the library file {current[0].file} is solved: Ctrl+L shows them all")
        return False
    return open_entry(self, entry)


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
        _index_entries(self, entries)
    assert self._library_index is not None
    return self._library_index.get(puzzle, [])


def _puzzle_solved(self, done: Completion) -> None:
    """The player completed the grid: tick the library puzzle and keep its time; the note
    goes into the window's message (``done.notes``)."""
    if done.by_solver or not done.first:
        return  # Solve's work, or completed again after an undo: counted once
    entries = library_entries_for(self, done.puzzle)
    if not entries:
        if self._generated is not None and done.puzzle == self._generated:
            _tell_solved(self, done, f"{self._keys(self.act_generate_again)} generates another like it")
        return
    new = better = False
    browser = self.browser if self.browser is not None and shiboken6.isValid(self.browser) else None
    for entry in entries:
        from str8ts_gui.gui.library.library_browser import record_solve

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
    if next_entry(self, done.puzzle) is not None:
        note += "; Ctrl+Shift+L opens the next one"
    _tell_solved(self, done, note)


def _tell_solved(self, done: Completion, note: str) -> None:
    """``note`` with the completion message: the window's own, else the status bar's."""
    done.notes.append(note)
    if not _window_says_it(self, done):
        self.window.show_status(f"Solved! {note}", 10000)


def _window_says_it(self, done: Completion) -> bool:
    """True when the window shows the completion message itself (with the notes)."""
    return bool(getattr(self.window, "announces_completion", False))
