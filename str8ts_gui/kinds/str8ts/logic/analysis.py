"""Compartment and line analysis shared by the strategies (pure functions on masks, cached).

A compartment of length L holds a straight ``[s, s+L-1]``; ``s`` is its *start*. Start sets are
bit masks (bit s). Everything here is sound: a start is only dropped when no assignment of the
cells' candidates can realise it.
"""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.kinds.str8ts.layout import Compartment
from str8ts_gui.kinds.str8ts.logic.grid import COVERS, MEETS, CandidateGrid, bits

__all__ = ["comp_starts", "comp_fill", "line_analysis", "LineInfo"]


def comp_starts(g: CandidateGrid, comp: Compartment) -> tuple[int, int, int]:
    """``(meet_starts, cover_starts, union)`` of a compartment.

    ``meet_starts``: valid starts whose range meets every cell's candidates;
    ``cover_starts``: those whose range is also covered by the union of the candidates.
    Kept on the grid (it is immutable): most strategies ask for every compartment's.
    """
    known = g.__dict__.get("_comp_starts")
    if known is None:
        known = g.__dict__["_comp_starts"] = {}
    else:
        found = known.get(comp.index)
        if found is not None:
            return found
    L = comp.length
    M = g.masks
    meets = MEETS[L]
    st = g.shape.valid_starts[L]
    union = 0
    for i in comp.cells:
        m = M[i]
        st &= meets[m]
        union |= m
    found = known[comp.index] = (st, st & COVERS[L][union], union)
    return found


def _rng(s: int, L: int) -> int:
    return ((1 << L) - 1) << s


# from this length on comp_fill reads a straight as a matching of its cells to its digits (the
# same answer, in polynomial time) instead of the sets of digits every run of cells can take
MATCHING_FROM = 10


