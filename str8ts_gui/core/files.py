"""Files: the one error type for bad input, reading text files, and atomic writes.

Every reader raises :class:`PuzzleFormatError` naming the source, and where known the line and
column, of what is wrong; a save never leaves a half-written file behind.
"""

from __future__ import annotations

import errno
import os
import tempfile

__all__ = ["PuzzleFormatError", "decode_text", "is_link", "read_text_file", "write_bytes_atomic", "write_text_atomic"]


class PuzzleFormatError(ValueError):
    """Bad puzzle text or file, with where it was found."""

    def __init__(
        self,
        reason: str,
        *,
        source: str = "<string>",
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.reason = reason
        self.source = source
        self.line = line
        self.column = column
        what, sep, accepted = reason.partition("; accepted: ")  # the column goes before that list
        text = f"{source}: line {line}: {what}" if line is not None else f"{source}: {what}"
        if line is not None and column is not None:
            text += f" (column {column})"
        super().__init__(text + sep + accepted)


def decode_text(data: bytes, *, source: str, what: str = "file") -> str:
    """UTF-8 bytes (a leading byte-order mark is dropped) as text with ``\\n`` line ends."""
    bom = b"\xef\xbb\xbf"
    skip = len(bom) if data.startswith(bom) else 0
    try:
        text = data[skip:].decode("utf-8")
    except UnicodeDecodeError as e:
        raise PuzzleFormatError(
            f"cannot read {what}: not UTF-8 text (byte 0x{e.object[e.start]:02x} at offset {skip + e.start})",
            source=source,
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_text_file(path: str | os.PathLike[str]) -> str:
    """The text of a file (see :func:`decode_text`); any problem raises :class:`PuzzleFormatError`."""
    source = str(path)
    try:
        if os.path.isdir(path):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise PuzzleFormatError(f"cannot read file: {e.strerror or e}", source=source) from None
    return decode_text(data, source=source)


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new content, never a mix.

    The new content is flushed and fsynced to a temporary file beside ``path``, which then
    replaces it; an existing file's permissions are kept. On failure the temporary file is
    removed and the OSError names ``path`` (never the temporary file).
    """
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tmp", dir=directory)
    except OSError as e:
        raise OSError(e.errno, e.strerror or str(e), path) from e
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError) and e.errno is not None:
            raise OSError(e.errno, e.strerror or os.strerror(e.errno), path) from e
        raise


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write UTF-8 text atomically (see :func:`write_bytes_atomic`); newlines are kept as given."""
    write_bytes_atomic(path, text.encode("utf-8"))


# what marks a command-line argument as a web link to a puzzle rather than a file name
_LINK_MARKS = ("://", "?load=", "sudokupad.app/", "f-puzzles.com/")


def is_link(arg: str | None) -> bool:
    """True for a web link to a puzzle (an f-puzzles or SudokuPad link), not a file name."""
    return arg is not None and any(mark in arg for mark in _LINK_MARKS)
