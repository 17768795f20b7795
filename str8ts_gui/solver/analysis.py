"""What the program tells about a puzzle and the player's work, for every puzzle kind (no Qt).

* :func:`analyse_puzzle` -> :class:`Analysis`: whether the puzzle has none, one or several
  solutions (the generic SAT solver, :mod:`str8ts_gui.solver.sat`), which clues conflict when it
  has none (:func:`no_solution_reason`, in :mod:`.no_solution_words`, says it in words, the pattern
  included; a board drawn so that it has none whatever its clues, a Suguru's touching regions of
  one cell, is said and ringed as such: the kind's ``layout_conflict``), which cells two solutions
  disagree on when it has several and, when asked, its :class:`Grade` -- only for a puzzle with
  exactly one solution; with a ``time_limit`` it stops undecided (``Analysis.timed_out``, "Not
  decided yet") rather than search on (a puzzle proved to have none whose conflicting clues were
  not found in time is "No solution" all the same, ``Analysis.unexplained``);
* :func:`grade_puzzle` -> :class:`Grade`: the human-logic grade, when the puzzle's kind has logic;
* :func:`check_position` -> :class:`CheckResult`: the player's wrong entries and pencil marks;
* :func:`find_hint`: the kind's next hint for the player's position, or a :class:`NoHint` that
  says the kind has no hints yet (or why its logic refuses this board); :func:`hint_text`: a
  hint's words as the player reads them beside the board (a step on cells without pencil marks
  says what those cells cannot be, not which digits leave candidates the player never wrote).

:class:`CheckResult` and :func:`check_position`'s work are in :mod:`.checking`; :class:`NoHint`,
:func:`hint_text` and :func:`not_available` in :mod:`.hint_words`: loaded at their first use,
their names given here too.

The window runs these in worker threads (``str8ts_gui/gui/worker.py``, ``gui/play/hints.py``); the
command line and tests call them directly.

Kind logic is reached through :func:`str8ts_gui.core.kind.kind_of` (never by importing a kind):
``kind_of(puzzle).logic()`` is the kind's human-logic module, or raises
:class:`~str8ts_gui.core.kind.NotSupported`. From that module this one uses ``rate(puzzle)``
(a rating with ``solved``, ``grade``, ``score`` and ``steps``) and ``find_hint(state, cancel)``.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from str8ts_gui.core.kind import NotSupported, kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.core.words import join_words
from str8ts_gui.solver.common import CancelToken, SolveResult, Status, time_limit as _time_limit

if TYPE_CHECKING:
    from str8ts_gui.solver.checking import CheckResult
    from str8ts_gui.solver.hint_words import NoHint

__all__ = [
    "Analysis",
    "CheckResult",
    "Grade",
    "NoHint",
    "RateFn",
    "SolveFn",
    "analyse_puzzle",
    "check_position",
    "clue_noun",
    "default_solve",
    "find_hint",
    "grade_puzzle",
    "hint_text",
    "name_cells",
    "no_solution_reason",
]

SolveFn = Callable[..., SolveResult]  # fn(puzzle, *, cancel) -> SolveResult
RateFn = Callable[[Puzzle], Any]  # fn(puzzle) -> the kind's rating (solved, grade, score, steps)


def name_cells(cells: Iterable[int], size: int) -> str:
    """The cells' names in reading order: "r1c1", "r1c1 and r2c3", "r1c1, ... and 3 more"."""
    names = [cell_name(i, size) for i in sorted(cells)]
    if len(names) > 6:
        return ", ".join(names[:5]) + f" and {len(names) - 5} more"
    return join_words(names)


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000


