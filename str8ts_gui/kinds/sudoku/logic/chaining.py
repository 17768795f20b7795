"""Sudoku Explainer's chaining techniques: cycles, forcing chains, Nishio, multiple, dynamic and
nested forcing chains, found and rated the way Sudoku Explainer (SE) finds and rates them.

A *potential* is a candidate assumed true ("on") or false ("off"). Implications link them:

* on -> off: the cell's other candidates (a *Y link*), the digit in the cell's peers (an *X link*);
* off -> on: the cell's last other candidate when it has two (Y), the digit's last other place
  in a unit where it has two (X).

The techniques, in SE's order and with SE's base ratings:

* **forcing chains and cycles** (6.5-7.0): from every candidate, a breadth-first search of the
  implications: a cycle back to the start (X-cycles and Y-cycles 6.5, mixed cycles 7.0) removes
  the candidates that see an "on" and an "off" node of the same digit; a chain from "on" to its
  own "off" removes the candidate, from "off" to "on" places it (forcing X-chains 6.6, forcing
  chains 7.0);
* **Nishio forcing chains** (7.5): X links only, *dynamic*: the candidates turned off along the
  way are really gone, so later links see the shrunken grid; an assumption leading to a
  contradiction is false;
* **multiple forcing chains** (8.0): every candidate of a cell (cell forcing chains), or every
  place of a digit in a unit (region forcing chains), implies the same potential;
* **dynamic forcing chains** (8.5): the same with dynamic chains, plus contradictions and
  "double" forcing chains (a candidate on and off both imply the same);
* **dynamic forcing chains (+)** (9.0): when the chain stalls, pointing, claiming, hidden and
  naked pairs and X-wings on the shrunken grid add more "off" potentials;
* **nested forcing chains** (9.5 and up): forcing chains inside the dynamic chains.

Every technique collects all its chains, rates each (the base rating plus 0.1 for every step of
SE's growing ceilings 4, 6, 8, 12, 16, 24... the number of potentials the chain needs passes),
and takes the easiest (then the shortest, then SE's order of kinds): the first step is exactly
the one SE takes. These are proofs, not guesses: every conclusion follows from the grid.
"""

from __future__ import annotations

from collections import deque
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic import basics, fish
from str8ts_gui.kinds.sudoku.logic.chains import length_bonus
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of

__all__ = [
    "dynamic_forcing_chains",
    "dynamic_forcing_chains_plus",
    "forcing_chains_and_cycles",
    "multiple_forcing_chains",
    "nested_forcing_chains",
    "nishio_forcing_chains",
]

# a potential is one int: cell << 6 | digit << 1 | on


def _key(c: int, d: int, on: int) -> int:
    return (c << 6) | (d << 1) | on


def _words(k: int, n: int) -> str:
    return f"{cell_name(k >> 6, n)} {'is' if k & 1 else 'is not'} {(k >> 1) & 31}"


# -- one chaining run (SE's doChaining) --------------------------------------------------------------


class _Run:
    """The potentials one assumption implies: ``on`` and ``off`` map each potential to its
    parents (the potential it follows from first, then any "hidden" ones: candidates a dynamic
    chain removed that the link relies on); ``contra`` is None or the first potential found both
    on and off, as (on key, its parents, off key, its parents). ``why``: for each "on" potential,
    the rule that turned it on (-1 its cell, else the unit), kept for nested chains;
    ``nested``: the nested chain behind an "off" potential a nested technique removed."""

    __slots__ = ("on", "off", "contra", "why", "nested")

    def __init__(self, on: dict, off: dict, contra, why=None, nested=None) -> None:
        self.on = on
        self.off = off
        self.contra = contra
        self.why = why
        self.nested = nested

    def parents(self, k: int) -> tuple:
        return self.on[k] if k & 1 else self.off[k]

    def ancestors(self, k: int, parents: tuple | None = None) -> set[int]:
        """SE's ancestors of a potential: itself and every potential it rests on."""
        on, off = self.on, self.off
        seen = {k}
        todo = list(self.parents(k) if parents is None else parents)
        while todo:
            p = todo.pop()
            if p not in seen:
                seen.add(p)
                todo.extend(on[p] if p & 1 else off[p])
        return seen

    def count(self, k: int, parents: tuple | None = None) -> int:
        return len(self.ancestors(k, parents))

    def path(self, k: int, parents: tuple | None = None) -> list[int]:
        """The main line of the chain to ``k`` (first parents), from the assumption."""
        out = [k]
        par = self.parents(k) if parents is None else parents
        while par:
            p = par[0]
            out.append(p)
            par = self.on[p] if p & 1 else self.off[p]
        out.reverse()
        return out


