"""The Given marks tool of the Rules palette (f-puzzles' given pencil marks): a click picks a
cell, each digit typed toggles in its given candidates, Backspace takes the last back, Delete
clears them; the marks typed after one click are one undo step; they are saved in the native
file and drawn, small but legible, in an empty cell. Also: the Jigsaw tool on a board whose size
has no boxes (7 x 7)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from str8ts_gui.core.document import load_documents
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import cell_rect
from str8ts_gui.kinds.sudoku.fpuzzles import from_fpuzzles
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates

from gui_helpers import grid_square, new_window
from rule_tool_helpers import board_image, centre, click_at, drag, keys, rc, rules, sudoku_edit_window, undo, redo, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


def test_typed_digits_become_the_cells_given_marks(qtbot, window: MainWindow) -> None:
    use(window, "given_marks")
    click_at(qtbot, window, centre(window, rc(2, 3)))
    assert rules(window) == ()
    keys(qtbot, window, Qt.Key_7, Qt.Key_2, Qt.Key_5)
    assert rules(window) == (GivenCandidates(rc(2, 3), (2, 5, 7)),)
    assert "Given pencil marks 257 in r2c3" in window.status_message()
    assert window.controller.session.puzzle.clues == (0,) * 81  # marks, not a given digit
    window.number_pad.type_digit(9)  # the number pad types marks too
    assert rules(window) == (GivenCandidates(rc(2, 3), (2, 5, 7, 9)),)
    keys(qtbot, window, Qt.Key_0)  # no mark 0
    assert rules(window) == (GivenCandidates(rc(2, 3), (2, 5, 7, 9)),) and "1 to 9" in window.status_message()
    click_at(qtbot, window, centre(window, rc(8, 8)))  # another cell has marks of its own
    keys(qtbot, window, Qt.Key_1)
    assert rules(window) == (GivenCandidates(rc(2, 3), (2, 5, 7, 9)), GivenCandidates(rc(8, 8), (1,)))


def test_a_digit_again_backspace_and_delete_take_marks_off(qtbot, window: MainWindow) -> None:
    use(window, "given_marks")
    cell = rc(5, 5)
    click_at(qtbot, window, centre(window, cell))
    keys(qtbot, window, Qt.Key_4, Qt.Key_1, Qt.Key_8)
    keys(qtbot, window, Qt.Key_4)  # typed again: off
    assert rules(window) == (GivenCandidates(cell, (1, 8)),)
    keys(qtbot, window, Qt.Key_Backspace)  # the last typed (8) goes
    assert rules(window) == (GivenCandidates(cell, (1,)),)
    keys(qtbot, window, Qt.Key_Backspace)  # the last one: no given marks left
    assert rules(window) == ()
    keys(qtbot, window, Qt.Key_3, Qt.Key_6)
    keys(qtbot, window, Qt.Key_Delete)  # all of them
    assert rules(window) == ()
    # a later click goes on from the cell's marks: Backspace takes the highest of them
    keys(qtbot, window, Qt.Key_2, Qt.Key_9, Qt.Key_Return)
    click_at(qtbot, window, centre(window, cell))
    keys(qtbot, window, Qt.Key_Backspace)
    assert rules(window) == (GivenCandidates(cell, (2,)),)


def test_the_marks_typed_after_one_click_are_one_undo_step(qtbot, window: MainWindow) -> None:
    use(window, "given_marks")
    cell = rc(1, 9)
    click_at(qtbot, window, centre(window, cell))
    keys(qtbot, window, Qt.Key_3, Qt.Key_5, Qt.Key_6, Qt.Key_Return)
    first = (GivenCandidates(cell, (3, 5, 6)),)
    assert rules(window) == first
    click_at(qtbot, window, centre(window, cell))
    keys(qtbot, window, Qt.Key_5, Qt.Key_1)
    second = (GivenCandidates(cell, (1, 3, 6)),)
    assert rules(window) == second
    undo(qtbot, window)  # the second click's 5 off and 1 on: one step
    assert rules(window) == first
    keys(qtbot, window, Qt.Key_2)  # typing after the undo goes on from what the puzzle has
    assert rules(window) == (GivenCandidates(cell, (2, 3, 5, 6)),)
    undo(qtbot, window)
    undo(qtbot, window)  # the first click's three marks: one step
    assert rules(window) == ()
    redo(qtbot, window)
    assert rules(window) == first


def test_given_marks_are_saved_in_the_native_file(qtbot, window: MainWindow, tmp_path: Path) -> None:
    use(window, "given_marks")
    click_at(qtbot, window, centre(window, rc(3, 4)))
    keys(qtbot, window, Qt.Key_8, Qt.Key_6, Qt.Key_Return)
    path = tmp_path / "marks.puzzle"
    assert window.save_to(path)
    assert load_documents(path)[0].puzzle.constraints == (GivenCandidates(rc(3, 4), (6, 8)),)
    reopened = new_window(qtbot, path)
    assert reopened.controller.session.puzzle.constraints == (GivenCandidates(rc(3, 4), (6, 8)),)


def test_letters_type_marks_10_to_16_on_a_big_board(qtbot) -> None:
    w = sudoku_edit_window(qtbot, new_puzzle(16))
    use(w, "given_marks")
    click_at(qtbot, w, centre(w, 17))
    keys(qtbot, w, Qt.Key_A, Qt.Key_G, Qt.Key_3)
    assert rules(w) == (GivenCandidates(17, (3, 10, 16)),)


def _ink(image, rect) -> int:
    """Dark pixels (text) inside ``rect`` of ``image``."""
    return sum(
        QColor(image.pixel(x, y)).lightness() < 170
        for x in range(int(rect.left()) + 2, int(rect.right()) - 1)
        for y in range(int(rect.top()) + 2, int(rect.bottom()) - 1)
    )


def test_given_marks_are_drawn_in_an_empty_cell(qtbot, window: MainWindow, tmp_path: Path) -> None:
    use(window, "given_marks")
    cell = rc(5, 5)
    click_at(qtbot, window, centre(window, cell))
    before = window.board.grab().toImage()
    keys(qtbot, window, Qt.Key_1, Qt.Key_3, Qt.Key_7, Qt.Key_9, Qt.Key_Return)
    after = window.board.grab().toImage()
    window.grab().save(str(tmp_path / "given_marks.png"))  # (looked at: "1379" small and grey along the cell's foot)
    rect = cell_rect(grid_square(window), 9, cell)
    assert _ink(after, rect) > _ink(before, rect) + 20
    # drawn by the rule's drawer (the same on a plain rendering): dark enough on white to read
    puzzle = window.controller.session.puzzle
    image, sq = board_image(puzzle)
    r = cell_rect(sq, 9, cell)
    darkest = min(QColor(image.pixel(x, y)).lightness() for x in range(int(r.left()) + 2, int(r.right()) - 1) for y in range(int(r.top()) + 2, int(r.bottom()) - 1))
    assert darkest < 130
    # not drawn over a digit: a given 3 there looks as without the marks
    given = [3 if i == cell else 0 for i in range(81)]
    filled, sq = board_image(puzzle.replace(clues=tuple(given)))
    bare, sq = board_image(new_puzzle(9, given))
    pixels = [(x, y) for x in range(int(r.left()), int(r.right())) for y in range(int(r.top()), int(r.bottom()))]
    assert [filled.pixel(*p) for p in pixels] == [bare.pixel(*p) for p in pixels]


def test_jigsaw_tool_on_a_board_without_boxes(qtbot) -> None:
    # a 7 x 7 board's own regions are its rows; the Jigsaw tool paints them like a 9 x 9's boxes
    doc = from_fpuzzles({"size": 7, "grid": [[{} for _ in range(7)] for _ in range(7)]})
    w = new_window(qtbot)
    w.set_document(doc, mode=Mode.EDIT)
    use(w, "jigsaw")
    drag(qtbot, w, 0, 7)  # r2c1 into the region of r1c1
    regions = w.controller.session.puzzle.regions
    assert regions[7] == regions[0] == 0 and regions[8] == 1 and len(regions) == 49
    assert "region 1 has 8 cells" in w.status_message()
