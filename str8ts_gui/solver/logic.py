"""The human-logic framework every puzzle kind's ``logic`` package shares (no Qt, no kind).

A kind brings its candidate grid, its strategies (each with ``name``, ``batch``, ``description``
and ``find(grid)``, an iterable of :class:`Step`) and its grading; this module holds what does
not depend on the kind:

* :class:`Step` -- one deduction; :func:`elimination_text` -- telling what a step removes;
* :func:`apply`, :func:`next_step`, :func:`walk` -- one step, and the sweep loop of a path;
* :class:`Path` and :class:`Rating` -- the fields every kind's path and rating have;
* :class:`Hint` -- a hint in three levels (the kind's subclass names its strategies and areas;
  its words are in :mod:`str8ts_gui.solver.hint_words`, loaded at the first hint shown),
  :func:`find_hint` -- the mistake-first flow (in :mod:`.checking`, loaded at the first hint;
  its name is here too), :class:`PathResult` and :func:`compute_path` --
  the solution path from the player's position;
* :class:`LogicGrader` -- the generator's view of a kind's rating.

The candidate grids of kinds whose cells see their peers (Sudoku, Suguru: ``placed_values``,
``seed_masks``, ``changed_grid``, ``peer_clash``) are in :mod:`.candidate_grids`, loaded at
their first use; their names are here too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, ClassVar, Iterable, Mapping, Sequence

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle, cell_name, set_bits
from str8ts_gui.core.words import join_words
from str8ts_gui.solver.analysis import name_cells

__all__ = [
    "CONCRETE",
    "ESCALATING",
    "FULL",
    "Hint",
    "KIND_LOGIC_API",
    "LogicGrader",
    "MISTAKE_LEVELS",
    "PROOF_STRATEGY",
    "Path",
    "PathResult",
    "Rating",
    "Step",
    "VAGUE",
    "apply",
    "area_words",
    "board_cells",
    "changed_grid",
    "compute_path",
    "elimination_text",
    "hint_class",
    "find_hint",
    "fmt_cells",
    "fmt_digits",
    "grader_class",
    "join_words",
    "level_names",
    "next_step",
    "peer_clash",
    "placed_values",
    "rating_of",
    "seed_masks",
    "sentence",
    "walk",
]

_GRID_NAMES = ("changed_grid", "peer_clash", "placed_values", "seed_masks")


def __getattr__(name: str):
    if name == "find_hint":  # the mistake-first flow, with the check (solver/checking.py)
        from str8ts_gui.solver.checking import find_hint

        return find_hint
    if name in _GRID_NAMES:  # the candidate grids of kinds with peers (solver/candidate_grids.py)
        from str8ts_gui.solver import candidate_grids

        return getattr(candidate_grids, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# what every kind's ``logic`` package exports (``kind_of(puzzle).logic()``: the window, the CLI)
KIND_LOGIC_API = (
    "CandidateGrid",
    "GRADES",
    "Hint",
    "Path",
    "PathResult",
    "Rating",
    "STRATEGIES",
    "STRATEGY_BY_NAME",
    "Step",
    "Strategy",
    "apply",
    "compute_path",
    "describe_area",
    "find_hint",
    "grade_of",
    "next_step",
    "position_grid",
    "rate",
    "solve_path",
)

VAGUE, CONCRETE, FULL = 1, 2, 3
# the three levels of a hint about a mistake: that there is one, where, which cells
MISTAKE_LEVELS = {VAGUE: "A mistake", CONCRETE: "Where to look", FULL: "The mistake"}
ESCALATING = ("step", "wrong", "marks")  # the hint kinds told in three levels
# the name of a step the SAT solver proves where logic stalls (str8ts_gui.solver.proof)
PROOF_STRATEGY = "Solver proof"
# why the logic stops on a puzzle of several solutions (a hint's words and the Solution Path's)
SEVERAL_STOP = "the puzzle has more than one solution, so logic cannot finish it"


def level_names(term: str) -> dict[int, str]:
    """The three levels of a hint about a step, ``term`` being "strategy" or "technique"."""
    return {VAGUE: f"Which {term}", CONCRETE: "Where to look", FULL: "The step"}


# -- text helpers ----------------------------------------------------------------------------------
def sentence(text: str) -> str:
    """``text`` stripped, with a full stop unless it ends a sentence already."""
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def area_words(parts: list[str], rest: Iterable[int], n: int) -> str:
    """The end of a kind's ``describe_area``: the units found (``parts``), then the cells no unit
    covers (``rest``); more than four parts read as "the highlighted cells". Several cells after
    the units make one list ("row 7, r4c7 and r4c9", not "row 7 and r4c7 and r4c9")."""
    rest = sorted(set(rest))
    if len(parts) + bool(rest) > 4:
        return "the highlighted cells"
    if parts and len(rest) > 1:
        return ", ".join(parts) + ", " + name_cells(rest, n)
    return join_words(parts + ([name_cells(rest, n)] if rest else []))


def fmt_digits(m: int | Iterable[int], joiner: str = "and") -> str:
    """``7``, ``3 and 8``, ``2, 5 and 9``: the digits of a mask (or an iterable)."""
    return join_words(set_bits(m & ~1) if isinstance(m, int) else sorted(set(m)), joiner)


def fmt_cells(cells: Iterable[int], width: int) -> str:
    """``r1c2, r1c5 and r3c4``: cell names in reading order."""
    return join_words(cell_name(i, width) for i in sorted(set(cells)))


def elimination_text(
    elims: Iterable[tuple[int, int]],
    n: int,
    fmt_digits: Callable[[int], str],
    fmt_cells: Callable[[Iterable[int], int], str],
    *,
    by_digit: bool = False,
) -> str:
    """``4 leaves r3c5; 1-4 leave r3c6``: what a step removes, cells grouped by the digits each
    loses, in the order of their first cell (``by_digit``: of their lowest digit, then cell)."""
    by_cell: dict[int, int] = {}
    for i, d in elims:
        by_cell[i] = by_cell.get(i, 0) | (1 << d)
    groups: dict[int, list[int]] = {}
    for i, m in by_cell.items():
        groups.setdefault(m, []).append(i)
    if by_digit:
        order = sorted(groups.items(), key=lambda kv: (min(set_bits(kv[0])), min(kv[1])))
    else:
        order = sorted(groups.items(), key=lambda kv: min(kv[1]))
    parts = []
    for m, cells in order:
        verb = "leaves" if m & (m - 1) == 0 else "leave"
        parts.append(f"{fmt_digits(m)} {verb} {fmt_cells(cells, n)}")
    return "; ".join(parts)


# -- steps -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One deduction.

    * ``strategy``: its name (see the kind's ``STRATEGIES``); ``level`` its tier or grade index;
      ``difficulty`` its points (Str8ts) or rating (Sudoku);
    * ``cells`` / ``digits``: what the deduction is about (the pattern, for highlighting);
    * ``placements``: (cell, digit) pairs to place; ``eliminations``: (cell, digit) to remove;
    * ``text``: plain sentences naming cells like r3c5;
    * ``area``: the cells of the units it looks at (a "where to look" hint that gives away
      less than the step itself).
    """

    strategy: str
    level: int
    difficulty: float
    cells: tuple[int, ...]
    digits: tuple[int, ...]
    placements: tuple[tuple[int, int], ...]
    eliminations: tuple[tuple[int, int], ...]
    text: str
    area: tuple[int, ...] = field(default=())

    def __str__(self) -> str:
        return f"{self.strategy}: {self.text}"


