"""Sums split by boxes (issue 20): a sum whose cells are not all different, read group by group.

A little killer's diagonal, an arrow's line, or what the 45 rule leaves of a house crosses
several boxes: its digits may repeat across boxes but not within one. Cut it into *groups* of
cells that see each other (a diagonal's cells in one box; cells with the same weight):

* **Split sum combinations** (:func:`split_sums`) -- each group holds a set of different digits,
  and the groups' sums must add up to the total: "the little killer 47 on r1c4 ... r6c9 has
  three cells in box 2 and three in box 6, each three at most 24 (7 + 8 + 9), so each adds up to
  23 or 24: {6,8,9} or {7,8,9}". A digit every set left to a group holds must be in the group,
  so the cells outside it that see every place it can take there lose it; and a group's cells
  keep only the digits of the sets left to it.
* **Split sum combinations in boxes** (:func:`boxed_split_sums`) -- the same, each group's sets
  also leaving the other cells of its box a way to hold the box's other digits (Hall's
  condition: every set of those cells has as many of those digits between them), for little
  killers, arrows and killer cages inside one box: "r1c3, r2c2 and r3c1 add up to 21, but
  r2c1 and r2c3 hold 3 and 4 between them, so not {4,8,9}".
* The same over the 45 rule's sums (:func:`split_equations`, after the 45 rule with arrows): a
  house less the sum rules inside it gives a weighted sum of a few cells (:func:`.variant_sums.
  house_equations`), whose groups are read the same way.

Sound: in every solution each group holds different digits (its cells see each other) whose
sum, with the other groups' sums, makes the total; the sets tried are every set of different
digits its cells' candidates allow (with a way to place them), and the groups' sums are
combined over every choice of the other groups' sets (a relaxation: cells of different groups
may also differ, which only keeps more). So a set dropped has no solution, a digit every set
left holds is in the group in every solution, and a cell that sees every place of it there
cannot hold it.

Ratings: split sum combinations 2.6 (killer cage combinations are 2.2, rule pointing 2.7: the
same combination logic, with the bounds the other boxes' cells put on each group); in boxes
3.0 (with a naked or hidden set's reasoning in the box, as a naked pair); over a 45-rule sum
3.8 (the 45 rule with arrows is 3.6). A set dropped for its box leaves the box's other cells
without a way to hold the other digits, so no solution has it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator, Sequence

from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells, fmt_digits
from str8ts_gui.kinds.sudoku.logic.variant_sums import SUM_RULES, UNIT_SUM, _less_words, _sum_words, open_equations, sum_rules

__all__ = ["SPLIT", "SPLIT_BOX", "SPLIT_EQUATION", "boxed_split_sums", "split_equations", "split_groups", "split_sets", "split_sums"]

SPLIT = 2.6
SPLIT_EQUATION = round(UNIT_SUM + 0.2, 1)
SPLIT_BOX = 3.0  # a split sum whose sets must leave the rest of their box its digits
MAX_GROUP = 5  # cells of one group (their sets are found layer by layer)
MAX_OPEN_EQ = 8  # a 45-rule sum with more open cells is not split


def split_groups(terms: Sequence[tuple[int, int]], sh) -> list[tuple[int, list[int]]]:
    """(weight, cells) of each group of a weighted sum: cells of one weight that all see each
    other, at most :data:`MAX_GROUP`, a box's cells together first."""
    pb = sh.peer_bits
    order = sorted(terms, key=lambda t: (sh.box(t[0]), t[0]))
    groups: list[tuple[int, list[int]]] = []
    for i, w in order:
        for gw, cells in groups:
            if gw == w and len(cells) < MAX_GROUP and all(pb[i] >> j & 1 for j in cells):
                cells.append(i)
                break
        else:
            groups.append((w, [i]))
    return groups


