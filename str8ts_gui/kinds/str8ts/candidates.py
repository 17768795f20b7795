"""Candidate digits by simple, sound rules.

Masks use bit ``d`` for digit ``d`` (bit 0 is never set). Everything here is *sound*: a digit
is only removed from a cell when no solution consistent with the givens can put it there.
That makes :func:`propagate` usable both for the GUI's "fill pencil marks" and as a cheap
pre-pass before SAT solving.

The per-pattern structure (white peers, compartments, the cells of a line outside each
compartment, the straight tables of each compartment's length) is the pattern's one
:class:`~str8ts_gui.kinds.str8ts.layout.Layout`.
"""

from __future__ import annotations

from collections import deque
from itertools import compress
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, digits_mask, full_mask
from str8ts_gui.kinds.str8ts.layout import layout
from str8ts_gui.kinds.str8ts.straights import range_mask

__all__ = ["basic_candidates", "clue_candidates", "propagate", "propagate_changes"]

def _straight_range(present: int, length: int, n: int) -> int:
    """The digits a straight of ``length`` cells can use when it holds the digits ``present``
    (a mask without bit 0, not empty) from lo to hi: hi-L+1 .. lo+L-1. A digit of ``present``
    outside it means they are too far apart for one straight (hi - lo >= L)."""
    lo = (present & -present).bit_length() - 1
    hi = present.bit_length() - 1
    return range_mask(max(1, hi - length + 1), min(n, lo + length - 1))


def basic_candidates(puzzle: Puzzle, values: Sequence[int]) -> list[int]:
    """Candidate masks from the digits on the board, one rule deep.

    ``values`` holds n*n digits (0 = empty; a white cell with 0 falls back to its clue, black
    cells are ignored and their clues taken from the puzzle). Filled white cells get their own
    bit, black cells 0, and an empty white cell the digits 1..n not present in its row or
    column, limited by the range rule of its row and column compartments: if a compartment of
    length L holds digits from lo to hi, only digits hi-L+1 .. lo+L-1 remain.
    """
    n = puzzle.size
    n2 = n * n
    if len(values) != n2:
        raise ValueError(f"a {n} x {n} board needs {n2} values, not {len(values)}")
    lay = layout(n, puzzle.black)
    rows, cols, comp_of = lay.rows, lay.cols, lay.compartment_of
    comps = [comp.cells for comp in lay.compartments]
    black = puzzle.black
    clues = puzzle.clues
    vals = [clues[i] if black[i] else (values[i] or clues[i]) for i in range(n2)]

    row_used = []
    for line in rows:
        m = 0
        for i in line:
            m |= 1 << vals[i]
        row_used.append(m)
    col_used = []
    for line in cols:
        m = 0
        for i in line:
            m |= 1 << vals[i]
        col_used.append(m)
    full = full_mask(n)
    comp_allow = []
    for cells in comps:
        present = digits_mask(vals[i] for i in cells) & ~1
        comp_allow.append(_straight_range(present, len(cells), n) if present else full)

    out = [0] * n2
    for i in range(n2):
        if black[i]:
            continue
        v = vals[i]
        if v:
            out[i] = 1 << v
            continue
        r, c = divmod(i, n)
        rc, cc = comp_of[i]
        out[i] = full & ~(row_used[r] | col_used[c]) & comp_allow[rc] & comp_allow[cc]
    return out


def _line_clues(puzzle: Puzzle, lay) -> list[int] | None:
    """The digits of the black clues of each line (rows, then columns), or None when two black
    clues of one line hold the same digit."""
    n = puzzle.size
    clues = puzzle.clues
    line_clue = [0] * (2 * n)
    for i in lay.black_cells:
        d = clues[i]
        if d:
            r, c = divmod(i, n)
            bit = 1 << d
            if (line_clue[r] | line_clue[n + c]) & bit:
                return None
            line_clue[r] |= bit
            line_clue[n + c] |= bit
    return line_clue


