"""Uniqueness techniques: unique rectangles and loops (types 1-4) and BUG (types 1-4), as Sudoku
Explainer (SE) finds and rates them.

They rest on the puzzle having exactly one solution, so they are used only when it has: the
grid asks the SAT solver once (:meth:`CandidateGrid.is_unique`). A *deadly pattern* is a loop of
open cells (four at the corners of a rectangle, or six, eight... alternating between two units
of each kind) all holding only the same two digits: the two digits could be swapped, giving a
second solution. So some cell of the loop must hold something else:

* type 1: one cell has extra digits: it loses the two digits of the loop;
* type 2: the extra cells share one extra digit: one of them holds it, cells seeing them all
  lose it;
* type 3: two extra cells in one unit: their extra digits act as one cell of a naked set with
  other cells of the unit (or the loop digits as a hidden set);
* type 4: two extra cells in one unit where one loop digit has no other place: the other loop
  digit leaves both.

SE rates a rectangle 4.5, a loop of six cells 4.6, of eight 4.7, of ten or more 5.0; type 3 adds
0.1 a cell of its set. It takes the easiest one found (then by type). BUG (*bivalue universal
grave*): every open cell holds two candidates and every digit has two places in each unit,
except for a few extra digits: without them the grid would be a deadly pattern, so they are
true (type 1, 5.6; types 2 to 4 remove candidates seeing them, 5.7 and up).

Both are off for any variant (jigsaw regions or a rule): a rule can tell the two digits apart
(a cage sum, a thermometer, a dot), so swapping them need not give a second solution.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import colex, elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells, fmt_digits

__all__ = ["bug", "unique_loop"]


def _pop(x: int) -> int:
    return x.bit_count()


# -- unique loops ----------------------------------------------------------------------------------


def _loops(g: CandidateGrid, start: int, v1: int, v2: int) -> list[list[int]]:
    """SE's depth-first search for loops through ``start`` on the digits v1, v2: each step moves
    to a cell of another kind of unit holding both digits; at most two cells with extra digits
    (more only while they all share one extra digit)."""
    sh = g.shape
    M = g.masks
    units_of = sh.se_units
    ub = sh.unit_bits
    both = (1 << v1) | (1 << v2)
    found: list[list[int]] = []
    loop: list[int] = []

    def walk(c: int, allowed: int, ex: int, last: int) -> None:
        loop.append(c)
        for kind, u in enumerate(units_of[c][:3]):
            if kind == last:
                continue
            for j in cells_of(ub[u]):
                if j == loop[0] and len(loop) >= 4:
                    found.append(list(loop))
                elif j not in loop:
                    m = M[j]
                    if m & both == both:
                        ex |= m & ~both  # SE keeps the extra digits of the cells seen so far
                        if _pop(m) == 2 or _pop(ex) == 1 or allowed > 0:
                            walk(j, allowed - (1 if _pop(m) > 2 else 0), ex, kind)
        loop.pop()

    walk(start, 2, 0, -1)
    return found


def _valid_loop(g: CandidateGrid, loop: list[int]) -> bool:
    """Every unit of the loop holds two of its cells, one at an odd and one at an even place."""
    units_of = g.shape.se_units
    seen = (set(), set())
    for k, c in enumerate(loop):
        side = seen[k & 1]
        for u in units_of[c][:3]:
            if u in side:
                return False
            side.add(u)
    return seen[0] == seen[1]


def _loop_difficulty(size: int) -> float:
    d = 4.5
    if size >= 10:
        d += 0.3
    if size >= 8:
        d += 0.2
    elif size >= 6:
        d += 0.1
    return d


class _LoopHint:
    __slots__ = ("kind", "loop", "difficulty", "eliminations", "key", "text", "cells", "digits", "area")

    def __init__(self, kind, loop, difficulty, eliminations, key, text, cells, digits, area):
        self.kind = kind
        self.loop = loop
        self.difficulty = difficulty
        self.eliminations = eliminations
        self.key = key
        self.text = text
        self.cells = cells
        self.digits = digits
        self.area = area


def _shared(sh, a: int, b: int) -> list[int]:
    """The units (box, row, column) holding both cells, in SE's order."""
    ub = sh.unit_bits
    return [u for u in sh.se_units[a][:3] if ub[u] >> b & 1]


