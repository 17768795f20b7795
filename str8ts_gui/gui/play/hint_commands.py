"""The hint assistant's commands: Hint (Ctrl+H; the next level, or a new hint looked for in the
background), the words a hint shows, Apply Hint (Ctrl+Shift+H) and Check (Ctrl+K, and Check as
I Go after each change), with what the status bar says of each.

:class:`~str8ts_gui.gui.play.hints.HintAssistant` keeps its methods of the same names and hands over
here (each function takes the assistant as ``self``); what it does while the board changes
(putting a hint away, following an undone Apply) stays there. Loaded at the first hint or check,
not with the window.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.solver.analysis import CheckResult, hint_text
from str8ts_gui.solver.common import CancelToken, Status
from str8ts_gui.solver.logic import sentence
from str8ts_gui.gui.board.step_view import StepView
from str8ts_gui.gui.play.completion import grid_is_solved
from str8ts_gui.gui.play.hints import (
    CHECK_CHANGED, DRAWINGS_NOT_READ, EDIT_APPLY, FULL, HIDDEN_MARKS, MORE_TO_APPLY, SEARCHING, SHOWN_APPLY, _PENCILS_IN,
    shows_corner_marks,
)
from str8ts_gui.gui.worker import TaskResult

if TYPE_CHECKING:
    from str8ts_gui.gui.play.hints import AnyHint


def _has_drawings(puzzle) -> bool:
    """Whether ``puzzle`` holds drawings kept as they are (an f-puzzles file's ``text``,
    ``circle``, ``rectangle``, ``line``, or ``cage`` without a sum), which say nothing here."""
    return any(getattr(c, "rule", None) == "cosmetic" for c in getattr(puzzle, "constraints", ()))


def _hint_job(find: Callable[..., AnyHint], state: PlayState, token: CancelToken) -> AnyHint:
    return find(state, token)


def _check_job(check: Callable[..., CheckResult], state: PlayState, token: CancelToken) -> CheckResult:
    return check(state, token)


def request_hint(self) -> None:
    """The Hint command: the next level of the current hint, or a new hint."""
    state = self.controller.session.state
    hint = self.hint
    if hint is not None and hint.state == state:
        if self.level < hint.levels:
            self.level += 1
        _show(self)
        return
    if self._hints.busy and self._asked == state:
        return  # already looking
    self._asked = state
    self._hints.start(partial(_hint_job, self.find_fn, state))
    self.message.emit(SEARCHING)
    self.hintSearching.emit()


def _hint_ready(self, result: TaskResult) -> None:
    self._asked = None
    if result.error is not None:
        text = f"Hint failed: {type(result.error).__name__}: {result.error}"
        self.message.emit(text)
        self.hintFailed.emit(text)
        return
    hint: AnyHint = result.value
    if hint.kind not in ("cancelled", "unsupported"):  # (it checked the position: solved the puzzle)
        _decided(self, hint.state.puzzle)
    if hint.state != self.controller.session.state or hint.kind == "cancelled":
        return  # about a position that is gone
    self.hint = hint
    self.level = 1
    _show(self)


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
    self.message.emit(words(self, hint, level))
    self.hintShown.emit(hint, level)


def _writes_shown(self, hint) -> bool:
    """Whether Apply of ``hint`` writes in the candidates Show Candidates shows (a step that
    removes candidates, Show Candidates on: see apply_hint)."""
    return hint.kind == "step" and bool(hint.step.eliminations) and self.controller.show_candidates


def words(self, hint: AnyHint, level: int) -> str:
    """The hint's words as the panel and the status bar show them (:func:`hint_text`); a
    step that Apply carries out with Show Candidates on says what Apply writes then, and a
    hint about the player's marks that Show Candidates hides them."""
    text = hint_text(hint, level)
    if hint.kind == "stuck" and getattr(hint, "several", False) and _has_drawings(hint.state.puzzle):
        return sentence(text) + " " + DRAWINGS_NOT_READ
    if hint.kind == "marks" and self.controller.show_candidates:
        return sentence(text) + " " + HIDDEN_MARKS
    if not hint.can_apply(level) or hint.kind != "step":
        return text
    if _writes_shown(self, hint):
        text = sentence(_PENCILS_IN.sub("", text)) + " " + SHOWN_APPLY
    noted = _noted(self, hint)
    if noted:
        text = sentence(text) + (
            f" {shows_corner_marks(noted, hint.state.puzzle.size)}, where Apply writes no candidates."
        )
    return text


def _noted(self, hint) -> list[int]:
    """The cells a step removes candidates from that show the player's corner marks and no
    centre marks (no entry): a hint's Apply writes no candidates there (they would not show;
    a cell's centre marks are its candidates, and Apply takes the digit out of them)."""
    state = hint.state
    return sorted({
        i for i, _d in hint.step.eliminations
        if state.is_open(i) and not state.entries[i] and state.candidate_layer(i) is None
    })


