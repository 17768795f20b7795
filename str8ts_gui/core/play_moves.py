"""The player's moves on a :class:`~str8ts_gui.core.session.Session` (no Qt): entering digits,
pencil marks, colours, clearing, filling in candidates, a hint's step and a solution; each one
move, one undo step.

:class:`~str8ts_gui.core.session.Session` has each as a method and loads this module at the
first move: a window starts without it.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import COLOURS, MARK_LAYERS, full_mask
from str8ts_gui.core.session import Session, _toggled, takes_candidates


def set_entries(session: Session, cells: Iterable[int], digit: int) -> bool:
    """Enter ``digit`` (0 clears) in every open cell of ``cells``, as one move; the digit
    leaves the positional pencil marks of each cell's peers."""
    s = session.state
    cells = [i for i in cells if s.is_open(i)]
    if not cells:
        return False
    entries = list(s.entries)
    marks = list(s.marks)
    taken = {cell: s.entries[cell] for cell in cells if s.entries[cell] and s.entries[cell] != digit}
    for cell in cells:
        entries[cell] = digit
    _give_back(session, taken, entries, marks)
    peers = kind_of(s.puzzle).geometry(s.puzzle).peers if digit else ()
    bit = ~(1 << digit)
    for cell in cells:
        if digit:
            for j in peers[cell]:
                marks[j] &= bit
    return session._commit(s.replace(entries=entries, marks=marks))


def _give_back(session: Session, taken: dict[int, int], entries: list[int], marks: list[int]) -> None:
    """Entries taken out (``taken``: cell -> its digit; ``entries``: the entries after): each
    digit goes back into the pencil marks of the peers it left when it was entered (found in
    the history), where it can be again: a peer still open and empty, with candidates, that
    no digit of its own row, column or box (or compartment) rules it out of. Taking out a wrong
    digit so leaves the candidates as they were before it, not a board of new "mistakes"."""
    if not taken:
        return
    s = session.state
    peers = kind_of(s.puzzle).geometry(s.puzzle).peers
    values = [c or e for c, e in zip(s.puzzle.clues, entries)]
    for cell, digit in taken.items():
        bit = 1 << digit
        left = _left_when_entered(session, cell, digit)
        for j in set(left) & set(peers[cell]):
            # candidates now, or none since the entry took the last one (not cleared later)
            if s.is_open(j) and not entries[j] and (marks[j] or not left[j]) and not marks[j] & bit and all(
                values[k] != digit for k in peers[j]
            ):
                marks[j] |= bit


def _left_when_entered(session: Session, cell: int, digit: int) -> dict[int, int]:
    """The cells whose candidate ``digit`` went in the move that entered ``digit`` in
    ``cell`` (the latest such move in the history up to now), each with the candidates it
    kept (none found: empty)."""
    history, k = session._history, session._index
    bit = 1 << digit
    while k > 0:
        now, before = history[k][0], history[k - 1][0]
        if before.puzzle.cell_count != now.puzzle.cell_count or now.entries[cell] != digit:
            return {}
        if before.entries[cell] != digit:
            return {j: n for j, (b, n) in enumerate(zip(before.marks, now.marks)) if b & bit and not n & bit}
        k -= 1
    return {}


def toggle_marks(session: Session, cells: Iterable[int], digit: int, layer: str = "marks") -> bool:
    """Toggle mark ``digit`` of ``layer`` on several cells as one move, as SudokuPad does:
    removed from all of them when every one has it, else added to each (open cells without
    an entry only)."""
    s = session.state
    if not 1 <= digit <= s.puzzle.digits:
        return False
    cells = [i for i in cells if s.is_open(i) and not s.entries[i]]
    if not cells:
        return False
    return session._commit(s.replace(**{layer: _toggled(s.layer(layer), cells, 1 << digit)}))


