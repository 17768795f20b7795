"""CNF encodings of a Str8ts puzzle.

Variables ``x(i, d)`` ("cell i holds digit d") exist only for cells that still have more than one
candidate after the cheap propagation of :mod:`str8ts_gui.kinds.str8ts.candidates`; decided cells are
constants. Lines get an at-most-one per digit, cells an exactly-one, and every compartment a
set of "straight starts at s" variables: exactly one start holds, a cell digit needs a start whose
range covers it, and a start needs every digit of its range somewhere in the compartment.

At-most-one constraints are native cardinality constraints on backends that have them (Minicard,
Gluecard) and pairwise clauses elsewhere. Solutions are always told apart by the cell variables
alone; start variables are helpers.

Two entry points:

* :func:`encode` -- one puzzle, clues baked in as constants (the fast path).
* :func:`pattern_encoding` -- cached per black/white pattern, every white cell open and every clue
  supplied as an assumption literal, so that clues can change without re-encoding and unsat cores
  name clues.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from str8ts_gui.core.puzzle import MAX_SIZE, Puzzle, full_mask, set_bits
from str8ts_gui.solver.cnf import Cnf
from str8ts_gui.kinds.str8ts.layout import Layout, layout, layout_of
from str8ts_gui.kinds.str8ts.straights import COVERS, MEETS, range_mask

# the variables of a decided cell: none (read-only, so one map serves every such cell)
_NO_VARS = MappingProxyType({})
# the digit of a mask with one bit (0 for none)
_DIGIT_OF = {0: 0, **{1 << d: d for d in range(1, MAX_SIZE + 1)}}

def _build(lay: Layout, masks: list[int]) -> tuple[Cnf, list[int]]:
    """Encode the open cells of ``lay`` whose candidate masks are ``masks``.

    Returns the CNF and the list of decided values (digit for single-candidate white cells,
    0 elsewhere). Black cells must have mask 0.
    """
    n = lay.size
    digits = list(map(_DIGIT_OF.get, masks))  # None for a mask of two digits or more
    if None not in digits:
        # propagation decided every cell: nothing to encode (no cell has variables: one shared
        # read-only empty map stands for each cell's)
        return Cnf(size=n, var_of=[_NO_VARS] * len(masks)), digits
    cnf, fixed = Cnf.of_cells(n, masks)
    var_of = cnf.var_of
    top = cnf.top
    clauses = cnf.clauses
    amo = cnf.amo

    # each digit at most once per line (decided cells already removed it from their peers' masks)
    for line in lay.lines:
        by_digit: dict[int, list[int]] = {}
        for i in line:
            for d, v in var_of[i].items():
                by_digit.setdefault(d, []).append(v)
        for d in sorted(by_digit):
            lits = by_digit[d]
            if len(lits) > 1:
                amo.append(lits)

    # compartments must be straights
    ranges_in: dict[int, list[tuple[int, list[int], list[int]]]] = {}  # line -> (length, starts, vars)
    for comp in lay.compartments:
        cells = comp.cells
        length = len(cells)
        if length == 1:
            continue
        open_cells = [i for i in cells if var_of[i]]
        if not open_cells:
            continue
        union = 0
        st = lay.valid_starts[length]
        meets = MEETS[length]
        for i in cells:
            m = masks[i]
            union |= m
            st &= meets[m]
        starts = set_bits(st & COVERS[length][union])
        fixed_here = 0
        for i in cells:
            if fixed[i]:
                fixed_here |= 1 << fixed[i]
        if len(starts) == 1:
            # every digit of the only range must appear: a hidden-single style "at least one"
            s = starts[0]
            for d in range(s, s + length):
                if not fixed_here >> d & 1:
                    clauses.append([var_of[i][d] for i in open_cells if d in var_of[i]])
            # digits outside the range are impossible
            for i in open_cells:
                for d, v in var_of[i].items():
                    if not s <= d < s + length:
                        clauses.append([-v])
            continue
        svars = []
        for s in starts:
            top += 1
            svars.append(top)
        clauses.append(list(svars))
        amo.append(list(svars))
        ranges_in.setdefault(comp.line, []).append((length, starts, svars))
        for s, sv in zip(starts, svars):
            for d in range(s, s + length):
                if fixed_here >> d & 1:
                    continue
                clauses.append([-sv] + [var_of[i][d] for i in open_cells if d in var_of[i]])
            if fixed_here & ~range_mask(s, s + length - 1):
                clauses.append([-sv])  # a digit placed here lies outside the range
        covers: dict[int, list[int]] = {}  # digit -> the starts whose range holds it
        for s, sv in zip(starts, svars):
            for d in range(s, s + length):
                covers.setdefault(d, []).append(sv)
        for i in open_cells:
            for d, v in var_of[i].items():
                cover = covers.get(d, [])
                if len(cover) < len(starts):
                    clauses.append([-v] + cover)
    # two straights of one line share no digit: their ranges cannot overlap (implied by the
    # digits' at-most-one, but said directly it cuts the search of large boards short)
    for parts in ranges_in.values():
        for a in range(len(parts)):
            la, sa, va = parts[a]
            for b in range(a + 1, len(parts)):
                lb, sb, vb = parts[b]
                for s, x in zip(sa, va):
                    for t, y in zip(sb, vb):
                        if s < t + lb and t < s + la:
                            clauses.append([-x, -y])
    cnf.top = top
    return cnf, fixed


def encode(puzzle: Puzzle, masks: list[int]) -> tuple[Cnf, list[int]]:
    """Encode one puzzle whose cells have the given (propagated) candidate masks."""
    return _build(layout_of(puzzle), masks)


def clue_encoding(puzzle: Puzzle) -> tuple[Cnf, dict[int, int]]:
    """The pattern's CNF and its clue assumptions (see :class:`PatternEncoding`)."""
    enc = pattern_encoding(puzzle.size, puzzle.black)
    return enc.cnf, enc.clue_assumptions(puzzle)


