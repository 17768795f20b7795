"""An editing session: the current puzzle and play state with undo and redo (no Qt).

Every change is a move from one immutable :class:`PlayState` to the next; undo is a list of
states and an index into it (as in Simon Tatham's puzzle collection). A right-drag that paints
many cells is one group, and so one undo step. Listeners are called after every change.

Each step also records the document's :class:`DocInfo` (title, author, notes), so undoing a
paste that brought another title brings the old one back. The play state stays what it was:
two positions are equal whatever the document is called.

The player's moves (entries, pencil marks, colours, clearing, a hint's step) are in
:mod:`str8ts_gui.core.play_moves`, loaded at the first.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Iterable, Iterator, Sequence

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle, full_mask


class Mode(str, Enum):
    EDIT = "edit"  # setting a puzzle: colours and clues
    PLAY = "play"  # solving it: entries and pencil marks


@dataclass(frozen=True, slots=True)
class DocInfo:
    """What a document says about itself: its title, author and notes; and the grade it was
    published or rated with (``grade``), which holds for the puzzle it came with (``graded``)
    only: a puzzle edited since is saved without it."""

    title: str = ""
    author: str = ""
    notes: str = ""
    grade: str = ""
    graded: Puzzle | None = None

    @classmethod
    def of(cls, doc) -> DocInfo:
        """The info of anything with ``title``, ``author`` and ``notes`` (e.g. a Document), and its
        ``grade`` if it has one."""
        grade = getattr(doc, "grade", "") or ""
        return cls(doc.title, doc.author, doc.notes, grade, getattr(doc, "puzzle", None) if grade else None)

    def grade_of(self, puzzle: Puzzle) -> str:
        """The document's own grade when ``puzzle`` is the one it came with, else ""."""
        return self.grade if self.grade and self.graded == puzzle else ""


_NO_INFO = DocInfo()


