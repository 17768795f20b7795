"""Worker processes forked for a search's independent pieces (:mod:`str8ts_gui.solver.forked`):
each piece answered by a worker as the process itself would answer it, and whatever goes wrong
in a worker (an exception, a worker gone, the pool closed) answered by the process itself."""

from __future__ import annotations

import os
import signal
import threading

import pytest

from str8ts_gui.solver import forked

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this system")

PARENT = os.getpid()


@pytest.fixture(autouse=True)
def bounded():
    """A pool that waits for a worker that never answers fails the test instead of hanging it."""

    def stop(*_):
        raise TimeoutError("the pool hung")

    before = signal.signal(signal.SIGALRM, stop)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, before)


def where(piece):
    """The piece squared, and the process that worked it out."""
    return piece * piece, os.getpid()


def test_each_piece_is_answered_by_a_worker_as_the_process_would():
    pool = forked.Forked(where, 2)
    try:
        numbers = [pool.submit(k) for k in range(20)]
        answers = [pool.result(n) for n in reversed(numbers)][::-1]
    finally:
        pool.close()
    assert [a for a, _ in answers] == [k * k for k in range(20)]
    pids = {pid for _, pid in answers}
    assert PARENT not in pids and len(pids) == 2  # (both workers used: the least busy gets the next)


def flaky(piece):
    if os.getpid() != PARENT and piece == 3:
        raise ValueError("only in a worker")
    return piece + 1


def test_a_piece_that_fails_in_a_worker_is_worked_out_here():
    pool = forked.Forked(flaky, 1)
    try:
        numbers = [pool.submit(k) for k in range(6)]
        assert [pool.result(n) for n in numbers] == [1, 2, 3, 4, 5, 6]
    finally:
        pool.close()


def slow_where(piece):
    import time

    time.sleep(0.05)
    return where(piece)


def test_the_pieces_of_a_worker_gone_are_worked_out_here():
    pool = forked.Forked(slow_where, 1)
    try:
        numbers = [pool.submit(k) for k in range(4)]
        os.kill(pool.workers[0][1], signal.SIGKILL)
        answers = [pool.result(n) for n in numbers]
        assert [a for a, _ in answers] == [0, 1, 4, 9]
        assert any(pid == PARENT for _, pid in answers) and pool.workers == []
        assert pool.result(pool.submit(5)) == (25, PARENT)  # (no worker left: here at once)
    finally:
        pool.close()


def test_a_closed_pool_answers_what_it_was_sent_here_and_ends_its_workers():
    pool = forked.Forked(slow_where, 2)
    numbers = [pool.submit(k) for k in range(4)]
    pids = [w[1] for w in pool.workers]
    pool.close()
    for pid in pids:  # (reaped: gone)
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    assert [pool.result(n) for n in numbers] == [(k * k, PARENT) for k in range(4)]


def test_a_forgotten_piece_is_not_answered_and_the_next_are():
    pool = forked.Forked(where, 1)
    try:
        a, b = pool.submit(2), pool.submit(3)
        pool.forget(a)
        assert pool.result(b)[0] == 9
        with pytest.raises(KeyError):
            pool.result(a)
    finally:
        pool.close()


def test_no_more_pools_open_than_allowed_the_oldest_closed_first():
    pools = [forked.Forked(where, 1) for _ in range(forked.MAX_POOLS + 1)]
    try:
        assert pools[0].workers == [] and all(p.workers for p in pools[1:])
        assert pools[0].result(pools[0].submit(4)) == (16, PARENT)
    finally:
        for p in pools:
            p.close()


def forever(piece):
    import time

    time.sleep(3600)


def test_closing_ends_a_busy_worker_at_once_and_its_piece_is_worked_out_here():
    pool = forked.Forked(forever, 1)
    number = pool.submit(1)
    pid = pool.workers[0][1]
    pool.close()  # (waiting for the piece would hang: the fixture fails the test)
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    pool.work = where
    assert pool.result(number) == (1, PARENT)


def test_a_fork_refused_leaves_the_workers_made_so_far_and_the_answers_the_same(monkeypatch):
    real = os.fork
    calls = []

    def fork():
        calls.append(1)
        if len(calls) > 1:
            raise BlockingIOError("no more processes")
        return real()

    monkeypatch.setattr(os, "fork", fork)
    pool = forked.Forked(where, 3)
    try:
        assert len(pool.workers) == 1
        assert [pool.result(pool.submit(k))[0] for k in range(4)] == [0, 1, 4, 9]
    finally:
        pool.close()
    monkeypatch.setattr(os, "fork", lambda: (_ for _ in ()).throw(OSError("refused")))
    pool = forked.Forked(where, 2)
    assert pool.workers == [] and pool.result(pool.submit(3)) == (9, PARENT)
    pool.close()


def test_workers_are_allowed_only_inside_allowed_and_with_no_other_thread_nor_qt(monkeypatch):
    import sys
    from types import SimpleNamespace

    if not sys.platform.startswith("linux"):
        pytest.skip("workers are forked on Linux only")
    cores = len(os.sched_getaffinity(0))
    if cores < 2:
        pytest.skip("one core: no workers")
    monkeypatch.setitem(sys.modules, "PySide6.QtCore", None)  # (no Qt application)
    assert forked.workers_allowed() == 0
    with forked.allowed(1):
        assert forked.workers_allowed() == 0  # (one process: none to fork)
    with forked.allowed(64):
        assert forked.workers_allowed() == cores  # (no more than the cores)
    with forked.allowed(2):
        app = SimpleNamespace(QCoreApplication=SimpleNamespace(instance=lambda: object()))
        monkeypatch.setitem(sys.modules, "PySide6.QtCore", app)
        assert forked.workers_allowed() == 0  # (a Qt application runs: its threads Python does not see)
        monkeypatch.setitem(sys.modules, "PySide6.QtCore", None)
    with forked.allowed(2):
        assert forked.workers_allowed() == 2
        stop = threading.Event()
        other = threading.Thread(target=stop.wait)
        other.start()
        try:
            assert forked.workers_allowed() == 0
        finally:
            stop.set()
            other.join()
        pool = forked.Forked(where, 1)
    assert forked.workers_allowed() == 0 and pool.workers == []  # (its pools closed on leaving)