@dataclass(frozen=True)
class PatternEncoding:
    """The CNF of a black/white pattern with every white cell open (cached per pattern).

    ``black_selector[(i, d)]`` is a variable that, when assumed true, puts digit ``d`` in black
    cell ``i``: it forbids ``d`` in the white cells of that cell's row and column.
    """

    cnf: Cnf
    black_selector: dict[tuple[int, int], int]

    def clue_literal(self, puzzle: Puzzle, i: int) -> int:
        d = puzzle.clues[i]
        if puzzle.black[i]:
            return self.black_selector[(i, d)]
        return self.cnf.var_of[i][d]

    def clue_assumptions(self, puzzle: Puzzle) -> dict[int, int]:
        """Assumption literal -> clue cell, for every clue of ``puzzle``."""
        return {self.clue_literal(puzzle, i): i for i, v in enumerate(puzzle.clues) if v}


@lru_cache(maxsize=32)
def pattern_encoding(size: int, black: tuple[bool, ...]) -> PatternEncoding:
    lay = layout(size, black)
    fm = full_mask(size)
    masks = [0 if b else fm for b in black]
    cnf, _ = _build(lay, masks)
    selectors: dict[tuple[int, int], int] = {}
    for i, b in enumerate(black):
        if not b:
            continue
        for d in range(1, size + 1):
            sel = cnf.new_var()
            selectors[(i, d)] = sel
            for j in lay.peers[i]:
                if not black[j]:
                    cnf.clauses.append([-sel, -cnf.var_of[j][d]])
    # two black cells of one line cannot print the same digit
    for line in lay.lines:
        blacks = [i for i in line if black[i]]
        for a, i in enumerate(blacks):
            for j in blacks[a + 1 :]:
                for d in range(1, size + 1):
                    cnf.clauses.append([-selectors[(i, d)], -selectors[(j, d)]])
    return PatternEncoding(cnf, selectors)
