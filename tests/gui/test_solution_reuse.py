"""The window solves a puzzle once: Solve, the screenshot's check and exporting the solution
reuse what the live analysis (or an earlier solve) found, instead of running the solver again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui.files import export, export_actions
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.play.solving import SolutionMemo
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.solver import sat
from str8ts_gui.solver.sat import Status

from gui_helpers import window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
GENTLE_SOLUTION = sat.solve(GENTLE).solution


@pytest.fixture
def solver_calls(monkeypatch) -> list[Puzzle]:
    """The puzzles sat.solve is asked about from now on (the standard solver calls it)."""
    calls: list[Puzzle] = []
    real = sat.solve

    def counting(puzzle, *args, **kwargs):
        calls.append(puzzle)
        return real(puzzle, *args, **kwargs)

    monkeypatch.setattr(sat, "solve", counting)
    monkeypatch.setattr(export, "solve", counting)  # export.find_solution's solver
    return calls


def analysed(qtbot, window: MainWindow, puzzle: Puzzle) -> None:
    qtbot.waitUntil(
        lambda: window._analysis is not None and window._analysis.puzzle == puzzle and not window.analysis.pending,
        timeout=5000,
    )


def test_solve_export_and_check_reuse_the_analysis(qtbot, tmp_path, monkeypatch, solver_calls) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    analysed(qtbot, window, GENTLE)
    assert window.analysis_label.text() == "Unique solution"
    assert GENTLE in solver_calls  # the live analysis solved it, once
    solver_calls.clear()

    with qtbot.waitSignal(window.solveFinished, timeout=5000) as blocker:
        qtbot.keyClick(window.board, Qt.Key.Key_F5)
    assert blocker.args[0].value.status is Status.UNIQUE
    values = window.controller.session.state.values()
    assert all(values[i] == GENTLE_SOLUTION[i] for i in GENTLE.white_cells())
    assert window.status_message().startswith("Solved") and "Unique solution" in window.status_message()
    assert window.known_solution(GENTLE) == GENTLE_SOLUTION

    monkeypatch.setattr(export_actions, "ask_content", lambda w, purpose, has: "solution")
    out = tmp_path / "solution.png"
    assert window.export_actions.export_image(str(out))
    expected = export.render_png(GENTLE, tmp_path / "expected.png", solution=GENTLE_SOLUTION, title=window.title,
                                 detail="Solution")
    assert QImage(str(out)) == QImage(str(expected))

    assert window.check_now().status is Status.UNIQUE
    assert solver_calls == [], "the solver ran again on a puzzle it had solved"


def test_a_changed_puzzle_or_another_solver_is_solved_afresh(qtbot, tmp_path, solver_calls) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    analysed(qtbot, window, GENTLE)
    own: list[Puzzle] = []

    def mine(puzzle, *, cancel=None):
        own.append(puzzle)
        return sat.solve(puzzle, limit=2, cancel=cancel)

    window.solve_fn = mine  # a solver of its own is asked itself (never answered for by another)
    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        window.solve()
    assert own == [GENTLE]
    window.controller.session.undo()
    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        window.solve()  # ... once per puzzle
    assert own == [GENTLE]

    solver_calls.clear()
    changed = GENTLE.with_cell(next(i for i, c in enumerate(GENTLE.clues) if c), clue=0)
    window.set_document(Document(changed))
    assert window.known_solution(changed) is None  # not solved yet: the caller solves
    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        window.solve()
    assert own == [GENTLE, changed]


def test_screenshot_solves_once(qtbot, solver_calls) -> None:
    window = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(window)
    window.set_document(Document(GENTLE))
    solver_calls.clear()
    assert window.solve_now().endswith("Unique solution")
    assert window.check_now().status is Status.UNIQUE
    assert solver_calls.count(GENTLE) == 1
    window.shutdown()


def test_memo_keeps_finished_results_per_solver_and_puzzle() -> None:
    memo = SolutionMemo()
    calls = []

    def fn(puzzle, *, cancel=None):
        calls.append(puzzle)
        return sat.solve(puzzle, limit=2, cancel=cancel)

    assert memo.solve(fn, GENTLE).status is Status.UNIQUE
    assert memo.wrap(fn)(GENTLE, cancel=None).solution == GENTLE_SOLUTION
    assert calls == [GENTLE]
    assert memo.unique_solution(GENTLE) is None  # only the standard solver's word counts
    token = sat.CancelToken()
    token.cancel()
    other = Puzzle.empty(9)
    assert memo.solve(fn, other, cancel=token).status is Status.CANCELLED
    assert memo.known(fn, other) is None  # a cancelled solve is not remembered
    for k in range(1, SolutionMemo.SIZE + 1):
        memo.solve(fn, Puzzle.empty(4).with_cell(0, clue=k % 4 + 1).with_cell(5, black=k > 4))
    assert memo.known(fn, GENTLE) is None  # the oldest went


def test_check_and_hint_reuse_the_analysis(qtbot, tmp_path, solver_calls) -> None:
    """Check (no entries yet: nothing but the solution needed) and a hint on the analysed
    position ask the solver nothing new about the puzzle itself."""
    window = window_with(qtbot, tmp_path, GENTLE)
    analysed(qtbot, window, GENTLE)
    solver_calls.clear()
    with qtbot.waitSignal(window.hints.checked, timeout=5000) as blocker:
        window.act_check.trigger()
    assert blocker.args[0].status is Status.UNIQUE and blocker.args[0].solution == GENTLE_SOLUTION
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
        window.act_hint.trigger()
    assert GENTLE not in solver_calls