class _Engine:
    """SE's chaining on one candidate state: ``multiple`` (cell and region forcing chains),
    ``dynamic`` (removed candidates stay removed along a chain), ``nishio`` (X links only),
    ``level`` (0; 1 adds the simple techniques when a dynamic chain stalls; 2 and up nest
    forcing chains), ``track`` (record why each potential holds: a nested engine's)."""

    def __init__(self, sh, values, open_bits: int, masks: list[int], cand: list[int], *, multiple: bool,
                 dynamic: bool, nishio: bool, level: int, track: bool = False) -> None:
        self.sh = sh
        self.n = sh.size
        self.values = values
        self.open_bits = open_bits
        self.masks = masks
        self.cand = cand
        self.multiple = multiple
        self.dynamic = dynamic
        self.nishio = nishio
        self.level = level
        self.track = track
        self.parts = sh.house_parts
        self.units = sh.se_units
        self.ub = sh.unit_bits
        self.memo: dict[int, _Run] = {}
        if level >= 2:
            self.difficulty = 9.5 + 0.5 * (level - 2)
        elif level > 0:
            self.difficulty = 8.5 + 0.5 * level
        elif nishio:
            self.difficulty = 7.5
        elif dynamic:
            self.difficulty = 8.5
        else:
            self.difficulty = 8.0

    @classmethod
    def of(cls, g: CandidateGrid, **opts) -> "_Engine":
        V = g.values
        masks = [0 if V[i] else m for i, m in enumerate(g.masks)]
        return cls(g.shape, V, g.open_bits, masks, list(g.cand_bits), **opts)

    def run(self, root: int) -> _Run:
        r = self.memo.get(root)
        if r is None:
            r = self.memo[root] = self._run(root)
        return r

    def _run(self, root: int) -> _Run:
        Y = not self.nishio
        dyn = self.dynamic
        src_m, src_c = self.masks, self.cand
        masks = list(src_m) if dyn else src_m
        cand = list(src_c) if dyn else src_c
        parts, units, ub = self.parts, self.units, self.ub
        why = {} if self.track else None
        nested = {} if self.level >= 2 else None
        to_on: dict[int, tuple] = {}
        to_off: dict[int, tuple] = {}
        pend_on: deque = deque()
        pend_off: deque = deque()
        if root & 1:
            to_on[root] = ()
            pend_on.append(root)
        else:
            to_off[root] = ()
            pend_off.append(root)
        while True:
            while pend_on or pend_off:
                if pend_on:
                    p = pend_on.popleft()
                    c = p >> 6
                    d = (p >> 1) & 31
                    par = (p,)
                    if Y:
                        o = masks[c] & ~(1 << d)
                        while o:
                            low = o & -o
                            o ^= low
                            q = (c << 6) | ((low.bit_length() - 1) << 1)
                            if q | 1 in to_on:
                                return _Run(to_on, to_off, (q | 1, to_on[q | 1], q, par), why, nested)
                            if q not in to_off:
                                to_off[q] = par
                                pend_off.append(q)
                    cd = cand[d]
                    dd = d << 1
                    for b in parts[c]:
                        x = cd & b
                        while x:
                            low = x & -x
                            x ^= low
                            q = ((low.bit_length() - 1) << 6) | dd
                            if q | 1 in to_on:
                                return _Run(to_on, to_off, (q | 1, to_on[q | 1], q, par), why, nested)
                            if q not in to_off:
                                to_off[q] = par
                                pend_off.append(q)
                else:
                    p = pend_off.popleft()
                    c = p >> 6
                    d = (p >> 1) & 31
                    ons: dict[int, tuple] = {}
                    m = masks[c]
                    if Y and m.bit_count() == 2:
                        e = (m & ~(1 << d)).bit_length() - 1
                        par = (p,)
                        if dyn:
                            gone = src_m[c] & ~m
                            if gone:
                                par = par + tuple((c << 6) | (v << 1) for v in bits(gone))
                        q = (c << 6) | (e << 1) | 1
                        ons[q] = par
                        if why is not None and q not in why:
                            why[q] = -1
                    cd = cand[d]
                    bit = 1 << c
                    for u in units[c]:
                        pos = cd & ub[u]
                        if pos.bit_count() == 2:
                            other = pos & ~bit
                            if other == pos:
                                other = pos & -pos
                            q = ((other.bit_length() - 1) << 6) | (d << 1) | 1
                            if q not in ons:
                                par = (p,)
                                if dyn:
                                    gone = src_c[d] & ub[u] & ~cd
                                    if gone:
                                        par = par + tuple((x << 6) | (d << 1) for x in cells_of(gone))
                                ons[q] = par
                                if why is not None and q not in why:
                                    why[q] = u
                    if dyn:
                        masks[c] = m & ~(1 << d)
                        cand[d] = cd & ~bit
                    for q, par in ons.items():
                        if q ^ 1 in to_off:
                            return _Run(to_on, to_off, (q, par, q ^ 1, to_off[q ^ 1]), why, nested)
                        if q not in to_on:
                            to_on[q] = par
                            pend_on.append(q)
            if not self.level:
                break
            added = False
            for q, par, hint in _advanced(self, masks, cand):
                if q not in to_off:
                    to_off[q] = par
                    pend_off.append(q)
                    added = True
                    if hint is not None:
                        nested[q] = hint
            if not added:
                break
        return _Run(to_on, to_off, None, why, nested)


