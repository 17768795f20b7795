"""Random input never breaks the window: menu and toolbar actions, keys and clicks on the board,
in any order, on a puzzle of each kind (a seeded "monkey"). pytest-qt fails the test on any
exception raised in a slot or event handler; dialogs, modal ones and Qt's static file dialogs,
are answered at once (rejected). The input is seeded; what the background work has finished
by each step is not, so a failure names its seed in the parameter."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QMessageBox

from str8ts_gui.core.document import load_documents

from gui_helpers import new_window

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "puzzles"
# what would end the test's window or wait for a person (printing opens the system's dialog)
SKIP = ("quit", "exit", "close", "print")
KEYS = (
    Qt.Key.Key_1, Qt.Key.Key_5, Qt.Key.Key_9, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
    Qt.Key.Key_Down, Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Space, Qt.Key.Key_Escape,
    Qt.Key.Key_Z, Qt.Key.Key_X, Qt.Key.Key_C, Qt.Key.Key_V, Qt.Key.Key_Tab,
)
MODIFIERS = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier)
BUTTONS = (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)


@pytest.fixture
def no_dialogs(monkeypatch) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Cancel)
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Cancel))
    monkeypatch.setattr(QMessageBox, "aboutQt", staticmethod(lambda *a, **k: None))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([], "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: ""))
    for name in ("getText", "getInt", "getItem"):
        monkeypatch.setattr(QInputDialog, name, staticmethod(lambda *a, **k: (None, False)))


@pytest.mark.parametrize(
    "source, number",
    [("library-9x9.txt", 5), ("sudoku-variants.txt", 12), ("suguru-library.txt", 30)],
    ids=["str8ts", "sudoku-variant", "suguru"],
)
def test_random_actions_keys_and_clicks_never_raise(qtbot, no_dialogs, source, number) -> None:
    rng = random.Random(f"monkey-{source}")
    path = PUZZLES / source
    window = new_window(qtbot)
    window.set_document(load_documents(path)[number - 1], str(path))
    actions = [
        a for a in window.findChildren(QAction)
        if a.text() and not any(word in a.text().lower().replace("&", "") for word in SKIP)
    ]
    assert len(actions) > 40  # the menus' and toolbar's actions, not a handful
    done = 0
    try:
        for _ in range(120):
            roll = rng.random()
            if roll < 0.3:
                action = rng.choice(actions)
                if action.isEnabled():
                    action.trigger()
                    done += 1
            elif roll < 0.65:
                qtbot.keyClick(window.board, rng.choice(KEYS), rng.choice(MODIFIERS))
            else:
                board = window.board
                where = QPoint(rng.randrange(board.width()), rng.randrange(board.height()))
                qtbot.mouseClick(board, rng.choice(BUTTONS), rng.choice(MODIFIERS), where)
            QApplication.processEvents()
        assert done > 10
        assert window.isVisible()  # still the window it was, answering
    finally:
        for widget in QApplication.topLevelWidgets():  # windows the actions opened (help, library)
            if widget is not window:
                widget.close()
