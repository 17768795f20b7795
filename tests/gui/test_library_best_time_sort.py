"""Sorting the library by best time puts the puzzles without a time last in both directions:
slowest first began with every puzzle never timed (hundreds of rows before the first time)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.gui.library.library_browser import BEST_TIME, LibraryBrowser, record_solve
from str8ts_gui.kinds.str8ts.library import load_library


def test_puzzles_without_a_time_come_last_whichever_way_the_best_time_sorts(qtbot) -> None:
    entries = load_library()[0]
    fast, slow = entries[3], entries[7]
    record_solve(fast.key, 61)
    record_solve(slow.key, 600)
    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    browser.set_filter()
    browser.view.sortByColumn(BEST_TIME, Qt.SortOrder.AscendingOrder)
    shown = browser.shown_entries()
    assert shown[:2] == [fast, slow] and len(shown) > 2
    browser.view.sortByColumn(BEST_TIME, Qt.SortOrder.DescendingOrder)
    assert browser.shown_entries()[:2] == [slow, fast]


def test_every_library_puzzle_keeps_its_progress_under_a_key_of_its_own() -> None:
    """The key was the file and the one-line form: the nine variant Sudoku without digits
    (killers, little killers, thermos...) all had the line of 81 dots, so solving one ticked all
    nine and the browser could show the time of only one of them."""
    from str8ts_gui.core.kind import get_kind

    entries = load_library()[0]
    assert len({e.key for e in entries}) == len(entries)
    classic = [e for e in entries if get_kind(e.document.puzzle.kind).line_is_whole(e.document.puzzle)]
    assert classic and all(e.key == f"{e.file}:{get_kind(e.kind).to_line(e.document.puzzle)}" for e in classic)
