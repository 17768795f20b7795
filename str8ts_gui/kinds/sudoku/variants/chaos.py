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
cell. The numbering is canonical, so that one division is one solution: cell r1c1 is in region 0
and a cell can be in region k > 0 only if region k - 1 has a cell before it in reading order
(prefix variables). Per region and digit a variable "this cell is in the region and holds the
digit", and each region holds each digit exactly once (an at-least-one and a native at-most-one
over the cells), which also makes every region n cells. Each region orthogonally connected:
:func:`~.shading.encode_connected` over the n groups (lazy cuts, or spanning trees).
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
        # canonical numbering: r1c1 is in region 0; region k > 0 starts after region k - 1 does
        clause([label[0][0]])
        seen = [[0] * (cells + 1) for _k in range(n)]  # seen[k][i]: region k has a cell before i
        for k in range(n):
            for i in range(1, cells + 1):
                v = enc.new_var()
                seen[k][i] = v
                clause([-label[i - 1][k], v])
                if i > 1:
                    clause([-seen[k][i - 1], v])
                    clause([-v, seen[k][i - 1], label[i - 1][k]])
                else:
                    clause([-v, label[0][k]])
        for i in range(1, cells):
            for k in range(1, n):
                clause([-label[i][k], seen[k - 1][i]])
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
        encode_connected(enc, [[label[i][k] for i in range(cells)] for k in range(n)], "regions", depth=n - 1, before=seen)
        key = [v for row in label for v in row]

        def decode(true, label=label) -> tuple[int, ...]:
            return tuple(next((k for k, v in enumerate(row) if true(v)), -1) for row in label)

        enc.cnf.layers[REGIONS] = Layer(REGIONS, key, decode)