# -- nested techniques inside a dynamic chain (SE's getAdvancedPotentials) ----------------------------


class _View:
    """A candidate state inside a chain, with what the finders of :mod:`.basics` and
    :mod:`.fish` read."""

    __slots__ = ("shape", "masks", "values", "cand_bits", "open_bits", "size")

    def __init__(self, eng: _Engine, masks: list[int], cand: list[int]) -> None:
        self.shape = eng.sh
        self.size = eng.n
        self.masks = masks
        self.values = eng.values
        self.cand_bits = cand
        self.open_bits = eng.open_bits


def _advanced(eng: _Engine, masks: list[int], cand: list[int]) -> list[tuple[int, tuple, "_Hint | None"]]:
    """The candidates the first of SE's nested rules (pointing and claiming, hidden pairs, naked
    pairs, X-wings; then forcing chains from level 2) removes on the chain's grid, each with
    the "off" potentials it rests on (candidates the chain removed) and the nested chain behind
    it; none from a step that rests on none (it needs no chain)."""
    view = _View(eng, masks, cand)
    for rule in _nested_rules(eng.level):
        out = []
        for removed, parents, hint in rule(eng, view):
            if not parents:
                continue
            par = tuple(parents)
            for c, d in sorted(removed):
                out.append((_key(c, d, 0), par, hint))
        if out:
            return out
    return []


def _src_cells(src: list[int], d: int, unit_bits: int) -> int:
    """The cells of a unit holding ``d`` in the grid the chain started from."""
    out = 0
    x = unit_bits
    while x:
        low = x & -x
        x ^= low
        if src[low.bit_length() - 1] >> d & 1:
            out |= low
    return out


def _nested_locking(eng, view):
    src, ub, cb = eng.masks, eng.ub, view.cand_bits
    for box_first in (True, False):
        for d, base, other, pos, removed in basics.locked_candidates(view, box_first):
            if removed:
                gone = _src_cells(src, d, ub[base]) & ~cb[d] & ~ub[other]
                yield [(c, d) for c in cells_of(removed)], [_key(c, d, 0) for c in cells_of(gone)], None


def _nested_hidden_pairs(eng, view):
    src, ub, M, cb = eng.masks, eng.ub, view.masks, view.cand_bits
    for u, dm, cells in basics.hidden_sets(view, 2, False):
        removed = [(c, e) for c in cells_of(cells) for e in bits(M[c] & ~dm)]
        if removed:
            mine = 0
            for d in bits(dm):
                mine |= cb[d] & ub[u]
            parents = [_key(c, d, 0) for c in cells_of(ub[u] & ~mine) for d in bits(dm) if src[c] >> d & 1]
            yield removed, parents, None


def _nested_naked_pairs(eng, view):
    src, ub, M = eng.masks, eng.ub, view.masks
    for u, combo, union in basics.naked_sets(view, 2):
        removed = [(j, d) for j in cells_of(view.open_bits & ub[u]) if j not in combo for d in bits(M[j] & union)]
        if removed:
            yield removed, [_key(c, d, 0) for c in combo for d in bits(src[c] & ~union)], None


def _nested_x_wings(eng, view):
    src, ub, cb = eng.masks, eng.ub, view.cand_bits
    for _kind, bases, covers, d, removed in fish.fish_patterns(view, 2):
        cover_bits = 0
        for u in covers:
            cover_bits |= ub[u]
        parents = []
        for u in bases:
            parents += [_key(c, d, 0) for c in cells_of(_src_cells(src, d, ub[u]) & ~cb[d] & ~cover_bits)]
        yield [(c, d) for c in cells_of(removed)], parents, None


def _nested_chains(**opts):
    """A nested rule of SE's levels 2 to 5: chaining on the chain's grid, each conclusion with
    the candidates its links relied on that the outer chain removed."""
    unary = opts.pop("unary", False)

    def rule(eng, view):
        inner = _Engine(eng.sh, eng.values, eng.open_bits, list(view.masks), list(view.cand_bits),
                        nishio=False, track=True, **opts)
        hints = _unary_hints(inner) if unary else _multiple_hints(inner)
        for h in _ordered(hints):
            yield h.removed, _rule_parents(inner, h, eng.masks), h

    return rule


def _nested_rules(level: int) -> list:
    rules = [_nested_locking, _nested_hidden_pairs, _nested_naked_pairs, _nested_x_wings]
    if 2 <= level < 4:
        rules.append(_nested_chains(unary=True, multiple=False, dynamic=False, level=0))
        if level >= 3:
            rules.append(_nested_chains(multiple=True, dynamic=False, level=0))
    elif level >= 4:
        rules.append(_nested_chains(multiple=True, dynamic=True, level=0))
        if level >= 5:
            rules.append(_nested_chains(multiple=True, dynamic=True, level=level - 3))
    return rules


