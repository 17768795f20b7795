"""Reading and writing puzzles: puzzle strings, grids, str8ts.com strings and native save files.

:func:`iter_documents` is the one reader of all of them (files, standard input, command-line
arguments and the clipboard): it tells the forms apart by themselves, see its docstring.

Puzzle string: n*n characters row by row from the top-left. ``1``-``9`` white clue, ``.`` empty
white (``0`` and ``*`` are accepted on input), ``#`` empty black, ``a``-``i`` black cell holding
1-9. Boards beyond 9 x 9 (up to 16 x 16) write 10, 11, ... as ``A``, ``B``, ... in white cells and
``j``, ``k``, ... in black ones. The native save file is versioned JSON (see :func:`dumps_document`).
"""

from __future__ import annotations

import re
import struct
from functools import partial
from typing import Iterator, Sequence

from str8ts_gui.core.document import Document, iter_documents, loads_document_line, meta_comment, with_meta
from str8ts_gui.core.files import PuzzleFormatError, comment_text, no_puzzle_found, read_or_report
from str8ts_gui.core.puzzle import (
    BLACK_CHARS,
    MAX_SIZE,
    MIN_SIZE,
    WHITE_CHARS,
    PlayState,
    Puzzle,
    cell_char,
    cell_name,
)

__all__ = [
    "parse_grid",
    "parse_line",
    "parse_link",
    "parse_packed",
    "parse_text",
    "read",
    "to_grid",
    "to_line",
    "to_packed",
    "to_str8tscom",
    "values_line",
]

SIZES = range(MIN_SIZE, MAX_SIZE + 1)
_SIDE_OF = {n * n: n for n in SIZES}  # a puzzle string's length: its board's side
# forms that write one decimal digit a cell (str8ts.com strings and links) stop at 9 x 9
DIGIT_SIZES = range(MIN_SIZE, 10)
_EMPTY_WHITE = ".0*"
# what the reader takes, appended to the errors that say a text is not a puzzle at all
ACCEPTED = (
    "accepted: a puzzle string (n*n characters), a grid (n lines of n characters), "
    "str8ts.com digits (2*n*n), a packed string (T9B...), a player link (...?bd=...) "
    "or a .str8ts JSON document"
)
_LENGTH_ERROR = (
    "expected a puzzle of n*n characters for a board of 4 x 4 to 16 x 16 (16, 25, 36, 49, 64, 81, ... 256), "
    "got {}; " + ACCEPTED
)
# the characters of a 4 x 4 puzzle string (a line of 16 of them is a 4 x 4 puzzle, not a 16 x 16 row)
_SMALL_CHARS = frozenset(_EMPTY_WHITE + WHITE_CHARS[:4] + "#" + BLACK_CHARS[:4])


# -- writing ------------------------------------------------------------------------------


# a cell's character by colour and digit: _CELL_CHARS[black][digit] (what grid_line writes)
_CELL_CHARS = ("." + WHITE_CHARS, "#" + BLACK_CHARS)


def to_line(puzzle: Puzzle) -> str:
    """The n*n puzzle string."""
    chars = _CELL_CHARS
    return "".join([chars[b][v] for b, v in zip(puzzle.black, puzzle.clues)])


def line_with_values(puzzle: Puzzle, values: Sequence[int]) -> str:
    """``to_line(puzzle.with_values(values))`` without the copy: the puzzle string whose white
    cells hold ``values`` (a 0 keeps the clue), for values that are digits of the board (a
    solver's solution; :meth:`Puzzle.with_values` is the one that checks them)."""
    chars = _CELL_CHARS
    return "".join([chars[b][v if v and not b else c] for b, c, v in zip(puzzle.black, puzzle.clues, values)])


def to_grid(puzzle: Puzzle) -> str:
    """The puzzle string as n lines of n characters (no trailing newline)."""
    line, n = to_line(puzzle), puzzle.size
    return "\n".join(line[r * n : (r + 1) * n] for r in range(n))


# the comment line above a puzzle string or grid that names its kind (see
# str8ts_gui.core.document.marked_kind): written above a Str8ts without black cells, which
# would otherwise read back as a Sudoku
KIND_COMMENT = "; kind: str8ts"


