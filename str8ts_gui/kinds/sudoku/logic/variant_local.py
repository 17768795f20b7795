"""The ways a rule can still be kept on its own cells, knowing that cells which see each other
differ: what a player works out for a short line, a cage or a clue ("r2c2 and r2c4 are on the
line and in one row, so they differ").

:func:`ways` enumerates every assignment of a rule's cells from their candidates that the rule's
own pruning does not refute, cells that see each other (share a row, column, box, or a
variant's peers) holding different digits. It is a depth-first search: place a digit in the
cell with the fewest candidates, take it from the rule's cells that see that cell, prune with
the rule, go on. Every assignment a solution of the puzzle gives those cells is among the ways
found (the search only drops what the rule or a pair of peers forbids), so:

* a candidate no way uses is false (:attr:`Ways.support` keeps the others);
* a digit that some cell of the rule holds in every way, at a place seen by cell x in every way,
  is false in x (:meth:`Ways.seen`): "rule pointing".

The search stops after :data:`BUDGET` nodes (None: too many ways to tell). Results are cached on
the puzzle's context by the rule and its cells' candidates; so is every subtree the search
finished (its node count and ways), for every rule, by the cells' candidates and which of them
are placed (and, for little killers, the rule's pruning): a rule's pruning reads and changes its
own cells only, so this gives the same ways and the same budget cuts as searching afresh, several
times faster in the deep searches that meet the same states again and again. A killer cage is
searched by :func:`_search_cage`: the same nodes, on its own cells' masks, its pruning worked out
in place from a table (in about 0.6 of the time on the Pyramid-like puzzles).
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Sequence

from str8ts_gui.core.puzzle import set_bits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, RuleInfo
from str8ts_gui.kinds.sudoku.logic.variant_propagate import PRUNE_MEMO_RULES, remembered_prune
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage, allowed_digits, allowed_table

__all__ = ["BUDGET", "MAX_OPEN", "Ways", "ways"]

BUDGET = 200  # search nodes per rule and candidate state
MAX_OPEN = 6  # rules with more open cells are not searched
# subtrees a rule keeps (then it starts afresh): on the Pyramid-like puzzles 10,000 are as quick
# as 50,000 and keep the whole rate's memory at about 115 MB instead of 145 MB (73 MB without)
_TREES_SIZE = 10_000


@dataclass(frozen=True)
class Ways:
    """The ways found: ``cells`` (the rule's), ``found`` (digit tuples in ``cells`` order),
    ``support`` (per cell: the digits some way gives it)."""

    cells: tuple[int, ...]
    found: tuple[tuple[int, ...], ...]
    support: tuple[int, ...]

    def seen(self, peer_bits: Sequence[int], d: int) -> int:
        """The cells (a bit set, the rule's own excluded) that see a cell holding ``d`` in every
        way (0 when some way has no ``d``)."""
        common = -1
        cells = self.cells
        # where the ways holding d once hold it (most: a rule's cells that see each other differ)
        places = set()
        for way in self.found:
            times = way.count(d)
            if times == 1:
                places.add(way.index(d))
                continue
            seen = 0
            t = -1
            for _ in range(times):
                t = way.index(d, t + 1)
                seen |= peer_bits[cells[t]]
            common &= seen
            if not common:
                return 0
        for t in places:
            common &= peer_bits[cells[t]]
        own = 0
        for i in cells:
            own |= 1 << i
        return common & ~own if common != -1 else 0

    def pointing(self, peer_bits: Sequence[int]) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """The rule pointing these ways allow: per digit of :meth:`always`, lowest first, its bit
        and the cells (in order) that :meth:`seen` says see it wherever it is (only the digits
        some cell sees). Worked out once per board's ``peer_bits`` (the ways are remembered, and
        a propagation applies them again and again)."""
        got = self.__dict__.get("_pointing")
        if got is not None and got[0] is peer_bits:
            return got[1]
        out = []
        for d in set_bits(self.always()):
            seen = self.seen(peer_bits, d)
            if seen:
                out.append((1 << d, tuple(set_bits(seen))))
        out = tuple(out)
        object.__setattr__(self, "_pointing", (peer_bits, out))
        return out

    def always(self) -> int:
        """The digits every way holds somewhere (a mask)."""
        out = self.__dict__.get("_always")  # (worked out once: the ways are remembered)
        if out is None:
            out = 0
            if self.found:
                common = set(self.found[0]).intersection(*self.found[1:])
                for v in common:
                    out |= 1 << v
            object.__setattr__(self, "_always", out)
        return out


def _fewest(masks: Sequence[int], positions: Sequence[int]) -> int:
    """Where a search goes next: of the ``positions`` of a rule's open cells (those not placed by
    the search, in order, :func:`_free_positions`; a cell already single is open too), the one
    whose cell has the fewest candidates among the cells' ``masks``, the first on a tie; -1 when
    there is none (every cell is placed)."""
    best = -1
    best_count = 99
    for t in positions:
        c = masks[t].bit_count()
        if c < best_count:
            best, best_count = t, c
    return best


class _Free(dict):
    """A bit set of placed positions among ``k`` -> the other positions, in order (filled in as
    met)."""

    def __init__(self, k: int) -> None:
        super().__init__()
        self.k = k

    def __missing__(self, done: int) -> tuple[int, ...]:
        out = self[done] = tuple(t for t in range(self.k) if not done >> t & 1)
        return out


_FREE: dict[int, _Free] = {}


def _free_positions(k: int) -> _Free:
    """The :class:`_Free` of ``k`` positions (shared)."""
    out = _FREE.get(k)
    if out is None:
        out = _FREE[k] = _Free(k)
    return out


def ways(ctx: Context, info: RuleInfo, masks: Sequence[int], budget: int = BUDGET) -> Ways | None:
    """The ways to keep ``info``'s rule on its cells with these candidates (see the module
    docstring); None when there are too many to search (or the rule has no cells)."""
    cells = info.cells
    if not cells or not info.prunes:
        return None
    key = (info.index, budget, tuple([masks[i] for i in cells]))
    memo = ctx.memo.get("ways")
    if memo is None:
        memo = ctx.memo["ways"] = {}
    result = memo.get(key, memo)  # (the memo itself for a state not met: None is an answer)
    if result is not memo:
        return result
    open_count = sum(1 for i in cells if masks[i] & (masks[i] - 1))
    result = None
    if open_count <= MAX_OPEN:
        result = _search(ctx, info, masks, budget)
    if len(memo) > 20000:
        memo.clear()
    memo[key] = result
    return result


def _search(ctx: Context, info: RuleInfo, masks: Sequence[int], budget: int) -> Ways | None:
    if getattr(type(info.rule), "prune", None) is KillerCage.prune:
        return _search_cage(ctx, info, masks, budget)  # (the same search, faster)
    cells = info.cells
    k = len(cells)
    pos = {i: t for t, i in enumerate(cells)}
    pb = ctx.shape.peer_bits
    # per cell position: the positions of the rule's cells it sees
    mates = [[pos[j] for j in cells if pb[i] >> j & 1] for i in cells]
    free = _free_positions(k)
    rule = info.rule
    puzzle = ctx.puzzle
    found: list[tuple[int, ...]] = []
    nodes = 0
    over = False
    start = list(masks)
    read = itemgetter(*cells) if k > 1 else (lambda m, i=cells[0]: (m[i],))
    # (remembered per rule of the puzzle; a few cells of a line searched as a rule of their own
    # (:mod:`.variant_windows`, index -1) are no rule of the puzzle and remember nothing: two such
    # windows with the same candidates are not the same search)
    own = info.index >= 0
    # the sums whose pruning reads and changes only their own cells (the propagation's
    # PRUNE_MEMO_RULES): their pruning is remembered, per rule, by those cells' masks (the same
    # state comes back across nodes and searches), in a memory of the search's own: the
    # propagation counts its remembered prunings as work, so sharing one would change what its
    # budgets allow
    if own and getattr(rule, "rule", None) in PRUNE_MEMO_RULES:
        memo = ctx.memo.setdefault("ways-prune", {}).setdefault(info.index, {})

        def prune(m: list[int]) -> bool:
            """The rule's pruning of ``m`` (False: it cannot be kept), remembered."""
            return remembered_prune(memo, rule, puzzle, m, cells, read(m))[0] is not None
    else:

        def prune(m: list[int]) -> bool:
            return rule.prune(puzzle, m) is not None

    if not prune(start):
        return Ways(cells, (), (0,) * k)

    # a node's whole subtree (the nodes searched, the ways found) is a matter of its cells'
    # masks and which cells are placed: remembered per rule, it comes back far more often than
    # not (93 % of the nodes on a Pyramid-like puzzle's path); a subtree the budget cut short is
    # not kept
    trees = ctx.memo.setdefault("ways-trees", {}).setdefault(info.index, {}) if own else {}

    def rec(m: list[int], done: int) -> None:
        nonlocal nodes, over
        if over:
            return
        key = (read(m), done)
        known = trees.get(key)
        if known is not None:
            nodes += known[0]
            if nodes > budget:
                over = True
            else:
                found.extend(known[1])
            return
        first, start_found = nodes, len(found)
        grow(m, done)
        if not over:
            if len(trees) >= _TREES_SIZE:
                trees.clear()
            trees[key] = (nodes - first, tuple(found[start_found:]))

    def grow(m: list[int], done: int) -> None:
        nonlocal nodes, over
        nodes += 1
        if nodes > budget:
            over = True
            return
        best = _fewest(read(m), free[done])
        if best < 0:
            found.append(tuple(m[i].bit_length() - 1 for i in cells))
            return
        i = cells[best]
        mi = m[i]
        while mi:
            low = mi & -mi
            mi ^= low
            m2 = list(m)
            m2[i] = low
            ok = True
            for t in mates[best]:
                if not done >> t & 1 and t != best:
                    j = cells[t]
                    if m2[j] & low:
                        m2[j] &= ~low
                        if not m2[j]:
                            ok = False
                            break
                elif t != best and m2[cells[t]] == low:
                    ok = False  # a placed peer already holds it
                    break
            if not ok or not prune(m2) or 0 in read(m2):
                continue
            rec(m2, done | 1 << best)
            if over:
                return

    rec(start, 0)
    rec = grow = None  # noqa: F841 (they call each other: freed here, not left to the garbage collector)
    if over:
        return None
    support = [0] * k
    for way in found:
        for t, v in enumerate(way):
            support[t] |= 1 << v
    return Ways(cells, tuple(found), tuple(support))


