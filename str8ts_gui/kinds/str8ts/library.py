"""The bundled puzzle library: plain puzzle files in ``puzzles/`` (installed as
``str8ts_gui.puzzles``), each puzzle preceded by ``; title:`` and ``; grade:`` comments.

The loader (:func:`load_library`) knows no kind: every ``.txt`` file is read by the one reader
of every input (:func:`~str8ts_gui.core.document.iter_documents`, which tells the kinds apart),
and the ``; title:``, ``; author:`` and ``; grade:`` comment lines right above a puzzle (no
blank line between) describe it, whichever kind's reader read it. So ``puzzles/sudoku-9x9.txt``
(made by :mod:`str8ts_gui.kinds.sudoku.library`) sits beside the Str8ts files.

Rebuild the generated Str8ts part with ``python -m str8ts_gui.kinds.str8ts.library [DIR]``; it
is deterministic (fixed seeds).
"""

from __future__ import annotations

import argparse
import importlib.resources
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from str8ts_gui.core.document import Document, iter_documents
from str8ts_gui.core.files import PuzzleFormatError, read_text_file, write_text_atomic
from str8ts_gui.core.kind import NotSupported, get_kind
from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.kinds.str8ts.generator import LEVELS, Options, generate

LIBRARY_SIZES = (6, 7, 8, 9)
PER_LEVEL = 5
SEED = 2026


def library_key(file: str, puzzle) -> str:
    """The name a library puzzle's progress is kept under: its file's name and its puzzle
    string (what :attr:`LibraryEntry.key` is; a file of the library opened with File > Open
    finds its puzzles' progress by it): its one-line form, or where that does not hold the whole
    puzzle (a Sudoku with rules or regions: every killer without digits has the same line of
    givens) the text that reads back as it (its kind's ``copy_text``)."""
    kind = get_kind(puzzle.kind)
    return f"{file}:{kind.to_line(puzzle) if kind.line_is_whole(puzzle) else kind.copy_text(puzzle)}"


@dataclass(frozen=True)
class LibraryEntry:
    file: str  # file name inside the library folder
    index: int  # position of the puzzle in its file
    document: Document

    @property
    def key(self) -> str:
        """A stable name for progress tracking: file and puzzle string (:func:`library_key`)."""
        return library_key(self.file, self.document.puzzle)

    @property
    def kind(self) -> str:
        """The puzzle kind's name (``"str8ts"``, ``"sudoku"``)."""
        return self.document.puzzle.kind

    @property
    def title(self) -> str:
        return self.document.title or f"{self.file} #{self.index + 1}"

    @property
    def size(self) -> int:
        return self.document.puzzle.size

    @property
    def height(self) -> int:
        return self.document.puzzle.height

    @property
    def shape(self) -> int:
        """The library's size filter value: n for an n x n board, ``width * 100 + height`` for
        a rectangle (a Suguru)."""
        p = self.document.puzzle
        return p.size if p.is_square else p.size * 100 + p.height

    @property
    def size_text(self) -> str:
        return f"{self.size} x {self.height}"

    @property
    def grade(self) -> str:
        return self.document.grade


def library_dir() -> Path:
    """Where the bundled puzzles are (the installed package, or the source tree)."""
    try:
        path = Path(str(importlib.resources.files("str8ts_gui.puzzles")))
        if path.is_dir():
            return path
    except ModuleNotFoundError:
        pass
    return Path(__file__).resolve().parents[3] / "puzzles"


_META_FIELDS = ("title", "author", "grade")


def _described(doc: Document, lines: list[str], number: int) -> Document:
    """``doc`` (read at line ``number``) with the ``; title:``/``; author:``/``; grade:`` comments
    right above it filled in where its reader left the field empty."""
    found: dict[str, str] = {}
    k = number - 2  # the line above, 0-based
    while k >= 0:
        text = lines[k].strip()
        if not text.startswith(";"):
            break
        key, sep, value = text[1:].partition(":")
        key = key.strip().lower()
        if sep and key in _META_FIELDS and key not in found:
            found[key] = value.strip()
        k -= 1
    fill = {key: value for key, value in found.items() if value and not getattr(doc, key)}
    return replace(doc, **fill) if fill else doc


def _read_entries(path: Path, *, keep_going: bool) -> list[Document | PuzzleFormatError]:
    """The puzzles of one library file in order, described by the comments above them; with
    ``keep_going`` a bad one is its PuzzleFormatError (file, line, what is wrong) in its place,
    else it raises."""
    text = read_text_file(path)
    lines = text.removeprefix("\ufeff").split("\n")
    return [
        doc if isinstance(doc, PuzzleFormatError) else _described(doc, lines, number)
        for number, doc in iter_documents(text, source=str(path), keep_going=keep_going)
    ]


def read_library_file(path: Path, problems: list[str] | None = None) -> list[Document]:
    """Every puzzle of one library file, described by the comments above it (any kind).

    Raises PuzzleFormatError at the first bad puzzle; given a ``problems`` list, it appends the
    message of each bad puzzle (file, line, what is wrong) there instead and keeps the others."""
    read = _read_entries(path, keep_going=problems is not None)
    if problems is not None:
        problems += [str(doc) for doc in read if isinstance(doc, PuzzleFormatError)]
    return [doc for doc in read if not isinstance(doc, PuzzleFormatError)]


def load_library(folder: Path | None = None) -> tuple[list[LibraryEntry], list[str]]:
    """Every puzzle of every ``.txt`` file in the folder, and messages for what failed: a file
    that cannot be read, or one bad puzzle of a file (its file and line; the file's other
    puzzles are kept, each with its place in the file)."""
    folder = folder or library_dir()
    entries: list[LibraryEntry] = []
    errors: list[str] = []
    for path in sorted(folder.glob("*.txt")):
        try:
            read = _read_entries(path, keep_going=True)
        except (PuzzleFormatError, NotSupported, OSError, ValueError) as e:  # a bad file never stops the rest
            errors.append(str(e) if isinstance(e, PuzzleFormatError) else f"{path.name}: {e}")
            continue
        for k, doc in enumerate(read):
            if isinstance(doc, PuzzleFormatError):
                errors.append(str(doc))
            else:
                entries.append(LibraryEntry(path.name, k, doc))
    return entries, errors


def build(folder: Path, sizes=LIBRARY_SIZES, per_level: int = PER_LEVEL, seed: int = SEED) -> int:
    """Write one file per size with ``per_level`` puzzles of each level; returns the count."""
    total = 0
    for size in sizes:
        lines = [
            f"; str8ts_gui library: {size} x {size} puzzles made by the str8ts_gui generator.",
            "; Each is unique and solvable by the human logic at its grade.",
            "",
        ]
        for k, level in enumerate(LEVELS):
            options = Options(size=size, difficulty=level, symmetry="180")
            for j, got in enumerate(generate(options, per_level, seed=seed * 100 + size * 10 + k)):
                lines += [f"; title: {size}x{size} {level} {j + 1}", f"; grade: {level}", to_line(got.puzzle), ""]
                total += 1
        write_text_atomic(folder / f"library-{size}x{size}.txt", "\n".join(lines))
    return total


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Rebuild the generated puzzle library.")
    ap.add_argument("folder", nargs="?", type=Path, default=Path(__file__).resolve().parents[3] / "puzzles")
    args = ap.parse_args(argv)
    print(f"{build(args.folder)} puzzles written to {args.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
