"""Contradiction and forcing steps with every rule: the last resort of the variant ladder, before the
solver's proved step.

* **Rule contradiction** (Nishio with the rules) -- assume a candidate, follow naked and hidden
  singles and every rule's pruning (:mod:`.variant_propagate`); if that breaks the grid (a cell
  without a candidate, a unit without a place for a digit, a rule that cannot be kept), the
  candidate is false. Like dclamage's solver, cells with two candidates are tried first, then
  three..., and within that the contradiction reached with the fewest placements is told.
* **Rule forcing chain** -- every candidate of one cell (or every place of a digit in a unit)
  leads to the same elimination or placement, which therefore holds.
* **Nested rule contradiction** -- assume a candidate and follow it with the deep propagation;
  if that leaves a cell every candidate of which, followed in turn with singles and the rules,
  breaks the grid, the candidate is false (a candidate of such a cell that breaks by itself is
  dropped on the way). Cells with two candidates first, three only when that finds nothing.
  Rated 8.6 (+0.2 for three) plus the chain's length: beyond the forcing chains.

The step tells the chain: the placements the contradiction relied on (traced back from it), each
with why (naked single, hidden single, the rule that left one digit), then what broke.

The propagation is bounded by the grid (each event removes a candidate), and the shown chain
by :data:`MAX_SHOWN` placements. Results are cached on the puzzle's context: a candidate whose
propagation reached a fixpoint F without contradiction still does so from any later grid that
keeps every candidate of F (the propagation is monotone), and one that broke still breaks; a
nested search goes on from where the same assumption's last one ended (what it proved holds in
any grid within the one it was found from).

The searches are bounded in propagation work (:func:`.variant_propagate.work_done`, a count, not
time, so what they find does not depend on the machine or its load): each search
:data:`CONTRADICTION_WORK`, each nested pass :data:`NESTED_WORK` (and :data:`NESTED_DRY` after a
step without another), and a whole solution path :data:`PATH_WORK` (:func:`path_budget`). A
search out of work finds nothing more; the logic then stalls as when nothing is found.

Both are rated as the hardest class (Diabolical): 7.5 and 8.0 (Sudoku Explainer's Nishio and
forcing chains) plus up to 0.6 for the chain's length.
"""

from __future__ import annotations

import re
import struct
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from itertools import compress
from operator import and_, gt, ne, or_
from typing import Iterator, Sequence

from str8ts_gui.kinds.sudoku.logic.common import make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, context, join, own_contexts
from str8ts_gui.kinds.sudoku.logic.variant_propagate import (
    LOCKED_WHY, Trace, is_single, locked_phrase, propagate, rule_name, trace, work_done,
)

__all__ = [
    "CONTRADICTION",
    "CONTRADICTION_WORK",
    "lower_first",
    "DEEP_BUDGET",
    "FORCING",
    "MAX_SHOWN",
    "NESTED",
    "NESTED_WORK",
    "PATH_WORK",
    "deep_contradiction",
    "path_share",
    "deep_forcing",
    "nested_contradiction",
    "path_budget",
    "rule_contradiction",
    "rule_forcing",
    "rule_label",
]

CONTRADICTION = 7.5
FORCING = 8.0
STRONG = 0.2  # added when the propagation needs locked candidates and the rules' ways
DEEP_BUDGET = 150  # new deep propagations one step may run
MAX_SHOWN = 14  # placements told in a chain; the rest are counted
# the budgets, in propagation work (:func:`.variant_propagate.work_done`: placements, units
# searched, links checked, rules pruned; about 10 microseconds a unit on the 2-core test machine),
# so that what the steps find does not depend on the machine or its load: one search of the rule
# contradiction, the forcing chains or their deep forms (the costliest seen on the benchmarks'
# puzzles: 206,000, the first search of "Bird in a Storm", from cold caches; the next 50,000);
# one pass of the nested step (:data:`NESTED_WORK`); and a whole solution path
# (:func:`path_budget`) in all of these steps together (the costliest solved puzzle of the
# benchmarks: 1.09 million)
CONTRADICTION_WORK = 500_000
PATH_WORK = 1_500_000


class _PathWork(list):
    """The work a solution path may still spend (a one-item list), with the shares of their own
    that some steps keep beside it (:func:`path_share`)."""

    __slots__ = ("shares",)

    def __init__(self, work: int) -> None:
        super().__init__([work])
        self.shares: dict = {}


# the path being walked (its _PathWork), None when no path is walked; a context variable, so a
# hint asked in one thread is not charged to a path walked in another
_PATH: ContextVar[_PathWork | None] = ContextVar("variant_path_work", default=None)


@contextmanager
def path_budget(work: int | None = None):
    """Within it (a solution path being walked), the contradiction, forcing and nested steps
    together do at most ``work`` (default :data:`PATH_WORK`) propagation work; then they find
    nothing, and the logic stalls (as when they find nothing by themselves). Outside (a hint),
    each search has only its own budget."""
    path = _PathWork(PATH_WORK if work is None else work)
    token = _PATH.set(path)
    try:
        with own_contexts():  # (its caches start cold: the same path in any thread, after any hint)
            yield
    finally:
        _PATH.reset(token)


def path_share(name: str, amount: int) -> list[int] | None:
    """What a step with a share of its own (``name``) may still spend in the solution path being
    walked, a one-item list (``[amount]`` when the path begins; the step takes from it), kept on
    that path's own budget, so two paths walked at once in two threads each have theirs; None
    outside a path (a hint)."""
    path = _PATH.get()
    if path is None:
        return None
    share = path.shares.get(name)
    if share is None:
        share = path.shares[name] = [amount]
    return share


