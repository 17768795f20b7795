"""Worker processes forked from this one, for a search whose pieces of work are independent
and costly (a Python propagation of tens of milliseconds each): each worker starts with
everything the process holds at the fork (the puzzle, its caches), is sent a piece's input and
sends back its answer, while the process goes on with its own part of the search.

Used only where it has been allowed (:func:`allowed`: the command line, answering puzzles in
this process with ``--jobs`` above 1), never more workers than cores, and only where a fork is
safe: on Linux (macOS makes a fork without a new program unsafe once its system frameworks are
loaded, which is why Python spawns there), with no thread but this one and no Qt application
(the window never forks). Anything that goes wrong (a fork refused, an exception in a worker, a
worker gone) makes the process work that piece out itself, so an answer never depends on the
workers: only how soon it comes.
"""

from __future__ import annotations

import os
import signal
import sys
from collections import deque
from contextlib import contextmanager
from typing import Any, Callable, Iterator

__all__ = ["Forked", "allowed", "workers_allowed"]

_ALLOWED = 0  # processes a search may fork now (0: none)
_PARENT_ENDS: set = set()  # this process's ends of every worker's pipe (closed in a new worker)
_POOLS: list = []  # the open pools, oldest first
# open at once: a puzzle's search and one inside it (the probed step's passes on the puzzle with
# the 45 rule's sums kept as rules, variant_derived); the oldest is closed first
MAX_POOLS = 2


@contextmanager
def allowed(workers: int) -> Iterator[None]:
    """Within it, a search may fork up to ``workers`` processes (0 or 1: none)."""
    global _ALLOWED
    before = _ALLOWED
    _ALLOWED = workers if workers > 1 else 0
    try:
        yield
    finally:
        _ALLOWED = before
        if not before:
            for pool in list(_POOLS):
                pool.close()


def workers_allowed() -> int:
    """How many worker processes a search may fork here and now: 0 unless :func:`allowed` and
    a fork is safe (Linux, this is the only thread, no Qt application runs); at most as many as
    the cores this process may use."""
    if _ALLOWED < 2 or not sys.platform.startswith("linux"):
        return 0
    import threading

    if threading.active_count() != 1:
        return 0
    qt = sys.modules.get("PySide6.QtCore")
    if qt is not None and qt.QCoreApplication.instance() is not None:
        return 0
    cores = len(os.sched_getaffinity(0))
    return min(_ALLOWED, cores) if cores > 1 else 0


class Forked:
    """``count`` processes forked now, each answering ``work(piece)`` for the pieces it is sent
    (in the order sent); :meth:`submit` hands a piece to the least busy one, :meth:`result`
    waits for a piece's answer (or works it out here when its worker failed)."""

    def __init__(self, work: Callable[[Any], Any], count: int) -> None:
        from multiprocessing import Pipe

        self.work = work
        self.workers: list[list] = []  # [connection, pid, deque of (number, piece) sent]
        self.answers: dict[int, Any] = {}
        self.unanswered: dict[int, Any] = {}  # pieces sent to workers since closed: worked out here when asked
        self.number = 0
        while len(_POOLS) >= MAX_POOLS:
            _POOLS[0].close()
        _POOLS.append(self)
        for _ in range(count):
            try:
                mine, theirs = Pipe()
            except OSError:  # (no more files: the workers made so far, or none)
                break
            try:
                pid = os.fork()
            except OSError:  # (no more processes or memory: the same)
                mine.close()
                theirs.close()
                break
            if pid == 0:  # the worker: never returns
                _serve(work, theirs, mine)
            theirs.close()
            _PARENT_ENDS.add(mine)
            self.workers.append([mine, pid, deque()])

    def submit(self, piece: Any) -> int:
        """Send ``piece`` to the worker with the fewest pieces waiting; its number."""
        self.number += 1
        number = self.number
        w = min(self.workers, key=lambda w: len(w[2])) if self.workers else None
        if w is None:
            self.answers[number] = self.work(piece)
            return number
        w[2].append((number, piece))
        try:
            w[0].send(piece)
        except (OSError, ValueError):
            self._lost(w)
        return number

    def ready(self, number: int) -> bool:
        """Whether the answer of piece ``number`` is in (reading what has come)."""
        self._read()
        return number in self.answers

    def result(self, number: int) -> Any:
        """The answer of piece ``number`` (waiting for it); a piece is answered once."""
        if number in self.unanswered:
            return self.work(self.unanswered.pop(number))
        while number not in self.answers:
            w = next((w for w in self.workers if any(k == number for k, _ in w[2])), None)
            if w is None:
                raise KeyError(number)
            self._take(w, block=True)
        return self.answers.pop(number)

    def forget(self, number: int) -> None:
        """Drop piece ``number``'s answer (when it comes: its worker still works it out, so the
        pieces sent after it wait that long)."""
        self.answers.pop(number, None)
        self.unanswered.pop(number, None)
        for w in self.workers:
            w[2] = deque((k, p) if k != number else (k, _DROPPED) for k, p in w[2])

    def _read(self) -> None:
        for w in list(self.workers):
            self._take(w, block=False)

    def _take(self, w: list, block: bool) -> None:
        """Read the answers worker ``w`` has sent (at least one when ``block``)."""
        conn, _, sent = w
        try:
            while sent and (block or conn.poll()):
                kind, answer = conn.recv()
                number, piece = sent.popleft()
                block = False
                if piece is _DROPPED:
                    continue
                self.answers[number] = answer if kind == "ok" else self.work(piece)
        except (EOFError, OSError):
            self._lost(w)

    def _lost(self, w: list) -> None:
        """A worker gone: its pieces are worked out here."""
        self.workers.remove(w)
        conn, pid, sent = w
        _close(conn)
        _end(pid)
        for number, piece in sent:
            if piece is not _DROPPED:
                self.answers[number] = self.work(piece)

    def close(self) -> None:
        """End the workers (each ends when its pipe closes); a piece they had not answered is
        worked out here if its answer is asked for."""
        for conn, pid, sent in self.workers:
            _close(conn)
            _end(pid)
            self.unanswered.update((k, p) for k, p in sent if p is not _DROPPED)
        self.workers = []
        if self in _POOLS:
            _POOLS.remove(self)


_DROPPED = object()


def _close(conn) -> None:
    _PARENT_ENDS.discard(conn)
    try:
        conn.close()
    except OSError:  # pragma: no cover
        pass


def _end(pid: int) -> None:
    """End a worker at once (nothing it would still send is used: what it was sent is worked out
    here when asked) and reap it."""
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:  # pragma: no cover (reaped already)
        return
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:  # pragma: no cover
        pass


def _serve(work: Callable[[Any], Any], conn, mine) -> None:
    """A worker's life: answer each piece sent until the pipe closes, then end at once (no
    clean-up of the parent's objects, no exit handlers, nothing flushed twice)."""
    code = 0
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # (Ctrl+C is the parent's: its pipe closing ends this)
        mine.close()
        for other in list(_PARENT_ENDS):  # (other workers' pipes: their ends must close with the parent)
            try:
                other.close()
            except OSError:
                pass
        _PARENT_ENDS.clear()
        while True:
            try:
                piece = conn.recv()
            except EOFError:
                break
            try:
                answer = ("ok", work(piece))
            except Exception:  # noqa: BLE001 (the parent works it out itself)
                answer = ("failed", None)
            conn.send(answer)
    except BaseException:  # noqa: BLE001 (an interrupt, a broken pipe: the parent sees the worker gone)
        code = 1
    finally:
        os._exit(code)
