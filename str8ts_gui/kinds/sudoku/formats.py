"""Reading and writing classic Sudoku.

* the puzzle line: n*n characters row by row, ``1``-``9`` then ``A``-``G`` for 10-16, ``.`` or
  ``0`` empty (a ``0`` only stands for an empty cell);
* one-line native JSON documents (JSON Lines), read by :mod:`str8ts_gui.core.document`.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.core.document import Document, loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.puzzle import Puzzle, char_digit, digit_char
from str8ts_gui.kinds.sudoku.model import SIZES, new_puzzle

__all__ = ["ACCEPTED", "parse_line", "read", "to_line", "values_line"]

ACCEPTED = "accepted: a Sudoku line (n*n characters, 1-9 then A-G, '.' or '0' empty) or a .str8ts JSON document"
_LINE_LENGTHS = {s * s: s for s in SIZES}


def to_line(puzzle: Puzzle) -> str:
    """The n*n puzzle line, ``.`` for an empty cell."""
    return "".join(digit_char(v) if v else "." for v in puzzle.clues)


def values_line(puzzle: Puzzle, values) -> str:
    """The puzzle line of ``values`` (0 keeps a cell's clue or ``.``)."""
    return "".join(digit_char(v or c) if (v or c) else "." for v, c in zip(values, puzzle.clues))


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
    clues = []
    for k, ch in enumerate(stripped):
        if ch in ".0":
            clues.append(0)
            continue
        d = char_digit(ch.upper())
        if not 1 <= d <= n:
            raise PuzzleFormatError(
                f"{ch!r} is not a digit 1-{n} or '.' for a {n} x {n} Sudoku", source=source, line=line, column=col0 + k + 1
            )
        clues.append(d)
    return new_puzzle(n, clues)


def read(text: str, *, source: str = "<string>", one_per_line: bool = False) -> Iterator[tuple[int, Document]]:
    """Every Sudoku of a text: puzzle lines and one-line JSON documents; blank lines and lines
    starting with ``#``, ``;`` or ``//`` are skipped."""
    found = False
    for number, raw in enumerate(text.split("\n"), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith(("#", ";", "//")):
            continue
        if stripped.startswith("{"):
            try:
                doc = loads_document(stripped, source=source)
            except PuzzleFormatError as e:
                raise PuzzleFormatError(e.reason, source=source, line=number, column=e.column) from None
        else:
            doc = Document(parse_line(raw, source=source, line=number))
        found = True
        yield number, doc
    if not found:
        raise PuzzleFormatError("no puzzle found", source=source)


def detect(text: str, *, source: str = "<string>") -> bool:
    """True when every puzzle line of ``text`` is an n*n-character Sudoku line (no black cells)."""
    lines = [s.strip() for s in text.split("\n")]
    lines = [s for s in lines if s and not s.startswith(("#", ";", "//"))]
    if not lines:
        return False
    return all(len(s) in _LINE_LENGTHS and all(ch in ".0" or 1 <= char_digit(ch.upper()) <= _LINE_LENGTHS[len(s)] for ch in s) for s in lines)
