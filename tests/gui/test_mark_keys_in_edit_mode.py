"""Shift, Ctrl, Alt or Ctrl+Shift with a digit write a corner mark, a centre mark, a candidate or a
colour in play mode. Edit mode has no marks: Shift+digit wrote the digit as a clue without a word
(a setter reaching for a corner mark got a given), and Ctrl+digit, Alt+digit and Ctrl+Shift+digit
did nothing and said nothing. Now, on every kind, they write nothing there and the status bar
says what they are for; the digit alone still writes the clue, and play mode is as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.sudoku.model import new_puzzle as sudoku
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.suguru.model import new_puzzle as suguru

from gui_helpers import new_window

MOD = Qt.KeyboardModifier
LEFT = Qt.MouseButton.LeftButton
KINDS = {
    "str8ts": (lambda: Puzzle.empty(9), "clue"),
    "sudoku": (lambda: sudoku(9), "given"),
    "variant": (lambda: sudoku(9).replace(constraints=(KillerCage((40, 41), 7),)), "given"),
    "suguru": (lambda: suguru(5), "given"),
}
KEYS = {  # the modifiers, what they write in play mode, and its words
    "shift": (MOD.ShiftModifier, "corner", "Corner marks"),
    "ctrl": (MOD.ControlModifier, "centre", "Centre marks"),
    "alt": (MOD.AltModifier, "marks", "Candidates"),
    "ctrl+shift": (MOD.ControlModifier | MOD.ShiftModifier, "colours", "Colours"),
}


def window_on(qtbot, kind: str, mode: Mode):
    w = new_window(qtbot)
    w.set_document(Document(KINDS[kind][0]()), mode=mode)
    w.board.setFocus()
    w.controller.select(0)
    w.show_status("")
    return w


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("mods", KEYS)
def test_a_mark_key_in_edit_mode_writes_nothing_and_says_why(qtbot, kind, mods) -> None:
    w = window_on(qtbot, kind, Mode.EDIT)
    ctl = w.controller
    modifier, _layer, words = KEYS[mods]
    qtbot.keyClick(w.board, Qt.Key.Key_2, modifier)
    assert ctl.session.puzzle.clues[0] == 0 and not ctl.session.can_undo
    assert w.status_message() == f"{words} are for play mode (F3): in edit mode a digit alone writes the {KINDS[kind][1]}"
    qtbot.keyClick(w.board, Qt.Key.Key_2)  # the digit alone: the clue, as before
    assert ctl.session.puzzle.clues[0] == 2


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("mods", KEYS)
def test_a_mark_key_in_play_mode_writes_its_mark(qtbot, kind, mods) -> None:
    w = window_on(qtbot, kind, Mode.PLAY)
    state = w.controller.session.state
    modifier, layer, _words = KEYS[mods]
    qtbot.keyClick(w.board, Qt.Key.Key_2, modifier)
    after = w.controller.session.state
    assert getattr(after, layer)[0] == 1 << 2
    assert after.puzzle == state.puzzle and not after.entries[0]


def test_a_shift_click_on_the_pad_in_edit_mode_is_no_clue_either(qtbot) -> None:
    w = window_on(qtbot, "sudoku", Mode.EDIT)
    qtbot.mouseClick(w.number_pad.digit_buttons[2], LEFT, MOD.ShiftModifier)
    assert w.controller.session.puzzle.clues[0] == 0
    assert w.status_message() == "Corner marks are for play mode (F3): in edit mode a digit alone writes the given"
    qtbot.mouseClick(w.number_pad.digit_buttons[2], LEFT)
    assert w.controller.session.puzzle.clues[0] == 2
