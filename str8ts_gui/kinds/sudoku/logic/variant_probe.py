"""Probed nested rule contradiction: the deep nested contradiction (:mod:`.variant_nested`) on the
puzzles that step leaves alone (no pair rule: sums, cages, anti-knight), with the SAT solver's
unit propagation, which runs in C, choosing which assumptions to follow.

The deep nested contradiction assumes a candidate, follows it with the deep propagation, then
tries each candidate of the cells that narrowed, each followed the same way; a candidate that
breaks is dropped, what every surviving one removes is removed, until a cell has none left (the
assumption is false). In Python each assumption costs 50 ms to 3 s on sums, and the stalled
puzzles of the little killer stress set and the Pyramid-like set need hundreds of them a pass.

Here the same search runs first on the puzzle's CNF (:func:`.encoding.encode` of the open
cells' candidates, plus the locked candidates as clauses: a cell that sees every place a unit has
left for a digit loses it), with :meth:`pysat.solvers.Solver.propagate` as the propagation, over
every open cell: some 10 to 30 ms an assumption. Only an assumption it breaks is followed in
Python, and only through the cells the unit propagation's search used, in its order: the step
is taken only when our own propagation breaks it too (it is as strong as the unit propagation
on these rules or stronger, so it nearly always does), and it is told as the deep nested
contradiction it is (:func:`.variant_forcing._nested_step`). Every step shown is one our rules
derive; the SAT solver only picks which assumption to look at.

It is the last step of the ladder, rated as the deep nested contradiction
(:data:`.variant_nested.DEEP_NESTED`) plus the outer chain's length. A pass runs at most
:data:`PASS_CALLS` unit propagations, a solution path :data:`PATH_CALLS` (counts, not time, so
what it finds does not depend on the machine). An assumption whose deep fixpoint is the same as
when the search found nothing is not searched again.

Sound: every elimination is a Python deep nested contradiction (each inner candidate dropped is
one that breaks the grid with the assumption).
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.kinds.sudoku.encoding import encode
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, context
from str8ts_gui.kinds.sudoku.logic.variant_forcing import _PATH, _nested_step, _Scan
from str8ts_gui.kinds.sudoku.logic.variant_nested import DEEP_NESTED
from str8ts_gui.kinds.sudoku.logic.variant_propagate import propagate
from str8ts_gui.kinds.sudoku.variants.base import Encoder
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.sums import encode_layers

__all__ = ["PASS_CALLS", "PATH_CALLS", "probe_nested_contradiction"]

PASS_CALLS = 60_000  # unit propagations one pass may run (about 25-40 microseconds each)
PATH_CALLS = 300_000  # and all passes of one solution path together


def _path_left(ctx: Context) -> list[int] | None:
    """The unit propagations this step may still run in the solution path being walked (a
    one-item list kept on the context beside that path's budget object); None outside a path."""
    path = _PATH.get()
    if path is None:
        return None
    mine = ctx.memo.get("probe-nested-path")
    if mine is None or mine[0] is not path:
        mine = ctx.memo["probe-nested-path"] = (path, [PATH_CALLS])
    return mine[1]


class _Up:
    """The grid's CNF loaded in a solver, and the nested search by its unit propagation."""

    def __init__(self, ctx: Context, g: CandidateGrid) -> None:
        from pysat.solvers import Solver

        masks = list(g.masks)
        puzzle = g.puzzle
        grouped = [c for c in puzzle.constraints if isinstance(c, LittleKiller) and len(c.groups(puzzle)) < len(c.diagonal(puzzle.size))]
        cnf, fixed = encode(puzzle.replace(constraints=tuple(c for c in puzzle.constraints if c not in grouped)), masks)
        enc = Encoder(cnf, fixed, puzzle.size, puzzle)
        for c in grouped:
            _grouped_sum(enc, c.groups(puzzle), c.total)
        _locked_clauses(ctx, cnf, fixed, masks)
        self.solver = Solver(name="mc")
        cnf.load_into(self.solver, True)
        self.cnf = cnf
        self.nv = cnf.n_cell_vars
        self.cells = [(c, sorted(vs.values())) for c, vs in enumerate(cnf.var_of) if len(vs) > 1]
        self.calls = 0

    def close(self) -> None:
        self.solver.delete()

    def _prop(self, lits: list[int]):
        self.calls += 1
        return self.solver.propagate(assumptions=lits)

    def search(self, a: int, limit: int) -> list[int] | None:
        """The cells (in order) whose options, followed by unit propagation under ``a``, broke or
        narrowed the grid until one had none left: ``a`` is false. None when it found nothing
        (or the calls reached ``limit``)."""
        nv = self.nv
        ok, imp = self._prop([a])
        if not ok:
            return []
        known = set(imp)  # (helper variables too: only cell variables are looked up)
        extra: list[int] = []
        used: list[int] = []
        changed = True
        while changed:
            changed = False
            rows = []
            for c, vs in self.cells:
                opts = [v for v in vs if -v not in known]
                if len(opts) > 1 and not any(v in known for v in opts):
                    rows.append((len(opts), c, opts))
            rows.sort()  # the cells with the fewest options first (the likeliest to break)
            for _, c, opts in rows:
                opts = [v for v in opts if -v not in known]
                if len(opts) < 2 or any(v in known for v in opts):
                    continue
                if self.calls >= limit:
                    return None
                base = [a, *extra]
                common = None
                for b in opts:
                    ok, imp = self._prop(base + [b])
                    if ok:
                        common = set(imp) if common is None else common.intersection(imp)
                if common is None:
                    used.append(c)
                    return used
                new = sorted(x for x in common - known if -nv <= x <= nv)
                if new:
                    used.append(c)
                    extra.extend(new)
                    ok, imp = self._prop([a, *extra])
                    if not ok:
                        return used
                    known = set(imp)
                    changed = True
        return None


def _grouped_sum(enc: Encoder, groups, total: int) -> None:
    """A little killer's sum as a layered diagram whose states also hold the digits used so far in
    the current group (the diagonal's cells in one box differ): what its pruning knows
    (:func:`.sums.prune_distinct_groups`), for the unit propagation."""
    cells = [i for grp in groups for i in grp]
    last = set()
    first = set()
    k = 0
    for grp in groups:
        first.add(k)
        k += len(grp)
        last.add(k - 1)

    def step(k: int, state, d: int):
        s, used = state
        if used >> d & 1:
            return None
        return (s + d, 0) if k in last else (s + d, used | 1 << d)

    digits = [enc.digits(i) for i in cells]
    forward = [{(0, 0)}]
    for k in range(len(cells)):
        nxt = set()
        for st in forward[-1]:
            for d in digits[k]:
                t = step(k, st, d)
                if t is not None and t[0] <= total:
                    nxt.add(t)
        forward.append(nxt)
    keep = [set() for _ in forward]
    keep[-1] = {(total, 0)} & forward[-1]
    for k in range(len(cells) - 1, -1, -1):
        keep[k] = {st for st in forward[k] if any(step(k, st, d) in keep[k + 1] for d in digits[k])}
    encode_layers(enc, cells, [sorted(x) for x in keep], step)


def _locked_clauses(ctx: Context, cnf, fixed: list[int], masks: list[int]) -> None:
    """Locked candidates as clauses: a cell outside a unit that holds ``d`` leaves ``d`` one of
    the unit's places that cell does not see (what the deep propagation's locked candidates
    use, also through the rules' peers)."""
    sh = ctx.shape
    n = sh.size
    pb = sh.peer_bits
    enc = Encoder(cnf, fixed, n, ctx.puzzle)
    var_of = cnf.var_of
    open_cells = [j for j in range(len(masks)) if not fixed[j] and var_of[j]]
    for unit in sh.units:
        if len(unit) != n:
            continue
        inside = 0
        for i in unit:
            inside |= 1 << i
        for d in range(1, n + 1):
            if any(fixed[i] == d for i in unit):
                continue
            places = [i for i in unit if masks[i] >> d & 1]
            if len(places) < 2:
                continue
            at = 0
            for i in places:
                at |= 1 << i
            for j in open_cells:
                if inside >> j & 1 or d not in var_of[j]:
                    continue
                seen = pb[j] & at
                if seen & (seen - 1) == 0:
                    continue  # sees one place at most: the unit's own clauses say as much
                enc.clause([-var_of[j][d], *(var_of[i][d] for i in places if not seen >> i & 1)])


def _replay(ctx: Context, F: tuple[int, ...], used: list[int]):
    """The nested search in Python (deep propagation) inside the assumption's fixpoint ``F``,
    through the cells ``used`` in order: ``(options, dropped)`` of the cell that broke (as
    :func:`.variant_forcing._inner` gives it), None when our propagation does not break it."""
    n2 = len(F)
    F = list(F)
    values = [0] * n2
    spread = [not m & (m - 1) for m in F]
    dropped = 0
    for c in used:
        options = [(c, e) for e in bits(F[c])]
        if len(options) < 2:
            continue
        alive = []
        for o in options:
            got = propagate(ctx, F, values, assume=o, strong=True, spread=spread).masks
            if got is not None:
                alive.append(got)
        if not alive:
            return options, dropped
        union = [0] * n2
        for A in alive:
            for x in range(n2):
                union[x] |= A[x]
        moved = [x for x in range(n2) if union[x] != F[x]]
        if not moved:
            continue
        dropped += sum((F[x] & ~union[x]).bit_count() for x in moved)
        r = propagate(ctx, union, values, moved, strong=True, spread=spread)
        if r.masks is None:
            return options, dropped
        F = list(r.masks)
        spread = [not m & (m - 1) for m in F]
    return None


def probe_nested_contradiction(g: CandidateGrid) -> Iterator[Step]:
    """A candidate whose deep propagation leaves a cell every candidate of which breaks the grid
    (each followed the same deep way, those that break ruled out as the search goes) is false;
    the assumptions followed are those the SAT solver's unit propagation breaks the same way."""
    if g.shape.classic or g.is_solved():
        return
    ctx = context(g)
    if any(ctx.links):
        return  # the deep nested contradiction's puzzles (:mod:`.variant_nested`)
    left = _path_left(ctx)
    if left is not None and left[0] <= 0:
        return
    budget = PASS_CALLS if left is None else min(PASS_CALLS, left[0])
    M = g.masks
    memo = ctx.memo.setdefault("probe-nested", {})  # (cell, digit) -> fixpoint it found nothing from
    scan = _Scan(ctx, True, g)
    order = []
    for i in g.iter_open():
        if not M[i] & (M[i] - 1):
            continue  # a single not placed yet (the singles' step)
        for d in bits(M[i]):
            F = scan.outcome(g, i, d)
            if F is None:
                continue  # the deep contradiction's
            old = memo.get((i, d))
            if old is not None and (old is F or old == F):
                continue
            order.append((sum(m.bit_count() for m in F), i, d, F))
    if not order:
        return
    order.sort()
    up = _Up(ctx, g)
    try:
        for _, i, d, F in order:
            if up.calls >= budget:
                break
            used = up.search(up.cnf.var_of[i][d], budget)
            if used is None:
                if up.calls < budget:
                    memo[(i, d)] = F
                continue
            hit = _replay(ctx, F, used)
            if hit is None:
                memo[(i, d)] = F  # our propagation does not follow it there
                continue
            step = _nested_step(ctx, g, i, d, hit, deep=DEEP_NESTED)
            if step is not None:
                yield step
    finally:
        if left is not None:
            left[0] -= up.calls
        up.close()
