"""The Sudoku generator: a random full grid, then givens removed (by symmetry orbits) while the
puzzle stays unique and the logic's grade stays within the target; only puzzles whose final grade
is the target are kept. Deterministic for a seed; cancellable between steps.

A full grid comes from the pattern ``(r * box_cols + r // box_rows + c) mod n``, which is a valid
Sudoku of any size, shuffled by everything that keeps it one: digits relabelled, rows within a
band, bands, columns within a stack, stacks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterator

from str8ts_gui.core.geometry import SYMMETRIES, orbit
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.grades import GRADES
from str8ts_gui.kinds.sudoku.model import BOXES, SIZES, new_puzzle
from str8ts_gui.solver.sat import CancelToken, Status, solve

__all__ = ["GenerationCancelled", "Generated", "Options", "generate", "random_solution"]

LEVELS = GRADES


class GenerationCancelled(Exception):
    """The cancel token fired between two steps."""


@dataclass(frozen=True)
class Options:
    size: int = 9
    difficulty: str = "Medium"
    symmetry: str = "180"

    def __post_init__(self) -> None:
        if self.size not in SIZES:
            raise ValueError(f"a Sudoku is {', '.join(map(str, SIZES))} cells wide, not {self.size}")
        if self.difficulty not in LEVELS:
            raise ValueError(f"difficulty must be one of {', '.join(LEVELS)}, not {self.difficulty!r}")
        if self.symmetry not in SYMMETRIES:
            raise ValueError(f"symmetry must be one of {', '.join(SYMMETRIES)}, not {self.symmetry!r}")


@dataclass(frozen=True)
class Generated:
    puzzle: Puzzle
    solution: tuple[int, ...]
    grade: str
    attempts: int


def _shuffled_groups(rng: random.Random, groups: int, size: int) -> list[int]:
    """A permutation of ``groups * size`` lines that keeps each group of ``size`` together."""
    order = list(range(groups))
    rng.shuffle(order)
    out = []
    for g in order:
        inner = list(range(size))
        rng.shuffle(inner)
        out += [g * size + k for k in inner]
    return out


def random_solution(rng: random.Random, n: int) -> tuple[int, ...]:
    """A random full Sudoku grid of size ``n``."""
    br, bc = BOXES[n]
    base = [[(r * bc + r // br + c) % n for c in range(n)] for r in range(n)]
    rows = _shuffled_groups(rng, n // br, br)  # bands of br rows
    cols = _shuffled_groups(rng, n // bc, bc)  # stacks of bc columns
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    return tuple(digits[base[rows[r]][cols[c]]] for r in range(n) for c in range(n))


def _grade_index(puzzle: Puzzle) -> int | None:
    from str8ts_gui.kinds.sudoku.logic import rate

    r = rate(puzzle, unique=True)
    return GRADES.index(r.grade) if r.solved else None


def attempt(rng: random.Random, options: Options, cancel: CancelToken | None = None) -> Generated | None:
    """One try: a solution, then givens removed orbit by orbit while unique and no harder than the
    target; the puzzle if it ends exactly at the target grade."""
    n = options.size
    target = LEVELS.index(options.difficulty)
    solution = random_solution(rng, n)
    clues = list(solution)
    orbits = sorted({orbit(i, n, options.symmetry) for i in range(n * n)}, key=min)
    rng.shuffle(orbits)
    grade = 0
    for cells in orbits:
        if cancel is not None and cancel.cancelled:
            raise GenerationCancelled
        trial = list(clues)
        for i in cells:
            trial[i] = 0
        puzzle = new_puzzle(n, trial)
        if solve(puzzle, limit=2, cancel=cancel).status is not Status.UNIQUE:
            continue
        level = _grade_index(puzzle)
        if level is None or level > target:
            continue
        clues, grade = trial, level
    if grade != target:
        return None
    return Generated(new_puzzle(n, clues), solution, LEVELS[grade], 1)


def generate(
    options: Options,
    count: int = 1,
    seed: int | None = None,
    *,
    cancel: CancelToken | None = None,
    progress: Callable[[float, str], None] | None = None,
    max_attempts: int = 200,
) -> Iterator[Generated]:
    """Yield ``count`` unique puzzles graded exactly ``options.difficulty``; the same seed gives
    the same puzzles. RuntimeError when none turns up within ``max_attempts`` tries."""
    rng = random.Random(seed)
    for k in range(count):
        for tries in range(1, max_attempts + 1):
            if progress is not None:
                progress(k / count, f"puzzle {k + 1} of {count}, attempt {tries}")
            got = attempt(rng, options, cancel)
            if got is not None:
                yield Generated(got.puzzle, got.solution, got.grade, tries)
                break
        else:
            raise RuntimeError(f"no {options.difficulty} {options.size} x {options.size} Sudoku found in {max_attempts} attempts")
