"""Reading and writing classic Sudoku.

The text forms, for boards of 4 x 4, 6 x 6, 8 x 8, 9 x 9, 12 x 12 and 16 x 16:

* the puzzle **line**: n*n characters row by row, ``1``-``9`` then ``A``-``G`` for 10-16, ``.``,
  ``0`` or ``*`` empty (a ``0`` only stands for an empty cell). A text may hold many, one a line,
  with grids, one-line native JSON documents (JSON Lines), f-puzzles JSON lines and links among
  them; blank lines and lines starting with ``#``, ``;`` or ``//`` are skipped, and the
  ``; title:``, ``; author:`` and ``; grade:`` comments right above a puzzle (no blank line
  between) describe it, as in a Str8ts text.
* a **grid**: the same characters as n rows of n, or drawn as forums, HoDoKu and Simple Sudoku
  draw it: frame and box lines (``+-------+``, ``*-----*``, ``|---+---|``, HoDoKu's ``.---.``,
  ``:---+`` and ``'---'``), ``|`` between boxes, cells between spaces (``| 4 . . | . . . |``,
  ``4..|...``, ``4 . . . .``; a 16 x 16's 10-16 as numbers). A ``|`` or frame line inside a box
  of that size is an error, as is a grid of candidates (pencil marks).
* HoDoKu's **library line**, ``:0000:x:<puzzle>:<deleted candidates>:...``: its puzzle (a ``+``
  before a digit: one the player placed, an entry); the other fields are not read.
* the SadMan Software **.sdk** file (as extended by SudoCue): header lines ``#`` + one letter,
  ``#A`` author, ``#D`` description (our title), ``#C`` comment (our notes; one line each),
  ``#L`` level (our grade); ``#B`` date, ``#S`` source and ``#U`` URL are skipped. Then n rows of
  n characters as in the line form. Sections in brackets may frame the grid: ``[Puzzle]`` holds it,
  the others (``[State]``, ``[PencilMarks]``, ``[Colours]``...) are skipped. One puzzle a file.
* **plaintext** ``.txt``: the first n*n integer tokens of the text, 0 for an empty cell, 10-16
  written as numbers; tokens are separated by whitespace, commas or ``|``. The size comes from
  the first line (n numbers: a grid; n*n: the whole puzzle) or else from how many numbers there
  are. The numbers from the next line on are the next puzzle when their first line (blank lines
  passed over) holds numbers (``convert --to txt`` writes several so); anything else after a
  puzzle is ignored.

:func:`read` tells them apart by themselves; :func:`detect` says whether a text is one of
them, and never claims a Str8ts text (black cells ``#`` and ``a``-``p``, Str8ts grids...).
"""

from __future__ import annotations

from functools import partial
from typing import Iterator, Sequence

from str8ts_gui.core.document import MISSING_FORMAT, Document, loads_document_line, meta_comment, with_meta
from str8ts_gui.core.files import PuzzleFormatError, comment_text, no_puzzle_found, raise_error, read_or_report
from str8ts_gui.core.puzzle import PlayState, Puzzle, char_digit, digit_char
from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.sudoku.detect import (
    EMPTY_CELLS,
    LINE_CHARS,
    LINE_LENGTHS,
    NUMBER_RE,
    cell_token,
    detect,
    fpuzzles_text,
    has_space,
    is_frame_line,
    is_header,
    is_library_line,
    is_number_line,
    is_section,
    is_spaced_row,
    is_str8ts_line,
    reader_form,
    row_cells,
    starts_big_grid,
    str8ts_line_error,
    str8ts_line_instead,
    txt_size,
)
from str8ts_gui.kinds.sudoku.model import BOXES, KIND, SIZES, new_puzzle

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
    "accepted: a Sudoku line (n*n characters, 1-9 then A-G, '.', '0' or '*' empty) or grid "
    "(n rows of n, bare or drawn with '|' and frame lines), a HoDoKu library line (:0000:x:...), "
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
    """The clue of one line or row character (0 for ``.``, ``0`` and ``*``)."""
    if ch in EMPTY_CELLS:
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
    if LINE_CHARS[n].issuperset(stripped):  # (every character a cell: all at once)
        return _classic(n, tuple(stripped.translate(_CLUE_OF).encode()))
    clues = [_cell(ch, n, source=source, line=line, column=col0 + k + 1) for k, ch in enumerate(stripped)]
    return new_puzzle(n, clues)


