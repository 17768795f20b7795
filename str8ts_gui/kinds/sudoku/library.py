"""The Sudoku part of the bundled puzzle library: ``puzzles/sudoku-9x9.txt``, ten 9 x 9 Sudoku of
every grade (Easy .. Diabolical) made by our generator with fixed seeds, each preceded by
``; title:`` and ``; grade:`` comments like the Str8ts library files (the library loader,
:func:`str8ts_gui.kinds.str8ts.library.load_library`, reads every kind).

Rebuild with ``python -m str8ts_gui.kinds.sudoku.library [DIR]``; it is deterministic: the same
seeds give the same file.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from str8ts_gui.core.files import write_text_atomic
from str8ts_gui.kinds.sudoku.formats import to_line
from str8ts_gui.kinds.sudoku.generator import LEVELS, Options, generate

__all__ = ["FILE_NAME", "LIBRARY_SIZE", "PER_LEVEL", "SEED", "build", "level_seed", "main"]

LIBRARY_SIZE = 9
PER_LEVEL = 10
SEED = 2026
SYMMETRY = "180"
FILE_NAME = "sudoku-9x9.txt"


def level_seed(level: str, size: int = LIBRARY_SIZE, seed: int = SEED) -> int:
    """The generator seed of one grade's puzzles (each grade has its own, so grades can be
    rebuilt, or checked, one at a time)."""
    return seed * 100 + size * 10 + LEVELS.index(level)


def title_of(level: str, k: int, size: int = LIBRARY_SIZE) -> str:
    return f"Sudoku {size}x{size} {level} {k}"


def lines_for(level: str, per_level: int = PER_LEVEL, size: int = LIBRARY_SIZE, seed: int = SEED) -> list[str]:
    """The file lines of one grade's puzzles (comments, puzzle line, blank line each)."""
    options = Options(size=size, difficulty=level, symmetry=SYMMETRY)
    out: list[str] = []
    for k, got in enumerate(generate(options, per_level, seed=level_seed(level, size, seed)), 1):
        out += [f"; title: {title_of(level, k, size)}", f"; grade: {got.grade}", to_line(got.puzzle), ""]
    return out


def text(levels=LEVELS, per_level: int = PER_LEVEL, size: int = LIBRARY_SIZE, seed: int = SEED) -> str:
    """The whole library file."""
    lines = [
        f"; str8ts_gui library: {size} x {size} Sudoku made by the str8ts_gui generator "
        f"(python -m str8ts_gui.kinds.sudoku.library, seed {seed}).",
        "; Each has exactly one solution, givens symmetric under 180-degree rotation, and our logic",
        "; solves it at its grade (Easy, Medium, Hard, Fiendish, Diabolical: SE-rating buckets).",
        "",
    ]
    for level in levels:
        lines += lines_for(level, per_level, size, seed)
    return "\n".join(lines)


def build(folder: Path, per_level: int = PER_LEVEL, seed: int = SEED, levels=LEVELS) -> int:
    """Write ``sudoku-9x9.txt`` into ``folder``; returns how many puzzles it holds."""
    write_text_atomic(Path(folder) / FILE_NAME, text(levels, per_level, LIBRARY_SIZE, seed))
    return per_level * len(levels)


def main(argv=None, *, build_fn=None, file_name: str = FILE_NAME, what: str = "Sudoku") -> int:
    """Rebuild a Sudoku library file in the folder given (default: the project's puzzles/):
    this one, or with ``build_fn`` and ``file_name`` another (the variants' file)."""
    ap = argparse.ArgumentParser(description=f"Rebuild the {what} part of the puzzle library.")
    ap.add_argument("folder", nargs="?", type=Path, default=Path(__file__).resolve().parents[3] / "puzzles")
    args = ap.parse_args(argv)
    if not args.folder.is_dir():
        print(f"not a folder: {args.folder}", file=sys.stderr)
        return 2
    print(f"{(build_fn or build)(args.folder)} {what} written to {args.folder / file_name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
