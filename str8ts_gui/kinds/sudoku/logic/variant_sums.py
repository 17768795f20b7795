"""A unit's sum less the sum rules inside it (issue 20): the sum that is left, and its parity.

* **Sum equations** (:func:`house_equations`) -- a row, column or box (region, diagonal), a band
  of neighbouring rows or columns, two touching boxes, or any 2 to 4 boxes that sum rules join
  adds up to n(n+1)/2 a unit (45 on 9 x 9). Take away the killer cages and little killer
  diagonals wholly inside it (their totals are known; a cell of two such rules counts minus
  once) and replace each arrow line wholly inside it by its circle (the line adds up to the
  circle): what is left is a weighted sum of a few cells with a known total -- a circle inside
  the unit whose line is inside too counts twice. A rule crossing the border may be taken in
  whole (its cells outside become *outies*, entering negatively), and an arrow whose circle is
  inside may have its circle replaced by its line: innies minus outies make a known number.
* **45 rule with arrows** (:func:`unit_sums`) -- such a sum over a few open cells keeps only the
  digits of some way to make it, cells that see each other holding different digits: "row 5 adds
  up to 45, less the arrows from r5c3 and r5c7: r5c4 + r5c5 + r5c6 + 2 x r5c3 + 2 x r5c7 = 45".
  Up to 5 open cells every way is tried; up to 8 (12 over a union of boxes), the cells are
  split in groups of cells that see each other (at most 4), each group's sums found exactly
  (its states: the digits used and the sum so far) and the groups' sums combined (a
  relaxation: digits it drops have no way at all).
  (The sums of killer cages alone are the 45 rule's, :func:`.variants.rule_45`.)
* **Odd/even count** (:func:`parity_count`) -- read modulo 2, such a sum (or a cage, a little
  killer, an arrow by itself) says that some cells hold an odd (or even) number of odd digits:
  "row 5 adds up to 45 and its arrows count their circles twice, so r5c4, r5c5 and r5c6 add up
  to an odd number". A unit holds a known number of odd digits (five of 1-9); its cells of
  known parity (odd/even cells, or candidates of one parity) use some of them. Every way to
  split the unit's other cells into odd and even that keeps the count and each such sum inside
  the unit is tried: a cell odd in every way loses its even candidates, and the other way round.

Sound: each sum holds in every solution (a unit holds 1..n once, a rule's sum is its rule), so
the parities it gives do; a unit holds exactly its odd digits; the ways tried are every split
those facts allow. Ratings: the 45 rule with arrows 3.6, 3.8 over a union of boxes or with
rules crossing the border taken in, 0.2 more over more than 5 open cells (the 45 rule is 3.2 to 4.0), the odd/even
count 4.2 (the same sums, read for parity, with a count).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells
from str8ts_gui.kinds.sudoku.logic.variant_base import join
from str8ts_gui.kinds.sudoku.logic.variants import _houses, _sum_support

__all__ = ["PARITY_COUNT", "UNIT_SUM", "SumRule", "house_equations", "open_equations", "parity_count", "sum_rules", "unit_sums"]

PARITY_COUNT = 4.2
UNIT_SUM = 3.6
MAX_SUM_CELLS = 5  # the 45 rule with arrows looks at sums over at most this many open cells
SUM_RULES = frozenset({"arrow", "killer", "littlekiller"})
MAX_OPEN = 12  # a unit with more cells of unknown parity is not tried (2^12 splits at most)
MAX_BOXES = 4  # unions of up to this many boxes are houses too
MAX_WAYS = 64  # ways to take a house's crossing rules in, each tried when there are at most this many
MAX_TERMS = 12  # an equation with a crossing rule taken in, or over a union of boxes, keeps at most this many cells
MAX_GROUPED = 8  # the 45 rule with arrows looks at sums over at most this many open cells
MAX_GROUPED_UNION = 12  # over a union of boxes (fewer of them, larger), at most this many


class SumRule:
    """A rule that is one linear sum: ``sum(weight * digit) == total`` over its terms, with the
    cells that vanish when it is taken away from a unit (a cage's or diagonal's cells, an arrow's
    line) and the words that name it."""

    __slots__ = ("name", "terms", "total", "gone", "gone_bits", "arrow", "cage")

    def __init__(self, name: str, terms: tuple[tuple[int, int], ...], total: int, gone: tuple[int, ...], arrow: bool) -> None:
        self.name = name
        self.terms = terms
        self.total = total
        self.gone = gone
        self.gone_bits = sum(1 << i for i in gone)
        self.arrow = arrow
        self.cage = not arrow and name.startswith("the killer cage")


@lru_cache(maxsize=32)
def sum_rules(constraints: tuple, n: int) -> tuple[SumRule, ...]:
    """The puzzle's rules that are one sum: killer cages with a total, little killers, arrows."""
    out = []
    for c in constraints:
        if c.rule == "killer" and c.total:
            out.append(SumRule(f"the killer cage {c.total} on {fmt_cells(c.cells, n)}", tuple((i, 1) for i in c.cells), c.total, tuple(c.cells), False))
        elif c.rule == "littlekiller":
            cells = c.diagonal(n)
            if cells:
                out.append(SumRule(f"the little killer {c.total} on {fmt_cells(cells, n)}", tuple(c.terms(n)), c.total, tuple(cells), False))
        elif c.rule == "arrow":
            bulb = "+".join(cell_name(i, n) for i in c.bulb)
            line = [cell_name(i, n) for i in c.line]  # in their order along the line, as Arrow sums says them
            along = join(line)
            out.append(SumRule(f"the arrow from {bulb} along {along}", tuple(c.terms()), 0, tuple(c.line), True))
    return tuple(out)