def kind_marked(text: str, puzzle: Puzzle) -> str:
    """``text`` (the puzzle string or grid of ``puzzle``) with :data:`KIND_COMMENT` above it
    when it would read back as another kind: a Str8ts without black cells, of a size a Sudoku
    has, is digits and dots as a Sudoku line is. A text with a black cell, or one that reads
    back as Str8ts anyway (5 x 5, 7 x 7), is left as it is."""
    if any(puzzle.black):
        return text
    from str8ts_gui.core.document import detect_kind

    if detect_kind(text) == "str8ts":
        return text
    return f"{KIND_COMMENT}\n{text}"


def to_marked_grid(puzzle: Puzzle) -> str:
    """The grid as a text of its own: see :func:`kind_marked`."""
    return kind_marked(to_grid(puzzle), puzzle)


def to_str8tscom(puzzle: Puzzle) -> str:
    """The str8ts.com unpacked string: n*n cell digits, then n*n black flags (up to 9 x 9)."""
    if puzzle.size > 9:
        raise ValueError(f"the str8ts.com form holds boards up to 9 x 9, not {puzzle.size} x {puzzle.size}")
    return "".join(str(v) for v in puzzle.clues) + "".join("1" if b else "0" for b in puzzle.black)


def values_line(puzzle: Puzzle, values: Sequence[int]) -> str:
    """Puzzle string whose white cells show ``values`` (a 0 keeps the cell's clue, or ``.``)."""
    n = puzzle.size
    if len(values) != n * n:
        raise ValueError(f"expected {n * n} values, got {len(values)}")
    chars = []
    for i, (black, clue) in enumerate(zip(puzzle.black, puzzle.clues)):
        v = values[i]
        if not black and not 0 <= v <= n:
            raise ValueError(f"{cell_name(i, n)}: value {v!r} out of range 0-{n}")
        chars.append(cell_char(black, clue if black else (v or clue)))
    return "".join(chars)


# -- parsing ------------------------------------------------------------------------------


# each character of a puzzle string: (black, digit)
_CELL_OF = {
    **{ch: (False, 0) for ch in _EMPTY_WHITE},
    **{ch: (False, k + 1) for k, ch in enumerate(WHITE_CHARS)},
    "#": (True, 0),
    **{ch: (True, k + 1) for k, ch in enumerate(BLACK_CHARS)},
}


# the same as bytes.translate tables (every known character is ASCII): a known character
# becomes the byte of its digit, or of its colour (0 white, 1 black)
_KNOWN = frozenset(_CELL_OF)
_DIGIT_OF = bytes(_CELL_OF[chr(b)][1] if chr(b) in _CELL_OF else 0 for b in range(256))
_BLACK_OF = bytes(_CELL_OF[chr(b)][0] if chr(b) in _CELL_OF else 0 for b in range(256))
# the characters of a board of each size: known, and no digit above the size
_CELLS_UP_TO = {n: frozenset(ch for ch, (_b, d) in _CELL_OF.items() if d <= n) for n in SIZES}


def _decode_chars(
    text: str, size: int, black: list[bool], clues: list[int], *, source: str, line: int, col0: int
) -> None:
    """Append the cells of ``text`` (whose first char is at 0-based column ``col0``)."""
    # every character known and no digit above the size: two translations (the loop below
    # names what is wrong otherwise)
    if _CELLS_UP_TO[size].issuperset(text):
        cells = text.encode("ascii")
        black.extend(struct.unpack(f"{len(cells)}?", cells.translate(_BLACK_OF)))  # (bools, as bool() of each byte)
        clues.extend(cells.translate(_DIGIT_OF))
        return
    for k, ch in enumerate(text):
        if ch in _EMPTY_WHITE:
            is_black, digit = False, 0
        elif ch in WHITE_CHARS:
            is_black, digit = False, WHITE_CHARS.index(ch) + 1
        elif ch == "#":
            is_black, digit = True, 0
        elif ch in BLACK_CHARS:
            is_black, digit = True, BLACK_CHARS.index(ch) + 1
        else:
            raise PuzzleFormatError(f"unknown character {ch!r}", source=source, line=line, column=col0 + k + 1)
        if digit > size:
            raise PuzzleFormatError(
                f"digit {digit} out of range 1-{size}", source=source, line=line, column=col0 + k + 1
            )
        black.append(is_black)
        clues.append(digit)


