"""The Rules palette's check boxes for the negative constraints ("Every black dot given",
"Every X and V given"): they add and remove the rules, undoably, and the palette follows the
puzzle (undo, a document that has them)."""

from __future__ import annotations

import pytest

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV

from rule_tool_helpers import redo, rules, sudoku_edit_window, undo

BLACK, XV_LABEL = "Every black dot given", "Every X and V given"


@pytest.fixture
def window(qtbot) -> MainWindow:
    dots = (KropkiDot((0, 1), True), XV((9, 10), 10))
    return sudoku_edit_window(qtbot, new_puzzle(9).replace(constraints=dots))


def test_the_check_boxes_add_remove_and_undo_the_negative_rules(qtbot, window: MainWindow, tmp_path) -> None:
    checks = window.rule_tools.checks
    assert window.rule_tools.isVisible()
    black, xv = checks[BLACK], checks[XV_LABEL]
    assert not black.isChecked() and not xv.isChecked()
    assert black.toolTip().startswith(BLACK) and xv.toolTip().startswith(XV_LABEL)
    before = rules(window)
    black.click()
    assert NegativeRatio() in rules(window) and black.isChecked()
    xv.click()
    assert rules(window) == (*before, NegativeRatio(), NegativeXV()) and xv.isChecked()
    window.rule_tools.grab().save(str(tmp_path / "palette.png"))  # to look at when needed
    undo(qtbot, window)  # the X and V rule off again
    assert NegativeXV() not in rules(window) and not xv.isChecked() and black.isChecked()
    undo(qtbot, window)
    assert rules(window) == before and not black.isChecked()
    redo(qtbot, window)
    assert NegativeRatio() in rules(window) and black.isChecked() and not xv.isChecked()
    black.click()  # off by its box
    assert NegativeRatio() not in rules(window) and not black.isChecked()
    undo(qtbot, window)
    assert NegativeRatio() in rules(window) and black.isChecked()
    # the dots drawn stay: the rules add to them
    assert KropkiDot((0, 1), True) in rules(window) and XV((9, 10), 10) in rules(window)


def test_a_document_with_the_rules_checks_its_boxes(qtbot, window: MainWindow) -> None:
    puzzle = new_puzzle(4).replace(constraints=(NegativeXV(),))
    window.set_document(Document(puzzle), mode=Mode.EDIT)
    checks = window.rule_tools.checks
    assert checks[XV_LABEL].isChecked() and not checks[BLACK].isChecked()
