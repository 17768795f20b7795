"""Uniqueness techniques: unique rectangles (types 1-4) and BUG+1.

They rest on the puzzle having exactly one solution, so they are used only when it has: the
grid asks the SAT solver once (:meth:`CandidateGrid.is_unique`). A *deadly pattern* is four
open cells at the corners of a rectangle over two rows, two columns and two boxes, all four
holding only the same two digits: the two digits could be swapped, giving a second solution.

Both are off for any variant (jigsaw regions or a rule): a rule can tell the two digits apart
(a cage sum, a thermometer, a dot), so swapping them need not give a second solution.
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells, fmt_digits

__all__ = ["bug_plus_one", "unique_rectangle", "rectangles"]


def rectangles(g: CandidateGrid) -> Iterator[tuple[tuple[int, int, int, int], int]]:
    """((a, b, c, d), pair mask) for every rectangle of open cells over two boxes whose four cells
    all hold the two digits of the pair; a, b is the first row, c, d the second; a, c the first
    column."""
    sh = g.shape
    n = sh.size
    M, V = g.masks, g.values
    for r1 in range(n):
        for r2 in range(r1 + 1, n):
            for c1 in range(n):
                a = r1 * n + c1
                if V[a]:
                    continue
                c = r2 * n + c1
                if V[c]:
                    continue
                mac = M[a] & M[c]
                if mac.bit_count() < 2:
                    continue
                for c2 in range(c1 + 1, n):
                    b = r1 * n + c2
                    d = r2 * n + c2
                    if V[b] or V[d]:
                        continue
                    common = mac & M[b] & M[d]
                    if common.bit_count() < 2:
                        continue
                    boxes = {sh.box(a), sh.box(b), sh.box(c), sh.box(d)}
                    if len(boxes) != 2:
                        continue
                    for x, y in combinations(bits(common), 2):
                        yield (a, b, c, d), (1 << x) | (1 << y)


def _shared_units(sh, p: int, q: int) -> list[int]:
    return [u for u in sh.units_of[p] if u in sh.units_of[q]]


def unique_rectangle(g: CandidateGrid) -> Iterator[Step]:
    """Unique rectangles, types 1 to 4 (only for a puzzle with one solution)."""
    if not g.shape.classic or not g.is_unique():
        return
    sh = g.shape
    n = sh.size
    M = g.masks
    pb = sh.peer_bits
    cb = g.cand_bits
    for corners, pair in rectangles(g):
        x, y = bits(pair)
        names = fmt_cells(corners, n)
        lead = f"{names} would be a deadly pattern on {x} and {y} (two solutions)"
        exact = [i for i in corners if M[i] == pair]
        extra = [i for i in corners if M[i] != pair]
        area = corners
        if len(exact) == 3:  # type 1
            t = extra[0]
            el = [(t, x), (t, y)]
            text = f"{lead} unless {cell_name(t, n)} is something else, so {elim_text(el, n)}"
            yield make_step("Unique rectangle type 1", 4.5, corners, (x, y), (), el, text, area)
            continue
        if len(exact) != 2:
            continue
        p, q = extra
        ep, eq = M[p] & ~pair, M[q] & ~pair
        # type 2: the two other corners have the same one extra digit: one of them holds it
        if ep == eq and ep.bit_count() == 1:
            z = ep.bit_length() - 1
            removed = pb[p] & pb[q] & cb[z]
            if removed:
                el = [(i, z) for i in cells_of(removed)]
                text = (
                    f"{lead} unless {cell_name(p, n)} or {cell_name(q, n)} is {z}, so {elim_text(el, n)}"
                )
                yield make_step("Unique rectangle type 2", 4.6, corners, (x, y, z), (), el, text, (*area, *cells_of(removed)))
                continue
        shared = _shared_units(sh, p, q)
        # type 4: in a unit holding both other corners, one pair digit lives only there
        for u in shared:
            ub = sh.unit_bits[u]
            for keep, drop in ((x, y), (y, x)):
                if cb[keep] & ub == (1 << p) | (1 << q):
                    el = [(p, drop), (q, drop)]
                    text = (
                        f"{lead}. In {sh.unit_names[u]}, {keep} fits only in {cell_name(p, n)} and {cell_name(q, n)}, "
                        f"so one of them is {keep} and the other cannot be {drop}: {elim_text(el, n)}"
                    )
                    yield make_step("Unique rectangle type 4", 4.6, corners, (x, y), (), el, text, (*area, *sh.units[u]))
                    break
            else:
                continue
            break
        else:
            # type 3: the extra digits of the two other corners form a naked set with cells of a
            # unit holding both
            extras = ep | eq
            if extras.bit_count() < 2:
                continue
            for u in shared:
                others = [i for i in sh.units[u] if i not in (p, q) and not g.values[i]]
                for k in range(1, 4):
                    found = False
                    for combo in combinations(others, k):
                        union = extras
                        for i in combo:
                            union |= M[i]
                        if union.bit_count() != k + 1 or union & pair:
                            continue
                        el = [
                            (i, d) for i in others if i not in combo for d in bits(M[i] & union)
                        ]
                        if not el:
                            continue
                        text = (
                            f"{lead}, so {cell_name(p, n)} or {cell_name(q, n)} holds one of {fmt_digits(extras, 'or')}; "
                            f"with {fmt_cells(combo, n)} they keep {fmt_digits(union)} in {sh.unit_names[u]}: "
                            f"{elim_text(el, n)}"
                        )
                        yield make_step(
                            "Unique rectangle type 3", 4.5 + 0.1 * k, (*corners, *combo), (x, y, *bits(union)),
                            (), el, text, (*area, *sh.units[u]),
                        )
                        found = True
                        break
                    if found:
                        break


def bug_plus_one(g: CandidateGrid) -> Iterator[Step]:
    """BUG+1: every open cell has two candidates but one, which has three; without its extra
    digit the grid would be a deadly pattern (every digit twice in each unit), so that cell
    takes the digit that appears three times in its units."""
    if not g.shape.classic or not g.is_unique():
        return
    sh = g.shape
    n = sh.size
    M, V = g.masks, g.values
    three = None
    for i, m in enumerate(M):
        if V[i]:
            continue
        c = m.bit_count()
        if c == 2:
            continue
        if c == 3 and three is None:
            three = i
            continue
        return
    if three is None:
        return
    cb = g.cand_bits
    ub = sh.unit_bits
    target = None
    for d in bits(M[three]):
        if all((cb[d] & ub[u]).bit_count() == 3 for u in sh.units_of[three]):
            target = d
            break
    if target is None:
        return
    # check the rest is a true BUG: without the extra digit every unit has each digit 0 or 2 times
    for u, bu in enumerate(ub):
        for d in range(1, n + 1):
            cnt = (cb[d] & bu).bit_count()
            if d == target and bu >> three & 1:
                cnt -= 1
            if cnt not in (0, 2):
                return
    r, c, b = sh.units_of[three]
    text = (
        f"Every open cell holds two candidates except {cell_name(three, n)}. Without {target} there, each digit "
        f"would have two places in every unit: a deadly pattern with two solutions. So {cell_name(three, n)} "
        f"is {target}"
    )
    yield make_step(
        "BUG+1", 5.6, (three,), (target,), ((three, target),), (), text,
        sh.units[r] + sh.units[c] + sh.units[b],
    )
