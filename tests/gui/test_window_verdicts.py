"""What the window says about the puzzle must be true (issue 14, items 1-7): the grade only for
a puzzle with exactly one solution and one grade everywhere, the "Solved" message only while the
solution is on the board, the mode once, the true reason for "No solution", a live check that
stops undecided with Keep Checking instead of looking stuck, and hints about a mistake that
escalate like any other.

Driven through the window's keys, buttons and clipboard as a user would; slow solving is a
fake solve function, never real timing.
"""

from __future__ import annotations


import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.kinds.str8ts.formats import parse_line, parse_text, to_line
from str8ts_gui.kinds.str8ts.logic import Rating, rate
from str8ts_gui.kinds.sudoku import formats as sudoku_formats
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.solver.sat import SolveResult, Status, solve

from gui_helpers import key, new_window, wait_analysis, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
SOLUTION = solve(GENTLE).solution
OPEN = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]
# 5 x 5 without a solution that the logic nevertheless "solves" and rates Moderate: the grade
# the newcomer saw next to "No solution"
RATED_BUT_UNSOLVABLE = "....##1#........3#2...a4#"
# 5 x 5: the clue 3 in r4c1 cannot hold in this pattern (the pattern alone can be filled)
ONE_CLUE_AGAINST_THE_PATTERN = ".#......#...c#.3#.2.....#"
# 5 x 5: the pattern of black and white cells itself cannot be filled, whatever the clues
PATTERN_WITHOUT_SOLUTION = "....#....#..............#"
SUDOKU_LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SUDOKU_TWO_FOURS = SUDOKU_LINE[:1] + "4" + SUDOKU_LINE[2:]

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def paste(qtbot, window: MainWindow, text: str) -> None:
    """Ctrl+V of ``text``, waiting until the window has analysed the pasted puzzle."""
    QGuiApplication.clipboard().setText(text)
    with qtbot.waitSignal(window.analysisShown, timeout=5000):
        key(qtbot, window, Qt.Key.Key_V, CTRL)


def grading_done(window: MainWindow) -> bool:
    return not window.grader.pending


# -- 1. no grade without exactly one solution ---------------------------------------------------------
def test_a_puzzle_without_a_solution_shows_no_grade(qtbot, monkeypatch) -> None:
    """Even when the logic would rate it (a logic that, as once, fills a puzzle without
    noticing that it has no solution), the window shows no grade for it."""
    from str8ts_gui.kinds.str8ts import logic

    real = logic.rate
    monkeypatch.setattr(logic, "rate", lambda puzzle, *a, **k: real(GENTLE))
    assert logic.rate(parse_line(RATED_BUT_UNSOLVABLE)).solved
    window = new_window(qtbot)
    paste(qtbot, window, RATED_BUT_UNSOLVABLE)
    assert window.analysis_label.text() == "No solution"
    qtbot.waitUntil(lambda: grading_done(window), timeout=5000)
    qtbot.wait(300)  # (a grading, if one had been started, would have been shown by now)
    assert window.grade_text() == "" and "Moderate" not in window.status_text()
    assert "Grade" not in window.status_text()


def test_a_puzzle_with_several_solutions_shows_no_grade(qtbot) -> None:
    window = new_window(qtbot)
    paste(qtbot, window, "#....1........1.")
    assert window.analysis_label.text() == "Multiple solutions"
    qtbot.waitUntil(lambda: grading_done(window), timeout=5000)
    assert window.grade_text() == ""


# -- 2. one grade: none on an empty board, gone with the old puzzle, the same in the path panel -------
def test_an_empty_board_says_nothing_about_logic(qtbot) -> None:
    window = new_window(qtbot)
    wait_analysis(qtbot, window, "Multiple solutions")
    qtbot.waitUntil(lambda: grading_done(window), timeout=5000)
    qtbot.wait(300)
    assert window.grade_text() == "" and "logic" not in window.status_text()


