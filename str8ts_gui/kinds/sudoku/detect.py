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
# a text whose first token is a number (see is_number_line), matched without reading the rest
# of a long first token (a 50 MB line of one)
_NUMBER_FIRST_RE = re.compile(r"[\s,|]*[0-9]{1,2}(?![^\s,|])")
# an empty cell in a Sudoku line or grid: '.', '0' or '*' (the Str8ts reader takes '*' too)
EMPTY_CELLS = ".0*"
# the ASCII characters of an n x n Sudoku line: empty cells and digits 1-n, 10-16 as 'A'-'G' or
# 'a'-'g' (what :func:`_is_line` and the line reader take a character at a time, tested at once)
LINE_CHARS = {n: frozenset(EMPTY_CELLS + WHITE_CHARS[:n] + WHITE_CHARS[9:n].lower()) for n in SIZES}
# the characters a grid row or puzzle line may hold, in the shape tests of detect()
_ROW_CHARS = frozenset(EMPTY_CELLS + "123456789ABCDEFG")
_SMALL_LINE_CHARS = frozenset(".01234")
# the header letters of SadMan and SudoCue .sdk files, and every character of a Str8ts line
_SDK_LETTERS = "ABCDLSU"
_STR8TS_CELLS = frozenset(".0*#123456789" + WHITE_CHARS + BLACK_CHARS)
# the widths of Str8ts rows and lines that can hold a white 10 ('A'): boards from 10 x 10 up
_STR8TS_WIDE = frozenset(w for n in range(10, 17) for w in (n, n * n))
# the widths of a Str8ts grid (4 x 4 to 16 x 16), and what a 4 x 4 puzzle line of either kind
# holds (sixteen such lines are sixteen puzzles, not the rows of a 16 x 16 grid)
_GRID_WIDTHS = frozenset(range(4, 17))
_SMALL_CHARS = frozenset(EMPTY_CELLS + "1234#abcd")
# the characters of a grid's frame and box lines: "+-------+-------+" (forums), "*-----------*"
# and "|---+---+---|" (Simple Sudoku, Sudoku Explainer), HoDoKu's ".-------.-------.",
# ":-------+-------:" and "'-------'-------'"; such a line holds "---" (or "===")
_FRAME_CHARS = frozenset("-=+*.:'| \t")
# a row of a grid drawn with '|' between its boxes (digits, pencil marks, '.', '|' and spaces)
_BAR_ROW_CHARS = _ROW_CHARS | frozenset("| \t")
# HoDoKu's library line, ":<step>:<digits>:<puzzle>:<deleted candidates>:<eliminations>:...":
# what it starts with (the puzzle is its fourth field; a '+' marks a placed digit, no given)
LIBRARY_RE = re.compile(r":[0-9]{4}[0-9]?:[^:]*:")
# what every f-puzzles JSON or link text holds (a wider net than fpuzzles.detect): only such a
# text loads the f-puzzles module, which brings every variant rule with it
# what marks f-puzzles text, looked for as plain substrings of an ASCII text's lower case (a big
# file of puzzles is searched at once: 20 to 30 times faster than the case-blind pattern made of
# them, which is for other texts); a link percent-encoded inside another (a redirect's ``q=``)
# shows the same marks with ``%3d`` and ``%2f`` for ``=`` and ``/``
_FPUZZLES_HINTS = (
    "load=", "fpuzzles", "f-puzzles.com/", "sudokupad.app/", "crackingthecryptic.com/sudoku/",
    "load%3d", "f-puzzles.com%2f", "sudokupad.app%2f", "crackingthecryptic.com%2fsudoku%2f",
)
_FPUZZLES_HINT = re.compile("|".join(map(re.escape, _FPUZZLES_HINTS)), re.I)


def _has_fpuzzles_hint(text: str) -> bool:
    if text.isascii():
        if not any(ch in text for ch in "=/%zZ"):
            return False  # (every hint holds one of these: a big file without is not lowered)
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
        if not marked:
            return False  # a row before any header: nothing later marks the text (a big list's first line decides)
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
    """Whether the first token of ``s`` (see :data:`TOKEN_RE`) is a number of one or two digits."""
    return _NUMBER_FIRST_RE.match(s) is not None


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
    if is_number_line(first) and not _numbers_hold_empty_cells(text) and not _drawn(lines):
        return "txt"
    marked = any(s[0] in "#[" and (is_header(s) or is_section(s)) for s in lines)
    if marked and len(first) in LINE_LENGTHS and _row_count(lines) == 1:
        return "sdk"  # headers over one puzzle line
    if marked and _is_grid(lines):
        return "sdk"
    # puzzle lines, and grids: bare (rows of n characters; not from standard input, whose
    # lines are puzzles each), drawn with '|' and frame lines, or with spaces between cells
    return "lines"


