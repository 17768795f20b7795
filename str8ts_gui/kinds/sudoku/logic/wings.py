"""Wings and single-digit patterns: XY-wing, XYZ-wing, W-wing, skyscraper, two-string kite,
turbot fish, empty rectangle and simple colouring.

Terms: a *bivalue* cell has two candidates; a *strong link* (conjugate pair) on a digit is a
unit where the digit has exactly two places, so one of them holds it. Two cells *see* each other
when they share a row, column or box.
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step, targets
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells

__all__ = [
    "empty_rectangle",
    "simple_colouring",
    "strong_links",
    "turbot_fish",
    "w_wing",
    "xy_wing",
    "xyz_wing",
]


def strong_links(g: CandidateGrid, d: int) -> list[tuple[int, int, int]]:
    """(unit, a, b) for every unit where digit ``d`` has exactly two places a < b."""
    sh = g.shape
    cd = g.cand_bits[d]
    out = []
    for u, ub in enumerate(sh.unit_bits):
        pos = cd & ub
        if pos and pos.bit_count() == 2:
            a = (pos & -pos).bit_length() - 1
            b = pos.bit_length() - 1
            out.append((u, a, b))
    return out


def _bivalue(g: CandidateGrid) -> list[int]:
    M, V = g.masks, g.values
    return [i for i, m in enumerate(M) if not V[i] and m.bit_count() == 2]


# -- XY-wing and XYZ-wing --------------------------------------------------------------------------


def _wings(g: CandidateGrid, xyz: bool) -> Iterator[tuple[int, int, int, int, list[int]]]:
    """(pivot, pincer a, pincer b, z, cells losing z) of every XY-wing (``xyz``: XYZ-wing) that
    removes something, in Sudoku Explainer's order: pivots in reading order, pincers in the
    order of the pivot's house (box, rest of the row, rest of the column)."""
    sh = g.shape
    M, V = g.masks, g.values
    house = sh.house
    pb = sh.peer_bits
    cb = g.cand_bits
    size = 3 if xyz else 2
    for p, mp in enumerate(M):
        if V[p] or mp.bit_count() != size:
            continue
        wings = [a for a in house[p] if not V[a] and M[a].bit_count() == 2]
        firsts = [a for a in wings if (mp & ~M[a]).bit_count() == 1]
        for a in firsts:
            ma = M[a]
            for b in wings:
                mb = M[b]
                if (mp | ma | mb).bit_count() != 3 or (mp & ma & mb).bit_count() != (1 if xyz else 0):
                    continue
                zd = (ma & mb).bit_length() - 1
                victims = pb[a] & pb[b] & cb[zd]
                if xyz:
                    victims &= pb[p]
                victims &= ~((1 << p) | (1 << a) | (1 << b))
                if victims:
                    # in the order of a's house, as SE lists them (then cells seen only
                    # through a variant's peers: a knight's or king's move, a diagonal)
                    listed = [j for j in house[a] if victims >> j & 1]
                    for j in listed:
                        victims &= ~(1 << j)
                    yield p, a, b, zd, listed + [j for j in range(len(M)) if victims >> j & 1]


def xy_wing(g: CandidateGrid) -> Iterator[Step]:
    """A bivalue pivot {x,y} seeing pincers {x,z} and {y,z}: one pincer is z, so cells seeing
    both pincers lose z."""
    n = g.size
    M = g.masks
    for p, a, b, zd, removed in _wings(g, False):
        el = [(j, zd) for j in removed]
        mp = M[p]
        x = (M[a] & mp).bit_length() - 1
        y = (M[b] & mp).bit_length() - 1
        text = (
            f"{cell_name(p, n)} is {x} or {y}; if {x}, {cell_name(a, n)} is {zd}, if {y}, "
            f"{cell_name(b, n)} is {zd}. So {elim_text(el, n)}"
        )
        yield make_step("XY-wing", 4.2, (p, a, b), (x, y, zd), (), el, text, (p, a, b, *removed))


def xyz_wing(g: CandidateGrid) -> Iterator[Step]:
    """A pivot {x,y,z} seeing pincers {x,z} and {y,z}: one of the three is z, so cells seeing
    all three lose z."""
    n = g.size
    M = g.masks
    for p, a, b, zd, removed in _wings(g, True):
        el = [(j, zd) for j in removed]
        mp = M[p]
        text = (
            f"{cell_name(p, n)} holds {', '.join(map(str, bits(mp)))}; {cell_name(a, n)} and "
            f"{cell_name(b, n)} each hold {zd} and one other of them, so one of the three is {zd}: "
            f"{elim_text(el, n)}"
        )
        yield make_step("XYZ-wing", 4.4, (p, a, b), bits(mp), (), el, text, (p, a, b, *removed))


# -- W-wing ------------------------------------------------------------------------------------------


