"""The Between line and Clone rule tools (with undo) and their drawings: a grey line with a
hollow circle on each end, both groups of a clone shaded alike. Screens go to
/tmp/between_clone_{light,dark}.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.between import BetweenLine
from str8ts_gui.kinds.sudoku.variants.clone import Clone

from gui_helpers import key
from rule_tool_helpers import N, board_image, close, drag, rc, rules, sudoku_edit_window, undo_redo_round_trip, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


# -- between lines ---------------------------------------------------------------------------------
def test_between_line_is_dragged_and_undone(qtbot, window: MainWindow) -> None:
    use(window, "between")
    drag(qtbot, window, rc(2, 2), rc(2, 3), rc(3, 4), rc(3, 5))
    line = BetweenLine((rc(2, 2), rc(2, 3), rc(3, 4), rc(3, 5)))
    assert rules(window) == (line,)
    assert "Between line from r2c2 to r3c5" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (line,))
    drag(qtbot, window, rc(7, 7))  # a click: no line
    assert rules(window) == (line,) and "two or more cells" in window.status_message()
    assert "line line" not in window.status_message()
    use(window, "erase")
    drag(qtbot, window, rc(3, 4))
    assert rules(window) == ()


# -- clones ----------------------------------------------------------------------------------------
def test_clone_is_two_drags_paired_in_reading_order_and_one_undo_step(qtbot, window: MainWindow) -> None:
    use(window, "clone")
    drag(qtbot, window, rc(1, 2), rc(1, 1), rc(2, 1))  # an L, dragged in any order
    assert rules(window) == ()
    assert "now drag over the copy" in window.status_message()
    drag(qtbot, window, rc(5, 5), rc(5, 6))  # two cells: not a copy of three
    assert rules(window) == () and "needs 3 cells, not 2" in window.status_message()
    drag(qtbot, window, rc(6, 5), rc(5, 5), rc(5, 6))  # the same L, three rows down and four right
    clone = Clone((rc(1, 1), rc(1, 2), rc(2, 1)), (rc(5, 5), rc(5, 6), rc(6, 5)))
    assert rules(window) == (clone,)
    assert "Clone of r1c1, r1c2, r2c1 on r5c5, r5c6, r6c5" in window.status_message()
    undo_redo_round_trip(qtbot, window, (), (clone,))
    # Esc forgets a first group; a copy on the same cells is refused
    drag(qtbot, window, rc(9, 9))
    key(qtbot, window, Qt.Key_Escape)
    drag(qtbot, window, rc(8, 8))
    drag(qtbot, window, rc(8, 8))
    assert rules(window) == (clone,) and "its own clone" in window.status_message()
    key(qtbot, window, Qt.Key_Escape)
    drag(qtbot, window, rc(8, 8))
    drag(qtbot, window, rc(9, 1))
    assert rules(window) == (clone, Clone((rc(8, 8),), (rc(9, 1),)))
    # switching tools forgets the pending group too
    drag(qtbot, window, rc(4, 4))
    use(window, "erase")
    use(window, "clone")
    drag(qtbot, window, rc(4, 5))
    assert len(rules(window)) == 2 and "now drag over the copy" in window.status_message()
    use(window, "erase")
    drag(qtbot, window, rc(6, 5))  # a cell of the copy removes the clone
    assert rules(window) == (Clone((rc(8, 8),), (rc(9, 1),)),)


# -- drawing ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True])
def test_between_line_and_clone_drawings(qapp, dark: bool, tmp_path) -> None:
    line = BetweenLine((rc(2, 2), rc(2, 3), rc(2, 4), rc(3, 5)))
    clone = Clone((rc(6, 1), rc(6, 2)), (rc(8, 6), rc(8, 7)))
    blank_image, square = board_image(new_puzzle(N), dark)
    image, square2 = board_image(new_puzzle(N).replace(constraints=(line, clone)), dark)
    assert square == square2
    image.save(str(tmp_path / f"between_clone_{'dark' if dark else 'light'}.png"))
    cell = square.width() / N
    palette = DARK if dark else LIGHT

    def px(row: int, col: int, dx: float = 0.5, dy: float = 0.5) -> QColor:
        x, y = square.left() + (col - 1 + dx) * cell, square.top() + (row - 1 + dy) * cell
        return QColor(image.pixel(int(x), int(y)))

    def blank(row: int, col: int, dx: float = 0.5, dy: float = 0.5) -> QColor:
        x, y = square.left() + (col - 1 + dx) * cell, square.top() + (row - 1 + dy) * cell
        return QColor(blank_image.pixel(int(x), int(y)))

    grey = QColor(palette.arrow)

    def near(a: QColor, b: QColor, tol: int = 40) -> bool:
        return close(a, b, tol)

    # the line through an inner cell's centre is grey; an end's centre is hollow (the cell's fill),
    # its ring grey
    assert near(px(2, 3), grey)
    assert near(px(2, 2), blank(2, 2)) and near(px(3, 5), blank(3, 5))
    assert any(near(px(2, 2, 0.5, 0.5 - 0.38 + k * 0.01), grey, 60) for k in range(-3, 4))
    # both groups of the clone shaded in one colour, other cells not
    shade = px(6, 1, 0.2, 0.2)
    assert not near(shade, blank(6, 1, 0.2, 0.2), 8)
    for r, c in ((6, 2), (8, 6), (8, 7)):
        assert near(px(r, c, 0.2, 0.2), shade, 4)
    assert near(px(7, 1, 0.2, 0.2), blank(7, 1, 0.2, 0.2), 4)
