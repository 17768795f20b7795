"""Probed nested rule contradiction: the deep nested contradiction (:mod:`.variant_nested`) on the
puzzles that step leaves alone (no pair rule: sums, cages, anti-knight), with the SAT solver's
unit propagation, which runs in C, choosing which assumptions to follow.

The deep nested contradiction assumes a candidate, follows it with the deep propagation, then
tries each candidate of the cells that narrowed, each followed the same way; a candidate that
breaks is dropped, what every surviving one removes is removed, until a cell has none left (the
assumption is false). In Python an assumption costs some 50 ms on the little killer stress
puzzles of the benchmarks and 0.5 s on the Pyramid-like ones (12 cages and anti-knight), and
their stalls need hundreds a pass: a whole pass at a little killer stall took 11-35 s.

Here the same search runs first on the grid's CNF, with :meth:`pysat.solvers.Solver.propagate`
(unit propagation, no search) as the propagation and every open cell tried inside: some 10 ms
an assumption on those little killers. The CNF is :func:`~str8ts_gui.kinds.sudoku.encoding.encode`'s for the open cells'
candidates, made as strong as our deep propagation where that was weaker: the locked candidates
as clauses (a cell that sees every place a unit has left for a digit loses it); little killers
whose cells repeat in a box as diagrams whose states also hold the digits used in that box; and
killer cages whose selectors rule out the digits outside their set, a digit no set without it
is left for used, and a digit the cage must hold leaving the cells that see all its places.
(With the plain encoding, unit propagation removed less than our plain propagation after 24 to
111 of some 360 assumptions at each stall, never more; with the locked clauses alone this search
found nothing at four of the five stalls.) Only an assumption it breaks is followed in Python,
through the cells the probe used, in its order: the step is taken only when our own propagation
breaks it too, and it is told as the deep nested contradiction it is
(:func:`.variant_forcing._nested_step`). Every step shown is one our rules derive; the SAT
solver only picks which assumption to look at.

A pass's steps are a batch the walker applies in turn, so each is followed and told in the grid
the steps before it leave: its replay starts from its fixpoint there (narrower, so cheaper: on
the fifth Pyramid-like puzzle of the benchmarks the replays took some 15 s instead of 30 s), an
assumption those steps already break by the deep propagation alone is left to the deep
contradiction, and the unit propagation knows each candidate ruled out from then on (its later
chains are shorter, and it finds more).

It is the last step of the ladder, rated as the deep nested contradiction
(:data:`.variant_nested.DEEP_NESTED`) plus the outer chain's length. A pass runs at most
:data:`PASS_CALLS` unit propagations, and stops after :data:`QUIET` without a step; a solution
path at most :data:`PATH_CALLS` (counts, not time, so what it finds does not depend on the
machine; kept on the path's own budget, :func:`.variant_forcing.path_share`). Only the unit
propagations are counted: each candidate's deep fixpoint, worked out once a pass in Python, and
the Python replays of the assumptions the probe breaks are not (on an empty 16 x 16 board with
anti-knight a pass spent some 3 s in all and found nothing). An assumption whose deep fixpoint is the same as when its search found nothing is not
searched again.

What it does on the benchmarks: two more little killer stress puzzles solve (7 of 10; whole
`rate` 10.9 s and 14.7 s); three stalls go a few steps further and still stall, and the whole
`rate` of a stall grows by 1 to 5.5 s (a pass that finds nothing). Two little killer stalls
need more than this nesting: the Python deep nested search over every assumption, unbounded,
finds nothing at one and stalls after 12 steps at the other; the unit propagation needs a third
level (at one, a candidate broken after 13,900 propagations; all of them, 4.5 minutes) and the
SAT solver at least 180 conflicts to refute the easiest candidate.

Sound: every elimination is a Python deep nested contradiction (each inner candidate dropped is
one that breaks the grid with the assumption).

Where worker processes may be forked (:mod:`str8ts_gui.solver.forked`: a command-line run with
``--jobs`` above 1 answering a puzzle in its own process; never the window) a solution path's
passes hand the replays to them and search on meanwhile (:func:`_ahead`): the same steps, in
less time on two cores or more.
"""

from __future__ import annotations

from collections import deque
from functools import partial
from typing import Iterator