@lru_cache(maxsize=16384)
def _layers(masks: tuple[int, ...]) -> tuple[frozenset[int], ...]:
    """The digit sets cells with these candidates can hold after each of them (layer j: the
    sets of different digits the first j cells can take), the last layer being every set the
    group can hold (its sum is the set's)."""
    layers = [frozenset({0})]
    for m in masks:
        nxt = set()
        for used in layers[-1]:
            free = m & ~used
            while free:
                low = free & -free
                free ^= low
                nxt.add(used | low)
        layers.append(frozenset(nxt))
    return tuple(layers)


@lru_cache(maxsize=16384)
def _sets(masks: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(digit sum, digit set) of every set of different digits cells with these candidates can
    hold, one digit in each cell."""
    return tuple(sorted((sum(bits(s)), s) for s in _layers(masks)[-1]))


@lru_cache(maxsize=16384)
def _support(masks: tuple[int, ...], finals: frozenset[int]) -> tuple[int, ...]:
    """Per cell: the candidates some placement of one of the sets ``finals`` gives it."""
    layers = _layers(masks)
    good = set(finals)
    out = [0] * len(masks)
    for j in range(len(masks) - 1, -1, -1):
        prev = set()
        m = masks[j]
        sup = 0
        for used in layers[j]:
            free = m & ~used
            while free:
                low = free & -free
                free ^= low
                if used | low in good:
                    sup |= low
                    prev.add(used)
        out[j] = sup
        good = prev
    return tuple(out)


@lru_cache(maxsize=16384)
def _short_sets(rest: tuple[int, ...], spare: int) -> tuple[tuple[int, int], ...]:
    """(digits between them, count) of each set of the cells ``rest`` with fewer than count +
    ``spare`` candidates between them: the only sets that can lack digits once ``spare`` of
    the digits are taken away (Hall: the cells can take a set of as many digits, one each,
    exactly when every set of them has at least as many of those digits between them)."""
    k = len(rest)
    unions = [0] * (1 << k)
    out = []
    for sub in range(1, 1 << k):
        low = sub & -sub
        u = unions[sub ^ low] | rest[low.bit_length() - 1]
        unions[sub] = u
        count = sub.bit_count()
        if u.bit_count() < count + spare:
            out.append((u, count))
    return tuple(out)


def split_sets(
    groups: Sequence[tuple[int, Sequence[int]]], total: int, masks: Sequence[int], rests: Sequence[tuple[int, int] | None] | None = None
) -> list[list[tuple[int, int]]] | None:
    """Per group: the sets (digit sum, set) left to it, those whose sum
    the other groups can complete to ``total``; None when there is no way at all.

    ``rests``: per group, None or ``(the candidates of the other open cells of its box as a
    tuple, the digits the box has not placed)``: a set is then kept only when those cells can
    take the box's other digits, one each (Hall's condition over :func:`_short_sets`)."""
    options = [_sets(tuple(masks[i] for i in cells)) for _, cells in groups]
    if rests is not None:
        for k, (o, rest) in enumerate(zip(options, rests)):
            if rest is None:
                continue
            cells, free = rest
            short = _short_sets(cells, len(groups[k][1]))
            if short:
                options[k] = tuple(x for x in o if all((u & free & ~x[1]).bit_count() >= count for u, count in short))
    if any(not o for o in options):
        return None
    sums = [{w * s for s, _ in o} for (w, _), o in zip(groups, options)]
    off = sum(abs(w) * max(masks[i].bit_length() for i in cells) * len(cells) for w, cells in groups) + abs(total) + 1

    def conv(x: int, got: set[int]) -> int:
        acc = 0
        for v in got:
            acc |= x << v if v >= 0 else x >> -v
        return acc

    K = len(groups)
    pre = [1 << off]
    for got in sums:
        pre.append(conv(pre[-1], got))
    if not pre[-1] >> (total + off) & 1:
        return None
    suf = [1 << off] * (K + 1)
    for k in range(K - 1, -1, -1):
        suf[k] = conv(suf[k + 1], sums[k])
    out = []
    for k, ((w, _), o) in enumerate(zip(groups, options)):
        # the sums the other groups can make together: bit v + off
        others = 0
        rest = suf[k + 1]
        while rest:
            low = rest & -rest
            rest ^= low
            v = low.bit_length() - 1 - off
            others |= pre[k] << v if v >= 0 else pre[k] >> -v
        out.append([x for x in o if (total - w * x[0] + off) >= 0 and others >> (total - w * x[0] + off) & 1])
    return out


def _range_words(vals: list[int]) -> str:
    vals = sorted(set(vals))
    if len(vals) == 1:
        return str(vals[0])
    if vals == list(range(vals[0], vals[-1] + 1)):
        return f"{vals[0]} to {vals[-1]}" if len(vals) > 2 else f"{vals[0]} or {vals[1]}"
    return join_words(vals, "or")


def _set_words(sets: list[int]) -> str:
    """``{2,8,9}, {4,7,8} or {5,6,8}``: by their sums, then digit by digit (they came in the
    order of their bit masks: "{5,6,8}, {4,7,8} or {2,8,9}")."""
    ordered = sorted(sets, key=lambda s: (sum(bits(s)), bits(s)))
    words = ["{" + ",".join(map(str, bits(s))) + "}" for s in ordered]
    if len(words) > 6:
        return f"one of {len(words)} sets"
    return join_words(words, "or")


@lru_cache(maxsize=8192)
def _split(sh, terms: tuple[tuple[int, int], ...], total: int, masks: tuple[int, ...], rests: tuple | None = None):
    """(groups, sets left per group, each group's cells' candidates kept, each group's digits
    every set left holds) of a weighted sum whose cells have these candidates (a placed cell:
    its digit); None when no way is left. ``rests``: per group, what :func:`split_sets` checks
    against the rest of its box (:func:`_box_rests`). Cached: the ladder asks again and again."""
    m = dict(zip((i for i, _ in terms), masks))
    groups = split_groups(terms, sh)
    left = split_sets(groups, total, m, rests)
    if left is None:
        return None
    keeps = []
    needs = []
    for (_, cells), sets in zip(groups, left):
        need = -1
        for _, st in sets:
            need &= st
        keeps.append(_support(tuple(m[i] for i in cells), frozenset(st for _, st in sets)))
        needs.append(need if sets else 0)
    return groups, left, keeps, needs


@lru_cache(maxsize=4096)
def _groups(sh, terms: tuple[tuple[int, int], ...]) -> tuple[tuple[int, tuple[int, ...], int, tuple[int, ...]], ...]:
    """(weight, cells, box unit or -1, the box's other cells) of each group of a weighted sum:
    the box is the one holding all of the group's cells, when it has n cells."""
    n = sh.size
    out = []
    for w, cells in split_groups(terms, sh):
        u = sh.units_of[cells[0]][2]
        cells_t = tuple(cells)
        if len(sh.units[u]) == n and all(sh.units_of[i][2] == u for i in cells) and len(cells) < n:
            out.append((w, cells_t, u, tuple(i for i in sh.units[u] if i not in cells_t)))
        else:
            out.append((w, cells_t, -1, ()))
    return tuple(out)


def _box_rests(g: CandidateGrid, terms: tuple[tuple[int, int], ...]) -> tuple | None:
    """Per group of a weighted sum: None, or (the candidates of the other cells of the box that
    holds the group, every digit); None when no group lies in one box."""
    V, M = g.values, g.masks
    full = g.shape.full
    out = []
    for w, cells, u, rest in _groups(g.shape, terms):
        if u < 0:
            out.append(None)
            continue
        free = full
        for i in rest:
            if V[i]:
                free &= ~(1 << V[i])
        masks = tuple(M[i] & free for i in rest if not V[i])
        # other cells with candidates enough for any set of the group's digits cannot narrow it
        out.append((masks, free) if masks and _short_sets(masks, len(cells)) else None)
    return tuple(out) if any(x is not None for x in out) else None


def _findings(g: CandidateGrid, terms: tuple[tuple[int, int], ...], total: int, rests: tuple | None = None):
    """(groups, sets left per group, eliminations inside, eliminations outside per group) of
    one weighted sum on the grid, or None when it gives nothing (or no way is left).
    ``rests`` (:func:`_box_rests`): a group's sets must also leave the other cells of its box
    their digits."""
    sh = g.shape
    V, M = g.values, g.masks
    if len(terms) < 2:
        return None
    found = _split(sh, terms, total, tuple(1 << V[i] if V[i] else M[i] for i, _ in terms), rests)
    if found is None:
        return None
    groups, left, keeps, needs = found
    pb = sh.peer_bits
    cb = g.cand_bits
    inside = []
    outside = []
    for (w, cells), keep, need in zip(groups, keeps, needs):
        placed = 0
        for t, i in enumerate(cells):
            if V[i]:
                placed |= 1 << V[i]
            else:
                inside.extend((i, d) for d in bits(M[i] & ~keep[t]))
        el = []
        if need & ~placed:
            cells_bits = sum(1 << i for i in cells)
            for d in bits(need & ~placed):
                seen = -1
                for t, i in enumerate(cells):
                    if keep[t] >> d & 1:
                        seen &= pb[i]
                gone = seen & cb[d] & ~cells_bits
                el.extend((j, d) for j in cells_of(gone))
        outside.append(el)
    if not inside and not any(outside):
        return None
    return groups, left, inside, outside


def _group_words(g: CandidateGrid, groups, left, outside) -> tuple[str, list[str]]:
    """What each group adds up to, and the digits a group must hold (the cells it uses)."""
    n = g.size
    sh = g.shape
    parts = []
    for (w, cells), sets in zip(groups, left):
        open_cells = [i for i in cells if not g.values[i]]
        if not open_cells:
            continue
        where = fmt_cells(cells, n)
        units = {sh.units_of[i][2] for i in cells}
        if len(cells) > 1 and len(units) == 1:
            where += f" ({sh.unit_names[units.pop()]})"
        vals = [s for s, _ in sets]
        if len(cells) == 1:
            what = f"{where} is {_range_words(vals)}"
        else:
            what = f"{where} add up to {_range_words(vals)}"
            if len(sets) <= 6:
                what += f": {_set_words([s for _, s in sets])}"
        parts.append(what)
    text = "; ".join(parts)
    musts = []
    for (w, cells), sets, el in zip(groups, left, outside):
        if not el:
            continue
        ds = sorted({d for _, d in el})
        musts.append(f"{fmt_digits(ds)} must be in {fmt_cells(cells, n)}")
    return text, musts


def _rule_text(g: CandidateGrid, r, found, el: list[tuple[int, int]], more: str) -> str:
    """The sentence of a sum rule read group by group: why its groups hold different digits
    (``more`` adds to it), what each adds up to, the digits a group must hold, the eliminations."""
    said, musts = _group_words(g, found[0], found[1], found[3])
    name = r.name[0].upper() + r.name[1:]
    if r.arrow:
        head = f"{name}: the line adds up to the circle; cells that see each other hold different digits"
    else:
        head = f"{name}: its cells in one box hold different digits"
    text = f"{head}{more}, so {said}"
    if musts:
        text += "; " + "; ".join(musts)
    return text + f": {elim_text(el, g.size)}"


def split_sums(g: CandidateGrid) -> Iterator[Step]:
    """A little killer or an arrow crossing boxes, group by group: the sets of different digits
    each box's cells can hold and still let the others make the total."""
    puzzle = g.puzzle
    if not puzzle.constraints or not any(c.rule in SUM_RULES for c in puzzle.constraints):
        return
    n = g.size
    V = g.values
    for r in sum_rules(puzzle.constraints, n):
        if r.cage:
            continue  # one group: killer cage combinations
        if all(V[i] for i, _ in r.terms):
            continue
        found = _findings(g, tuple(r.terms), r.total)
        if found is None:
            continue
        el = found[2] + [x for o in found[3] for x in o]
        text = _rule_text(g, r, found, el, "")
        cells = [i for i, _ in r.terms]
        area = cells + [j for j, _ in el]
        yield make_step("Split sum combinations", SPLIT, cells, {d for _, d in el}, (), el, text, area)


def boxed_split_sums(g: CandidateGrid) -> Iterator[Step]:
    """A little killer, an arrow or a killer cage read group by group as :func:`split_sums`
    does, each group's sets also leaving the other cells of its box a way to hold the box's
    other digits (the box holds every digit once)."""
    puzzle = g.puzzle
    if not puzzle.constraints or not any(c.rule in SUM_RULES for c in puzzle.constraints):
        return
    sh = g.shape
    n = g.size
    V, M = g.values, g.masks
    for r in sum_rules(puzzle.constraints, n):
        terms = tuple(r.terms)
        if all(V[i] for i, _ in terms):
            continue
        if r.cage and len({sh.units_of[i][2] for i, _ in terms}) > 1:
            continue  # a cage across boxes: its own combinations know more than its box parts
        rests = _box_rests(g, terms)
        if rests is None:
            continue  # no box whose other cells could narrow a group
        found = _findings(g, terms, r.total, rests)
        if found is None or _findings(g, terms, r.total) is not None:
            continue  # nothing, or the plain split sum's (or the cage combinations') step
        groups, left, inside, outside = found
        # the groups whose sets the box narrowed, against the sets the sum alone leaves
        plain = _split(sh, terms, r.total, tuple(1 << V[i] if V[i] else M[i] for i, _ in terms))
        boxes = []
        for k, (_, cells, u, rest) in enumerate(_groups(sh, terms)):
            if u >= 0 and (plain is None or {st for _, st in plain[1][k]} != {st for _, st in left[k]}):
                boxes.append((u, rest))
        el = inside + [x for o in outside for x in o]
        others = "; ".join(f"{fmt_cells(rest, n)} hold the other digits of {sh.unit_names[u]}" for u, rest in boxes)
        text = _rule_text(g, r, found, el, f", and {others}")
        cells = [i for i, _ in terms]
        area = cells + [i for _, rest in boxes for i in rest] + [j for j, _ in el]
        yield make_step("Split sum combinations in boxes", SPLIT_BOX, cells, {d for _, d in el}, (), el, text, area)


def _mates(terms: Sequence[tuple[int, int]], peer_bits) -> bool:
    """Whether two of these cells with the same weight see each other (a group of two or more)."""
    by_weight: dict[int, int] = {}
    for i, w in terms:
        by_weight[w] = by_weight.get(w, 0) | 1 << i
    return any(peer_bits[i] & by_weight[w] for i, w in terms)


def split_equations(g: CandidateGrid) -> Iterator[Step]:
    """The 45 rule's sums (a house less the sum rules inside it) read group by group: each
    group's sets of different digits that let the others make the total."""
    puzzle = g.puzzle
    if not puzzle.constraints or not any(c.rule in SUM_RULES for c in puzzle.constraints):
        return
    sh = g.shape
    n = sh.size
    for eq, open_terms, _ in open_equations(g, MAX_OPEN_EQ, MAX_OPEN_EQ):
        name, terms, _, used, ub, units, term_bits, taken, more = eq
        if len(open_terms) < 2 or not _mates(open_terms, sh.peer_bits):
            continue  # a lone open cell of a group is the 45 rule with arrows' (it places it)
        found = _findings(g, terms, eq[2])
        if found is None:
            continue
        groups, left, inside, outside = found
        if not any(outside):
            continue  # the eliminations inside are the 45 rule with arrows'
        el = inside + [x for o in outside for x in o]
        said, musts = _group_words(g, groups, left, outside)
        words = _less_words(used, taken, units)
        text = (
            f"{name} add{'s' if units == 1 else ''} up to {units * n * (n + 1) // 2}, less {words}, so "
            f"{_sum_words(list(terms), eq[2], n)}; cells that see each other hold different digits, so {said}; "
            f"{'; '.join(musts)}: {elim_text(el, n)}"
        )
        cells = [i for i, _ in open_terms]
        area = sorted(set(cells_of(ub)) | {i for r in used for i, _ in r.terms} | {j for j, _ in el})
        yield make_step("Split 45 rule combinations", SPLIT_EQUATION, cells, {d for _, d in el}, (), el, text, area)
