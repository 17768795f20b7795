"""CNF encodings of a classic Sudoku.

Variables ``x(i, d)`` ("cell i holds digit d") exist only for cells left undecided by the naked and
hidden singles of :func:`~str8ts_gui.kinds.sudoku.rules.propagate`, and only for their remaining
candidates: a typical 9 x 9 keeps a few dozen of its 729 variables. Each open cell gets an
exactly-one over its candidates; each unit (row, column, box) and each digit not yet placed in
it gets an at-least-one over the cells that can take it, plus an at-most-one. At-most-ones are
native cardinality constraints on Minicard/Gluecard and pairwise clauses elsewhere.

:func:`clue_encoding` is the full encoding with every cell open (cached per size), the clues
given as assumption literals: unsat cores then name the clues that conflict.
"""

from __future__ import annotations

from functools import lru_cache

from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.kinds.sudoku.model import puzzle_geometry
from str8ts_gui.kinds.sudoku.variants.base import Encoder
from str8ts_gui.solver.cnf import Cnf

__all__ = ["clue_encoding", "encode"]


def _build(puzzle: Puzzle, masks: list[int]) -> tuple[Cnf, list[int]]:
    n = puzzle.size
    cnf, fixed = Cnf.of_cells(n, masks)
    digits = range(1, n + 1)
    for unit in puzzle_geometry(puzzle).units:
        cnf.each_digit_once(unit, fixed, digits)
    if puzzle.constraints:
        enc = Encoder(cnf, fixed, n, puzzle)
        for c in puzzle.constraints:
            c.encode(enc)
    return cnf, fixed


def encode(puzzle: Puzzle, masks: list[int]) -> tuple[Cnf, list[int]]:
    """Encode the undecided cells of ``puzzle`` whose propagated candidates are ``masks``."""
    return _build(puzzle, masks)


@lru_cache(maxsize=8)
def _open_encoding(shape: Puzzle) -> tuple[Cnf, dict[int, object]]:
    """Every cell open; each variant rule's clauses guarded by an activation variable, so that an
    unsat core can name the rules as well as the givens that conflict."""
    cnf, fixed = _build(shape.replace(constraints=()) if shape.constraints else shape, [full_mask(shape.size)] * shape.cell_count)
    if shape.constraints:
        # the rules' units (X-Sudoku's diagonals) stay unguarded, as the rows and boxes are
        units = puzzle_geometry(shape).units[len(puzzle_geometry(shape.replace(constraints=())).units) :]
        for unit in units:
            for d in range(1, shape.size + 1):
                group = [cnf.var_of[i][d] for i in unit]
                cnf.clauses.append(group)
                cnf.amo.append(group)
    guards: dict[int, object] = {}
    enc = Encoder(cnf, fixed, shape.size, shape)
    for c in shape.constraints:
        first_clause, first_amo, first_lazy = len(cnf.clauses), len(cnf.amo), len(cnf.lazy)
        c.encode(enc)
        guard = cnf.new_var()
        for clause in cnf.clauses[first_clause:]:
            clause.append(-guard)
        for group in cnf.amo[first_amo:]:
            for a in range(len(group)):
                for b in range(a + 1, len(group)):
                    cnf.clauses.append([-group[a], -group[b], -guard])
        del cnf.amo[first_amo:]
        cnf.lazy[first_lazy:] = [_guarded(check, guard) for check in cnf.lazy[first_lazy:]]
        guards[guard] = c
    return cnf, guards


def _guarded(check, guard: int):
    """A lazily encoded rule's check that only counts while the rule is switched on (``guard``
    true in the model), its cuts guarded like the rule's other clauses."""

    def guarded(model: list[int]) -> list[list[int]]:
        if guard > len(model) or model[guard - 1] < 0:
            return []
        return [[*clause, -guard] for clause in check(model)]

    return guarded


def clue_encoding(puzzle: Puzzle) -> tuple[Cnf, dict[int, object]]:
    """The rules with every cell open (cached per size, regions and variant rules) and the
    assumptions that switch the puzzle on: ``{literal: clue cell}`` for the givens and
    ``{literal: rule}`` for each variant rule (a
    :class:`~str8ts_gui.kinds.sudoku.variants.base.Constraint`; every literal must be assumed)."""
    cnf, guards = _open_encoding(puzzle.replace(clues=(0,) * puzzle.cell_count))
    return cnf, {**{cnf.var_of[i][d]: i for i, d in enumerate(puzzle.clues) if d}, **guards}
