"""Techniques for Sudoku variants: thermometers, arrows, killer cages and the 45 rule (the other
rules' own techniques are :mod:`.variant_rules`; the ladder is :mod:`.variant_ladder`).

* **Thermometer ranges** -- digits rise along a thermometer, so each cell sits above the
  lowest candidate before it and below the highest one after it.
* **Arrow sums** -- the line of an arrow adds up to its circle: the circle is at least the
  line's smallest sum and at most its largest, and each line cell leaves room for the others.
* **Killer cage combinations** -- the digit sets a cage can still hold ("cage 15 in 2 cells:
  {6,9} or {7,8}"), each checked for a way to place its digits in the cage's cells: the cells
  keep the digits of those ways; a digit every set holds must be in the cage, so cells outside
  it that see all of the cage's places for that digit lose it.
* **45 rule** -- a row, column, box (region, diagonal), a band of neighbouring rows or columns,
  or two touching boxes adds up to 45 (n(n+1)/2) per unit. Subtract the cages wholly inside it;
  each cage crossing its border is either left out (its cells inside are *innies*) or taken in
  whole (its cells outside are *outies*, the cage's sum added): the innies minus the outies make
  a known number, which also splits a crossing cage's sum between its two sides. The few cells of
  such a sum keep only the digits of some way to make it (cells that see each other differ).

Each is sound: it removes a digit only when no solution of the puzzle consistent with the
grid has it there. Ratings (Sudoku Explainer scale): thermometer ranges 2.0, arrow sums and
cage combinations 2.2 (a one-cell cage is a given in disguise: 1.0, like the last open cell of a
cage; a cage one set of digits fills, such as 3 in two cells, 1.4), the 45
rule 3.2 to 4.0 (more for a band of units, for
innies and outies together and for each cell beyond the first).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator, Sequence

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells, fmt_digits
from str8ts_gui.kinds.sudoku.logic.variant_base import join, values_words

# the rules are told by their names (``c.rule``), so that importing the logic does not load every
# variant rule (a classic Sudoku needs none)

__all__ = [
    "arrow_sums",
    "cage_options",
    "innies_outies",
    "killer_combinations",
    "rule_45",
    "single_cage_combination",
    "thermometer_ranges",
]

THERMO = 2.0
ARROW = 2.2
CAGE = 2.2
CAGE_ONE = 1.4  # a cage with one set of digits left (or one open cell)
ONE_COMBINATION = "Single cage combination"
RULE_45 = 3.2
MAX_SUM_CELLS = 4  # the 45 rule looks at sums over at most this many open cells


# -- shared ------------------------------------------------------------------------------------


def _pruned(g: CandidateGrid, c) -> tuple[list[tuple[int, int]], list[int]] | None:
    """(eliminations, masks after) of one rule's pruning on the grid; None when the rule finds
    no way left (a broken grid)."""
    m = list(g.masks)
    if c.prune(g.puzzle, m) is None:
        return None
    V, M = g.values, g.masks
    el = []
    for i, old in enumerate(M):
        gone = old & ~m[i]
        if gone and not V[i]:
            el.extend((i, d) for d in bits(gone))
    return el, m


# -- thermometers and arrows -----------------------------------------------------------------------


def _range_words(m: int) -> str:
    """``is 6``, ``is 8 or 9`` (two digits), ``is 1 to 3``: a cell's candidates as a range."""
    ds = bits(m)
    if len(ds) == 1:
        return f"is {ds[0]}"
    return f"is {_span(ds[0], ds[-1], len(ds))}"


def _span(lo: int, hi: int, count: int | None = None) -> str:
    """``5``, ``5 or 6``, ``5 to 9``: the numbers from ``lo`` to ``hi`` (``count`` of them, by
    default all between), two of them read as "or", not as a range."""
    if count is None:
        count = hi - lo + 1
    if lo == hi:
        return str(lo)
    return f"{lo} or {hi}" if count == 2 else f"{lo} to {hi}"


