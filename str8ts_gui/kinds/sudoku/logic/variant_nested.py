"""Deep nested rule contradiction: the nested contradiction (:mod:`.variant_forcing`) with the deep
propagation inside as well as outside, and every cell the assumption narrowed (not only those
left with two or three candidates) tried inside.

Assume a candidate and follow it with the deep propagation (singles, locked candidates, every
rule); inside that, try each candidate of every cell the assumption narrowed, each followed the
same deep way: a candidate that breaks the grid is ruled out and the propagation goes on, until
a cell has none left (the assumption is false) or nothing more is ruled out (it tells nothing).
A solver says: "Suppose r2c7 were 7: ...; then r3c1 is 4, 7 or 8 (once 162 more candidates are
ruled out the same way), and each breaks the grid. So r2c7 is not 7."

Why: the sparse non-consecutive puzzles of the benchmarks (8 or 9 givens) stall at the start
with some 470 candidates. No reasoning within a region removes more than one or two of them
(every filling of a box, of two boxes side by side, even of a band of three boxes, checked with
the SAT solver), and the same within an assumption; what breaks them is this search, whose
inner steps need the locked candidates through the touching cells (the deep propagation) and
cells of four to six candidates.

It is the last step of the ladder, rated :data:`DEEP_NESTED` (the nested contradiction's 8.6 plus
twice the 0.2 a deep propagation adds) plus up to 0.6 for the outer chain's length. A pass
follows the :data:`OUTER` assumptions whose deep propagation went furthest (they break the most
often) within :data:`PASS_WORK` propagation work, and tells every contradiction it finds (a
batch); all its passes in one solution path do at most :data:`PATH_WORK`. That budget is its own
(the path's budget of :mod:`.variant_forcing` does not count this step: the non-consecutive
puzzles it breaks need 1.6 to 3.7 million units in all, most of it the nested steps after it;
at 1 million of its own it breaks two of the three, the third would take 35-46 s). An assumption
that found nothing is not followed again from the same fixpoint.

Only for puzzles with a rule of forbidden pairs on touching cells (non-consecutive, the negative
constraints: the context's links), the puzzles it was made for: on sums (a published puzzle with
four long little killers that still stalls, the little killer stress set) a pass costs many times
its work units in time (each unit a sum pruned), and the share of a path took minutes there.

Sound: every candidate the inner search rules out is one that breaks the grid together with
the assumption, so a cell left without a candidate proves the assumption false.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, context
from str8ts_gui.kinds.sudoku.logic.variant_forcing import NESTED, STRONG, _inner, _nested_step, _Scan, _Work, path_share
from str8ts_gui.kinds.sudoku.logic.variant_propagate import work_done

__all__ = ["DEEP_NESTED", "OUTER", "PASS_WORK", "PATH_WORK", "deep_nested_contradiction"]

DEEP_NESTED = NESTED + 2 * STRONG  # 9.0
OUTER = 30  # assumptions a pass follows
PASS_WORK = 250_000  # propagation work (:func:`.variant_propagate.work_done`) a pass may start within
# all its passes in one solution path (:func:`.variant_forcing.path_budget`): at 2.5 million a
# non-consecutive puzzle of the benchmark took 35-46 s; at 1 million 9 of its 10 still solve, the
# costliest whole `rate` 17.7-22.4 s on the quiet machine
PATH_WORK = 1_000_000


def ranked_assumptions(ctx: Context, g: CandidateGrid, memo: dict, *, singles: bool = True) -> list:
    """``(candidates left, cell, digit, deep fixpoint)`` of each assumption the deep propagation
    does not break, the fewest candidates left first; not those whose fixpoint is the one
    ``memo`` keeps for them (the inner search found nothing from it, and from the same fixpoint
    finds nothing again); with ``singles`` False, not a cell's only candidate either."""
    M = g.masks
    scan = _Scan(ctx, True, g)
    order = []
    for i in g.iter_open():
        if not singles and not M[i] & (M[i] - 1):
            continue  # a single not placed yet (the singles' step)
        for d in bits(M[i]):
            F = scan.outcome(g, i, d)
            if F is None:
                continue  # the deep contradiction's
            old = memo.get((i, d))
            if old is not None and (old is F or old == F):
                continue
            order.append((sum(map(int.bit_count, F)), i, d, F))
    order.sort()
    return order


def deep_nested_contradiction(g: CandidateGrid) -> Iterator[Step]:
    """A candidate whose deep propagation leaves a cell every candidate of which breaks the grid
    (each followed the same deep way, those that break ruled out as the search goes) is false."""
    if g.shape.classic or g.is_solved():
        return
    ctx = context(g)
    if not any(ctx.links):
        return  # no pair rule: see the module's docstring
    left = path_share("deep-nested", PATH_WORK)
    if left is not None and left[0] <= 0:
        return  # the path's share of this step is spent: it stalls here
    work = _Work(PASS_WORK, left)  # charged to this step's own share of the path
    M = g.masks
    n = g.size
    memo = ctx.memo.setdefault("deep-nested", {})
    order = ranked_assumptions(ctx, g, memo)
    limit = work_done() + (work.limit - work.mark)  # a pass's work counts from here

    for _, i, d, F in order[:OUTER]:
        if work_done() > limit:
            break
        hit = _inner(ctx, list(F), n, start=M, strong=True)
        if hit is None:
            memo[(i, d)] = F
            continue
        step = _nested_step(ctx, g, i, d, hit, deep=DEEP_NESTED)
        if step is not None:
            work.charge()
            yield step  # (a batch: the walk takes every one this pass finds)
    work.charge()
