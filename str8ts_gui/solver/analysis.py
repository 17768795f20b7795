"""What the program tells about a puzzle and the player's work, for every puzzle kind (no Qt).

* :func:`analyse_puzzle` -> :class:`Analysis`: whether the puzzle has none, one or several
  solutions (the generic SAT solver, :mod:`str8ts_gui.solver.sat`), which clues conflict when
  it has none (:func:`no_solution_reason` says it in words, the pattern included; a board drawn
  so that it has none whatever its clues, a Suguru's touching regions of one cell, is said and
  ringed as such: the kind's ``layout_conflict``), which cells two solutions disagree on when it
  has several and, when asked, its :class:`Grade` -- only for a puzzle with exactly one
  solution; with a ``time_limit`` it stops undecided (``Analysis.timed_out``, "Not decided yet")
  rather than search on (a puzzle proved to have none whose conflicting clues were not found in
  time is "No solution" all the same, ``Analysis.unexplained``);
* :func:`grade_puzzle` -> :class:`Grade`: the human-logic grade, when the puzzle's kind has logic;
* :func:`check_position` -> :class:`CheckResult`: the player's wrong entries and pencil marks;
* :func:`find_hint`: the kind's next hint for the player's position, or a :class:`NoHint` that
  says the kind has no hints yet (or why its logic refuses this board); :func:`hint_text`: a
  hint's words as the player reads them beside the board (a step on cells without pencil marks
  says what those cells cannot be, not which digits leave candidates the player never wrote).

The window runs these in worker threads (``str8ts_gui/gui/worker.py``, ``gui/hints.py``); the
command line and tests call them directly.

Kind logic is reached through :func:`str8ts_gui.core.kind.kind_of` (never by importing a kind):
``kind_of(puzzle).logic()`` is the kind's human-logic module, or raises
:class:`~str8ts_gui.core.kind.NotSupported`. From that module this one uses ``rate(puzzle)``
(a rating with ``solved``, ``grade``, ``score`` and ``steps``) and ``find_hint(state, cancel)``.
"""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from str8ts_gui.core.kind import NotSupported, kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle, cell_name
from str8ts_gui.core.violations import Violation
from str8ts_gui.core.words import join_words
from str8ts_gui.solver.common import CancelToken, SolveResult, Status, time_limit as _time_limit

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
        if self.broken is not None:
            return f"No solution: {broken_phrase(self.broken)} (ringed)"
        if self.layout is not None:
            return f"No solution: {self.layout.message}"
        if self.unexplained:
            return f"No solution: the conflicting {clue_noun(self.puzzle)}s could not be pinned down in time"
        return no_solution_reason(self.puzzle, self.conflict)


NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def broken_phrase(v: Violation) -> str:
    """A rule the clues break on their face, said plainly: "two 8s in column 5" for a repeated
    digit (its unit, :attr:`Violation.unit`, as the checker's sentence names it), else the
    checker's own sentence."""
    if v.kind == "repeat" and v.digit and v.unit:
        count = len(v.cells)
        return f"{NUMBER_WORDS.get(count, str(count))} {v.digit}s in {v.unit}"
    return v.message[:1].lower() + v.message[1:] if v.message else "a rule is broken"


def face_violation(puzzle: Puzzle) -> Violation | None:
    """The first rule the clues break as they stand (a repeated digit first), or None."""
    try:
        found = kind_of(puzzle).check(puzzle, puzzle.clues)
    except ValueError:
        return None
    repeats = [v for v in found if v.kind == "repeat"]
    return (repeats or found or [None])[0]


def clue_noun(puzzle: Puzzle) -> str:
    """What the puzzle's kind calls its clues: "clue" (Str8ts), "given" (Sudoku)."""
    kind = kind_of(puzzle)
    return getattr(kind, "clue_noun", "") or ("clue" if kind.has_black_cells else "given")


