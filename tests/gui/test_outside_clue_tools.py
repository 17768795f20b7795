"""X-sum and skyscraper clues in the GUI: the tools place them on all four sides (one undo step
each, retyped, deleted, refused at a corner, erased), and the drawing shows the number in its
square outside the grid on every side. Screens go to /tmp/outside_clues_{light,dark}.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage

from str8ts_gui.gui.draw.sudoku_variants import outside_margin
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import cell_rect
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.xsum import XSum

from rule_tool_helpers import (
    N, board_image, click_at, close, keys, outside, rules, sudoku_edit_window, undo, undo_redo_round_trip, use,
)


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


def test_xsum_clues_on_all_four_sides_with_undo(qtbot, window: MainWindow) -> None:
    use(window, "xsum")
    assert window.controller.render_options().margin == 1  # room for the clue before there is one
    placed = []
    for (row, col), typed, total in (
        ((-1, 2), (Qt.Key_1, Qt.Key_5), 15),  # above column 3
        ((N, 0), (Qt.Key_1,), 1),  # below column 1
        ((3, -1), (Qt.Key_1, Qt.Key_0), 10),  # left of row 4
        ((1, N), (Qt.Key_4, Qt.Key_5), 45),  # right of row 2
    ):
        before = rules(window)
        click_at(qtbot, window, outside(window, row, col))
        keys(qtbot, window, *typed, Qt.Key_Return)
        clue = XSum(row, col, total)
        placed.append(clue)
        undo_redo_round_trip(qtbot, window, before, (*before, clue))  # the clue and its digits: one step
    assert {c.side(N) for c in rules(window)} == {"top", "bottom", "left", "right"}
    click_at(qtbot, window, outside(window, N, N))  # a corner
    assert "corner" in window.status_message()
    click_at(qtbot, window, outside(window, -1, 5))
    keys(qtbot, window, Qt.Key_2)  # 2 is no X-sum: refused, nothing added
    assert rules(window) == tuple(placed)
    assert "cannot be an X-sum" in window.status_message()


def test_skyscraper_clue_retyped_deleted_and_erased(qtbot, window: MainWindow) -> None:
    use(window, "skyscraper")
    click_at(qtbot, window, outside(window, 4, N))  # right of row 5
    keys(qtbot, window, Qt.Key_3)
    assert rules(window) == (Skyscraper(4, N, 3),)
    assert "Skyscraper 3 on row 5 from the right" in window.status_message()
    keys(qtbot, window, Qt.Key_4)  # 34 > 9: a new number starts
    assert rules(window) == (Skyscraper(4, N, 4),)
    keys(qtbot, window, Qt.Key_Return)
    undo_redo_round_trip(qtbot, window, (), (Skyscraper(4, N, 4),))
    click_at(qtbot, window, outside(window, N, 7))  # below column 8
    keys(qtbot, window, Qt.Key_2, Qt.Key_Return)
    assert rules(window) == (Skyscraper(4, N, 4), Skyscraper(N, 7, 2))
    click_at(qtbot, window, outside(window, 4, N))
    keys(qtbot, window, Qt.Key_Delete)
    assert rules(window) == (Skyscraper(N, 7, 2),)
    undo(qtbot, window)
    assert set(rules(window)) == {Skyscraper(N, 7, 2), Skyscraper(4, N, 4)}
    use(window, "erase")
    click_at(qtbot, window, outside(window, N, 7))
    assert rules(window) == (Skyscraper(4, N, 4),)
    undo(qtbot, window)
    assert set(rules(window)) == {Skyscraper(N, 7, 2), Skyscraper(4, N, 4)}


def ink(image: QImage, box: QRectF, background: QColor) -> int:
    count = 0
    for y in range(int(box.top()) + 1, int(box.bottom()) - 1):
        for x in range(int(box.left()) + 1, int(box.right()) - 1):
            if not close(QColor(image.pixel(x, y)), background, 60):
                count += 1
    return count


@pytest.mark.parametrize("dark", [False, True])
def test_the_clues_are_drawn_outside_the_grid_on_every_side(qapp, dark: bool, tmp_path) -> None:
    clues = (XSum(-1, 2, 15), XSum(N, 0, 1), Skyscraper(3, -1, 4), Skyscraper(1, N, 2))
    puzzle = new_puzzle(N).replace(constraints=clues)
    assert outside_margin(puzzle) == 1
    image, sq = board_image(puzzle, dark, 440)
    bare, bare_sq = board_image(new_puzzle(N).replace(constraints=(XSum(-1, 8, 45),)), dark, 440)  # same margin
    assert sq == bare_sq
    image.save(str(tmp_path / f"outside_clues_{'dark' if dark else 'light'}.png"))
    cell = sq.width() / N
    background = QColor("#202020" if dark else "#ffffff")
    board_bg = QColor(bare.pixel(2, 2))
    for c in clues:
        box = QRectF(sq.left() + c.col * cell, sq.top() + c.row * cell, cell, cell)
        assert ink(image, box, board_bg) > 5, c  # the number is there
        assert ink(bare, box, board_bg) == 0, c  # and nothing in that square without it
    assert background.isValid()
    # inside the grid nothing changes: only the clue squares differ from the bare board's
    inner = sq.adjusted(2, 2, -2, -2)
    assert cell_rect(sq, N, 0).intersects(inner)
    diff = sum(1 for y in range(int(inner.top()), int(inner.bottom()), 3) for x in range(int(inner.left()), int(inner.right()), 3)
               if image.pixel(x, y) != bare.pixel(x, y))
    assert diff == 0