def _parse_unpacked(digits: str, *, source: str, line: int, col0: int) -> Puzzle:
    """Parse the 2*n*n digits of a str8ts.com string (``digits[0]`` at 0-based column ``col0``)."""
    n = next((s for s in DIGIT_SIZES if 2 * s * s == len(digits)), None)
    if n is None:
        raise PuzzleFormatError(
            f"expected a str8ts.com string of 32, 50, 72, 98, 128 or 162 digits, got {len(digits)}",
            source=source,
            line=line,
            column=col0 + 1,
        )
    n2 = n * n
    clues = []
    for k, ch in enumerate(digits[:n2]):
        if int(ch) > n:
            raise PuzzleFormatError(
                f"digit {ch} out of range 1-{n}", source=source, line=line, column=col0 + k + 1
            )
        clues.append(int(ch))
    black = []
    for k, ch in enumerate(digits[n2:], start=n2):
        if ch not in "01":
            raise PuzzleFormatError(
                f"black flag {ch!r} must be 0 or 1", source=source, line=line, column=col0 + k + 1
            )
        black.append(ch == "1")
    return Puzzle(n, tuple(black), tuple(clues))


def _is_digits(text: str) -> bool:
    """Whether ``text`` is ASCII digits ``0``-``9``, one at least (tested at once: a long line too)."""
    return text.isascii() and text.encode("ascii").isdigit()


def parse_line(text: str, *, source: str = "<string>", line: int = 1) -> Puzzle:
    """Parse a one-line puzzle: a puzzle string, a str8ts.com unpacked string (optionally
    ``name:`` prefixed), a packed string, a player link or a one-line JSON document."""
    return _line_document(text, source=source, line=line).puzzle


def _line_document(text: str, *, source: str, line: int) -> Document:
    """The document of a one-line form (see :func:`parse_line`); a packed string keeps the
    player's entries and pencil marks, a str8ts.com ``name:`` becomes the title."""
    stripped = text.strip()
    col0 = len(text) - len(text.lstrip())
    if stripped.startswith("{"):
        return loads_document_line(text, source=source, line=line, taken_for="str8ts")
    # (the two patterns looked for only where they can match: a packed string starts with its
    # variant letter, a link holds "bd=")
    if stripped[:1] in _VARIANTS and _PACKED_RE.match(stripped) and not any(k * k == len(stripped) for k in SIZES):
        puzzle, state = parse_packed(text, source=source, line=line)
        return Document(puzzle, state=state if any(state.entries) or any(state.marks) else None)
    if "bd=" in stripped and _LINK_RE.search(stripped):
        return Document(parse_link(stripped, source=source, line=line)[0])
    name, colon, rest = stripped.rpartition(":")
    digits = rest.lstrip()
    if colon and _is_digits(digits):
        col0 += len(stripped) - len(digits)
        return Document(_parse_unpacked(digits, source=source, line=line, col0=col0), title=name.strip())
    n = _SIDE_OF.get(len(stripped))
    if n is None:
        if _is_digits(stripped) and any(2 * s * s == len(stripped) for s in DIGIT_SIZES):
            return Document(_parse_unpacked(stripped, source=source, line=line, col0=col0))
        raise PuzzleFormatError(_LENGTH_ERROR.format(len(stripped)), source=source, line=line)
    black: list[bool] = []
    clues: list[int] = []
    _decode_chars(stripped, n, black, clues, source=source, line=line, col0=col0)
    return Document(Puzzle(n, tuple(black), tuple(clues)))


# -- str8ts.com packed string ("String Definitions 2.0") and player link ----------------------

