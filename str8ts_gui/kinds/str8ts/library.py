"""The bundled puzzle library: plain puzzle files in ``puzzles/`` (installed as
``str8ts_gui.puzzles``), each puzzle preceded by ``; title:`` and ``; grade:`` comments.

Rebuild the generated part with ``python -m str8ts_gui.kinds.str8ts.library [DIR]``; it is
deterministic (fixed seeds).
"""

from __future__ import annotations

import argparse
import importlib.resources
import sys
from dataclasses import dataclass
from pathlib import Path

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.files import PuzzleFormatError, write_text_atomic
from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.kinds.str8ts.generator import LEVELS, Options, generate

LIBRARY_SIZES = (6, 7, 8, 9)
PER_LEVEL = 5
SEED = 2026


@dataclass(frozen=True)
class LibraryEntry:
    file: str  # file name inside the library folder
    index: int  # position of the puzzle in its file
    document: Document

    @property
    def key(self) -> str:
        """A stable name for progress tracking: file and puzzle string."""
        return f"{self.file}:{to_line(self.document.puzzle)}"

    @property
    def title(self) -> str:
        return self.document.title or f"{self.file} #{self.index + 1}"

    @property
    def size(self) -> int:
        return self.document.puzzle.size

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
    return Path(__file__).resolve().parents[2] / "puzzles"


def load_library(folder: Path | None = None) -> tuple[list[LibraryEntry], list[str]]:
    """Every puzzle of every ``.txt`` file in the folder, and messages for files that failed."""
    folder = folder or library_dir()
    entries: list[LibraryEntry] = []
    errors: list[str] = []
    for path in sorted(folder.glob("*.txt")):
        try:
            docs = load_documents(path)
        except PuzzleFormatError as e:
            errors.append(str(e))
            continue
        entries += [LibraryEntry(path.name, k, d) for k, d in enumerate(docs)]
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
    ap.add_argument("folder", nargs="?", type=Path, default=Path(__file__).resolve().parents[2] / "puzzles")
    args = ap.parse_args(argv)
    print(f"{build(args.folder)} puzzles written to {args.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
