"""The Suguru rule checker and candidate propagation (no solver involved).

Violations:

* ``repeat``: a digit twice or more in one region;
* ``touch``: two touching cells (diagonally too) of different regions hold the same digit;
* ``too_big``: a digit larger than its region's size.

Candidates are bit masks (bit d for digit d). :func:`propagate` applies sound singles to a
fixpoint: a cell's digit leaves its peers (its region and its up to 8 neighbours: naked
singles spread), a region's digit with one place left goes there (hidden single), and a cell
that touches every place left for a digit in another region loses that digit. It only ever
removes candidates that no solution has, so the SAT encoding needs just what it leaves open.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.core.violations import Violation
from str8ts_gui.kinds.suguru.model import geometry as puzzle_geometry_of
from str8ts_gui.kinds.suguru.model import kings, puzzle_geometry, region_cells
from str8ts_gui.solver.singles import eliminate, spread_singles

__all__ = ["basic_candidates", "check", "propagate", "region_masks", "region_name"]


def region_name(puzzle: Puzzle, unit: Sequence[int]) -> str:
    """``the region of r1c2`` (named by its first cell in reading order)."""
    return f"the region of {puzzle.cell_name(min(unit))}"


def _times(count: int) -> str:
    return "twice" if count == 2 else f"{count} times"


def check(puzzle: Puzzle, values: Sequence[int]) -> list[Violation]:
    """Every broken rule (``values``: a digit per cell, 0 = empty; an empty value falls back to
    the cell's clue). Order: region repeats, touching pairs, digits too large."""
    n = puzzle.cell_count
    if len(values) != n:
        raise ValueError(f"a {puzzle.size} x {puzzle.height} board needs {n} values, not {len(values)}")
    vals = [v or c for v, c in zip(values, puzzle.clues)]
    out: list[Violation] = []
    units = region_cells(puzzle)
    for unit in units:
        where: dict[int, list[int]] = {}
        for i in unit:
            if vals[i]:
                where.setdefault(vals[i], []).append(i)
        for d in sorted(where):
            cells = where[d]
            if len(cells) > 1:
                name = region_name(puzzle, unit)
                out.append(Violation("repeat", tuple(cells), d, f"{d} appears {_times(len(cells))} in {name}", name))
    regions = puzzle.regions
    for i, near in enumerate(kings(puzzle.size, puzzle.height)):
        d = vals[i]
        if not d:
            continue
        for j in near:
            if j > i and vals[j] == d and regions[j] != regions[i]:
                out.append(
                    Violation("touch", (i, j), d, f"{d} in {puzzle.cell_name(i)} touches {d} in {puzzle.cell_name(j)}")
                )
    for unit in units:
        k = len(unit)
        for i in unit:
            if vals[i] > k:
                out.append(
                    Violation("too_big", (i,), vals[i], f"{vals[i]} in {puzzle.cell_name(i)} is larger than its region of {k} cell{'s' if k != 1 else ''}")
                )
    return out


def region_masks(puzzle: Puzzle) -> list[int]:
    """Per cell: the digits 1..k of its region of k cells."""
    out = [0] * puzzle.cell_count
    for unit in region_cells(puzzle):
        m = full_mask(len(unit))
        for i in unit:
            out[i] = m
    return out


def basic_candidates(puzzle: Puzzle, values: Sequence[int]) -> list[int]:
    """Per cell: the digits 1..k of its region that no peer (region mate or neighbour) holds;
    a cell with a digit keeps just that digit."""
    geo = puzzle_geometry(puzzle)
    vals = [v or c for v, c in zip(values, puzzle.clues)]
    out = region_masks(puzzle)
    for i in range(puzzle.cell_count):
        if vals[i]:
            out[i] = 1 << vals[i]
            continue
        seen = 0
        for j in geo.peers[i]:
            if vals[j]:
                seen |= 1 << vals[j]
        out[i] &= ~seen
    return out


@lru_cache(maxsize=64)
def _tables(width: int, height: int, regions: tuple[int, ...]):
    """(units, the region of each cell as a 1-tuple, peers, touching cells as a bit set per cell,
    region bit sets)."""
    geo = puzzle_geometry_of(width, height, regions)
    units = geo.units
    unit_of: list[tuple[int, ...]] = [()] * (width * height)
    for k, unit in enumerate(units):
        for i in unit:
            unit_of[i] = (k,)
    king_bits = tuple(sum(1 << j for j in near) for near in kings(width, height))
    unit_bits = tuple(sum(1 << i for i in unit) for unit in units)
    return units, tuple(unit_of), geo.peers, king_bits, unit_bits


def propagate(puzzle: Puzzle, masks: Sequence[int]) -> list[int] | None:
    """Singles and neighbour eliminations to a fixpoint (module docstring); None when a cell
    has no candidate left or a region cannot place one of its digits.

    A work list: a decided cell's digit leaves its peers at once; a region is searched again
    (hidden singles, cells touching every place of a digit) only when one of its cells lost a
    digit. Every rule only removes candidates, so the fixpoint does not depend on the order."""
    units, unit_of, peers, king_bits, unit_bits = _tables(puzzle.size, puzzle.height, puzzle.regions)
    m = list(masks)
    if not all(m):
        return None
    count = len(units)
    queue = [i for i, mi in enumerate(m) if not mi & (mi - 1)]
    spread = [False] * len(m)
    dirty = [True] * count
    pending = list(range(count))
    while queue or pending:
        if not spread_singles(m, queue, spread, peers, unit_of, dirty, pending):
            return None
        if not pending:
            break
        k = pending.pop()
        dirty[k] = False
        unit = units[k]
        for d in range(1, len(unit) + 1):
            bit = 1 << d
            common = -1
            place = -1
            found = 0
            for i in unit:
                if m[i] & bit:
                    found += 1
                    place = i
                    common &= king_bits[i]
            if not found:
                return None
            if found == 1:
                if m[place] != bit:
                    m[place] = bit
                    queue.append(place)
                    if not dirty[k]:
                        dirty[k] = True
                        pending.append(k)
                continue
            common &= ~unit_bits[k]
            while common:
                low = common & -common
                common ^= low
                if not eliminate(m, low.bit_length() - 1, bit, queue, unit_of, dirty, pending):
                    return None
    return m
