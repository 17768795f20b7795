"""What each variant rule says by itself, and with the Sudoku around it.

* **One technique per rule family** (:data:`FAMILIES`): odd/even, Kropki dots, XV, non-consecutive,
  negative constraints, renban, German whispers, palindromes and clones, between lines, region
  sum lines, zipper lines, entropic lines, minimum/maximum, quadruples, little killers,
  sandwiches, X-sums, skyscrapers, slow thermometers. Each runs the rule's own pruning
  (:meth:`Constraint.prune`: exactly the candidates some way of keeping the rule uses) and
  tells it in the rule's words: "The line r1c1-r1c2-r1c3: neighbours on the line differ by at
  least 5, so 5 leaves r1c1, r1c2 and r1c3" (after the technique's name, German whispers). A
  sum rule adds the bound that rules the digits out (:data:`_BOUNDS`): a little killer's other
  cells, how many cells a sandwich's 1 and 9 enclose and where they can stand, an X-sum's first
  digits and their sets, a zipper or region sum line's total and the part that bounds it. A
  rule no family names (one added later) is told as a plain **Rule elimination**.
* **Rule cells that see each other** -- the same, knowing that the rule's cells which share a
  row, column or box (or are a knight's move apart on an anti-knight puzzle...) differ
  (:mod:`.variant_local`): "r2c2 and r2c4 are on the line and in one row, so they differ".
* **Rule pointing** -- a digit that every way of keeping a rule puts in its cells, at places one
  cell sees in every way, leaves that cell: "the renban line r1c1-r1c5 holds 5 in every way, in
  r1c2 or r1c3, so 5 leaves r2c1 which sees both".

Each is sound: the rule's pruning and the ways only drop what no solution can have.
"""

from __future__ import annotations

import re
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells, fmt_digits
from str8ts_gui.kinds.sudoku.logic.variant_base import Context, RuleInfo, context, rule_says, rule_words, values_words
from str8ts_gui.kinds.sudoku.logic.variant_local import ways
from str8ts_gui.kinds.sudoku.variants.sums import _group_sums

__all__ = [
    "FAMILIES",
    "Family",
    "POINTING",
    "RULE_ELIMINATION",
    "SEEN",
    "family_finder",
    "other_rules",
    "rule_pointing",
    "seen_cells",
]

RULE_ELIMINATION = 2.0
SEEN = 2.6
POINTING = 2.7


class Family:
    """A rule family's technique: its step name, the rule names it covers, its rating and what
    the hint says it is."""

    def __init__(self, name: str, rules: tuple[str, ...], difficulty: float, description: str) -> None:
        self.name = name
        self.rules = rules
        self.difficulty = difficulty
        self.description = description


FAMILIES: tuple[Family, ...] = (
    Family("Odd/even", ("parity",), 1.3, "an odd cell holds 1, 3, 5..., an even one 2, 4, 6..."),
    Family("Kropki dot", ("kropki",), 2.0, "a white dot joins consecutive digits, a black dot a digit and its double"),
    Family("XV", ("xv",), 2.0, "an X joins digits adding up to 10, a V digits adding up to 5"),
    Family("Non-consecutive", ("nonconsecutive",), 2.0, "touching cells never hold consecutive digits"),
    Family(
        "Negative constraint", ("negative_ratio", "negative_xv"), 2.0,
        "touching cells without a mark never hold what the mark would say",
    ),
    Family("Minimum/maximum", ("extremum",), 2.0, "a marked cell is smaller (or larger) than each neighbour"),
    Family("Quadruple", ("quadruple",), 2.0, "the four cells around a circle hold its digits"),
    Family("Slow thermometer", ("slowthermo",), 2.0, "digits never fall along a slow thermometer"),
    Family("Renban line", ("renban",), 2.1, "a renban line holds consecutive digits in any order"),
    Family("German whispers", ("whispers",), 2.1, "neighbours on a whispers line differ by at least its difference (5 on a 9 x 9)"),
    Family("Palindrome and clone", ("palindrome", "clone"), 2.1, "mirrored cells and clones hold the same digit"),
    Family("Between line", ("between",), 2.1, "the digits on the line lie between its two circles"),
    Family("Entropic line", ("entropic",), 2.1, "every three cells in a row on the line hold a low, a middle and a high digit"),
    Family("Modular line", ("modular",), 2.1, "every three cells in a row on the line hold one of 1/4/7, one of 2/5/8 and one of 3/6/9"),
    Family("Nabner line", ("nabner",), 2.1, "no two digits on a nabner line are the same or consecutive"),
    Family("Zipper line", ("zipper",), 2.2, "cells the same distance from the middle add up to the same"),
    Family("Region sum line", ("region_sum",), 2.2, "the line adds up to the same in each box it passes"),
    Family("Double arrow", ("doublearrow",), 2.2, "the digits between the two circles add up to the circles' sum"),
    Family("Little killer", ("littlekiller",), 2.2, "the digits on the clue's diagonal add up to it"),
    Family("Sandwich", ("sandwich",), 2.2, "the digits between the 1 and the 9 add up to the clue"),
    Family("X-sum", ("xsum",), 2.2, "the first X digits from the clue add up to it, X being the first"),
    Family("Skyscraper clue", ("skyscraper",), 2.2, "the clue counts the digits seen from it, taller ones hiding lower"),
)
# rules with a technique of their own elsewhere (killer cages, thermometers, arrows: .variants)
DEDICATED = frozenset({"killer", "thermo", "arrow"})
NAMED = frozenset(r for f in FAMILIES for r in f.rules) | DEDICATED


