"""A broken rule, as every kind's checker reports it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

__all__ = ["Violation", "violating_cells"]


@dataclass(frozen=True)
class Violation:
    """One broken rule: its kind, the cells involved (sorted) and a plain sentence."""

    kind: str  # e.g. "repeat" (every kind), "span", "not_straight" (Str8ts)
    cells: tuple[int, ...]
    digit: int | None
    message: str


def violating_cells(violations: Iterable[Violation]) -> frozenset[int]:
    """Every cell involved in at least one violation."""
    cells: set[int] = set()
    for v in violations:
        cells.update(v.cells)
    return frozenset(cells)
