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

Two encodings (:data:`~.shading.CONNECTIVITY` ``["regions"]``; ``benchmarks/thesis_rules.py``
times both, the lazy one is faster on every 9 x 9 measured):

* ``"lazy"`` (the default): per pair of neighbours a variable "in one region"; the regions are
  the pieces these join, so one division is one solution. Up front: every cell has a neighbour
  in its region, neighbours in one region (or one apart through a third) differ, and around a
  2 x 2 block three joins make the fourth. A lazy check cuts what the pieces of a model break:
  a piece of more than n cells (n + 1 of its cells joined), a closed piece of fewer, a digit
  twice in a piece (the joins between the two cells), neighbours in one piece left unjoined.
* ``"tree"``: per cell and region number ``k`` a variable "the cell is in region k", exactly
  one per cell. Every region holds one 1, and each row holds one: region k is the one with row
  k's 1 (a cell holding 1 is in the region of its row's number), so the numbering leaves no
  choice. Per region and digit a variable "this cell is in the region and holds the digit", and
  each region holds each digit exactly once (an at-least-one and a native at-most-one over the
  cells), which also makes every region n cells; each region connected as a spanning tree rooted
  at its 1, no cell more than n - 1 steps from it (:func:`~.shading.encode_tree`).

The solution's layer numbers the regions in the order of their first cells.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.variants.base import Constraint, Encoder, _neg, rule
from str8ts_gui.kinds.sudoku.variants.shading import CONNECTIVITY, differ_unless, encode_tree, model_digits, neighbours, solved_layers, true_in
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
        if CONNECTIVITY["regions"] == "lazy":
            _encode_edges(enc)
        else:
            _encode_labels(enc)


def _encode_labels(enc: Encoder) -> None:
    """Region numbers per cell, connected by spanning trees (see the module)."""
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
            clause([_neg(one), label[i][i // n]])
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
    encode_tree(enc, [[label[i][k] for i in range(cells)] for k in range(n)], depth=n - 1, roots=roots)
    key = [v for row in label for v in row]

    def decode(true, label=label) -> tuple[int, ...]:
        found = [next((k for k, v in enumerate(row) if true(v)), -1) for row in label]
        order: dict[int, int] = {}  # numbered again by their first cells, for people
        return tuple(order.setdefault(k, len(order)) for k in found)

    enc.cnf.layers[REGIONS] = Layer(REGIONS, key, decode)


def _root_var(enc: Encoder, one) -> int:
    """A variable equal to ``one`` (a literal or a constant)."""
    if isinstance(one, bool):
        v = enc.new_var()
        enc.clause([v] if one else [-v])
        return v
    return one


# -- the lazy encoding: "same region" between neighbours ---------------------------------------------


def _encode_edges(enc: Encoder) -> None:
    """Per pair of neighbours a variable "in one region"; the regions are the pieces these
    join. Up front: every cell is in a region with a neighbour, neighbours in one region (or one
    apart through a third) differ, and around a 2 x 2 block three joins make the fourth. A lazy
    check (:class:`_RegionCheck`) cuts what a model's pieces break: a piece of more or fewer
    than n cells, a digit twice in a piece, neighbours in one piece not joined."""
    n = enc.n
    cells = n * n
    nb = neighbours(n)
    clause = enc.clause
    same: dict[tuple[int, int], int] = {}
    for i in range(cells):
        for j in nb[i]:
            if j > i:
                same[i, j] = same[j, i] = enc.new_var()
    for i in range(cells):
        clause([same[i, j] for j in nb[i]])
    for i in range(cells):
        for k in nb[i]:
            if k > i:
                differ_unless(enc, i, k, [-same[i, k]])
            for j in nb[k]:
                if j > i and j not in nb[i]:
                    differ_unless(enc, i, j, [-same[i, k], -same[k, j]])
    for i in range(cells - n):
        if i % n == n - 1:
            continue
        ring = [same[i, i + 1], same[i + 1, i + n + 1], same[i + n + 1, i + n], same[i + n, i]]
        for k in range(4):
            clause([-ring[(k + 1) % 4], -ring[(k + 2) % 4], -ring[(k + 3) % 4], ring[k]])
    enc.cnf.lazy.append(_RegionCheck(enc, same))
    key = sorted({v for (i, j), v in same.items() if i < j})

    def decode(true, same=same) -> tuple[int, ...]:
        label = [-1] * cells
        count = 0
        for s in range(cells):
            if label[s] >= 0:
                continue
            label[s] = count
            queue = deque([s])
            while queue:
                i = queue.popleft()
                for j in nb[i]:
                    if label[j] < 0 and true(same[i, j]):
                        label[j] = count
                        queue.append(j)
            count += 1
        return tuple(label)

    enc.cnf.layers[REGIONS] = Layer(REGIONS, key, decode)


class _RegionCheck:
    """The lazy check of the regions the "same region" variables make (see _encode_edges)."""

    def __init__(self, enc: Encoder, same: dict[tuple[int, int], int]) -> None:
        self.enc = enc
        self.same = same

    def __call__(self, model: list[int]) -> list[list[int]]:
        enc, same = self.enc, self.same
        n = enc.n
        cells = n * n
        nb = neighbours(n)
        piece_of = [-1] * cells
        pieces: list[tuple[list[int], dict[int, int | None]]] = []
        for s in range(cells):
            if piece_of[s] >= 0:
                continue
            order, parent = [s], {s: None}
            piece_of[s] = len(pieces)
            queue = deque([s])
            while queue:
                i = queue.popleft()
                for j in nb[i]:
                    if piece_of[j] < 0 and true_in(model, same[i, j]):
                        piece_of[j] = len(pieces)
                        parent[j] = i
                        order.append(j)
                        queue.append(j)
            pieces.append((order, parent))
        digits = model_digits(enc, model)
        cuts: list[list[int]] = []

        def up(a: int, parent) -> list[int]:
            out = []
            while parent[a] is not None:
                out.append(same[a, parent[a]])
                a = parent[a]
            return out

        for k, (order, parent) in enumerate(pieces):
            inside = set(order)
            if len(order) > n:  # n + 1 cells joined: too many
                cuts.append([-same[j, parent[j]] for j in order[1 : n + 1]])
            elif len(order) < n:  # closed off too small
                cuts.append([*(-same[j, parent[j]] for j in order[1:]), *(same[i, j] for i in order for j in nb[i] if j not in inside)])
            first: dict[int, int] = {}
            for i in order:
                d = digits[i]
                if d in first:
                    a = first[d]
                    joins = set(up(a, parent)) ^ set(up(i, parent))
                    cut = [_neg(enc.lit(a, d)), _neg(enc.lit(i, d)), *(-v for v in joins)]
                    if True not in cut:
                        cuts.append([x for x in cut if x is not False])
                else:
                    first[d] = i
            for i in order:  # neighbours in one piece are joined
                for j in nb[i]:
                    if j > i and piece_of[j] == k and not true_in(model, same[i, j]):
                        joins = set(up(i, parent)) ^ set(up(j, parent))
                        cuts.append([same[i, j], *(-v for v in joins)])
        return cuts