def _matched_support(ms: list[int]) -> list[int] | None:
    """For L cells and a straight of L digits (``ms``: each cell's candidates within it): the
    digits each cell takes in some filling (every digit once), or None when there is none. A
    perfect matching of cells to digits, then a digit d is possible in cell k iff k holds it in
    the matching or k and d lie on one alternating cycle: one strongly connected component of
    the graph with cell -> digit for the other candidates and digit -> the cell it is matched
    to (Regin's alldifferent filtering, with as many digits as cells)."""
    L = len(ms)
    owner: dict[int, int] = {}  # digit bit -> cell
    held = [0] * L  # cell -> digit bit

    def augment(k: int, seen: list[int]) -> bool:
        free = ms[k] & ~seen[0]
        while free:
            b = free & -free
            free ^= b
            if seen[0] & b:
                continue
            seen[0] |= b
            if b not in owner or augment(owner[b], seen):
                owner[b] = k
                held[k] = b
                return True
        return False

    for k in range(L):
        if not augment(k, [0]):
            return None
    # Tarjan's strongly connected components; nodes: cells 0..L-1, digit bit b -> L + index
    digit_node = {b: L + j for j, b in enumerate(sorted(owner))}
    node_digit = {v: b for b, v in digit_node.items()}

    def succ(v: int) -> list[int]:
        if v < L:
            out, free = [], ms[v] & ~held[v]
            while free:
                b = free & -free
                free ^= b
                out.append(digit_node[b])
            return out
        return [owner[node_digit[v]]]

    index: dict[int, int] = {}
    low: dict[int, int] = {}
    comp: dict[int, int] = {}
    stack: list[int] = []
    on: set[int] = set()
    counter = [0]

    def visit(v: int) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in succ(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            while True:
                w = stack.pop()
                on.discard(w)
                comp[w] = v
                if w == v:
                    break

    for v in range(2 * L):
        if v not in index:
            visit(v)
    support = []
    for k in range(L):
        got, free = held[k], ms[k] & ~held[k]
        while free:
            b = free & -free
            free ^= b
            if comp[digit_node[b]] == comp[k]:
                got |= b
        support.append(got)
    return support


@lru_cache(maxsize=16384)
def comp_fill(L: int, masks: tuple[int, ...], starts: int) -> tuple[int, tuple[int, ...]]:
    """Which starts can really be filled, and which digits each cell takes in some filling.

    Returns ``(fillable_starts, support)`` with ``support[k]`` the digits cell k holds in at
    least one assignment of distinct digits (each from the cell's candidates) forming a
    straight with one of ``starts``.
    """
    fill = 0
    support = [0] * L
    for s in bits(starts):
        R = _rng(s, L)
        ms = [m & R for m in masks]
        if not all(ms):
            continue
        if L >= MATCHING_FROM:  # (the sets below grow as 2^L: a blank 16-cell compartment, 0.3 s)
            got = _matched_support(ms)
            if got is not None:
                fill |= 1 << s
                support = [a | b for a, b in zip(support, got)]
            continue
        # forward[k]: digit sets the first k cells can take (distinct digits)
        forward = [{0}]
        for m in ms:
            nxt = set()
            for f in forward[-1]:
                free = m & ~f
                while free:
                    b = free & -free
                    nxt.add(f | b)
                    free ^= b
            forward.append(nxt)
        if R not in forward[L]:
            continue
        fill |= 1 << s
        # backward[k]: digit sets the cells k..L-1 can take
        backward = [set() for _ in range(L + 1)]
        backward[L] = {0}
        for k in range(L - 1, -1, -1):
            m = ms[k]
            nxt = set()
            for b in backward[k + 1]:
                free = m & ~b
                while free:
                    x = free & -free
                    nxt.add(b | x)
                    free ^= x
            backward[k] = nxt
        for k in range(L):
            m = ms[k] & ~support[k]
            if not m:
                continue
            after = backward[k + 1]
            for f in forward[k]:
                free = m & ~f
                while free:
                    x = free & -free
                    free ^= x
                    if (R & ~(f | x)) in after:
                        support[k] |= x
                        m &= ~x
                if not m:
                    break
    return fill, tuple(support)


class LineInfo:
    """The straights the compartments of one line can hold together (disjoint digit sets).

    ``comps``: compartment indices; ``starts``: per compartment the starts whose range meets
    and is covered by its candidates and avoids the line's black clues; ``survive``: those
    starts that fit together with some choice for every other compartment of the line;
    ``necessary``: digits present in the line in every such choice (0 if there is none).
    """

    __slots__ = ("comps", "starts", "survive", "necessary", "ok")

    def __init__(self, comps, starts, survive, necessary, ok):
        self.comps = comps
        self.starts = starts
        self.survive = survive
        self.necessary = necessary
        self.ok = ok


@lru_cache(maxsize=16384)
def _combine(spec: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], int] | None:
    """For ``spec`` = ((L, starts), ...): surviving starts per entry and the necessary digits."""
    k = len(spec)
    ranges = [[(s, _rng(s, L)) for s in bits(st)] for L, st in spec]
    layers = [{0}]
    for rs in ranges:
        nxt = set()
        for f in layers[-1]:
            for _s, r in rs:
                if not f & r:
                    nxt.add(f | r)
        if not nxt:
            return None
        layers.append(nxt)
    good = layers[k]
    necessary = -1
    for f in good:
        necessary &= f
    survive = [0] * k
    for j in range(k - 1, -1, -1):
        keep = set()
        surv = 0
        for f in layers[j]:
            for s, r in ranges[j]:
                if not f & r and (f | r) in good:
                    keep.add(f)
                    surv |= 1 << s
        survive[j] = surv
        good = keep
    return tuple(survive), necessary & ~1


def line_analysis(g: CandidateGrid, li: int) -> LineInfo:
    """The :class:`LineInfo` of line ``li`` (kept on the grid, which is immutable)."""
    known = g.__dict__.get("_line_infos")
    if known is None:
        known = g.__dict__["_line_infos"] = [None] * (2 * g.size)
    else:
        found = known[li]
        if found is not None:
            return found
    sh = g.shape
    comps = sh.line_comps[li]
    clue = g.line_clue_mask(li)
    starts = []
    spec = []
    for k in comps:
        comp = sh.compartments[k]
        L = comp.length
        _m, st, _u = comp_starts(g, comp)
        if clue:
            st &= ~MEETS[L][clue]
        starts.append(st)
        spec.append((L, st))
    res = _combine(tuple(spec))
    if res is None:
        found = LineInfo(comps, tuple(starts), tuple(0 for _ in comps), 0, False)
    else:
        found = LineInfo(comps, tuple(starts), res[0], res[1], True)
    known[li] = found
    return found