def _rule_parents(inner: _Engine, h: "_Hint", src: list[int]) -> list[int]:
    """SE's parents of a nested chain: the candidates, removed by the outer chain (present in
    ``src``, gone from the nested engine's grid), that its "on" potentials rely on: a cell's
    removed candidates when its last candidate turned it on, the digit's removed places in the
    unit that did."""
    out: dict[int, None] = {}
    cur = inner.masks
    cand = inner.cand
    ub = inner.ub
    for run, k, par, default in h.targets:
        seen: set[int] = set()
        todo = [k]
        first = True
        while todo:
            nxt = []
            for p in todo:
                if p in seen:
                    continue
                seen.add(p)
                pp = par if first and par is not None else run.parents(p)
                first = False
                if p & 1:
                    why = run.why.get(p, default) if run.why is not None else default
                    c, d = p >> 6, (p >> 1) & 31
                    if why == -1:
                        for v in bits(src[c] & ~cur[c]):
                            out.setdefault(_key(c, v, 0))
                    elif why is not None:
                        for x in cells_of(_src_cells(src, d, ub[why]) & ~cand[d]):
                            out.setdefault(_key(x, d, 0))
                nxt.extend(pp)
            todo = nxt
    return list(out)


# -- hints ---------------------------------------------------------------------------------------------


class _Hint:
    """One chaining conclusion: what it removes (and places), its rating inputs and how to tell
    it. ``targets``: (run, potential, its parents or None, default rule) of each chain."""

    __slots__ = ("kind", "removed", "placed", "complexity", "sort", "difficulty", "tell", "_targets", "_sig")

    def __init__(self, kind, removed, placed, targets, sort, base, tell, complexity=None):
        self.kind = kind
        self.removed = removed
        self.placed = placed
        self._targets = targets  # a list, or a function making it (linear chains, made on demand)
        self.complexity = _complexity(targets) if complexity is None else complexity
        self.sort = sort
        self.difficulty = base + length_bonus(self.complexity)
        self.tell = tell
        self._sig = None

    @property
    def targets(self) -> list:
        if callable(self._targets):
            self._targets = self._targets()
        return self._targets

    @property
    def sig(self):
        """What makes two nested chains the same (SE's FullChain): targets and potentials."""
        if self._sig is None:
            self._sig = tuple((k, frozenset(run.ancestors(k, par))) for run, k, par, _ in self.targets)
        return self._sig


def _complexity(targets) -> int:
    """SE's complexity: the potentials of every chain, plus the complexity of each distinct
    nested chain they rest on."""
    total = 0
    nested_seen: set = set()
    for run, k, par, _ in targets:
        if not run.nested:
            total += run.count(k, par)
            continue
        anc = run.ancestors(k, par)
        total += len(anc)
        if run.nested:
            for p in anc:
                h = run.nested.get(p)
                if h is not None and h.sig not in nested_seen:
                    nested_seen.add(h.sig)
                    total += h.complexity
    return total


def _ordered(hints: list[_Hint]) -> list[_Hint]:
    """SE's order: easiest, then fewest potentials, then its order of kinds; the first of hints
    removing the same candidates."""
    hints = sorted(hints, key=lambda h: (h.difficulty, h.complexity, h.sort))
    out = []
    seen = set()
    for h in hints:
        key = frozenset(h.removed)
        if key not in seen:
            seen.add(key)
            out.append(h)
    return out


def _removals_on(masks: list[int], k: int) -> list[tuple[int, int]]:
    """What an "on" conclusion removes: the cell's other candidates."""
    c, d = k >> 6, (k >> 1) & 31
    return [(c, e) for e in bits(masks[c]) if e != d]


def _chain_words(path: list[int], n: int) -> str:
    """``r1c1 is 5, then r1c4 is not 5, so r2c4 is 5``: a chain's main line."""
    words = [_words(k, n) for k in path]
    if len(words) == 1:
        return words[0]
    return words[0] + ", then " + ", so ".join(words[1:])


# -- forcing chains and cycles (SE's unary chaining) ----------------------------------------------------