from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, context
from str8ts_gui.kinds.sudoku.logic.variant_forcing import _narrowed, _nested_step, _united, path_share
from str8ts_gui.kinds.sudoku.logic.variant_nested import DEEP_NESTED, ranked_assumptions
from str8ts_gui.kinds.sudoku.logic.variant_propagate import _bits_of_cells, is_single, propagate
from str8ts_gui.kinds.sudoku.variants.base import Encoder, _neg
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage, digit_sets
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.sums import encode_layers
from str8ts_gui.solver.forked import Forked, workers_allowed

__all__ = ["PASS_CALLS", "PATH_CALLS", "QUIET", "probe_nested_contradiction"]

PASS_CALLS = 60_000  # unit propagations one pass may run (about 25-40 microseconds each)
QUIET = 20_000  # and without finding a step (since it began or found the last)
PATH_CALLS = 200_000  # all passes of one solution path together
AHEAD = 2  # replays sent to each worker process before the first comes back (see _ahead)
# worker processes at most (whatever --jobs and the cores allow): the search hands out a replay
# every 40 ms or so on the Pyramid-like puzzles, each takes about 130 ms, so more would mostly wait
REPLAYERS = 4


class _Up:
    """The grid's CNF loaded in a solver, and the nested search by its unit propagation."""

    def __init__(self, ctx: Context, g: CandidateGrid) -> None:
        from pysat.solvers import Solver

        from str8ts_gui.kinds.sudoku.encoding import encode  # (with every rule's encoding: not at import)

        masks = list(g.masks)
        puzzle = g.puzzle
        n = puzzle.size
        grouped = [c for c in puzzle.constraints if isinstance(c, LittleKiller) and len(c.groups(puzzle)) < len(c.diagonal(n))]
        cages = [c for c in puzzle.constraints if isinstance(c, KillerCage) and c.total]
        mine = set(map(id, grouped + cages))
        cnf, fixed = encode(puzzle.replace(constraints=tuple(c for c in puzzle.constraints if id(c) not in mine)), masks)
        enc = Encoder(cnf, fixed, n, puzzle)
        for c in grouped:
            _grouped_sum(enc, c.groups(puzzle), c.total)
        for c in cages:
            _cage(enc, ctx.shape.peer_bits, c.cells, digit_sets(n, len(c.cells), c.total), masks)
        _locked_clauses(ctx, cnf, fixed, masks)
        self.solver = Solver(name="mc")
        cnf.load_into(self.solver, True)
        self.cnf = cnf
        self.nv = cnf.n_cell_vars
        self.cells = [(c, sorted(vs.values())) for c, vs in enumerate(cnf.var_of) if len(vs) > 1]
        self.calls = 0
        self._given: tuple[int, ...] = ()
        self._skip = 0

    def close(self) -> None:
        self.solver.delete()

    def _prop(self, lits: list[int]):
        self.calls += 1
        return self.solver.propagate(assumptions=lits)

    def learn(self, lit: int) -> None:
        """``lit`` holds from now on (a clause of its own)."""
        self.solver.add_clause([lit])
        self._given = ()  # (what assumptions imply alone changes with it)

    def _implied(self, given: list[int]) -> int:
        """How many literals the unit propagation of ``given`` alone lists (not a counted call:
        with clauses for them it would cost none); remembered for the same ``given``."""
        if not given:
            return 0
        key = tuple(given)
        if key != self._given:
            self._given, self._skip = key, len(self.solver.propagate(assumptions=given)[1])
        return self._skip

    def search(self, a: int, limit: int, given: list[int] = ()) -> list[int] | None:
        """The cells (in order) whose options, followed by unit propagation under ``a``, broke or
        narrowed the grid until one had none left: ``a`` is false. None when it found nothing
        (or the calls reached ``limit``). ``given``: literals assumed true before ``a``, found
        the same as with each a clause of its own (what they imply left out of what is known,
        as the solver leaves out what its clauses imply alone)."""
        nv = self.nv
        skip = self._implied(given)
        lead = [*given, a]
        ok, imp = self._prop(lead)
        if not ok:
            return []
        known = set(imp[skip:])  # (helper variables too: only cell variables are looked up)
        # the solver lists what a propagation implied in the order it found it, each assumption's
        # consequences after those of the assumptions before it: what an option implies beyond
        # ``known`` is what follows the first ``size`` literals
        size = len(imp)
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
                base = [*lead, *extra]
                common = None
                for b in opts:
                    ok, imp = self._prop(base + [b])
                    if ok:
                        common = set(imp[size:]) if common is None else common.intersection(imp[size:])
                if common is None:
                    used.append(c)
                    return used
                new = sorted(x for x in common - known if -nv <= x <= nv)
                if new:
                    used.append(c)
                    extra.extend(new)
                    ok, imp = self._prop([*lead, *extra])
                    if not ok:
                        return used
                    known = set(imp[skip:])
                    size = len(imp)
                    changed = True
        return None


