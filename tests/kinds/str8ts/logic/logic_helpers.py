"""Helpers for the logic tests: build candidate grids from rows and pencil marks."""

from __future__ import annotations

from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.core.puzzle import digits_mask
from str8ts_gui.kinds.str8ts.logic import CandidateGrid


def cell(name: str, n: int) -> int:
    """Index of a cell named like ``r3c5``."""
    return (int(name[1]) - 1) * n + int(name[3]) - 1


def make(rows: list[str], marks: dict[str, str] | None = None) -> CandidateGrid:
    """A grid from puzzle rows; ``marks`` gives the candidates of open cells (others: all)."""
    puzzle = parse_line("".join(rows))
    n = puzzle.size
    m = [0] * (n * n)
    for name, digits in (marks or {}).items():
        m[cell(name, n)] = digits_mask(int(ch) for ch in digits)
    return CandidateGrid.from_puzzle(puzzle, marks=m)


def pairs(n: int, spec: dict[str, str]) -> set[tuple[int, int]]:
    """{(cell, digit)} from {"r1c2": "34"}."""
    return {(cell(name, n), int(ch)) for name, digits in spec.items() for ch in digits}


def all_eliminations(steps) -> set[tuple[int, int]]:
    out = set()
    for s in steps:
        out.update(s.eliminations)
    return out
