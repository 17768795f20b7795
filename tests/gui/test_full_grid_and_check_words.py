"""Two things the window says about the player's work (a review's findings):

* a grid that becomes full but is not right gets one word in the status bar (every kind; not
  again while it stays full, never when it is solved, and never which cell);
* Check reads centre marks (the digits a cell may hold) and says, when it finds nothing wrong,
  that it did not read corner marks (where a digit goes in a box).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.play.completion import FULL_NOT_RIGHT
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.solver.analysis import CheckResult, check_position
from str8ts_gui.solver.sat import Status, solve

from gui_helpers import key, new_window

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
LIBRARIES = {
    "str8ts": "library-9x9.txt",
    "sudoku": "sudoku-9x9.txt",
    "suguru": "suguru-library.txt",
}


def library_window(qtbot, kind: str) -> MainWindow:
    """A window playing the first puzzle of ``kind``'s library, Show Mistakes off."""
    doc = load_documents(ROOT / "puzzles" / LIBRARIES[kind])[0]
    assert doc.puzzle.kind == kind
    window = new_window(qtbot)
    window.set_document(Document(doc.puzzle), mode=Mode.PLAY)
    assert window.controller.mode == Mode.PLAY
    if window.act_show_mistakes.isChecked():
        key(qtbot, window, Qt.Key.Key_M, CTRL | SHIFT)
    assert not window.act_show_mistakes.isChecked()
    return window


