"""Files for the main window: open, save, export the puzzle string, recent files, unsaved
changes and the autosave that survives a crash.

:class:`FileActions` is owned by the window (``window.files``) and knows which file the
document came from (``path``, ``path_index``). It reaches the rest of the window only through
``controller``, ``document()``, ``set_document()``, ``show_status()``, ``show_error()`` and
``sync()``, and asks the user only through the window's overridable question methods
(``ask_unsaved``, ``ask_open_path``, ``ask_save_path``, ``ask_export_path``, ``choose_puzzle``,
``ask_restore_autosave``), so tests answer them on the window; the dialogs themselves are the
``*_dialog`` methods here (their bodies are in :mod:`.file_dialogs`, loaded when the first one
shows). Two questions are asked here directly (tests replace them here):
``replace_dialog``, before writing over a file whose name the program completed with a suffix,
and ``changed_dialog``, before Save writes over a file changed on disk since it was read.

Saving (Save, Save As, a kind's own forms, Export Puzzle String) is done by
:mod:`.file_saving`, loaded at the first save: its methods here hand over to it. What the
start runs stays here: opening a file, the recent files, the window title's name and when to
autosave. Writing the autosave, its lock files and the offer of a killed window's work at the
start are in :mod:`.autosave`, loaded by a window that autosaves.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QTimer

from str8ts_gui.core.document import Document
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.play.completion import grid_is_solved

if TYPE_CHECKING:
    from str8ts_gui.gui.files.autosave import AutosaveOffer
    from str8ts_gui.gui.files.file_saving import SaveForm


def _dialogs():
    """The dialogs' module (gui/files/file_dialogs.py, loaded when the first one shows: a quicker start)."""
    from str8ts_gui.gui.files import file_dialogs

    return file_dialogs


def _saving():
    """The saving's module (gui/files/file_saving.py, loaded at the first save or export)."""
    from str8ts_gui.gui.files import file_saving

    return file_saving


def _opening():
    """Opening a file (gui/files/file_opening.py, loaded at the first file opened)."""
    from str8ts_gui.gui.files import file_opening

    return file_opening


def _autosave():
    """The autosave's locks and recovery (gui/files/autosave.py: loaded by a window that autosaves)."""
    from str8ts_gui.gui.files import autosave

    return autosave


# Save As's forms of each kind live with the saving (gui/files/file_saving.py); their names load from here too
_SAVING_NAMES = ("NO_PLAY", "SAVE_FORMS", "SaveForm", "save_filter", "save_forms")
# the checks and error words of opening a file live with the opening (gui/files/file_opening.py)
_OPENING_NAMES = ("MAX_OPEN_BYTES", "describe_error", "picture_error", "show_open_error")


def __getattr__(name: str):
    if name in _SAVING_NAMES:
        return getattr(_saving(), name)
    if name in _OPENING_NAMES:
        return getattr(_opening(), name)
    if name == "AutosaveOffer":  # (the restore question's, with the autosave's locks)
        return _autosave().AutosaveOffer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "APP_NAME",
    "AUTOSAVE_PREFIX",
    "AutosaveOffer",
    "EXPORT_FILTER",
    "FileActions",
    "NATIVE_SUFFIX",
    "NATIVE_SUFFIXES",
    "OPEN_FILTER",
    "SAVE_FILTER",
    "describe_error",
]

APP_NAME = "str8ts_gui"
# Saved puzzles of every kind are native files ending .puzzle; files ending .str8ts (what this
# program wrote before it had other kinds) are read and saved the same way.
NATIVE_SUFFIX = ".puzzle"
NATIVE_SUFFIXES = (".puzzle", ".str8ts")
AUTOSAVE_SUFFIX = ".str8ts"  # the window's own autosave files keep their old name
OPEN_FILTER = ";;".join((
    "All puzzle files (*.puzzle *.str8ts *.txt *.sdk *.json *.jsonl *.tsv)",
    "Native puzzle files (*.puzzle *.str8ts)",
    "Sudoku SadMan and plain text (*.sdk *.txt)",
    "f-puzzles JSON (*.json)",
    "Suguru text and puzzle lists (*.txt *.tsv *.jsonl)",
    "All files (*)",
))
NATIVE_FILTER = "Native puzzle file, everything kept (*.puzzle)"
SAVE_FILTER = NATIVE_FILTER
EXPORT_FILTER = "Text files (*.txt)"
AUTOSAVE_PREFIX = "autosave"


