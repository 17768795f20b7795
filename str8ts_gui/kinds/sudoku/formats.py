"""Reading and writing classic Sudoku.

Three text forms, for boards of 4 x 4, 6 x 6, 8 x 8, 9 x 9, 12 x 12 and 16 x 16:

* the puzzle **line**: n*n characters row by row, ``1``-``9`` then ``A``-``G`` for 10-16, ``.``
  or ``0`` empty (a ``0`` only stands for an empty cell). A text may hold many, one a line, with
  one-line native JSON documents (JSON Lines) among them; blank lines and lines starting with
  ``#``, ``;`` or ``//`` are skipped.
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

import re
from typing import Iterator, Sequence

from str8ts_gui.core.document import Document, loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.puzzle import BLACK_CHARS, WHITE_CHARS, Puzzle, char_digit, digit_char
from str8ts_gui.kinds.sudoku import fpuzzles
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
_LINE_LENGTHS = {s * s: s for s in SIZES}
_SIZE_LIST = ", ".join(map(str, SIZES))
# .sdk header fields we keep, and the Document field each goes to
_SDK_FIELDS = {"A": "author", "D": "title", "C": "notes", "L": "grade"}
# a plaintext token: anything between whitespace, commas and pipes
_TOKEN_RE = re.compile(r"[^\s,|]+")
_NUMBER_RE = re.compile(r"[0-9]{1,2}")
# the characters a grid row or puzzle line may hold, in the shape tests of detect()
_ROW_CHARS = frozenset(".0123456789ABCDEFG")
_SMALL_LINE_CHARS = frozenset(".01234")
# the header letters of SadMan and SudoCue .sdk files, and every character of a Str8ts line
_SDK_LETTERS = "ABCDLSU"
_STR8TS_CELLS = frozenset(".0*#123456789" + WHITE_CHARS + BLACK_CHARS)
# the widths of Str8ts rows and lines that can hold a white 10 ('A'): boards from 10 x 10 up
_STR8TS_WIDE = frozenset(w for n in range(10, 17) for w in (n, n * n))


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
    n = _LINE_LENGTHS.get(len(stripped))
    if n is None:
        lengths = ", ".join(str(k) for k in _LINE_LENGTHS)
        raise PuzzleFormatError(
            f"expected a Sudoku line of {lengths} characters, got {len(stripped)}; {ACCEPTED}",
            source=source,
            line=line,
        )
    clues = [_cell(ch, n, source=source, line=line, column=col0 + k + 1) for k, ch in enumerate(stripped)]
    return new_puzzle(n, clues)


def _read_lines(lines: list[str], source: str) -> Iterator[tuple[int, Document]]:
    found = False
    for number, raw in enumerate(lines, 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith(("#", ";", "//")):
            continue
        if stripped.startswith("{"):
            col0 = len(raw) - len(raw.lstrip())
            try:
                doc = loads_document(stripped, source=source)
            except PuzzleFormatError as e:
                column = col0 + e.column if e.column is not None else None
                raise PuzzleFormatError(e.reason, source=source, line=number, column=column) from None
        else:
            doc = Document(parse_line(raw, source=source, line=number))
        found = True
        yield number, doc
    if not found:
        raise PuzzleFormatError(f"no puzzle found; {ACCEPTED}", source=source)


# -- SadMan .sdk -------------------------------------------------------------------------------


def _is_header(stripped: str, *, upper: bool = False) -> bool:
    """``#`` and a letter: an .sdk header line (``#ARuud``); ``upper``: a capital letter only
    (what detection trusts: ``#a`` starts many a Str8ts grid row)."""
    if len(stripped) < 2 or stripped[0] != "#" or not stripped[1].isascii() or not stripped[1].isalpha():
        return False
    return stripped[1].isupper() or not upper


def _is_section(stripped: str) -> bool:
    return len(stripped) >= 2 and stripped[0] == "[" and stripped[-1] == "]"


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
            if _is_header(stripped):
                key = stripped[1].upper()
                if key in _SDK_FIELDS:
                    value = stripped[2:].rstrip() if key == "C" else stripped[2:].strip()
                    fields.setdefault(key, []).append(value)
            continue  # any other '#' line is a comment
        if _is_section(stripped):
            skipping = stripped[1:-1].strip().lower() != "puzzle"
            continue
        if skipping:
            continue
        rows.append((number, len(raw) - len(raw.lstrip()) + 1, stripped))
    if not rows:
        raise PuzzleFormatError(f"no puzzle found; {ACCEPTED}", source=source)
    first_line, col1, first = rows[0]
    if len(rows) == 1 and len(first) in _LINE_LENGTHS:
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


def _tokens(text: str) -> Iterator[tuple[int, int, str]]:
    """(line, column, token) of every plaintext token, in order."""
    for number, raw in enumerate(text.split("\n"), 1):
        for m in _TOKEN_RE.finditer(raw):
            yield number, m.start() + 1, m.group()


def _txt_size(text: str) -> tuple[int | None, list[tuple[int, int, str]]]:
    """The size of a plaintext puzzle (None when it has too few numbers) and its first tokens.

    The first line decides when it holds n numbers (a grid row; unless it is a 4 x 4 written
    on one line) or n*n (the whole puzzle); otherwise the leading numbers, as many as fit."""
    tokens: list[tuple[int, int, str]] = []
    first_line_count = 0
    first_line = None
    numbers = 0  # leading tokens that are numbers
    for tok in _tokens(text):
        if first_line is None:
            first_line = tok[0]
        if tok[0] == first_line:
            first_line_count += 1
        if numbers == len(tokens) and _NUMBER_RE.fullmatch(tok[2]):
            numbers += 1
        tokens.append(tok)
        if len(tokens) >= 256 and tok[0] != first_line:
            break
    k = first_line_count
    if k == 16:  # a 16 x 16 row, or a whole 4 x 4 on one line
        return (16 if len(tokens) >= 256 else 4), tokens
    if k in SIZES:
        return k, tokens
    if k in _LINE_LENGTHS:
        return _LINE_LENGTHS[k], tokens
    fitting = [s for s in SIZES if s * s <= numbers]
    return (fitting[-1] if fitting else None), tokens


def parse_txt(text: str, *, source: str = "<string>") -> tuple[int, Document]:
    """The line of the first number and the document of a plaintext text (module docstring)."""
    n, tokens = _txt_size(text)
    if n is None:
        bad = next((t for t in tokens if not _NUMBER_RE.fullmatch(t[2])), None)
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
        if not _NUMBER_RE.fullmatch(token) or int(token) > n:
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


# -- telling the forms apart ---------------------------------------------------------------------


def _content(text: str) -> list[str]:
    return [s for s in (raw.strip() for raw in text.split("\n")) if s]


def _is_marker(s: str) -> bool:
    """An .sdk header that no Str8ts text holds: ``#`` and a SadMan letter, and not a Str8ts
    row or line of a board from 10 x 10 up (``#A..`` is a black cell and a white 10 there)."""
    if not (_is_header(s, upper=True) and s[1] in _SDK_LETTERS):
        return False
    return not (len(s) in _STR8TS_WIDE and _STR8TS_CELLS.issuperset(s))


def _is_sdk_shaped(lines: list[str]) -> bool:
    """An .sdk header line (see :func:`_is_marker`) or a ``[Puzzle]`` section first, then rows
    of digits, ``A``-``G`` and ``.`` (their number and width are the reader's to check), and
    no other ``#`` line than a header."""
    marked = False
    skipping = False
    rows = 0
    for s in lines:
        if _is_section(s):
            skipping = s[1:-1].strip().lower() != "puzzle"
            marked = marked or (not rows and not skipping)
            continue
        if skipping:
            continue
        if s.startswith("#"):
            if not (_is_header(s, upper=True) and s[1] in _SDK_LETTERS):
                return False  # a Str8ts row or line starting with a black cell
            marked = marked or (not rows and _is_marker(s))
            continue
        if not _ROW_CHARS.issuperset(s):
            return False
        rows += 1
    return marked and rows > 0


def _first_row(lines: list[str]) -> str | None:
    """The first line that is neither blank, a comment, a header nor a section."""
    for s in lines:
        if not (s.startswith(("#", ";", "//")) or _is_section(s)):
            return s
    return None


def _row_count(lines: list[str]) -> int:
    return sum(1 for s in lines if not (s.startswith(("#", ";", "//")) or _is_section(s)))


def _is_number_line(s: str) -> bool:
    m = _TOKEN_RE.search(s)
    return m is not None and _NUMBER_RE.fullmatch(m.group()) is not None


def _is_grid(lines: list[str]) -> bool:
    """Rows of n characters (n a Sudoku size) rather than puzzle lines: the first row is n wide
    and, for 16, not every one of the 16-character lines is a 4 x 4 puzzle line."""
    rows = [s for s in lines if not (s.startswith(("#", ";", "//")) or _is_section(s))]
    n = len(rows[0]) if rows else 0
    if n not in SIZES:
        return False
    if n != 16:
        return True
    wide = [r for r in rows if len(r) == 16]
    return len(wide) >= 16 and any(not _SMALL_LINE_CHARS.issuperset(r) for r in wide)


def _form(text: str, source: str, one_per_line: bool) -> str:
    """Which reader a text needs: ``"sdk"``, ``"txt"`` or ``"lines"``."""
    if source.lower().endswith(".sdk"):
        return "sdk"
    lines = _content(text)
    first = _first_row(lines)
    if first is None:
        return "lines"
    if _is_number_line(first):
        return "txt"
    marked = any(_is_header(s) or _is_section(s) for s in lines)
    if marked and len(first) in _LINE_LENGTHS and _row_count(lines) == 1:
        return "sdk"  # headers over one puzzle line
    if (marked or not one_per_line) and _is_grid(lines):
        return "sdk"
    return "lines"


def read(text: str, *, source: str = "<string>", one_per_line: bool = False) -> Iterator[tuple[int, Document]]:
    """Yield (line number, document) for every Sudoku of a text, raising at the first bad one.

    f-puzzles JSON and links are read by :mod:`.fpuzzles`. An .sdk text (``source`` ending in
    ``.sdk``, or rows of n characters, with or without header lines) and a plaintext text of
    numbers hold one puzzle each; anything else is read line by line: puzzle lines and one-line
    JSON documents. ``one_per_line`` (standard input):
    rows without an .sdk header are puzzle lines, never the rows of a grid.
    """
    if fpuzzles.detect(text):  # f-puzzles JSON or links (see fpuzzles.py)
        yield from fpuzzles.read(text, source=source)
        return
    form = _form(text, source, one_per_line)
    if form == "sdk":
        yield parse_sdk(text, source=source)
    elif form == "txt":
        yield parse_txt(text, source=source)
    else:
        yield from _read_lines(text.split("\n"), source)


def _is_txt_shaped(text: str) -> bool:
    """At least 16 tokens, and the first n*n (n from :func:`_txt_size`; all of them when there
    are fewer) are numbers 0-16. Too few for the size the first line shows, or a number too big
    for it, is still a plaintext Sudoku: its reader says what is wrong."""
    n, tokens = _txt_size(text)
    if n is None or len(tokens) < 16:
        return False
    return all(_NUMBER_RE.fullmatch(tok) and int(tok) <= SIZES[-1] for _l, _c, tok in tokens[: n * n])


def _is_line(s: str) -> bool:
    n = _LINE_LENGTHS.get(len(s))
    return n is not None and all(ch in ".0" or 1 <= char_digit(ch.upper()) <= n for ch in s)


def detect(text: str, *, source: str = "<string>") -> bool:
    """True when ``text`` is a Sudoku in one of the forms of this module.

    * an .sdk file: ``source`` ends in ``.sdk``, or header lines (``#A``...) or a ``[Puzzle]``
      section come first and n rows of n digits or ``.`` follow (a bare grid is Str8ts's);
    * plaintext: at least 16 numbers 0-16, as many as a Sudoku of the size the text shows;
    * puzzle lines: every line (``;`` and ``//`` comments and JSON lines aside) is a Sudoku line,
      digits and ``.`` only. A ``#`` there is a Str8ts black cell, not a comment;
    * f-puzzles JSON (an object with ``size`` and ``grid``) and f-puzzles or SudokuPad links
      (see :mod:`.fpuzzles`).
    """
    if source.lower().endswith(".sdk"):
        return True
    lines = _content(text)
    if not lines:
        return False
    if fpuzzles.detect(text):
        return True
    if _is_sdk_shaped(lines):
        return True
    if _is_number_line(lines[0]) and _is_txt_shaped(text):
        return True
    puzzle_lines = [s for s in lines if not s.startswith((";", "//", "{"))]
    return bool(puzzle_lines) and all(_is_line(s) for s in puzzle_lines)
