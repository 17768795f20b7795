"""View > Rules Palette (Ctrl+Alt+V) is there when the rule tools apply, a Sudoku in edit mode,
as the guide says ("shown for a Sudoku in edit mode; View > Rules Palette, Ctrl+Alt+V, shows or
hides it"). On a Str8ts, a Suguru or in play mode it showed a palette whose tools did nothing (a
drag only selected cells, a check box unticked itself without a word)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import key, new_window

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def palette_shown(window) -> bool:
    return window._rule_palette is not None and window._rule_palette.isVisible()


def test_the_palette_is_not_shown_where_its_tools_do_nothing(qtbot) -> None:
    window = new_window(qtbot)  # an empty Str8ts in edit mode
    assert window.controller.session.puzzle.kind == "str8ts"
    assert not window.act_rule_tools.isEnabled()
    key(qtbot, window, Qt.Key.Key_V, CTRL_ALT)
    assert not palette_shown(window)
    window.new_suguru(5, 5)
    key(qtbot, window, Qt.Key.Key_V, CTRL_ALT)
    assert not palette_shown(window) and not window.act_rule_tools.isEnabled()
    # a Sudoku in play mode: the tools are ignored there
    window.set_document(Document(new_puzzle(9)), mode=Mode.PLAY)
    key(qtbot, window, Qt.Key.Key_V, CTRL_ALT)
    assert not palette_shown(window) and not window.act_rule_tools.isEnabled()


def test_in_a_sudokus_edit_mode_the_key_shows_and_hides_it_as_before(qtbot) -> None:
    window = new_window(qtbot)
    window.set_document(Document(new_puzzle(9)), mode=Mode.EDIT)
    qtbot.waitUntil(lambda: palette_shown(window))
    assert window.act_rule_tools.isEnabled() and window.act_rule_tools.isChecked()
    key(qtbot, window, Qt.Key.Key_V, CTRL_ALT)
    assert not palette_shown(window) and not window.act_rule_tools.isChecked()
    key(qtbot, window, Qt.Key.Key_V, CTRL_ALT)
    assert palette_shown(window) and window.act_rule_tools.isChecked()
    key(qtbot, window, Qt.Key.Key_F3)  # play mode: it goes with the mode, and comes back with it
    assert not palette_shown(window) and not window.act_rule_tools.isEnabled()
    key(qtbot, window, Qt.Key.Key_F2)
    assert palette_shown(window) and window.act_rule_tools.isEnabled()