def rules_in_words_note(doc: Document) -> str:
    """What the status bar adds when a document opened or pasted has rules in words (its notes:
    an f-puzzles ruleset, Edit > Puzzle Info…): where to read them; "" without."""
    return "; its rules in words: Shift+F4" if doc.notes.strip() else ""


def read_notes_note(doc: Document) -> str:
    """What the status bar adds when the reader of another program's file made something of it
    the user should know (``Document.read_notes``); "" without."""
    return "".join(f"; {note}" for note in doc.read_notes)


def _remove_files(*paths: Path) -> None:
    for p in paths:
        try:
            p.unlink()
        except OSError:
            pass


def _reason(e: Exception, path: str | os.PathLike[str] | None = None) -> str:
    """Why a file operation failed, without the name of a temporary file it may mention; with
    the ``path`` written, a folder of it that is gone (moved or deleted since it was chosen)
    is named after "No such file or directory", which alone reads as if the file were missing."""
    if isinstance(e, OSError) and e.strerror:
        if path is not None and isinstance(e, FileNotFoundError):
            folder = Path(os.path.abspath(path)).parent
            if not folder.is_dir():
                return f"{e.strerror}: the folder “{folder}” does not exist (moved, renamed or deleted); save it in another folder"
        return e.strerror
    return str(e)


def _same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except (OSError, ValueError):  # (ValueError: a NUL in a name)
        return False