# -- the grade --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Grade:
    """The human-logic grade of a puzzle.

    ``rating`` is the kind's rating (for Str8ts a :class:`~str8ts_gui.kinds.str8ts.logic.Rating`),
    None when grading failed (``error``) or the kind has no logic (``unsupported`` says so).
    """

    puzzle: Puzzle
    rating: Any | None
    ms: float = 0.0
    error: str = ""
    unsupported: str = ""  # why the kind cannot grade (the NotSupported message)

    @property
    def grade(self) -> str | None:
        """The grade's name ("Gentle" ...), or None: not graded, or logic did not finish."""
        r = self.rating
        return r.grade if r is not None and r.solved else None

    @property
    def text(self) -> str:
        if self.unsupported:
            return "Not graded"
        if self.rating is None:
            return "Grade failed"
        if not self.rating.solved:
            return "Not solvable by logic"
        return f"Grade: {self.rating.grade}"

    @property
    def tooltip(self) -> str:
        if self.unsupported:
            return f"Not graded: {self.unsupported}"
        if self.rating is None:
            return f"Grading failed: {self.error}"
        r = self.rating
        if not r.solved:
            return f"The logic strategies stop before the end: {r.steps} steps found"
        # (no step count: the Solution Path lists and counts the steps from the board, where a
        # Str8ts' givens have cleared their rows and columns already; the rating counts those too)
        text = f"Graded by human logic: score {r.score}"
        p = self.puzzle
        if p.kind == "sudoku" and not p.constraints and not p.regions and getattr(r, "rating", None):
            # a classic Sudoku: its rating is on Sudoku Explainer's scale, as HoDoKu and SE
            # users know it (variant rules and jigsaw regions have no SE figures)
            text += f"; Sudoku Explainer rating {r.rating:.1f} (EP {r.ep:.1f}, ED {r.ed:.1f})"
        elif p.kind == "str8ts":
            # (a setter labelling puzzles by it should know: docs/benchmarks.md, 1,818 dailies)
            text += STR8TS_GRADE_NOTE
        return text


# what the program's Str8ts grade is worth against the publisher's (measured: 80.5 % and 77.9 %
# equal, 99.6 % and 100 % within one level, on the 2019-21 and 2022-23 dailies)
STR8TS_GRADE_NOTE = "; on str8ts.com's scale: the publisher's own grade of a daily is the same about 4 times in 5, else one level off"


def grade_puzzle(puzzle: Puzzle, rate_fn: RateFn | None = None) -> Grade:
    """Grade ``puzzle`` by ``rate_fn`` (default: its kind's logic; none when the kind has none).

    The logic does not check that the puzzle has exactly one solution (it can "solve" a puzzle
    that has none): only a puzzle the solver proved unique may show this grade.
    :func:`analyse_puzzle` with ``grade=True`` asks the solver first; the window grades only
    after its analysis found one solution.
    """
    t0 = time.perf_counter()
    if rate_fn is None:
        try:
            rate_fn = kind_of(puzzle).logic().rate
        except NotSupported as e:
            return Grade(puzzle, None, _ms(t0), unsupported=str(e))
    try:
        return Grade(puzzle, rate_fn(puzzle), _ms(t0))
    except NotSupported as e:  # a puzzle the kind's logic does not know (a board without boxes)
        return Grade(puzzle, None, _ms(t0), unsupported=str(e))


# -- the analysis -----------------------------------------------------------------------------------
def _sat():
    """The SAT searches (:mod:`.sat`), loaded at the first one: a check the human logic settles
    (``logic_first``) needs none, and a window starts without them."""
    from str8ts_gui.solver import sat

    return sat


def default_solve(puzzle: Puzzle, *, cancel: CancelToken | None = None) -> SolveResult:
    """Solve and prove uniqueness (up to two solutions)."""
    return _sat().solve(puzzle, limit=2, cancel=cancel)


@dataclass(frozen=True)
class Analysis:
    """Whether a puzzle has none, one or several solutions, with the cells that show why."""

    puzzle: Puzzle
    status: Status  # UNIQUE, SEVERAL, NONE or CANCELLED
    conflict: frozenset[int] = field(default_factory=frozenset)  # clues that cannot all hold (NONE)
    differ: frozenset[int] = field(default_factory=frozenset)  # cells two solutions disagree on
    ms: float = 0.0
    error: str = ""  # the check itself failed (a bug): shown instead of a verdict
    grade: Grade | None = None  # asked for, and the puzzle has exactly one solution
    timed_out: bool = False  # CANCELLED by its time limit: not decided yet (not a verdict)
    broken: Violation | None = None  # NONE because the clues break a rule on their face
    layout: Violation | None = None  # NONE because of how the board is drawn (the kind's layout_conflict)
    unexplained: bool = False  # NONE, but which clues conflict was not found in time (none ringed)
    # SEVERAL: (cell, its digit in one solution, in another) where the two digits differ
    differ_digits: tuple[tuple[int, int, int], ...] = ()

    @property
    def text(self) -> str:
        if self.error:
            return "Check failed"
        if self.status is Status.CANCELLED and self.timed_out:
            return "Not decided yet"
        return {
            Status.UNIQUE: "Unique solution",
            Status.SOLVED: "Has a solution",
            Status.SEVERAL: "Multiple solutions",
            Status.NONE: "No solution",
            Status.CANCELLED: "Not checked",
        }[self.status]

    @property
    def reason(self) -> str:
        """Why there is no solution (the clues, or the pattern itself), for NONE; else ""."""
        if self.error or self.status is not Status.NONE:
            return ""
        from str8ts_gui.solver.no_solution_words import broken_phrase, clue_noun, no_solution_reason

        if self.broken is not None:
            return f"No solution: {broken_phrase(self.broken)} (ringed)"
        if self.layout is not None:
            return f"No solution: {self.layout.message}"
        if self.unexplained:
            return f"No solution: the conflicting {clue_noun(self.puzzle)}s could not be pinned down in time"
        return no_solution_reason(self.puzzle, self.conflict)