def no_solution_reason(puzzle: Puzzle, conflict: Iterable[int]) -> str:
    """Why ``puzzle`` has no solution, in one sentence, from its minimal conflicting clues.

    No clue in the conflict means the shape itself (for Str8ts the pattern of black and white
    cells) cannot be filled; otherwise the clues named cannot all hold -- for a kind with black
    cells, together with that pattern, which may be what is wrong (a black cell missing).
    """
    cells = sorted(conflict)
    noun = clue_noun(puzzle)
    pattern = kind_of(puzzle).has_black_cells
    if not cells:
        reason = kind_of(puzzle).unfinished(puzzle)  # (a jigsaw being painted)
        if reason:
            return f"No solution: {reason}"
        if pattern:
            return (
                "No solution: the pattern of black and white cells itself cannot be filled, "
                f"whatever the {noun}s; change the pattern"
            )
        return f"No solution: the grid cannot be filled, whatever the {noun}s"
    if any(not puzzle.clues[i] for i in cells):
        # a variant rule in the conflict brings its cells, given or not: name the rules too
        what = f"the rules and {noun}s" if any(puzzle.clues[i] for i in cells) else "the rules"
        if len(cells) == 1:
            where = f"on {puzzle.cell_name(cells[0])} (ringed)"
        else:
            where = f"on the {len(cells)} ringed cells ({name_cells(cells, puzzle.size)})"
        return f"No solution: {what} {where} cannot all hold together; change one of them"
    with_pattern = " with this pattern of black and white cells" if pattern else ""
    or_pattern = " or the pattern" if pattern else ""
    if len(cells) == 1:
        i = cells[0]
        colour = "black " if pattern and puzzle.black[i] else ""
        return (
            f"No solution: the {colour}{noun} {puzzle.clues[i]} in {puzzle.cell_name(i)} (ringed) "
            f"cannot hold{with_pattern}; change it{or_pattern}"
        )
    names = name_cells(cells, puzzle.size)
    return (
        f"No solution: the {len(cells)} ringed {noun}s ({names}) cannot all hold together{with_pattern}; "
        f"change one of them{or_pattern}"
    )


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


# -- checking the player's work ---------------------------------------------------------------------
@dataclass(frozen=True)
class CheckResult:
    """What a check of the player's work found (it never changes the work)."""

    state: PlayState
    status: Status  # of the puzzle itself: UNIQUE, SEVERAL, NONE or CANCELLED
    wrong: frozenset[int] = frozenset()  # entries that differ from the solution / leave no solution
    wrong_marks: frozenset[int] = frozenset()  # empty cells whose pencil marks rule out their digit
    solution: tuple[int, ...] | None = None  # the solution when it is unique

    @property
    def ok(self) -> bool:
        return self.status in (Status.UNIQUE, Status.SEVERAL) and not self.wrong and not self.wrong_marks

    def unread_marks(self) -> str:
        """The kinds of marks on the board's empty cells that a check does not read: "corner" or
        "" (centre marks are read: see :func:`check_position`)."""
        state = self.state
        empty = [i for i in range(state.puzzle.cell_count) if state.is_open(i) and not state.entries[i]]
        return "corner" if any(state.corner[i] for i in empty) else ""

    @property
    def message(self) -> str:
        n = self.state.puzzle.size
        if self.status is Status.CANCELLED:
            return "Check cancelled"
        if self.status is Status.NONE:
            return "Check: the puzzle has no solution, so there is nothing to check against"
        if self.ok:
            if self.state.is_filled():
                return "Check: all correct, the puzzle is solved"
            unread = self.unread_marks()
            if unread:  # they may have lost the answer: say what was read
                return f"Check: no mistakes so far in your entries and pencil marks ({unread} marks are not checked)"
            return "Check: no mistakes so far"
        parts = []
        if self.wrong:
            verb = "is wrong" if len(self.wrong) == 1 else "are wrong"
            if self.status is Status.SEVERAL:
                verb = "leaves no solution" if len(self.wrong) == 1 else "leave no solution"
            parts.append(f"{name_cells(self.wrong, n)} {verb}")
        if self.wrong_marks:
            parts.append(f"the pencil marks of {name_cells(self.wrong_marks, n)} rule out the digit")
        return "Check: " + "; ".join(parts)