class _Work:
    """One search's budget: at most ``most`` work, and no more than the path has left; the
    search charges the path for what it did (:meth:`charge`) before it yields or returns.
    ``share``: a one-item list of work left to charge instead of the path's (a step with a
    share of its own, :mod:`.variant_nested`); by default the path's (:func:`path_budget`)."""

    def __init__(self, most: int, share: list[int] | None = None) -> None:
        self.mark = work_done()
        self.path = share if share is not None else _PATH.get()
        self.limit = self.mark + (most if self.path is None else max(0, min(most, self.path[0])))

    def over(self) -> bool:
        return work_done() >= self.limit

    def charge(self) -> None:
        now = work_done()
        if self.path is not None:
            self.path[0] -= now - self.mark
        self.mark = now


def rule_label(c, n: int) -> str:
    """A short name of a rule for a chain: ``killer cage 15 at r4c4``, ``the arrow at r1c1``; a rule
    between two cells by both, as its own step names it: ``black Kropki dot between r7c3 and
    r8c3``, ``X (sum 10) between r1c1 and r1c2``."""
    from str8ts_gui.core.puzzle import cell_name

    pair = _pair_words(c, n)
    if pair:
        return pair
    cells = getattr(c, "cells", None) or getattr(c, "bulb", None) or c.area()
    if not cells:
        f = getattr(c, "diagonal", None) or getattr(c, "line_cells", None) or getattr(c, "line", None)
        try:
            cells = f(n) if callable(f) else ()
        except TypeError:
            cells = ()
    where = f" at {cell_name(cells[0], n)}" if cells else ""
    title = lower_first(c.title or c.rule)
    total = getattr(c, "total", None)
    if c.rule in ("killer", "littlekiller", "sandwich", "xsum") and total:
        title = f"{title} {total}"
    return f"{title}{where}"


def _pair_words(c, n: int) -> str:
    """A rule between two cells (a Kropki dot, an XV) as its own step names it, the first word
    in lower case (``white Kropki dot between r7c3 and r8c3``; ``X (sum 10) between ...`` keeps
    its letter); "" for any other rule."""
    cells = getattr(c, "cells", None)
    if not isinstance(cells, tuple) or len(cells) != 2 or isinstance(cells[0], bool):
        return ""
    try:
        text = c.describe(n)
    except Exception:  # noqa: BLE001 - a rule that cannot describe itself: named at its first cell
        return ""
    from str8ts_gui.core.puzzle import cell_name

    a, b = (cell_name(i, n) for i in cells)
    if not text.endswith(f" between {a} and {b}"):
        return ""
    first = text.split()[0]
    return text if len(first) == 1 else lower_first(text)


def lower_first(title: str) -> str:
    """A rule's title inside a sentence: "killer cage", "Kropki dot", "XV", "German whispers"."""
    word = title.split()[0] if title else ""
    if not word or word in ("Kropki", "German") or len(word) > 1 and not word[1].islower():
        return title
    return title[0].lower() + title[1:]


def _length_bonus(placements: int) -> float:
    bonus = 0.0
    step = 2
    while placements > step and bonus < 0.6:
        bonus += 0.1
        step *= 2
    return bonus


def _pack(masks) -> int:
    """Candidate masks packed in one int, 32 bits a cell (one ``&`` tells whether a grid keeps
    every candidate of another)."""
    return int.from_bytes(_packer(len(masks)).pack(*masks), "little")


def _unpack(packed: int, cells: int) -> list[int]:
    """The masks :func:`_pack` packed (``cells`` of them)."""
    return list(_packer(cells).unpack(packed.to_bytes(4 * cells, "little")))


def _packed_cells(packed: int) -> list[int]:
    """The cells whose mask is not 0 in masks packed by :func:`_pack`, in order (few, as a
    grid's loss since a fixpoint: one step at a time over the set bits)."""
    out = []
    at = 0
    while packed:
        c = ((packed & -packed).bit_length() - 1) >> 5
        out.append(at + c)
        packed >>= 32 * c + 32
        at += c + 1
    return out


@lru_cache(maxsize=8)
def _packer(cells: int) -> struct.Struct:
    return struct.Struct(f"<{cells}I")  # (a mask, digits up to 16, fits 32 bits)


class _Scan:
    """The outcome of assuming each candidate of a grid, cached on the context.

    Each entry remembers the grid it was found from: it holds for any grid within that one
    (every candidate of the new grid a candidate of the old), as the grids of one path are, and
    is found again (from scratch) for any other grid (another position, or another puzzle of the
    same rules)."""

    def __init__(self, ctx: Context, strong: bool, g: CandidateGrid, work: _Work | None = None) -> None:
        memo = ctx.memo.setdefault("forcing-strong" if strong else "forcing", {"fix": {}, "bad": {}})
        # (cell, digit) -> (fixpoint, grid masks it was found from, the fixpoint packed in one int)
        self.fix: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...], int]] = memo["fix"]
        # (cell, digit) -> (placements to break, grid masks it was found from)
        self.bad: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = memo["bad"]
        self.ctx = ctx
        self.strong = strong
        self.grid = g
        self.packed = _pack(g.masks)
        self.runs = 0  # propagations this scan ran (not taken from the cache)
        self.work = work if work is not None else _Work(CONTRADICTION_WORK)
        self._within: dict[int, bool] = {}

    def over(self) -> bool:
        """A scan that ran out of its budget (it then finds nothing more): its work, or for a
        deep scan :data:`DEEP_BUDGET` propagations."""
        return self.strong and self.runs > DEEP_BUDGET or self.work.over()

    def _holds(self, H: tuple[int, ...]) -> bool:
        """Whether an entry found from grid masks ``H`` holds for this scan's grid."""
        M = self.grid.masks
        if H is M:
            return True
        k = id(H)
        got = self._within.get(k)
        if got is None:
            got = all(not a & ~b for a, b in zip(M, H))
            self._within[k] = got
        return got

    def cost(self, i: int, d: int) -> int:
        return self.bad[(i, d)][0]

    def outcome(self, g: CandidateGrid, i: int, d: int) -> tuple[int, ...] | None:
        """The fixpoint of assuming ``(i, d)``, None when it breaks."""
        key = (i, d)
        hit = self.bad.get(key)
        if hit is not None and self._holds(hit[1]):
            return None
        entry = self.fix.get(key)
        M = g.masks
        base = 0
        if entry is not None and self._holds(entry[1]):
            F = entry[0]
            P = entry[2]
            if P & self.packed == P:
                return F  # the grid kept every candidate of the fixpoint
            # the grid lost candidates since: go on from the old fixpoint less those (the same
            # fixpoint as from the grid, the propagation being monotone); X = F & M cell by
            # cell, and the cells where it differs from F, read from the packed masks
            X = _unpack(P & self.packed, len(F))
            changed = _packed_cells(P & ~self.packed)
            if not changed:
                return F
            if not all(X):
                r = None
            else:
                spread = list(map(is_single, F))
                # (the singles not spread yet are among the changed cells)
                r = propagate(self.ctx, X, g.values, changed, strong=self.strong, spread=spread, singles=changed)
                if r.masks is None:
                    base = sum(map(gt, spread, map(is_single, M)))  # singles of F open in M
        else:
            r = propagate(self.ctx, M, g.values, assume=key, strong=self.strong)
        self.runs += 1
        if r is None or r.masks is None:
            self.bad[key] = (base + (r.placed if r is not None else 0), M)
            self.fix.pop(key, None)
            return None
        F = tuple(r.masks)
        self.fix[key] = (F, M, _pack(F))
        self.bad.pop(key, None)
        return F


