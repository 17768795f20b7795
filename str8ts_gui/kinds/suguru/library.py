"""The bundled Suguru library: ``puzzles/suguru-library.txt``, made by the generator.

Rebuild it with ``python -m str8ts_gui.kinds.suguru.library [DIR]``; it is deterministic (fixed
seeds), but since wide boards are laid out turned on their side a rebuild gives other puzzles
for the six wide boards (7 x 5, 9 x 6, 10 x 6, 12 x 8) than the shipped file holds, which were
made before and stay valid. Every puzzle is in the Suguru text format (``#`` title line, then the rows) with a
``; grade:`` line above it, which the library loader reads
(:mod:`str8ts_gui.kinds.str8ts.library`). Each is unique and solved by the logic at its grade.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from str8ts_gui.core.document import Document
from str8ts_gui.core.files import write_text_atomic
from str8ts_gui.kinds.suguru.formats import to_text
from str8ts_gui.kinds.suguru.generator import LEVELS, Options, generate

FILE = "suguru-library.txt"
SEED = 2026
# (width, height, grades): every square size 5 to 10 at every grade, then some rectangles
SHAPES = (
    *((n, n, LEVELS) for n in (5, 6, 7, 8, 9, 10)),
    (5, 7, ("Easy", "Medium")),
    (6, 8, ("Medium", "Hard")),
    (8, 10, ("Hard", "Expert")),
    (7, 5, ("Easy", "Hard")),
    (9, 6, ("Medium", "Expert")),
    # more sizes: small ones to learn on, larger and longer ones
    (4, 4, ("Easy", "Medium")),
    (4, 6, ("Easy",)),
    (6, 10, ("Easy", "Hard")),
    (10, 6, ("Medium",)),
    (11, 11, ("Easy", "Medium")),
    (12, 12, ("Easy", "Medium")),
    (12, 8, ("Medium",)),
)


def build(folder: Path, shapes=SHAPES, seed: int = SEED) -> int:
    """Write the library file; returns how many puzzles it holds. A grade the generator cannot
    reach at a size (e.g. Expert on 5 x 5) is left out."""
    lines = [
        "; str8ts_gui library: Suguru puzzles made by the str8ts_gui generator.",
        "; Each is unique and solvable by the human logic at its grade.",
        "",
    ]
    total = 0
    for w, h, grades in shapes:
        for grade in grades:
            options = Options(width=w, height=h, difficulty=grade, symmetry="none")
            try:
                got = next(generate(options, 1, seed=seed * 1000 + w * 37 + h * 11 + LEVELS.index(grade)))
            except RuntimeError:
                continue
            title = f"Suguru {w}x{h} {grade}"
            lines += [f"; grade: {grade}", to_text(Document(got.puzzle, title=title)).rstrip("\n"), ""]
            total += 1
    write_text_atomic(folder / FILE, "\n".join(lines))
    return total


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Rebuild the bundled Suguru library.")
    ap.add_argument("folder", nargs="?", type=Path, default=Path(__file__).resolve().parents[3] / "puzzles")
    args = ap.parse_args(argv)
    print(f"{build(args.folder)} puzzles written to {args.folder / FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