def face_violation(puzzle: Puzzle) -> Violation | None:
    """The first rule the clues break as they stand (a repeated digit first), or None."""
    try:
        found = kind_of(puzzle).check(puzzle, puzzle.clues)
    except ValueError:
        return None
    repeats = [v for v in found if v.kind == "repeat"]
    return (repeats or found or [None])[0]


def analyse_puzzle(
    puzzle: Puzzle,
    cancel: CancelToken | None = None,
    *,
    solve_fn: SolveFn = default_solve,
    grade: bool = False,
    rate_fn: RateFn | None = None,
    time_limit: float | None = None,
    logic_first: bool = False,
) -> Analysis:
    """Count solutions (up to two) and explain: the job of the window's live analysis.

    With ``grade``, a puzzle with exactly one solution is graded too (:func:`grade_puzzle`);
    a puzzle with none or several never gets a grade. With ``logic_first`` too, the human
    logic runs first and a puzzle it solves is known unique without the SAT solver (the
    window's first check: it starts without loading python-sat); the others go to the solver.
    With ``time_limit`` (seconds) the search is cancelled (through ``cancel``, one is made if
    None) when it takes longer, and the analysis is CANCELLED with ``timed_out`` set: not
    decided yet. A puzzle the solver proved to have no solution stays NONE when the search
    for its conflicting clues is what stops (``unexplained``: none named or ringed).
    """
    t0 = time.perf_counter()
    if time_limit is not None and cancel is None:
        cancel = CancelToken()
    with _time_limit(cancel, time_limit) as expired:
        return _analyse(puzzle, cancel, solve_fn, grade, rate_fn, t0, expired, logic_first)


def _analyse(
    puzzle: Puzzle,
    cancel: CancelToken | None,
    solve_fn: SolveFn,
    grade: bool,
    rate_fn: RateFn | None,
    t0: float,
    expired: threading.Event,
    logic_first: bool = False,
) -> Analysis:
    graded = _logic_first(puzzle, rate_fn) if grade and logic_first else None
    if graded is not None:
        return Analysis(puzzle, Status.UNIQUE, ms=_ms(t0), grade=graded)
    result = solve_fn(puzzle, cancel=cancel)
    conflict: frozenset[int] = frozenset()
    differ: frozenset[int] = frozenset()
    if result.status is Status.CANCELLED:
        return Analysis(puzzle, Status.CANCELLED, ms=_ms(t0), timed_out=expired.is_set())
    if result.status is Status.NONE:
        # a rule broken on its face (two 8s in a column) is the reason to show: exactly its
        # clues are ringed; the unsat core only when no rule is broken as the clues stand
        broken = face_violation(puzzle)
        if broken is not None:
            return Analysis(puzzle, Status.NONE, frozenset(broken.cells), ms=_ms(t0), broken=broken)
        # then how the board is drawn, when that certainly leaves no solution (a Suguru's
        # touching regions of one cell): its cells are ringed, not the givens of an unsat core
        layout = kind_of(puzzle).layout_conflict(puzzle)
        if layout is not None:
            return Analysis(puzzle, Status.NONE, frozenset(layout.cells), ms=_ms(t0), layout=layout)
        explanation = _sat().explain_unsat(puzzle, cancel=cancel)
        if explanation.status is Status.CANCELLED:
            # the solver proved there is no solution; only which clues conflict is not known
            # (the search for them ran out of time, or was stopped): a verdict, not "Not decided"
            return Analysis(puzzle, Status.NONE, ms=_ms(t0), unexplained=True)
        conflict = frozenset(explanation.clues)
    elif result.status is Status.SEVERAL:
        differ = frozenset(result.differing_cells())
        if len(result.solutions) >= 2:
            one, other = result.solutions[0], result.solutions[1]
            digits = tuple((i, one[i], other[i]) for i in sorted(differ) if one[i] != other[i] and one[i] and other[i])
            return Analysis(puzzle, result.status, conflict, differ, _ms(t0), differ_digits=digits)
    ms = _ms(t0)
    graded = grade_puzzle(puzzle, rate_fn) if grade and result.status is Status.UNIQUE else None
    return Analysis(puzzle, result.status, conflict, differ, ms, grade=graded)