class Equation(tuple):
    """One house's sum less the sum rules taken away: (house name, weighted terms, total, rules
    taken away, house cell bits, units, the terms' cell bits, rules crossing the border taken in
    whole, whether the house is more than the 45 rule's own)."""

    __slots__ = ()


@lru_cache(maxsize=32)
def house_equations(sh, constraints: tuple) -> tuple[Equation, ...]:
    """Every house's sum minus the sum rules it holds: (house name, weighted terms, total, rules
    taken away, house cell bits, units, the terms' cell bits, the crossing rules taken in, more).

    The houses are the 45 rule's (:func:`.variants._houses`): each unit of n cells, each band
    of neighbouring rows or columns and each two touching boxes (regions), adding up to
    n(n+1)/2 a unit; and any 2 to :data:`MAX_BOXES` boxes that sum rules join (each box holds
    a rule wholly inside the union that reaches another of its boxes). A rule is taken away
    when all its vanishing cells (cage or diagonal cells, arrow line) are in the house (rules
    may overlap: a cell of two counts minus once); an arrow's circle then enters with its
    weight (twice, if the circle is in the house too). A rule crossing the border is either
    left out (its cells inside stay, *innies*) or taken in whole (its cells outside enter
    negatively, *outies*, and its total is taken away): every such choice over at most
    :data:`MAX_WAYS` ways that leaves at most :data:`MAX_TERMS` cells is a sum."""
    n = sh.size
    rules = sum_rules(constraints, n)
    if not rules:
        return ()
    unit_total = n * (n + 1) // 2
    out = []
    seen: set[tuple] = set()
    houses = [(name, hb, units, False) for name, hb, units in _houses(sh)]
    houses += [(name, hb, units, True) for name, hb, units in _box_unions(sh, constraints)]
    for name, hb, units, more in houses:
        inside = [r for r in rules if not r.gone_bits & ~hb]
        # the rules that may be taken in (-1: a crossing rule's sum taken away whole) or, for an
        # arrow whose circle is in the house, added (+1: the circle replaced by the line)
        options = []
        for r in rules:
            signs = []
            if r.gone_bits & hb and r.gone_bits & ~hb:
                signs.append(-1)
            if r.arrow and r.gone_bits & ~hb and any(w < 0 and hb >> i & 1 for i, w in r.terms):
                signs.append(1)
            if signs:
                options.append((r, signs))
        if not more and not inside and not options:
            continue
        base = dict.fromkeys(cells_of(hb), 1)
        total0 = units * unit_total
        for r in inside:
            for i, w in r.terms:
                base[i] = base.get(i, 0) - w
            total0 -= r.total
        for choice in _choices(options):
            weights = dict(base)
            total = total0
            taken = []
            for r, sign in choice:
                for i, w in r.terms:
                    weights[i] = weights.get(i, 0) + sign * w
                total += sign * r.total
                taken.append((r, sign))
            used = inside + [r for r, _ in taken]
            if not used:
                continue
            terms = tuple((i, w) for i, w in sorted(weights.items()) if w)
            if len(terms) > MAX_TERMS and (choice or more):
                continue
            key = (terms, total)
            if key in seen:
                continue
            seen.add(key)
            tb = sum(1 << i for i, _ in terms)
            out.append(Equation((name, terms, total, tuple(used), hb, units, tb, tuple(taken), more)))
    out.sort(key=lambda e: e[8] or bool(e[7]))  # the 45 rule's own houses with the rules inside first
    return tuple(out)


