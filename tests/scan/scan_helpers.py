"""What the picture reader's tests share (a module of its own name: ``conftest`` is ambiguous
when the whole suite runs): the tests' puzzles, the repository's root, ``tools/`` on the path
for ``scan_pictures``, and the library's 12 x 8 Suguru."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
TOOLS = ROOT / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

# a Str8ts, a Sudoku and a Suguru of the bundled library (its text forms), the tests' puzzles
STR8TS = "3...5.##..c.e.b1#9.#.2..#.......4#..#.##.h#6#.8#..73...9#.46.b..#1i7#4#..#h.....1"
SUDOKU = ".2.6.8.......3.9...7..94..8..54...89..3...7..68...52..8..51..3...6.4.......9.2.5."
SUGURU = "#Suguru 5x5 Easy\na4,b,b1,b,b3\na,a,c,c,d\na2,c,c,c,d4\na,e,e,e,d\nf,e,e,d,d2\n"


def puzzle_of(text: str, kind: str):
    from str8ts_gui.core.document import iter_documents

    return next(iter_documents(text, kind=kind))[1].puzzle


def suguru_12_x_8(sp):
    """The library's 12 x 8 Suguru (``sp``: tools/scan_pictures.py)."""
    return next(p for p in sp.library_puzzles("suguru") if (p.size, p.height) == (12, 8))

