"""The Solution Path panel with no steps to list: below the empty list it says why and what to do
(never "Select a step" with nothing to select), and Solve from Here is on only where it can do
something (off, with a tooltip saying why, on a solved board, an empty board, a puzzle the logic
refused and while the path is being found). A path still being found for a puzzle that has since
changed is never listed for the new one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.play.completion import grid_is_solved
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.panels.path_panel import (
    BLANK,
    BLANK_TIP,
    BUSY_TIP,
    CHANGED_PUZZLE,
    NO_STEPS_MISTAKE,
    NO_STEPS_NO_SOLUTION,
    NO_STEPS_STUCK,
    SELECT_STEP,
    SOLVE_TIP,
    SOLVED_TIP,
)
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.solver.sat import solve

from gui_helpers import key, new_window, open_solution_path, slow_paths, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
SOLUTION = solve(GENTLE).solution
OPEN = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]
SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return window_with(qtbot, tmp_path, GENTLE)


def digit_key(digit: int):
    return getattr(Qt.Key, f"Key_{digit}")


def buttons_on(window: MainWindow) -> list[str]:
    panel = window.path_panel
    buttons = {"solve": panel.solve_button, "back": panel.back_button, "forward": panel.forward_button,
               "live": panel.live_button}
    return [name for name, b in buttons.items() if b.isEnabled()]


def solve_tip(window: MainWindow) -> str:
    from PySide6.QtGui import QKeySequence

    keys = window.act_solve_from_here.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    return f"{SOLVE_TIP} ({keys})"


def test_a_board_with_a_mistake_says_why_the_list_is_empty_and_what_to_do(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    panel = window.path_panel
    cell = OPEN[0]  # r1c3: 5 is a given of its row
    ctl.select(cell)
    key(qtbot, window, Qt.Key.Key_5)
    found = open_solution_path(qtbot, window)
    assert len(found.path.steps) == 0 and panel.steps.count() == 0
    assert "your board has a mistake" in panel.summary_label.text()
    assert panel.detail_label.text() == NO_STEPS_MISTAKE
    assert SELECT_STEP not in panel.detail_label.text()
    assert buttons_on(window) == ["solve"]  # nothing to step through
    assert panel.solve_button.toolTip() == solve_tip(window)

    key(qtbot, window, Qt.Key.Key_Delete)  # the mistake mended: the summary says to find the path again
    assert "Your board has changed since" in panel.summary_label.text()
    assert panel.detail_label.text() == ""
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # back to the board it was found on
    assert panel.detail_label.text() == NO_STEPS_MISTAKE
    key(qtbot, window, Qt.Key.Key_Delete)
    with qtbot.waitSignal(panel.pathShown, timeout=20000):
        qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    assert panel.steps.count() > 0 and panel.detail_label.text() == SELECT_STEP
    assert buttons_on(window) == ["solve", "forward"]


def test_a_puzzle_without_a_solution_and_one_the_logic_cannot_start_say_so_below_the_list(qtbot) -> None:
    window = new_window(qtbot)
    panel = window.path_panel
    window.set_document(Document(parse_line("44....8.5" + SUDOKU[9:])), mode=Mode.PLAY)  # two 4s in row 1
    found = open_solution_path(qtbot, window)
    assert len(found.path.steps) == 0 and "the puzzle has no solution" in panel.summary_label.text()
    assert panel.detail_label.text() == NO_STEPS_NO_SOLUTION
    assert buttons_on(window) == ["solve"]

    with qtbot.waitSignal(panel.pathShown, timeout=20000):  # one given: many solutions, no step
        window.set_document(Document(parse_line("4" + "." * 80)), mode=Mode.PLAY)
    assert panel.steps.count() == 0 and "The logic stops after 0 steps" in panel.summary_label.text()
    assert panel.detail_label.text() == NO_STEPS_STUCK
    assert buttons_on(window) == ["solve"]


def test_solve_from_here_is_off_on_a_solved_board_and_on_again_after_an_undo(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    panel = window.path_panel
    open_solution_path(qtbot, window)
    assert panel.solve_button.isEnabled() and panel.solve_button.toolTip() == solve_tip(window)
    for cell in OPEN:
        ctl.select(cell)
        key(qtbot, window, digit_key(SOLUTION[cell]))
    assert grid_is_solved(ctl.session.state)
    assert not panel.solve_button.isEnabled()
    assert panel.solve_button.toolTip() == SOLVED_TIP
    assert buttons_on(window) == [] and panel.detail_label.text() == ""
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # unsolved again
    assert panel.solve_button.isEnabled() and panel.solve_button.toolTip() == solve_tip(window)
    assert panel.steps.count() > 0 and panel.detail_label.text() == SELECT_STEP


def test_solve_from_here_is_off_on_a_new_empty_board_until_it_has_a_given(qtbot, window: MainWindow) -> None:
    open_solution_path(qtbot, window)
    panel = window.path_panel
    assert window.new_puzzle(9, "sudoku")
    assert panel.summary_label.text() == BLANK and panel.detail_label.text() == ""
    assert buttons_on(window) == [] and panel.solve_button.toolTip() == BLANK_TIP
    key(qtbot, window, Qt.Key.Key_5)  # a given (edit mode)
    assert buttons_on(window) == ["solve"] and panel.solve_button.toolTip() == solve_tip(window)


def test_solve_from_here_is_off_while_the_path_is_found(qtbot, window: MainWindow, monkeypatch) -> None:
    slow_paths(monkeypatch, 0.3)
    panel = window.path_panel
    with qtbot.waitSignal(panel.pathShown, timeout=20000):
        panel.show()
        assert panel.busy and not panel.solve_button.isEnabled()
        assert panel.solve_button.toolTip() == BUSY_TIP
        assert panel.detail_label.text() == ""
    assert panel.solve_button.isEnabled() and panel.solve_button.toolTip() == solve_tip(window)


def test_a_puzzle_the_logic_refuses_turns_solve_from_here_off_until_the_puzzle_changes(
    qtbot, sudoku_without_logic
) -> None:
    window = new_window(qtbot)
    window.set_document(Document(parse_line(SUDOKU)), mode=Mode.PLAY)
    panel = window.path_panel
    key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Hint > Solve from Here
    refused = "The solution path is not available for Sudoku yet."
    qtbot.waitUntil(lambda: panel.summary_label.text() == refused, timeout=5000)
    assert not panel.busy and buttons_on(window) == [] and panel.solve_button.toolTip() == refused
    assert panel.detail_label.text() == ""
    window.set_mode(Mode.EDIT)  # the puzzle edited: it may be one the logic knows now
    window.controller.select(1)
    key(qtbot, window, Qt.Key.Key_1)
    assert panel.summary_label.text() == CHANGED_PUZZLE
    assert buttons_on(window) == ["solve"] and panel.solve_button.toolTip() == solve_tip(window)


def test_a_path_found_for_a_puzzle_edited_since_is_not_listed(qtbot, window: MainWindow, monkeypatch) -> None:
    slow_paths(monkeypatch, 0.4)
    panel = window.path_panel
    panel.show()
    assert panel.busy
    window.set_mode(Mode.EDIT)
    window.controller.select(OPEN[0])
    key(qtbot, window, Qt.Key.Key_1)  # a new given while its path is found: another puzzle
    assert panel.summary_label.text() == CHANGED_PUZZLE
    qtbot.wait(800)  # the old puzzle's path, found by now, is not listed for this one
    assert panel.result is None and panel.steps.count() == 0 and panel.summary_label.text() == CHANGED_PUZZLE
    assert not panel.busy and buttons_on(window) == ["solve"]


def test_a_path_found_for_the_puzzle_before_is_not_listed_when_the_panel_is_shown(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    slow_paths(monkeypatch, 0.4)
    panel = window.path_panel
    panel.show()
    assert panel.busy
    panel.hide()  # another puzzle opened while the panel is hidden and the path still being found
    other = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[1]
    window.set_document(Document(other), mode=Mode.PLAY)
    qtbot.wait(800)
    assert panel.result is None and panel.steps.count() == 0
    with qtbot.waitSignal(panel.pathShown, timeout=20000) as blocker:  # shown: the new puzzle's path
        panel.show()
    assert blocker.args[0].state.puzzle == other and panel.steps.count() > 0
