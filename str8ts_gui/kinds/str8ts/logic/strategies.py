"""The logic strategies, easiest first. Each one is a generator of :class:`Step` s found on a grid.

Every strategy is *sound*: it only removes a candidate (or places a digit) when no solution of
the puzzle consistent with the grid's candidates can have it otherwise. Strategies never guess.

Terms used in the step texts:

* a compartment of length L holds a *straight* ``s..s+L-1``; the feasible straights are those
  whose range meets every cell's candidates and is covered by their union;
* a *sure* digit of a compartment is in every feasible straight of it;
* a digit is *necessary* in a line when every way the line's straights fit together (their
  digit sets cannot overlap, and cannot hold the line's black clues) uses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Callable, Iterator

from str8ts_gui.core.puzzle import cell_name, digits_mask, full_mask
from str8ts_gui.kinds.str8ts.logic.analysis import comp_fill, comp_starts, line_analysis
from str8ts_gui.solver.logic import elimination_text
from str8ts_gui.solver.common import CancelToken
from str8ts_gui.kinds.str8ts.logic.grid import COMMON, SPREAD, CandidateGrid, Step, bits, fmt_cells, fmt_digits, popcount, range_mask

__all__ = ["Strategy", "STRATEGIES", "STRATEGY_BY_NAME"]

Finder = Callable[[CandidateGrid], Iterator[Step]]


@dataclass(frozen=True)
class Strategy:
    """A named strategy: its tier (``level`` 0-7), points per step and its finder.

    ``batch``: the solver applies every step one sweep of this strategy finds before looking
    again from the top (only for the trivial tiers, where order does not matter).
    """

    name: str
    level: int
    difficulty: int
    find: Finder
    batch: bool = False
    description: str = ""


_INFO: dict[str, tuple[int, int]] = {}


def _step(name, cells, digits, placements=(), eliminations=(), text="", area=()) -> Step:
    level, difficulty = _INFO[name]
    return Step(
        strategy=name,
        level=level,
        difficulty=difficulty,
        cells=tuple(sorted(set(cells))),
        digits=tuple(sorted(set(digits))),
        placements=tuple(placements),
        eliminations=tuple(sorted(eliminations)),
        text=text,
        area=tuple(sorted(set(area))),
    )


def _elim_text(elims: list[tuple[int, int]], n: int) -> str:
    """``4 leaves r3c5`` / ``1-4 leave r3c5, r3c6`` / grouped by digit sets when they differ."""
    return elimination_text(elims, n, fmt_digits, fmt_cells)


def _open_elims(g: CandidateGrid, cells, remove_mask: int) -> list[tuple[int, int]]:
    """(cell, digit) for every digit of ``remove_mask`` still a candidate of an open cell."""
    M, V = g.masks, g.values
    out = []
    for i in cells:
        if not V[i]:
            x = M[i] & remove_mask
            for d in bits(x):
                out.append((i, d))
    return out


# -- 0. row/column rule -----------------------------------------------------------------------


def row_column(g: CandidateGrid) -> Iterator[Step]:
    """A placed digit or a black clue is removed from the other cells of its row and column."""
    sh = g.shape
    n = g.size
    M, V = g.masks, g.values
    black, clues = g.puzzle.black, g.puzzle.clues
    # the candidates of each line's open cells: a digit none of them has goes nowhere
    open_in = []
    for line in sh.line_white:
        u = 0
        for j in line:
            if not V[j]:
                u |= M[j]
        open_in.append(u)
    if not any(p & u for p, u in zip(g.placed_in_lines(), open_in)):
        return
    cell_lines = sh.cell_lines
    for i in range(n * n):
        d = clues[i] if black[i] else V[i]
        if not d:
            continue
        r, c = cell_lines[i]
        if not (open_in[r] | open_in[c]) >> d & 1:
            continue
        targets = sh.line_white[r] + sh.line_white[c] if black[i] else sh.white_peers[i]
        bit = 1 << d
        el = [(j, d) for j in targets if not V[j] and M[j] & bit]
        if not el:
            continue
        where = fmt_cells((j for j, _ in el), n)
        area = sh.lines[r] + sh.lines[c]
        if black[i]:
            text = f"The black clue {d} in {cell_name(i, n)} removes {d} from {where}"
        else:
            text = f"{cell_name(i, n)} is {d}, so {d} leaves {where}"
        yield _step("Row/column rule", (i,), (d,), (), el, text, area)


# -- 1. compartment range check -----------------------------------------------------------------


def range_check(g: CandidateGrid) -> Iterator[Step]:
    """Digits out of reach of every straight that meets all cells of a compartment."""
    sh = g.shape
    n = g.size
    V = g.values
    for comp in sh.compartments:
        L = comp.length
        if L < 2 or all(V[i] for i in comp.cells):
            continue
        st, _cov, _u = comp_starts(g, comp)
        if not st:
            continue
        allowed = SPREAD[L][st]
        el = _open_elims(g, comp.cells, ~allowed)
        if el:
            text = (
                f"Compartment {comp.name} must be a straight of {L} within {fmt_digits(allowed)}, "
                f"so {_elim_text(el, n)}"
            )
            yield _step("Compartment range check", comp.cells, (d for _, d in el), (), el, text, comp.cells)


# -- 2. sure candidates -------------------------------------------------------------------------


def sure_candidates(g: CandidateGrid) -> Iterator[Step]:
    """Digits every feasible straight of a compartment holds leave the rest of its line."""
    sh = g.shape
    n = g.size
    for comp in sh.compartments:
        L = comp.length
        if L < 2:
            continue
        _st, cov, _u = comp_starts(g, comp)
        sure = COMMON[L][cov]
        if not sure:
            continue
        inside = set(comp.cells)
        outside = [j for j in sh.line_white[comp.line] if j not in inside]
        el = _open_elims(g, outside, sure)
        if el:
            text = (
                f"Every straight compartment {comp.name} can hold contains {fmt_digits(sure)}, "
                f"so {_elim_text(el, n)}"
            )
            yield _step("Sure candidates", comp.cells, bits(sure), (), el, text, sh.lines[comp.line])


# -- 3. singles -----------------------------------------------------------------------------------


def naked_single(g: CandidateGrid) -> Iterator[Step]:
    """An open cell with one candidate left gets that digit."""
    M, V = g.masks, g.values
    n = g.size
    for i in g.shape.white:
        if not V[i]:
            m = M[i]
            if m and not m & (m - 1):
                d = m.bit_length() - 1
                yield _step("Naked single", (i,), (d,), ((i, d),), (), f"{cell_name(i, n)} can only be {d}", (i,))


def hidden_single(g: CandidateGrid) -> Iterator[Step]:
    """A sure digit of a compartment that only one of its cells can take."""
    sh = g.shape
    n = g.size
    M, V = g.masks, g.values
    for comp in sh.compartments:
        L = comp.length
        if L < 2:
            continue
        _st, cov, _u = comp_starts(g, comp)
        sure = COMMON[L][cov]
        for d in bits(sure):
            bit = 1 << d
            where = [i for i in comp.cells if M[i] & bit]
            if len(where) == 1 and not V[where[0]]:
                i = where[0]
                text = f"Compartment {comp.name} must contain {d} and only {cell_name(i, n)} can take it"
                yield _step("Hidden single", (i,), (d,), ((i, d),), (), text, comp.cells)


# -- 4. stranded digits, split compartments, mind the gap ----------------------------------------------


def stranded_digits(g: CandidateGrid) -> Iterator[Step]:
    """Candidates that cannot join a straight because a digit in between is missing."""
    sh = g.shape
    n = g.size
    V = g.values
    for comp in sh.compartments:
        L = comp.length
        if L < 2 or all(V[i] for i in comp.cells):
            continue
        st, cov, union = comp_starts(g, comp)
        if not cov:
            continue
        allowed = SPREAD[L][cov]
        el = _open_elims(g, comp.cells, ~allowed)
        if el:
            missing = SPREAD[L][st] & ~union
            text = (
                f"Compartment {comp.name} has no candidate {fmt_digits(missing)}, so its straight of {L} "
                f"lies within {fmt_digits(allowed)}: {_elim_text(el, n)}"
            )
            yield _step("Stranded digits", comp.cells, (d for _, d in el), (), el, text, comp.cells)


def _straights(starts: int, L: int) -> str:
    return " or ".join(f"{s}-{s + L - 1}" for s in bits(starts))


def split_compartments(g: CandidateGrid) -> Iterator[Step]:
    """Each feasible straight is tried on its own: one whose digits the cells cannot all take
    (too few cells for some of them) is dropped, with the digits only it used."""
    sh = g.shape
    n = g.size
    M, V = g.masks, g.values
    for comp in sh.compartments:
        L = comp.length
        if L < 2 or sum(1 for i in comp.cells if not V[i]) < 2:
            continue
        _st, cov, _u = comp_starts(g, comp)
        if not cov or not cov & (cov - 1):
            continue
        fill, _sup = comp_fill(L, tuple(M[i] for i in comp.cells), cov)
        if not fill:
            continue
        allowed = SPREAD[L][fill]
        el = _open_elims(g, comp.cells, ~allowed)
        if el:
            text = (
                f"Compartment {comp.name} could be {_straights(cov, L)}, but its cells cannot be filled "
                f"with {_straights(cov & ~fill, L)}, so {_elim_text(el, n)}"
            )
            yield _step("Split compartments", comp.cells, (d for _, d in el), (), el, text, comp.cells)


@lru_cache(maxsize=65536)
def _near(m: int, L: int) -> int:
    """The digits at distance 1 .. L-1 from some digit of ``m``."""
    out = 0
    for k in range(1, L):
        out |= m << k | m >> k
    return out


def mind_the_gap(g: CandidateGrid) -> Iterator[Step]:
    """A digit that would leave another cell of the compartment nothing within reach of it."""
    sh = g.shape
    n = g.size
    M, V = g.masks, g.values
    full = full_mask(n)
    for comp in sh.compartments:
        L = comp.length
        if L < 2:
            continue
        cells = comp.cells
        # reach[k]: the digits with a candidate of cell k within L - 1 of them (not themselves);
        # a digit of c outside some other cell's reach is what this strategy removes
        reach = [_near(M[o], L) for o in cells]
        for k, c in enumerate(cells):
            if V[c]:
                continue
            ok = full
            for j, r in enumerate(reach):
                if j != k:
                    ok &= r
            if not M[c] & ~ok:
                continue
            el = []
            blocked: dict[int, list[int]] = {}  # the cell each digit leaves nothing within reach: its digits
            for d in bits(M[c]):
                window = range_mask(max(1, d - L + 1), min(n, d + L - 1)) & ~(1 << d) & full
                for o in comp.cells:
                    if o != c and not M[o] & window:
                        el.append((c, d))
                        blocked.setdefault(o, []).append(d)
                        break
            if el:
                ds = [d for _, d in el]
                why = ", and ".join(
                    f"{cell_name(c, n)} = {fmt_digits(bds)} would leave {cell_name(o, n)} nothing within {L - 1} of it"
                    for o, bds in blocked.items()
                )
                text = f"In compartment {comp.name}, {why}, so {_elim_text(el, n)}"
                yield _step("Mind the gap", (c, *blocked), ds, (), el, text, comp.cells)


# -- 5. naked and hidden sets across a line -------------------------------------------------------------


def _naked(k: int, name: str) -> Callable[[CandidateGrid], Iterator[Step]]:
    def naked_set(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = g.size
        M, V = g.masks, g.values
        for li, line in enumerate(sh.line_white):
            open_ = [i for i in line if not V[i]]
            if len(open_) <= k:
                continue
            small = [i for i in open_ if 2 <= popcount(M[i]) <= k]
            if len(small) < k:
                continue
            for group in combinations(small, k):
                u = 0
                for i in group:
                    u |= M[i]
                if popcount(u) != k:
                    continue
                others = [i for i in open_ if i not in group]
                el = _open_elims(g, others, u)
                if el:
                    text = (
                        f"{fmt_cells(group, n)} in {sh.line_name(li)} hold only {fmt_digits(u)} between them, "
                        f"so {_elim_text(el, n)}"
                    )
                    yield _step(name, group, bits(u), (), el, text, sh.lines[li])

    naked_set.__name__ = "naked_" + name.split()[-1]
    naked_set.__doc__ = f"{name}: {k} cells of a row or column with only {k} digits between them."
    return naked_set


def _line_infos(g: CandidateGrid):
    return [line_analysis(g, li) for li in range(2 * g.size)]


def _placed_in(g: CandidateGrid, li: int) -> int:
    """The digits placed in the white cells of line ``li`` (kept on the grid)."""
    known = g.__dict__.get("_placed_white")
    if known is None:
        V = g.values
        known = [digits_mask(V[i] for i in cells if V[i]) for cells in g.shape.line_white]
        g.__dict__["_placed_white"] = known
    return known[li]


def _hidden(k: int, name: str) -> Callable[[CandidateGrid], Iterator[Step]]:
    def hidden_set(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = g.size
        M, V = g.masks, g.values
        for li, line in enumerate(sh.line_white):
            info = line_analysis(g, li)
            if not info.ok:
                continue
            need = info.necessary & ~_placed_in(g, li)
            if popcount(need) < k:
                continue
            open_ = [i for i in line if not V[i]]
            if len(open_) <= k:
                continue
            # where[d]: the open cells that can take d, as bits of their places in open_
            where = {}
            for d in bits(need):
                bit = 1 << d
                w = 0
                for j, i in enumerate(open_):
                    if M[i] & bit:
                        w |= 1 << j
                where[d] = w
            for ds in combinations(bits(need), k):
                dm = u = 0
                for d in ds:
                    dm |= 1 << d
                    u |= where[d]
                if u.bit_count() != k:
                    continue
                cells = [open_[j] for j in bits(u)]
                el = _open_elims(g, cells, ~dm)
                if el:
                    text = (
                        f"{sh.line_name(li).capitalize()} must contain {fmt_digits(dm)} and only "
                        f"{fmt_cells(cells, n)} can take them, so {_elim_text(el, n)}"
                    )
                    yield _step(name, cells, ds, (), el, text, sh.lines[li])

    hidden_set.__name__ = "hidden_" + name.split()[-1]
    hidden_set.__doc__ = f"{name}: {k} necessary digits of a line that only {k} of its cells can take."
    return hidden_set


# -- 6. high/low across the compartments of a line; locked compartments --------------------------------


def high_low(g: CandidateGrid) -> Iterator[Step]:
    """The straights of one line cannot share digits: a compartment whose straight would clash
    with every choice for the others loses it (and the digits only it used)."""
    sh = g.shape
    n = g.size
    for li in range(2 * n):
        comps = sh.line_comps[li]
        if len(comps) < 2:
            continue
        info = line_analysis(g, li)
        if not info.ok:
            continue
        for j, k in enumerate(comps):
            st, surv = info.starts[j], info.survive[j]
            if surv == st:
                continue
            comp = sh.compartments[k]
            L = comp.length
            allowed = SPREAD[L][surv]
            el = _open_elims(g, comp.cells, ~allowed)
            sure = COMMON[L][surv]
            inside = set(comp.cells)
            el += _open_elims(g, [i for i in sh.line_white[li] if i not in inside], sure)
            if not el:
                continue
            others = [sh.compartments[o].name for o in comps if o != k]
            what = f"straight {comp.name}" if L > 1 else f"cell {comp.name}"
            text = (
                f"In {sh.line_name(li)} the digits of {comp.name} and of {', '.join(others)} cannot overlap, "
                f"so {what} must be {_straights(surv, L) if L > 1 else fmt_digits(surv)}: {_elim_text(el, n)}"
            )
            yield _step("High/low", comp.cells, (d for _, d in el), (), el, text, sh.lines[li])


def _either(digits: list[int]) -> str:
    """``4``, ``5 or 6``, ``1, 2 or 5``: one of these digits."""
    names = [str(d) for d in sorted(digits)]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def _digits_in_cells(elims: list[tuple[int, int]], n: int) -> str:
    """``4 in r1c3``, ``5 or 6 in r3c4, or 1 in r3c7``: the digits each cell was tried with."""
    by_cell: dict[int, list[int]] = {}
    for i, d in elims:
        by_cell.setdefault(i, []).append(d)
    return ", or ".join(f"{_either(ds)} in {cell_name(i, n)}" for i, ds in sorted(by_cell.items()))


def locked_compartments(g: CandidateGrid) -> Iterator[Step]:
    """Each cell is tried with each candidate: a digit that leaves the other cells of the
    compartment unable to complete any straight is removed."""
    sh = g.shape
    n = g.size
    M, V = g.masks, g.values
    for comp in sh.compartments:
        L = comp.length
        if L < 2 or sum(1 for i in comp.cells if not V[i]) < 2:
            continue
        _st, cov, _u = comp_starts(g, comp)
        if not cov:
            continue
        fill, support = comp_fill(L, tuple(M[i] for i in comp.cells), cov)
        if not fill:
            continue
        el = []
        for i, sup in zip(comp.cells, support):
            if not V[i]:
                el.extend((i, d) for d in bits(M[i] & ~sup))
        if el:
            text = (
                f"Compartment {comp.name} can only be filled as {_straights(fill, L)}: with "
                f"{_digits_in_cells(el, n)} the other cells could not complete a straight, so {_elim_text(el, n)}"
            )
            yield _step("Locked compartments", comp.cells, (d for _, d in el), (), el, text, comp.cells)


# -- 7. fish on necessary digits --------------------------------------------------------------------


def _fish(k: int, name: str) -> Callable[[CandidateGrid], Iterator[Step]]:
    def fish(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = g.size
        M = g.masks
        infos = _line_infos(g)
        if not all(info.ok for info in infos):
            return
        for d in range(1, n + 1):
            bit = 1 << d
            for base_rows in (True, False):
                base_range = range(0, n) if base_rows else range(n, 2 * n)
                bases = []
                for li in base_range:
                    line = sh.line_white[li]
                    if not infos[li].necessary & bit or _placed_in(g, li) & bit:
                        continue
                    pos = 0
                    for i in line:
                        if M[i] & bit:
                            pos |= 1 << (i % n if base_rows else i // n)
                    if 0 < popcount(pos) <= k:
                        bases.append((li, pos))
                if len(bases) < k:
                    continue
                for group in combinations(bases, k):
                    u = 0
                    for _li, pos in group:
                        u |= pos
                    if popcount(u) != k:
                        continue
                    base_lines = {li for li, _ in group}
                    covers = [n + x if base_rows else x for x in bits(u)]
                    targets = [
                        i for cl in covers for i in sh.line_white[cl] if sh.cell_lines[i][0 if base_rows else 1] not in base_lines
                    ]
                    el = _open_elims(g, targets, bit)
                    if el:
                        bnames = " and ".join(sh.line_name(li) for li, _ in group)
                        cnames = " and ".join(sh.line_name(cl) for cl in covers)
                        cells = [i for li, _ in group for i in sh.line_white[li] if M[i] & bit]
                        text = (
                            f"{d} must appear in {bnames}, where it can only go in {cnames}; "
                            f"so {_elim_text(el, n)}"
                        )
                        area = [i for li, _ in group for i in sh.lines[li]] + [i for cl in covers for i in sh.lines[cl]]
                        yield _step(name, cells, (d,), (), el, text, area)

    fish.__name__ = name.lower().replace("-", "_")
    fish.__doc__ = f"{name} on a necessary digit: it must be in {k} lines and there only in {k} crossing lines."
    return fish



# -- 8. Setti's rule ---------------------------------------------------------------------------------------


def settis_rule(g: CandidateGrid) -> Iterator[Step]:
    """A digit appears in as many rows as columns. If it must appear in as many rows as there
    are columns where it can appear at all, it appears in no other row, and in every one of
    those columns (and the same with rows and columns swapped)."""
    sh = g.shape
    n = g.size
    M, V = g.masks, g.values
    infos = _line_infos(g)
    if not all(info.ok for info in infos):
        return
    for d in range(1, n + 1):
        bit = 1 << d
        need = [False] * (2 * n)
        can = [False] * (2 * n)
        for li in range(2 * n):
            line = sh.line_white[li]
            placed = _placed_in(g, li) & bit
            need[li] = bool(placed or infos[li].necessary & bit)
            can[li] = bool(placed or any(M[i] & bit for i in line))
        for a_rows in (True, False):
            A = range(0, n) if a_rows else range(n, 2 * n)  # where d is necessary
            B = range(n, 2 * n) if a_rows else range(0, n)  # where d is possible
            n_need = sum(need[li] for li in A)
            n_can = sum(can[li] for li in B)
            if n_need != n_can:
                continue
            # d lies in exactly the necessary lines of A: remove it from the other lines of A
            drop = [li for li in A if can[li] and not need[li]]
            el = _open_elims(g, [i for li in drop for i in sh.line_white[li]], bit)
            # and in every possible line of B: a lone candidate there is placed
            pl = []
            for li in B:
                if can[li] and not need[li]:
                    where = [i for i in sh.line_white[li] if M[i] & bit and i not in {c for c, _ in el}]
                    if len(where) == 1 and not V[where[0]]:
                        pl.append((where[0], d))
            if not el and not pl:
                continue
            kind_a, kind_b = ("rows", "columns") if a_rows else ("columns", "rows")
            text = f"{d} must appear in {n_need} {kind_a} and can appear in only {n_can} {kind_b}, "
            parts = []
            if el:
                parts.append(f"so it is in no other {kind_a[:-1]}: {_elim_text(el, n)}")
            if pl:
                line_of = (lambda i: f"column {i % n + 1}") if a_rows else (lambda i: f"row {i // n + 1}")
                parts.append(
                    f"{'and ' if el else 'so '}every {kind_b[:-1]} it can appear in holds it: "
                    + ", ".join(f"{cell_name(i, n)} = {d} (its only place in {line_of(i)})" for i, _ in pl)
                )
            cells = [i for i, _ in el] + [i for i, _ in pl]
            lines = drop + [sh.cell_lines[i][1 if a_rows else 0] for i, _ in pl]
            area = [i for li in lines for i in sh.lines[li]]
            yield _step("Setti's rule", cells, (d,), pl, el, text + "; ".join(parts), area)


# -- 9. Y-wing ---------------------------------------------------------------------------------------


def y_wing(g: CandidateGrid) -> Iterator[Step]:
    """Pivot {a,b} seeing pincers {a,c} and {b,c}: one pincer is c, so c leaves every cell
    that sees both pincers."""
    sh = g.shape
    n = g.size
    M, V = g.masks, g.values
    pairs = [i for i in sh.white if not V[i] and popcount(M[i]) == 2]
    if len(pairs) < 3:
        return
    pair_set = set(pairs)
    for p in pairs:
        mp = M[p]
        wings = [q for q in sh.white_peers[p] if q in pair_set and popcount(M[q] & mp) == 1]
        for x, y in combinations(wings, 2):
            mx, my = M[x], M[y]
            if mx == my or (mx & mp) == (my & mp):
                continue
            c = mx & my & ~mp
            if not c or popcount(c) != 1:
                continue
            dc = c.bit_length() - 1
            seen_x = set(sh.white_peers[x])
            targets = [t for t in sh.white_peers[y] if t in seen_x and t not in (p, x, y)]
            el = _open_elims(g, targets, c)
            if el:
                a = (mx & mp).bit_length() - 1
                b = (my & mp).bit_length() - 1
                (a, fa), (b, fb) = sorted(((a, x), (b, y)))  # a in the pivot leaves its pincer fa c
                text = (
                    f"{cell_name(p, n)} is {a} or {b}; if {a}, {cell_name(fa, n)} is {dc}, if {b}, "
                    f"{cell_name(fb, n)} is {dc}; so {_elim_text(el, n)}"
                )
                yield _step("Y-wing", (p, x, y), (a, b, dc), (), el, text, (p, x, y))


# -- 10. and 11. short and deep chains (chains.py, loaded when first tried) -----------------------


def short_chain(g: CandidateGrid, cancel: CancelToken | None = None) -> Iterator[Step]:
    """Short chain: see :func:`str8ts_gui.kinds.str8ts.logic.chains.short_chain`."""
    from str8ts_gui.kinds.str8ts.logic import chains

    return chains.short_chain(g, cancel)


def deep_chain(g: CandidateGrid, cancel: CancelToken | None = None) -> Iterator[Step]:
    """Deep chain: see :func:`str8ts_gui.kinds.str8ts.logic.chains.deep_chain`."""
    from str8ts_gui.kinds.str8ts.logic import chains

    return chains.deep_chain(g, cancel)


# -- the list ---------------------------------------------------------------------------------------------

# Points per step (what a path's score adds up; see path.py): fitted to the published grades of
# the 1088 str8ts.com dailies 2019-2021 (``python benchmarks/logic.py --calibrate``), a naked single
# being 10. The dailies need nothing beyond hidden pairs; the harder strategies get more points
# than those by hand (and a path that needs one of tier 4 or more is Extreme anyway).
STRATEGIES: tuple[Strategy, ...] = (
    Strategy("Row/column rule", 0, 0, row_column, True, "placed digits and black clues leave their row and column"),
    Strategy("Naked single", 0, 10, naked_single, True, "a cell with one candidate gets it"),
    Strategy("Compartment range check", 1, 1, range_check, True, "digits out of reach of a compartment's straight"),
    Strategy("Sure candidates", 1, 6, sure_candidates, True, "digits every straight of a compartment holds leave its line"),
    Strategy("Hidden single", 1, 13, hidden_single, True, "a sure digit only one cell of its compartment can take"),
    Strategy("Stranded digits", 2, 10, stranded_digits, False, "a missing digit splits the candidates"),
    Strategy("Split compartments", 2, 5, split_compartments, False, "straights whose digits the cells cannot all take"),
    Strategy("Mind the gap", 2, 5, mind_the_gap, False, "a digit leaving another cell nothing within reach"),
    Strategy("Naked pair", 2, 22, _naked(2, "Naked pair"), False, "two cells of a line with two digits"),
    Strategy("Naked triple", 3, 5, _naked(3, "Naked triple"), False, "three cells of a line with three digits"),
    Strategy("Naked quad", 3, 22, _naked(4, "Naked quad"), False, "four cells of a line with four digits"),
    Strategy("Hidden pair", 3, 22, _hidden(2, "Hidden pair"), False, "two necessary digits only two cells can take"),
    Strategy("Hidden triple", 3, 22, _hidden(3, "Hidden triple"), False, "three necessary digits in three cells"),
    Strategy("High/low", 3, 22, high_low, False, "straights of one line cannot overlap"),
    Strategy("Locked compartments", 3, 22, locked_compartments, False, "a digit that leaves no straight for the rest"),
    Strategy("X-wing", 4, 30, _fish(2, "X-wing"), False, "a necessary digit in two lines, in two crossing lines"),
    Strategy("Swordfish", 4, 35, _fish(3, "Swordfish"), False, "a necessary digit in three lines"),
    Strategy("Setti's rule", 4, 35, settis_rule, False, "a digit fills as many rows as columns"),
    Strategy("Y-wing", 5, 40, y_wing, False, "a pivot with two pincers"),
    Strategy("Short chain", 6, 50, short_chain, False, "assume a candidate; a contradiction removes it"),
    Strategy(
        "Deep chain", 7, 80, deep_chain, False, "assume a candidate; the strategies up to Setti's rule find a contradiction"
    ),
)

for _s in STRATEGIES:
    _INFO[_s.name] = (_s.level, _s.difficulty)

STRATEGY_BY_NAME: dict[str, Strategy] = {s.name: s for s in STRATEGIES}
