"""Marking like SudokuPad, candidates like HoDoKu (issue 19): a selection of many cells (drag,
Ctrl+click, Shift+click, Ctrl+A, Shift+arrows) that digits, marks, colours and Delete act on as
one undo step; corner marks, centre marks and positional candidates, each with its key modifier
and its toggle; nine cell colours; all of it saved in the native file; Fill Pencil Marks that
uses every rule one step deep; marks and the selection that leave a cage's total alone; 16 x 16
digits typed as 1 then 6, and marks that stay legible."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage

from str8ts_gui.core.document import Document, dumps_document, loads_document
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board import editing as editing_module
from str8ts_gui.gui.draw import LABEL_CLEAR, label_ink, label_rect
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, board_square, cell_rect, mark_font_px
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

from gui_helpers import cell_centre, click_cell, key, new_window, pixels, render

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
LEFT = Qt.MouseButton.LeftButton


def rc(row: int, col: int, n: int = 9) -> int:
    return (row - 1) * n + col - 1


def play_window(qtbot, puzzle=None) -> MainWindow:
    w = new_window(qtbot)
    w.set_document(Document(puzzle if puzzle is not None else new_puzzle(9)), mode=Mode.PLAY)
    return w


def drag(qtbot, window: MainWindow, cells, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    board = window.board
    qtbot.mousePress(board, LEFT, modifier, cell_centre(window, cells[0]))
    for i in cells[1:]:
        qtbot.mouseMove(board, cell_centre(window, i))
    qtbot.mouseRelease(board, LEFT, modifier, cell_centre(window, cells[-1]))


# -- selecting ---------------------------------------------------------------------------------------
def test_drag_ctrl_shift_click_ctrl_a_and_shift_arrows_select(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    drag(qtbot, window, [rc(1, 1), rc(1, 2), rc(1, 3)])
    assert ctl.selection == {rc(1, 1), rc(1, 2), rc(1, 3)}
    qtbot.mouseClick(window.board, LEFT, CTRL, cell_centre(window, rc(5, 5)))  # added
    assert ctl.selection == {rc(1, 1), rc(1, 2), rc(1, 3), rc(5, 5)}
    qtbot.mouseClick(window.board, LEFT, CTRL, cell_centre(window, rc(1, 2)))  # taken out again
    assert ctl.selection == {rc(1, 1), rc(1, 3), rc(5, 5)}
    click_cell(qtbot, window, rc(2, 2))  # a plain click: just that cell
    assert ctl.selection == {rc(2, 2)}
    qtbot.mouseClick(window.board, LEFT, SHIFT, cell_centre(window, rc(3, 4)))  # the rectangle
    assert ctl.selection == {rc(r, c) for r in (2, 3) for c in (2, 3, 4)}
    key(qtbot, window, Qt.Key.Key_Escape)  # back to one cell
    assert ctl.selection == {ctl.selected}
    key(qtbot, window, Qt.Key.Key_Right, SHIFT)
    key(qtbot, window, Qt.Key.Key_Down, SHIFT)
    assert len(ctl.selection) == 3 and ctl.selected in ctl.selection
    key(qtbot, window, Qt.Key.Key_A, CTRL)
    assert ctl.selection == set(range(81))
    # the drawing shows every selected cell (the selection tint)
    assert ctl.render_options().selected_cells == frozenset(range(81))


def test_shift_drag_adds_the_cells_passed_as_in_sudokupad(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    click_cell(qtbot, window, rc(1, 1))
    drag(qtbot, window, [rc(5, 5), rc(5, 6), rc(6, 6)], SHIFT)  # not the rectangle r1c1-r6c6
    assert ctl.selection == {rc(1, 1), rc(5, 5), rc(5, 6), rc(6, 6)}
    assert ctl.selected == rc(6, 6)
    qtbot.mouseClick(window.board, LEFT, SHIFT, cell_centre(window, rc(2, 2)))  # a click: the rectangle still
    assert ctl.selection == {rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2), rc(5, 5), rc(5, 6), rc(6, 6)}


def test_a_digit_a_mark_a_colour_and_delete_act_on_every_selected_cell_as_one_step(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    cells = [rc(1, 1), rc(1, 2), rc(2, 1)]
    drag(qtbot, window, cells)
    session = ctl.session

    def steps() -> int:
        return session._index

    start = steps()
    key(qtbot, window, Qt.Key.Key_7, SHIFT)  # corner 7 everywhere
    assert all(session.state.corner[i] == 1 << 7 for i in cells) and steps() == start + 1
    key(qtbot, window, Qt.Key.Key_3, CTRL)  # centre 3 everywhere
    assert all(session.state.centre[i] == 1 << 3 for i in cells) and steps() == start + 2
    click_cell(qtbot, window, rc(1, 1))
    key(qtbot, window, Qt.Key.Key_7, SHIFT)  # r1c1 loses its corner 7
    drag(qtbot, window, cells)
    key(qtbot, window, Qt.Key.Key_7, SHIFT)  # not all have it: added to all (SudokuPad)
    assert all(session.state.corner[i] == 1 << 7 for i in cells)
    key(qtbot, window, Qt.Key.Key_7, SHIFT)  # all have it: removed from all
    assert all(session.state.corner[i] == 0 for i in cells)
    key(qtbot, window, Qt.Key.Key_V)  # colour mode: digits paint
    key(qtbot, window, Qt.Key.Key_4)
    assert all(session.state.colours[i] == 1 << 4 for i in cells)
    key(qtbot, window, Qt.Key.Key_Z)  # digit mode
    before = steps()
    key(qtbot, window, Qt.Key.Key_5)
    assert all(session.state.entries[i] == 5 for i in cells) and steps() == before + 1
    key(qtbot, window, Qt.Key.Key_Delete)  # the entries go first ...
    assert all(session.state.entries[i] == 0 for i in cells) and session.state.centre[cells[0]] == 1 << 3
    key(qtbot, window, Qt.Key.Key_Delete)  # ... then the marks ...
    assert all(session.state.centre[i] == 0 for i in cells) and session.state.colours[cells[0]]
    key(qtbot, window, Qt.Key.Key_Delete)  # ... then the colours
    assert all(session.state.colours[i] == 0 for i in cells)
    ctl.undo()  # one step each: the colours are back on all three
    assert all(session.state.colours[i] == 1 << 4 for i in cells)


def test_ctrl_shift_digit_paints_a_colour_whatever_the_entry_mode(qtbot) -> None:
    """SudokuPad's key: Shift+digit a corner mark, Ctrl+digit a centre mark, Ctrl+Shift+digit a
    colour, without leaving the entry mode (it was ignored: nothing happened)."""
    window = play_window(qtbot)
    ctl = window.controller
    cells = [rc(3, 3), rc(3, 4)]
    drag(qtbot, window, cells)
    session = ctl.session
    start = session._index
    key(qtbot, window, Qt.Key.Key_6, CTRL | SHIFT)
    assert all(session.state.colours[i] == 1 << 6 for i in cells) and session._index == start + 1
    assert ctl.entry_mode == "digit" and not any(session.state.entries[i] for i in cells)
    key(qtbot, window, Qt.Key.Key_2, CTRL | SHIFT)  # a second colour beside it
    assert all(session.state.colours[i] == (1 << 6) | (1 << 2) for i in cells)
    key(qtbot, window, Qt.Key.Key_6, CTRL | SHIFT)  # again: off
    assert all(session.state.colours[i] == 1 << 2 for i in cells)
    key(qtbot, window, Qt.Key.Key_0, CTRL | SHIFT)  # no colour 0: nothing
    assert all(session.state.colours[i] == 1 << 2 for i in cells) and session._index == start + 3


def test_each_kind_of_mark_has_its_toggle_on_the_pad(qtbot) -> None:
    window = play_window(qtbot)
    ctl, pad = window.controller, window.number_pad
    click_cell(qtbot, window, rc(4, 4))
    for mode, layer in (("corner", "corner"), ("centre", "centre"), ("candidates", "marks")):
        qtbot.mouseClick(pad.mode_buttons[mode], LEFT)
        assert ctl.entry_mode == mode and pad.mode_buttons[mode].isChecked()
        qtbot.mouseClick(pad.digit_buttons[2], LEFT)
        assert ctl.session.state.layer(layer)[rc(4, 4)] == 1 << 2
    qtbot.mouseClick(pad.mode_buttons["digit"], LEFT)
    qtbot.mouseClick(pad.colour_buttons[9], LEFT)  # the colour row paints at once
    assert ctl.session.state.colours[rc(4, 4)] == 1 << 9
    assert ctl.session.state.entries[rc(4, 4)] == 0


def test_marks_and_colours_are_saved_and_undone(qtbot, tmp_path) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    click_cell(qtbot, window, rc(2, 3))
    key(qtbot, window, Qt.Key.Key_1, SHIFT)
    key(qtbot, window, Qt.Key.Key_2, CTRL)
    key(qtbot, window, Qt.Key.Key_3, ALT)
    key(qtbot, window, Qt.Key.Key_V)
    key(qtbot, window, Qt.Key.Key_8)
    state = ctl.session.state
    assert (state.corner[rc(2, 3)], state.centre[rc(2, 3)], state.marks[rc(2, 3)], state.colours[rc(2, 3)]) == (
        1 << 1, 1 << 2, 1 << 3, 1 << 8)
    path = tmp_path / "marked.puzzle"
    assert window.save_to(path)
    back = loads_document(path.read_text(encoding="utf-8"))
    assert back.state == state  # every layer round-trips
    text = path.read_text(encoding="utf-8")
    assert '"corner"' in text and '"centre"' in text and '"colours"' in text
    for _ in range(4):
        ctl.undo()
    assert ctl.session.state == PlayState.new(state.puzzle)


# -- what the marks show -------------------------------------------------------------------------------
def test_fill_pencil_marks_uses_every_rule_one_step_deep(qtbot) -> None:
    puzzle = new_puzzle(9).replace(constraints=(
        KillerCage((rc(1, 1),), 3),  # a one-cell cage of 3: only 3
        KillerCage((rc(9, 8), rc(9, 9)), 3),  # a cage of 3 over two cells: 1 and 2
        Thermometer((rc(5, 1), rc(5, 2), rc(5, 3))),  # bulb 1-7, middle 2-8, tip 3-9
        Parity(rc(7, 7), True),  # an even cell
    ))
    window = play_window(qtbot, puzzle)
    key(qtbot, window, Qt.Key.Key_P, CTRL | SHIFT)
    marks = window.controller.session.state.marks
    assert marks[rc(1, 1)] == 1 << 3
    assert marks[rc(9, 8)] == marks[rc(9, 9)] == digits_mask([1, 2])
    assert marks[rc(5, 1)] == digits_mask(range(1, 8)) and marks[rc(5, 3)] == digits_mask(range(3, 10))
    assert marks[rc(7, 7)] == digits_mask([2, 4, 6, 8])
    assert marks[rc(2, 2)] == digits_mask(range(1, 10))  # no rule here: every digit (no cascade of singles)


def _render(state: PlayState, options: RenderOptions, side: int = 540) -> QImage:
    return render(state, options, side, background="white")[0]


_pixels = pixels


def test_corner_marks_and_the_selection_leave_a_cage_total_alone() -> None:
    cage = KillerCage((0, 1, 9), 45)
    puzzle = new_puzzle(9).replace(constraints=(cage,))
    plain = PlayState.new(puzzle)
    marked = plain.replace(corner=[digits_mask(range(1, 10))] + [0] * 80)  # every corner mark in the cage's cell
    side = 540
    square = board_square(QRectF(0, 0, side, side), 9)
    cell = square.width() / 9
    label = label_rect(cell_rect(square, 9, 0), cell, "45")
    base = _pixels(_render(plain, RenderOptions(selected=40)), label)
    assert _pixels(_render(marked, RenderOptions(selected=40)), label) == base  # no mark on the total
    selected = RenderOptions(selected=0, selection=frozenset({0, 1}))
    unselected = RenderOptions(selected=40)
    # the selection tints the cell and draws its outline over the total's corner without a notch
    # but around the total's digits, drawn over it (the band along the cell's top edge is the
    # outline's colour above the total's box too); below the band the total keeps its ink
    band = max(2.0, float(round(cell * 0.08)))
    below = label.adjusted(0, band + 1 - (label.top() - cell_rect(square, 9, 0).top()), 0, 0)
    base, tinted = _pixels(_render(plain, unselected), below), _pixels(_render(plain, selected), below)
    ink = len([p for p in base if QColor(p).lightness() < 100])
    assert ink and abs(len([p for p in tinted if QColor(p).lightness() < 100]) - ink) <= ink // 10
    outline = QColor(unselected.palette.select_outline).rgb()
    top = cell_rect(square, 9, 0).top()
    over_total = QRectF(label.left(), top + 0.5, label.width(), band - 1).toAlignedRect()
    clear = max(1.0, cell * LABEL_CLEAR)
    digits = label_ink(cell_rect(square, 9, 0), cell, "45").adjusted(-clear, -clear, clear, clear)
    image = _render(plain, selected)
    beside = [
        image.pixel(x, y) for y in range(over_total.top(), over_total.bottom() + 1)
        for x in range(over_total.left(), over_total.right() + 1) if not QRectF(x, y, 1, 1).intersects(digits)
    ]
    assert beside and set(beside) == {outline}
    # the selection's outline is there elsewhere on the cell's edge
    edge = QRectF(cell_rect(square, 9, 0).left() + cell * 0.6, cell_rect(square, 9, 0).top(), cell * 0.2, cell * 0.05)
    assert outline in _pixels(_render(plain, selected), edge)


# -- 16 x 16 ---------------------------------------------------------------------------------------------
def test_sixteen_is_typed_as_one_then_six_and_marks_stay_legible(qtbot, monkeypatch) -> None:
    window = play_window(qtbot, new_puzzle(16))
    ctl = window.controller
    now = [100.0]
    monkeypatch.setattr(editing_module.time, "monotonic", lambda: now[0])
    cell = rc(2, 2, 16)
    click_cell(qtbot, window, cell)
    start = ctl.session._index
    key(qtbot, window, Qt.Key.Key_1)
    now[0] += 0.3
    key(qtbot, window, Qt.Key.Key_6)
    assert ctl.session.state.entries[cell] == 16 and ctl.session._index == start + 1  # one step
    ctl.undo()
    assert ctl.session.state.entries[cell] == 0
    key(qtbot, window, Qt.Key.Key_1)
    now[0] += 2.0  # too slow: 6 is a digit of its own
    key(qtbot, window, Qt.Key.Key_6)
    assert ctl.session.state.entries[cell] == 6
    key(qtbot, window, Qt.Key.Key_G)  # the letter works too
    assert ctl.session.state.entries[cell] == 16
    # pencil marks of 4 x 4 per cell are at least 9 px at the window's first size
    side = window.board.width()
    square = board_square(QRectF(window.board.rect()), 16)
    assert mark_font_px(square.width() / 16, 16) >= 9, side


def test_delete_with_nothing_of_the_modes_layer_says_so(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    click_cell(qtbot, window, rc(1, 1))
    key(qtbot, window, Qt.Key.Key_5, CTRL)  # a centre mark
    key(qtbot, window, Qt.Key.Key_X)  # Corner mode
    before = ctl.session.state
    key(qtbot, window, Qt.Key.Key_Delete)
    assert ctl.session.state == before  # the centre mark stays, as documented
    assert window.status_message().startswith("No corner marks to clear in the selected cells")
    key(qtbot, window, Qt.Key.Key_Z)  # Digit mode: the pencil marks go
    key(qtbot, window, Qt.Key.Key_Delete)
    assert not ctl.session.state.centre[rc(1, 1)]


def test_undo_in_play_mode_of_a_clue_set_in_edit_mode_says_so(qtbot) -> None:
    window = play_window(qtbot)
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_F2)  # edit mode: a clue
    click_cell(qtbot, window, rc(1, 1))
    key(qtbot, window, Qt.Key.Key_4)
    assert ctl.session.puzzle.clues[rc(1, 1)] == 4
    key(qtbot, window, Qt.Key.Key_F3)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.session.puzzle.clues[rc(1, 1)] == 0
    assert window.status_message() == "Undid a change to the puzzle made in edit mode (r1c1)"
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert window.status_message() == "Redid a change to the puzzle made in edit mode (r1c1)"
    click_cell(qtbot, window, rc(2, 2))
    key(qtbot, window, Qt.Key.Key_5)  # an answer: its undo says nothing of the puzzle
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert "puzzle" not in window.status_message()