def _drawn(lines: list[str]) -> bool:
    """Whether numbers are drawn as a grid: a frame or box line among them (``-------+-------``
    between rows of ``0 2 0 | 6 0 8 | 0 0 0``, as HoDoKu and qqwing print a grid with ``0`` for an
    empty cell): the cells of a grid, not plaintext numbers (which may have ``|`` between them)."""
    return any(is_frame_line(s) for s in lines)


def _numbers_hold_empty_cells(text: str) -> bool:
    """Whether the numbers a text starts with have a ``.`` or ``*`` among them (``4 . . | . 8 .``):
    the cells of a grid written with spaces, not plaintext numbers."""
    for k, (_line, _col, token) in enumerate(text_tokens(text)):
        if token in (".", "*"):
            return True
        if k >= 256 or not NUMBER_RE.fullmatch(token):
            return False
    return False


def text_tokens(text: str, start: int = 0, line: int = 1) -> Iterator[tuple[int, int, str]]:
    """(line, column, token) of every plaintext token, in order; from the character ``start``,
    which begins line number ``line`` (a text's later puzzles). Lines are split as they are
    reached: a caller that stops early does not pay for the rest of a big text."""
    pos, end_of_text = start, len(text)
    while pos <= end_of_text:
        end = text.find("\n", pos)
        if end < 0:
            end = end_of_text
        for m in TOKEN_RE.finditer(text, pos, end):
            yield line, m.start() - pos + 1, m.group()
        line += 1
        pos = end + 1


_MOST_CELLS = SIZES[-1] * SIZES[-1]


def txt_size(text: str, start: int = 0, line: int = 1) -> tuple[int | None, list[tuple[int, int, str]]]:
    """The size of a plaintext puzzle (None when it has too few numbers) and its first tokens
    (from the character ``start``, on line ``line``: see :func:`text_tokens`).

    The first line decides when it holds n numbers (a grid row; unless it is a 4 x 4 written
    on one line) or n*n (the whole puzzle); otherwise the leading numbers, as many as fit."""
    tokens: list[tuple[int, int, str]] = []
    first_line_count = 0
    first_line = None
    numbers = 0  # leading tokens that are numbers
    for tok in text_tokens(text, start, line):
        if first_line is None:
            first_line = tok[0]
        if tok[0] == first_line:
            first_line_count += 1
        if numbers == len(tokens) and NUMBER_RE.fullmatch(tok[2]):
            numbers += 1
        tokens.append(tok)
        if len(tokens) >= 256 and tok[0] != first_line:
            break
        if first_line_count > _MOST_CELLS:
            break  # (a longer first line is no row or whole puzzle: the leading numbers decide, as many as fit)
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
    if n is None:
        return False
    if LINE_CHARS[n].issuperset(s):
        return True
    # (beyond ASCII, as each character's upper case says)
    return not s.isascii() and all(ch in EMPTY_CELLS or 1 <= char_digit(ch.upper()) <= n for ch in s)


# -- grids: bare, drawn with '|' and frame lines, with spaces between cells -------------------


def is_frame_line(s: str) -> bool:
    """A grid's frame or box line (``+-------+-------+``, ``|---+---+---|``, ``*-----*``...)."""
    return ("---" in s or "===" in s) and _FRAME_CHARS.issuperset(s)


def is_library_line(s: str) -> bool:
    """A HoDoKu library line (``:0000:x:<puzzle>:::``)."""
    return LIBRARY_RE.match(s) is not None


def cell_token(token: str, n: int | None = None) -> bool:
    """Whether ``token`` is one cell of a grid: ``.``, ``0``, ``*``, a digit ``1``-``9``, ``A``-``G``
    or a number 10-16 (no more than ``n`` when given)."""
    if token in EMPTY_CELLS:
        return True
    if len(token) == 1:
        d = char_digit(token)
    elif len(token) == 2 and token.isascii() and token.isdigit() and token[0] == "1":
        d = int(token)
    else:
        return False
    return 1 <= d <= (n or SIZES[-1])


