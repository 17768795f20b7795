"""Chaos construction: the regions are not given. Divide the n x n board into n orthogonally
connected regions of n cells each; every row, column and region holds 1..n once (givens and the
other rules as usual).

The board has no boxes (:attr:`ChaosConstruction.replaces_boxes`: its geometry is the rows and
the columns, and rules that need boxes are refused beside it). The regions are part of the
solution: the layer ``"regions"`` (a region number per cell, the regions numbered in the order
of their first cell) that the solver's result carries and the board draws once the grid is
filled.

Checker: a filled grid that no division into regions fits (the solver asked with every digit
fixed); a partial grid is never flagged (any digits can still come from some division).

Encoding: per cell and region number ``k`` a variable "the cell is in region k", exactly one per
cell. Every region holds one 1, and each row holds one: region k is the one with row k's 1 (a
cell holding 1 is in the region of its row's number), so the numbering leaves no choice and one
division is one solution. Per region and digit a variable "this cell is in the region and holds
the digit", and each region holds each digit exactly once (an at-least-one and a native
at-most-one over the cells), which also makes every region n cells. Each region orthogonally
connected: :func:`~.shading.encode_connected` over the n groups, as spanning trees rooted at the
regions' 1s, no cell more than n - 1 steps from its root (or lazy cuts: the benchmark's
alternative). The solution's layer numbers the regions again in the order of their first cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, rule
from str8ts_gui.kinds.sudoku.variants.shading import encode_connected, solved_layers
from str8ts_gui.solver.cnf import Layer

__all__ = ["REGIONS", "ChaosConstruction"]

REGIONS = "regions"  # the layer's name


@rule
@dataclass(frozen=True)
class ChaosConstruction(Constraint):
    rule = "chaos"
    title = "Chaos construction"
    is_global = True
    layered = True  # the solution has regions (see shading.solved_layers)
    replaces_boxes = True  # the board's regions are found, not given

    def validate(self, n: int) -> None:
        if n < 2:
            raise ValueError("Chaos construction: the board is too small")

    def describe(self, n: int) -> str:
        return f"Chaos construction: {n} orthogonally connected regions of {n} cells, each holding 1 to {n}"

    def check(self, puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
        if all(values) and not solved_layers(puzzle, values):
            return [Violation("chaos", (), None, f"no division into {puzzle.size} connected regions of {puzzle.size} different digits fits these digits")]
        return []

    def encode(self, enc: Encoder) -> None:
        n = enc.n
        cells = n * n
        clause = enc.clause
        label = [[enc.new_var() for _k in range(n)] for _i in range(cells)]
        for i in range(cells):
            clause(label[i])
            enc.at_most_one(label[i])
        # region k is the region of row k's 1: numbered without any choice, so one division is
        # one solution; a cell holding 1 is its region's root
        ones = []
        for i in range(cells):
            one = enc.lit(i, 1)
            ones.append(one)
            if one is not False:
                clause([_not(one), label[i][i // n]])
        # each region holds each digit once
        for k in range(n):
            for d in range(1, n + 1):
                lits = []
                for i in range(cells):
                    x = enc.lit(i, d)
                    if x is False:
                        continue
                    if x is True:
                        lits.append(label[i][k])
                        continue
                    z = enc.new_var()
                    clause([-z, label[i][k]])
                    clause([-z, x])
                    clause([z, -label[i][k], -x])
                    lits.append(z)
                clause(lits)
                enc.at_most_one(lits)
        roots = [_root_var(enc, one) for one in ones]
        encode_connected(enc, [[label[i][k] for i in range(cells)] for k in range(n)], "regions", depth=n - 1, roots=roots)
        key = [v for row in label for v in row]

        def decode(true, label=label) -> tuple[int, ...]:
            found = [next((k for k, v in enumerate(row) if true(v)), -1) for row in label]
            order: dict[int, int] = {}  # numbered again by their first cells, for people
            return tuple(order.setdefault(k, len(order)) for k in found)

        enc.cnf.layers[REGIONS] = Layer(REGIONS, key, decode)


def _not(lit):
    return (not lit) if isinstance(lit, bool) else -lit


def _root_var(enc: Encoder, one) -> int:
    """A variable equal to ``one`` (a literal or a constant)."""
    if isinstance(one, bool):
        v = enc.new_var()
        enc.clause([v] if one else [-v])
        return v
    return one
