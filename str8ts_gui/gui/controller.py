"""The game controller: what the board widget and the main window act on.

It owns the view state that is not part of the puzzle (mode, selection, pencil mode, symmetric
painting, highlights) and turns user intentions ("type 5", "paint this cell") into
:class:`~str8ts_gui.core.session.Session` moves. Widgets only listen to its signals.

What the board shows is :meth:`GameController.display`: the session's state, with candidates
filled in for display when "Show Candidates" is on, or -- while a step of the solution path is
previewed -- that step's position instead, read-only. Highlights that describe a position
(check results, a hint) end when the position changes.
"""

from __future__ import annotations

import importlib
import re
import time
import weakref
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Iterable, Sequence

import shiboken6
from PySide6.QtCore import QObject, Signal

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import COLOURS, MARK_LAYERS, PlayState, Puzzle, cell_name, digit_char, digits_mask, full_mask
from str8ts_gui.core.session import Mode, Session
from str8ts_gui.core.violations import Violation, violating_cells
from str8ts_gui.gui.render import RenderOptions

__all__ = ["ENTRY_MODES", "GameController", "Mode", "StepView", "region_problems"]

# kinds whose regions the editor paints by dragging (their model has ``with_regions``, which
# refuses regions of more than 9 cells, and ``disconnected_regions``)
REGION_KINDS = frozenset({"suguru"})


def region_model(kind: str):
    """The model module of a kind with painted regions."""
    return importlib.import_module(f"str8ts_gui.kinds.{kind}.model")


def region_problems(puzzle: Puzzle) -> str:
    """A warning naming the regions that are not connected, each by its first cell ("" if none).
    (A region of more than 9 cells never comes about: the drag that would make it stops.)"""
    if puzzle.kind not in REGION_KINDS or not puzzle.regions:
        return ""
    split = set(region_model(puzzle.kind).disconnected_regions(puzzle))
    firsts = [i for i, g in enumerate(puzzle.regions) if g in split and puzzle.regions.index(g) == i]
    if not firsts:
        return ""
    names = ", ".join(cell_name(i, puzzle.size) for i in firsts)
    return f"Regions not connected: the region{'s' if len(firsts) > 1 else ''} of {names} (allowed, but unusual)"


# what digits do in play mode (the number pad's buttons and the keys Z, X, C, V choose it);
# Shift, Ctrl and Alt with a digit key write a corner mark, a centre mark or a candidate
ENTRY_MODES = ("digit", "corner", "centre", "candidates", "colour")
MODE_LAYERS = {"digit": "digit", "corner": "corner", "centre": "centre", "candidates": "marks", "colour": "colour"}
CLEAR_LAYERS = {"digit": None, "corner": "corner", "centre": "centre", "candidates": "marks", "colour": "colours"}
LAYER_WORDS = {"corner": "corner marks", "centre": "centre marks", "marks": "candidates", "colours": "colours"}
ENTRY_MODE_MESSAGES = {
    "digit": "Digits enter answers",
    "corner": "Digits toggle corner marks (Shift+digit does too)",
    "centre": "Digits toggle centre marks (Ctrl+digit does too)",
    "candidates": "Pencil marks on: digits toggle candidates (Alt+digit does too)",
    "colour": f"Digits 1-{COLOURS} paint cell colours",
}
TWO_DIGIT_SECONDS = 0.8  # on 16 x 16: 1 then 6 within this long is 16


def _typed(digit: int) -> str:
    """``digit`` in a message saying it is not one of the board's, with its letter key for
    10-16 (D, 13, typed on a 12 x 12 board: "13 (key D)"; they come from the letters alone)."""
    return f"{digit} (key {digit_char(digit)})" if 10 <= digit <= 16 else str(digit)


def _repeat_unit(v: Violation) -> str | None:
    """The row, column, box or region a repeated digit is in ("row 3"): the violation's own
    ``unit``, which its message names too; None for any other broken rule."""
    if v.kind != "repeat" or not v.unit:
        return None
    return v.unit


@dataclass(frozen=True)
class StepView:
    """How a logic step (or a hint about one) is shown on the board."""

    cells: frozenset[int] = frozenset()  # the step's cells
    area: frozenset[int] = frozenset()  # where to look
    placements: tuple[tuple[int, int], ...] = ()  # (cell, digit) shown in green
    eliminations: tuple[tuple[int, int], ...] = ()  # (cell, digit) shown struck out in red
    candidates: tuple[int, ...] | None = None  # the candidates the step saw (for unmarked cells)
    digits: tuple[int, ...] = ()  # the digits the step is about: its pattern's candidates in its cells

    @classmethod
    def of_step(cls, step, candidates: Sequence[int] | None = None, *, full: bool = True) -> StepView:
        area = frozenset(step.area or step.cells)
        if not full:
            return cls(area=area)
        return cls(
            frozenset(step.cells), area, tuple(step.placements), tuple(step.eliminations),
            tuple(candidates) if candidates is not None else None, tuple(step.digits),
        )


@dataclass(frozen=True)
class Preview:
    """A position shown instead of the live board (read-only): a step of the solution path."""

    state: PlayState
    view: StepView
    label: str = ""


def grid_state(grid) -> PlayState:
    """A :class:`~str8ts_gui.kinds.str8ts.logic.CandidateGrid` as a play state: placed digits as entries and
    the candidates of the other open cells as pencil marks."""
    puzzle = grid.puzzle
    entries, marks = [], []
    for i in range(puzzle.cell_count):
        open_ = not puzzle.black[i] and not puzzle.clues[i]
        entries.append(grid.values[i] if open_ else 0)
        marks.append(grid.masks[i] if open_ and not grid.values[i] else 0)
    return PlayState(puzzle, tuple(entries), tuple(marks))