def _cage(enc: Encoder, peer_bits, cells, sets, masks: list[int]) -> None:
    """A killer cage with a sum: its cells differ and hold one of ``sets`` (the package's
    encoding, :func:`~str8ts_gui.kinds.sudoku.variants.killer.encode_digit_sets`, with "digit d is used" and one selector a set),
    plus what unit propagation needs to reason as the cage's pruning does: a digit no set
    without it is left for is used, a set rules out the digits outside it, and a digit the cage
    must hold leaves the cells that see every place it has there (locked candidates)."""
    n = enc.n
    for d in range(1, n + 1):
        enc.at_most_one(enc.lit(i, d) for i in cells)
    union = 0
    for i in cells:
        union |= masks[i]
    sets = [s for s in sets if s & union == s]
    if not sets:
        enc.clause([])
        return
    used: dict[int, int] = {}
    for d in range(1, n + 1):
        lits = [x for i in cells if (x := enc.lit(i, d)) is not False]
        u = enc.new_var()
        for x in lits:
            enc.clause([_neg(x), u])
        enc.clause([-u, *lits])
        used[d] = u
    selectors = [enc.new_var() for _ in sets]
    enc.clause(selectors)
    enc.at_most_one(selectors)
    for s, sel in zip(sets, selectors):
        for d in range(1, n + 1):
            enc.clause([-sel, used[d]] if s >> d & 1 else [-sel, -used[d]])
    for d in range(1, n + 1):
        enc.clause([-used[d], *(sel for s, sel in zip(sets, selectors) if s >> d & 1)])
        enc.clause([used[d], *(sel for s, sel in zip(sets, selectors) if not s >> d & 1)])
        _locked(enc, peer_bits, cells, d, masks, -used[d])


def _grouped_sum(enc: Encoder, groups, total: int) -> None:
    """A little killer's sum as a layered diagram whose states also hold the digits used so far in
    the current group (the diagonal's cells in one box differ): what its pruning knows
    (:func:`~str8ts_gui.kinds.sudoku.variants.sums.prune_distinct_groups`), for the unit propagation."""
    cells = [i for grp in groups for i in grp]
    last = set()
    k = 0
    for grp in groups:
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
    enc = Encoder(cnf, fixed, n, ctx.puzzle)
    for unit in sh.units:
        if len(unit) != n:
            continue
        for d in range(1, n + 1):
            if not any(fixed[i] == d for i in unit):
                _locked(enc, sh.peer_bits, unit, d, masks)


def _locked(enc: Encoder, peer_bits, cells, d: int, masks: list[int], *guard: int) -> None:
    """For ``cells`` that must hold ``d`` once (when the ``guard`` literals are false): each open
    cell outside them that sees two or more of their places for ``d`` holds ``d`` only if one of
    the places it does not see does not."""
    places = [i for i in cells if masks[i] >> d & 1]
    if len(places) < 2:
        return
    at = _bits_of_cells(places)
    inside = _bits_of_cells(cells)
    for j, m in enumerate(masks):
        if inside >> j & 1 or not m >> d & 1 or not m & (m - 1):
            continue
        seen = peer_bits[j] & at
        if seen & (seen - 1):  # (one place at most: the cells' own clauses say as much)
            enc.clause([-enc.lit(j, d), *guard, *(enc.lit(i, d) for i in places if not seen >> i & 1)])


