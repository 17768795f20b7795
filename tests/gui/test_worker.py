"""Background jobs: results arrive in the GUI thread, stale ones are dropped, cancel is prompt.

The analysis and the grade themselves (no Qt) are tested in tests/solver/test_analysis.py."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.gui import worker
from str8ts_gui.gui.worker import Analysis, LiveAnalysis, TaskRunner
from str8ts_gui.solver import analysis as pure_analysis
from str8ts_gui.solver.sat import Status, count_solutions


def slow(token):
    """Counting the solutions of an empty 9 x 9 board: slow, and stops when cancelled."""
    return count_solutions(Puzzle.empty(9), limit=10**9, cancel=token)


@pytest.fixture
def runner(qtbot):
    r = TaskRunner()
    yield r
    assert r.shutdown(2.0)


def test_result_arrives_in_the_gui_thread(qtbot, runner: TaskRunner) -> None:
    seen = []
    runner.finished.connect(lambda result: seen.append(threading.current_thread()))
    worker = []
    with qtbot.waitSignal(runner.finished, timeout=2000) as blocker:
        runner.start(lambda token: worker.append(threading.current_thread()) or 42)
    assert blocker.args[0].value == 42 and blocker.args[0].error is None
    assert seen == [threading.main_thread()]
    assert worker and worker[0] is not threading.main_thread()
    assert not runner.busy


def test_errors_are_reported_not_lost(qtbot, runner: TaskRunner) -> None:
    def boom(token):
        raise ValueError("broken")

    with qtbot.waitSignal(runner.finished, timeout=2000) as blocker:
        runner.start(boom)
    assert isinstance(blocker.args[0].error, ValueError)


def test_a_new_job_cancels_the_old_one_and_drops_its_result(qtbot, runner: TaskRunner) -> None:
    results = []
    runner.finished.connect(results.append)
    first = runner.start(slow)
    with qtbot.waitSignal(runner.finished, timeout=2000) as blocker:
        second = runner.start(lambda token: "fresh")
    assert blocker.args[0].generation == second != first
    assert runner.shutdown(1.0)  # the first job really stopped
    qtbot.wait(50)
    assert [r.value for r in results] == ["fresh"]


def test_cancel_stops_a_slow_job_and_the_gui_keeps_running(qtbot, runner: TaskRunner) -> None:
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    busy = []
    runner.busyChanged.connect(busy.append)
    try:
        runner.start(slow)
        qtbot.wait(250)
        assert runner.busy
        assert len(ticks) >= 8
        t0 = time.monotonic()
        with qtbot.waitSignal(runner.finished, timeout=1000) as blocker:
            assert runner.cancel()
        assert time.monotonic() - t0 < 1.0
    finally:
        timer.stop()
    result = blocker.args[0]
    assert result.cancelled and result.value.status is Status.CANCELLED
    assert busy == [True, False]
    assert not runner.cancel()  # idle


def test_discard_drops_the_result(qtbot, runner: TaskRunner) -> None:
    results = []
    runner.finished.connect(results.append)
    runner.start(slow)
    runner.discard()
    assert not runner.busy
    assert runner.shutdown(1.0)
    qtbot.wait(50)
    assert results == []


def test_worker_still_offers_the_moved_names() -> None:
    """The analysis and the grade moved below the GUI; the window imports them from here."""
    for name in ("Analysis", "Grade", "analyse_puzzle", "default_solve", "grade_puzzle"):
        assert getattr(worker, name) is getattr(pure_analysis, name)


def test_live_analysis_is_debounced(qtbot) -> None:
    calls = []

    def counting_solve(puzzle, *, cancel=None):
        calls.append(puzzle)
        from str8ts_gui.solver.sat import solve

        return solve(puzzle, limit=2, cancel=cancel)

    live = LiveAnalysis(solve_fn=counting_solve)
    try:
        started = []
        live.started.connect(lambda: started.append(1))
        with qtbot.waitSignal(live.analysed, timeout=3000) as blocker:
            for k in range(1, 5):  # four quick edits: one check, of the last puzzle
                live.schedule(Puzzle.empty(4).with_cell(0, clue=k))
        analysis: Analysis = blocker.args[0]
        assert analysis.puzzle == Puzzle.empty(4).with_cell(0, clue=4)
        assert calls == [analysis.puzzle] and started == [1]
        assert not live.pending
        live.schedule(analysis.puzzle)  # already known: nothing to do
        assert not live.pending
    finally:
        assert live.shutdown(1.0)
