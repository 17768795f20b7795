"""Reading and writing classic Sudoku.

Three text forms, for boards of 4 x 4, 6 x 6, 8 x 8, 9 x 9, 12 x 12 and 16 x 16:

* the puzzle **line**: n*n characters row by row, ``1``-``9`` then ``A``-``G`` for 10-16, ``.``
  or ``0`` empty (a ``0`` only stands for an empty cell). A text may hold many, one a line, with
  one-line native JSON documents (JSON Lines), f-puzzles JSON lines and links among them; blank
  lines and lines starting with ``#``, ``;`` or ``//`` are skipped.
* the SadMan Software **.sdk** file (as extended by SudoCue): header lines ``#`` + one letter,
  ``#A`` author, ``#D`` description (our title), ``#C`` comment (our notes; one line each),
  ``#L`` level (our grade); ``#B`` date, ``#S`` source and ``#U`` URL are skipped. Then n rows of
  n characters as in the line form. Sections in brackets may frame the grid: ``[Puzzle]`` holds it,
  the others (``[State]``, ``[PencilMarks]``, ``[Colours]``...) are skipped. One puzzle a file.
* **plaintext** ``.txt``: the first n*n integer tokens of the text, 0 for an empty cell, 10-16
  written as numbers; tokens are separated by whitespace, commas or ``|``; whatever follows is
  ignored. The size comes from the first line (n numbers: a grid; n*n: the whole puzzle) or else
  from how many numbers there are.

:func:`read` tells the three apart by themselves; :func:`detect` says whether a text is one of
them, and never claims a Str8ts text (black cells ``#`` and ``a``-``p``, Str8ts grids...).
"""

from __future__ import annotations

from functools import partial
from typing import Iterator, Sequence

from str8ts_gui.core.document import MISSING_FORMAT, Document, loads_document_line
from str8ts_gui.core.files import PuzzleFormatError, no_puzzle_found, raise_error, read_or_report
from str8ts_gui.core.puzzle import Puzzle, char_digit, digit_char
from str8ts_gui.kinds.sudoku.detect import (
    LINE_LENGTHS,
    NUMBER_RE,
    detect,
    fpuzzles_text,
    is_header,
    is_section,
    is_str8ts_line,
    reader_form,
    str8ts_line_error,
    txt_size,
)
from str8ts_gui.kinds.sudoku.model import SIZES, new_puzzle

__all__ = [
    "ACCEPTED",
    "detect",
    "parse_line",
    "parse_sdk",
    "parse_txt",
    "read",
    "to_line",
    "to_sdk",
    "to_txt",
    "values_line",
]

ACCEPTED = (
    "accepted: a Sudoku line (n*n characters, 1-9 then A-G, '.' or '0' empty), "
    "a SadMan .sdk file (#A author, #D description, #C comment, then n rows of n characters), "
    "plaintext numbers (n*n integers 0-n separated by spaces, commas or '|'), "
    "f-puzzles JSON or an f-puzzles/SudokuPad link (?load=...) "
    "or a .str8ts JSON document"
)
_SIZE_LIST = ", ".join(map(str, SIZES))
# .sdk header fields we keep, and the Document field each goes to
_SDK_FIELDS = {"A": "author", "D": "title", "C": "notes", "L": "grade"}


# -- writing -------------------------------------------------------------------------------


def to_line(puzzle: Puzzle) -> str:
    """The n*n puzzle line, ``.`` for an empty cell."""
    return "".join(digit_char(v) if v else "." for v in puzzle.clues)


def values_line(puzzle: Puzzle, values: Sequence[int]) -> str:
    """The puzzle line of ``values`` (0 keeps a cell's clue or ``.``)."""
    return "".join(digit_char(v or c) if (v or c) else "." for v, c in zip(values, puzzle.clues))


def _one_line(text: str) -> str:
    return " ".join(text.split())


def to_sdk(doc: Document) -> str:
    """The .sdk text of a document: ``#A``/``#D``/``#L`` header lines when the author, title and
    grade are set, a ``#C`` line per line of the notes, then the n rows."""
    puzzle = doc.puzzle
    out = []
    for key, value in (("A", doc.author), ("D", doc.title)):
        if _one_line(value):
            out.append(f"#{key}{_one_line(value)}")
    if doc.notes:
        out += ["#C" + line.rstrip() for line in doc.notes.split("\n")]
    if _one_line(doc.grade):
        out.append("#L" + _one_line(doc.grade))
    line, n = to_line(puzzle), puzzle.size
    out += [line[r * n : (r + 1) * n] for r in range(n)]
    return "\n".join(out) + "\n"


