"""Saving the main window's document: Save, Save As (the native file or one of the kind's own
forms), writing over a file changed on disk, File > Export Puzzle String… and the question of
unsaved changes before a document is put away (:func:`maybe_save`). Loaded at the first save,
export or question: the window's start does not need it.

Each function takes the window's :class:`~str8ts_gui.gui.files.file_actions.FileActions` and is
called by its method of the same name (``window.files.save()``...), which tests call and
replace; questions go through the window's ``ask_*`` methods and ``FileActions``'s dialogs.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from str8ts_gui.core.document import save_document
from str8ts_gui.core.files import write_text_atomic
from str8ts_gui.core.kind import kind_of
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.files.file_actions import NATIVE_FILTER, NATIVE_SUFFIX, NATIVE_SUFFIXES, _reason, _same_file, _stamp
from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS

if TYPE_CHECKING:
    from str8ts_gui.gui.files.file_actions import FileActions

__all__ = [
    "SAVE_FORMS",
    "SaveForm",
    "changed_on_disk",
    "export_puzzle_string",
    "may_replace",
    "maybe_save",
    "other_file_at",
    "save",
    "save_as",
    "save_filter",
    "save_form",
    "save_forms",
    "save_to",
]


@dataclass(frozen=True)
class SaveForm:
    """A kind's own form Save As offers beside the native file: its suffix, the kind's writer
    (``PuzzleKind.writers``) and what the form leaves out (said in the dialog and after saving)."""

    suffix: str
    label: str
    writer: str
    drops: str

    def filter(self) -> str:
        return f"{self.label}, {self.drops} (*{self.suffix})"


NO_PLAY = "no entries, marks, colours or time"
SAVE_FORMS: dict[str, tuple[SaveForm, ...]] = {
    "str8ts": (SaveForm(".txt", "Str8ts puzzle string", "line", f"the clues, title and author: {NO_PLAY}"),),
    "sudoku": (
        SaveForm(".sdk", "SadMan Sudoku", "sdk", f"classic Sudoku, its title, author and rules in words: {NO_PLAY}"),
        SaveForm(".txt", "Sudoku plain text", "txt", "classic Sudoku, the digits only: no title, entries, marks, colours or time"),
        SaveForm(".json", "f-puzzles JSON", "fpuzzles", "the rules, entries, corner and centre marks: no pencil marks, colours or time"),
    ),
    "suguru": (SaveForm(".txt", "Suguru text", "suguru", f"the regions, givens and title: {NO_PLAY}"),),
}


def save_forms(kind: str) -> tuple[SaveForm, ...]:
    """The forms Save As offers for a puzzle of ``kind`` besides the native file."""
    return SAVE_FORMS.get(kind, ())


def save_filter(kind: str) -> str:
    """The Save As dialog's filter: the native file first, then the kind's own forms."""
    return ";;".join([NATIVE_FILTER] + [form.filter() for form in save_forms(kind)])


def save(files: FileActions) -> bool:
    """Save to the document's file; Save As for a document without one, for a file not in
    the native form, and for a file that held several puzzles (a list renamed .str8ts, JSON
    Lines named .puzzle), which saving this one puzzle over would wipe out."""
    if files.path is None or files.path.suffix.lower() not in NATIVE_SUFFIXES:
        return files.save_as()
    several = files.puzzles_in_file()
    if several > 1:
        files.window.show_status(
            f"{files.path.name} holds {several} puzzles: save this one under a name of its own", LONG_STATUS_MS
        )
        return files.save_as()
    if files.changed_on_disk():
        instead = _unless_replaced(files)
        if instead is not None:
            return instead
    return files.save_to(files.path)


def _unless_replaced(files: FileActions) -> bool | None:
    """Ask about writing over the document's file, changed on disk since it was read (Replace,
    Save As, Cancel): None for Replace (the caller writes), else what Save As or Cancel gave."""
    answer = files.changed_dialog(files.path)
    if answer == "replace":
        return None
    if answer == "save_as":
        return files.save_as()
    files.window.show_status(f"Not saved: {files.path.name} is kept as it was on disk", LONG_STATUS_MS)
    return False


def changed_on_disk(files: FileActions) -> bool:
    """The document's file was changed on disk (by another window or program) since this
    window read or saved it; False when that is not known, or when the file is gone (Save
    writes it again)."""
    path, stamp = files._on_disk
    if path is None or stamp is None or path != files.path:
        return False
    now = _stamp(path)
    return now is not None and now != stamp


def save_as(files: FileActions) -> bool:
    """Save under a new name: a native file (.puzzle; a .str8ts name is kept), or one of the
    kind's own forms by its suffix (.sdk, .txt, .json...), which keeps only what that form
    holds (said in the status bar); any other name gets .puzzle added."""
    path = files.window.ask_save_path()
    if not path:
        return False
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in NATIVE_SUFFIXES:
        form = next((f for f in save_forms(files._session.puzzle.kind) if f.suffix == suffix), None)
        if form is not None:
            return files.save_form(path, form)
        path = path.with_name(path.name + NATIVE_SUFFIX)
        if not files.may_replace(path):  # (the dialog asked about the name without .puzzle)
            return False
    if files.path is not None and _same_file(path, files.path) and files.changed_on_disk():
        # the document's own file, changed on disk since it was read: the file dialog's "replace?"
        # reads as a question about the user's own file, so it is asked as Save asks it
        instead = _unless_replaced(files)
        if instead is not None:
            return instead
    return files.save_to(path)


def may_replace(files: FileActions, path: Path) -> bool:
    """For a name the program completed with a suffix (the file dialog asked about the name
    it was given, not this one): True when nothing is there, when it is the document's own
    file, or when the user agrees to replace it (``replace_dialog``); False says in the
    status bar that nothing was written."""
    if not files._other_file_at(path):
        return True
    if files.replace_dialog(path):
        return True
    files.window.show_status(f"Not saved: {path.name} is kept as it was", LONG_STATUS_MS)
    return False


def other_file_at(files: FileActions, path: Path) -> bool:
    """A file other than the document's own is at ``path`` (writing there replaces it)."""
    return os.path.lexists(path) and not (files.path is not None and _same_file(path, files.path))