# a line's character (see detect.LINE_CHARS) to the one whose code is its clue
_CLUE_OF = str.maketrans({ch: chr(0 if ch in EMPTY_CELLS else char_digit(ch.upper())) for ch in LINE_CHARS[SIZES[-1]]})
# the colours of a Sudoku's n*n cells, none black
_WHITE = {n: (False,) * (n * n) for n in SIZES}


def _classic(n: int, clues: tuple[int, ...]) -> Puzzle:
    """``new_puzzle(n, clues)`` for clues already read from a line (ints 0-n, n a classic
    size): the same puzzle without checking again what the line's characters were checked for
    (most of the time a big list of puzzles took to read)."""
    return Puzzle(n, _WHITE[n], clues, KIND)


def _line_doc(raw: str, *, source: str, line: int) -> Document:
    """The Sudoku of a puzzle line; a Str8ts line there is named as one (see
    :func:`~str8ts_gui.kinds.sudoku.detect.str8ts_line_instead`)."""
    try:
        return Document(parse_line(raw, source=source, line=line))
    except PuzzleFormatError as e:
        raise str8ts_line_instead(e, raw.strip(), source=source, line=line) from None


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


# -- grids and the puzzles of a text ------------------------------------------------------------

_SIZE_WORDS = join_words(SIZES, "or")


def _library_doc(raw: str, *, source: str, line: int) -> Document:
    """A HoDoKu library line, ``:<step>:<digits>:<puzzle>:<deleted candidates>:...``: its puzzle
    (the fourth field; a ``+`` before a digit marks one placed by the player, an entry, not a
    given). The other fields (a solving step, its candidates) are not read."""
    stripped = raw.strip()
    col0 = len(raw) - len(raw.lstrip())
    fields = stripped.split(":")
    start = len(":".join(fields[:3])) + 1  # where the puzzle field starts in ``stripped``
    field = fields[3]
    cells: list[tuple[int, str, bool]] = []  # (1-based column, character, placed by the player)
    placed = False
    for k, ch in enumerate(field):
        column = col0 + start + k + 1
        if ch == "+":
            if placed or k + 1 == len(field) or not field[k + 1].isdigit():
                raise PuzzleFormatError(
                    "a '+' in a HoDoKu library line marks a placed digit and stands right before one",
                    source=source,
                    line=line,
                    column=column,
                )
            placed = True
            continue
        cells.append((column, ch, placed))
        placed = False
    n = LINE_LENGTHS.get(len(cells))
    if n is None:
        lengths = join_words(LINE_LENGTHS, "or")
        raise PuzzleFormatError(
            f"the puzzle of a HoDoKu library line (its fourth field) has {len(cells)} cells; "
            f"a Sudoku has {lengths}",
            source=source,
            line=line,
            column=col0 + start + 1,
        )
    clues, entries = [], []
    for column, ch, by_player in cells:
        d = _cell(ch, n, source=source, line=line, column=column)
        clues.append(0 if by_player else d)
        entries.append(d if by_player else 0)
    puzzle = new_puzzle(n, clues)
    state = PlayState(puzzle, tuple(entries), (0,) * (n * n)) if any(entries) else None
    return Document(puzzle, state=state)


def _own_puzzle(stripped: str, width: int | None) -> bool:
    """A line that is a puzzle of its own, never a row of a grid ``width`` cells wide (None: no
    row yet): a JSON document, a link, a HoDoKu library line, a Str8ts line with black cells, or
    a bare puzzle line (n*n characters) that is not as wide as the grid's rows."""
    if stripped.startswith("{") or is_library_line(stripped) or is_str8ts_line(stripped):
        return True
    if "|" in stripped or has_space(stripped):
        return False
    if fpuzzles_text(stripped) is not None:
        return True
    return len(stripped) in LINE_LENGTHS and len(stripped) != width


def _blank_or_comment(stripped: str) -> bool:
    return not stripped or stripped.startswith((";", "//"))


