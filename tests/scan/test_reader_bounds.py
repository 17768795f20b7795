"""The picture reader's rules' checks are bounded: a cancel token (the window's next reading, its
closing) and a time limit stop their solver calls, each solve has a conflict budget, and a check
stopped so leaves the reading as read and says so (``Reading.cut_short``). ``str8ts scan`` reads
as before (test_reader.py, test_scan_cli.py)."""

from __future__ import annotations

import threading

import pytest

from str8ts_gui.scan import classifier, reader, repair
from str8ts_gui.solver.sat import CancelToken, SolveResult, Status

WAIT_S = 30.0  # a stand-in solver waits this long at most for its cancel token


@pytest.fixture
def misread(puzzles, sp, monkeypatch):
    """A Sudoku picture whose first digit the classifier misreads (no solution as read): the
    rules' check mends it (see test_reader.py)."""
    truth = puzzles["sudoku"]
    data = sp.encode(sp.program_picture(truth, 490), ".png")
    first = next(k for k, v in enumerate(truth.clues) if v)
    row = [truth.clues[first // 9 * 9 + c] for c in range(9)]
    wrong = next(v for v in row if v and v != truth.clues[first])
    real = classifier.Model.probabilities

    def misreading(self, digits):
        p = real(self, digits).copy()
        p[0, :] = 0.0
        p[0, wrong], p[0, truth.clues[first]] = 0.6, 0.4
        return p

    monkeypatch.setattr(classifier.Model, "probabilities", misreading)
    return data, first, wrong


def test_a_cancelled_reading_leaves_the_digits_as_read_and_says_so(misread) -> None:
    data, first, wrong = misread
    mended = reader.read_picture(data)
    assert mended.repaired == (first,) and not mended.cut_short
    token = CancelToken()
    token.cancel()
    cut = reader.read_picture(data, cancel=token)
    assert cut.cut_short and cut.repaired == ()
    assert cut.puzzle.clues[first] == wrong  # as read
    assert first in cut.uncertain  # (read with low confidence: still framed)


def test_the_time_limit_stops_a_solver_call_that_would_not_end(misread, monkeypatch) -> None:
    """A rules' check that never ends (a stand-in solver that waits for its cancel token):
    the time limit cancels it and the reading comes back as read, cut short."""
    data, first, wrong = misread
    calls = []

    def endless(puzzle, *, limit=2, cancel=None, budget=None, **kw):
        calls.append(budget)
        assert cancel is not None
        for _ in range(int(WAIT_S / 0.01)):
            if cancel.cancelled:
                break
            threading.Event().wait(0.01)
        assert cancel.cancelled
        return SolveResult(Status.CANCELLED, 0, (), 0.0)

    monkeypatch.setattr(repair, "solve", endless)
    reading = reader.read_picture(data, time_limit=0.05)
    assert calls == [repair.CONFLICTS]  # one call, stopped; nothing tried after it
    assert reading.cut_short and reading.repaired == ()
    assert reading.puzzle.clues[first] == wrong


def test_every_solver_call_of_the_check_has_a_conflict_budget(misread, monkeypatch) -> None:
    data, first, _wrong = misread
    budgets = []
    real = repair.solve

    def spy(puzzle, **kw):
        budgets.append(kw.get("budget"))
        return real(puzzle, **kw)

    monkeypatch.setattr(repair, "solve", spy)
    reading = reader.read_picture(data)
    assert reading.repaired == (first,)
    assert len(budgets) >= 2 and set(budgets) == {repair.CONFLICTS}


def test_a_check_out_of_conflicts_is_undecided_and_tries_the_next(puzzles, monkeypatch) -> None:
    """A trial the solver gives up on (CANCELLED: out of its conflicts) is no fix: the next
    likeliest reading is tried, and the check says it was cut short."""
    truth = puzzles["sudoku"]
    i = truth.clues.index(next(v for v in truth.clues if v))
    row = i // 9
    other = next(truth.clues[row * 9 + c] for c in range(9) if truth.clues[row * 9 + c] not in (0, truth.clues[i]))
    misread_puzzle = truth.replace(clues=tuple(other if k == i else v for k, v in enumerate(truth.clues)))
    options = {k: [(v, 0.99), (0, 0.01)] for k, v in enumerate(misread_puzzle.clues) if v}
    options[i] = [(other, 0.55), (truth.clues[i], 0.4), (0, 0.05)]
    real = repair.solve
    def gives_up_on_the_truth(puzzle, **kw):
        if puzzle == truth:
            return SolveResult(Status.CANCELLED, 0, (), 0.0)
        return real(puzzle, **kw)

    monkeypatch.setattr(repair, "solve", gives_up_on_the_truth)
    checks = repair.Checks()
    mended, changed = repair.mend(misread_puzzle, options, checks)
    # the undecided trial (the true digit) was not taken: the next likeliest, no digit there
    assert changed == (i,) and mended.clues[i] == 0
    assert checks.cut_short