def _chain_words(
    ctx: Context,
    t: Trace,
    keep: list[int],
    start: tuple[int, int],
    most: int = MAX_SHOWN,
    must: frozenset[int] | set[int] = frozenset(),
) -> tuple[str, list[int], int, set[int], set[int]]:
    """(the placements of ``keep`` told in order, their cells, how many placements, the two
    cells of each rule between two cells told as a reason, the cells of every rule told).
    Beyond ``most`` placements, the first and the last are told, and those in the cells
    ``must`` (the cells what follows the chain names: "r7c5 is 7"), and the next first ones up
    to ``most - 1`` in all; the others are counted where they stand (``... 9 more ...``).

    A placement the rules made (a naked single whose last candidate a rule's pruning took
    away) is told with that rule: the one that removed the digit before it (a rule's pruning
    may take a digit from a cell outside the rule, one that sees every place the rule leaves it:
    its cells are then highlighted with the step's)."""
    n = ctx.n
    parts = []
    cells = []
    named: set[int] = set()
    used: set[int] = set()
    for k in keep:
        ev = t.events[k]
        if not ev.placed or (ev.cell, ev.digit) == start:
            continue
        cells.append(ev.cell)
        why = ev.why
        rule = None
        if why == "naked single":
            rule = _last_rule(ctx, t, ev.cell, k)
            if rule is not None:
                info = ctx.rules[rule]
                why = f"the {rule_label(info.rule, n) if info.cells else global_label(info.rule)}"
        parts.append((f"{ctx.cell(ev.cell)} = {ev.digit} ({why})", rule))
    count = len(parts)
    shown = parts
    if count > most:
        told = {0, count - 1} | {j for j, c in enumerate(cells) if c in must}
        j = 0
        while len(told) < most - 1:  # (the first ones; a count stands for the rest)
            told.add(j)
            j += 1
        shown = []
        gap = 0
        for j, part in enumerate(parts):
            if j not in told:
                gap += 1
                continue
            if gap == 1:
                shown.append(parts[j - 1])  # (one placement: told rather than counted)
            elif gap:
                shown.append((f"... {gap} more ...", None))
            gap = 0
            shown.append(part)
    for _, rule in shown:
        if rule is not None:
            c = ctx.rules[rule].rule
            if _pair_words(c, n):  # (the two cells of the dot, as its own step lights them)
                named |= set(c.cells)
            used |= set(ctx.rules[rule].cells)
    return ", ".join(words for words, _ in shown), cells, count, named, used


def _gone_words(ctx: Context, t: Trace, k: int, start: tuple[int, int], g: CandidateGrid | None = None) -> tuple[str, int | None]:
    """Why the event ``k`` of a forcing chain took the digit it removes (``r4c8 sees the 7 in
    r5c7``, ``the killer cage 15 at r4c4 rules 7 out of r4c8``), "" when it is a placement the
    chain's words tell (a hidden single's among them: :func:`_told_event`); and the rule it
    names (its index) or None."""
    ev = t.events[k]
    cell = ctx.cell(ev.cell)
    if ev.placed:
        if (ev.cell, ev.digit) == start:  # the option's own cell: another digit of it goes
            return f"{cell} holds {ev.digit}", None
        return "", None  # (the chain's last placement)
    why = ev.why
    if why == "peer" and ev.deps:
        src = t.events[ev.deps[0]]
        return f"{cell} sees the {ev.digit} in {ctx.cell(src.cell)}", None
    if isinstance(why, int) and ctx.rules[why].rule is not None:
        return f"{rule_name(ctx, why)} rules {ev.digit} out of {cell}", why
    if isinstance(why, str) and why.startswith(LOCKED_WHY):
        locked = _locked_words(ctx, t, k, g) if g is not None else ""
        return locked or locked_phrase(why, [ev.digit], cell), None
    return _untraced_words(ctx, ev.digit, ev.cell), None


def _untraced_words(ctx: Context, e: int, x: int) -> str:
    """A branch whose trace does not say how ``e`` left ``x``: ``the singles and the rules take 7
    from r4c8``. (It said "7 leaves r4c8", which the step's last sentence, "So 7 leaves r4c8",
    said again.)"""
    return f"the singles and the rules take {e} from {ctx.cell(x)}"


