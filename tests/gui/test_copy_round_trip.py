"""Copy Puzzle (Ctrl+C) then Paste (Ctrl+V) gives back the same puzzle for every kind: a Suguru
keeps its regions (the region text), a variant Sudoku its rules (an f-puzzles link)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.kinds.suguru.model import new_puzzle as new_suguru

from str8ts_gui.core.document import Document, save_document

from gui_helpers import key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier


def copy_then_paste(qtbot, window) -> None:
    before = window.controller.session.puzzle
    key(qtbot, window, Qt.Key_C, CTRL)
    text = QGuiApplication.clipboard().text()
    window.controller.session.replace(new_puzzle(4))  # something else on the board
    assert window.controller.session.puzzle != before
    QGuiApplication.clipboard().setText(text)
    key(qtbot, window, Qt.Key_V, CTRL)


CASES = {
    "suguru": lambda: new_suguru(3, 2, (0, 0, 1, 2, 2, 1), (1, 0, 0, 0, 0, 0)),
    "killer": lambda: new_puzzle(4).replace(constraints=(KillerCage((0, 1), 3), KillerCage((2, 3), 7))),
    # whispers with a smaller difference: f-puzzles says it (the line's "value")
    "whispers gap": lambda: new_puzzle(4).replace(constraints=(Whispers((0, 1, 2), 3),)),
    # an XV mark of 7, which f-puzzles cannot say: the native document instead of a link
    "xv total": lambda: new_puzzle(4).replace(constraints=(XV((0, 1), 7),)),
}


@pytest.mark.parametrize("case", list(CASES))
def test_copy_and_paste_keep_regions_and_rules(qtbot, tmp_path, case) -> None:
    puzzle = CASES[case]()
    path = tmp_path / "puzzle.str8ts"
    save_document(path, Document(puzzle))
    window = new_window(qtbot, path)
    assert window.controller.session.puzzle == puzzle
    copy_then_paste(qtbot, window)
    assert window.controller.session.puzzle == puzzle


def test_a_str8ts_without_black_cells_pastes_back_as_str8ts(qtbot) -> None:
    # its puzzle string is digits and dots, as a Sudoku line is: the copy keeps its kind beside
    # the text, while the same text from another program still reads as a Sudoku
    from str8ts_gui.kinds.str8ts.formats import parse_line

    white = parse_line("1" + "." * 80)
    window = new_window(qtbot)
    window.controller.session.replace(white)
    key(qtbot, window, Qt.Key_C, CTRL)
    text = QGuiApplication.clipboard().text()
    assert text == "1" + "." * 80
    window.controller.session.replace(new_puzzle(4))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert window.controller.session.puzzle == white
    window.controller.session.replace(new_puzzle(4))
    QGuiApplication.clipboard().setText(text)  # the text alone, as another program puts it
    key(qtbot, window, Qt.Key_V, CTRL)
    assert window.controller.session.puzzle.kind == "sudoku"
