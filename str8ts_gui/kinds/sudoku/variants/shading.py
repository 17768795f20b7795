"""The shading layer of a Sudoku board and connectivity over it, shared by the rules that shade
cells (Nurikabe Sudoku) or divide the board into areas of their own (chaos construction).

**The layer.** Beside its digit every cell is shaded or not: one variable per cell, made once
per CNF by :func:`shade_vars` (every rule of a puzzle that shades shares them) and kept as the
solution's layer ``"shaded"`` (:class:`~str8ts_gui.solver.cnf.Layer`: 1 shaded, 0 not), so
counting solutions tells two shadings of the same digits apart and the solver's result carries
the shading. :func:`solved_layers` finds the layers of a filled grid (for drawing the ocean or
the regions after Solve).

**Connectivity** ("the shaded cells form one orthogonally connected area", "each region is
orthogonally connected") is a rule over *groups*: per group a literal per cell, "cell i is in
group g" (the shading is one group; a chaos construction's regions are n of them). Two
encodings, both exact:

* :class:`LazyConnectivity` (the default): nothing up front; a check on each model the solver
  finds (``Cnf.lazy``, see :meth:`str8ts_gui.solver.sat._Session.solve`) takes every group
  that falls apart into pieces and, for each piece ``C`` but the largest, adds the cut
  "``a`` (in C) and ``v`` (in another piece) are both in the group only if some cell of C's
  border is too" (the border separates them, so every model with both in the group and the
  whole border out of it is disconnected). The solver searches again with the cuts; a puzzle's
  models seldom need more than a few dozen.
* :func:`encode_tree`: a spanning tree per group, rooted at the group's first cell in reading
  order (prefix variables say which cell that is): every other cell of the group has a parent
  among its neighbours in the same group with a smaller *level* (a binary number of
  ``log2(cells)`` bits per cell, compared bit by bit through a chain of "equal so far"
  variables). Following parents the level falls, so it ends at the root: every cell reaches
  it. About ``6 log2(cells)`` clauses per pair of neighbours.

``benchmarks/thesis_rules.py`` times both (docs/benchmarks.md): :data:`CONNECTIVITY` says which
each use takes, the faster one measured (lazy cuts for the ocean of Nurikabe Sudoku; for chaos
construction's regions the lazy "same region" encoding of :mod:`.chaos` beats the spanning
trees of its numbered regions).

**2 x 2**: :func:`no_square` forbids a 2 x 2 block of shaded cells (one clause each).
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Iterable, Sequence

from str8ts_gui.solver.cnf import Layer

__all__ = [
    "CONNECTIVITY",
    "LazyConnectivity",
    "SHADED",
    "components",
    "differ_unless",
    "encode_connected",
    "encode_tree",
    "neighbours",
    "no_square",
    "shade_vars",
    "shortest_path",
    "solved_layers",
    "squares",
]

SHADED = "shaded"  # the layer's name
# how connectivity is encoded, per use: "lazy" (cuts on the models found) or "tree" (a
# spanning tree); the faster of the two as measured by benchmarks/variants.py
CONNECTIVITY = {"ocean": "lazy", "regions": "lazy"}


@lru_cache(maxsize=32)
def neighbours(n: int) -> tuple[tuple[int, ...], ...]:
    """Per cell of an n x n board: its orthogonal neighbours."""
    out = []
    for i in range(n * n):
        r, c = divmod(i, n)
        out.append(tuple(j for j, ok in ((i - n, r > 0), (i - 1, c > 0), (i + 1, c < n - 1), (i + n, r < n - 1)) if ok))
    return tuple(out)


@lru_cache(maxsize=32)
def squares(n: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every 2 x 2 block of an n x n board (its four cells)."""
    return tuple((i, i + 1, i + n, i + n + 1) for i in range(n * n - n) if i % n < n - 1)


def components(cells: Iterable[int], n: int) -> list[list[int]]:
    """The orthogonally connected pieces of a set of cells, each sorted, in order of their
    first cell."""
    todo = set(cells)
    nb = neighbours(n)
    out = []
    for start in sorted(todo):
        if start not in todo:
            continue
        todo.discard(start)
        piece = [start]
        queue = deque([start])
        while queue:
            i = queue.popleft()
            for j in nb[i]:
                if j in todo:
                    todo.discard(j)
                    piece.append(j)
                    queue.append(j)
        out.append(sorted(piece))
    return out


def border(piece: Iterable[int], n: int) -> list[int]:
    """The cells outside ``piece`` that touch it orthogonally."""
    inside = set(piece)
    nb = neighbours(n)
    return sorted({j for i in inside for j in nb[i] if j not in inside})