def _stamp(path: str | os.PathLike[str]) -> tuple[int, int, int] | None:
    """What tells a file's content was replaced or changed: (modification time in ns, size,
    inode); None when there is no such file."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino


RECENT_NAME_CHARS = 60  # a longer file name is shortened in the middle in File > Open Recent


def _menu_name(path: str) -> str:
    """A file's name as a menu item shows it: "&" shown as itself (not as the next letter's
    shortcut), a line break or tab as a space, and a name longer than RECENT_NAME_CHARS
    shortened in the middle (the item's tooltip has the whole path)."""
    name = " ".join(Path(path).name.replace("\t", " ").splitlines()) or path
    if len(name) > RECENT_NAME_CHARS:
        half = (RECENT_NAME_CHARS - 1) // 2
        name = f"{name[:half]}…{name[-half:]}"
    return name.replace("&", "&&")


class FileActions(QObject):
    """The file side of one main window: its file, saving, recent files and autosave."""

    AUTOSAVE_DELAY_MS = 3000
    # while the play clock runs on unsaved work, the autosave is written again this often, so
    # that a crash keeps the time spent thinking since the last entry too
    CLOCK_AUTOSAVE_MS = 60_000

    def __init__(self, window, *, autosave: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.path: Path | None = None
        self.path_index = 0  # which puzzle of the file at ``path``
        self.autosave_enabled = autosave
        self._closed = False
        self._owns_autosave = False  # the autosave file holds this window's work
        self._clean: tuple | None = None  # (puzzle, info) when the document was last unmodified
        self._puzzles_in_file: tuple[Path | None, int] = (None, 0)  # (file, how many puzzles it held)
        self._on_disk: tuple[Path | None, tuple | None] = (None, None)  # (file, its stamp when read or saved)
        self._autosave_file = Path()
        self._autosave_lock: QLockFile | None = None
        self.offer: AutosaveOffer | None = None  # the autosave being offered (the question names it)
        self.restored_note = ""  # after a restore: what the status bar says of other work still waiting
        if autosave:
            self._claim_autosave()
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.setInterval(self.AUTOSAVE_DELAY_MS)
        self.autosave_timer.timeout.connect(self.write_autosave)
        self.clock_timer = QTimer(self)
        self.clock_timer.setSingleShot(True)
        self.clock_timer.setInterval(self.CLOCK_AUTOSAVE_MS)
        self.clock_timer.timeout.connect(self.write_autosave)

    @property
    def _session(self):
        return self.window.controller.session

    def display_name(self) -> str:
        """The document's name: its title, else its file's name, else "Untitled"."""
        return self._session.info.title or (self.path.name if self.path else "Untitled")

    def start_with(
        self, path: str | os.PathLike[str] | None = None, index: int | None = None, *, restore: bool = True
    ) -> bool:
        """What a new window does first: offer back unsaved work, then open ``path``. See
        :func:`.file_opening.start_with`."""
        return _opening().start_with(self, path, index, restore=restore)

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to throw the current document away. See
        :func:`.file_saving.maybe_save`."""
        return _saving().maybe_save(self)

    def open_file(self, path: str | os.PathLike[str] | None = None) -> bool:
        """Open a file (asking for one when ``path`` is None) after asking about unsaved changes.
        See :func:`.file_opening.open_file`."""
        return _opening().open_file(self, path)

    def load_path(self, path: str | os.PathLike[str], index: int | None = None) -> bool:
        """Read a file into the window; on failure say why and keep the current puzzle. See
        :func:`.file_opening.load_path`."""
        return _opening().load_path(self, path, index)

    def save(self) -> bool:
        """See :func:`.file_saving.save`."""
        return _saving().save(self)

    def changed_on_disk(self) -> bool:
        """See :func:`.file_saving.changed_on_disk`."""
        return _saving().changed_on_disk(self)

    def save_as(self) -> bool:
        """See :func:`.file_saving.save_as`."""
        return _saving().save_as(self)

    def may_replace(self, path: Path) -> bool:
        """See :func:`.file_saving.may_replace`."""
        return _saving().may_replace(self, path)

    def _other_file_at(self, path: Path) -> bool:
        """See :func:`.file_saving.other_file_at`."""
        return _saving().other_file_at(self, path)

    def save_form(self, path: str | os.PathLike[str], form: SaveForm) -> bool:
        """See :func:`.file_saving.save_form`."""
        return _saving().save_form(self, path, form)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """See :func:`.file_saving.save_to`."""
        return _saving().save_to(self, path)

    def export_puzzle_string(self) -> bool:
        """See :func:`.file_saving.export_puzzle_string`."""
        return _saving().export_puzzle_string(self)

    def puzzles_in_file(self) -> int:
        """How many puzzles the document's file held when it was opened (0: not known)."""
        path, count = self._puzzles_in_file
        return count if path is not None and path == self.path else 0

    # -- recent files ---------------------------------------------------------------------------
    def update_recent_menu(self) -> None:
        menu = self.window.recent_menu
        clear = self.window.act_clear_recent
        menu.clear()
        files = app_settings.recent_files()
        for k, f in enumerate(files, 1):
            act = menu.addAction(f"&{k} {_menu_name(f)}")
            act.setToolTip(f)
            act.setStatusTip(f)
            act.setData(f)
            act.triggered.connect(lambda _=False, f=f: self.open_recent(f))
        if files:
            menu.addSeparator()
        menu.addAction(clear)
        clear.setEnabled(bool(files))
        menu.setEnabled(True)

    def open_recent(self, path: str) -> bool:
        """See :func:`.file_opening.open_recent`."""
        return _opening().open_recent(self, path)

    def clear_recent_files(self) -> None:
        app_settings.clear_recent_files()
        self.update_recent_menu()

    # ==========================================================================================
    # autosave (its lock files, writing it and the offer at the start: in .autosave)
    # ==========================================================================================
    def _claim_autosave(self) -> None:
        """Take a fresh autosave file name and lock it for as long as this window lives. See
        :func:`.autosave.claim_autosave`."""
        return _autosave().claim_autosave(self)

    def autosave_path(self) -> Path:
        """This window's autosave file."""
        return self._autosave_file

    def autosave_meta_path(self) -> Path:
        return self._autosave_file.with_suffix(".json")

    @staticmethod
    def stale_autosaves() -> list[Path]:
        """Autosave files left by windows that are no longer running, newest first."""
        found = []
        for path in app_settings.data_dir().glob(f"{AUTOSAVE_PREFIX}*{AUTOSAVE_SUFFIX}"):
            try:
                found.append((path.stat().st_mtime, path))
            except OSError:
                continue
        return [p for _t, p in sorted(found, reverse=True)]

    def _note_clean(self) -> None:
        """Remember the puzzle and its info while the document is unmodified (opened or saved)."""
        session = self._session
        if not session.is_modified:
            self._clean = (session.puzzle, session.info)

    def puzzle_unchanged(self) -> bool:
        """The puzzle, title, author and notes are as when the document was last opened or saved
        (only the play differs, if anything)."""
        session = self._session
        return self._clean == (session.puzzle, session.info)

    def finished_play_only(self) -> bool:
        """The grid is solved and the play is all that is unsaved."""
        return grid_is_solved(self._session.state) and self.puzzle_unchanged()

    def schedule_autosave(self) -> None:
        """After a change: autosave soon if there are unsaved changes, else remove the autosave."""
        self._note_clean()
        if not self.autosave_enabled or self._closed:
            return
        if self._session.is_modified:
            if not self.autosave_timer.isActive():
                self.autosave_timer.start()
        else:
            self.autosave_timer.stop()
            if self._owns_autosave:  # e.g. undone back to the saved state
                self.remove_autosave()

    def write_autosave(self) -> bool:
        """Write the current document to the autosave file (atomically) if it has unsaved changes.
        See :func:`.autosave.write_autosave`."""
        return _autosave().write_autosave(self)

    def remove_autosave(self) -> None:
        """Delete this window's autosave (its lock stays held while the window lives)."""
        self.autosave_timer.stop()
        self.clock_timer.stop()
        self._owns_autosave = False
        if self._autosave_file != Path():  # (a window without autosave has no file to delete)
            _remove_files(self.autosave_path(), self.autosave_meta_path())

    def restore_autosave(self, opening: str | os.PathLike[str] | None = None) -> bool:
        """Offer back the work of windows that ended without saving; True if one was restored
        (:func:`.autosave.restore_autosave`)."""
        return _autosave().restore_autosave(self, opening)

    @staticmethod
    def remove_stale_locks() -> int:
        """Remove the lock files of killed windows that left no autosave; how many
        (:func:`.autosave.remove_stale_locks`)."""
        return _autosave().remove_stale_locks()

    def shutdown(self) -> None:
        """A clean end: no more autosaves; this window's autosave is removed and its lock freed."""
        self._closed = True
        self.autosave_timer.stop()
        self.clock_timer.stop()
        if self.autosave_enabled:
            self.remove_autosave()
            if self._autosave_lock is not None:
                _autosave()._release(self._autosave_lock, self._autosave_file)
                self._autosave_lock = None

    def unsaved_question(self) -> str:
        """The unsaved-changes question; for a solved grid it says that the puzzle is solved and
        that what is unsaved is the puzzle itself (its clues, title or notes). See
        :func:`.file_dialogs.unsaved_question`."""
        return _dialogs().unsaved_question(self)

    def dialog_dir(self) -> str:
        """Where file dialogs start: the document's folder, else the last recent file's. See
        :func:`.file_dialogs.dialog_dir`."""
        return _dialogs().dialog_dir(self)

    def suggested_stem(self) -> str:
        """The name Save As and the exports suggest, without a suffix: the file's own, else the
        title (without characters a file name cannot hold), else the kind and size ("sudoku-9x9",
        "suguru-7x5"). See :func:`.file_dialogs.suggested_stem`."""
        return _dialogs().suggested_stem(self)

    def unsaved_dialog(self) -> str:
        """See :func:`.file_dialogs.unsaved_dialog`."""
        return _dialogs().unsaved_dialog(self)

    def open_path_dialog(self) -> str | None:
        """See :func:`.file_dialogs.open_path_dialog`."""
        return _dialogs().open_path_dialog(self)

    def save_path_dialog(self) -> str | None:
        """See :func:`.file_dialogs.save_path_dialog`."""
        return _dialogs().save_path_dialog(self)

    def changed_dialog(self, path: Path) -> str:
        """See :func:`.file_dialogs.changed_dialog`."""
        return _dialogs().changed_dialog(self, path)

    def replace_dialog(self, path: Path) -> bool:
        """See :func:`.file_dialogs.replace_dialog`."""
        return _dialogs().replace_dialog(self, path)

    def export_path_dialog(self) -> str | None:
        """See :func:`.file_dialogs.export_path_dialog`."""
        return _dialogs().export_path_dialog(self)

    def choose_puzzle_dialog(self, docs: list[Document], path: Path) -> int | None:
        """See :func:`.file_dialogs.choose_puzzle_dialog`."""
        return _dialogs().choose_puzzle_dialog(self, docs, path)

    def restore_autosave_dialog(self, opening: Path | None = None, offer: AutosaveOffer | None = None) -> bool | None:
        """See :func:`.file_dialogs.restore_autosave_dialog`."""
        return _dialogs().restore_autosave_dialog(self, opening, offer)