def save_form(files: FileActions, path: str | os.PathLike[str], form: SaveForm) -> bool:
    """Write the puzzle in one of its kind's own forms (an export: the document stays as it
    was, unsaved work included, and the status bar says what the form left out)."""
    window = files.window
    path = Path(path)
    kind = kind_of(files._session.puzzle)
    writer = kind.writers.get(form.writer)
    doc = window.document()
    try:
        if writer is None:
            raise ValueError(f"this puzzle cannot be written as {form.label}")
        text = writer(doc).rstrip("\n") + "\n"
    except ValueError as e:  # a form that cannot hold this puzzle (a variant Sudoku as .sdk): nothing written
        window.show_error(
            "Cannot save", f"Could not save “{path}” as {form.label}:\n\n{_cannot_hold(e, files, doc, form)}"
        )
        return False
    try:
        if form.writer == "line":  # (a puzzle string: its title and author above it, as its readers take them,
            text = kind.described_text(doc)  # and whatever else it needs to read back as its kind)
        write_text_atomic(path, text)
    except (OSError, ValueError) as e:
        window.show_error("Cannot save", f"Could not save “{path}” as {form.label}:\n\n{_reason(e, path)}")
        return False
    window.show_status(
        f"Saved {path.name} as {form.label}: {form.drops} (a .puzzle file keeps everything)", LONG_STATUS_MS
    )
    return True


def _cannot_hold(e: ValueError, files: FileActions, doc, form: SaveForm) -> str:
    """Why ``form`` cannot hold the puzzle, and the forms of this window's Save As that can
    (the writer's own advice names the command line's --to forms, which this dialog has not)."""
    reason = str(e).partition("; use ")[0].rstrip(".")
    writers = kind_of(files._session.puzzle).writers
    others = []
    for other in save_forms(files._session.puzzle.kind):
        writer = writers.get(other.writer)
        if other == form or writer is None:
            continue
        try:
            writer(doc)
        except ValueError:
            continue
        others.append(f"{other.label} (*{other.suffix})")
    choices = " or ".join([f"a native puzzle file (*{NATIVE_SUFFIX}, everything kept)"] + others)
    return f"{reason}. Nothing was written: save it as {choices}."


def save_to(files: FileActions, path: str | os.PathLike[str]) -> bool:
    window = files.window
    path = Path(path)
    try:
        save_document(path, window.document())
    except (OSError, ValueError) as e:
        window.show_error("Cannot save", f"Could not save “{path}”:\n\n{_reason(e, path)}")
        window.show_status(f"Could not save {path.name}: your work is not saved", LONG_STATUS_MS)
        return False
    files.path = path.resolve()
    files.path_index = 0
    files._puzzles_in_file = (files.path, 1)
    files._on_disk = (files.path, _stamp(files.path))
    files._session.mark_saved()
    files.remove_autosave()
    app_settings.add_recent_file(files.path)
    files.update_recent_menu()
    window.sync()
    window.show_status(f"Saved {path.name}")
    return True


def export_puzzle_string(files: FileActions) -> bool:
    window = files.window
    path = window.ask_export_path()
    if not path:
        return False
    path = Path(path)
    suffix = path.suffix
    if not suffix or suffix[1].isdigit() or any(c.isspace() for c in suffix):
        # no suffix typed: a dot followed by a digit or a space ("Week 12.3", "v2. draft") is part
        # of the name (Save As and Export Image, which know their suffixes, add theirs there too);
        # any other suffix typed is kept
        path = path.with_name(path.name + ".txt")
        if not files.may_replace(path):
            return False
    puzzle = files._session.puzzle
    text = kind_of(puzzle).described_text(window.document())
    try:
        write_text_atomic(path, text)
    except OSError as e:
        window.show_error("Cannot export", f"Could not write “{path}”:\n\n{_reason(e, path)}")
        return False
    window.show_status(f"Exported the puzzle string to {path.name}")
    return True


def maybe_save(files: FileActions) -> bool:
    """Ask about unsaved changes; True when it is fine to throw the current document away.

    "Save" that ends in one of the kind's own forms (which leave the play out) asks again.
    A solved grid whose puzzle, title, author and notes are as they were opened or saved is
    not asked about: the only unsaved change is the finished play, and nothing is lost
    (a library puzzle's solve is in the library's statistics).
    """
    if not files._session.is_modified:
        return True
    if files.finished_play_only():
        return True
    answer = files.window.ask_unsaved()
    if answer == "save":
        if not files.save():
            return False
        # saved in one of the kind's own forms (Save As .txt, .sdk, .json), which keeps the
        # puzzle but not all of the work: still unsaved, so asked again, not thrown away
        return not files._session.is_modified or files.maybe_save()
    return answer == "discard"
