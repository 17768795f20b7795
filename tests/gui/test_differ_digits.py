"""A violet cell (the puzzle has several solutions and this cell differs between two of them)
says in its tooltip which digits the two solutions give it, so that a setter can choose the
given that settles it without solving the puzzle twice by hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QGuiApplication

from gui_helpers import cell_centre, key, wait_analysis

CTRL = Qt.KeyboardModifier.ControlModifier
SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
# r4c6, r4c9, r5c6 and r5c9 taken out: a rectangle of 1s and 3s in two boxes, two solutions
RECTANGLE = (3 * 9 + 5, 3 * 9 + 8, 4 * 9 + 5, 4 * 9 + 8)


def _tip(window, index: int) -> str:
    return window.board.tooltip_at(QPointF(cell_centre(window, index)))


def test_a_violet_cells_tooltip_says_the_digits_of_the_two_solutions(qtbot, window) -> None:
    puzzle = "".join("." if i in RECTANGLE else ch for i, ch in enumerate(SOLVED))
    QGuiApplication.clipboard().setText(puzzle)
    key(qtbot, window, Qt.Key_V, CTRL)
    key(qtbot, window, Qt.Key_F2)  # (a paste opens the puzzle to play: the setter's edit mode)
    wait_analysis(qtbot, window, "Multiple solutions")
    assert window.controller.differ == frozenset(RECTANGLE)
    for i in RECTANGLE:
        digit = int(SOLVED[i])  # one solution has the digit the full grid has, the other the rectangle's other
        tip = _tip(window, i)
        assert f"One solution has {digit} here, another {4 - digit}" in tip or f"One solution has {4 - digit} here, another {digit}" in tip
    assert "One solution has" not in _tip(window, 0)  # a given: not violet
    key(qtbot, window, Qt.Key_F3)  # playing: no violet, no spoiler in the tooltip
    assert all("One solution has" not in _tip(window, i) for i in RECTANGLE)