class _Links:
    """The static implications of a grid, by potential: ``on_off[Y][k]`` and ``off_on[(Y, X)][k]``."""

    def __init__(self, eng: _Engine) -> None:
        self.eng = eng
        self._on: dict = {}
        self._off: dict = {}
        self._into: dict = {}

    def on_off(self, Y: bool) -> dict[int, list[int]]:
        got = self._on.get(Y)
        if got is None:
            eng = self.eng
            masks, cand, parts = eng.masks, eng.cand, eng.parts
            got = {}
            for c, m in enumerate(masks):
                if not m:
                    continue
                ds = bits(m)
                cell = [(c << 6) | (e << 1) for e in ds]
                for d in ds:
                    out = [k for k in cell if (k >> 1) & 31 != d] if Y else []
                    cd = cand[d]
                    dd = d << 1
                    for b in parts[c]:
                        x = cd & b
                        while x:
                            low = x & -x
                            x ^= low
                            out.append(((low.bit_length() - 1) << 6) | dd)
                    got[(c << 6) | dd | 1] = out
            self._on[Y] = got
        return got

    def into(self, Y: bool, X: bool) -> dict[int, set[int]]:
        """Per "on" potential: the "off" potentials that imply it."""
        got = self._into.get((Y, X))
        if got is None:
            got = {}
            for k, ons in self.off_on(Y, X).items():
                for q in ons:
                    got.setdefault(q, set()).add(k)
            self._into[(Y, X)] = got
        return got

    def off_on(self, Y: bool, X: bool) -> dict[int, list[int]]:
        got = self._off.get((Y, X))
        if got is None:
            eng = self.eng
            masks, cand, units, ub = eng.masks, eng.cand, eng.units, eng.ub
            got = {}
            for c, m in enumerate(masks):
                if not m:
                    continue
                for d in bits(m):
                    out = []
                    if Y and m.bit_count() == 2:
                        out.append(_key(c, (m & ~(1 << d)).bit_length() - 1, 1))
                    if X:
                        for u in units[c]:
                            pos = cand[d] & ub[u]
                            if pos.bit_count() == 2:
                                q = _key((pos & ~(1 << c)).bit_length() - 1, d, 1)
                                if q not in out:
                                    out.append(q)
                    got[_key(c, d, 0)] = out
            self._off[(Y, X)] = got
        return got


def _cycles(links: _Links, source: int, Y: bool, X: bool) -> list[list[int]]:
    """SE's doCycles from an "on" potential: every path (as keys, from the end back to the
    start) that comes back to it after at least four links. The search is SE's breadth-first
    one, "off" potentials explored once per path to them."""
    on_off = links.on_off(Y)
    off_on = links.off_on(Y, X)
    keys = [source]
    par = [-1]
    to_on = {source}
    pending_on = [0]
    done_off: set[int] = set()
    queued: set[int] = set()
    back = links.into(Y, X).get(source, ())
    found: list[int] = []
    length = 0
    while pending_on:
        length += 1
        pending_off = []
        for ni in pending_on:
            for q in on_off[keys[ni]]:
                if q in queued and q not in back:
                    continue  # a second path to an "off" potential only matters for closing a cycle
                queued.add(q)
                a = par[ni]
                while a >= 0 and keys[a] != q:
                    a = par[a]
                if a < 0:
                    keys.append(q)
                    par.append(ni)
                    pending_off.append(len(keys) - 1)
        length += 1
        pending_on = []
        for ni in pending_off:
            p = keys[ni]
            if p in done_off:
                if length >= 4 and p in back:
                    keys.append(source)
                    par.append(ni)
                    found.append(len(keys) - 1)
                continue
            done_off.add(p)
            for q in off_on[p]:
                if length >= 4 and q == source:
                    keys.append(source)
                    par.append(ni)
                    found.append(len(keys) - 1)
                if q not in to_on:
                    to_on.add(q)
                    keys.append(q)
                    par.append(ni)
                    pending_on.append(len(keys) - 1)
    out = []
    for ni in found:
        path = []
        while ni >= 0:
            path.append(keys[ni])
            ni = par[ni]
        out.append(path)
    return out


def _forcing(links: _Links, source: int, Y: bool) -> list[int] | None:
    """SE's doForcingChains: the first chain from ``source`` to its own opposite (as keys, from
    the end back to the start), or None."""
    on_off = links.on_off(Y)
    off_on = links.off_on(Y, True)
    target = source ^ 1
    parent = {source: None}
    pending_on = [source] if source & 1 else []
    pending_off = [] if source & 1 else [source]
    while pending_on or pending_off:
        found, nxt = _layer(pending_on, on_off, target, parent)
        if found:
            return found
        pending_off += nxt
        found, pending_on = _layer(pending_off, off_on, target, parent)
        if found:
            return found
        pending_off = []
    return None


def _layer(pending: list[int], links: dict, target: int, parent: dict) -> tuple[list[int] | None, list[int]]:
    """One layer of :func:`_forcing`'s search: (the chain to ``target`` if reached, the new
    potentials)."""
    nxt = []
    for p in pending:
        for q in links[p]:
            if q == target:
                return _back(parent, q, p), nxt
            if q not in parent:
                parent[q] = p
                nxt.append(q)
    return None, nxt


def _back(parent: dict, q: int, p: int) -> list[int]:
    path = [q]
    while p is not None:
        path.append(p)
        p = parent[p]
    return path


def _link_rule(eng: _Engine, frm: int, to: int):
    """The rule of a static link: -1 within a cell, else the first unit (box, row, column) that
    makes it."""
    fc, tc = frm >> 6, to >> 6
    if fc == tc:
        return -1
    d = (to >> 1) & 31
    ub = eng.ub
    for u in eng.units[fc]:
        if ub[u] >> tc & 1 and (not to & 1 or (eng.cand[d] & ub[u]).bit_count() == 2):
            return u
    return None


