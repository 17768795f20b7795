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
start runs stays here: opening a file, the recent files, the window title's name and the
autosave.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from dataclasses import dataclass
from typing import TYPE_CHECKING

try:
    import fcntl
except ImportError:  # Windows: no flock (Qt's own lock handling covers it there)
    fcntl = None  # type: ignore[assignment]

from PySide6.QtCore import QLockFile, QObject, QSysInfo, QTimer

from str8ts_gui.core.document import Document, dumps_document, load_documents
from str8ts_gui.core.files import PuzzleFormatError, file_picture_name, remove_stale_temporaries, set_aside, write_text_atomic
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.session import DocInfo, Mode
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.completion import grid_is_solved
from str8ts_gui.gui.status_bar import LONG_STATUS_MS, STATUS_MS

if TYPE_CHECKING:
    from str8ts_gui.gui.file_saving import SaveForm


def _dialogs():
    """The dialogs' module (gui/file_dialogs.py, loaded when the first one shows: a quicker start)."""
    from str8ts_gui.gui import file_dialogs

    return file_dialogs


def _saving():
    """The saving's module (gui/file_saving.py, loaded at the first save or export)."""
    from str8ts_gui.gui import file_saving

    return file_saving


# Save As's forms of each kind live with the saving (gui/file_saving.py); their names load from here too
_SAVING_NAMES = ("NO_PLAY", "SAVE_FORMS", "SaveForm", "save_filter", "save_forms")


def __getattr__(name: str):
    if name in _SAVING_NAMES:
        return getattr(_saving(), name)
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
_NOT_IN_NAMES = set('/\\:*?"<>|')  # characters some file system does not take in a name
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")  # not the locale's


@dataclass(frozen=True)
class AutosaveOffer:
    """Unsaved work found at the start, as the restore question names it: the document's
    ``title`` (may be empty), what the board is (``board``: "Sudoku 9 x 9"), the ``file`` it was
    opened from (its name, or None) and when it was ``saved`` (a Unix time, or None)."""

    title: str
    board: str
    file: str | None = None
    saved: float | None = None

    def what(self) -> str:
        """“Title” (Sudoku 9 x 9, from x.puzzle), or an untitled Sudoku 9 x 9 (from x.puzzle)."""
        where = f"from “{self.file}”" if self.file else ""
        if self.title:
            return f"“{self.title}” ({self.board}{', ' + where if where else ''})"
        return f"an untitled {self.board}{' (' + where + ')' if where else ''}"

    def when(self, now: float | None = None) -> str:
        """When the work was saved: "today at 14:05", "yesterday at 9:30", "on 3 Nov 2026 at 14:05"."""
        if self.saved is None:
            return ""
        from datetime import date, datetime, timedelta  # (only when an autosave is offered)

        at = datetime.fromtimestamp(self.saved)
        today = datetime.fromtimestamp(now).date() if now is not None else date.today()
        clock = f"{at.hour}:{at.minute:02d}"
        if at.date() == today:
            return f"today at {clock}"
        if at.date() == today - timedelta(days=1):
            return f"yesterday at {clock}"
        return f"on {at.day} {MONTHS[at.month - 1]} {at.year} at {clock}"  # English, as the sentence


def rules_in_words_note(doc: Document) -> str:
    """What the status bar adds when a document opened or pasted has rules in words (its notes:
    an f-puzzles ruleset, Edit > Puzzle Info…): where to read them; "" without."""
    return "; its rules in words: Shift+F4" if doc.notes.strip() else ""


def read_notes_note(doc: Document) -> str:
    """What the status bar adds when the reader of another program's file made something of it
    the user should know (``Document.read_notes``); "" without."""
    return "".join(f"; {note}" for note in doc.read_notes)


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


def _autosave_lock(path: Path) -> QLockFile:
    """The lock file that says a running window owns the autosave ``path``."""
    lock = QLockFile(str(path.with_suffix(".lock")))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock


