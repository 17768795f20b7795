"""Hints and checking the player's work.

The pure part (no widgets) finds, for a :class:`~str8ts_gui.core.puzzle.PlayState`:

* :func:`check_position` -- which entries are wrong (differ from the solution; with several
  solutions: leave none) and which cells' pencil marks rule out their digit;
* :func:`find_hint` -- a :class:`Hint`: a mistake if there is one, else the next logic step from
  the player's entries and pencil marks (:func:`position_grid`), told in three levels as the
  best Sudoku programs do: the strategy's name, then where to look, then the whole step.

:class:`HintAssistant` runs both off the GUI thread and keeps the board's highlights in step;
:class:`HintPanel` is the dock that shows the hint text and its Apply button.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.core.puzzle import PlayState, cell_name, full_mask
from str8ts_gui.kinds.str8ts.logic import STRATEGY_BY_NAME, CandidateGrid, Step, next_step
from str8ts_gui.solver import sat
from str8ts_gui.solver.sat import CancelToken, Status
from str8ts_gui.gui.controller import GameController, StepView
from str8ts_gui.gui.worker import TaskResult, TaskRunner

__all__ = [
    "CheckResult",
    "Hint",
    "HintAssistant",
    "HintPanel",
    "LEVELS",
    "check_position",
    "describe_area",
    "find_hint",
    "position_grid",
]

VAGUE, CONCRETE, FULL = 1, 2, 3
LEVELS = {VAGUE: "Which strategy", CONCRETE: "Where to look", FULL: "The step"}


# -- the position ---------------------------------------------------------------------------------
def position_grid(state: PlayState) -> CandidateGrid:
    """The candidate grid of the player's position: clues and entries placed, pencil marks as
    candidates.

    A cell without pencil marks counts as holding every digit its row and column still allow
    (the row/column rule is taken as done, as a player without marks does it in their head);
    so hints and paths start with the first step worth telling.
    """
    puzzle = state.puzzle
    values = state.values()
    marks = list(state.marks)
    full = full_mask(puzzle.size)
    peers = layout_of(puzzle).peers
    for i in range(puzzle.cell_count):
        if state.is_open(i) and not state.entries[i] and not marks[i]:
            seen = 0
            for j in peers[i]:
                if values[j]:
                    seen |= 1 << values[j]
            marks[i] = full & ~seen  # 0 (no digit left) is shown as all digits: a broken grid anyway
    return CandidateGrid.from_puzzle(puzzle, values=values, marks=marks)


def _names(cells, size: int) -> str:
    names = [cell_name(i, size) for i in sorted(cells)]
    if len(names) <= 1:
        return "".join(names)
    if len(names) > 6:
        return ", ".join(names[:5]) + f" and {len(names) - 5} more"
    return ", ".join(names[:-1]) + " and " + names[-1]


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def describe_area(cells, puzzle) -> str:
    """Rows, columns and compartments that make up ``cells``: "row 1 and column 4"."""
    area = set(cells)
    if not area:
        return "the highlighted cells"
    n = puzzle.size
    lay = layout_of(puzzle)
    rows, cols = [], []
    covered: set[int] = set()
    for kind, lines, out in (("row", lay.rows, rows), ("column", lay.cols, cols)):
        for k, line in enumerate(lines):
            white = [i for i in line if not puzzle.black[i]]
            if len(white) > 1 and all(i in area for i in white):
                out.append(k + 1)
                covered.update(line)
    parts = []
    if rows:
        parts.append(("row " if len(rows) == 1 else "rows ") + ", ".join(map(str, rows)))
    if cols:
        parts.append(("column " if len(cols) == 1 else "columns ") + ", ".join(map(str, cols)))
    rest = {i for i in area if i not in covered and not puzzle.black[i]}
    for comp in lay.compartments:
        if len(comp.cells) > 1 and rest.issuperset(comp.cells):
            parts.append(f"compartment {comp.name}")
            rest.difference_update(comp.cells)
    if rest:
        parts.append(_names(rest, n))
    if len(parts) > 4:
        return "the highlighted cells"
    return _join(parts)


# -- checking ---------------------------------------------------------------------------------------
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
            return "Check: no mistakes so far"
        parts = []
        if self.wrong:
            verb = "is wrong" if len(self.wrong) == 1 else "are wrong"
            if self.status is Status.SEVERAL:
                verb = "leaves no solution" if len(self.wrong) == 1 else "leave no solution"
            parts.append(f"{_names(self.wrong, n)} {verb}")
        if self.wrong_marks:
            parts.append(f"the pencil marks of {_names(self.wrong_marks, n)} rule out the digit")
        return "Check: " + "; ".join(parts)


def check_position(state: PlayState, cancel: CancelToken | None = None) -> CheckResult:
    """Find the player's mistakes.

    With one solution: the entries that differ from it, and the empty cells whose (non-empty)
    pencil marks lack its digit. With several: entries are taken in reading order and an entry
    is wrong when, with the entries kept so far, the puzzle has no solution left; pencil marks
    are wrong when no solution that keeps those entries puts any marked digit there.
    """
    puzzle = state.puzzle
    result = sat.solve(puzzle, limit=2, cancel=cancel)
    if result.status in (Status.NONE, Status.CANCELLED):
        return CheckResult(state, result.status)
    open_cells = [i for i in range(puzzle.cell_count) if state.is_open(i)]
    entries, marks = state.entries, state.marks
    if result.status is not Status.SEVERAL:
        sol = result.solution
        wrong = frozenset(i for i in open_cells if entries[i] and entries[i] != sol[i])
        wrong_marks = frozenset(
            i for i in open_cells if not entries[i] and marks[i] and not marks[i] >> sol[i] & 1
        )
        return CheckResult(state, Status.UNIQUE, wrong, wrong_marks, tuple(sol))

    kept = list(entries)
    wrong_set: set[int] = set()
    if sat.solve(puzzle.with_values(kept), limit=1, cancel=cancel).status is not Status.SOLVED:
        kept = [0] * puzzle.cell_count
        for i in open_cells:
            if not entries[i]:
                continue
            trial = list(kept)
            trial[i] = entries[i]
            found = sat.solve(puzzle.with_values(trial), limit=1, cancel=cancel)
            if found.status is Status.CANCELLED:
                return CheckResult(state, Status.CANCELLED)
            if found.status is Status.NONE:
                wrong_set.add(i)
            else:
                kept = trial
    wrong_marks = frozenset()
    if any(marks[i] and not entries[i] for i in open_cells):
        candidates = sat.true_candidates(puzzle.with_values(kept), cancel=cancel)
        if candidates.status is Status.CANCELLED:
            return CheckResult(state, Status.CANCELLED)
        wrong_marks = frozenset(
            i for i in open_cells if not entries[i] and marks[i] and not marks[i] & candidates.masks[i]
        )
    return CheckResult(state, Status.SEVERAL, frozenset(wrong_set), wrong_marks)


# -- hints ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """A hint for one position.

    ``kind``: "step" (a logic step), "wrong" (entries are wrong), "marks" (pencil marks rule out
    the digit), "solved", "stuck" (no logic step found), "unsolvable" (the puzzle has no
    solution) or "cancelled".
    """

    state: PlayState
    kind: str
    step: Step | None = None
    grid: CandidateGrid | None = None  # the position the step was found in
    cells: frozenset[int] = frozenset()  # the wrong cells ("wrong", "marks")
    several: bool = False  # the puzzle has more than one solution

    @property
    def levels(self) -> int:
        """How many levels this hint has: 3 for a logic step, 1 for the others."""
        return FULL if self.kind == "step" else 1

    def title(self, level: int) -> str:
        if self.kind == "step":
            return f"Hint {level} of 3: {LEVELS[level].lower()}"
        return {
            "wrong": "A mistake",
            "marks": "Pencil marks to fix",
            "solved": "Solved",
            "stuck": "No step found",
            "unsolvable": "No solution",
            "cancelled": "Hint",
        }[self.kind]

    def text(self, level: int) -> str:
        n = self.state.puzzle.size
        if self.kind == "step":
            step = self.step
            name = step.strategy
            strategy = STRATEGY_BY_NAME.get(name)
            if level <= VAGUE:
                about = f" ({strategy.description})" if strategy else ""
                return f"Try: {name}{about}."
            if level == CONCRETE:
                return f"{name}: look at {describe_area(step.area or step.cells, self.state.puzzle)}."
            return f"{name}: {_sentence(step.text)}"
        if self.kind == "wrong":
            verb = "is wrong" if len(self.cells) == 1 else "are wrong"
            if self.several:
                verb = "leaves no solution" if len(self.cells) == 1 else "leave no solution"
            return f"{_names(self.cells, n)} {verb}. Apply removes {'it' if len(self.cells) == 1 else 'them'}."
        if self.kind == "marks":
            which = "its digit" if len(self.cells) == 1 else "their digits"
            return (
                f"The pencil marks of {_names(self.cells, n)} rule out {which}. "
                "Apply clears them."
            )
        if self.kind == "solved":
            return "The puzzle is solved."
        if self.kind == "stuck":
            if self.several:
                return "No logical step found: the puzzle has more than one solution, so logic cannot finish it."
            return "No logical step found from here: the next step needs a strategy beyond those str8ts_gui knows."
        if self.kind == "unsolvable":
            return "The puzzle has no solution, so there is nothing to hint."
        return "The hint was cancelled."

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
        return frozenset(self.cells), frozenset()

    def can_apply(self, level: int) -> bool:
        if self.kind == "step":
            return level >= FULL and bool(self.step.placements or self.step.eliminations)
        return self.kind in ("wrong", "marks")


def find_hint(state: PlayState, cancel: CancelToken | None = None) -> Hint:
    """A mistake in the player's work if there is one, else the next logic step from it."""
    check = check_position(state, cancel)
    several = check.status is Status.SEVERAL
    if check.status is Status.CANCELLED:
        return Hint(state, "cancelled")
    if check.status is Status.NONE:
        return Hint(state, "unsolvable")
    if check.wrong:
        return Hint(state, "wrong", cells=check.wrong, several=several)
    if check.wrong_marks:
        return Hint(state, "marks", cells=check.wrong_marks, several=several)
    grid = position_grid(state)
    if grid.is_solved():
        return Hint(state, "solved", grid=grid)
    step = next_step(grid)
    if step is None:
        return Hint(state, "stuck", grid=grid, several=several)
    return Hint(state, "step", step, grid, several=several)