def _path_run(eng: _Engine, path: list[int], flip: bool = False) -> _Run:
    """A linear chain (``path`` from the end back to the start) as a run: each potential rests
    on the next. ``flip``: SE's reversed cycle, every potential negated and resting on the
    previous one instead."""
    on: dict[int, tuple] = {}
    off: dict[int, tuple] = {}
    why: dict[int, int | None] = {}
    m = len(path) - 1
    rules = [_link_rule(eng, path[i + 1], path[i]) for i in range(m)] + [None]
    for i, k in enumerate(path):
        if flip:
            key = k ^ 1
            par = (path[i - 1] ^ 1,) if i > 0 else ()
        else:
            key = k
            par = (path[i + 1],) if i < m else ()
        box = on if key & 1 else off
        if key not in box:
            box[key] = par
            why[key] = rules[i]
    return _Run(on, off, None, why)


def _cycle_hint(eng: _Engine, path: list[int], Y: bool, X: bool) -> _Hint | None:
    """SE's cycle hint: candidates seeing an "on" and an "off" node of their digit, outside the
    cycle's cells, are false. ``path`` runs from the end back to the start."""
    masks = eng.masks
    house = eng.sh.house
    body = path[:-1]  # the start comes back at the end
    cells = {k >> 6 for k in body}
    forw: dict[tuple[int, int], None] = {}
    backw: set[tuple[int, int]] = set()
    for k in body:
        c, d = k >> 6, (k >> 1) & 31
        for x in house[c]:
            if x not in cells and masks[x] >> d & 1:
                if k & 1:
                    forw[(x, d)] = None
                else:
                    backw.add((x, d))
    removed = [p for p in forw if p in backw]
    if not removed:
        return None
    base = 7.0 if (X and Y) else 6.5
    name = "XY-cycle" if (X and Y) else ("X-cycle" if X else "Y-cycle")
    complexity = len(set(path))
    sort = 4 if (X and Y) else (3 if Y else 2)
    chain = list(reversed(path))

    def tell(n: int) -> tuple:
        text = (
            f"A loop: if {_chain_words(chain, n)} again. Every link works both ways, so each candidate that "
            f"sees an "
            f"\"is\" and an \"is not\" of its digit in the loop is false: {elim_text(removed, n)}"
        )
        return name, [k >> 6 for k in chain], text

    def targets() -> list:
        return [(_path_run(eng, path), path[0], None, None), (_path_run(eng, path, True), path[-1] ^ 1, None, None)]

    return _Hint("cycle", removed, None, targets, sort, base, tell, complexity)


def _forcing_hint(eng: _Engine, path: list[int], Y: bool) -> _Hint:
    target = path[0]
    chain = list(reversed(path))
    c, d = target >> 6, (target >> 1) & 31
    if target & 1:
        removed = _removals_on(eng.masks, target)
        placed = (c, d)
    else:
        removed = [(c, d)]
        placed = None
    base = 7.0 if Y else 6.6
    complexity = len(path)
    name = "Forcing chain" if Y else "Forcing X-chain"  # SE says "Turbot fish" for six potentials

    def tell(n: int) -> tuple:
        conclusion = f"{cell_name(c, n)} is {d}" if placed else f"{d} leaves {cell_name(c, n)}"
        text = f"If {_chain_words(chain, n)}: the assumption undoes itself, so {conclusion}"
        return name, [k >> 6 for k in chain], text

    def targets() -> list:
        return [(_path_run(eng, path), target, None, None)]

    return _Hint("forcing", removed, placed, targets, 4 if Y else 2, base, tell, complexity)


def _unary_hints(eng: _Engine) -> list[_Hint]:
    """SE's forcing chains and cycles on a grid: X-cycles and forcing X-chains, Y-cycles, then
    both kinds of link."""
    links = _Links(eng)
    masks = eng.masks
    hints: list[_Hint] = []
    for Y, X in ((False, True), (True, False), (True, True)):
        for c, m in enumerate(masks):
            k = m.bit_count()
            if k < 2 or (k > 2 and not X):
                continue
            for d in bits(m):
                source = _key(c, d, 1)
                for path in _cycles(links, source, Y, X):
                    h = _cycle_hint(eng, path, Y, X)
                    if h is not None:
                        hints.append(h)
                if X:
                    for src in (source, source ^ 1):
                        path = _forcing(links, src, Y)
                        if path is not None:
                            hints.append(_forcing_hint(eng, path, Y))
    return hints


# -- multiple, Nishio and dynamic forcing chains (SE's getMultipleChainsHintList) ------------------------


def _suffix(level: int) -> str:
    if level == 1:
        return " (+)"
    if level == 2:
        return " (+ forcing chains)"
    if level == 3:
        return " (+ multiple forcing chains)"
    if level == 4:
        return " (+ dynamic forcing chains)"
    if level >= 5:
        return " (+ dynamic forcing chains" + _suffix(level - 3) + ")"
    return ""


def _name(eng: _Engine, what: str) -> str:
    """SE's name of a step: "Nishio forcing chains", "Cell forcing chains", "Dynamic double
    forcing chains (+)"..."""
    if eng.nishio:
        name = "nishio forcing chains"
    else:
        name = ("dynamic " if eng.dynamic else "") + what + " forcing chains"
    return name[0].upper() + name[1:] + _suffix(eng.level)