def board_cells(n: int, values: Sequence[int] | None, marks: Sequence[int] | None) -> int:
    """The cell count of an n x n board, checking that ``values`` and ``marks`` (if given)
    have one entry a cell."""
    n2 = n * n
    if values is not None and len(values) != n2:
        raise ValueError(f"a {n} x {n} board needs {n2} values, not {len(values)}")
    if marks is not None and len(marks) != n2:
        raise ValueError(f"a {n} x {n} board needs {n2} marks, not {len(marks)}")
    return n2


# -- paths -----------------------------------------------------------------------------------------
def still_valid(grid, step: Step) -> bool:
    """True if every change of ``step`` still changes ``grid`` (steps of one sweep)."""
    M, V = grid.masks, grid.values
    for i, d in step.eliminations:
        if V[i] or not M[i] >> d & 1:
            return False
    for i, d in step.placements:
        if V[i] or not M[i] >> d & 1:
            return False
    return True


def apply(grid, step: Step):
    """The grid after a step's placements and eliminations."""
    return grid.with_changes(step.placements, step.eliminations)


def next_step(grid, strategies: Sequence[Any]) -> Step | None:
    """The first step of the easiest strategy that finds one, or None (also on a broken grid)."""
    if grid.is_solved() or grid.is_broken():
        return None
    for strategy in strategies:
        step = next(iter(strategy.find(grid)), None)
        if step is not None:
            return step
    return None


