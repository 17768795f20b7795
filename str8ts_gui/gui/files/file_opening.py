"""Opening a file in the window: File > Open, Open Recent and the file a window starts with
(after the offer of unsaved work); what refuses a file before it is read (a device, a file
too large, a picture) and the words of an error in reading one.

:class:`~.file_actions.FileActions` keeps its methods of the same names and hands over here
(each function takes it as ``self``); ``file_actions`` gives the error helpers under its own
names too. Loaded at the first file opened, not with the window.
"""

from __future__ import annotations

import os
from pathlib import Path

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.files import PuzzleFormatError, file_picture_name
from str8ts_gui.core.kind import kind_of
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.files.file_actions import _same_file, _stamp, read_notes_note, rules_in_words_note
from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS, STATUS_MS


def describe_error(e: Exception) -> str:
    """A format error without its source prefix: ``line 2: unknown character 'x' (column 3)``."""
    if isinstance(e, PuzzleFormatError):
        text, sep, accepted = e.reason.partition("; accepted: ")  # the column goes before that list
        if e.line is not None:
            text = f"line {e.line}: {text}"
            if e.column is not None:
                text += f" (column {e.column})"
        return text + sep + accepted
    return str(e)


# the largest file Open reads (a list of a million puzzles is far smaller): a bigger one (a video
# or disk image chosen by mistake) is refused before it is read into memory
MAX_OPEN_BYTES = 256 * 1024 * 1024


def _not_openable(path: Path) -> PuzzleFormatError | None:
    """Why ``path`` is refused before it is read: a device, pipe or socket (reading one waits
    for ever, or never ends), or a file larger than :data:`MAX_OPEN_BYTES`; None otherwise
    (a missing file or a folder is said by the reader)."""
    import stat

    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    if stat.S_ISDIR(st.st_mode):
        return None
    if not stat.S_ISREG(st.st_mode):
        reason = "not a file but a device, pipe or socket: nothing was read"
    elif st.st_size > MAX_OPEN_BYTES:
        reason = (
            f"the file is {st.st_size / 2**20:,.0f} MB, larger than any puzzle file"
            f" (at most {MAX_OPEN_BYTES / 2**20:,.0f} MB are opened): nothing was read"
        )
    else:
        return None
    return PuzzleFormatError(reason, source=str(path))


def picture_error(path: Path) -> PuzzleFormatError | None:
    """Why a picture (or PDF) that Open could not read is no puzzle file, with the command that
    reads a puzzle from a picture; None for any other file."""
    what = file_picture_name(path)
    if what is None:
        return None
    how = "" if what == "a PDF document" else ": read a puzzle from a picture with File > Import Picture… (Ctrl+Shift+I)"
    return PuzzleFormatError(f"{what}, not a puzzle file{how}", source=str(path))


def show_open_error(window, path: str | os.PathLike[str], e: Exception) -> None:
    """The window's box for a file it could not read (File > Open, Export Booklet's files)."""
    window.show_error("Cannot open file", f"Could not open “{Path(path).name}”:\n\n{describe_error(e)}")


# ==========================================================================================
# opening and saving
# ==========================================================================================
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
        self.window.show_status(f"Restored your unsaved work on {opening.name}{self.restored_note}", LONG_STATUS_MS)
    else:
        self.window.show_status(
            f"Restored unsaved work; {opening.name} was not opened (Ctrl+O opens it){self.restored_note}",
            LONG_STATUS_MS,
        )
    return False


def open_file(self, path: str | os.PathLike[str] | None = None) -> bool:
    """Open a file (asking for one when ``path`` is None) after asking about unsaved changes."""
    if not self.maybe_save():
        return False
    if path is None:
        path = self.window.ask_open_path()
        if not path:
            return False
    return self.load_path(path)


def load_path(self, path: str | os.PathLike[str], index: int | None = None) -> bool:
    """Read a file into the window; on failure say why and keep the current puzzle."""
    window = self.window
    path = Path(path)
    stamp = _stamp(path)  # (before reading: a change while it is read is a change)
    try:
        refused = _not_openable(path)
        if refused is not None:
            raise refused
        docs = load_documents(path)
    except (PuzzleFormatError, ValueError, OSError) as e:
        show_open_error(window, path, picture_error(path) or e)
        window.show_status(f"Could not open {path.name}", LONG_STATUS_MS)
        return False
    if index is None:
        index = 0 if len(docs) == 1 else window.choose_puzzle(docs, path)
        if index is None:
            return False
    if not 0 <= index < len(docs):
        window.show_error("Cannot open file", f"“{path.name}” has no puzzle number {index + 1}.")
        window.show_status(f"Could not open {path.name}", LONG_STATUS_MS)
        return False
    window.set_document(docs[index], path, index=index)
    self._puzzles_in_file = (self.path, len(docs))
    self._on_disk = (self.path, stamp)
    app_settings.add_recent_file(path)
    self.update_recent_menu()
    puzzle = docs[index].puzzle
    extra = f" (puzzle {index + 1} of {len(docs)})" if len(docs) > 1 else ""
    note = rules_in_words_note(docs[index]) + read_notes_note(docs[index])
    what = f"{kind_of(puzzle).title} {puzzle.size} x {puzzle.height}"  # (the kind too: a .txt may hold any)
    window.show_status(f"Opened {path.name}{extra}: {what}, play mode{note}", LONG_STATUS_MS if docs[index].read_notes else STATUS_MS)
    return True


def open_recent(self, path: str) -> bool:
    if not os.path.exists(path):
        app_settings.remove_recent_file(path)
        self.update_recent_menu()
        self.window.show_error("Cannot open file", f"“{path}” no longer exists.")
        return False
    return self.open_file(path)
