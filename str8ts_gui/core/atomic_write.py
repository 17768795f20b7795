"""Writing a file atomically (every save of the program): the new content goes to a locked
temporary file beside the old, which it then replaces; the temporary files interrupted saves
left are found and removed, and a file that cannot be used is set aside under a new name.

:mod:`str8ts_gui.core.files` gives these names too, loading this module at their first use: a
start that writes nothing never loads it.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time


# the temporary file of a save of ``name``: ``.name.`` + mkstemp's random part + ``.tmp``
_TEMPORARY = ".{}.*.tmp"
# a temporary file no live save holds is stale; where that cannot be asked (no file locks), one
# older than this many seconds is
STALE_SECONDS = 3600


def _is_stale(path: str) -> bool:
    """True when no save is writing the temporary file ``path`` (its writer holds a lock on it)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        try:
            return time.time() - os.stat(path).st_mtime > STALE_SECONDS
        except OSError:
            return False
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False  # a save in progress holds it
    finally:
        os.close(fd)
    return True


def remove_stale_temporaries(directory: str | os.PathLike[str], name: str | None = None) -> int:
    """Remove the temporary files that interrupted saves (of ``name``, or of any file) left in
    ``directory``; how many went."""
    import fnmatch

    pattern = _TEMPORARY.format(glob_escape(name) if name is not None else "*")
    removed = 0
    try:
        names = os.listdir(directory)
    except OSError:
        return 0
    for entry in names:
        if not fnmatch.fnmatchcase(entry, pattern):
            continue
        path = os.path.join(directory, entry)
        if os.path.isfile(path) and not os.path.islink(path) and _is_stale(path):
            try:
                os.unlink(path)
                removed += 1
            except OSError:
                pass
    return removed


def glob_escape(name: str) -> str:
    """``name`` with the characters that fnmatch reads as a pattern escaped."""
    return re.sub(r"([*?\[])", r"[\1]", name)


def set_aside(path: str | os.PathLike[str], suffix: str = ".damaged") -> str:
    """Rename a file that cannot be used (a bad autosave) so that it is kept but no longer
    found: ``name`` + ``suffix`` (+ a number if that is taken); the new path."""
    path = os.fspath(path)
    target = path + suffix
    k = 1
    while os.path.lexists(target):
        k += 1
        target = f"{path}{suffix}-{k}"
    os.replace(path, target)
    return target


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new content, never a mix.

    The new content is flushed and fsynced to a temporary file beside ``path`` (locked while it
    is written), which then replaces it; an existing file's permissions are kept. A symbolic link
    is written through: its target gets the content, the link stays. A read-only file is refused
    (PermissionError). Temporary files that earlier interrupted saves of ``path`` left are removed.
    On failure the temporary file is removed and the OSError names ``path`` (never the temporary
    file).
    """
    given = os.fspath(path)
    path = os.path.realpath(given) if os.path.islink(given) else given
    try:
        mode: int | None = os.stat(path).st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        raise IsADirectoryError(errno.EISDIR, "a folder of that name is there, not a file", given) if stat.S_ISDIR(
            mode
        ) else OSError(errno.EINVAL, "not a regular file but a device, pipe or socket", given)
    if mode is not None and not mode & 0o222:
        raise PermissionError(errno.EACCES, "the file is read-only", given)
    directory = os.path.dirname(os.path.abspath(path))
    remove_stale_temporaries(directory, os.path.basename(path))
    import tempfile  # (only a save needs it: not every command-line start)

    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tmp", dir=directory)
    except OSError as e:
        raise OSError(e.errno, e.strerror or str(e), given) from e
    try:
        with os.fdopen(fd, "wb") as f:
            _lock(f.fileno())
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            new_mode = mode & 0o7777
        else:
            umask = os.umask(0)
            os.umask(umask)
            new_mode = 0o666 & ~umask
        os.chmod(tmp, new_mode)
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError) and e.errno is not None:
            raise OSError(e.errno, e.strerror or os.strerror(e.errno), given) from e
        raise


def _lock(fd: int) -> None:
    """Mark a temporary file as being written (see :func:`_is_stale`)."""
    try:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (ImportError, OSError):  # pragma: no cover - no file locks here
        pass


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write UTF-8 text atomically (see :func:`write_bytes_atomic`); newlines are kept as given."""
    write_bytes_atomic(path, text.encode("utf-8"))
