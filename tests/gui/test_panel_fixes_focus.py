"""The Rules palette never takes the keyboard from the board: a digit or an arrow key typed right
after picking a tool (or ticking a global rule) reaches the board, as with the number pad."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QLineEdit
from PySide6.QtTest import QTest

from gui_helpers import click_cell
from rule_tool_helpers import LEFT, rc, sudoku_edit_window


def _type(window, key) -> None:
    """A key typed on the window: it goes where the keyboard focus is."""
    QTest.keyClick(window.windowHandle(), key)


def test_a_tool_picked_with_the_mouse_leaves_the_keyboard_to_the_board(qtbot) -> None:
    w = sudoku_edit_window(qtbot)
    click_cell(qtbot, w, rc(1, 1))
    w.board.setFocus()
    qtbot.waitUntil(w.board.hasFocus)
    qtbot.mouseClick(w.rule_tools.buttons["killer"], LEFT)
    assert w.rule_editor.tool == "killer"
    qtbot.mouseClick(w.rule_tools.buttons["digits"], LEFT)
    assert w.rule_editor.tool == "digits"
    assert QApplication.focusWidget() is w.board
    _type(w, Qt.Key.Key_5)
    assert w.controller.session.puzzle.clues[rc(1, 1)] == 5
    _type(w, Qt.Key.Key_Right)
    _type(w, Qt.Key.Key_7)
    assert w.controller.session.puzzle.clues[rc(1, 2)] == 7


def test_a_global_rule_ticked_with_the_mouse_leaves_the_keyboard_to_the_board(qtbot) -> None:
    w = sudoku_edit_window(qtbot)
    click_cell(qtbot, w, rc(2, 2))
    w.board.setFocus()
    qtbot.waitUntil(w.board.hasFocus)
    check = next(iter(w.rule_tools.checks.values()))
    w.rule_tools.widget().ensureWidgetVisible(check)
    qtbot.mouseClick(check, LEFT, pos=QPoint(8, check.height() // 2))  # on its box
    assert check.isChecked()
    assert QApplication.focusWidget() is w.board
    _type(w, Qt.Key.Key_3)
    assert w.controller.session.puzzle.clues[rc(2, 2)] == 3


def test_no_button_check_box_or_scroll_area_of_the_palette_takes_the_focus(qtbot) -> None:
    w = sudoku_edit_window(qtbot)
    palette = w.rule_tools
    scroll = palette.findChild(type(palette.widget()), "rule_tools_scroll")
    assert scroll.focusPolicy() == Qt.FocusPolicy.NoFocus
    for b in palette.findChildren(QAbstractButton):  # Tab reaches them; a click does not take the keyboard
        assert not b.focusPolicy() & Qt.FocusPolicy.ClickFocus, b.objectName()
    # fields the user types into (none today) would keep their focus
    for field in palette.findChildren(QLineEdit) + palette.findChildren(QAbstractSpinBox):
        assert field.focusPolicy() != Qt.FocusPolicy.NoFocus