def _replay(ctx: Context, F: tuple[int, ...], used: list[int]):
    """The nested search in Python (deep propagation) inside the assumption's fixpoint ``F``,
    through the cells ``used`` in order: ``(options, dropped)`` of the cell that broke (as
    :func:`.variant_forcing._inner` gives it), None when our propagation does not break it."""
    F = list(F)
    values = [0] * len(F)
    spread = list(map(is_single, F))
    dropped: tuple = ()  # the candidates ruled out on the way, (cell, digit) pairs
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
        got, lost = _united(ctx, F, values, spread, alive)
        dropped += lost
        if got is None:
            return options, dropped
        if got is not F:
            F = got
            spread = list(map(is_single, F))
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
    left = path_share("probe-nested", PATH_CALLS)
    if left is not None and left[0] <= 0:
        return
    budget = PASS_CALLS if left is None else min(PASS_CALLS, left[0])
    memo = ctx.memo.setdefault("probe-nested", {})  # (cell, digit) -> fixpoint it found nothing from
    order = ranked_assumptions(ctx, g, memo, singles=False)
    if not order:
        return
    pool = _workers(ctx, g) if left is not None else None  # (a hint takes one step: no look-ahead)
    run = _in_turn if pool is None else partial(_ahead, pool)
    spent = [0]  # the unit propagations the pass has used (those the steps taken needed)
    try:
        yield from run(ctx, g, order, memo, budget, spent)
    finally:
        if left is not None:
            left[0] -= spent[0]


def _in_turn(ctx: Context, g: CandidateGrid, order: list, memo: dict, budget: int, spent: list[int]) -> Iterator[Step]:
    """The pass: each assumption of ``order`` searched by the unit propagation, those it breaks
    replayed in Python, each step told as soon as found (``spent[0]``: the calls so far)."""
    up = _Up(ctx, g)
    last = 0  # the calls when the pass last found a step (or began)
    now = g  # the grid after the steps told so far (the walker applies a batch's steps in turn)
    try:
        for _, i, d, F in order:
            if up.calls >= budget or up.calls - last >= QUIET:
                break
            limit = min(budget, last + QUIET)
            a = up.cnf.var_of[i][d]
            used = up.search(a, limit)
            spent[0] = up.calls
            if used is None:
                if up.calls < limit:  # (not cut short: it found nothing)
                    memo[(i, d)] = F
                continue
            E = F if now is g else _narrowed(ctx, F, now.masks, [0] * len(F), True)
            if E is None:
                continue  # the steps told since break it: a deep contradiction now (a lower step)
            hit = _replay(ctx, E, used)
            if hit is None:
                memo[(i, d)] = F  # our propagation does not follow it there (nor from wider F)
                continue
            step = _nested_step(ctx, now, i, d, hit, deep=DEEP_NESTED)
            if step is not None:
                last = up.calls
                now = now.with_changes((), step.eliminations)
                up.learn(-a)  # (the unit propagation knows it from here on too)
                yield step
    finally:
        up.close()


def _workers(ctx: Context, g: CandidateGrid) -> Forked | None:
    """The worker processes that replay this puzzle's assumptions (forked at the first pass that
    may use them, kept for the next passes: their caches warm up as this process's do), None
    where none may be forked (:func:`~str8ts_gui.solver.forked.workers_allowed`)."""
    count = min(workers_allowed(), REPLAYERS)
    if not count or ctx.puzzle is not g.puzzle:  # (the workers tell steps in the context's puzzle)
        return None
    pool = ctx.memo.get("probe-workers")
    if pool is None or not pool.workers:
        pool = ctx.memo["probe-workers"] = Forked(partial(_replay_piece, ctx), count)
    return pool


def _replay_piece(ctx: Context, piece: tuple) -> tuple[str, object]:
    """A worker's part of a pass, an assumption broken by the unit propagation: its replay
    (:func:`_replay`) from ``E``, its fixpoint in the grid the steps before it leave
    (``values``, ``masks``), and the step it gives: ``("replayed", None)`` when our propagation
    does not break the assumption, else ``("step", the step or None)``."""
    E, values, masks, i, d, used = piece
    hit = _replay(ctx, E, used)
    if hit is None:
        return ("replayed", None)
    now = CandidateGrid(ctx.puzzle, values, masks)  # (the step needs no uniqueness test)
    return ("step", _nested_step(ctx, now, i, d, hit, deep=DEEP_NESTED))