def thermometer_ranges(g: CandidateGrid) -> Iterator[Step]:
    """Digits rise along a thermometer: each cell lies above the lowest candidate of the cell
    before it and below the highest candidate of the cell after it."""
    puzzle = g.puzzle
    if not puzzle.constraints:
        return
    n = g.size
    for c in puzzle.constraints:
        if not c.rule == "thermo":
            continue
        r = _pruned(g, c)
        if not r or not r[0]:
            continue
        el, m = r
        changed = sorted({i for i, _ in el}, key=c.cells.index)
        words = [f"{cell_name(i, n)} {_range_words(m[i])}" for i in changed]
        ranges = join(words)
        bounds = _thermo_bounds(g, c.cells, el, changed)
        text = (
            f"Along the thermometer from {cell_name(c.cells[0], n)} the digits rise cell by cell"
            f"{'; ' + join(bounds) if bounds else ''}, so {ranges}: {elim_text(el, n)}"
        )
        yield make_step("Thermometer ranges", THERMO, c.cells, {d for _, d in el}, (), el, text, c.cells)


def _thermo_bounds(g: CandidateGrid, cells: Sequence[int], el, changed) -> list[str]:
    """What bounds a thermometer's ranges from inside it: ``r6c6 is 8`` (a digit given or placed
    on it, a solver read "r6c7 is 9" without the 8 before it as a step without its reason),
    ``r5c9 is at least 7``: the cell before (after) the cells that lose low (high) digits from
    whose own candidates their bound comes, where it is not itself told (a changed cell) and
    bounds more than its place on the thermometer does (the bulb's 1 and up)."""
    n = g.size
    V, M = g.values, g.masks
    own = [1 << V[i] if V[i] else M[i] for i in cells]
    k = len(cells)
    # per place: the place whose own lowest (highest) digit bounds it from below (above)
    low_src, high_src = [0] * k, [0] * k
    low = 0  # the lowest digit the place before can hold
    for p, m in enumerate(own):
        ds = bits(m)
        low_src[p] = low_src[p - 1] if p and ds[0] <= low else p
        low = next((d for d in ds if d > low), ds[-1])
    high = n + 1  # the highest digit the place after can hold
    for p in range(k - 1, -1, -1):
        ds = bits(own[p])
        high_src[p] = high_src[p + 1] if p < k - 1 and ds[-1] >= high else p
        high = next((d for d in reversed(ds) if d < high), ds[0])
    sides: dict[int, set[bool]] = {}  # place: bounds from below (True), from above (False)
    for i in changed:
        p = cells.index(i)
        for src, below in ((low_src[p], True), (high_src[p], False)):
            if src == p or cells[src] in changed or not _loses(el, i, own[p], below):
                continue
            ds = bits(own[src])
            if len(ds) == 1 or (ds[0] > src + 1 if below else ds[-1] < n - (k - 1 - src)):
                sides.setdefault(src, set()).add(below)
    words = []
    for src in sorted(sides):
        ds, name = bits(own[src]), cell_name(cells[src], n)
        if len(ds) == 1 or len(sides[src]) == 2:
            words.append(f"{name} {_range_words(own[src])}")
        else:
            words.append(f"{name} is at least {ds[0]}" if True in sides[src] else f"{name} is at most {ds[-1]}")
    return words


def _loses(el, i: int, m: int, below: bool) -> bool:
    """Whether cell ``i`` (candidates ``m``) loses digits below (above) those it keeps."""
    kept = [d for d in bits(m) if (i, d) not in el]
    gone = [d for d in bits(m) if (i, d) in el]
    if not kept:
        return False
    return any(d < kept[0] for d in gone) if below else any(d > kept[-1] for d in gone)


def _along(cells, n: int) -> str:
    """``r2c6, r1c5 and r2c4``: a line's cells in their order along it (a reviewer read the
    cells in reading order, "along r1c5, r2c4 and r2c6", as a line that runs otherwise)."""
    return join(cell_name(i, n) for i in cells)


