"""The names of a puzzle's rules in its one-line description (found in the variants audit):
Nurikabe keeps its capital, as Kropki and German do, and the one secret path is not plural."""

from __future__ import annotations

from str8ts_gui.core.kind import kind_of
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection


def test_nurikabe_and_the_secret_path_are_named_as_they_are() -> None:
    puzzle = new_puzzle(9).replace(constraints=(NurikabeSudoku((0,), (), ()), SecretDirection(40, 43)))
    assert kind_of(puzzle).describe(puzzle) == "Sudoku 9 x 9 with Nurikabe Sudoku, secret direction path"


def test_the_other_names_are_as_before() -> None:
    puzzle = new_puzzle(9).replace(constraints=(KillerCage((0, 1), 3), KropkiDot((0, 1), True)))
    assert kind_of(puzzle).describe(puzzle) == "Sudoku 9 x 9 with killer cages, Kropki dots"