def _choices(options: list) -> Iterator[tuple]:
    """Each way to take the optional rules in: every combination when there are at most
    :data:`MAX_WAYS`, else those with at most two rules taken in."""
    count = 1
    for _, signs in options:
        count *= len(signs) + 1
    if count <= MAX_WAYS:
        picks = [[None] + signs for _, signs in options]
        for combo in product(*picks):
            yield tuple((r, sg) for (r, _), sg in zip(options, combo) if sg is not None)
        return
    yield ()
    for k in range(1, 3):
        for sub in combinations(options, k):
            for combo in product(*[signs for _, signs in sub]):
                yield tuple(zip((r for r, _ in sub), combo))


@lru_cache(maxsize=32)
def _box_unions(sh, constraints: tuple) -> tuple[tuple[str, int, int], ...]:
    """(name, cell bits, units) of each union of 2 to :data:`MAX_BOXES` boxes (regions) that the
    sum rules join and that is not already a house of the 45 rule (two touching boxes): every
    box of it holds cells of a rule wholly inside the union that also has cells in another of
    its boxes."""
    n = sh.size
    boxes = [u for u in range(2 * n, 3 * n) if len(sh.units[u]) == n]
    if len(boxes) > 9:
        return ()  # 16 x 16: too many unions
    rules = sum_rules(constraints, n)
    bb = [sh.unit_bits[u] for u in boxes]
    # per rule: the boxes it touches (as a bit set of box indexes) and its cell bits
    spans = []
    for r in rules:
        cells = r.gone_bits | sum(1 << i for i, _ in r.terms)
        touched = sum(1 << k for k, b in enumerate(bb) if b & cells)
        if touched & (touched - 1):
            spans.append((cells, touched))
    if not spans:
        return ()
    old = {hb for _, hb, _ in _houses(sh)}
    word = sh.region_word + "es" if sh.region_word == "box" else sh.region_word + "s"
    out = []
    for size in range(2, MAX_BOXES + 1):
        for combo in combinations(range(len(boxes)), size):
            hb = 0
            sel = 0
            for k in combo:
                hb |= bb[k]
                sel |= 1 << k
            if hb in old:
                continue
            joined = 0
            for cells, touched in spans:
                if not cells & ~hb:
                    joined |= touched
            if joined & sel != sel:
                continue
            names = [sh.unit_names[boxes[k]].split()[-1] for k in combo]
            out.append((f"{word} {', '.join(names[:-1])} and {names[-1]}", hb, size))
    return tuple(out)


def _facts(sh, cons: tuple, known: tuple[int, ...]):
    """(cells of unknown parity as bits, parity, its source) of each sum the grid's rules give,
    read modulo 2, the cells of known parity folded in; known[i] is 1 odd, 0 even, -1 unknown."""
    n = sh.size
    out = []

    def fold(terms, total):
        m = 0
        p = total
        for i, w in terms:
            if not w & 1:
                continue
            k = known[i]
            if k < 0:
                m |= 1 << i
            else:
                p -= k
        return m, p & 1

    for eq in house_equations(sh, cons):
        m, p = fold(eq[1], eq[2])
        if m:
            out.append((m, p, eq))
    for r in sum_rules(cons, n):
        m, p = fold(r.terms, r.total)
        if m:
            out.append((m, p, r))
    return out


def _fact_words(source, n: int) -> tuple[str, list[int]]:
    """(why, cells used) of a fact's sum: a house's equation or a sum rule by itself."""
    if isinstance(source, SumRule):
        why = source.name[0].upper() + source.name[1:] + (" adds up to its circle" if source.arrow else "")
        return why, [i for i, _ in source.terms]
    name, terms, _, used, hb, units = source[:6]
    words = " and ".join(r.name for r in used)
    doubled = [i for i, w in terms if w and not w & 1]
    twice = f" (counting {fmt_cells(doubled, n)} twice)" if doubled else ""
    why = f"{name} add{'s' if units == 1 else ''} up to {units * n * (n + 1) // 2}, less {words}{twice}"
    return why, cells_of(hb) + [i for i, _ in terms]


