"""The status badge and the searches that run beside the live check: Check (Ctrl+K) and the
Hint search have no time limit and decide a puzzle the live check gave up on, so the badge takes
their answer (from the shared solution memo, without a second search); an explicit Check whose
answer came for a board changed since says so.

The slow work here is held by events (or flags) the test sets, so nothing depends on how fast
the machine is."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import PlayState, Puzzle
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.solver.analysis import check_position
from str8ts_gui.solver.sat import SolveResult, Status, solve

from gui_helpers import click_cell, key, wait_analysis, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
SOLUTION = solve(GENTLE).solution
OPEN = [i for i in range(GENTLE.cell_count) if PlayState.new(GENTLE).is_open(i)]
# two 5s in row 1 of an empty board: no solution, a rule broken on its face
BROKEN = Puzzle.empty(9).with_cell(0, clue=5).with_cell(4, clue=5)
CTRL = Qt.KeyboardModifier.ControlModifier
CHECK_CHANGED = "Check: the board changed while checking; Ctrl+K checks it again"


def digit_key(digit: int):
    return getattr(Qt.Key, f"Key_{digit}")


class Undecided:
    """The live check's solver (and so Check's and Hint's, which share it through the memo):
    while ``stubborn`` it searches until cancelled (the live check runs out of time); then it
    answers. ``answered`` lists the puzzles it searched to the end."""

    def __init__(self) -> None:
        self.stubborn = True
        self.answered: list[Puzzle] = []

    def __call__(self, puzzle, *, cancel=None):
        while self.stubborn:
            if cancel is not None and cancel.cancelled:
                return SolveResult(Status.CANCELLED, 0, (), 0.0)
            threading.Event().wait(0.005)
        self.answered.append(puzzle)
        return solve(puzzle, limit=2, cancel=cancel)


def undecided_window(qtbot, puzzle: Puzzle, solver: Undecided) -> MainWindow:
    """A window showing ``puzzle`` (play mode), its live check stopped at "Not decided yet"."""
    window = MainWindow(analysis_solve_fn=solver, autosave=False, restore_geometry=False)
    window.analysis.time_limit = 0.05  # (the real limit is seconds: not waited for here)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    wait_analysis(qtbot, window, "Not decided yet")  # the empty board the window starts with
    window.set_document(Document(puzzle, state=PlayState.new(puzzle)))
    qtbot.waitUntil(
        lambda: window.analysis.last is not None and window.analysis.last.puzzle == puzzle
        and window.analysis_label.text() == "Not decided yet",
        timeout=5000,
    )
    assert window.status_bar.keep_button.isVisible()
    return window


# -- 1. Check and Hint decide the badge --------------------------------------------------------------
@pytest.mark.parametrize(
    "puzzle, verdict",
    [(GENTLE, "Unique solution"), (Puzzle.empty(9), "Multiple solutions"), (BROKEN, "No solution")],
    ids=["unique", "several", "none"],
)
def test_a_check_that_decides_the_puzzle_decides_the_badge(qtbot, puzzle, verdict) -> None:
    """The live check stopped at "Not decided yet"; Check (Ctrl+K), which has no time limit,
    then decided the puzzle and said so, but the badge kept "Not decided yet" (with Keep
    Checking). Now it takes Check's answer from the memo: no second search."""
    solver = Undecided()
    window = undecided_window(qtbot, puzzle, solver)
    try:
        solver.stubborn = False
        with qtbot.waitSignal(window.hints.checked, timeout=10000):
            key(qtbot, window, Qt.Key.Key_K, CTRL)
        wait_analysis(qtbot, window, verdict)
        assert not window.status_bar.keep_button.isVisible()
        assert solver.answered.count(puzzle) == 1  # Check's search; the badge took its answer
        if verdict == "Unique solution":
            qtbot.waitUntil(lambda: window.grade_text().startswith("Grade: "), timeout=10000)
    finally:
        solver.stubborn = False
        window.shutdown()


def test_a_hint_search_that_decides_the_puzzle_decides_the_badge(qtbot) -> None:
    """The Hint search solves the puzzle without a time limit too (to find mistakes): after
    "Not decided yet" a hint was shown for a puzzle the badge still called undecided."""
    solver = Undecided()
    window = undecided_window(qtbot, GENTLE, solver)
    try:
        solver.stubborn = False
        with qtbot.waitSignal(window.hints.hintShown, timeout=20000):
            key(qtbot, window, Qt.Key.Key_H, CTRL)
        wait_analysis(qtbot, window, "Unique solution")
        assert not window.status_bar.keep_button.isVisible()
        assert solver.answered.count(GENTLE) == 1
    finally:
        solver.stubborn = False
        window.shutdown()