def _words_are_cells(words: list[str]) -> bool:
    """Whether the words of a row (between spaces, across its ``|``) are a cell each (``4 . .``,
    ``10 . 12``, a pencil-mark grid's ``1257 36 8``) rather than boxes of a cell a character
    (``4.. ... 8.5``, ``123 456 789``: words as long as each other, of cell characters, that
    hold a ``.`` or are not n cells but make n or n*n characters)."""
    if all(len(w) == 1 for w in words) or len({len(w) for w in words}) != 1:
        return True
    if not all(_ROW_CHARS.issuperset(w) for w in words):
        return True
    if not all(w.isdigit() for w in words):
        return False
    chars = len(words) * len(words[0])
    return len(words) in SIZES or not (chars in SIZES or chars in LINE_LENGTHS)


def row_cells(raw: str) -> tuple[list[tuple[int, str]], list[tuple[int, int]]]:
    """The cells of one row of a grid, as (0-based column, what it holds), and the ``|`` that
    stand between two cells, as (how many cells come before it, its 0-based column).

    ``|`` parts the row. With no part holding two words, each word is cells of a character
    (``4..|...|8.5``); else a word is a cell (``4 . . | . . .``, a 16 x 16's ``10``), or, when
    the words are boxes (see :func:`_words_are_cells`), cells of a character again."""
    parts = raw.split("|")
    found: list[list[tuple[int, str]]] = []  # each part's words, (column in the row, word)
    column = 0
    for part in parts:
        found.append([(column + m.start(), m.group()) for m in _WORD_RE.finditer(part)])
        column += len(part) + 1
    words = [w for part_words in found for _c, w in part_words]
    a_word_a_cell = any(len(p) > 1 for p in found) and _words_are_cells(words)
    cells: list[tuple[int, str]] = []
    bars: list[tuple[int, int]] = []
    for k, part_words in enumerate(found):
        if a_word_a_cell:
            cells += part_words
        else:
            cells += [(c + j, ch) for c, w in part_words for j, ch in enumerate(w)]
        if k < len(found) - 1:
            bars.append((len(cells), sum(len(p) + 1 for p in parts[: k + 1]) - 1))
    return cells, [(before, col) for before, col in bars if 0 < before < len(cells)]


_WORD_RE = re.compile(r"\S+")
_SPACE_RE = re.compile(r"\s")


def has_space(s: str) -> bool:
    return _SPACE_RE.search(s) is not None


def is_spaced_row(s: str) -> bool:
    """A grid row of cells between spaces (no ``|``): n cells, n a Sudoku size, or a whole
    puzzle of n*n, each a digit 1-n or empty."""
    if "|" in s or not has_space(s):
        return False
    cells = row_cells(s)[0]
    n = len(cells) if len(cells) in SIZES else LINE_LENGTHS.get(len(cells))
    return n is not None and all(cell_token(c, n) for _col, c in cells)


def _is_spaced_line(s: str) -> bool:
    """A whole Sudoku in one row of cells between spaces, a ``.`` or ``*`` among them (numbers
    alone are plaintext)."""
    if not is_spaced_row(s):
        return False
    cells = [c for _col, c in row_cells(s)[0]]
    return len(cells) in LINE_LENGTHS and any(c in (".", "*") for c in cells)


def _may_be_drawn(s: str) -> bool:
    """Whether a line may be a frame line or a row with ``|`` or spaces (a quick test first)."""
    return "|" in s or "-" in s or "=" in s or " " in s or "\t" in s


def _puzzle_rows(lines: list[str]) -> list[str]:
    """The lines of a text that may be puzzles or rows of one: not a ``;`` or ``//`` comment,
    a JSON line, or a ``#`` comment (a ``#`` line of Str8ts cells is a Str8ts line or row)."""
    return [
        s for s in lines
        if not s.startswith((";", "//", "{")) and not (s.startswith("#") and not _STR8TS_CELLS.issuperset(s))
    ]


