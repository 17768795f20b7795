"""The puzzle's own rules as a check on the reading.

A misread digit usually leaves a puzzle without a solution. Then the solver names a smallest set
of clues that cannot all hold together (:func:`~str8ts_gui.solver.sat.explain_unsat`): one of
them is wrong. The least confident of them are given their next likeliest readings (another
digit, or no digit), likeliest first, and the first change that gives the puzzle a solution is
kept (two changes when no single one does). A puzzle with a solution is left as read.

The check is bounded (:class:`Checks`): each reading tried gets at most :data:`CONFLICTS`
conflicts of the solver's search, and a cancel token (a time limit, a newer reading in the window)
stops every solver call from another thread. A call stopped so decides nothing: a trial is then
not taken, a puzzle not known to have no solution is left as read, and :attr:`Checks.cut_short`
says so.
"""

from __future__ import annotations

import threading
from itertools import combinations
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.solver.common import CancelToken, Status
from str8ts_gui.solver.sat import Explanation, explain_unsat, solve

SUSPECTS = 6  # the least confident clues of a conflict that are tried
ALTERNATIVES = 3  # readings tried for each of them
MAX_TRIALS = 60  # solver calls at most
MIN_RATIO = 1e-3  # an alternative this much less likely than the reading is not tried
CONFLICTS = 100_000  # a solver call's search at most (a picture's puzzle needs a few hundred)

Options = dict[int, list[tuple[int, float]]]  # cell -> [(digit, probability)], best first


class Checks:
    """The solver calls of one reading's checks and what bounds them.

    ``cancel`` stops them from another thread; ``time_limit`` (seconds, counted from
    :meth:`start`) stops them when they take longer, by cancelling ``cancel`` (a token of its own
    when none is given). ``conflicts`` caps the search of each solve (the conflict's explanation
    has no cap: only ``cancel`` stops it). :attr:`cut_short`: some call stopped before it decided.
    """

    def __init__(
        self, cancel: CancelToken | None = None, time_limit: float | None = None, conflicts: int | None = CONFLICTS
    ) -> None:
        if cancel is None and time_limit is not None:
            cancel = CancelToken()
        self.cancel = cancel
        self.time_limit = time_limit
        self.conflicts = conflicts
        self.undecided = 0  # solver calls that stopped before an answer
        self._timer: threading.Timer | None = None

    def __enter__(self) -> Checks:
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def start(self) -> None:
        """Start the time limit (if any)."""
        if self.time_limit is not None and self._timer is None and self.cancel is not None:
            self._timer = threading.Timer(max(0.0, self.time_limit), self.cancel.cancel)
            self._timer.daemon = True
            self._timer.start()

    def stop(self) -> None:
        """End the time limit: no call is cancelled after this."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    @property
    def stopped(self) -> bool:
        """The calls were cancelled (the time limit, or the caller): none will decide now."""
        return self.cancel is not None and self.cancel.cancelled

    @property
    def cut_short(self) -> bool:
        return self.undecided > 0

    def status(self, puzzle: Puzzle, limit: int = 1) -> Status:
        """The puzzle's solutions (up to ``limit``): CANCELLED when the call stopped undecided."""
        result = Status.CANCELLED
        if not self.stopped:
            result = solve(puzzle, limit=limit, cancel=self.cancel, budget=self.conflicts).status
        if result is Status.CANCELLED:
            self.undecided += 1
        return result

    def explain(self, puzzle: Puzzle) -> Explanation | None:
        """The clues that conflict (:func:`explain_unsat`), or None when the call stopped."""
        if not self.stopped:
            core = explain_unsat(puzzle, cancel=self.cancel)
            if core.status is not Status.CANCELLED:
                return core
        self.undecided += 1
        return None


def mend(puzzle: Puzzle, options: Options, checks: Checks | None = None) -> tuple[Puzzle, tuple[int, ...]]:
    """``puzzle`` as read, or (when it has no solution) with the likeliest change of one or two
    clues that gives it one; and the cells changed. ``checks``: the bounds of the solver calls
    (by default each call's conflicts); a reading they cannot decide is left as read."""
    checks = checks if checks is not None else Checks()
    if checks.status(puzzle) is not Status.NONE:  # a solution, or undecided: as read
        return puzzle, ()
    budget = [MAX_TRIALS]
    best = _search(puzzle, options, budget, depth=2, checks=checks)
    if best is None:
        return puzzle, ()
    changes = best
    clues = list(puzzle.clues)
    for i, d in changes:
        clues[i] = d
    return puzzle.replace(clues=tuple(clues)), tuple(sorted(i for i, _ in changes))


def _suspects(puzzle: Puzzle, options: Options, checks: Checks) -> list[int]:
    core = checks.explain(puzzle)
    if core is None:
        return []
    cells = [i for i in core.clues if i in options]
    cells.sort(key=lambda i: options[i][0][1] if options[i] else 0.0)  # least confident first
    return cells[:SUSPECTS]


def _alternatives(i: int, current: int, options: Options) -> list[tuple[int, float]]:
    """Other readings of cell ``i`` with their likelihood relative to the current one."""
    probs = dict(options.get(i, []))
    now = probs.get(current, 0.0) or 1e-6
    out = [(d, p / now) for d, p in options.get(i, []) if d != current and p / now >= MIN_RATIO]
    return out[:ALTERNATIVES]


def _search(
    puzzle: Puzzle, options: Options, budget: list[int], depth: int, checks: Checks
) -> list[tuple[int, int]] | None:
    suspects = _suspects(puzzle, options, checks)
    trials: list[tuple[float, list[tuple[int, int]]]] = []
    for i in suspects:
        for d, ratio in _alternatives(i, puzzle.clues[i], options):
            trials.append((ratio, [(i, d)]))
    if depth > 1:
        for i, j in combinations(suspects[:4], 2):
            for di, ri in _alternatives(i, puzzle.clues[i], options)[:2]:
                for dj, rj in _alternatives(j, puzzle.clues[j], options)[:2]:
                    trials.append((ri * rj, [(i, di), (j, dj)]))
    trials.sort(key=lambda t: -t[0])
    for _ratio, changes in trials:
        if budget[0] <= 0:
            return None
        if checks.stopped:  # the trials left are undecided
            checks.undecided += 1
            return None
        budget[0] -= 1
        # (a trial the solver could not decide is no fix: the next likeliest is tried)
        if checks.status(_changed(puzzle, changes)) not in (Status.NONE, Status.CANCELLED):
            return changes
    return None


def _changed(puzzle: Puzzle, changes: Sequence[tuple[int, int]]) -> Puzzle:
    clues = list(puzzle.clues)
    for i, d in changes:
        clues[i] = d
    return puzzle.replace(clues=tuple(clues))