def _pruned(ctx: Context, g: CandidateGrid, info: RuleInfo) -> list[tuple[int, int]] | None:
    """The eliminations of one rule's pruning on the grid; None when it finds no way left."""
    m = list(g.masks)
    if info.rule.prune(g.puzzle, m) is None:
        return None
    V, M = g.values, g.masks
    cells = info.cells or range(len(M))
    el = []
    for i in cells:
        gone = M[i] & ~m[i]
        if gone and not V[i]:
            el.extend((i, d) for d in bits(gone))
    return el


def _area(info: RuleInfo, el) -> list[int]:
    return list(info.cells) or sorted({i for i, _ in el})


def _rule_steps(g: CandidateGrid, name: str, difficulty: float, rule_names) -> Iterator[Step]:
    ctx = context(g)
    n = g.size
    for r, info in enumerate(ctx.rules):
        c = info.rule
        if not info.prunes or not rule_names(c.rule):
            continue
        el = _pruned(ctx, g, info)
        if not el:
            continue
        told = _pair_causes(ctx, g, r, el) if info.is_global else None
        if told:
            el, clauses, causes = told
            words = rule_words(c, n)
            if words.startswith(f"{name}: "):  # the technique's name says the rule (non-consecutive)
                words = ""
            text = f"{words}{'; '.join(clauses)}"
            # the causes are the step's cells (lit, and their candidates of the step on green
            # discs); the cells they clear are its area
            area = sorted({i for i, _ in el} | set(causes))
            yield make_step(name, difficulty, causes, {d for _, d in el}, (), el, text, area)
            continue
        if c.rule == "parity":  # what the mark says, and what goes: the one cell's other parity
            ds = sorted(d for _, d in el)
            look = "even (grey square)" if c.even else "odd (grey circle)"
            text = f"{cell_name(c.cell, n)} is {look}: {join_words(ds)} {'leaves' if len(ds) == 1 else 'leave'} it"
            area = _area(info, el)
            yield make_step(name, difficulty, area, set(ds), (), el, text, area)
            continue
        words = rule_words(c, n)
        if words.startswith(f"{name}: "):  # a rule named as its technique is not named twice
            words = words[len(name) + 2 :]
        elif words.startswith(f"{name} "):
            words = _untitled(c.rule, words[len(name) + 1 :])
        elif c.rule in _MARKS and rule_says(c, n):
            words = f"{_MARKS[c.rule](c, n)}: {rule_says(c, n)}, so "
        why = _BOUNDS.get(c.rule)
        bound = why(g, c, el) if why is not None and words.endswith(", so ") else None
        if bound:
            text = f"{words[: -len(', so ')]}; {bound}: {elim_text(el, n)}"
        else:
            text = f"{words}{elim_text(el, n)}"
        area = _area(info, el)
        yield make_step(name, difficulty, area, {d for _, d in el}, (), el, text, area)


def _cause(ctx: Context, g: CandidateGrid, r: int, i: int, d: int) -> int | None:
    """The touching cell of pair rule ``r`` (non-consecutive, a negative constraint) every
    candidate of which forbids ``d`` in cell ``i`` (a placed one first), or None."""
    V, M = g.values, g.masks
    found = None
    for j, table, k in ctx.links[i]:
        if k != r:
            continue
        m = 1 << V[j] if V[j] else M[j]
        if all(table[e] >> d & 1 for e in bits(m)):
            if V[j] or m.bit_count() == 1:
                return j
            if found is None:
                found = j
    return found


def _pair_causes(
    ctx: Context, g: CandidateGrid, r: int, el
) -> tuple[list[tuple[int, int]], list[str], list[int]] | None:
    """A pair rule's eliminations told by the neighbour that causes them: "r4c5 is 6, so its
    orthogonal neighbours r3c5, r4c4 and r4c6 cannot be 5 or 7" (a solver read "orthogonal
    neighbours never hold consecutive digits, so 5 leaves r4c4" as a step that names no
    reason). Only the eliminations the grid's candidates give at once are kept: the rule's
    pruning also goes on from what it has just removed, which the next step tells. Returns the
    kept eliminations, a clause per cause and the causing cells in order; None for a rule
    without links (its pruning is told as it is)."""
    if not any(k == r for row in ctx.links for _, _, k in row):
        return None
    V, M = g.values, g.masks
    by_cause: dict[int, list[tuple[int, int]]] = {}
    for i, d in el:
        j = _cause(ctx, g, r, i, d)
        if j is not None:
            by_cause.setdefault(j, []).append((i, d))
    if not by_cause:
        return None
    kept = sorted(x for group in by_cause.values() for x in group)
    clauses = []
    for j in sorted(by_cause):
        group = by_cause[j]
        cells = sorted({i for i, _ in group})
        m = 1 << V[j] if V[j] else M[j]
        # "orthogonal" said once a step (step 1 of a puzzle may name many causes)
        noun = "neighbour" if len(cells) == 1 else "neighbours"
        whose = f"its {'' if clauses else 'orthogonal '}{noun}"
        clauses.append(
            f"{ctx.cell(j)} is {fmt_digits(bits(m), 'or')}, so {whose} {fmt_cells(cells, g.size)} "
            f"cannot be {fmt_digits(sorted({d for _, d in group}), 'or')}"
        )
    return kept, clauses, sorted(by_cause)