def apply_hint(self) -> bool:
    """Carry out the hint shown in full, as one undoable move (in play mode: an answer
    written into a board being set would be taken for part of it)."""
    if not self.can_apply():
        if self.waits_for_play():
            self.message.emit(EDIT_APPLY)
        elif self.waits_for_more():
            self.message.emit(MORE_TO_APPLY)
        else:
            self.message.emit("Nothing to apply: Ctrl+H shows a hint, pressed again it shows more")
        return False
    hint = self.hint
    session = self.controller.session
    self.hintApplied.emit(1)
    if hint.kind == "step":
        what = f"{hint.step.strategy} applied"
    else:
        what = "Wrong entries removed" if hint.kind == "wrong" else "Pencil marks cleared"
    self.applied = what  # (the panel says it when the hint goes with the change it makes)
    # Show Candidates draws the rules' candidates, never a step's eliminations: the
    # candidates it shows are written in as pencil marks with the step (one undo step), and
    # it is turned off, so that the board shows what the step removed
    written = _writes_shown(self, hint)
    try:
        if hint.kind == "step":
            step = hint.step
            with session.group():
                done = session.apply_step(step.placements, step.eliminations, hint.grid.masks)
                if done and written:
                    session.fill_marks()
        elif hint.kind == "wrong":
            done = session.clear_entries(hint.cells)
        else:
            done = session.clear_marks(hint.cells)
    finally:
        self.applied = ""
    if not done and hint.kind == "step":
        self.message.emit(_nothing_written(self, hint))
    if done:
        if written:
            self._shown_apply = (hint.state, session.state)
            self.controller.set_show_candidates(False)
        if not grid_is_solved(session.state):  # (a finish is told by the window, the hint counted)
            if written:
                self.message.emit(
                    f"{what}: Show Candidates is off, its candidates written in as your pencil marks "
                    "without the ones the step removed (Ctrl+Z undoes it); Ctrl+H for the next hint"
                )
            else:
                self.message.emit(f"{what} (Ctrl+Z undoes it); Ctrl+H for the next hint")
    else:
        self.hintApplied.emit(-1)
    return done


def _nothing_written(self, hint) -> str:
    """Why a step's Apply changed nothing: its cells show the player's corner marks, which
    take the place of candidates (a hint's Apply writes none there), and the
    hints read such a cell as every digit the board's digits allow there, so the step comes
    back."""
    state = self.controller.session.state
    noted = _noted(self, hint)
    if not noted:
        return "Nothing to apply: the step changes nothing on your board"
    return (
        f"Nothing to apply: {shows_corner_marks(noted, state.puzzle.size)}, which hide candidates, so the "
        "step cannot be written there; the hints' steps take such a cell to hold every digit the board's "
        "digits allow there, so clear those marks (Delete in the Corner mode) or give the cell centre marks "
        "to get past this step"
    )


def check(self, quiet: bool = False) -> None:
    """Mark the wrong entries and pencil marks (in the background); ``quiet``: say nothing
    when all is well (check as I go)."""
    self._check_timer.stop()
    state = self.controller.session.state
    explicit = self._explicit
    if quiet and explicit is not None and explicit != state and self._checks.busy:
        self.message.emit(CHECK_CHANGED)  # Check as I Go's check of the board now takes its place
    self._explicit = None if quiet else state
    self._quiet_check = quiet
    self._checks.start(partial(_check_job, self.check_fn, state))


def set_check_as_you_go(self, on: bool) -> None:
    self.check_as_you_go = bool(on)
    if self.check_as_you_go:
        check(self, quiet=True)
    else:
        self._check_timer.stop()
        self.controller.set_highlights(wrong=(), wrong_marks=())


def _check_ready(self, result: TaskResult) -> None:
    self._explicit = None
    if result.error is not None:
        self.message.emit(f"Check failed: {type(result.error).__name__}: {result.error}")
        return
    check: CheckResult = result.value
    if check.status is Status.CANCELLED:
        return
    _decided(self, check.state.puzzle)
    if check.state != self.controller.session.state:
        if not self._quiet_check:  # the player asked: the answer is about a board that is gone
            self.message.emit(CHECK_CHANGED)
        return
    self.controller.set_highlights(wrong=check.wrong, wrong_marks=check.wrong_marks)
    if not self._quiet_check or not check.ok or check.state.is_filled():
        said = check.message
        if check.wrong_marks and self.controller.show_candidates:  # (not the candidates shown)
            said = f"{sentence(said)} {HIDDEN_MARKS}"
        self.message.emit(said)
    self.checked.emit(check)


def _decided(self, puzzle) -> None:
    """A Check or hint search solved ``puzzle`` to the end: ``decided`` when it is still the
    board's puzzle (the live check, stopped at "Not decided yet", takes the answer)."""
    if puzzle == self.controller.session.puzzle:
        self.decided.emit(puzzle)
