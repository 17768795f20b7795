"""An editing session: the current puzzle and play state with undo and redo (no Qt).

Every change is a move from one immutable :class:`PlayState` to the next; undo is a list of
states and an index into it (as in Simon Tatham's puzzle collection). A right-drag that paints
many cells is one group, and so one undo step. Listeners are called after every change.

Each step also records the document's :class:`DocInfo` (title, author, notes), so undoing a
paste that brought another title brings the old one back. The play state stays what it was:
two positions are equal whatever the document is called.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Iterable, Iterator, Sequence

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import COLOURS, MARK_LAYERS, PlayState, Puzzle, full_mask


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
        """Enter ``digit`` (0 clears) in every open cell of ``cells``, as one move; the digit
        leaves the positional pencil marks of each cell's peers."""
        s = self.state
        cells = [i for i in cells if s.is_open(i)]
        if not cells:
            return False
        entries = list(s.entries)
        marks = list(s.marks)
        taken = {cell: s.entries[cell] for cell in cells if s.entries[cell] and s.entries[cell] != digit}
        for cell in cells:
            entries[cell] = digit
        self._give_back(taken, entries, marks)
        peers = kind_of(s.puzzle).geometry(s.puzzle).peers if digit else ()
        bit = ~(1 << digit)
        for cell in cells:
            if digit:
                for j in peers[cell]:
                    marks[j] &= bit
        return self._commit(s.replace(entries=entries, marks=marks))

    def _give_back(self, taken: dict[int, int], entries: list[int], marks: list[int]) -> None:
        """Entries taken out (``taken``: cell -> its digit; ``entries``: the entries after): each
        digit goes back into the pencil marks of the peers it left when it was entered (found in
        the history), where it can be again: a peer still open and empty, with candidates, that
        no digit of its own row, column or box (or compartment) rules it out of. Taking out a wrong
        digit so leaves the candidates as they were before it, not a board of new "mistakes"."""
        if not taken:
            return
        s = self.state
        peers = kind_of(s.puzzle).geometry(s.puzzle).peers
        values = [c or e for c, e in zip(s.puzzle.clues, entries)]
        for cell, digit in taken.items():
            bit = 1 << digit
            left = self._left_when_entered(cell, digit)
            for j in set(left) & set(peers[cell]):
                # candidates now, or none since the entry took the last one (not cleared later)
                if s.is_open(j) and not entries[j] and (marks[j] or not left[j]) and not marks[j] & bit and all(
                    values[k] != digit for k in peers[j]
                ):
                    marks[j] |= bit

    def _left_when_entered(self, cell: int, digit: int) -> dict[int, int]:
        """The cells whose candidate ``digit`` went in the move that entered ``digit`` in
        ``cell`` (the latest such move in the history up to now), each with the candidates it
        kept (none found: empty)."""
        history, k = self._history, self._index
        bit = 1 << digit
        while k > 0:
            now, before = history[k][0], history[k - 1][0]
            if before.puzzle.cell_count != now.puzzle.cell_count or now.entries[cell] != digit:
                return {}
            if before.entries[cell] != digit:
                return {j: n for j, (b, n) in enumerate(zip(before.marks, now.marks)) if b & bit and not n & bit}
            k -= 1
        return {}

    def toggle_mark(self, cell: int, digit: int, layer: str = "marks") -> bool:
        """Toggle pencil mark ``digit`` of ``cell`` in ``layer`` ("marks": positional
        candidates, "corner" or "centre")."""
        s = self.state
        if not s.is_open(cell) or not 1 <= digit <= s.puzzle.digits:
            return False
        return self._commit(s.with_marks(cell, s.layer(layer)[cell] ^ (1 << digit), layer))

    def toggle_marks(self, cells: Iterable[int], digit: int, layer: str = "marks") -> bool:
        """Toggle mark ``digit`` of ``layer`` on several cells as one move, as SudokuPad does:
        removed from all of them when every one has it, else added to each (open cells without
        an entry only)."""
        s = self.state
        if not 1 <= digit <= s.puzzle.digits:
            return False
        cells = [i for i in cells if s.is_open(i) and not s.entries[i]]
        if not cells:
            return False
        return self._commit(s.replace(**{layer: _toggled(s.layer(layer), cells, 1 << digit)}))

    def toggle_colours(self, cells: Iterable[int], colour: int) -> bool:
        """Paint colour ``colour`` (1..9) on every cell of ``cells``, or take it off when every
        one already has it: one move. Any cell can be coloured, givens and black cells too."""
        s = self.state
        cells = list(cells)
        if not cells or not 1 <= colour <= COLOURS:
            return False
        return self._commit(s.replace(colours=_toggled(s.colours, cells, 1 << colour)))

    def clear_cell_play(self, cell: int) -> bool:
        """Clear a cell's entry, or its pencil marks when it has no entry."""
        return self.clear_cells([cell])

    def clear_cells(self, cells: Iterable[int], layer: str | None = None) -> bool:
        """Clear ``cells`` as one move. With a ``layer`` ("entries", "marks", "corner", "centre"
        or "colours") just that; without one, layer by layer as SudokuPad does: the entries when
        any of the cells has one, else their pencil marks of every kind, else their colours."""
        s = self.state
        cells = list(cells)
        open_ = [i for i in cells if s.is_open(i)]
        if layer is None:
            if any(s.entries[i] for i in open_):
                layer = "entries"
            elif any(s.marks[i] or s.corner[i] or s.centre[i] for i in open_):
                return self._commit(s.replace(**{
                    name: [0 if i in open_ else m for i, m in enumerate(s.layer(name))] for name in MARK_LAYERS
                }))
            else:
                layer = "colours"
        targets = set(cells if layer == "colours" else open_)
        masks = [0 if i in targets else m for i, m in enumerate(getattr(s, layer))]
        if layer == "entries":  # the digits taken out go back into their peers' candidates
            marks = list(s.marks)
            self._give_back({i: s.entries[i] for i in targets if s.entries[i]}, masks, marks)
            return self._commit(s.replace(entries=masks, marks=marks))
        return self._commit(s.replace(**{layer: masks}))

    def fill_marks(self) -> bool:
        """Pencil-mark every empty open cell with the digits the simple rules still allow.

        A cell the player has already marked keeps their eliminations: its marks are only
        narrowed to the candidates (and left alone when none of them is a candidate). A cell
        showing corner or centre marks is left alone: candidates there would not show (see
        :func:`takes_candidates`).
        """
        s = self.state
        cands = kind_of(s.puzzle).pencil_candidates(s.puzzle, s.values())
        marks = list(s.marks)
        for i in range(s.puzzle.cell_count):
            if takes_candidates(s, i):
                mine = s.marks[i]
                marks[i] = (mine & cands[i] or mine) if mine else cands[i]
        return self._commit(s.replace(marks=marks))

    def apply_step(
        self,
        placements: Iterable[tuple[int, int]] = (),
        eliminations: Iterable[tuple[int, int]] = (),
        candidates: Sequence[int] | None = None,
    ) -> bool:
        """A logic step (a hint) as one move: each placement ``(cell, digit)`` becomes an entry
        (the digit leaves the pencil marks of its row and column, as when typed) and each
        elimination ``(cell, digit)`` leaves the cell's pencil marks.

        A cell showing centre marks loses the digit from them (they are its candidates, as the
        hints read them: :meth:`PlayState.shown_marks`). A cell without pencil marks first gets
        ``candidates[cell]``, the candidates the step was found with (all digits when None); one
        showing corner marks alone gets none (they would not show, see :func:`takes_candidates`).
        Cells that are not open or already hold an entry are left alone.
        """
        st = self.state
        puzzle = st.puzzle
        full = full_mask(puzzle.digits)
        entries = list(st.entries)
        marks = list(st.marks)
        centre = list(st.centre)
        for i, d in eliminations:
            if not st.is_open(i) or entries[i]:
                continue
            if centre[i]:
                centre[i] &= ~(1 << d)
                continue
            if not (marks[i] or takes_candidates(st, i)):
                continue
            base = marks[i] or (candidates[i] & full if candidates is not None else full)
            marks[i] = base & ~(1 << d)
        peers = kind_of(puzzle).geometry(puzzle).peers
        for i, d in placements:
            if not st.is_open(i) or st.entries[i] or not 1 <= d <= puzzle.digits:
                continue
            entries[i] = d
            for j in peers[i]:
                marks[j] &= ~(1 << d)
        return self._commit(st.replace(entries=entries, marks=marks, centre=centre))

    def clear_entries(self, cells: Iterable[int]) -> bool:
        """Remove the entries of ``cells`` (e.g. the wrong ones a check found) in one move."""
        st = self.state
        entries = list(st.entries)
        for i in cells:
            if st.is_open(i):
                entries[i] = 0
        marks = list(st.marks)  # the digits taken out go back into their peers' candidates
        self._give_back({i: st.entries[i] for i in cells if st.is_open(i) and st.entries[i]}, entries, marks)
        return self._commit(st.replace(entries=entries, marks=marks))

    def clear_marks(self, cells: Iterable[int]) -> bool:
        """Remove the pencil marks of ``cells`` that Check reads, in one move: a cell's centre
        marks when it has any, else its candidates (its corner marks stay)."""
        st = self.state
        marks, centre = list(st.marks), list(st.centre)
        for i in cells:
            if st.is_open(i):
                if centre[i]:
                    centre[i] = 0
                else:
                    marks[i] = 0
        return self._commit(st.replace(marks=marks, centre=centre))

    def clear_play(self) -> bool:
        """Remove all entries, pencil marks of every kind and colours."""
        return self._commit(PlayState.new(self.puzzle))

    def apply_values(self, values: Sequence[int]) -> bool:
        """Fill open cells with ``values`` (a solution) as entries; their marks go."""
        s = self.state
        entries = tuple(values[i] if s.is_open(i) else 0 for i in range(s.puzzle.cell_count))
        marks = tuple(0 if entries[i] else s.marks[i] for i in range(s.puzzle.cell_count))
        return self._commit(s.replace(entries=entries, marks=marks))