def toggle_colours(session: Session, cells: Iterable[int], colour: int) -> bool:
    """Paint colour ``colour`` (1..9) on every cell of ``cells``, or take it off when every
    one already has it: one move. Any cell can be coloured, givens and black cells too."""
    s = session.state
    cells = list(cells)
    if not cells or not 1 <= colour <= COLOURS:
        return False
    return session._commit(s.replace(colours=_toggled(s.colours, cells, 1 << colour)))


def clear_cells(session: Session, cells: Iterable[int], layer: str | None = None) -> bool:
    """Clear ``cells`` as one move. With a ``layer`` ("entries", "marks", "corner", "centre"
    or "colours") just that; without one, layer by layer as SudokuPad does: the entries when
    any of the cells has one, else their pencil marks of every kind, else their colours."""
    s = session.state
    cells = list(cells)
    open_ = [i for i in cells if s.is_open(i)]
    if layer is None:
        if any(s.entries[i] for i in open_):
            layer = "entries"
        elif any(s.marks[i] or s.corner[i] or s.centre[i] for i in open_):
            return session._commit(s.replace(**{
                name: [0 if i in open_ else m for i, m in enumerate(s.layer(name))] for name in MARK_LAYERS
            }))
        else:
            layer = "colours"
    targets = set(cells if layer == "colours" else open_)
    masks = [0 if i in targets else m for i, m in enumerate(getattr(s, layer))]
    if layer == "entries":  # the digits taken out go back into their peers' candidates
        marks = list(s.marks)
        _give_back(session, {i: s.entries[i] for i in targets if s.entries[i]}, masks, marks)
        return session._commit(s.replace(entries=masks, marks=marks))
    return session._commit(s.replace(**{layer: masks}))


def fill_marks(session: Session) -> bool:
    """Pencil-mark every empty open cell with the digits the simple rules still allow.

    A cell the player has already marked keeps their eliminations: its marks are only
    narrowed to the candidates (and left alone when none of them is a candidate). A cell
    showing corner or centre marks is left alone: candidates there would not show (see
    :func:`takes_candidates`).
    """
    s = session.state
    cands = kind_of(s.puzzle).pencil_candidates(s.puzzle, s.values())
    marks = list(s.marks)
    for i in range(s.puzzle.cell_count):
        if takes_candidates(s, i):
            mine = s.marks[i]
            marks[i] = (mine & cands[i] or mine) if mine else cands[i]
    return session._commit(s.replace(marks=marks))


def apply_step(
    session,
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
    st = session.state
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
    return session._commit(st.replace(entries=entries, marks=marks, centre=centre))


def clear_entries(session: Session, cells: Iterable[int]) -> bool:
    """Remove the entries of ``cells`` (e.g. the wrong ones a check found) in one move."""
    st = session.state
    entries = list(st.entries)
    for i in cells:
        if st.is_open(i):
            entries[i] = 0
    marks = list(st.marks)  # the digits taken out go back into their peers' candidates
    _give_back(session, {i: st.entries[i] for i in cells if st.is_open(i) and st.entries[i]}, entries, marks)
    return session._commit(st.replace(entries=entries, marks=marks))


def clear_marks(session: Session, cells: Iterable[int]) -> bool:
    """Remove the pencil marks of ``cells`` that Check reads, in one move: a cell's centre
    marks when it has any, else its candidates (its corner marks stay)."""
    st = session.state
    marks, centre = list(st.marks), list(st.centre)
    for i in cells:
        if st.is_open(i):
            if centre[i]:
                centre[i] = 0
            else:
                marks[i] = 0
    return session._commit(st.replace(marks=marks, centre=centre))


def apply_values(session: Session, values: Sequence[int]) -> bool:
    """Fill open cells with ``values`` (a solution) as entries; their marks go."""
    s = session.state
    entries = tuple(values[i] if s.is_open(i) else 0 for i in range(s.puzzle.cell_count))
    marks = tuple(0 if entries[i] else s.marks[i] for i in range(s.puzzle.cell_count))
    return session._commit(s.replace(entries=entries, marks=marks))
