"""Solve, count, list true candidates and explain conflicts with a SAT solver (python-sat).

Kind-independent: the puzzle's kind (:mod:`str8ts_gui.core.kind`) supplies the propagated
candidates, the rule checker and the CNF encodings; this module runs the searches.

Every call here uses ``solve_limited(expect_interrupt=True)``: on the MiniSat-family backends
(the default is Minicard) that call releases the GIL while it searches, so a solve running in a
worker thread never freezes the GUI thread, and :class:`CancelToken` can interrupt it from any
thread.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle, mask_digits
from str8ts_gui.solver.cnf import NATIVE_CARD, Cnf
from str8ts_gui.solver.common import (
    CancelToken,
    Cancelled,
    GenerationCancelled,
    SolveResult,
    Status,
    check_cancel,
)

if TYPE_CHECKING:
    from pysat.solvers import Solver

DEFAULT_BACKEND = "mc"
# MiniSat-family backends: their solve_limited(expect_interrupt=True) releases the GIL.
GIL_FREE_BACKENDS = frozenset({"mc", "m22", "g3", "g4", "gc3", "gc4", "mgh"})


def new_solver(backend: str) -> Solver:
    """A python-sat solver of ``backend``. python-sat is loaded on the first one: a window whose
    check the human logic settles (see ``analysis.analyse_puzzle``) starts without it."""
    from pysat.solvers import Solver

    return Solver(name=backend)


@dataclass(frozen=True)
class CandidatesResult:
    status: Status  # SOLVED (at least one solution), NONE or CANCELLED
    masks: tuple[int, ...]  # per cell: bit d set when some solution puts d there (0 for black)
    ms: float

    def digits(self, i: int) -> list[int]:
        return mask_digits(self.masks[i])


@dataclass(frozen=True)
class Explanation:
    status: Status  # NONE (explained), SOLVED (there is a solution: nothing to explain) or CANCELLED
    clues: tuple[int, ...]  # clue cells that cannot all hold together; each one is needed
    ms: float


class SolverOracle:
    """What the generators' uniqueness oracles share: one solver (Minicard: native at-most-ones)
    loaded with a CNF and, as a rule, the clause "some cell differs from the solution", which a
    cancel token interrupts while it lives. Use as a context manager (or call :meth:`close`)."""

    solver: Solver | None = None
    cancel: CancelToken | None = None

    def _load(self, cnf: Cnf, differ: list[int] | None, cancel: CancelToken | None) -> None:
        self.cancel = cancel
        self.solver = new_solver(DEFAULT_BACKEND)
        cnf.load_into(self.solver, DEFAULT_BACKEND in NATIVE_CARD)
        if differ:
            self.solver.add_clause(differ)
        if cancel is not None:
            cancel._attach(self.solver)

    def close(self) -> None:
        if self.solver is not None:
            if self.cancel is not None:
                self.cancel._detach(self.solver)
            self.solver.delete()
            self.solver = None

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class GivensOracle(SolverOracle):
    """Whether givens taken from ``solution`` have that solution only, for a kind whose clue
    encoding (``cnf``: every cell open, no givens, built once for the board) takes the givens
    as assumptions: one solver holds it and the clause "some cell differs from ``solution``",
    and ``unique(clues)`` solves under the givens, unique exactly when that is unsatisfiable.
    Learned clauses carry over from one question to the next. The cancel token interrupts a
    search (:class:`GenerationCancelled`). Use as a context manager (or call :meth:`close`)."""

    def __init__(self, cnf: Cnf, solution, cancel: CancelToken | None = None) -> None:
        self._var_of = cnf.var_of
        self._load(cnf, [-cnf.var_of[i][d] for i, d in enumerate(solution)], cancel)
        self.checks = 0

    def unique(self, clues) -> bool:
        check_cancel(self.cancel)
        self.checks += 1
        var_of = self._var_of
        lits = [var_of[i][d] for i, d in enumerate(clues) if d]
        found = self.solver.solve_limited(assumptions=lits, expect_interrupt=True)
        if found is None:
            raise GenerationCancelled
        return not found


class _Session:
    """A SAT solver loaded with one CNF, attached to a cancel token while it lives.

    With ``budget`` every search may use at most that many conflicts; running out counts as
    cancelled (the search stopped before an answer).
    """

    def __init__(self, cnf: Cnf, backend: str, cancel: CancelToken | None, budget: int | None = None) -> None:
        self.solver = new_solver(backend)
        cnf.load_into(self.solver, backend in NATIVE_CARD)
        self.cnf = cnf
        self.cancel = cancel
        self.budget = budget

    def __enter__(self) -> _Session:
        if self.cancel is not None:
            self.cancel._attach(self.solver)
        return self

    def __exit__(self, *exc) -> None:
        if self.cancel is not None:
            self.cancel._detach(self.solver)
        self.solver.delete()

    def solve(self, assumptions: list[int] = ()) -> bool:
        """Search for a model; with rules encoded lazily (``cnf.lazy``) a model that breaks one
        adds the clauses it breaks and the search goes on, so a True answer's model keeps them
        all (the cuts stay: they hold in every solution)."""
        while True:
            if self.cancel is not None and self.cancel.cancelled:
                raise Cancelled
            if self.budget is not None:
                self.solver.conf_budget(self.budget)
            r = self.solver.solve_limited(assumptions=list(assumptions), expect_interrupt=True)
            if r is None:
                raise Cancelled
            if not r or not self.cnf.lazy:
                return r
            cuts = self.cnf.cuts(self.solver.get_model())
            if not cuts:
                return True
            for clause in cuts:
                self.solver.add_clause(clause)


def _candidates(puzzle: Puzzle) -> list[int] | None:
    """Propagated candidate masks from the clues, or None when the clues already conflict."""
    kind = kind_of(puzzle)
    one_pass = getattr(kind, "clue_candidates", None)
    if one_pass is not None:  # the kind does the three below in one pass (Str8ts)
        return one_pass(puzzle)
    if kind.check(puzzle, puzzle.clues):
        return None
    return kind.propagate(puzzle, kind.basic_candidates(puzzle, puzzle.clues))


def _elapsed(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000.0


def _status_for(count: int, limit: int) -> Status:
    if count == 0:
        return Status.NONE
    if count >= 2:
        return Status.SEVERAL
    return Status.SOLVED if limit == 1 else Status.UNIQUE


def solve(
    puzzle: Puzzle,
    *,
    limit: int = 2,
    backend: str = DEFAULT_BACKEND,
    cancel: CancelToken | None = None,
    budget: int | None = None,
) -> SolveResult:
    """Find solutions, up to ``limit`` (2 proves uniqueness); the first two are kept.

    Solutions are told apart by the cell-digit variables only (helpers are never blocked).
    ``budget`` caps the conflicts of each search (for callers such as the generator that
    would rather give up than wait); running out reports CANCELLED.
    """
    if limit < 1:
        raise ValueError("limit must be at least 1")
    kind = kind_of(puzzle)
    kind.candidates, kind.encoding  # noqa: B018 (their modules load here, off the clock: ms is the solve's own)
    t0 = time.perf_counter()
    masks = _candidates(puzzle)
    if masks is None:
        return SolveResult(Status.NONE, 0, (), _elapsed(t0))
    cnf, fixed = kind.encode(puzzle, masks)
    if cnf.n_cell_vars == 0 and not cnf.layers and not cnf.lazy:
        # propagation decided every cell; it is sound, so this is the only candidate solution
        # (a kind whose one-pass start never decides every cell against a rule needs no check)
        checked = getattr(kind, "decided_start_keeps_rules", False)
        found = () if not checked and kind.check(puzzle, fixed) else (tuple(fixed),)
        return SolveResult(_status_for(len(found), limit), len(found), found, _elapsed(t0))
    found: list[tuple[int, ...]] = []
    layers: list[dict[str, tuple[int, ...]]] = []
    count = 0
    try:
        with _Session(cnf, backend, cancel, budget) as s:
            while count < limit and s.solve():
                model = s.solver.get_model()
                count += 1
                if len(found) < 2:
                    found.append(tuple(cnf.decode(model, fixed)))
                    layers.append(cnf.decode_layers(model))
                s.solver.add_clause(cnf.blocking_clause(model))
    except Cancelled:
        return SolveResult(Status.CANCELLED, count, tuple(found), _elapsed(t0), tuple(layers))
    return SolveResult(_status_for(count, limit), count, tuple(found), _elapsed(t0), tuple(layers))


def count_solutions(
    puzzle: Puzzle,
    limit: int = 2,
    *,
    backend: str = DEFAULT_BACKEND,
    cancel: CancelToken | None = None,
) -> SolveResult:
    """Count solutions up to ``limit``; ``result.count`` is the number."""
    return solve(puzzle, limit=limit, backend=backend, cancel=cancel)


def true_candidates(
    puzzle: Puzzle,
    *,
    backend: str = DEFAULT_BACKEND,
    cancel: CancelToken | None = None,
) -> CandidatesResult:
    """For every white cell, the digits it holds in at least one solution."""
    t0 = time.perf_counter()
    n2 = puzzle.cell_count
    masks = _candidates(puzzle)
    if masks is None:
        return CandidatesResult(Status.NONE, (0,) * n2, _elapsed(t0))
    cnf, fixed = kind_of(puzzle).encode(puzzle, masks)
    seen = [1 << v if v else 0 for v in fixed]
    try:
        with _Session(cnf, backend, cancel) as s:
            if not s.solve():
                return CandidatesResult(Status.NONE, (0,) * n2, _elapsed(t0))
            cd = cnf.cell_digit

            def mark(model: list[int]) -> None:
                for lit in cnf.true_cell_lits(model):
                    i, d = cd[lit]
                    seen[i] |= 1 << d

            mark(s.solver.get_model())
            for v in range(1, cnf.n_cell_vars + 1):
                i, d = cd[v]
                if seen[i] >> d & 1:
                    continue
                if s.solve([v]):
                    mark(s.solver.get_model())
    except Cancelled:
        return CandidatesResult(Status.CANCELLED, tuple(seen), _elapsed(t0))
    return CandidatesResult(Status.SOLVED, tuple(seen), _elapsed(t0))


def explain_unsat(
    puzzle: Puzzle,
    *,
    backend: str = DEFAULT_BACKEND,
    cancel: CancelToken | None = None,
) -> Explanation:
    """A small set of clues that cannot all hold together, each of them needed.

    Uses the kind's cached clue encoding with every clue as an assumption: the unsat core
    names clues, and deletion-based shrinking makes it minimal (removing any clue makes the
    rest satisfiable). A kind may also switch its drawn rules on by assumptions (Sudoku
    variants): a rule in the core contributes its cells. An empty set means the shape itself
    (for Str8ts, the black/white pattern) has no solution.
    """
    t0 = time.perf_counter()
    cnf, lit_cell = kind_of(puzzle).clue_encoding(puzzle)
    try:
        with _Session(cnf, backend, cancel) as s:
            if s.solve(list(lit_cell)):
                return Explanation(Status.SOLVED, (), _elapsed(t0))
            core = [lit for lit in (s.solver.get_core() or []) if lit in lit_cell]
            k = 0
            while k < len(core):
                trial = core[:k] + core[k + 1 :]
                if s.solve(trial):
                    k += 1  # core[k] is needed
                else:
                    smaller = set(s.solver.get_core() or [])
                    core = [lit for lit in trial if lit in smaller]
    except Cancelled:
        return Explanation(Status.CANCELLED, (), _elapsed(t0))
    return Explanation(Status.NONE, tuple(sorted(_cells_of(lit_cell[lit] for lit in core))), _elapsed(t0))


def _cells_of(items) -> set[int]:
    """The cells of an unsat core's assumptions: a clue cell, or the cells of a kind's rule
    (anything with ``area()``, such as a Sudoku killer cage)."""
    out: set[int] = set()
    for item in items:
        if isinstance(item, int):
            out.add(item)
        else:
            out.update(item.area())
    return out