# -- stale locks -------------------------------------------------------------------------------
# A window holds its autosave's lock file for as long as it runs. A window that was killed
# leaves the file behind. Qt notices some such files itself (its process id is gone), but not a
# lock whose process id now belongs to another process (this one, after a restart in a
# container, or any program that was given the id later), a lock file left empty or half
# written by a kill, nor any lock on a file system without flock(). ``lock_is_stale`` decides
# with everything there is: the flock a live owner holds, the process id and when that process
# started. A lock file younger than STALE_LOCK_GRACE_S is never broken (its owner may be
# creating it this very moment).
STALE_LOCK_GRACE_S = 5.0
_HELD_LOCKS: set[str] = set()  # lock files held by the windows of this process


def _native_lock_held(lock_path: Path) -> bool | None:
    """True when a process holds the lock file's flock (a running window does), False when
    nobody does, None when this cannot be told (no flock here, or the file is unreadable)."""
    if fcntl is None:
        return None
    try:
        fd = os.open(lock_path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        except OSError:  # e.g. ENOLCK: a file system without flock
            return None
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


def _read_lock_info(lock_path: Path) -> tuple[int, str, str, str, str] | None:
    """(pid, application, host name, host id, boot id) from a Qt lock file; None when the file
    is empty or not a lock file (cut short by a kill while it was written)."""
    try:
        lines = lock_path.read_bytes().decode("utf-8", "replace").split("\n")
    except OSError:
        return None
    if len(lines) < 3:
        return None
    try:
        pid = int(lines[0])
    except ValueError:
        return None
    app, host = lines[1], lines[2]
    host_id = lines[3] if len(lines) > 3 else ""
    boot_id = lines[4] if len(lines) > 4 else ""
    return pid, app, host, host_id, boot_id


def _process_start_time(pid: int) -> tuple[str, float | None] | None:
    """(state, start time as a Unix time) of a process from Linux's /proc, or None elsewhere."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    fields = stat[stat.rfind(")") + 2 :].split()  # after "pid (name) "
    if not fields:
        return None
    state, start = fields[0], None
    try:
        ticks = int(fields[19])  # field 22 of the file: start time in clock ticks after boot
        boot = next(
            int(line.split()[1]) for line in Path("/proc/stat").read_text(encoding="ascii").splitlines()
            if line.startswith("btime ")
        )
        start = boot + ticks / os.sysconf("SC_CLK_TCK")
    except (IndexError, ValueError, OSError, StopIteration):
        pass
    return state, start


def _process_gone(pid: int, since: float) -> bool:
    """True when the process ``pid`` that wrote a lock file at ``since`` no longer runs.

    The id is taken as reused (so the writer is gone) when it is this process's own (whose
    windows' locks are known), when it belongs to a zombie or another user, or when the process
    with that id started after the lock file was written.
    """
    if pid <= 0 or pid == os.getpid():
        return True
    if os.name != "posix":
        return False  # no safe probe here (signal 0 is not a probe on Windows): Qt decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return True  # another user's process: not one of this user's windows
    except OSError:
        return False
    proc = _process_start_time(pid)
    if proc is not None:
        state, start = proc
        if state in ("Z", "X", "x"):
            return True  # killed, waiting for its parent to collect it
        if start is not None and start > since + 2.0:
            return True  # the id was given to a later process
    return False


def lock_is_stale(lock_path: str | os.PathLike[str]) -> bool:
    """True when the autosave lock file ``lock_path`` was left by a window that no longer runs.

    A lock held by a window of this process is never stale; a lock whose flock is held by any
    process is not either. Otherwise a lock file older than :data:`STALE_LOCK_GRACE_S` is stale
    when nobody holds its flock, when it is empty or garbled, when it comes from an earlier boot
    of this machine, or when its process is gone (see :func:`_process_gone`). A lock from
    another machine (a shared home directory) is left alone unless its flock is free.
    """
    path = Path(lock_path)
    if str(path) in _HELD_LOCKS:
        return False
    try:
        written = path.stat().st_mtime
    except FileNotFoundError:
        return True
    except OSError:
        return False
    native = _native_lock_held(path)
    if native is True:
        return False
    if abs(time.time() - written) < STALE_LOCK_GRACE_S:
        return False
    if native is False:
        return True  # a running window holds its lock's flock all its life
    info = _read_lock_info(path)
    if info is None:
        return True
    pid, _app, host, host_id, boot_id = info
    our_host_id = bytes(QSysInfo.machineUniqueId().data()).decode("utf-8", "replace")
    if host_id and our_host_id:
        if host_id != our_host_id:
            return False  # another machine's window: it cannot be asked
        our_boot = bytes(QSysInfo.bootUniqueId().data()).decode("utf-8", "replace")
        if boot_id and our_boot and boot_id != our_boot:
            return True  # written before this machine last started
    elif host and host != QSysInfo.machineHostName():
        return False
    return _process_gone(pid, written)


def _take_lock(path: Path) -> QLockFile | None:
    """Lock the autosave ``path`` for this window: its lock, when free or stale (a stale lock
    file is removed first); None while another running window holds it."""
    lock = _autosave_lock(path)
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None
    lock_path = path.with_suffix(".lock")
    if not lock_is_stale(lock_path):
        return None
    if not lock.removeStaleLockFile():  # (refuses without flock support: remove it by hand)
        try:
            lock_path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            return None
    return lock if lock.tryLock(0) else None


def _release(lock: QLockFile, path: Path) -> None:
    """Unlock an autosave's lock held by this process (the lock file goes)."""
    lock.unlock()
    _HELD_LOCKS.discard(str(path.with_suffix(".lock")))


def _waiting_note(paths: list[Path]) -> str:
    """What the status bar adds after one autosave was restored when ``paths`` (the others
    found) hold the work of more windows that ended without saving (not of running ones): it
    is offered when the program starts again; "" when there is none."""
    waiting = 0
    for path in paths:
        lock_path = path.with_suffix(".lock")
        if path.exists() and (not lock_path.exists() or lock_is_stale(lock_path)):
            waiting += 1
    if not waiting:
        return ""
    whose = "1 more window" if waiting == 1 else f"{waiting} more windows"
    return f"; the unsaved work of {whose} is offered when str8ts_gui starts again"


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


def _meta_path(value: object) -> str | None:
    """The file an autosave's metadata names, or None when it names none that can be a file
    (not a string, empty, a NUL byte in it, a name the system cannot take apart): a damaged
    metadata file must not stop the window from starting at every start."""
    if not isinstance(value, str) or not value or "\0" in value:
        return None
    try:
        Path(value).resolve()
    except (OSError, ValueError, RuntimeError):
        return None
    return value


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

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to throw the current document away.

        "Save" that ends in one of the kind's own forms (which leave the play out) asks again.
        A solved grid whose puzzle, title, author and notes are as they were opened or saved is
        not asked about: the only unsaved change is the finished play, and nothing is lost
        (a library puzzle's solve is in the library's statistics).
        """
        if not self._session.is_modified:
            return True
        if self.finished_play_only():
            return True
        answer = self.window.ask_unsaved()
        if answer == "save":
            if not self.save():
                return False
            # saved in one of the kind's own forms (Save As .txt, .sdk, .json), which keeps the
            # puzzle but not all of the work: still unsaved, so asked again, not thrown away
            return not self._session.is_modified or self.maybe_save()
        return answer == "discard"

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
        if not os.path.exists(path):
            app_settings.remove_recent_file(path)
            self.update_recent_menu()
            self.window.show_error("Cannot open file", f"“{path}” no longer exists.")
            return False
        return self.open_file(path)

    def clear_recent_files(self) -> None:
        app_settings.clear_recent_files()
        self.update_recent_menu()

    # ==========================================================================================
    # autosave
    # ==========================================================================================
    # Every window writes its own autosave-<id>.str8ts (with a .json of metadata beside it) and
    # holds autosave-<id>.lock while it runs, so two running copies never share a file. At start
    # only autosaves whose lock is stale (the process that wrote them is gone) are offered back.
    def _claim_autosave(self) -> None:
        """Take a fresh autosave file name and lock it for as long as this window lives."""
        # 32 random hex digits, as uuid4().hex has (the uuid module costs 6 ms of the start)
        path = app_settings.data_dir() / f"{AUTOSAVE_PREFIX}-{os.urandom(16).hex()}{AUTOSAVE_SUFFIX}"
        lock = _autosave_lock(path)
        if not lock.tryLock(0):  # cannot happen for a fresh name unless the directory is read-only
            lock = None
        self._adopt_autosave(path, lock)

    def _adopt_autosave(self, path: Path, lock: QLockFile | None) -> None:
        old, old_file = self._autosave_lock, self._autosave_file
        self._autosave_file = path
        self._autosave_lock = lock
        if lock is not None:
            _HELD_LOCKS.add(str(path.with_suffix(".lock")))
        if old is not None and old is not lock:
            _release(old, old_file)

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
        """Write the current document to the autosave file (atomically) if it has unsaved changes."""
        self.autosave_timer.stop()
        if not self.autosave_enabled or self._closed or not self._session.is_modified:
            return False
        meta = {
            "path": str(self.path) if self.path else None,
            "index": self.path_index,
            "mode": self.window.controller.mode.value,
        }
        on_disk_path, on_disk = self._on_disk
        if self.path is not None and on_disk_path == self.path and on_disk is not None:
            meta["stamp"] = list(on_disk)  # the file as this work last read or saved it (see _offer_autosave)
        try:
            try:
                self._write_autosave_files(meta)
            except FileNotFoundError:
                if self._autosave_file.parent.is_dir():
                    raise
                self._remake_autosave_folder()  # deleted while the window runs (a clean-up)
                self._write_autosave_files(meta)
        except OSError as e:
            self.window.show_status(
                f"Autosave failed ({_reason(e)}, in {self._autosave_file.parent}): your unsaved work would not"
                " survive a crash; save it (Ctrl+S)",
                LONG_STATUS_MS,
            )
            return False
        self._owns_autosave = True
        timer = getattr(self.window, "play_timer", None)
        if timer is not None and timer.running:
            self.clock_timer.start()  # the time goes on: written again in a minute
        return True

    def _write_autosave_files(self, meta: dict) -> None:
        import json  # (loaded with the first autosave: a start that writes none needs no JSON)

        write_text_atomic(self.autosave_meta_path(), json.dumps(meta, indent=2) + "\n")
        write_text_atomic(self.autosave_path(), dumps_document(self.window.document()))

    def _remake_autosave_folder(self) -> None:
        """Make the autosave's folder again (removed while this window runs), and its lock
        file in it, so that the next start does not take the autosave for a killed window's."""
        self._autosave_file.parent.mkdir(parents=True, exist_ok=True)
        lock = self._autosave_lock
        if lock is not None:
            lock.unlock()  # (its file is gone with the folder)
            if not lock.tryLock(0):
                _HELD_LOCKS.discard(str(self._autosave_file.with_suffix(".lock")))
                self._autosave_lock = None

    def remove_autosave(self) -> None:
        """Delete this window's autosave (its lock stays held while the window lives)."""
        self.autosave_timer.stop()
        self.clock_timer.stop()
        self._owns_autosave = False
        if self._autosave_file != Path():  # (a window without autosave has no file to delete)
            _remove_files(self.autosave_path(), self.autosave_meta_path())

    def restore_autosave(self, opening: str | os.PathLike[str] | None = None) -> bool:
        """Offer back the work of windows that ended without saving; True if one was restored.

        Stale autosaves are offered newest first (the window's ``ask_restore_autosave``: True
        restores, False discards, None keeps). A discarded one is deleted and the next is
        offered; a kept one stays on disk, unlocked, for the next start, and no more are offered
        now. An accepted one becomes this window's autosave file and is written again at once,
        so the recovered work is never only in memory. ``opening`` is the file the user asked to
        open (named in the question when it is not the restored document).
        """
        if not self.autosave_enabled:
            return False
        self.remove_stale_locks()
        remove_stale_temporaries(app_settings.data_dir())  # of autosaves killed while written
        in_use = 0
        found = self.stale_autosaves()
        for k, path in enumerate(found):
            if path == self.autosave_path():
                continue
            lock = _take_lock(path)  # (a lock left by a window that was killed is broken)
            if lock is None:
                in_use += 1  # a running window's autosave: it stays that window's
                continue
            _HELD_LOCKS.add(str(path.with_suffix(".lock")))
            answer = self._offer_autosave(path, lock, opening)
            if answer is True:
                self.restored_note = _waiting_note(found[k + 1 :])
                if self.restored_note:
                    self.window.show_status(
                        "Restored unsaved work from the last session" + self.restored_note, LONG_STATUS_MS
                    )
                return True
            if answer is None:  # neither: kept, unlocked, for the next start
                _release(lock, path)
                self.window.show_status(
                    "Your unsaved work was kept: it is offered again at the next start", LONG_STATUS_MS
                )
                return False
            _remove_files(path, path.with_suffix(".json"))
            _release(lock, path)
        if in_use:  # (not a lock left by a killed window: those were broken above)
            self.window.show_status("Another str8ts_gui window that is running keeps its own unsaved work", LONG_STATUS_MS)
        return False

    @staticmethod
    def remove_stale_locks() -> int:
        """Remove the lock files of killed windows that left no autosave; how many."""
        removed = 0
        for lock_path in app_settings.data_dir().glob(f"{AUTOSAVE_PREFIX}*.lock"):
            if lock_path.with_suffix(AUTOSAVE_SUFFIX).exists() or not lock_is_stale(lock_path):
                continue
            lock = QLockFile(str(lock_path))
            if lock.removeStaleLockFile():
                removed += 1
                continue
            try:
                lock_path.unlink()
                removed += 1
            except OSError:
                pass
        return removed

    def _offer_autosave(self, path: Path, lock: QLockFile, opening) -> bool | None:
        """Offer one stale autosave: True when restored, False when discarded (or unreadable, then
        set aside), None when the user chose neither (it is kept)."""
        window = self.window
        try:
            doc = load_documents(path)[0]
        except Exception as e:  # noqa: BLE001 - whatever is wrong with it, the window starts
            # unreadable: kept aside (never offered again), and said
            try:
                kept = Path(set_aside(path)).name
            except OSError:
                kept = None
            where = f", kept as {kept}" if kept else ""
            reason = e.reason if isinstance(e, PuzzleFormatError) else str(e) or type(e).__name__
            window.show_status(f"An autosave could not be read{where}: {reason}", LONG_STATUS_MS)
            return False
        import json

        try:
            meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
            if not isinstance(meta, dict):
                meta = {}
        except (OSError, ValueError):
            meta = {}
        original, index = _meta_path(meta.get("path")), meta.get("index")
        if isinstance(index, bool) or not isinstance(index, int) or index < 0:
            index = 0  # (damaged metadata: the first puzzle)
        if opening is not None and original and _same_file(opening, original):
            opening = None  # the file asked for is the one being restored
        try:
            saved: float | None = path.stat().st_mtime
        except OSError:
            saved = None
        self.offer = AutosaveOffer(
            doc.title, kind_of(doc.puzzle).describe(doc.puzzle), Path(original).name if original else None, saved
        )
        try:
            answer = window.ask_restore_autosave(Path(opening) if opening is not None else None)
        finally:
            self.offer = None
        if answer is None:
            return None
        if not answer:
            return False
        kind = kind_of(doc.puzzle)
        empty_rect = getattr(kind, "empty_rect", None)  # a rectangular kind (Suguru): the same width and height
        base = Document(empty_rect(doc.puzzle.size, doc.puzzle.height) if empty_rect else kind.empty(doc.puzzle.size))
        held = 0  # how many puzzles the file holds (0: not read)
        stamp = _stamp(original) if original else None
        known = meta.get("stamp")
        if stamp is not None and isinstance(known, list) and len(known) == 3 and all(
            isinstance(v, int) and not isinstance(v, bool) for v in known
        ):
            # the file as the work was based on it: changed since (another window saved it after the
            # crash), Save asks before it writes over those changes
            stamp = tuple(known)
        if original and os.path.isfile(original):
            try:
                docs = load_documents(original)
                held = len(docs)
                if 0 <= index < len(docs):
                    base = docs[index]
                else:
                    index = 0  # (the file no longer has that puzzle)
            except (PuzzleFormatError, ValueError, OSError):
                pass
        try:
            mode = Mode(meta.get("mode", Mode.PLAY.value))
        except ValueError:
            mode = Mode.PLAY
        # The file as saved (or an empty board) is the unmodified base; the autosave (its
        # title, author and notes too) is one undoable step on top of it, so the document
        # shows as modified.
        own = self.autosave_path()
        self._adopt_autosave(path, lock)
        _remove_files(own, own.with_suffix(".json"))
        window.set_document(base, original, mode=mode, index=index)
        self._puzzles_in_file = (self.path, held)
        self._on_disk = (self.path, stamp)
        self._session.replace(doc.puzzle, doc.state, DocInfo.of(doc))
        completion = getattr(window, "completion", None)
        if completion is not None:
            # the play clock as the autosave left it (not the file's), whether Solve filled the
            # grid in, and the hints applied
            completion.reset(doc.seconds, doc.solved_by_program, doc.hints)
        window.sync()
        if self._session.is_modified:
            self.write_autosave()  # the recovered work is on disk again, under this window's lock
        else:
            self.remove_autosave()  # the autosave held nothing beyond the saved file
        window.show_status("Restored unsaved work from the last session", LONG_STATUS_MS)
        return True

    def shutdown(self) -> None:
        """A clean end: no more autosaves; this window's autosave is removed and its lock freed."""
        self._closed = True
        self.autosave_timer.stop()
        self.clock_timer.stop()
        if self.autosave_enabled:
            self.remove_autosave()
            if self._autosave_lock is not None:
                _release(self._autosave_lock, self._autosave_file)
                self._autosave_lock = None

    # ==========================================================================================
    # the questions' dialogs (the window's ask_* methods show them; tests replace those); each
    # is a function of gui/file_dialogs.py, loaded when the first dialog shows
    # ==========================================================================================
    def unsaved_question(self) -> str:
        """The unsaved-changes question; for a solved grid it says that the puzzle is solved and
        that what is unsaved is the puzzle itself (its clues, title or notes)."""
        if grid_is_solved(self._session.state):
            return "The puzzle is solved, but the puzzle itself (its clues, title or notes) is not saved. Save it?"
        return "Do you want to save them?"

    def dialog_dir(self) -> str:
        """Where file dialogs start: the document's folder, else the last recent file's."""
        if self.path is not None:
            return str(self.path.parent)
        recent = app_settings.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def suggested_stem(self) -> str:
        """The name Save As and the exports suggest, without a suffix: the file's own, else the
        title (without characters a file name cannot hold), else the kind and size
        ("sudoku-9x9", "suguru-7x5")."""
        if self.path:
            if self.path.suffix.lower() == NATIVE_SUFFIX and self.puzzles_in_file() > 1:
                return f"{self.path.stem}-{self.path_index + 1}"  # not the list of puzzles it came from
            return self.path.stem
        title = "".join(" " if c in _NOT_IN_NAMES or ord(c) < 32 else c for c in self._session.info.title or "")
        title = " ".join(title.split()).strip(" .")[:80].strip(" .")
        if title:
            return title
        puzzle = self._session.puzzle
        return f"{puzzle.kind}-{puzzle.size}x{puzzle.height}"

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
