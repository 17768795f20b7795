"""The number pad measures its buttons again when the font changes while the window is open
(the application's font set at run time): its mode buttons, digit columns and rows, and so its
least height, kept the size of the font it was built with (its styled buttons kept the old font),
so larger text was cut, or smaller text left the old room; and the side column it is in kept
its width."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from str8ts_gui.gui.panels.number_pad import NumberPad
from str8ts_gui.gui.panels.panels import SideColumn

from gui_helpers import app_font_scaled, new_window


def measures(window) -> dict:
    """What the pad's least size is made of, at the window's font (and the side column's width,
    which holds it)."""
    pad = window.findChild(NumberPad, "number_pad")
    assert isinstance(pad, NumberPad)
    return {
        "side column": window.findChild(SideColumn, "side_column").width(),
        "mode fonts": {b.font().pointSizeF() for b in pad.mode_buttons.values()},
        "clear font": pad.clear_button.font().pointSizeF(),
        "mode widths": [b.minimumWidth() for b in pad.mode_buttons.values()],
        "column": pad.grid.columnMinimumWidth(0),
        "row": pad.grid.rowMinimumHeight(0),
        "digit font": pad.digit_buttons[1].font().pointSizeF(),
        "body": pad.body.minimumSizeHint().height(),
        "scrolls sideways": pad.scroll.horizontalScrollBar().isVisible(),
    }


def opened(qtbot):
    window = new_window(qtbot)
    window.resize(1000, 780)
    window.new_puzzle(16, "sudoku")
    settle(qtbot)
    return window


def settle(qtbot) -> None:
    """The window laid out again (the side column's width, the board giving way)."""
    qtbot.wait(60)
    QApplication.processEvents()


@pytest.mark.parametrize("scale", [1.6, 0.7])
def test_the_pad_follows_a_font_changed_at_run_time(qtbot, scale) -> None:
    window = opened(qtbot)
    before = measures(window)
    with app_font_scaled(qtbot, scale) as other:
        after = measures(window)
        fresh = measures(opened(qtbot))  # a window opened at that font
    assert fresh["mode fonts"] == {other.pointSizeF()}
    assert after == fresh, (before, after, fresh)
    assert after["body"] != before["body"]
    assert measures(window) == before  # and back again
