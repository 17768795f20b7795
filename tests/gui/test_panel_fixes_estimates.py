"""The Generate dialog's estimate for a Suguru too small for its grade says that generating gives
up (docs/guide/suguru.md: every board of 12 cells or fewer above Easy, most boards 2 cells wide
up to 2 x 10), as it does for a 4 x 4 Sudoku above Easy, instead of the times of a larger square."""

from __future__ import annotations

import pytest

from str8ts_gui.gui.library.generate_dialog import estimate, estimate_text
from str8ts_gui.kinds.suguru.generator import LEVELS, MAX_ATTEMPTS, Options as SuguruOptions

ABOVE_EASY = [level for level in LEVELS if level != "Easy"]
SMALL = [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4), (4, 3), (2, 6), (6, 2), (2, 5)]
THIN = [(2, 7), (7, 2), (2, 8), (2, 9), (9, 2), (2, 10), (10, 2)]


@pytest.mark.parametrize("level", ABOVE_EASY)
@pytest.mark.parametrize("size", SMALL + THIN)
def test_a_board_too_small_for_its_grade_says_generating_gives_up(size, level) -> None:
    w, h = size
    o = SuguruOptions(width=w, height=h, difficulty=level)
    assert estimate(o) is None  # no time promised (nor "longer than usual" while it runs)
    text = estimate_text(o)
    assert text == (
        f"{w} x {h} {level} Sugurus are rare or do not exist: generating usually gives up after "
        f"{MAX_ATTEMPTS} attempts (about 2 s)."
    )


def test_the_3x3_3x4_and_2x6_medium_of_the_audit() -> None:
    for w, h in ((3, 3), (3, 4), (2, 6)):
        text = estimate_text(SuguruOptions(width=w, height=h, difficulty="Medium"))
        assert "gives up" in text and "usually takes" not in text and "0.9" not in text


def test_larger_or_easy_boards_are_not_said_to_give_up() -> None:
    for w, h, level in ((4, 4, "Medium"), (5, 5, "Hard"), (3, 3, "Easy"), (6, 4, "Medium"), (2, 11, "Medium"), (6, 6, "Expert")):
        assert "gives up" not in estimate_text(SuguruOptions(width=w, height=h, difficulty=level))
    # the square boards keep their measured rows
    assert "usually takes" in estimate_text(SuguruOptions(width=4, height=4, difficulty="Medium"))
    assert estimate(SuguruOptions(width=3, height=3, difficulty="Easy")) is not None
