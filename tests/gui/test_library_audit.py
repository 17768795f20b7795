"""The Puzzle Library as a player uses it (found by an audit of what it does)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from str8ts_gui.gui.library_browser import KIND, SIZE, LibraryBrowser


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
