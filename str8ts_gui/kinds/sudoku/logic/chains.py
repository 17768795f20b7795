"""Chains: X-chains, XY-chains and alternating inference chains (AIC).

A chain alternates *strong* links (if A is false, B is true: the two candidates of a bivalue
cell, or the two places of a digit in a unit) and *weak* links (if A is true, B is false: two
candidates of one cell, or one digit in two cells that see each other). A chain from candidate S
to candidate E that starts and ends with a strong link proves "S or E is true", so any candidate
weakly linked to both is false. A chain that leads from "S is false" back to "S is true" proves
S (a placement).

* X-chain: one digit, strong links in units;
* XY-chain: strong links inside bivalue cells, weak links between cells on one digit;
* AIC: both kinds of link.

Chains are searched breadth first, so the shortest chains come first; their rating follows
Sudoku Explainer's forcing chains (6.6 for X- and XY-chains, 7.0 for mixed chains) plus its
length steps.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, cells_of

__all__ = ["aic", "length_bonus", "x_chain", "xy_chain"]

SHIFT = 5  # node = cell << SHIFT | digit
DMASK = (1 << SHIFT) - 1


def length_bonus(nodes: int) -> float:
    """Sudoku Explainer's extra difficulty of a chain of ``nodes`` candidates: 0.1 for every
    step of the growing ceilings 4, 6, 8, 10, 15, 20, 30, 40, ... the length passes."""
    added = 0.0
    ceil = 4
    length = nodes - 2
    odd = False
    while length > ceil:
        added += 0.1
        ceil = ceil * 4 // 3 if odd else ceil * 3 // 2
        odd = not odd
    return added


class _Links:
    """Strong and weak links of a grid, restricted by kind ("x", "xy" or "aic")."""

    def __init__(self, g: CandidateGrid, kind: str) -> None:
        self.g = g
        sh = g.shape
        self.kind = kind
        M, V = g.masks, g.values
        cb = g.cand_bits
        pb = sh.peer_bits
        ub = sh.unit_bits
        strong: dict[int, list[int]] = {}
        weak: dict[int, list[int]] = {}
        for c, m in enumerate(M):
            if V[c]:
                continue
            for d in cells_of(m):  # cells_of works on any bit set: here the digits of m
                node = c << SHIFT | d
                s = []
                if kind != "x" and m.bit_count() == 2:
                    s.append(c << SHIFT | (m & ~(1 << d)).bit_length() - 1)
                if kind != "xy":
                    for u in sh.units_of[c]:
                        pos = cb[d] & ub[u]
                        if pos.bit_count() == 2:
                            o = (pos & ~(1 << c)).bit_length() - 1
                            t = o << SHIFT | d
                            if t not in s:
                                s.append(t)
                w = [j << SHIFT | d for j in cells_of(cb[d] & pb[c])]
                if kind == "aic":
                    w += [c << SHIFT | e for e in cells_of(m) if e != d]
                strong[node] = s
                weak[node] = w
        self.strong = strong
        self.weak = weak


def _weak_both(g: CandidateGrid, s: int, e: int) -> list[tuple[int, int]]:
    """Candidates weakly linked to both ``s`` and ``e`` (other than themselves)."""
    sh = g.shape
    pb = sh.peer_bits
    cb = g.cand_bits
    M = g.masks
    sc, sd = s >> SHIFT, s & DMASK
    ec, ed = e >> SHIFT, e & DMASK
    out: list[tuple[int, int]] = []
    if sd == ed:
        if sc == ec:
            return out
        for j in cells_of(pb[sc] & pb[ec] & cb[sd]):
            out.append((j, sd))
        return out
    if sc == ec:
        for d in cells_of(M[sc]):
            if d not in (sd, ed):
                out.append((sc, d))
        return out
    if pb[sc] >> ec & 1:
        if M[sc] >> ed & 1:
            out.append((sc, ed))
        if M[ec] >> sd & 1:
            out.append((ec, sd))
    return out


def _node_text(node: int, on: bool, n: int) -> str:
    return f"{cell_name(node >> SHIFT, n)} {'is' if on else 'is not'} {node & DMASK}"


def _chain_text(chain: list[tuple[int, bool]], n: int) -> str:
    parts = [_node_text(node, on, n) for node, on in chain]
    return "if " + parts[0] + ", " + ", so ".join(parts[1:])


def _search(g: CandidateGrid, kind: str, name: str, base: float, max_nodes: int) -> Iterator[Step]:
    links = _Links(g, kind)
    n = g.size
    nodes = sorted(links.strong)
    index = {node: k for k, node in enumerate(nodes)}
    count = len(nodes)
    strong = [[index[t] for t in links.strong[node]] for node in nodes]
    weak = [[index[t] for t in links.weak[node] if t in index] for node in nodes]
    digit = [node & DMASK for node in nodes]
    peers = g.shape.peer_bits
    cand = g.cand_bits
    found: list[tuple[int, int, Step]] = []
    seen: set = set()
    limit = 4
    while limit <= max_nodes and not found:
        for si in range(count):
            if not strong[si]:
                continue
            s = nodes[si]
            sd = digit[si]
            # BFS over states 2 * node + on, from "s is off": an "off" node follows strong links
            # to "on" nodes, an "on" node weak links to "off" nodes
            parent = [-2] * (2 * count)
            start = 2 * si
            parent[start] = -1
            frontier = [start]
            depth = 1
            while frontier and depth < limit:
                nxt = []
                for st in frontier:
                    k = st >> 1
                    if st & 1:
                        for t in weak[k]:
                            key = 2 * t
                            if parent[key] == -2:
                                parent[key] = st
                                nxt.append(key)
                    else:
                        for t in strong[k]:
                            key = 2 * t + 1
                            if parent[key] == -2:
                                parent[key] = st
                                nxt.append(key)
                depth += 1
                frontier = nxt
                if depth % 2:
                    continue
                for st in frontier:  # "on" states, a chain of ``depth`` nodes
                    ei = st >> 1
                    if kind != "aic" and digit[ei] != sd:
                        continue
                    e = nodes[ei]
                    if ei == si:
                        key2 = ("place", s)
                        if key2 in seen:
                            continue
                        seen.add(key2)
                        chain = _unwind(parent, st, nodes)
                        c, d = s >> SHIFT, sd
                        text = (
                            f"{_chain_text(chain, n)}: {cell_name(c, n)} not being {d} would make it {d}, "
                            f"so {cell_name(c, n)} is {d}"
                        )
                        step = make_step(
                            name, base + length_bonus(len(chain)), [x >> SHIFT for x, _ in chain],
                            {x & DMASK for x, _ in chain}, ((c, d),), (), text, [x >> SHIFT for x, _ in chain],
                        )
                        found.append((len(chain), len(found), step))
                        continue
                    if digit[ei] == sd:
                        if not peers[s >> SHIFT] & peers[e >> SHIFT] & cand[sd]:
                            continue
                    el = _weak_both(g, s, e)
                    if not el:
                        continue
                    key2 = (min(s, e), max(s, e), tuple(el))
                    if key2 in seen:
                        continue
                    seen.add(key2)
                    chain = _unwind(parent, st, nodes)
                    ends = (
                        f"{cell_name(s >> SHIFT, n)} or {cell_name(e >> SHIFT, n)} is {sd}"
                        if sd == digit[ei]
                        else f"{cell_name(s >> SHIFT, n)} is {sd} or {cell_name(e >> SHIFT, n)} is {digit[ei]}"
                    )
                    text = f"{_chain_text(chain, n)}. So {ends}: {elim_text(el, n)}"
                    step = make_step(
                        name, base + length_bonus(len(chain)), [x >> SHIFT for x, _ in chain],
                        {x & DMASK for x, _ in chain}, (), el, text,
                        [x >> SHIFT for x, _ in chain] + [c for c, _ in el],
                    )
                    found.append((len(chain), len(found), step))
        limit += 2
    for _, _, step in sorted(found, key=lambda f: (f[0], f[1])):
        yield step


def _unwind(parent: list[int], st: int, nodes: list[int]) -> list[tuple[int, bool]]:
    chain = []
    while st != -1:
        chain.append((nodes[st >> 1], bool(st & 1)))
        st = parent[st]
    chain.reverse()
    return chain


def x_chain(g: CandidateGrid) -> Iterator[Step]:
    """An X-chain: strong and weak links on one digit."""
    return _search(g, "x", "X-chain", 6.6, 16)


def xy_chain(g: CandidateGrid) -> Iterator[Step]:
    """An XY-chain: bivalue cells linked by shared digits."""
    return _search(g, "xy", "XY-chain", 6.6, 16)


def aic(g: CandidateGrid) -> Iterator[Step]:
    """An alternating inference chain mixing cell and unit links."""
    return _search(g, "aic", "AIC", 7.0, 14)
