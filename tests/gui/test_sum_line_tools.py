"""The Region sum line and Zipper line tools (with undo) and their drawings: thick light-blue
and lavender lines through the cells' centres. Screens go to /tmp/sum_lines_{light,dark}.png."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from str8ts_gui.gui.draw.sudoku_variants.sum_lines import REGION_SUM, ZIPPER
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.region_sum import RegionSumLine
from str8ts_gui.kinds.sudoku.variants.zipper import ZipperLine

from rule_tool_helpers import N, board_image, close, drag, rc, rules, sudoku_edit_window, undo_redo_round_trip, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


def test_region_sum_line_is_dragged_and_undone(qtbot, window: MainWindow) -> None:
    use(window, "region_sum")
    drag(qtbot, window, rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 5))
    line = RegionSumLine((rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 5)))
    assert rules(window) == (line,)
    assert "Added: Region sum line on r2c2, r2c3, r2c4, r3c5" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (line,))
    drag(qtbot, window, rc(7, 7))  # a click: no line
    assert rules(window) == (line,) and "two or more cells" in window.status_message()
    use(window, "erase")
    drag(qtbot, window, rc(2, 3))
    assert rules(window) == ()


def test_zipper_line_is_dragged_and_undone(qtbot, window: MainWindow) -> None:
    use(window, "zipper")
    drag(qtbot, window, rc(5, 1), rc(5, 2), rc(5, 3))
    line = ZipperLine((rc(5, 1), rc(5, 2), rc(5, 3)))
    assert rules(window) == (line,)
    assert "Added: Zipper line on r5c1, r5c2, r5c3 (centre r5c2)" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (line,))
    drag(qtbot, window, rc(7, 7), rc(7, 8))
    second = ZipperLine((rc(7, 7), rc(7, 8)))
    undo_redo_round_trip(qtbot, window, (line,), (line, second))
    use(window, "erase")
    drag(qtbot, window, rc(5, 3))
    assert rules(window) == (second,)


def _pixels(constraints, dark: bool, name: str, folder):
    blank_image, square = board_image(new_puzzle(N), dark)
    image, square2 = board_image(new_puzzle(N).replace(constraints=tuple(constraints)), dark)
    assert square == square2
    image.save(str(folder / f"{name}_{'dark' if dark else 'light'}.png"))  # to look at
    cell = square.width() / N

    def px(img, row: int, col: int, dx: float = 0.5, dy: float = 0.5) -> QColor:
        x, y = square.left() + (col - 1 + dx) * cell, square.top() + (row - 1 + dy) * cell
        return QColor(img.pixel(int(x), int(y)))

    return (lambda *a: px(image, *a)), (lambda *a: px(blank_image, *a))


@pytest.mark.parametrize("dark", [False, True])
def test_region_sum_line_drawing(qapp, dark: bool, tmp_path) -> None:
    line = RegionSumLine((rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 5)))
    px, blank = _pixels([line], dark, "sum_lines", tmp_path)
    blue = QColor(REGION_SUM[1] if dark else REGION_SUM[0])
    for r, c in ((2, 2), (2, 3), (2, 4), (3, 5)):
        got = px(r, c)
        assert not close(got, blank(r, c), 10)
        # blue over the cell's fill: more blue than red
        assert got.blue() > got.red() + 30
    assert close(px(2, 3, 0.5, 0.05), blank(2, 3, 0.5, 0.05), 4)  # the line is thinner than the cell
    assert close(px(6, 6), blank(6, 6), 4)
    assert blue.blue() > blue.red()


@pytest.mark.parametrize("dark", [False, True])
def test_zipper_line_drawing_differs_from_the_region_sum_line(qapp, dark: bool, tmp_path) -> None:
    zipper = ZipperLine((rc(6, 2), rc(6, 3), rc(6, 4)))
    region = RegionSumLine((rc(8, 2), rc(8, 3), rc(8, 4)))
    px, blank = _pixels([zipper, region], dark, "sum_lines_both", tmp_path)
    for c in (2, 3, 4):
        z, r = px(6, c), px(8, c)
        assert not close(z, blank(6, c), 10) and not close(r, blank(8, c), 10)
        assert not close(z, r, 20)  # lavender is not light blue
        assert z.red() > r.red() + 20  # lavender has more red
    assert close(px(7, 3), blank(7, 3), 4)
    assert QColor(ZIPPER[0]).red() > QColor(REGION_SUM[0]).red()