def _ahead(pool: Forked, ctx: Context, g: CandidateGrid, order: list, memo: dict, budget: int, spent: list[int]) -> Iterator[Step]:
    """:func:`_in_turn` with the replays worked out by ``pool``'s worker processes (each also
    tells its step) while this one goes on searching: each assumption the unit propagation
    breaks, unless the steps taken since break it here already (its replay's start worked out
    here: on the tenth Pyramid-like puzzle of the benchmarks 411 of 522, left to a lower step as
    :func:`_in_turn` leaves them), is taken to give its step before its replay is back (as
    nearly all the others do: 100 of 102 on the seventh; the other two our propagation did not
    break), so the next searches assume it false and the next replays start from the grid
    without it. The steps are told in order as their replays come back, each step's literal
    then a clause; where a replay gives no step (or another elimination: none does today), the
    look-ahead after it is dropped and the pass goes on from just after it, as :func:`_in_turn`
    goes on. This rests on the searches with assumed literals finding what they find with
    clauses (:meth:`_Up.search`), and on the look-ahead's stop and limits using its own last
    step's calls, which are those of the pass in turn while the look-ahead holds. So the same
    steps, the same calls counted and the same assumptions remembered as found nothing (only
    those reached in turn), sooner on two cores or more (the seventh Pyramid-like puzzle's whole
    ``rate``: 20.4 s in turn, 14.4 s with two workers on the 2-core machine)."""
    up = _Up(ctx, g)
    given: list[int] = []  # the look-ahead's steps not told yet, as assumptions (their clauses once told)
    now, last = g, 0  # as _in_turn has them after the steps told
    pos, ahead_now, ahead_last = 0, g, 0  # the search's, the look-ahead taken to give steps
    sent: deque = deque()  # (piece number, position in order, cell, digit, literal, fixpoint, calls)
    found_nothing: deque = deque()  # (position, (cell, digit), fixpoint) not yet reached in turn
    done = False
    most = AHEAD * max(1, len(pool.workers))
    try:
        while True:
            while not done and len(sent) < most and not (sent and pool.ready(sent[0][0])):
                if pos >= len(order) or up.calls >= budget or up.calls - ahead_last >= QUIET:
                    done = True
                    break
                _, i, d, F = order[pos]
                limit = min(budget, ahead_last + QUIET)
                a = up.cnf.var_of[i][d]
                used = up.search(a, limit, given)
                if used is None:
                    if up.calls < limit:
                        found_nothing.append((pos, (i, d), F))
                    pos += 1
                    continue
                # the replay's start, worked out here: where the steps taken since break it (a
                # deep contradiction now, as _in_turn leaves it) nothing is sent or taken
                E = F if ahead_now is g else _narrowed(ctx, F, ahead_now.masks, [0] * len(F), True)
                if E is not None:
                    number = pool.submit((E, ahead_now.values, ahead_now.masks, i, d, used))
                    sent.append((number, pos, i, d, a, F, up.calls))
                    ahead_now, ahead_last = ahead_now.with_changes((), ((i, d),)), up.calls
                    given.append(-a)
                pos += 1
            if not sent:
                for _, key, F in found_nothing:
                    memo[key] = F
                spent[0] = up.calls
                return
            number, p, i, d, a, F, calls = sent.popleft()
            kind, hit = pool.result(number)
            while found_nothing and found_nothing[0][0] < p:
                _, key, F0 = found_nothing.popleft()
                memo[key] = F0
            spent[0] = calls
            step = hit if kind == "step" else None
            if kind == "replayed":
                memo[(i, d)] = F  # our propagation does not follow it there (nor from wider F)
            given.pop(0)  # (its own: the step's clause, or nothing)
            if step is not None:
                last, now = calls, now.with_changes((), step.eliminations)
                up.learn(-a)
                yield step
                if step.eliminations == ((i, d),):
                    continue
            # not the step looked ahead with: on from just after it, as _in_turn goes
            for k, *_ in sent:
                pool.forget(k)
            sent.clear()
            given.clear()
            found_nothing.clear()
            up.calls = calls
            pos, ahead_now, ahead_last, done = p + 1, now, last, False
    finally:
        for k, *_ in sent:
            pool.forget(k)
        up.close()
