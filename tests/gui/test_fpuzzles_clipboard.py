"""f-puzzles in the window: Ctrl+V opens an f-puzzles link or JSON with its rules, and Edit >
Copy f-puzzles Link (Sudoku only) puts a link on the clipboard that reads back to the same puzzle."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.fpuzzles import LINK_PREFIX, lz_compress_base64, parse_link
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

from gui_helpers import key, new_window, wait_analysis

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def fpuzzle() -> dict:
    grid = [[{} for _ in range(4)] for _ in range(4)]
    grid[0][0] = {"value": 1, "given": True}
    grid[3][3] = {"value": 4}  # the player's entry
    return {
        "size": 4,
        "title": "Pasted",
        "author": "Setter",
        "grid": grid,
        "killercage": [{"cells": ["R1C2", "R2C2"], "value": "5"}],
        "thermometer": [{"lines": [["R4C1", "R3C2"]]}],
    }


@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


def paste(qtbot, window: MainWindow, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    key(qtbot, window, Qt.Key_V, CTRL)


@pytest.mark.parametrize("form", ["link", "json", "sudokupad"])
def test_ctrl_v_opens_an_f_puzzles_link_or_json(qtbot, window: MainWindow, form: str) -> None:
    data = fpuzzle()
    payload = lz_compress_base64(json.dumps(data))
    text = {
        "link": LINK_PREFIX + payload,
        "json": json.dumps(data, indent=2),
        "sudokupad": "https://sudokupad.app/fpuzzles" + payload,
    }[form]
    paste(qtbot, window, text)
    session = window.controller.session
    puzzle = session.puzzle
    assert puzzle.kind == "sudoku" and puzzle.size == 4 and puzzle.clues[0] == 1
    assert puzzle.constraints == (KillerCage((1, 5), 5), Thermometer((12, 9)))
    assert session.state.entries[15] == 4 and session.info.title == "Pasted"
    wait_analysis(qtbot, window, "Multiple solutions")
    key(qtbot, window, Qt.Key_Z, CTRL)  # the paste is one undoable step
    assert window.controller.session.puzzle.kind == "str8ts"


def test_a_bad_link_says_why_in_the_status_bar(qtbot, window: MainWindow) -> None:
    before = window.controller.session.puzzle
    paste(qtbot, window, LINK_PREFIX + lz_compress_base64(json.dumps({**fpuzzle(), "mysteryline": [{"lines": [["R1C1", "R1C2"]]}]})))
    assert window.controller.session.puzzle == before
    message = window.status_message()
    assert message.startswith("Not a puzzle: ") and "'mysteryline'" in message and "not supported" in message


def test_copy_f_puzzles_link_is_for_sudoku_and_reads_back(qtbot, window: MainWindow, tmp_path) -> None:
    action = window.findChild(QAction, "action_copy_fpuzzles")
    assert action is not None and action.text() == "Copy f-puzzles &Link"
    assert action in window.edit_menu.actions()
    assert not action.isEnabled()  # the window starts with a Str8ts
    puzzle = new_puzzle(4, [1] + [0] * 15).replace(constraints=(KillerCage((1, 5), 5),))
    window.set_document(Document(puzzle, title="Mine"), mode=Mode.PLAY)
    assert action.isEnabled()
    QGuiApplication.clipboard().setText("")
    key(qtbot, window, Qt.Key_L, CTRL | ALT)
    link = QGuiApplication.clipboard().text()
    assert link.startswith(LINK_PREFIX)
    doc = parse_link(link)
    assert doc.puzzle == puzzle and doc.title == "Mine"
    assert "f-puzzles link" in window.status_message()
    # and pasting it back is "already on the board"
    key(qtbot, window, Qt.Key_V, CTRL)
    assert "already on the board" in window.status_message()
    window.grab().save(str(tmp_path / "fpuzzles.png"))