# what a rule is called once its technique has named it ("German whispers: The line r1c1-r1c2-r1c3:
# ...", not "German whispers: German whispers on r1c1, r1c2, r1c3: ..."); "" for a clue told by
# where it stands ("Sandwich: Column 1: ...")
_NOUNS = {
    "renban": "The line", "whispers": "The line", "between": "The line", "entropic": "The line",
    "region_sum": "The line", "zipper": "The line", "modular": "The line", "nabner": "The line",
    "doublearrow": "The double arrow", "slowthermo": "The thermometer",
    "littlekiller": "The diagonal", "quadruple": "The circle", "sandwich": "", "xsum": "",
}
# a mark between two cells once its technique has named it ("Kropki dot: The black dot between r4c7
# and r4c8: one digit is twice the other", not "Kropki dot: Black Kropki dot between ..."; "XV: The X
# between r3c3 and r4c3: the two digits add up to 10", not "XV: X (sum 10) between ...: ... add up to 10")
_MARKS = {
    "kropki": lambda c, n: f"The {'black' if c.black else 'white'} dot between {_pair(c, n)}",
    "xv": lambda c, n: f"The {c.mark if c.total in (5, 10) else f'clue {c.total}'} between {_pair(c, n)}",
}


def _pair(c, n: int) -> str:
    a, b = c.cells
    return f"{cell_name(a, n)} and {cell_name(b, n)}"


_CELL_LIST = re.compile(r"(r\d+c\d+(?:, r\d+c\d+)+)(.*)", re.S)
_ON = re.compile(r"(?:sum )?\d[\d, ]* on (.*)", re.S)


def _untitled(rule: str, rest: str) -> str:
    """The start of a rule's sentence without its title, which the technique's name has just
    said: ``on r1c1, r1c2: ...`` (after "German whispers") becomes ``The line r1c1-r1c2: ...``,
    ``17 on r1c3, r2c2, r3c1: ...`` (after "Little killer") ``The diagonal r1c3-r2c2-r3c1: ...``,
    ``sum 35 on column 1: ...`` (after "Sandwich") ``Column 1: ...``. A rule this does not know
    keeps its words (with its title)."""
    noun = _NOUNS.get(rule)
    head, colon, tail = rest.partition(": ")
    if noun is None or not colon:
        return rest
    if head.startswith("from "):
        where = head
    elif head.startswith("on "):
        where = head[3:]
    else:
        m = _ON.match(head)
        if not m:
            return rest
        where = m.group(1)
    if not noun:
        return f"{where[:1].upper()}{where[1:]}: {tail}"
    m = _CELL_LIST.fullmatch(where)
    if m and noun != "The circle":
        where = "-".join(m.group(1).split(", ")) + m.group(2)  # the cells along the line
    elif not where.startswith("from "):
        where = f"on {where}"
    # the noun just said is not said again: "The line r1c1-r1c3: it holds 3 consecutive digits",
    # "The diagonal r3c1-r2c2-r1c3: its digits add up to 20" (not "...: the line holds", "...:
    # the digits along the diagonal")
    for again, short in _AGAIN.get(noun, ()):
        if tail.startswith(again):
            tail = short + tail[len(again) :]
            break
    return f"{noun} {where}: {tail}"


_AGAIN = {
    "The line": (("the line ", "it "),),
    "The diagonal": (("the digits along the diagonal ", "its digits "),),
}


def _diagonal_bounds(g: CandidateGrid, c, el: list[tuple[int, int]]) -> str | None:
    """Why a little killer's digits leave its cells, when the sum of the others bounds them:
    "the other cells add up to at least 24, so r3c9 is at most 8" (a reviewer read "add up to
    32, so 9 leaves r3c9" as a step without its bound). None when a digit leaves for another
    reason (two cells of the diagonal that see each other differ, say)."""
    n = g.size
    try:
        cells = tuple(c.diagonal(n))
    except Exception:  # noqa: BLE001 - a clue without its diagonal keeps the plain words
        return None
    if not cells:
        return None
    V, M = g.values, g.masks
    low = {i: (V[i] if V[i] else bits(M[i])[0]) for i in cells}
    high = {i: (V[i] if V[i] else bits(M[i])[-1]) for i in cells}
    lo_all, hi_all = sum(low.values()), sum(high.values())
    by_cell: dict[int, list[int]] = {}
    for i, d in el:
        by_cell.setdefault(i, []).append(d)
    clauses = []
    for i in sorted(by_cell, key=cells.index):
        lo, hi = lo_all - low[i], hi_all - high[i]  # the other cells' least and greatest sums
        most, least = c.total - lo, c.total - hi
        ds = by_cell[i]
        if any(least <= d <= most for d in ds):
            return _group_bounds(g, c, cells, by_cell)  # (cells of one box on the diagonal differ)
        rest = [j for j in cells if j != i]
        if not rest:
            return None  # a diagonal of one cell: its sum is the cell
        if len(rest) == 1:  # a diagonal of two cells: "r1c8 is at least 1, so r2c9 is at most 6"
            others = f"{cell_name(rest[0], n)} is"
        else:
            others = ("the other cells" if len(by_cell) == 1 else f"the cells other than {cell_name(i, n)}") + " add up to"
        name = cell_name(i, n)
        above, below = any(d > most for d in ds), any(d < least for d in ds)
        if above and below:
            clauses.append(f"{others} {lo} to {hi}, so {name} is {least} to {most}")
        elif above:
            clauses.append(f"{others} at least {lo}, so {name} is at most {most}")
        else:
            clauses.append(f"{others} at most {hi}, so {name} is at least {least}")
    return "; ".join(clauses)


def _distinct_sums(masks: list[int]) -> int:
    """The sums (a bit set) that cells which hold different digits can make with these
    candidates (a few cells: the diagonal's cells in one box), as the little killer's pruning
    finds them (:func:`~str8ts_gui.kinds.sudoku.variants.sums._group_sums`)."""
    out = 0
    for total, _ in _group_sums(tuple(masks)):
        out |= 1 << total
    return out


