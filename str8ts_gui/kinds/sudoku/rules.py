"""The Sudoku rule checker and candidate propagation (no solver involved).

* ``repeat``: a digit appears twice or more in one row, column or box; the message names
  the cells, as the Str8ts checker's does (``1 appears twice in row 1: r1c1, r1c4``).

Candidates are bit masks (bit d for digit d). :func:`propagate` applies naked and hidden
singles to a fixpoint; it is sound, so the SAT encoding only needs the cells it leaves open.
"""

from __future__ import annotations

from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, cell_name, full_mask
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.model import has_boxes, puzzle_geometry
from str8ts_gui.solver.singles import spread_singles

__all__ = ["basic_candidates", "check", "extra_unit_names", "propagate", "unit_name"]


def extra_unit_names(constraints, size: int) -> tuple[str, ...]:
    """The names of the rules' extra units in the geometry's order: ``diagonal 1``,
    ``diagonal 2`` (X-Sudoku), ``group 1`` .. ``group n`` (disjoint groups), numbered per word."""
    names: list[str] = []
    counts: dict[str, int] = {}
    for c in constraints:
        word = getattr(c, "unit_word", "diagonal")  # a rule's word for its units
        for _unit in c.units(size):
            counts[word] = counts.get(word, 0) + 1
            names.append(f"{word} {counts[word]}")
    return tuple(names)


def unit_name(k: int, size: int, *, jigsaw: bool = False, extra: Sequence[str] = (), boxes: bool = True) -> str:
    """``row 3``, ``column 5``, ``box 7`` (``region 7`` on a jigsaw), or for the rules' units
    after them their name in ``extra`` (:func:`extra_unit_names`; ``diagonal 1`` without it)
    for unit number ``k`` of the geometry (``boxes`` False: a board without boxes, whose rules'
    units follow the columns)."""
    if k < size:
        return f"row {k + 1}"
    if k < 2 * size:
        return f"column {k - size + 1}"
    first = 3 * size if boxes else 2 * size  # the rules' first unit
    if k < first:
        return f"{'region' if jigsaw else 'box'} {k - 2 * size + 1}"
    if k - first < len(extra):
        return extra[k - first]
    return f"diagonal {k - first + 1}"


def _times(count: int) -> str:
    return "twice" if count == 2 else f"{count} times"


def check(puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
    """Every repeated digit in a row, column or box (``values``: n*n digits, 0 = empty; an empty
    value falls back to the cell's clue). Order: rows, columns, boxes; digits ascending."""
    n = puzzle.size
    if len(values) != n * n:
        raise ValueError(f"a {n} x {n} board needs {n * n} values, not {len(values)}")
    vals = [v or c for v, c in zip(values, puzzle.clues)]
    out: list[Violation] = []
    jigsaw = bool(puzzle.regions)
    extra = extra_unit_names(puzzle.constraints, n)
    boxes = has_boxes(puzzle.constraints)
    for k, unit in enumerate(puzzle_geometry(puzzle).units):
        where: dict[int, list[int]] = {}
        for i in unit:
            if vals[i]:
                where.setdefault(vals[i], []).append(i)
        for d in sorted(where):
            cells = where[d]
            if len(cells) > 1:
                name = unit_name(k, n, jigsaw=jigsaw, extra=extra, boxes=boxes)
                cells = sorted(cells)
                names = ", ".join(cell_name(i, n) for i in cells)
                out.append(Violation("repeat", tuple(cells), d, f"{d} appears {_times(len(cells))} in {name}: {names}", name))
    for c in puzzle.constraints:
        out.extend(c.check(puzzle, vals))
    return out


def basic_candidates(puzzle: Puzzle, values: Sequence[int]) -> list[int]:
    """Per cell: the digits no peer holds (a cell with a digit keeps just that digit)."""
    n = puzzle.size
    geo = puzzle_geometry(puzzle)
    vals = [v or c for v, c in zip(values, puzzle.clues)]
    full = full_mask(n)
    out = []
    for i in range(n * n):
        if vals[i]:
            out.append(1 << vals[i])
            continue
        seen = 0
        for j in geo.peers[i]:
            if vals[j]:
                seen |= 1 << vals[j]
        out.append(full & ~seen)
    return out


def propagate(puzzle: Puzzle, masks: Sequence[int]) -> list[int] | None:
    """Naked and hidden singles, and every variant rule's pruning, to a fixpoint; None when a
    cell or a unit runs out of a digit or a rule has no way left."""
    m = _singles(puzzle, masks)
    if not puzzle.constraints:
        return m
    while m is not None:
        changed = False
        for c in puzzle.constraints:
            r = c.prune(puzzle, m)
            if r is None:
                return None
            changed = changed or r
        if not changed:
            return m
        m = _singles(puzzle, m)
    return None


def _singles(puzzle: Puzzle, masks: Sequence[int]) -> list[int] | None:
    """Naked and hidden singles to a fixpoint; None when a cell or a unit runs out of a digit.

    A work list: a cell that becomes a single takes its digit from its peers; a unit is
    searched for hidden singles again only when one of its cells lost a digit. Both rules only
    ever remove candidates, so the fixpoint does not depend on the order they run in.
    """
    n = puzzle.size
    geo = puzzle_geometry(puzzle)
    m = list(masks)
    full = full_mask(n)
    peers, units, units_of = geo.peers, geo.units, geo.units_of
    if not all(m):
        return None
    queue = [i for i, mi in enumerate(m) if not mi & (mi - 1)]  # the singles, still to spread
    spread = [False] * len(m)
    dirty = [True] * len(units)  # units to search for hidden singles
    pending = list(range(len(units)))
    while queue or pending:
        if not spread_singles(m, queue, spread, peers, units_of, dirty, pending):
            return None
        while pending and not queue:
            k = pending.pop()
            dirty[k] = False
            unit = units[k]
            once = twice = 0
            for i in unit:
                mi = m[i]
                twice |= once & mi
                once |= mi
            if once != full:
                return None  # a digit no cell of the unit can take
            single = once & ~twice
            if not single:
                continue
            for i in unit:
                mi = m[i]
                hit = mi & single
                if hit and mi != hit:
                    if hit & (hit - 1):
                        return None  # two digits that must both be here
                    m[i] = hit
                    queue.append(i)
                    for k2 in units_of[i]:
                        if not dirty[k2]:
                            dirty[k2] = True
                            pending.append(k2)
    return m