def w_wing(g: CandidateGrid) -> Iterator[Step]:
    """Two bivalue cells {x,y} that do not see each other, joined by a strong link on x (each end
    sees one of them): one of the two is y, so cells seeing both lose y."""
    sh = g.shape
    n = sh.size
    M = g.masks
    pb = sh.peer_bits
    cb = g.cand_bits
    bi = _bivalue(g)
    by_pair: dict[int, list[int]] = {}
    for i in bi:
        by_pair.setdefault(M[i], []).append(i)
    links_cache: dict[int, list] = {}
    for m, cells in by_pair.items():
        if len(cells) < 2:
            continue
        for c1, c2 in combinations(cells, 2):
            if pb[c1] >> c2 & 1:
                continue
            for x in bits(m):
                y = (m & ~(1 << x)).bit_length() - 1
                removed = pb[c1] & pb[c2] & cb[y]
                if not removed:
                    continue
                links = links_cache.get(x)
                if links is None:
                    links = links_cache[x] = strong_links(g, x)
                for u, a, b in links:
                    if a in (c1, c2) or b in (c1, c2):
                        continue
                    for p, q in ((a, b), (b, a)):
                        if pb[c1] >> p & 1 and pb[c2] >> q & 1:
                            el = targets(removed, y)
                            text = (
                                f"{cell_name(c1, n)} and {cell_name(c2, n)} both hold {x} and {y}, and in "
                                f"{sh.unit_names[u]}, {x} is in {cell_name(p, n)} or {cell_name(q, n)}. If "
                                f"{cell_name(c1, n)} were {x}, {cell_name(p, n)} would not be, so "
                                f"{cell_name(q, n)} would be {x} and {cell_name(c2, n)} would be {y}: one of "
                                f"the two is {y}. So {elim_text(el, n)}"
                            )
                            yield make_step(
                                "W-wing", 6.8, (c1, c2, p, q), (x, y), (), el, text,
                                (c1, c2, *sh.units[u], *cells_of(removed)),
                            )
                            break
                    else:
                        continue
                    break


# -- skyscraper, two-string kite, turbot fish ------------------------------------------------------


def turbot_fish(g: CandidateGrid) -> Iterator[Step]:
    """Two strong links on a digit whose ends see each other: one of the two far ends holds it,
    so cells seeing both lose it. Named a skyscraper (two parallel lines), a two-string kite (a
    row and a column meeting in a box) or a turbot fish (otherwise)."""
    sh = g.shape
    n = sh.size
    pb = sh.peer_bits
    cb = g.cand_bits
    found = []
    for d in range(1, n + 1):
        links = strong_links(g, d)
        if len(links) < 2:
            continue
        for (u1, a1, b1), (u2, a2, b2) in combinations(links, 2):
            if u1 == u2 or len({a1, b1, a2, b2}) < 4:
                continue
            for x, y in ((a1, b1), (b1, a1)):
                for p, q in ((a2, b2), (b2, a2)):
                    # x = y (strong) - y sees p (weak) - p = q (strong): x or q holds d
                    if not pb[y] >> p & 1:
                        continue
                    removed = pb[x] & pb[q] & cb[d] & ~(1 << x) & ~(1 << q)
                    if not removed:
                        continue
                    kind = _turbot_kind(sh, u1, u2, y, p)
                    found.append((kind[1], d, u1, u2, x, y, p, q, removed, kind[0]))
    seen = set()
    for _, d, u1, u2, x, y, p, q, removed, name in sorted(found, key=lambda f: f[0]):
        key = (d, frozenset((x, y, p, q)), removed)
        if key in seen:
            continue
        seen.add(key)
        el = targets(removed, d)
        text = (
            f"{d} is in {cell_name(x, n)} or {cell_name(y, n)} ({sh.unit_names[u1]}) and in {cell_name(p, n)} or "
            f"{cell_name(q, n)} ({sh.unit_names[u2]}); {cell_name(y, n)} and {cell_name(p, n)} see each other, so "
            f"{cell_name(x, n)} or {cell_name(q, n)} is {d}: {elim_text(el, n)}"
        )
        difficulty = {"Skyscraper": 6.6, "Two-string kite": 6.6, "Turbot fish": 6.6}[name]
        yield make_step(name, difficulty, (x, y, p, q), (d,), (), el, text, (*sh.units[u1], *sh.units[u2]))


def _turbot_kind(sh, u1: int, u2: int, y: int, p: int) -> tuple[str, int]:
    n = sh.size
    both_rows = u1 < n and u2 < n
    both_cols = n <= u1 < 2 * n and n <= u2 < 2 * n
    if both_rows and sh.col(y) == sh.col(p) or both_cols and sh.row(y) == sh.row(p):
        return "Skyscraper", 0
    row_col = (u1 < n) != (u2 < n) and u1 < 2 * n and u2 < 2 * n
    if row_col and sh.box(y) == sh.box(p):
        return "Two-string kite", 1
    return "Turbot fish", 2


