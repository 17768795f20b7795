"""The number pad in Colour mode on a board with digits above 9: there are nine colours, so the
pad's 10-16 paint nothing there and are greyed out (a click on them only said "Colours are 1 to
9"); the other modes, and a 9 x 9 board, are as before."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.puzzle import COLOURS
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.panels.number_pad import NumberPad

from gui_helpers import click_cell, new_window

LEFT = Qt.MouseButton.LeftButton


def pad_of(window) -> NumberPad:
    pad = window.findChild(NumberPad, "number_pad")
    assert isinstance(pad, NumberPad)
    return pad


def playing(qtbot, size: int):
    window = new_window(qtbot)
    window.new_puzzle(size, "sudoku")
    window.set_mode(Mode.PLAY)
    assert window.controller.mode == Mode.PLAY
    return window, pad_of(window)


def test_colour_mode_on_16x16_offers_only_the_nine_colours(qtbot) -> None:
    window, pad = playing(qtbot, 16)
    ctl = window.controller
    said: list[str] = []
    ctl.message.connect(said.append)
    click_cell(qtbot, window, 0)
    assert all(b.isEnabled() for b in pad.digit_buttons.values())  # Digit mode: all sixteen
    qtbot.mouseClick(pad.mode_buttons["colour"], LEFT)
    assert ctl.entry_mode == "colour"
    assert [d for d, b in sorted(pad.digit_buttons.items()) if b.isEnabled()] == list(range(1, COLOURS + 1))
    for d in range(COLOURS + 1, 17):
        b = pad.digit_buttons[d]
        assert b.isVisible() and "colours are 1 to 9" in b.toolTip().lower()
    said.clear()
    qtbot.mouseClick(pad.digit_buttons[12], LEFT)  # greyed out: nothing happens, nothing is said
    assert not any("Colours are" in m for m in said)
    qtbot.mouseClick(pad.digit_buttons[7], LEFT)  # a colour still paints
    assert ctl.session.state.colours[0] == 1 << 7
    pad.body.grab().save("/tmp/padfix/pad16_colour.png")  # (the whole pad, scrolled or not)
    # back in Digit mode, 10-16 type again (and their tooltips say so)
    qtbot.mouseClick(pad.mode_buttons["digit"], LEFT)
    assert all(b.isEnabled() for b in pad.digit_buttons.values())
    assert "Click: type 12" in pad.digit_buttons[12].toolTip()
    qtbot.mouseClick(pad.digit_buttons[12], LEFT)
    assert ctl.session.state.entries[0] == 12
    # edit mode: the clues 10-16 are there whatever the play mode's entry mode was
    qtbot.mouseClick(pad.mode_buttons["colour"], LEFT)
    window.set_mode(Mode.EDIT)
    assert all(b.isEnabled() for b in pad.digit_buttons.values())


def test_colour_mode_on_9x9_keeps_every_digit(qtbot) -> None:
    window, pad = playing(qtbot, 9)
    tips = {d: b.toolTip() for d, b in pad.digit_buttons.items()}
    qtbot.mouseClick(pad.mode_buttons["colour"], LEFT)
    assert window.controller.entry_mode == "colour"
    assert len(pad.digit_buttons) == 9 and all(b.isEnabled() for b in pad.digit_buttons.values())
    assert {d: b.toolTip() for d, b in pad.digit_buttons.items()} == tips
