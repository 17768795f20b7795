"""Reading and writing Suguru.

**The text format** (the one the published Z3 Suguru solver reads; ``convert --to suguru``)::

    #Suguru Page59 DR  su_002.txt
    a,b,b,b,b,c
    a,a4,d,c3,c,c
    ...

Lines starting with ``#`` are comments; the first one of a puzzle is its title. Every other
line is a row of comma-separated tokens (spaces around them are ignored): a region label
(``a``-``z``, ``A``-``Z`` or several letters such as ``aa``) and an optional given digit. Cells
with the same label form one region. The grid is rectangular, 2 to 20 cells a side. A text may
hold several puzzles: a blank line or a ``#`` line after the rows ends one. Lines starting with
``;`` are skipped too (the library's ``; grade:`` lines), but for ``; title: ...`` right before
a puzzle's rows, its title when no ``#`` line named it (as in the other kinds' texts); a line
starting with ``{`` is a one-line native JSON document.

The writer gives every region a label in reading order of its first cell: ``a``-``z``, then
``A``-``Z``, then two letters (``aa``, ``ab``, ...).

**A draft** (regions still being drawn: a given larger than its region, as the editor keeps it
when regions are redrawn around it, and the native file keeps it) is written with a ``; draft:``
line first, saying which givens do not fit yet; a ``; draft:`` line right above a puzzle (or
among its rows) lets the reader keep such givens, so what the writer writes reads back as the
same draft (the checker then names each such given, and the draft has no solution). Without
that line a given larger than its region is an error, as in any text made elsewhere.

**The puzzle line** (the ``puzzle`` field of the native save file): the givens row by row,
``1``-``9`` or ``.``; the regions are the file's ``regions`` field (a region number per cell).

Bad input raises :class:`~str8ts_gui.core.files.PuzzleFormatError` with source, line and
column: rows of different lengths, a label that is not letters, a given larger than its
region (but in a draft), a region of more than 9 cells, a board side outside 2..20.
"""

from __future__ import annotations

import re
import string
from functools import partial
from typing import Iterator, Sequence

from str8ts_gui.core.document import Document, loads_document_line, meta_comment
from str8ts_gui.core.files import PuzzleFormatError, no_puzzle_found, other_kind_error, raise_error, read_or_report
from str8ts_gui.core.puzzle import MAX_SIDE, MIN_SIDE, Puzzle, is_black_cell_line
from str8ts_gui.kinds.suguru.detect import detect
from str8ts_gui.kinds.suguru.model import MAX_REGION, default_regions, new_puzzle, region_sizes
from str8ts_gui.kinds.suguru.rules import check

__all__ = [
    "ACCEPTED",
    "detect",
    "draft_givens",
    "label_of",
    "parse_line",
    "parse_text",
    "read",
    "solution_text",
    "to_line",
    "to_text",
    "values_line",
]

ACCEPTED = (
    "accepted: a Suguru text (rows of comma-separated region labels such as a,b4,b with an optional "
    "given digit; '#' lines are comments, the first one the title) or a .str8ts JSON document"
)
LETTERS = string.ascii_lowercase + string.ascii_uppercase
_TOKEN_RE = re.compile(r"([A-Za-z]+)([0-9]*)")
# the comment line that marks a draft (see the module docstring): "; draft: ..."
_DRAFT_RE = re.compile(r";\s*draft\s*:", re.IGNORECASE)


def label_of(k: int) -> str:
    """The label of region number ``k``: ``a``..``z``, ``A``..``Z``, then ``aa``, ``ab``..."""
    if k < len(LETTERS):
        return LETTERS[k]
    q, r = divmod(k - len(LETTERS), len(LETTERS))
    return LETTERS[q] + LETTERS[r]


# -- writing -------------------------------------------------------------------------------


def to_line(puzzle: Puzzle) -> str:
    """The givens row by row, ``.`` for an empty cell (the regions are not in it)."""
    return "".join(str(v) if v else "." for v in puzzle.clues)


def values_line(puzzle: Puzzle, values: Sequence[int]) -> str:
    """The puzzle line of ``values`` (0 keeps a cell's clue or ``.``)."""
    return "".join(str(v or c) if (v or c) else "." for v, c in zip(values, puzzle.clues))


def _rows(puzzle: Puzzle, values: Sequence[int]) -> list[str]:
    w = puzzle.size
    labels = [label_of(g) for g in puzzle.regions]
    cells = [lab + (str(v) if v else "") for lab, v in zip(labels, values)]
    return [",".join(cells[r * w : (r + 1) * w]) for r in range(puzzle.height)]


