"""The number pad shrinks to its buttons when a new board has fewer digits, so fewer rows of them:
from the start's 9 x 9 Str8ts (digits 1-9, two rows) File > New > Suguru 6 x 6 (digits 1-4, one
row) left the pad one row taller than its buttons, a blank band below the colours, because the pad
measured its body before the body's layout had counted the row that went (a Str8ts 6 x 6 first,
one row already, gave the right height)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gui_helpers import new_window


def settle(qtbot) -> None:
    qtbot.wait(100)
    QApplication.processEvents()


@pytest.mark.parametrize("new", ["suguru 6 x 6", "sudoku 4 x 4", "str8ts 4 x 4"])
def test_the_pad_fits_a_board_with_fewer_rows_of_digits(qtbot, new) -> None:
    window = new_window(qtbot)
    window.resize(1000, 780)
    window.new_puzzle(9, "str8ts")
    settle(qtbot)
    pad = window.number_pad
    two_rows = pad.body.minimumSizeHint().height()
    kind, size = new.split()[0], int(new.split()[1])
    if kind == "suguru":
        window.new_suguru(size, size)
    else:
        window.new_puzzle(size, kind)
    settle(qtbot)
    assert len(pad.digit_buttons) == 4
    body = pad.body.minimumSizeHint().height()
    assert body < two_rows  # (one row of digits now)
    assert pad.scroll.minimumHeight() == body
    assert pad.height() == pad.sizeHint().height(), "the pad is taller than its buttons"