def _known(g: CandidateGrid) -> list[int]:
    odd = 0
    for d in range(1, g.size + 1, 2):
        odd |= 1 << d
    out = []
    for v, m in zip(g.values, g.masks):
        if v:
            out.append(v & 1)
        elif not m & ~odd:
            out.append(1)
        elif not m & odd:
            out.append(0)
        else:
            out.append(-1)
    return out


def _splits(k: int, need: int, facts: list[tuple[int, int]]) -> tuple[int, int, int]:
    """(count, AND, OR) of the k-bit patterns with ``need`` ones keeping every (mask, parity)."""
    count = 0
    all_and = (1 << k) - 1
    any_or = 0
    for ones in combinations(range(k), need):
        pat = 0
        for j in ones:
            pat |= 1 << j
        if all((pat & m).bit_count() & 1 == p for m, p in facts):
            count += 1
            all_and &= pat
            any_or |= pat
    return count, all_and, any_or


def parity_count(g: CandidateGrid) -> Iterator[Step]:
    """A unit's odd digits against the parities its sums give: cells odd (or even) in every
    split that keeps them lose the other parity."""
    puzzle = g.puzzle
    if not puzzle.constraints or not any(c.rule in SUM_RULES for c in puzzle.constraints):
        return
    n = g.size
    odd_mask = 0
    for d in range(1, n + 1, 2):
        odd_mask |= 1 << d
    M = g.masks
    # what the parities give depends on the parities known only: asked once per state
    for odd_cells, even_cells, text, area in _parity_found(g.shape, puzzle.constraints, tuple(_known(g))):
        el = [(i, d) for i in odd_cells for d in bits(M[i] & ~odd_mask)]
        el += [(i, d) for i in even_cells for d in bits(M[i] & odd_mask)]
        if el:
            yield make_step("Odd/even count", PARITY_COUNT, odd_cells + even_cells, {d for _, d in el}, (), el, f"{text}: {elim_text(el, n)}", area)


@lru_cache(maxsize=256)
def _parity_found(sh, cons: tuple, known: tuple[int, ...]) -> tuple[tuple[list[int], list[int], str, list[int]], ...]:
    """(cells always odd, cells always even, the sentence, the cells it uses) of each unit
    whose splits fix the parity of a cell of unknown parity."""
    facts = _facts(sh, cons, known)
    if not facts:
        return ()
    n = sh.size
    odd_digits = (n + 1) // 2
    out = []
    for u, cells in enumerate(sh.units):
        if len(cells) != n:
            continue
        unknown = [i for i in cells if known[i] < 0]
        if not unknown or len(unknown) > MAX_OPEN:
            continue
        unknown_bits = sum(1 << i for i in unknown)
        inside = [f for f in facts if not f[0] & ~unknown_bits]
        if not inside:
            continue
        need = odd_digits - sum(1 for i in cells if known[i] == 1)
        local = {i: j for j, i in enumerate(unknown)}

        def to_local(m: int) -> int:
            x = 0
            for i in cells_of(m):
                x |= 1 << local[i]
            return x

        loc = [(to_local(m), p) for m, p, _ in inside]
        count, always, ever = _splits(len(unknown), need, loc)
        if not count:
            continue  # a broken grid: the path stops on it
        odd_cells = [unknown[j] for j in range(len(unknown)) if always >> j & 1]
        even_cells = [unknown[j] for j in range(len(unknown)) if not ever >> j & 1]
        if not odd_cells and not even_cells:
            continue
        # the facts the step needs: drop each one the result does not depend on
        needed = list(range(len(inside)))
        for k in range(len(inside) - 1, -1, -1):
            trial = [loc[j] for j in needed if j != k]
            _, a2, o2 = _splits(len(unknown), need, trial)
            if a2 == always and o2 == ever:
                needed.remove(k)
        used = [inside[j] for j in needed]
        said = []
        area = set(cells)
        for m, p, source in used:
            why, fact_cells = _fact_words(source, n)
            area.update(fact_cells)
            word = "odd" if p else "even"
            said.append(f"{why}, so {fmt_cells(cells_of(m), n)} add up to an {word} number")
        fixed_odd = [i for i in cells if known[i] == 1]
        holds = f"{sh.unit_names[u]} holds {odd_digits} odd digits"
        if fixed_odd:
            holds += f", {len(fixed_odd)} of them in {fmt_cells(fixed_odd, n)}"
        result = []
        if odd_cells:
            result.append(f"{fmt_cells(odd_cells, n)} {'is' if len(odd_cells) == 1 else 'are'} odd")
        if even_cells:
            result.append(f"{fmt_cells(even_cells, n)} {'is' if len(even_cells) == 1 else 'are'} even")
        text = f"{'; '.join(said)}; {holds}: so {' and '.join(result)}"
        out.append((odd_cells, even_cells, text, sorted(area)))
    return tuple(out)