def _locked_words(ctx: Context, t: Trace, k: int, g: CandidateGrid) -> str:
    """Why locked candidates took a digit from a cell in a forcing chain, the places and what
    the cell sees: ``1 in box 1 can only go in r2c1 or r2c2 (locked in row 2), and r2c9 sees
    both``, ``8 in box 1 can only go in r1c2 or r2c3, and r2c4 sees both (through a knight's
    move)`` (it said "the locked candidates in box 1 take 1 from r2c9", the cell outside the
    box). "" for the locked candidates through the touching cells, or when the places cannot be
    read back."""
    from str8ts_gui.kinds.sudoku.logic.variant_structures import _why_sees

    ev = t.events[k]
    sh = ctx.shape
    name = ev.why[len(LOCKED_WHY) :]
    if name not in sh.unit_names:
        return ""  # (through the touching cells: "... (touching every place of 3)")
    u = sh.unit_names.index(name)
    d, x = ev.digit, ev.cell

    def holds(c: int) -> bool:  # whether cell c still had d when event k took it from x
        if not g.masks[c] >> d & 1:
            return False
        for j in t.hist_of(c):
            if j >= k:
                break
            e = t.events[j]
            if e.placed and e.digit != d or not e.placed and e.digit == d:
                return False
        return True

    places = [c for c in sh.units[u] if holds(c)]
    if len(places) < 2 or not all(sh.peer_bits[c] >> x & 1 for c in places):
        return ""
    many = "both" if len(places) == 2 else "all of them"
    line = [v for v in range(len(sh.units)) if v != u and all(v in sh.units_of[c] for c in places + [x])]
    head = f"{d} in {name} can only go in {join([ctx.cell(c) for c in places], 'or')}"
    if line:
        return f"{head} (locked in {sh.unit_names[line[0]]}), and {ctx.cell(x)} sees {many}"
    hows = sorted(_why_sees(g, x, places))
    through = f" (through {join(hows)})" if hows else ""
    return f"{head}, and {ctx.cell(x)} sees {many}{through}"


def _last_rule(ctx: Context, t: Trace, cell: int, placed: int) -> int | None:
    """The rule (its index) whose pruning took the last candidate but one from ``cell`` before
    the event ``placed`` put its digit there, or None when the last to go went otherwise (a
    peer's digit, locked candidates)."""
    gone = [j for j in t.hist_of(cell) if j < placed and not t.events[j].placed]
    if not gone:
        return None
    why = t.events[gone[-1]].why
    if not isinstance(why, int) or ctx.rules[why].rule is None:
        return None
    return why


def global_label(c) -> str:
    """A rule of the whole board in a sentence: "non-consecutive rule", "rule 'every black dot
    given'"."""
    title = c.title or c.rule
    if title.startswith("Every"):
        return f"rule '{lower_first(title)}'"
    return f"{lower_first(title)} rule"


def _rules_used(ctx: Context, t: Trace, keep: list[int], words: str, broken: str = "") -> str:
    """`` (using the non-consecutive rule and the arrow at r1c1)``: the rules whose eliminations
    the chain relied on, those its placements do not name already."""
    n = ctx.n
    labels: list[str] = []
    for k in keep:
        why = t.events[k].why
        if isinstance(why, int):
            c = ctx.rules[why].rule
            label = rule_label(c, n) if ctx.rules[why].cells else global_label(c)
            if f"the {label}" not in words and label not in labels and label not in broken:
                labels.append(label)
    if not labels:
        return ""
    if len(labels) > 4:
        labels = labels[:3] + [f"{len(labels) - 3} more rules"]
    return " (using " + join([f"the {x}" if not x[0].isdigit() else x for x in labels]) + ")"


def _contradiction_step(ctx: Context, g: CandidateGrid, i: int, d: int, strong: bool) -> Step | None:
    t = trace(ctx, g.masks, g.values, (i, d), strong=strong)
    if t.broken is None:
        return None  # (the fast and the traced propagation disagree: no step rather than a wrong one)
    keep = t.ancestors()
    words, cells, count, named, used = _chain_words(ctx, t, keep, (i, d))
    head = f"Suppose {ctx.cell(i)} were {d}"
    text = f"{head}: {words}; then {t.broken.text}" if words else f"{head}: then {t.broken.text}"
    text += _rules_used(ctx, t, keep, words, t.broken.text)
    text += f". So {ctx.cell(i)} is not {d}"
    rules = sorted({t.events[k].why for k in keep if isinstance(t.events[k].why, int)})
    area = set(cells) | set(t.broken.cells) | {i} | used
    for r in rules:
        area |= set(ctx.rules[r].cells)
    difficulty = CONTRADICTION + _length_bonus(count) + (STRONG if strong else 0.0)
    name = "Deep rule contradiction" if strong else "Rule contradiction"
    # no digits of a pattern: the board would put a disc on d in every cell of the chain (which
    # holds other digits there); the candidate supposed is the one struck out
    return make_step(name, difficulty, [i, *cells, *named], (), (), ((i, d),), text, sorted(area))


def rule_contradiction(g: CandidateGrid) -> Iterator[Step]:
    """A candidate whose singles and rule pruning break the grid is false (the one with the
    shortest propagation among the cells with the fewest candidates)."""
    yield from _contradictions(g, False)


def deep_contradiction(g: CandidateGrid) -> Iterator[Step]:
    """The same, the propagation also using locked candidates and each rule's ways with the
    cells that see each other (at most :data:`DEEP_BUDGET` new propagations a step, the
    candidates whose plain propagation went furthest first)."""
    yield from _contradictions(g, True)