def _loop_hints(g: CandidateGrid) -> list[_LoopHint]:
    sh = g.shape
    n = sh.size
    M, V = g.masks, g.values
    house = sh.house
    out: list[_LoopHint] = []
    seen: set = set()

    def add(h: _LoopHint) -> None:
        if h.eliminations and h.key not in seen:
            seen.add(h.key)
            out.append(h)

    for c, m in enumerate(M):
        if V[c] or _pop(m) != 2:
            continue
        v1, v2 = bits(m)
        pair = m
        for loop in _loops(g, c, v1, v2):
            if not _valid_loop(g, loop):
                continue
            size = len(loop)
            base = _loop_difficulty(size)
            word = "rectangle" if size == 4 else "loop"
            lead = f"{fmt_cells(loop, n)} would be a deadly {word} on {v1} and {v2} (two solutions)"
            cellset = frozenset(loop)
            extra = [x for x in loop if _pop(M[x]) > 2]
            if len(extra) == 1:
                t = extra[0]
                el = [(t, v1), (t, v2)]
                text = f"{lead} unless {cell_name(t, n)} is something else, so {elim_text(el, n)}"
                add(_LoopHint(1, loop, base, el, (1, cellset), text, loop, (v1, v2), loop))
            elif len(extra) > 2 or (len(extra) == 2 and _pop((M[extra[0]] | M[extra[1]]) & ~pair) == 1):
                z = (M[extra[0]] & ~pair & -(M[extra[0]] & ~pair)).bit_length() - 1
                common = None
                for x in extra:
                    hx = [j for j in house[x]]
                    common = hx if common is None else [j for j in common if j in hx]
                el = [(j, z) for j in common if j not in extra and M[j] >> z & 1 and not V[j]]
                names = fmt_cells(extra, n)
                text = f"{lead} unless one of {names} is {z}, so {elim_text(el, n)}" if el else ""
                add(_LoopHint(2, loop, base, el, (2, cellset), text, loop, (v1, v2, z), [*loop, *(j for j, _ in el)]))
            if len(extra) == 2:
                r1, r2 = extra
                rest = (M[r1] | M[r2]) & ~pair
                if _pop(rest) >= 2:
                    for h in _type3(g, loop, lead, base, r1, r2, v1, v2, rest, cellset):
                        add(h)
                h4 = _type4(g, loop, lead, base, r1, r2, v1, v2, cellset)
                if h4 is not None:
                    add(h4)
    # SE keeps the easiest, then the lowest type (a stable sort)
    out.sort(key=lambda h: (round(h.difficulty, 1), h.kind))
    return out


def _type3(g, loop, lead, base, c1, c2, v1, v2, extra, cellset) -> Iterator[_LoopHint]:
    """SE's type 3: the extra digits of c1 and c2 with other cells of a unit holding both form a
    naked set (c1 counting as a cell holding the extra digits), or v1, v2 and other digits a
    hidden set in cells other than c2."""
    sh = g.shape
    n = sh.size
    M, V = g.masks, g.values
    ub = sh.unit_bits
    cb = g.cand_bits
    n_extra = _pop(extra)
    full = sh.full
    roof_names = [cell_name(c, n) for c in sorted((c1, c2))]  # (in reading order)
    roofs = " or ".join(roof_names)
    for degree in range(n_extra, 8):
        for u in _shared(sh, c1, c2):
            cells = list(cells_of(ub[u]))
            empty = sum(1 for x in cells if not V[x])
            if degree * 2 <= empty:
                # SE's cell sets hold c1 and not c2; the others need 2..degree candidates (colex
                # order over those is SE's order with c1 added to every set)
                eligible = [x for x in cells if x not in (c1, c2) and not V[x] and 2 <= _pop(M[x]) <= degree]
                for idx in colex(len(eligible), degree - 1):
                    others = [eligible[j] for j in idx]
                    naked = extra & M[c1] & M[c2]
                    union = extra
                    for x in others:
                        naked |= M[x]
                        union |= M[x]
                    if _pop(naked) != degree or _pop(union) != degree:
                        continue
                    el = [
                        (x, d) for x in cells if x not in others and x not in (c1, c2) and not V[x]
                        for d in bits(M[x] & union)
                    ]
                    text = (
                        f"{lead}, so {roofs} holds {fmt_digits(extra, 'or')}; "
                        f"with {fmt_cells(others, n)} they keep {fmt_digits(union)} in {sh.unit_names[u]}: "
                        f"{elim_text(el, n)}"
                    ) if el else ""
                    key = (3, cellset, u, union, tuple(others))
                    yield _LoopHint(
                        3, loop, base + (degree - 1) * 0.1, el, key, text, [*loop, *others],
                        (v1, v2, *bits(union)), [*loop, *sh.units[u]],
                    )
            if degree * 2 < empty:
                rem = [d for d in range(1, n + 1) if d not in (v1, v2) and not extra >> d & 1]
                if degree - 2 <= len(rem):
                    for pick in colex(len(rem), degree - 2):
                        values = [rem[j] for j in pick] + [v1, v2]
                        positions = 0
                        ok = True
                        for d in values:
                            pos = cb[d] & ub[u] & ~(1 << c2)
                            if not pos:
                                ok = False
                            positions |= pos
                        if not ok or _pop(positions) != degree:
                            continue
                        hidden = 0
                        for d in values:
                            hidden |= 1 << d
                        keep = positions & ~((1 << c1) | (1 << c2))
                        el = [(x, d) for x in cells_of(keep) for d in bits(M[x] & ~hidden & full)]
                        # (the set takes one roof cell, c1 standing for either: v1 and v2 fit in both)
                        text = (
                            f"{lead}, so {roofs} holds {fmt_digits(extra, 'or')}; "
                            f"then in {sh.unit_names[u]}, {fmt_digits(hidden)} fit only in "
                            f"{fmt_cells(list(cells_of(keep)), n)} and one of {' and '.join(roof_names)}: "
                            f"{elim_text(el, n)}"
                        ) if el else ""
                        key = (3, cellset, u, hidden, keep)
                        yield _LoopHint(
                            3, loop, base + (_pop(keep) - 1) * 0.1, el, key, text, [*loop, *cells_of(keep)],
                            tuple(bits(hidden)), [*loop, *sh.units[u]],
                        )