def shortest_path(a: int, b: int, within: set[int], n: int) -> list[int] | None:
    """The cells of a shortest orthogonal path from ``a`` to ``b`` through ``within`` (both
    ends included), or None."""
    prev = {a: a}
    queue = deque([a])
    nb = neighbours(n)
    while queue:
        i = queue.popleft()
        if i == b:
            path = [b]
            while path[-1] != a:
                path.append(prev[path[-1]])
            return path[::-1]
        for j in nb[i]:
            if j in within and j not in prev:
                prev[j] = i
                queue.append(j)
    return None


# -- the layer ---------------------------------------------------------------------------------


def shade_vars(enc) -> list[int]:
    """Per cell the variable "cell i is shaded" of the encoder's CNF, made on first use and kept
    as the solution's layer ``"shaded"``."""
    layer = enc.cnf.layers.get(SHADED)
    if layer is None:
        cells = enc.n * enc.n
        key = [enc.new_var() for _ in range(cells)]
        layer = Layer(SHADED, key, lambda true, key=key: tuple(int(true(v)) for v in key))
        enc.cnf.layers[SHADED] = layer
    return layer.key


def no_square(enc, shaded: Sequence[int]) -> None:
    """No 2 x 2 block whose four cells are all shaded."""
    for block in squares(enc.n):
        enc.clause([-shaded[i] for i in block])


def differ_unless(enc, i: int, j: int, unless: list[int]) -> None:
    """Cells ``i`` and ``j`` hold different digits unless one of the literals ``unless`` holds
    (one of them shaded, two cells not joined in one region...)."""
    for d in enc.digits(i):
        b = enc.lit(j, d)
        if b is False:
            continue
        a = enc.lit(i, d)
        enc.clause([*unless, False if a is True else -a, False if b is True else -b])


def model_digits(enc, model: list[int]) -> list[int]:
    """The digit of every cell in a model (the decided ones from the encoder)."""
    return enc.cnf.decode(model, enc.fixed)


def true_in(model: list[int], lit: int) -> bool:
    """Whether literal ``lit`` holds in ``model`` (a variable in no clause counts as false)."""
    v = abs(lit)
    value = v <= len(model) and model[v - 1] > 0
    return value if lit > 0 else not value


# -- connectivity --------------------------------------------------------------------------------


class LazyConnectivity:
    """The lazy check "each group is orthogonally connected" (see the module): called with a
    model, returns the cuts it breaks. ``members[g][i]`` is the literal "cell i is in group g".
    """

    def __init__(self, n: int, members: Sequence[Sequence[int]]) -> None:
        self.n = n
        self.members = [list(m) for m in members]

    def __call__(self, model: list[int]) -> list[list[int]]:
        n = self.n
        cuts: list[list[int]] = []
        for lits in self.members:
            cells = [i for i, lit in enumerate(lits) if true_in(model, lit)]
            pieces = components(cells, n)
            if len(pieces) < 2:
                continue
            largest = max(pieces, key=len)
            v = largest[0]
            for piece in pieces:
                if piece is largest:
                    continue
                a = piece[0]
                cuts.append([-lits[a], -lits[v], *(lits[b] for b in border(piece, n))])
        return cuts