def _sums_words(sums: list[int]) -> str:
    """``24``, ``18 or 20``, ``18 to 20, 22 or 24 to 30``: totals, three or more in a row as a
    range."""
    runs: list[list[int]] = []
    for s in sorted(sums):
        if runs and s == runs[-1][-1] + 1:
            runs[-1].append(s)
        else:
            runs.append([s])
    words = []
    for run in runs:
        words.extend([f"{run[0]} to {run[-1]}"] if len(run) >= 3 else map(str, run))
    return join_words(words, "or")


def _differ_words(g: CandidateGrid, group: list[int]) -> str:
    """``r8c4 and r7c5 (box 8)``: cells of a diagonal that hold different digits, and why (the
    unit they share, or a king's move)."""
    sh = g.shape
    n = g.size
    names = join_words([cell_name(i, n) for i in group])
    common = set(sh.units_of[group[0]]).intersection(*(sh.units_of[i] for i in group[1:]))
    if common:
        return f"{names} ({sh.unit_names[min(common)]})"
    if any(getattr(c, "rule", "") == "antiking" for c in g.puzzle.constraints):
        return f"{names} (a king's move apart)"
    return names


def _differ_clause(g: CandidateGrid, groups) -> str:
    """``r8c4 and r7c5 (box 8) differ, as do r5c7 and r4c8 (box 6)``: the groups of a
    diagonal whose differing digits a reason uses."""
    said = [_differ_words(g, list(gr)) for gr in groups]
    return f"{said[0]} differ" + "".join(f", as do {w}" for w in said[1:])


