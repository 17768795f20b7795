"""A fresh look at the window while the solver works in the background: results that arrive for
a board the user has changed since never speak for the board now, and a solve the board changed
under never counts as having solved it.

The slow work here is held by events the test releases, so nothing depends on how fast the
machine is."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.main_window import SOLVED_AFTER_SOLVE, MainWindow
from str8ts_gui.gui.worker import LiveAnalysis
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.solver.sat import SolveResult, Status, solve

from gui_helpers import click_cell, key, wait_analysis, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
SOLUTION = solve(GENTLE).solution
CTRL = Qt.KeyboardModifier.ControlModifier
OPEN = [i for i in range(GENTLE.cell_count) if PlayState.new(GENTLE).is_open(i)]


def digit_key(digit: int):
    return getattr(Qt.Key, f"Key_{digit}")


def add_given(qtbot, window: MainWindow, cell: int) -> None:
    """In edit mode, the solution's digit in ``cell`` becomes a given (the puzzle changes, its
    solution stays the only one)."""
    click_cell(qtbot, window, cell)
    key(qtbot, window, digit_key(SOLUTION[cell]))


# -- the grade --------------------------------------------------------------------------------------
def test_a_grading_that_fails_for_the_puzzle_before_is_not_the_grade_of_the_edited_one(qtbot) -> None:
    """Grading cannot be cancelled: an edit made while the puzzle is being graded waits for it.
    That grading failing was shown as "Grade failed" for the edited puzzle, which was then never
    graded at all."""
    release = threading.Event()
    rate = kind_of(GENTLE).logic().rate

    def failing_on_the_first(puzzle):
        if puzzle == GENTLE:
            release.wait(10)
            raise RuntimeError("the logic broke on the first puzzle")
        return rate(puzzle)

    window = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.grader.rate_fn = failing_on_the_first
    with qtbot.waitSignal(window.grader.started, timeout=10000):
        window.set_document(Document(GENTLE, state=PlayState.new(GENTLE)))
    assert window.grade_text() == "Grading…"

    key(qtbot, window, Qt.Key.Key_F2)
    with qtbot.waitSignal(window.analysisShown, timeout=10000) as shown:
        add_given(qtbot, window, OPEN[0])
    edited = window.controller.session.puzzle
    assert shown.args[0].puzzle == edited != GENTLE
    assert window.grade_text() == "Grading…"  # (it waits for the first grading to end)

    with qtbot.waitSignal(window.grader.graded, timeout=10000) as graded:
        release.set()
    grade = graded.args[0]
    assert grade.puzzle == edited
    assert grade.error == "" and grade.rating is not None
    assert window.grade_text().startswith("Grade: ")


# -- Solve --------------------------------------------------------------------------------------------
class HeldSolve:
    """Solve's solver, held until the test releases it."""

    def __init__(self) -> None:
        self.release = threading.Event()

    def __call__(self, puzzle, *, cancel=None):
        self.release.wait(10)
        return solve(puzzle, limit=2)


def finish_by_hand(qtbot, window: MainWindow) -> None:
    """The player's grid: the solution in every open cell, the last one typed."""
    state = window.controller.session.state
    last = OPEN[-1]
    entries = tuple(SOLUTION[i] if state.is_open(i) and i != last else 0 for i in range(state.puzzle.cell_count))
    window.controller.session.replace(state.puzzle, PlayState(state.puzzle, entries, state.marks))
    click_cell(qtbot, window, last)
    key(qtbot, window, digit_key(SOLUTION[last]))


