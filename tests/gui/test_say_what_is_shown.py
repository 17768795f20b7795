"""The window says what is on screen (issue 19): the title and the status bar name the kind and
size (and a variant's rules), untitled boards too; the program starts on the kind and size used
last, with its kind's look; About describes every kind; Help has the rules of each kind and of
the variants in use, the keyboard and mouse reference and the user guide, from the shipped docs."""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QKeySequence, QPainter

from str8ts_gui import docs
from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.suguru import model as suguru_model

from gui_helpers import key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def described(window: MainWindow) -> tuple[str, str]:
    return window.windowTitle(), window.status_bar.board_text()


def test_title_and_status_bar_name_the_kind_size_and_rules(qtbot) -> None:
    window = new_window(qtbot)
    assert described(window) == ("Untitled[*] — Str8ts 9 x 9 — str8ts_gui", "Str8ts 9 x 9")
    assert "Str8ts 9 x 9" in window.status_text()
    window.new_puzzle(9, "sudoku")
    assert described(window) == ("Untitled[*] — Sudoku 9 x 9 — str8ts_gui", "Sudoku 9 x 9")
    window.new_suguru(6, 8)
    assert described(window)[1] == "Suguru 6 x 8" and "Suguru 6 x 8" in window.windowTitle()
    rules = (KillerCage((0, 1), 3), Thermometer((20, 21, 22)), KillerCage((40,), 5))
    window.set_document(Document(new_puzzle(9).replace(constraints=rules), title="Mine"), mode=Mode.EDIT)
    text = "Sudoku 9 x 9 with killer cages, thermometers"
    assert described(window) == (f"Mine[*] — {text} — str8ts_gui", text)
    assert window.status_bar.board_label.toolTip() == text