def check_position(
    state: PlayState, cancel: CancelToken | None = None, solve_fn: SolveFn | None = None
) -> CheckResult:
    """Find the player's mistakes.

    With one solution: the entries that differ from it, and the empty cells whose (non-empty)
    pencil marks lack its digit. With several: entries are taken in reading order and an entry
    is wrong when, with the entries kept so far, the puzzle has no solution left; pencil marks
    are wrong when no solution that keeps those entries puts any marked digit there.

    The pencil marks read are those the board shows: a cell's centre marks when it has any (the
    digits it may hold, as SudokuPad players write them), else its candidates; candidates hidden
    under corner or centre marks are not read, nor are corner marks (where a digit goes in a
    box, not what a cell holds; :meth:`CheckResult.unread_marks` names them).

    ``solve_fn`` answers "solve the puzzle, proving uniqueness" (default :func:`default_solve`);
    the window passes one that reuses what its live analysis already found.
    """
    puzzle = state.puzzle
    result = (solve_fn or default_solve)(puzzle, cancel=cancel)
    if result.status in (Status.NONE, Status.CANCELLED):
        return CheckResult(state, result.status)
    open_cells = [i for i in range(puzzle.cell_count) if state.is_open(i)]
    entries = state.entries
    marks = state.shown_marks()  # (what the board shows, as the hints read it)
    if result.status is not Status.SEVERAL:
        sol = result.solution
        wrong = frozenset(i for i in open_cells if entries[i] and entries[i] != sol[i])
        wrong_marks = frozenset(
            i for i in open_cells if not entries[i] and marks[i] and not marks[i] >> sol[i] & 1
        )
        return CheckResult(state, Status.UNIQUE, wrong, wrong_marks, tuple(sol))

    kept = list(entries)
    wrong_set: set[int] = set()
    if _sat().solve(puzzle.with_values(kept), limit=1, cancel=cancel).status is not Status.SOLVED:
        kept = [0] * puzzle.cell_count
        for i in open_cells:
            if not entries[i]:
                continue
            trial = list(kept)
            trial[i] = entries[i]
            found = _sat().solve(puzzle.with_values(trial), limit=1, cancel=cancel)
            if found.status is Status.CANCELLED:
                return CheckResult(state, Status.CANCELLED)
            if found.status is Status.NONE:
                wrong_set.add(i)
            else:
                kept = trial
    wrong_marks = frozenset()
    if any(marks[i] and not entries[i] for i in open_cells):
        candidates = _sat().true_candidates(puzzle.with_values(kept), cancel=cancel)
        if candidates.status is Status.CANCELLED:
            return CheckResult(state, Status.CANCELLED)
        wrong_marks = frozenset(
            i for i in open_cells if not entries[i] and marks[i] and not marks[i] & candidates.masks[i]
        )
    return CheckResult(state, Status.SEVERAL, frozenset(wrong_set), wrong_marks)


# -- hints ------------------------------------------------------------------------------------------
def not_available(what: str, puzzle: Puzzle, reason: str) -> str:
    """``what`` ("Hints are", "The solution path is") not available: for a kind without logic,
    that it has none yet; for a board its kind's logic refuses (``reason``: a chaos
    construction, jigsaw regions still being drawn), why."""
    from str8ts_gui.solver.logic import sentence

    kind = kind_of(puzzle)
    try:
        kind.logic()
    except NotSupported:  # the kind has no logic at all
        return f"{what} not available for {kind.title} yet."
    if not reason.strip():
        return f"{what} not available for this board."
    return f"{what} not available for this board: {sentence(reason)}"


@dataclass(frozen=True)
class NoHint:
    """The hint for a puzzle whose kind has no human logic yet, or whose board that logic refuses
    (``reason``): it says so and shows nothing.

    It has the interface of a kind's hints (see the Str8ts ``Hint``): one level, no cells, no Apply.
    """

    state: PlayState
    reason: str = ""  # the NotSupported message
    kind: str = "unsupported"
    step: None = None
    grid: None = None
    cells: frozenset[int] = frozenset()
    several: bool = False

    @property
    def levels(self) -> int:
        return 1

    def title(self, level: int) -> str:
        return "No hints"

    def text(self, level: int) -> str:
        """For a kind without logic, that it has none yet; for a board its kind's logic refuses
        (chaos construction, jigsaw regions still being drawn), why, as the Solution Path says it."""
        return not_available("Hints are", self.state.puzzle, self.reason)

    def cells_at(self, level: int) -> tuple[frozenset[int], frozenset[int]]:
        return frozenset(), frozenset()

    def can_apply(self, level: int) -> bool:
        return False


def find_hint(state: PlayState, cancel: CancelToken | None = None, solve_fn: SolveFn | None = None):
    """The next hint for the player's position from the puzzle kind's logic: a mistake if there
    is one, else the next logic step (three levels); a :class:`NoHint` for a kind without logic.
    ``solve_fn`` as for :func:`check_position`."""
    try:
        logic = kind_of(state.puzzle).logic()
        return logic.find_hint(state, cancel, solve_fn)
    except NotSupported as e:  # no logic for the kind, or not for this puzzle (a board without boxes)
        return NoHint(state, str(e))


