"""Whether keys go to the board shows on the board itself (a keyboard-only user's review): the
selection's outline is drawn in the selection blue while the board has the keyboard, and paler
(:func:`idle_palette`) while Tab has taken it to a panel's control; Esc in the panel brings the
full outline back. Pictures and printing never draw the paler one.

(Before: the cursor looked the same with and without the keyboard; after a Tab to the Rules
palette nothing on the board said that digits and arrows no longer went there.)"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from str8ts_gui.gui.draw.palette import LIGHT, contrast_ratio, idle_palette
from str8ts_gui.gui.board.render import cell_rect

from gui_helpers import grid_square
from rule_tool_helpers import N, rc, sudoku_edit_window


def _outline_colour(window, cell: int) -> QColor:
    """The colour of the selection's band along the top of ``cell``, as the window shows it."""
    image = window.board.grab().toImage()
    box = cell_rect(grid_square(window), N, cell)
    ratio = image.devicePixelRatio()
    x, y = box.center().x(), box.top() + 2  # (the band is at least 2 pixels wide, inside the cell)
    return image.pixelColor(round(x * ratio), round(y * ratio))


def test_the_outline_is_paler_while_the_keyboard_is_on_a_panel(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    board = window.board
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    window.controller.select(rc(5, 5))
    full = _outline_colour(window, rc(5, 5))
    assert full == QColor(LIGHT.select_outline)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Tab)  # to the Rules palette's first check box
    assert not board.hasFocus() and window.rule_tools.isAncestorOf(QApplication.focusWidget())
    idle = _outline_colour(window, rc(5, 5))
    assert idle == QColor(idle_palette(LIGHT).select_outline)
    # paler, clearly so, yet still the selection's blue on the white cell
    assert contrast_ratio(full, idle) >= 1.8
    assert idle.blue() > idle.red() and contrast_ratio(idle, LIGHT.cell) > 1.3
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Escape)  # back to the board
    assert board.hasFocus()
    assert _outline_colour(window, rc(5, 5)) == full


def test_idle_palette_changes_only_the_selections_outline() -> None:
    idle = idle_palette(LIGHT)
    changed = [name for name in LIGHT._fields if getattr(LIGHT, name) != getattr(idle, name)]
    assert changed == ["select_outline", "select_outline_on_black"]