def walk(g, strategies: Sequence[Any], max_steps: int, max_points: float | None = None):
    """Apply the easiest strategy that finds a step again and again (a batched strategy: its
    whole sweep). Returns ``(grid, steps, sweeps, solved, contradiction)``; ``sweeps`` holds the
    index of the first step of each sweep. With ``max_points`` the walk stops (not solved) as soon
    as the steps' ``difficulty`` adds up to that much (a grader that only asks "within a grade?")."""
    steps: list[Step] = []
    sweeps: list[int] = []
    contradiction = False
    counted = points = 0  # the points of steps[:counted]
    while len(steps) < max_steps:
        if max_points is not None:
            points += sum(s.difficulty for s in steps[counted:])
            counted = len(steps)
            if points >= max_points:
                return g, steps, sweeps, False, False
        if g.is_solved():
            break
        if g.is_broken():
            contradiction = True
            break
        found = False
        for strategy in strategies:
            gen = iter(strategy.find(g))
            step = next(gen, None)
            if step is None:
                continue
            found = True
            sweeps.append(len(steps))
            steps.append(step)
            g = apply(g, step)
            if strategy.batch:
                # apply the rest of the sweep; steps that an earlier one changed are dropped and
                # the sweep repeated, so every recorded step is exactly what it says
                while True:
                    stale = False
                    for step in gen:
                        if still_valid(g, step):
                            steps.append(step)
                            g = apply(g, step)
                        else:
                            stale = True
                    if not stale:
                        break
                    gen = iter(strategy.find(g))
            break
        if not found:
            break
    broken = g.is_broken()
    solved = g.is_solved() and not broken
    if not solved and broken:
        contradiction = True
    return g, steps, sweeps, solved, contradiction


@dataclass(frozen=True)
class Path:
    """A solution path: the steps, whether they solved the puzzle, the final grid and the grade
    (a kind's path adds its own fields)."""

    puzzle: Puzzle
    steps: tuple[Step, ...]
    solved: bool
    grid: Any
    contradiction: bool  # the grid broke (the puzzle, or the given values, has no solution)
    grade: str | None  # one of the kind's GRADES, or None when logic did not finish
    score: int

    @property
    def values(self) -> tuple[int, ...]:
        return self.grid.values

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for s in self.steps:
            out[s.strategy] = out.get(s.strategy, 0) + 1
        return out


@dataclass(frozen=True)
class Rating:
    """What ``rate`` says about a puzzle: solved by logic, grade, score, steps, the grid after
    logic (a kind's rating adds its own fields)."""

    solved: bool
    grade: str | None
    score: int
    steps: int
    values: tuple[int, ...]  # placed digits after logic (0 for open cells)
    grid: str  # the puzzle line of the grid after logic ('.' for open cells)

    def as_dict(self) -> dict:
        return {"solved": self.solved, "grade": self.grade, "score": self.score, "steps": self.steps, "grid": self.grid}


def rating_of(cls: type, puzzle: Puzzle, path: Path, values_line: Callable, **extra) -> Any:
    """The ``cls`` rating of a path (``values_line``: the kind's puzzle line of a grid)."""
    vals = path.grid.values
    return cls(
        solved=path.solved,
        grade=path.grade,
        score=path.score,
        steps=len(path.steps),
        values=vals,
        grid=values_line(puzzle, vals),
        **extra,
    )


