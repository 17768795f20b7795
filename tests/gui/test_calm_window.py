"""The window is calm (issue 19): nothing moves under the hand. Switching Edit/Play, a hint
appearing, the Rules palette coming and going with the mode and panels opening keep every cell
where it was while the window keeps its size; at 700 x 550 with every panel open nothing
overlaps or is cut off and the board keeps 280 px a side; the 16 x 16 Rules palette and the
Generate dialog's rule boxes are never clipped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku import formats as sudoku_formats
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import cell_centre, key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
# a classic Sudoku with one solution (the hint has something to say)
SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def settle(qtbot) -> None:
    qtbot.wait(60)  # queued layout work (panels share the column after they show)
    QApplication.processEvents()


def cells_in_window(window: MainWindow) -> list[QPoint]:
    """Where every cell's middle is, in window coordinates."""
    board = window.board
    n = window.controller.session.puzzle.cell_count
    return [board.mapTo(window, cell_centre(window, i)) for i in range(n)]


@pytest.fixture
def sudoku_window(qtbot) -> MainWindow:
    w = new_window(qtbot)
    w.set_document(Document(sudoku_formats.parse_line(SUDOKU)), mode=Mode.EDIT)
    settle(qtbot)
    return w


def test_switching_modes_hints_and_panels_never_move_a_cell(qtbot, sudoku_window: MainWindow) -> None:
    window = sudoku_window
    size = window.size()
    assert window.rule_tools.isVisible()  # edit mode of a Sudoku: the Rules palette shows
    before = cells_in_window(window)
    key(qtbot, window, Qt.Key.Key_F3)  # play mode: the palette goes
    settle(qtbot)
    assert not window.rule_tools.isVisible()
    assert cells_in_window(window) == before
    with qtbot.waitSignal(window.hints.hintShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_H, CTRL)  # a hint appears, its panel opens
    settle(qtbot)
    assert window.hint_panel.isVisible() and cells_in_window(window) == before
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=20000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)  # the solution path opens
    settle(qtbot)
    assert cells_in_window(window) == before
    key(qtbot, window, Qt.Key.Key_N, CTRL | ALT)  # the number pad closes and opens again
    settle(qtbot)
    assert not window.number_pad.isVisible() and cells_in_window(window) == before
    key(qtbot, window, Qt.Key.Key_N, CTRL | ALT)
    key(qtbot, window, Qt.Key.Key_F2)  # back to edit mode: the palette again
    settle(qtbot)
    assert window.rule_tools.isVisible() and cells_in_window(window) == before
    assert window.size() == size


def test_a_small_window_with_every_panel_open_overlaps_nothing(qtbot, sudoku_window: MainWindow) -> None:
    window = sudoku_window
    key(qtbot, window, Qt.Key.Key_F3)
    window.resize(700, 550)
    qtbot.waitUntil(lambda: window.width() == 700)
    with qtbot.waitSignal(window.hints.hintShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=20000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    settle(qtbot)
    assert (window.width(), window.height()) == (700, 550)  # no panel forced the window bigger
    panels = [window.number_pad, window.hint_panel, window.path_panel]
    assert all(p.isVisible() for p in panels)
    rects = [QRect(p.mapTo(window, QPoint(0, 0)), p.size()) for p in panels]
    board = QRect(window.board.mapTo(window, QPoint(0, 0)), window.board.size())
    for k, a in enumerate(rects):
        assert window.rect().contains(a), panels[k].objectName()  # inside the window
        assert not a.intersects(board)
        for b in rects[k + 1:]:
            assert not a.intersects(b)
    # nothing is cut: each panel is shown whole (its content scrolls inside it)
    for p in panels:
        assert p.visibleRegion().boundingRect() == p.rect(), p.objectName()
        assert p.height() >= 40, p.objectName()
    for button in (window.hint_panel.more_button, window.path_panel.solve_button, window.number_pad.clear_button):
        assert button.visibleRegion().boundingRect() == button.rect()
    square = window.board.rect()
    assert min(square.width(), square.height()) >= 280


@pytest.mark.parametrize("size", [(900, 700), (700, 550)])
def test_sixteen_by_sixteen_palette_buttons_are_readable(qtbot, size) -> None:
    window = new_window(qtbot)
    window.set_document(Document(new_puzzle(16)), mode=Mode.EDIT)
    window.resize(*size)  # (the 16 x 16 board may make the window larger: never the palette smaller)
    settle(qtbot)
    palette = window.rule_tools
    assert palette.isVisible()
    for name, button in palette.buttons.items():
        needed = button.fontMetrics().horizontalAdvance(button.text())
        assert button.width() >= needed + 4, (name, button.text(), button.width(), needed)
    for label, check in palette.checks.items():
        assert check.width() >= check.sizeHint().width() - 1, label


def test_generate_dialog_rule_boxes_are_not_clipped(qtbot) -> None:
    from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog

    dialog = NewPuzzleDialog()
    qtbot.addWidget(dialog)
    k = dialog.kind_combo.findData("sudoku")
    dialog.kind_combo.setCurrentIndex(k)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.minimumSizeHint())  # as small as it goes
    settle(qtbot)
    boxes: list[QAbstractButton] = list(dialog.rule_checks.values())
    assert boxes and all(b.isVisible() for b in boxes)
    for b in boxes:
        assert b.width() >= b.sizeHint().width(), b.text()
        assert b.visibleRegion().boundingRect() == b.rect(), b.text()
