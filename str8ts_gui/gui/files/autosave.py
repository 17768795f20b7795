"""The autosave: writing it, its lock files and the recovery of a killed window's work.

Every window writes its own autosave (``autosave-<id>.str8ts``, with a ``.json`` of metadata
beside it) and holds ``autosave-<id>.lock`` while it runs (:class:`.file_actions.FileActions`
says when, and removes it). Here: writing it (:func:`write_autosave`), the lock files (taking
one, freeing it, telling a lock left by a killed window from a running window's:
:func:`lock_is_stale`), and at a window's start the offer of the work killed windows left
(:func:`restore_autosave`, the question's :class:`AutosaveOffer`). ``FileActions``'
``write_autosave``, ``restore_autosave`` and ``remove_stale_locks`` hand over here. Loaded by a
window that autosaves (the user's), not by a screenshot's or a test's window without autosave.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock (Qt's own lock handling covers it there)
    fcntl = None  # type: ignore[assignment]

from PySide6.QtCore import QLockFile, QSysInfo

from str8ts_gui.core.document import Document, dumps_document, load_documents
from str8ts_gui.core.files import PuzzleFormatError, remove_stale_temporaries, set_aside, write_text_atomic
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.session import DocInfo, Mode
from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.files.file_actions import AUTOSAVE_PREFIX, AUTOSAVE_SUFFIX, _reason, _remove_files, _same_file, _stamp
from str8ts_gui.gui.panels.status_bar import LONG_STATUS_MS

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
    remove_stale_locks()
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
        answer = _offer_autosave(self, path, lock, opening)
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
    _adopt_autosave(self, path, lock)
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


# -- writing the autosave (FileActions' _claim_autosave and write_autosave hand over here) --------
# Every window writes its own autosave-<id>.str8ts (with a .json of metadata beside it) and
# holds autosave-<id>.lock while it runs, so two running copies never share a file. At start
# only autosaves whose lock is stale (the process that wrote them is gone) are offered back.
def claim_autosave(self) -> None:
    """Take a fresh autosave file name and lock it for as long as this window lives."""
    # 32 random hex digits, as uuid4().hex has (the uuid module costs 6 ms of the start)
    path = app_settings.data_dir() / f"{AUTOSAVE_PREFIX}-{os.urandom(16).hex()}{AUTOSAVE_SUFFIX}"
    lock = _autosave_lock(path)
    if not lock.tryLock(0):  # cannot happen for a fresh name unless the directory is read-only
        lock = None
    _adopt_autosave(self, path, lock)


def _adopt_autosave(self, path: Path, lock: QLockFile | None) -> None:
    old, old_file = self._autosave_lock, self._autosave_file
    self._autosave_file = path
    self._autosave_lock = lock
    if lock is not None:
        _HELD_LOCKS.add(str(path.with_suffix(".lock")))
    if old is not None and old is not lock:
        _release(old, old_file)


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
            _write_autosave_files(self, meta)
        except FileNotFoundError:
            if self._autosave_file.parent.is_dir():
                raise
            _remake_autosave_folder(self)  # deleted while the window runs (a clean-up)
            _write_autosave_files(self, meta)
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
