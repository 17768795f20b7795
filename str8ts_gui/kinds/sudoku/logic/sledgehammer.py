"""Sledgehammer: rank-0 set covers of the claim/rule graph.

A *claim* is a live candidate, "cell i holds digit d". A *rule* is a set of claims of which
exactly one is true in every solution: the candidates of an open cell, and the places of a digit
that a row, a column or a box has not placed yet. Each claim lies in four rules (its cell, and
its digit in its row, column and box).

Take k *source* rules, no two sharing a claim, and k *recipient* rules (none of them a source)
such that every claim of the sources lies in some recipient. The sources hold k different true
claims, all inside the recipients; the recipients hold at most k true claims between them (one
each). So the recipients' true claims are exactly the sources' ones, and

* every claim of a recipient that is in no source is false;
* every claim in two recipients is false (else the recipients would hold fewer than k).

Fish (rows against columns of one digit), naked and hidden sets and locked candidates are such
covers; so are Franken and mutant fish, Sue de Coq and the multi-digit patterns between them.

The search grows a cover from its smallest source: it picks a claim no recipient holds yet and
tries each of the (at most three) other rules through it as a recipient; once every source claim
is covered it adds a further source among the rules through the recipients' extra claims. Covers
of size 2, 3, 4 and 5 are tried in turn, each with a fixed budget of search nodes (so the search
is quick and gives the same answer on every machine); a cover that is a plain fish or a naked or
hidden set is left to those techniques. Its rating follows the chains that find the same
eliminations in Sudoku Explainer, between the AICs and the forcing chains: 7.2 for covers of 2
or 3 rules, 7.3 for 4 and 7.4 for 5.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, cells_of

__all__ = ["SIZES", "sledgehammer"]

SIZES = (2, 3, 4, 5)
# search nodes per size: a search that finds nothing costs some 0.1 s of CPU on a 9 x 9 (a few
# microseconds a node); size 2 is usually searched in full, 3 mostly, 4 and 5 in part
BUDGET = {2: 2500, 3: 6000, 4: 4000, 5: 1000}
RATING = {2: 7.2, 3: 7.2, 4: 7.3, 5: 7.4}

CELL = -1  # the "unit" of a cell rule


class _Budget(Exception):
    pass


class _Rules:
    """The live rules of a grid (two claims or more), smallest first, as claim bit sets.

    The claims are numbered densely in reading order (cell, then digit): ``cell[j]`` and
    ``digit[j]`` tell claim ``j`` (small numbers keep the bit sets short and quick)."""

    def __init__(self, g: CandidateGrid) -> None:
        sh = g.shape
        n = sh.size
        V, M = g.values, g.masks
        raw: list[tuple[int, int, int, int]] = []  # (claims, unit or CELL, digit or cell, kind order)
        for c, m in enumerate(M):
            if V[c] or m.bit_count() < 2:
                continue
            x = 0
            for d in cells_of(m):
                x |= 1 << (c * n + d - 1)
            raw.append((x, CELL, c, 0))
        cb = g.cand_bits
        for u in range(3 * n):
            ub = sh.unit_bits[u]
            for d in range(1, n + 1):
                pos = cb[d] & ub
                if pos.bit_count() < 2:
                    continue
                x = 0
                for c in cells_of(pos):
                    x |= 1 << (c * n + d - 1)
                raw.append((x, u, d, 1 + u // n))
        raw.sort(key=lambda r: (r[0].bit_count(), r[3], r[1], r[2]))
        live = 0
        for r in raw:
            live |= r[0]
        sparse = cells_of(live)
        dense = {x: j for j, x in enumerate(sparse)}
        self.cell = [x // n for x in sparse]
        self.digit = [x % n + 1 for x in sparse]

        def compress(x: int) -> int:
            y = 0
            for cl in cells_of(x):
                y |= 1 << dense[cl]
            return y

        self.claims = [compress(r[0]) for r in raw]
        self.unit = [r[1] for r in raw]
        self.key = [r[2] for r in raw]  # the digit of a unit rule, the cell of a cell rule
        self.by_claim: list[list[int]] = [[] for _ in sparse]  # per claim: its rules
        for k, x in enumerate(self.claims):
            for cl in cells_of(x):
                self.by_claim[cl].append(k)
        self.n = n
        self.shape = sh
        # per claim: its rules, as a bit set
        self.claim_rules = [sum(1 << r for r in rs) for rs in self.by_claim]
        # per rule: the rules that share a claim with it (itself included), as a bit set
        self.touch = []
        for x in self.claims:
            t = 0
            for cl in cells_of(x):
                for r in self.by_claim[cl]:
                    t |= 1 << r
            self.touch.append(t)
        # per unit rule: its claims in each crossing unit (two or more), for the lower bounds
        self.parts: list[tuple[int, ...]] = []
        for k, x in enumerate(self.claims):
            u = self.unit[k]
            if u == CELL:
                self.parts.append(())
                continue
            d = self.key[k]
            ps = []
            for v, vb in enumerate(sh.unit_bits):
                if v == u or not vb & sh.unit_bits[u]:
                    continue
                y = 0
                for c in cells_of(vb & sh.unit_bits[u]):
                    y |= 1 << (c * n + d - 1)
                y &= raw[k][0]
                if y & (y - 1):
                    ps.append(compress(y))
            self.parts.append(tuple(ps))

    def name(self, k: int) -> str:
        n = self.n
        if self.unit[k] == CELL:
            return f"cell {cell_name(self.key[k], n)}"
        return f"{self.key[k]} in {self.shape.unit_names[self.unit[k]]}"

    def lower_bound(self, k: int, uncovered: int) -> int:
        """Recipients needed at least for ``uncovered`` claims of source ``k``."""
        if not uncovered:
            return 0
        count = uncovered.bit_count()
        if count == 1:
            return 1
        if self.unit[k] == CELL:
            return count  # one digit per recipient
        # one digit: a single recipient only if the claims share a unit besides the source's own
        for part in self.parts[k]:
            if not uncovered & ~part:
                return 1
        return 2


def _is_basic(rules: _Rules, sources: list[int], recipients: list[int]) -> bool:
    """A plain fish, naked set or hidden set: left to those techniques."""
    n = rules.n
    unit, key = rules.unit, rules.key
    su = [unit[k] for k in sources]
    ru = [unit[k] for k in recipients]
    if CELL not in su and CELL not in ru:
        digits = {key[k] for k in sources + recipients}
        if len(digits) == 1:
            rows_s = all(u < n for u in su)
            cols_s = all(n <= u < 2 * n for u in su)
            rows_r = all(u < n for u in ru)
            cols_r = all(n <= u < 2 * n for u in ru)
            if (rows_s and cols_r) or (cols_s and rows_r):
                return True
    if all(u == CELL for u in su) and len(set(ru)) == 1 and ru[0] != CELL:
        return True  # naked set
    if all(u == CELL for u in ru) and len(set(su)) == 1 and su[0] != CELL:
        return True  # hidden set
    return False


def _search(rules: _Rules, k: int, budget: int) -> list[tuple[list[int], list[int], int]]:
    """The covers of exactly ``k`` sources and ``k`` recipients with eliminations (sources,
    recipients, eliminated claims), within ``budget`` search nodes."""
    claims = rules.claims
    by_claim = rules.by_claim
    touch = rules.touch
    claim_rules = rules.claim_rules
    lower_bound = rules.lower_bound
    count = len(claims)
    found: list[tuple[list[int], list[int], int]] = []
    visited: set[tuple[int, int]] = set()
    left = [budget]

    def dfs(S: list[int], smask: int, sb: int, blocked: int, R: list[int], rmask: int, rb: int, near: int, skip: int) -> None:
        # S, R: sources and recipients (rule indexes and masks); sb, rb: their claims;
        # blocked: the rules sharing a claim with a source; near: with a recipient; skip: the
        # rules an earlier branch already tried as a source (every cover with them is found there)
        left[0] -= 1
        if left[0] < 0:
            raise _Budget
        unc = sb & ~rb
        if unc:
            # claims no two of which share a rule need a recipient each
            need = 0
            used = 0
            x = unc
            while x:
                low = x & -x
                x ^= low
                cr = claim_rules[low.bit_length() - 1] & ~smask
                if not cr & used:
                    need += 1
                    used |= cr
            if len(R) + need > k:
                return
            low = unc & -unc
            for r in by_claim[low.bit_length() - 1]:
                if smask >> r & 1:
                    continue
                key = (smask, rmask | 1 << r)
                if key in visited:
                    continue
                visited.add(key)
                dfs(S, smask, sb, blocked, R + [r], rmask | 1 << r, rb | claims[r], near | touch[r], skip)
            return
        extras = rb & ~sb
        if len(R) == len(S):
            if len(S) == k:
                el = extras | _doubled(rules, R)
                if el and not _is_basic(rules, S, R):
                    found.append((S, R, el))
                return
        if len(S) >= k or not extras:
            return
        room = k - len(R)
        # a further source: after the first, sharing no claim with the sources, meeting an extra
        # claim of the recipients (every rule meeting a recipient but no source does)
        cand = near & ~blocked & ~skip
        while cand:
            low = cand & -cand
            cand ^= low
            r = low.bit_length() - 1
            unc = claims[r] & ~rb
            if unc and (not room or (unc & (unc - 1) and lower_bound(r, unc) > room)):
                continue
            key = (smask | low, rmask)
            if key not in visited:
                visited.add(key)
                dfs(S + [r], smask | low, sb | claims[r], blocked | touch[r], R, rmask, rb, near, skip)
            skip |= low

    try:
        for s0 in range(count):
            # a source with more claims than k recipients can cover is hopeless
            if lower_bound(s0, claims[s0]) > k:
                continue
            dfs([s0], 1 << s0, claims[s0], touch[s0], [], 0, 0, 0, (2 << s0) - 1)
    except _Budget:
        pass
    return found


def sledgehammer(g: CandidateGrid) -> Iterator[Step]:
    """A rank-0 cover: k disjoint source rules whose claims all lie in k recipient rules."""
    rules = _Rules(g)
    n = g.size
    seen: set[int] = set()
    for k in SIZES:
        for S, R, el_bits in _search(rules, k, BUDGET[k]):
            if el_bits in seen:
                continue
            seen.add(el_bits)
            el = [(rules.cell[cl], rules.digit[cl]) for cl in cells_of(el_bits)]
            src = [rules.name(r) for r in S]
            rec = [rules.name(r) for r in R]
            cells = {rules.cell[cl] for r in S for cl in cells_of(rules.claims[r])}
            digits = {rules.digit[cl] for r in S for cl in cells_of(rules.claims[r])}
            doubled = [(rules.cell[cl], rules.digit[cl]) for cl in cells_of(el_bits & _doubled(rules, R))]
            text = (
                f"The {k} sources {join_words(src)} hold one true candidate each, and all their candidates "
                f"lie in the {k} recipients {join_words(rec)}, which hold one true candidate each too; so the "
                f"recipients' true candidates are the sources' ones"
                + (f" (and none lies in two recipients: {_pairs(doubled, n)})" if doubled else "")
                + f", and their other candidates are false: {elim_text(el, n)}"
            )
            area = cells | {rules.cell[cl] for r in R for cl in cells_of(rules.claims[r])}
            yield make_step("Sledgehammer", RATING[k], cells, digits, (), el, text, area)


def _doubled(rules: _Rules, R: list[int]) -> int:
    """The claims in two recipients or more."""
    once = twice = 0
    for r in R:
        twice |= once & rules.claims[r]
        once |= rules.claims[r]
    return twice


def _pairs(cands: list[tuple[int, int]], n: int) -> str:
    return join_words(f"{cell_name(c, n)} is not {d}" for c, d in cands)