def _contradictions(g: CandidateGrid, strong: bool) -> Iterator[Step]:
    if g.shape.classic or g.is_solved():
        return
    ctx = context(g)
    M = g.masks
    by_count: dict[int, list[int]] = {}
    for i in g.iter_open():
        by_count.setdefault(M[i].bit_count(), []).append(i)
    scan = _Scan(ctx, strong, g)
    work = scan.work
    if strong:
        # the deep scan tries first the candidates whose plain propagation went furthest (the
        # fewest candidates left), which break the most often, and tells the first that breaks
        weak = _Scan(ctx, False, g, work)
        order = []
        for i in g.iter_open():
            if M[i] & (M[i] - 1):
                for d in bits(M[i]):
                    if work.over():
                        work.charge()
                        return
                    F = weak.outcome(g, i, d)
                    if F is not None:
                        order.append((sum(map(int.bit_count, F)), i, d))
        order.sort()
        for _, i, d in order:
            if scan.over():
                break
            if scan.outcome(g, i, d) is None:
                step = _contradiction_step(ctx, g, i, d, strong)
                if step is not None:
                    work.charge()
                    yield step  # (a batch: the walk takes every one this pass finds)
        work.charge()
        return
    for k in sorted(by_count):
        if k < 2:
            continue
        best = None
        for i in by_count[k]:
            for d in bits(M[i]):
                if scan.over():
                    work.charge()
                    return
                if scan.outcome(g, i, d) is None:
                    cost = scan.cost(i, d)
                    if best is None or cost < best[0]:
                        best = (cost, i, d)
        if best is not None:
            step = _contradiction_step(ctx, g, best[1], best[2], strong)
            if step is not None:
                work.charge()
                yield step
                return
    work.charge()


def rule_forcing(g: CandidateGrid) -> Iterator[Step]:
    """Every candidate of a cell, or every place of a digit in a unit, leads (by singles and the
    rules) to the same eliminations or placement."""
    yield from _forcings(g, False)


def deep_forcing(g: CandidateGrid) -> Iterator[Step]:
    """The same with the deep propagation (see :func:`deep_contradiction`)."""
    yield from _forcings(g, True)


def _forcings(g: CandidateGrid, strong: bool) -> Iterator[Step]:
    if g.shape.classic or g.is_solved():
        return
    ctx = context(g)
    scan = _Scan(ctx, strong, g)
    step = _forcing(ctx, g, scan)
    scan.work.charge()
    if step is not None:
        yield step


def _forcing(ctx: Context, g: CandidateGrid, scan: _Scan) -> Step | None:
    sh = g.shape
    M = g.masks
    n2 = len(M)
    open_cells = [i for i in g.iter_open()]
    # cells, fewest candidates first
    sources: list[tuple[str, list[tuple[int, int]], list[int]]] = []
    for i in sorted(open_cells, key=lambda i: M[i].bit_count()):
        if M[i] & (M[i] - 1):
            sources.append(("cell", [(i, d) for d in bits(M[i])], [i]))
    cb = g.cand_bits
    for u in sh.unit_order:
        if len(sh.units[u]) != sh.size:
            continue
        for d in range(1, sh.size + 1):
            pos = cb[d] & sh.unit_bits[u]
            if pos and pos & (pos - 1) and pos.bit_count() <= 4:
                cells = bits(pos)
                sources.append((f"{sh.unit_names[u]}:{d}", [(c, d) for c in cells], cells))
    sources.sort(key=lambda s: len(s[1]))
    for label, options, cells in sources:
        outs = []
        for i, d in options:
            if scan.over():
                return None
            F = scan.outcome(g, i, d)
            if F is None:
                break  # a contradiction: the contradiction step tells it
            outs.append(F)
        else:
            union = outs[0] if outs else [0] * n2
            for F in outs[1:]:
                union = list(map(or_, union, F))
            el = [(x, e) for x in open_cells if M[x] & ~union[x] for e in bits(M[x] & ~union[x])]
            el = [(x, e) for x, e in el if (x, e) not in options]
            if not el:
                continue
            return _forcing_step(ctx, g, label, options, cells, el, scan.strong)
    return None


def _told_event(t: Trace, k: int) -> int:
    """The event a branch tells for the event ``k`` that took its digit: a hidden single's
    placement for the digits it takes from its cell (they rely on nothing, so the chain that
    made the single was left out: "if 1 is in r2c5 or r2c6: r1c2 = 3 (hidden single in column
    2)" told none of the placements that left 3 one place in column 2); ``k`` itself otherwise."""
    ev = t.events[k]
    if ev.placed or not (isinstance(ev.why, str) and ev.why.startswith("hidden single in ")):
        return k
    placed = [j for j in t.hist_of(ev.cell) if j > k and t.events[j].placed]
    return placed[0] if placed else k