def to_txt(doc: Document) -> str:
    """The plaintext form: n lines of n numbers separated by spaces, 0 for an empty cell
    (right-aligned in two columns from 10 x 10 up). Only the puzzle: no title or notes."""
    puzzle = doc.puzzle
    n = puzzle.size
    width = len(str(n))
    clues = puzzle.clues
    rows = (" ".join(str(v).rjust(width) for v in clues[r * n : (r + 1) * n]) for r in range(n))
    return "\n".join(rows) + "\n"


# -- the puzzle line -------------------------------------------------------------------------


def _cell(ch: str, n: int, *, source: str, line: int, column: int) -> int:
    """The clue of one line or row character (0 for ``.`` and ``0``)."""
    if ch in ".0":
        return 0
    d = char_digit(ch.upper())
    if not 1 <= d <= n:
        raise PuzzleFormatError(
            f"{ch!r} is not a digit 1-{digit_char(n)} or '.' for a {n} x {n} Sudoku",
            source=source,
            line=line,
            column=column,
        )
    return d


def parse_line(text: str, *, source: str = "<string>", line: int = 1) -> Puzzle:
    """A Sudoku from one line of n*n characters (see the module docstring)."""
    stripped = text.strip()
    col0 = len(text) - len(text.lstrip())
    n = LINE_LENGTHS.get(len(stripped))
    if n is None:
        lengths = ", ".join(str(k) for k in LINE_LENGTHS)
        raise PuzzleFormatError(
            f"expected a Sudoku line of {lengths} characters, got {len(stripped)}; {ACCEPTED}",
            source=source,
            line=line,
        )
    clues = [_cell(ch, n, source=source, line=line, column=col0 + k + 1) for k, ch in enumerate(stripped)]
    return new_puzzle(n, clues)


def _line_doc(raw: str, *, source: str, line: int) -> Document:
    return Document(parse_line(raw, source=source, line=line))


def _fpuzzles_line(stripped: str, *, source: str, line: int) -> Document:
    from str8ts_gui.kinds.sudoku.fpuzzles import read_line

    return read_line(stripped, source=source, line=line)


def _json_line(raw: str, *, source: str, line: int) -> Document:
    """A one-line native JSON document, or f-puzzles JSON (an object without ``format`` that
    f-puzzles' reader claims), each its own puzzle among the lines."""
    try:
        return loads_document_line(raw, source=source, line=line, taken_for="sudoku")
    except PuzzleFormatError as e:
        if not e.reason.startswith(MISSING_FORMAT) or fpuzzles_text(raw.strip()) is None:
            raise
    return _fpuzzles_line(raw.strip(), source=source, line=line)


def _read_lines(lines: list[str], source: str, keep_going: bool = False) -> Iterator[tuple[int, Document]]:
    found = False
    for number, raw in enumerate(lines, 1):
        stripped = raw.strip()
        if is_str8ts_line(stripped):  # (not a '#' comment: a puzzle of another kind)
            yield read_or_report(number, partial(raise_error, str8ts_line_error(source, number)), keep_going=keep_going)
            continue
        if not stripped or stripped.startswith(("#", ";", "//")):
            continue
        found = True
        if stripped.startswith("{"):
            read = partial(_json_line, raw, source=source, line=number)
        elif fpuzzles_text(stripped) is not None:  # an f-puzzles or SudokuPad link
            read = partial(_fpuzzles_line, stripped, source=source, line=number)
        else:
            read = partial(_line_doc, raw, source=source, line=number)
        yield read_or_report(number, read, keep_going=keep_going)
    if not found:
        raise no_puzzle_found("\n".join(lines), source=source, accepted=ACCEPTED)


# -- SadMan .sdk -------------------------------------------------------------------------------