# -- empty rectangle -----------------------------------------------------------------------------


def empty_rectangle(g: CandidateGrid) -> Iterator[Step]:
    """A box whose candidates of a digit all lie in one row and one column of it (the box holds
    the digit in that row or that column), and a strong link on the digit in a line with one end
    in the ER's column (or row): the cell where the link's other end's row (column) meets the
    ER's row (column) loses the digit."""
    sh = g.shape
    n = sh.size
    ub = sh.unit_bits
    cb = g.cand_bits
    for d in range(1, n + 1):
        cd = cb[d]
        links = strong_links(g, d)
        for bu in range(2 * n, 3 * n):
            pos = cd & ub[bu]
            if pos.bit_count() < 2:
                continue
            box_cells = sh.units[bu]
            rows = sorted({sh.row(i) for i in box_cells})
            cols = sorted({sh.col(i) for i in box_cells})
            for r in rows:
                for c in cols:
                    cross = ub[r] | ub[n + c]
                    if pos & ~cross:
                        continue
                    # the digit must need both lines: not all in the row, not all in the column
                    if not pos & ~ub[r] or not pos & ~ub[n + c]:
                        continue
                    for u, a, b in links:
                        if u >= 2 * n or ub[u] & ub[bu]:
                            continue
                        for p, q in ((a, b), (b, a)):
                            if u < n and sh.col(p) == c:
                                # row link: p in the ER's column; q's column meets the ER's row
                                t = r * n + sh.col(q)
                            elif n <= u < 2 * n and sh.row(p) == r:
                                t = sh.row(q) * n + c
                            else:
                                continue
                            if not cd >> t & 1 or ub[bu] >> t & 1:
                                continue
                            el = [(t, d)]
                            text = (
                                f"In {sh.unit_names[bu]}, {d} lies in row {r + 1} or column {c + 1}; in "
                                f"{sh.unit_names[u]}, {d} is in {cell_name(p, n)} or {cell_name(q, n)}. If "
                                f"{cell_name(t, n)} were {d}, {cell_name(q, n)} would not be, so {cell_name(p, n)} "
                                f"would be, and {sh.unit_names[bu]} would have no place for {d}. So {d} leaves {cell_name(t, n)}"
                            )
                            yield make_step(
                                "Empty rectangle", 6.6, cells_of(pos) + [p, q], (d,), (), el, text,
                                (*box_cells, *sh.units[u], t),
                            )


# -- simple colouring --------------------------------------------------------------------------------


def simple_colouring(g: CandidateGrid) -> Iterator[Step]:
    """Colour the strong links of one digit in two colours, alternating; one colour holds the
    digit. A colour with two cells in one unit is false (colour wrap); a cell seeing both colours
    loses the digit (colour trap)."""
    sh = g.shape
    n = sh.size
    pb = sh.peer_bits
    cb = g.cand_bits
    for d in range(1, n + 1):
        links = strong_links(g, d)
        if len(links) < 2:
            continue
        adj: dict[int, list[int]] = {}
        for _, a, b in links:
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
        colour: dict[int, int] = {}
        for start in sorted(adj):
            if start in colour:
                continue
            colour[start] = 0
            comp = [start]
            stack = [start]
            while stack:
                x = stack.pop()
                for y in adj[x]:
                    if y not in colour:
                        colour[y] = 1 - colour[x]
                        comp.append(y)
                        stack.append(y)
            if len(comp) < 3:
                continue  # two cells: a plain strong link, nothing a colouring adds
            sides = [[c for c in comp if colour[c] == k] for k in (0, 1)]
            side_bits = [sum(1 << c for c in s) for s in sides]
            names = [fmt_cells(s, n) for s in sides]
            # colour wrap
            for k in (0, 1):
                clash = next(((a, b) for a, b in combinations(sides[k], 2) if pb[a] >> b & 1), None)
                if clash is None:
                    continue
                a, b = clash
                el = targets(side_bits[k] & cb[d], d)
                text = (
                    f"Colouring the strong links of {d}: either {names[0]} or {names[1]} hold {d}. "
                    f"{cell_name(a, n)} and {cell_name(b, n)} share a colour and see each other, so that colour is "
                    f"false: {elim_text(el, n)}"
                )
                yield make_step("Simple colouring", 6.5, comp, (d,), (), el, text, comp)
                break
            else:
                # colour trap
                both = 0
                x0, x1 = side_bits
                rest = cb[d] & ~(x0 | x1)
                for i in cells_of(rest):
                    if pb[i] & x0 and pb[i] & x1:
                        both |= 1 << i
                if both:
                    el = targets(both, d)
                    text = (
                        f"Colouring the strong links of {d}: either {names[0]} or {names[1]} hold {d}, so a cell "
                        f"that sees both colours cannot be {d}: {elim_text(el, n)}"
                    )
                    yield make_step("Simple colouring", 6.6, comp, (d,), (), el, text, comp + cells_of(both))
