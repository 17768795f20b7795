"""Telling the Sudoku forms apart, cheaply: whether a text is a Sudoku at all (:func:`detect`,
which the registry asks of every text before it imports any kind's readers) and which reader
it needs (:func:`reader_form`). The readers themselves are :mod:`.formats` and :mod:`.fpuzzles`; the
f-puzzles module, with every variant rule, is imported only for a text that looks like
f-puzzles JSON or a link.
"""

from __future__ import annotations

import re
from typing import Iterator

from str8ts_gui.core.puzzle import BLACK_CHARS, WHITE_CHARS, char_digit, is_black_cell_line
from str8ts_gui.kinds.sudoku.model import SIZES

LINE_LENGTHS = {s * s: s for s in SIZES}
# a plaintext token: anything between whitespace, commas and pipes
TOKEN_RE = re.compile(r"[^\s,|]+")
NUMBER_RE = re.compile(r"[0-9]{1,2}")
# the characters a grid row or puzzle line may hold, in the shape tests of detect()
_ROW_CHARS = frozenset(".0123456789ABCDEFG")
_SMALL_LINE_CHARS = frozenset(".01234")
# the header letters of SadMan and SudoCue .sdk files, and every character of a Str8ts line
_SDK_LETTERS = "ABCDLSU"
_STR8TS_CELLS = frozenset(".0*#123456789" + WHITE_CHARS + BLACK_CHARS)
# the widths of Str8ts rows and lines that can hold a white 10 ('A'): boards from 10 x 10 up
_STR8TS_WIDE = frozenset(w for n in range(10, 17) for w in (n, n * n))
# what every f-puzzles JSON or link text holds (a wider net than fpuzzles.detect): only such a
# text loads the f-puzzles module, which brings every variant rule with it
# what marks f-puzzles text, looked for as plain substrings of an ASCII text's lower case (a big
# file of puzzles is searched at once: 20 to 30 times faster than the case-blind pattern made of
# them, which is for other texts)
_FPUZZLES_HINTS = ("load=", "fpuzzles", "f-puzzles.com/", "sudokupad.app/", "crackingthecryptic.com/sudoku/")
_FPUZZLES_HINT = re.compile("|".join(map(re.escape, _FPUZZLES_HINTS)), re.I)


def _has_fpuzzles_hint(text: str) -> bool:
    if text.isascii():
        lower = text.lower()
        return any(hint in lower for hint in _FPUZZLES_HINTS)
    return _FPUZZLES_HINT.search(text) is not None  # (case-blind beyond ASCII as the pattern is)


def fpuzzles_text(text: str):
    """The f-puzzles module when ``text`` is f-puzzles JSON or links (see fpuzzles.detect), else None."""
    if not (text.lstrip().startswith("{") or _has_fpuzzles_hint(text)):
        return None
    from str8ts_gui.kinds.sudoku import fpuzzles

    return fpuzzles if fpuzzles.detect(text) else None


def is_header(stripped: str, *, upper: bool = False) -> bool:
    """``#`` and a letter: an .sdk header line (``#ARuud``); ``upper``: a capital letter only
    (what detection trusts: ``#a`` starts many a Str8ts grid row)."""
    if len(stripped) < 2 or stripped[0] != "#" or not stripped[1].isascii() or not stripped[1].isalpha():
        return False
    return stripped[1].isupper() or not upper


def is_section(stripped: str) -> bool:
    return len(stripped) >= 2 and stripped[0] == "[" and stripped[-1] == "]"


def content(text: str) -> list[str]:
    return [s for s in (raw.strip() for raw in text.split("\n")) if s]


def _is_marker(s: str) -> bool:
    """An .sdk header that no Str8ts text holds: ``#`` and a SadMan letter, and not a Str8ts
    row or line of a board from 10 x 10 up (``#A..`` is a black cell and a white 10 there)."""
    if not (is_header(s, upper=True) and s[1] in _SDK_LETTERS):
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
        if is_section(s):
            skipping = s[1:-1].strip().lower() != "puzzle"
            marked = marked or (not rows and not skipping)
            continue
        if skipping:
            continue
        if s.startswith("#"):
            if not (is_header(s, upper=True) and s[1] in _SDK_LETTERS):
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
        if not (s.startswith(("#", ";", "//")) or is_section(s)):
            return s
    return None


def _row_count(lines: list[str]) -> int:
    return sum(1 for s in lines if not (s.startswith(("#", ";", "//")) or is_section(s)))


def is_number_line(s: str) -> bool:
    m = TOKEN_RE.search(s)
    return m is not None and NUMBER_RE.fullmatch(m.group()) is not None


def _is_grid(lines: list[str]) -> bool:
    """Rows of n characters (n a Sudoku size) rather than puzzle lines: the first row is n wide
    and, for 16, not every one of the 16-character lines is a 4 x 4 puzzle line."""
    rows = [s for s in lines if not (s.startswith(("#", ";", "//")) or is_section(s))]
    n = len(rows[0]) if rows else 0
    if n not in SIZES:
        return False
    if n != 16:
        return True
    wide = [r for r in rows if len(r) == 16]
    return len(wide) >= 16 and any(not _SMALL_LINE_CHARS.issuperset(r) for r in wide)