def arrow_sums(g: CandidateGrid) -> Iterator[Step]:
    """The line of an arrow adds up to its circle: the circle lies within the sums the line can
    make, and each line cell leaves the others a way to make the circle's number."""
    puzzle = g.puzzle
    if not puzzle.constraints:
        return
    n = g.size
    M, V = g.masks, g.values
    pb = g.shape.peer_bits
    for c in puzzle.constraints:
        if not c.rule == "arrow":
            continue
        r = _pruned(g, c)
        if not r:
            continue
        el, m = r
        terms = [(i, w) for i, w in c.terms() if not V[i]]
        mates = ""
        if len(terms) <= MAX_SUM_CELLS + 1:
            # few open cells: also let the cells that see each other differ
            total = -sum(w * V[i] for i, w in c.terms() if V[i])
            support = _sum_support(terms, total, m, pb)
            if support is None:
                continue
            el = [(i, d) for i, _ in terms for d in bits(M[i] & ~(m[i] & support[i]))]
            line = [i for i in c.line if not V[i]]
            pairs = [(a, b) for k, a in enumerate(line) for b in line[k + 1 :] if pb[a] >> b & 1]
            if pairs and len(pairs) == len(line) * (len(line) - 1) // 2 and len(line) > 2:
                # all of them: "r2c6, r1c5 and r2c4 all see each other", not every pair
                mates = f" ({_along(line, n)} all see each other, so they differ)"
            elif pairs:
                words = ", ".join(f"{cell_name(a, n)} and {cell_name(b, n)}" for a, b in pairs)
                mates = f" ({words} see each other, so they differ)" if len(pairs) == 1 else (
                    f" (cells that see each other differ: {words})"
                )
        if not el:
            continue
        lo = sum(bits(M[i])[0] for i in c.line)
        hi = sum(bits(M[i])[-1] for i in c.line)
        bulb = "+".join(cell_name(i, n) for i in c.bulb)
        if len(c.bulb) == 1:
            circle = f"the circle holds {fmt_digits(M[c.bulb[0]], 'or')}"
        else:
            circle = "the circle reads its digits as one number"
        if mates:
            # (one "so" a sentence: the cells' "so they differ" has said it)
            then = ": " if ", so " in mates else ", so "
            text = f"The arrow from {bulb} along {_along(c.line, n)} adds up to its circle{mates}{then}{elim_text(el, n)}"
        else:
            text = (
                f"The arrow from {bulb} along {_along(c.line, n)} adds up to its circle: the line can add "
                f"up to {_span(lo, hi)} and {circle}, so {elim_text(el, n)}"
            )
        area = c.area()
        yield make_step("Arrow sums", ARROW, area, {d for _, d in el}, (), el, text, area)


# -- killer cages --------------------------------------------------------------------------------------


def _matches(cells: Sequence[int], masks: Sequence[int], digits: int) -> bool:
    """Whether ``cells`` can take different digits of ``digits``, one each, from their masks
    (a perfect matching when there are as many digits as cells)."""
    owner: dict[int, int] = {}

    def place(k: int, seen: list[int]) -> bool:
        """Find cell ``k`` a digit, moving others along (``seen[0]``: digits tried this round)."""
        free = masks[cells[k]] & digits & ~seen[0]
        while free:
            low = free & -free
            free ^= low
            seen[0] |= low
            if low not in owner or place(owner[low], seen):
                owner[low] = k
                return True
        return False

    for k in range(len(cells)):
        if not place(k, [0]):
            return False
    return True


def cage_options(cells: Sequence[int], masks: Sequence[int], n: int, total: int) -> tuple[list[int], dict[int, int]]:
    """The digit sets (masks) a cage with these candidates can still hold, and per cell the
    digits some placement of some set gives it."""
    options, support = _cage_options(len(cells), tuple(masks[i] for i in cells), n, total)
    return list(options), dict(zip(cells, support))