def _forcing_step(ctx: Context, g: CandidateGrid, label: str, options, cells, el, strong: bool) -> Step:
    n = ctx.n
    target = el[0]
    x, e = target
    branches: dict[str, list[tuple[int, int]]] = {}  # what follows -> the options it follows from
    chain_cells: set[int] = set(cells)
    rule_cells: set[int] = set()  # the cells of the rules the chains tell as reasons
    longest = 0
    for i, d in options:
        t = trace(ctx, g.masks, g.values, (i, d), strong=strong)
        hit = [k for k, ev in enumerate(t.events) if ev.cell == x and (ev.digit == e and not ev.placed or ev.placed and ev.digit != e)]
        if not hit:  # (the traced propagation did not take it: said without naming a reason)
            branches.setdefault(_untraced_words(ctx, e, x), []).append((i, d))
            continue
        k = _told_event(t, hit[0])
        keep = t.ancestors_of([k])
        words, cs, count, named, used = _chain_words(ctx, t, keep, (i, d))
        last, rule = _gone_words(ctx, t, k, (i, d), g)
        if rule is not None:
            rule_cells |= set(ctx.rules[rule].cells)
        longest = max(longest, count)
        chain_cells |= set(cs) | named
        rule_cells |= used
        branches.setdefault(", ".join(w for w in (words, last) if w), []).append((i, d))
    parts = []
    for words, opts in branches.items():
        if len(opts) == 1:
            (i, d), = opts
            parts.append(f"if {ctx.cell(i)} = {d}: {words}")
        elif label.startswith("cell"):
            parts.append(f"if {ctx.cell(opts[0][0])} is {join([str(d) for _, d in opts], 'or')}: {words}")
        else:
            parts.append(f"if {opts[0][1]} is in {join([ctx.cell(i) for i, _ in opts], 'or')}: {words}")
    if label.startswith("cell"):
        head = f"Each candidate of {ctx.cell(cells[0])} ({join([str(d) for _, d in options], 'or')})"
    else:
        unit, d = label.rsplit(":", 1)
        head = f"Each place of {d} in {unit} ({ctx.cells(cells)})"
    from str8ts_gui.kinds.sudoku.logic.common import elim_text

    more = ", and more the same way" if len(el) > 1 else ""  # (the chains shown are those to the first)
    text = f"{head} removes {e} from {ctx.cell(x)}{more}: " + "; ".join(parts) + f". So {elim_text(el, n)}"
    difficulty = FORCING + _length_bonus(longest) + (STRONG if strong else 0.0)
    area = sorted(chain_cells | rule_cells | {x for x, _ in el})
    name = "Deep rule forcing chain" if strong else "Rule forcing chain"
    # no digits of a pattern: a disc on each option's digit in every cell of the chains would mark
    # candidates the chains do not use
    return make_step(name, difficulty, sorted(chain_cells), (), (), el, text, area)


# -- nested contradiction ------------------------------------------------------------------------

NESTED = 8.6
NESTED_CELL = 3  # the inner assumptions: the cells left with this many candidates or fewer
NESTED_BUDGET = 600  # candidates a pass follows
WIDE_BUDGET = 150  # candidates a pass with cells of three candidates follows
NESTED_BATCH = 1000  # steps one pass tells at most
NESTED_WORK = 300_000  # propagation work (:func:`work_done`) a pass may do (the costliest seen: 235,000)
NESTED_DRY = 15_000  # and after a step without finding another (the rest waits for the next pass)


def _inner(
    ctx: Context,
    F: list[int],
    wide: int,
    start: Sequence[int],
    strong: bool = False,
    state: dict | None = None,
    limit: int | None = None,
):
    """Follow, inside the fixpoint ``F`` of an assumption, each candidate of every cell the
    assumption narrowed (from ``start``, the grid's masks) to ``wide`` candidates or fewer
    (singles and the rules from there): a cell whose every option breaks the grid breaks the
    assumption; an option that breaks is dropped and the propagation goes on. Returns
    ``(options, dropped before)`` of the cell that broke (options and the candidates dropped
    before: (cell, digit) pairs),
    :data:`_OVER` when the propagation work reached ``limit`` (:func:`work_done`) first, or None.

    ``state``: where an earlier search of the same assumption ended (found nothing, or ran out
    of work), from a grid within this one's (see :func:`_resume`), to go on from; filled in
    when this one finds nothing or runs out."""
    n2 = len(F)
    values = [0] * n2
    dropped: tuple = ()  # the candidates ruled out on the way, (cell, digit) pairs
    seen: dict[tuple[int, int], list[int]] = {}  # an option -> its fixpoint from an earlier F
    if state is not None and "F" in state:
        got = _resume(ctx, state, F, values)
        if got is not None:
            F = got
            dropped = state["dropped"]
            seen = dict(state["seen"])
    spread = list(map(is_single, F))  # (F's singles: all spread, F being a fixpoint)
    changed = True
    while changed:
        changed = False
        sources = [
            [(c, e) for e in bits(F[c])]
            for c in range(n2)
            if F[c] & (F[c] - 1) and F[c].bit_count() <= wide and F[c] != start[c]
        ]
        for options in sources:
            if any(not F[c] >> e & 1 for c, e in options) or any(not F[c] & (F[c] - 1) for c, _ in options):
                continue  # changed since (the sources are listed once a round)
            if limit is not None and work_done() >= limit:
                if state is not None:
                    state.update(F=F, dropped=dropped, seen=seen)
                return _OVER
            alive = []
            for c, e in options:
                A = _follow(ctx, F, values, (c, e), strong, spread, seen)
                if A is not None:
                    alive.append(A)
            if not alive:
                return options, dropped
            if len(alive) == len(options):
                continue
            got, lost = _united(ctx, F, values, spread, alive)
            dropped += lost
            if got is None:
                return options, dropped
            F = got
            spread = list(map(is_single, F))
            changed = True
    if state is not None:
        state.update(F=F, dropped=dropped, seen=seen)
    return None


_OVER = "over"  # an inner search that ran out of its work


def _resume(ctx: Context, state: dict, F: list[int], values) -> list[int] | None:
    """Where an earlier inner search of an assumption ended, within its new fixpoint ``F``: the
    old end (``F`` less the options it proved false, sound for any grid within the one it was
    found from) less what ``F`` lacks, propagated (strong); None when that breaks (the search
    then starts afresh, and finds the contradiction itself)."""
    E = state["F"]
    if E is F:
        return list(F)
    got = _narrowed(ctx, E, F, values, True)
    return None if got is None else list(got)


