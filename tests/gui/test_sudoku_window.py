"""Classic Sudoku in the window: edit givens, play, check, solve, badge, files, drawing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, render_board
from str8ts_gui.kinds.sudoku.formats import parse_line, to_line
from str8ts_gui.kinds.sudoku.model import geometry
from str8ts_gui.solver.sat import Status, solve

from gui_helpers import click_cell, key, new_window, wait_analysis

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


def show(window: MainWindow, line: str = PUZZLE, mode: Mode = Mode.PLAY) -> None:
    window.set_document(Document(parse_line(line)), mode=mode)


def test_edit_mode_types_givens_and_never_paints_black(qtbot, window: MainWindow) -> None:
    show(window, "." * 81, Mode.EDIT)
    ctl = window.controller
    assert ctl.session.puzzle.kind == "sudoku"
    click_cell(qtbot, window, 10)
    key(qtbot, window, Qt.Key_7)
    assert ctl.session.puzzle.clues[10] == 7
    click_cell(qtbot, window, 11, Qt.MouseButton.RightButton)  # right click: no black cells here
    key(qtbot, window, Qt.Key_Space)
    assert not any(ctl.session.puzzle.black)
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert ctl.session.puzzle.clues[10] == 0
    key(qtbot, window, Qt.Key_Y, CTRL)
    assert ctl.session.puzzle.clues[10] == 7 and ctl.session.puzzle.kind == "sudoku"


def test_play_entries_marks_mistakes_and_fill(qtbot, window: MainWindow) -> None:
    show(window)
    ctl = window.controller
    click_cell(qtbot, window, 1)  # r1c2; r1c1 holds a 4
    key(qtbot, window, Qt.Key_4)
    assert ctl.session.state.entries[1] == 4
    assert {0, 1} <= ctl.render_options().violations
    key(qtbot, window, Qt.Key_Backspace)
    key(qtbot, window, Qt.Key_9, Qt.KeyboardModifier.AltModifier)  # a pencil mark (a candidate)
    assert ctl.session.state.marks[1] == 1 << 9
    key(qtbot, window, Qt.Key_P, CTRL | SHIFT)  # Fill Pencil Marks: rows, columns and boxes
    marks = ctl.session.state.marks
    assert not marks[1] >> 4 & 1 and not marks[1] >> 3 & 1  # 4 in its row, 3 in its box
    geo = geometry(9)
    for i, m in enumerate(marks):
        for j in geo.peers[i]:
            clue = ctl.session.puzzle.clues[j]
            assert not (clue and m >> clue & 1)


def test_badge_unique_several_and_conflicting_givens_ringed(qtbot, window: MainWindow) -> None:
    show(window)
    wait_analysis(qtbot, window, "Unique solution")
    bad = PUZZLE[:1] + "4" + PUZZLE[2:]  # a second 4 in row 1
    QGuiApplication.clipboard().setText(bad)
    with qtbot.waitSignal(window.analysisShown, timeout=5000) as blocker:
        key(qtbot, window, Qt.Key_V, CTRL)
    assert blocker.args[0].status is Status.NONE
    assert window.controller.conflict == frozenset({0, 1})
    assert window.controller.session.puzzle.kind == "sudoku"
    few = "4" + "." * 80
    QGuiApplication.clipboard().setText(few)
    with qtbot.waitSignal(window.analysisShown, timeout=5000):
        key(qtbot, window, Qt.Key_V, CTRL)
    assert window.analysis_label.text() == "Multiple solutions"


def test_solve_check_and_undo(qtbot, window: MainWindow) -> None:
    show(window)
    expected = solve(parse_line(PUZZLE)).solution
    with qtbot.waitSignal(window.solveFinished, timeout=5000) as blocker:
        key(qtbot, window, Qt.Key_F5)
    assert blocker.args[0].value.status is Status.UNIQUE
    assert window.controller.session.state.values() == expected
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert not any(window.controller.session.state.entries)
    # a wrong entry is named by Check
    open_cell = next(i for i, c in enumerate(parse_line(PUZZLE).clues) if not c)
    wrong = expected[open_cell] % 9 + 1
    window.controller.select(open_cell)
    window.controller.type_digit(wrong)
    with qtbot.waitSignal(window.hints.checked, timeout=5000):
        window.act_check.trigger()
    assert window.controller.wrong == frozenset({open_cell})


def test_save_and_open_a_sudoku(qtbot, window: MainWindow, tmp_path: Path, dialogs) -> None:
    show(window)
    window.controller.select(1)
    window.controller.type_digit(1)
    path = tmp_path / "s.str8ts"
    assert window.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["kind"] == "sudoku" and data["puzzle"] == PUZZLE and data["entries"][1] == "1"
    [doc] = load_documents(path)
    assert doc.puzzle == parse_line(PUZZLE) and doc.state.entries[1] == 1
    sdk = tmp_path / "p.sdk"
    sdk.write_text("#AAnne Author\n" + "\n".join(PUZZLE[r * 9 : r * 9 + 9] for r in range(9)) + "\n", encoding="utf-8")
    assert window.load_path(sdk)
    assert window.controller.session.puzzle.kind == "sudoku"
    assert to_line(window.controller.session.puzzle) == PUZZLE


@pytest.mark.parametrize("size", [4, 6, 8, 9, 12, 16])
def test_box_borders_are_drawn_thick(qtbot, size: int) -> None:
    """The pixel just right of a box border is dark; the same spot at a plain cell line is not."""
    puzzle = kind_of(parse_line("." * size * size)).empty(size)
    side = 64 * size
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    square = render_board(painter, QRectF(0, 0, side, side), PlayStateOf(puzzle), RenderOptions())
    painter.end()
    geo = geometry(size)
    cell = square.width() / size
    border = next(c for c in range(size - 1) if geo.region_border_right(c))
    plain = next(c for c in range(size - 1) if not geo.region_border_right(c))
    y = int(square.top() + cell / 2)

    def darkness(col: int) -> int:
        x = square.left() + (col + 1) * cell
        return min(QImage.pixelColor(image, int(x) + dx, y).lightness() for dx in (-1, 0, 1))

    assert darkness(border) < 60 < darkness(plain)
    # the thick lines leave the digits' room: the cell centre stays white
    assert image.pixelColor(int(square.left() + cell / 2), y).lightness() > 240


def PlayStateOf(puzzle):  # noqa: N802 - reads like a constructor
    from str8ts_gui.core.puzzle import PlayState

    return PlayState.new(puzzle)


def test_file_new_offers_sudoku_by_size_and_same_size_keeps_the_kind(qtbot, window: MainWindow) -> None:
    window.act_new_kinds["sudoku"][6].trigger()
    puzzle = window.controller.session.puzzle
    assert (puzzle.kind, puzzle.size, any(puzzle.clues)) == ("sudoku", 6, False)
    assert window.controller.mode == Mode.EDIT and "Sudoku" in window.status_message()
    key(qtbot, window, Qt.Key_F3)
    key(qtbot, window, Qt.Key_N, CTRL)  # same kind and size again
    assert window.controller.session.puzzle == kind_of(puzzle).empty(6)
    window.act_new_sizes[9].trigger()  # the Str8ts sizes keep their place and shortcuts
    assert window.controller.session.puzzle.kind == "str8ts"


def test_file_new_offers_every_sudoku_size_the_files_hold_under_other_sizes(qtbot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QMenu

    menu = window.findChild(QMenu, "menu_new_sudoku_other")
    offered = sorted(n for n, act in window.act_new_kinds["sudoku"].items() if act in menu.actions())
    assert offered == [3, 5, 7, 10, 11, 13, 14, 15]  # every size 3 to 16 the generator does not make
    key(qtbot, window, Qt.Key_U, CTRL | Qt.KeyboardModifier.AltModifier)
    key(qtbot, window, Qt.Key_7)  # Ctrl+Alt+U, 7: a 7 x 7 board (its rows are its regions until redrawn)
    puzzle = window.controller.session.puzzle
    assert (puzzle.kind, puzzle.size, any(puzzle.clues)) == ("sudoku", 7, False)
    assert window.status_bar.board_text() == "Sudoku 7 x 7" and window.controller.mode == Mode.EDIT
    click_cell(qtbot, window, 0)
    key(qtbot, window, Qt.Key_5)
    assert window.controller.session.puzzle.clues[0] == 5
    wait_analysis(qtbot, window, "Multiple solutions")  # the live check works on it


def test_new_sudoku_shortcut_is_ctrl_alt_u_then_the_size(qtbot, window: MainWindow) -> None:
    assert window.act_new_kinds["sudoku"][16].shortcut().toString() == "Ctrl+Alt+U, G"
    key(qtbot, window, Qt.Key_U, CTRL | Qt.KeyboardModifier.AltModifier)
    key(qtbot, window, Qt.Key_8)
    puzzle = window.controller.session.puzzle
    assert (puzzle.kind, puzzle.size) == ("sudoku", 8)
