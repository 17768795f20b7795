"""A CNF with native at-most-one groups and the map between cell digits and variables.

Every kind's encoding builds one: variables ``1..n_cell_vars`` are "cell i holds digit d"
(only for undecided cells; decided cells are constants in ``fixed``), later variables are
helpers. Solutions are told apart by the cell variables alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from str8ts_gui.core.puzzle import mask_digits

__all__ = ["NATIVE_CARD", "Cnf", "Layer"]

# Backends with native AtMostK constraints.
NATIVE_CARD = frozenset({"mc", "minicard", "gc3", "gc4", "gluecard3", "gluecard4"})


@dataclass
class Layer:
    """A part of a solution beside the cell digits (a Sudoku's shaded cells, the regions a chaos
    construction draws): ``key`` are the variables whose values tell two solutions apart (the
    searches that count block them along with the digits), ``decode(true)`` reads the layer off
    a model (``true(v)``: variable ``v`` is true), one number per cell."""

    name: str
    key: list[int]
    decode: Callable[[Callable[[int], bool]], tuple[int, ...]]


@dataclass
class Cnf:
    """Clauses plus at-most-one groups, with the variable map for cell digits.

    ``lazy`` holds the checks of rules encoded lazily (connectivity): each takes a model and
    returns the clauses it breaks (cuts, none when the model keeps the rule); a search that
    finds a model adds the cuts and searches again until no check has any (see
    :meth:`cuts`). ``layers`` are the solution's parts beside the digits (:class:`Layer`).
    """

    size: int
    n_cell_vars: int = 0
    # var_of[i] maps digit -> variable for undecided cell i (empty dict for decided/black cells)
    var_of: list[dict[int, int]] = field(default_factory=list)
    # cell_digit[v] = (cell, digit) for v in 1..n_cell_vars (index 0 unused)
    cell_digit: list[tuple[int, int]] = field(default_factory=lambda: [(-1, 0)])
    top: int = 0
    clauses: list[list[int]] = field(default_factory=list)
    amo: list[list[int]] = field(default_factory=list)
    lazy: list[Callable[[list[int]], list[list[int]]]] = field(default_factory=list)
    layers: dict[str, Layer] = field(default_factory=dict)

    def new_var(self) -> int:
        self.top += 1
        return self.top

    def load_into(self, solver, native_card: bool) -> None:
        add = solver.add_clause
        for c in self.clauses:
            add(c)
        if native_card:
            atmost = solver.add_atmost
            for lits in self.amo:
                atmost(lits, 1)
        else:
            for lits in self.amo:
                k = len(lits)
                for a in range(k):
                    na = -lits[a]
                    for b in range(a + 1, k):
                        add([na, -lits[b]])

    def decode(self, model: list[int], fixed: list[int]) -> list[int]:
        """Values of every cell from a model: fixed digits plus the true cell variables."""
        values = list(fixed)
        cd = self.cell_digit
        for lit in model[: self.n_cell_vars]:
            if lit > 0:
                i, d = cd[lit]
                values[i] = d
        return values

    def true_cell_lits(self, model: list[int]) -> list[int]:
        return [lit for lit in model[: self.n_cell_vars] if lit > 0]

    def cuts(self, model: list[int]) -> list[list[int]]:
        """The clauses of the lazily encoded rules that ``model`` breaks (empty: it keeps them)."""
        out: list[list[int]] = []
        for check in self.lazy:
            out.extend(check(model))
        return out

    def blocking_clause(self, model: list[int]) -> list[int]:
        """The clause that rules out ``model``'s solution: its cell digits and its layers."""
        clause = [-lit for lit in self.true_cell_lits(model)]
        known = len(model)  # (a variable in no clause is missing from the model: not blocked)
        for layer in self.layers.values():
            clause.extend(-model[v - 1] for v in layer.key if v <= known)
        return clause

    def decode_layers(self, model: list[int]) -> dict[str, tuple[int, ...]]:
        """Every layer of ``model``'s solution, by name."""

        known = len(model)

        def true(v: int) -> bool:
            return v <= known and model[v - 1] > 0

        return {name: layer.decode(true) for name, layer in self.layers.items()}

    @classmethod
    def of_cells(cls, size: int, masks: list[int]) -> tuple[Cnf, list[int]]:
        """A CNF whose cell variables are the candidates of the undecided cells, each such cell
        holding exactly one of them; and the decided digits (0 where a cell has no candidate
        or is not a digit cell, e.g. a Str8ts black cell with mask 0)."""
        cnf = cls(size=size)
        var_of: list[dict[int, int]] = [{} for _ in masks]
        fixed = [0] * len(masks)
        cell_digit = cnf.cell_digit
        top = 0
        for i, m in enumerate(masks):
            if m & (m - 1) == 0:
                fixed[i] = m.bit_length() - 1 if m else 0
                continue
            vs = var_of[i]
            for d in mask_digits(m):
                top += 1
                vs[d] = top
                cell_digit.append((i, d))
            lits = list(vs.values())
            cnf.clauses.append(lits)
            cnf.amo.append(lits)
        cnf.n_cell_vars = cnf.top = top
        cnf.var_of = var_of
        return cnf, fixed

    def each_digit_once(self, unit: Sequence[int], fixed: Sequence[int], digits: Iterable[int]) -> dict[int, list[int]]:
        """``unit`` holds each of ``digits`` exactly once: for a digit not placed there (in
        ``fixed``), at least one and at most one of its open cells' variables (an empty clause
        when no cell can take it). Returns the variables of the unit's open cells per digit."""
        var_of, clauses, amo = self.var_of, self.clauses, self.amo
        placed = 0
        lits: dict[int, list[int]] = {}  # digit -> its variables in the unit's open cells
        for i in unit:
            if fixed[i]:
                placed |= 1 << fixed[i]
            else:
                for d, v in var_of[i].items():
                    lits.setdefault(d, []).append(v)
        for d in digits:
            if placed >> d & 1:
                continue
            group = lits.get(d, [])
            clauses.append(group)  # empty when no cell can take d: unsatisfiable, as it should be
            if len(group) > 1:
                amo.append(group)
        return lits
