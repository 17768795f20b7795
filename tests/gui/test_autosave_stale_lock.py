"""Autosave locks left by killed windows: they are recognised as stale (by the flock a running
window holds, and by process id) and the work they guarded is offered back; a lock that a
running process holds is never broken."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSysInfo

from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui.files import autosave as autosave_locks
from str8ts_gui.gui import settings

from gui_helpers import new_window

LINUX = sys.platform.startswith("linux")

# A child process that takes the lock the way a window does (QLockFile) and then waits.
HOLDER = """
import sys, time
from PySide6.QtCore import QCoreApplication, QLockFile
app = QCoreApplication(sys.argv[:1])
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("locked" if lock.tryLock(0) else "failed", flush=True)
time.sleep(120)
"""
SLEEPER = "import time; print('up', flush=True); time.sleep(120)"


def leave_autosave(digit: int = 5) -> Path:
    """An autosave file as a killed window leaves it (a 6 x 6 with ``digit`` in its first cell)."""
    path = settings.data_dir() / "autosave-0badc0ffee.str8ts"
    path.write_text(dumps_document(Document(Puzzle.empty(6).with_cell(0, clue=digit))), encoding="utf-8")
    return path


def write_lock(lock: Path, pid: int, app: str | None = None, *, age_s: float = 3600.0) -> None:
    """A lock file in Qt's format naming process ``pid``, written ``age_s`` seconds ago."""
    host_id = bytes(QSysInfo.machineUniqueId().data()).decode()
    boot_id = bytes(QSysInfo.bootUniqueId().data()).decode()
    app = app if app is not None else process_name(pid)
    lock.write_text(f"{pid}\n{app}\n{QSysInfo.machineHostName()}\n{host_id}\n{boot_id}\n", encoding="utf-8")
    backdate(lock, age_s)


def backdate(path: Path, age_s: float) -> None:
    then = time.time() - age_s
    os.utime(path, (then, then))


def process_name(pid: int) -> str:
    """The name Qt compares with the lock's application name (the executable's file name)."""
    try:
        return Path(os.readlink(f"/proc/{pid}/exe")).name
    except OSError:
        return Path(sys.executable).name


def spawn(code: str, *args: str) -> subprocess.Popen:
    child = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, text=True)
    line = child.stdout.readline().strip()
    assert line in ("locked", "up"), line
    return child


def end(child: subprocess.Popen) -> None:
    if child.poll() is None:
        child.kill()
    child.wait(10)
    child.stdout.close()


@pytest.fixture
def children():
    started: list[subprocess.Popen] = []
    yield started
    for child in started:
        end(child)


def assert_offered(qtbot, dialogs, digit: int = 5) -> None:
    dialogs.restore_answer = True
    w = new_window(qtbot)
    assert dialogs.restore_asked == 1
    assert w.controller.session.puzzle.size == 6 and w.controller.session.puzzle.clues[0] == digit
    assert w.isWindowModified()


def test_lock_of_a_killed_window_is_broken_and_its_work_offered_back(qtbot, dialogs, children) -> None:
    autosave = leave_autosave()
    lock = autosave.with_suffix(".lock")
    child = spawn(HOLDER, str(lock))
    children.append(child)
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    assert lock.exists()  # a kill leaves the lock file behind
    assert_offered(qtbot, dialogs)


def test_lock_naming_this_very_process_is_stale(qtbot, dialogs) -> None:
    # After a restart (a container, a reboot of the pid counter) the new window may get the id
    # of the window that was killed: that lock is no window's of this process, so it is stale.
    autosave = leave_autosave(3)
    write_lock(autosave.with_suffix(".lock"), os.getpid())
    assert_offered(qtbot, dialogs, 3)


@pytest.mark.skipif(not LINUX, reason="process start times come from /proc")
def test_lock_whose_process_id_was_given_to_a_later_process_is_stale(qtbot, dialogs, children) -> None:
    child = spawn(SLEEPER)  # a process of the same program, started after the lock was written
    children.append(child)
    autosave = leave_autosave(6)
    write_lock(autosave.with_suffix(".lock"), child.pid)
    assert_offered(qtbot, dialogs, 6)


