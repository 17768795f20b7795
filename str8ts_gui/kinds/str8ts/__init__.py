"""Str8ts: white cells hold 1..n, no digit twice in a row or column (black clues count), and
every compartment (maximal run of white cells) is a set of consecutive digits.

Where things live: ``layout`` (compartments), ``rules`` (checker), ``candidates`` and
``straights`` (propagation), ``encoding`` (SAT), ``formats`` (puzzle strings, grids, str8ts.com
strings and links), ``logic`` (strategies, paths, hints, grades), ``generator`` and ``library``.
Its drawing is the shared board's, ``str8ts_gui/gui/board/render.py``.
"""

from __future__ import annotations

from str8ts_gui.core.geometry import Geometry, square_geometry
from str8ts_gui.core.kind import PuzzleKind, register
from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE, Puzzle
from str8ts_gui.kinds.str8ts.grades import GRADES


class Str8tsKind(PuzzleKind):
    name = "str8ts"
    title = "Str8ts"
    sizes = tuple(range(MIN_SIZE, MAX_SIZE + 1))
    default_size = 9
    grades = GRADES
    default_grade = "Moderate"  # generate without --difficulty
    has_black_cells = True
    # rules, candidates, encoding, formats: this package's modules of those names (PuzzleKind)

    def empty(self, size: int) -> Puzzle:
        return Puzzle.empty(size)

    def geometry(self, puzzle: Puzzle) -> Geometry:
        return square_geometry(puzzle.size)

    # when clue_candidates leaves one candidate in every cell, those digits break no rule: its
    # fixpoint has taken every single out of its lines and found a straight in every compartment
    # (the solver then skips its check; tests/kinds/str8ts/test_candidates.py holds it to that)
    decided_start_keeps_rules = True

    def clue_candidates(self, puzzle: Puzzle) -> list[int] | None:
        """The solver's start: check, basic candidates and propagation in one pass (None when
        the clues break a rule or propagation meets a contradiction)."""
        return self.candidates.clue_candidates(puzzle)

    def detect(self, text: str, *, source: str = "<string>") -> bool:
        return True  # the default: anything no other kind claims is read as Str8ts

    def described_text(self, doc) -> str:
        """What Export Puzzle String writes: the puzzle string with ``; title:`` and ``; author:``
        lines above it, and ``; kind: str8ts`` when it has no black cell (see
        :func:`~str8ts_gui.kinds.str8ts.formats.kind_marked`: it reads back as a Str8ts)."""
        from str8ts_gui.core.document import described

        text = self.formats.kind_marked(self.copy_text(doc.puzzle).rstrip("\n"), doc.puzzle)
        return described(text + "\n", doc)

    def logic(self):
        from str8ts_gui.kinds.str8ts import logic

        return logic

    def generator(self):
        from str8ts_gui.kinds.str8ts import generator

        return generator


STR8TS = register(Str8tsKind())
STR8TS.writers = {
    "line": lambda doc: STR8TS.formats.to_line(doc.puzzle),
    # (a Str8ts without black cells gets a "; kind: str8ts" line above: see formats.kind_marked)
    "grid": lambda doc: STR8TS.formats.to_marked_grid(doc.puzzle),
    "str8tscom": lambda doc: STR8TS.formats.to_str8tscom(doc.puzzle),
}
