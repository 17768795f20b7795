"""The game controller: what the board widget and the main window act on.

It owns the view state that is not part of the puzzle (mode, selection, pencil mode, symmetric
painting, highlights) and turns user intentions ("type 5", "paint this cell") into
:class:`~str8ts_gui.core.session.Session` moves. Widgets only listen to its signals.

What the board shows is :meth:`GameController.display`: the session's state, with candidates
filled in for display when "Show Candidates" is on, or -- while a step of the solution path is
previewed -- that step's position instead, read-only. Highlights that describe a position
(check results, a hint) end when the position changes.

What the moves do (typing, clearing, colours, painting, Suguru regions, undo and redo) is in
:mod:`.editing`, loaded at the first move; how a step is shown (:class:`~.step_view.StepView`)
in :mod:`.step_view`.
"""

from __future__ import annotations

import importlib
import weakref
from contextlib import ExitStack
from types import SimpleNamespace
from typing import TYPE_CHECKING, Iterable, Sequence

import shiboken6
from PySide6.QtCore import QObject, Signal

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import COLOURS, PlayState, Puzzle, cell_name, digits_mask, full_mask
from str8ts_gui.core.session import Mode, Session
from str8ts_gui.core.violations import Violation, violating_cells
from str8ts_gui.gui.board.render import RenderOptions

if TYPE_CHECKING:
    from str8ts_gui.gui.board.step_view import Preview, StepView

__all__ = ["ENTRY_MODES", "GameController", "Mode", "StepView", "region_problems"]

# kinds whose regions the editor paints by dragging (their model has ``with_regions``, which
# refuses regions of more than 9 cells, and ``disconnected_regions``)
REGION_KINDS = frozenset({"suguru"})


# How a step is shown (StepView, Preview, grid_state) lives in gui/board/step_view.py, loaded with the
# first step or hint shown; the names load from here too.
_STEP_VIEW_NAMES = ("Preview", "StepView", "grid_state")


def __getattr__(name: str):
    if name in _STEP_VIEW_NAMES:
        from str8ts_gui.gui.board import step_view

        return getattr(step_view, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# what display() reads of the step shown when there is none: StepView()'s fields
_NO_STEP = SimpleNamespace(
    cells=frozenset(), area=frozenset(), placements=(), eliminations=(), candidates=None, digits=()
)


def _editing():
    """gui/board/editing.py: what the moves do (loaded at the first move, not with the window)."""
    from str8ts_gui.gui.board import editing

    return editing


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
        # the Sudoku rule tools (gui/board/rule_tools.RuleEditor) when a window installed them: the
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
        """Cells the picture reader was not sure of (see gui/files/picture_import.py)."""
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
        view = self._step_view or _NO_STEP
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

    def type_digit(self, digit: int, pencil: bool = False, layer: str | None = None, *, whole: bool = False) -> None:
        """A digit typed on the selected cells (0 clears them): :func:`.editing.type_digit`."""
        return _editing().type_digit(self, digit, pencil, layer, whole=whole)

    def completes_ten(self, layer: str | None = None) -> bool:
        """True when a digit typed now in ``layer`` (default: what the entry mode writes) makes
        10-16: a 1 was typed in that layer on the same cells less than :data:`TWO_DIGIT_SECONDS`
        ago, on a board with digits above 9. See :func:`.editing.completes_ten`."""
        return _editing().completes_ten(self, layer)

    def _ordered_selection(self) -> list[int]:
        """The selected cells, the cursor first."""
        return [self._selected] + sorted(self._selection - {self._selected})

    def clear_selected(self) -> None:
        """Backspace, Delete, 0 or the pad's Clear: empty the selected cells as one move
        (:func:`.editing.clear_selected`)."""
        return _editing().clear_selected(self)

    def toggle_colour_selected(self) -> None:
        """Space in edit mode: flip the selected cells between white and black (Suguru: join or
        split regions; :func:`.editing.toggle_colour_selected`)."""
        return _editing().toggle_colour_selected(self)

    def begin_paint(self, index: int) -> None:
        """Right button pressed on a cell: flip its colour; the drag that follows is one undo
        step (:func:`.editing.begin_paint`)."""
        return _editing().begin_paint(self, index)

    def paint(self, index: int) -> None:
        """The drag passed over a cell: give it the colour the first cell got (or, dragging regions,
        join it to the first cell's region or split it off with the others). See
        :func:`.editing.paint`."""
        return _editing().paint(self, index)

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

    def begin_regions(self, index: int, split: bool = False) -> None:
        """A region drag starts on cell ``index`` in edit mode: a left-drag joins cells, a
        right-drag (``split``) splits them off (:func:`.editing.begin_regions`)."""
        return _editing().begin_regions(self, index, split)

    def join_or_split_selected(self) -> bool:
        """Space on a Suguru in edit mode: the selected cells join the cursor's region or split
        off (:func:`.editing.join_or_split_selected`)."""
        return _editing().join_or_split_selected(self)

    def region_warning(self) -> str:
        """What is unusual about the regions as painted ("" when nothing): regions that are not
        connected."""
        return region_problems(self.session.puzzle)

    def undo(self) -> None:
        """Undo the last move, or say there is none (:func:`.editing.undo`)."""
        return _editing().undo(self)

    def redo(self) -> None:
        """Redo the move undone last, or say there is none (:func:`.editing.redo`)."""
        return _editing().redo(self)

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
