"""File > Open on a file of several puzzles asks which one: the Library's files show which
puzzles the player solved (ticked, as in the Puzzle Library) and offer the first one not solved,
where the list always started at the first puzzle and said nothing of the player's progress."""

from __future__ import annotations

from pathlib import Path

from str8ts_gui.core.document import load_documents
from str8ts_gui.gui.files import file_dialogs
from str8ts_gui.gui.library.library_browser import CHECK, mark_solved
from str8ts_gui.kinds.str8ts.library import library_key

from gui_helpers import new_window

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "puzzles" / "library-9x9.txt"


def test_solved_library_puzzles_are_ticked_and_the_first_unsolved_is_offered(qtbot, monkeypatch) -> None:
    window = new_window(qtbot)
    docs = load_documents(LIBRARY)
    for d in docs[:2]:
        mark_solved(library_key(LIBRARY.name, d.puzzle))
    asked = {}

    def get_item(parent, title, label, items, current, editable):
        asked.update(items=list(items), current=current)
        return items[current], True

    monkeypatch.setattr(file_dialogs.QInputDialog, "getItem", staticmethod(get_item))
    # (the tests' window answers this question itself: tests/gui/conftest.py; here the dialog's)
    assert file_dialogs.choose_puzzle_dialog(window.files, docs, LIBRARY) == 2
    items = asked["items"]
    assert len(items) == len(docs)
    assert items[0].endswith(f"{CHECK} solved") and items[1].endswith(f"{CHECK} solved")
    assert not any(CHECK in item for item in items[2:])
    assert asked["current"] == 2  # the first one not solved