def draft_givens(puzzle: Puzzle) -> list[str]:
    """The givens larger than their regions, in reading order and in the checker's own words
    ("4 in r1c1 is larger than its region of 1 cell"): what makes ``puzzle`` a draft whose
    regions are still being drawn (empty for a finished board)."""
    too_big = [v for v in check(puzzle, puzzle.clues) if v.kind == "too_big"]
    return [v.message for v in sorted(too_big, key=lambda v: v.cells)]


def to_text(doc: Document) -> str:
    """The text format of a document: ``#`` + title when it has one, then the rows; a draft
    (a given larger than its region) first gets its ``; draft:`` line, so it reads back."""
    title = doc.title.replace("\n", " ").strip()
    head = [f"#{title}"] if title else []
    draft = draft_givens(doc.puzzle)
    if draft:
        head.insert(0, f"; draft: regions still being drawn ({'; '.join(draft)})")
    return "\n".join(head + _rows(doc.puzzle, doc.puzzle.clues)) + "\n"


def solution_text(puzzle: Puzzle, values: Sequence[int]) -> str:
    """The rows of the text format with ``values`` (clues where 0): every cell label + digit."""
    vals = [v or c for v, c in zip(values, puzzle.clues)]
    return "\n".join(_rows(puzzle, vals))


# -- the puzzle line -----------------------------------------------------------------------


def parse_line(
    text: str, *, source: str = "<string>", line: int = 1, width: int | None = None, height: int | None = None
) -> Puzzle:
    """A Suguru from a puzzle line (givens only, the default regions): ``width`` x ``height``
    when given, else a square of len(text) cells. The native file reader then sets the regions."""
    stripped = text.strip()
    col0 = len(text) - len(text.lstrip())
    if width is None or height is None:
        side = round(len(stripped) ** 0.5)
        if side * side != len(stripped) or not MIN_SIDE <= side <= MAX_SIDE:
            raise PuzzleFormatError(
                f"a Suguru puzzle line of a square board has n*n characters (n {MIN_SIDE} to {MAX_SIDE}), got {len(stripped)}",
                source=source,
                line=line,
            )
        width = height = side
    if len(stripped) != width * height:
        raise PuzzleFormatError(
            f"a {width} x {height} Suguru line has {width * height} characters, got {len(stripped)}", source=source, line=line
        )
    clues = []
    for k, ch in enumerate(stripped):
        if ch in ".0":
            clues.append(0)
        elif ch.isdigit() and ch.isascii():
            clues.append(int(ch))
        else:
            raise PuzzleFormatError(f"{ch!r} is not a digit 1-9 or '.'", source=source, line=line, column=col0 + k + 1)
    try:
        return new_puzzle(width, height, default_regions(width, height), clues)
    except ValueError as e:
        raise PuzzleFormatError(str(e), source=source, line=line) from None


# -- the text format -----------------------------------------------------------------------


def _parse_rows(
    rows: list[tuple[int, str]], title: str, source: str, draft: bool = False
) -> Document:
    """A document from the rows ``(line number, raw text)`` of one puzzle (``draft``: marked
    by a ``; draft:`` line, its givens larger than their regions are kept)."""
    labels: list[str] = []
    clues: list[int] = []
    where: list[tuple[int, int]] = []  # (line, column) of every cell's token
    width = None
    for r, (number, raw) in enumerate(rows):
        tokens: list[tuple[int, str]] = []
        pos = 0
        for part in raw.split(","):
            lead = len(part) - len(part.lstrip()) if part.strip() else 0
            tokens.append((pos + lead + 1, part.strip()))
            pos += len(part) + 1
        if width is None:
            width = len(tokens)
            if not MIN_SIDE <= width <= MAX_SIDE:
                raise PuzzleFormatError(
                    f"a Suguru row has {MIN_SIDE} to {MAX_SIDE} cells, not {width}", source=source, line=number, column=1
                )
        elif len(tokens) != width:
            raise PuzzleFormatError(
                f"row {r + 1} has {len(tokens)} cell{'s' if len(tokens) != 1 else ''}, expected {width} like the first row",
                source=source,
                line=number,
                column=1,
            )
        for column, token in tokens:
            m = _TOKEN_RE.fullmatch(token)
            if m is None:
                raise PuzzleFormatError(
                    f"{token!r} is not a region label (letters a-z, A-Z) with an optional given digit",
                    source=source,
                    line=number,
                    column=column,
                )
            label, digits = m.groups()
            given = int(digits) if digits else 0
            if digits and not 1 <= given <= MAX_REGION:
                raise PuzzleFormatError(
                    f"{token!r}: the given {digits} is not a digit 1-{MAX_REGION}", source=source, line=number, column=column
                )
            labels.append(label)
            clues.append(given)
            where.append((number, column))
    height = len(rows)
    if not MIN_SIDE <= height <= MAX_SIDE:  # named at the first row too many (or the only row)
        raise PuzzleFormatError(
            f"a Suguru has {MIN_SIDE} to {MAX_SIDE} rows, not {height}", source=source, line=rows[min(height, MAX_SIDE + 1) - 1][0]
        )
    ids: dict[str, int] = {}
    regions = [ids.setdefault(lab, len(ids)) for lab in labels]
    sizes = region_sizes(regions)
    so_far: dict[int, int] = {}
    for i, g in enumerate(regions):
        so_far[g] = so_far.get(g, 0) + 1
        if so_far[g] > MAX_REGION:  # named at its 10th cell
            number, column = where[i]
            raise PuzzleFormatError(
                f"region {labels[i]!r} has {sizes[g]} cells; a Suguru region has at most {MAX_REGION}",
                source=source,
                line=number,
                column=column,
            )
    for i, g in enumerate(regions):
        if clues[i] > sizes[g] and not draft:
            number, column = where[i]
            raise PuzzleFormatError(
                f"the given {clues[i]} is larger than region {labels[i]!r} of {sizes[g]} cell{'s' if sizes[g] > 1 else ''}",
                source=source,
                line=number,
                column=column,
            )
    try:
        puzzle = new_puzzle(width, height, regions, clues)
    except ValueError as e:  # pragma: no cover - everything was checked above
        raise PuzzleFormatError(str(e), source=source, line=rows[0][0]) from None
    return Document(puzzle, title=title)


