"""File > New > Suguru… asks about unsaved changes before the size, as every other New does, and
New Same Kind and Size on a changed Suguru asks once (a Suguru reviewer found the size asked first,
then thrown away by a Cancel of the unsaved-changes question)."""

from __future__ import annotations

from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.suguru import model

from gui_helpers import new_window


def changed_suguru(qtbot) -> MainWindow:
    """A window with a new 5 x 6 Suguru and a given typed in r1c1 (unsaved)."""
    window = new_window(qtbot)
    window.new_suguru(5, 6)
    window.controller.type_digit(1)
    assert window.controller.session.is_modified
    return window


def test_the_unsaved_question_comes_before_the_size(qtbot, monkeypatch, dialogs) -> None:
    window = changed_suguru(qtbot)
    order: list[str] = []

    def ask_unsaved(self) -> str:
        order.append("unsaved")
        return "cancel"

    def ask_size(self, w=6, h=6):
        order.append("size")
        return (3, 4)

    monkeypatch.setattr(MainWindow, "ask_unsaved", ask_unsaved)
    monkeypatch.setattr(MainWindow, "ask_suguru_size", ask_size)
    before = window.controller.session.puzzle
    assert window.new_suguru() is False
    assert order == ["unsaved"]  # cancelled: no size asked, nothing changed
    assert window.controller.session.puzzle is before
    order.clear()
    monkeypatch.setattr(MainWindow, "ask_unsaved", lambda self: order.append("unsaved") or "discard")
    assert window.new_suguru() is True
    assert order == ["unsaved", "size"]
    assert (window.controller.session.puzzle.size, window.controller.session.puzzle.height) == (3, 4)


def test_new_same_size_on_a_changed_suguru_asks_once(qtbot, monkeypatch, dialogs) -> None:
    window = changed_suguru(qtbot)
    asked_before = dialogs.unsaved_asked
    assert window.new_same_size() is True
    assert dialogs.unsaved_asked - asked_before == 1
    assert window.controller.session.puzzle == model.new_puzzle(5, 6)
