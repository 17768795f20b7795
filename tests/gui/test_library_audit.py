"""The Puzzle Library as a player uses it (found by an audit of what it does)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from str8ts_gui.gui.library.library_browser import KIND, SIZE, LibraryBrowser


def _click_header(qtbot, browser: LibraryBrowser, column: int) -> None:
    header = browser.view.horizontalHeader()
    pos = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert header.sortIndicatorSection() == column


def _runs(values: list) -> int:
    """How many runs of equal values the list has (each value in one run: as many as values)."""
    return sum(1 for k, v in enumerate(values) if k == 0 or v != values[k - 1])


def test_sorting_by_size_or_kind_keeps_each_size_together(qtbot) -> None:
    # The Size (and Kind) sort went by the width only, so a 4 x 6 Suguru stood between the
    # 4 x 4 Easy and the 4 x 4 Medium one, a 5 x 7 between the 5 x 5 Easy and Medium ones.
    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    browser.set_filter(kind="suguru")
    shapes = {e.size_text for e in browser.shown_entries()}
    assert "4 x 4" in shapes and "4 x 6" in shapes and "5 x 7" in shapes  # (the bundled Suguru)
    _click_header(qtbot, browser, SIZE)
    sizes = [(e.size, e.height) for e in browser.shown_entries()]
    assert sizes == sorted(sizes) or sizes == sorted(sizes, reverse=True)
    assert _runs(sizes) == len(set(sizes))
    browser.set_filter()
    _click_header(qtbot, browser, KIND)
    by_kind = [(e.kind, e.size, e.height) for e in browser.shown_entries()]
    assert _runs(by_kind) == len(set(by_kind))


def test_damaged_best_times_are_kept_and_said(qtbot, gui_home) -> None:
    # A library/stats value that cannot be read (a damaged or hand-edited settings file) was
    # taken as "no times", and the next solve wrote the statistics anew over it: every best time
    # the player had was gone for good, without a word.
    from str8ts_gui.gui import settings as app_settings
    from str8ts_gui.gui.library.library_browser import (
        STATS_SETTING,
        UNREADABLE_STATS_SETTING,
        puzzle_stats,
        record_solve,
    )

    damaged = '{"library-6x6.txt:abc": {"best": 61.0, "solves": 2}, "library-7x7.txt:de'
    s = app_settings.settings()
    s.setValue(STATS_SETTING, damaged)
    s.sync()
    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    label = browser.findChild(type(browser.summary), "library_errors")
    assert label is not None
    assert "best times could not be read" in label.text() and UNREADABLE_STATS_SETTING in label.text()
    assert "settings.ini" in label.text()

    key = browser.entries[0].key
    assert record_solve(key, 42.0) == (True, True)
    s = app_settings.settings()
    assert s.value(UNREADABLE_STATS_SETTING) == damaged  # the old text is still there
    assert puzzle_stats()[key].best == 42.0  # and the new time is kept as usual
    assert "abc" not in str(s.value(STATS_SETTING))


def test_damaged_best_times_are_said_once(qtbot, gui_home) -> None:
    # The note came back every time the Library opened, for good (only Clear All Progress took
    # it away). It is said once for each damaged text; the text stays kept all the same.
    from str8ts_gui.gui import settings as app_settings
    from str8ts_gui.gui.library.library_browser import STATS_SETTING, UNREADABLE_STATS_SETTING

    def note() -> str:
        browser = LibraryBrowser()
        qtbot.addWidget(browser)
        label = browser.findChild(type(browser.summary), "library_errors")
        return label.text() if label is not None else ""

    s = app_settings.settings()
    s.setValue(STATS_SETTING, '{"library-6x6.txt:abc": {"best": 61')
    s.sync()
    assert "best times could not be read" in note()
    assert note() == ""
    assert app_settings.settings().value(UNREADABLE_STATS_SETTING) == '{"library-6x6.txt:abc": {"best": 61'
    s = app_settings.settings()
    s.setValue(STATS_SETTING, "[1, 2")  # damaged again, another text: said again
    s.sync()
    assert "best times could not be read" in note()
    assert note() == ""


def test_one_bad_puzzle_of_a_library_file_keeps_the_files_other_puzzles(qtbot, tmp_path) -> None:
    # One line of a library file that could not be read took the whole file's puzzles out of the
    # Library; now only that puzzle is missing, and the Library says which line and why.
    import shutil

    from str8ts_gui.kinds.str8ts.library import library_dir, load_library

    path = tmp_path / "library-6x6.txt"
    shutil.copy(library_dir() / "library-6x6.txt", path)
    lines = path.read_text(encoding="utf-8").split("\n")
    bad = next(k for k, text in enumerate(lines) if text.startswith("; title: 6x6 Gentle 3")) + 2
    lines[bad] = lines[bad][:-1]
    path.write_text("\n".join(lines), encoding="utf-8")
    entries, errors = load_library(tmp_path)
    browser = LibraryBrowser(entries=entries, errors=errors)
    qtbot.addWidget(browser)
    titles = [e.title for e in browser.shown_entries()]
    assert len(titles) == 24 and "6x6 Gentle 2" in titles and "6x6 Gentle 4" in titles
    assert "6x6 Gentle 3" not in titles
    label = browser.findChild(type(browser.summary), "library_errors")
    assert label is not None
    assert f"{path}: line {bad + 1}: expected a puzzle of n*n characters" in label.text()
    assert label.text().startswith("Some library puzzles or files could not be read:")


def test_a_file_of_many_bad_puzzles_does_not_make_the_library_taller_than_the_screen(qtbot, monkeypatch, tmp_path) -> None:
    # Each bad puzzle is its own line of the Library's note: a file of 30 bad puzzles made the
    # note, and the window with it, taller than the screen (its buttons below the edge). The note
    # names the first three and says how many more.
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from str8ts_gui.gui.library.library_browser import SHOWN_PROBLEMS
    from str8ts_gui.kinds.str8ts.library import library_dir, load_library

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 600))
    lines = (library_dir() / "library-9x9.txt").read_text(encoding="utf-8").split("\n")
    bad = [text[:-1] if text and not text.startswith(";") else text for text in lines]  # every puzzle one short
    (tmp_path / "bad.txt").write_text("\n".join(bad), encoding="utf-8")
    entries, _ = load_library()
    _, errors = load_library(tmp_path)
    assert len(errors) > 20
    browser = LibraryBrowser(entries=entries, errors=errors)
    qtbot.addWidget(browser)
    with qtbot.waitExposed(browser):
        browser.show()
    label = browser.findChild(type(browser.summary), "library_errors")
    assert label.text() == "\n".join(
        ["Some library puzzles or files could not be read:", *errors[:SHOWN_PROBLEMS], f"… and {len(errors) - SHOWN_PROBLEMS} more"]
    )
    assert browser.frameGeometry().height() <= 600 and browser.view.height() > 200  # the table keeps its room
    browser2 = LibraryBrowser(entries=entries, errors=errors[:SHOWN_PROBLEMS])  # up to three: all of them, as before
    qtbot.addWidget(browser2)
    label2 = browser2.findChild(type(browser2.summary), "library_errors")
    assert label2.text() == "\n".join(["Some library puzzles or files could not be read:", *errors[:SHOWN_PROBLEMS]])