def test_empty_lock_file_left_by_a_kill_while_writing_is_stale(qtbot, dialogs) -> None:
    autosave = leave_autosave(2)
    lock = autosave.with_suffix(".lock")
    lock.write_bytes(b"")
    backdate(lock, 60)
    assert_offered(qtbot, dialogs, 2)


def test_lock_held_by_a_running_process_is_kept(qtbot, dialogs, children) -> None:
    autosave = leave_autosave()
    lock = autosave.with_suffix(".lock")
    children.append(spawn(HOLDER, str(lock)))
    backdate(lock, 3600)
    dialogs.restore_answer = True
    w = new_window(qtbot)
    assert dialogs.restore_asked == 0
    assert w.controller.session.puzzle == Puzzle.empty(9)
    assert lock.exists() and autosave.exists()
    assert "running" in w.status_message()


@pytest.mark.skipif(os.name != "posix", reason="process ids are probed with POSIX signals")
def test_without_flock_the_process_id_decides(qtbot, dialogs, children, monkeypatch) -> None:
    # A file system without flock(): only the process id tells a killed window from a live one.
    monkeypatch.setattr(autosave_locks, "_native_lock_held", lambda _path: None)
    monkeypatch.setattr(autosave_locks, "STALE_LOCK_GRACE_S", 0.0)
    live = spawn(SLEEPER)
    children.append(live)
    dead = spawn(SLEEPER)
    end(dead)
    live_lock = settings.data_dir() / "autosave-live.lock"
    dead_lock = settings.data_dir() / "autosave-dead.lock"
    write_lock(live_lock, live.pid, age_s=0)
    write_lock(dead_lock, dead.pid, age_s=0)
    assert not autosave_locks.lock_is_stale(live_lock)
    assert autosave_locks.lock_is_stale(dead_lock)
    # the autosave of the dead one is offered back
    autosave = leave_autosave(4)
    os.replace(dead_lock, autosave.with_suffix(".lock"))
    assert_offered(qtbot, dialogs, 4)
    assert live_lock.exists()


@pytest.mark.skipif(not LINUX, reason="zombie processes are seen in /proc")
def test_killed_process_not_yet_collected_by_its_parent_is_gone(qtbot, dialogs, children, monkeypatch) -> None:
    monkeypatch.setattr(autosave_locks, "_native_lock_held", lambda _path: None)
    child = spawn(SLEEPER)
    children.append(child)
    autosave = leave_autosave(1)
    lock = autosave.with_suffix(".lock")
    write_lock(lock, child.pid, age_s=0)
    os.kill(child.pid, signal.SIGKILL)  # no wait(): a zombie until the fixture collects it
    qtbot.waitUntil(lambda: Path(f"/proc/{child.pid}/stat").read_text().split(")")[1].split()[0] == "Z")
    backdate(lock, 60)
    assert autosave_locks.lock_is_stale(lock)
    assert_offered(qtbot, dialogs, 1)


def test_young_lock_file_is_never_broken(monkeypatch) -> None:
    # a window may be creating its lock this very moment: give it time
    monkeypatch.setattr(autosave_locks, "_native_lock_held", lambda _path: False)
    lock = settings.data_dir() / "autosave-young.lock"
    lock.write_bytes(b"")
    assert not autosave_locks.lock_is_stale(lock)
    backdate(lock, 60)
    assert autosave_locks.lock_is_stale(lock)


def test_locks_of_killed_windows_without_an_autosave_are_removed(qtbot, dialogs, children) -> None:
    holder_lock = settings.data_dir() / "autosave-running.lock"
    children.append(spawn(HOLDER, str(holder_lock)))
    backdate(holder_lock, 3600)
    orphan = settings.data_dir() / "autosave-killed.lock"
    write_lock(orphan, os.getpid())
    w = new_window(qtbot)
    assert not orphan.exists()
    assert holder_lock.exists()
    # this window's own lock is untouched
    assert w.autosave_path().with_suffix(".lock").exists()


def test_own_windows_locks_are_never_stale(qtbot) -> None:
    a = new_window(qtbot)
    b = new_window(qtbot)
    for w in (a, b):
        lock = w.autosave_path().with_suffix(".lock")
        backdate(lock, 3600)
        assert not autosave_locks.lock_is_stale(lock)
    assert QCoreApplication.applicationPid() == os.getpid()