LOGIC_FIRST_SHARE = 5  # logic first on a puzzle with givens on at least 1 cell in 5 (see _logic_first)


def _logic_first(puzzle: Puzzle, rate_fn: RateFn | None) -> Grade | None:
    """The grade of ``puzzle`` when its kind's human logic solves it, else None (then the SAT
    solver decides, as it would have). A puzzle the logic fills to a grid that breaks no rule
    has exactly that one solution: every step is true of every solution (each kind's logic tests
    hold its steps to that against the solver, and a uniqueness technique asks the solver before
    it runs), so no other solution can be left. The window's first check needs no SAT solver
    then (it starts faster); a logic failure of any sort falls back to the solver.

    Only tried on a puzzle with givens (and black cells) on at least a fifth of its cells: the
    logic gives up on a puzzle with many solutions only after its hardest techniques (seconds on
    an empty 16 x 16, where the solver answers at once), and a published puzzle has that many
    (17 of 81 for the sparsest classic Sudoku). A puzzle with fewer, a killer without givens say,
    goes to the solver as before. Either way the verdict and the grade are the same."""
    if sum(1 for c, b in zip(puzzle.clues, puzzle.black) if c or b) * LOGIC_FIRST_SHARE < puzzle.cell_count:
        return None
    try:
        grade = grade_puzzle(puzzle, rate_fn)
        rating = grade.rating
        if rating is None or not rating.solved:
            return None
        values = tuple(rating.values)
        if len(values) != puzzle.cell_count or not puzzle.with_values(values).is_complete():
            return None
        if any(c and not b and c != v for c, b, v in zip(puzzle.clues, puzzle.black, values)):
            return None
        if kind_of(puzzle).check(puzzle, values):
            return None
        return grade
    except Exception:  # noqa: BLE001 - the solver's verdict, as before, instead
        return None


# -- checking the player's work (solver/checking.py) ----------------------------------------------
def check_position(
    state: PlayState, cancel: CancelToken | None = None, solve_fn: SolveFn | None = None
) -> CheckResult:
    """Find the player's mistakes: see :func:`str8ts_gui.solver.checking.check_position` (its
    module loads at the first check)."""
    from str8ts_gui.solver import checking

    return checking.check_position(state, cancel, solve_fn)


def __getattr__(name: str):
    # loaded at their first use: why a puzzle has no solution, in words
    # (solver/no_solution_words.py), the check's result (solver/checking.py), a hint's words as
    # the player reads them and the hint of a kind without logic (solver/hint_words.py)
    if name == "CheckResult":
        from str8ts_gui.solver.checking import CheckResult

        return CheckResult
    if name in ("broken_phrase", "clue_noun", "no_solution_reason"):
        from str8ts_gui.solver import no_solution_words

        return getattr(no_solution_words, name)
    if name in ("NoHint", "hint_text", "not_available"):
        from str8ts_gui.solver import hint_words

        return getattr(hint_words, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- hints (their words, and the hint of a kind without logic: solver/hint_words.py) -------------
def find_hint(state: PlayState, cancel: CancelToken | None = None, solve_fn: SolveFn | None = None):
    """The next hint for the player's position from the puzzle kind's logic: a mistake if there
    is one, else the next logic step (three levels); a :class:`NoHint` for a kind without logic.
    ``solve_fn`` as for :func:`check_position`."""
    try:
        logic = kind_of(state.puzzle).logic()
        return logic.find_hint(state, cancel, solve_fn)
    except NotSupported as e:  # no logic for the kind, or not for this puzzle (a board without boxes)
        from str8ts_gui.solver.hint_words import NoHint

        return NoHint(state, str(e))
