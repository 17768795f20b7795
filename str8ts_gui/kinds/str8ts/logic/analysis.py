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
