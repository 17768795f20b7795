"""A finish after hints applied (Hint > Apply) says how many helped, keeps the count in the saved
file, and gives the library no best time (the play clock and the plain finish are tested in
tests/gui/test_completion.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document, dumps_document, loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.gui.library import library_actions
from str8ts_gui.gui.library.library_browser import puzzle_stats, solved_keys
from str8ts_gui.kinds.str8ts.library import load_library
from str8ts_gui.solver.sat import solve

from gui_helpers import key, new_window
from test_completion import GENTLE, GENTLE_SOLUTION, clock, fill_all_but_last, play_gentle, type_digit, with_clock  # noqa: F401 (clock: a fixture)

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def apply_a_hint(qtbot, window) -> None:
    """Ctrl+H until the hint shows in full, then Ctrl+Shift+H (Apply Hint)."""
    level = 0
    while level < 3:
        with qtbot.waitSignal(window.hints.hintShown, timeout=10000) as blocker:
            key(qtbot, window, Qt.Key.Key_H, CTRL)
        level = blocker.args[1]
    before = window.controller.session.state
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)
    assert window.controller.session.state != before


def test_a_hint_that_places_the_last_digit_is_counted_in_the_finish(qtbot, tmp_path, clock) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    fill_all_but_last(window, GENTLE_SOLUTION)
    clock.now += 65
    apply_a_hint(qtbot, window)
    assert window.completion.is_solved
    assert window.status_message().startswith("Solved! Every cell is right, in 1:05, with 1 hint applied.")
    assert window.completion.hints_applied == 1


def test_an_undone_hint_still_counts_and_the_count_is_saved(qtbot, tmp_path, clock) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    apply_a_hint(qtbot, window)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # taken back: the player has seen it all the same
    apply_a_hint(qtbot, window)
    assert window.completion.hints_applied == 2
    saved = json.loads(dumps_document(window.document()))
    assert saved["hints"] == 2

    # reopened from the file: the count goes on from 2, and the finish says 2
    path = tmp_path / "half.puzzle"
    path.write_text(dumps_document(window.document()), encoding="utf-8")
    again = new_window(qtbot, path)
    again.play_timer.set_clock(clock)
    assert again.completion.hints_applied == 2
    last = fill_all_but_last(again, GENTLE_SOLUTION)
    type_digit(qtbot, again, last, GENTLE_SOLUTION[last])
    assert "with 2 hints applied." in again.status_message()

    # a new document starts from none, and a finish without hints says nothing of them
    fresh = play_gentle(qtbot, tmp_path, clock)
    assert fresh.completion.hints_applied == 0
    assert "hints" not in json.loads(dumps_document(fresh.document()))
    last = fill_all_but_last(fresh, GENTLE_SOLUTION)
    type_digit(qtbot, fresh, last, GENTLE_SOLUTION[last])
    assert fresh.status_message().startswith("Solved! Every cell is right, in 0:00.")
    assert "hint" not in fresh.status_message()


def test_a_hint_on_an_edited_puzzle_is_its_own(qtbot, tmp_path, clock) -> None:
    """Editing the puzzle makes another puzzle with its own clock and count; undoing the edit
    brings the first one's count back."""
    window = play_gentle(qtbot, tmp_path, clock)
    apply_a_hint(qtbot, window)
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_F2)  # edit mode
    cell = next(i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i] and not ctl.session.state.entries[i])
    ctl.select(cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{GENTLE_SOLUTION[cell]}"))  # a clue: another puzzle
    assert ctl.session.puzzle != GENTLE
    key(qtbot, window, Qt.Key.Key_F2)  # play mode
    assert window.completion.hints_applied == 0
    key(qtbot, window, Qt.Key.Key_F2)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # the edit undone
    key(qtbot, window, Qt.Key.Key_F2)
    assert ctl.session.puzzle == GENTLE
    assert window.completion.hints_applied == 1


def test_a_library_solve_with_hints_is_ticked_but_sets_no_best_time(qtbot, clock) -> None:
    window = with_clock(new_window(qtbot), clock)
    actions = library_actions.install(window, pool_delay_ms=None)
    entry = load_library()[0][0]
    solution = solve(entry.document.puzzle).solution
    assert actions.open_entry(entry)
    clock.now += 100
    fill_all_but_last(window, solution)
    apply_a_hint(qtbot, window)
    assert entry.key in solved_keys()
    stats = puzzle_stats()[entry.key]
    assert (stats.solves, stats.best, stats.last) == (1, None, 100)
    assert f"“{entry.title}” is ticked in the Puzzle Library" in window.status_message()
    # the same puzzle solved unaided afterwards sets the best time
    assert actions.open_entry(entry)
    clock.now += 200
    last = fill_all_but_last(window, solution)
    type_digit(qtbot, window, last, solution[last])
    assert puzzle_stats()[entry.key].best == 200


@pytest.mark.parametrize("value, words", [(-1, "0 to 1000000"), (1_000_001, "0 to 1000000"), ("2", "a whole number")])
def test_a_bad_hints_field_is_a_clear_error(value, words) -> None:
    text = dumps_document(Document(GENTLE, hints=3))
    assert json.loads(text)["hints"] == 3 and loads_document(text).hints == 3
    data = json.loads(text)
    data["hints"] = value
    with pytest.raises(PuzzleFormatError, match="field 'hints'") as caught:
        loads_document(json.dumps(data), source="bad.puzzle")
    assert words in str(caught.value)


def test_files_without_the_field_read_as_none() -> None:
    data = json.loads(dumps_document(Document(GENTLE)))
    assert "hints" not in data
    assert loads_document(json.dumps(data)).hints == 0