def _type4(g, loop, lead, base, c1, c2, v1, v2, cellset) -> _LoopHint | None:
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    ub = sh.unit_bits
    both = (1 << c1) | (1 << c2)
    r1 = r2 = None
    for u in _shared(sh, c1, c2):  # SE keeps the last unit that fits
        if not cb[v1] & ub[u] & ~both:
            r1 = u
        if not cb[v2] & ub[u] & ~both:
            r2 = u
    if r1 is not None:
        u, keep, drop = r1, v1, v2
    elif r2 is not None:
        u, keep, drop = r2, v2, v1
    else:
        return None
    el = [(c1, drop), (c2, drop)]
    first, second = sorted((c1, c2))  # (named in reading order)
    text = (
        f"{lead}. In {sh.unit_names[u]}, {keep} fits only in {cell_name(first, n)} and {cell_name(second, n)}, "
        f"so one of them is {keep} and neither can be {drop} ({drop} in one and {keep} in the other would make "
        f"it deadly): {elim_text(el, n)}"
    )
    return _LoopHint(4, loop, base, el, (4, cellset), text, loop, (v1, v2), [*loop, *sh.units[u]])


def unique_loop(g: CandidateGrid) -> Iterator[Step]:
    """Unique rectangles and loops, types 1 to 4 (only for a puzzle with one solution), the
    easiest first."""
    if not g.shape.classic or not g.is_unique():
        return
    for h in _loop_hints(g):
        word = "rectangle" if len(h.loop) == 4 else "loop"
        yield make_step(
            f"Unique {word} type {h.kind}", h.difficulty, h.cells, h.digits, (), h.eliminations, h.text, h.area,
        )


# -- BUG ----------------------------------------------------------------------------------------------


