"""A classic Sudoku played with the Hint panel, as a HoDoKu / SudokuPad player would (found in
a Sudoku player's review): what the panel says after Apply stays true as the board moves on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui import hints as gui_hints
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.solver.sat import solve

from gui_helpers import key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
# the bundled "Sudoku 9x9 Hard 1"
HARD = "..972...812..8.....8.9.5......5.3.1.3.......7.9.4.8......3.6.2.....1..346...597.."


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = new_window(qtbot)
    w.set_document(Document(parse_line(HARD)), mode=Mode.PLAY)
    return w


def hint_key(qtbot, window: MainWindow) -> tuple:
    with qtbot.waitSignal(window.hints.hintShown, timeout=10000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    return tuple(blocker.args)


def apply_whole_hint(qtbot, window: MainWindow):
    """Ctrl+H to the whole step, then Apply (Ctrl+Shift+H); returns the hint."""
    hint, level = hint_key(qtbot, window)
    while level < hint.levels:
        hint, level = hint_key(qtbot, window)
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)
    return hint


@pytest.mark.parametrize("change", ["undo", "own digit"])
def test_the_note_after_apply_goes_when_the_board_moves_on(qtbot, window: MainWindow, change: str) -> None:
    """"Hidden single applied (Ctrl+Z undoes it)" stayed in the panel after Ctrl+Z had undone
    it (the digit gone again) and after a digit of the player's own (Ctrl+Z then undoes that,
    not the hint): the panel says the board changed, as it does when a hint shown goes."""
    hint = apply_whole_hint(qtbot, window)
    panel = window.hint_panel
    assert panel.text_label.text() == f"{hint.step.strategy} applied (Ctrl+Z undoes it). Ctrl+H for the next hint."
    ctl = window.controller
    if change == "undo":
        key(qtbot, window, Qt.Key.Key_Z, CTRL)
        assert not any(ctl.session.state.entries)  # the hint's digit is gone again
    else:
        solution = solve(ctl.session.puzzle).solution
        cell = next(i for i, v in enumerate(ctl.session.state.values()) if not v)
        ctl.select(cell)
        key(qtbot, window, getattr(Qt.Key, f"Key_{solution[cell]}"))
        assert ctl.session.state.entries[cell] == solution[cell]
    assert panel.text_label.text() == gui_hints.CHANGED
    assert not panel.level_label.isVisible()


def test_the_note_after_apply_stays_while_the_board_does(qtbot, window: MainWindow) -> None:
    """Moving the selection or asking nothing leaves the note as it was (the board is the same)."""
    hint = apply_whole_hint(qtbot, window)
    text = window.hint_panel.text_label.text()
    assert text.startswith(f"{hint.step.strategy} applied")
    key(qtbot, window, Qt.Key.Key_Right)
    window.controller.select(40)
    assert window.hint_panel.text_label.text() == text