def encode_tree(enc, members: Sequence[Sequence[int]], depth: int | None = None, before=None, roots=None) -> None:
    """Each group connected, as a spanning tree rooted at its first cell (see the module).
    The groups must not overlap (a cell is in one group at most). ``depth``: no cell of a
    group is more than that many steps from its root along the tree (a region of n cells: n - 1),
    so the levels are unary counters 0..depth (else binary numbers). ``before[g][i]`` (i = 1 ..
    cells), when the caller has them: variables "group g has a cell before cell i" (else made
    here). ``roots[i]``: instead of the groups' first cells, the literal "cell i is the root of
    its group" (the caller sees to it that each group has exactly one)."""
    n = enc.n
    cells = n * n
    nb = neighbours(n)
    clause = enc.clause
    if depth is None:
        bits = max(1, (cells - 1).bit_length())
        level = [[enc.new_var() for _ in range(bits)] for _ in range(cells)]
    else:  # at_least[i][t - 1]: cell i's level is t or more (t = 1..depth)
        level = [[enc.new_var() for _ in range(depth)] for _ in range(cells)]
        for row in level:
            for t in range(1, depth):
                clause([-row[t], row[t - 1]])
    # per cell: (in group g, a literal that spares it a parent: it is g's root)
    needs_parent: list[list[tuple[int, int]]] = [[] for _ in range(cells)]
    for g, lits in enumerate(members):
        if roots is not None:
            for i in range(cells):
                needs_parent[i].append((lits[i], roots[i]))
                clause([-lits[i], -roots[i], -level[i][0]])  # a root is at level 0
            continue
        # pre[i]: some cell before i (reading order) is in group g
        if before is not None:
            pre = before[g]
        else:
            pre = [0] * (cells + 1)
            for i in range(1, cells + 1):
                pre[i] = enc.new_var()
                clause([-lits[i - 1], pre[i]])
                if i > 1:
                    clause([-pre[i - 1], pre[i]])
                    clause([-pre[i], pre[i - 1], lits[i - 1]])
                else:
                    clause([-pre[i], lits[0]])
        clause([-lits[0], -level[0][0]])  # a root is at level 0
        for i in range(1, cells):
            needs_parent[i].append((lits[i], -pre[i]))
            clause([-lits[i], pre[i], -level[i][0]])
    parent: dict[tuple[int, int], int] = {}
    for i in range(cells):
        for j in nb[i]:
            p = enc.new_var()
            parent[i, j] = p
            for lits in members:  # the parent is in the child's group
                clause([-p, -lits[i], lits[j]])
            if depth is None:
                _less(enc, p, level[j], level[i])
            else:  # level of j < level of i: j >= t implies i >= t + 1
                clause([-p, level[i][0]])
                for t in range(1, depth):
                    clause([-p, -level[j][t - 1], level[i][t]])
                clause([-p, -level[j][depth - 1]])
    for i in range(cells):
        for lit, exempt in needs_parent[i]:
            clause([-lit, exempt, *(parent[i, j] for j in nb[i])])


def _less(enc, guard: int, a: list[int], b: list[int]) -> None:
    """``guard`` implies the binary number ``a`` < ``b`` (bit 0 lowest)."""
    bits = len(a)
    clause = enc.clause
    # equal[k]: a and b agree on bits k and above; pick[k]: they agree above k, a_k = 0 and b_k = 1
    equal = [0] * (bits + 1)
    for k in range(bits - 1, 0, -1):
        e = enc.new_var()
        equal[k] = e
        clause([-e, -a[k], b[k]])
        clause([-e, a[k], -b[k]])
        if k + 1 < bits:
            clause([-e, equal[k + 1]])
    picks = []
    for k in range(bits):
        t = enc.new_var()
        picks.append(t)
        clause([-t, -a[k]])
        clause([-t, b[k]])
        if k + 1 < bits:
            clause([-t, equal[k + 1]])
    clause([-guard, *picks])


def encode_connected(enc, members: Sequence[Sequence[int]], use: str, depth: int | None = None, before=None, roots=None) -> None:
    """Each group orthogonally connected, encoded as :data:`CONNECTIVITY` says for ``use``
    (``"ocean"``, ``"regions"``): ``"lazy"`` or ``"tree"`` (``depth``, ``before`` and ``roots``
    for the tree, see :func:`encode_tree`)."""
    mode = CONNECTIVITY[use]
    if mode == "tree":
        encode_tree(enc, members, depth, before, roots)
    elif mode == "lazy":
        enc.cnf.lazy.append(LazyConnectivity(enc.n, members))
    else:
        raise ValueError(f"connectivity encoding {mode!r} is not 'lazy' or 'tree'")


# -- the layers of a filled grid -------------------------------------------------------------------


def solved_layers(puzzle, values: Sequence[int]) -> dict[str, tuple[int, ...]]:
    """The layers (``"shaded"``, ``"regions"``) a solution with these digits has (every cell
    filled), found by the solver with every digit fixed; empty when the puzzle's rules have no
    layer or the digits allow none. Cached for the last few grids: the board asks on every
    repaint."""
    if not any(getattr(c, "layered", False) for c in puzzle.constraints):
        return {}
    if len(values) != puzzle.cell_count or not all(values):
        return {}
    found = _solved_layers(puzzle, tuple(values))
    return dict(found) if found is not None else {}


@lru_cache(maxsize=16)
def _solved_layers(puzzle, values: tuple[int, ...]) -> dict[str, tuple[int, ...]] | None:
    from pysat.solvers import Solver

    from str8ts_gui.kinds.sudoku.encoding import encode

    cnf, _fixed = encode(puzzle, [1 << v for v in values])
    solver = Solver(name="mc")
    try:
        cnf.load_into(solver, True)
        while solver.solve():
            model = solver.get_model()
            cuts = cnf.cuts(model)
            if not cuts:
                return cnf.decode_layers(model)
            for clause in cuts:
                solver.add_clause(clause)
        return None
    finally:
        solver.delete()