def bug(g: CandidateGrid) -> Iterator[Step]:
    """BUG, types 1 to 4 (only for a puzzle with one solution): without the extra digits of a
    few cells every open cell would hold two candidates and every digit two places in each
    unit, a deadly pattern."""
    if not g.shape.classic or not g.is_unique():
        return
    sh = g.shape
    n = sh.size
    M, V = g.masks, g.values
    ub = sh.unit_bits
    cb = g.cand_bits
    house = sh.house
    bug_cells: list[int] = []
    bug_values: dict[int, int] = {}
    all_values = 0
    common: list[int] | None = None
    temp = list(M)
    order = [*range(2 * n, 3 * n), *range(n), *range(n, 2 * n)]  # SE: boxes, rows, columns
    for u in order:
        for d in range(1, n + 1):
            pos = cb[d] & ub[u]
            k = _pop(pos)
            if k == 0 or k == 2:
                continue
            new = [x for x in cells_of(pos) if _pop(M[x]) >= 3]
            if len(new) == 1:
                x = new[0]
                if x not in bug_cells:
                    bug_cells.append(x)
                bug_values[x] = bug_values.get(x, 0) | 1 << d
                all_values |= 1 << d
                temp[x] &= ~(1 << d)
                hx = list(house[x])
                common = hx if common is None else [j for j in common if j in hx]
                common = [j for j in common if j not in bug_cells]
                if len(bug_cells) > 1 and _pop(all_values) > 1 and not common:
                    return
            if not new:
                return
    for i, m in enumerate(temp):
        if not V[i] and _pop(m) != 2:
            return
    tcb = [0] * (n + 1)
    for i, m in enumerate(temp):
        if not V[i]:
            for d in bits(m):
                tcb[d] |= 1 << i
    for u in order:
        for d in range(1, n + 1):
            if _pop(tcb[d] & ub[u]) not in (0, 2):
                return
    if not bug_cells:
        return
    names = fmt_cells(bug_cells, n)
    lead = (
        f"Without {fmt_digits(all_values, 'or')} in {names}, every open cell would hold two candidates and every "
        f"digit two places in each unit: a deadly pattern with two solutions"
    )
    if len(bug_cells) == 1:
        x = bug_cells[0]
        el = [(x, d) for d in bits(M[x] & ~all_values)]
        if el:
            text = f"{lead}. So {cell_name(x, n)} keeps {fmt_digits(all_values, 'or')}: {elim_text(el, n)}"
            yield make_step("BUG type 1", 5.6, (x,), tuple(bits(all_values)), (), el, text, (x, *house[x]))
        return
    if _pop(all_values) == 1:
        z = all_values.bit_length() - 1
        if common:
            el = [(j, z) for j in common if not V[j] and M[j] >> z & 1]
            if el:
                text = f"{lead}. So one of {names} is {z}: {elim_text(el, n)}"
                yield make_step("BUG type 2", 5.7, bug_cells, (z,), (), el, text, (*bug_cells, *common))
        if len(bug_cells) == 2:
            yield from _bug4(g, bug_cells, bug_values, all_values, lead)
    elif common:
        if len(bug_cells) == 2:
            yield from _bug4(g, bug_cells, bug_values, all_values, lead)
        yield from _bug3(g, bug_cells, all_values, common, lead)


def _bug_units(sh, cells: list[int]) -> list[int]:
    """The units (box, row, column, in SE's order) holding all the cells."""
    ub = sh.unit_bits
    return [u for u in sh.se_units[cells[0]][:3] if all(ub[u] >> x & 1 for x in cells)]


def _bug3(g, bug_cells, all_values, common, lead) -> Iterator[Step]:
    sh = g.shape
    n = sh.size
    M, V = g.masks, g.values
    ub = sh.unit_bits
    for u in _bug_units(sh, bug_cells):
        region = [j for j in common if ub[u] >> j & 1]
        for degree in range(2, 7):
            if len(region) < degree:
                continue
            for idx in colex(len(region), degree - 1):
                naked = [region[j] for j in idx]
                other = 0
                ok = True
                for x in naked:
                    m = 0 if V[x] else M[x]
                    if _pop(m) <= 1:
                        ok = False
                    other |= m
                if _pop(other) != degree or not ok or _pop(all_values) <= 1:
                    continue
                union = other | all_values
                if _pop(union) != degree:
                    continue
                el = [(x, d) for x in region if x not in naked and x not in bug_cells for d in bits(M[x] & union)]
                if el:
                    text = (
                        f"{lead}. So one of {fmt_cells(bug_cells, n)} holds {fmt_digits(all_values, 'or')}: with "
                        f"{fmt_cells(naked, n)} they keep {fmt_digits(union)} in {sh.unit_names[u]}: {elim_text(el, n)}"
                    )
                    yield make_step(
                        "BUG type 3", 5.7 + (degree - 1) * 0.1, [*bug_cells, *naked], tuple(bits(union)), (), el,
                        text, (*bug_cells, *sh.units[u]),
                    )


def _bug4(g, bug_cells, bug_values, all_values, lead) -> Iterator[Step]:
    sh = g.shape
    n = sh.size
    M = g.masks
    c1, c2 = bug_cells
    common = M[c1] & M[c2] & ~all_values
    if _pop(common) != 1:
        return
    z = common.bit_length() - 1
    for u in _bug_units(sh, bug_cells):
        el = [(c, d) for c in (c1, c2) for d in bits(M[c] & ~bug_values[c] & ~common)]
        if el:
            text = (
                f"{lead}. So {cell_name(c1, n)} or {cell_name(c2, n)} holds its extra digit; in {sh.unit_names[u]}, "
                f"one of them is {z}, so each keeps only {z} and its extra digit: {elim_text(el, n)}"
            )
            yield make_step("BUG type 4", 5.7, (c1, c2), (z,), (), el, text, sh.units[u])
