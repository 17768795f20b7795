"""A puzzle the solver proved to have no solution, whose conflicting clues could not be pinned
down within the live check's time limit, is "No solution" on the badge, not "Not decided yet".

The slow explanation here goes on until its time runs out, so nothing depends on how fast the
machine is."""

from __future__ import annotations

import threading
from pathlib import Path

from str8ts_gui.core.document import Document
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.solver import sat
from str8ts_gui.solver.analysis import face_violation
from str8ts_gui.solver.sat import Explanation, Status, solve

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
# r1c3 given a 2: no solution, though no rule is broken as the clues stand (r1c3 and r1c8 conflict)
NO_SOLUTION = GENTLE.with_cell(2, clue=2)


def test_no_solution_whose_conflict_was_not_found_in_time_is_no_solution(qtbot, monkeypatch) -> None:
    """The solver proved there is no solution, then finding which clues conflict ran past the
    time limit: the badge said "Not decided yet" and its tooltip that the solver had not found
    whether there are solutions. It says "No solution" now, and why no clue is ringed."""
    assert face_violation(NO_SOLUTION) is None and solve(NO_SOLUTION, limit=2).status is Status.NONE

    def slow_explanation(puzzle, *, cancel=None):
        while not (cancel is not None and cancel.cancelled):
            threading.Event().wait(0.005)
        return Explanation(Status.CANCELLED, (), 0.0)

    monkeypatch.setattr(sat, "explain_unsat", slow_explanation)

    def answers(puzzle, *, cancel=None):  # (the solve itself is not held to the limit)
        return solve(puzzle, limit=2)

    window = MainWindow(analysis_solve_fn=answers, autosave=False, restore_geometry=False)
    window.analysis.time_limit = 0.05  # (the real limit is seconds: not waited for here)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.set_document(Document(NO_SOLUTION, state=PlayState.new(NO_SOLUTION)))
    qtbot.waitUntil(
        lambda: window.analysis.last is not None and window.analysis.last.puzzle == NO_SOLUTION, timeout=5000
    )
    assert window.analysis_label.text() == "No solution"
    tip = window.analysis_label.toolTip()
    assert "could not be pinned down in time" in tip
    assert "not yet found whether" not in tip
    assert not window.status_bar.keep_button.isVisible()
    assert window.controller.conflict == frozenset()  # (none found: none ringed)
    assert "pattern" not in window.status_message()  # (not "the pattern itself cannot be filled")
