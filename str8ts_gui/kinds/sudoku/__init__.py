"""Classic Sudoku: every row, column and box of an n x n board holds 1..n once each.

Sizes 4, 6, 8, 9, 12 and 16 with boxes of 2x2, 2x3, 2x4, 3x3, 3x4 and 4x4 (rows x columns).
Where things live: ``model`` (sizes, boxes, geometry), ``rules`` (checker, candidate
propagation), ``encoding`` (SAT), ``formats`` (line, SadMan .sdk, plaintext .txt). Its drawing
is ``str8ts_gui/gui/draw/sudoku.py``. Human logic, grades and the generator come later.
"""

from __future__ import annotations

from typing import Sequence

from str8ts_gui.core.geometry import Geometry
from str8ts_gui.core.kind import PuzzleKind, register
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku import encoding, formats, model, rules


class SudokuKind(PuzzleKind):
    name = model.KIND
    title = "Sudoku"
    sizes = model.SIZES
    default_size = 9
    has_black_cells = False
    accepted = formats.ACCEPTED

    def empty(self, size: int) -> Puzzle:
        return model.new_puzzle(size)

    def validate(self, puzzle: Puzzle) -> None:
        model.validate(puzzle)

    def geometry(self, puzzle: Puzzle) -> Geometry:
        return model.geometry(puzzle.size)

    def check(self, puzzle: Puzzle, values: Sequence[int]):
        return rules.check(puzzle, values)

    def basic_candidates(self, puzzle: Puzzle, values: Sequence[int]) -> list[int]:
        return rules.basic_candidates(puzzle, values)

    def propagate(self, puzzle: Puzzle, masks: Sequence[int]) -> list[int] | None:
        return rules.propagate(puzzle, masks)

    def encode(self, puzzle: Puzzle, masks: list[int]):
        return encoding.encode(puzzle, masks)

    def clue_encoding(self, puzzle: Puzzle):
        return encoding.clue_encoding(puzzle)

    def to_line(self, puzzle: Puzzle) -> str:
        return formats.to_line(puzzle)

    def parse_line(self, text: str, *, source: str = "<string>", line: int = 1) -> Puzzle:
        return formats.parse_line(text, source=source, line=line)

    def detect(self, text: str, *, source: str = "<string>") -> bool:
        return formats.detect(text, source=source)

    def read(self, text: str, *, source: str = "<string>", one_per_line: bool = False):
        return formats.read(text, source=source, one_per_line=one_per_line)


SUDOKU = register(SudokuKind())
SUDOKU.writers = {"line": lambda doc: formats.to_line(doc.puzzle)}