def _starts_grid(stripped_lines: list[str], i: int, one_per_line: bool) -> bool:
    """Whether line ``i`` (of the stripped lines) starts a grid: a frame line, a row with ``|``
    or with spaces between its cells, or (not from standard input, whose lines are puzzles
    each) a bare row of n characters, n a Sudoku size (16: when 15 more follow and not all
    could be 4 x 4 lines)."""
    stripped = stripped_lines[i]
    if is_frame_line(stripped) or "|" in stripped or is_spaced_row(stripped):
        return True
    words = stripped.split()
    if len(words) > 1:  # cells between spaces, one of them bad (the grid's reader names it)
        return len(words) >= 4 and all(len(w) <= 2 for w in words)
    n = len(stripped)
    if one_per_line or n not in SIZES:
        return False
    return n != 16 or starts_big_grid(stripped_lines, i, skip=_blank_or_comment)


def _grid_rows(lines: list[str], i: int) -> tuple[list[tuple[int, str]], list[int], int]:
    """The rows of the grid starting at ``lines[i]``: its rows as (line number, raw text), the
    lines between rows as how many rows come before each (frame and box lines), and the index
    of the line after the grid. The first row with cells sets the width (n); n rows make the
    grid, and a frame line right after them is its bottom. Blank lines, comments and frame
    lines may come between rows; a line that is a puzzle of its own ends it early."""
    rows: list[tuple[int, str]] = []
    frames: list[int] = []
    n = None
    first = i  # (a row there is the grid's first whatever it looks like: its start says so)
    while i < len(lines):
        raw = lines[i]
        stripped = raw.strip()
        if n is not None and len(rows) >= n:
            if stripped and is_frame_line(stripped):
                i += 1  # the grid's bottom line
            break
        if is_frame_line(stripped):
            frames.append(len(rows))
            i += 1
            continue
        if _blank_or_comment(stripped) or (stripped.startswith("#") and not is_str8ts_line(stripped)):
            i += 1
            continue
        if i > first and _own_puzzle(stripped, n):
            break
        rows.append((i + 1, raw))
        if n is None:
            n = len(row_cells(raw)[0])
            if n not in SIZES:  # a whole puzzle in one row, or no Sudoku width: the row alone
                i += 1
                break
        i += 1
    return rows, frames, i


def _box_edges(n: int, frames: list[int], rows: list[tuple[int, str]], *, source: str) -> None:
    """Raise when a frame line or a ``|`` of a grid stands inside a box of an n x n Sudoku
    (a 6 x 6 drawn with boxes 3 rows tall and 2 wide is another puzzle than ours)."""
    tall, wide = BOXES[n]
    shape = f"the boxes of a {n} x {n} Sudoku are {tall} rows tall and {wide} columns wide"
    for before in frames:
        if 0 < before < n and before % tall:
            line = rows[before][0] - 1
            raise PuzzleFormatError(
                f"the line between rows {before} and {before + 1} of the grid is not on the edge of a box: {shape}",
                source=source,
                line=line,
            )
    for number, raw in rows:
        for before, column in row_cells(raw)[1]:
            if before % wide:
                raise PuzzleFormatError(
                    f"the '|' after cell {before} of the row is not on the edge of a box: {shape}",
                    source=source,
                    line=number,
                    column=column + 1,
                )


def _grid_cell(token: str, n: int, *, source: str, line: int, column: int) -> int:
    """The clue of one cell of a grid row: ``.``, ``0`` or ``*`` empty, a digit or letter, or
    (a row of cells between spaces) a number 10-16."""
    if cell_token(token, n):
        return int(token) if token.isdigit() else _cell(token, n, source=source, line=line, column=column)
    if sum(ch.isdigit() for ch in token) >= 2 and (n <= 9 or not cell_token(token)):
        raise PuzzleFormatError(
            f"{token!r} is not one digit: a Sudoku grid of candidates (pencil marks) is not read; "
            "copy the givens alone (a digit or a dot a cell)",
            source=source,
            line=line,
            column=column,
        )
    if len(token) == 1:
        return _cell(token, n, source=source, line=line, column=column)
    raise PuzzleFormatError(
        f"{token!r} is not a digit 1-{n} or '.' for a {n} x {n} Sudoku", source=source, line=line, column=column
    )


def _is_bare(raw: str) -> bool:
    """A row of a cell a character, no ``|`` or space between them."""
    return "|" not in raw and not has_space(raw.strip())


