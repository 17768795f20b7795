"""``str8ts scan PICTURE [--kind str8ts|sudoku|suguru] [--json]``: read a puzzle from a picture
(a file, or ``-``: its bytes from standard input).

Prints the puzzle in its kind's own text form: the one-line form for Str8ts and Sudoku (``#``
and ``a``-``i`` for Str8ts black cells and black clues, ``.`` empty), the comma-separated region
text with a ``#`` title line for Suguru. ``--json`` prints one object instead:
``{"kind", "puzzle", "size", "uncertain": [cells read with low confidence], "ms"}``.

Exit codes: 0 read (a reading that still has no solution is printed all the same, with a note on
stderr), 2 no puzzle could be read (no grid found, a file that is no picture or cannot be read)
or bad usage. The reader (OpenCV, numpy) loads only when this command runs, and this module too
(its options are :mod:`str8ts_gui.cli.parser`'s).
"""

from __future__ import annotations

import sys

from str8ts_gui.core.puzzle import cell_name

__all__ = ["cmd_scan"]

EXIT_OK, EXIT_INPUT = 0, 2


def cmd_scan(args, out=None, err=None) -> int:
    """Run ``str8ts scan`` with parsed ``args``."""
    out = out or sys.stdout
    err = err or sys.stderr
    from str8ts_gui.scan import ScanError, read_picture

    try:
        if args.picture == "-":  # the picture's bytes from standard input, as '-' is for SRC
            reading = read_picture(_stdin_bytes(ScanError), args.kind, name=STDIN)
        else:
            reading = read_picture(args.picture, args.kind)
    except ScanError as e:
        print(f"str8ts scan: {e}{_web_hint(args.picture)}", file=err)
        return EXIT_INPUT
    if args.json:
        print(reading.json_text(), file=out)
    else:
        print(reading.text(), file=out)
    _notes(reading, err)
    return EXIT_OK


STDIN = "<stdin>"


def _web_hint(picture: str) -> str:
    """For a web address given as PICTURE (no such file): how to read it, as the reference shows."""
    import os

    if picture.lower().startswith(("http://", "https://")) and not os.path.exists(picture):
        return " (a web address: scan reads a file; fetch it and pipe it in: curl -s URL | str8ts scan -)"
    return ""


def _stdin_bytes(ScanError) -> bytes:
    """Standard input's bytes (``scan -``), refused as a file would be when it cannot be read or
    is larger than any picture the reader takes."""
    from str8ts_gui.scan.picture import MAX_BYTES

    buffer = getattr(sys.stdin, "buffer", None) if sys.stdin is not None else None
    if buffer is None:  # standard input closed (`<&-`)
        raise ScanError(f"{STDIN}: cannot read standard input: it is closed")
    try:
        data = buffer.read(MAX_BYTES + 1)
    except OSError as e:  # (a directory or a device that refuses to be read)
        raise ScanError(f"{STDIN}: cannot read standard input: {e.strerror or e}") from None
    if len(data) > MAX_BYTES:
        raise ScanError(f"{STDIN}: the input is too large for a picture (over {MAX_BYTES // (1024 * 1024)} MB)")
    return data


def _notes(reading, err) -> None:
    """What the user should check, on stderr (the puzzle itself goes to stdout)."""
    from str8ts_gui.solver.sat import solve
    from str8ts_gui.solver.common import Status

    if getattr(reading, "turned", 0):
        from str8ts_gui.scan.reader import turned_words

        print(f"str8ts scan: {turned_words(reading.turned)}", file=err)
    if reading.uncertain:
        names = ", ".join(cell_name(i, reading.puzzle.size) for i in reading.uncertain)
        print(f"str8ts scan: check {names} (read with low confidence)", file=err)
    if solve(reading.puzzle, limit=1).status is Status.NONE:
        print("str8ts scan: the puzzle as read has no solution; compare it with the picture", file=err)
