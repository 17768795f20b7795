"""Why a Suguru has no solution because of how its regions are drawn, when that is certain.

A region of k cells holds 1..k, so a region of one cell holds 1; touching cells never hold the
same digit. :func:`layout_conflict` looks for the three ways that leaves a board without a
solution whatever the other givens (the window's analysis asks it, through the kind's
``layout_conflict``, when the solver found none and no given breaks a rule as it stands):

* two regions of one cell that touch (diagonally too): both must be 1;
* a region of one cell that touches a given 1;
* a region with no place left for its 1: each of its cells touches a region of one cell or a
  given 1 (at least one of them a region of one cell: a region that the given 1s alone shut out
  is the givens' doing, and the solver's conflicting givens say that already).

A given larger than its region (a region smaller than a given inside it) is the checker's
``too_big``, reported before this is asked. Anything else is left to the solver's words: only
what certainly leaves no solution is claimed here.
"""

from __future__ import annotations

from str8ts_gui.core.puzzle import Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.suguru.model import kings, region_cells

__all__ = ["LAYOUT", "layout_conflict"]

LAYOUT = "layout"  # the Violation kind of what this module finds


def _names(cells: list[int], width: int) -> str:
    """Every cell's name in reading order: "r1c1", "r1c1 and r3c3", "r1c1, r1c3 and r3c3"."""
    return join_words(cell_name(i, width) for i in sorted(cells))


def layout_conflict(puzzle: Puzzle) -> Violation | None:
    """The first certain reason (module docstring) that ``puzzle``'s regions leave it no
    solution, as a Violation (kind ``layout``, digit 1) whose cells are to be ringed and whose
    message follows "No solution: "; None when there is none of them."""
    if not puzzle.regions:
        return None
    width = puzzle.size
    near = kings(width, puzzle.height)
    clues = puzzle.clues
    units = region_cells(puzzle)
    # the cells that must be 1: regions of one cell without a given, and the given 1s
    single = sorted(unit[0] for unit in units if len(unit) == 1 and not clues[unit[0]])
    given_ones = [i for i, c in enumerate(clues) if c == 1]
    single_set = set(single)
    for i in single:  # two regions of one cell that touch
        for j in near[i]:
            if j > i and j in single_set:
                return Violation(
                    LAYOUT,
                    (i, j),
                    1,
                    f"{cell_name(i, width)} and {cell_name(j, width)} (ringed) are regions of one cell "
                    "that touch, and each must be 1; change the regions",
                )
    for i in single:  # a region of one cell that touches a given 1
        for j in near[i]:
            if clues[j] == 1:
                return Violation(
                    LAYOUT,
                    tuple(sorted((i, j))),
                    1,
                    f"{cell_name(i, width)} (ringed), a region of one cell, must be 1 and touches the given 1 "
                    f"in {cell_name(j, width)} (ringed); change the regions or the given",
                )
    ones = set(given_ones)
    for unit in units:  # a region whose every cell touches a cell that must be 1
        if len(unit) < 2 or any(clues[i] for i in unit):
            continue
        if not all(single_set.intersection(near[i]) or ones.intersection(near[i]) for i in unit):
            continue
        if all(ones.intersection(near[i]) for i in unit):
            continue  # the given 1s alone shut it out: the givens' doing
        cover = _cover(unit, near, single, given_ones)
        return _no_place(puzzle, unit, cover, single_set)
    return None


def _cover(unit: tuple[int, ...], near, single: list[int], given_ones: list[int]) -> list[int]:
    """Few cells that must be 1 touching every cell of ``unit``: each time the one that touches
    most of the cells not touched yet, a region of one cell before a given 1, then the first in
    reading order."""
    left = set(unit)
    cover: list[int] = []
    sources = [(0, i) for i in single] + [(1, i) for i in given_ones]
    while left:
        best = max(sources, key=lambda s: (len(left.intersection(near[s[1]])), -s[0], -s[1]))
        cover.append(best[1])
        left -= set(near[best[1]])
    return sorted(cover)


def _no_place(puzzle: Puzzle, unit: tuple[int, ...], cover: list[int], single: set[int]) -> Violation:
    width = puzzle.size
    regions = [i for i in cover if i in single]
    givens = [i for i in cover if i not in single]
    parts = []
    if regions:
        what = "a region of one cell" if len(regions) == 1 else "regions of one cell"
        parts.append(f"{_names(regions, width)}, {what}")
    if givens:
        what = "the given 1 in" if len(givens) == 1 else "the given 1s in"
        parts.append(f"{what} {_names(givens, width)}")
    sources = ", and ".join(parts)
    return Violation(
        LAYOUT,
        tuple(sorted(set(unit) | set(cover))),
        1,
        f"the region of {cell_name(min(unit), width)} (ringed) has no place for its 1: each of its cells "
        f"touches a cell that must be 1 ({sources}, ringed); change the regions",
    )