def parse_sdk(text: str, *, source: str = "<string>") -> tuple[int, Document]:
    """The line of the first row and the document of an .sdk text (see the module docstring)."""
    lines = text.split("\n")
    fields: dict[str, list[str]] = {}
    rows: list[tuple[int, int, str]] = []  # (line number, column of its first character, row)
    skipping = False  # inside a section other than [Puzzle]
    for number, raw in enumerate(lines, 1):
        stripped = raw.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            if is_header(stripped):
                key = stripped[1].upper()
                if key in _SDK_FIELDS:
                    value = stripped[2:].rstrip() if key == "C" else stripped[2:].strip()
                    fields.setdefault(key, []).append(value)
            continue  # any other '#' line is a comment
        if is_section(stripped):
            skipping = stripped[1:-1].strip().lower() != "puzzle"
            continue
        if skipping:
            continue
        rows.append((number, len(raw) - len(raw.lstrip()) + 1, stripped))
    if not rows:
        raise no_puzzle_found(text, source=source, accepted=ACCEPTED)
    first_line, col1, first = rows[0]
    if len(rows) == 1 and len(first) in LINE_LENGTHS:
        puzzle = parse_line(lines[first_line - 1], source=source, line=first_line)  # the whole puzzle in one line
    else:
        n = len(first)
        if n not in SIZES:
            raise PuzzleFormatError(
                f"a row of an .sdk file has {_SIZE_LIST} characters, not {n}", source=source, line=first_line, column=col1
            )
        clues: list[int] = []
        for k, (number, col, row) in enumerate(rows):
            if k == n:
                raise PuzzleFormatError(
                    f"too many rows: a {n} x {n} Sudoku has {n} rows (an .sdk file holds one puzzle)",
                    source=source,
                    line=number,
                    column=col,
                )
            if len(row) != n:
                raise PuzzleFormatError(
                    f"row {k + 1} has {len(row)} characters, expected {n} like the first row",
                    source=source,
                    line=number,
                    column=col + min(len(row), n),
                )
            clues += [_cell(ch, n, source=source, line=number, column=col + j) for j, ch in enumerate(row)]
        if len(rows) < n:
            last = rows[-1][0]
            raise PuzzleFormatError(
                f"too few rows: a {n} x {n} Sudoku has {n} rows of {n} characters, found {len(rows)}",
                source=source,
                line=last + 1 if last < len(lines) else last,
            )
        puzzle = new_puzzle(n, clues)
    joined = {key: ("\n" if key == "C" else " ").join(values) for key, values in fields.items()}
    doc = Document(puzzle, **{_SDK_FIELDS[key]: value for key, value in joined.items()})
    return first_line, doc


# -- plaintext numbers ---------------------------------------------------------------------------


def parse_txt(text: str, *, source: str = "<string>") -> tuple[int, Document]:
    """The line of the first number and the document of a plaintext text (module docstring)."""
    n, tokens = txt_size(text)
    if n is None:
        bad = next((t for t in tokens if not NUMBER_RE.fullmatch(t[2])), None)
        if bad is not None:
            number, column, token = bad
            raise PuzzleFormatError(
                f"{token!r} is not a number 0-{SIZES[-1]}: a plaintext Sudoku is 16, 36, 64, 81, 144 or 256 numbers",
                source=source,
                line=number,
                column=column,
            )
        raise PuzzleFormatError(
            f"too few numbers: a plaintext Sudoku is 16, 36, 64, 81, 144 or 256 numbers, found {len(tokens)}; {ACCEPTED}",
            source=source,
            line=tokens[-1][0] if tokens else None,
        )
    clues: list[int] = []
    for number, column, token in tokens[: n * n]:
        if not NUMBER_RE.fullmatch(token) or int(token) > n:
            raise PuzzleFormatError(
                f"{token!r} is not a number 0-{n} for a {n} x {n} Sudoku", source=source, line=number, column=column
            )
        clues.append(int(token))
    if len(clues) < n * n:
        number, column, token = tokens[-1]
        raise PuzzleFormatError(
            f"too few numbers: a {n} x {n} Sudoku has {n * n}, found {len(clues)}",
            source=source,
            line=number,
            column=column + len(token),
        )
    return tokens[0][0], Document(new_puzzle(n, clues))


def read(
    text: str, *, source: str = "<string>", one_per_line: bool = False, keep_going: bool = False
) -> Iterator[tuple[int, Document]]:
    """Yield (line number, document) for every Sudoku of a text, raising at the first bad one
    (``keep_going``: yielding (line number, the PuzzleFormatError) for it and reading on).

    f-puzzles JSON and links are read by :mod:`.fpuzzles`. An .sdk text (``source`` ending in
    ``.sdk``, or rows of n characters, with or without header lines) and a plaintext text of
    numbers hold one puzzle each; anything else is read line by line: puzzle lines and one-line
    JSON documents. ``one_per_line`` (standard input):
    rows without an .sdk header are puzzle lines, never the rows of a grid.
    """
    fpuzzles = fpuzzles_text(text)
    if fpuzzles is not None:  # f-puzzles JSON or links (see fpuzzles.py)
        yield from fpuzzles.read(text, source=source, keep_going=keep_going)
        return
    form = reader_form(text, source, one_per_line)
    if form == "sdk":
        yield parse_sdk(text, source=source)
    elif form == "txt":
        yield parse_txt(text, source=source)
    else:
        yield from _read_lines(text.split("\n"), source, keep_going)


