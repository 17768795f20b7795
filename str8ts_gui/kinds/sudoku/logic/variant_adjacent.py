"""Touching cells under the pair rules (non-consecutive, the negative constraints): what a solver
sees at once about two orthogonal neighbours that also share a row or column.

* **Touching cells** -- a digit of a cell that each candidate of its neighbour forbids, the
  neighbour's own digit included (they share a row or column, so they differ): "r1c1 holds 4
  or 5; r1c2 touches it in its row, so it is neither 4 nor 5 (each is the other's neighbour
  digit or the same)". The rule's own pruning knows only the rule, not that the two differ.
* **Touching pair** -- two touching cells with three digits between them, two of which cannot
  sit side by side: the pair holds the third, which leaves every cell that sees both
  ("r1c1 and r1c2 hold 3, 4 or 7; 3 and 4 are consecutive, so one of them is 7: 7 leaves
  r1c5 and r2c2"). More generally: a digit every allowed filling of the pair uses.

Sound: a neighbour's digit is one of its candidates, and the pair's digits one of its allowed
fillings; a cell that sees both cells of the pair cannot hold a digit the pair holds.
"""

from __future__ import annotations

from typing import Iterator

from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_digits
from str8ts_gui.kinds.sudoku.logic.variant_base import context

__all__ = ["TOUCHING", "TOUCHING_PAIR", "touching_cells", "touching_pair"]

TOUCHING = 2.1
TOUCHING_PAIR = 2.8


def _pairs(g: CandidateGrid):
    """(x, y, forbidden table, rule) of every linked pair of open cells that see each other, each
    pair once per rule."""
    ctx = context(g)
    links = ctx.links
    if not links or not any(links):
        return
    pb = g.shape.peer_bits
    V = g.values
    for x, row in enumerate(links):
        if V[x]:
            continue
        for y, table, r in row:
            if y > x and not V[y] and pb[x] >> y & 1:
                yield ctx, x, y, table, r


def _label(ctx, r: int) -> str:
    from str8ts_gui.kinds.sudoku.logic.variant_forcing import global_label

    return f"the {global_label(ctx.rules[r].rule)}"


def _how(g: CandidateGrid, x: int, y: int) -> str:
    sh = g.shape
    return "in its row" if sh.row(x) == sh.row(y) else "in its column" if sh.col(x) == sh.col(y) else "in its box"


def touching_cells(g: CandidateGrid) -> Iterator[Step]:
    """A digit every candidate of a touching cell forbids (the same digit, or one the rule
    forbids beside it) leaves the neighbour."""
    n = g.size
    M = g.masks
    for ctx, a, b, table, r in _pairs(g):
        for x, y in ((a, b), (b, a)):
            gone = -1
            for d in bits(M[x]):
                gone &= table[d] | 1 << d
            gone &= M[y]
            if not gone or gone == -1:
                continue
            # what the rule's own pruning already removes (one candidate, or two with a gap of 2)
            plain = -1
            for d in bits(M[x]):
                plain &= table[d]
            if not gone & ~plain:
                continue
            el = [(y, e) for e in bits(gone)]
            cx, cy = ctx.cell(x), ctx.cell(y)
            text = (
                f"{cx} holds {fmt_digits(bits(M[x]), 'or')}; {cy} touches it {_how(g, x, y)}, so it holds none of them "
                f"and none that {_label(ctx, r)} forbids beside all of them: {elim_text(el, n)}"
            )
            yield make_step("Touching cells", TOUCHING, (x,), bits(M[x]), (), el, text, (x, y))


def touching_pair(g: CandidateGrid) -> Iterator[Step]:
    """Two touching cells that must hold a digit (every filling the rule allows them uses it):
    it leaves every cell that sees both."""
    n = g.size
    M = g.masks
    cb = g.cand_bits
    pb = g.shape.peer_bits
    for ctx, x, y, table, r in _pairs(g):
        if M[x].bit_count() > 3 or M[y].bit_count() > 3:
            continue
        always = -1
        banned = set()
        for a in bits(M[x]):
            for b in bits(M[y]):
                if a == b:
                    continue
                if table[a] >> b & 1:
                    banned.add((min(a, b), max(a, b)))
                    continue
                always &= 1 << a | 1 << b
        if always in (-1, 0) or not banned:
            continue
        both = pb[x] & pb[y] & ~(1 << x | 1 << y)
        for d in bits(always):
            gone = both & cb[d]
            if not gone:
                continue
            el = [(j, d) for j in cells_of(gone)]
            cx, cy = ctx.cell(x), ctx.cell(y)
            union = M[x] | M[y]
            pairs = ", ".join(f"{a} and {b}" for a, b in sorted(banned))
            text = (
                f"{cx} and {cy} touch and hold {fmt_digits(bits(union), 'or')} between them; {pairs} cannot sit side by side "
                f"({_label(ctx, r)}), so one of them is {d}: {elim_text(el, n)}"
            )
            yield make_step("Touching pair", TOUCHING_PAIR, (x, y), (d,), (), el, text, [x, y, *cells_of(gone)])
