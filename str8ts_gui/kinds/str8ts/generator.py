"""Generate unique Str8ts puzzles of a chosen size, difficulty and symmetry.

The recipe, per attempt:

1. a random black/white pattern with the chosen symmetry and a black-cell count like published
   puzzles (for 9 x 9 about 18 to 26), whose empty board has a solution;
2. a random full solution of that pattern (random placements checked by propagation, the rest
   by the SAT solver);
3. some black cells get clue digits (digits missing from their row and column);
4. starting from every white cell given, white clues are removed in random order while the
   puzzle stays unique (:class:`UniquenessOracle`: propagation first, then one SAT solver per
   attempt with the givens as assumptions);
5. the result is graded once; when it is harder than the target, bisection over the removals
   finds the last puzzle of the sequence the logic still solves within the target (removing
   givens makes a puzzle harder, as a rule), and that is the puzzle;
6. the attempt is accepted only when the final grade equals the target.

The logic runs capped (:func:`~str8ts_gui.kinds.str8ts.logic.grading.grade_within`): it stops as
soon as the puzzle is known to be harder than the target, with the grade :func:`rate` gives.
Everything random comes from one ``random.Random(seed)``, so the same seed and options give the
same puzzles. Work can be cancelled between steps (and inside the logic's chains), and
progress is reported.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterator, Protocol

from str8ts_gui.kinds.str8ts.candidates import basic_candidates, clue_candidates, propagate
from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.core.geometry import SYMMETRIES, orbit
from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE, Puzzle
from str8ts_gui.kinds.str8ts.grades import GRADES
# GenerationCancelled is part of this module's API (the window and the pool catch it from here)
from str8ts_gui.solver.sat import SolverOracle, solve  # noqa: F401
from str8ts_gui.solver.common import CancelToken, GenerationCancelled, Status  # noqa: F401
from str8ts_gui.solver.common import check_cancel as _check

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


class CappedGrader:
    """The default grader: :func:`grade_within` (capped at the target, cancellable), the same
    grades as :func:`rate`."""

    def __init__(self, cancel: CancelToken | None = None) -> None:
        self.cancel = cancel

    def within(self, puzzle: Puzzle, level: int) -> int | None:
        """The grade index when it is ``level`` or easier, else None."""
        from str8ts_gui.kinds.str8ts.logic.grading import grade_within

        return grade_within(puzzle, level, self.cancel)

    def solves_within(self, puzzle: Puzzle, level: int) -> bool:
        return self.within(puzzle, level) is not None

    def grade(self, puzzle: Puzzle) -> int | None:
        return self.within(puzzle, len(LEVELS) - 1)


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



class UniquenessOracle(SolverOracle):
    """Whether a puzzle made of ``base`` (the pattern and its black clues) and white givens taken
    from ``solution`` has that solution only.

    Propagation answers most questions: when it decides every cell, the solution is the only
    one. Otherwise one Minicard solver, holding the encoding of ``base`` and the clause "some
    cell differs from ``solution``", is asked under the givens as assumptions: unique exactly
    when that is unsatisfiable. A search that needs more than SEARCH_BUDGET conflicts counts as
    not shown unique. Use as a context manager (or call :meth:`close`)."""

    def __init__(self, base: Puzzle, solution: tuple[int, ...], cancel: CancelToken | None = None) -> None:
        from str8ts_gui.kinds.str8ts.encoding import encode

        self.base = base
        self.cancel = cancel
        self.solver = None
        masks = clue_candidates(base)
        cnf, fixed = encode(base, masks) if masks is not None else (None, [])
        self._var_of = cnf.var_of if cnf is not None else []
        differ = [-cnf.var_of[i][solution[i]] for i in range(base.cell_count) if cnf is not None and cnf.var_of[i]]
        if differ:
            self._load(cnf, differ, cancel)
        self.checks = 0

    def unique(self, puzzle: Puzzle) -> bool:
        _check(self.cancel)
        self.checks += 1
        masks = clue_candidates(puzzle)
        if masks is None:
            return False
        open_cells = [i for i, m in enumerate(masks) if m & (m - 1)]
        if not open_cells or self.solver is None:
            return True  # propagation (sound) left one candidate solution: the solution
        var_of = self._var_of
        lits = []
        for i, m in enumerate(masks):
            if m and not m & (m - 1) and var_of[i]:
                lits.append(var_of[i][m.bit_length() - 1])
        self.solver.conf_budget(SEARCH_BUDGET)
        found = self.solver.solve_limited(assumptions=lits, expect_interrupt=True)
        if found is None:
            _check(self.cancel)
            return False  # out of budget: not shown unique
        return not found


def _with_removed(full: Puzzle, cells: list[int]) -> Puzzle:
    clues = list(full.clues)
    for i in cells:
        clues[i] = 0
    return full.replace(clues=tuple(clues))


# Removal orders tried on one drawn board (pattern, solution, black clues) before a new one is
# drawn: a board's solution costs far more than a removal order (seconds for 16 x 16, where most
# SAT searches for a random pattern run out of budget), and a grade that missed the target says
# nothing against the board.
ORDERS_PER_BOARD = 4
# Removals tried, after bisection, to bring a puzzle still easier than the target up to it.
EXTRA_REMOVALS = 12


@dataclass(frozen=True)
class Board:
    """A drawn board: the pattern with its black clues, and a solution of it."""

    base: Puzzle  # pattern and black clues, no white clue
    solution: tuple[int, ...]

    @property
    def full(self) -> Puzzle:
        return self.base.with_values(self.solution)


def draw_board(rng: random.Random, options: Options, cancel: CancelToken | None = None) -> Board | None:
    """A random pattern with the options' symmetry, a random solution and black clues (None when
    no solution turned up)."""
    n = options.size
    pattern = Puzzle(n, random_pattern(rng, n, options.symmetry), (0,) * (n * n))
    _check(cancel)
    solution = random_solution(rng, pattern)
    if solution is None:
        return None
    return Board(add_black_clues(rng, pattern, solution), solution)


def attempt(
    rng: random.Random,
    options: Options,
    grader: Grader | None,
    cancel: CancelToken | None = None,
    board: Board | None = None,
    oracle: UniquenessOracle | None = None,
) -> Generated | None:
    """One try: a puzzle of the target grade, or None when this try is thrown away.

    On ``board`` (a new one is drawn without it), white clues are removed in a random order
    while the puzzle stays unique (``oracle``, one for the board, or a new one); the result is
    graded once. When it is harder than the target, bisection over the removals finds the last
    puzzle of the sequence still within the target; when that one is easier than the target,
    the removals after it are tried (up to EXTRA_REMOVALS, each skipped when it makes the
    puzzle too hard) until it reaches the target. Every puzzle on the way is unique: it holds
    the givens of a puzzle of the sequence, or more. Kept when its grade is the target.
    """
    if board is None:
        board = draw_board(rng, options, cancel)
        if board is None:
            return None
    full = board.full
    cells = [i for i in range(full.cell_count) if not full.black[i]]
    rng.shuffle(cells)
    removed: list[int] = []
    own = oracle is None
    if own:
        oracle = UniquenessOracle(board.base, full.clues, cancel)
    try:
        puzzle = full
        for i in cells:
            trial = puzzle.with_cell(i, clue=0)
            if oracle.unique(trial):
                puzzle = trial
                removed.append(i)
    finally:
        if own:
            oracle.close()
    if grader is None:
        return Generated(puzzle, board.solution, "", 1)
    level = options.level
    within = grader.within if hasattr(grader, "within") else _within_of(grader)
    got = within(puzzle, level)
    if got is None:
        # the longest run of the removals still within the target (the full grid is)
        lo, hi = 0, len(removed)
        got = within(full, level)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            grade = within(_with_removed(full, removed[:mid]), level)
            if grade is not None:
                lo, got = mid, grade
            else:
                hi = mid
        kept = removed[:lo]
        for i in removed[lo + 1 : lo + 1 + EXTRA_REMOVALS]:
            if got == level:
                break
            _check(cancel)
            grade = within(_with_removed(full, kept + [i]), level)
            if grade is not None:
                kept.append(i)
                got = grade
        puzzle = _with_removed(full, kept)
    _check(cancel)
    if got != level:
        return None
    return Generated(puzzle, board.solution, options.difficulty, 1)


def _within_of(grader: Grader) -> Callable[[Puzzle, int], int | None]:
    """``within(puzzle, level)`` for a grader that only has ``solves_within`` and ``grade``."""

    def within(puzzle: Puzzle, level: int) -> int | None:
        return grader.grade(puzzle) if grader.solves_within(puzzle, level) else None

    return within


def default_grader(cancel: CancelToken | None = None) -> Grader:
    return CappedGrader(cancel)


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
    grader = grader if grader is not None else default_grader(cancel)
    stats = stats if stats is not None else Stats()
    for k in range(count):
        tries = 0
        found = None

        def next_try() -> None:
            nonlocal tries
            _check(cancel)
            tries += 1
            stats.attempts += 1
            if tries > max_attempts:
                raise RuntimeError(f"no {options.difficulty} puzzle found in {max_attempts} attempt{'s' if max_attempts != 1 else ''}")
            if progress is not None:
                progress(k / count, f"puzzle {k + 1} of {count}, attempt {tries}")

        while found is None:
            next_try()
            board = draw_board(rng, options, cancel)
            if board is None:
                continue
            with UniquenessOracle(board.base, board.full.clues, cancel) as oracle:
                for order in range(ORDERS_PER_BOARD):
                    if order:
                        next_try()
                    found = attempt(rng, options, grader, cancel, board, oracle)
                    if found is not None:
                        break
        stats.accepted += 1
        yield Generated(found.puzzle, found.solution, found.grade, tries)
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
