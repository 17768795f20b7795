"""Files: the one error type for bad input, reading text files, and atomic writes (in
:mod:`str8ts_gui.core.atomic_write`, loaded at the first write; their names are here too).

Every reader raises :class:`PuzzleFormatError` naming the source, and where known the line and
column (or, in JSON, the field), of what is wrong; a long value quoted in a message is cut
short. A save never leaves a half-written file behind, writes through a symbolic link to its
target, refuses a read-only file, and removes the temporary files an interrupted save of the same
path left behind.
"""

from __future__ import annotations

import errno
import os
import re
from typing import Callable, TypeVar

T = TypeVar("T")

__all__ = [
    "PuzzleFormatError",
    "comment_text",
    "decode_text",
    "field_line",
    "is_link",
    "no_puzzle_found",
    "read_or_report",
    "read_text_file",
    "remove_stale_temporaries",
    "set_aside",
    "write_bytes_atomic",
    "write_text_atomic",
]

# the atomic writes (core/atomic_write.py), loaded at the first one
_WRITING_NAMES = ("STALE_SECONDS", "glob_escape", "remove_stale_temporaries", "set_aside", "write_bytes_atomic", "write_text_atomic")


def __getattr__(name: str):
    if name in _WRITING_NAMES:
        from str8ts_gui.core import atomic_write

        return getattr(atomic_write, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# a value quoted in a message (repr of a string) longer than this is cut to its first characters
MAX_QUOTED = 60
# so is a run of characters without a space (an echoed number, a token of a garbled line)
MAX_WORD = 100
# (patterns, compiled by re's cache the first time a long message is cut: most runs never do)
_QUOTED = r"'(?:[^'\\\n]|\\.){%d,}'|\"(?:[^\"\\\n]|\\.){%d,}\"" % (MAX_QUOTED + 1, MAX_QUOTED + 1)
_WORD = r"[^\s'\"]{%d,}" % (MAX_WORD + 1)
# the longest list of accepted forms a reader appends to a message (a longer one is no such list)
_MAX_ACCEPTED = 1000


def _cut(reason: str) -> str:
    """``reason`` with every long quoted value and long word cut short, their length said."""

    def quoted(m: re.Match) -> str:
        text = m.group()
        return f"{text[: MAX_QUOTED - 20]}...{text[0]} ({len(text) - 2:,} characters)"

    def word(m: re.Match) -> str:
        return f"{m.group()[: MAX_WORD - 40]}... ({len(m.group()):,} characters)"

    if len(reason) <= MAX_QUOTED:
        return reason
    return re.sub(_WORD, word, re.sub(_QUOTED, quoted, reason))


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
        # (the list of forms a reader appends is the program's own text, never cut: its quoted
        # characters such as '.' and '|' are no values)
        what, sep, accepted = reason.partition("; accepted: ")
        reason = _cut(reason) if len(accepted) > _MAX_ACCEPTED else _cut(what) + sep + accepted
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
    """UTF-8 bytes (a leading byte-order mark is dropped) as text with ``\\n`` line ends; bytes
    that start with a UTF-16 byte-order mark (Windows Notepad's "Unicode") as UTF-16."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as e:
            raise PuzzleFormatError(
                f"cannot read {what}: it starts as UTF-16 text but is not (bytes at offset {e.start})", source=source
            ) from None
        return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    bom = b"\xef\xbb\xbf"
    skip = len(bom) if data.startswith(bom) else 0
    try:
        text = data[skip:].decode("utf-8")
    except UnicodeDecodeError as e:
        offset = skip + e.start
        line_start = data.rfind(b"\n", 0, offset) + 1
        column = len(data[max(line_start, skip) : offset].decode("utf-8", errors="replace")) + 1
        raise PuzzleFormatError(
            f"cannot read {what}: not UTF-8 text (byte 0x{e.object[e.start]:02x} at offset {offset})",
            source=source,
            line=data.count(b"\n", 0, offset) + 1,
            column=column,
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_or_report(line: int, read: Callable[[], T], *, keep_going: bool) -> tuple[int, T | PuzzleFormatError]:
    """``(line, read())``; when that raises PuzzleFormatError, with ``keep_going`` (a reader
    going on after a bad puzzle of many) ``(line, the error)``, else the error is raised."""
    try:
        return line, read()
    except PuzzleFormatError as e:
        if not keep_going:
            raise
        return line, e


def raise_error(error: Exception):
    """Raise ``error`` (a reader's deferred error, for :func:`read_or_report`)."""
    raise error


def other_kind_error(found: str, what: str, among: str, *, source: str, line: int) -> PuzzleFormatError:
    """A puzzle line of kind ``found`` in a text of ``among`` puzzles (``what`` tells it)."""
    return PuzzleFormatError(
        f"a {found} line ({what}) among {among} puzzles: keep the {found} in a file of their own",
        source=source,
        line=line,
    )


def comment_text(stripped: str) -> str | None:
    """The text of a comment line of a puzzle file (without its ``;`` or ``//``), or None if
    the (stripped) line is not one: the text forms of every kind share these comments."""
    if stripped.startswith(";"):
        return stripped[1:].strip()
    if stripped.startswith("//"):
        return stripped[2:].strip()
    return None


def no_puzzle_found(text: str, *, source: str, accepted: str = "") -> PuzzleFormatError:
    """The error for a text without a puzzle, naming its last line (an empty text has none)."""
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        reason = "no puzzle found: the text is empty"
        line = None
    else:
        reason = f"no puzzle found in lines 1 to {len(lines)} (only blank lines and comments)"
        line = len(lines)
    return PuzzleFormatError(f"{reason}; {accepted}" if accepted else reason, source=source, line=line)


def field_line(text: str, reason: str) -> int | None:
    """The line of ``text`` (a JSON document) where the field a message names is: the first
    field of a path such as ``field 'constraints': [3].cells`` or ``killercage[2].value``, as a
    key ``"name":``; else the line of the opening brace; None when there is none."""
    for name in re.findall(r"[A-Za-z_+\-][\w+\-]*", reason):
        m = re.search(r'"%s"\s*:' % re.escape(name), text)
        if m is not None:
            return text.count("\n", 0, m.start()) + 1
    brace = text.find("{")
    return text.count("\n", 0, brace) + 1 if brace >= 0 else None


# the first bytes of the pictures and documents a puzzle file may be mistaken for (a photo or
# screenshot of a puzzle, render's and Export's own files)
_PICTURE_SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "a PNG picture"), (b"\xff\xd8\xff", "a JPEG picture"), (b"II*\x00", "a TIFF picture"),
    (b"MM\x00*", "a TIFF picture"), (b"GIF8", "a GIF picture"), (b"BM", "a BMP picture"), (b"%PDF", "a PDF document"),
)


def picture_name(head: bytes) -> str | None:
    """What a file starting with ``head`` (its first 16 bytes or more) is when it is a picture or a
    PDF (``a PNG picture``, ``a PDF document``), else None."""
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "a WebP picture"
    return next((name for sig, name in _PICTURE_SIGNATURES if head.startswith(sig)), None)


def file_picture_name(path: str | os.PathLike[str]) -> str | None:
    """:func:`picture_name` of the file at ``path`` (None when it cannot be read, or is no
    regular file: a pipe or device is never opened, reading one may wait for ever)."""
    try:
        if not os.path.isfile(path):
            return None
        with open(path, "rb") as f:
            return picture_name(f.read(16))
    except (OSError, ValueError):  # (a pipe read already, a device, a folder)
        return None


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


# what marks a command-line argument as a web link to a puzzle rather than a file name
_LINK_MARKS = ("://", "?load=", "sudokupad.app/", "f-puzzles.com/")


def is_link(arg: str | None) -> bool:
    """True for a web link to a puzzle (an f-puzzles or SudokuPad link), not a file name."""
    return arg is not None and any(mark in arg for mark in _LINK_MARKS)
