"""The Sudoku rule checker and candidate propagation (no solver involved).

* ``repeat``: a digit appears twice or more in one row, column or box.

Candidates are bit masks (bit d for digit d). :func:`propagate` applies naked and hidden
singles to a fixpoint; it is sound, so the SAT encoding only needs the cells it leaves open.
"""

from __future__ import annotations

from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.sudoku.model import geometry

__all__ = ["basic_candidates", "check", "propagate", "unit_name"]


def unit_name(k: int, size: int) -> str:
    """``row 3``, ``column 5`` or ``box 7`` for unit number ``k`` of the geometry."""
    if k < size:
        return f"row {k + 1}"
    if k < 2 * size:
        return f"column {k - size + 1}"
    return f"box {k - 2 * size + 1}"


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
    for k, unit in enumerate(geometry(n).units):
        where: dict[int, list[int]] = {}
        for i in unit:
            if vals[i]:
                where.setdefault(vals[i], []).append(i)
        for d in sorted(where):
            cells = where[d]
            if len(cells) > 1:
                out.append(
                    Violation("repeat", tuple(sorted(cells)), d, f"{d} appears {_times(len(cells))} in {unit_name(k, n)}")
                )
    return out


def basic_candidates(puzzle: Puzzle, values: Sequence[int]) -> list[int]:
    """Per cell: the digits no peer holds (a cell with a digit keeps just that digit)."""
    n = puzzle.size
    geo = geometry(n)
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
    """Naked and hidden singles to a fixpoint; None when a cell or a unit runs out of a digit."""
    n = puzzle.size
    geo = geometry(n)
    m = list(masks)
    full = full_mask(n)
    peers, units = geo.peers, geo.units
    done = [False] * (n * n)
    changed = True
    while changed:
        changed = False
        for i in range(n * n):
            mi = m[i]
            if not mi:
                return None
            if done[i] or mi & (mi - 1):
                continue
            done[i] = True
            for j in peers[i]:
                if m[j] & mi:
                    m[j] &= ~mi
                    if not m[j]:
                        return None
                    changed = True
        for unit in units:
            once = twice = 0
            for i in unit:
                once, twice = once | m[i], twice | (once & m[i])
            if once != full:
                return None
            single = once & ~twice
            if not single:
                continue
            for i in unit:
                hit = m[i] & single
                if hit and m[i] != hit:
                    if hit & (hit - 1):
                        return None  # two digits that must both be here
                    m[i] = hit
                    changed = True
    return m
