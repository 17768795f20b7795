"""Propagation with every rule: naked and hidden singles and each rule's own pruning, to a
fixpoint or a contradiction (what the variant contradiction and forcing steps follow from an
assumption).

:func:`propagate` is the fast form: a work list of cells that became singles, units to search
for hidden singles and rules to prune again (a rule is pruned again only when one of its cells
changed; a global rule, such as non-consecutive, whenever anything changed). Every operation
only removes candidates no solution can have, so the result holds in every solution consistent
with the start: a contradiction proves the start (with its assumption) impossible.

:func:`trace` does the same but records why each digit was placed or removed, and the events each
relied on, so a step can tell the chain that led to the contradiction (:class:`Trace`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field as dataclass_field
from functools import lru_cache
from itertools import compress
from operator import gt, itemgetter
from typing import Sequence

from str8ts_gui.kinds.sudoku.logic.grid import bits as bits_of, fmt_digits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, join, values_words

__all__ = [
    "LOCKED_WHY", "TOUCHING_WHY", "Broken", "Event", "Result", "Trace", "is_single", "locked_phrase", "propagate",
    "rule_name", "trace", "work_done",
]

# the reason :func:`trace` gives for a digit locked candidates take: ``LOCKED_WHY`` and the unit
# ("locked candidates in box 2"), ``TOUCHING_WHY`` and the digit after it when the cell touches
# every place of that digit ("... (touching every place of 5)"); :func:`locked_phrase` words them
LOCKED_WHY = "locked candidates in "
TOUCHING_WHY = " (touching every place of "

# the propagation work done so far in this thread: one unit a cell placed (its single spread to
# its peers), a unit searched (hidden singles, locked candidates), a cell's pair links checked
# and a rule pruned (a remembered pruning counts too), SUM_WORK a sum's pruning worked out (not
# remembered): a count that does not depend on the machine or its load, about 10 microseconds a
# unit on the 2-core test machine (the contradiction steps' budgets, :mod:`.variant_forcing`)
_WORK = threading.local()  # per thread (.done), so a search's count is its thread's work alone
SUM_WORK = 25  # a killer or little killer pruning costs about as much as 25 placements


# whether a mask is a single (or empty): ``is_single(m) == (not m & (m - 1))``, in C (list(map(...)))
is_single = frozenset({0, *(1 << d for d in range(64))}).__contains__


def work_done() -> int:
    """The propagation work :func:`propagate` has done in this thread (see :data:`_WORK`)."""
    return getattr(_WORK, "done", 0)


def close_links(ctx: Context) -> tuple[tuple[tuple[int, tuple[int, ...], int], ...], ...]:
    """The pair rules' links (:attr:`Context.links`) as the propagation keeps them: between two
    cells that also see each other the table forbids the same digit too (two touching cells of a
    row hold neither 4 and 5 nor 4 and 4), so a cell left with 4 and 5 takes both from its
    neighbour in the row at once. Cached on the context."""
    out = ctx.memo.get("close-links")
    if out is None:
        pb = ctx.shape.peer_bits
        out = tuple(
            tuple(
                (y, tuple(t | 1 << d if d else t for d, t in enumerate(table)) if pb[x] >> y & 1 else table, r)
                for y, table, r in row
            )
            for x, row in enumerate(ctx.links)
        )
        ctx.memo["close-links"] = out
    return out


def _fast_links(ctx: Context):
    """:func:`close_links` with, per link, a cache shared by the links of one table: a cell's
    candidates -> the digits its neighbour loses beside them (those each of them forbids)."""
    out = ctx.memo.get("fast-links")
    if out is None:
        caches: dict = {}
        out = tuple(
            tuple((y, table, r, caches.setdefault(table, {})) for y, table, r in row) for row in close_links(ctx)
        )
        ctx.memo["fast-links"] = out
    return out


def _beside(mx: int, table: Sequence[int], cache: dict, n: int) -> int:
    """The digits beside which a cell with the candidates ``mx`` has nothing left (``table[e]``:
    the digits a pair rule forbids beside e), remembered in ``cache`` (see :func:`_fast_links`)."""
    gone = 0
    for e in range(1, n + 1):
        if not mx & ~table[e]:
            gone |= 1 << e
    cache[mx] = gone
    return gone


def _bits_of_cells(cells) -> int:
    out = 0
    for y in cells:
        out |= 1 << y
    return out


def _reach(ctx: Context) -> tuple[int, ...]:
    """Per cell: itself and the cells a pair rule links it to (a bit set; a pair that two rules
    link, such as non-consecutive and a Kropki dot's negative constraint, counted once)."""
    out = ctx.memo.get("link-reach")
    if out is None:
        out = tuple((1 << x) | _bits_of_cells(y for y, _t, _r in row) for x, row in enumerate(ctx.links))
        ctx.memo["link-reach"] = out
    return out


def _pair_tables(ctx: Context) -> tuple[dict[int, tuple[int, ...]], ...]:
    """Per cell x: the cells y a pair rule links it to -> per digit d, the digits the rules forbid
    in y beside d in x (every rule's table between them together). Cached on the context."""
    out = ctx.memo.get("pair-tables")
    if out is None:
        rows = []
        for row in ctx.links:
            here: dict[int, tuple[int, ...]] = {}
            for y, table, _r in row:
                old = here.get(y)
                here[y] = tuple(table) if old is None else tuple(a | b for a, b in zip(old, table))
            rows.append(here)
        out = ctx.memo["pair-tables"] = tuple(rows)
    return out


def locked_through_links(ctx: Context, m: Sequence[int], unit: Sequence[int], d: int) -> list[tuple[int, int]]:
    """Locked candidates through the pair rules: ``(cell, digits)`` of the cells that hold ``d``
    or touch it wherever the unit puts it, with the digits the rules forbid beside ``d`` there
    (those the cell still has). Empty when the places have no such cell in common."""
    return _locked_links(m, unit, d, _reach(ctx), _pair_tables(ctx))


def _locked_links(m: Sequence[int], unit: Sequence[int], d: int, reach, tables) -> list[tuple[int, int]]:
    """:func:`locked_through_links` with the context's :func:`_reach` and :func:`_pair_tables`
    given (the propagation's hot loop)."""
    return _locked_at(m, [i for i in unit if m[i] & (1 << d)], d, reach, tables)


def _locked_at(m: Sequence[int], places: Sequence[int], d: int, reach, tables) -> list[tuple[int, int]]:
    """:func:`_locked_links` with the places of ``d`` in the unit given (its cells that hold it,
    in order)."""
    if len(places) < 2:
        return []
    bit = 1 << d
    common = -1
    for i in places:
        if not m[i] & ~bit:
            return []  # placed already
        common &= reach[i]
    if not common:
        return []
    keep = ~bit
    out = []
    for y, gone in _links_of(places, d, common, tables):
        gone &= m[y] & keep
        if gone:
            out.append((y, gone))
    return out


_BROKEN = ()  # a pruning memo's entry for "the rule cannot be kept"
_PRUNE_MEMO = 50_000  # entries a rule's memo keeps (then it starts afresh)
# the sums whose pruning reads and changes only their own cells (and costs the most)
PRUNE_MEMO_RULES = frozenset({"littlekiller", "killer"})


def remembered_prune(memo: dict, rule, puzzle, m: list[int], cells: Sequence[int], key: tuple) -> tuple[bool | None, bool]:
    """``rule.prune(puzzle, m)`` remembered in ``memo`` by ``key``, the masks of the rule's
    ``cells`` before it (a rule of :data:`PRUNE_MEMO_RULES` reads and changes only those):
    ``(its answer, whether it ran)``, the answer None when the rule cannot be kept, else
    whether it changed ``m`` (changed in place, as the pruning would)."""
    out = memo.get(key)
    if out is None:
        got = rule.prune(puzzle, m)
        if len(memo) >= _PRUNE_MEMO:
            memo.clear()
        memo[key] = _BROKEN if got is None else tuple(m[i] for i in cells)
        return got, True
    if out is _BROKEN:
        return None, False
    if out == key:
        return False, False
    for i, v in zip(cells, out):
        m[i] = v
    return True, False


def _prune_memo(ctx: Context) -> list[dict]:
    """Per rule of :data:`PRUNE_MEMO_RULES`: its cells' masks -> their masks after its pruning
    (:data:`_BROKEN` when it cannot be kept); None for the other rules. Cached on the context."""
    out = ctx.memo.get("prune-memo")
    if out is None:
        out = ctx.memo["prune-memo"] = [
            {} if info.cells and getattr(info.rule, "rule", None) in PRUNE_MEMO_RULES else None for info in ctx.rules
        ]
    return out


@dataclass
class Result:
    """Where a propagation led: ``masks`` (None on a contradiction) and how many cells became
    singles on the way (``placed``)."""

    masks: list[int] | None
    placed: int
    work: int = 0  # besides the placements: units searched, pair links checked, rules pruned


def propagate(
    ctx: Context,
    masks: Sequence[int],
    values: Sequence[int],
    changed: Sequence[int] = (),
    *,
    assume: tuple[int, int] | None = None,
    remove: tuple[int, int] | None = None,
    all_rules: bool = False,
    strong: bool = False,
    spread: Sequence[bool] | None = None,
    singles: Sequence[int] | None = None,
) -> Result:
    """Singles and every rule's pruning from ``masks`` (``values``: the placed digits, whose
    candidates have already left their peers) after the cells ``changed`` changed, with
    ``assume`` (cell, digit) placed or ``remove`` (cell, digit) taken away first. ``all_rules``:
    prune every rule once at the start, not only those of the changed cells.

    ``strong``: also locked candidates in each unit (a digit's places all see a cell: it loses
    the digit) and, for a rule whose cells see each other, the ways of keeping it
    (:func:`.variant_local.ways`: what it allows knowing those cells differ, and the digits
    it must hold leaving the cells that see them).

    ``spread``: per cell, whether its single has already left its peers (default: the placed
    cells); the other singles are spread first. ``singles``: the cells, in order, among which
    those other singles are (default: every cell; a caller that narrowed a fixpoint knows them
    to be among the cells it narrowed).

    Adds its work (:attr:`Result.work` and the placements) to :func:`work_done`."""
    r = _propagate(ctx, masks, values, changed, assume, remove, all_rules, strong, spread, singles)
    _WORK.done = getattr(_WORK, "done", 0) + r.placed + r.work
    return r


class _Digits(dict):
    """A mask -> its digits, lowest first (filled in as masks are met)."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        out = self[mask] = tuple(d for d in range(mask.bit_length()) if mask >> d & 1)
        return out


_DIGITS = _Digits()


class _Places(dict):
    """The places of the digits of a cell at position ``k`` of a unit, packed: an open cell's
    mask -> the bit k of each of its digits d's field (``width`` bits from bit ``d * width``);
    a placed cell's (a single) -> its digit's bit above the n + 1 fields. ORed over a unit, a
    digit's field is the bit set of its places among the open cells, and the top the digits
    placed (a list indexed by the mask on boards up to :data:`_LISTED`, see :func:`_places`)."""

    def __init__(self, k: int, width: int, n: int) -> None:
        super().__init__()
        self.k = k
        self.width = width
        self.n = n

    def __missing__(self, mask: int) -> int:
        if not mask & (mask - 1):
            out = mask << (self.n + 1) * self.width
        else:
            out = sum(1 << (d * self.width + self.k) for d in _DIGITS[mask])
        self[mask] = out
        return out


class _Spots(_Places):
    """:class:`_Places` with the singles' digits in their fields too: a cell's mask -> the
    bit k of each of its digits' fields, and for a single also its digit above the fields (as
    :class:`_Places` has it); ORed over a unit, a digit's field is the bit set of all its
    places (placed or not), and the top the digits placed (:func:`trace`'s locked candidates)."""

    def __missing__(self, mask: int) -> int:
        out = sum(1 << (d * self.width + self.k) for d in _DIGITS[mask])
        if not mask & (mask - 1):
            out |= mask << (self.n + 1) * self.width
        self[mask] = out
        return out


@lru_cache(maxsize=8)
def _spots(n: int, width: int) -> tuple:
    """Per position in a unit, its :class:`_Spots` (lists on boards up to :data:`_LISTED`)."""
    out = [_Spots(k, width, n) for k in range(width)]
    if n <= _LISTED:
        out = [[t[mask] for mask in range(1 << (n + 1))] for t in out]
    return tuple(out)


class _Fields(dict):
    """A mask -> per digit of it, ``(digit, where its field starts, its bit)`` (see
    :class:`_Places`; a list indexed by the mask on boards up to :data:`_LISTED`)."""

    def __init__(self, width: int) -> None:
        super().__init__()
        self.width = width

    def __missing__(self, mask: int) -> tuple[tuple[int, int, int], ...]:
        out = self[mask] = tuple((d, d * self.width, 1 << d) for d in _DIGITS[mask])
        return out


_LISTED = 9  # boards up to this size keep the propagation's tables in lists (faster than dicts)
_DIGIT_LIST = [tuple(d for d in range(10) if mask >> d & 1) for mask in range(1 << (_LISTED + 1))]


@lru_cache(maxsize=8)
def _places(n: int, width: int) -> tuple:
    """Per position in a unit, its :class:`_Places`, and the :class:`_Fields` (lists on boards
    up to :data:`_LISTED`)."""
    out = [_Places(k, width, n) for k in range(width)]
    fields = _Fields(width)
    if n <= _LISTED:
        out = [[t[mask] for mask in range(1 << (n + 1))] for t in out]
        fields = [fields[mask] for mask in range(1 << (n + 1))]
    return tuple(out), fields


class _Unknown(dict):
    """A dict that gives None for a key it lacks (a table filled in as met)."""

    def __missing__(self, key):
        return None


def _locked_table(unit) -> list | _Unknown:
    """A unit's table of :func:`_locked` by places, filled in as met, with ((), 0) for a digit
    in one open cell or none (nothing to lock)."""
    out: list | _Unknown = [None] * (1 << len(unit)) if len(unit) <= _LISTED else _Unknown()
    out[0] = ((), 0)
    for k in range(len(unit)):
        out[1 << k] = ((), 0)
    return out


def _locked(unit, outside: int, peer_bits, reach, where: int) -> tuple[tuple[int, ...], int]:
    """Of the places ``where`` of a digit in ``unit`` (a bit set over its positions): the cells
    outside the unit that see every place (in order) and those that hold or touch every place
    (through the pair rules, a bit set)."""
    seen = near = -1
    for k, i in enumerate(unit):
        if where >> k & 1:
            seen &= peer_bits[i]
            near &= reach[i]
    return tuple(bits_of(seen & outside)), near


_WAYS = []  # variant_local.ways, imported on first use (it imports this module)


def _ways():
    if not _WAYS:
        from str8ts_gui.kinds.sudoku.logic.variant_local import ways

        _WAYS.append(ways)
    return _WAYS[0]


@lru_cache(maxsize=8)
def _counts(n: int) -> tuple[list[int], int, int, int]:
    """A quick test that a unit holds nothing for the hidden singles (boards up to
    :data:`_LISTED`): per mask (a list) a field of 6 bits a digit counting it, 1 in an open
    cell and 2 in a single (a digit of a single left elsewhere too: 3 or more); summed over a
    unit's cells, plus ``add``, ``& check == high`` when every digit counts 2 or more (then no
    digit is missing and none has one place but a single's: the unit has no hidden single).
    ``(table, add, check, high)``; a mask with bit 0 (never met) sets a bit above the fields,
    which fails the test."""
    top = 6 * (n + 1)
    table = []
    for mask in range(1 << (n + 1)):
        w = 2 if not mask & (mask - 1) else 1
        table.append(sum(w << 6 * d for d in range(1, n + 1) if mask >> d & 1) | (mask & 1) << top)
    add = sum(30 << 6 * d for d in range(1, n + 1))
    high = sum(32 << 6 * d for d in range(1, n + 1))
    return table, add, high | -1 << top, high


def _static(ctx: Context) -> tuple:
    """What the propagation reads of a context on every call, worked out once (cached on it):
    per unit whether it holds every digit, its cells each with the :func:`_places` table of its
    position, a table of :func:`_locked` by places (filled in as met), and a cache of
    :func:`_links_of`; the digits of a mask (a list or a :class:`_Digits`) and the fields' width;
    per unit a getter of its cells' masks (a tuple) with the :func:`_counts` test, or None
    (boards over :data:`_LISTED`, and units of a digit or fewer)."""
    out = ctx.memo.get("propagate-static")
    if out is None:
        sh = ctx.shape
        n = sh.size
        width = max([n, *(len(u) for u in sh.units)])
        tables, fields = _places(n, width)
        quick = n <= _LISTED
        out = ctx.memo["propagate-static"] = (
            tuple(len(u) == n for u in sh.units),
            tuple(tuple(zip(u, tables)) for u in sh.units),
            tuple(_locked_table(u) for u in sh.units),
            tuple({} for _ in sh.units),
            _DIGIT_LIST if n <= _LISTED else _DIGITS,
            width,
            fields,
            tuple(itemgetter(*u) if quick and len(u) > 1 else None for u in sh.units),
            _counts(n) if quick else None,
        )
    return out


def _links_of(places: Sequence[int], d: int, common: int, tables) -> tuple[tuple[int, int], ...]:
    """:func:`_locked_at` before the cells' candidates are read: for the ``places`` of ``d`` in a
    unit (none of them placed), with ``common`` the cells that hold or touch each, the
    ``(cell, digits)`` the rules forbid in a common cell beside d wherever it is (the cell loses
    those of them it has but d)."""
    out = []
    while common:
        low = common & -common
        common ^= low
        y = low.bit_length() - 1
        gone = -1
        for p in places:
            if p != y:  # (y holding d itself takes no other digit from y)
                table = tables[p].get(y)  # (y is in the reach of p: linked to it)
                gone = gone & table[d] if table is not None else 0
                if not gone:
                    break
        if gone:
            out.append((y, gone))
    return tuple(out)


def _propagate(
    ctx: Context, masks, values, changed, assume, remove, all_rules: bool, strong: bool, spread, singles=None
) -> Result:
    """The body of :func:`propagate` (the same arguments, in order)."""
    sh = ctx.shape
    n = sh.size
    full = sh.full
    m = list(masks)
    peers = sh.peers
    units = sh.units
    units_of = sh.units_of
    watch = ctx.watch
    rules = ctx.rules
    puzzle = ctx.puzzle
    n2 = len(m)
    if spread is None and singles is None:
        spread = list(map(bool, values))
        # (the singles not spread, in order: a single True, spread False)
        queue = list(compress(range(n2), map(gt, map(is_single, m), spread)))
    else:
        spread = list(map(bool, values)) if spread is None else list(spread)
        if singles is None:
            singles = range(n2)
        queue = [i for i in singles if not spread[i] and not m[i] & (m[i] - 1)]
    dirty = [False] * len(units)
    pending: list[int] = []
    rq: list[int] = []
    sq: list[int] = []  # the sums of PRUNE_MEMO_RULES to prune again (after the rules of rq)
    inq = [False] * len(rules)
    placed = 0
    ops = 0  # units searched, cells' pair links checked, rules pruned (the work besides placements)

    links = _fast_links(ctx) if ctx.links else ctx.links
    pruned = _prune_memo(ctx)
    lq: list[int] = []  # cells whose pair links to check
    unit_ok, unit_places, locked, linked, _digits, width, fields, getters, counts = _static(ctx)
    if counts is not None:
        count = counts[0].__getitem__
        _t, add, check, high = counts
    field = (1 << width) - 1
    top = (n + 1) * width  # where the placed digits start in a unit's places (see _Places)
    low = (1 << top) - 1  # the digits' fields of a unit's places

    def touch(i: int) -> None:
        for u in units_of[i]:
            if not dirty[u]:
                dirty[u] = True
                pending.append(u)
        for r in watch[i]:
            if not inq[r]:
                inq[r] = True
                rq.append(r)
        if links and links[i]:
            lq.append(i)

    def drop(j: int, gone: int) -> bool:
        """Remove the digits ``gone`` from cell j (those it has); False when none is left."""
        nonlocal stale_globals
        mj = m[j]
        if not mj & gone:
            return True
        mj &= ~gone
        if not mj:
            return False
        m[j] = mj
        if not mj & (mj - 1):
            queue.append(j)
        touch(j)
        stale_globals = True
        return True

    start = list(changed)
    if assume is not None:
        i, d = assume
        if not m[i] >> d & 1:
            return Result(None, 0)
        m[i] = 1 << d
        queue.append(i)
        start.append(i)
    if remove is not None:
        i, d = remove
        m[i] &= ~(1 << d)
        if not m[i]:
            return Result(None, 0)
        if not m[i] & (m[i] - 1):
            queue.append(i)
        start.append(i)
    for i in start:
        touch(i)
    if all_rules:
        for r, info in enumerate(rules):
            if info.prunes and not inq[r] and r not in ctx.globals and info.cells:
                inq[r] = True
                rq.append(r)
        if links:
            lq.extend(i for i in range(n2) if links[i])
    global_ids = ctx.globals
    stale_globals = bool(start) or all_rules
    if strong:
        ways = _ways()
        seeing = ctx.seeing()
        pb = sh.peer_bits
        unit_bits = sh.unit_bits
        reach = _reach(ctx) if links else (0,) * n2
        tables = _pair_tables(ctx) if links else ()
        board = (1 << n2) - 1
        unlinked = not any(ctx.links)  # (no pair rule links two cells: no place touches a cell)
        last_where = [0] * len(units)  # per unit, its places when its locked candidates were last taken
    while True:
        # naked singles: a single's digit leaves its peers
        while queue:
            i = queue.pop()
            if spread[i]:
                continue
            spread[i] = True
            placed += 1
            bit = m[i]
            for j in peers[i]:
                mj = m[j]
                if mj & bit:
                    mj ^= bit
                    if not mj:
                        return Result(None, placed, ops)
                    m[j] = mj
                    if not mj & (mj - 1):
                        queue.append(j)
                    # (touch, inlined: the hot loop)
                    for u in units_of[j]:
                        if not dirty[u]:
                            dirty[u] = True
                            pending.append(u)
                    for r in watch[j]:
                        if not inq[r]:
                            inq[r] = True
                            rq.append(r)
                    if links and links[j]:
                        lq.append(j)
                    stale_globals = True
        # hidden singles, one unit at a time
        if pending:
            u = pending.pop()
            dirty[u] = False
            ops += 1
            if not unit_ok[u]:
                continue
            # per digit: whether in one cell or more (once), two or more (twice), a placed cell
            # (fixed); with strong, its places among the open cells (a field of ``width`` bits a
            # digit, see _Places)
            once = twice = fixed = where = 0
            if strong:
                for i, at in unit_places[u]:
                    mi = m[i]
                    twice |= once & mi
                    once |= mi
                    where |= at[mi]
                fixed = where >> top
            else:
                get = getters[u]
                if get is not None and (sum(map(count, get(m))) + add) & check == high:
                    continue  # nothing to find (see _counts)
                for i, _at in unit_places[u]:
                    mi = m[i]
                    twice |= once & mi
                    once |= mi
                    if not mi & (mi - 1):
                        fixed |= mi
            if once != full:
                return Result(None, placed, ops)
            # the digits with one place, not a placed cell (whose single changes nothing)
            if once & ~twice & ~fixed:
                single = once & ~twice
                for i in units[u]:
                    mi = m[i]
                    hit = mi & single
                    if hit and mi != hit:
                        if hit & (hit - 1):
                            return Result(None, placed, ops)
                        m[i] = hit
                        queue.append(i)
                        touch(i)
                        stale_globals = True
            if strong and not queue:
                # locked candidates (the unit's cells as counted above: no hidden single changed
                # them): per digit in two or more open cells, the cells that see (or, through the
                # pair rules, touch) every place it has left in the unit
                unit = units[u]
                lock = locked[u]
                moved = False  # whether a cell of the unit lost a candidate here (then the
                # places are read afresh for the pair rules)
                # a digit whose places are those it had when this call last took the unit's
                # locked candidates has nothing left to take: the cells that see them lost it
                # then, and candidates only go (skipped when no pair rule links cells: else the
                # cells that touch the places are read afresh)
                if unlinked:
                    new = where ^ last_where[u]
                    last_where[u] = where
                    if not new & low:
                        continue  # no digit's places moved (the loop below would skip each)
                else:
                    new = -1
                for d, start, bit in fields[twice]:
                    if not new >> start & field:
                        continue
                    at = where >> start & field
                    got = lock[at]  # (((), 0) for a digit in one open cell or none)
                    if got is None:
                        got = lock[at] = _locked(unit, board & ~unit_bits[u], pb, reach, at)
                    seen, near = got
                    for j in seen:
                        if m[j] & bit and not drop(j, bit):
                            return Result(None, placed, ops)
                    if near:
                        if moved:
                            hits = _locked_links(m, unit, d, reach, tables)
                        elif fixed & bit:
                            continue  # placed already
                        else:
                            key = at * (n + 1) + d
                            got = linked[u].get(key)
                            if got is None:
                                spots = [i for k, i in enumerate(unit) if at >> k & 1]
                                got = linked[u][key] = _links_of(spots, d, near, tables)
                            if not got:
                                continue
                            hits = []
                            for j, gone in got:
                                gone &= m[j] & ~bit
                                if gone:
                                    hits.append((j, gone))
                        for j, gone in hits:
                            if unit_bits[u] >> j & 1:
                                moved = True
                            if not drop(j, gone):
                                return Result(None, placed, ops)
            continue
        if lq:
            x = lq.pop()
            ops += 1
            mx = m[x]
            for y, table, _r, cache in links[x]:
                gone = cache.get(mx)
                if gone is None:
                    gone = _beside(mx, table, cache, n)
                if m[y] & gone and not drop(y, gone):
                    return Result(None, placed, ops)
            continue
        if rq or sq:
            if rq:
                r = rq.pop()
                if pruned[r] is not None:
                    sq.append(r)  # a sum: pruned once the cheaper work is done
                    continue
            else:
                r = sq.pop()
            inq[r] = False
            ops += 1
            info = rules[r]
            cells = info.cells
            before = [m[i] for i in cells]
            got = None if not strong or not seeing[r] else ways(ctx, info, m)
            if got is not None:
                w = got
                if not w.found:
                    return Result(None, placed, ops)
                got = False
                for i, sup in zip(w.cells, w.support):
                    if m[i] & ~sup:
                        m[i] &= sup
                        got = True
                for bit, seen in w.pointing(pb):
                    for j in seen:
                        if m[j] & bit and not drop(j, bit):
                            return Result(None, placed, ops)
            else:
                # a rule's pruning reads and changes only its cells: the same masks there give
                # the same outcome (kept per rule; the deep searches meet them again and again)
                memo = pruned[r]
                if memo is None:
                    got = info.rule.prune(puzzle, m)
                else:
                    got, ran = remembered_prune(memo, info.rule, puzzle, m, cells, tuple(before))
                    if ran:
                        ops += SUM_WORK - 1
            if got is None:
                return Result(None, placed, ops)
            if got:
                for i, old in zip(cells, before):
                    mi = m[i]
                    if mi != old:
                        if not mi:
                            return Result(None, placed, ops)
                        if not mi & (mi - 1):
                            queue.append(i)
                        for u in units_of[i]:
                            if not dirty[u]:
                                dirty[u] = True
                                pending.append(u)
                        for r2 in watch[i]:
                            if r2 != r and not inq[r2]:
                                inq[r2] = True
                                rq.append(r2)
                        if links and links[i]:
                            lq.append(i)
                        stale_globals = True
            continue
        if stale_globals and global_ids:
            stale_globals = False
            for r in global_ids:
                ops += 1
                before = list(m)
                got = rules[r].rule.prune(puzzle, m)
                if got is None:
                    return Result(None, placed, ops)
                if got:
                    for i in range(n2):
                        if m[i] != before[i]:
                            if not m[i]:
                                return Result(None, placed, ops)
                            if not m[i] & (m[i] - 1):
                                queue.append(i)
                            touch(i)
            if queue or pending or rq or sq or lq:
                continue
        if not queue and not pending and not rq and not sq and not lq:
            break
    return Result(m, placed, ops)


# -- the traced form -----------------------------------------------------------------------------


@dataclass
class Event:
    """One thing the traced propagation did: placed ``digit`` in ``cell`` (``placed``) or removed
    it; ``why`` says how ("naked single", "hidden single in box 3", a rule's index), ``deps``
    the earlier events it relied on."""

    cell: int
    digit: int
    placed: bool
    why: str | int
    deps: tuple[int, ...]


@dataclass
class Broken:
    """Why the traced propagation stopped: ``text`` (``r3c3 has no candidate left``), the cells
    involved and the events that led there."""

    text: str
    cells: tuple[int, ...]
    deps: tuple[int, ...]
    named: tuple[int, ...] = ()  # the cells of the rules its text names besides (lit with the step)


@dataclass
class Trace:
    events: list[Event]
    broken: Broken | None
    masks: list[int] | None
    # per cell, its events in order (as :func:`trace` kept them; None: read from the events)
    hist: list[list[int]] | None = dataclass_field(default=None, repr=False, compare=False)

    def hist_of(self, cell: int) -> list[int]:
        """The events of one cell, in order."""
        if self.hist is not None:
            return list(self.hist[cell])
        return [k for k, ev in enumerate(self.events) if ev.cell == cell]

    def ancestors(self) -> list[int]:
        """The events the contradiction relied on, in order (every event without one)."""
        if self.broken is None:
            return list(range(len(self.events)))
        return self.ancestors_of(self.broken.deps)

    def ancestors_of(self, events) -> list[int]:
        """``events`` and every event they relied on, in order."""
        keep: set[int] = set()
        todo = list(events)
        while todo:
            e = todo.pop()
            if e in keep:
                continue
            keep.add(e)
            todo.extend(self.events[e].deps)
        return sorted(keep)


def trace(
    ctx: Context, masks: Sequence[int], values: Sequence[int], assume: tuple[int, int], limit: int = 10_000, strong: bool = False
) -> Trace:
    """:func:`propagate` from ``assume`` placed, recording every event (slower; for telling a
    step). Stops after ``limit`` events without a contradiction."""
    static = _static(ctx)
    if strong:
        ways = _ways()
        seeing = ctx.seeing()
        pb = ctx.shape.peer_bits
        unit_bits = ctx.shape.unit_bits
        reach = _reach(ctx)
        tables = _pair_tables(ctx)
        # (whether any pair rule links two cells: else no locked candidates go through them)
        linked = any(ctx.links)
        locked, link_cache, width = static[2], static[3], static[5]
        field = (1 << width) - 1
        top = (ctx.shape.size + 1) * width
        spot_tables = _spots(ctx.shape.size, width)
        board = (1 << len(masks)) - 1
    digits = static[4]
    getters, counts = static[7], static[8]
    if counts is not None:
        count = counts[0].__getitem__
        _t, add_c, check, high = counts
    sh = ctx.shape
    n = sh.size
    full = sh.full
    m = list(masks)
    peers = sh.peers
    units = sh.units
    rules = ctx.rules
    puzzle = ctx.puzzle
    n2 = len(m)
    events: list[Event] = []
    hist: list[list[int]] = [[] for _ in range(n2)]  # per cell: its events
    spread = [bool(v) for v in values]

    def add_sorted(cell: int, digit: int, placed: bool, why, deps: tuple[int, ...]) -> int:
        """An event, ``deps`` as it is kept (a tuple, ascending, no repeats: a cell's history is
        one): its index."""
        k = len(events)
        events.append(Event(cell, digit, placed, why, deps))
        hist[cell].append(k)
        return k

    def add(cell: int, digit: int, placed: bool, why, deps) -> int:
        return add_sorted(cell, digit, placed, why, tuple(sorted(set(deps))))

    def cell_deps(cells) -> list[int]:
        out: list[int] = []
        for i in cells:
            out.extend(hist[i])
        return out

    named: list[int] = []  # the rules the reason of a break names (see :func:`empty_reason`)

    def broken(text: str, cells, deps) -> Trace:
        lit = sorted({i for r in named for i in rules[r].cells})
        return Trace(events, Broken(text, tuple(cells), tuple(sorted(set(deps))), tuple(lit)), None, hist)

    link_rules = {r for row in ctx.links for _, _, r in row}  # (pruned pair by pair below)
    i0, d0 = assume
    if not m[i0] >> d0 & 1:
        return broken(f"{ctx.cell(i0)} cannot be {d0}", (i0,), ())
    m[i0] = 1 << d0
    start = add(i0, d0, True, "assumption", ())
    placed_event = {i0: start}
    # the grid's singles whose digit has not left every peer yet (no digit placed there): spread
    # as :func:`propagate` spreads them, told as naked singles (it followed only the assumption,
    # and kept the digit in the peers that the fast propagation took it from)
    queue = [i for i, mi in enumerate(m) if i != i0 and mi and not mi & (mi - 1) and not spread[i] and any(m[j] & mi for j in peers[i])]
    queue.append(i0)
    changed = True
    while changed and len(events) < limit:
        changed = False
        while queue:
            i = queue.pop()
            if spread[i]:
                continue
            spread[i] = True
            d = m[i].bit_length() - 1
            if i not in placed_event:
                placed_event[i] = add_sorted(i, d, True, "naked single", tuple(hist[i]))
            src = placed_event[i]
            bit = m[i]
            for j in peers[i]:
                if m[j] & bit:
                    m[j] ^= bit
                    add_sorted(j, d, False, "peer", (src,))
                    if not m[j]:
                        return broken(f"{ctx.cell(j)} has no candidate left: {empty_reason(ctx, events, hist[j], named)}", (j,), hist[j])
                    if not m[j] & (m[j] - 1):
                        queue.append(j)
                    changed = True
        # hidden singles
        for u, unit in enumerate(units):
            if len(unit) != n:
                continue
            get = getters[u]
            if get is not None and (sum(map(count, get(m))) + add_c) & check == high:
                continue  # nothing to find (see _counts: the loop below would find every digit, no single)
            once = twice = 0
            for i in unit:
                mi = m[i]
                twice |= once & mi
                once |= mi
            if once != full:
                missing = (full & ~once).bit_length() - 1
                why = place_reason(ctx, events, hist, unit, missing, named)
                return broken(f"{sh.unit_names[u]} has no place left for {missing}: {why}", unit, cell_deps(unit))
            single = once & ~twice
            if not single:
                continue
            for i in unit:
                hit = m[i] & single
                if hit and m[i] != hit:
                    d = hit.bit_length() - 1
                    if hit & (hit - 1):
                        why = f"it is the only place left for {fmt_digits(bits_of(hit))}"
                        return broken(f"{sh.unit_names[u]} needs two digits in {ctx.cell(i)}: {why}", unit, cell_deps(unit))
                    deps = [k for j in unit if j != i for k in hist[j] if not events[k].placed and events[k].digit == d]
                    deps += [k for j in unit if j != i for k in hist[j] if events[k].placed]
                    for e in range(1, n + 1):
                        if m[i] >> e & 1 and e != d:
                            add_sorted(i, e, False, f"hidden single in {sh.unit_names[u]}", ())
                    m[i] = hit
                    placed_event[i] = add(i, d, True, f"hidden single in {sh.unit_names[u]}", deps)
                    queue.append(i)
                    changed = True
            if queue:
                break
        if queue:
            continue
        if strong:
            for u, unit in enumerate(units):
                if len(unit) != n:
                    continue  # a unit that need not hold every digit locks none
                # per digit its places (read once: the cells that lose a digit below are outside
                # the unit, but for the pair rules, which read them afresh once one moved), as a
                # bit set over the unit's positions, a field of ``width`` bits a digit, and the
                # digits placed in the unit above them (see _Spots)
                where = 0
                for i, at in zip(unit, spot_tables):
                    where |= at[m[i]]
                fixed = where >> top
                lock = locked[u]
                for d in range(1, n + 1):
                    spot = where >> d * width & field
                    if not spot & (spot - 1):
                        continue  # fewer than two places
                    bit = 1 << d
                    # the cells that see every place (the unit's others have no d): as the
                    # propagation's table of them by places has them (:func:`_locked`)
                    got = lock[spot]
                    if got is None:
                        got = lock[spot] = _locked(unit, board & ~unit_bits[u], pb, reach, spot)
                    gone = [j for j in got[0] if m[j] & bit]
                    if not gone:
                        continue
                    deps = tuple(sorted({k for j in unit for k in hist[j] if events[k].digit == d or events[k].placed}))
                    for j in gone:
                        m[j] ^= bit
                        add_sorted(j, d, False, f"{LOCKED_WHY}{sh.unit_names[u]}", deps)
                        if not m[j]:
                            why = empty_reason(ctx, events, hist[j], named)
                            return broken(f"{ctx.cell(j)} has no candidate left: {why}", (j,), hist[j])
                        if not m[j] & (m[j] - 1):
                            queue.append(j)
                    changed = True
                moved = False  # whether a cell of the unit lost a candidate to the pair rules
                for d in range(1, n + 1) if linked else ():
                    if moved:
                        hits = _locked_links(m, unit, d, reach, tables)
                    else:
                        # (_locked_at, with the propagation's cache of _links_of by places: the
                        # unit's cells are as read above until one moves)
                        spot = where >> d * width & field
                        bit = 1 << d
                        if not spot & (spot - 1) or fixed & bit:
                            continue  # no two places, or placed already
                        key = spot * (n + 1) + d
                        got = link_cache[u].get(key)
                        if got is None:
                            at = [i for k, i in enumerate(unit) if spot >> k & 1]
                            common = -1
                            for i in at:
                                common &= reach[i]
                            got = link_cache[u][key] = _links_of(at, d, common, tables) if common else ()
                        hits = []
                        for y, gone in got:
                            gone &= m[y] & ~bit
                            if gone:
                                hits.append((y, gone))
                    if not hits:
                        continue
                    deps = tuple(sorted({k for j in unit for k in hist[j] if events[k].digit == d or events[k].placed}))
                    for j, gone in hits:
                        if unit_bits[u] >> j & 1:
                            moved = True
                        for e in bits_of(gone):
                            add_sorted(j, e, False, f"{LOCKED_WHY}{sh.unit_names[u]}{TOUCHING_WHY}{d})", deps)
                        m[j] &= ~gone
                        if not m[j]:
                            why = empty_reason(ctx, events, hist[j], named)
                            return broken(f"{ctx.cell(j)} has no candidate left: {why}", (j,), hist[j])
                        if not m[j] & (m[j] - 1):
                            queue.append(j)
                    changed = True
                if queue:
                    break
            if queue:
                continue
        if ctx.links:
            # the pair rules (non-consecutive, negative constraints), pair by pair
            close = _fast_links(ctx)
            for x in range(n2):
                mx = m[x]
                for y, table, r, cache in close[x]:
                    gone = cache.get(mx)
                    if gone is None:
                        gone = _beside(mx, table, cache, n)
                    drop = digits[m[y] & gone]
                    if not drop:
                        continue
                    hx = tuple(hist[x])
                    for d in drop:
                        m[y] &= ~(1 << d)
                        add_sorted(y, d, False, r, hx)
                    if not m[y]:
                        return broken(f"{ctx.cell(y)} has no candidate left: {empty_reason(ctx, events, hist[y], named)}", (y,), hist[y])
                    if not m[y] & (m[y] - 1):
                        queue.append(y)
                    changed = True
                if queue:
                    break
            if queue:
                continue
        for r, info in enumerate(rules):
            if not info.prunes or r in link_rules:
                continue
            before = list(m)
            w = ways(ctx, info, m) if strong and seeing[r] else None
            if w is not None:
                if not w.found:
                    got = None
                else:
                    got = False
                    for i, sup in zip(w.cells, w.support):
                        if m[i] & ~sup:
                            m[i] &= sup
                            got = True
                    for bit, seen in w.pointing(pb):
                        for j in seen:
                            if m[j] & bit:
                                m[j] &= ~bit
                                got = True
            else:
                got = info.rule.prune(puzzle, m)
            cells = info.cells or range(n2)
            if got is None:
                why = rule_reason(ctx, r, before, w is not None)
                text = f"{rule_name(ctx, r)} cannot be kept" + (f": {why}" if why else "")
                return broken(text, info.cells, cell_deps(cells))
            if not got:
                continue
            deps = cell_deps(cells) if info.cells else [k for k, ev in enumerate(events) if ev.placed]
            deps = tuple(sorted(set(deps)))
            for i in range(n2):
                gone = before[i] & ~m[i]
                if not gone:
                    continue
                for d in range(1, n + 1):
                    if gone >> d & 1:
                        add_sorted(i, d, False, r, deps)
                if not m[i]:
                    why = empty_reason(ctx, events, hist[i], named)
                    return broken(f"{ctx.cell(i)} has no candidate left: {why}", (i,), hist[i])
                if not m[i] & (m[i] - 1):
                    queue.append(i)
                changed = True
            if queue:
                break
    return Trace(events, None, m, hist)


# -- why the traced propagation broke (told only when a step is shown) ------------------------------


def rule_name(ctx: Context, r: int) -> str:
    """``the killer cage 15 at r4c4``, ``the non-consecutive rule``: rule ``r`` in a sentence."""
    from str8ts_gui.kinds.sudoku.logic.variant_forcing import global_label, rule_label

    info = ctx.rules[r]
    return f"the {rule_label(info.rule, ctx.n) if info.cells else global_label(info.rule)}"


def _cells_are(ctx: Context, m: Sequence[int], cells: Sequence[int]) -> str:
    """``r4c3 is 8 and r5c3 3 or 9``, ``r2c9 and r1c8 are 3, 4 or 6``: the candidates of
    ``cells``, those with the same ones together (the verb said once)."""
    groups: dict[int, list[int]] = {}
    for i in cells:
        groups.setdefault(m[i], []).append(i)
    order = sorted(groups.items(), key=lambda g: len(g[1]) == 1)  # (a group of cells first)
    if sum(len(g) > 1 for _, g in order) > 1:
        # ("r1c1 and r1c2 are 1 or 2 and r1c3 and r1c4 3 or 4" would read two ways)
        order = [(m[i], [i]) for i in cells]
    parts = []
    for mask, group in order:
        verb = " is" if len(group) == 1 else " are"
        parts.append(f"{join([ctx.cell(i) for i in group])}{verb if not parts else ''} {fmt_digits(mask, 'or')}")
    return join(parts)


def _rule_breaks(ctx: Context, info, m: Sequence[int], with_ways: bool) -> bool:
    """Whether a rule cannot be kept on its cells with the candidates ``m``: its own pruning
    finds no way (or leaves a cell empty), or with ``with_ways`` its ways (cells that see each
    other differing) are none."""
    work = list(m)
    if info.rule.prune(ctx.puzzle, work) is None or not all(work[i] for i in info.cells):
        return True
    if with_ways:
        from str8ts_gui.kinds.sudoku.logic.variant_local import BUDGET, _search

        w = _search(ctx, info, m, BUDGET)
        return w is not None and not w.found
    return False


def _core(ctx: Context, info, m: Sequence[int], with_ways: bool) -> tuple[list[int], bool]:
    """The cells of a broken rule whose candidates break it (the others given every digit, one
    at a time, while it stays broken), and whether the rule's pruning alone (without its cells
    that see each other differing) breaks it there; ``([], False)`` when it does not break."""
    if not _rule_breaks(ctx, info, m, with_ways):
        return [], False
    work = list(m)
    full = ctx.shape.full
    for i in info.cells:
        if work[i] == full:
            continue
        old = work[i]
        work[i] = full
        if not _rule_breaks(ctx, info, work, with_ways):
            work[i] = old
    core = [i for i in info.cells if work[i] != full]
    return core, _rule_breaks(ctx, info, work, False)


def _distinct_sums(masks: Sequence[int]) -> set[int]:
    """Every sum of different digits, one from each mask."""
    states = {0}
    for mask in masks:
        ds = bits_of(mask)
        states = {s | 1 << d for s in states for d in ds if not s >> d & 1}
    return {sum(bits_of(s)) for s in states}


def _span(lo: int, hi: int) -> str:
    return str(lo) if lo == hi else f"{lo} to {hi}"


def _sum_words(groups: Sequence[Sequence[int]], m: Sequence[int], total: int, whose: str, apart: str) -> str:
    """``so its cells add up to at least 18, not 15``: what the cells of a sum (``whose``: its
    cells add) can make, each of ``groups`` holding different digits (``apart``: how those
    differ), against ``total``."""
    lo = hi = 0
    for group in groups:
        sums = _distinct_sums([m[i] for i in group])
        if not sums:
            return f"so it cannot hold different digits{apart}"
        lo += min(sums)
        hi += max(sums)
    if total < lo:
        return f"so {whose} up to at least {lo}, not {total}"
    if total > hi:
        return f"so {whose} up to at most {hi}, not {total}"
    subject = whose.rsplit(" ", 1)[0]
    return f"so {subject} cannot add up to {total} with different digits{apart}"


def _run(ctx: Context, cells: Sequence[int]) -> str:
    """``r3c2``, ``r3c2 and r3c3``, ``r3c2 to r3c6``: cells in a row of a line, in its order."""
    names = [ctx.cell(i) for i in cells]
    return join(names) if len(names) <= 3 else f"{names[0]} to {names[-1]}"


def _make_words(sums: set[int], total: int) -> str:
    """``at most 11``/``at least 20``/``""`` (the total within reach): what cells can make."""
    if not sums:
        return ""
    if total > max(sums):
        return f"at most {max(sums)}"
    if total < min(sums):
        return f"at least {min(sums)}"
    return ""


def _sandwich_reason(ctx: Context, c, m: Sequence[int]) -> str:
    """Why a sandwich cannot be kept, checkably: where the 1 and the n can still stand and what
    the cells between them can make (``the 1 and the 9 can stand only in r3c1 and r3c7, and r3c2
    to r3c6 between them can make at least 20, not 15``); "" when that does not say it (the
    cells outside the ends break it, or the ends stand in too many ways)."""
    from str8ts_gui.kinds.sudoku.variants.sandwich import placements

    n = ctx.n
    line = c.line_cells(n)
    ms = [m[i] for i in line]
    if placements(n, ms, c.total)[0]:
        return ""  # a way for the sum: broken by something else (its cells that see each other)
    where = c.line_name()
    ones = [k for k in range(n) if ms[k] & 2]
    tops = [k for k in range(n) if ms[k] >> n & 1]
    for d, got in ((1, ones), (n, tops)):
        if not got:
            return f"no cell of {where} can hold the {d} any more"
    if len(ones) == 1 and ones == tops:
        return f"only {ctx.cell(line[ones[0]])} can hold the 1 or the {n} of {where}"
    middle = sum(1 << d for d in range(2, n))
    pairs = {(min(a, b), max(a, b)) for a in ones for b in tops if a != b}
    bounds = {}
    for lo, hi in sorted(pairs):
        between = [ms[k] & middle for k in range(lo + 1, hi)]
        bounds[lo, hi] = _make_words(_distinct_sums(between), c.total) if between else "0" if c.total else ""
    if "" in bounds.values():
        return ""  # a place whose cells between can make it: the cells outside break it
    places = (
        f"the 1 can stand only in {join([ctx.cell(line[k]) for k in ones], 'or')}"
        f" and the {n} only in {join([ctx.cell(line[k]) for k in tops], 'or')}"
    )
    near = [p for p, b in bounds.items() if b == "0" or b.startswith("at most")]
    far = [p for p in bounds if p not in near]
    most = max((0 if bounds[p] == "0" else int(bounds[p].split()[-1]) for p in near), default=0)
    least = min((int(bounds[p].split()[-1]) for p in far), default=0)
    if len(pairs) > 1 and not (near and far):
        bound = f"at least {least}" if far else f"at most {most}" if most else "0"
        if bound == "0":
            return f"{places}, side by side with nothing between them, not {c.total}"
        return f"{places}, and the cells between them can make {bound} wherever they stand, not {c.total}"
    if len(pairs) <= 3:
        said = []
        for (lo, hi), bound in bounds.items():
            ends = f"{ctx.cell(line[lo])} and {ctx.cell(line[hi])}"
            if bound == "0":
                said.append(f"{ends}, side by side with nothing between them" if len(pairs) == 1 else f"{ends} (side by side)")
            elif len(pairs) == 1:
                said.append(f"{ends}, and {_run(ctx, line[lo + 1 : hi])} between them can make {bound}")
            else:
                said.append(f"{ends} ({_run(ctx, line[lo + 1 : hi])} between them can make {bound})")
        return f"the 1 and the {n} can stand only in {' or in '.join(said)}, not {c.total}"
    # many places, some too near and some too far: the fewer of them named, the others "otherwise"
    gap = max(hi - lo - 1 for lo, hi in near)
    if gap < min(hi - lo - 1 for lo, hi in far):  # the near ones hold fewer cells between
        if gap == 0:
            how = f"nothing side by side and at least {least} further apart"
        else:
            few_cells = "one cell or none" if gap == 1 else f"{gap} cells or fewer"
            how = f"at most {most} with {few_cells} between them and at least {least} with more"
        return f"{places}, and the cells between them can make {how}, not {c.total}"
    named_near = len(near) <= len(far)
    if min(len(near), len(far)) > 2:
        return ""
    few = near if named_near else far
    with_ = " or ".join(f"{ctx.cell(line[lo])} and {ctx.cell(line[hi])}" for lo, hi in few)
    if named_near:
        how = f"at most {most} with {with_} and at least {least} otherwise"
    else:
        how = f"at least {least} with {with_} and at most {most} otherwise"
    return f"{places}, and the cells between them can make {how}, not {c.total}"


def _xsum_reason(ctx: Context, c, m: Sequence[int]) -> str:
    """Why an X-sum cannot be kept, checkably, per first digit x left: ``r1c1 is 3, so the first 3
    cells must add up to 16, but r1c2 and r1c3 can make at most 11``; "" when that does not say
    it (the cells after the first x)."""
    n = ctx.n
    line = c.line(n)
    ms = [m[i] for i in line]
    xs = bits_of(ms[0])
    first = ctx.cell(line[0])
    if len(xs) > 1 and xs[0] > 1 and xs[0] >= c.total:
        return f"{first} is {fmt_digits(ms[0], 'or')}, so the first X cells add up to more than {c.total} whichever X it is"
    if not xs or len(xs) > 3:
        return ""
    parts = []
    for x in xs:
        if x == 1:
            part = f"the X-sum would be 1, not {c.total}" if c.total != 1 else ""
        elif x >= c.total:
            part = f"the first {x} cells add up to more than {c.total}"
        else:
            rest = [ms[k] & ~(1 << x) for k in range(1, x)]
            bound = _make_words(_distinct_sums(rest), c.total - x) if all(rest) else ""
            part = f"{_run(ctx, line[1:x])} can make {bound}, not {c.total - x}" if bound else ""
        if not part:
            return ""  # the first x cells can make it: the cells after them break it
        parts.append((x, part))
    if len(parts) == 1:
        ((x, part),) = parts
        if x == 1 or x >= c.total:
            return f"{first} is {x}, so {part}"
        return f"{first} is {x}, so the first {x} cells must add up to {c.total}, but {part}"
    said = "; ".join(f"with {x}, {part}" for x, part in parts)
    return f"{first} is {fmt_digits(ms[0], 'or')}: {said}"


def _renban_fits(m: Sequence[int], cells: Sequence[int], k: int, n: int) -> bool:
    """Whether some run of ``k`` consecutive digits gives ``cells`` different digits, each one
    of its candidates (all the cells of a renban line of ``k`` cells take such a run)."""
    for lo in range(1, n - k + 2):
        run = ((1 << k) - 1) << lo
        states = {0}
        for i in cells:
            states = {s | 1 << d for s in states for d in bits_of(m[i] & run & ~s)}
            if not states:
                break
        if states:
            return True
    return False


def _parts_apart(
    parts: Sequence[tuple[tuple[int, ...], set[int]]], core: Sequence[int]
) -> tuple[tuple[int, ...], str, tuple[int, ...], str] | None:
    """Two of a line's ``parts`` (cells, the totals they can make) with no total in common, a
    part holding a ``core`` cell first, each with what it makes in words: ``at most 9`` and
    ``at least 10`` (one below the other), a single total as itself, totals interleaved listed;
    None when no two parts say it (or a part can make nothing)."""
    if not all(sums for _cells, sums in parts):
        return None
    named = set(core)
    ordered = sorted(parts, key=lambda p: not named & set(p[0]))
    for one, sa in ordered:
        for two, sb in ordered:
            if two == one or sa & sb:
                continue
            wa, wb = values_words(sa), values_words(sb)
            if max(sa) < min(sb):
                wa, wb = (wa if len(sa) == 1 else f"at most {max(sa)}"), (wb if len(sb) == 1 else f"at least {min(sb)}")
            elif max(sb) < min(sa):
                wa, wb = (wa if len(sa) == 1 else f"at least {min(sa)}"), (wb if len(sb) == 1 else f"at most {max(sb)}")
            return one, wa, two, wb
    return None


def _region_sum_words(ctx: Context, c, core: Sequence[int], wide: Sequence[int]) -> str:
    """``so r1c1, r2c1 and r3c1, its part in one box, add up to at least 10, and r4c2, its part in
    another, is at most 9``: two parts of a region sum line that can make no total in common (the
    cells of a part share a box, so they differ), the part with the named cells first; "" when no
    two parts say it (three or more break it together)."""
    segments = c.segments(ctx.puzzle, ctx.n)
    apart = _parts_apart([(tuple(seg), _distinct_sums([wide[i] for i in seg])) for seg in segments], core)
    if apart is None:
        return ""
    one, wa, other, wb = apart
    box = "region" if ctx.puzzle.regions else "box"
    first = f"{_run(ctx, one)}, its part in one {box}, {'add up to' if len(one) > 1 else 'is'} {wa}"
    second = f"{_run(ctx, other)}, its part in another, {'add up to' if len(other) > 1 else 'is'} {wb}"
    return f"so {first}, and {second}"


def _indexer_words(ctx: Context, c, cell: int, m: Sequence[int]) -> str:
    """``so r4c2 must hold 5, but it is 1, 3 or 7``: where an indexer cell's digits would put its
    number, none of those cells able to take it, or ``but r7c5 is 1, which only r7c1 = 5 would
    put there``; "" when neither says it (the indexer breaks otherwise)."""
    number, target = c.targets(ctx.puzzle, ctx.n)[cell]
    for v, t in enumerate(target, 1):  # a cell that can only hold the number, not pointed at
        if t != cell and m[t] == 1 << number and not m[cell] >> v & 1:
            return f"but {ctx.cell(t)} is {number}, which only {ctx.cell(cell)} = {v} would put there"
    vs = bits_of(m[cell])
    if not vs or len(vs) > 5:
        return ""
    ts = [target[v - 1] for v in vs]
    if any(t == cell or m[t] >> number & 1 for t in ts):
        return ""
    listed = all(len(bits_of(m[t])) <= 3 for t in ts)  # (else: what they lack)
    if len(ts) == 1:
        if not listed:
            return f"so {ctx.cell(ts[0])} must hold {number}, which is ruled out there"
        return f"so {ctx.cell(ts[0])} must hold {number}, but it is {fmt_digits(m[ts[0]], 'or')}"
    where = join([ctx.cell(t) for t in ts], "or")
    if not listed:
        return f"which puts {number} in {where}, but it is ruled out in each"
    return f"which puts {number} in {where}, but {_cells_are(ctx, m, ts)}"


def _between_words(ctx: Context, c, core: Sequence[int], wide: Sequence[int]) -> str:
    """``so the digits on the line lie within 2 to 3, which r4c5 cannot hold``: the line's digits
    lie strictly between its circles', so within what the circles' candidates leave; "" when the
    named cells on the line can (it breaks otherwise)."""
    ends = c.ends()
    held = bits_of(wide[ends[0]] | wide[ends[1]])
    inner = [i for i in c.inner() if i in core]
    if not held or not inner:
        return ""
    lo, hi = held[0] + 1, held[-1] - 1
    if lo > hi:
        return "so no digit lies strictly between its circles' digits"
    within = sum(1 << d for d in range(lo, hi + 1))
    out = [i for i in inner if not wide[i] & within]
    if not out:
        return ""
    which = join([ctx.cell(i) for i in out])
    return f"so the digits on the line lie within {_span(lo, hi)}, which {which} cannot hold"


def _entropic_words(ctx: Context, c, core: Sequence[int], wide: Sequence[int]) -> str:
    """``so r6c7 is high (7-9) and r9c9 low or middle, but the line puts them, 3 cells apart, in
    one band``: two named cells whose bands the line makes the same (a multiple of 3 apart) or
    different (else); "" when no two named cells say it."""
    from str8ts_gui.kinds.sudoku.variants.entropic import BAND_NAMES, band_masks, band_name

    n = ctx.n
    masks = band_masks(n)
    pos = {i: k for k, i in enumerate(c.cells)}
    named = sorted((i for i in core if i in pos), key=pos.get)

    def bands(i: int) -> list[int]:
        return [b for b in range(3) if wide[i] & masks[b]]

    def said(i: int) -> str:
        bs = bands(i)
        return band_name(bs[0], n) if len(bs) == 1 else join([BAND_NAMES[b] for b in bs], "or")

    for k, a in enumerate(named):
        for b in named[k + 1 :]:
            apart = pos[b] - pos[a]
            ba, bb = bands(a), bands(b)
            if apart % 3 == 0 and not set(ba) & set(bb):
                return f"so {ctx.cell(a)} is {said(a)} and {ctx.cell(b)} {said(b)}, but the line puts them, {apart} cells apart, in one band"
            if apart % 3 and len(ba) == 1 and ba == bb:
                return f"so {ctx.cell(a)} and {ctx.cell(b)} are both {said(a)}, but the line puts them, {apart} cells apart, in different bands"
    return ""


def _zipper_words(ctx: Context, c, core: Sequence[int], wide: Sequence[int]) -> str:
    """``so r7c6 and r3c4 add up to at least 8, but the centre r5c5 is at most 7``: two parts of a
    zipper line (a pair equally far from its centre, or its centre cell) that can make no total in
    common, a part with the named cells first; "" when no two say it."""
    from str8ts_gui.kinds.sudoku.variants.zipper import pair_sums

    parts: list[tuple[tuple[int, ...], set[int]]] = []
    for a, b in c.pairs():
        parts.append(((a, b), set(bits_of(pair_sums(wide[a], wide[b])))))
    centre = c.centre()
    if centre is not None:
        parts.append(((centre,), set(bits_of(wide[centre]))))
    apart = _parts_apart(parts, core)
    if apart is None:
        return ""
    one, wa, two, wb = apart

    def part(cells: tuple[int, ...], words: str) -> str:
        if len(cells) == 1:
            return f"the centre {ctx.cell(cells[0])} is {words}"
        return f"{ctx.cell(cells[0])} and {ctx.cell(cells[1])} add up to {words}"

    return f"so {part(one, wa)}, but {part(two, wb)}"


def _quadruple_words(ctx: Context, c, wide: Sequence[int]) -> str:
    """``so only r3c4 and r4c4 are left for 3, 4 and 5``: the circle's digits need more of its
    four cells than can hold one of them; "" when that is not why it breaks."""
    needs = c.needs()
    mask = sum(1 << d for d in needs)
    for d in needs:
        if not any(wide[i] >> d & 1 for i in c.cells):
            return f"so none of the four cells can hold {d}"
    able = [i for i in c.cells if wide[i] & mask]
    if len(able) >= sum(needs.values()):
        return ""
    digits = fmt_digits(sorted(c.values))
    if not able:
        return f"so none of the four cells can hold {digits}"
    return f"so only {join([ctx.cell(i) for i in able])} {'are' if len(able) > 1 else 'is'} left for {digits}"


def rule_reason(ctx: Context, r: int, m: Sequence[int], with_ways: bool = False) -> str:
    """Why rule ``r`` cannot be kept with the candidates ``m``, in a clause: the candidates of the
    cells that break it and what the rule asks of them (``r4c3 is 8 and r5c3 3 or 9, no two
    adding up to 10``; ``r4c4 is 9 and r4c5 8, so its cells add up to at least 18, not 15``);
    "" when that is not known (a rule of the whole board, or one that does not break there)."""
    info = ctx.rules[r]
    if not info.cells:
        return ""
    try:
        core, alone = _core(ctx, info, m, with_ways)
    except Exception:  # noqa: BLE001 - a rule whose pruning fails on wider candidates: no reason
        return ""
    if not core:
        return ""
    c = info.rule
    kind = getattr(c, "rule", "")
    if kind in ("sandwich", "xsum") and alone:
        try:
            said = _sandwich_reason(ctx, c, m) if kind == "sandwich" else _xsum_reason(ctx, c, m)
        except Exception:  # noqa: BLE001 - a rule whose fields differ: said as the rule says
            said = ""
        if said:
            return said
    n = ctx.n
    kind = getattr(c, "rule", "")
    facts = _cells_are(ctx, m, core)
    full = ctx.shape.full
    wide = [m[i] if i in core else full for i in range(len(m))]
    says = ""
    try:
        # (the words of a pair or a line's two cells say what the rule's own pruning found: only
        # when that alone breaks it, not the cells that see each other, are they the reason)
        pair = alone and len(core) == 2 and tuple(core) in (tuple(info.cells[:2]), tuple(info.cells[:2][::-1]))
        one = alone and len(core) == 1 and len(info.cells) == 2  # a cell of a dot with no digit to go with
        them = "it" if one and is_single(m[core[0]]) else "any of them"
        if kind == "xv" and pair:
            says = f"no two adding up to {c.total}"
        elif kind == "xv" and one:
            says = f"and no digit adds up to {c.total} with {them}"
        elif kind == "kropki" and pair:
            k = c.amount
            if c.black:
                says = "neither digit twice the other" if k == 2 else f"neither digit {k} times the other"
            else:
                says = "no two consecutive" if k == 1 else f"no two {k} apart"
        elif kind == "kropki" and one:
            k = c.amount
            if c.black:
                says = f"and no digit is twice or half {them}" if k == 2 else f"and no digit is {k} times or a {k}th of {them}"
            else:
                says = f"and no digit is {k} away from {them}"
        elif kind == "whispers" and alone and len(core) == 2:
            a, b = sorted(c.cells.index(i) for i in core)
            if b - a == 1:
                says = f"no two {c.min_gap(n)} or more apart"
            elif b - a == 2:
                says = f"leaving {ctx.cell(c.cells[a + 1])}, between them on the line, no digit {c.min_gap(n)} or more from both"
        elif kind == "thermo" and alone and len(core) == 2:
            a, b = sorted(c.cells.index(i) for i in core)
            later = ctx.cell(c.cells[b])
            if b - a == 1:
                says = f"but {later} comes next on it and must be higher"
            else:
                says = f"but {later}, {b - a} cells further from the bulb, must be at least {b - a} higher"
        elif kind == "killer" and c.total:
            says = _sum_words((c.cells,), wide, c.total, "its cells add", "")
        elif kind == "littlekiller":
            says = _sum_words(c.groups(ctx.puzzle), wide, c.total, "the diagonal adds", " in each box")
        elif kind == "arrow" and len(c.bulb) == 1:
            line = [wide[i] for i in c.line]
            lo = sum(bits_of(x)[0] for x in line)
            hi = sum(bits_of(x)[-1] for x in line)
            if c.bulb[0] in core:
                says = f"so the line adds up to {_span(lo, hi)}, not {fmt_digits(wide[c.bulb[0]], 'or')}"
            elif lo > n:
                says = f"so the line adds up to at least {lo}, more than its circle can hold"
        elif kind == "renban" and alone:
            union = 0
            for i in core:
                union |= m[i]
            k = len(c.cells)
            run = (1 << k) - 1
            if len(core) == k and not any((run << lo) & union == run << lo for lo in range(1, n - k + 2)):
                says = f"with no run of {k} consecutive digits among them"
            else:
                says = f"no run of {k} consecutive digits holds them"
        elif kind == "renban" and not _renban_fits(m, core, len(c.cells), n):
            # (a renban's digits all differ: its own words say it, no cells seeing each other needed)
            says, alone = f"and no run of {len(c.cells)} consecutive digits gives them different digits", True
        elif kind == "region_sum":
            says = _region_sum_words(ctx, c, core, wide)
        elif kind == "indexer" and len(core) == 1:
            says = _indexer_words(ctx, c, core[0], m)
        elif kind == "clone" and alone and len(core) == 2 and any(set(p) == set(core) for p in c.pairs()):
            says = "which the clones make equal"
        elif kind == "entropic":
            says = _entropic_words(ctx, c, core, wide)
        elif kind == "zipper":
            says = _zipper_words(ctx, c, core, wide)
        elif kind == "between":
            says = _between_words(ctx, c, core, wide)
        elif kind == "quadruple":
            says = _quadruple_words(ctx, c, wide)
        elif kind == "palindrome" and alone and len(core) == 2:
            k = len(c.cells)
            a, b = (c.cells.index(i) for i in core)
            if a + b == k - 1:
                says = "which the line makes equal"
    except Exception:  # noqa: BLE001 - a rule whose fields differ: said as the rule says
        says = ""
    if not says:
        from str8ts_gui.kinds.sudoku.logic.variant_base import rule_says

        said = rule_says(c, n)
        says = f"but {said}" if said else "which it cannot take"
    seeing = "" if alone else ", cells that see each other differing"
    return f"{facts}, {says}{seeing}"


def locked_phrase(why: str, ds: Sequence[int], where: str | None = None, *, one: bool = True) -> str | None:
    """The words for digits ``ds`` that locked candidates took from a cell (``where``: the cells
    it took them from, one cell or more (``one``); None for "it", the cell whose candidates the
    sentence is about): ``box 2 has its 6 only in cells it sees``, ``r1c4 and r2c4 see every
    place left for 6 in box 2``, ``row 7 has its 5 only beside it, which rules out 4 and 6``.
    (It said "locked candidates in box 2 takes 6".) None for any other reason."""
    if not why.startswith(LOCKED_WHY):
        return None
    unit = why[len(LOCKED_WHY) :]
    if unit.endswith(")") and TOUCHING_WHY in unit:
        unit, d = unit[:-1].split(TOUCHING_WHY)
        if where is None:
            return f"{unit} has its {d} only beside it, which rules out {fmt_digits(ds)}"
        return f"every place left for {d} in {unit} is beside {where}"
    if where is None:
        return f"{unit} has its {fmt_digits(ds)} only in cells it sees"
    return f"{where} {'sees' if one else 'see'} every place left for {fmt_digits(ds)} in {unit}"


def empty_reason(ctx: Context, events: Sequence[Event], hist: Sequence[int], named: list[int]) -> str:
    """Why a cell has no candidate left, from its events ``hist``: ``it sees 4 in r3c5 and 7 in
    r1c3 and the white Kropki dot between r3c3 and r3c4 rules out 9`` (the rules it names
    added to ``named``)."""
    seen: list[str] = []
    by_rule: dict[object, list[int]] = {}
    # a pair rule of the whole board (non-consecutive): per neighbour whose events it relied on,
    # the digits it took and the neighbour's digit (once placed)
    beside: dict[int, dict[int, tuple[list[int], list[int]]]] = {}
    for k in hist:
        ev = events[k]
        if ev.placed:
            continue
        if ev.why == "peer" and ev.deps:
            src = events[ev.deps[0]]
            seen.append(f"{src.digit} in {ctx.cell(src.cell)}")
        elif isinstance(ev.why, int) and not ctx.rules[ev.why].cells and ev.deps:
            by_rule.setdefault(ev.why, [])
            ds, placed = beside.setdefault(ev.why, {}).setdefault(events[ev.deps[0]].cell, ([], []))
            ds.append(ev.digit)
            placed.extend(events[j].digit for j in ev.deps if events[j].placed)
        else:
            by_rule.setdefault(ev.why, []).append(ev.digit)
    parts = [f"it sees {join(seen)}"] if seen else []
    for why, ds in by_rule.items():
        if why in beside:
            near = [
                f"{fmt_digits(got)} beside {ctx.cell(x)}" + (f" = {placed[-1]}" if placed else "")
                for x, (got, placed) in beside[why].items()
            ]
            parts.append(f"{rule_name(ctx, why)} rules out {join(near)}")
        elif isinstance(why, int):
            named.append(why)
            parts.append(f"{rule_name(ctx, why)} rules out {fmt_digits(ds)}")
        elif why.startswith("hidden single in "):
            parts.append(f"{why[len('hidden single in '):]} puts another digit there")
        else:
            parts.append(locked_phrase(why, ds) or f"{why} {'takes' if len(ds) == 1 else 'take'} {fmt_digits(ds)}")
    return join(parts)


def place_reason(
    ctx: Context, events: Sequence[Event], hist: Sequence[Sequence[int]], unit: Sequence[int], d: int, named: list[int]
) -> str:
    """Why ``unit`` has no place left for ``d``: per cell that had it, what took it (``r4c3 is
    3, r4c5 and r4c7 see the 7 in r6c5``; the rules it names added to ``named``)."""
    by_source: dict[object, list[int]] = {}
    others: list[str] = []
    for x in unit:
        gone = [k for k in hist[x] if events[k].digit == d and not events[k].placed]
        placed = [events[k].digit for k in hist[x] if events[k].placed]
        if not gone:
            if placed and placed[0] != d:  # a digit placed there took the cell
                others.append(f"{ctx.cell(x)} is {placed[0]}")
            continue  # (else it had no d to begin with)
        ev = events[gone[0]]
        if placed and placed[0] != d and ev.why != "peer":
            others.append(f"{ctx.cell(x)} is {placed[0]}")
        elif ev.why == "peer" and ev.deps:
            by_source.setdefault(("peer", events[ev.deps[0]].cell), []).append(x)
        else:
            by_source.setdefault(ev.why, []).append(x)
    parts = list(others)
    for why, cells in by_source.items():
        where = join([ctx.cell(x) for x in cells])
        if isinstance(why, tuple):
            parts.append(f"{where} {'sees' if len(cells) == 1 else 'see'} the {d} in {ctx.cell(why[1])}")
        elif isinstance(why, int):
            named.append(why)
            parts.append(f"{rule_name(ctx, why)} rules it out of {where}")
        else:
            parts.append(locked_phrase(why, [d], where, one=len(cells) == 1) or f"{why} takes it from {where}")
    if not parts:  # none of its cells had the digit when the assumption was made
        return f"none of its cells has {d} among its candidates"
    return join(parts)