def _grid_doc(rows: list[tuple[int, str]], frames: list[int], *, source: str, end_line: int) -> Document:
    """The Sudoku of a grid's rows (see :func:`_grid_rows`); ``end_line``: the line after them."""
    first_line, first = rows[0]
    cells = row_cells(first)[0]
    bare = _is_bare(first)
    unit = "characters" if bare else "cells"
    if len(rows) == 1 and len(cells) in LINE_LENGTHS and not bare:
        n = LINE_LENGTHS[len(cells)]  # a whole puzzle in one row of cells between spaces
        clues = [_grid_cell(t, n, source=source, line=first_line, column=c + 1) for c, t in cells]
        return Document(new_puzzle(n, clues))
    n = len(cells)
    if n not in SIZES:
        column = cells[0][0] + 1 if cells else None
        raise PuzzleFormatError(
            f"a row of a Sudoku grid has {_SIZE_WORDS} {unit}, this one {n}",
            source=source,
            line=first_line,
            column=column,
        )
    clues: list[int] = []
    for k, (number, raw) in enumerate(rows):
        cells = row_cells(raw)[0]
        if len(cells) != n:
            column = cells[n][0] + 1 if len(cells) > n else len(raw.rstrip()) + 1
            unit_k = "characters" if _is_bare(raw) else "cells"
            raise PuzzleFormatError(
                f"row {k + 1} has {len(cells)} {unit_k}, expected {n} like the first row",
                source=source,
                line=number,
                column=column,
            )
        clues += [_grid_cell(t, n, source=source, line=number, column=c + 1) for c, t in cells]
    if len(rows) < n:
        raise PuzzleFormatError(
            f"too few rows: a {n} x {n} Sudoku has {n} rows of {n} {unit}, found {len(rows)}",
            source=source,
            line=end_line,
        )
    _box_edges(n, frames, rows, source=source)
    return Document(new_puzzle(n, clues))


# a line of these lengths (no grid row is so wide) and characters is a puzzle line whatever
# comes around it: no comment, header, Str8ts line, JSON document, library line, link or grid
# row (each needs a character that is not among them); it is read without asking about those
_LINE_ONLY_LENGTHS = frozenset(length for length in LINE_LENGTHS if length not in SIZES)
_LINE_ANY_CHARS = LINE_CHARS[SIZES[-1]]


def _read_lines(
    lines: list[str], source: str, keep_going: bool = False, one_per_line: bool = False
) -> Iterator[tuple[int, Document]]:
    """Every puzzle of a text of puzzle lines and grids (see :func:`read`), described by the
    ``; title:``, ``; author:`` and ``; grade:`` comments right above it."""
    found = False
    meta: dict[str, str] = {}
    stripped_lines = [raw.strip() for raw in lines]
    i = 0
    while i < len(lines):
        number, raw = i + 1, lines[i]
        stripped = stripped_lines[i]
        if len(stripped) in _LINE_ONLY_LENGTHS and _LINE_ANY_CHARS.issuperset(stripped):
            read = partial(_line_doc, raw, source=source, line=number)  # (most lines of a big list)
            i += 1
        elif is_str8ts_line(stripped):  # (not a '#' comment: a puzzle of another kind)
            yield read_or_report(number, partial(raise_error, str8ts_line_error(source, number)), keep_going=keep_going)
            meta = {}
            i += 1
            continue
        elif not stripped:
            meta = {}
            i += 1
            continue
        elif comment_text(stripped) is not None:
            described = meta_comment(stripped)
            if described:
                meta[described[0]] = described[1]
            i += 1
            continue
        elif stripped.startswith("#"):
            i += 1
            continue
        elif stripped.startswith("{"):
            read = partial(_json_line, raw, source=source, line=number)
            i += 1
        elif is_library_line(stripped):
            read = partial(_library_doc, raw, source=source, line=number)
            i += 1
        elif fpuzzles_text(stripped) is not None:  # an f-puzzles or SudokuPad link
            read = partial(_fpuzzles_line, stripped, source=source, line=number)
            i += 1
        elif _starts_grid(stripped_lines, i, one_per_line):
            rows, frames, i = _grid_rows(lines, i)  # (it takes a line at least: the one it starts at)
            if not rows:
                continue  # frame lines alone: a drawing, no puzzle
            read = partial(_grid_doc, rows, frames, source=source, end_line=min(rows[-1][0] + 1, len(lines)))
            number = rows[0][0]
        else:
            read = partial(_line_doc, raw, source=source, line=number)
            i += 1
        found = True
        line, doc = read_or_report(number, read, keep_going=keep_going)
        yield line, doc if isinstance(doc, PuzzleFormatError) or not meta else with_meta(doc, meta)
        meta = {}
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