def _sum_words(terms: list[tuple[int, int]], total: int, n: int) -> str:
    """``r5c4 + r5c5 + 2 x r5c3 = 45`` (positive weights first; a negative one subtracted)."""
    out = ""
    for i, w in sorted(terms, key=lambda t: (t[1] < 0, abs(t[1]), t[0])):
        name = cell_name(i, n) if abs(w) == 1 else f"{abs(w)} x {cell_name(i, n)}"
        out += (" - " if w < 0 else " + ") + name if out else ("-" if w < 0 else "") + name
    return f"{out} = {total}"


@lru_cache(maxsize=4096)
def _support(sh, terms: tuple[tuple[int, int], ...], total: int, masks: tuple[int, ...]) -> dict[int, int] | None:
    """:func:`.variants._sum_support` of a few cells, cached (the ladder asks again and again)."""
    m = dict(zip((i for i, _ in terms), masks))
    return _sum_support(list(terms), total, m, sh.peer_bits)


MAX_GROUP = 4  # cells that see each other taken together in a long sum


def _grouped_support(terms: tuple[tuple[int, int], ...], total: int, masks: tuple[int, ...], peer_bits) -> dict[int, int] | None:
    """:func:`.variants._sum_support` of a long sum, relaxed: the cells are split in groups of
    at most :data:`MAX_GROUP` cells that see each other (different digits within a group), each
    group's weighted sums are found exactly (layer by layer, a state being the digits used and
    the sum so far; a backward pass keeps the digits of the states that lead to a sum the other
    groups can complete), and the groups combine by the sums they can
    make (digits may repeat across groups). Every digit it drops has no way in the relaxed sum,
    so none in the true one; None when no way is left."""
    cells = [i for i, _ in terms]
    weight = dict(terms)
    mask = dict(zip(cells, masks))
    left = sorted(cells, key=lambda i: mask[i].bit_count())
    groups: list[list[int]] = []
    while left:
        g = [left.pop(0)]
        for i in list(left):
            if len(g) < MAX_GROUP and all(peer_bits[i] >> j & 1 for j in g):
                g.append(i)
                left.remove(i)
        groups.append(g)
    # per group: the states (digits used, weighted sum so far) after each of its cells
    layers: list[list[set[tuple[int, int]]]] = []
    sums: list[set[int]] = []
    for g in groups:
        lay = [{(0, 0)}]
        for i in g:
            m, w = mask[i], weight[i]
            nxt = set()
            for used, acc in lay[-1]:
                free = m & ~used
                while free:
                    low = free & -free
                    free ^= low
                    nxt.add((used | low, acc + w * (low.bit_length() - 1)))
            if not nxt:
                return None
            lay.append(nxt)
        layers.append(lay)
        sums.append({acc for _, acc in lay[-1]})
    # the sums the groups before and after each one can make: bit sets, bit s + off for sum s
    off = sum(abs(weight[i]) for i in cells) * max(m.bit_length() for m in masks)  # above any |sum|

    def shift(x: int, by: int) -> int:
        return x << by if by >= 0 else x >> -by

    def conv(x: int, got: set[int]) -> int:
        acc = 0
        for sm in got:
            acc |= shift(x, sm)
        return acc

    K = len(groups)
    pre = [1 << off]
    for got in sums:
        pre.append(conv(pre[-1], got))
    suf = [1 << off] * (K + 1)
    for k in range(K - 1, -1, -1):
        suf[k] = conv(suf[k + 1], sums[k])
    support: dict[int, int] = dict.fromkeys(cells, 0)
    found = False
    for k, g in enumerate(groups):
        others = 0
        rest = suf[k + 1]
        while rest:
            low = rest & -rest
            rest ^= low
            others |= shift(pre[k], low.bit_length() - 1 - off)
        lay = layers[k]
        # the group's final states whose sum the others can complete, then back to the first cell
        good = {st for st in lay[-1] if total - st[1] + off >= 0 and others >> (total - st[1] + off) & 1}
        if not good:
            continue
        found = True
        for j in range(len(g) - 1, -1, -1):
            i = g[j]
            m, w = mask[i], weight[i]
            prev = set()
            sup = 0
            for used, acc in lay[j]:
                free = m & ~used
                while free:
                    low = free & -free
                    free ^= low
                    if (used | low, acc + w * (low.bit_length() - 1)) in good:
                        sup |= low
                        prev.add((used, acc))
            support[i] |= sup
            good = prev
    return support if found else None


