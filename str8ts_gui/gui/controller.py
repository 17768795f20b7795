"""The game controller: what the board widget and the main window act on.

It owns the view state that is not part of the puzzle (mode, selection, pencil mode, symmetric
painting, highlights) and turns user intentions ("type 5", "paint this cell") into
:class:`~str8ts_gui.core.session.Session` moves. Widgets only listen to its signals.
"""

from __future__ import annotations

import weakref
from contextlib import ExitStack
from typing import Iterable

import shiboken6
from PySide6.QtCore import QObject, Signal

from ..core.puzzle import Puzzle, cell_name
from ..core.rules import Violation, check_state, violating_cells
from ..core.session import Mode, Session
from .render import RenderOptions

__all__ = ["GameController", "Mode"]


class GameController(QObject):
    changed = Signal()  # anything shown changed: state, selection, mode, options, highlights
    puzzleChanged = Signal()  # the puzzle (pattern or clues) changed: re-run analysis
    message = Signal(str)  # a short status-bar message

    def __init__(self, session: Session | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mode = Mode.EDIT
        self._selected = 0
        self._pencil_mode = False
        self._symmetric = False
        self._show_violations = True
        self._conflict: frozenset[int] = frozenset()
        self._differ: frozenset[int] = frozenset()
        self._paint: ExitStack | None = None
        self._paint_black = False
        self._listener = None
        self.session: Session = session if session is not None else Session()
        self._puzzle: Puzzle = self.session.puzzle
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
        puzzle = self.session.puzzle
        puzzle_changed = force or puzzle != self._puzzle
        self._puzzle = puzzle
        if puzzle_changed:
            self._conflict = frozenset()
            self._differ = frozenset()
            self._selected = min(self._selected, puzzle.cell_count - 1)
            self.puzzleChanged.emit()
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
        return self._selected

    def select(self, index: int) -> None:
        index = max(0, min(int(index), self.session.puzzle.cell_count - 1))
        if index != self._selected:
            self._selected = index
            self.changed.emit()

    def move_selection(self, drow: int, dcol: int) -> None:
        n = self.size
        row, col = divmod(self._selected, n)
        row = max(0, min(row + drow, n - 1))
        col = max(0, min(col + dcol, n - 1))
        self.select(row * n + col)

    @property
    def pencil_mode(self) -> bool:
        return self._pencil_mode

    def set_pencil_mode(self, on: bool) -> None:
        on = bool(on)
        if on != self._pencil_mode:
            self._pencil_mode = on
            self.changed.emit()
            self.message.emit("Pencil marks on" if on else "Pencil marks off")

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

    def set_highlights(
        self, *, conflict: Iterable[int] | None = None, differ: Iterable[int] | None = None
    ) -> None:
        """Set the analysis highlights; an argument left as None keeps its current value."""
        new_conflict = self._conflict if conflict is None else frozenset(conflict)
        new_differ = self._differ if differ is None else frozenset(differ)
        if (new_conflict, new_differ) != (self._conflict, self._differ):
            self._conflict, self._differ = new_conflict, new_differ
            self.changed.emit()

    def clear_highlights(self) -> None:
        self.set_highlights(conflict=(), differ=())

    def violations(self) -> list[Violation]:
        return check_state(self.session.state)

    def render_options(self) -> RenderOptions:
        return RenderOptions(
            selected=self._selected,
            pencil_mode=self._pencil_mode and self._mode == Mode.PLAY,
            violations=violating_cells(self.violations()) if self._show_violations else frozenset(),
            conflict=self._conflict,
            differ=self._differ,
        )

    # -- moves ------------------------------------------------------------------------------
    def _mirror_cells(self, index: int) -> list[int]:
        cells = [index]
        if self._symmetric:
            mirror = self.session.puzzle.cell_count - 1 - index
            if mirror != index:
                cells.append(mirror)
        return cells

    def type_digit(self, digit: int, pencil: bool = False) -> None:
        """A digit typed on the selected cell (0 clears it)."""
        if digit == 0:
            self.clear_selected()
            return
        puzzle = self.session.puzzle
        n = puzzle.size
        i = self._selected
        if not 1 <= digit <= n:
            self.message.emit(f"{digit} is not a digit of a {n} x {n} board")
            return
        if self._mode == Mode.EDIT:
            self.session.set_clue([i], digit)
            return
        if puzzle.black[i]:
            return
        if puzzle.clues[i]:
            self.message.emit(f"{cell_name(i, n)} is a clue")
            return
        if pencil or self._pencil_mode:
            self.session.toggle_mark(i, digit)
        elif self.session.state.entries[i] == digit:
            self.session.set_entry(i, 0)
        else:
            self.session.set_entry(i, digit)

    def clear_selected(self) -> None:
        i = self._selected
        if self._mode == Mode.EDIT:
            self.session.set_clue([i], 0)
        else:
            self.session.clear_cell_play(i)

    def toggle_colour_selected(self) -> None:
        if self._mode != Mode.EDIT:
            self.message.emit("Switch to edit mode to change cell colours")
            return
        self.session.toggle_black(self._mirror_cells(self._selected))

    def begin_paint(self, index: int) -> None:
        """Right button pressed on a cell: flip its colour; the drag that follows is one undo step."""
        self.end_paint()
        if self._mode != Mode.EDIT:
            return
        if not 0 <= index < self.session.puzzle.cell_count:
            return
        stack = ExitStack()
        stack.enter_context(self.session.group())
        self._paint = stack
        self._paint_black = not self.session.puzzle.black[index]
        self.session.set_black(self._mirror_cells(index), self._paint_black)

    def paint(self, index: int) -> None:
        """The drag passed over a cell: give it the colour the first cell got."""
        if self._paint is None or not 0 <= index < self.session.puzzle.cell_count:
            return
        self.session.set_black(self._mirror_cells(index), self._paint_black)

    def end_paint(self) -> None:
        stack, self._paint = self._paint, None
        if stack is not None:
            stack.close()

    @property
    def painting(self) -> bool:
        return self._paint is not None

    def undo(self) -> None:
        self.end_paint()
        if not self.session.undo():
            self.message.emit("Nothing to undo")

    def redo(self) -> None:
        self.end_paint()
        if not self.session.redo():
            self.message.emit("Nothing to redo")

    def fill_marks(self) -> None:
        self.session.fill_marks()

    def clear_play(self) -> None:
        self.session.clear_play()
