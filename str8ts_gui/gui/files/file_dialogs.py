"""The file dialogs and questions of the main window (Open, Save As, Export Puzzle String, which
puzzle of a file, unsaved changes, a file changed on disk, replacing a file, restoring unsaved
work), with the words and places they start from (the unsaved-changes question, the folder a
dialog opens in, the name Save As suggests), loaded when one is first shown: the window's start
does not need them.

Each ``*_dialog`` function takes the window's :class:`~str8ts_gui.gui.files.file_actions.FileActions`
and is called by its method of the same name (tests replace those methods, or the window's
``ask_*`` question methods, and never see a dialog). :func:`ask_replace` and
:func:`ask_save_name` serve the exports too.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.play.completion import grid_is_solved
from str8ts_gui.gui.files.file_actions import APP_NAME, EXPORT_FILTER, NATIVE_SUFFIX, NATIVE_SUFFIXES, OPEN_FILTER
from str8ts_gui.gui.files.file_saving import save_filter, save_forms

if TYPE_CHECKING:
    from str8ts_gui.core.document import Document
    from str8ts_gui.gui.files.autosave import AutosaveOffer
    from str8ts_gui.gui.files.file_actions import FileActions

__all__ = [
    "ask_replace",
    "ask_save_name",
    "changed_dialog",
    "choose_puzzle_dialog",
    "dialog_dir",
    "export_path_dialog",
    "open_path_dialog",
    "replace_dialog",
    "restore_autosave_dialog",
    "save_path_dialog",
    "suggested_stem",
    "unsaved_dialog",
    "unsaved_question",
]

_NOT_IN_NAMES = set('/\\:*?"<>|')  # characters some file system does not take in a name


def ask_replace(window, title: str, path: str) -> bool:
    """Write over ``path``, a file whose name the program completed (with a suffix)? True replaces
    it (the default is No). Save As and the exports ask it."""
    answer = QMessageBox.question(
        window,
        title,
        f"“{Path(path).name}” already exists.\nDo you want to replace it?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def ask_save_name(
    window, title: str, suggested: str, filters: str, completed: Callable[[str, str], str], replaces: Callable[[str], bool]
) -> str | None:
    """A file name from the save dialog, or None. ``completed(path, filter)`` gives the name the
    program writes (``path`` itself, or with the chosen filter's suffix added); the dialog asked
    about replacing the name as typed only, so a completed name is let through when
    ``replaces(name)`` says writing there is fine (nothing there, or the user agrees), else the
    dialog comes again with it ("No" goes back to the dialog, as the dialog's own question does)."""
    while True:
        path, chosen = QFileDialog.getSaveFileName(window, title, suggested, filters)
        if not path:
            return None
        full = completed(path, chosen)
        if full == path or replaces(full):
            return full
        suggested = full


def unsaved_dialog(files: FileActions) -> str:
    """"save", "discard" or "cancel" for a document with unsaved changes."""
    box = QMessageBox(files.window)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(APP_NAME)
    box.setText(f"“{files.display_name()}” has unsaved changes.")
    box.setInformativeText(files.unsaved_question())
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


def open_path_dialog(files: FileActions) -> str | None:
    path, _ = QFileDialog.getOpenFileName(files.window, "Open Puzzle", files.dialog_dir(), OPEN_FILTER)
    return path or None


def save_path_dialog(files: FileActions) -> str | None:
    suggested = str(Path(files.dialog_dir()) / (files.suggested_stem() + NATIVE_SUFFIX))
    kind = files._session.puzzle.kind

    known = set(NATIVE_SUFFIXES) | {form.suffix for form in save_forms(kind)}
    swapped = False  # the suggested name's suffix was changed to the form chosen

    def completed(path: str, chosen: str) -> str:
        """The filter chosen gives a name without a suffix Save As knows its suffix (a dot in
        the name, "puzzle 1.5", is no suffix). The suggested name kept as it was with one of
        the kind's forms chosen takes that form's suffix (the dialog does not change it when the
        type changes, and name.puzzle with plain text chosen wrote a native file); a suffix the
        user typed is kept."""
        nonlocal swapped
        form = next((f for f in save_forms(kind) if f.filter() == chosen), None)
        swapped = False
        if Path(path).suffix.lower() in known:
            if form is not None and Path(path) == Path(suggested):
                swapped = True
                return str(Path(path).with_suffix(form.suffix))
            return path
        return path + (form.suffix if form is not None else NATIVE_SUFFIX)

    def replaces(path: str) -> bool:
        # a changed suggestion may name the puzzle's own file (opened from name.txt, which may
        # hold other puzzles): asked about too, the user never having typed that name
        there = os.path.lexists(path) if swapped else files._other_file_at(Path(path))
        return not there or files.replace_dialog(Path(path))

    return ask_save_name(files.window, "Save Puzzle As", suggested, save_filter(kind), completed, replaces)


def changed_dialog(files: FileActions, path: Path) -> str:
    """Save over a file that changed on disk since it was opened? "replace", "save_as" (the
    default: both are kept) or "cancel"."""
    box = QMessageBox(files.window)
    box.setObjectName("changed_on_disk_box")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(APP_NAME)
    box.setText(f"“{path.name}” was changed on disk after you opened it (by another window or program).")
    box.setInformativeText(
        "Replace writes your puzzle over those changes. Save As keeps both, yours under a new name."
    )
    replace = box.addButton("&Replace", QMessageBox.ButtonRole.DestructiveRole)
    save_as = box.addButton("Save &As…", QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save_as)
    box.exec()
    clicked = box.clickedButton()
    if clicked is replace:
        return "replace"
    if clicked is save_as:
        return "save_as"
    return "cancel"


def replace_dialog(files: FileActions, path: Path) -> bool:
    """The question before writing over a file whose name the program completed: True replaces it."""
    return ask_replace(files.window, APP_NAME, str(path))


def export_path_dialog(files: FileActions) -> str | None:
    suggested = str(Path(files.dialog_dir()) / (files.suggested_stem() + ".txt"))
    path, _ = QFileDialog.getSaveFileName(files.window, "Export Puzzle String", suggested, EXPORT_FILTER)
    return path or None


def choose_puzzle_dialog(files: FileActions, docs: list[Document], path: Path) -> int | None:
    """Which puzzle of a file with several to open (index), or None to cancel. A puzzle of the
    Puzzle Library's files the player solved is ticked, as in the Library, and the first one not
    solved is offered first."""
    from str8ts_gui.gui.library.library_browser import CHECK, solved_keys
    from str8ts_gui.kinds.str8ts.library import library_key

    solved = solved_keys()
    items, first = [], None
    for k, d in enumerate(docs, 1):
        n, h = d.puzzle.size, d.puzzle.height
        done = library_key(path.name, d.puzzle) in solved
        items.append(f"{k}: {d.title or 'Untitled'} ({n} x {h})" + (f" {CHECK} solved" if done else ""))
        if not done and first is None:
            first = k - 1
    item, ok = QInputDialog.getItem(
        files.window, "Open Puzzle", f"“{path.name}” holds {len(docs)} puzzles. Open which one?", items, first or 0, False
    )
    return items.index(item) if ok and item in items else None


def restore_autosave_dialog(files: FileActions, opening: Path | None = None, offer: AutosaveOffer | None = None) -> bool | None:
    """Restore the unsaved work of a window that ended without saving? True: Restore; False:
    Discard (deletes it); None: Decide Later or Esc (kept for the next start). ``offer``
    (default: the one being offered) names the work and when it was saved; ``opening``: a
    file asked for on the command line, which is then not opened."""
    offer = offer if offer is not None else files.offer
    box = QMessageBox(files.window)
    box.setObjectName("restore_autosave_box")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Restore Unsaved Work")
    if offer is not None:
        when = offer.when()
        text = f"A session ended without saving {offer.what()}{', last saved ' + when if when else ''}."
    else:
        text = "A session ended without saving its work."
    box.setText(text)
    info = [
        "Restore opens it here. Discard deletes it for good. "
        "Decide Later (or Esc) keeps it and asks again at the next start."
    ]
    if opening is not None:
        info.append(f"If you restore it, “{opening.name}” is not opened.")
    box.setInformativeText("\n\n".join(info))
    restore = box.addButton("&Restore", QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton("&Discard", QMessageBox.ButtonRole.DestructiveRole)
    later = box.addButton("Decide &Later", QMessageBox.ButtonRole.RejectRole)
    discard.setToolTip("Delete the unsaved work: it cannot be brought back")
    box.setDefaultButton(restore)
    box.setEscapeButton(later)
    box.exec()
    clicked = box.clickedButton()
    if clicked is restore:
        return True
    if clicked is discard:
        return False
    return None


# ==========================================================================================
# the questions' dialogs (the window's ask_* methods show them; tests replace those); each
# is a function of gui/files/file_dialogs.py, loaded when the first dialog shows
# ==========================================================================================
def unsaved_question(files: FileActions) -> str:
    """The unsaved-changes question; for a solved grid it says that the puzzle is solved and
    that what is unsaved is the puzzle itself (its clues, title or notes)."""
    if grid_is_solved(files._session.state):
        return "The puzzle is solved, but the puzzle itself (its clues, title or notes) is not saved. Save it?"
    return "Do you want to save them?"


def dialog_dir(files: FileActions) -> str:
    """Where file dialogs start: the document's folder, else the last recent file's."""
    if files.path is not None:
        return str(files.path.parent)
    recent = app_settings.recent_files()
    return str(Path(recent[0]).parent) if recent else str(Path.home())


def suggested_stem(files: FileActions) -> str:
    """The name Save As and the exports suggest, without a suffix: the file's own, else the
    title (without characters a file name cannot hold), else the kind and size
    ("sudoku-9x9", "suguru-7x5")."""
    if files.path:
        if files.path.suffix.lower() == NATIVE_SUFFIX and files.puzzles_in_file() > 1:
            return f"{files.path.stem}-{files.path_index + 1}"  # not the list of puzzles it came from
        return files.path.stem
    title = "".join(" " if c in _NOT_IN_NAMES or ord(c) < 32 else c for c in files._session.info.title or "")
    title = " ".join(title.split()).strip(" .")[:80].strip(" .")
    if title:
        return title
    puzzle = files._session.puzzle
    return f"{puzzle.kind}-{puzzle.size}x{puzzle.height}"