def _rebase(state: PlayState, puzzle: Puzzle) -> PlayState:
    """The player's work carried over to a changed puzzle, dropped where a cell is no longer open."""
    if (puzzle.size, puzzle.height) != (state.puzzle.size, state.puzzle.height):
        return PlayState.new(puzzle)
    open_ = [not b and not c for b, c in zip(puzzle.black, puzzle.clues)]
    top, allowed = puzzle.digits, full_mask(puzzle.digits)
    entries = tuple(e if o and e <= top else 0 for e, o in zip(state.entries, open_))

    def kept(masks: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(m & allowed if o else 0 for m, o in zip(masks, open_))

    return PlayState(puzzle, entries, kept(state.marks), kept(state.corner), kept(state.centre), state.colours)


def _toggled(masks: Sequence[int], cells: Sequence[int], bit: int) -> list[int]:
    """``masks`` with ``bit`` taken off ``cells`` when every one has it, else put on each (how
    SudokuPad toggles a mark or a colour on a selection)."""
    out = list(masks)
    on = not all(out[i] & bit for i in cells)
    for i in cells:
        out[i] = out[i] | bit if on else out[i] & ~bit
    return out


def takes_candidates(state: PlayState, cell: int) -> bool:
    """True when candidates written into ``cell`` would show: an open cell without an entry and
    without corner or centre marks. A cell shows its corner and centre marks, or else its
    candidates (render), and the hints read the candidates; so Fill Pencil Marks and a hint's
    Apply leave a cell showing the player's own notes alone, never putting there candidates the
    player did not ask for and cannot see. (A candidate the player types there goes in, as
    each kind of mark is a layer of its own; Check reads a cell's centre marks, else the candidates it shows.)"""
    return state.is_open(cell) and not state.entries[cell] and not state.has_notes(cell)


class Session:
    def __init__(
        self, puzzle: Puzzle | None = None, state: PlayState | None = None, info: DocInfo | None = None
    ) -> None:
        if state is None:
            state = PlayState.new(puzzle or Puzzle.empty(9))
        # one (play state, document info) pair per undo step
        self._history: list[tuple[PlayState, DocInfo]] = [(state, info or _NO_INFO)]
        self._index = 0
        self._saved_index: int | None = 0
        self._group_depth = 0
        self._group_pushed = False
        self.listeners: list[Callable[[], None]] = []

    # -- state ------------------------------------------------------------------------------
    @property
    def state(self) -> PlayState:
        return self._history[self._index][0]

    @property
    def info(self) -> DocInfo:
        """The document's title, author and notes as of the current step."""
        return self._history[self._index][1]

    @property
    def puzzle(self) -> Puzzle:
        return self.state.puzzle

    @property
    def can_undo(self) -> bool:
        return self._index > 0

    @property
    def can_redo(self) -> bool:
        return self._index < len(self._history) - 1

    @property
    def is_modified(self) -> bool:
        return self._saved_index != self._index

    def mark_saved(self) -> None:
        self._saved_index = self._index

    def _notify(self) -> None:
        for listener in list(self.listeners):
            listener()

    def _commit(self, new: PlayState, info: DocInfo | None = None) -> bool:
        """Make ``new`` (with ``info``, else the current info) the current state: a new undo
        step, or part of the open group."""
        entry = (new, self.info if info is None else info)
        if entry == self._history[self._index]:
            return False
        if self._group_depth and self._group_pushed:
            self._history[self._index] = entry
            if self._saved_index == self._index:
                self._saved_index = None
        else:
            del self._history[self._index + 1 :]
            if self._saved_index is not None and self._saved_index > self._index:
                self._saved_index = None
            self._history.append(entry)
            self._index += 1
            self._group_pushed = bool(self._group_depth)
        self._notify()
        return True

    @contextmanager
    def group(self) -> Iterator[None]:
        """Changes inside the block form one undo step (e.g. a paint drag). A block that ends
        where it began (a drag that undid its own change) leaves no step, and the redo steps it
        would have cut off stay."""
        self._group_depth += 1
        if self._group_depth == 1:
            self._group_pushed = False
            before = (list(self._history), self._index, self._saved_index)
        try:
            yield
        finally:
            self._group_depth -= 1
            if self._group_depth == 0 and self._group_pushed:
                history, index, saved = before
                if self._history[self._index] == history[index]:
                    self._history, self._index, self._saved_index = history, index, saved
                    self._notify()

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        self._index -= 1
        self._notify()
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self._index += 1
        self._notify()
        return True

    # -- whole-puzzle moves -------------------------------------------------------------------
    def replace(self, puzzle: Puzzle, state: PlayState | None = None, info: DocInfo | None = None) -> bool:
        """A new puzzle (paste, new board), undoably; with ``info`` the document's title,
        author and notes change in the same step (None keeps them)."""
        return self._commit(state if state is not None else PlayState.new(puzzle), info)

    def reset(self, puzzle: Puzzle, state: PlayState | None = None, info: DocInfo | None = None) -> None:
        """Start afresh with an empty history (opening a file); ``info``: the document's title,
        author and notes (None: none)."""
        self._history = [(state if state is not None else PlayState.new(puzzle), info or _NO_INFO)]
        self._index = 0
        self._saved_index = 0
        self._notify()

    def set_info(self, info: DocInfo) -> bool:
        """Change the document's title, author or notes, undoably."""
        return self._commit(self.state, info)

    # -- edit mode --------------------------------------------------------------------------
    def set_black(self, cells: Iterable[int], black: bool) -> bool:
        """Paint cells black or white; a cell keeps its digit."""
        p = self.puzzle
        b = list(p.black)
        for i in cells:
            b[i] = black
        return self._commit(_rebase(self.state, p.replace(black=tuple(b))))

    def toggle_black(self, cells: Sequence[int]) -> bool:
        """Flip the first cell's colour, and give the others the same colour."""
        return self.set_black(cells, not self.puzzle.black[cells[0]])

    def set_clue(self, cells: Iterable[int], digit: int) -> bool:
        """Set (digit > 0) or clear (0) the clue of cells, black or white."""
        p = self.puzzle
        clues = list(p.clues)
        for i in cells:
            clues[i] = digit
        return self._commit(_rebase(self.state, p.replace(clues=tuple(clues))))

    def edit_puzzle(self, puzzle: Puzzle) -> bool:
        """Change the puzzle itself (regions, a kind's constraints...), undoably, keeping the
        player's work where its cells stay open."""
        return self._commit(_rebase(self.state, puzzle))

    def new_board(self, size: int) -> bool:
        return self.replace(kind_of(self.puzzle).empty(size))

    # -- play mode --------------------------------------------------------------------------
    def set_entry(self, cell: int, digit: int) -> bool:
        """Enter a digit (0 clears); the digit leaves the pencil marks of its row and column."""
        if not self.state.is_open(cell):
            return False
        return self.set_entries([cell], digit)

    def set_entries(self, cells: Iterable[int], digit: int) -> bool:
        """Enter ``digit`` (0 clears) in every open cell of ``cells``, as one move; the digit leaves
        the positional pencil marks of each cell's peers. See
        :func:`str8ts_gui.core.play_moves.set_entries`."""
        from str8ts_gui.core import play_moves

        return play_moves.set_entries(self, cells, digit)

    def toggle_mark(self, cell: int, digit: int, layer: str = "marks") -> bool:
        """Toggle pencil mark ``digit`` of ``cell`` in ``layer`` ("marks": positional
        candidates, "corner" or "centre")."""
        s = self.state
        if not s.is_open(cell) or not 1 <= digit <= s.puzzle.digits:
            return False
        return self._commit(s.with_marks(cell, s.layer(layer)[cell] ^ (1 << digit), layer))

    def toggle_marks(self, cells: Iterable[int], digit: int, layer: str = "marks") -> bool:
        """Toggle mark ``digit`` of ``layer`` on several cells as one move, as SudokuPad does:
        removed from all of them when every one has it, else added to each (open cells without an
        entry only). See :func:`str8ts_gui.core.play_moves.toggle_marks`."""
        from str8ts_gui.core import play_moves

        return play_moves.toggle_marks(self, cells, digit, layer)

    def toggle_colours(self, cells: Iterable[int], colour: int) -> bool:
        """Paint colour ``colour`` (1..9) on every cell of ``cells``, or take it off when every one
        already has it: one move. Any cell can be coloured, givens and black cells too. See
        :func:`str8ts_gui.core.play_moves.toggle_colours`."""
        from str8ts_gui.core import play_moves

        return play_moves.toggle_colours(self, cells, colour)

    def clear_cell_play(self, cell: int) -> bool:
        """Clear a cell's entry, or its pencil marks when it has no entry."""
        return self.clear_cells([cell])

    def clear_cells(self, cells: Iterable[int], layer: str | None = None) -> bool:
        """Clear ``cells`` as one move. With a ``layer`` ("entries", "marks", "corner", "centre" or
        "colours") just that; without one, layer by layer as SudokuPad does: the entries when any of
        the cells has one, else their pencil marks of every kind, else their colours. See
        :func:`str8ts_gui.core.play_moves.clear_cells`."""
        from str8ts_gui.core import play_moves

        return play_moves.clear_cells(self, cells, layer)

    def fill_marks(self) -> bool:
        """Pencil-mark every empty open cell with the digits the simple rules still allow. See
        :func:`str8ts_gui.core.play_moves.fill_marks`."""
        from str8ts_gui.core import play_moves

        return play_moves.fill_marks(self)

    def apply_step(
        self,
        placements: Iterable[tuple[int, int]] = (),
        eliminations: Iterable[tuple[int, int]] = (),
        candidates: Sequence[int] | None = None,
    ) -> bool:
        """A logic step (a hint) as one move: each placement ``(cell, digit)`` becomes an entry (the
        digit leaves the pencil marks of its row and column, as when typed) and each elimination
        ``(cell, digit)`` leaves the cell's pencil marks. See
        :func:`str8ts_gui.core.play_moves.apply_step`."""
        from str8ts_gui.core import play_moves

        return play_moves.apply_step(self, placements, eliminations, candidates)

    def clear_entries(self, cells: Iterable[int]) -> bool:
        """Remove the entries of ``cells`` (e.g. the wrong ones a check found) in one move. See
        :func:`str8ts_gui.core.play_moves.clear_entries`."""
        from str8ts_gui.core import play_moves

        return play_moves.clear_entries(self, cells)

    def clear_marks(self, cells: Iterable[int]) -> bool:
        """Remove the pencil marks of ``cells`` that Check reads, in one move: a cell's centre marks
        when it has any, else its candidates (its corner marks stay). See
        :func:`str8ts_gui.core.play_moves.clear_marks`."""
        from str8ts_gui.core import play_moves

        return play_moves.clear_marks(self, cells)

    def clear_play(self) -> bool:
        """Remove all entries, pencil marks of every kind and colours."""
        return self._commit(PlayState.new(self.puzzle))

    def apply_values(self, values: Sequence[int]) -> bool:
        """Fill open cells with ``values`` (a solution) as entries; their marks go. See
        :func:`str8ts_gui.core.play_moves.apply_values`."""
        from str8ts_gui.core import play_moves

        return play_moves.apply_values(self, values)