# what a step removes, as each kind's elimination_text and the strategies' own sentences say it:
# "5 leaves r2c4", "5, 7 leave r3c3", "1-4 leave r3c5, r3c6", "3 and 8 leave r1c7 and r2c2"
_DIGIT = r"\d+(?:-\d+)?"
_CELL = r"r(\d+)c(\d+)"
_LEAVE = re.compile(
    rf"(?<![\w-])(?P<digits>(?:{_DIGIT}(?:, | and ))*{_DIGIT}) (?P<verb>leaves|leave) "
    rf"(?P<cells>{_CELL}(?:(?:, | and ){_CELL})*)(?![\w-])"
)


def _unmarked(state: PlayState, i: int) -> bool:
    """True for an open cell without an entry or candidates it shows (no centre marks, and no
    candidates or only candidates hidden under its corner marks): the player sees no candidates
    there, and the logic took the digits its peers allow for them."""
    return state.is_open(i) and not state.entries[i] and not state.shown_mask(i)


def _leave_clause(match: re.Match, state: PlayState, elims: frozenset[tuple[int, int]]) -> str:
    """One "D leave(s) CELLS" of a step's text, its unmarked cells told as "CELLS cannot be D";
    the clause as it was when it is not exactly some of the step's eliminations (a number
    before the digits, "in box 8, 6 leaves ...", is dropped from them first)."""
    text = match.group(0)
    size = state.puzzle.size
    cells_text = match.group("cells")
    cells = []
    for m in re.finditer(_CELL, cells_text):
        r, c = int(m.group(1)), int(m.group(2))
        if not (1 <= c <= size and 0 <= (r - 1) * size + c - 1 < state.puzzle.cell_count):
            return text
        cells.append((r - 1) * size + c - 1)
    blank = [i for i in cells if _unmarked(state, i)]
    if not blank:
        return text  # the player's marks: told as ever
    tokens = list(re.finditer(_DIGIT, match.group("digits")))
    for k in range(len(tokens)):
        digits: list[int] = []
        for t in tokens[k:]:
            lo, _, hi = t.group(0).partition("-")
            digits.extend(range(int(lo), int(hi or lo) + 1))
        if digits != sorted(set(digits)) or (match.group("verb") == "leaves") != (len(digits) == 1):
            continue
        if not all((i, d) in elims for i in cells for d in digits):
            continue
        head = match.group(0)[: tokens[k].start()]  # the words before the digits ("box 8, ")
        said = match.group("digits")[tokens[k].start():]
        if " and " in said:
            either = " or ".join(said.rsplit(" and ", 1))
        else:
            either = " or ".join(said.rsplit(", ", 1))
        with_and = " and " in cells_text or ", " not in cells_text  # "r1c1 and r1c2", or "r1c1, r1c2"
        marked = [i for i in cells if i not in blank]
        parts = [f"{said} {match.group('verb')} {_cell_list(marked, size, with_and)}"] if marked else []
        parts.append(f"{_cell_list(blank, size, with_and)} cannot be {either}")
        return head + "; ".join(parts)
    return text


def _cell_list(cells: list[int], size: int, with_and: bool) -> str:
    """Every cell's name, as the kind's step listed them: "r1c1, r1c2 and r1c3" or "r1c1, r1c2, r1c3"."""
    names = [cell_name(i, size) for i in cells]
    return join_words(names) if with_and else ", ".join(names)


def hint_text(hint, level: int) -> str:
    """``hint.text(level)`` as the player reads it beside the board: the whole step (level 3) on
    cells without pencil marks, whose candidates the player never wrote, says what they cannot
    be ("r3c3 cannot be 5 or 7") instead of which digits leave them ("5, 7 leave r3c3"), and
    that Apply pencils in the candidates left there (the board shows them, the removed ones
    struck out, while the step is shown). Every other hint, and a step about cells with pencil
    marks, reads as ``hint.text`` says."""
    text = hint.text(level)
    step = getattr(hint, "step", None)
    if hint.kind != "step" or step is None or level < 3 or not step.eliminations:  # (3: FULL)
        return text
    state = hint.state
    if not any(_unmarked(state, i) for i, _ in step.eliminations):
        return text
    elims = frozenset(step.eliminations)
    text = _LEAVE.sub(lambda m: _leave_clause(m, state, elims), text)
    placed = {i for i, _ in step.placements}
    # (Apply pencils in no cell that shows corner marks: see session.takes_candidates)
    blank = sorted({
        i for i, _ in step.eliminations if _unmarked(state, i) and not state.has_notes(i) and i not in placed
    })
    if blank and hint.can_apply(level):
        from str8ts_gui.solver.logic import sentence

        text = sentence(text) + f" Apply pencils in the candidates left in {name_cells(blank, state.puzzle.size)}."
    return text
