"""Menu items made with the window whose work loads when one of them is first used.

The window's start compiles every module it imports (where no bytecode is cached, every
start), so the items of features that only run on a user's action are made here, exactly as
their own module made them (texts, shortcuts, tooltips, places in the menus), and the module
that does the work is imported at the first use:

* File > Export Image…, Export Booklet…, Print…: :mod:`.files.export_actions`
  (``window.export_actions``, made at the first use);
* File > Import Picture…: :mod:`.files.picture_import` (``window.picture_import``, likewise; Paste
  loads it too, to look for a picture on the clipboard);
* Help > User Guide, Keyboard and Mouse, Rules of KIND, Rules of This Puzzle's Variants:
  :mod:`.help` (the help window).

``handler`` below is a callable giving the object whose method an item runs (the window's
lazily made helper, or the helper itself when it made its own items).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from PySide6.QtGui import QAction, QKeySequence

from str8ts_gui.core.kind import kind_of

__all__ = ["ExportItems", "export_items", "help_items", "import_picture_item"]


# -- File > Export Image…, Export Booklet…, Print… ------------------------------------------------
class ExportItems(NamedTuple):
    image: QAction
    booklet: QAction
    print: QAction
    menu: object  # the File menu they are in (a QMenu)


def _export_action(window, text: str, slot: Callable, name: str, tip: str, shortcut: QKeySequence | None = None) -> QAction:
    action = QAction(text, window)
    action.setObjectName(name)
    if shortcut is not None and not shortcut.isEmpty() and not _shortcut_taken(window, shortcut):
        action.setShortcut(shortcut)
        keys = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({keys})")
    else:
        action.setToolTip(tip)
    action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    window.addAction(action)  # the shortcut works with the menu bar hidden
    return action


def _shortcut_taken(window, shortcut: QKeySequence) -> bool:
    # The window's actions: each window-wide command is added to the window, so that its
    # shortcut works with the menu bar hidden. (Looking through all the window's children
    # instead made PySide6 wrap every object in it: 8-10 ms of the window's start.)
    return any(shortcut in a.shortcuts() for a in window.actions())


def export_items(window, handler: Callable[[], object]) -> ExportItems:
    """Export Image… (Ctrl+Shift+E), Export Booklet… (Ctrl+Shift+B) and Print… (Ctrl+P) in the
    File menu, before Quit; each runs ``handler()``'s ``export_image``, ``export_booklet`` or
    ``print_puzzle``. A shortcut another action of the window has is left to it."""
    image = _export_action(
        window, "Export &Image…", lambda: handler().export_image(), "action_export_image",
        "Export the board as a PNG, SVG or PDF file",
        QKeySequence("Ctrl+Shift+E"),
    )
    booklet = _export_action(
        window, "Export &Booklet…", lambda: handler().export_booklet(), "action_export_booklet",
        "Put the puzzle on the board, or the puzzles of one or more files, into a printable PDF, solutions at the end",
        QKeySequence("Ctrl+Shift+B"),
    )
    print_ = _export_action(
        window, "&Print…", lambda: handler().print_puzzle(), "action_print", "Print the board (with a preview)",
        QKeySequence(QKeySequence.StandardKey.Print),
    )
    bar = window.menuBar()
    menu = None
    for act in bar.actions():
        if act.menu() is not None and act.text().replace("&", "").strip().lower() == "file":
            menu = act.menu()
            break
    if menu is None:
        menu = bar.addMenu("&File")
    actions = menu.actions()
    quit_action = getattr(window, "act_quit", None)
    anchor = None
    if quit_action in actions:
        k = actions.index(quit_action)
        anchor = actions[k - 1] if k > 0 and actions[k - 1].isSeparator() else quit_action
    if anchor is None:
        menu.addSeparator()
        menu.addAction(image)
        menu.addAction(booklet)
        menu.addSeparator()
        menu.addAction(print_)
    else:
        menu.insertAction(anchor, image)
        menu.insertAction(anchor, booklet)
        menu.insertSeparator(anchor)
        menu.insertAction(anchor, print_)
    return ExportItems(image, booklet, print_, menu)


# -- File > Import Picture… ------------------------------------------------------------------------
def import_picture_item(window, handler: Callable[[], object]) -> QAction:
    """Import Picture… (Ctrl+Shift+I) in the File menu, after Open; runs ``handler().import_picture()``."""
    # (I&mport: P is Print's, I Export Image's in the same menu)
    action = QAction("I&mport Picture…", window)
    action.setObjectName("action_import_picture")
    action.setShortcut(QKeySequence("Ctrl+Shift+I"))
    tip = "Read a puzzle from a picture (a screenshot or a photo) and open it in edit mode"
    action.setToolTip(f"{tip} (Ctrl+Shift+I)")
    action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: handler().import_picture())
    window.addAction(action)
    menu = getattr(window, "file_menu", None)
    if menu is None:
        bar = window.menuBar()
        menu = next(
            (a.menu() for a in bar.actions() if a.menu() is not None and a.text().replace("&", "").lower() == "file"),
            None,
        ) or bar.addMenu("&File")
    actions = menu.actions()
    after = getattr(window, "act_open", None)
    if after in actions:
        k = actions.index(after)
        if k + 1 < len(actions):
            menu.insertAction(actions[k + 1], action)
            return action
    menu.addAction(action)
    return action


# -- the Help menu ---------------------------------------------------------------------------------
def help_items(window) -> None:
    """Give ``window`` (a MainWindow) its Help menu's pages: User Guide, Keyboard and Mouse, the
    rules of each kind and of the variants on the board (``window.help_browser`` once used)."""
    window.help_browser = None

    def show(what: str) -> None:
        from str8ts_gui.gui import help as help_pages

        help_pages.show(window, what)

    a = window._action
    window.act_user_guide = a("&User Guide", lambda: show("guide"), "F1", "The user guide", name="action_user_guide")
    window.act_keys_help = a(
        "&Keyboard and Mouse", lambda: show("keys"), "Ctrl+Shift+F1", "Every key and mouse gesture",
        name="action_keys_help",
    )
    window.act_kind_help = a(
        "&Rules of Str8ts", lambda: show("kind"), "F4",
        "How to play the kind of puzzle on the board (each rules page links to the others)", name="action_kind_rules",
    )
    window.act_variant_help = a(
        "Rules of This Puzzle's &Variants", lambda: show("variants"), "Shift+F4",
        "The rules the puzzle on the board adds to its kind (cages, lines, dots...) and its setter's rules in words",
        name="action_variant_rules",
    )
    menu = window.help_menu
    first = menu.actions()[0] if menu.actions() else None
    for act in (window.act_user_guide, window.act_keys_help, None, window.act_kind_help, window.act_variant_help, None):
        if act is None:
            menu.insertSeparator(first) if first is not None else menu.addSeparator()
        elif first is not None:
            menu.insertAction(first, act)
        else:
            menu.addAction(act)

    def sync() -> None:
        session = window.controller.session
        puzzle = session.puzzle
        window.act_kind_help.setText(f"&Rules of {kind_of(puzzle).title}")
        window.act_variant_help.setEnabled(
            bool(puzzle.constraints or (puzzle.regions and puzzle.kind == "sudoku") or session.info.notes.strip())
        )

    window.controller.changed.connect(sync)  # (the puzzle, or its rules in words: Puzzle Info)
    sync()