def test_a_solve_that_filled_nothing_in_is_not_held_against_the_player_after_an_undo(qtbot, tmp_path) -> None:
    """Solve, an edit while it works (the solution is not filled in), the edit undone: the
    puzzle is the one Solve was asked about, but Solve filled nothing in, so finishing it by
    hand is the player's."""
    window = window_with(qtbot, tmp_path, GENTLE)
    held = HeldSolve()
    window.solve_fn = held
    key(qtbot, window, Qt.Key.Key_F5)
    key(qtbot, window, Qt.Key.Key_F2)
    add_given(qtbot, window, OPEN[0])
    with qtbot.waitSignal(window.solveFinished, timeout=10000):
        held.release.set()
    assert window.status_message() == "Solve: the puzzle changed while solving; the solution was not filled in"
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_F3)
    assert window.controller.session.puzzle == GENTLE

    finish_by_hand(qtbot, window)
    assert window.status_message() != SOLVED_AFTER_SOLVE
    assert window.status_message().startswith("Solved! Every cell is right, in ")
    assert window.play_timer.label.text().startswith("Solved in ")


# -- Keep Checking ----------------------------------------------------------------------------------
class Stubborn:
    """The live check's solver: it searches until cancelled or released (then it answers)."""

    def __init__(self) -> None:
        self.release = threading.Event()

    def __call__(self, puzzle, *, cancel=None):
        while not self.release.wait(0.005):
            if cancel is not None and cancel.cancelled:
                return SolveResult(Status.CANCELLED, 0, (), 0.0)
        return solve(puzzle, limit=2, cancel=cancel)


def test_stop_pressed_right_after_an_edit_starts_no_check_without_a_limit(qtbot, monkeypatch) -> None:
    """While Keep Checking counts without a time limit, an edit ends that check and the edited
    puzzle's own check (with the limit) starts a moment later. Stop pressed in that moment (it
    is still shown) started a check without a limit on the edited puzzle instead."""
    monkeypatch.setattr(LiveAnalysis, "DELAY_MS", 1000)  # (the moment, long enough on a busy machine)
    solver = Stubborn()
    window = MainWindow(analysis_solve_fn=solver, autosave=False, restore_geometry=False)
    window.analysis.time_limit = 0.05  # (the real limit is seconds: not waited for here)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        wait_analysis(qtbot, window, "Not decided yet")
        button = window.status_bar.keep_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: button.text() == "Stop")
        assert window.analysis.unlimited

        key(qtbot, window, Qt.Key.Key_5)  # (edit mode: a given on the empty board)
        assert button.isVisible() and button.text() == "Stop"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert not window.analysis.unlimited
        assert window.status_message() != "Checking without a time limit: Stop ends it"
        wait_analysis(qtbot, window, "Not decided yet")  # the edited puzzle's check, with the limit
        assert not window.analysis.unlimited and button.text() == "Keep Checking"
    finally:
        solver.release.set()
        window.shutdown()


