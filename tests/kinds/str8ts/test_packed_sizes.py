"""The packed str8ts.com string holds boards up to 9 x 9 (a one-digit size in its header, cell
values 0-28 for digits up to 9): to_packed wrote an 11 x 11 board as 'T11B...', a string no
reader takes, its white clue 10 as an empty black cell and its black clue 10 as a player's 1.
It now refuses, as to_str8tscom does."""

from __future__ import annotations

import pytest

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.str8ts.formats import parse_packed, to_packed


def test_a_board_over_9_x_9_is_refused() -> None:
    n = 10
    black = tuple(i == 0 for i in range(n * n))
    clues = tuple(10 if i in (0, 11) else 0 for i in range(n * n))  # black 10 in r1c1, white 10 in r2c2
    with pytest.raises(ValueError, match="up to 9 x 9, not 10 x 10"):
        to_packed(Puzzle(n, black, clues))


def test_a_9_x_9_board_is_written_as_before() -> None:
    n = 9
    black = tuple(i in (0, 80) for i in range(n * n))
    clues = tuple(9 if i == 0 else 5 if i == 40 else 0 for i in range(n * n))
    text = to_packed(Puzzle(n, black, clues))
    assert text.startswith("T9B0j") and parse_packed(text)[0] == Puzzle(n, black, clues)
