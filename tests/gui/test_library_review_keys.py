"""The Puzzle Library with the keyboard alone, and what its list says when it shows nothing
(a review as a keyboard player of SudokuPad, f-puzzles and HoDoKu)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from str8ts_gui.gui.library_browser import LibraryBrowser


@pytest.fixture
def browser(qtbot) -> LibraryBrowser:
    b = LibraryBrowser()
    qtbot.addWidget(b)
    b.show()
    qtbot.waitExposed(b)
    return b


def test_home_and_end_go_to_the_first_and_last_puzzle_shown(browser: LibraryBrowser) -> None:
    # in a table Home and End went to the row's first and last column: with whole rows
    # selected nothing moved, and End never reached the last puzzle
    browser.set_filter(kind="str8ts")
    shown = browser.shown_entries()
    browser.view.setFocus()
    for _ in range(3):
        QTest.keyClick(browser.view, Qt.Key.Key_Down)
    QTest.keyClick(browser.view, Qt.Key.Key_End)
    assert browser.current_entry() == shown[-1]
    assert browser.view.selectionModel().isRowSelected(len(shown) - 1)
    assert browser.preview_caption.text().startswith(f"<b>{shown[-1].title}</b>")
    QTest.keyClick(browser.view, Qt.Key.Key_Home)
    assert browser.current_entry() == shown[0]
    assert browser.view.selectionModel().isRowSelected(0)
    # Ctrl+Home and Ctrl+End as before
    QTest.keyClick(browser.view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert browser.current_entry() == shown[-1]
    QTest.keyClick(browser.view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert browser.current_entry() == shown[0]
