"""Generate Puzzle's height follows its content: ticking Sudoku rules (a longer message) never
squeezes the rule rows, and the smaller Suguru and Str8ts forms leave no gap under the buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)


def _gap_under_buttons(d: NewPuzzleDialog) -> int:
    bottom = d.stack.mapTo(d, d.stack.rect().bottomLeft()).y()
    return d.height() - 1 - bottom


def _rows_whole(d: NewPuzzleDialog) -> None:
    for box in d.rule_checks.values():
        assert box.height() >= box.sizeHint().height(), (box.text(), box.height(), box.sizeHint().height())
    label = d.status_label
    assert label.height() >= label.heightForWidth(label.width()), label.text()


def test_ticking_rules_grows_the_dialog_and_other_kinds_shrink_it(qtbot) -> None:
    d = NewPuzzleDialog()
    qtbot.addWidget(d)
    d.kind_combo.setCurrentIndex(d.kind_combo.findData("str8ts"))
    d.show()
    qtbot.waitExposed(d)
    _settle(qtbot)
    str8ts_height = d.height()
    margin = d.layout().contentsMargins().bottom()
    assert _gap_under_buttons(d) <= margin + 2

    d.kind_combo.setCurrentIndex(d.kind_combo.findData("sudoku"))
    _settle(qtbot)
    _rows_whole(d)
    assert d.height() > str8ts_height
    plain = d.height()
    for name in list(d.rule_checks)[:2]:  # a longer estimate and a grade note
        d.rule_checks[name].setChecked(True)
    _settle(qtbot)
    _rows_whole(d)
    assert d.height() > plain
    assert _gap_under_buttons(d) <= margin + 2
    # it cannot be made lower than its content either
    d.resize(d.width(), 100)
    _settle(qtbot)
    _rows_whole(d)

    for kind in ("suguru", "str8ts"):
        d.kind_combo.setCurrentIndex(d.kind_combo.findData(kind))
        _settle(qtbot)
        assert not d.rules_group.isVisible()
        assert _gap_under_buttons(d) <= margin + 2, kind
        assert d.height() < plain
    d.shutdown(1.0)