def reader_form(text: str, source: str, one_per_line: bool) -> str:
    """Which reader a text needs: ``"sdk"``, ``"txt"`` or ``"lines"``."""
    if source.lower().endswith(".sdk"):
        return "sdk"
    lines = content(text)
    first = _first_row(lines)
    if first is None:
        return "lines"
    if is_number_line(first):
        return "txt"
    marked = any(is_header(s) or is_section(s) for s in lines)
    if marked and len(first) in LINE_LENGTHS and _row_count(lines) == 1:
        return "sdk"  # headers over one puzzle line
    if (marked or not one_per_line) and _is_grid(lines):
        return "sdk"
    return "lines"


def text_tokens(text: str) -> Iterator[tuple[int, int, str]]:
    """(line, column, token) of every plaintext token, in order."""
    for number, raw in enumerate(text.split("\n"), 1):
        for m in TOKEN_RE.finditer(raw):
            yield number, m.start() + 1, m.group()


def txt_size(text: str) -> tuple[int | None, list[tuple[int, int, str]]]:
    """The size of a plaintext puzzle (None when it has too few numbers) and its first tokens.

    The first line decides when it holds n numbers (a grid row; unless it is a 4 x 4 written
    on one line) or n*n (the whole puzzle); otherwise the leading numbers, as many as fit."""
    tokens: list[tuple[int, int, str]] = []
    first_line_count = 0
    first_line = None
    numbers = 0  # leading tokens that are numbers
    for tok in text_tokens(text):
        if first_line is None:
            first_line = tok[0]
        if tok[0] == first_line:
            first_line_count += 1
        if numbers == len(tokens) and NUMBER_RE.fullmatch(tok[2]):
            numbers += 1
        tokens.append(tok)
        if len(tokens) >= 256 and tok[0] != first_line:
            break
    k = first_line_count
    if k == 16:  # a 16 x 16 row, or a whole 4 x 4 on one line
        return (16 if len(tokens) >= 256 else 4), tokens
    if k in SIZES:
        return k, tokens
    if k in LINE_LENGTHS:
        return LINE_LENGTHS[k], tokens
    fitting = [s for s in SIZES if s * s <= numbers]
    return (fitting[-1] if fitting else None), tokens


def _is_txt_shaped(text: str) -> bool:
    """At least 16 tokens, and the first n*n (n from :func:`txt_size`; all of them when there
    are fewer) are numbers 0-16. Too few for the size the first line shows, or a number too big
    for it, is still a plaintext Sudoku: its reader says what is wrong."""
    n, tokens = txt_size(text)
    if n is None or len(tokens) < 16:
        return False
    return all(NUMBER_RE.fullmatch(tok) and int(tok) <= SIZES[-1] for _l, _c, tok in tokens[: n * n])


def _is_line(s: str) -> bool:
    n = LINE_LENGTHS.get(len(s))
    return n is not None and all(ch in ".0" or 1 <= char_digit(ch.upper()) <= n for ch in s)


_is_str8ts_line = is_black_cell_line  # a Str8ts puzzle line with a black cell (n*n, n 4 to 16)


def is_str8ts_line(s: str) -> bool:
    """A Str8ts puzzle line (see :func:`_is_str8ts_line`) that starts with a black cell, which a
    Sudoku reader would otherwise skip as a ``#`` comment."""
    return s.startswith("#") and _is_str8ts_line(s)


def str8ts_line_error(source: str, line: int):
    """The error for a Str8ts puzzle line among Sudoku puzzles (not a comment to skip)."""
    from str8ts_gui.core.files import other_kind_error

    return other_kind_error("Str8ts", "with black cells", "Sudoku", source=source, line=line)


def detect(text: str, *, source: str = "<string>") -> bool:
    """True when ``text`` is a Sudoku in one of the forms of this module.

    * an .sdk file: ``source`` ends in ``.sdk``, or header lines (``#A``...) or a ``[Puzzle]``
      section come first and n rows of n digits or ``.`` follow (a bare grid is Str8ts's);
    * plaintext: at least 16 numbers 0-16, as many as a Sudoku of the size the text shows;
    * puzzle lines: the lines (``;`` and ``//`` comments and JSON lines aside) are Sudoku lines,
      digits and ``.`` only: all of them, or so many that the others are bad Sudoku lines (more
      than twice as many as the Str8ts lines with black cells among them). A ``#`` there is a
      Str8ts black cell, not a comment;
    * f-puzzles JSON (an object with ``size`` and ``grid``) and f-puzzles or SudokuPad links
      (see :mod:`.fpuzzles`).
    """
    if source.lower().endswith(".sdk"):
        return True
    lines = content(text)
    if not lines:
        return False
    if fpuzzles_text(text) is not None:
        return True
    if _is_sdk_shaped(lines):
        return True
    if is_number_line(lines[0]) and _is_txt_shaped(text):
        return True
    puzzle_lines = [s for s in lines if not s.startswith((";", "//", "{"))]
    sudoku = sum(1 for s in puzzle_lines if _is_line(s))
    return sudoku > 0 and sudoku > 2 * sum(1 for s in puzzle_lines if not _is_line(s) and _is_str8ts_line(s))
