"""Ctrl+H on a Sudoku board the human logic refuses or cannot take yet: the hint panel says why,
in the words the Solution Path uses ("not available for this board: ..."), not that Sudoku has
no hints, nor that the puzzle has no solution."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction

from gui_helpers import key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier


def chaos_puzzle():
    clues = [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1]
    return new_puzzle(4, clues).replace(constraints=(ChaosConstruction(),))


def jigsaw_draft():
    return new_puzzle(4).replace(regions=(0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3))


def hint_key(qtbot, window):
    with qtbot.waitSignal(window.hints.hintShown, timeout=20000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    return tuple(blocker.args)


@pytest.mark.parametrize(
    "make, mode, reason",
    [
        (chaos_puzzle, Mode.PLAY, "the human logic does not know boards without boxes (chaos construction) yet"),
        (
            jigsaw_draft,
            Mode.EDIT,
            "the jigsaw regions are not finished (region 1 has 5 cells, region 2 has 3 cells; each needs 4 cells)",
        ),
    ],
    ids=["chaos", "jigsaw-draft"],
)
def test_a_hint_on_a_board_the_logic_refuses_says_why(qtbot, make, mode, reason) -> None:
    window = new_window(qtbot)
    window.set_document(Document(make()), mode=mode)
    hint, level = hint_key(qtbot, window)
    said = f"Hints are not available for this board: {reason}."
    assert hint.kind == "unsupported" and level == 1
    assert window.hint_panel.level_label.text() == "No hints"
    assert window.hint_panel.text_label.text() == said
    assert window.status_message() == said
    assert not window.act_apply_hint.isEnabled()