def parse_txt(text: str, *, source: str = "<string>", start: int = 0, line: int = 1) -> tuple[int, Document]:
    """The line of the first number and the document of a plaintext text (module docstring);
    from the character ``start``, which begins line number ``line`` (see :func:`_read_txt`)."""
    return _parse_txt(text, source, start, line)[:2]


def _parse_txt(text: str, source: str, start: int, line: int) -> tuple[int, Document, int]:
    """:func:`parse_txt`, and the line of the puzzle's last number."""
    n, tokens = txt_size(text, start, line)
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
    return tokens[0][0], Document(new_puzzle(n, clues)), tokens[n * n - 1][0]


def _read_txt(text: str, source: str, keep_going: bool) -> Iterator[tuple[int, Document]]:
    """Every puzzle of a plaintext text: the first (see :func:`parse_txt`), then, from the line
    after its last number, each next one whose first line (blank lines passed over) holds
    numbers: ``convert --to txt`` writes several puzzles so, a blank line between two; they
    read back one by one (only the first was read, the others dropped without a word). A text
    that goes on with anything else (words, a note) ends there, as before. A bad later puzzle is
    an error at its line (``keep_going``: yielded, and reading goes on at its next blank line)."""
    start, line = 0, 1
    while True:
        try:
            first, doc, last = _parse_txt(text, source, start, line)
        except PuzzleFormatError as e:
            if not keep_going or start == 0:  # (the first puzzle: the whole text is bad, as before)
                raise
            yield (e.line or line), e
            last = _block_end(text, start, line)
        else:
            yield first, doc
        start, line = _next_line(text, start, line, last)
        start, line = _skip_blank(text, start, line)
        if start >= len(text) or not is_number_line(text[start : _line_end(text, start)]):
            return


def _line_end(text: str, start: int) -> int:
    end = text.find("\n", start)
    return len(text) if end < 0 else end


def _next_line(text: str, start: int, line: int, target: int) -> tuple[int, int]:
    """(offset, number) of the line after line ``target``, from ``start`` on line ``line``."""
    while line <= target and start <= len(text):
        start, line = _line_end(text, start) + 1, line + 1
    return start, line


def _skip_blank(text: str, start: int, line: int) -> tuple[int, int]:
    while start < len(text) and not text[start : _line_end(text, start)].strip():
        start, line = _line_end(text, start) + 1, line + 1
    return start, line


def _block_end(text: str, start: int, line: int) -> int:
    """The number of the last line before the first blank line from ``start`` (on ``line``)."""
    while start < len(text) and text[start : _line_end(text, start)].strip():
        start, line = _line_end(text, start) + 1, line + 1
    return line - 1


def read(
    text: str, *, source: str = "<string>", one_per_line: bool = False, keep_going: bool = False
) -> Iterator[tuple[int, Document]]:
    """Yield (line number, document) for every Sudoku of a text, raising at the first bad one
    (``keep_going``: yielding (line number, the PuzzleFormatError) for it and reading on).

    f-puzzles JSON and links are read by :mod:`.fpuzzles`. An .sdk text (``source`` ending in
    ``.sdk``, or header lines or a ``[Puzzle]`` section over rows of n characters) and a
    plaintext text of numbers hold one puzzle each; anything else is read line by line: puzzle
    lines, grids, HoDoKu library lines and one-line JSON documents. ``one_per_line`` (standard
    input): bare rows without an .sdk header are puzzle lines, never the rows of a grid (a grid
    drawn with ``|``, frame lines or spaces is still read whole).
    """
    fpuzzles = fpuzzles_text(text)
    if fpuzzles is not None:  # f-puzzles JSON or links (see fpuzzles.py)
        yield from fpuzzles.read(text, source=source, keep_going=keep_going)
        return
    form = reader_form(text, source, one_per_line)
    if form == "sdk":
        yield parse_sdk(text, source=source)
    elif form == "txt":
        yield from _read_txt(text, source, keep_going)
    else:
        yield from _read_lines(text.split("\n"), source, keep_going, one_per_line)


