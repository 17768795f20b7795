"""A few neighbouring cells of a long line rule, some of which see each other: what a player
works out on a stretch of the line without taking in the whole of it ("4 in r2c3 would need 9 in
both r2c2 and r3c3, which see each other").

:func:`.variant_rules.seen_cells` reasons over a whole rule's ways (:mod:`.variant_local`) but
gives up on a long line (more than :data:`~.variant_local.MAX_OPEN` open cells, or too many
ways). This technique takes *windows* of such a line, each a rule of the same kind on a few of
its cells that the line's rule implies, and the ways to keep that smaller rule on them with the
cells that see each other differing (the same search): a candidate no way of a window uses is
false, since every solution keeps each window's rule.

The windows (only where the rule restricted to them is implied by the rule):

* German whispers: 3 and 4 consecutive cells (the pairs next to each other along the line);
* slow thermometers: 3 and 4 consecutive cells (never falling; cells that see each other rise);
* entropic lines: 4 consecutive cells (every three in a row: one low, middle, high);
* between lines: the two circles with the line's cells in one box, row or column;
* renban lines: 3 and 4 consecutive cells, and the line's cells in one box: different digits
  no further apart than the line's length less one;
* region sum lines: two segments next to each other, which add up to the same.

Thermometers, palindromes and clones have none: a thermometer's or renban's cells all differ by
the rule itself, and a palindrome's mirrored pairs take whatever the singles give them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.variants.base import narrow_cells
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, fmt_digits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, RuleInfo, context, join
from str8ts_gui.kinds.sudoku.logic.variant_local import MAX_OPEN, _search, ways

__all__ = ["NAME", "WINDOW", "line_windows", "windows_of"]

NAME = "Line neighbours that see each other"
WINDOW = 2.6
BUDGET = 200  # search nodes per window and candidate state (a window past it is left alone)
# an entropic window's cells keep most of their candidates (only bands are ruled): its search
# rarely ends within the budget, so it gets less (on Entropic Lines 101, 200 nodes cost 2 s)
BUDGETS = {"entropic": 60}


@dataclass(frozen=True)
class _Span:
    """The cells of a renban window: (different, being peers) digits at most ``span`` apart."""

    cells: tuple[int, ...]
    span: int

    def prune(self, puzzle: Puzzle, masks: list[int]) -> bool | None:
        n = puzzle.size
        cells = self.cells
        width = self.span + 1
        keep = 0
        for lo in range(1, max(1, n - width + 1) + 1):
            s = ((1 << width) - 1) << lo
            s &= (2 << n) - 2
            if all(masks[i] & s for i in cells):
                keep |= s
        return narrow_cells(masks, cells, [keep] * len(cells))


@dataclass(frozen=True)
class Window:
    """One window: its cells (in line order), the rule on them, the words that name it."""

    cells: tuple[int, ...]
    rule: object
    what: str  # "" (consecutive cells), or what the cells are ("the circles with box 5's cells")


def _runs(cells: tuple[int, ...], lengths: Sequence[int]) -> list[tuple[int, ...]]:
    """Runs of consecutive cells of a line (around it when it closes into a loop)."""
    seq = list(cells)
    loop = len(seq) > 3 and seq[0] == seq[-1]
    if loop:
        seq = seq[:-1]
    k = len(seq)
    out = []
    for length in lengths:
        if length >= k:
            continue
        starts = range(k) if loop else range(k - length + 1)
        for s in starts:
            run = tuple(seq[(s + t) % k] for t in range(length))
            if len(set(run)) == length:
                out.append(run)
    return out


def _groups(ctx: Context, cells: Sequence[int]) -> list[tuple[int, ...]]:
    """The cells (two or more, not all) of ``cells`` in each row, column and box."""
    sh = ctx.shape
    out: dict[tuple[int, ...], None] = {}
    for u in range(min(3 * sh.size, len(sh.units))):
        g = tuple(i for i in cells if sh.unit_bits[u] >> i & 1)
        if 2 <= len(g) < len(cells):
            out.setdefault(g, None)
    return list(out)


def windows_of(ctx: Context, info: RuleInfo) -> tuple[Window, ...]:
    """The windows of one rule (cached on the context)."""
    memo = ctx.memo.setdefault("windows", {})
    got = memo.get(info.index)
    if got is None:
        got = tuple(_make(ctx, info))
        memo[info.index] = got
    return got


def _make(ctx: Context, info: RuleInfo) -> Iterator[Window]:
    c = info.rule
    kind = c.rule
    pb = ctx.shape.peer_bits
    puzzle = ctx.puzzle
    try:
        cells = tuple(c.cells)
    except AttributeError:
        return

    def seeing(run: Sequence[int], gap: int) -> bool:
        # two cells of the run at least ``gap`` apart on it that see each other
        return any(pb[run[a]] >> run[b] & 1 for a in range(len(run)) for b in range(a + gap, len(run)))

    if kind == "whispers":
        for run in _runs(cells, (3, 4)):
            if seeing(run, 2):
                yield Window(run, type(c)(run, c.gap), "")
    elif kind == "slowthermo":
        for run in _runs(cells, (3, 4)):
            if seeing(run, 2):
                yield Window(run, type(c)(run), "")
    elif kind == "entropic":
        for run in _runs(cells, (4,)):
            if seeing(run, 3):
                yield Window(run, type(c)(run), "")
    elif kind == "between":
        inner = cells[1:-1]
        if len(inner) < 3:
            return
        for g in _groups(ctx, inner):
            if seeing(g, 1):
                yield Window((cells[0], *g, cells[-1]), type(c)((cells[0], *g, cells[-1])), "ends")
    elif kind == "renban":
        span = len(cells) - 1
        if span + 1 >= ctx.shape.size:
            return  # every digit: no span to keep
        runs = _runs(cells, (3, 4))
        for g in [*runs, *(g for g in _groups(ctx, cells) if g not in runs and len(g) > 1)]:
            yield Window(g, _Span(g, span), "")
    elif kind == "region_sum":
        try:
            segments = c.segments(puzzle, ctx.shape.size)
        except Exception:  # noqa: BLE001 - a rule whose helper changed: no windows
            return
        for a, b in zip(segments, segments[1:]):
            if len(a) + len(b) <= MAX_OPEN + 2 and (len(a) > 1 or len(b) > 1):
                run = (*a, *b)
                yield Window(run, type(c)(run), "segments")


# -- the technique -----------------------------------------------------------------------------------


def _unit(ctx: Context, a: int, b: int) -> str:
    """The row, column or box two cells share ("box 1"), or how else they see each other."""
    sh = ctx.shape
    for u in sh.units_of[a]:
        if sh.unit_bits[u] >> b & 1:
            return sh.unit_names[u]
    return "peers by the puzzle's rules"


def _why(ctx: Context, w: Window, masks: Sequence[int], i: int, d: int) -> str:
    """Why ``d`` leaves ``i``: what it would force on the window, then the clash ("4 in r2c3 would
    need 9 in both r2c2 and r3c3, which see each other (box 1)"); when that stalls, each digit
    left to the window's cell with the fewest, in turn."""
    m = list(masks)
    m[i] = 1 << d
    said, m, forced = _follow(ctx, w, m, i, d)
    if said is not None:
        return f"{d} in {ctx.cell(i)} would {said}"
    need = f"need {join([f'{x} in {ctx.cell(c)}' for c, x in forced])} and " if forced else ""
    left = [j for j in w.cells if m[j] & (m[j] - 1)]
    if left:
        j = min(left, key=lambda j: (m[j].bit_count(), w.cells.index(j)))
        if m[j].bit_count() <= 3:
            parts = []
            for e in bits(m[j]):
                m2 = list(m)
                m2[j] = 1 << e
                sub, _, _ = _follow(ctx, w, m2, j, e, (i,))
                if sub is None:
                    break
                parts.append(f"{e} there would {sub}")
            else:
                return f"{d} in {ctx.cell(i)} would {need}leave {ctx.cell(j)} only {fmt_digits(bits(m[j]), 'or')}: {'; '.join(parts)}"
    return (
        f"{d} in {ctx.cell(i)} would {need}leave no way to fill {ctx.cells(w.cells)} that keeps the rule "
        "with the cells that see each other different"
    )


def _follow(ctx: Context, w: Window, m: list[int], i: int, d: int, placed: tuple[int, ...] = ()):
    """Follow ``d`` in ``i`` (already in ``m``) through the window's rule and its cells that see
    each other: ``(the words of the clash, or None when it stalls, the candidates, the cells it
    forced in order)``."""
    puzzle = ctx.puzzle
    pb = ctx.shape.peer_bits
    cells = w.cells
    forced: list[tuple[int, int]] = []  # (cell, digit) in the order they were forced
    done = {i, *placed}
    start = {j: m[j] for j in cells}

    def need(skip=()) -> list[str]:
        return [f"{x} in {ctx.cell(c)}" for c, x in forced if c not in skip]

    def narrowed() -> str:
        # the cells between, which the digit narrowed without fixing: "leave r3c3 1, 2 or 4 and so "
        cut = [j for j in cells if j not in done and m[j] != start[j] and m[j]]
        if not cut:
            return ""
        return "leave " + join([f"{ctx.cell(j)} {fmt_digits(bits(m[j]), 'or')}" for j in cut]) + " and so "

    for _ in range(len(cells) + 2):
        before = [m[j] for j in cells]
        if w.rule.prune(puzzle, m) is None or any(not m[j] for j in cells):
            lead = f"need {join(need())}, which " if forced else ""
            return f"{lead}break{'s' if forced else ''} the rule on {'-'.join(ctx.cell(j) for j in cells)}", m, forced
        for j in cells:
            if j not in done and not m[j] & (m[j] - 1):
                done.add(j)
                forced.append((j, m[j].bit_length() - 1))
        # two cells that see each other left the same one digit
        singles = [j for j in cells if j in done]
        clash = next(
            ((a, b) for x, a in enumerate(singles) for b in singles[x + 1 :] if m[a] == m[b] and pb[a] >> b & 1), None
        )
        if clash:
            a, b = clash
            e = m[a].bit_length() - 1
            if i in clash:
                j = b if a == i else a
                lead = f"{join(need((j,)))} and then " if need((j,)) else ""
                return f"{narrowed()}need {lead}{d} in {ctx.cell(j)} too, which sees {ctx.cell(i)} ({_unit(ctx, j, i)})", m, forced
            a, b = sorted(clash)
            both = join([*need(clash), f"{e} in both {ctx.cell(a)} and {ctx.cell(b)}"])
            return f"{narrowed()}need {both}, which see each other ({_unit(ctx, a, b)})", m, forced
        # the cells of the window that see a single cell lose its digit
        for j in singles:
            for k in cells:
                if k != j and pb[j] >> k & 1 and m[k] & m[j] and m[k] != m[j]:
                    m[k] &= ~m[j]
        empty = [k for k in cells if not m[k]]
        if empty:
            return f"need {join(need())}, which leaves {ctx.cell(empty[0])} no digit (the cells it sees take the rest)", m, forced
        if [m[j] for j in cells] == before:
            break
    return None, m, forced


def _label(ctx: Context, info: RuleInfo, w: Window) -> str:
    title = getattr(info.rule, "title", "") or info.rule.rule
    if w.what == "ends":
        return f"{title} from {ctx.cell(w.cells[0])} to {ctx.cell(w.cells[-1])}, its circles with {ctx.cells(w.cells[1:-1])}"
    if w.what == "segments":
        try:
            segs = w.rule.segments(ctx.puzzle, ctx.n)
        except Exception:  # noqa: BLE001 - the cells alone
            segs = [w.cells]
        words = " and ".join("-".join(ctx.cell(i) for i in seg) for seg in segs)
        return f"{title} from {ctx.cell(info.cells[0])}, its segments {words} (which add up to the same)"
    if info.rule.rule == "renban":
        return f"{title} from {ctx.cell(info.cells[0])} ({len(info.cells)} cells: digits at most {len(info.cells) - 1} apart), its cells {'-'.join(ctx.cell(i) for i in w.cells)}"
    return f"{title} {'-'.join(ctx.cell(i) for i in w.cells)}"


def _has(masks: Sequence[int], i: int, d: int) -> bool:
    return bool(masks[i] >> d & 1)


def line_windows(g: CandidateGrid) -> Iterator[Step]:
    """A stretch of a long line whose rule, with the stretch's cells that see each other
    differing, leaves a candidate no way."""
    if not g.puzzle.constraints:
        return
    ctx = context(g)
    n = g.size
    M, V = g.masks, g.values
    memo = ctx.memo.setdefault("window_ways", {})
    for info in ctx.rules:
        if not info.prunes or not info.cells or info.rule.rule not in _KINDS:
            continue
        if all(V[i] for i in info.cells):
            continue
        wins = windows_of(ctx, info)
        if not wins:
            continue
        whole = ways(ctx, info, M)
        if whole is not None:
            continue  # short enough for the rule's cells that see each other (.variant_rules)
        told: set[tuple[int, int]] = set()  # eliminations a shorter window of the rule has told
        for k, w in enumerate(wins):
            open_cells = [i for i in w.cells if not V[i]]
            if not open_cells or len(open_cells) > MAX_OPEN:
                continue
            key = (info.index, k, tuple(M[i] for i in w.cells))
            found = memo.get(key, False)
            if found is False:
                sub = RuleInfo(-1, w.rule, w.cells, sum(1 << i for i in w.cells), True)
                found = _search(ctx, sub, M, BUDGETS.get(info.rule.rule, BUDGET))
                if len(memo) > 50000:
                    memo.clear()
                memo[key] = found
            if found is None or not found.found:
                continue
            el = [(i, d) for i, s in zip(found.cells, found.support) if not V[i] for d in bits(M[i] & ~s)]
            alone = list(M)  # what the window's rule alone rules out (to its fixpoint) is not this step's
            r = True
            for _ in range(2 * len(w.cells) + 2):
                r = w.rule.prune(g.puzzle, alone)
                if not r:
                    break
            if r is None:
                continue
            el = [(i, d) for i, d in el if _has(alone, i, d) and (i, d) not in told]
            if not el:
                continue
            told.update(el)
            reasons = [_why(ctx, w, M, i, d) for i, d in el[:3]]
            more = f" (and likewise for {len(el) - 3} more)" if len(el) > 3 else ""
            text = f"{_label(ctx, info, w)}: {'; '.join(reasons)}{more}, so {elim_text(el, n)}"
            yield make_step(NAME, WINDOW, w.cells, {d for _, d in el}, (), el, text, info.cells)


_KINDS = frozenset({"whispers", "slowthermo", "entropic", "between", "renban", "region_sum"})
