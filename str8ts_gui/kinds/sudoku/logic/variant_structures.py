"""Locked candidates and naked sets over everything that makes cells differ on a variant board.

* **Locked candidates** -- the places of a digit in a row, column, box (region, diagonal,
  disjoint group) all see one cell outside them: it loses the digit. On a classic board this is
  pointing and claiming; here a cell also sees the places through the rules' peers (a knight's
  move, a king's move, a killer cage or thermometer mate), which pointing does not know. With
  non-consecutive (or a negative constraint) the same holds for the digits the rule forbids
  beside the digit: a cell that is one of the places or touches every place cannot hold them
  ("5 only in r1c4 or r3c4: r2c4 touches both, so it is not 4 or 6").
* **Naked set in a cage** -- 2, 3 or 4 cells of a killer cage (whose digits all differ) with
  that many candidates between them: those digits leave the cage's other cells and every cell
  that sees all the places one of them can take in the set. On a row, column or box the same
  reaches cells outside the unit that see the set through a rule (the classic naked sets clear
  the unit itself).

Sound: a digit in a unit (or a naked set's digit) sits in one of its places, and a cell that sees
all of them cannot hold it.
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterator

from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step, targets
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_digits
from str8ts_gui.kinds.sudoku.logic.variant_base import context, join
from str8ts_gui.kinds.sudoku.logic.variant_forcing import rule_label

__all__ = ["LOCKED", "cliques", "locked_candidates", "naked_cage_set"]

LOCKED = 2.9
_SET = {2: ("pair", 3.0), 3: ("triple", 3.6), 4: ("quad", 5.0)}


def _rule_why(g: CandidateGrid, a: int, b: int) -> str:
    """The rule that makes cells a and b differ, as a step names it: "a knight's move" (anti-knight),
    "a king's move" (anti-king), "killer cage 15 at r3c3", ... ("a rule's cells" if none says so).
    A diagonal neighbour in one killer cage sees it through the cage, not a king's move the puzzle
    does not have."""
    c = _pair_rules(g).get((a, b) if a < b else (b, a))
    if c is None:
        return "a rule's cells"
    if c.rule == "antiknight":
        return "a knight's move"
    if c.rule == "antiking":
        return "a king's move"
    return f"the {rule_label(c, g.size)}"


def _pair_rules(g: CandidateGrid) -> dict[tuple[int, int], object]:
    """Per pair of cells (the smaller first) that a rule keeps apart, the first such rule of the
    puzzle (its ``peer_pairs``), made once per puzzle (the context's memo)."""
    ctx = context(g)
    out = ctx.memo.get("pair_rules")
    if out is None:
        out = {}
        for c in g.puzzle.constraints:
            try:
                pairs = list(c.peer_pairs(g.size))
            except Exception:  # noqa: BLE001 - a rule that cannot list its pairs names none
                continue
            for i, j in pairs:
                out.setdefault((i, j) if i < j else (j, i), c)
        ctx.memo["pair_rules"] = out
    return out


def _why_sees(g: CandidateGrid, x: int, places: list[int]) -> set[str]:
    """How cell x sees the places when not by a row, column or box: "a knight's move", ..."""
    sh = g.shape
    kinds = set()
    for p in places:
        if sh.row(p) == sh.row(x) or sh.col(p) == sh.col(x) or sh.box(p) == sh.box(x):
            continue
        common = set(sh.units_of[p]) & set(sh.units_of[x])
        if common:
            kinds.add(sh.unit_names[min(common)])
            continue
        kinds.add(_rule_why(g, x, p))
    return kinds


def _unit_places(g: CandidateGrid) -> Iterator[tuple[int, int, int]]:
    """(unit, digit, places as a bit set) of every digit with two or more places left in a unit
    that holds every digit."""
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    for u in sh.unit_order:
        ub = sh.unit_bits[u]
        if len(sh.units[u]) != n:
            continue
        for d in range(1, n + 1):
            pos = cb[d] & ub
            if pos & (pos - 1):
                yield u, d, pos


def locked_candidates(g: CandidateGrid) -> Iterator[Step]:
    """The places of a digit in a unit all see a cell outside them (through any rule)."""
    sh = g.shape
    if sh.classic:
        return
    n = sh.size
    cb = g.cand_bits
    pb = sh.peer_bits
    for u, d, pos in _unit_places(g):
        seen = -1
        for p in cells_of(pos):
            seen &= pb[p]
        gone = seen & cb[d] & ~pos
        if not gone:
            continue
        places = cells_of(pos)
        el = targets(gone, d)
        hows = sorted({h for j in cells_of(gone) for h in _why_sees(g, j, places)})  # each reason once
        through = f" (through {join(hows)})" if hows else ""
        who = "sees" if len(el) == 1 else "see"
        text = (
            f"In {sh.unit_names[u]}, {d} can only go in {g_cells(g, places)}; "
            f"{g_cells(g, cells_of(gone))} {who} all of them{through}, so {elim_text(el, n)}"
        )
        yield make_step("Locked candidates", LOCKED, places, (d,), (), el, text, list(sh.units[u]) + cells_of(gone))
    yield from _locked_neighbours(g)


def _locked_neighbours(g: CandidateGrid) -> Iterator[Step]:
    """Locked candidates through the pair rules (non-consecutive, the negative constraints):
    wherever a unit's digit goes, its touching cells cannot hold the digits the rule forbids
    beside it, so a cell touching every place loses those digits."""
    ctx = context(g)
    links = ctx.links
    if not links or not any(links):
        return
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    beside = _beside(ctx)
    for u, d, pos in _unit_places(g):
        places = cells_of(pos)
        # per digit e: the cells that cannot hold e whichever place holds d
        common = beside[places[0]][d]
        for p in places[1:]:
            if not common:
                break
            here = beside[p][d]
            common = {e: b & here[e] for e, b in common.items() if e in here and b & here[e]}
        if not common:
            continue
        el = [(y, e) for e, b in sorted(common.items()) for y in cells_of(b & cb[e])]
        if not el:
            continue
        rules = sorted({r for p in places for y, _t, r in links[p]})
        from str8ts_gui.kinds.sudoku.logic.variant_forcing import global_label

        names = ", ".join(f"the {global_label(ctx.rules[r].rule)}" for r in rules)
        hit = sorted({y for y, _ in el})
        # what goes said once, by the cells' names ("so it cannot be" read as the digit d)
        who = g_cells(g, hit) if len(hit) == 1 else f"each of {g_cells(g, hit)}"
        text = (
            f"In {sh.unit_names[u]}, {d} can only go in {g_cells(g, places)}; wherever it goes, "
            f"{who} holds it or touches it ({names}), so {elim_text(el, n)}"
        )
        area = list(sh.units[u]) + [y for y, _ in el]
        yield make_step("Locked candidates", LOCKED, places, (d,), (), el, text, area)


def _beside(ctx) -> list[list[dict[int, int]]]:
    """Per cell p and digit d: per digit e the pair rules forbid beside d, the cells that cannot
    hold e when p holds d (p itself and the cells linked to it), made once per puzzle (the
    context's memo; never changed once made)."""
    out = ctx.memo.get("beside")
    if out is None:
        n = ctx.n
        out = []
        for p, plinks in enumerate(ctx.links):
            per: list[dict[int, int]] = [{} for _ in range(n + 1)]
            for d in range(1, n + 1):
                here = per[d]
                for y, table, _r in plinks:
                    for e in bits(table[d]):
                        here[e] = here.get(e, 0) | 1 << y | 1 << p
            out.append(per)
        ctx.memo["beside"] = out
    return out


def g_cells(g: CandidateGrid, cells) -> str:
    from str8ts_gui.kinds.sudoku.logic.grid import fmt_cells

    return fmt_cells(cells, g.size)


def cliques(g: CandidateGrid) -> list[tuple[str, tuple[int, ...]]]:
    """(name, cells) of the killer cages (cells that all differ), for the naked sets."""
    ctx = context(g)
    memo = ctx.memo.get("cliques")
    if memo is None:
        memo = []
        for info in ctx.rules:
            c = info.rule
            if c.rule == "killer" and len(info.cells) >= 3:
                memo.append((rule_label(c, ctx.n), info.cells))
        ctx.memo["cliques"] = memo
    return memo


def naked_cage_set(k: int):
    """The finder of naked sets of ``k`` cells in a killer cage (and, for cells beyond a unit,
    in a row, column or box)."""
    word, difficulty = _SET[k]
    name = f"Naked {word} in a cage"

    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        if sh.classic:
            return
        n = sh.size
        M, V = g.masks, g.values
        cb = g.cand_bits
        pb = sh.peer_bits
        groups = [(nm, cells, False) for nm, cells in cliques(g)]
        groups += [(sh.unit_names[u], sh.units[u], True) for u in sh.unit_order]
        for label, cells, is_unit in groups:
            open_cells = [i for i in cells if not V[i]]
            if len(open_cells) <= k:
                continue
            small = [i for i in open_cells if 2 <= M[i].bit_count() <= k]
            if len(small) < k:
                continue
            unit_bits = sum(1 << i for i in cells)
            for combo in combinations(small, k):
                union = 0
                for i in combo:
                    union |= M[i]
                if union.bit_count() != k:
                    continue
                el = []
                combo_bits = sum(1 << i for i in combo)
                for d in bits(union):
                    seen = -1
                    for i in combo:
                        if M[i] >> d & 1:
                            seen &= pb[i]
                    gone = seen & cb[d] & ~combo_bits
                    if is_unit:
                        gone &= ~unit_bits  # the classic naked set clears the unit itself
                    el.extend((j, d) for j in cells_of(gone))
                if not el:
                    continue
                where = "in " + label if is_unit else f"in the {label}"
                text = (
                    f"{g_cells(g, combo)} {where} see each other and hold only {fmt_digits(union)} between them, "
                    f"so those digits stay in them: {elim_text(el, n)}"
                )
                area = list(cells) + [j for j, _ in el]
                yield make_step(name, difficulty, combo, bits(union), (), el, text, area)

    find.__name__ = f"naked_cage_{word}"
    find.__doc__ = f"{name}: {k} cells of a cage with {k} candidates between them."
    return find