def test_the_next_start_is_on_the_kind_and_size_used_last_with_its_look(qtbot) -> None:
    first = new_window(qtbot)
    first.new_puzzle(6, "sudoku")
    second = new_window(qtbot)
    puzzle = second.controller.session.puzzle
    assert (puzzle.kind, puzzle.size) == ("sudoku", 6) and not any(puzzle.clues)
    assert second.controller.mode == Mode.EDIT
    # an empty Sudoku shows its boxes: the border between box columns is darker than a cell line
    state, options = second.controller.display()
    image = QImage(360, 360, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    square = render_board(painter, QRectF(0, 0, 360, 360), state, RenderOptions())
    painter.end()
    cell = square.width() / 6
    y = int(square.top() + cell * 0.5)
    box_x = int(square.left() + 3 * cell)  # 6 x 6 boxes are 2 rows x 3 columns
    line_x = int(square.left() + 1 * cell)
    box_line = min(QColor(image.pixel(x, y)).lightness() for x in range(box_x - 2, box_x + 3))
    thin_line = min(QColor(image.pixel(x, y)).lightness() for x in range(line_x - 2, line_x + 3))
    assert box_line < thin_line
    # a Suguru is remembered with its width and height
    second.new_suguru(5, 7)
    third = new_window(qtbot)
    p = third.controller.session.puzzle
    assert (p.kind, p.size, p.height) == ("suguru", 5, 7) and p.regions == suguru_model.new_puzzle(5, 7).regions


def test_about_describes_every_kind(window: MainWindow) -> None:
    text = window.about_text()
    for kind in ("Str8ts", "Sudoku", "Sudoku variants", "Suguru"):
        assert kind in text
    assert "trademark of Syndicated Puzzles" in text
    # SudokuPad's own short links are not read (only its server can): only those with f-puzzles' payload
    assert "SudokuPad links that carry one" in text and "f-puzzles and SudokuPad links" not in text
    # the sizes it names are the sizes New Empty Puzzle offers
    from str8ts_gui.kinds.sudoku.model import ANY_SIZES, SIZES

    assert f"Sudoku</b>, {SIZES[0]} x {SIZES[0]} to {SIZES[-1]} x {SIZES[-1]} (and the other sizes f-puzzles has, from {ANY_SIZES[0]} x {ANY_SIZES[0]})" in text


def test_help_rules_of_the_kind_and_of_the_variants_in_use(qtbot) -> None:
    window = new_window(qtbot)
    window.new_puzzle(9, "sudoku")
    assert window.act_kind_help.text() == "&Rules of Sudoku"
    key(qtbot, window, Qt.Key.Key_F4)
    browser = window.help_browser
    assert browser.isVisible() and browser.page == "rules/sudoku.md"
    assert "each digit exactly once" in browser.text.toPlainText()
    assert not window.act_variant_help.isEnabled()  # a classic Sudoku: no variant rules
    rules = (KillerCage((0, 1), 3), Thermometer((20, 21, 22)))
    window.set_document(Document(new_puzzle(9).replace(constraints=rules)), mode=Mode.EDIT)
    assert window.act_variant_help.isEnabled()
    key(qtbot, window, Qt.Key.Key_F4, SHIFT)
    page = browser.text.toPlainText()
    assert "Killer cage" in page and "Thermometer" in page and "strictly increase" in page
    assert "Renban" not in page  # only the rules in use
    window.new_suguru(6, 6)
    key(qtbot, window, Qt.Key.Key_F4)
    assert browser.page == "rules/suguru.md" and window.act_kind_help.text() == "&Rules of Suguru"
    # a link to another kind's page opens it in the same window; Back returns
    from PySide6.QtCore import QUrl

    browser.text.anchorClicked.emit(QUrl("str8ts.md"))
    assert browser.page == "rules/str8ts.md" and "compartment" in browser.text.toPlainText()
    browser.back()
    assert browser.page == "rules/suguru.md"


def test_user_guide_and_keyboard_reference_are_the_shipped_docs(qtbot, window: MainWindow) -> None:
    assert window.act_user_guide.shortcut().toString() == "F1"  # help, as in most programs
    key(qtbot, window, Qt.Key.Key_F1)
    browser = window.help_browser
    assert browser.page == "guide/index.md"
    assert browser.text.toMarkdown().strip() != ""
    assert "User guide" in browser.text.toPlainText()
    key(qtbot, window, Qt.Key.Key_F1, CTRL | SHIFT)
    assert browser.page == "guide/keyboard-and-mouse.md"
    assert window.act_about.shortcut().toString() == "Ctrl+F1"  # (About had F1)


def _menu_actions(menu):
    for act in menu.actions():
        if act.menu() is not None:
            yield from _menu_actions(act.menu())
        elif not act.isSeparator():
            yield act


def test_the_keyboard_reference_lists_every_shortcut_of_the_menus(window: MainWindow) -> None:
    page = docs.read("guide/keyboard-and-mouse.md")
    listed = {k.strip() for row in re.findall(r"^\|[^|]*\|[^|]*\| ([^|]*) \|$", page, re.M) for k in row.split(", ")}
    missing = []
    for menu in window.menuBar().actions():
        for act in _menu_actions(menu.menu()):
            for seq in act.shortcuts():
                text = seq.toString(QKeySequence.SequenceFormat.PortableText)
                if text.startswith("Ctrl+Alt+") and len(text) == len("Ctrl+Alt+X") and act.objectName().startswith("action_new_"):
                    continue  # the New sizes are listed as ranges (Ctrl+Alt+4 ... Ctrl+Alt+G)
                if act.objectName().startswith("action_new_sudoku_"):
                    continue  # Ctrl+Alt+U, then the size
                if text not in listed:
                    missing.append((act.text(), text))
    assert missing == []


def test_help_pages_show_their_pictures(qtbot) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from str8ts_gui.gui.help import HelpBrowser

    browser = HelpBrowser()
    qtbot.addWidget(browser)
    page = "guide/window.md"
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", docs.read(page))
    assert pictures  # the page has a picture (the picture reader's before and after)
    browser.show_page(page)
    for link in pictures:
        found = browser.text.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(link))
        assert found is not None and not found.isNull(), link


def test_the_variant_rules_page_of_a_puzzle_without_any_promises_none() -> None:
    """A page made for a puzzle without variant rules (the menu item is off then, but the page
    can be asked for) said "The rules of Str8ts hold, and these:" and then that there were none."""
    from str8ts_gui.gui.help import variant_rules_page
    from str8ts_gui.kinds.str8ts.formats import parse_line

    page = variant_rules_page(parse_line("#" + "." * 15))
    assert "and these:" not in page and "This puzzle has no variant rules" in page
    assert "The rules of [Str8ts](../rules/str8ts.md) hold." in page
    killer = variant_rules_page(new_puzzle(9).replace(constraints=(KillerCage((0, 1), 3),)))
    assert "hold, and these:" in killer and "## Killer cage" in killer
