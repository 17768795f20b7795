"""Str8ts: white cells hold 1..n, no digit twice in a row or column (black clues count), and
every compartment (maximal run of white cells) is a set of consecutive digits.

Where things live: ``layout`` (compartments), ``rules`` (checker), ``candidates`` and
``straights`` (propagation), ``encoding`` (SAT), ``formats`` (puzzle strings, grids, str8ts.com
strings and links), ``logic`` (strategies, paths, hints, grades), ``generator`` and ``library``.
Its drawing is ``str8ts_gui/gui/draw/str8ts.py``.
"""

from __future__ import annotations

from typing import Sequence

from str8ts_gui.core.geometry import Geometry, square_geometry
from str8ts_gui.core.kind import PuzzleKind, register
from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE, Puzzle
from str8ts_gui.kinds.str8ts import candidates, encoding, formats, rules


class Str8tsKind(PuzzleKind):
    name = "str8ts"
    title = "Str8ts"
    sizes = tuple(range(MIN_SIZE, MAX_SIZE + 1))
    default_size = 9
    grades = ("Gentle", "Moderate", "Tough", "Diabolical", "Extreme")
    has_black_cells = True
    accepted = formats.ACCEPTED

    def empty(self, size: int) -> Puzzle:
        return Puzzle.empty(size)

    def geometry(self, puzzle: Puzzle) -> Geometry:
        return square_geometry(puzzle.size)

    def check(self, puzzle: Puzzle, values: Sequence[int]):
        return rules.check(puzzle, values)

    def basic_candidates(self, puzzle: Puzzle, values: Sequence[int]) -> list[int]:
        return candidates.basic_candidates(puzzle, values)

    def propagate(self, puzzle: Puzzle, masks: Sequence[int]) -> list[int] | None:
        return candidates.propagate(puzzle, masks)

    def encode(self, puzzle: Puzzle, masks: list[int]):
        return encoding.encode(puzzle, masks)

    def clue_encoding(self, puzzle: Puzzle):
        return encoding.clue_encoding(puzzle)

    def to_line(self, puzzle: Puzzle) -> str:
        return formats.to_line(puzzle)

    def parse_line(self, text: str, *, source: str = "<string>", line: int = 1) -> Puzzle:
        return formats.parse_line(text, source=source, line=line)

    def detect(self, text: str, *, source: str = "<string>") -> bool:
        return True  # the default: anything no other kind claims is read as Str8ts

    def read(self, text: str, *, source: str = "<string>", one_per_line: bool = False):
        return formats.read(text, source=source, one_per_line=one_per_line)

    def logic(self):
        from str8ts_gui.kinds.str8ts import logic

        return logic

    def generator(self):
        from str8ts_gui.kinds.str8ts import generator

        return generator


STR8TS = register(Str8tsKind())
STR8TS.writers = {
    "line": lambda doc: formats.to_line(doc.puzzle),
    "grid": lambda doc: formats.to_grid(doc.puzzle),
    "str8tscom": lambda doc: formats.to_str8tscom(doc.puzzle),
}