def _united(ctx: Context, F: list[int], values, spread, alive: list[list[int]]) -> tuple[list[int] | None, tuple]:
    """What every surviving option of a cell leaves, inside the fixpoint ``F`` (``spread``: its
    singles): the union of their fixpoints ``alive``, propagated (deep) from the cells it took
    candidates from; ``(that fixpoint, or None when it breaks; the candidates it took, (cell,
    digit) pairs)``. ``F`` itself when the union takes nothing."""
    union = alive[0]
    for A in alive[1:]:
        union = list(map(or_, union, A))
    moved = list(compress(range(len(F)), map(ne, union, F)))
    if not moved:
        return F, ()
    lost = tuple((x, e) for x in moved for e in bits(F[x] & ~union[x]))
    # (the singles not spread yet are among the moved cells)
    got = propagate(ctx, union, values, moved, strong=True, spread=spread, singles=moved).masks
    return (None if got is None else list(got)), lost


def _narrowed(ctx: Context, A: list[int], F: Sequence[int], values, strong: bool) -> list[int] | None:
    """A fixpoint ``A`` found from a wider grid, within ``F``: ``A`` less what ``F`` lacks,
    propagated from the cells that lost candidates (``A`` itself when ``F`` takes nothing from
    it); None when that breaks."""
    X = list(map(and_, A, F))
    moved = list(compress(range(len(X)), map(ne, X, A)))
    if not moved:
        return A
    if not all(X):
        return None
    # (A's singles have all spread; those of X not yet are among the moved cells)
    return propagate(ctx, X, values, moved, strong=strong, spread=list(map(is_single, A)), singles=moved).masks


def _follow(ctx: Context, F: list[int], values, option: tuple[int, int], strong: bool, spread, seen: dict) -> list[int] | None:
    """The fixpoint of ``option`` placed in ``F`` (None when it breaks; ``spread``: F's singles,
    all spread, F being a fixpoint). An option followed from an earlier, wider F goes on from
    its old fixpoint less what F has lost since (the same fixpoint, the propagation being
    monotone: see :class:`_Scan`)."""
    A = seen.get(option)
    if A is None:
        got = propagate(ctx, F, values, assume=option, strong=strong, spread=spread, singles=()).masks
    else:
        got = _narrowed(ctx, A, F, values, strong)
    if got is None:
        seen.pop(option, None)
        return None
    seen[option] = got
    return got


def nested_contradiction(g: CandidateGrid) -> Iterator[Step]:
    """A candidate whose singles, locked candidates and rules leave a cell every candidate of
    which breaks the grid (followed the same way) is false: a contradiction inside a
    contradiction (the deep propagation outside, singles and the rules inside). The cells with
    two candidates are followed first; only when that finds nothing, those with three. Each
    pass does at most :data:`NESTED_WORK` propagation work (:func:`work_done`)."""
    if g.shape.classic or g.is_solved():
        return
    for wide in range(2, NESTED_CELL + 1):
        found = False
        for step in _nested(g, wide):
            found = True
            yield step
        if found:
            return


def _nested(g: CandidateGrid, wide: int) -> Iterator[Step]:
    ctx = context(g)
    M = g.masks
    work = _Work(NESTED_WORK)
    limit = work.limit
    # (cell, digit) -> the fixpoint from which the inner assumptions found nothing: from the
    # same fixpoint they find nothing again
    memo = ctx.memo.setdefault(f"nested-{wide}", {})
    # (cell, digit) -> where its inner search ended (found nothing, or ran out of work): the
    # grid it was found from ("grid"), the end ("F", "dropped") and the options' fixpoints
    # ("seen"); a later search from a grid within that one goes on from there
    ends = ctx.memo.setdefault("nested-ends", {})
    scan = _Scan(ctx, True, g, work)
    # the candidates whose deep propagation went furthest first (they break the most often)
    order = []
    for i in g.iter_open():
        for d in bits(M[i]):
            if work.over():
                work.charge()
                return
            F = scan.outcome(g, i, d)
            if F is None:
                continue
            old = memo.get((i, d))
            if old is not None and (old is F or old == F):
                continue
            order.append((sum(map(int.bit_count, F)), i, d, F))
    order.sort()
    # the likeliest candidates only: all but the widest of searches stay within a few seconds
    order = order[: WIDE_BUDGET if wide > 2 else NESTED_BUDGET]
    found = 0
    dry = None  # the work at which a pass that has found steps stops when it finds no more
    for _, i, d, F in order:
        if work.over():
            break  # out of work: the pass tells what it found (the next goes on from here)
        if dry is not None and work_done() > dry:
            break
        old = ends.get((i, d))
        state = {"grid": M}
        if old is not None and scan._holds(old["grid"]):
            state.update(F=old["F"], dropped=old["dropped"], seen=old["seen"])
        hit = _inner(ctx, list(F), wide, start=M, state=state, limit=limit)
        if "F" in state:
            ends[(i, d)] = state
        if hit is _OVER:
            break
        if hit is None:
            memo[(i, d)] = F
            continue
        ends.pop((i, d), None)
        step = _nested_step(ctx, g, i, d, hit, wide)
        if step is not None:
            work.charge()
            yield step
            found += 1
            if found >= NESTED_BATCH:
                break
            dry = work_done() + NESTED_DRY
    work.charge()


# placements told in the chain of an option inside a nested step, beyond those in the cells its
# break names (told always); the rest are counted
INNER_SHOWN = 6
MAX_NAMED = 3  # the candidates a nested step rules out on the way are named up to this many


_CELL_NAME = re.compile(r"\br(\d+)c(\d+)\b")
_RULE_AT = re.compile(r"\b(?:at|between) r\d+c\d+(?: and r\d+c\d+)?")  # a rule's label: "the arrow at r5c5"


def _cells_in(ctx: Context, text: str) -> set[int]:
    """The cells a sentence names (``r7c5 is 7``: r7c5), not those that only name a rule (``the
    little killer 19 at r5c9``, ``the white Kropki dot between r4c3 and r5c3``)."""
    n = ctx.n
    found = _CELL_NAME.findall(_RULE_AT.sub("", text))
    return {(int(r) - 1) * n + int(c) - 1 for r, c in found if 0 < int(r) <= n and 0 < int(c) <= n}