@lru_cache(maxsize=4096)
def _long_support(sh, terms: tuple[tuple[int, int], ...], total: int, masks: tuple[int, ...]) -> dict[int, int] | None:
    return _grouped_support(terms, total, masks, sh.peer_bits)


def _less_words(used, taken, units: int = 1) -> str:
    """What a house's sum is less: the rules inside, those crossing its border taken in whole,
    and the arrows whose circle is replaced by the line (a band of units or two boxes: "their
    border"; three rules or more: "a, b and c", not "a and b and c")."""
    gone = {id(r) for r, _ in taken}
    parts = [r.name for r in used if id(r) not in gone]
    words = join(parts)
    cross = [r.name for r, sign in taken if sign < 0]
    if cross:
        its = "its" if units == 1 else "their"
        words = (f"{words}, and " if words else "") + f"{join(cross)} crossing {its} border taken in whole"
    added = [r.name for r, sign in taken if sign > 0]
    if added:
        it = "its circle" if len(added) == 1 else "their circles"
        words = (f"{words}, " if words else "") + f"with {it} replaced by the line of {join(added)}"
    return words


def open_equations(g: CandidateGrid, most: int, most_union: int) -> Iterator[tuple[Equation, list[tuple[int, int]], int]]:
    """(equation, its open terms, the total less the placed cells) of every house equation
    (:func:`house_equations`) with open cells, at most ``most`` of them (``most_union`` over a
    union of boxes)."""
    V = g.values
    open_bits = g.open_bits
    for eq in house_equations(g.shape, g.puzzle.constraints):
        live = eq[6] & open_bits
        if not live or live.bit_count() > (most_union if eq[8] else most):
            continue
        total = eq[2]
        open_terms = []
        for i, w in eq[1]:
            if V[i]:
                total -= w * V[i]
            else:
                open_terms.append((i, w))
        yield eq, open_terms, total


def unit_sums(g: CandidateGrid) -> Iterator[Step]:
    """The 45 rule with arrows and little killers: a house's sum less the sum rules inside it
    (and the crossing ones taken in whole), over a few open cells, keeps the digits of some
    way to make it."""
    puzzle = g.puzzle
    if not puzzle.constraints or not any(c.rule in SUM_RULES for c in puzzle.constraints):
        return
    sh = g.shape
    n = sh.size
    M = g.masks
    for eq, open_terms, total in open_equations(g, MAX_GROUPED, MAX_GROUPED_UNION):
        name, terms, _, used, ub, units, term_bits, taken, more = eq
        if not more and all(r.cage for r in used):
            continue  # cages alone in a unit, a band or two boxes: the 45 rule's
        key = (tuple(open_terms), total, tuple(M[i] for i, _ in open_terms))
        if len(open_terms) <= MAX_SUM_CELLS:
            support = _support(sh, *key)
        else:
            support = _long_support(sh, *key)
        if support is None:
            continue  # a broken grid: the path stops on it
        el = [(i, d) for i, _ in open_terms for d in bits(M[i] & ~support[i])]
        if not el:
            continue
        cells = [i for i, _ in open_terms]
        words = _less_words(used, taken, units)
        why = f"{name} add{'s' if units == 1 else ''} up to {units * n * (n + 1) // 2}, less {words}"
        placements: tuple = ()
        if len(cells) == 1 and abs(open_terms[0][1]) == 1:
            i = cells[0]
            d = bits(support[i])[0]
            placements = ((i, d),)
            el = []
            text = f"{why}, so {cell_name(i, n)} is {d}"
        else:
            text = f"{why}, so {_sum_words(open_terms, total, n)}: {elim_text(el, n)}"
        area = sorted(set(cells_of(ub)) | {i for r in used for i, _ in r.terms})
        ds = {d for _, d in el} | {d for _, d in placements}
        rating = UNIT_SUM + (0.2 if more or taken else 0.0) + (0.2 if len(cells) > MAX_SUM_CELLS else 0.0)
        yield make_step("45 rule with arrows", rating, cells, ds, placements, el, text, area)
