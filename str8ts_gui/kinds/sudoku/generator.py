"""The Sudoku generator: a random full grid, then givens removed (by symmetry orbits) while the
puzzle stays unique and the logic's grade stays within the target; only puzzles whose final grade
is the target are kept. Deterministic for a seed; cancellable (between steps, inside the SAT
search and between the logic's techniques).

A full grid comes from the pattern ``(r * box_cols + r // box_rows + c) mod n``, which is a valid
Sudoku of any size, shuffled by everything that keeps it one: digits relabelled, rows within a
band, bands, columns within a stack, stacks.

Two things keep it fast (``benchmarks/sudoku_generate.py`` measures it):

* **one SAT solver per grid** (:class:`UniquenessOracle`): the size's open encoding (cached)
  plus one clause "not this solution", loaded once; a trial's givens are assumptions, and the
  trial is unique exactly when that is unsatisfiable. Learned clauses carry over from trial to
  trial, so a check costs a fraction of a fresh solve.
* **capped logic** (:func:`grade_within`): the trial is walked by the same techniques in the
  same order as :func:`~str8ts_gui.kinds.sudoku.logic.rate`, but the walk stops as soon as a
  step above the target grade is found, and techniques after the last one the target allows are
  never tried. The path, when it finishes, is the rater's own path, so its grade is exactly what
  ``rate`` says.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Iterator


from str8ts_gui.core.geometry import SYMMETRIES, orbit
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.encoding import clue_encoding
from str8ts_gui.kinds.sudoku.grades import GRADES
from str8ts_gui.kinds.sudoku.model import BOXES, SIZES, new_puzzle
from str8ts_gui.solver.sat import GivensOracle
from str8ts_gui.solver.common import CancelToken, GenerationCancelled
from str8ts_gui.solver.common import check_cancel as _check

__all__ = [
    "GenerationCancelled",
    "Generated",
    "Options",
    "Stats",
    "UniquenessOracle",
    "attempt",
    "generate",
    "generate_naive",
    "grade_within",
    "random_solution",
]

LEVELS = GRADES
SYMMETRY_NAMES = {
    "none": "no symmetry",
    "180": "180-degree rotation",
    "90": "90-degree rotation",
    "mirror": "left-right mirror",
    "diagonal": "main-diagonal mirror",
}
Progress = Callable[[float, str], None]



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

    @property
    def level(self) -> int:
        return LEVELS.index(self.difficulty)


@dataclass(frozen=True)
class Generated:
    puzzle: Puzzle
    solution: tuple[int, ...]
    grade: str
    attempts: int  # attempts used for this puzzle (1 = the first one was accepted)


@dataclass
class Stats:
    """Counters a caller may pass to :func:`generate` (the benchmark does)."""

    attempts: int = 0
    accepted: int = 0
    uniqueness_checks: int = 0
    gradings: int = 0



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


# -- uniqueness ------------------------------------------------------------------------------------
class UniquenessOracle(GivensOracle):
    """Whether givens taken from ``solution`` have that solution only: a
    :class:`~str8ts_gui.solver.sat.GivensOracle` over the rules of the size with every cell
    open (one Minicard solver; ``unique(clues)``)."""

    def __init__(self, solution: tuple[int, ...] | list[int], n: int, cancel: CancelToken | None = None) -> None:
        cnf, _ = clue_encoding(new_puzzle(n))
        super().__init__(cnf, solution, cancel)


# -- grading ---------------------------------------------------------------------------------------
class _TooHard(Exception):
    """A technique found a step above the target grade: the walk stops there."""


def _guarded(find, cap: int | None, cancel: CancelToken | None):
    def run(grid):
        _check(cancel)
        for step in find(grid):
            if cap is not None and step.level > cap:
                raise _TooHard
            yield step

    return run


@lru_cache(maxsize=8)
def _technique_span(target: int | None) -> int:
    """How many techniques (in the solver's order) a walk capped at ``target`` tries: up to the
    last one whose own rating is within it (all of them without a target)."""
    from str8ts_gui.kinds.sudoku.logic.strategies import STRATEGIES

    if target is None:
        return len(STRATEGIES)
    return max((k + 1 for k, s in enumerate(STRATEGIES) if s.level <= target), default=0)


def _capped_strategies(target: int | None, cancel: CancelToken | None) -> tuple:
    from str8ts_gui.kinds.sudoku.logic.strategies import STRATEGIES

    return tuple(replace(s, find=_guarded(s.find, target, cancel)) for s in STRATEGIES[: _technique_span(target)])


def grade_within(puzzle: Puzzle, target: int | None = None, *, cancel: CancelToken | None = None, strategies=None):
    """The logic's solution path of a puzzle known to be unique when it solves it at grade index
    ``target`` or easier (``None``: any grade), else None. The path is exactly the one
    :func:`~str8ts_gui.kinds.sudoku.logic.rate` walks (same techniques, same order), stopped at
    the first step above the target. GenerationCancelled when ``cancel`` fires."""
    from str8ts_gui.kinds.sudoku.logic import solve_path

    if strategies is None:
        strategies = _capped_strategies(target, cancel)
    try:
        path = solve_path(puzzle, strategies=strategies, unique=True)
    except _TooHard:
        return None
    return path if path.solved else None


# -- generating ------------------------------------------------------------------------------------
def _orbits(n: int, symmetry: str) -> list[frozenset[int]]:
    return sorted({orbit(i, n, symmetry) for i in range(n * n)}, key=min)


def _without(clues: list[int], cells) -> list[int]:
    trial = list(clues)
    for i in cells:
        trial[i] = 0
    return trial


def attempt(
    rng: random.Random, options: Options, cancel: CancelToken | None = None, stats: Stats | None = None
) -> Generated | None:
    """One try: a random full grid whose givens are removed orbit by orbit (in a random order)
    while the puzzle stays unique and no harder than the target; the puzzle when it ends exactly
    at the target grade, else None.

    The logic only runs where it must ("rating only when needed"): first every orbit is removed
    that keeps the puzzle unique (the SAT oracle alone, a fraction of a millisecond each); then
    the result is graded once. When it is harder than the target, bisection over the removals
    finds the last puzzle of the sequence within the target, and the removal goes on from there
    with every trial graded (capped at the target), skipping the removal that made it too hard.
    Trials found not unique before that point stay so (fewer givens never make a puzzle unique)
    and are not tried again.
    """
    n = options.size
    target = options.level
    _check(cancel)
    solution = random_solution(rng, n)
    orbits = _orbits(n, options.symmetry)
    rng.shuffle(orbits)
    strategies = _capped_strategies(target, cancel)

    def within(clues: list[int]):
        if stats is not None:
            stats.gradings += 1
        return grade_within(new_puzzle(n, clues), target, cancel=cancel, strategies=strategies)

    with UniquenessOracle(solution, n, cancel) as oracle:
        clues = list(solution)
        accepted: list[int] = []  # positions in ``orbits`` of the removals that kept it unique
        for k, cells in enumerate(orbits):
            trial = _without(clues, cells)
            if oracle.unique(trial):
                clues = trial
                accepted.append(k)
        path = within(clues)
        if path is None and accepted:  # (the full grid itself is always within)
            # the longest run of the removals still within the target (the full grid is)
            lo, hi, lo_path = 0, len(accepted), None
            while hi - lo > 1:
                mid = (lo + hi) // 2
                probe = list(solution)
                for k in accepted[:mid]:
                    probe = _without(probe, orbits[k])
                got = within(probe)
                if got is not None:
                    lo, lo_path, clues = mid, got, probe
                else:
                    hi = mid
            if lo == 0:
                clues = list(solution)
            grade = LEVELS.index(lo_path.grade) if lo_path is not None else 0
            for cells in orbits[accepted[lo] + 1 :]:
                trial = _without(clues, cells)
                if not oracle.unique(trial):
                    continue
                got = within(trial)
                if got is not None:
                    clues, grade = trial, LEVELS.index(got.grade)
        else:
            grade = LEVELS.index(path.grade) if path is not None else -1
        if stats is not None:
            stats.uniqueness_checks += oracle.checks
    if grade != target:
        return None
    return Generated(new_puzzle(n, clues), solution, LEVELS[grade], 1)


def generate(
    options: Options,
    count: int = 1,
    seed: int | None = None,
    *,
    cancel: CancelToken | None = None,
    progress: Progress | None = None,
    stats: Stats | None = None,
    max_attempts: int = 1000,
) -> Iterator[Generated]:
    """Yield ``count`` unique puzzles graded exactly ``options.difficulty``; the same seed gives
    the same puzzles. GenerationCancelled when ``cancel`` fires; RuntimeError when none turns up
    within ``max_attempts`` tries."""
    rng = random.Random(seed)
    for k in range(count):
        for tries in range(1, max_attempts + 1):
            _check(cancel)
            if stats is not None:
                stats.attempts += 1
            if progress is not None:
                progress(k / count, f"puzzle {k + 1} of {count}, attempt {tries}")
            got = attempt(rng, options, cancel, stats)
            if got is not None:
                if stats is not None:
                    stats.accepted += 1
                yield replace(got, attempts=tries)
                break
        else:
            raise RuntimeError(
                f"no {options.difficulty} {options.size} x {options.size} Sudoku found in {max_attempts} attempt{'s' if max_attempts != 1 else ''}"
            )
    if progress is not None:
        progress(1.0, "done")


def variant_generator():
    """The variant-puzzle generator (``generate --rules``): :mod:`.variant_generator`."""
    from str8ts_gui.kinds.sudoku import variant_generator

    return variant_generator


def generate_naive(size: int = 9, seed: int | None = None, symmetry: str = "180") -> Generated:
    """The benchmark's baseline: givens removed orbit by orbit while a fresh SAT solve says the
    puzzle stays unique; no grade target, so no logic at all (a unique puzzle of any grade)."""
    from str8ts_gui.solver.sat import solve
    from str8ts_gui.solver.common import Status

    rng = random.Random(seed)
    solution = random_solution(rng, size)
    clues = list(solution)
    orbits = _orbits(size, symmetry)
    rng.shuffle(orbits)
    for cells in orbits:
        trial = list(clues)
        for i in cells:
            trial[i] = 0
        if solve(new_puzzle(size, trial), limit=2).status is Status.UNIQUE:
            clues = trial
    return Generated(new_puzzle(size, clues), solution, "", 1)