def _dropped_words(ctx: Context, dropped: Sequence[tuple[int, int]]) -> str:
    """`` (once r4c5 = 3 is ruled out the same way, ...)``: the candidates a nested search ruled
    out before the cell that broke (named when few, else counted), and how."""
    if not dropped:
        return ""
    if len(dropped) <= MAX_NAMED:
        what = join([f"{ctx.cell(c)} = {e}" for c, e in dropped]) + (" is" if len(dropped) == 1 else " are")
    else:
        what = f"{len(dropped)} more candidates are"
    how = "trying each candidate of a cell: one that breaks the grid is false, and so is whatever all the others remove"
    return f" (once {what} ruled out the same way, {how})"


def _ruled_out(F: Sequence[int], dropped: Sequence[tuple[int, int]], option: tuple[int, int]) -> list[int] | None:
    """``F`` less the candidates a nested search ruled out (``dropped``, in :func:`_inner`'s
    order) that a branch ``option`` of the cell that broke may rely on; None when that takes
    nothing from ``F``.

    Each was ruled out with the assumption, but those of the search's last round (the cell that
    broke: its options that broke alone, and whatever all the others remove) only given that the
    cell is one of its other options. An option that survived may rely on every one (what its
    cell's other options remove, it removes itself or leaves no room for them); one that broke
    alone, only on those of the rounds before. A round's candidates come in order, cell by cell
    then digit by digit, so the last round lies within the longest run at the end that keeps that
    order: those before it are the earlier rounds' (some of them may be left out: never more)."""
    if option in dropped:
        start = len(dropped) - 1
        while start > 0 and dropped[start - 1] < dropped[start]:
            start -= 1
        dropped = dropped[:start]
    out = list(F)
    for c, e in dropped:
        out[c] &= ~(1 << e)
    return None if out == list(F) else out


# how a plain nested step's branch followed with the deep propagation says so
_DEEP_WORDS = "followed with locked candidates and the rules' ways too"


def _nested_step(
    ctx: Context, g: CandidateGrid, i: int, d: int, hit, wide: int = 2, deep: float | None = None
) -> Step | None:
    """The step of a nested contradiction (:func:`_inner`'s ``hit``); ``deep``: the rating of
    its deep form (:mod:`.variant_nested`: the deep propagation inside too), else None."""
    options, dropped = hit
    t = trace(ctx, g.masks, g.values, (i, d), strong=True)
    if t.broken is not None or (deep is not None and t.masks is None):
        return None  # a plain deep contradiction: that step tells it
    # the outer chain: the placements that narrowed the options' cells (traced back)
    ev = [k for c, _ in options for k in t.hist_of(c) if not t.events[k].placed]
    keep = t.ancestors_of(ev) if ev else []
    words, cells, count, named, used = _chain_words(ctx, t, keep, (i, d))
    F = t.masks or list(g.masks)
    branches = []
    area = set(cells) | {i} | {c for c, _ in options} | used | named
    told: set[int] = set()  # the cells the branches' own chains place or name
    for c, e in options:
        inner = trace(ctx, F, [0] * len(F), (c, e), strong=deep is not None)
        plain = label = f"{ctx.cell(c)} = {e}"
        if inner.broken is None:
            # a branch that breaks only once the search ruled those out: its chain from F less
            # them, followed the same way
            base = _ruled_out(F, dropped, (c, e))
            if base is not None:
                inner = trace(ctx, base, [0] * len(F), (c, e), strong=deep is not None)
                label += " (with those ruled out)"
                if inner.broken is None and deep is None:
                    # still whole: followed as the search itself went on after each round, with
                    # the deep propagation (its chain tells the placements, as a deep step's do)
                    inner = trace(ctx, base, [0] * len(F), (c, e), strong=True)
                    label = f"{plain} (with those ruled out, {_DEEP_WORDS})"
        if inner.broken is not None:
            # the branch's own chain: the placements its break relied on, as the outer chain
            # tells its own (without them, "r7c5 is 7" in the break came from nowhere)
            broke = inner.broken.text
            said, cs, _, nm, us = _chain_words(ctx, inner, inner.ancestors(), (c, e), INNER_SHOWN, _cells_in(ctx, broke))
            if said:
                branches.append(f"{label}: {said}, then {broke}")
            else:
                branches.append(f"{label} breaks it ({broke})")
            told |= set(cs) | nm  # (lit as the outer chain's: the cells placed, both cells of a dot)
            area |= set(inner.broken.cells) | set(inner.broken.named) | set(cs) | nm | us
        else:
            too = " too" if branches else ""  # (the first branch breaks it, the next ones too)
            branches.append(f"{plain} breaks it{too}, once those are ruled out")
    c = options[0][0]  # (the options are one cell's)
    what = f"{ctx.cell(c)} is {join([str(e) for _, e in options], 'or')}"
    head = f"Suppose {ctx.cell(i)} were {d}"
    lead = f"{words}; " if words else ""
    extra = _dropped_words(ctx, dropped)
    each = "each" if deep is None else "each, followed with singles, locked candidates and the rules,"
    text = (
        f"{head}: {lead}then {what}{extra}, and {each} breaks the grid: "
        + "; ".join(branches)
        + f". So {ctx.cell(i)} is not {d}"
    )
    if deep is None:
        name, difficulty = "Nested rule contradiction", NESTED + _length_bonus(count) + 0.2 * (wide - 2)
    else:
        name, difficulty = "Deep nested rule contradiction", deep + _length_bonus(count)
    # (no digits of a pattern: see _contradiction_step)
    return make_step(name, difficulty, [i, c, *cells, *named, *told], (), (), ((i, d),), text, sorted(area))