_PACKED_RE = re.compile(r"^[TUBVX][4-9][A-Z](?:[0-9A-Za-z]{2})*$")
_LINK_RE = re.compile(r"[?&]bd=([^&#\s]*)")
_VARIANTS = {"T": "Str8ts", "U": "Str8ts X", "B": "B-Str8ts", "V": "BX-Str8ts", "X": "BX-Str8ts"}
_BASE36 = frozenset("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _cannot_read(reason: str) -> str:
    """``reason`` followed by the list of forms the reader takes."""
    return f"{reason}; {ACCEPTED}"


def parse_packed(text: str, *, source: str = "<string>", line: int = 1) -> tuple[Puzzle, PlayState]:
    """Read the packed str8ts.com string: a header such as ``T9B`` then 2 base-36 digits a cell.

    Cell values: 0 empty white, 1-9 white clue, 10 empty black, 11-19 black clue, 20-28 a
    player's digit 1-9, 29 and up pencil marks (value - 29 as a bitmask, bit k for digit k+1).
    Only plain Str8ts (``T``) is read; the other variants are refused by name.
    """
    stripped = text.strip()
    col0 = len(text) - len(text.lstrip())
    if len(stripped) < 3:
        raise PuzzleFormatError(
            _cannot_read(f"a packed string starts with a 3-character header such as 'T9B', got {stripped!r}"),
            source=source,
            line=line,
        )
    variant, size_ch, version = stripped[0].upper(), stripped[1], stripped[2].upper()
    if variant != "T":
        if variant in _VARIANTS:
            name = _VARIANTS[variant]
            raise PuzzleFormatError(
                f"{name} puzzles are not supported, only plain Str8ts (header 'T')",
                source=source,
                line=line,
                column=col0 + 1,
            )
        raise PuzzleFormatError(
            _cannot_read(f"unknown packed-string header {stripped[:3]!r} (expected 'T' and a size, e.g. 'T9B')"),
            source=source,
            line=line,
            column=col0 + 1,
        )
    if size_ch not in "456789":
        raise PuzzleFormatError(
            f"packed-string size {size_ch!r} must be a digit 4-9", source=source, line=line, column=col0 + 2
        )
    if version != "B":
        raise PuzzleFormatError(
            _cannot_read(f"unknown packed-string version {stripped[2]!r} (expected 'B')"),
            source=source,
            line=line,
            column=col0 + 3,
        )
    n = int(size_ch)
    body = stripped[3:]
    if len(body) != 2 * n * n:
        raise PuzzleFormatError(
            f"a {n} x {n} packed string needs {2 * n * n} characters after the header, got {len(body)}",
            source=source,
            line=line,
        )
    for k, ch in enumerate(body):
        if ch not in _BASE36:
            raise PuzzleFormatError(
                f"{ch!r} is not a base-36 digit (0-9, a-z)", source=source, line=line, column=col0 + 4 + k
            )
    black, clues, entries, marks = [], [], [], []
    for k in range(n * n):
        column = col0 + 4 + 2 * k
        v = int(body[2 * k : 2 * k + 2], 36)  # checked above: ASCII base-36 digits only
        b, clue, entry, mark = False, 0, 0, 0
        if v <= 9:
            clue = v
        elif v <= 19:
            b, clue = True, v - 10
        elif v <= 28:
            entry = v - 19
        else:
            mark = (v - 29) << 1
        if clue > n or entry > n or mark >> (n + 1):
            raise PuzzleFormatError(f"cell value {v} out of range for a {n} x {n} board", source=source, line=line, column=column)
        black.append(b)
        clues.append(clue)
        entries.append(entry)
        marks.append(mark)
    puzzle = Puzzle(n, tuple(black), tuple(clues))
    return puzzle, PlayState(puzzle, tuple(entries), tuple(marks))


def to_packed(puzzle: Puzzle, state: PlayState | None = None) -> str:
    """The packed str8ts.com string (header ``T<n>B``), with the player's work when given (up
    to 9 x 9: its header holds one size digit and its cell values stop at digit 9)."""
    if puzzle.size > 9:
        raise ValueError(f"the packed str8ts.com form holds boards up to 9 x 9, not {puzzle.size} x {puzzle.size}")
    out = [f"T{puzzle.size}B"]
    for i in range(puzzle.cell_count):
        if puzzle.black[i]:
            v = 10 + puzzle.clues[i]
        elif puzzle.clues[i]:
            v = puzzle.clues[i]
        elif state is not None and state.entries[i]:
            v = 19 + state.entries[i]
        elif state is not None and state.marks[i]:
            v = 29 + (state.marks[i] >> 1)
        else:
            v = 0
        out.append(_base36(v).rjust(2, "0"))
    return "".join(out)


def _base36(v: int) -> str:
    chars = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        v, r = divmod(v, 36)
        out = chars[r] + out
        if not v:
            return out


def parse_link(text: str, *, source: str = "<string>", line: int = 1) -> tuple[Puzzle, tuple[int, ...] | None]:
    """Read a str8ts.com player link: its ``bd=`` parameter holds 3*n*n digits (givens,
    solution, black flags), or a packed or unpacked string. Returns the puzzle and the
    solution carried by the link, if any."""
    from urllib.parse import unquote

    m = _LINK_RE.search(text)
    if m is None:
        raise PuzzleFormatError("not a link with a bd= parameter", source=source, line=line)
    bd = unquote(m.group(1)).strip()
    column = m.start(1) + 1
    if _PACKED_RE.match(bd):
        return parse_packed(bd, source=source, line=line)[0], None
    n = next((s for s in DIGIT_SIZES if 3 * s * s == len(bd)), None)
    if n is None or not _is_digits(bd):
        if _is_digits(bd) and any(2 * s * s == len(bd) for s in DIGIT_SIZES):
            return _parse_unpacked(bd, source=source, line=line, col0=column - 1), None
        raise PuzzleFormatError(
            f"the bd= parameter should hold 3*n*n digits (243 for 9 x 9), got {len(bd)} characters",
            source=source,
            line=line,
            column=column,
        )
    n2 = n * n
    givens, sol, flags = bd[:n2], bd[n2 : 2 * n2], bd[2 * n2 :]
    for k, f in enumerate(flags):
        if f not in "01":
            raise PuzzleFormatError(f"black flag {f!r} must be 0 or 1", source=source, line=line, column=column + 2 * n2 + k)
    for k, ch in enumerate(givens + sol):
        if int(ch) > n:
            raise PuzzleFormatError(f"digit {ch} out of range 1-{n}", source=source, line=line, column=column + k)
    black = tuple(f == "1" for f in flags)
    puzzle = Puzzle(n, black, tuple(int(ch) for ch in givens))
    solution = tuple(puzzle.clues[i] if black[i] else int(sol[i]) for i in range(n2))
    if any(not black[i] and not solution[i] for i in range(n2)):
        return puzzle, None
    return puzzle, solution


def _parse_rows(rows: Sequence[tuple[int, str]], *, source: str) -> Puzzle:
    """Parse grid rows given as (line number, raw text); there must be n rows of n characters."""
    n = len(rows)
    if n not in SIZES:
        line = rows[0][0] if rows else None
        raise PuzzleFormatError(
            f"expected a grid of {MIN_SIZE} to {MAX_SIZE} lines, got {n}", source=source, line=line
        )
    black: list[bool] = []
    clues: list[int] = []
    for line, raw in rows:
        row = raw.strip()
        if len(row) != n:
            raise PuzzleFormatError(
                f"expected a grid row of {n} characters, got {len(row)}", source=source, line=line
            )
        col0 = len(raw) - len(raw.lstrip())
        _decode_chars(row, n, black, clues, source=source, line=line, col0=col0)
    return Puzzle(n, tuple(black), tuple(clues))


def parse_grid(lines: list[str], *, source: str = "<string>", first_line: int = 1) -> Puzzle:
    """Parse n lines of n characters; ``first_line`` is the line number of ``lines[0]``."""
    return _parse_rows([(first_line + k, raw) for k, raw in enumerate(lines)], source=source)


def _is_big_grid(lines: list[str], i: int) -> bool:
    """True if the 16-character line ``lines[i]`` starts a 16 x 16 grid: it and the next 15
    puzzle lines (comment lines may come between, a blank line may not) all have 16 characters
    and at least one of them is not a 4 x 4 puzzle string (16 lines that all are stay 16
    puzzles of 4 x 4)."""
    rows: list[str] = []
    while len(rows) < 16 and i < len(lines):
        stripped = lines[i].strip()
        i += 1
        if not stripped:
            return False
        if comment_text(stripped) is not None:
            continue
        if len(stripped) != 16:
            return False
        rows.append(stripped)
    return len(rows) == 16 and any(not _SMALL_CHARS.issuperset(row) for row in rows)


def _grid_rows(lines: list[str], i: int, n: int) -> tuple[list[tuple[int, str]], int]:
    """The rows of a grid whose first row is ``lines[i]``: up to n (line number, raw text),
    skipping blank and comment lines; and the index of the line after them. A line longer than
    any grid row (a puzzle string, a JSON line) ends the rows before it: a short bad line is
    then an error of its own, and the puzzles after it are still read."""
    rows = [(i + 1, lines[i])]
    i += 1
    while len(rows) < n and i < len(lines):
        raw = lines[i]
        stripped = raw.strip()
        if stripped and comment_text(stripped) is None:
            if len(stripped) > MAX_SIZE:
                break
            rows.append((i + 1, raw))
        i += 1
    return rows, i


def _grid_document(rows: list[tuple[int, str]], n: int, *, source: str, line: int) -> Document:
    """The document of the rows of a grid whose first row is n wide (starting at ``line``)."""
    if len(rows) < n:
        first_line, raw = rows[0]
        if not _KNOWN.issuperset(raw.strip()):  # a first row with a character no grid has
            for k, ch in enumerate(raw.strip()):  # ("hello world"): that, not a count of rows
                if ch not in _KNOWN:
                    column = len(raw) - len(raw.lstrip()) + k + 1
                    reason = f"{ch!r} is no cell of a Str8ts grid"
                    raise PuzzleFormatError(_cannot_read(reason), source=source, line=first_line, column=column)
        reason = f"incomplete grid: expected {n} rows of {n} characters, found {len(rows)}"
        raise PuzzleFormatError(_cannot_read(reason) if len(rows) == 1 else reason, source=source, line=line)
    return Document(_parse_rows(rows, source=source))


def _scan(text: str, source: str, one_per_line: bool, keep_going: bool = False) -> Iterator[tuple[int, Document]]:
    """The line-by-line part of :func:`iter_documents` (``keep_going``: see :func:`read`)."""
    lines = text.split("\n")
    meta: dict[str, str] = {}
    found = False
    i = 0
    while i < len(lines):
        number, raw = i + 1, lines[i]
        stripped = raw.strip()
        i += 1
        if not stripped:
            meta = {}
            continue
        if comment_text(stripped) is not None:
            described = meta_comment(stripped)
            if described:
                meta[described[0]] = described[1]
            continue
        n = len(stripped)
        grid = not one_per_line and n in SIZES and not stripped.startswith("{")
        found = True
        if grid and (n != 16 or _is_big_grid(lines, i - 1)):
            rows, i = _grid_rows(lines, i - 1, n)
            read = partial(_grid_document, rows, n, source=source, line=number)
        else:
            read = partial(_line_document, raw, source=source, line=number)
        line, doc = read_or_report(number, read, keep_going=keep_going)
        yield line, doc if isinstance(doc, PuzzleFormatError) else with_meta(doc, meta)
        meta = {}
    if not found:
        raise no_puzzle_found(text, source=source)


def read(
    text: str, *, source: str = "<string>", one_per_line: bool = False, keep_going: bool = False
) -> Iterator[tuple[int, Document]]:
    """Yield (line number, document) for every Str8ts puzzle of a text, raising at the first bad
    one (``keep_going``: yielding (line number, the PuzzleFormatError) for it and reading on).

    The forms are told apart by themselves (a whole-text native JSON document is read by
    :func:`str8ts_gui.core.document.iter_documents` before this), line by line:

    * a line starting with ``{``: a one-line JSON document (so JSON Lines work);
    * a puzzle string of n*n characters; str8ts.com digits (2*n*n, optionally ``name:`` first,
      the name becomes the title); a packed string (``T9B...``, with the player's entries and
      pencil marks); a player link (``...?bd=...``);
    * a grid: n lines of n characters (blank and comment lines may come in between). Sixteen
      lines of 16 characters (no blank line between) form a 16 x 16 grid only if one of them
      is not a 4 x 4 puzzle string; otherwise each is a 4 x 4 puzzle;
    * ``;`` or ``//`` comments; ``; title: ...``, ``; author: ...`` and ``; grade: ...`` right
      before a puzzle (no blank line between) describe it; a blank line ends such a description.

    ``one_per_line`` (standard input): every line is one puzzle, never a row of a grid.
    """
    return _scan(text, source, one_per_line, keep_going)


def iter_puzzles(text: str, *, source: str = "<string>") -> Iterator[tuple[int, Puzzle]]:
    """Yield (line number, puzzle) for each Str8ts puzzle of a text (native JSON included)."""
    for number, doc in iter_documents(text, source=source, kind="str8ts"):
        yield number, doc.puzzle


def parse_text(text: str, *, source: str = "<string>") -> list[Puzzle]:
    """All puzzles of a text (see :func:`iter_documents`)."""
    return [puzzle for _number, puzzle in iter_puzzles(text, source=source)]



