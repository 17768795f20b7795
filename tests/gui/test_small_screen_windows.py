"""Help, the Library and the Highlight Legend on a small screen (the dialogs' audit): they opened at
a fixed size (Help 720 x 620), so on a 1024 x 600 screen Help's Back and Close were below the edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from str8ts_gui.gui import screen_fit
from str8ts_gui.gui.help import HelpBrowser
from str8ts_gui.gui.board.legend import LegendDialog
from str8ts_gui.gui.library.library_browser import LibraryBrowser

SMALL = QRect(0, 0, 1024, 600)


@pytest.fixture
def small_screen(monkeypatch):
    """Every screen says its available area is 1024 x 600 (the offscreen one is 800 x 800)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(SMALL))
    return SMALL


@pytest.mark.parametrize("make", [HelpBrowser, LibraryBrowser, LegendDialog], ids=["help", "library", "legend"])
def test_windows_fit_a_small_screen_with_their_frame(qtbot, small_screen, make) -> None:
    window = make()
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    allowance_w, allowance_h = screen_fit.FRAME_ALLOWANCE
    frame = window.frameGeometry()
    frame_w = max(frame.width() - window.width(), allowance_w)
    frame_h = max(frame.height() - window.height(), allowance_h)
    assert window.width() + frame_w <= small_screen.width()
    assert window.height() + frame_h <= small_screen.height()


@pytest.mark.parametrize("make, size", [(HelpBrowser, (720, 620)), (LibraryBrowser, (800, 560)), (LegendDialog, (520, 560))],
                         ids=["help", "library", "legend"])
def test_windows_keep_their_size_on_a_big_screen(qtbot, monkeypatch, make, size) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1080))
    window = make()
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == size


def test_help_has_no_default_button_and_its_buttons_have_mnemonics(qtbot) -> None:
    """Back was the default button: Enter in the page went back a page. Neither is default now;
    Alt+B and Alt+C are theirs, and the platform's Back key still goes back."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QPushButton

    browser = HelpBrowser()
    qtbot.addWidget(browser)
    with qtbot.waitActive(browser):
        browser.show_page("guide/index.md")
    browser.show_page("guide/keyboard-and-mouse.md")
    buttons = browser.findChildren(QPushButton)
    assert {b.text() for b in buttons} == {"&Back", "&Close"}
    assert not any(b.isDefault() or b.autoDefault() for b in buttons)
    keys = {b.shortcut().toString() for b in buttons}
    assert keys == {"Alt+B", "Alt+C"}
    browser.text.setFocus()
    qtbot.keyClick(browser.text, Qt.Key.Key_Return)
    assert browser.page == "guide/keyboard-and-mouse.md" and browser.isVisible()  # Enter: no page back
    qtbot.keyClick(browser.text, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: browser.page == "guide/index.md")  # (a mnemonic clicks after a moment)
    browser.show_page("guide/keyboard-and-mouse.md")
    back = QKeySequence(QKeySequence.StandardKey.Back)[0]
    qtbot.keyClick(browser.text, back.key(), back.keyboardModifiers())
    assert browser.page == "guide/index.md"
    qtbot.keyClick(browser.text, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not browser.isVisible())


def test_the_legend_shows_each_heading_once(qtbot) -> None:
    """"Read with doubt from a picture" sat between Mistakes and Hint: "Puzzle" showed twice."""
    from PySide6.QtWidgets import QLabel

    from str8ts_gui.gui.board.legend import ENTRIES

    dialog = LegendDialog()
    qtbot.addWidget(dialog)
    titles = {f"<b>{e.title}</b>" for e in ENTRIES}
    headings = [label.text() for label in dialog.findChildren(QLabel)
                if label.text().startswith("<b>") and label.text().endswith("</b>") and label.text() not in titles]
    families = list(dict.fromkeys(e.family for e in ENTRIES))
    assert headings == [f"<b>{f}</b>" for f in families]  # once each, in the entries' order
    assert "Puzzle" in families and len(dialog.rows) == len(ENTRIES)
