"""Generate unique Str8ts puzzles of a chosen size, difficulty and symmetry.

The recipe, per attempt:

1. a random black/white pattern with the chosen symmetry and a black-cell count like published
   puzzles (for 9 x 9 about 18 to 26), whose empty board has a solution;
2. a random full solution of that pattern (random placements checked by propagation, the rest
   by the SAT solver);
3. some black cells get clue digits (digits missing from their row and column);
4. starting from every white cell given, white clues are removed in random order while the
   puzzle stays unique (SAT) and the human logic still solves it with strategies no harder than
   the target;
5. the attempt is accepted only when the final grade equals the target.

Everything random comes from one ``random.Random(seed)``, so the same seed and options give the
same puzzles. Work can be cancelled between steps, and progress is reported.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterator, Protocol

from str8ts_gui.kinds.str8ts.candidates import basic_candidates, propagate
from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.core.geometry import SYMMETRIES, orbit
from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE, Puzzle
from str8ts_gui.kinds.str8ts.grades import GRADES
# GenerationCancelled is part of this module's API (the window and the pool catch it from here)
from str8ts_gui.solver.sat import CancelToken, GenerationCancelled, Status, solve  # noqa: F401
from str8ts_gui.solver.sat import check_cancel as _check

# Conflicts one SAT search of the generator may use before the attempt gives up on it. Str8ts
# searches need a handful; a random partial filling of a large board can make a search that
# would take minutes (seen at 15 x 15), and a fresh attempt is far cheaper than waiting.
SEARCH_BUDGET = 20_000

LEVELS = GRADES  # the target grades, easiest first
SYMMETRY_NAMES = {
    "none": "no symmetry",
    "180": "180-degree rotation",
    "90": "90-degree rotation",
    "mirror": "left-right mirror",
    "diagonal": "main-diagonal mirror",
}



class Grader(Protocol):
    """What the generator needs from the human logic."""

    def solves_within(self, puzzle: Puzzle, level: int) -> bool:
        """True if logic with strategies up to ``level`` (index into LEVELS) finishes the puzzle."""

    def grade(self, puzzle: Puzzle) -> int | None:
        """The puzzle's level index, or None when logic cannot finish it."""


@dataclass(frozen=True)
class Options:
    size: int = 9
    difficulty: str = "Moderate"
    symmetry: str = "180"

    def __post_init__(self) -> None:
        if not MIN_SIZE <= self.size <= MAX_SIZE:
            raise ValueError(f"size must be {MIN_SIZE} to {MAX_SIZE}, not {self.size}")
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
    attempts: int = 0
    accepted: int = 0


Progress = Callable[[float, str], None]


def black_range(n: int) -> tuple[int, int]:
    """How many black cells a published-looking puzzle of size n has (9 x 9: 18 to 26)."""
    return round(0.22 * n * n), round(0.32 * n * n)


def random_pattern(rng: random.Random, n: int, symmetry: str) -> tuple[bool, ...]:
    lo, hi = black_range(n)
    target = rng.randint(lo, hi)
    black = [False] * (n * n)
    cells = list(range(n * n))
    rng.shuffle(cells)
    count = 0
    for i in cells:
        if count >= target:
            break
        if black[i]:
            continue
        orb = orbit(i, n, symmetry)
        if count + len(orb) > hi:
            continue
        for j in orb:
            black[j] = True
        count += len(orb)
    return tuple(black)


def random_solution(rng: random.Random, pattern: Puzzle, fixes: int = 8) -> tuple[int, ...] | None:
    """A random full solution of a pattern (with its black clues), or None if it has none."""
    masks = propagate(pattern, basic_candidates(pattern, pattern.clues))
    if masks is None:
        return None
    placed = 0
    tries = 0
    while placed < fixes and tries < 4 * fixes:
        tries += 1
        open_cells = [i for i, m in enumerate(masks) if m & (m - 1)]
        if not open_cells:
            break
        i = rng.choice(open_cells)
        digits = [d for d in range(1, pattern.size + 1) if masks[i] >> d & 1]
        d = rng.choice(digits)
        trial = list(masks)
        trial[i] = 1 << d
        trial = propagate(pattern, trial)
        if trial is None:
            masks[i] &= ~(1 << d)
            masks = propagate(pattern, masks)
            if masks is None:
                return None
            continue
        masks = trial
        placed += 1
    fixed = tuple(m.bit_length() - 1 if m and not m & (m - 1) and not pattern.black[i] else 0 for i, m in enumerate(masks))
    result = solve(pattern.with_values(fixed), limit=1, budget=SEARCH_BUDGET)
    if result.solution is None:
        return solve(pattern, limit=1, budget=SEARCH_BUDGET).solution
    return result.solution