@lru_cache(maxsize=4096)
def _cage_options(k: int, masks: tuple[int, ...], n: int, total: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(sets, support per cell) of a cage of ``k`` cells with these candidate masks (cells
    are 0..k-1 here)."""
    cells = range(k)
    options: list[int] = []
    support = [0] * k
    from str8ts_gui.kinds.sudoku.variants.killer import digit_sets  # (a variant's rules are loaded)

    for s in digit_sets(n, k, total):
        if any(not m & s for m in masks) or not _matches(cells, masks, s):
            continue
        options.append(s)
        for i in cells:
            others = [j for j in cells if j != i]
            todo = masks[i] & s & ~support[i]
            while todo:
                low = todo & -todo
                todo ^= low
                if _matches(others, masks, s & ~low):
                    support[i] |= low
    return tuple(options), tuple(support)


def _set_words(s: int) -> str:
    return "{" + ",".join(map(str, bits(s))) + "}"


def _options_words(options: list[int], k: int = 0, total: int = 0, n: int = 9) -> str:
    """``{1,2,9} or {1,3,8}``; past six sets what they share: ``its candidates allow 7 sets of 5
    different digits adding up to 21 (each with 1; none with 9)`` (it said "one of 7 sets of the digits 1, 2, ...
    and 9", a placeholder that told nothing)."""
    if len(options) <= 6:
        words = [_set_words(s) for s in options]
        return join(words, "or")
    union, common = 0, -1
    for s in options:
        union |= s
        common &= s
    if not k:
        k = len(bits(options[0]))
        total = sum(bits(options[0]))
    text = f"its candidates allow {len(options)} sets of {k} different digits adding up to {total}"
    notes = []
    if bits(common):
        notes.append(f"each with {fmt_digits(common)}")
    missing = [d for d in range(1, n + 1) if not union >> d & 1]
    if missing:
        notes.append(f"none with {fmt_digits(missing, 'or')}")
    return text + (f" ({'; '.join(notes)})" if notes else "")


def _bound_reason(cells, i: int, digits: list[int], masks: Sequence[int], total: int) -> str | None:
    """Why these digits leave cell ``i`` of a cage, when a sum bound says it: with any of them
    there, the cage draws only on the other cells' candidates and these digits, and its
    ``k`` different digits from those add up to more or less than the total."""
    k = len(cells)
    pool = sum(1 << d for d in digits)
    for j in cells:
        if j != i:
            pool |= masks[j]
    ds = bits(pool)
    if len(ds) < k:
        return None
    hi, lo = sum(ds[-k:]), sum(ds[:k])
    if hi < total:
        bound = f"at most {hi}"
    elif lo > total:
        bound = f"at least {lo}"
    else:
        return None
    return f"the cage would hold only {values_words(bits(pool))}, and {k} different digits of those add up to {bound}, not {total}"


def _cage_elimination_words(
    el: list[tuple[int, int]], options: list[int], n: int, cells=(), masks: Sequence[int] = (), total: int = 0
) -> str:
    """", so 4 and 6 leave r5c5; 2 leaves r5c5 too: with 2 there, the other cells could not hold
    the rest of {1,2,9}": what the cage's sets remove from its own cells, and why. A digit in no
    set needs no reason; a digit of a set that the cell still cannot take is placed there by no
    filling of the set: said so, with the sets it belongs to (a reviewer read "{1,2,9} or
    {1,3,8}, so 2 leaves r5c5" as a step without its reason). Where a sum bound is the reason,
    that is said instead: "with any of these there, the cage would hold only 1 to 6, and 5
    different digits of those add up to at most 20, not 21" (a reviewer's finding: "could hold
    the rest of none of its sets (one of 7 sets ...)" named no reason)."""
    union = 0
    for s in options:
        union |= s
    absent = [(i, d) for i, d in el if not union >> d & 1]
    misfit = [(i, d) for i, d in el if union >> d & 1]
    words = f", so {elim_text(absent, n)}" if absent else ""
    if misfit:
        digits = {d for _, d in misfit}
        sets = [s for s in options if any(s >> d & 1 for d in digits)]
        # one digit, in one cell or more: "with 1 there"; "any of these" only for several digits
        where = f"with {misfit[0][1]} there" if len(digits) == 1 else "with any of these there"
        by_cell: dict[int, list[int]] = {}
        for i, d in misfit:
            by_cell.setdefault(i, []).append(d)
        # one set names its rest plainly ("could not hold the rest of {1,5}"); with several,
        # a sum bound is the reason when it holds
        reasons = [_bound_reason(cells, i, ds, masks, total) for i, ds in by_cell.items()] if cells and len(sets) > 1 else [None]
        if len(by_cell) == 1 and reasons[0]:
            rest = reasons[0]
            words += f"{'; ' if absent else ', so '}{elim_text(misfit, n)}{' too' if absent else ''}: {where}, {rest}"
            return words
        lacking = None
        if len(sets) == 1 and len(misfit) == 1 and cells:
            i, d = misfit[0]
            need = sets[0] & ~(1 << d)
            lacking = next((j for j in cells if j != i and not masks[j] & need), None)
        if lacking is not None:
            # the one set's rest, and the cell that can take none of it
            need_ds = bits(need)
            none = {1: "does not hold it", 2: "holds neither"}.get(len(need_ds), "holds none of them")
            rest = f"would need {fmt_digits(need_ds)}, and {cell_name(lacking, n)} {none}"
        elif len(sets) == 1:
            rest = f"could not hold the rest of {_set_words(sets[0])}"
        else:
            with_ = f"with {misfit[0][1]}" if len(digits) == 1 else "with these digits"
            rest = f"could hold the rest of none of the sets {with_} ({_options_words(sets, len(cells), total, n) if cells else _options_words(sets)})"
        others = "the other cell" if len(cells) == 2 else "the other cells"  # (a cage of two: one other)
        words += f"{'; ' if absent else ', so '}{elim_text(misfit, n)}{' too' if absent else ''}: {where}, {others} {rest}"
    return words


def killer_combinations(g: CandidateGrid) -> Iterator[Step]:
    """The digit sets a killer cage can still hold: its cells keep the digits of those sets
    that fit them; a digit in every set leaves the cells outside that see all its places.
    One-cell cages first (they are givens), then the cages with the fewest sets."""
    if not g.puzzle.constraints:
        return
    found = sorted(_cage_steps(g), key=lambda x: x[0])
    for _, step in found:
        yield step


def _cage_steps(g: CandidateGrid) -> Iterator[tuple[tuple[int, int, int], Step]]:
    puzzle = g.puzzle
    n = g.size
    M, V = g.masks, g.values
    pb = g.shape.peer_bits
    cb = g.cand_bits
    for k, c in enumerate(puzzle.constraints):
        if not c.rule == "killer" or not c.total:
            continue
        cells = c.cells
        if all(V[i] for i in cells):
            continue
        options, support = cage_options(cells, M, n, c.total)
        if not options:
            continue  # a broken grid: the path stops on it
        if len(cells) == 1:
            i = cells[0]
            if M[i] != 1 << c.total:
                # "The 8 cage", not "Killer cage 8" after the technique's "Single cage combination"
                text = f"The {c.total} cage in 1 cell: {cell_name(i, n)} is {c.total}"
                step = make_step(ONE_COMBINATION, 1.0, cells, (c.total,), ((i, c.total),), (), text, cells)
                yield (0, 0, k), step
            continue
        el = [(i, d) for i in cells if not V[i] for d in bits(M[i] & ~support[i])]
        need = -1
        for s in options:
            need &= s
        cage_bits = sum(1 << i for i in cells)
        outside = []
        for d in bits(need & ~sum(1 << V[i] for i in cells if V[i])):
            places = [i for i in cells if support[i] >> d & 1]
            seen = -1
            for i in places:
                seen &= pb[i]
            gone = seen & cb[d] & ~cage_bits
            outside.extend((j, d) for j in cells_of(gone))
        if not el and not outside:
            continue
        size = len(cells)
        text = (
            f"The {c.total} cage in {size} cells ({fmt_cells(cells, n)}): "  # (not "Killer cage combinations: Killer cage 15")
            f"{_options_words(options, size, c.total, n)}"
        )
        if el:
            text += _cage_elimination_words(el, options, n, cells, M, c.total)
        open_count = sum(1 for i in cells if not V[i])
        if el and (len(options) == 1 or open_count == 1):
            # one way to fill the cage: a beginner's step (the last open cell of a cage, or a
            # sum with one set of digits such as 3 in two cells); what it means for the cells
            # outside is the next, harder step
            difficulty = 1.0 if open_count == 1 else CAGE_ONE
            step = make_step(ONE_COMBINATION, difficulty, cells, {d for _, d in el}, (), el, text, cells)
            yield (0, len(options), k), step
            continue
        if outside:
            ds = sorted({d for _, d in outside})
            # one "so" a sentence (it said "..., so every set holds 3, which must be in the
            # cage, so 3 leaves ...")
            are = "is" if len(ds) == 1 else "are"
            if len(options) == 1:  # "{1,2}, so 1 and 2 must be in the cage", not "every set holds" them
                holds = f", so {fmt_digits(ds)} must be in the cage:"
            elif el:  # (the cage's own cells have had their "so")
                holds = f"; {fmt_digits(ds)} {are} in every set and must be in the cage:"
            else:
                holds = f"; {fmt_digits(ds)} {are} in every set, so {'it' if len(ds) == 1 else 'they'} must be in the cage:"
            text += f"{holds} {elim_text(outside, n)}"
        all_el = el + outside
        area = list(cells) + [j for j, _ in outside]
        step = make_step("Killer cage combinations", CAGE, cells, {d for _, d in all_el}, (), all_el, text, area)
        yield (1, len(options), k), step


def single_cage_combination(g: CandidateGrid) -> Iterator[Step]:
    """A killer cage with one way left to fill it: a one-cell cage, the last open cell of a
    cage, or a sum one set of digits makes (3 in two cells: 1 and 2)."""
    for step in killer_combinations(g):
        if step.difficulty <= CAGE_ONE:
            yield step


# -- the 45 rule ----------------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def _houses(sh) -> tuple[tuple[str, int, int], ...]:
    """(name, cell bits, units) of every house the 45 rule adds up: each unit, each band of 2 to
    n - 1 neighbouring rows or columns, and each two boxes (regions) that touch."""
    n = sh.size
    out = [(sh.unit_names[u], sh.unit_bits[u], 1) for u in (*sh.unit_order,) if len(sh.units[u]) == n]
    for width in range(2, n):
        for first in range(0, n - width + 1):
            rows = 0
            cols = 0
            for k in range(first, first + width):
                rows |= sh.unit_bits[k]
                cols |= sh.unit_bits[n + k]
            span = f"{first + 1}-{first + width}"
            out.append((f"rows {span}", rows, width))
            out.append((f"columns {span}", cols, width))
    boxes = range(2 * n, 3 * n)
    word = sh.region_word + "es" if sh.region_word == "box" else sh.region_word + "s"
    for a in boxes:
        for b in boxes:
            if b <= a:
                continue
            ba, bb = sh.unit_bits[a], sh.unit_bits[b]
            if _touch(ba, bb, n):
                na, nb = sh.unit_names[a].split()[-1], sh.unit_names[b].split()[-1]
                out.append((f"{word} {na} and {nb}", ba | bb, 2))
    return tuple(out)


def _touch(a: int, b: int, n: int) -> bool:
    """Whether two cell sets have orthogonally touching cells."""
    left = 0
    for r in range(n):
        left |= 1 << (r * n)  # column 1: no cell to its left
    right = left << (n - 1)
    grow = (a << n) | (a >> n) | ((a & ~right) << 1) | ((a & ~left) >> 1)
    return bool(grow & b)


@lru_cache(maxsize=32)
def _cages(constraints: tuple) -> tuple[tuple[int, int], ...]:
    """(cell bits, total) of the killer cages with a sum that share no cell with another one."""
    cages = [c for c in constraints if c.rule == "killer" and c.total]
    bits_of = [sum(1 << i for i in c.cells) for c in cages]
    out = []
    for k, (c, b) in enumerate(zip(cages, bits_of)):
        if any(b & other for j, other in enumerate(bits_of) if j != k):
            continue
        out.append((b, c.total))
    return tuple(out)


def _sum_support(
    terms: list[tuple[int, int]], total: int, masks: Sequence[int], peer_bits: Sequence[int]
) -> dict[int, int] | None:
    """Per cell of ``terms`` ((cell, +1 or -1)): the digits some way of making
    ``sum(sign * digit) == total`` gives it, cells that see each other holding different
    digits; None when there is no way."""
    if any(not masks[i] for i, _ in terms):
        return None
    order = sorted(terms, key=lambda t: masks[t[0]].bit_count())
    k = len(order)
    lo_rest = [0] * (k + 1)
    hi_rest = [0] * (k + 1)
    for j in range(k - 1, -1, -1):
        i, s = order[j]
        ds = bits(masks[i])
        a, b = s * ds[0], s * ds[-1]
        lo_rest[j] = lo_rest[j + 1] + min(a, b)
        hi_rest[j] = hi_rest[j + 1] + max(a, b)
    support = {i: 0 for i, _ in order}
    chosen = [0] * k  # the digit bit of each cell so far
    # per position: the earlier positions whose cells it sees (they must differ)
    seen_by = [[x for x in range(j) if peer_bits[order[j][0]] >> order[x][0] & 1] for j in range(k)]
    cell_masks = [masks[i] for i, _ in order]
    signs = [s for _, s in order]
    found = False

    def rec(j: int, acc: int) -> None:
        nonlocal found
        if j == k:
            if acc == total:
                found = True
                for (i, _), b in zip(order, chosen):
                    support[i] |= b
            return
        need = total - acc
        if need < lo_rest[j] or need > hi_rest[j]:
            return
        taken = 0
        for x in seen_by[j]:
            taken |= chosen[x]
        free = cell_masks[j] & ~taken
        s = signs[j]
        while free:
            low = free & -free
            free ^= low
            chosen[j] = low
            rec(j + 1, acc + s * (low.bit_length() - 1))
        chosen[j] = 0

    rec(0, 0)
    return support if found else None


MAX_CROSSING = 5  # cages crossing a house's border tried in and out (2 ** 5 ways at most)


def innies_outies(g: CandidateGrid) -> Iterator[tuple[str, int, int, list[int], list[int], int, str]]:
    """(house name, house cell bits, units, innie cells, outie cells, total, why) of every
    45-rule sum the grid's cages give: sum(innies) - sum(outies) == total over the open cells
    (placed ones folded in).

    A house is a unit, a band of rows or columns, or two touching boxes; it adds up to 45 per
    unit. The cages wholly inside it are taken away; each cage crossing its border is either
    left out (its cells inside become innies) or taken in whole (its cells outside become
    outies): every such choice with few open cells left over is a sum, so a cage split by the
    border gets the sum of its part inside or outside ("cage splits")."""
    puzzle = g.puzzle
    sh = g.shape
    n = sh.size
    unit_total = n * (n + 1) // 2
    cages = _cages(puzzle.constraints)
    if not cages:
        return
    V = g.values
    open_bits = g.open_bits
    for name, house, units in _houses(sh):
        inside = [(b, t) for b, t in cages if not b & ~house]
        crossing = [(b, t) for b, t in cages if b & house and b & ~house]
        if not inside and not crossing:
            continue
        target = units * unit_total
        it = "it" if units == 1 else "them"
        cov_in = 0
        sum_in = 0
        for b, t in inside:
            cov_in |= b
            sum_in += t
        rest = house & ~cov_in
        if len(crossing) > MAX_CROSSING:
            # too many to try each way: all out, or all in
            choices = [0, (1 << len(crossing)) - 1]
        else:
            choices = range(1 << len(crossing))
        for choice in choices:
            inn = rest
            out = 0
            total = target - sum_in
            taken = []
            for k, (b, t) in enumerate(crossing):
                if choice >> k & 1:
                    inn &= ~b
                    out |= b & ~house
                    total -= t
                    taken.append(t)
            if not (inn | out) & open_bits:
                continue
            if ((inn | out) & open_bits).bit_count() > MAX_SUM_CELLS:
                continue
            if not inside and not taken:
                continue
            for i in cells_of(inn & ~open_bits):
                total -= V[i]
            for i in cells_of(out & ~open_bits):
                total += V[i]
            # a band of units or two boxes: "their border"; one cage inside: "the cage inside it adds up"
            its = "its" if units == 1 else "their"
            inside_words = f"the cage{'s' if len(inside) > 1 else ''} inside {it}"
            if taken and inside:
                crossing_words = "the cage crossing" if len(taken) == 1 else f"the {len(taken)} cages crossing"
                words = f"{inside_words} and {crossing_words} {its} border add up to {sum_in + sum(taken)}"
            elif taken:
                plural = "s" if len(taken) > 1 else ""
                words = f"the cage{plural} crossing {its} border add{'' if plural else 's'} up to {sum(taken)}"
            else:
                words = f"{inside_words} add{'s' if len(inside) == 1 else ''} up to {sum_in}"
            yield (
                name, house, units, cells_of(inn & open_bits), cells_of(out & open_bits), total,
                f"{name} add{'s' if units == 1 else ''} up to {units * unit_total} and {words}",
            )


def rule_45(g: CandidateGrid) -> Iterator[Step]:
    """The 45 rule: innies, outies, or innies minus outies of a house add up to a known number;
    those few cells keep only the digits of some way to make it."""
    puzzle = g.puzzle
    if not puzzle.constraints:
        return
    n = g.size
    M = g.masks
    pb = g.shape.peer_bits
    seen: set[tuple] = set()
    for name, house, units, inn, out, total, why in innies_outies(g):
        key = (tuple(inn), tuple(out), total)
        if key in seen:
            continue
        seen.add(key)
        terms = [(i, 1) for i in inn] + [(i, -1) for i in out]
        support = _sum_support(terms, total, M, pb)
        if support is None:
            continue
        cells = inn + out
        el = [(i, d) for i in cells for d in bits(M[i] & ~support[i])]
        if not el:
            continue
        if inn and out and total == 0:  # "the innie r7c4 equals the outie r6c6", not "minus ... makes 0"
            if len(inn) == 1 and len(out) == 1:
                what = f"the innie {fmt_cells(inn, n)} equals the outie {fmt_cells(out, n)}"
            else:
                what = (
                    f"the innie{'s' if len(inn) > 1 else ''} {fmt_cells(inn, n)} add{'' if len(inn) > 1 else 's'} "
                    f"up to the same as the outie{'s' if len(out) > 1 else ''} {fmt_cells(out, n)}"
                )
        elif inn and out and total < 0:  # said the other way round, with a positive number
            what = (
                f"the outie{'s' if len(out) > 1 else ''} {fmt_cells(out, n)} minus the innie"
                f"{'s' if len(inn) > 1 else ''} {fmt_cells(inn, n)} make{'s' if len(out) == 1 else ''} {-total}"
            )
        elif inn and out:
            what = (
                f"the innie{'s' if len(inn) > 1 else ''} {fmt_cells(inn, n)} minus the outie"
                f"{'s' if len(out) > 1 else ''} {fmt_cells(out, n)} make{'s' if len(inn) == 1 else ''} {total}"
            )
        elif inn:
            what = f"the innie{'s' if len(inn) > 1 else ''} {fmt_cells(inn, n)} add{'s' if len(inn) == 1 else ''} up to {total}"
        else:
            what = f"the outie{'s' if len(out) > 1 else ''} {fmt_cells(out, n)} add{'s' if len(out) == 1 else ''} up to {-total}"
        placements: tuple = ()
        if len(cells) == 1:
            i = cells[0]
            d = bits(support[i])[0]
            placements = ((i, d),)
            side = "innie" if inn else "outie"
            text = f"{why}, so the {side} {cell_name(i, n)} is {d}"
            el = []
        else:
            text = f"{why}, so {what}: {elim_text(el, n)}"
        difficulty = RULE_45 + (0.2 if units > 1 else 0.0) + (0.2 if inn and out else 0.0) + 0.1 * (len(cells) - 1)
        difficulty = min(difficulty, 4.0)
        ds = {d for _, d in el} | {d for _, d in placements}
        area = cells_of(house) + out
        yield make_step("45 rule", difficulty, cells, ds, placements, el, text, area)