def _is_drawn_grid(rows: list[str]) -> bool:
    """Grids drawn with ``|`` between boxes (and frame lines), or with spaces between cells (a
    ``.`` or ``*`` among them, or words of several digits, ``534 678 912``: numbers of one or
    two digits alone are plaintext), make most of the ``rows`` (see :func:`_puzzle_rows`). A row
    with a bad cell is still the grid's: its reader names it."""
    frames = bars = spaced = 0
    empty = False  # some row no plaintext could have
    for s in rows:
        if not _may_be_drawn(s):
            continue  # (most lines of a big file: no '|', '-', '=' or space)
        if is_frame_line(s):
            frames += 1
        elif "|" in s and _BAR_ROW_CHARS.issuperset(s):
            bars += 1
        elif is_spaced_row(s):
            spaced += 1
            empty = empty or any(c in (".", "*") for _col, c in row_cells(s)[0]) or not _plain_numbers(s)
    if not (bars >= 2 or (frames and bars + spaced >= 2) or (spaced >= 4 and empty)):
        return False
    return 2 * (frames + bars + spaced) > len(rows)


def _plain_numbers(s: str) -> bool:
    """Whether every word of ``s`` is a number of one or two digits (a row of plaintext)."""
    return all(NUMBER_RE.fullmatch(w) for w in s.split())


def starts_big_grid(rows: list[str], i: int, *, skip=None) -> bool:
    """Whether the 16-character row ``rows[i]`` (rows stripped) starts a 16 x 16 grid: it and the
    next 15 rows (``skip``: rows to pass over, such as comments) are 16 characters wide, and
    not all of them could be a 4 x 4 puzzle line (sixteen of those are sixteen puzzles)."""
    wide = 0
    big = False
    while wide < 16 and i < len(rows):
        s = rows[i]
        i += 1
        if skip is not None and skip(s):
            continue
        if len(s) != 16:
            return False
        wide += 1
        big = big or not _SMALL_CHARS.issuperset(s)
    return wide == 16 and big


def _is_grid_row(s: str, n: int) -> bool:
    """A row of a bare Sudoku grid: n digits 1-n or empty cells, no Str8ts black cell."""
    return len(s) == n and all(ch in EMPTY_CELLS or 1 <= char_digit(ch) <= n for ch in s)


_BLACK_CELLS = "#" + BLACK_CHARS
_BLACK_CELL_RE = re.compile("[#a-p]")


def _has_black_cell(s: str) -> bool:
    """Whether ``s`` holds a Str8ts black cell: ``#`` or ``a``-``p``."""
    if len(s) > 4096:  # (a long line: a search for each character is quicker than the pattern)
        return any(ch in s for ch in _BLACK_CELLS)
    return _BLACK_CELL_RE.search(s) is not None


def _count_puzzles(rows: list[str]) -> tuple[int, int]:
    """(Sudoku, Str8ts) among the puzzle lines and bare grids of a text. A Sudoku: a line as
    :func:`_is_line` or of HoDoKu's library, or a grid of n rows of n digits and empty cells (n a
    Sudoku size); a Str8ts: a line (:func:`_is_str8ts_line`) or a grid with a black cell, among
    ``rows`` (see :func:`_puzzle_rows`). The Str8ts are counted only when there is a Sudoku."""
    sudoku = str8ts = 0
    others: list[str] = []  # the lines that are no Sudoku: Str8ts lines with black cells?
    i = 0
    while i < len(rows):
        s = rows[i]
        n = len(s)
        if n in _GRID_WIDTHS and (n != 16 or starts_big_grid(rows, i)):
            grid = rows[i : i + n]
            if len(grid) == n and all(len(r) == n for r in grid):
                if n in SIZES and all(_is_grid_row(r, n) for r in grid):
                    sudoku += 1
                    i += n
                    continue
                if any(_has_black_cell(r) for r in grid):
                    str8ts += 1
                    i += n
                    continue
        if _is_line(s) or (s[0] == ":" and is_library_line(s)) or (_may_be_drawn(s) and _is_spaced_line(s)):
            sudoku += 1
        else:
            others.append(s)
        i += 1
    if sudoku:  # (a text without a Sudoku among its lines needs no more looking at)
        str8ts += sum(1 for s in others if _is_str8ts_line(s))
    return sudoku, str8ts


_is_str8ts_line = is_black_cell_line  # a Str8ts puzzle line with a black cell (n*n, n 4 to 16)


