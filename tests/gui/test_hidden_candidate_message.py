"""A candidate typed where the board shows corner or centre marks goes in unseen (a cell shows
those instead of its candidates): the status bar says so, as the board shows no change there
(a review found the typed candidate simply vanished)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from str8ts_gui.kinds.str8ts.formats import parse_text

from gui_helpers import key, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
OPEN = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def digit(qtbot, window, d: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    key(qtbot, window, getattr(Qt.Key, f"Key_{d}"), modifier)


def test_a_candidate_under_marks_is_told(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    ctl = window.controller
    cell = OPEN[0]
    name = GENTLE.cell_name(cell)
    ctl.select(cell)
    digit(qtbot, window, 3, CTRL)  # a centre mark
    digit(qtbot, window, 5, ALT)  # a candidate: kept, but the cell shows its centre mark
    state = ctl.session.state
    assert state.marks[cell] >> 5 & 1 and state.shown_marks()[cell] == 1 << 3  # the centre mark shows, not 5
    assert window.status_message() == f"{name} shows its centre marks: candidate 5 went in under them, unseen until they are cleared"
    digit(qtbot, window, 5, ALT)  # typed again: out
    assert not ctl.session.state.marks[cell] >> 5 & 1
    assert window.status_message().startswith(f"{name} shows its centre marks: candidate 5 came out under them")
    digit(qtbot, window, 2, SHIFT)  # a corner mark too
    digit(qtbot, window, 7, ALT)
    assert window.status_message().startswith(f"{name} shows its corner and centre marks: candidate 7 went in")

    # several cells, some with marks: counted; a cell without marks shows its candidate (no word)
    other, plain = OPEN[1], OPEN[2]
    ctl.select(other)
    digit(qtbot, window, 4, SHIFT)
    ctl.select_cells([cell, other, plain])
    assert ctl.selection == {cell, other, plain}
    digit(qtbot, window, 8, ALT)
    assert window.status_message().startswith("2 of the cells show corner or centre marks: candidate 8 went in")


def test_a_candidate_in_a_cell_that_shows_candidates_says_nothing(qtbot, tmp_path) -> None:
    window = window_with(qtbot, tmp_path, GENTLE)
    ctl = window.controller
    ctl.select(OPEN[0])
    messages: list[str] = []
    ctl.message.connect(messages.append)
    digit(qtbot, window, 5, ALT)
    assert ctl.session.state.shown_marks()[OPEN[0]] >> 5 & 1
    assert messages == []