def type_at(qtbot, window: MainWindow, cell: int, digit: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    window.controller.select(cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{digit}"), modifier)


def fill_all_but(window: MainWindow, solution, target: int) -> None:
    """The solution in every open cell but ``target`` (one undoable step)."""
    state = window.controller.session.state
    n2 = state.puzzle.cell_count
    entries = tuple(solution[i] if state.is_open(i) and i != target else 0 for i in range(n2))
    window.controller.session.replace(state.puzzle, PlayState(state.puzzle, entries, state.marks))


def wrong_digits(window: MainWindow, cell: int, right: int) -> list[int]:
    """Digits other than ``right`` that typing puts into ``cell`` (a Suguru cell takes only the
    digits of its region's size): the digit is typed and taken out again."""
    found = []
    for d in range(1, 10):
        if d == right:
            continue
        window.controller.select(cell)
        window.controller.type_digit(d)
        if window.controller.session.state.entries[cell] == d:
            found.append(d)
            window.controller.type_digit(d)  # typing it again takes it out
        assert not window.controller.session.state.entries[cell]
    return found


@pytest.mark.parametrize("kind", sorted(LIBRARIES))
def test_a_full_grid_that_is_not_right_is_told_once(qtbot, kind: str) -> None:
    window = library_window(qtbot, kind)
    state = window.controller.session.state
    solution = solve(state.puzzle).solution
    open_cells = [i for i in range(state.puzzle.cell_count) if state.is_open(i)]
    # a cell that takes two wrong digits (the last such one)
    target, wrongs = next(
        (i, w) for i in reversed(open_cells) if len(w := wrong_digits(window, i, solution[i])) >= 2
    )
    told: list[None] = []
    window.completion.full_not_right.connect(lambda: told.append(None))
    fill_all_but(window, solution, target)
    assert not told and window.status_message() != FULL_NOT_RIGHT

    type_at(qtbot, window, target, wrongs[0])  # full, and one digit is wrong
    assert window.status_message() == FULL_NOT_RIGHT and len(told) == 1
    assert not re.search(r"r\d+c\d+", window.status_text())  # (no cell named)
    assert not window.completion.is_solved and not window.play_timer.finished

    type_at(qtbot, window, target, wrongs[1])  # still full and wrong: not again
    assert window.controller.session.state.entries[target] == wrongs[1]
    assert len(told) == 1 and window.status_message() != FULL_NOT_RIGHT

    type_at(qtbot, window, target, wrongs[1])  # taken out: not full
    assert not window.controller.session.state.entries[target]
    type_at(qtbot, window, target, wrongs[0])  # full and wrong again: told again
    assert len(told) == 2 and window.status_message() == FULL_NOT_RIGHT

    type_at(qtbot, window, target, solution[target])  # solved: "Solved!", not this
    assert window.completion.is_solved and len(told) == 2
    assert window.status_message().startswith("Solved! Every cell is right")


def test_a_solved_grid_made_wrong_is_told_and_undo_back_to_it_too(qtbot) -> None:
    window = library_window(qtbot, "str8ts")
    state = window.controller.session.state
    solution = solve(state.puzzle).solution
    target = [i for i in range(state.puzzle.cell_count) if state.is_open(i)][0]
    told: list[None] = []
    window.completion.full_not_right.connect(lambda: told.append(None))
    fill_all_but(window, solution, target)
    type_at(qtbot, window, target, solution[target])
    assert window.completion.is_solved and not told
    type_at(qtbot, window, target, solution[target] % 9 + 1)  # a right grid made wrong
    assert len(told) == 1 and window.status_message() == FULL_NOT_RIGHT
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # back to solved: nothing of this
    assert window.completion.is_solved and len(told) == 1


# -- Check's words ----------------------------------------------------------------------------------
def check_key(qtbot, window: MainWindow) -> CheckResult:
    with qtbot.waitSignal(window.hints.checked, timeout=10000) as blocker:
        key(qtbot, window, Qt.Key.Key_K, CTRL)
    return blocker.args[0]


def test_check_reads_centre_marks_as_the_digits_a_cell_may_hold(qtbot) -> None:
    """Centre marks are what SudokuPad players write for the digits a cell may hold: Check reads
    them (a reviewer found a centre mark without the answer never flagged, and Check saying it
    did not read them); corner marks, where a digit goes in a box, it does not read."""
    window = library_window(qtbot, "str8ts")
    state = window.controller.session.state
    solution = solve(state.puzzle).solution
    open_cells = [i for i in range(state.puzzle.cell_count) if state.is_open(i)]
    first, cell = open_cells[0], open_cells[1]
    type_at(qtbot, window, first, solution[first])
    result = check_key(qtbot, window)
    assert result.ok and window.status_message() == "Check: no mistakes so far"  # (as before)

    others = [d for d in range(1, 10) if d != solution[cell]][:2]  # centre marks without the answer
    for d in others:
        type_at(qtbot, window, cell, d, CTRL)
    assert window.controller.session.state.centre[cell] == digits_mask(others)
    result = check_key(qtbot, window)
    assert result.wrong_marks == {cell} and not result.wrong
    name = state.puzzle.cell_name(cell)
    assert window.status_message() == f"Check: the pencil marks of {name} rule out the digit"
    type_at(qtbot, window, cell, solution[cell], CTRL)  # the answer among them: right
    result = check_key(qtbot, window)
    assert result.ok and window.status_message() == "Check: no mistakes so far"

    type_at(qtbot, window, open_cells[2], solution[open_cells[2]], SHIFT)  # a corner mark too
    assert window.controller.session.state.corner[open_cells[2]]
    check_key(qtbot, window)
    assert window.status_message() == (
        "Check: no mistakes so far in your entries and pencil marks (corner marks are not checked)"
    )


def test_the_check_message_names_only_marks_on_empty_cells() -> None:
    doc = load_documents(ROOT / "puzzles" / LIBRARIES["sudoku"])[0]
    puzzle = doc.puzzle
    solution = solve(puzzle).solution
    n2 = puzzle.cell_count
    cell = next(i for i in range(n2) if not puzzle.clues[i])
    corner = tuple(digits_mask([solution[cell]]) if i == cell else 0 for i in range(n2))
    state = PlayState(puzzle, (0,) * n2, (0,) * n2, corner=corner)
    assert check_position(state).message == (
        "Check: no mistakes so far in your entries and pencil marks (corner marks are not checked)"
    )
    plain = PlayState(puzzle, (0,) * n2, (0,) * n2)
    assert check_position(plain).message == "Check: no mistakes so far"
    # marks hidden under a right answer are not on the board to be misread
    entries = tuple(solution[cell] if i == cell else 0 for i in range(n2))
    hidden = PlayState(puzzle, entries, (0,) * n2, corner=corner)
    assert check_position(hidden).message == "Check: no mistakes so far"
    # a wrong entry is still named as before, marks or not
    entries = tuple(solution[cell] % 9 + 1 if i == cell else 0 for i in range(n2))
    wrong = check_position(PlayState(puzzle, entries, (0,) * n2)).message
    assert wrong == f"Check: {puzzle.cell_name(cell)} is wrong"
    assert CheckResult(plain, Status.UNIQUE).unread_marks() == ""
