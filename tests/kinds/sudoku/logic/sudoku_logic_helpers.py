"""Helpers for the Sudoku logic tests: build candidate grids from puzzle lines, removed
candidates or pencil marks, and check steps against a known solution."""

from __future__ import annotations

import sys
from pathlib import Path

from str8ts_gui.core.puzzle import digits_mask
from str8ts_gui.kinds.sudoku.logic import CandidateGrid
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.solver.sat import Status, solve

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the kind's brute force, one folder up
from sudoku_bruteforce import all_solutions  # noqa: E402,F401  (re-exported for the logic tests)


def cell(name: str, n: int = 9) -> int:
    """Index of a cell named like ``r3c5`` (rows and columns up to 16: ``r12c10``)."""
    r, c = name[1:].split("c")
    return (int(r) - 1) * n + int(c) - 1


def digits(text: str) -> list[int]:
    return [int(ch) for ch in text]


def pairs(text: str, n: int = 9) -> set[tuple[int, int]]:
    """{(cell, digit)} from ``"r1c2:5 r3c4:12"``."""
    out = set()
    for tok in text.split():
        name, ds = tok.split(":")
        out.update((cell(name, n), int(ch)) for ch in ds)
    return out


def line_values(line: str) -> list[int]:
    return [0 if ch in ".0" else int(ch) for ch in line]


def grid(placed: str, removed: str = "", *, unique: bool | None = True) -> CandidateGrid:
    """A 9 x 9 grid: ``placed`` (a puzzle line) as givens, every other cell with the digits its
    units allow, less the candidates ``removed`` names ("r1c2:58 r4c4:1")."""
    g = CandidateGrid.from_puzzle(new_puzzle(9, line_values(placed)), unique=unique)
    return g.with_changes((), sorted(pairs(removed)))


def marked(size: int, marks: dict[str, str], placed: dict[str, int] | None = None, *, unique: bool | None = False) -> CandidateGrid:
    """An n x n grid with the digits ``placed`` and pencil marks for some cells (the others
    keep every digit their units allow)."""
    clues = [0] * (size * size)
    for name, d in (placed or {}).items():
        clues[cell(name, size)] = d
    m = [0] * (size * size)
    for name, ds in marks.items():
        m[cell(name, size)] = digits_mask(digits(ds))
    return CandidateGrid.from_puzzle(new_puzzle(size, clues), marks=m, unique=unique)


def is_sound(step, solution: list[int]) -> bool:
    """True when ``step`` places only the solution's digits and removes none of them."""
    return all(solution[i] == d for i, d in step.placements) and all(solution[i] != d for i, d in step.eliminations)


def solution_of(placed: str) -> list[int]:
    """The unique solution of the puzzle whose givens are ``placed`` (asked of the SAT solver)."""
    result = solve(parse_line(placed.replace(".", "0")), limit=2)
    assert result.status is Status.UNIQUE
    return list(result.solutions[0])
