"""The Double arrow tool (a drag from one circle to the other, undo and redo, too short a line
refused with the rule's words, erase) and its drawing (a thin magenta line, a hollow magenta
circle on each end, 3:1 from the cell, light and dark). Screens go to tmp_path."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from str8ts_gui.gui.draw.palette import DARK, LIGHT, contrast_ratio
from str8ts_gui.gui.draw.sudoku_variants.between import RADIUS  # (a double arrow's circles are a between line's)
from str8ts_gui.gui.draw.sudoku_variants.double_arrow import MAGENTA
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.rule_tools import TOOLS
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.double_arrow import DoubleArrow

from rule_tool_helpers import N, board_image, centre, click_at, close, drag, rc, rules, sudoku_edit_window, undo_redo_round_trip, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


def test_double_arrow_tool_with_undo(qtbot, window: MainWindow) -> None:
    assert "circle" in next(t.tip for t in TOOLS if t.name == "double_arrow")
    use(window, "double_arrow")
    drag(qtbot, window, rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 5))
    arrow = DoubleArrow((rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 5)))
    assert "Double arrow from r2c2 to r3c5 along r2c3, r2c4" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (arrow,))
    drag(qtbot, window, rc(7, 7), rc(7, 8))  # two cells: no cell between the circles
    assert rules(window) == (arrow,) and "three or more cells" in window.status_message()
    use(window, "erase")
    click_at(qtbot, window, centre(window, rc(2, 3)))
    assert rules(window) == ()


@pytest.mark.parametrize("dark", [False, True])
def test_double_arrow_drawing(dark: bool, tmp_path) -> None:
    palette = DARK if dark else LIGHT
    cell = palette.colour("cell")
    magenta = QColor(MAGENTA[dark])
    assert contrast_ratio(magenta, cell) >= 3.0
    arrow = DoubleArrow((rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 5)))
    image, sq = board_image(new_puzzle(N).replace(constraints=(arrow,)), dark=dark)
    image.save(str(tmp_path / f"double_arrow_{'dark' if dark else 'light'}.png"))
    size = sq.width() / N

    def at(row: int, col: int, dx: float = 0.5, dy: float = 0.5) -> QColor:
        return image.pixelColor(int(sq.left() + (col - 1 + dx) * size), int(sq.top() + (row - 1 + dy) * size))

    assert close(at(2, 3), magenta, 30) and close(at(2, 4), magenta, 30), "the line through the middle cells"
    assert close(at(2, 2), cell, 8) and close(at(3, 5), cell, 8), "each circle is hollow"
    for row, col in ((2, 2), (3, 5)):
        ring = [at(row, col, 0.5 - RADIUS + k * 0.01, 0.5) for k in range(-3, 4)]
        assert any(close(p, magenta, 40) for p in ring), (row, col)
    assert close(at(5, 5), cell, 4), "nothing off the line"