def _multiple_hints(eng: _Engine) -> list[_Hint]:
    masks = eng.masks
    dyn, nishio, multiple = eng.dynamic, eng.nishio, eng.multiple
    base = eng.difficulty
    hints: list[_Hint] = []
    for c, m in enumerate(masks):
        k = m.bit_count()
        if not (k > 2 or (k > 1 and dyn)):
            continue
        value_runs: list[tuple[int, _Run]] = []
        cell_on: dict | None = None
        cell_off: dict | None = None
        for d in bits(m):
            pon = _key(c, d, 1)
            on_run = eng.run(pon)
            double = k >= 3 and not nishio and dyn
            contra = dyn or nishio
            if contra and on_run.contra:
                hints.append(_absurd_hint(eng, on_run, pon, base))
            if contra or double:
                off_run = eng.run(pon ^ 1)
                if contra and off_run.contra:
                    hints.append(_absurd_hint(eng, off_run, pon ^ 1, base))
                if double:
                    for q in on_run.on:
                        if q in off_run.on:
                            h = _double_hint(eng, on_run, off_run, pon, q, base)
                            if h is not None:
                                hints.append(h)
                    for q in on_run.off:
                        if q in off_run.off:
                            hints.append(_double_hint(eng, on_run, off_run, pon, q, base))
            if not nishio:
                _region_hints(eng, c, d, on_run, hints)
            value_runs.append((d, on_run))
            if cell_on is None:
                cell_on = dict.fromkeys(on_run.on)
                cell_off = dict.fromkeys(on_run.off)
            else:
                cell_on = {q: None for q in cell_on if q in on_run.on}
                cell_off = {q: None for q in cell_off if q in on_run.off}
        if not nishio and (k == 2 or (multiple and k > 2)):
            for q in (*cell_on, *cell_off):
                h = _branch_hint(eng, "cell", c, value_runs, q, base, 5)
                if h is not None:
                    hints.append(h)
    return hints


def _region_hints(eng: _Engine, c: int, d: int, on_run: _Run, hints: list[_Hint]) -> None:
    ub = eng.ub
    cd = eng.cand[d]
    for u in eng.units[c]:
        pos = cd & ub[u]
        k = pos.bit_count()
        if not (k == 2 or (eng.multiple and k > 2)):
            continue
        if (pos & -pos).bit_length() - 1 != c:
            continue
        runs = [(x, on_run if x == c else eng.run(_key(x, d, 1))) for x in cells_of(pos)]
        others = [r for x, r in runs if x != c]
        common_on = set(on_run.on).intersection(*(r.on for r in others))
        common_off = set(on_run.off).intersection(*(r.off for r in others))
        both_on = [q for q in on_run.on if q in common_on] if common_on else []
        both_off = [q for q in on_run.off if q in common_off] if common_off else []
        for q in (*both_on, *both_off):
            h = _branch_hint(eng, ("region", u, d), c, runs, q, eng.difficulty, 6)
            if h is not None:
                hints.append(h)


def _branch_hint(eng: _Engine, what, c: int, runs: list[tuple[int, _Run]], q: int, base: float, sort: int) -> _Hint | None:
    """A cell forcing chain (every candidate of cell ``c``) or a region forcing chain (every place
    of a digit in a unit) that implies potential ``q``."""
    qc, qd = q >> 6, (q >> 1) & 31
    if q & 1:
        removed = _removals_on(eng.masks, q)
        placed = (qc, qd)
        if not removed:
            return None
    else:
        removed = [(qc, qd)]
        placed = None
    cell_kind = what == "cell"

    def tell(n: int) -> tuple:
        conclusion = f"{cell_name(qc, n)} is {qd}" if placed else f"{qd} leaves {cell_name(qc, n)}"
        cases = []
        cells = []
        for x, r in runs:
            path = r.path(q)
            cells += [p >> 6 for p in path]
            cases.append(("if " if cases else "If ") + _chain_words(path, n))  # (the first starts a sentence)
        if cell_kind:
            head = f"{cell_name(c, n)} is {', '.join(str(x) for x, _ in runs[:-1])} or {runs[-1][0]}"
            name = _name(eng, "cell")
        else:
            _, u, d = what
            places = [cell_name(x, n) for x, _ in runs]
            head = f"In {eng.sh.unit_names[u]}, {d} goes in {', '.join(places[:-1])} or {places[-1]}"
            name = _name(eng, "region")
        text = f"{head}. {'; '.join(cases)}. Every case gives the same, so {conclusion}"
        return name, cells, text

    targets = [(r, q, None, -1 if cell_kind else what[1]) for _, r in runs]
    return _Hint("cell" if cell_kind else "region", removed, placed, targets, sort, base, tell)