def test_an_edit_undone_while_it_is_graded_keeps_the_grade_known_before(qtbot) -> None:
    """A given added (its grading takes long) and undone at once: the puzzle before shows its
    grade again, known from before. When the edited puzzle's grading ended, the puzzle before
    was graded all over again ("Grading…" in place of its grade, the logic's CPU spent twice)."""
    release = threading.Event()
    rate = kind_of(GENTLE).logic().rate
    graded = []

    def slow_on_edits(puzzle):
        graded.append(puzzle)
        if puzzle != GENTLE:
            release.wait(10)
        return rate(puzzle)

    window = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.grader.rate_fn = slow_on_edits
    window.set_document(Document(GENTLE, state=PlayState.new(GENTLE)))
    qtbot.waitUntil(lambda: window.grade_text().startswith("Grade: "), timeout=10000)
    known = window.grade_text()

    key(qtbot, window, Qt.Key.Key_F2)
    with qtbot.waitSignal(window.grader.started, timeout=10000):
        add_given(qtbot, window, OPEN[0])
    assert window.grade_text() == "Grading…"
    with qtbot.waitSignal(window.analysisShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.controller.session.puzzle == GENTLE
    assert window.grade_text() == known

    with qtbot.waitSignal(window.grader.runner.finished, timeout=10000):
        release.set()
    assert not window.grader.pending
    assert window.grade_text() == known
    assert graded.count(GENTLE) == 1


class UndecidedFirst:
    """The solver of both the live check and Solve: its first search goes on until it is
    cancelled (the live check runs out of time), the next ones answer."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, puzzle, *, cancel=None):
        self.calls += 1
        if self.calls == 1:
            while not cancel.cancelled:
                threading.Event().wait(0.005)
            return SolveResult(Status.CANCELLED, 0, (), 0.0)
        return solve(puzzle, limit=2, cancel=cancel)


def test_solve_decides_a_puzzle_whose_live_check_ran_out_of_time(qtbot) -> None:
    """The live check stopped undecided; Solve then proves the solution unique and fills it in.
    The badge kept saying "Not decided yet" (with Keep Checking, no grade) beside "Solved:
    Unique solution"; now the check asks again and gets Solve's answer without a second search."""
    solver = UndecidedFirst()
    window = MainWindow(solve_fn=solver, analysis_solve_fn=solver, autosave=False, restore_geometry=False)
    window.analysis.time_limit = 0.05  # (the real limit is seconds: not waited for here)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    wait_analysis(qtbot, window, "Not decided yet")  # the empty board the window starts with
    solver.calls = 0
    window.set_document(Document(GENTLE, state=PlayState.new(GENTLE)))
    wait_analysis(qtbot, window, "Not decided yet")
    assert window.status_bar.keep_button.isVisible()

    with qtbot.waitSignal(window.solveFinished, timeout=10000):
        key(qtbot, window, Qt.Key.Key_F5)
    assert window.status_message().startswith("Solved") and window.status_message().endswith("Unique solution")
    wait_analysis(qtbot, window, "Unique solution")
    assert not window.status_bar.keep_button.isVisible()
    assert solver.calls == 2  # the live check's, and Solve's: the second check took Solve's answer
    qtbot.waitUntil(lambda: window.grade_text().startswith("Grade: "), timeout=10000)


class StubbornChecks:
    """The solver of both the live check and Solve: its first ``checks`` searches go on until
    they are cancelled (the live check, Keep Checking), the next ones answer."""

    def __init__(self, checks: int) -> None:
        self.checks = checks
        self.calls = 0

    def __call__(self, puzzle, *, cancel=None):
        self.calls += 1
        if self.calls <= self.checks:
            while not cancel.cancelled:
                threading.Event().wait(0.005)
            return SolveResult(Status.CANCELLED, 0, (), 0.0)
        return solve(puzzle, limit=2, cancel=cancel)


def test_solve_decides_a_puzzle_while_keep_checking_counts(qtbot) -> None:
    """Keep Checking counts without a time limit; Solve, pressed meanwhile, proves the solution
    unique. The badge went on counting ("Checking… 12 s", Stop) beside "Solved: Unique
    solution"; now the check starts again and takes Solve's answer."""
    solver = StubbornChecks(2)
    window = MainWindow(solve_fn=solver, analysis_solve_fn=solver, autosave=False, restore_geometry=False)
    window.analysis.time_limit = 0.05  # (the real limit is seconds: not waited for here)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    wait_analysis(qtbot, window, "Not decided yet")  # the empty board the window starts with
    solver.calls = 0
    window.set_document(Document(GENTLE, state=PlayState.new(GENTLE)))
    wait_analysis(qtbot, window, "Not decided yet")
    button = window.status_bar.keep_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: button.text() == "Stop")
    assert window.analysis.unlimited and window.analysis.runner.busy

    with qtbot.waitSignal(window.solveFinished, timeout=10000):
        key(qtbot, window, Qt.Key.Key_F5)
    assert window.status_message().endswith("Unique solution")
    wait_analysis(qtbot, window, "Unique solution")
    assert not button.isVisible() and not window.analysis.pending
    assert solver.calls == 3  # the check, Keep Checking's and Solve's: no search after Solve's