def propagate(puzzle: Puzzle, masks: Sequence[int]) -> list[int] | None:
    """Shrink candidate masks to a fixpoint of simple sound rules; None on a contradiction.

    ``masks`` is not changed. Black cells come back as 0. Rules:

    a) a white cell with one candidate removes it from the other white cells of its row and
       column; black clues remove their digit from their row and column;
    b) a compartment of length L keeps only the starts s whose range [s, s+L-1] meets every
       cell's mask and is covered by the union of the masks; its cells are limited to the union
       of those ranges, and digits common to all of them ("sure" digits) are removed from the
       rest of the row or column;
    c) a sure digit possible in only one cell of its compartment fixes that cell.

    A contradiction is an empty white cell, two fixed cells (or black clues) with the same
    digit in a line, or a compartment with no feasible straight.
    """
    n = puzzle.size
    n2 = n * n
    if len(masks) != n2:
        raise ValueError(f"a {n} x {n} board needs {n2} masks, not {len(masks)}")
    lay = layout(n, puzzle.black)
    line_clue = _line_clues(puzzle, lay)
    if line_clue is None:
        return None
    full = full_mask(n)
    M = [0] * n2
    singles: list[int] = []
    lines = lay.cell_lines
    for i in lay.white:
        r, c = lines[i]
        m = masks[i] & full & ~(line_clue[r] | line_clue[c])
        if not m:
            return None
        if not m & (m - 1):
            singles.append(i)
        M[i] = m
    return _fixpoint(lay, M, singles)


def propagate_changes(puzzle: Puzzle, masks: Sequence[int], changed) -> list[int] | None:
    """:func:`propagate` of ``masks`` when they are what :func:`propagate` returned but for the
    cells ``changed``, narrowed since (an assumption, a strategy's eliminations): the same
    answer, found by starting only from what the changes touch (every other rule application
    would change nothing, and the rules reach the same fixpoint in any order). ``masks`` is not
    changed."""
    lay = layout(puzzle.size, puzzle.black)
    M = list(masks)
    singles: list[int] = []
    pair = lay.cell_part_pair
    parts: set[int] = set()
    for i in changed:
        m = M[i]
        if not m:
            return None
        if not m & (m - 1):
            singles.append(i)
        parts.update(pair[i])
    parts.discard(-1)
    return _fixpoint(lay, M, singles, sorted(parts))


def clue_candidates(puzzle: Puzzle) -> list[int] | None:
    """``propagate(puzzle, basic_candidates(puzzle, puzzle.clues))`` in one pass, or None when
    the clues break a rule (what :func:`~str8ts_gui.kinds.str8ts.rules.check` would report) or
    lead to a contradiction: the solver's start (the same masks, or None exactly when the
    clues have no solution that propagation can rule out)."""
    n = puzzle.size
    lay = layout(n, puzzle.black)
    clues = puzzle.clues
    lines = lay.cell_lines
    pair = lay.cell_part_pair
    parts = lay.straight_parts
    # each line's digits (black and white clues; a repeat is a broken rule) and the digits in
    # each compartment of 2+ cells (a black cell is in none)
    used = [0] * (2 * n)
    present = [0] * (len(parts) + 1)
    for i in compress(range(len(clues)), clues):
        bit = 1 << clues[i]
        r, c = lines[i]
        if (used[r] | used[c]) & bit:
            return None
        used[r] |= bit
        used[c] |= bit
        a, b = pair[i]
        present[a] |= bit  # (a black cell's pair, or a cell in no such compartment: -1, the extra entry)
        present[b] |= bit
    full = full_mask(n)
    # each compartment's range from the digits in it (:func:`_straight_range`)
    allow = [full] * (len(parts) + 1)  # (the extra entry: no compartment, no limit)
    for k in compress(range(len(parts)), present):  # (not the extra entry)
        allow[k] = _straight_range(present[k], len(parts[k][0]), n)
        if present[k] & ~allow[k]:
            return None  # too far apart for one straight
    M = [0] * (n * n)
    singles: list[int] = []
    for i in lay.white:
        d = clues[i]
        if d:
            M[i] = 1 << d  # its digit already left its lines (``used``)
            continue
        r, c = lines[i]
        a, b = pair[i]
        m = full & ~(used[r] | used[c]) & allow[a] & allow[b]
        if not m & (m - 1):
            if not m:
                return None
            singles.append(i)
        M[i] = m
    return _fixpoint(lay, M, singles)


