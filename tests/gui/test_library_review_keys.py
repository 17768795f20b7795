"""The Puzzle Library with the keyboard alone, and what its list says when it shows nothing
(a review as a keyboard player of SudokuPad, f-puzzles and HoDoKu)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui_helpers import shown_library_browser
from str8ts_gui.gui.library.library_browser import LibraryBrowser


@pytest.fixture
def browser(qtbot) -> LibraryBrowser:
    return shown_library_browser(qtbot)


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


def test_a_filter_that_hides_the_chosen_puzzle_starts_the_list_at_its_first(browser: LibraryBrowser) -> None:
    # Kind: Str8ts with a 9 x 9 Sudoku chosen chose the last Str8ts (a neighbour of the row that
    # went), scrolled to the list's end: Enter then opened "9x9 Extreme 5", never picked
    sudoku = next(e for e in browser.entries if e.title == "Sudoku 9x9 Easy 1")
    assert browser.select_key(sudoku.key)
    browser.kind_filter.setCurrentIndex(browser.kind_filter.findData("str8ts"))
    shown = browser.shown_entries()
    assert browser.current_entry() == shown[0] and shown[0].title == "6x6 Gentle 1"
    assert browser.view.rowAt(0) == 0  # the list shows its start
    assert browser.preview_caption.text().startswith("<b>6x6 Gentle 1</b>")
    # a puzzle still shown stays chosen (and in view)
    nine = next(e for e in shown if e.title == "9x9 Tough 2")
    assert browser.select_key(nine.key)
    browser.size_filter.setCurrentIndex(browser.size_filter.findText("9 x 9"))
    assert browser.current_entry() == nine
    index = browser.view.currentIndex()
    assert browser.view.viewport().rect().contains(browser.view.visualRect(index))
    # Unsolved only hides a ticked one: the first unsolved puzzle shown, not its neighbour
    browser.mark_solved(nine.key)
    browser.unsolved_filter.setChecked(True)
    assert browser.current_entry() == browser.shown_entries()[0] != nine


def test_an_empty_library_says_where_it_looked(qtbot, tmp_path, monkeypatch) -> None:
    # a library folder without puzzle files (an install without its puzzles) showed an empty
    # list and "0 puzzles, 0 solved", and no word why
    from str8ts_gui.gui.library import library_browser

    monkeypatch.setattr(library_browser, "library_dir", lambda: tmp_path)
    (tmp_path / "notes.sdk").write_text("not a library file\n")
    b = LibraryBrowser()
    qtbot.addWidget(b)
    note = b.findChild(type(b.summary), "library_errors")
    assert note is not None and note.text() == f"No puzzles in the library: no puzzle files (*.txt) found in {tmp_path}."
    assert not b.open_button.isEnabled()
    # files that are there but cannot be read: the note names them, as before
    (tmp_path / "bad.txt").write_text("")
    b = LibraryBrowser()
    qtbot.addWidget(b)
    lines = b.findChild(type(b.summary), "library_errors").text().split("\n")
    assert lines[0] == "Some library puzzles or files could not be read:"
    assert "bad.txt: no puzzle found: the text is empty" in lines[1]
    assert len(lines) == 2  # (which says why the list is empty)


def test_filters_that_hide_every_puzzle_say_so(browser: LibraryBrowser) -> None:
    # the list went blank with "0 of 223 puzzles, 0 solved" and "No puzzle selected"
    total = browser.row_count()
    for entry in browser.entries:
        if entry.shape == 6 and entry.grade == "Gentle" and entry.kind == "str8ts":
            browser.mark_solved(entry.key)
    browser.set_filter(kind="str8ts", size=6, grade="Gentle", unsolved_only=True)
    assert browser.row_count() == 0 and browser.current_entry() is None
    assert browser.summary.text() == f"0 of {total} puzzles: no puzzle matches these filters"
    assert browser.preview_caption.text() == "No puzzle matches these filters"
    browser.unsolved_filter.setChecked(False)
    assert browser.summary.text().startswith(f"{browser.row_count()} of {total} puzzles, ")
    assert browser.current_entry() is not None


def test_the_order_is_chosen_from_the_context_menu_too(qtbot, browser: LibraryBrowser) -> None:
    # the order could be chosen with a click on a column's header only: the keyboard never
    # reaches the header. The row's context menu (Menu key, Shift+F10) has Sort By.
    from PySide6.QtWidgets import QMenu

    from str8ts_gui.gui.library.library_browser import GRADE, SIZE

    header = browser.view.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (SIZE, Qt.SortOrder.AscendingOrder)

    def sort_items() -> dict[str, object]:
        menu = browser.context_menu(browser.view.currentIndex())
        sub = next(a.menu() for a in menu.actions() if a.text() == "Sort &By")
        assert isinstance(sub, QMenu)
        return {a.text().replace("&", ""): a for a in sub.actions() if not a.isSeparator()}

    items = sort_items()
    assert list(items) == ["Title", "Kind", "Size", "Grade", "Solved", "Best time", "Descending"]
    assert items["Size"].isChecked() and not items["Descending"].isChecked()
    letters = [a.text()[a.text().index("&") + 1].lower() for a in items.values()]
    assert len(letters) == len(set(letters))  # each its own key
    items["Grade"].trigger()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (GRADE, Qt.SortOrder.AscendingOrder)
    sort_items()["Descending"].trigger()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (GRADE, Qt.SortOrder.DescendingOrder)
    items = sort_items()
    assert items["Grade"].isChecked() and items["Descending"].isChecked()
    items["Descending"].trigger()
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    # kept for the next time, as a header click's order is
    again = LibraryBrowser()
    qtbot.addWidget(again)
    assert again.view.horizontalHeader().sortIndicatorSection() == GRADE
    assert again.shown_entries() == browser.shown_entries()
