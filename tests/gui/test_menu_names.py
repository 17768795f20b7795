"""Menu names: File > New Empty Puzzle (a submenu of kinds and sizes) and File > Generate
Puzzle… are told apart; the ellipsis character "…" ends exactly the items that open a dialog."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui.library import library_actions
from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import new_window

# The menu items that open a dialog or a window of their own, by object name.
OPENS_A_DIALOG = {
    "action__open_",  # Open…: file dialog (its name made from "&Open…")
    "action_save_as",
    "action_export",  # Export Puzzle String…: file dialog
    "action_export_image",
    "action_export_booklet",
    "action_print",  # print preview
    "action_generate",  # Generate Puzzle…
    "action_new_suguru",  # New Empty Puzzle > Suguru…: asks width and height
    "action_library",  # Puzzle Library…
    "action_import_picture",  # Import Picture…: file dialog
    "action_about",
    "action_legend",  # Highlight Legend… (when the window has it)
    "action_preferences",  # Preferences… (when the window has it)
    "action_puzzle_info",  # Puzzle Info…: title, author and rules
}


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = new_window(qtbot)
    library_actions.install(w, pool_delay_ms=None)
    return w


def plain(text: str) -> str:
    return text.replace("&", "")


def all_menus(window: MainWindow) -> list[QMenu]:
    return window.menuBar().findChildren(QMenu)


def test_file_menu_tells_new_empty_from_generate(window: MainWindow) -> None:
    file_menu = window.file_menu
    items = [plain(a.text()) for a in file_menu.actions() if not a.isSeparator()]
    assert items[:4] == ["New Empty Puzzle", "Generate Puzzle…", "Open…", "Puzzle Library…"]
    assert window.new_menu.objectName() == "menu_new" and plain(window.new_menu.title()) == "New Empty Puzzle"
    generate = window.findChild(QAction, "action_generate")
    assert generate.text() == "&Generate Puzzle…" and generate.shortcut() == QKeySequence("Ctrl+Shift+N")
    assert "New puzzle..." not in [a.text() for a in window.findChildren(QAction)]
    # the submenu: the current kind and size first, then a submenu for every kind
    sub = [plain(a.text()) for a in window.new_menu.actions() if a.text()]
    assert sub == ["Same Kind and Size (Str8ts 9 x 9)", "Str8ts", "Sudoku", "Suguru…"]
    assert window.act_new.objectName() == "action_new" and window.act_new.shortcut() == QKeySequence("Ctrl+N")


def test_same_kind_and_size_names_the_current_puzzle(qtbot, window: MainWindow) -> None:
    window.act_new_kinds["sudoku"][6].trigger()
    assert window.controller.session.puzzle.kind == "sudoku"
    assert plain(window.act_new.text()) == "Same Kind and Size (Sudoku 6 x 6)"
    window.act_new_sizes[7].trigger()
    assert plain(window.act_new.text()) == "Same Kind and Size (Str8ts 7 x 7)"
    window.act_new.trigger()
    assert window.controller.session.puzzle == Puzzle.empty(7)


def test_ellipsis_ends_exactly_the_items_that_open_a_dialog(window: MainWindow) -> None:
    seen = set()
    for menu in all_menus(window):
        assert "..." not in menu.title() and "…" not in menu.title(), menu.title()  # a submenu is no dialog
        for a in menu.actions():
            if a.isSeparator() or a.data():  # (recent files are named by their file)
                continue
            text = a.text()
            assert "..." not in text, f"three dots instead of the ellipsis character: {text!r}"
            if a.menu() is not None:
                continue
            seen.add(a.objectName())
            opens = a.objectName() in OPENS_A_DIALOG
            assert text.endswith("…") == opens, f"{text!r} ({a.objectName()})"
    # the dialogs the window certainly has are all in its menus
    assert {"action__open_", "action_save_as", "action_generate", "action_library", "action_about"} <= seen


def _mnemonic(text: str) -> str | None:
    """The letter after a single "&" (Alt+letter in an open menu), None without one."""
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if i >= 0 else None


def test_every_menu_item_has_its_own_mnemonic(window: MainWindow) -> None:
    """A keyboard-only review: the Puzzle menu had none (Alt+P then S did nothing), nor Edit Mode,
    Play Mode, the path's steps... Items of a size ("9 x 9", under their Ctrl+Alt shortcuts) and
    the numbered recent files are left as they are; no two items of one menu share a letter."""
    window.sync()

    def walk(menu: QMenu, path: str) -> list[str]:
        problems = []
        seen: dict[str, str] = {}
        for act in menu.actions():
            text = act.text()
            if act.isSeparator() or not text:
                continue
            if act.menu() is not None:
                problems += walk(act.menu(), f"{path} > {text}")
            if text.replace("&", "").split(" (")[0].replace(" x ", "").isdigit():
                continue  # a board size
            letter = _mnemonic(text)
            if letter is None:
                problems.append(f"{path} > {text}: no mnemonic")
            elif letter in seen:
                problems.append(f"{path}: {seen[letter]} and {text} share Alt+{letter}")
            else:
                seen[letter] = text
        return problems

    problems = []
    for act in window.menuBar().actions():
        problems += walk(act.menu(), act.text())
    assert problems == []