class LogicGrader:
    """The generator's view of the logic: grades by the kind's rating (:meth:`rating`, cached
    by the kind); levels are indexes into :attr:`grades`."""

    grades: ClassVar[Sequence[str]] = ()

    def rating(self, puzzle: Puzzle) -> Rating:
        raise NotImplementedError

    def solves_within(self, puzzle: Puzzle, level: int) -> bool:
        r = self.rating(puzzle)
        return r.solved and self.grades.index(r.grade) <= level

    def grade(self, puzzle: Puzzle) -> int | None:
        r = self.rating(puzzle)
        return self.grades.index(r.grade) if r.solved else None


def grader_class(rate: Callable[[Puzzle], Rating], grades: Sequence[str], module: str) -> type[LogicGrader]:
    """A kind's :class:`LogicGrader`: grades by ``rate(puzzle)`` (the last 64 ratings cached),
    levels are indexes into ``grades``."""
    cached = lru_cache(maxsize=64)(rate)
    attrs = {
        "grades": grades,
        "rating": lambda self, puzzle: cached(puzzle),
        "__module__": module,
        "__qualname__": "LogicGrader",
        "__doc__": f"The generator's view of the logic of {module}: grades by its rating, cached.",
    }
    return type("LogicGrader", (LogicGrader,), attrs)


