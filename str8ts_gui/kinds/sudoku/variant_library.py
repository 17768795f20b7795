"""The Sudoku variant part of the bundled puzzle library: ``puzzles/sudoku-variants.txt``, made by
our own variant generator with fixed seeds: killer, thermometer, arrow, Kropki and XV, lines,
little killer, sandwich, jigsaw, chess and diagonal Sudoku and mixes of them, each an f-puzzles
link (so it opens in f-puzzles and SudokuPad too) preceded by ``; title:`` and ``; grade:``
comments like every library file. The grade is the one our variant logic gives the puzzle, or
"unrated" where the logic does not finish it.

Rebuild with ``python -m str8ts_gui.kinds.sudoku.variant_library [DIR]``; it is deterministic:
the same seeds give the same file (as long as the generator and the logic are the same).
"""

from __future__ import annotations

import sys
from pathlib import Path

from str8ts_gui.core.document import Document
from str8ts_gui.core.files import write_text_atomic
from str8ts_gui.kinds.sudoku.fpuzzles import to_fpuzzles_link
from str8ts_gui.kinds.sudoku.variant_generator import VariantOptions, generate

__all__ = ["FAMILIES", "FILE_NAME", "SEED", "build", "main", "text"]

FILE_NAME = "sudoku-variants.txt"
SEED = 2026
# (title, size, rules, how many): what the library offers, in the order it lists them
FAMILIES: tuple[tuple[str, int, tuple[str, ...], int], ...] = (
    ("Killer Sudoku", 9, ("killer",), 3),
    ("Killer Sudoku", 6, ("killer",), 1),
    ("Thermo Sudoku", 9, ("thermo",), 2),
    ("Thermo Sudoku", 6, ("thermo",), 1),
    ("Arrow Sudoku", 9, ("arrow",), 2),
    ("Kropki and XV Sudoku", 9, ("kropki", "xv"), 2),
    ("Line Sudoku (renban, whispers, palindromes)", 9, ("renban", "whispers", "palindrome"), 2),
    ("Little Killer Sudoku", 9, ("killer", "littlekiller"), 2),
    ("Sandwich Sudoku", 9, ("sandwich",), 1),
    ("Jigsaw Sudoku", 9, ("jigsaw",), 2),
    ("Anti-knight Sudoku", 9, ("antiknight",), 1),
    ("X-Sudoku", 9, ("diagonal",), 1),
    ("Odd/even Sudoku", 9, ("parity",), 1),
    ("Killer Thermo Sudoku", 9, ("killer", "thermo"), 1),
    ("Arrow Kropki Sudoku", 9, ("arrow", "kropki"), 1),
    ("Jigsaw Killer Sudoku", 9, ("jigsaw", "killer"), 1),
    ("Renban Anti-king Sudoku", 9, ("renban", "antiking"), 1),
)


def family_seed(index: int, seed: int = SEED) -> int:
    return seed * 100 + index


def text(families=FAMILIES, seed: int = SEED) -> str:
    """The whole library file."""
    lines = [
        "; str8ts_gui library: Sudoku variants made by the str8ts_gui variant generator",
        f"; (python -m str8ts_gui.kinds.sudoku.variant_library, seed {seed}), as f-puzzles links.",
        "; Each has exactly one solution; the grade is our variant logic's (unrated: not solved by it).",
        "",
    ]
    for index, (title, size, rules, count) in enumerate(families):
        options = VariantOptions(size, rules, None, "none" if "jigsaw" in rules else "180")
        for k, got in enumerate(generate(options, count, seed=family_seed(index, seed)), 1):
            name = f"{title} {size}x{size}" + (f" {k}" if count > 1 else "")
            lines += [f"; title: {name}", f"; grade: {got.grade}", to_fpuzzles_link(Document(got.puzzle, title=name)), ""]
    return "\n".join(lines)


def build(folder: Path, families=FAMILIES, seed: int = SEED) -> int:
    """Write ``sudoku-variants.txt`` into ``folder``; returns how many puzzles it holds."""
    write_text_atomic(Path(folder) / FILE_NAME, text(families, seed))
    return sum(count for *_rest, count in families)


def main(argv=None) -> int:
    from str8ts_gui.kinds.sudoku import library

    return library.main(argv, build_fn=build, file_name=FILE_NAME, what="variant Sudoku")


if __name__ == "__main__":
    sys.exit(main())
