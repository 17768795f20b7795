"""An answer that breaks a rule: the board shows it in red and the status bar says briefly what
it clashes with ("r3c4: 5 is already in row 3 (r3c7)"); with Show Mistakes off it says nothing
(the board shows nothing either)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.str8ts.formats import parse_line

from gui_helpers import GENTLE_LINE, click_cell, key, new_window, window_with


def sudoku_in_play(qtbot, size: int = 9):
    window = new_window(qtbot)
    window.new_puzzle(size, "sudoku")
    window.set_mode(Mode.PLAY)
    assert window.controller.mode == Mode.PLAY
    return window


def type_at(qtbot, window, index: int, k) -> None:
    click_cell(qtbot, window, index)
    key(qtbot, window, k)


def test_a_repeated_digit_is_named_in_the_status_bar(qtbot) -> None:
    window = sudoku_in_play(qtbot)
    ctl = window.controller
    type_at(qtbot, window, 2 * 9 + 6, Qt.Key_5)  # r3c7
    assert "already" not in window.status_message()
    type_at(qtbot, window, 2 * 9 + 3, Qt.Key_5)  # r3c4: the same row
    assert ctl.session.state.entries[2 * 9 + 3] == 5  # the answer goes in, as before
    assert window.status_message() == "r3c4: 5 is already in row 3 (r3c7)"
    assert {2 * 9 + 3, 2 * 9 + 6} <= ctl.render_options().violations  # the board's red, unchanged
    window.grab().save("/tmp/padfix/clash_row.png")
    # a digit clashing twice over: both named, in one line
    type_at(qtbot, window, 0, Qt.Key_7)  # r1c1
    type_at(qtbot, window, 1 * 9 + 8, Qt.Key_7)  # r2c9: same row as ... nothing yet
    assert "already" not in window.status_message()
    type_at(qtbot, window, 1 * 9 + 1, Qt.Key_7)  # r2c2: box 1 (r1c1) and row 2 (r2c9)
    assert window.status_message() == "r2c2: 7 is already in row 2 (r2c9) and in box 1 (r1c1)"
    # taking the digit out again (typed once more) says nothing of a clash
    type_at(qtbot, window, 1 * 9 + 1, Qt.Key_1)
    assert "already" not in window.status_message()


def test_no_clash_message_while_mistakes_are_hidden(qtbot) -> None:
    window = sudoku_in_play(qtbot)
    window.act_show_mistakes.trigger()  # View > Show Mistakes off (Ctrl+Shift+M)
    assert not window.controller.show_violations
    type_at(qtbot, window, 2 * 9 + 6, Qt.Key_5)
    type_at(qtbot, window, 2 * 9 + 3, Qt.Key_5)
    assert window.controller.session.state.entries[2 * 9 + 3] == 5
    assert "already" not in window.status_message()
    assert not window.controller.render_options().violations


def test_str8ts_repeat_in_a_column(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, parse_line(GENTLE_LINE))
    ctl = window.controller
    puzzle = ctl.session.puzzle
    # an open cell and a white clue in its column, the clue's digit typed into the cell
    n = puzzle.size
    cell, clue = next(
        (i, j) for i in range(n * n) if ctl.session.state.is_open(i)
        for j in range(i % n, n * n, n) if puzzle.clues[j] and not puzzle.black[j]
        and not any(puzzle.clues[k] == puzzle.clues[j] for k in range(i // n * n, i // n * n + n))
    )
    digit = puzzle.clues[clue]
    type_at(qtbot, window, cell, getattr(Qt, f"Key_{digit}"))
    assert ctl.session.state.entries[cell] == digit
    col = cell % n + 1
    assert window.status_message().startswith(f"{puzzle.cell_name(cell)}: {digit} is already in column {col} ({puzzle.cell_name(clue)})")


def test_16x16_one_then_six_forgets_the_ones_clash(qtbot, monkeypatch) -> None:
    from str8ts_gui.gui.board import controller

    monkeypatch.setattr(controller, "TWO_DIGIT_SECONDS", 600.0)  # (a slow machine is still "within 0.8 s")
    window = sudoku_in_play(qtbot, 16)
    type_at(qtbot, window, 5, Qt.Key_1)  # r1c6
    type_at(qtbot, window, 0, Qt.Key_1)  # r1c1: 1 again in row 1
    assert window.status_message() == "r1c1: 1 is already in row 1 (r1c6)"
    key(qtbot, window, Qt.Key_6)  # within 0.8 s: 16, which clashes with nothing
    assert window.controller.session.state.entries[0] == 16
    assert window.status_message() == ""
