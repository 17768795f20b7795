"""A picture on its side or upside down (a phone photo without its orientation tag, a scan fed
in the wrong way) is read the right way up: its digits read turned are mostly unsure, so the
reader tries the other three turns and keeps the one it reads with the fewest doubts, and says
so. Before, every digit was misread (an 8 for a 6, a 7 for a 4) with a page of "check" cells."""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import read_picture
from str8ts_gui.scan.reader import turned_words

from test_reader import assert_read


@pytest.mark.parametrize("kind, quarter", [("str8ts", 1), ("sudoku", 2), ("suguru", 3)])
def test_a_turned_picture_reads_the_right_way_up(kind, quarter, puzzles, sp) -> None:
    truth = puzzles[kind]
    upright = sp.program_picture(truth, 600)
    turned = np.ascontiguousarray(np.rot90(upright, quarter))
    reading = read_picture(sp.encode(turned, ".png"))
    assert_read(reading, truth, sp)
    assert reading.turned == 90 * ((4 - quarter) % 4)
    assert reading.uncertain == ()


def test_an_upright_picture_is_not_turned(puzzles, sp) -> None:
    truth = puzzles["sudoku"]
    reading = read_picture(sp.encode(sp.program_picture(truth, 600), ".png"))
    assert reading.turned == 0
    assert_read(reading, truth, sp)


def test_the_words_say_how_the_picture_lay() -> None:
    assert turned_words(180) == "the picture lay upside down: it was read turned 180 degrees counter-clockwise"
    assert turned_words(90).startswith("the picture lay on its side: it was read turned 90 degrees")
