"""What every technique module shares: building a :class:`Step` and telling eliminations."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterable

from str8ts_gui.kinds.sudoku.grades import GRADES
from str8ts_gui.kinds.sudoku.logic.grid import Step, cells_of, fmt_cells, fmt_digits
from str8ts_gui.solver.logic import elimination_text

__all__ = ["BUCKETS", "GRADES", "colex", "elim_text", "level_of", "make_step", "targets"]

# the Sudoku Explainer rating where each grade from Medium on starts (Sudoku Exchange buckets:
# Easy < 1.5, Medium 1.5-2.4, Hard 2.5-3.7, Fiendish 3.8-4.9, Diabolical from 5.0)
BUCKETS = (1.5, 2.5, 3.8, 5.0)


def level_of(rating: float) -> int:
    """The grade index (0 Easy .. 4 Diabolical) of a rating on the Sudoku Explainer scale."""
    return sum(1 for t in BUCKETS if rating >= t - 1e-9)


def make_step(
    name: str,
    difficulty: float,
    cells: Iterable[int],
    digits: Iterable[int],
    placements: Iterable[tuple[int, int]] = (),
    eliminations: Iterable[tuple[int, int]] = (),
    text: str = "",
    area: Iterable[int] = (),
) -> Step:
    difficulty = round(difficulty, 1)
    return Step(
        strategy=name,
        level=level_of(difficulty),
        difficulty=difficulty,
        cells=tuple(sorted(set(cells))),
        digits=tuple(sorted(set(digits))),
        placements=tuple(placements),
        eliminations=tuple(sorted(set(eliminations))),
        text=text,
        area=tuple(sorted(set(area))),
    )


def targets(cell_bits: int, digit: int) -> list[tuple[int, int]]:
    """(cell, digit) for every cell of a bit set."""
    return [(i, digit) for i in cells_of(cell_bits)]


def elim_text(elims: Iterable[tuple[int, int]], n: int) -> str:
    """``7 leaves r3c5 and r3c6`` / ``3 and 8 leave r1c7; 5 leaves r2c2``: what a step removes,
    grouped by the digits each cell loses."""
    return elimination_text(elims, n, fmt_digits, fmt_cells, by_digit=True)


@lru_cache(maxsize=64)
def colex(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    """Every k-subset of ``range(n)`` in Sudoku Explainer's order ("colex": by the largest
    element, then the next largest...): (0, 1), (0, 2), (1, 2), (0, 3)..."""
    return tuple(sorted(combinations(range(n), k), key=lambda t: t[::-1]))
