"""A unit's sum less the sum rules inside it (issue 20): the sum that is left, and its parity.

* **Sum equations** (:func:`house_equations`) -- a row, column or box (region, diagonal), a band
  of neighbouring rows or columns, or two touching boxes adds up to n(n+1)/2 a unit (45 on 9 x 9). Take away the killer cages and little killer diagonals wholly
  inside it (their totals are known) and replace each arrow line wholly inside it by its circle
  (the line adds up to the circle): what is left is a weighted sum of a few cells with a known
  total -- a circle inside the unit whose line is inside too counts twice.
* **45 rule with arrows** (:func:`unit_sums`) -- such a sum over a few open cells keeps only the
  digits of some way to make it, cells that see each other holding different digits: "row 5 adds
  up to 45, less the arrows from r5c3 and r5c7: r5c4 + r5c5 + r5c6 + 2 x r5c3 + 2 x r5c7 = 45".
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
those facts allow. Ratings: the 45 rule with arrows 3.6 (the 45 rule is 3.2 to 4.0), the odd/even
count 4.2 (the same sums, read for parity, with a count).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells
from str8ts_gui.kinds.sudoku.logic.variants import _houses, _sum_support

__all__ = ["PARITY_COUNT", "UNIT_SUM", "SumRule", "house_equations", "parity_count", "sum_rules", "unit_sums"]

PARITY_COUNT = 4.2
UNIT_SUM = 3.6
MAX_SUM_CELLS = 5  # the 45 rule with arrows looks at sums over at most this many open cells
SUM_RULES = frozenset({"arrow", "killer", "littlekiller"})
MAX_OPEN = 12  # a unit with more cells of unknown parity is not tried (2^12 splits at most)


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
            out.append(SumRule(f"the arrow from {bulb} along {fmt_cells(c.line, n)}", tuple(c.terms()), 0, tuple(c.line), True))
    return tuple(out)


@lru_cache(maxsize=32)
def house_equations(sh, constraints: tuple) -> tuple[tuple[str, tuple[tuple[int, int], ...], int, tuple[SumRule, ...], int, int, int], ...]:
    """(house name, weighted terms, total, rules taken away, house cell bits, units, the terms'
    cell bits) of every house
    that holds a sum rule's cells: the house's sum minus those rules.

    The houses are the 45 rule's (:func:`.variants._houses`): each unit of n cells, each band
    of neighbouring rows or columns and each two touching boxes (regions), adding up to
    n(n+1)/2 a unit. A rule is taken away when all its vanishing cells (cage or diagonal cells,
    arrow line) are in the house and not yet taken by another rule; an arrow's circle then
    enters with its weight (twice, if the circle is in the house too)."""
    n = sh.size
    rules = sum_rules(constraints, n)
    if not rules:
        return ()
    unit_total = n * (n + 1) // 2
    out = []
    for name, hb, units in _houses(sh):
        weights = dict.fromkeys(cells_of(hb), 1)
        total = units * unit_total
        taken = 0
        used = []
        for r in rules:
            if r.gone_bits & ~hb or r.gone_bits & taken:
                continue
            taken |= r.gone_bits
            for i, w in r.terms:
                weights[i] = weights.get(i, 0) - w
            total -= r.total
            used.append(r)
        if not used:
            continue
        terms = tuple((i, w) for i, w in sorted(weights.items()) if w)
        out.append((name, terms, total, tuple(used), hb, units, sum(1 << i for i, _ in terms)))
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
    name, terms, _, used, hb, units, _ = source
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
        text = f"Odd/even count: {'; '.join(said)}; {holds}: so {' and '.join(result)}"
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


def unit_sums(g: CandidateGrid) -> Iterator[Step]:
    """The 45 rule with arrows and little killers: a unit's sum less the sum rules inside it,
    over a few open cells, keeps the digits of some way to make it."""
    puzzle = g.puzzle
    if not puzzle.constraints or not any(c.rule in ("arrow", "littlekiller") for c in puzzle.constraints):
        return
    sh = g.shape
    n = sh.size
    V, M = g.values, g.masks
    open_bits = g.open_bits
    for name, terms, total, used, ub, units, term_bits in house_equations(sh, puzzle.constraints):
        if all(r.cage for r in used):
            continue  # cages alone: the 45 rule's
        if not term_bits & open_bits or (term_bits & open_bits).bit_count() > MAX_SUM_CELLS:
            continue
        open_terms = []
        for i, w in terms:
            if V[i]:
                total -= w * V[i]
            else:
                open_terms.append((i, w))
        if not open_terms or len(open_terms) > MAX_SUM_CELLS:
            continue
        support = _support(sh, tuple(open_terms), total, tuple(M[i] for i, _ in open_terms))
        if support is None:
            continue  # a broken grid: the path stops on it
        el = [(i, d) for i, _ in open_terms for d in bits(M[i] & ~support[i])]
        if not el:
            continue
        cells = [i for i, _ in open_terms]
        words = " and ".join(r.name for r in used)
        why = f"45 rule with arrows: {name} add{'s' if units == 1 else ''} up to {units * n * (n + 1) // 2}, less {words}"
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
        yield make_step("45 rule with arrows", UNIT_SUM, cells, ds, placements, el, text, area)
