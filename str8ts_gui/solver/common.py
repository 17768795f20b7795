"""What the searches of every solver here share, with none of them loaded: the statuses and
result of a solve (:class:`Status`, :class:`SolveResult`) and how a long search is stopped
(:class:`CancelToken`, :func:`time_limit`, :func:`check_cancel`).

The SAT searches (:mod:`.sat`), the human logic, the generators and the window's workers all
speak these; importing this module loads no solver (a window whose check the human logic
settles starts without :mod:`.sat` and python-sat).
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from typing import Iterator

__all__ = [
    "CancelToken",
    "Cancelled",
    "GenerationCancelled",
    "SolveResult",
    "Status",
    "check_cancel",
    "time_limit",
]


class Status(str, Enum):
    SOLVED = "solved"  # a solution was found; uniqueness was not asked
    UNIQUE = "unique"
    SEVERAL = "several"
    NONE = "none"
    CANCELLED = "cancelled"


class Cancelled(Exception):
    """Raised inside the solver when its :class:`CancelToken` is cancelled."""


class GenerationCancelled(Exception):
    """A generator's :class:`CancelToken` fired; raised between its steps by :func:`check_cancel`
    (every kind's generator raises this one class, so callers catch one)."""


def check_cancel(cancel: "CancelToken | None") -> None:
    """Raise :class:`GenerationCancelled` when ``cancel`` has fired."""
    if cancel is not None and cancel.cancelled:
        raise GenerationCancelled


class CancelToken:
    """Cancels solver calls from another thread; they stop promptly and report CANCELLED."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled = False
        self._solvers: set = set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        with self._lock:
            self._cancelled = True
            for s in self._solvers:
                s.interrupt()

    def _attach(self, solver) -> None:
        with self._lock:
            self._solvers.add(solver)
            if self._cancelled:
                solver.interrupt()

    def _detach(self, solver) -> None:
        with self._lock:
            self._solvers.discard(solver)


@contextmanager
def time_limit(token: CancelToken, seconds: float | None) -> Iterator[threading.Event]:
    """Cancel ``token`` after ``seconds`` (None: never) while the block runs; yields the event
    that tells afterwards whether the time ran out (a verdict "not decided yet", not "cancelled")."""
    expired = threading.Event()
    if seconds is None:
        yield expired
        return

    def expire() -> None:
        expired.set()
        token.cancel()

    timer = threading.Timer(max(0.0, seconds), expire)
    timer.daemon = True
    timer.start()
    try:
        yield expired
    finally:
        timer.cancel()


@dataclass(frozen=True)
class SolveResult:
    status: Status
    count: int  # solutions found (a lower bound when the limit was reached or cancelled)
    solutions: tuple[tuple[int, ...], ...]  # the first two at most: values of every cell
    ms: float
    # per solution kept: its layers beside the digits by name (a Sudoku's "shaded" cells, a
    # chaos construction's "regions"), one number per cell; empty dicts for digits-only kinds
    layers: tuple[dict[str, tuple[int, ...]], ...] = ()

    @property
    def solution(self) -> tuple[int, ...] | None:
        return self.solutions[0] if self.solutions else None

    def differing_cells(self) -> tuple[int, ...]:
        """Cells whose digits (or layers: shading, regions) differ between the first two
        solutions (for SEVERAL)."""
        if len(self.solutions) < 2:
            return ()
        a, b = self.solutions[0], self.solutions[1]
        la, lb = (self.layers[0], self.layers[1]) if len(self.layers) >= 2 else ({}, {})
        return tuple(
            i for i in range(len(a)) if a[i] != b[i] or any(la[name][i] != lb.get(name, la[name])[i] for name in la)
        )
