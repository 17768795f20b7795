"""f-puzzles round trips of constructs a setter draws (found in the variants audit): a rule the
program holds is written as f-puzzles JSON and a link, and reads back as the same puzzle."""

from __future__ import annotations

import pytest

from str8ts_gui.core.document import Document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.kinds.sudoku import fpuzzles
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers

N = 9


def rc(row: int, col: int) -> int:
    return (row - 1) * N + col - 1


def round_trip(puzzle):
    doc = Document(puzzle)
    (_, back), = fpuzzles.read(fpuzzles.to_fpuzzles(doc))
    linked = fpuzzles.parse_link(fpuzzles.to_fpuzzles_link(doc))
    return back.puzzle, linked.puzzle


@pytest.mark.parametrize(
    "rule",
    [
        # a German whispers loop: the line closes on its first cell
        Whispers((rc(1, 1), rc(1, 2), rc(2, 2), rc(2, 1), rc(1, 1))),
        # a whispers line crossing itself
        Whispers((rc(1, 1), rc(2, 2), rc(3, 3), rc(3, 2), rc(2, 2), rc(1, 3))),
        # a palindrome loop
        Palindrome((rc(4, 4), rc(4, 5), rc(5, 5), rc(5, 4), rc(4, 4))),
    ],
)
def test_a_line_that_comes_back_to_a_cell_survives_f_puzzles(rule) -> None:
    puzzle = new_puzzle(N).replace(constraints=(rule,))
    assert round_trip(puzzle) == (puzzle, puzzle)


def test_a_line_rule_whose_cells_differ_still_refuses_a_cell_twice() -> None:
    data = fpuzzles.to_fpuzzles_data(Document(new_puzzle(N).replace(constraints=(Renban((0, 1, 2)),))))
    data["renban"] = [{"lines": [["R1C1", "R1C2", "R1C1"]]}]
    with pytest.raises(PuzzleFormatError, match="names a cell twice"):
        fpuzzles.from_fpuzzles(data)