def add_black_clues(rng: random.Random, pattern: Puzzle, solution: tuple[int, ...]) -> Puzzle:
    """Give about a quarter of the black cells a digit missing from their row and column."""
    n = pattern.size
    lay = layout_of(pattern)
    blacks = [i for i in range(n * n) if pattern.black[i]]
    rng.shuffle(blacks)
    want = round(len(blacks) * rng.uniform(0.2, 0.35))
    clues = list(pattern.clues)
    for i in blacks:
        if want <= 0:
            break
        used = {solution[j] for j in lay.peers[i] if not pattern.black[j]} | {clues[j] for j in lay.peers[i]}
        free = [d for d in range(1, n + 1) if d not in used]
        if free:
            clues[i] = rng.choice(free)
            want -= 1
    return Puzzle(n, pattern.black, tuple(clues))



def reduce_clues(
    rng: random.Random,
    full: Puzzle,
    accept: Callable[[Puzzle], bool],
    cancel: CancelToken | None = None,
) -> Puzzle:
    """Remove white clues in random order while the puzzle stays unique and ``accept`` holds."""
    puzzle = full
    cells = [i for i in range(full.cell_count) if not full.black[i] and full.clues[i]]
    rng.shuffle(cells)
    for i in cells:
        _check(cancel)
        trial = puzzle.with_cell(i, clue=0)
        # out of budget counts as "not shown unique": the clue stays
        if solve(trial, limit=2, cancel=cancel, budget=SEARCH_BUDGET).status is not Status.UNIQUE:
            _check(cancel)
            continue
        if accept(trial):
            puzzle = trial
    return puzzle


def attempt(
    rng: random.Random, options: Options, grader: Grader | None, cancel: CancelToken | None = None
) -> Generated | None:
    """One try: a puzzle of the target grade, or None when this try is thrown away."""
    n = options.size
    pattern = Puzzle(n, random_pattern(rng, n, options.symmetry), (0,) * (n * n))
    _check(cancel)
    solution = random_solution(rng, pattern)
    if solution is None:
        return None
    with_blacks = add_black_clues(rng, pattern, solution)
    full = with_blacks.with_values(solution)
    level = options.level
    if grader is None:
        puzzle = reduce_clues(rng, full, lambda p: True, cancel)
        return Generated(puzzle, solution, "", 1)
    puzzle = reduce_clues(rng, full, lambda p: grader.solves_within(p, level), cancel)
    _check(cancel)
    if grader.grade(puzzle) != level:
        return None
    return Generated(puzzle, solution, options.difficulty, 1)


def default_grader() -> Grader:
    from str8ts_gui.kinds.str8ts.logic.grading import LogicGrader

    return LogicGrader()


def generate(
    options: Options,
    count: int = 1,
    seed: int | None = None,
    *,
    grader: Grader | None = None,
    cancel: CancelToken | None = None,
    progress: Progress | None = None,
    stats: Stats | None = None,
    max_attempts: int = 10_000,
) -> Iterator[Generated]:
    """Yield ``count`` puzzles of the chosen options; deterministic for a given seed.

    Raises :class:`GenerationCancelled` when ``cancel`` fires, RuntimeError when no puzzle of
    the target grade turns up within ``max_attempts`` tries.
    """
    rng = random.Random(seed)
    grader = grader if grader is not None else default_grader()
    stats = stats if stats is not None else Stats()
    for k in range(count):
        tries = 0
        while True:
            _check(cancel)
            if tries >= max_attempts:
                raise RuntimeError(f"no {options.difficulty} puzzle found in {max_attempts} attempts")
            tries += 1
            stats.attempts += 1
            if progress is not None:
                progress(k / count, f"puzzle {k + 1} of {count}, attempt {tries}")
            got = attempt(rng, options, grader, cancel)
            if got is not None:
                stats.accepted += 1
                yield Generated(got.puzzle, got.solution, got.grade, tries)
                break
    if progress is not None:
        progress(1.0, "done")


def generate_naive(size: int, seed: int | None = None, symmetry: str = "180") -> Puzzle:
    """The baseline for the benchmark: random pattern and solution, clues removed while unique."""
    rng = random.Random(seed)
    options = Options(size=size, symmetry=symmetry)
    while True:
        got = attempt(rng, options, None)
        if got is not None:
            return got.puzzle
