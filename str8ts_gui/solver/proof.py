"""The solver's next step where human logic stalls: a candidate the SAT solver proves false,
with its reason, clearly labelled as not a human technique.

Used by the hints of kinds whose logic cannot always finish (Sudoku variants): the hint says that
no technique was found and offers the proved step. The proof is an unsat core: with the digit
put in its cell, the placed digits named in the core and the puzzle's rules admit no solution.
Among the false candidates tried (within a time budget), the one with the shortest reason wins.
"""

from __future__ import annotations

import time
from typing import Sequence

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.solver.logic import PROOF_STRATEGY, Step
from str8ts_gui.solver.sat import _Session, DEFAULT_BACKEND, solve
from str8ts_gui.solver.common import CancelToken, Cancelled, Status

__all__ = ["PROOF_STRATEGY", "proved_step"]



def _shrink(s: _Session, base: list[int], core: list[int], deadline: float) -> list[int]:
    """Drop assumptions from ``core`` while ``base`` + the rest stays unsatisfiable."""
    k = 0
    while k < len(core) and time.perf_counter() < deadline:
        trial = core[:k] + core[k + 1 :]
        if s.solve(base + trial):
            k += 1
        else:
            smaller = set(s.solver.get_core() or [])
            core = [lit for lit in trial if lit in smaller]
    return core


def proved_step(
    puzzle: Puzzle,
    values: Sequence[int],
    masks: Sequence[int],
    *,
    level: int = 0,
    cancel: CancelToken | None = None,
    budget_s: float = 0.5,
    tries: int = 24,
) -> Step | None:
    """A candidate of an open cell (``masks``) that no solution with the placed ``values`` has,
    as a :class:`Step` eliminating it, with the placed digits its proof needs; None when the
    position has no solution or none is found in time."""
    deadline = time.perf_counter() + budget_s
    placed = puzzle.with_values(values)
    result = solve(placed, limit=1, cancel=cancel)
    if result.status is not Status.SOLVED or result.solution is None:
        return None
    solution = result.solution
    n = puzzle.size
    cnf, lit_cell = kind_of(puzzle).clue_encoding(placed)
    assumptions = list(lit_cell)
    best: tuple[int, int, int, list[int]] | None = None  # (core size, cell, digit, core)
    tried = 0
    try:
        with _Session(cnf, DEFAULT_BACKEND, cancel) as s:
            for i, m in enumerate(masks):
                if values[i] or puzzle.clues[i]:
                    continue
                for d in range(1, puzzle.digits + 1):
                    if not m >> d & 1 or d == solution[i]:
                        continue
                    x = cnf.var_of[i].get(d)
                    if x is None or s.solve([*assumptions, x]):
                        continue
                    core = [lit for lit in (s.solver.get_core() or []) if lit in lit_cell]
                    core = _shrink(s, [x], core, deadline)
                    if best is None or len(core) < best[0]:
                        best = (len(core), i, d, core)
                    tried += 1
                    if tried >= tries or time.perf_counter() > deadline or not core:
                        break
                if best is not None and (tried >= tries or time.perf_counter() > deadline or best[0] == 0):
                    break
    except Cancelled:
        return None
    if best is None:
        return None
    _, i, d, core = best
    cells = sorted(lit_cell[lit] for lit in core if isinstance(lit_cell[lit], int))
    rules = [lit_cell[lit] for lit in core if not isinstance(lit_cell[lit], int)]
    digits_of = {c: (puzzle.clues[c] or values[c]) for c in cells}
    parts = [f"{cell_name(c, n)} = {digits_of[c]}" for c in cells]
    parts += [r.describe(n)[:1].lower() + r.describe(n)[1:] for r in rules]
    if parts:
        reason = f"with {d} there, {'; '.join(parts)} {'leaves' if len(parts) == 1 else 'leave'} no solution"
        if not rules:
            reason = f"with {d} there, {', '.join(parts)} and the rules leave no solution"
    else:
        reason = f"with {d} there, the rules alone leave no solution"
    cells = sorted(set(cells) | {j for r in rules for j in r.area()})
    text = f"{cell_name(i, n)} cannot be {d}: {reason} (proved by the solver; not a human technique)."
    return Step(
        strategy=PROOF_STRATEGY,
        level=max(level, 0),
        difficulty=99.0,
        cells=(i, *cells),
        digits=(d,),
        placements=(),
        eliminations=((i, d),),
        text=text,
        area=(i,),
    )
