"""A broken rule, as every kind's checker reports it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

__all__ = ["Violation", "violating_cells"]


@dataclass(frozen=True)
class Violation:
    """One broken rule: its kind, the cells involved (sorted) and a plain sentence; a repeated
    digit also names its unit as the sentence does (``unit``: "row 3", "box 1", "the region of
    r1c1"), so that a caller need not read it out of the sentence."""

    kind: str  # e.g. "repeat" (every kind), "span", "not_straight" (Str8ts)
    cells: tuple[int, ...]
    digit: int | None
    message: str
    unit: str = ""  # a "repeat": the row, column, box or region it is in ("" for other rules)


def violating_cells(violations: Iterable[Violation]) -> frozenset[int]:
    """Every cell involved in at least one violation."""
    cells: set[int] = set()
    for v in violations:
        cells.update(v.cells)
    return frozenset(cells)