def test_a_new_puzzle_clears_the_old_grade_at_once(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    expected = f"Grade: {rate(GENTLE).grade}"
    qtbot.waitUntil(lambda: window.grade_text() == expected, timeout=5000)
    assert window.new_puzzle(9)
    assert window.grade_text() == ""  # not the grade of the puzzle before
    wait_analysis(qtbot, window, "Multiple solutions")
    assert window.grade_text() == ""
    paste(qtbot, window, to_line(GENTLE))  # the graded puzzle again: its grade again
    qtbot.waitUntil(lambda: window.grade_text() == expected, timeout=5000)


def test_the_path_panel_names_the_grade_the_status_bar_shows(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    # the window's one grade (here from a rating that says Tough, unlike the path's own steps)
    window.grader.rate_fn = lambda puzzle: Rating(True, "Tough", 20, 30, (), "")
    paste(qtbot, window, to_line(GENTLE.with_cell(OPEN[0], clue=SOLUTION[OPEN[0]])))  # graded afresh
    qtbot.waitUntil(lambda: window.grade_text() == "Grade: Tough", timeout=5000)
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Solve from Here
    summary = window.path_panel.summary_label.text()
    assert "steps solve it from here." in summary
    assert "The puzzle's grade: Tough." in summary and "Gentle" not in summary
    # another puzzle: the panel's grade goes with the status bar's
    assert window.new_puzzle(9)
    assert window.path_panel.grade is None and window.grade_text() == ""


# -- 3. the "Solved" message goes with the solution -------------------------------------------------------
def test_undo_of_solve_takes_the_solved_message_away(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        key(qtbot, window, Qt.Key.Key_F5)
    assert window.status_message().startswith("Solved") and "Unique solution" in window.status_message()
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.controller.session.state == PlayState.new(GENTLE)
    assert "Solved" not in window.status_text()


def test_the_solved_message_goes_when_an_entry_changes(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        key(qtbot, window, Qt.Key.Key_F5)
    assert window.status_message().startswith("Solved")
    window.controller.select(OPEN[0])
    key(qtbot, window, Qt.Key.Key_Delete)
    assert "Solved" not in window.status_text()


# -- 4. the mode once --------------------------------------------------------------------------------
def test_the_status_bar_names_the_mode_once(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    for k, mode in ((Qt.Key.Key_F2, "Edit mode"), (Qt.Key.Key_F3, "Play mode")):
        key(qtbot, window, k)
        assert window.mode_label.text() == mode
        assert window.status_text().count(mode) == 1, window.status_text()
    # narrow: the mode label is hidden, so the message of a mode switch says it (still once)
    window.resize(600, 600)
    qtbot.waitUntil(lambda: window.width() == 600)
    QApplication.processEvents()
    assert not window.mode_label.isVisible()
    key(qtbot, window, Qt.Key.Key_F2)
    assert window.status_message() == "Edit mode"


# -- 5. the true reason for "No solution" ----------------------------------------------------------------
def test_no_solution_because_of_one_clue_in_this_pattern(qtbot) -> None:
    window = new_window(qtbot)
    paste(qtbot, window, ONE_CLUE_AGAINST_THE_PATTERN)
    tip = window.analysis_label.toolTip()
    assert window.analysis_label.text() == "No solution"
    assert tip.startswith(
        "No solution: the clue 3 in r4c1 (ringed) cannot hold with this pattern of black and white "
        "cells; change it or the pattern"
    )
    assert "1 clues" not in tip and window.controller.conflict == {15}


def test_no_solution_because_of_the_pattern_itself(qtbot) -> None:
    window = new_window(qtbot)
    paste(qtbot, window, PATTERN_WITHOUT_SOLUTION)
    tip = window.analysis_label.toolTip()
    assert tip.startswith("No solution: the pattern of black and white cells itself cannot be filled")
    assert window.controller.conflict == frozenset()  # no clue is ringed: none is to blame
    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        key(qtbot, window, Qt.Key.Key_F5)
    assert window.status_message().startswith("Solve: No solution: the pattern of black and white cells itself")


def test_no_solution_in_a_sudoku_names_the_givens(qtbot) -> None:
    window = new_window(qtbot)
    from str8ts_gui.core.document import Document

    with qtbot.waitSignal(window.analysisShown, timeout=5000):
        window.set_document(Document(sudoku_formats.parse_line(SUDOKU_TWO_FOURS)))
    # a rule broken on its face: exactly the two 4s are ringed, and said plainly (issue 19)
    tip = window.analysis_label.toolTip()
    assert tip.startswith("No solution: two 4s in row 1 (ringed)")
    assert "pattern" not in tip
    assert window.controller.conflict == {0, 1}
    assert window.status_message() == "No solution: two 4s in row 1 (ringed)"


# -- 6. a live check that takes too long stops undecided; Keep Checking goes on --------------------------
class Stubborn:
    """A solve function that searches until it is cancelled or released (then it answers)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.calls = 0

    def __call__(self, puzzle: Puzzle, *, cancel=None) -> SolveResult:
        self.calls += 1
        while not self.release.is_set():
            if cancel is not None and cancel.cancelled:
                return SolveResult(Status.CANCELLED, 0, (), 0.0)
            time.sleep(0.005)
        return solve(puzzle, limit=2, cancel=cancel)


@pytest.fixture
def slow_window(qtbot):
    solver = Stubborn()
    window = MainWindow(analysis_solve_fn=solver, autosave=False, restore_geometry=False)
    window.analysis.time_limit = 0.05  # the real limit is seconds; the test does not wait that long
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window, solver
    solver.release.set()
    window.shutdown()


def test_a_slow_check_stops_undecided_with_keep_checking(qtbot, slow_window) -> None:
    window, solver = slow_window
    wait_analysis(qtbot, window, "Not decided yet")
    button = window.status_bar.keep_button
    assert button.isVisible() and button.text() == "Keep Checking"
    assert "Keep Checking" in window.analysis_label.toolTip()
    assert window.grade_text() == ""  # undecided: no grade
    assert solver.calls == 1

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.analysis_label.text().startswith("Checking"))
    assert window.analysis.unlimited and button.isVisible() and button.text() == "Stop"
    assert solver.calls == 2
    qtbot.wait(200)  # well past the time limit: a check without a limit goes on
    assert window.analysis.runner.busy and window.analysis_label.text().startswith("Checking")
    window.status_bar._tick()  # the badge counts the seconds while it checks
    assert window.status_bar.badge_text() == "Checking… 1 s"

    solver.release.set()
    wait_analysis(qtbot, window, "Multiple solutions")  # the empty board, decided
    assert not button.isVisible()


def test_stop_ends_the_check_without_a_limit(qtbot, slow_window) -> None:
    window, solver = slow_window
    wait_analysis(qtbot, window, "Not decided yet")
    button = window.status_bar.keep_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: button.text() == "Stop")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_analysis(qtbot, window, "Not decided yet")
    assert button.isVisible() and button.text() == "Keep Checking"
    # a change of the puzzle checks again, with the time limit
    key(qtbot, window, Qt.Key.Key_5)
    qtbot.waitUntil(lambda: solver.calls == 3, timeout=5000)
    wait_analysis(qtbot, window, "Not decided yet")
    assert not window.analysis.unlimited


# -- 7. a hint about a mistake escalates ---------------------------------------------------------------
def hint_key(qtbot, window: MainWindow) -> tuple:
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    return tuple(blocker.args)


def test_hint_on_a_wrong_entry_escalates_in_three_levels(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    ctl = window.controller
    cell = OPEN[3]
    ctl.select(cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{SOLUTION[cell] % 9 + 1}"))
    row = frozenset(range(cell // 9 * 9, cell // 9 * 9 + 9))
    name = GENTLE.cell_name(cell)

    hint, level = hint_key(qtbot, window)
    assert hint.kind == "wrong" and level == 1
    assert window.hint_panel.level_label.text() == "Hint 1 of 3: a mistake"
    assert name not in window.hint_panel.text_label.text()  # not yet where
    assert ctl.step_view.cells == frozenset() and ctl.step_view.area == frozenset()
    assert not window.act_apply_hint.isEnabled() and window.hint_panel.more_button.text() == "More"

    hint2, level = hint_key(qtbot, window)
    assert hint2 is hint and level == 2
    assert window.hint_panel.text_label.text() == f"A wrong entry: look at row {cell // 9 + 1}."
    assert ctl.step_view.area == row and ctl.step_view.cells == frozenset()
    assert not window.act_apply_hint.isEnabled()

    _, level = hint_key(qtbot, window)
    assert level == 3
    assert window.hint_panel.text_label.text() == f"{name} is wrong. Apply removes it."
    assert ctl.step_view.cells == {cell} and window.act_apply_hint.isEnabled()
    assert window.hint_panel.more_button.text() == "Hint"
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply removes the wrong entry
    assert ctl.session.state.entries[cell] == 0
