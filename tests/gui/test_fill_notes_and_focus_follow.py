"""Two findings of a review, in the window:

* Fill Pencil Marks (Ctrl+Shift+P) wrote candidates under the player's corner and centre marks,
  where the board does not show them, and Check (Ctrl+K) read them: "no mistakes so far in your
  entries and candidates" while r1c4 showed centre marks 4 5 and its answer is 3. Now Fill leaves
  those cells alone and Check reads the candidates the board shows.
* Deleting the clue that set the focus digit (click a 1, F2, Delete) left every 1 highlighted and
  the pad's 1 lit. Now the focus digit the selected cell held follows that cell's digit.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document, load_documents
from str8ts_gui.core.puzzle import digits_mask
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.solver.analysis import CheckResult
from str8ts_gui.solver.sat import solve

from gui_helpers import click_cell, key, new_window

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
R1C3, R1C4 = 2, 3


def library_window(qtbot, number: int = 0) -> MainWindow:
    """A window playing puzzle ``number`` of the Str8ts 9 x 9 library (the reviewer's boards:
    the first, and the second, where r1c4 is a 1 clue)."""
    doc = load_documents(ROOT / "puzzles" / "library-9x9.txt")[number]
    window = new_window(qtbot)
    window.set_document(Document(doc.puzzle), mode=Mode.PLAY)
    return window


def digit_key(d: int):
    return getattr(Qt.Key, f"Key_{d}")


def check_key(qtbot, window: MainWindow) -> CheckResult:
    with qtbot.waitSignal(window.hints.checked, timeout=10000) as blocker:
        key(qtbot, window, Qt.Key.Key_K, CTRL)
    return blocker.args[0]


def test_fill_leaves_the_players_corner_and_centre_marks_alone_and_check_reads_what_shows(qtbot) -> None:
    window = library_window(qtbot)
    ctl = window.controller
    puzzle = ctl.session.puzzle
    solution = solve(puzzle).solution
    assert ctl.session.state.is_open(R1C3) and ctl.session.state.is_open(R1C4)
    assert solution[R1C4] not in (4, 5)  # (3: the centre marks below rule it out)
    ctl.select(R1C3)
    for d in (1, 7):
        key(qtbot, window, digit_key(d), SHIFT)
    ctl.select(R1C4)
    for d in (4, 5):
        key(qtbot, window, digit_key(d), CTRL)
    key(qtbot, window, Qt.Key.Key_P, CTRL | SHIFT)
    state = ctl.session.state
    assert state.corner[R1C3] == digits_mask([1, 7]) and state.centre[R1C4] == digits_mask([4, 5])
    assert state.marks[R1C3] == 0 and state.marks[R1C4] == 0  # nothing hidden under them
    assert window.status_message() == "Pencil marks filled in"
    assert any(state.marks)  # the other cells got theirs

    result = check_key(qtbot, window)
    assert result.wrong_marks == {R1C4}  # the centre marks 4 5 rule out its 3 (centre marks are read)
    assert not result.wrong

    # a candidate typed under marks goes in as ever (a layer of its own), unseen: Check does not
    # read it (R1C3 shows its corner marks, which Check does not read either)
    ctl.select(R1C3)
    wrong = next(d for d in range(1, 10) if d not in (solution[R1C3], 1, 7))
    key(qtbot, window, digit_key(wrong), ALT)
    assert ctl.session.state.marks[R1C3] == digits_mask([wrong])
    result = check_key(qtbot, window)
    assert result.wrong_marks == {R1C4} and not result.wrong


def test_deleting_the_clue_that_set_the_focus_digit_ends_the_highlight(qtbot) -> None:
    window = library_window(qtbot, 1)
    ctl = window.controller
    assert ctl.session.puzzle.clues[R1C4] == 1
    lit = []
    ctl.focusDigitChanged.connect(lit.append)
    click_cell(qtbot, window, R1C4)
    assert ctl.selected == R1C4 and ctl.focus_digit == 1
    key(qtbot, window, Qt.Key.Key_F2)
    assert ctl.mode == Mode.EDIT and ctl.focus_digit == 1  # a mode change keeps it
    key(qtbot, window, Qt.Key.Key_Delete)
    assert ctl.session.puzzle.clues[R1C4] == 0
    assert ctl.focus_digit is None and ctl.render_options().focus_digit is None
    assert lit[-1] is None  # the number pad's 1 goes out with it
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # the clue back: the highlight stays off
    assert ctl.session.puzzle.clues[R1C4] == 1 and ctl.focus_digit is None


def test_the_focus_digit_follows_the_selected_cells_answer(qtbot) -> None:
    window = library_window(qtbot)
    ctl = window.controller
    state = ctl.session.state
    cell = next(i for i in range(state.puzzle.cell_count) if state.is_open(i))
    ctl.select(cell)
    key(qtbot, window, digit_key(2))
    assert ctl.focus_digit is None  # typing leaves the highlight alone (as before)
    click_cell(qtbot, window, cell)
    assert ctl.focus_digit == 2
    key(qtbot, window, digit_key(5))  # another answer: its digit is highlighted
    assert ctl.session.state.entries[cell] == 5 and ctl.focus_digit == 5
    key(qtbot, window, Qt.Key.Key_Backspace)  # taken out: nothing
    assert ctl.session.state.entries[cell] == 0 and ctl.focus_digit is None
    # a focus digit the selected cell did not hold stays (the pad's right click, another cell's)
    ctl.set_focus_digit(7)
    key(qtbot, window, digit_key(4))
    assert ctl.focus_digit == 7