# -- running them for the window ------------------------------------------------------------------
def _hint_job(find: Callable[..., Hint], state: PlayState, token: CancelToken) -> Hint:
    return find(state, token)


def _check_job(check: Callable[..., CheckResult], state: PlayState, token: CancelToken) -> CheckResult:
    return check(state, token)


class HintAssistant(QObject):
    """Hints (escalating while the position stays the same), Apply, Check and Check as I Go.

    The solver and the logic run in worker threads; a result about a position that has changed
    meanwhile is dropped. Checking never changes the player's work: it only sets the board's
    ``wrong`` and ``wrong_marks`` highlights.
    """

    hintShown = Signal(object, int)  # Hint, level (1 vague .. 3 the step), in the GUI thread
    hintCleared = Signal()  # the position changed: the hint shown is gone
    checked = Signal(object)  # CheckResult shown on the board
    message = Signal(str)

    CHECK_DELAY_MS = 120  # check as I go waits this long after a change (typing fast checks once)

    def __init__(
        self,
        controller: GameController,
        parent: QObject | None = None,
        *,
        find_fn: Callable[..., Hint] = find_hint,
        check_fn: Callable[..., CheckResult] = check_position,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.find_fn = find_fn
        self.check_fn = check_fn
        self.hint: Hint | None = None
        self.level = 0
        self.check_as_you_go = False
        self._asked: PlayState | None = None  # the position a hint is being looked for
        self._quiet_check = False
        self._hints = TaskRunner(self, name="str8ts-hint")
        self._hints.finished.connect(self._hint_ready)
        self._checks = TaskRunner(self, name="str8ts-check")
        self._checks.finished.connect(self._check_ready)
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(self.CHECK_DELAY_MS)
        self._check_timer.timeout.connect(lambda: self.check(quiet=True))
        controller.stateChanged.connect(self._state_changed)

    @property
    def busy(self) -> bool:
        return self._hints.busy or self._checks.busy or self._check_timer.isActive()

    # -- hints --------------------------------------------------------------------------------
    def request_hint(self) -> None:
        """The Hint command: the next level of the current hint, or a new hint."""
        state = self.controller.session.state
        hint = self.hint
        if hint is not None and hint.state == state:
            if self.level < hint.levels:
                self.level += 1
            self._show()
            return
        if self._hints.busy and self._asked == state:
            return  # already looking
        self._asked = state
        self._hints.start(partial(_hint_job, self.find_fn, state))
        self.message.emit("Looking for a hint…")

    def _hint_ready(self, result: TaskResult) -> None:
        self._asked = None
        if result.error is not None:
            self.message.emit(f"Hint failed: {type(result.error).__name__}: {result.error}")
            return
        hint: Hint = result.value
        if hint.state != self.controller.session.state or hint.kind == "cancelled":
            return  # about a position that is gone
        self.hint = hint
        self.level = 1
        self._show()

    def _show(self) -> None:
        hint, level = self.hint, self.level
        if hint is None:
            return
        cells, area = hint.cells_at(level)
        if hint.kind == "step" and level >= FULL:
            view = StepView.of_step(hint.step, hint.grid.masks)
        else:
            view = StepView(cells=cells, area=area)
        self.controller.set_step_view(view)
        self.message.emit(hint.text(level))
        self.hintShown.emit(hint, level)

    def can_apply(self) -> bool:
        hint = self.hint
        return hint is not None and hint.state == self.controller.session.state and hint.can_apply(self.level)

    def apply_hint(self) -> bool:
        """Carry out the hint shown in full, as one undoable move."""
        if not self.can_apply():
            self.message.emit("Nothing to apply: Ctrl+H shows a hint, pressed again it shows more")
            return False
        hint = self.hint
        session = self.controller.session
        if hint.kind == "step":
            step = hint.step
            done = session.apply_step(step.placements, step.eliminations, hint.grid.masks)
            what = f"{step.strategy} applied"
        elif hint.kind == "wrong":
            done = session.clear_entries(hint.cells)
            what = "Wrong entries removed"
        else:
            done = session.clear_marks(hint.cells)
            what = "Pencil marks cleared"
        if done:
            self.message.emit(f"{what} (Ctrl+Z undoes it); Ctrl+H for the next hint")
        return done

    def _state_changed(self) -> None:
        if self.hint is not None:
            self.hint = None
            self.level = 0
            self.hintCleared.emit()
        if self.check_as_you_go:
            self._check_timer.start()

    # -- checking -------------------------------------------------------------------------------
    def check(self, quiet: bool = False) -> None:
        """Mark the wrong entries and pencil marks (in the background); ``quiet``: say nothing
        when all is well (check as I go)."""
        self._check_timer.stop()
        self._quiet_check = quiet
        state = self.controller.session.state
        self._checks.start(partial(_check_job, self.check_fn, state))

    def set_check_as_you_go(self, on: bool) -> None:
        self.check_as_you_go = bool(on)
        if self.check_as_you_go:
            self.check(quiet=True)
        else:
            self._check_timer.stop()
            self.controller.set_highlights(wrong=(), wrong_marks=())

    def _check_ready(self, result: TaskResult) -> None:
        if result.error is not None:
            self.message.emit(f"Check failed: {type(result.error).__name__}: {result.error}")
            return
        check: CheckResult = result.value
        if check.state != self.controller.session.state or check.status is Status.CANCELLED:
            return
        self.controller.set_highlights(wrong=check.wrong, wrong_marks=check.wrong_marks)
        if not self._quiet_check or not check.ok or check.state.is_filled():
            self.message.emit(check.message)
        self.checked.emit(check)

    def shutdown(self, timeout: float = 0.5) -> None:
        self._check_timer.stop()
        self._hints.shutdown(timeout / 2)
        self._checks.shutdown(timeout / 2)


class HintPanel(QDockWidget):
    """The Hint dock: the hint's level, its text, and buttons for more and for Apply."""

    EMPTY = (
        "Ctrl+H gives a hint about your board: first which strategy to try, pressed again where "
        "to look, then the whole step, which Apply carries out."
    )

    def __init__(self, assistant: HintAssistant, parent: QWidget | None = None) -> None:
        super().__init__("Hint", parent)
        self.setObjectName("hint_panel")
        self.assistant = assistant
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(8, 6, 8, 8)
        self.level_label = QLabel(body)
        self.level_label.setObjectName("hint_level")
        font = self.level_label.font()
        font.setBold(True)
        self.level_label.setFont(font)
        self.level_label.setWordWrap(True)
        self.text_label = QLabel(self.EMPTY, body)
        self.text_label.setObjectName("hint_text")
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QHBoxLayout()
        self.more_button = QPushButton("Hint", body)
        self.more_button.setObjectName("hint_more")
        self.more_button.setToolTip("A hint, or more of the hint shown (Ctrl+H)")
        self.more_button.clicked.connect(assistant.request_hint)
        self.apply_button = QPushButton("Apply", body)
        self.apply_button.setObjectName("hint_apply")
        self.apply_button.setToolTip("Carry out the step: one move, Ctrl+Z undoes it (Ctrl+Shift+H)")
        self.apply_button.clicked.connect(assistant.apply_hint)
        for b in (self.more_button, self.apply_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout.addWidget(self.level_label)
        layout.addWidget(self.text_label)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.setWidget(body)
        assistant.hintShown.connect(self.show_hint)
        assistant.hintCleared.connect(self._cleared)
        self._update_buttons()

    def show_hint(self, hint: Hint, level: int) -> None:
        self.level_label.setText(hint.title(level))
        self.text_label.setText(hint.text(level))
        self._update_buttons()

    def _cleared(self) -> None:
        if self.level_label.text():
            self.level_label.setText("")
            self.text_label.setText("Your board has changed. Ctrl+H for a hint about it.")
        self._update_buttons()

    def _update_buttons(self) -> None:
        a = self.assistant
        more = a.hint is not None and a.level < a.hint.levels
        self.more_button.setText("More" if more else "Hint")
        self.apply_button.setEnabled(a.can_apply())