def _group_bounds(g: CandidateGrid, c, cells: tuple[int, ...], by_cell: dict[int, list[int]]) -> str | None:
    """Why a little killer's digits leave its cells when its cells in one box (region, or a
    king's move apart) differ: "r8c4 and r7c5 (box 8) differ; the other cells add up to at
    least 24, so r3c9 is at most 8" (it said "add up to 32, so 9 leaves r3c9", with no reason).
    When the other cells' sums have gaps, the sums they can make ("the other cells can make only
    18 or 20, so r1c1 is 3 or 5"); when only a box-mate's digit repeated would make the total,
    that ("with 5 in r2c9, r1c8 would need 5 too"). None when some digit leaves for a reason
    these do not give."""
    n = g.size
    V, M = g.values, g.masks
    try:
        groups = [tuple(gr) for gr in c.groups(g.puzzle)]
    except Exception:  # noqa: BLE001 - a clue without its groups keeps the plain words
        return None
    mask = {i: (1 << V[i] if V[i] else M[i]) for i in cells}
    total = c.total
    differ: list[tuple[int, ...]] = []  # the groups whose differing digits the reasons use, in order
    clauses = []
    # the bounds, one clause for cells with the same one: (words, cells, clause index, the others)
    bounds: list[tuple[tuple[str, str], list[str], int, str]] = []
    for i in sorted(by_cell, key=cells.index):
        ds = by_cell[i]
        name = cell_name(i, n)
        # per group: (the group, the sums its cells but i can make, those with digits repeated)
        parts = []
        for gr in groups:
            rest = [mask[j] for j in gr if j != i]
            if rest:
                free = 1
                for m in rest:
                    free = _shift_sums(free, m)
                parts.append((gr, _distinct_sums(rest), free))
        if not parts:
            return None
        if len(cells) == 2:  # "r1c8 is at least 1", "r1c8 can be only 1 or 9"
            other = cell_name(next(j for j in cells if j != i), n)
            others, is_, can_ = other, "is", "can be"
        else:
            others = "the other cells" if len(by_cell) == 1 else f"the cells other than {name}"
            is_, can_ = "add up to", "can make"
        lo = sum((s & -s).bit_length() - 1 for _, s, _ in parts)
        hi = sum(s.bit_length() - 1 for _, s, _ in parts)
        most, least = total - lo, total - hi
        sums = 1
        for _, s, _ in parts:
            sums = _sum_sets(sums, s)
        free_sums = 1
        for _, _, free in parts:
            free_sums = _sum_sets(free_sums, free)

        def makes(t: int, sums: int = sums) -> bool:
            return t >= 0 and bool(sums >> t & 1)

        if not any(least <= d <= most for d in ds):
            above, below = any(d > most for d in ds), any(d < least for d in ds)
            used = [
                gr
                for gr, s, free in parts
                if above and (s & -s) > (free & -free) or below and s.bit_length() < free.bit_length()
            ]
            if above and below:
                said = (f"{is_} {values_words(range(lo, hi + 1))}", f"is {values_words(range(least, most + 1))}")
            elif above:
                said = (f"{is_} at least {lo}", f"is at most {most}")
            else:
                said = (f"{is_} at most {hi}", f"is at least {least}")
            if len(cells) > 2 and len(by_cell) > 1 and bounds and bounds[-1][0] == said:
                bounds[-1][1].append(name)  # the same bound for the next cell: said once
            else:
                bounds.append((said, [name], len(clauses), others))
                clauses.append("")
        elif not any(makes(total - d) for d in ds):
            left = [d for d in bits(mask[i]) if makes(total - d)]
            if not left:
                return None
            repeats = any(makes(total - d, free_sums) for d in ds)
            used = [gr for gr, s, free in parts if s != free] if repeats else []
            can = _sums_words([t for t in range(sums.bit_length()) if sums >> t & 1])
            clauses.append(f"{others} {can_} only {can}, so {name} is {fmt_digits(left, 'or')}")
        else:
            listed = _diagonal_ways(g, c, cells, groups, by_cell)
            if listed:  # (a short diagonal: its ways say it at once)
                return listed
            # a digit the other cells make the total with only by repeating it beside i in its box
            own = next(gr for gr in groups if i in gr)
            mates = [j for j in own if j != i]
            if not mates:
                return None
            used = [own]
            if len(cells) == 2:  # "r2c9 is 1, 4 or 8, so r1c8 is 4 or 8 (not 6, which r2c9 would need too)"
                j = mates[0]
                left = [d for d in bits(mask[i]) if total - d > 0 and mask[j] >> (total - d) & 1 and total - d != d]
                if not left or any(d in left for d in ds):
                    return None
                if ds == [total // 2] and total % 2 == 0:  # only the digit the other would repeat
                    clauses.append(f"with {ds[0]} in {name}, {others} would need {ds[0]} too")
                else:
                    twice = f" (not {total // 2}, which {others} would need too)" if total // 2 in ds and total % 2 == 0 else ""
                    clauses.append(f"{others} is {values_words(bits(mask[j]))}, so {name} is {fmt_digits(left, 'or')}{twice}")
                for gr in used:
                    if gr not in differ:
                        differ.append(gr)
                continue
            for d in ds:
                t = total - d
                if not makes(t):
                    clauses.append(f"{others} {'cannot be' if len(cells) == 2 else 'cannot make'} {t}, so {name} is not {d}")
                    continue
                others_d = 1
                for gr, s, _ in parts:
                    if gr is own:
                        s = _distinct_sums([mask[j] & ~(1 << d) for j in mates])
                    others_d = _sum_sets(others_d, s)
                if makes(t, others_d):
                    return None
                if len(cells) == 2:
                    clauses.append(f"with {d} in {name}, {others} would need {t} too")
                else:
                    again = join_words([cell_name(j, n) for j in mates], "or")
                    clauses.append(f"with {d} in {name}, {others} would need {t}, which they make only with another {d} in {again}")
        for gr in used:
            if len(gr) > 1 and gr not in differ:
                differ.append(gr)
    for (sum_words, cell_words), names, k, others in bounds:
        if len(names) == 1:
            clauses[k] = f"{others} {sum_words}, so {names[0]} {cell_words}"
        else:  # "for each of r3c1, r2c2 and r1c3, the other cells add up to at most 17, so it is at least 3"
            clauses[k] = f"for each of {join_words(names)}, the other cells {sum_words}, so it {cell_words}"
    if differ:
        clauses.insert(0, _differ_clause(g, differ))
    return "; ".join(clauses)


def _diagonal_ways(g: CandidateGrid, c, cells: tuple[int, ...], groups, by_cell: dict[int, list[int]]) -> str | None:
    """The ways left on a little killer's open cells, when it has at most four and they leave at
    most three ways: "r8c1 and r9c2 (box 7) differ; that leaves r8c1 and r9c2 only (7, 9) or
    (9, 7)"; None otherwise (or when a way keeps a digit the step removes)."""
    n = g.size
    V, M = g.values, g.masks
    at = [i for i in cells if not V[i]]
    if not at or len(at) > 4:
        return None
    need = c.total - sum(V[i] for i in cells)
    group_of = {i: k for k, gr in enumerate(groups) for i in gr}
    placed = {group_of[i]: 0 for i in cells}
    for i in cells:
        if V[i]:
            placed[group_of[i]] |= 1 << V[i]

    def search(distinct: bool, most: int) -> list[tuple[int, ...]] | None:
        found: list[tuple[int, ...]] = []
        used = dict(placed)

        def rec(k: int, acc: int, picked: list[int]) -> bool:
            if k == len(at):
                if acc == need:
                    found.append(tuple(picked))
                return len(found) <= most
            i = at[k]
            u = group_of[i]
            for d in bits(M[i]):
                if distinct and used[u] >> d & 1:
                    continue
                used[u] |= 1 << d
                picked.append(d)
                ok = rec(k + 1, acc + d, picked)
                picked.pop()
                used[u] &= ~(1 << d)
                if not ok:
                    return False
            return True

        return found if rec(0, 0, []) else None

    left = search(True, 3)
    if not left:
        return None
    if any(way[at.index(i)] == d for way in left for i, ds in by_cell.items() if i in at for d in ds):
        return None
    names = join_words([cell_name(i, n) for i in at])
    tuples = [f"({', '.join(map(str, way))})" for way in left] if len(at) > 1 else [str(way[0]) for way in left]
    text = f"that leaves {names} only {' or '.join(tuples)}"
    free = search(False, 3)
    if free is None or len(free) > len(left):  # the cells that differ ruled some way out
        differ = [gr for gr in groups if len(gr) > 1 and sum(1 for i in gr if not V[i]) + bool(placed[group_of[gr[0]]]) > 1]
        if differ:
            text = f"{_differ_clause(g, differ)}; {text}"
    return text


def _shift_sums(sums: int, mask: int) -> int:
    """The sums (a bit set) ``sums`` makes with one more cell of candidates ``mask`` (digits may
    repeat)."""
    out = 0
    for d in bits(mask):
        out |= sums << d
    return out


def _sum_sets(a: int, b: int) -> int:
    """Every sum of one of ``a`` and one of ``b`` (bit sets of sums)."""
    out = 0
    for t in range(b.bit_length()):
        if b >> t & 1:
            out |= a << t
    return out


def _open_masks(g: CandidateGrid, cells) -> list[int]:
    """The candidates of ``cells``, a placed cell's its digit."""
    V, M = g.values, g.masks
    return [1 << V[i] if V[i] else M[i] for i in cells]


def _set_words(s: int) -> str:
    """``{6,9}``; a set of one digit is the digit (``8``)."""
    ds = bits(s)
    return str(ds[0]) if len(ds) == 1 else "{" + ",".join(map(str, ds)) + "}"


def _sets_words(sets, most: int = 4) -> str:
    """``{6,9} or {7,8}``; past ``most`` sets, how many (``one of 6 sets``)."""
    if len(sets) > most:
        return f"one of {len(sets)} sets"
    words = [_set_words(s) for s in sets]
    return join_words(words, "or")


def _uses(el, cells, allowed) -> bool:
    """Whether some way (``allowed``: per cell of ``cells``, the digits the ways give it) keeps a
    candidate the step removes: then the ways do not explain the step."""
    at = {i: k for k, i in enumerate(cells)}
    return any(i not in at or allowed[at[i]] >> d & 1 for i, d in el)


def _sandwich_bounds(g: CandidateGrid, c, el: list[tuple[int, int]]) -> str | None:
    """How far apart the 1 and the n must be for the clue, and the places and digit sets the
    candidates leave them: "the 1 and the 9 must enclose 2 to 4 cells to make 15; the
    candidates allow only 1 in r3c2 and 9 in r3c5 with {6,9} or {7,8} between" (a reviewer read
    "add up to 15, so 1 leaves r3c4" as a step without its bound). None past the boards whose
    pruning goes through the digit sets, or when the ways do not explain every candidate."""
    from str8ts_gui.kinds.sudoku.variants.sandwich import SET_PRUNE_MAX, _segment_sets, placements

    n = g.size
    if n > SET_PRUNE_MAX:
        return None
    line = c.line_cells(n)
    ms = _open_masks(g, line)
    # the sums' diagram first, as the pruning does: the sets are tried on what it keeps
    digit_lists = [bits(m) for m in ms]
    forward, backward = c._layers(n, digit_lists)
    if not forward[n][2]:
        return None
    ms = [sum(1 << d for d in ds if c._supported(n, forward[k], backward[k + 1], d)) for k, ds in enumerate(digit_lists)]
    total = c.total
    sizes = [k for k in range(n - 1) if _segment_sets(n, k, total)]
    ways, allowed = placements(n, ms, total)  # (place of the 1, place of the n): the sets between
    if not ways or _uses(el, line, allowed):
        return None
    if sizes == [0]:
        bound = f"the 1 and the {n} must touch"
    else:
        many = "cell" if sizes == [1] else "cells"
        bound = f"the 1 and the {n} must enclose {values_words(sizes)} {many} to make {total}"

    def name(k: int) -> str:
        return cell_name(line[k], n)

    if len(ways) <= 3:
        parts = []
        for (a, b), sets in sorted(ways.items(), key=lambda w: (min(w[0]), max(w[0]), w[0])):
            ends = [(a, "1"), (b, str(n))]
            ends.sort()
            where = f"{ends[0][1]} in {name(ends[0][0])} and {ends[1][1]} in {name(ends[1][0])}"
            parts.append(where if sets == [0] else f"{where} with {_sets_words(sets)} between")
        shared = {tuple(v) for v in ways.values()}
        if len(parts) > 1 and len(shared) == 1 and ways[next(iter(ways))] != [0]:
            # the same sets whichever way: said once ("..., or 1 in r2c1 and 9 in r9c1, with {3,...,8} between")
            tail = f" with {_sets_words(next(iter(ways.values())))} between"
            parts = [p[: -len(tail)] for p in parts]
            return f"{bound}; the candidates allow only {', or '.join(parts)},{tail}"
        return f"{bound}; the candidates allow only {', or '.join(parts)}"
    ones = sorted({a for a, _ in ways})
    tops = sorted({b for _, b in ways})
    sets = sorted({s for v in ways.values() for s in v}, key=lambda s: (s.bit_count(), bits(s)))
    ones_words = fmt_cells([line[k] for k in ones], n).replace(" and ", " or ")
    tops_words = fmt_cells([line[k] for k in tops], n).replace(" and ", " or ")
    between = f", with {_sets_words(sets)} between" if len(sets) <= 4 and sets != [0] else ""
    return f"{bound}; the candidates leave the 1 only in {ones_words} and the {n} only in {tops_words}{between}"


def _xsum_bounds(g: CandidateGrid, c, el: list[tuple[int, int]]) -> str | None:
    """The first digits the candidates leave an X-sum and the sets that complete each: "r1c6 is
    3 or 4, so the first 3 or 4 cells add up to 16: 3 with {5,8} or {6,7} after it, 4 with
    {1,2,9}". None past the boards whose pruning goes through the digit sets, or when the ways
    do not explain every candidate."""
    from str8ts_gui.kinds.sudoku.variants.side_clues import prune_by_states
    from str8ts_gui.kinds.sudoku.variants.xsum import SET_PRUNE_MAX, xsum_sets

    n = g.size
    if n > SET_PRUNE_MAX:
        return None
    line = c.line(n)
    ms = _open_masks(g, line)
    if prune_by_states(range(n), ms, *c.diagram(n)) is None:  # the diagram first, as the pruning does
        return None
    total = c.total
    full = sum(1 << d for d in range(1, n + 1))
    ways: dict[int, list[int]] = {}
    allowed = [0] * n
    for x in range(1, n + 1):
        if not ms[0] >> x & 1:
            continue
        for s in xsum_sets(n, x, total):
            rest = full & ~s & ~(1 << x)
            if all(ms[k] & s for k in range(1, x)) and all(ms[k] & rest for k in range(x, n)):
                ways.setdefault(x, []).append(s)
                allowed[0] |= 1 << x
                for k in range(1, n):
                    allowed[k] |= ms[k] & (s if k < x else rest)
    if not ways or _uses(el, line, allowed):
        return None
    xs = sorted(ways)
    first = cell_name(line[0], n)
    if xs == [1]:
        return f"{first} is 1, the clue"
    if len(xs) == 1:
        x = xs[0]
        cells = f"{first}-{cell_name(line[x - 1], n)}"
        return f"{first} is {x}, so {cells} add up to {total} ({x} + {_sets_words(ways[x])})"
    parts = [f"{x} + {_sets_words(ways[x])}" if x > 1 else "1 alone" for x in xs]
    return f"{first} is {fmt_digits(xs, 'or')}, so the first {values_words(xs)} cells add up to {total} ({'; '.join(parts)})"


def _total_bounds(parts: list[tuple[str, int, str]], totals: int, what: str) -> str | None:
    """The totals every part can make, with the parts that bound them: "the total is 10 or 11:
    r1c1 + r1c5 make at least 10, r1c2 + r1c4 at most 11" (a total between them that some part
    cannot make is named with it: "; r1c1 + r1c5 cannot make 11 or 13"). ``parts``: (name, the
    bit set of the sums it can make, its verb); ``what`` names them all ("pair")."""
    ts = bits(totals)
    if not ts or not parts:
        return None

    def low(p) -> int:
        return (p[1] & -p[1]).bit_length() - 1

    def high(p) -> int:
        return p[1].bit_length() - 1

    by_lo = max(parts, key=low)  # the first part with the greatest least sum
    by_hi = min(parts, key=high)
    least, most = low(by_lo), high(by_hi)
    own = by_lo[1] if by_lo is by_hi else -1  # one part bounding both ways: the sums it makes
    missing: dict[str, list[int]] = {}  # a part: the totals between the bounds it cannot make
    for t in range(least, most + 1):
        if not totals >> t & 1 and own >> t & 1:
            missing.setdefault(next(p[0] for p in parts if not p[1] >> t & 1), []).append(t)
    if len(missing) > 2:
        return f"the total can be only {fmt_digits(ts, 'or')}, the sums every {what} can make"
    if by_lo is by_hi:  # "r1c3 is 1 or 5", "r1c1 + r1c4 make 4 to 6"
        why = f"{by_lo[0]} {by_lo[2]} {values_words(t for t in range(least, most + 1) if own >> t & 1)}"
    else:
        why = f"{by_lo[0]} {by_lo[2]} at least {least}, {by_hi[0]} at most {most}"
    verbs = {p[0]: p[2] for p in parts}
    for name, ts_out in missing.items():
        why += f"; {name} cannot {'be' if verbs[name] == 'is' else 'make'} {fmt_digits(ts_out, 'or')}"
    return f"the total is {values_words(ts)}: {why}"


def _segment_bounds(g: CandidateGrid, c, el: list[tuple[int, int]]) -> str | None:
    """The totals every segment of a region sum line can make: "the total is 12 to 14:
    r1c1-r2c2 makes at least 12, r3c3 at most 14"."""
    from str8ts_gui.kinds.sudoku.variants.region_sum import reachable_sums

    n = g.size
    segments = c.segments(g.puzzle, n)
    if not segments:
        return None
    parts = []
    totals = -1
    for s in segments:
        sums = reachable_sums(_open_masks(g, s))
        totals &= sums
        parts.append(("-".join(cell_name(i, n) for i in s), sums, "makes" if len(s) > 1 else "is"))
    return _total_bounds(parts, totals, "segment")


def _zipper_bounds(g: CandidateGrid, c, el: list[tuple[int, int]]) -> str | None:
    """The totals every pair of a zipper line (and its centre) can make: "the total is 10 or 11:
    r1c1 + r1c5 make at least 10, the centre r1c3 is at most 11"."""
    from str8ts_gui.kinds.sudoku.variants.zipper import pair_sums

    n = g.size
    parts = []
    totals = -1
    mid = c.centre()
    if mid is not None:
        (m,) = _open_masks(g, (mid,))
        parts.append((f"the centre {cell_name(mid, n)}", m, "is"))
        totals &= m
    for a, b in c.pairs():
        ma, mb = _open_masks(g, (a, b))
        sums = pair_sums(ma, mb)
        totals &= sums
        parts.append((f"{cell_name(a, n)} + {cell_name(b, n)}", sums, "make"))
    return _total_bounds(parts, totals, "pair")


_BOUNDS = {
    "littlekiller": _diagonal_bounds,
    "sandwich": _sandwich_bounds,
    "xsum": _xsum_bounds,
    "region_sum": _segment_bounds,
    "zipper": _zipper_bounds,
}


def family_finder(family: Family):
    """The finder of one family's technique."""
    names = frozenset(family.rules)

    def find(g: CandidateGrid) -> Iterator[Step]:
        if not g.puzzle.constraints:
            return
        yield from _rule_steps(g, family.name, family.difficulty, names.__contains__)

    find.__name__ = "rule_" + family.rules[0]
    find.__doc__ = f"{family.name}: {family.description}."
    return find


def other_rules(g: CandidateGrid) -> Iterator[Step]:
    """A rule without a technique of its own rules out candidates by itself."""
    if not g.puzzle.constraints:
        return
    yield from _rule_steps(g, "Rule elimination", RULE_ELIMINATION, lambda r: r not in NAMED)


# -- with the Sudoku around the rule ----------------------------------------------------------------


def _mates(ctx: Context, info: RuleInfo, values) -> list[tuple[int, int]]:
    """The pairs of the rule's open cells that see each other."""
    pb = ctx.shape.peer_bits
    open_cells = [i for i in info.cells if not values[i]]
    return [(a, b) for k, a in enumerate(open_cells) for b in open_cells[k + 1 :] if pb[a] >> b & 1]


def _pairs_words(ctx: Context, pairs: list[tuple[int, int]], info: RuleInfo | None = None, values=()) -> str:
    if info is not None and len(pairs) > 2 and info.rule.rule in _BOUNDS:
        open_cells = [i for i in info.cells if not values[i]]
        if len(pairs) == len(open_cells) * (len(open_cells) - 1) // 2:
            # a sum rule's open cells, all of them: "r3c1, r3c2, r3c5 and r3c8 all see each other",
            # not every pair (as Arrow sums says it)
            return f"{ctx.cells(open_cells)} all see each other, so they differ"
    words = [f"{ctx.cell(a)} and {ctx.cell(b)}" for a, b in pairs[:4]]
    more = " ..." if len(pairs) > 4 else ""
    if len(pairs) == 1:
        return f"{words[0]} see each other, so they differ"
    return f"cells that see each other differ ({'; '.join(words)}{more})"


def _ways_words(ctx: Context, info: RuleInfo, w, values) -> str:
    """The ways left on a sum rule's open cells, when there are at most three: "; that leaves
    r4c9, r5c8 and r5c9 only (2, 9, 3) or (2, 7, 5)" (a reviewer read "cells that see each other
    differ, so 4 leaves r4c9" as a step without its reason); "" otherwise."""
    if info.rule.rule not in _BOUNDS:
        return ""
    at = sorted((k for k, i in enumerate(w.cells) if not values[i]), key=lambda k: w.cells[k])  # in reading order
    if not at or len(at) > 5:
        return ""
    left = sorted({tuple(way[k] for k in at) for way in w.found})
    if not left or len(left) > 3:
        return ""
    cells = ctx.cells([w.cells[k] for k in at]) if len(at) > 1 else ctx.cell(w.cells[at[0]])
    if len(at) == 1:
        return f"; that leaves {cells} only {fmt_digits([v[0] for v in left], 'or')}"
    tuples = [f"({', '.join(map(str, v))})" for v in left]
    return f"; that leaves {cells} only {' or '.join(tuples)}"


def _searched_rules(g: CandidateGrid, skip: frozenset = frozenset()):
    """(context, rule, its ways) of every rule with cells, open ones among them, whose ways can
    be searched (the ``skip`` rule names left out)."""
    if not g.puzzle.constraints:
        return
    ctx = context(g)
    M, V = g.masks, g.values
    for info in ctx.rules:
        if not info.prunes or not info.cells or info.rule.rule in skip:
            continue
        if all(V[i] for i in info.cells):
            continue
        w = ways(ctx, info, M)
        if w is None or not w.found:
            continue
        yield ctx, info, w


def seen_cells(g: CandidateGrid) -> Iterator[Step]:
    """A rule's cells that see each other differ: the ways left to keep the rule on them drop
    candidates the rule alone keeps."""
    n = g.size
    M, V = g.masks, g.values
    for ctx, info, w in _searched_rules(g, frozenset({"killer"})):
        pairs = _mates(ctx, info, V)
        if not pairs:
            continue
        el = [(i, d) for i, s in zip(w.cells, w.support) if not V[i] for d in bits(M[i] & ~s)]
        if not el:
            continue
        c = info.rule
        name = ctx.name(c)
        says = "" if ":" in name else rule_says(c, n)
        mates = _pairs_words(ctx, pairs, info, V)
        # one "so" a sentence: after "..., so they differ" the eliminations follow a colon
        then = ": " if ", so " in mates else ", so "
        text = f"{name}: {says + '; ' if says else ''}{mates}{_ways_words(ctx, info, w, V)}{then}{elim_text(el, n)}"
        difficulty = SEEN + (0.2 if len(pairs) > 2 else 0.0)
        yield make_step("Rule cells that see each other", difficulty, info.cells, {d for _, d in el}, (), el, text, info.cells)


def rule_pointing(g: CandidateGrid) -> Iterator[Step]:
    """A digit every way of keeping a rule puts in its cells leaves the cells outside that see
    it wherever it goes."""
    n = g.size
    V = g.values
    cb = g.cand_bits
    pb = g.shape.peer_bits
    for ctx, info, w in _searched_rules(g):
        always = w.always()
        for d in bits(always):
            gone = w.seen(pb, d) & cb[d]
            if not gone:
                continue
            places = [i for i, s in zip(w.cells, w.support) if s >> d & 1]
            placed = [i for i in places if V[i] == d]
            if placed:
                continue  # a placed digit's peers have lost it already
            el = [(j, d) for j in cells_of(gone)]
            c = info.rule
            where = places[0] if len(places) == 1 else None
            if where is not None:
                holds = f"{d} must go in {ctx.cell(where)}"
            else:
                holds = f"{d} must go in one of {ctx.cells(places)}"
            see = ("sees" if len(el) == 1 else "see") + (" it" if where is not None else " every place it can take")
            # the cells named once: "...: 2 leaves r1c4 and r2c4, which see every place it can take"
            # (it said "r1c4 and r2c4 see every place it can take: 2 leaves r1c4 and r2c4")
            # a mark between two cells named as its own step names it ("The X between r1c1 and r1c2")
            named = _MARKS[c.rule](c, n) if c.rule in _MARKS else ctx.name(c)
            text = f"{named}: every way to keep the rule uses {d}, so {holds}: {elim_text(el, n)}, which {see}"
            area = list(info.cells) + [j for j, _ in el]
            yield make_step("Rule pointing", POINTING, places, (d,), (), el, text, area)

