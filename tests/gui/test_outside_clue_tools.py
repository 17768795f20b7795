"""X-sum and skyscraper clues in the GUI: the tools place them on all four sides (one undo step
each, retyped, deleted, refused at a corner, erased), and the drawing shows the number in its
square outside the grid on every side. Screens go to /tmp/outside_clues_{light,dark}.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.draw.sudoku_variants import outside_margin
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.render import RenderOptions, board_margin, board_square, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.xsum import XSum

from gui_helpers import new_window

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
N = 9


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = new_window(qtbot)
    w.set_document(Document(new_puzzle(9)), mode=Mode.EDIT)
    return w


def square(window: MainWindow) -> QRectF:
    state, options = window.controller.display()
    puzzle = state.puzzle
    return board_square(QRectF(window.board.rect()), puzzle.size, puzzle.height, board_margin(puzzle, options))


def outside(window: MainWindow, row: int, col: int) -> QPoint:
    """The middle of the square at (row, col) of the ring around the grid (-1..N)."""
    sq = square(window)
    cell = sq.width() / N
    return QPointF(sq.left() + (col + 0.5) * cell, sq.top() + (row + 0.5) * cell).toPoint()


def use(window: MainWindow, tool: str) -> None:
    window.rule_tools.buttons[tool].click()
    assert window.rule_editor.tool == tool


def click_at(qtbot, window: MainWindow, pos: QPoint) -> None:
    qtbot.mouseClick(window.board, LEFT, pos=pos)


def keys(qtbot, window: MainWindow, *seq, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    for k in seq:
        qtbot.keyClick(window.board, k, modifier)


def rules(window: MainWindow) -> tuple:
    return window.controller.session.puzzle.constraints


def undo(qtbot, window: MainWindow) -> None:
    keys(qtbot, window, Qt.Key_Z, modifier=CTRL)


def redo(qtbot, window: MainWindow) -> None:
    keys(qtbot, window, Qt.Key_Y, modifier=CTRL)


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
        assert rules(window) == (*before, clue)
        undo(qtbot, window)  # the clue and all its digits are one step
        assert rules(window) == before
        redo(qtbot, window)
        assert rules(window) == (*before, clue)
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
    undo(qtbot, window)
    assert rules(window) == ()
    redo(qtbot, window)
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


def shot(puzzle, dark: bool, side: int = 440) -> tuple[QImage, QRectF]:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#202020" if dark else "#ffffff"))
    painter = QPainter(image)
    try:
        sq = render_board(painter, QRectF(0, 0, side, side), PlayState.new(puzzle), RenderOptions(dark=dark))
    finally:
        painter.end()
    return image, sq


def ink(image: QImage, box: QRectF, background: QColor) -> int:
    count = 0
    for y in range(int(box.top()) + 1, int(box.bottom()) - 1):
        for x in range(int(box.left()) + 1, int(box.right()) - 1):
            c = QColor(image.pixel(x, y))
            if max(abs(c.red() - background.red()), abs(c.green() - background.green()), abs(c.blue() - background.blue())) > 60:
                count += 1
    return count


@pytest.mark.parametrize("dark", [False, True])
def test_the_clues_are_drawn_outside_the_grid_on_every_side(qapp, dark: bool) -> None:
    clues = (XSum(-1, 2, 15), XSum(N, 0, 1), Skyscraper(3, -1, 4), Skyscraper(1, N, 2))
    puzzle = new_puzzle(N).replace(constraints=clues)
    assert outside_margin(puzzle) == 1
    image, sq = shot(puzzle, dark)
    bare, bare_sq = shot(new_puzzle(N).replace(constraints=(XSum(-1, 8, 45),)), dark)  # same margin
    assert sq == bare_sq
    image.save(f"/tmp/outside_clues_{'dark' if dark else 'light'}.png")
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
