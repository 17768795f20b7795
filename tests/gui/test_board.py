"""Tests of the board widget and the board drawing (str8ts_gui.gui.board.board, .render), driven
with mouse and keys as a user would."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import PlayState, Puzzle, digits_mask
from str8ts_gui.core.session import Mode, Session
from str8ts_gui.gui.board.board import BoardWidget
from str8ts_gui.gui.board.controller import GameController
from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_at, cell_rect, render_board

# 6 x 6: '#' black, 'a'-'i' black clue, digits white clues, '.' empty white.
PUZZLE = "#..b.." ".3...." "..#..." "...c.." ".2...#" "......"
N = 6
LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def board(qtbot) -> BoardWidget:
    ctl = GameController(Session(parse_line(PUZZLE)))
    widget = BoardWidget(ctl)
    qtbot.addWidget(widget)
    widget.resize(450, 450)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def centre(widget: BoardWidget, index: int) -> QPoint:
    square = board_square(QRectF(widget.rect()), widget.controller.size)
    return cell_rect(square, widget.controller.size, index).center().toPoint()


def click(qtbot, widget: BoardWidget, index: int, button=LEFT) -> None:
    qtbot.mouseClick(widget, button, pos=centre(widget, index))


def keys(qtbot, widget: BoardWidget, *seq, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    for key in seq:
        qtbot.keyClick(widget, key, modifier)


def drag(qtbot, widget: BoardWidget, cells: list[int]) -> None:
    qtbot.mousePress(widget, RIGHT, pos=centre(widget, cells[0]))
    for i in cells[1:]:
        qtbot.mouseMove(widget, centre(widget, i))
    qtbot.mouseRelease(widget, RIGHT, pos=centre(widget, cells[-1]))


def rc(row: int, col: int) -> int:
    return (row - 1) * N + col - 1


# -- geometry ----------------------------------------------------------------------------------
def test_geometry_round_trip() -> None:
    rect = QRectF(10, 20, 500, 400)
    square = board_square(rect, 9)
    assert square.width() == square.height() <= 400
    assert rect.contains(square)
    assert abs(square.center().x() - rect.center().x()) <= 1
    for i in (0, 8, 40, 80):
        assert cell_at(rect, 9, cell_rect(square, 9, i).center()) == i
    assert cell_at(rect, 9, QPointF(12, 25)) is None  # in the margin
    assert cell_at(rect, 9, QPointF(1000, 1000)) is None


def test_widget_basics(board: BoardWidget) -> None:
    assert board.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert board.sizeHint().width() >= 480
    assert board.minimumWidth() >= 200
    assert "Right" in board.toolTip()


# -- edit mode ---------------------------------------------------------------------------------
def test_right_drag_paints_a_row_in_one_undo_step(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    row = [rc(3, c) for c in (1, 2, 4, 5)]
    drag(qtbot, board, row)
    puzzle = ctl.session.puzzle
    assert all(puzzle.black[i] for i in row)
    assert ctl.selected == row[0]
    assert not ctl.painting
    ctl.undo()
    assert not any(ctl.session.puzzle.black[i] for i in row)
    assert not ctl.session.can_undo


def test_right_drag_from_black_paints_white_and_fills_skipped_cells(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    # Start on the black r3c3, jump straight to r3c6: r3c4 and r3c5 are passed too.
    drag(qtbot, board, [rc(3, 3), rc(3, 6)])
    puzzle = ctl.session.puzzle
    assert not any(puzzle.black[rc(3, c)] for c in range(1, 7))
    assert puzzle.black[rc(1, 1)]


def test_symmetric_painting(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    ctl.set_symmetric(True)
    drag(qtbot, board, [rc(2, 3), rc(2, 4)])
    black = ctl.session.puzzle.black
    for i in (rc(2, 3), rc(2, 4), rc(5, 4), rc(5, 3)):
        assert black[i], i
    ctl.undo()
    assert not ctl.session.puzzle.black[rc(5, 4)]


def test_space_toggles_colour_keeping_digit(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    click(qtbot, board, rc(2, 2))  # white clue 3
    keys(qtbot, board, Qt.Key.Key_Space)
    p = ctl.session.puzzle
    assert p.black[rc(2, 2)] and p.clues[rc(2, 2)] == 3
    keys(qtbot, board, Qt.Key.Key_Space)
    assert not ctl.session.puzzle.black[rc(2, 2)]


def test_typing_clues(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    click(qtbot, board, rc(1, 2))
    keys(qtbot, board, Qt.Key.Key_5)
    click(qtbot, board, rc(1, 1))  # black
    keys(qtbot, board, Qt.Key.Key_2)
    p = ctl.session.puzzle
    assert (p.black[rc(1, 2)], p.clues[rc(1, 2)]) == (False, 5)
    assert (p.black[rc(1, 1)], p.clues[rc(1, 1)]) == (True, 2)
    qtbot.keyClick(board, Qt.Key.Key_4, Qt.KeyboardModifier.KeypadModifier)
    assert ctl.session.puzzle.clues[rc(1, 1)] == 4
    keys(qtbot, board, Qt.Key.Key_Backspace)
    assert ctl.session.puzzle.clues[rc(1, 1)] == 0
    click(qtbot, board, rc(1, 2))
    keys(qtbot, board, Qt.Key.Key_Delete)
    assert ctl.session.puzzle.clues[rc(1, 2)] == 0


def test_out_of_range_digit_ignored(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    messages: list[str] = []
    ctl.message.connect(messages.append)
    click(qtbot, board, rc(1, 2))
    keys(qtbot, board, Qt.Key.Key_7)
    assert ctl.session.puzzle.clues[rc(1, 2)] == 0
    assert not ctl.session.can_undo
    assert messages and "7" in messages[-1]


def test_arrows_move_and_stop_at_edges(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    click(qtbot, board, rc(1, 1))
    keys(qtbot, board, Qt.Key.Key_Up, Qt.Key.Key_Left)
    assert ctl.selected == rc(1, 1)
    keys(qtbot, board, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down)
    assert ctl.selected == rc(2, 3)
    keys(qtbot, board, *[Qt.Key.Key_Right] * 10, *[Qt.Key.Key_Down] * 10)
    assert ctl.selected == rc(6, 6)


def test_unhandled_keys_propagate(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    click(qtbot, board, rc(1, 2))
    before = ctl.session.state
    qtbot.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(board, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)  # a pencil mark: play mode only
    qtbot.keyClick(board, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    keys(qtbot, board, Qt.Key.Key_X)
    assert ctl.session.state == before


# -- play mode ---------------------------------------------------------------------------------
def test_play_mode(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    messages: list[str] = []
    ctl.message.connect(messages.append)
    ctl.set_mode(Mode.PLAY)
    click(qtbot, board, rc(2, 2))  # clue: locked
    keys(qtbot, board, Qt.Key.Key_4)
    assert messages[-1] == "r2c2 is a clue"
    assert not ctl.session.can_undo
    click(qtbot, board, rc(1, 1))  # black: ignored
    keys(qtbot, board, Qt.Key.Key_4, Qt.Key.Key_Space)
    assert not ctl.session.can_undo

    # Corner marks in r2c4 (Shift+digit, also as the US shifted symbols), a candidate there
    # (Alt+digit), and candidates in r1c2 in pencil mode (P).
    click(qtbot, board, rc(2, 4))
    qtbot.keyClick(board, Qt.Key.Key_1, SHIFT)
    qtbot.keyClick(board, Qt.Key.Key_Dollar, SHIFT)  # Shift+4 on a US keyboard
    qtbot.keyClick(board, Qt.Key.Key_ParenLeft, SHIFT)  # Shift+9: too big, ignored
    qtbot.keyClick(board, Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    click(qtbot, board, rc(1, 2))
    keys(qtbot, board, Qt.Key.Key_P)  # pencil mode
    assert ctl.pencil_mode
    keys(qtbot, board, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_5)
    state = ctl.session.state
    assert state.corner[rc(2, 4)] == digits_mask([1, 4])
    assert state.marks[rc(2, 4)] == digits_mask([4])
    assert state.marks[rc(1, 2)] == digits_mask([4])
    keys(qtbot, board, Qt.Key.Key_P)
    assert not ctl.pencil_mode

    # An entry in r2c1 removes 4 from the candidates of its row and column (corner marks are notes).
    click(qtbot, board, rc(1, 4))
    keys(qtbot, board, Qt.Key.Key_4)  # r1c4 is a black clue: ignored
    click(qtbot, board, rc(2, 1))
    keys(qtbot, board, Qt.Key.Key_4)
    state = ctl.session.state
    assert state.entries[rc(2, 1)] == 4
    assert state.marks[rc(2, 4)] == 0 and state.corner[rc(2, 4)] == digits_mask([1, 4])
    assert state.marks[rc(1, 2)] == digits_mask([4])  # not a peer of r2c1
    keys(qtbot, board, Qt.Key.Key_4)  # the same digit again clears it
    assert ctl.session.state.entries[rc(2, 1)] == 0
    keys(qtbot, board, Qt.Key.Key_6)
    keys(qtbot, board, Qt.Key.Key_0)
    assert ctl.session.state.entries[rc(2, 1)] == 0

    # Undo and redo through the controller.
    ctl.undo()
    assert ctl.session.state.entries[rc(2, 1)] == 6
    ctl.undo()
    ctl.undo()
    assert ctl.session.state.entries[rc(2, 1)] == 4
    assert ctl.session.state.marks[rc(2, 4)] == 0
    ctl.undo()
    assert ctl.session.state.marks[rc(2, 4)] == digits_mask([4])
    ctl.redo()
    assert ctl.session.state.entries[rc(2, 1)] == 4


def test_right_click_does_not_paint_in_play_mode(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    ctl.set_mode(Mode.PLAY)
    drag(qtbot, board, [rc(3, 1), rc(3, 2)])
    assert not ctl.session.puzzle.black[rc(3, 1)]
    assert ctl.selected == rc(3, 1)
    assert not ctl.session.can_undo


# -- drawing -----------------------------------------------------------------------------------
def grab(widget: BoardWidget) -> QImage:
    """The widget as an image with one pixel per widget coordinate."""
    image = widget.grab().toImage()
    if image.devicePixelRatio() != 1:
        image = image.scaled(widget.size())
    return image


def pixel(image: QImage, point: QPoint) -> QColor:
    return image.pixelColor(point)


def cell_pixels(image: QImage, widget: BoardWidget, index: int) -> list[QColor]:
    square = board_square(QRectF(widget.rect()), widget.controller.size)
    r = cell_rect(square, widget.controller.size, index).toRect().adjusted(4, 4, -4, -4)
    return [image.pixelColor(x, y) for y in range(r.top(), r.bottom(), 2) for x in range(r.left(), r.right(), 2)]


def is_red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 110


def test_rendered_board(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    ctl.set_mode(Mode.PLAY)
    ctl.select(rc(2, 1))
    ctl.type_digit(3)  # repeats the clue 3 of r2c2: a violation
    ctl.select(rc(5, 3))
    ctl.type_digit(1, pencil=True)
    ctl.type_digit(5, pencil=True)
    ctl.type_digit(6, pencil=True)
    ctl.select(rc(4, 1))
    ctl.type_digit(5)
    ctl.set_highlights(conflict={rc(5, 2)}, differ={rc(6, 6)})
    ctl.select(rc(3, 5))
    image = grab(board)

    assert pixel(image, centre(board, rc(3, 3))).lightness() < 40  # black cell
    assert pixel(image, centre(board, rc(1, 2))).lightness() > 240  # white cell
    sel = pixel(image, centre(board, rc(3, 5)))
    assert sel.blue() > sel.red() + 20 and sel.lightness() > 150  # selected: light blue
    assert any(is_red(c) for c in cell_pixels(image, board, rc(2, 1)))  # violating entry
    assert any(is_red(c) for c in cell_pixels(image, board, rc(2, 2)))  # violating clue
    assert not any(is_red(c) for c in cell_pixels(image, board, rc(4, 1)))
    entry = cell_pixels(image, board, rc(4, 1))
    assert any(c.blue() > 150 and c.red() < 90 for c in entry)  # blue entry digit
    clue_on_black = cell_pixels(image, board, rc(4, 4))
    assert any(c.lightness() > 220 for c in clue_on_black)  # white digit on black
    marks = cell_pixels(image, board, rc(5, 3))
    assert any(c.lightness() < 160 for c in marks)  # grey pencil marks
    ring = cell_pixels(image, board, rc(5, 2))
    assert any(c.red() > 200 and 100 < c.green() < 180 and c.blue() < 80 for c in ring)  # orange
    differ = pixel(image, centre(board, rc(6, 6)))
    assert differ.blue() > differ.green() + 10  # purple tint

    ctl.set_show_violations(False)
    image = grab(board)
    assert not any(is_red(c) for c in cell_pixels(image, board, rc(2, 1)))


def test_paint_updates_the_picture(qtbot, board: BoardWidget) -> None:
    point = centre(board, rc(6, 1))
    assert grab(board).pixelColor(point).lightness() > 150
    drag(qtbot, board, [rc(6, 1)])
    board.controller.select(0)
    assert grab(board).pixelColor(point).lightness() < 40


@pytest.mark.parametrize("side", [120, 450, 900])
@pytest.mark.parametrize("size", [4, 9])
def test_render_into_image(side: int, size: int) -> None:
    puzzle = Puzzle.empty(size).with_cell(0, black=True, clue=1).with_cell(size + 1, clue=2)
    state = PlayState.new(puzzle).with_entry(2, 3).with_marks(3, digits_mask(range(1, size + 1)))
    image = QImage(side, side + 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    options = RenderOptions(selected=1, pencil_mode=True, violations=frozenset({2}), conflict=frozenset({size}))
    square = render_board(painter, QRectF(0, 0, side, side + 40), state, options)
    painter.end()
    assert 0.85 * side <= square.width() <= side
    assert square.top() >= 20
    first = cell_rect(square, size, 0)
    corner = QPointF(first.left() + 0.15 * first.width(), first.top() + 0.85 * first.height()).toPoint()
    white = cell_rect(square, size, size * size - 1).center().toPoint()
    assert image.pixelColor(corner).lightness() < 60  # black cell (its white digit is in the middle)
    assert image.pixelColor(white).lightness() > 240
    assert image.pixelColor(1, 1) == QColor("#808080")  # nothing drawn outside the board


def test_render_tiny_and_empty_rects() -> None:
    state = PlayState.new(Puzzle.empty(9))
    image = QImage(20, 20, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    render_board(painter, QRectF(0, 0, 20, 20), state, RenderOptions())
    square = render_board(painter, QRectF(0, 0, 0, 0), state, RenderOptions())
    painter.end()
    assert square.width() == 0


# -- pencil-mark keys on any keyboard layout ---------------------------------------------------
def send_key(widget: BoardWidget, key, modifiers, scan: int = 0, virtual: int = 0, text: str = "") -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, key, modifiers, scan, virtual, 0, text))


def test_shift_digit_corner_marks_by_scan_code_on_any_layout(qtbot, board: BoardWidget, monkeypatch) -> None:
    import str8ts_gui.gui.board.board as board_module

    ctl = board.controller
    ctl.set_mode(Mode.PLAY)
    ctl.select(rc(2, 4))
    # German layout on X11: Shift+3 gives the section sign; the top-row key's scan code is 12.
    monkeypatch.setattr(board_module, "_platform", lambda: "xcb")
    send_key(board, Qt.Key.Key_section, SHIFT, scan=12, text="§")
    assert ctl.session.state.corner[rc(2, 4)] == digits_mask([3])
    # French layout on Windows: Shift+2 on the top row; virtual key '2' is 0x32
    monkeypatch.setattr(board_module, "_platform", lambda: "windows")
    send_key(board, Qt.Key.Key_Eacute, SHIFT, virtual=0x32, text="É")
    assert ctl.session.state.corner[rc(2, 4)] == digits_mask([2, 3])
    # elsewhere (macOS) the US shifted symbols still count
    monkeypatch.setattr(board_module, "_platform", lambda: "cocoa")
    send_key(board, Qt.Key.Key_Percent, SHIFT, scan=23, text="%")
    assert ctl.session.state.corner[rc(2, 4)] == digits_mask([2, 3, 5])
    # a scan code is not trusted on a platform whose codes mean something else
    send_key(board, Qt.Key.Key_section, SHIFT, scan=12, text="§")
    assert ctl.session.state.corner[rc(2, 4)] == digits_mask([2, 3, 5])
    # the digits themselves with Shift (what tests and many layouts send) keep working
    qtbot.keyClick(board, Qt.Key.Key_6, SHIFT)
    assert ctl.session.state.corner[rc(2, 4)] == digits_mask([2, 3, 5, 6])
    assert ctl.session.state.entries == (0,) * 36


def test_ctrl_digit_is_a_centre_mark_and_alt_digit_a_candidate(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    ctl.set_mode(Mode.PLAY)
    ctl.select(rc(3, 2))
    qtbot.keyClick(board, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(board, Qt.Key.Key_5, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(board, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    state = ctl.session.state
    assert state.centre[rc(3, 2)] == digits_mask([2, 3])
    assert state.marks[rc(3, 2)] == digits_mask([5]) and state.corner[rc(3, 2)] == 0
    qtbot.keyClick(board, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert ctl.session.state.centre[rc(3, 2)] == digits_mask([3])
    assert ctl.session.state.entries[rc(3, 2)] == 0
    # Ctrl+Alt+digit is left to the main window (New puzzle of that size)
    before = ctl.session.state
    qtbot.keyClick(board, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert ctl.session.state == before


def test_p_is_ignored_in_edit_mode(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    assert ctl.mode == Mode.EDIT
    keys(qtbot, board, Qt.Key.Key_P)
    assert not ctl.pencil_mode
    ctl.set_mode(Mode.PLAY)
    keys(qtbot, board, Qt.Key.Key_P)
    assert ctl.pencil_mode


def test_rendered_check_and_hint_marks(qtbot, board: BoardWidget) -> None:
    from str8ts_gui.gui.board.controller import StepView

    ctl = board.controller
    ctl.set_mode(Mode.PLAY)
    ctl.select(rc(1, 2))
    ctl.type_digit(4)
    ctl.select(rc(6, 6))
    ctl.set_highlights(wrong={rc(1, 2)}, wrong_marks={rc(3, 2)})
    candidates = [0] * 36
    candidates[rc(5, 4)] = digits_mask([1, 2])
    ctl.set_step_view(
        StepView(frozenset({rc(5, 4)}), frozenset({rc(5, 1), rc(5, 2), rc(5, 3)}), ((rc(5, 3), 6),), ((rc(5, 4), 2),),
                 tuple(candidates))
    )
    image = grab(board)
    square = board_square(QRectF(board.rect()), N)
    wrong = cell_rect(square, N, rc(1, 2))
    # the red frame along the wrong entry's cell edge (not a red tint: the cell stays white)
    frame = [image.pixelColor(int(wrong.left() + 2), y) for y in range(int(wrong.top() + 12), int(wrong.bottom() - 12))]
    assert any(c.red() > 150 and c.green() < 60 and c.blue() < 80 for c in frame)
    assert pixel(image, QPoint(int(wrong.left() + wrong.width() * 0.15), int(wrong.top() + wrong.height() * 0.15))).lightness() > 240
    hint_cell = pixel(image, QPoint(int(cell_rect(square, N, rc(5, 4)).left() + 4), int(cell_rect(square, N, rc(5, 4)).top() + 4)))
    assert hint_cell.red() > 200 and hint_cell.green() > 180 and hint_cell.blue() < 140  # amber
    area = pixel(image, QPoint(int(cell_rect(square, N, rc(5, 1)).left() + 4), int(cell_rect(square, N, rc(5, 1)).top() + 4)))
    assert area.red() > 240 and area.blue() < area.green() - 20  # pale yellow
    placed = cell_pixels(image, board, rc(5, 3))
    assert any(c.green() > 110 and c.red() < 80 and c.blue() < 100 for c in placed)  # green 6
    struck = cell_pixels(image, board, rc(5, 4))
    assert any(is_red(c) for c in struck)  # the removed 2, struck out in red


def test_letters_type_ten_and_up_on_big_boards(qtbot) -> None:
    ctl = GameController(Session(Puzzle.empty(12)))
    widget = BoardWidget(ctl)
    qtbot.addWidget(widget)
    widget.resize(500, 500)
    widget.show()
    qtbot.waitExposed(widget)
    ctl.select(0)
    keys(qtbot, widget, Qt.Key.Key_B)  # edit mode: clue 11
    assert ctl.session.puzzle.clues[0] == 11
    ctl.set_mode(Mode.PLAY)
    ctl.select(1)
    keys(qtbot, widget, Qt.Key.Key_C)
    assert ctl.session.state.entries[1] == 12
    ctl.select(2)
    qtbot.keyClick(widget, Qt.Key.Key_A, SHIFT)  # Shift: a corner mark
    assert ctl.session.state.corner[2] == 1 << 10
    ctl.set_pencil_mode(True)  # a mark of 10 and up: its letter in a mark mode
    qtbot.keyClick(widget, Qt.Key.Key_B)
    ctl.set_pencil_mode(False)
    assert ctl.session.state.marks[2] == 1 << 11
    keys(qtbot, widget, Qt.Key.Key_G)  # 16 is too big for 12 x 12: nothing happens
    assert ctl.session.state.entries[2] == 0
    image = grab(widget)  # marks of 10 and up are drawn inside their cell
    assert not image.isNull()


def test_letters_are_not_digits_on_small_boards(qtbot, board: BoardWidget) -> None:
    ctl = board.controller
    before = ctl.session.state
    keys(qtbot, board, Qt.Key.Key_A, Qt.Key.Key_B)
    assert ctl.session.state == before