def is_str8ts_line(s: str) -> bool:
    """A Str8ts puzzle line (see :func:`_is_str8ts_line`) that starts with a black cell, which a
    Sudoku reader would otherwise skip as a ``#`` comment."""
    return s.startswith("#") and _is_str8ts_line(s)


def str8ts_line_error(source: str, line: int):
    """The error for a Str8ts puzzle line among Sudoku puzzles (not a comment to skip)."""
    from str8ts_gui.core.files import other_kind_error

    return other_kind_error("Str8ts", "with black cells", "Sudoku", source=source, line=line)


def str8ts_line_instead(error, stripped: str, *, source: str, line: int):
    """``error`` (a Sudoku reader's, for the stripped line ``stripped``), or the error that names
    the line a Str8ts puzzle line (:func:`str8ts_line_error`) when it is one, ``#`` first or
    not: a Str8ts line among Sudoku puzzles said ``'#' is not a digit 1-9 ...`` of one of its
    cells. Asked only of a line the Sudoku reader refused (a 16 x 16 Sudoku line written with
    ``a``-``g`` for 10-16 is no Str8ts line)."""
    return str8ts_line_error(source, line) if _is_str8ts_line(stripped) else error


def detect(text: str, *, source: str = "<string>") -> bool:
    """True when ``text`` is a Sudoku in one of the forms of this module.

    * an .sdk file: ``source`` ends in ``.sdk``, or header lines (``#A``...) or a ``[Puzzle]``
      section come first and n rows of n digits or ``.`` follow;
    * plaintext: at least 16 numbers 0-16, as many as a Sudoku of the size the text shows;
    * grids drawn with frame lines (``+-------+``) and ``|`` between boxes, or with spaces
      between cells, make most of its lines (a bad row among them is the grid's reader's to name);
    * puzzle lines and bare grids: the puzzles (``;`` and ``//`` comments and JSON lines aside)
      are Sudoku lines (n*n digits and ``.``, ``0`` or ``*``; HoDoKu library lines too) and
      grids of n rows of n such characters, n a Sudoku size: all of them, or so many that the
      others are bad Sudoku lines (more than twice as many as the Str8ts lines and grids with
      black cells among them). A ``#`` there is a Str8ts black cell, not a comment: one black
      cell makes a line or a grid a Str8ts;
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
    rows = _puzzle_rows(lines)
    if _is_drawn_grid(rows):
        return True
    sudoku, str8ts = _count_puzzles(rows)
    if not sudoku:
        return _nearly_lines(rows)
    return sudoku > 2 * str8ts


# the sizes whose lines a line of digits and dots of nearly their length is taken for: 9 x 9 and
# up, as a Str8ts text's lines without black cells are (a bad 4 x 4 test line stays a Str8ts)
_NEAR_LENGTHS = tuple(n * n for n in SIZES if n >= 9)
_NEAR_CHARS = frozenset(EMPTY_CELLS + "123456789ABCDEFG")


def _is_nearly_line(s: str) -> bool:
    """Whether ``s``, a line without a Str8ts black cell (``#``, ``a``-``p``: see
    :func:`_nearly_lines`), is nearly a Sudoku line of 9 x 9 or larger: it starts with digits
    and empty cells as many as such a line's, give or take a tenth (80 or 83 for 81; a line of
    81 with a tab and a column after it): a bad Sudoku line, whose message is the Sudoku
    reader's."""
    run = 0
    for ch in s[: _NEAR_LENGTHS[-1] * 11 // 10 + 1]:  # (a longer run is near no length)
        if ch not in _NEAR_CHARS:
            break
        run += 1
    return any(10 * abs(run - length) <= length for length in _NEAR_LENGTHS)


def _nearly_lines(rows: list[str]) -> bool:
    """A text without a Sudoku puzzle whose lines are mostly nearly Sudoku lines (see
    :func:`_is_nearly_line`), none with a Str8ts black cell: one kind's detection nearly
    matched, so that kind's reader speaks of what is wrong (a Sudoku line of 80 characters was
    'expected a puzzle of n*n characters for a board of 4 x 4 to 16 x 16 ...', the Str8ts
    reader's words)."""
    if not rows or any(_has_black_cell(s) for s in rows):
        return False
    return 2 * sum(1 for s in rows if _is_nearly_line(s)) > len(rows)