def _blocks(text: str) -> Iterator[tuple[str, list[tuple[int, str]], int, bool]]:
    """(title, rows, line of the first line, draft) of every puzzle of a text; ``("json",
    [(line, text)], -line, False)`` for a JSON document's line. ``draft``: a ``; draft:`` line
    came before the puzzle's first row (since the puzzle before it ended) or among its rows."""
    title: str | None = None
    start = 0
    rows: list[tuple[int, str]] = []
    draft = pending = False  # this puzzle is a draft; a "; draft:" line waits for its rows
    for number, raw in enumerate(text.split("\n"), 1):
        s = raw.strip()
        if rows and (not s or s.startswith("#")):
            yield title or "", rows, start, draft
            title, rows, draft = None, [], False
        if not s:
            continue
        if s.startswith(";"):
            pending = pending or _DRAFT_RE.match(s) is not None
            # "; title: ..." right before a puzzle's rows names it, as in the other kinds' texts
            # (File > Export Puzzle String writes it); a "#" line before it comes first
            described = meta_comment(s)
            if described and described[0] == "title" and not rows and title is None:
                title = described[1]
                start = number
            continue
        if s.startswith("#"):
            if is_black_cell_line(s):  # a Str8ts puzzle, not a comment: named, not skipped
                yield None, [(number, raw)], number, False
                title, pending = None, False
                continue
            if title is None:
                title = s[1:].strip()
                start = number
            continue
        if s.startswith("{"):
            yield "json", [(number, raw)], -number, False
            title, pending = None, False
            continue
        if not rows and title is None:
            start = number
        draft, pending = draft or pending, False
        rows.append((number, raw))
    if rows:
        yield title or "", rows, start, draft


def parse_text(text: str, *, source: str = "<string>") -> Document:
    """The first puzzle of a Suguru text."""
    for _number, doc in read(text, source=source):
        return doc
    raise no_puzzle_found(text, source=source, accepted=ACCEPTED)  # pragma: no cover


def read(
    text: str, *, source: str = "<string>", one_per_line: bool = False, keep_going: bool = False
) -> Iterator[tuple[int, Document]]:
    """Yield (line number, document) for every Suguru of a text (module docstring), raising at
    the first bad one (``keep_going``: yielding (line number, the PuzzleFormatError) for it and
    reading on). The line number is that of the puzzle's title, else its first row."""
    found = False
    for title, rows, start, draft in _blocks(text):
        found = True
        if title is None:
            error = other_kind_error("Str8ts", "with black cells", "Suguru", source=source, line=start)
            number, read = start, partial(raise_error, error)
        elif start < 0:
            number = rows[0][0]
            read = partial(loads_document_line, rows[0][1], source=source, line=number, taken_for="suguru")
        else:
            number, read = start, partial(_parse_rows, rows, title, source, draft)
        yield read_or_report(number, read, keep_going=keep_going)
    if not found:
        raise no_puzzle_found(text, source=source, accepted=ACCEPTED)
