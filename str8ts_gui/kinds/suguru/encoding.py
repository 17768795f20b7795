"""CNF encodings of a Suguru.

Variables ``x(i, d)`` ("cell i holds digit d") exist only for the cells :func:`propagate
<str8ts_gui.kinds.suguru.rules.propagate>` leaves undecided, and only for their remaining
candidates (:meth:`Cnf.of_cells`: each such cell holds exactly one). Each region of k cells and
each digit 1..k not yet placed in it gets an at-least-one over the cells that can take it plus an
at-most-one; touching cells differ through one at-most-one per digit over every 2 x 2 window of
the board (its four cells all touch one another, and every touching pair lies in one). The
at-most-ones are native cardinality constraints on Minicard/Gluecard, pairwise clauses elsewhere.

:func:`clue_encoding` is the encoding with every cell open (cached per shape and regions), the
clues given as assumption literals, so unsat cores name the givens that conflict.
"""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.kinds.suguru.model import region_cells
from str8ts_gui.solver.cnf import Cnf

__all__ = ["clue_encoding", "encode", "naive_encode"]


def _build(puzzle: Puzzle, masks: list[int]) -> tuple[Cnf, list[int]]:
    w, h = puzzle.size, puzzle.height
    cnf, fixed = Cnf.of_cells(w, masks)
    var_of, clauses, amo = cnf.var_of, cnf.clauses, cnf.amo
    for unit in region_cells(puzzle):
        lits = cnf.each_digit_once(unit, fixed, range(1, len(unit) + 1))
        for d, group in lits.items():  # a digit beyond the region's size (a clue encoding)
            if d > len(unit):
                clauses.extend([-v] for v in group)
    for r in range(h - 1):
        for c in range(w - 1):
            window = (r * w + c, r * w + c + 1, (r + 1) * w + c, (r + 1) * w + c + 1)
            digits: dict[int, list[int]] = {}
            fixed_here = 0
            for i in window:
                if fixed[i]:
                    fixed_here |= 1 << fixed[i]
                for d, v in var_of[i].items():
                    digits.setdefault(d, []).append(v)
            for d, group in digits.items():
                if fixed_here >> d & 1:
                    clauses.extend([-v] for v in group)
                elif len(group) > 1:
                    amo.append(group)
    return cnf, fixed


def encode(puzzle: Puzzle, masks: list[int]) -> tuple[Cnf, list[int]]:
    """Encode the undecided cells of ``puzzle`` whose propagated candidates are ``masks``."""
    return _build(puzzle, masks)


def naive_encode(puzzle: Puzzle) -> tuple[Cnf, list[int]]:
    """The baseline of ``benchmarks/suguru.py``: every cell open over all digits 1..max, no
    propagation, the givens as unit clauses, and every rule as pairwise clauses (a region's
    cells pairwise differ, every touching pair differs, a region's digits above its size
    forbidden, each of its digits at least once)."""
    n, top = puzzle.cell_count, puzzle.digits
    cnf, fixed = Cnf.of_cells(puzzle.size, [full_mask(top)] * n)
    var_of, clauses = cnf.var_of, cnf.clauses
    cnf.amo = []
    for i in range(n):  # the exactly-one of every cell, pairwise
        vs = list(var_of[i].values())
        clauses.extend([-a, -b] for k, a in enumerate(vs) for b in vs[k + 1 :])
    for i, d in enumerate(puzzle.clues):
        if d:
            clauses.append([var_of[i][d]])
    pairs: set[tuple[int, int]] = set()
    for unit in region_cells(puzzle):
        k = len(unit)
        for i in unit:
            clauses.extend([-var_of[i][d]] for d in range(k + 1, top + 1))
        for d in range(1, k + 1):
            clauses.append([var_of[i][d] for i in unit])
        pairs.update((a, b) for x, a in enumerate(unit) for b in unit[x + 1 :])
    w, h = puzzle.size, puzzle.height
    for i in range(n):
        r, c = divmod(i, w)
        for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < h and 0 <= cc < w:
                pairs.add((i, rr * w + cc))
    for a, b in sorted(pairs):
        clauses.extend([-var_of[a][d], -var_of[b][d]] for d in range(1, top + 1))
    return cnf, fixed


@lru_cache(maxsize=8)
def _open_encoding(shape: Puzzle) -> Cnf:
    cnf, _ = _build(shape, [full_mask(shape.digits)] * shape.cell_count)
    return cnf


def clue_encoding(puzzle: Puzzle) -> tuple[Cnf, dict[int, int]]:
    """The rules with every cell open over 1..``digits`` (cached per shape and regions) and
    ``{literal: clue cell}`` assumptions."""
    cnf = _open_encoding(puzzle.replace(clues=(0,) * puzzle.cell_count))
    return cnf, {cnf.var_of[i][d]: i for i, d in enumerate(puzzle.clues) if d}