def _absurd_hint(eng: _Engine, run: _Run, source: int, base: float) -> _Hint:
    """An assumption (on or off) that leads to a potential both on and off: it is false."""
    on_k, on_par, off_k, off_par = run.contra
    c, d = source >> 6, (source >> 1) & 31
    if source & 1:
        removed = [(c, d)]
        placed = None
    else:
        removed = _removals_on(eng.masks, source ^ 1)
        placed = (c, d)

    def tell(n: int) -> tuple:
        a = run.path(on_k, on_par)
        b = run.path(off_k, off_par)
        x = on_k >> 6
        conclusion = f"{cell_name(c, n)} is {d}" if placed else f"{d} leaves {cell_name(c, n)}"
        # the second line follows from the same assumption: "; also r1c9 is not 8, so ..."
        second = f"also {', so '.join(_words(k, n) for k in b[1:])}" if len(b) > 1 else f"and {_words(b[0], n)}"
        text = (
            f"If {_chain_words(a, n)}; {second}: "
            f"{cell_name(x, n)} cannot both be and not be {(on_k >> 1) & 31}, so {conclusion}"
        )
        return _name(eng, "contradiction"), [p >> 6 for p in a + b], text

    targets = [(run, on_k, on_par, None), (run, off_k, off_par, None)]
    return _Hint("absurd", removed, placed, targets, 7, base, tell)


def _double_hint(eng: _Engine, on_run: _Run, off_run: _Run, source: int, q: int, base: float) -> _Hint | None:
    """A candidate whose "on" and "off" both imply potential ``q``."""
    qc, qd = q >> 6, (q >> 1) & 31
    if q & 1:
        removed = _removals_on(eng.masks, q)
        if not removed:
            return None
        placed = (qc, qd)
    else:
        removed = [(qc, qd)]
        placed = None

    def tell(n: int) -> tuple:
        a = on_run.path(q)
        b = off_run.path(q)
        conclusion = f"{cell_name(qc, n)} is {qd}" if placed else f"{qd} leaves {cell_name(qc, n)}"
        text = f"If {_chain_words(a, n)}. If {_chain_words(b, n)}. Either way {conclusion}"
        return _name(eng, "double"), [p >> 6 for p in a + b], text

    targets = [(on_run, q, None, None), (off_run, q, None, None)]
    return _Hint("double", removed, placed, targets, 1, base, tell)


# -- the finders ------------------------------------------------------------------------------------------


def _steps(eng: _Engine, hints: list[_Hint]) -> Iterator[Step]:
    n = eng.n
    for h in _ordered(hints):
        name, cells, text = h.tell(n)
        placements = (h.placed,) if h.placed else ()
        digits = sorted({d for _, d in h.removed} | ({h.placed[1]} if h.placed else set()))
        yield make_step(name, h.difficulty, cells, digits, placements, h.removed, text, cells)


def forcing_chains_and_cycles(g: CandidateGrid) -> Iterator[Step]:
    """SE's forcing chains and cycles (X-cycles and Y-cycles 6.5, forcing X-chains 6.6, mixed
    cycles and forcing chains 7.0, plus length)."""
    eng = _Engine.of(g, multiple=False, dynamic=False, nishio=False, level=0)
    yield from _steps(eng, _unary_hints(eng))


def _multiple_finder(**opts):
    def find(g: CandidateGrid) -> Iterator[Step]:
        if opts["level"] and not g.is_unique():
            return  # as for the nested chains: costly, and no use where logic cannot finish
        eng = _Engine.of(g, **opts)
        yield from _steps(eng, _multiple_hints(eng))

    return find


nishio_forcing_chains = _multiple_finder(multiple=False, dynamic=True, nishio=True, level=0)
nishio_forcing_chains.__doc__ = "SE's Nishio forcing chains (7.5 plus length): dynamic X-chains to a contradiction."
multiple_forcing_chains = _multiple_finder(multiple=True, dynamic=False, nishio=False, level=0)
multiple_forcing_chains.__doc__ = "SE's cell and region forcing chains (8.0 plus length)."
dynamic_forcing_chains = _multiple_finder(multiple=True, dynamic=True, nishio=False, level=0)
dynamic_forcing_chains.__doc__ = "SE's dynamic forcing chains (8.5 plus length)."
dynamic_forcing_chains_plus = _multiple_finder(multiple=True, dynamic=True, nishio=False, level=1)
dynamic_forcing_chains_plus.__doc__ = (
    "SE's dynamic forcing chains (+) (9.0 plus length): pointing, claiming, pairs and X-wings when a chain stalls."
)


def nested_forcing_chains(g: CandidateGrid) -> Iterator[Step]:
    """SE's nested forcing chains (9.5 and up): forcing chains (level 2), multiple forcing chains
    (3), dynamic forcing chains (4) and dynamic forcing chains (+) (5) inside dynamic chains.
    They cost minutes where they are needed, so they run only for a puzzle with one solution
    (another one cannot be finished by logic anyway)."""
    if not g.is_unique():
        return
    for level in (2, 3, 4, 5):
        eng = _Engine.of(g, multiple=True, dynamic=True, nishio=False, level=level)
        hints = _multiple_hints(eng)
        if hints:
            yield from _steps(eng, hints)
            return
