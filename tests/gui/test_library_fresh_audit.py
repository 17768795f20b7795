"""The Puzzle Library with odd settings, a small window and puzzles of every shape (a second
audit of what a player meets)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.library.library_browser import STATS_SETTING, SOLVED_SETTING, LibraryBrowser, puzzle_stats, record_solve
from str8ts_gui.kinds.str8ts.library import load_library


@pytest.mark.parametrize("best", ["1e400", "-1e400", "1e300", "1" + "0" * 400], ids=["inf", "-inf", "1e300", "digits"])
def test_a_hand_edited_time_too_large_to_show_does_not_stop_the_library(qtbot, best) -> None:
    # "best": 1e400 (read as infinity) or 1e300 in library/stats raised OverflowError while the
    # Library filled its Best time column: Puzzle Library… did nothing but print a traceback.
    key = load_library()[0][0].key
    s = app_settings.settings()
    s.setValue(SOLVED_SETTING, [key])
    s.setValue(STATS_SETTING, '{%s: {"solves": 2, "best": %s, "last": %s}}' % (json.dumps(key), best, best))
    s.sync()
    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    assert browser.is_marked(key)
    assert browser.best_time_text(key) == ""  # no time that can be shown
    assert puzzle_stats()[key].solves == 2
    assert record_solve(key, 75.0) == (False, True)  # a real time replaces it
    assert puzzle_stats()[key].best == 75.0


def test_opening_a_rectangular_suguru_names_its_width_and_height(qtbot, window) -> None:
    # The status line said "Suguru 5 x 5 Easy" for the 5 x 7 Suguru just opened (the width twice).
    from str8ts_gui.gui.library import library_actions

    actions = library_actions.install(window, pool_delay_ms=None)
    browser = actions.show_library()
    browser.set_filter(kind="suguru")
    entry = next(e for e in browser.shown_entries() if e.size == 5 and e.height == 7)
    assert actions.open_entry(entry)
    assert window.controller.session.puzzle == entry.document.puzzle
    assert f"Suguru 5 x 7 {entry.grade}, play mode" in window.status_text()
    square = next(e for e in browser.entries if e.kind == "str8ts" and e.size == 9)
    assert actions.open_entry(square)
    assert f"from the library: 9 x 9 {square.grade}, play mode" in window.status_text()


def test_a_700_pixel_library_leaves_the_titles_room_and_the_tooltip_names_them(qtbot) -> None:
    # At 700 x 550 the preview stayed beside the list and the Title column kept about 110
    # pixels: the titles read "Sugu…", "6x6 …". The preview now gives way while the titles
    # would be cut short (TITLE_SAMPLE after a picture), and a title's tooltip gives it whole.
    from PySide6.QtWidgets import QApplication

    from str8ts_gui.gui.library.library_browser import ENTRY_ROLE, THUMB_PX, TITLE

    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    browser.show()
    qtbot.waitExposed(browser)
    room = THUMB_PX + browser.view.fontMetrics().horizontalAdvance("Suguru 12x12 Expert")
    for width in (700, 760, 800, 900):
        browser.resize(width, 550)
        QApplication.processEvents()
        assert browser.view.horizontalHeader().sectionSize(TITLE) >= room, width
    browser.resize(700, 550)
    qtbot.waitUntil(lambda: not browser.preview.isVisible())
    browser.resize(900, 560)
    qtbot.waitUntil(browser.preview.isVisible)
    browser.resize(800, 560)  # the size it asks for: the preview shows
    QApplication.processEvents()
    assert browser.preview.isVisible()
    index = browser.proxy.index(0, TITLE)
    entry = index.data(ENTRY_ROLE)
    assert index.data(Qt.ItemDataRole.ToolTipRole).startswith(entry.title + "\n")


def _sizes(browser: LibraryBrowser) -> list[str]:
    return [browser.size_filter.itemText(k) for k in range(1, browser.size_filter.count())]


def test_the_size_filter_offers_the_sizes_of_the_kind_chosen_in_the_size_columns_order(qtbot) -> None:
    # The size list offered every kind's sizes whatever the kind (Str8ts and 4 x 6: "0 of 223
    # puzzles"), and in the order of the heights: 4 x 4, 5 x 5, 7 x 5, 6 x 6, 4 x 6, 9 x 6 ...
    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    for kind in ("", "str8ts", "sudoku", "suguru"):
        browser.set_filter(kind=kind)
        shapes = sorted({(e.size, e.height) for e in browser.shown_entries()})
        assert _sizes(browser) == [f"{w} x {h}" for w, h in shapes], kind
        for k in range(1, browser.size_filter.count()):
            browser.size_filter.setCurrentIndex(k)
            assert browser.row_count() > 0, (kind, browser.size_filter.currentText())
    browser.set_filter(kind="str8ts")
    assert "4 x 6" not in _sizes(browser)
    # a size the next kind has too stays chosen; one it has not goes back to all sizes
    browser.set_filter(kind="suguru", size=9)
    browser.kind_filter.setCurrentIndex(browser.kind_filter.findData("sudoku"))
    assert browser.size_filter.currentData() == 9 and browser.row_count() > 0
    browser.set_filter(kind="suguru", size=406)
    assert browser.size_filter.currentText() == "4 x 6"
    browser.kind_filter.setCurrentIndex(browser.kind_filter.findData("str8ts"))
    assert browser.size_filter.currentData() == 0 and browser.row_count() == len(
        [e for e in browser.entries if e.kind == "str8ts"]
    )
    # a new browser remembers the kind and gives its own sizes
    fresh = LibraryBrowser()
    qtbot.addWidget(fresh)
    assert fresh.kind_filter.currentData() == "str8ts" and "4 x 6" not in _sizes(fresh)


def test_the_window_guide_names_every_filter_and_way_to_open() -> None:
    # The guide left out the Unsolved only filter and Enter and Open, and said nothing of the
    # sizes following the kind or of the preview giving way in a narrow window.
    from pathlib import Path

    guide = " ".join((Path(__file__).resolve().parents[2] / "docs" / "guide" / "window.md").read_text(encoding="utf-8").split())
    library = guide[guide.index("**Puzzle Library…**"):guide.index("## Highlights")]
    browser_texts = ("each kind's own sizes and grades", "to the unsolved ones", "a double click, Enter or Open opens one")
    for text in browser_texts:
        assert text in library, text
    assert "larger (when the window leaves the titles room)" in library


def test_the_note_names_every_file_that_could_not_be_read(qtbot, tmp_path) -> None:
    # The note listed the first three problems and "… and N more": a file of many bad lines
    # ("a.txt", first by name) took all three places, and that "d.txt" could not be read at all
    # (a folder), nor "e.txt" (not UTF-8), was nowhere to be seen.
    from str8ts_gui.gui.library.library_browser import problems_note
    from str8ts_gui.kinds.str8ts.library import load_library

    (tmp_path / "a.txt").write_text("\n\n".join(["..#"] * 20), encoding="utf-8")
    (tmp_path / "d.txt").mkdir()
    (tmp_path / "e.txt").write_bytes(b"\xff\xfe bad")
    entries, errors = load_library(tmp_path)
    assert not entries and len(errors) == 22
    browser = LibraryBrowser(entries=entries, errors=errors)
    qtbot.addWidget(browser)
    note = browser.findChild(type(browser.summary), "library_errors").text()
    lines = note.split("\n")
    assert lines[0] == "Some library puzzles or files could not be read:" and lines[-1] == "… and 19 more"
    assert [line.partition(": ")[0] for line in lines[1:4]] == [str(tmp_path / name) for name in ("a.txt", "d.txt", "e.txt")]
    assert problems_note(errors[:2]) == "\n".join(["Some library puzzles or files could not be read:", *errors[:2]])


def test_tab_leaves_the_list(qtbot) -> None:
    # Tab in the list moved from column to column of the selected row, round and round: the
    # buttons and filters could not be reached with Tab (Shift+Tab neither).
    from PySide6.QtWidgets import QApplication

    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    browser.show()
    browser.activateWindow()
    qtbot.waitExposed(browser)
    QApplication.processEvents()
    assert browser.focusWidget() is browser.view
    reached = []
    for _ in range(8):
        qtbot.keyClick(browser.focusWidget(), Qt.Key.Key_Tab)
        reached.append(browser.focusWidget())
    assert browser.open_button in reached and browser.close_button in reached
    assert browser.kind_filter in reached and browser.view in reached
    browser.view.setFocus()
    qtbot.keyClick(browser.view, Qt.Key.Key_Backtab)
    assert browser.focusWidget() is not browser.view


def test_the_summary_counts_the_solved_puzzles_among_those_shown(qtbot) -> None:
    # "103 of 223 puzzles, 3 solved" with the Str8ts shown and three Suguru solved, and with
    # Unsolved only "220 of 223 puzzles, 3 solved": the count was of every puzzle, shown or not.
    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    total = len(browser.entries)
    browser.set_filter(kind="suguru")
    for entry in browser.shown_entries()[:3]:
        browser.mark_solved(entry.key)
    suguru = browser.row_count()
    assert browser.summary.text() == f"{suguru} of {total} puzzles, 3 solved"
    browser.set_filter(kind="str8ts")
    assert browser.summary.text() == f"{browser.row_count()} of {total} puzzles, 0 solved (3 in all)"
    browser.set_filter(unsolved_only=True)
    assert browser.summary.text() == f"{total - 3} of {total} puzzles, 0 solved (3 in all)"
    browser.set_filter()
    assert browser.summary.text() == f"{total} puzzles, 3 solved"