def _cut(v: list[int], union: int, fixed: int, sets, table: dict[int, int]) -> tuple[int, ...] | None:
    """A killer cage's pruning of its cells' masks ``v`` (none empty), given their ``union`` and
    ``fixed`` (the digits of the single cells): each keeps the digits of the ``sets`` that hold
    ``fixed`` and fit ``union`` (:func:`~str8ts_gui.kinds.sudoku.variants.killer.allowed_digits`, read from its ``table``); None
    when a cell or the cage is left nothing."""
    allowed = table.get(union << 32 | fixed)
    if allowed is None:
        allowed = allowed_digits(sets, union, fixed, table)
    if not allowed:
        return None
    if not union & ~allowed:
        return tuple(v)  # every candidate allowed
    out = tuple(map(allowed.__and__, v))
    return None if 0 in out else out


def _search_cage(ctx: Context, info: RuleInfo, masks: Sequence[int], budget: int) -> Ways | None:
    """:func:`_search` for a killer cage: the same nodes in the same order (so the same ways and
    budget cuts), on the tuple of the cage's masks instead of the whole board (its pruning reads
    and changes its cells only), its pruning done here from a table of the digits its sets
    allow (:func:`~str8ts_gui.kinds.sudoku.variants.killer.allowed_table`), and a search the budget cut remembering its subtrees'
    nodes so far (a subtree with at least that many cannot fit in the budget again)."""
    cells = info.cells
    k = len(cells)
    own = info.index >= 0
    setup = ctx.memo.setdefault("ways-cage", {}).get(info.index) if own else None
    if setup is None:
        pos = {i: t for t, i in enumerate(cells)}
        pb = ctx.shape.peer_bits
        # per cell position: the positions of the other cells of the cage it sees
        mates = [[pos[j] for j in cells if pb[i] >> j & 1 and j != i] for i in cells]
        sets = info.rule._sets(ctx.puzzle.size) if info.rule.total else None
        setup = (mates, sets, allowed_table(sets) if sets is not None else {})
        if own:
            ctx.memo["ways-cage"][info.index] = setup
    mates, sets, table = setup
    free = _free_positions(k)
    found: list[tuple[int, ...]] = []
    nodes = 0
    over = False

    given = [masks[i] for i in cells]
    if sets is None:
        start = tuple(given)  # no sum: nothing to prune
    else:
        union = fixed = 0
        for x in given:
            union |= x
            if not x & (x - 1):
                fixed |= x
        start = None if 0 in given else _cut(given, union, fixed, sets, table)
    if start is None:
        return Ways(cells, (), (0,) * k)

    # the subtrees, as in _search (the same keys: the cells' masks and which are placed), and
    # those the budget cut: (their nodes before the cut, None)
    trees = ctx.memo.setdefault("ways-trees", {}).setdefault(info.index, {}) if own else {}

    def rec(key: tuple[tuple[int, ...], int], known: tuple | None) -> None:
        """The subtree of the node ``key`` (its masks, its placed cells), ``known`` its entry in
        trees (None: none): read, or searched and remembered."""
        nonlocal nodes, over
        if known is not None:
            count, got = known
            if got is not None:
                nodes += count
                if nodes > budget:
                    over = True
                else:
                    found.extend(got)
                return
            if nodes + count > budget:  # cut before with fewer nodes to spare
                nodes += count
                over = True
                return
        first, start_found = nodes, len(found)
        grow(*key)
        if len(trees) >= _TREES_SIZE:
            trees.clear()
        trees[key] = (nodes - first, None if over else tuple(found[start_found:]))

    def grow(m: tuple[int, ...], done: int) -> None:
        nonlocal nodes, over
        nodes += 1
        if nodes > budget:
            over = True
            return
        best = _fewest(m, free[done])
        if best < 0:
            found.append(tuple([x.bit_length() - 1 for x in m]))
            return
        mi = m[best]
        placed = done | 1 << best
        # the cage's pruning of each child worked out from this node: the union of a child's
        # candidates is that of the other cells' and the digit placed (the mates lose only that
        # digit, which the placed cell holds), its decided digits theirs, the digit and those of
        # the mates it leaves single; a child whose digit a placed mate holds, or that leaves an
        # open mate nothing, is none (as in _search)
        rest = fixed = taken = 0
        for t, x in enumerate(m):
            if t != best:
                rest |= x
                if not x & (x - 1):
                    fixed |= x
        near = []
        for t in mates[best]:
            if done >> t & 1:
                taken |= m[t]
            else:
                near.append(t)
        while mi:
            low = mi & -mi
            mi ^= low
            if low & taken:
                continue  # a placed peer already holds it
            v = list(m)
            v[best] = low
            single = fixed | low
            for t in near:
                x = v[t]
                if x & low:
                    if x == low:
                        break  # (a mate left with no digit)
                    x ^= low
                    v[t] = x
                    if not x & (x - 1):
                        single |= x
            else:
                if sets is None:
                    m2 = tuple(v)  # no sum: nothing to prune
                else:
                    m2 = _cut(v, rest | low, single, sets, table)
                    if m2 is None:
                        continue
                # (rec's remembered subtree, read here first: most children have one)
                key = (m2, placed)
                known = trees.get(key)
                if known is None or known[1] is None:
                    rec(key, known)
                    if over:
                        return
                else:
                    nodes += known[0]
                    if nodes > budget:
                        over = True
                        return
                    found.extend(known[1])

    rec((start, 0), trees.get((start, 0)))
    rec = grow = None  # noqa: F841 (they call each other: freed here, not left to the garbage collector)
    if over:
        return None
    support = [0] * k
    for t, column in enumerate(zip(*found)):
        for v in set(column):
            support[t] |= 1 << v
    return Ways(cells, tuple(found), tuple(support))