class GameController(QObject):
    changed = Signal()  # anything shown changed: state, selection, mode, options, highlights
    puzzleChanged = Signal()  # the puzzle (pattern or clues) changed: re-run analysis
    stateChanged = Signal()  # the position (puzzle, entries or pencil marks) changed
    previewChanged = Signal()  # a preview started or ended
    focusDigitChanged = Signal(object)  # the focus digit (int) or None: see set_focus_digit
    message = Signal(str)  # a short status-bar message

    def __init__(self, session: Session | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mode = Mode.EDIT
        self._selected = 0  # the cursor: the cell arrows move from, always in the selection
        self._selection: frozenset[int] = frozenset({0})
        self._anchor = 0  # where Shift+click's rectangle starts
        self._entry_mode = "digit"  # what digits do in play mode: see ENTRY_MODES
        self._last_typed: tuple | None = None  # (when, digit, cells, layer, state before, after): see _two_digits
        self._symmetric = False
        self._show_violations = True
        self._clash_said = False  # the last answer typed said what it clashes with (see _say_clash)
        self._conflict: frozenset[int] = frozenset()
        self._differ: frozenset[int] = frozenset()
        self._differ_digits: dict[int, tuple[int, int]] = {}  # differ cell -> its digits in two solutions
        self._wrong: frozenset[int] = frozenset()
        self._wrong_marks: frozenset[int] = frozenset()
        self._uncertain: frozenset[int] = frozenset()
        self._step_view: StepView | None = None
        self._preview: Preview | None = None
        self._focus_digit: int | None = None
        self._show_candidates = False
        # View > Show True Candidates: (puzzle, masks) found for a puzzle (shown in edit mode, on it)
        self._true_candidates: tuple[Puzzle, tuple[int, ...]] | None = None
        self._candidates_cache: tuple[PlayState, list[int]] | None = None
        self._violations_cache: tuple[PlayState, tuple[Violation, ...]] | None = None
        self._paint: ExitStack | None = None
        self._paint_black = False
        self._region_drag: tuple[int, bool, list[int]] | None = None  # (first cell, split, cells passed)
        self._region_refused: list[int] = []  # cells the drag passed that stayed in their regions
        self._regions_before: tuple[int, ...] = ()  # the regions when the drag began
        self._listener = None
        # the Sudoku rule tools (gui/rule_tools.RuleEditor) when a window installed them: the
        # board hands them its mouse and keys while one is active; they may ask for a margin
        self.rule_tools = None
        self.session: Session = session if session is not None else Session()
        self._puzzle: Puzzle = self.session.puzzle
        self._state: PlayState = self.session.state
        self._attach()

    # -- the session ------------------------------------------------------------------------
    def _attach(self) -> None:
        ref = weakref.ref(self)

        def listener() -> None:
            me = ref()
            if me is None or not shiboken6.isValid(me):
                session.listeners.remove(listener)
                return
            me._session_changed()

        session = self.session
        self._listener = listener
        session.listeners.append(listener)

    def detach(self) -> None:
        """Stop listening to the session (the controller is being thrown away)."""
        self.end_paint()
        if self._listener is not None and self._listener in self.session.listeners:
            self.session.listeners.remove(self._listener)
        self._listener = None

    def set_session(self, session: Session) -> None:
        """Work on another session (e.g. a newly opened file): everything is re-shown."""
        self.detach()
        self.session = session
        self._attach()
        self._session_changed(force=True)

    def _session_changed(self, force: bool = False) -> None:
        state = self.session.state
        puzzle = state.puzzle
        puzzle_changed = force or puzzle != self._puzzle
        state_changed = force or state != self._state
        old, self._state = self._state, state
        self._puzzle = puzzle
        if puzzle_changed:
            self._conflict = frozenset()
            self._differ = frozenset()
            self._differ_digits = {}
            self._wrong = self._wrong_marks = frozenset()
            self._selected = min(self._selected, puzzle.cell_count - 1)
            self._anchor = min(self._anchor, puzzle.cell_count - 1)
            kept = frozenset(i for i in self._selection if i < puzzle.cell_count)
            self._selection = kept | {self._selected}
        elif state_changed:
            # A check result stays true of the cells the change did not touch.
            self._wrong = frozenset(i for i in self._wrong if state.entries[i] == old.entries[i])
            self._wrong_marks = frozenset(
                i for i in self._wrong_marks
                if state.entries[i] == old.entries[i] and state.marks[i] == old.marks[i] and state.centre[i] == old.centre[i]
            )
        # A new document (the session's history starts afresh) or another board size starts
        # without a focus digit; editing or playing keeps it.
        fresh = force or not (self.session.can_undo or self.session.can_redo)
        focus = self._focus_digit
        if focus is not None and not fresh and (puzzle_changed or state_changed):
            # The focus digit the selected cell held follows that cell's digit when it changes
            # (a clue or an answer deleted, retyped, undone): the cell's new digit, or none.
            i = self._selected
            was = _digit_in(old, i)
            now = _digit_in(state, i)
            if was == focus and now != was:
                focus = now or None
        if focus is not None and (fresh or focus > puzzle.digits):
            focus = None
        if focus != self._focus_digit:
            self._focus_digit = focus
            self.focusDigitChanged.emit(focus)
        if state_changed:
            self._step_view = None  # a hint is about the position it was found in
            if self._preview is not None:
                self._preview = None
                self.previewChanged.emit()
        if puzzle_changed:
            self.puzzleChanged.emit()
        if state_changed:
            self.stateChanged.emit()
        self.changed.emit()

    @property
    def size(self) -> int:
        return self.session.puzzle.size

    # -- view state -------------------------------------------------------------------------
    @property
    def mode(self) -> Mode:
        return self._mode

    def set_mode(self, mode: Mode) -> None:
        mode = Mode(mode)
        if mode == self._mode:
            return
        self.end_paint()
        self._mode = mode
        self.changed.emit()
        self.message.emit("Edit mode" if mode == Mode.EDIT else "Play mode")

    @property
    def selected(self) -> int:
        """The cursor: the selected cell arrows move from (always part of :attr:`selection`)."""
        return self._selected

    @property
    def selection(self) -> frozenset[int]:
        """Every selected cell (the cursor among them): digits, marks, colours and Delete act on
        all of them."""
        return self._selection

    def select(self, index: int) -> None:
        """Select just cell ``index`` (the cursor moves there)."""
        index = self._clamp(index)
        self._set_selection(frozenset({index}), index, anchor=index)

    def select_cells(self, cells: Iterable[int], cursor: int | None = None) -> None:
        """Select ``cells`` (at least one); the cursor goes to ``cursor`` (default: the last)."""
        cells = [self._clamp(i) for i in cells]
        if not cells:
            return
        cursor = self._clamp(cursor) if cursor is not None else cells[-1]
        self._set_selection(frozenset(cells) | {cursor}, cursor)

    def add_to_selection(self, index: int) -> None:
        """Add cell ``index`` to the selection and move the cursor there (a drag, Shift+arrow)."""
        index = self._clamp(index)
        self._set_selection(self._selection | {index}, index)

    def toggle_in_selection(self, index: int) -> bool:
        """Ctrl+click: add cell ``index`` to the selection, or take it out when it is in (the last
        cell stays). True when the cell is selected afterwards."""
        index = self._clamp(index)
        if index in self._selection and len(self._selection) > 1:
            rest = self._selection - {index}
            cursor = self._selected if self._selected != index else min(rest)
            self._set_selection(rest, cursor)
            return False
        self._set_selection(self._selection | {index}, index, anchor=index)
        return True

    def extend_selection(self, index: int) -> None:
        """Shift+click: add the rectangle of cells from the anchor (the last plain or Ctrl click)
        to cell ``index``."""
        index = self._clamp(index)
        n = self.size
        (r0, c0), (r1, c1) = divmod(self._anchor, n), divmod(index, n)
        block = {
            r * n + c
            for r in range(min(r0, r1), max(r0, r1) + 1)
            for c in range(min(c0, c1), max(c0, c1) + 1)
        }
        self._set_selection(self._selection | block, index)

    def set_selection(self, cells, cursor: int) -> None:
        """Select ``cells`` (the cursor on ``cursor``, one of them); the anchor stays."""
        cursor = self._clamp(cursor)
        self._set_selection(frozenset(self._clamp(i) for i in cells) | {cursor}, cursor)

    def select_all(self) -> None:
        """Ctrl+A: every cell of the board."""
        self._set_selection(frozenset(range(self.session.puzzle.cell_count)), self._selected)

    def collapse_selection(self) -> bool:
        """Keep only the cursor selected; True when more cells were selected."""
        if len(self._selection) <= 1:
            return False
        self._set_selection(frozenset({self._selected}), self._selected, anchor=self._selected)
        return True

    def _clamp(self, index: int) -> int:
        return max(0, min(int(index), self.session.puzzle.cell_count - 1))

    def _set_selection(self, cells: frozenset[int], cursor: int, *, anchor: int | None = None) -> None:
        if anchor is not None:
            self._anchor = anchor
        if cells != self._selection or cursor != self._selected:
            self._selection, self._selected = cells, cursor
            self._last_typed = None
            self.changed.emit()

    def move_selection(self, drow: int, dcol: int, extend: bool = False) -> None:
        """An arrow key: move the cursor (and select just it); with ``extend`` (Shift) the cell
        it moves to joins the selection."""
        n = self.size
        row, col = divmod(self._selected, n)
        row = max(0, min(row + drow, self.session.puzzle.height - 1))
        col = max(0, min(col + dcol, n - 1))
        if extend:
            self.add_to_selection(row * n + col)
        else:
            self.select(row * n + col)

    @property
    def entry_mode(self) -> str:
        """What a digit does in play mode: "digit" (an answer), "corner", "centre" or
        "candidates" (the three kinds of pencil marks) or "colour" (paints colour 1-9)."""
        return self._entry_mode

    def set_entry_mode(self, mode: str) -> None:
        if mode not in ENTRY_MODES:
            raise ValueError(f"unknown entry mode {mode!r}")
        if mode != self._entry_mode:
            self._entry_mode = mode
            self._last_typed = None
            self.changed.emit()
            self.message.emit(ENTRY_MODE_MESSAGES[mode])

    @property
    def pencil_mode(self) -> bool:
        """Digits toggle positional pencil marks (the "candidates" entry mode; P)."""
        return self._entry_mode == "candidates"

    def set_pencil_mode(self, on: bool) -> None:
        on = bool(on)
        if on != self.pencil_mode:
            self.set_entry_mode("candidates" if on else "digit")

    @property
    def symmetric(self) -> bool:
        return self._symmetric

    def set_symmetric(self, on: bool) -> None:
        on = bool(on)
        if on != self._symmetric:
            self._symmetric = on
            self.changed.emit()

    @property
    def show_violations(self) -> bool:
        return self._show_violations

    def set_show_violations(self, on: bool) -> None:
        on = bool(on)
        if on != self._show_violations:
            self._show_violations = on
            self.changed.emit()

    @property
    def conflict(self) -> frozenset[int]:
        return self._conflict

    @property
    def differ(self) -> frozenset[int]:
        return self._differ

    @property
    def wrong(self) -> frozenset[int]:
        """Entries a check found wrong."""
        return self._wrong

    @property
    def wrong_marks(self) -> frozenset[int]:
        """Cells whose pencil marks a check found to rule out the digit."""
        return self._wrong_marks

    def set_highlights(
        self,
        *,
        conflict: Iterable[int] | None = None,
        differ: Iterable[int] | None = None,
        wrong: Iterable[int] | None = None,
        wrong_marks: Iterable[int] | None = None,
        uncertain: Iterable[int] | None = None,
        differ_digits: Iterable[tuple[int, int, int]] | None = None,
    ) -> None:
        """Set highlights: analysis (``conflict``, ``differ``, with ``differ_digits``: (cell, its
        digit in one solution, in another)), check results (``wrong``, ``wrong_marks``) and the
        cells a picture was read with doubt (``uncertain``); an argument left as None keeps its
        current value (``differ_digits`` goes with ``differ``: none unless given with it)."""
        new = (
            self._conflict if conflict is None else frozenset(conflict),
            self._differ if differ is None else frozenset(differ),
            self._wrong if wrong is None else frozenset(wrong),
            self._wrong_marks if wrong_marks is None else frozenset(wrong_marks),
            self._uncertain if uncertain is None else frozenset(uncertain),
        )
        if differ is not None:
            self._differ_digits = {i: (a, b) for i, a, b in differ_digits or () if i in new[1]}
        if new != (self._conflict, self._differ, self._wrong, self._wrong_marks, self._uncertain):
            self._conflict, self._differ, self._wrong, self._wrong_marks, self._uncertain = new
            self.changed.emit()

    def differ_digits(self, cell: int) -> tuple[int, int] | None:
        """The digits two solutions give ``cell``, a violet (differing) cell, or None."""
        return self._differ_digits.get(cell) if cell in self._differ else None

    @property
    def uncertain(self) -> frozenset[int]:
        """Cells the picture reader was not sure of (see gui/picture_import.py)."""
        return self._uncertain

    def clear_highlights(self) -> None:
        """Clear the analysis highlights (check results stay)."""
        self.set_highlights(conflict=(), differ=())

    @property
    def step_view(self) -> StepView | None:
        """The hint shown on the live board (None: none)."""
        return self._step_view

    def set_step_view(self, view: StepView | None) -> None:
        if view != self._step_view:
            self._step_view = view
            self.changed.emit()

    # -- the focus digit ----------------------------------------------------------------------
    @property
    def focus_digit(self) -> int | None:
        """The digit whose cells are highlighted (None: none): see :meth:`set_focus_digit`."""
        return self._focus_digit

    def set_focus_digit(self, digit: int | None) -> None:
        """Highlight every cell holding ``digit`` (clue, black clue or entry) and every cell where it
        is still a candidate (pencil marks or shown candidates); None (or 0) clears it. The number
        pad and clicks on the board call this; it changes only what is shown."""
        if digit is not None:
            digit = int(digit)
            if not 1 <= digit <= self.session.puzzle.digits:
                digit = None
        if digit != self._focus_digit:
            self._focus_digit = digit
            self.focusDigitChanged.emit(digit)
            self.changed.emit()

    def digit_at(self, index: int) -> int:
        """The digit cell ``index`` holds on the board as shown (clue or entry; 0: none)."""
        state = self.display_state()
        if not 0 <= index < state.puzzle.cell_count:
            return 0
        return state.puzzle.clues[index] or state.entries[index]

    def click_focus(self, index: int) -> None:
        """A left click on cell ``index``: a cell holding a digit focuses that digit (clicking
        the same digit again clears it); an empty cell clears the focus."""
        digit = self.digit_at(index)
        self.set_focus_digit(None if not digit or digit == self._focus_digit else digit)

    # -- previews and candidates --------------------------------------------------------------
    @property
    def preview(self) -> Preview | None:
        return self._preview

    @property
    def previewing(self) -> bool:
        return self._preview is not None

    def set_preview(self, preview: Preview | None) -> None:
        """Show ``preview`` instead of the live board (None: back to the live board)."""
        if preview != self._preview:
            self.end_paint()
            self._preview = preview
            self.previewChanged.emit()
            self.changed.emit()

    def _blocked_by_preview(self) -> bool:
        if self._preview is None:
            return False
        self.message.emit("This is a step of the solution path: Esc shows your board again")
        return True

    @property
    def show_candidates(self) -> bool:
        return self._show_candidates

    def set_show_candidates(self, on: bool) -> None:
        on = bool(on)
        if on != self._show_candidates:
            self._show_candidates = on
            self.changed.emit()

    def set_true_candidates(self, puzzle: Puzzle | None, masks: Sequence[int] | None = None) -> None:
        """The true candidates to show (the digits each cell holds in at least one solution of
        ``puzzle``; the window finds them), or none. Shown in edit mode while the puzzle on the board
        is ``puzzle``, in every empty cell, instead of the player's marks or Show Candidates'."""
        found = None if puzzle is None or masks is None else (puzzle, tuple(masks))
        if found != self._true_candidates:
            self._true_candidates = found
            self.changed.emit()

    def true_candidates_shown(self) -> tuple[int, ...] | None:
        """The true candidates the board shows now (per cell; 0 for cells with a digit), or None."""
        found = self._true_candidates
        state = self.session.state
        if found is None or self._mode != Mode.EDIT or found[0] != state.puzzle:
            return None
        return tuple(m if state.is_open(i) and not state.entries[i] and not state.puzzle.clues[i] else 0
                     for i, m in enumerate(found[1]))

    def shown_candidates(self) -> list[int]:
        """The candidates "Show Candidates" shows: for each empty open cell, the digits the
        puzzle's rules allow from the digits on the board, every rule one step deep (the kind's
        :meth:`~str8ts_gui.core.kind.PuzzleKind.pencil_candidates`), whatever the player's own
        pencil marks say (0 for other cells). Display only: nothing is written into the session."""
        state = self.session.state
        cached = self._candidates_cache
        if cached is not None and cached[0] == state:
            return cached[1]
        allowed = kind_of(state.puzzle).pencil_candidates(state.puzzle, state.values())
        shown = [allowed[i] if state.is_open(i) and not state.entries[i] else 0 for i in range(state.puzzle.cell_count)]
        self._candidates_cache = (state, shown)
        return shown

    def violations(self) -> list[Violation]:
        """The rules the board breaks as it stands (the kind's check), found once per state: the
        board's drawing, its name for screen readers and its tooltips all ask."""
        state = self.session.state
        cached = self._violations_cache
        if cached is None or cached[0] != state:
            cached = self._violations_cache = (state, tuple(kind_of(state.puzzle).check(state.puzzle, state.values())))
        return list(cached[1])

    @property
    def has_black_cells(self) -> bool:
        """True when the puzzle's kind has black cells (the editor paints them)."""
        return kind_of(self.session.puzzle).has_black_cells

    def display(self) -> tuple[PlayState, RenderOptions]:
        """The state the board draws and how."""
        preview = self._preview
        if preview is not None:
            v = preview.view
            struck = _struck(v.eliminations)
            return preview.state, RenderOptions(
                selected=self._selected,
                selection=self._selection,
                hint_cells=v.cells,
                hint_area=v.area,
                placed=dict(v.placements),
                struck=struck,
                pattern=_pattern(preview.state, preview.state.marks, v, struck),
                preview=True,
                focus_digit=self._focus_digit,
            )
        state = self.session.state
        marks = list(state.marks)
        auto: set[int] = set()
        true = self.true_candidates_shown()
        if true is not None or self._show_candidates:
            # the rules' candidates (Show Candidates), or the solutions' (Show True Candidates), in
            # every empty cell, not the player's marks
            zero = (0,) * state.puzzle.cell_count
            state = state.replace(corner=zero, centre=zero)
            for i, m in enumerate(true if true is not None else self.shown_candidates()):
                if m:
                    auto.add(i)
                marks[i] = m
        view = self._step_view or StepView()
        full = full_mask(state.puzzle.digits)
        for i, _d in view.eliminations:
            if state.is_open(i) and not state.entries[i] and not marks[i]:
                marks[i] = (view.candidates[i] if view.candidates is not None else full) & full
                auto.add(i)
        for i in _unmarked_pattern(state, marks, view):
            # a cell of the step's pattern that shows no candidates (no pencil marks, no corner or
            # centre marks, Show Candidates off): its candidates as the step saw them, so that the
            # pattern's candidates have something to stand on (HoDoKu always shows them)
            marks[i] = view.candidates[i] & full
            auto.add(i)
        if tuple(marks) != state.marks:
            state = state.replace(marks=marks)
        struck = _struck(view.eliminations)
        options = RenderOptions(
            selected=self._selected,
            selection=self._selection,
            pencil_mode=self._entry_mode != "digit" and self._mode == Mode.PLAY,
            violations=violating_cells(self.violations()) if self._show_violations else frozenset(),
            conflict=self._conflict,
            differ=self._differ,
            wrong=self._wrong,
            wrong_marks=self._wrong_marks,
            uncertain=self._uncertain,
            hint_cells=view.cells,
            hint_area=view.area,
            placed={i: d for i, d in view.placements if not state.entries[i]},
            struck=struck,
            pattern=_pattern(state, marks, view, struck),
            auto_marks=frozenset(auto),
            focus_digit=self._focus_digit,
            margin=self.rule_tools.margin() if self.rule_tools is not None else 0,
        )
        return state, options

    def display_state(self) -> PlayState:
        return self.display()[0]

    def render_options(self) -> RenderOptions:
        return self.display()[1]

    # -- moves ------------------------------------------------------------------------------
    def _mirror_cells(self, index: int) -> list[int]:
        cells = [index]
        if self._symmetric:
            mirror = self.session.puzzle.cell_count - 1 - index
            if mirror != index:
                cells.append(mirror)
        return cells

    def type_digit(self, digit: int, pencil: bool = False, layer: str | None = None, *, whole: bool = False) -> None:
        """A digit typed on the selected cells (0 clears them).

        In edit mode it becomes their clue (a mark or a colour asked for by ``layer`` is not
        written there: the status bar says they are for play mode). In play mode it does what
        the entry mode says (:attr:`entry_mode`), or what ``layer`` asks: "marks" (``pencil``: a
        positional pencil mark), "corner", "centre" or "colour" -- the keys' modifiers and the
        number pad choose it. On every selected open cell at once, as one undoable move.

        On boards with more than 9 digits, 1 followed within :data:`TWO_DIGIT_SECONDS` by 0-6
        on the same cells makes 10-16 (the 1 is taken back). A ``whole`` digit (the number pad's
        buttons, which have 10-16 of their own) is just itself: it never completes a 1 typed
        before it, nor is completed by a digit typed after it.
        """
        layer = self._typed_layer(pencil, layer)
        if digit == 0 and not self.completes_ten(layer):
            self.clear_selected()
            return
        if self._blocked_by_preview():
            return
        puzzle = self.session.puzzle
        n = puzzle.size
        top = COLOURS if layer == "colour" and self._mode == Mode.PLAY else puzzle.digits
        key = digit
        if whole:
            self._last_typed = None
        else:
            digit = self._two_digits(digit, layer)
        if not 1 <= digit <= top:
            if layer == "colour" and self._mode == Mode.PLAY:
                said = f"Colours are 1 to {COLOURS}"
                if COLOURS < digit <= puzzle.digits:  # (a board above 9 x 9: its letters are digits, not colours)
                    said += f": {digit_char(digit)} is the digit {digit}, not a colour"
                    if self._entry_mode == "colour":
                        said += " (Z: Digit mode)"
                self.message.emit(said)
            elif self.has_region_painting and puzzle.regions and digit > 0:
                self.message.emit(self._too_big_for_regions(digit))
            elif puzzle.is_square and puzzle.digits == n:
                self.message.emit(f"{_typed(digit)} is not a digit of a {n} x {n} board")
            else:
                self.message.emit(f"{_typed(digit)} is not a digit of this board (1 to {puzzle.digits})")
            return
        before = self.session.state
        cells = self._ordered_selection()
        if self._mode == Mode.EDIT:
            if self.rule_tools is not None and self.rule_tools.type_digit(digit):
                return  # a Sudoku rule tool's sum (a cage, a clue outside the grid) or region
            if layer != "digit":  # Shift, Ctrl or Alt with a digit asks for a mark or a colour
                self.message.emit(self._play_only(layer))
                return
            if self.has_region_painting:
                cells = [i for i in cells if self._region_allows(i, digit)]
                if not cells:
                    return
            self.session.set_clue(cells, digit)
        elif layer == "colour":
            self.session.toggle_colours(cells, digit)
        else:
            state = self.session.state
            open_ = [i for i in cells if state.is_open(i)]
            if not open_:
                i = self._selected
                if puzzle.black[i]:
                    self.message.emit(f"{cell_name(i, n)} is a black cell")
                elif puzzle.clues[i]:  # (a Sudoku or Suguru player says "given")
                    word = "clue" if puzzle.kind == "str8ts" else "given"
                    self.message.emit(f"{cell_name(i, n)} is a {word}")
                return
            if layer != "digit" and all(state.entries[i] for i in open_):  # (marks go in empty cells)
                held = "The selected cells hold answers" if len(open_) > 1 else f"{cell_name(open_[0], n)} holds an answer"
                self.message.emit(f"{held}: marks go in empty cells")
                return
            if layer == "digit":
                if all(state.entries[i] == digit for i in open_):
                    self.session.set_entries(open_, 0)  # typed again: taken out
                else:
                    self.session.set_entries(open_, digit)
                    self._say_clash(open_, digit, state, completed=digit != key)
            else:
                if self._show_candidates:  # (it shows the rules' candidates in place of every mark)
                    self.set_show_candidates(False)
                    self.message.emit("Show Candidates is off: you are writing your own pencil marks")
                self.session.toggle_marks(open_, digit, layer)
                if layer == "marks":
                    self._say_hidden_candidates(open_, digit)
        if not whole:
            self._last_typed = (time.monotonic(), digit, self._selection, layer, before, self.session.state)

    def _violations_of(self, state: PlayState) -> tuple[Violation, ...]:
        """The rules ``state`` breaks (the current state's from :meth:`violations`' cache)."""
        cached = self._violations_cache
        if cached is not None and cached[0] == state:
            return cached[1]
        if state == self.session.state:
            return tuple(self.violations())
        return tuple(kind_of(state.puzzle).check(state.puzzle, state.values()))

    def _say_clash(self, cells: list[int], digit: int, before: PlayState, *, completed: bool = False) -> None:
        """An answer ``digit`` just typed into ``cells`` broke a rule: say briefly what it clashes
        with ("r3c4: 5 is already in row 3 (r3c7)"), as the board shows it in red. Only while
        Show Mistakes is on (off, the board keeps mistakes to itself, and so does the bar), and
        only for a clash the digit made, not one the board had before it, and not on the digit
        that fills the grid (the window says what a full grid is). ``completed``: the
        digit is 10-16 made of a 1 and this key (the 1's clash, if said, is then gone)."""
        said, self._clash_said = self._clash_said, False
        if not self._show_violations:
            return
        state = self.session.state
        if state.is_filled():
            return  # the grid is full: the window says that once, its own way (gui/completion.py)
        old = set(self._violations_of(before))
        typed = set(cells)
        new = [v for v in self._violations_of(state) if v not in old and typed & set(v.cells)]
        if not new:
            if said and completed:  # 1 then 6 made 16: the 1's clash (said a moment ago) went with it
                self.message.emit("")
            return
        puzzle = self.session.puzzle
        name = puzzle.cell_name
        cell = next(i for i in cells if any(i in v.cells for v in new))
        mine = [v for v in new if cell in v.cells]
        units = []
        for v in mine:
            unit = _repeat_unit(v)
            if unit is not None:
                others = ", ".join(name(i) for i in v.cells if i != cell)
                units.append((v, f"{unit} ({others})"))
        if units:
            text = f"{name(cell)}: {digit} is already in " + " and in ".join(u for _v, u in units)
            told = {v for v, _u in units}
        else:
            v = mine[0]
            told = {v}
            if name(cell) in v.message:  # (it names the cell itself: "5 in r3c4 touches 5 in r3c5")
                text = v.message if re.match(r"r\d+c\d+", v.message) else v.message[:1].upper() + v.message[1:]
            else:
                text = f"{name(cell)}: {v.message}"
        more = len([v for v in new if v not in told])
        if more:
            text += f" (and {more} more rule{'s' if more > 1 else ''} broken)"
        self._clash_said = True
        self.message.emit(text)

    def _say_hidden_candidates(self, cells: list[int], digit: int) -> None:
        """A candidate typed in cells that show corner or centre marks (a cell shows those
        instead of its candidates): say so, as the board shows no change there."""
        state = self.session.state
        hidden = [i for i in cells if not state.entries[i] and (state.corner[i] or state.centre[i])]
        if not hidden:
            return
        n = self.session.puzzle.size
        went = "went in" if state.marks[hidden[0]] >> digit & 1 else "came out"
        if len(hidden) == 1:
            i = hidden[0]
            what = " and ".join(name for name, on in (("corner", state.corner[i]), ("centre", state.centre[i])) if on)
            where = f"{cell_name(i, n)} shows its {what} marks"
        else:
            where = f"{len(hidden)} of the cells show corner or centre marks"
        self.message.emit(f"{where}: candidate {digit} {went} under them, unseen until they are cleared")

    def _play_only(self, layer: str) -> str:
        """What a mark or a colour typed in edit mode says: none is written there."""
        what = LAYER_WORDS["colours" if layer == "colour" else layer]
        word = "clue" if self.session.puzzle.kind == "str8ts" else "given"
        return f"{what[0].upper()}{what[1:]} are for play mode (F3): in edit mode a digit alone writes the {word}"

    def _typed_layer(self, pencil: bool = False, layer: str | None = None) -> str:
        """What a typed digit writes: ``layer`` when given, else the entry mode's (``pencil``:
        candidates); in edit mode a clue ("digit") whatever the play mode's entry mode is."""
        if layer is not None:
            return layer
        if self._mode == Mode.EDIT:
            return "digit"
        return "marks" if pencil else MODE_LAYERS[self._entry_mode]

    def completes_ten(self, layer: str | None = None) -> bool:
        """True when a digit typed now in ``layer`` (default: what the entry mode writes) makes
        10-16: a 1 was typed in that layer on the same cells less than
        :data:`TWO_DIGIT_SECONDS` ago, on a board with digits above 9."""
        last = self._last_typed
        layer = self._typed_layer(layer=layer)
        # answers and clues only: marks are typed several at a time (1, 2, 3 quickly must stay
        # three marks); marks 10-16 are Shift+A..G (corner), or A..G in a mark mode, or the pad
        if last is None or self.session.puzzle.digits <= 9 or (self._mode == Mode.PLAY and layer != "digit"):
            return False
        when, typed, cells, was_layer, _before, _after = last
        return typed == 1 and cells == self._selection and was_layer == layer and time.monotonic() - when <= TWO_DIGIT_SECONDS

    def _two_digits(self, digit: int, layer: str) -> int:
        """``digit``, or 10-16 when it follows a 1 typed on the same cells a moment ago on a
        board with digits above 9 (that 1 is taken back first, so 1 then 6 is one 16)."""
        follows = self.completes_ten(layer)
        last, self._last_typed = self._last_typed, None
        if not follows or 10 + digit > self.session.puzzle.digits:
            return digit
        before, after = last[4], last[5]
        if self.session.state == after and after != before and self.session.can_undo:
            self.session.undo()
        return 10 + digit

    def _ordered_selection(self) -> list[int]:
        """The selected cells, the cursor first."""
        return [self._selected] + sorted(self._selection - {self._selected})

    def clear_selected(self) -> None:
        """Backspace, Delete, 0 or the pad's Clear: empty the selected cells as one move -- their
        clues in edit mode; in play mode the layer of the entry mode (marks, colours), or in
        digit mode the entries, else the pencil marks, else the colours (as SudokuPad does).
        When the entry mode's layer has nothing to clear where it shows (marks hide under an
        answer), the answers go, so the key never seems to do nothing; marks cleared under "Show
        Candidates" turn it off, so that what went shows."""
        if self._blocked_by_preview():
            return
        self._last_typed = None
        cells = self._ordered_selection()
        if self._mode == Mode.EDIT:
            self.session.set_clue(cells, 0)
            return
        layer = CLEAR_LAYERS[self._entry_mode]
        state = self.session.state
        if layer is not None and not any(state.layer(layer)[i] for i in cells if layer == "colours" or not state.entries[i]):
            if any(state.is_open(i) and state.entries[i] for i in cells):
                layer = "entries"
        self.session.clear_cells(cells, layer)
        after = self.session.state
        if after == state and layer in LAYER_WORDS:  # nothing of the mode's layer here: say so
            self.message.emit(
                f"No {LAYER_WORDS[layer]} to clear in the selected cells: in Digit mode (Z) Delete clears "
                "the answers, else every pencil mark, else the colours"
            )
        if self._show_candidates and any(state.layer(name) != after.layer(name) for name in MARK_LAYERS):
            # the marks cleared were hidden under the rules' candidates: show what Delete did
            self.set_show_candidates(False)
            self.message.emit("Show Candidates is off: you cleared your own pencil marks")

    def toggle_colour_selected(self) -> None:
        if not self.has_black_cells:
            if self.has_region_painting and self._mode == Mode.EDIT:
                self.join_or_split_selected()
                return
            self.message.emit(f"A {kind_of(self.session.puzzle).title} has no black cells")
            return
        if self._mode != Mode.EDIT:
            self.message.emit("Switch to edit mode to change cell colours")
            return
        if self._blocked_by_preview():
            return
        cells: list[int] = []
        for i in self._ordered_selection():  # the cursor's colour flips; the others follow it
            cells += [j for j in self._mirror_cells(i) if j not in cells]
        self.session.toggle_black(cells)

    def begin_paint(self, index: int) -> None:
        """Right button pressed on a cell: flip its colour; the drag that follows is one undo step."""
        self.end_paint()
        if self._mode != Mode.EDIT or not self.has_black_cells or self._blocked_by_preview():
            return
        if not 0 <= index < self.session.puzzle.cell_count:
            return
        stack = ExitStack()
        stack.enter_context(self.session.group())
        self._paint = stack
        self._paint_black = not self.session.puzzle.black[index]
        self.session.set_black(self._mirror_cells(index), self._paint_black)

    def paint(self, index: int) -> None:
        """The drag passed over a cell: give it the colour the first cell got (or, dragging
        regions, join it to the first cell's region or split it off with the others)."""
        if self._paint is None or not 0 <= index < self.session.puzzle.cell_count:
            return
        drag = self._region_drag
        if drag is not None:
            if index not in drag[2]:
                drag[2].append(index)
                self._set_regions(drag)
            return
        self.session.set_black(self._mirror_cells(index), self._paint_black)

    def end_paint(self) -> None:
        stack, self._paint = self._paint, None
        drag, self._region_drag = self._region_drag, None
        if stack is not None:
            stack.close()
        if drag is not None and self.session.puzzle.regions != self._regions_before:
            warning = self.region_warning()  # (after a drag that changed the regions)
            if warning:
                self.message.emit(warning)

    @property
    def painting(self) -> bool:
        return self._paint is not None or self._region_drag is not None

    # -- regions (Suguru): a left-drag joins cells into one region, a right-drag splits them off --
    @property
    def has_region_painting(self) -> bool:
        """True when the puzzle's kind has regions the editor paints (Suguru)."""
        return self.session.puzzle.kind in REGION_KINDS

    def _region_allows(self, index: int, digit: int) -> bool:
        """A given must fit its region (a region of k cells holds 1..k): else a message, False."""
        puzzle = self.session.puzzle
        if not puzzle.regions:
            return True
        k = puzzle.regions.count(puzzle.regions[index])
        if digit <= k:
            return True
        # (in the checker's words for a given that a later drag leaves too big: "4 in r1c1 is
        # larger than its region of 3 cells"; typed, it is refused: draw the region first)
        where = cell_name(index, puzzle.size)
        digits = "digit 1 only" if k == 1 else f"digits 1 to {k}"
        self.message.emit(f"{digit} in {where} would be larger than its region of {k} cell{'s' if k != 1 else ''} ({digits})")
        return False

    def _too_big_for_regions(self, digit: int) -> str:
        """Why ``digit`` cannot be typed on a Suguru at all: its regions are all smaller (a
        Suguru's digits are 1 to the size of its largest region, not a fixed range)."""
        k = max(region_model(self.session.puzzle.kind).region_sizes(self.session.puzzle.regions).values())
        digits = "digit 1 only" if k == 1 else f"digits 1 to {k}"
        return f"{_typed(digit)} is too big for this Suguru: its largest region has {k} cell{'s' if k != 1 else ''} ({digits})"

    def begin_regions(self, index: int, split: bool = False) -> None:
        """A drag starts on cell ``index`` in edit mode: a left-drag (``split`` False) joins the
        cells it passes into the first cell's region; a right-drag (``split`` True) splits the
        cells it passes off into one new region. The drag is one undo step."""
        self.end_paint()
        if self._mode != Mode.EDIT or not self.has_region_painting or self._blocked_by_preview():
            return
        if not 0 <= index < self.session.puzzle.cell_count:
            return
        stack = ExitStack()
        stack.enter_context(self.session.group())
        self._paint = stack
        self._region_drag = (index, bool(split), [index])
        self._region_refused = []
        self._regions_before = self.session.puzzle.regions
        if split:
            self._set_regions(self._region_drag)

    def _set_regions(self, drag) -> None:
        anchor, split, cells = drag
        puzzle = self.session.puzzle
        regions = list(puzzle.regions or range(puzzle.cell_count))
        target = max(regions) + 1 if split else regions[anchor]
        for i in cells:
            regions[i] = target
        if tuple(regions) == puzzle.regions:
            return
        model = region_model(puzzle.kind)
        try:
            new = model.with_regions(puzzle, regions)
        except ValueError as e:
            refused = cells.pop()  # that cell stays where it was
            if refused not in self._region_refused:
                self._region_refused.append(refused)
            self.message.emit(self._refused_message(anchor, str(e)))
            return
        self.session.edit_puzzle(new)

    def _refused_message(self, anchor: int, error: str) -> str:
        """What the status bar says when a region drag that began on ``anchor`` leaves cells in
        their regions: every cell refused so far (in the order the drag reached them) and why --
        the region of ``anchor`` is as large as a region may be (else the model's ``error``)."""
        puzzle = self.session.puzzle
        n = puzzle.size
        refused = self._region_refused
        names = [cell_name(i, n) for i in refused[:3]]
        if len(refused) == 1:
            who = f"{names[0]} stays in its region"
        elif len(refused) <= 3:
            who = f"{', '.join(names[:-1])} and {names[-1]} stay in their regions"
        else:
            more = len(refused) - 3
            who = f"{', '.join(names)} and {more} more cell{'s' if more != 1 else ''} stay in their regions"
        limit = region_model(puzzle.kind).MAX_REGION
        k = puzzle.regions.count(puzzle.regions[anchor]) if puzzle.regions else 1
        if k < limit:  # (not the size limit: the model's own words)
            return f"{who}: {error}"
        return f"{who}: the region of {cell_name(anchor, n)} has {k} cells; a Suguru region has at most {limit}"

    def join_or_split_selected(self) -> bool:
        """Space on a Suguru in edit mode, the keyboard's way to draw regions: the selected cells
        join the cursor's region; when they already are all in one region and it has other
        cells too, they split off into a new region. One undo step; a region a rule refuses
        (more than nine cells) is not made and the status bar says why."""
        if self._mode != Mode.EDIT or not self.has_region_painting or self._blocked_by_preview():
            return False
        puzzle = self.session.puzzle
        regions = list(puzzle.regions or range(puzzle.cell_count))
        cells = sorted(self._selection | {self._selected})
        mine = {regions[i] for i in cells}
        if len(mine) > 1:
            target, words = regions[self._selected], "joined into one region"
        elif len(cells) < regions.count(regions[cells[0]]):
            target, words = max(regions) + 1, "split off into a region of their own"
        else:
            self.message.emit("The selected cells are one whole region already: select cells of two regions to join them")
            return False
        for i in cells:
            regions[i] = target
        model = region_model(puzzle.kind)
        try:
            new = model.with_regions(puzzle, regions)
        except ValueError as e:
            k = regions.count(target)
            if k > model.MAX_REGION:  # (the region made would be too large: say how large)
                where = cell_name(self._selected if len(mine) > 1 else cells[0], puzzle.size)
                self.message.emit(
                    f"Regions unchanged: the region of {where} would have {k} cells; "
                    f"a Suguru region has at most {model.MAX_REGION}"
                )
            else:
                self.message.emit(f"Regions unchanged: {e}")
            return False
        self.session.edit_puzzle(new)
        n = len(cells)
        if n == 1:
            words = words.replace("their own", "its own")
        warning = self.region_warning()  # (as after a drag: a region left in pieces)
        said = f"{n} cell{'s' if n != 1 else ''} {words} (Ctrl+Z undoes it)"
        self.message.emit(f"{said}. {warning}" if warning else said)
        return True

    def region_warning(self) -> str:
        """What is unusual about the regions as painted ("" when nothing): regions that are not
        connected."""
        return region_problems(self.session.puzzle)

    def undo(self) -> None:
        self.end_paint()
        before = self.session.puzzle
        if not self.session.undo():
            self.message.emit("Nothing to undo")
        else:
            self._say_puzzle_changed("Undid", before)

    def redo(self) -> None:
        self.end_paint()
        before = self.session.puzzle
        if not self.session.redo():
            self.message.emit("Nothing to redo")
        else:
            self._say_puzzle_changed("Redid", before)

    def _say_puzzle_changed(self, did: str, before: Puzzle) -> None:
        """In play mode an undo or redo that changes the puzzle itself (a move made while setting
        it) says so: the player would not see why givens came or went."""
        after = self.session.puzzle
        if self._mode != Mode.PLAY or after == before:
            return
        cells = [i for i in range(min(len(before.clues), len(after.clues)))
                 if before.clues[i] != after.clues[i] or before.black[i] != after.black[i]]
        where = f" ({', '.join(cell_name(i, after.size) for i in cells[:4])}{', …' if len(cells) > 4 else ''})" if cells else ""
        self.message.emit(f"{did} a change to the puzzle made in edit mode{where}")

    def fill_marks(self) -> None:
        self.session.fill_marks()

    def clear_play(self) -> None:
        self.session.clear_play()


def _digit_in(state: PlayState, index: int) -> int:
    """The digit cell ``index`` holds in ``state`` (its clue or entry; 0: none or no such cell)."""
    return state.value(index) if 0 <= index < state.puzzle.cell_count else 0


def _struck(eliminations) -> dict[int, int]:
    out: dict[int, int] = {}
    for i, d in eliminations:
        out[i] = out.get(i, 0) | 1 << d
    return out


def _unmarked_pattern(state: PlayState, marks: Sequence[int], view: StepView) -> list[int]:
    """The cells of a shown step whose candidates (as the step saw them, ``view.candidates``)
    hold one of its digits but which show no candidates at all: empty, not the cell the step
    fills, no pencil marks in ``marks``, no corner or centre marks. The board fills them in,
    faint, while the step is shown, as it does the cells the step removes candidates from."""
    wanted = digits_mask(view.digits)
    if not wanted or view.candidates is None:
        return []
    placed = {i for i, _d in view.placements}
    count = state.puzzle.cell_count
    return [
        i for i in sorted(view.cells)
        if 0 <= i < count and i < len(view.candidates) and state.is_open(i) and not state.entries[i] and i not in placed
        and not marks[i] and not state.has_notes(i) and view.candidates[i] & wanted
    ]


def _pattern(state: PlayState, marks: Sequence[int], view: StepView, struck: dict[int, int]) -> dict[int, int]:
    """The candidates a step is made of, as the board shows them (cell -> mask): in each of the
    step's cells, its digits among the marks the cell shows (its corner and centre marks, else
    ``marks``), less those it removes (they are drawn struck out); none in a cell holding a digit
    or the one the step places."""
    wanted = digits_mask(view.digits)
    if not wanted:
        return {}
    placed = {i for i, _d in view.placements}
    out: dict[int, int] = {}
    for i in view.cells:
        if not 0 <= i < state.puzzle.cell_count or not state.is_open(i) or state.entries[i] or i in placed:
            continue
        shown = state.corner[i] | state.centre[i] if state.has_notes(i) else marks[i]
        mask = shown & wanted & ~struck.get(i, 0)
        if mask:
            out[i] = mask
    return out
