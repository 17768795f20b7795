"""The export questions with the keyboard: each answer has its own underlined letter (Alt+letter,
or the letter alone in the question), as the window's other questions (Replace, Save As…,
Restore, Discard) have."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from str8ts_gui.gui.files import export_actions


def answer_with(qtbot, key: Qt.Key, seen: list) -> None:
    """Press ``key`` in the question when it shows (and note its buttons' words)."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append([b.text() for b in box.buttons()])
        QTest.keyClick(box, key)  # (a question box takes the underlined letter alone too)
        try:
            qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
        except Exception:  # (pytest-qt: TimeoutError) the key did nothing: Cancel, so that the test fails, not waits
            box.reject()

    QTimer.singleShot(0, press)


@pytest.mark.parametrize(
    ("key", "expected"), [(Qt.Key.Key_P, "puzzle"), (Qt.Key.Key_E, "entries"), (Qt.Key.Key_S, "solution")]
)
def test_what_the_board_shows_is_chosen_with_a_letter(window, monkeypatch, qtbot, key, expected) -> None:
    monkeypatch.undo()  # the real question
    seen: list = []
    answer_with(qtbot, key, seen)
    assert export_actions.ask_content(window, "Export Image", True) == expected
    assert set(seen[0]) >= {"&Puzzle Only", "With My &Entries", "With &Solution"}


@pytest.mark.parametrize(("key", "expected"), [(Qt.Key.Key_B, "board"), (Qt.Key.Key_F, "files")])
def test_the_booklets_puzzles_are_chosen_with_a_letter(window, monkeypatch, qtbot, key, expected) -> None:
    monkeypatch.undo()
    seen: list = []
    answer_with(qtbot, key, seen)
    assert export_actions.ask_booklet_puzzles(window) == expected
