"""A Str8ts player's and setter's review of the window (board, controller, marks).

* A cell that Show Mistakes paints red says in its tooltip which rule it breaks: the tooltip
  only gave the legend's words ("the same digit twice ... or a compartment that is not a
  straight"), so a player who typed 4 in r2c1 of Wikipedia's Gentle, red together with the
  given 9 two cells below it, could not tell that the column's compartment r2c1-r4c1 of three
  cells can no longer hold 4 and 9 (and that the 4 repeats the 4 of r7c1).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from gui_helpers import cell_centre, click_cell, gentle_window, key
from str8ts_gui.core.session import Mode


def _tip(window, index: int) -> str:
    return window.board.tooltip_at(QPointF(cell_centre(window, index)))


def test_a_red_cells_tooltip_names_the_rule_it_breaks(qtbot) -> None:
    window = gentle_window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    ctl = window.controller
    ctl.set_mode(Mode.PLAY)
    click_cell(qtbot, window, 9)  # r2c1
    key(qtbot, window, Qt.Key.Key_4)
    assert {9, 27, 54} <= ctl.render_options().violations  # r2c1, the given 9 of r4c1, the 4 of r7c1
    tip = _tip(window, 9)
    assert "Breaks a rule" in tip  # (the legend's words stay)
    assert "Compartment r2c1-r4c1 can no longer be a straight: 4 and 9 are too far apart for 3 cells" in tip
    assert "Digit 4 appears twice in column 1: r2c1, r7c1" in tip
    below = _tip(window, 27)  # the given 9: the compartment only (its 9 repeats nothing)
    assert "Compartment r2c1-r4c1" in below and "appears twice" not in below
    assert "appears twice in column 1" in _tip(window, 54) and "Compartment" not in _tip(window, 54)
    # Show Mistakes off: no red, and the tooltip names no broken rule
    ctl.set_show_violations(False)
    assert "Compartment" not in _tip(window, 9) and "Breaks a rule" not in _tip(window, 9)


def test_the_boards_name_for_screen_readers_says_the_rule_the_cell_breaks(qtbot) -> None:
    """What the tooltip says, a screen reader hears: the board's accessible name tells the cell
    under the cursor and what it holds ("r2c1: 4") and now the rule it breaks when Show
    Mistakes paints it red (it said nothing of the red)."""
    window = gentle_window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    ctl = window.controller
    ctl.set_mode(Mode.PLAY)
    click_cell(qtbot, window, 9)
    key(qtbot, window, Qt.Key.Key_4)
    name = window.board.accessibleName()
    assert name.startswith("Str8ts 9 x 9 board, r2c1: 4, breaks a rule: ")
    assert "Compartment r2c1-r4c1 can no longer be a straight" in name and "Digit 4 appears twice in column 1" in name
    key(qtbot, window, Qt.Key.Key_Down)  # r3c1: empty, breaks nothing
    assert window.board.accessibleName() == "Str8ts 9 x 9 board, r3c1: empty"
    key(qtbot, window, Qt.Key.Key_Down)  # r4c1: the given 9, in the compartment that broke
    assert window.board.accessibleName().startswith("Str8ts 9 x 9 board, r4c1: given 9, breaks a rule: Compartment r2c1-r4c1")
    ctl.set_show_violations(False)  # Show Mistakes off: not told
    assert window.board.accessibleName() == "Str8ts 9 x 9 board, r4c1: given 9"
