"""Two sums filled together: every way two sums (killer cages, little killers) can be filled at
once, each followed with singles and every rule's pruning; a candidate no surviving way keeps is
false.

A solver says: "The little killer 38 at r1c3 and the little killer 47 at r3c9, filled together
(8574 ways from their candidates): only these 3 keep the grid (each other way, followed with
singles and the rules, breaks it): r1c3, ..., r7c9; r3c9, ..., r9c3 = 4, 6, 1, 7, 8, 5, 7; 4, 9,
8, 1, 9, 7, 9 or ... So 9 leaves r6c8."

How: each sum's fillings are listed from the candidates (digits its cells still hold, making the
total, cells that see each other different; once per grid state of its cells). Each filling is
placed and propagated (:func:`.variant_propagate.propagate`: singles and every rule's pruning);
one that breaks the grid is dropped. Two sums are taken together when they share a cell or two
of their cells see each other: a filling of each, their two fixpoints laid over each other (one
``&`` of the grids packed in one int, a cell left without a candidate telling at once that the
two do not fit), and what remains propagated again. A candidate of any cell that no surviving
joint filling keeps goes. A joint filling whose two fixpoints laid over each other are within
what the surviving ones keep already is not propagated (it cannot add to that), and a pair stops
as soon as they keep every candidate of the grid; the step then tells the ways it followed as
examples. A sum alone is the same with one filling at a time (those with at most :data:`ALONE`
fillings first: the cheapest).

Sound: every solution fills both sums one way, which the propagation keeps (it only removes
candidates no solution with that filling has), so the solution's digit of every cell is in
the union of the surviving fixpoints.

Which pairs first: those whose fillings fit together the least often (most of each's fillings
rule out most of the other's), guessed without propagating from an evenly spread sample of
:data:`SAMPLE` fillings of each: each filling as what it leaves any grid (its cells their digits,
their peers without them) laid over the grid and the other's. Those are the pairs that remove
something; the pairs of a sum of two or three fillings with any other, which ordering by their
number of fillings tried first, cost a million units of work on the benchmarks' little killer
puzzles for nothing.

Cost: a sum with more than :data:`FILLINGS_CAP` fillings is left out, and a pair whose guessed
fitting fillings are more than :data:`PAIR_CAP`; a pass stops at the first sum or pair that
removes something (the ladder goes back to the cheaper steps), or when it has done
:data:`PASS_WORK` work (:func:`.variant_propagate.work_done`, plus one unit for
:data:`CHECKS_PER_UNIT` pairs of fillings laid over each other: counted, not timed, so what it
finds does not depend on the machine). All its passes in a solution path do at most
:data:`PATH_WORK` (its own share of the path, :func:`.variant_forcing.path_share`), and a pass
after one that found nothing at most :data:`DRY_WORK`; so does a hint where the pass before it
found nothing (the pass kept on the narrowest grid that holds the hint's: after the grade, on the
path's own grids, the path's last pass at or before it), and a hint with no pass before it
:data:`COLD_WORK`, the whole budget only where the rest of the ladder then finds nothing
(:func:`resume_cold`). A pair that found nothing is not tried
again until the candidates of its cells change. The fillings
and fixpoints are kept on the context and, for a later grid within the one they were found from,
narrowed instead of found again (the propagation is monotone, as :mod:`.variant_forcing`'s
cache). On the benchmarks' little killer stress family (``benchmarks/variants.py --logic``) it
takes the family from 7 to 10 solved of 10, the costliest path 3.7 million units (7 s).

Rated :data:`PAIRS` (7.4), just before the rule contradiction: a contradiction over the ways of
filling two sums rather than over one candidate.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from operator import and_
from typing import Iterator, Sequence

from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, context, join
from str8ts_gui.kinds.sudoku.logic.variant_forcing import _narrowed, _pack, _unpack, path_share, rule_label
from str8ts_gui.kinds.sudoku.logic.variant_propagate import propagate, work_done

__all__ = [
    "CHECKS_PER_UNIT", "COLD_WORK", "DRY_WORK", "FILLINGS_CAP", "NAME", "PAIRS", "PAIR_CAP", "PASS_WORK", "PATH_WORK", "RATIO_CAP", "fillings",
    "resume_cold", "two_sums",
]

NAME = "Two sums filled together"
PAIRS = 7.4
FILLINGS_CAP = 4000  # fillings a sum may have to be tried (alone or in a pair)
FILL_NODES_PER_WAY = 50  # and the partial fillings tried finding them, per filling of the cap
PAIR_CAP = 1_000_000  # pairs of two sums' fillings that fit (guessed from a sample): a pair with more is left out
PASS_WORK = 1_200_000  # propagation work one pass may do
PATH_WORK = 4_000_000  # all its passes in one solution path
# a pass after one that found nothing, in a solution path (until one finds something again): on
# the benchmarks' little killer puzzles no pass found nothing (the step walks them to the end);
# on the Pyramid-like cages such passes cost 0.3-0.6 million each, the passes that found
# something after them under 20,000
DRY_WORK = 100_000
# a hint with no pass before it (a first hint, before the puzzle's grade has walked its path: it
# cannot tell which budget the path had there): as DRY_WORK, and resumed with PASS_WORK only
# where the rest of the ladder then finds nothing (resume_cold). Its cold passes over the
# benchmarks' Pyramid-like cages found nothing at PASS_WORK (1-2.6 s); of the little killer
# stress family's, 4 found their step after 100,000 (0.3-1.2 million units, up to 2.5 s): those
# hints are now the nested rule contradiction the ladder finds next (0.3 s), or the same step
# resumed where the ladder finds nothing else
COLD_WORK = DRY_WORK
CHECKS_PER_UNIT = 64  # pairs of fillings laid over each other for one unit of work
SUM_RULES = ("killer", "littlekiller")
ALONE = 100  # sums with this many fillings or fewer are tried alone before any pair
SAMPLE = 48  # fillings of each sum sampled to guess how often two sums' fillings fit together
# a pair whose sampled fillings fit together more often than this is left out: on the benchmarks'
# little killer and killer + little killer puzzles every pair that removed something fitted at
# most 0.41 of the time; on the Pyramid-like cages (no givens) most pairs fit more often and
# nearly never remove anything (1 of 47 above 0.5), their passes finding nothing took seconds
RATIO_CAP = 0.5
MAX_TOLD = 4  # surviving fillings a step spells out (the rest are counted)

_FIELD = 32  # bits a cell in a packed grid (:func:`.variant_forcing._pack`: a mask, digits up to 16, and a guard bit on top)
_GUARD = 1 << (_FIELD - 1)


@lru_cache(maxsize=8)
def _guards(cells: int) -> tuple[int, int]:
    """``(ones, guards)``: per cell its field's bits below the guard, and the guard bit alone. A
    packed grid ``X`` has a candidate in every cell when ``(X + ones) & guards == guards`` (a
    field of 0 is the only one the addition does not carry into its guard bit)."""
    ones = _pack([_GUARD - 1] * cells)
    return ones, _pack([_GUARD] * cells)


def sums_of(ctx: Context) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """``(rule index, cells, total)`` of each sum the step fills: killer cages with a total and
    little killers (cached on the context)."""
    out = ctx.memo.get("pair-sums")
    if out is None:
        got = []
        for r, info in enumerate(ctx.rules):
            c = info.rule
            if getattr(c, "rule", None) in SUM_RULES and info.cells and getattr(c, "total", 0):
                got.append((r, info.cells, c.total))
        out = ctx.memo["pair-sums"] = tuple(got)
    return out


def fillings(cells: Sequence[int], masks: Sequence[int], total: int, peer_bits: Sequence[int], cap: int) -> list[tuple[int, ...]] | None:
    """Every way of filling ``cells`` with their candidates that adds up to ``total``, cells that
    see each other different (digits in the cells' order); None when there are more than
    ``cap``, or when finding them takes more than :data:`FILL_NODES_PER_WAY` times ``cap``
    tries (a long sum whose bounds let many partial fillings through that end nowhere: a
    16-cell diagonal with a total it cannot reach took 38 s to find none)."""
    k = len(cells)
    ms = [masks[i] for i in cells]
    if not all(ms):
        return []  # (a cell without a candidate: a broken grid)
    ds = [tuple(bits(m)) for m in ms]
    # per position: the earlier positions it sees
    seen = [[j for j in range(p) if peer_bits[cells[p]] >> cells[j] & 1] for p in range(k)]
    lo = [0] * (k + 1)
    hi = [0] * (k + 1)
    for p in range(k - 1, -1, -1):
        lo[p] = lo[p + 1] + ds[p][0]
        hi[p] = hi[p + 1] + ds[p][-1]
    out: list[tuple[int, ...]] = []
    cur = [0] * k
    tries = FILL_NODES_PER_WAY * cap

    def walk(p: int, left: int) -> bool:
        nonlocal tries
        tries -= 1
        if tries < 0:
            return False
        if p == k:
            if left == 0:
                out.append(tuple(cur))
                return len(out) <= cap
            return True
        if left < lo[p] or left > hi[p]:
            return True
        for d in ds[p]:
            if d > left - lo[p + 1]:
                break
            if left - d > hi[p + 1]:
                continue
            if any(cur[j] == d for j in seen[p]):
                continue
            cur[p] = d
            if not walk(p + 1, left - d):
                return False
        return True

    if not walk(0, total):
        return None
    return out


class _Pass:
    """One pass of the step: its budget, and the fixpoints it finds or narrows (kept on the
    context for later passes)."""

    def __init__(self, ctx: Context, g: CandidateGrid, limit: int) -> None:
        self.ctx = ctx
        self.g = g
        self.M = g.masks
        self.values = g.values
        self.n2 = len(g.masks)
        self.packed = _pack(g.masks)
        self.ones, self.guards = _guards(self.n2)
        memo = ctx.memo.setdefault("sum-pairs", {"fill": {}, "one": {}, "two": {}, "cut": {}})
        self.cuts: dict = memo["cut"]  # (rule, filling) -> :meth:`cut`
        # (rule, rule) -> the candidates of the two sums' cells when the pair last found nothing:
        # it is not tried again until they change (what changed elsewhere seldom helps it)
        self.dry: dict = memo.setdefault("dry", {})
        self.fill_memo: dict = memo["fill"]  # (rule, its cells' masks) -> fillings (None: too many)
        # (rule, filling) -> (fixpoint packed or None when it breaks, fixpoint, grid packed it was found from)
        self.one: dict = memo["one"]
        # (rule, filling, rule, filling) -> the same for a joint filling
        self.two: dict = memo["two"]
        self.start = work_done()
        self.checks = 0
        self.limit = limit

    def spent(self) -> int:
        return work_done() - self.start + self.checks // CHECKS_PER_UNIT

    def over(self) -> bool:
        return self.spent() >= self.limit

    def full(self, X: int) -> bool:
        """Whether the packed grid ``X`` leaves every cell a candidate."""
        return (X + self.ones) & self.guards == self.guards

    def fillings(self, r: int, cells: tuple[int, ...], total: int) -> list[tuple[int, ...]] | None:
        key = (r, tuple(self.M[i] for i in cells))
        got = self.fill_memo.get(key, False)
        if got is False:
            got = fillings(cells, self.M, total, self.g.shape.peer_bits, FILLINGS_CAP)
            self.fill_memo[key] = got
        return got

    def _narrow(self, F: list[int], B: Sequence[int]) -> tuple[int, list[int]] | None:
        """The fixpoint ``F`` narrowed to the masks ``B`` and propagated again from the cells
        that changed (packed, and as masks); None when it breaks the grid."""
        got = _narrowed(self.ctx, F, B, self.values, False)
        return None if got is None else (_pack(got), got)

    def _reuse(self, entry, base: int, base_list) -> tuple[int, list[int]] | None | bool:
        """An entry ``(packed fixpoint or None, fixpoint, grid packed)`` found from a wider grid,
        within ``base`` (packed; ``base_list`` its masks, or a function giving them): the
        fixpoint packed and as masks, None when it breaks, False when the entry does not hold
        here (found from a grid this one is not within)."""
        Fp, F, Hp = entry
        if self.packed & ~Hp:
            return False
        if Fp is None:
            return None
        Y = Fp & base
        if Y == Fp:
            return Fp, F
        if not self.full(Y):
            return None
        return self._narrow(F, base_list() if callable(base_list) else base_list)

    def _remembered(self, table: dict, key, base: int, base_list, find) -> tuple[int, list[int]] | None:
        """The fixpoint kept in ``table`` under ``key`` (:meth:`_reuse` within ``base``), else
        ``find()``'s; kept for this grid either way."""
        entry = table.get(key)
        got = False if entry is None else self._reuse(entry, base, base_list)
        if got is False:
            got = find()
        table[key] = (None, None, self.packed) if got is None else (got[0], got[1], self.packed)
        return got

    def single(self, r: int, cells: tuple[int, ...], f: tuple[int, ...]) -> tuple[int, list[int]] | None:
        """The fixpoint of the filling ``f`` of sum ``r`` (packed, and as masks), None when it
        breaks the grid."""

        def find() -> tuple[int, list[int]] | None:
            m = list(self.M)
            for i, d in zip(cells, f):
                m[i] = 1 << d
            got = propagate(self.ctx, m, self.values, cells).masks
            return None if got is None else (_pack(got), got)

        return self._remembered(self.one, (r, f), self.packed, self.M, find)

    def joint(self, key, a: tuple[int, list[int]], b: tuple[int, list[int]]) -> tuple[int, list[int]] | None:
        """The fixpoint of two fillings together, from their own fixpoints ``a`` and ``b``
        (packed, masks); None when it breaks the grid."""
        X = a[0] & b[0]
        self.checks += 1
        if not self.full(X):
            return None
        if X == a[0]:
            return a
        if X == b[0]:
            return b
        return self._remembered(
            self.two, key, X, lambda: list(map(and_, a[1], b[1])), lambda: self._narrow(a[1], b[1])
        )

    def cut(self, s, f: tuple[int, ...]) -> int:
        """What the filling ``f`` of the sum ``s`` leaves of any grid, packed (to ``&`` with
        it): its cells their digits, their peers all but those digits. Cached on the context."""
        key = (s[0], f)
        got = self.cuts.get(key)
        if got is None:
            sh = self.g.shape
            keep = [_GUARD - 1] * self.n2
            for i, d in zip(s[1], f):
                bit = 1 << d
                for j in sh.peers[i]:
                    keep[j] &= ~bit
            for i, d in zip(s[1], f):
                keep[i] = 1 << d
            got = self.cuts[key] = _pack(keep)
        return got

    def gone(self, union: int) -> list[tuple[int, int]]:
        """The candidates of the grid the packed ``union`` lacks, (cell, digit) pairs."""
        lost = self.packed & ~union
        if not lost:
            return []
        L = _unpack(lost, self.n2)
        return [(i, d) for i in range(self.n2) if L[i] for d in bits(L[i])]


def two_sums(g: CandidateGrid) -> Iterator[Step]:
    """Two sums (or one) filled in every way their candidates allow, each way followed with
    singles and every rule: a candidate none of the surviving ways keeps is false."""
    if g.shape.classic or g.is_solved():
        return
    ctx = context(g)
    sums = sums_of(ctx)
    if not sums:
        return
    share = path_share("sum-pairs", PATH_WORK)
    if share is not None and share[0] <= 0:
        return  # the path's share of this step is spent
    # (1 while the path's last pass found nothing: the next may do only DRY_WORK)
    dry = path_share("sum-pairs-dry", 0)
    cold = False
    if share is not None:
        limit = min(DRY_WORK if dry[0] else PASS_WORK, share[0])
    else:  # a hint: DRY_WORK where the pass before it found nothing, COLD_WORK where none was kept
        packed = _pack(g.masks)
        before = _pass_before(ctx, packed)
        cold = before is None
        limit = COLD_WORK if cold else DRY_WORK if before else PASS_WORK
    step, spent = _run(ctx, g, sums, limit, share, dry)
    if cold:
        with _PASSES_LOCK:
            cut = ctx.memo.setdefault(_COLD_CUT, {})
            cut.pop(packed, None)
            if step is None and spent >= limit:
                cut[packed] = True  # (found nothing only for want of work: resume_cold may go on)
                if len(cut) > _PASSES_KEPT:
                    del cut[next(iter(cut))]
    if step is not None:
        yield step


def resume_cold(g: CandidateGrid) -> Step | None:
    """For a hint on ``g`` whose variant ladder found nothing: where the hint's pass of this step
    there stopped for want of work (:data:`COLD_WORK`, no pass kept before it), the pass again
    with the whole budget (:data:`PASS_WORK`), and its step; None elsewhere and in a solution
    path. The ladder's steps after this one found nothing on ``g``, so the whole ladder with the
    whole budget would have told this step (or nothing): the hint is what it was before the cold
    budget, only later."""
    if g.shape.classic or g.is_solved() or path_share("sum-pairs", PATH_WORK) is not None:
        return None
    ctx = context(g)
    packed = _pack(g.masks)
    with _PASSES_LOCK:
        if not ctx.memo.get(_COLD_CUT, {}).pop(packed, None):
            return None
    return _run(ctx, g, sums_of(ctx), PASS_WORK, None, None)[0]


def _run(ctx: Context, g: CandidateGrid, sums, limit: int, share: list[int] | None, dry: list[int] | None) -> tuple[Step | None, int]:
    """One pass of :func:`two_sums` within ``limit`` work, charged to the path's ``share`` (and
    its ``dry`` flag set) in a path, kept on the context (:data:`_PASSES`) either way: its step
    (None: it found nothing) and the work it did."""
    ps = _Pass(ctx, g, limit)
    step = None
    try:
        step = _search(ps, sums)
    finally:
        if share is not None:
            share[0] -= ps.spent()
            dry[0] = int(step is None)
    with _PASSES_LOCK:  # (a pass an exception cuts short is not kept)
        passes = ctx.memo.setdefault(_PASSES, {})
        passes.pop(ps.packed, None)
        passes[ps.packed] = step is None
        if len(passes) > _PASSES_KEPT:
            del passes[next(iter(passes))]
    return step, ps.spent()


# the passes on a context (a path's, a hint's) by the grid's candidates (packed, as _Pass.packed):
# whether each found nothing
_PASSES = "sum-pairs-passes"
_PASSES_KEPT = 512  # the latest this many
_PASSES_LOCK = threading.Lock()  # (hints in two threads may share a context)
# the grids (packed) where a hint's pass with no pass before it stopped at COLD_WORK having found
# nothing (see resume_cold)
_COLD_CUT = "sum-pairs-cold-cut"


def _pass_before(ctx: Context, packed: int) -> bool | None:
    """Whether the pass "before" a hint on the grid ``packed`` found nothing (None: no pass
    before it): of the passes kept on the context whose grids hold it (each cell's candidates
    among theirs), the one on the narrowest grid (the first kept of two as narrow) -- on a
    solution path's own grid, the path's last pass at or before it. After a pass that found
    nothing the path gave its next pass only DRY_WORK, and so a hint does (the window's hints
    after its grade, inside a sweep of the contradictions above this step, spent up to a second
    on a pass like the one the path had found nothing with). With no pass before it (a first
    hint, before the puzzle's grade has walked its path) a hint cannot tell which budget the
    path had there, and gives COLD_WORK (see :func:`resume_cold`)."""
    best = None
    with _PASSES_LOCK:  # (a copy: a hint in another thread on the same context may add a pass)
        kept = list(ctx.memo.get(_PASSES, {}).items())
    for wider, dry in kept:
        if not packed & ~wider:
            size = wider.bit_count()
            if best is None or size < best[0]:
                best = (size, dry)
    return None if best is None else best[1]


def _search(ps: _Pass, sums) -> Step | None:
    M = ps.M
    pb = ps.g.shape.peer_bits
    # the sums still open, with their fillings, the fewest first
    open_sums = []
    for r, cells, total in sums:
        if all(not M[i] & (M[i] - 1) for i in cells):
            continue
        fs = ps.fillings(r, cells, total)
        if fs is not None:
            open_sums.append((r, cells, total, fs))
    open_sums.sort(key=lambda s: len(s[3]))
    alive: dict[int, list] = {}  # sum -> (filling, (packed fixpoint, fixpoint)) of those that keep the grid

    def survivors(a: int):
        """The fillings of sum ``a`` that keep the grid, or a step when the sum alone removes
        something; None when out of work or the grid is broken (the contradiction steps tell it)."""
        if a in alive:
            return alive[a]
        r, cells, _total, fs = open_sums[a]
        got = []
        for f in fs:
            if ps.over():
                return None
            F = ps.single(r, cells, f)
            if F is not None:
                got.append((f, F))
        if not got:
            return None
        alive[a] = got
        union = 0
        for _f, F in got:
            union |= F[0]
        el = ps.gone(union)
        if el:
            return _step(ps, [open_sums[a]], len(fs), [(f,) for f, _F in got], el)
        return got

    # the sums with few fillings alone first (cheap)
    for a, s in enumerate(open_sums):
        if len(s[3]) > ALONE:
            break
        got = survivors(a)
        if got is None or isinstance(got, Step):
            return got
    # two sums that share a cell or whose cells see each other, those whose fillings fit together
    # the least often first (estimated from a sample of each's fillings, the cells they fill and
    # the digits those leave their peers laid over the grid)
    ones, guards = ps.ones, ps.guards
    pairs = []
    for a in range(len(open_sums)):
        reach = 0
        for i in open_sums[a][1]:
            reach |= pb[i] | 1 << i
        sample_a = [ps.cut(open_sums[a], f) & ps.packed for f in _sample(open_sums[a][3])]
        for b in range(a + 1, len(open_sums)):
            if not any(reach >> i & 1 for i in open_sums[b][1]):
                continue
            sample_b = [ps.cut(open_sums[b], f) for f in _sample(open_sums[b][3])]
            fit = 0
            for x in sample_a:
                fit += sum((x & y) + ones & guards == guards for y in sample_b)
            ps.checks += len(sample_a) * len(sample_b)
            ratio = fit / (len(sample_a) * len(sample_b))
            guess = ratio * len(open_sums[a][3]) * len(open_sums[b][3])
            if guess <= PAIR_CAP and ratio <= RATIO_CAP:
                pairs.append((ratio, guess, a, b))
    pairs.sort()
    for _ratio, _guess, a, b in pairs:
        sa = survivors(a)
        if sa is None or isinstance(sa, Step):
            return sa
        sb = survivors(b)
        if sb is None or isinstance(sb, Step):
            return sb
        ra, rb = open_sums[a][0], open_sums[b][0]
        here = tuple(M[i] for i in open_sums[a][1] + open_sums[b][1])
        if ps.dry.get((ra, rb)) == here:
            continue  # it found nothing, and its cells have the same candidates since
        # the union of the surviving joint fixpoints: a joint filling whose two fixpoints laid
        # over each other are within it already cannot add to it (its own fixpoint is within
        # them), so it is not propagated; once the union holds every candidate of the grid, the
        # pair removes nothing
        union = 0
        kept = []
        skipped = False
        whole = ps.packed
        sbs = [(fb, Fb, Fb[0]) for fb, Fb in sb]
        for fa, Fa in sa:
            if ps.over():
                return None
            pa = Fa[0]
            met = 0  # (the pairs laid over each other, counted once the row is done)
            for fb, Fb, packed_b in sbs:
                met += 1
                X = pa & packed_b
                if (X + ones) & guards != guards:
                    continue
                if not X & ~union:
                    skipped = True
                    continue
                F = ps.joint((ra, fa, rb, fb), Fa, Fb)
                if F is not None:
                    union |= F[0]
                    kept.append((fa, fb))
                    if not whole & ~union:
                        break
            ps.checks += met
            if kept and not whole & ~union:
                break
        if not kept:
            return None  # the grid is broken: the contradiction steps tell it
        el = ps.gone(union)
        if not el:
            ps.dry[(ra, rb)] = here
        else:
            # (the ways told: those propagated; with some left out, they are examples)
            return _step(ps, [open_sums[a], open_sums[b]], _joint_count(ps, open_sums[a], open_sums[b]), kept, el, skipped)
    return None


def _sample(fs: list) -> list:
    """At most :data:`SAMPLE` of a sum's fillings, evenly spread over them."""
    if len(fs) <= SAMPLE:
        return fs
    step = len(fs) / SAMPLE
    return [fs[int(k * step)] for k in range(SAMPLE)]


def _joint_count(ps: _Pass, A, B) -> int:
    """How many ways two sums can be filled together from the candidates: their fillings that
    agree on the cells they share, cells that see each other different. Counted per filling of
    the sum with fewer, over the other's fillings as bit sets (one bit a filling): per position
    of its cells and digit, the fillings with that digit there."""
    peers = ps.g.shape.peer_bits
    if len(A[3]) > len(B[3]):
        A, B = B, A
    has: list[dict[int, int]] = [{} for _ in B[1]]
    for k, f in enumerate(B[3]):
        bit = 1 << k
        for at, d in zip(has, f):
            at[d] = at.get(d, 0) | bit
    # per cell of A: B's positions holding the same cell (the digit must be the same there),
    # and those seeing it (it must differ)
    same = [[has[q] for q, j in enumerate(B[1]) if j == i] for i in A[1]]
    seen = [[has[q] for q, j in enumerate(B[1]) if peers[i] >> j & 1] for i in A[1]]
    every = (1 << len(B[3])) - 1
    count = 0
    for f in A[3]:
        fit = every
        for d, eq, ne in zip(f, same, seen):
            for at in eq:
                fit &= at.get(d, 0)
            for at in ne:
                fit &= ~at.get(d, 0)
            if not fit:
                break
        count += fit.bit_count()
    return count


def _sum_label(ctx: Context, r: int) -> str:
    return f"the {rule_label(ctx.rules[r].rule, ctx.n)}"


def _step(ps: _Pass, group, total_ways: int, kept, el, some: bool = False) -> Step:
    """The step of one sum (``group`` of one) or two filled together: ``kept`` the surviving ways
    (a filling per sum), ``el`` the candidates they leave out; ``some``: ``kept`` are some of the
    surviving ways only (others, within what those keep, were not followed)."""
    ctx = ps.ctx
    n = ctx.n
    names = join([_sum_label(ctx, s[0]) for s in group])
    cells_told = "; ".join(", ".join(ctx.cell(i) for i in s[1]) for s in group)
    sum_cells = sorted({i for s in group for i in s[1]})
    ways = ["; ".join(", ".join(map(str, f)) for f in way) for way in kept]
    shown = ways[:MAX_TOLD]
    if len(group) == 1:
        head = f"{names[0].upper()}{names[1:]}, filled every way its candidates allow ({total_ways})"
    else:
        head = f"{names[0].upper()}{names[1:]}, filled together ({total_ways} ways from their candidates)"
    more = f" or {len(ways) - MAX_TOLD} more" if len(ways) > MAX_TOLD else ""
    only = "only this keeps" if len(kept) == 1 else f"only these {len(kept)} keep"
    only += " the grid (each other way, followed with singles and the rules, breaks it)"
    if len(kept) == 1 and not some and len(kept) < total_ways:
        # one way left: the sums' cells are known (what else it removes, the singles and the
        # rules find again from them), told as a solver says it
        places = sorted({(i, d) for s, f in zip(group, kept[0]) for i, d in zip(s[1], f) if not ps.values[i]})
        if places:
            said = join([f"{ctx.cell(i)} = {d}" for i, d in places])
            return make_step(NAME, PAIRS, sum_cells, (), places, (), f"{head}: {only}. So {said}", sum_cells)
    if some:
        body = (
            "followed with singles and the rules, the ways that keep the grid "
            f"(such as {cells_told} = {' or '.join(shown[:2])}) all leave out the same candidates"
        )
    elif len(kept) < total_ways:
        body = f"{only}: {cells_told} = {' or '.join(shown)}{more}"
    else:  # (none breaks the grid: what they leave out is what none of them holds, or leaves by the rules)
        body = f"{cells_told} = {' or '.join(shown)}{more}"
    text = f"{head}: {body}. So {elim_text(el, n)}"
    area = set(sum_cells) | {x for x, _ in el}
    return make_step(NAME, PAIRS, sum_cells, (), (), el, text, sorted(area))
