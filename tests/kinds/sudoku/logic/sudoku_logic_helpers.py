"""Helpers for the Sudoku logic tests: build candidate grids from puzzle lines, removed
candidates or pencil marks, and check steps against a known solution."""

from __future__ import annotations

from str8ts_gui.core.puzzle import digits_mask
from str8ts_gui.kinds.sudoku.logic import CandidateGrid
from str8ts_gui.kinds.sudoku.model import new_puzzle


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


_BOX_SHAPES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3)}


def all_solutions(n: int, clues: list[int], cap: int) -> list[tuple[int, ...]]:
    """Every completion of ``clues`` up to ``cap``, by plain backtracking (boxes written out
    here, nothing shared with the kind's geometry)."""
    br, bc = _BOX_SHAPES[n]

    def box(i: int) -> int:
        return (i // n // br) * (n // bc) + (i % n) // bc

    rows, cols, boxes = [set() for _ in range(n)], [set() for _ in range(n)], [set() for _ in range(n)]
    vals = list(clues)
    for i, d in enumerate(vals):
        if d:
            if d in rows[i // n] or d in cols[i % n] or d in boxes[box(i)]:
                return []
            rows[i // n].add(d)
            cols[i % n].add(d)
            boxes[box(i)].add(d)
    empty = [i for i, d in enumerate(vals) if not d]
    out: list[tuple[int, ...]] = []

    def rec(k: int) -> None:
        if len(out) >= cap:
            return
        if k == len(empty):
            out.append(tuple(vals))
            return
        i = empty[k]
        r, c, b = i // n, i % n, box(i)
        for d in range(1, n + 1):
            if d in rows[r] or d in cols[c] or d in boxes[b]:
                continue
            vals[i] = d
            rows[r].add(d)
            cols[c].add(d)
            boxes[b].add(d)
            rec(k + 1)
            vals[i] = 0
            rows[r].discard(d)
            cols[c].discard(d)
            boxes[b].discard(d)

    rec(0)
    return out
