"""Alternating inference chains with grouped nodes (grouped AIC).

A plain AIC (see :mod:`.chains`) links single candidates. Here a node may also be a *group*: the
candidates of one digit in the cells where a box crosses a row or a column (two or more cells).
A group is "on" when the digit is in one of its cells and "off" when it is in none of them.

* **Strong links** (if A is off, B is on): the two candidates of a bivalue cell; and in a unit
  whose places for a digit split into exactly two nodes (two cells, a cell and a group, or two
  groups: the places of a row in two boxes, of a box in two rows or two columns).
* **Weak links** (if A is on, B is off): two candidates of one cell; and two disjoint nodes of
  one digit where every cell of one sees every cell of the other.

Every link is an implication that holds in every solution, so a chain from "S is off" to "E is
on" proves "S or E is on"; any candidate that rules out both S and E is false. A chain from "S
is off" back to "S is on" proves S (a cell node is placed; a group removes the digit from the
rest of its box and line).

Only chains with at least one group are reported (the others are plain AICs, tried earlier).
The search is breadth first over all start nodes at once, so the shortest chains come first.
Rated just above the plain AIC (7.1), plus Sudoku Explainer's length steps (a group counts as
one node).
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.chains import length_bonus
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, cells_of, fmt_cells

__all__ = ["grouped_aic"]

BASE = 7.1
MAX_NODES = 14


class _Graph:
    """The nodes (cell bit set, digit) of a grid and their strong and weak links (by index)."""

    def __init__(self, g: CandidateGrid) -> None:
        sh = g.shape
        n = sh.size
        pb = sh.peer_bits
        ub = sh.unit_bits
        cb = g.cand_bits
        M, V = g.masks, g.values
        cells: list[int] = []  # node -> cell bit set
        digit: list[int] = []
        index: dict[tuple[int, int], int] = {}

        def node(bits_: int, d: int) -> int:
            key = (bits_, d)
            k = index.get(key)
            if k is None:
                k = index[key] = len(cells)
                cells.append(bits_)
                digit.append(d)
            return k

        for c, m in enumerate(M):
            if not V[c]:
                for d in cells_of(m):  # the digits of m
                    node(1 << c, d)
        for d in range(1, n + 1):
            for _, _, common in sh.crossings:
                pos = cb[d] & common
                if pos & (pos - 1):
                    node(pos, d)
        count = len(cells)
        strong: list[set[int]] = [set() for _ in range(count)]

        def link(a: int, b: int) -> None:
            strong[a].add(b)
            strong[b].add(a)

        # strong links in cells: bivalue cells
        for c, m in enumerate(M):
            if not V[c] and m.bit_count() == 2:
                d1, d2 = cells_of(m)
                link(index[(1 << c, d1)], index[(1 << c, d2)])
        # strong links in units: the places of a digit split into two nodes
        crossing_parts: dict[int, list[list[int]]] = {u: [] for u in range(3 * n)}
        by_box: dict[int, list[tuple[int, int]]] = {}
        for b, line, common in sh.crossings:
            by_box.setdefault(b, []).append((line, common))
        for line in range(2 * n):
            crossing_parts[line].append([common for b, l2, common in sh.crossings if l2 == line])
        for b, rows_cols in by_box.items():
            crossing_parts[b].append([common for line, common in rows_cols if line < n])  # by rows
            crossing_parts[b].append([common for line, common in rows_cols if line >= n])  # by columns
        for d in range(1, n + 1):
            cd = cb[d]
            for u in range(3 * n):
                pos = cd & ub[u]
                if pos.bit_count() < 2:
                    continue
                if pos.bit_count() == 2:
                    a = pos & -pos
                    link(index[(a, d)], index[(pos ^ a, d)])
                    continue
                for splits in crossing_parts[u]:
                    parts = [pos & common for common in splits if pos & common]
                    if len(parts) == 2:
                        link(index[(parts[0], d)], index[(parts[1], d)])
        # weak links: same digit, disjoint, every cell of one sees every cell of the other
        common_peers = []
        for k in range(count):
            x = -1
            for c in cells_of(cells[k]):
                x &= pb[c]
            common_peers.append(x)
        weak: list[list[int]] = [[] for _ in range(count)]
        per_digit: dict[int, list[int]] = {}
        for k in range(count):
            per_digit.setdefault(digit[k], []).append(k)
        for ks in per_digit.values():
            for a in ks:
                ca = cells[a]
                cp = common_peers[a]
                weak[a] = [b for b in ks if b != a and not cells[b] & ca and not cells[b] & ~cp]
        # weak links in cells: two candidates of one cell
        for c, m in enumerate(M):
            if not V[c] and m & (m - 1):
                ks = [index[(1 << c, d)] for d in cells_of(m)]
                for a in ks:
                    weak[a].extend(b for b in ks if b != a)
        self.cells = cells
        self.digit = digit
        self.strong = [sorted(s) for s in strong]
        self.weak = weak
        self.common_peers = common_peers
        self.count = count


def _node_text(g: CandidateGrid, cells: int, d: int, on: bool) -> str:
    n = g.size
    cs = cells_of(cells)
    if len(cs) == 1:
        return f"{cell_name(cs[0], n)} {'is' if on else 'is not'} {d}"
    if len(cs) == 2:
        names = [cell_name(c, n) for c in cs]
        return f"{names[0]} or {names[1]} is {d}" if on else f"neither {names[0]} nor {names[1]} is {d}"
    return f"one of {fmt_cells(cs, n)} is {d}" if on else f"none of {fmt_cells(cs, n)} is {d}"


def _ends_text(g: CandidateGrid, a: int, ad: int, b: int, bd: int) -> str:
    """``r1c2 is 5 or one of r4c5 and r4c6 is 7``: the two ends, one of them on."""
    return f"{_node_text(g, a, ad, True)} or {_node_text(g, b, bd, True)}"


def _eliminations(g: CandidateGrid, gr: _Graph, s: int, e: int) -> list[tuple[int, int]]:
    """Candidates that rule out both end nodes (each end stays possible)."""
    cb = g.cand_bits
    sc, sd, ec, ed = gr.cells[s], gr.digit[s], gr.cells[e], gr.digit[e]
    out: list[tuple[int, int]] = []
    if sd == ed:
        for j in cells_of(cb[sd] & gr.common_peers[s] & gr.common_peers[e] & ~sc & ~ec):
            out.append((j, sd))
        return out
    M = g.masks
    if sc == ec:  # one cell, two digits: its other digits go (nothing for a group)
        if sc & (sc - 1):
            return out
        c = sc.bit_length() - 1
        return [(c, d) for d in cells_of(M[c]) if d not in (sd, ed)]
    if not sc & (sc - 1):  # cell s, being ed, rules out e (and is not sd)
        c = sc.bit_length() - 1
        if M[c] >> ed & 1 and not ec & ~gr.common_peers[s] and not ec & sc:
            out.append((c, ed))
    if not ec & (ec - 1):
        c = ec.bit_length() - 1
        if M[c] >> sd & 1 and not sc & ~gr.common_peers[e] and not sc & ec:
            out.append((c, sd))
    return out


def grouped_aic(g: CandidateGrid) -> Iterator[Step]:
    """An alternating inference chain in which some nodes are groups of a box-line crossing."""
    gr = _Graph(g)
    count = gr.count
    if not count:
        return
    is_group = [c & (c - 1) != 0 for c in gr.cells]
    strong, weak = gr.strong, gr.weak
    # one breadth-first search per start node, all advanced together: state 2 * node + on
    starts = [k for k in range(count) if strong[k]]
    parents: list[dict[int, int]] = []
    frontiers: list[list[int]] = []
    for k in starts:
        parents.append({2 * k: -1})
        frontiers.append([2 * k])
    seen: set = set()
    depth = 1
    while depth < MAX_NODES and any(frontiers):
        depth += 1
        found: list[tuple[int, Step]] = []
        for j, k in enumerate(starts):
            parent = parents[j]
            nxt = []
            for st in frontiers[j]:
                x = st >> 1
                if st & 1:
                    for t in weak[x]:
                        key = 2 * t
                        if key not in parent:
                            parent[key] = st
                            nxt.append(key)
                else:
                    for t in strong[x]:
                        key = 2 * t + 1
                        if key not in parent:
                            parent[key] = st
                            nxt.append(key)
            frontiers[j] = nxt
            if depth % 2 or depth < 4:
                continue
            for st in nxt:
                step = _conclude(g, gr, is_group, k, st, parent, seen, depth)
                if step is not None:
                    found.append((len(found), step))
        for _, step in found:
            yield step


def _conclude(g, gr, is_group, s, st, parent, seen, depth) -> Step | None:
    """The step of a chain from "s is off" to the "on" state ``st``, if it removes anything."""
    e = st >> 1
    n = g.size
    if e == s:
        el: list[tuple[int, int]] = []
        place: tuple[tuple[int, int], ...] = ()
        sc, sd = gr.cells[s], gr.digit[s]
        if is_group[s]:
            el = [(j, sd) for j in cells_of(g.cand_bits[sd] & gr.common_peers[s] & ~sc)]
            if not el:
                return None
        else:
            place = ((sc.bit_length() - 1, sd),)
        key = ("loop", s)
    else:
        el = _eliminations(g, gr, s, e)
        if not el:
            return None
        place = ()
        key = (min(s, e), max(s, e), tuple(el))
    if key in seen:
        return None
    chain = []
    x = st
    while x != -1:
        chain.append((x >> 1, bool(x & 1)))
        x = parent[x]
    chain.reverse()
    if not any(is_group[k] for k, _ in chain):
        return None  # a plain AIC
    seen.add(key)
    parts = [_node_text(g, gr.cells[k], gr.digit[k], on) for k, on in chain]
    text = "if " + parts[0] + ", " + ", so ".join(parts[1:])
    sd = gr.digit[s]
    if e == s:
        what = _node_text(g, gr.cells[s], sd, True)
        if place:
            text += f": that {what} would follow from its opposite, so {cell_name(place[0][0], n)} is {sd}"
        else:
            text += f": that {what} would follow from its opposite, so it holds: {elim_text(el, n)}"
    else:
        text += f". So {_ends_text(g, gr.cells[s], sd, gr.cells[e], gr.digit[e])}: {elim_text(el, n)}"
    cells = [c for k, _ in chain for c in cells_of(gr.cells[k])]
    return make_step(
        "Grouped AIC", BASE + length_bonus(len(chain)), cells, {gr.digit[k] for k, _ in chain},
        place, el, text, cells + [c for c, _ in el],
    )