def _fixpoint(lay, M: list[int], singles: list[int], start=None) -> list[int] | None:
    """Apply rules a-c of :func:`propagate` to ``M`` (changed in place) until nothing changes;
    ``singles``: the cells with one candidate whose digit may still be in their lines;
    ``start``: the compartments (indices into ``lay.straight_parts``) to look at first, all of
    them when None."""
    peers, comps, pair = lay.white_peers, lay.straight_parts, lay.cell_part_pair
    # queued[k]: compartment k waits in ``work``; the extra last entry, always True, is the
    # "no compartment" (-1) of a cell's pair, so that it is never queued
    if start is None:
        queued = [True] * (len(comps) + 1)
        work = deque(range(len(comps)))  # first in, first out: fewer evaluations than a stack
    else:
        queued = [False] * len(comps) + [True]
        for k in start:
            queued[k] = True
        work = deque(start)
    pop, push = work.popleft, work.append
    spop, spush = singles.pop, singles.append

    while True:
        # Rule a: naked singles remove their digit from the white peers.
        while singles:
            i = spop()
            bit = M[i]
            for p in peers[i]:
                m = M[p]
                if m & bit:
                    if m == bit:
                        return None
                    m ^= bit
                    M[p] = m
                    if not m & (m - 1):
                        spush(p)
                    a, b = pair[p]
                    if not queued[a]:
                        queued[a] = True
                        push(a)
                    if not queued[b]:
                        queued[b] = True
                        push(b)
        if not work:
            break
        k = pop()
        cells, meets, covers, spread, common, starts, outside = comps[k]

        # Rule b: feasible starts of the straight.
        union = 0
        twice = 0  # digits in two cells or more
        solo = 0  # digits of the cells with one candidate (they left the line already: rule a)
        for i in cells:
            m = M[i]
            starts &= meets[m]
            twice |= union & m
            union |= m
            if not m & (m - 1):
                solo |= m
        starts &= covers[union]
        if not starts:
            return None
        if solo == union:
            queued[k] = False
            continue  # every cell decided, all digits different (rule a): a straight, nothing to add
        allowed = spread[starts]
        if union & ~allowed:
            # (the starts stay what they are: this compartment is not queued again for it)
            solo = 0
            for i in cells:
                m = M[i]
                if m & ~allowed:
                    m &= allowed
                    M[i] = m  # never empty: every cell meets every feasible range
                    if not m & (m - 1):
                        spush(i)
                    a, b = pair[i]
                    if not queued[a]:
                        queued[a] = True
                        push(a)
                    if not queued[b]:
                        queued[b] = True
                        push(b)
                if not m & (m - 1):
                    solo |= m
        queued[k] = False
        sure = common[starts] & ~solo
        if not sure:
            continue

        # Rule c: a sure digit in only one cell of the compartment fixes that cell (a sure digit
        # is in the feasible ranges, so cutting to them changed no cell's count of it).
        hidden = sure & ~twice
        if hidden:
            for i in cells:
                m = M[i]
                h = m & hidden
                if not h:
                    continue
                if h & (h - 1):
                    return None  # two digits that both need this one cell
                if m != h:
                    M[i] = h
                    spush(i)
                    a, b = pair[i]
                    if not queued[a]:
                        queued[a] = True
                        push(a)
                    if not queued[b]:
                        queued[b] = True
                        push(b)

        # Sure digits leave the rest of the line.
        for p in outside:
            m = M[p]
            if m & sure:
                m &= ~sure
                if not m:
                    return None
                M[p] = m
                if not m & (m - 1):
                    spush(p)
                a, b = pair[p]
                if not queued[a]:
                    queued[a] = True
                    push(a)
                if not queued[b]:
                    queued[b] = True
                    push(b)
    return M
