"""Helpers shared by the Sudoku rule-tool tests: a 9 x 9 Sudoku window in edit mode (so the Rules
palette shows), the points of its board a tool is used at (a cell's middle, an edge between two
cells, a corner where four meet, a square of the ring outside the grid), choosing a tool,
clicking, dragging, typing, undo and redo, the rules the puzzle has, and a board drawn into an
image."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle

from gui_helpers import cell_centre, grid_square, new_window

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
N = 9


def rc(row: int, col: int) -> int:
    """The index of the cell in row ``row``, column ``col`` (1-based) of a 9 x 9 grid."""
    return (row - 1) * N + col - 1


def sudoku_edit_window(qtbot, puzzle: Puzzle | None = None) -> MainWindow:
    """A shown window editing ``puzzle`` (an empty 9 x 9 Sudoku by default)."""
    w = new_window(qtbot)
    w.set_document(Document(puzzle if puzzle is not None else new_puzzle(N)), mode=Mode.EDIT)
    return w


centre = cell_centre  # the middle of a cell, the name these tests use


def type_key(window: MainWindow, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key typed on the window: it goes where the keyboard focus is."""
    QTest.keyClick(window.windowHandle(), key, modifier)


def cursor_to(qtbot, window: MainWindow, row: int, col: int) -> None:
    """The cursor to (row, col) with the arrow keys alone (from wherever it is)."""
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    for _ in range(N):
        type_key(window, Qt.Key.Key_Up)
        type_key(window, Qt.Key.Key_Left)
    for _ in range(row - 1):
        type_key(window, Qt.Key.Key_Down)
    for _ in range(col - 1):
        type_key(window, Qt.Key.Key_Right)
    assert window.controller.selected == rc(row, col)


def grid_point(window: MainWindow, row: float, col: float) -> QPoint:
    """The point (row, col) cells from the grid's top-left corner (fractions and negatives allowed)."""
    sq = grid_square(window)
    cell = sq.width() / N
    return QPointF(sq.left() + col * cell, sq.top() + row * cell).toPoint()


def outside(window: MainWindow, row: int, col: int) -> QPoint:
    """The middle of the square at (row, col) of the ring around the grid (-1..N)."""
    return grid_point(window, row + 0.5, col + 0.5)


def corner(window: MainWindow, row: int, col: int, dx: float = 0.0, dy: float = 0.0) -> QPoint:
    """The corner below and right of cell (row, col) (1-based), moved by (dx, dy) cells."""
    return grid_point(window, row + dy, col + dx)


def between(window: MainWindow, a: int, b: int) -> QPoint:
    """A point on the edge between two touching cells."""
    sq = grid_square(window)
    ca, cb = cell_rect(sq, N, a).center(), cell_rect(sq, N, b).center()
    return ((ca + cb) / 2).toPoint()


def use(window: MainWindow, tool: str) -> None:
    """Choose ``tool`` on the Rules palette."""
    window.rule_tools.buttons[tool].click()
    assert window.rule_editor.tool == tool


def click_at(qtbot, window: MainWindow, pos: QPoint) -> None:
    qtbot.mouseClick(window.board, LEFT, pos=pos)


def drag(qtbot, window: MainWindow, *cells: int) -> None:
    """Press on the first cell, move over the others, release on the last (one cell: a click)."""
    qtbot.mousePress(window.board, LEFT, pos=centre(window, cells[0]))
    for i in cells[1:]:
        qtbot.mouseMove(window.board, centre(window, i))
    qtbot.mouseRelease(window.board, LEFT, pos=centre(window, cells[-1]))


def keys(qtbot, window: MainWindow, *seq, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    for k in seq:
        qtbot.keyClick(window.board, k, modifier)


def rules(window: MainWindow) -> tuple:
    return window.controller.session.puzzle.constraints


def undo(qtbot, window: MainWindow) -> None:
    keys(qtbot, window, Qt.Key_Z, modifier=CTRL)


def redo(qtbot, window: MainWindow) -> None:
    keys(qtbot, window, Qt.Key_Y, modifier=CTRL)


def undo_redo_round_trip(qtbot, window: MainWindow, before: tuple, after: tuple) -> None:
    """Ctrl+Z brings back ``before``, Ctrl+Y ``after`` (one undo step)."""
    assert rules(window) == after
    undo(qtbot, window)
    assert rules(window) == before
    redo(qtbot, window)
    assert rules(window) == after


def board_image(puzzle: Puzzle, dark: bool = False, side: int = 450) -> tuple[QImage, QRectF]:
    """``puzzle`` drawn into a ``side`` x ``side`` image, and the square of its grid."""
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#202020" if dark else "#ffffff"))
    painter = QPainter(image)
    try:
        square = render_board(painter, QRectF(0, 0, side, side), PlayState.new(puzzle), RenderOptions(dark=dark))
    finally:
        painter.end()
    return image, square


def close(a: QColor, b: QColor, tolerance: int) -> bool:
    """No channel of ``a`` and ``b`` differs by more than ``tolerance``."""
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tolerance