def test_a_check_of_a_decided_puzzle_leaves_the_badge_alone(qtbot) -> None:
    """A badge with a verdict is not checked again when Check ends (nothing to decide)."""
    window = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.set_document(Document(GENTLE, state=PlayState.new(GENTLE)))
    wait_analysis(qtbot, window, "Unique solution")
    started = []
    window.analysis.started.connect(lambda: started.append(1))
    with qtbot.waitSignal(window.hints.checked, timeout=10000):
        key(qtbot, window, Qt.Key.Key_K, CTRL)
    assert window.status_message() == "Check: no mistakes so far"
    assert started == [] and not window.analysis.pending
    assert window.analysis_label.text() == "Unique solution"


# -- 2. an explicit Check that came too late says so -------------------------------------------------
class HeldCheck:
    """Check's work, held until the test releases it."""

    def __init__(self) -> None:
        self.release = threading.Event()

    def __call__(self, state, token=None):
        self.release.wait(10)
        return check_position(state, token)


def test_a_check_whose_board_changed_meanwhile_says_so(qtbot, tmp_path) -> None:
    """Ctrl+K, then a digit typed while it checks: the answer, about the board before, was
    dropped without a word. Now the status bar says the board changed and Ctrl+K checks it."""
    window = window_with(qtbot, tmp_path, GENTLE)
    held = HeldCheck()
    window.hints.check_fn = held
    key(qtbot, window, Qt.Key.Key_K, CTRL)
    click_cell(qtbot, window, OPEN[0])
    key(qtbot, window, digit_key(SOLUTION[OPEN[0]]))
    with qtbot.waitSignal(window.hints._checks.finished, timeout=10000):
        held.release.set()
    assert window.status_message() == CHECK_CHANGED
    assert window.controller.session.state.entries[OPEN[0]] == SOLUTION[OPEN[0]]

    with qtbot.waitSignal(window.hints.checked, timeout=10000):  # Ctrl+K again: the board now
        key(qtbot, window, Qt.Key.Key_K, CTRL)
    assert window.status_message() == "Check: no mistakes so far"


def test_check_as_i_go_taking_over_an_explicit_check_says_so(qtbot, tmp_path) -> None:
    """With Check as I Go on, a digit typed while Ctrl+K checks starts a quiet check of the new
    board in place of Ctrl+K's (whose answer is gone): that is said, and the quiet check,
    finding nothing wrong, says nothing over it."""
    window = window_with(qtbot, tmp_path, GENTLE)
    window.set_check_as_you_go(True)
    qtbot.waitUntil(lambda: not window.hints.busy, timeout=10000)
    held = HeldCheck()
    window.hints.check_fn = held
    key(qtbot, window, Qt.Key.Key_K, CTRL)
    explicit = window.hints._checks.generation
    click_cell(qtbot, window, OPEN[0])
    key(qtbot, window, digit_key(SOLUTION[OPEN[0]]))
    qtbot.waitUntil(lambda: window.hints._checks.generation == explicit + 1, timeout=5000)  # the quiet one
    assert window.status_message() == CHECK_CHANGED
    with qtbot.waitSignal(window.hints.checked, timeout=10000):
        held.release.set()
    assert window.status_message() == CHECK_CHANGED


def test_a_quiet_check_whose_board_changed_meanwhile_says_nothing(qtbot, tmp_path) -> None:
    """Background work (Check as I Go's own check) dropped for a changed board says nothing."""
    window = window_with(qtbot, tmp_path, GENTLE)
    held = HeldCheck()
    window.hints.check_fn = held
    window.set_check_as_you_go(True)  # (a quiet check of the board, held)
    window.set_check_as_you_go(False)
    click_cell(qtbot, window, OPEN[0])
    key(qtbot, window, digit_key(SOLUTION[OPEN[0]]))
    said = window.status_message()
    with qtbot.waitSignal(window.hints._checks.finished, timeout=10000):
        held.release.set()
    assert window.status_message() == said != CHECK_CHANGED
