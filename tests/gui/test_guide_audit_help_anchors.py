"""Help's links to a section of a page (``sudoku-variants.md#the-rules-palette``, the guide's
``index.md#bundled-puzzles``) open the page at that section, as they do on the project's pages:
Qt's Markdown reader gives headings no anchors of their own, so the links opened the page at its
top and a user had to look for the section."""

from __future__ import annotations

from PySide6.QtCore import QUrl

from str8ts_gui import docs
from str8ts_gui.gui.help import HelpBrowser


def _browser(qtbot, page: str) -> HelpBrowser:
    browser = HelpBrowser()
    qtbot.addWidget(browser)
    with qtbot.waitExposed(browser):
        browser.show_page(page)
    return browser


def _shows_section(browser: HelpBrowser, heading: str) -> bool:
    """Whether the view shows the section ``heading``: its heading at the view's top, or, for a
    section near the page's end, in view with the page scrolled down as far as it goes."""
    document = browser.text.document()
    block = document.begin()
    while block.isValid() and not (block.blockFormat().headingLevel() and block.text() == heading):
        block = block.next()
    assert block.isValid(), heading
    bar = browser.text.verticalScrollBar()
    top = document.documentLayout().blockBoundingRect(block).top() - bar.value()
    at_top = abs(top) <= 12
    in_view_at_end = 0 <= top < browser.text.viewport().height() and bar.value() == bar.maximum() > 0
    return at_top or in_view_at_end


def test_a_link_to_a_section_of_another_page_opens_it_there(qtbot) -> None:
    browser = _browser(qtbot, "guide/window.md")
    assert "sudoku-variants.md#the-rules-palette" in docs.read("guide/window.md")
    browser._follow(QUrl("sudoku-variants.md#the-rules-palette"))
    assert browser.page == "guide/sudoku-variants.md"
    assert browser.text.verticalScrollBar().value() > 0
    assert _shows_section(browser, "The Rules palette")
    browser._follow(QUrl("index.md#bundled-puzzles"))
    assert browser.page == "guide/index.md"
    assert browser.text.verticalScrollBar().value() > 0
    assert _shows_section(browser, "Bundled puzzles")


def test_a_link_to_a_section_of_the_same_page_and_back(qtbot) -> None:
    browser = _browser(qtbot, "guide/keyboard-and-mouse.md")
    browser._follow(QUrl("#menus"))
    assert browser.page == "guide/keyboard-and-mouse.md" and _shows_section(browser, "Menus")
    # a page shown again with Back has its sections too
    browser._follow(QUrl("window.md"))
    browser.back()
    browser._follow(QUrl("#number-pad"))
    assert browser.text.verticalScrollBar().value() > 0
    assert _shows_section(browser, "Number pad")


def test_headings_of_the_same_name_are_numbered_as_on_the_project_pages() -> None:
    from str8ts_gui.gui.help import heading_anchors

    assert heading_anchors(["The window: str8ts-gui", "Editing", "Editing", "Keyboard and mouse"]) == [
        "the-window-str8ts-gui", "editing", "editing-1", "keyboard-and-mouse",
    ]


def test_the_same_page_shown_again_is_no_step_back(qtbot) -> None:
    """F1 pressed twice (or a link to a section of the page shown) put the page before itself in
    Back's history: Back then seemed to do nothing."""
    browser = _browser(qtbot, "guide/index.md")
    browser.show_page("guide/index.md")
    assert not browser.back_button.isEnabled()
    browser.show_page("guide/keyboard-and-mouse.md")
    browser._follow(QUrl("#menus"))
    browser._follow(QUrl("keyboard-and-mouse.md#number-pad"))
    assert browser.history and browser.history[-1][0] == "guide/index.md" and len(browser.history) == 1
    browser.back()
    assert browser.page == "guide/index.md" and not browser.back_button.isEnabled()
    assert "Bundled puzzles" in browser.text.toPlainText()
    browser.show_page("guide/index.md")  # the page Back showed, asked for again
    assert not browser.back_button.isEnabled()