# -- hints -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """A hint for one position.

    ``kind``: "step" (a logic step), "wrong" (entries are wrong), "marks" (pencil marks rule out
    the digit), "solved", "stuck" (no logic step found), "unsolvable" (the puzzle has no
    solution) or "cancelled".

    A kind subclasses it to name its strategies (:attr:`term`, :attr:`strategies`) and the
    areas of a step (:meth:`area_words`).
    """

    term: ClassVar[str] = "strategy"  # what the kind calls a strategy
    strategies: ClassVar[Mapping[str, Any]] = {}  # STRATEGY_BY_NAME
    # strategies about one digit's pattern (a fish, a single-digit chain): "where to look" names
    # the digit too, as HoDoKu's "X-Wing with 5" does ("X-wing on the 5s: look at ...")
    digit_patterns: ClassVar[frozenset[str]] = frozenset()

    state: PlayState
    kind: str
    step: Step | None = None
    grid: Any = None  # the position the step was found in
    cells: frozenset[int] = frozenset()  # the wrong cells ("wrong", "marks")
    several: bool = False  # the puzzle has more than one solution

    @staticmethod
    def area_words(cells, puzzle) -> str:
        """The kind's ``describe_area``."""
        raise NotImplementedError

    @property
    def levels(self) -> int:
        """How many levels this hint has: 3 for a logic step or a mistake (wrong entries,
        pencil marks that lost the digit), 1 for the others."""
        return FULL if self.kind in ESCALATING else 1

    def rows_of_cells(self) -> frozenset[int]:
        """The cells of the rows that hold the hint's cells (where to look for a mistake)."""
        n = self.state.puzzle.size
        return frozenset(r * n + c for r in sorted({i // n for i in self.cells}) for c in range(n))

    def mistake_area(self) -> frozenset[int]:
        """Where to look for a mistake (its second level, highlighted): the rows of its cells.
        A kind without rows as units (Suguru) names its own."""
        return self.rows_of_cells()

    def mistake_where(self) -> str:
        """The words for :meth:`mistake_area`: "row 3", "rows 1 and 4"."""
        rows = sorted({c // self.state.puzzle.size + 1 for c in self.cells})
        return ("row " if len(rows) == 1 else "rows ") + join_words([str(r) for r in rows])

    def cells_at(self, level: int) -> tuple[frozenset[int], frozenset[int]]:
        """(cells, area) to highlight at ``level``."""
        if self.kind == "step":
            step = self.step
            area = frozenset(step.area or step.cells)
            if level <= VAGUE:
                return frozenset(), frozenset()
            if level == CONCRETE:
                return frozenset(), area
            return frozenset(step.cells), area
        if self.kind in ESCALATING:  # a mistake: nothing, then where to look, then the cells
            if level <= VAGUE:
                return frozenset(), frozenset()
            if level == CONCRETE:
                return frozenset(), self.mistake_area()
            return frozenset(self.cells), frozenset()
        return frozenset(self.cells), frozenset()

    def title(self, level: int) -> str:
        """The title of level ``level`` (see :func:`str8ts_gui.solver.hint_words.level_title`)."""
        from str8ts_gui.solver import hint_words

        return hint_words.level_title(self, level)

    def text(self, level: int) -> str:
        """The words of level ``level`` (see :func:`str8ts_gui.solver.hint_words.level_text`)."""
        from str8ts_gui.solver import hint_words

        return hint_words.level_text(self, level)

    def can_apply(self, level: int) -> bool:
        """Apply carries out what the hint shows in full (level 3): the step, or removing the
        wrong entries / pencil marks."""
        if self.kind == "step":
            return level >= FULL and bool(self.step.placements or self.step.eliminations)
        return self.kind in ("wrong", "marks") and level >= FULL


def hint_class(
    term: str, strategies: Mapping[str, Any], describe_area: Callable, module: str, digit_patterns: Iterable[str] = ()
) -> type[Hint]:
    """A kind's :class:`Hint`: ``term`` what it calls a strategy ("strategy", "technique"),
    ``strategies`` its STRATEGY_BY_NAME, ``describe_area`` its words for a step's area,
    ``digit_patterns`` the strategies about one digit's pattern (see :attr:`Hint.digit_patterns`)."""
    attrs = {
        "term": term,
        "strategies": strategies,
        "digit_patterns": frozenset(digit_patterns),
        "area_words": staticmethod(describe_area),
        "__module__": module,
        "__qualname__": "Hint",
        "__doc__": f"A hint for one position of the kind of {module} (see :class:`{__name__}.Hint`).",
    }
    return type("Hint", (Hint,), attrs)


# -- the solution path from here -------------------------------------------------------------------
@dataclass(frozen=True)
class PathResult:
    """A solution path from a position, with the grid before each step."""

    state: PlayState
    path: Any  # the kind's Path
    grids: tuple[Any, ...]  # grids[k]: the position just before step k

    @property
    def broken(self) -> bool:
        """The logic filled every cell but the digits break a rule (the puzzle or the player's
        position has no solution; the strategies do not check every rule when they finish)."""
        path = self.path
        return path.solved and bool(kind_of(self.state.puzzle).check(self.state.puzzle, path.values))

    @property
    def blames_puzzle(self) -> bool:
        """Whether a path that breaks blames the puzzle (it has no solution) rather than the
        player's board: nothing of the player's is on it, no entry and no candidate the board
        shows (a cell's centre marks, else its candidates; those hidden under corner or centre
        marks are not read)."""
        return not any(self.state.entries) and not any(self.state.shown_marks())

    @property
    def summary(self) -> str:
        """What the path says, in one or two sentences. The puzzle's grade is not here: the
        window shows the one grade of the puzzle (a path from a position is not the puzzle)."""
        return self.summary_for(several=False)

    def summary_for(self, several: bool) -> str:
        """:attr:`summary`, told that the puzzle has more than one solution (``several``): then
        a path that stops says that is why, not that the logic falls short."""
        path = self.path
        count = len(path.steps)
        steps = f"{count} step{'s' if count != 1 else ''}"
        if path.solved and not self.broken:
            if count == 0:
                return "Solved: nothing left to do."
            return f"{steps} solve it from here."
        if path.contradiction or self.broken:
            when = f"After {steps} the logic" if count else "The logic at once"
            if self.blames_puzzle:
                return f"{when} runs into a contradiction: the puzzle has no solution."
            return f"{when} runs into a contradiction: your board has a mistake (Check shows it)."
        if several:
            return f"The logic stops after {steps}: {SEVERAL_STOP}."
        return f"The logic stops after {steps}: it cannot finish from here."


def compute_path(state: PlayState, *, position_grid: Callable, solve_path: Callable) -> PathResult:
    """The job of "Solve from Here": the logic steps from the player's position."""
    start = position_grid(state)
    path = solve_path(state.puzzle, grid=start)
    grids = [start]
    for step in path.steps[:-1]:
        grids.append(apply(grids[-1], step))
    return PathResult(state, path, tuple(grids[: len(path.steps)]))
