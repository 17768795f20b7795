"""View > Show True Candidates: the search for the digits each cell holds in at least one of the
puzzle's solutions (:func:`find_true_candidates`, run in the worker thread of
:class:`~..worker.LiveTrueCandidates`) and what it found (:class:`TrueCandidates`).

Loaded at the first search (the item is off at the start); :mod:`..worker` gives
:class:`TrueCandidates` under its own name too.
"""

from __future__ import annotations

from dataclasses import dataclass

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.solver.common import CancelToken, Status, time_limit


@dataclass(frozen=True)
class TrueCandidates:
    """The digits each cell of ``puzzle`` holds in at least one of its solutions (f-puzzles'
    "True Candidates": where a puzzle being set is still open). ``masks`` is None when they are
    not known: no solution (``status`` NONE), or the search stopped (CANCELLED; ``timed_out``
    when its time ran out); a search stopped half-way never shows the candidates it had found."""

    puzzle: Puzzle
    status: Status
    masks: tuple[int, ...] | None = None
    timed_out: bool = False
    error: str = ""


def find_true_candidates(puzzle: Puzzle, limit: float, token: CancelToken) -> TrueCandidates:
    """The true candidates of ``puzzle`` (the SAT solver's search), stopped after ``limit``
    seconds or when ``token`` is cancelled."""
    from str8ts_gui.solver.sat import true_candidates  # (python-sat: loaded at the first search)

    with time_limit(token, limit) as expired:
        found = true_candidates(puzzle, cancel=token)
    if found.status is Status.SOLVED:
        return TrueCandidates(puzzle, Status.SOLVED, tuple(found.masks))
    return TrueCandidates(puzzle, found.status, timed_out=found.status is Status.CANCELLED and expired.is_set())
