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

from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.kinds.str8ts.layout import layout
from str8ts_gui.kinds.str8ts.straights import range_mask

__all__ = ["basic_candidates", "propagate"]

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
        present = 0
        for i in cells:
            present |= 1 << vals[i]
        present &= ~1
        if present:
            length = len(cells)
            lo = (present & -present).bit_length() - 1
            hi = present.bit_length() - 1
            comp_allow.append(range_mask(max(1, hi - length + 1), min(n, lo + length - 1)))
        else:
            comp_allow.append(full)

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
    black = puzzle.black
    lay = layout(n, black)
    white, peers, comps, cell_comps = lay.white, lay.white_peers, lay.straight_parts, lay.cell_straight_parts
    clues = puzzle.clues
    full = full_mask(n)

    # Black clues: duplicates in a line are a contradiction; otherwise remove them.
    line_clue = {}
    for i in range(n2):
        if black[i] and clues[i]:
            r, c = divmod(i, n)
            bit = 1 << clues[i]
            for key in (r, n + c):
                m = line_clue.get(key, 0)
                if m & bit:
                    return None
                line_clue[key] = m | bit

    M = [0] * n2
    singles: list[int] = []
    for i in white:
        m = masks[i] & full
        if line_clue:
            r, c = divmod(i, n)
            m &= ~(line_clue.get(r, 0) | line_clue.get(n + c, 0))
        if not m:
            return None
        if not m & (m - 1):
            singles.append(i)
        M[i] = m

    queued = [True] * len(comps)
    work = list(range(len(comps) - 1, -1, -1))

    while True:
        # Rule a: naked singles remove their digit from the white peers.
        while singles:
            i = singles.pop()
            bit = M[i]
            for p in peers[i]:
                m = M[p]
                if m & bit:
                    if m == bit:
                        return None
                    m ^= bit
                    M[p] = m
                    if not m & (m - 1):
                        singles.append(p)
                    for k in cell_comps[p]:
                        if not queued[k]:
                            queued[k] = True
                            work.append(k)
        if not work:
            break
        k = work.pop()
        queued[k] = False
        cells, meets, covers, spread, common, starts, outside = comps[k]

        # Rule b: feasible starts of the straight.
        union = 0
        once = 0
        twice = 0
        for i in cells:
            m = M[i]
            starts &= meets[m]
            twice |= once & m
            once |= m
            union |= m
        starts &= covers[union]
        if not starts:
            return None
        allowed = spread[starts]
        if union & ~allowed:
            once = twice = 0
            for i in cells:
                m = M[i]
                if m & ~allowed:
                    m &= allowed
                    M[i] = m  # never empty: every cell meets every feasible range
                    if not m & (m - 1):
                        singles.append(i)
                    for j in cell_comps[i]:
                        if j != k and not queued[j]:
                            queued[j] = True
                            work.append(j)
                twice |= once & m
                once |= m
        sure = common[starts]
        if not sure:
            continue

        # Rule c: a sure digit in only one cell of the compartment fixes that cell.
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
                    singles.append(i)
                    for j in cell_comps[i]:
                        if not queued[j]:
                            queued[j] = True
                            work.append(j)

        # Sure digits leave the rest of the line.
        for p in outside:
            m = M[p]
            if m & sure:
                m &= ~sure
                if not m:
                    return None
                M[p] = m
                if not m & (m - 1):
                    singles.append(p)
                for j in cell_comps[p]:
                    if not queued[j]:
                        queued[j] = True
                        work.append(j)
    return M
