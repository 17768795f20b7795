"""Hints in three levels, Apply, Check, Check as I Go, Show Candidates and the grade, driven
through the main window's keys as a user would.

The hint and check logic itself (no Qt) is tested in tests/kinds/str8ts/logic/test_hint_logic.py
and tests/solver/test_analysis.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.str8ts.layout import layout_of
from str8ts_gui.kinds.str8ts.candidates import basic_candidates
from str8ts_gui.kinds.str8ts.formats import parse_line, parse_text, to_line
from str8ts_gui.core.puzzle import Puzzle, digits_mask
from str8ts_gui.gui.play import hints as gui_hints
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.str8ts.logic import hints as str8ts_hints
from str8ts_gui.kinds.str8ts.logic import rate
from str8ts_gui.kinds.str8ts.logic.hints import position_grid
from str8ts_gui.kinds.sudoku import formats as sudoku_formats
from str8ts_gui.solver import analysis
from str8ts_gui.solver.sat import Status, solve

from gui_helpers import key, new_window, window_with

ROOT = Path(__file__).resolve().parents[2]
WIKIPEDIA = ROOT / "puzzles" / "wikipedia.txt"
GENTLE = parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[0]
SOLUTION = solve(GENTLE).solution
OPEN = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]
# 4 x 4 with two clues and several solutions (the black cell makes the line read as a Str8ts
# when pasted, not as a 4 x 4 Sudoku)
SEVERAL = parse_line("#....1........1.")
SUDOKU = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


def wrong_digit(i: int) -> int:
    return SOLUTION[i] % 9 + 1


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return window_with(qtbot, tmp_path, GENTLE)


def type_at(qtbot, window: MainWindow, cell: int, digit: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    window.controller.select(cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{digit}"), modifier)


def hint_key(qtbot, window: MainWindow) -> tuple:
    """Ctrl+H, waiting for the hint to show; returns (hint, level)."""
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    return tuple(blocker.args)


def check_key(qtbot, window: MainWindow, k=Qt.Key.Key_K, modifier=CTRL):
    with qtbot.waitSignal(window.hints.checked, timeout=5000) as blocker:
        key(qtbot, window, k, modifier)
    return blocker.args[0]


# -- hints ------------------------------------------------------------------------------------------
def test_hint_escalates_vague_concrete_full_and_apply_is_one_undo_step(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    before = ctl.session.state
    hint, level = hint_key(qtbot, window)
    assert hint.kind == "step" and level == 1
    step = hint.step
    assert window.hint_panel.isVisible()
    assert window.hint_panel.level_label.text() == "Hint 1 of 3: which strategy"
    assert window.hint_panel.text_label.text().startswith(f"Try: {step.strategy}")
    assert step.text not in window.hint_panel.text_label.text()  # the vague hint gives nothing away
    assert ctl.step_view.cells == frozenset() and ctl.step_view.area == frozenset()
    assert not window.act_apply_hint.isEnabled() and not window.hint_panel.apply_button.isEnabled()

    hint2, level = hint_key(qtbot, window)  # same position: the same hint, more of it
    assert hint2 is hint and level == 2
    assert "look at" in window.hint_panel.text_label.text()
    assert ctl.step_view.area == frozenset(step.area) and ctl.step_view.cells == frozenset()
    assert ctl.render_options().hint_area == frozenset(step.area)

    _, level = hint_key(qtbot, window)
    assert level == 3
    assert window.hint_panel.text_label.text() == analysis.hint_text(hint, 3)  # (unmarked cells: "cannot be")
    assert ctl.step_view.cells == frozenset(step.cells)
    assert dict(ctl.render_options().struck)  # the eliminations are shown struck out
    assert window.act_apply_hint.isEnabled() and window.hint_panel.apply_button.isEnabled()
    _, level = hint_key(qtbot, window)  # a fourth press stays at the step
    assert level == 3
    assert ctl.session.state == before  # hints never change the player's work

    qtbot.mouseClick(window.hint_panel.apply_button, Qt.MouseButton.LeftButton)
    after = ctl.session.state
    grid = position_grid(before)
    removed: dict[int, int] = {}
    for i, d in step.eliminations:
        removed[i] = removed.get(i, 0) | 1 << d
    assert removed and not step.placements  # the gentle puzzle starts with a range check
    for i, mask in removed.items():  # an unmarked cell gets the candidates the step saw, less those
        assert after.marks[i] == (before.marks[i] or grid.masks[i]) & ~mask
    assert after.entries == before.entries
    assert ctl.step_view is None and window.hints.hint is None
    assert not window.act_apply_hint.isEnabled()
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # one undo step
    assert ctl.session.state == before

    # the position changed back and forth: a new hint starts at level 1 again
    hint3, level = hint_key(qtbot, window)
    assert level == 1 and hint3 is not hint


def test_a_step_on_unmarked_cells_says_what_they_cannot_be_and_apply_pencils_in_the_rest(
    qtbot, window: MainWindow
) -> None:
    """On a board without pencil marks the whole step speaks of what the player sees: the cells
    it removes digits from cannot be them (the board shows the candidates the step saw, faint,
    the removed ones struck out); Apply pencils in the candidates left there."""
    ctl = window.controller
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    text = (
        "Compartment range check: Compartment r2c1-r2c4 must be a straight of 4 within 3-9, "
        "so r2c1, r2c3, r2c4 cannot be 2. Apply pencils in the candidates left in r2c1, r2c3 and r2c4."
    )
    assert window.hint_panel.text_label.text() == text
    assert window.status_message() == text
    cells = {i for i, _ in hint.step.eliminations}
    assert cells == {9, 11, 12} and {d for _, d in hint.step.eliminations} == {2}
    options = ctl.render_options()
    assert cells <= options.auto_marks and all(options.struck[i] == 1 << 2 for i in cells)
    assert all(ctl.display_state().marks[i] == hint.grid.masks[i] for i in cells)  # the 2s shown, struck out
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply: the player's pencil marks now
    marks = ctl.session.state.marks
    assert all(marks[i] == hint.grid.masks[i] & ~(1 << 2) and marks[i] for i in cells)


def test_a_step_on_the_players_pencil_marks_reads_as_the_step_says(qtbot, window: MainWindow) -> None:
    grid = position_grid(window.controller.session.state)
    for cell in (9, 11, 12):  # the player pencils in the candidates of r2c1, r2c3 and r2c4
        for digit in range(1, 10):
            if grid.masks[cell] >> digit & 1:
                type_at(qtbot, window, cell, digit, ALT)
    assert window.controller.session.state.marks[9] == grid.masks[9]
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    assert hint.kind == "step" and {i for i, _ in hint.step.eliminations} == {9, 11, 12} and level == 3
    assert window.hint_panel.text_label.text() == hint.text(3) == (
        "Compartment range check: Compartment r2c1-r2c4 must be a straight of 4 within 3-9, "
        "so 2 leaves r2c1, r2c3, r2c4."
    )


def test_apply_hint_by_keyboard_and_next_hint(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    assert level == 3
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply Hint
    assert ctl.session.can_undo
    assert "applied" in window.status_message()
    hint2, level = hint_key(qtbot, window)
    assert level == 1 and hint2.state == ctl.session.state


def test_hint_works_from_the_players_pencil_marks(qtbot, window: MainWindow) -> None:
    cell = OPEN[0]
    type_at(qtbot, window, cell, SOLUTION[cell], ALT)  # the player narrowed it to its digit
    hint, _ = hint_key(qtbot, window)
    assert hint.grid.masks[cell] == 1 << SOLUTION[cell]
    # ... and an unmarked cell counts with the digits its row and column allow
    other = OPEN[1]
    assert hint.grid.masks[other] == position_grid(window.controller.session.state).masks[other]


def test_hint_on_a_wrong_entry_says_so(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    cell = OPEN[3]
    type_at(qtbot, window, cell, wrong_digit(cell))
    hint, level = hint_key(qtbot, window)
    assert hint.kind == "wrong" and hint.cells == {cell} and level == 1
    for _ in range(2):  # a mistake is told in three levels too; the third names the cell
        hint, level = hint_key(qtbot, window)
    assert level == 3
    name = GENTLE.cell_name(cell)
    assert window.hint_panel.text_label.text().startswith(f"{name} is wrong")
    assert ctl.step_view.cells == {cell}
    assert window.act_apply_hint.isEnabled()
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply removes the wrong entry
    assert ctl.session.state.entries[cell] == 0
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.session.state.entries[cell] == wrong_digit(cell)


def test_hint_on_pencil_marks_that_lost_the_digit(qtbot, window: MainWindow) -> None:
    cell = OPEN[5]
    type_at(qtbot, window, cell, wrong_digit(cell), ALT)
    for _ in range(3):  # three levels: the third names the cell
        hint, level = hint_key(qtbot, window)
    assert hint.kind == "marks" and hint.cells == {cell} and level == 3
    assert "pencil marks of " + GENTLE.cell_name(cell) in window.hint_panel.text_label.text()
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)
    assert window.controller.session.state.marks[cell] == 0


def test_gui_hints_still_offers_the_moved_names() -> None:
    """The pure hint logic moved below the GUI; the window's modules import it from there."""
    for name in ("Hint", "LEVELS", "describe_area", "position_grid"):
        assert getattr(gui_hints, name) is getattr(str8ts_hints, name)
    for name in ("CheckResult", "check_position", "find_hint"):
        assert getattr(gui_hints, name) is getattr(analysis, name)
    assert gui_hints.HintAssistant.__init__.__kwdefaults__["find_fn"] is analysis.find_hint


def test_hint_for_a_kind_without_logic_says_hints_are_not_available(qtbot, sudoku_without_logic) -> None:
    window = new_window(qtbot)
    window.set_document(Document(sudoku_formats.parse_line(SUDOKU)), mode=Mode.PLAY)
    before = window.controller.session.state
    hint, level = hint_key(qtbot, window)
    assert hint.kind == "unsupported" and level == 1
    assert window.hint_panel.level_label.text() == "No hints"
    assert window.hint_panel.text_label.text() == "Hints are not available for Sudoku yet."
    assert window.status_message() == "Hints are not available for Sudoku yet."
    assert not window.act_apply_hint.isEnabled() and not window.hint_panel.apply_button.isEnabled()
    assert window.hint_panel.more_button.text() == "Hint"  # nothing more to show
    assert window.controller.step_view.cells == frozenset() and window.controller.step_view.area == frozenset()
    hint2, level = hint_key(qtbot, window)  # pressed again: the same answer, no crash
    assert hint2 is hint and level == 1
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply Hint does nothing
    assert window.controller.session.state == before
    qtbot.waitUntil(lambda: window.grade_text() == "Not graded", timeout=5000)  # no Sudoku logic yet
    assert "not supported" in window.grade_label.toolTip()


# -- check ------------------------------------------------------------------------------------------
def test_check_marks_wrong_entries_and_marks_and_changes_nothing(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    wrong, right = OPEN[0], OPEN[1]
    marked = next(i for i in OPEN if i not in layout_of(GENTLE).peers[wrong] and i not in (wrong, right))
    type_at(qtbot, window, wrong, wrong_digit(wrong))
    type_at(qtbot, window, right, SOLUTION[right])
    type_at(qtbot, window, marked, wrong_digit(marked), ALT)
    fine = next(i for i in OPEN[5:] if i != marked)
    type_at(qtbot, window, fine, SOLUTION[fine], ALT)  # marks that hold the digit are fine
    before = ctl.session.state
    can_undo, modified = ctl.session.can_undo, window.isWindowModified()

    result = check_key(qtbot, window)
    assert ctl.wrong == {wrong} and ctl.wrong_marks == {marked}
    options = ctl.render_options()
    assert options.wrong == {wrong} and options.wrong_marks == {marked}
    assert options.violations.isdisjoint({marked})
    assert ctl.session.state == before and ctl.session.can_undo == can_undo
    assert window.isWindowModified() == modified
    message = window.status_message()
    assert message.startswith(f"Check: {GENTLE.cell_name(wrong)} is wrong")
    assert f"pencil marks of {GENTLE.cell_name(marked)}" in message
    assert result.status is Status.UNIQUE

    # fixing the wrong entry clears its mark; the other stays (it is still true)
    type_at(qtbot, window, wrong, SOLUTION[wrong])
    assert ctl.wrong == frozenset() and ctl.wrong_marks == {marked}
    # F6 checks too; all right now except the marks
    type_at(qtbot, window, marked, wrong_digit(marked), ALT)  # toggles the wrong mark off
    result = check_key(qtbot, window, Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier)
    assert result.ok and window.status_message() == "Check: no mistakes so far"
    assert ctl.wrong == ctl.wrong_marks == frozenset()


def test_check_as_i_go(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    with qtbot.waitSignal(window.hints.checked, timeout=5000):
        key(qtbot, window, Qt.Key.Key_K, CTRL | SHIFT)
    assert window.act_check_as_you_go.isChecked() and window.hints.check_as_you_go
    cell = OPEN[7]
    with qtbot.waitSignal(window.hints.checked, timeout=5000):
        type_at(qtbot, window, cell, wrong_digit(cell))
    assert ctl.wrong == {cell}
    assert window.status_message().startswith("Check: ")
    with qtbot.waitSignal(window.hints.checked, timeout=5000):
        type_at(qtbot, window, cell, SOLUTION[cell])
    assert ctl.wrong == frozenset()
    assert ctl.session.state.entries[cell] == SOLUTION[cell]
    key(qtbot, window, Qt.Key.Key_K, CTRL | SHIFT)  # off again
    type_at(qtbot, window, cell, wrong_digit(cell))
    qtbot.wait(300)
    assert ctl.wrong == frozenset() and not window.hints.busy


# -- candidates -------------------------------------------------------------------------------------
def test_show_candidates_shows_the_rules_candidates_not_the_players_marks(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    marked = OPEN[2]
    basic = basic_candidates(GENTLE, GENTLE.clues)
    keep = [d for d in range(1, 10) if basic[marked] >> d & 1][:2]
    for d in keep:
        type_at(qtbot, window, marked, d, ALT)
    type_at(qtbot, window, marked, 9 if not basic[marked] >> 9 & 1 else 8, ALT)  # an impossible mark too
    session_marks = ctl.session.state.marks
    assert "not your own pencil marks" in window.act_show_candidates.toolTip()
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)
    assert window.act_show_candidates.isChecked() and ctl.show_candidates
    shown = ctl.display_state()
    for i in OPEN:  # every empty cell: what the rules allow, the player's own marks or not
        assert shown.marks[i] == basic[i]
    assert set(OPEN) <= ctl.render_options().auto_marks
    assert ctl.session.state.marks == session_marks  # display only

    # kept up to date: an entry takes its digit out of the candidates of its row and column
    cell = OPEN[0]
    type_at(qtbot, window, cell, SOLUTION[cell])
    state = ctl.session.state
    fresh = basic_candidates(GENTLE, state.values())
    shown = ctl.display_state()
    for i in OPEN:
        assert shown.marks[i] == (0 if state.entries[i] else fresh[i])
    # writing a candidate of one's own turns the view off: the player's marks are back
    type_at(qtbot, window, OPEN[3], keep[0], ALT)
    assert not ctl.show_candidates and not window.act_show_candidates.isChecked()
    assert ctl.display_state().marks == ctl.session.state.marks
    assert ctl.session.state.marks[OPEN[3]] == 1 << keep[0]


# -- grade ------------------------------------------------------------------------------------------
def test_grade_is_shown_and_follows_the_puzzle(qtbot, window: MainWindow) -> None:
    expected = rate(GENTLE).grade
    qtbot.waitUntil(lambda: window.grade_label.text() == f"Grade: {expected}", timeout=5000)
    assert window.grade_label.toolTip().startswith("Graded by human logic: score ")
    assert f"Grade: {expected}" in window.status_text()
    # a puzzle with several solutions has no grade at all (issue 14)
    QGuiApplication.clipboard().setText(to_line(SEVERAL))
    key(qtbot, window, Qt.Key.Key_V, CTRL)
    qtbot.waitUntil(lambda: window.analysis_label.text() == "Multiple solutions", timeout=5000)
    assert window.grade_label.text() == ""
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: window.grade_label.text() == f"Grade: {expected}", timeout=5000)


def test_grading_runs_one_at_a_time_and_shows_the_newest(qtbot) -> None:
    import threading

    from str8ts_gui.gui.worker import LiveGrade

    started, gate = [], threading.Event()

    def slow_rate(puzzle):
        started.append(puzzle)
        gate.wait(2)
        return rate(puzzle)

    grader = LiveGrade(rate_fn=slow_rate)
    grader._timer.setInterval(1)
    shown = []
    grader.graded.connect(shown.append)
    a, b, c = Puzzle.empty(4), Puzzle.empty(5), GENTLE
    grader.schedule(a)
    qtbot.waitUntil(lambda: len(started) == 1)
    grader.schedule(b)
    grader.schedule(c)
    qtbot.wait(50)
    assert len(started) == 1  # the first one still runs: nothing piles up
    gate.set()
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=5000)
    assert started == [a, c] and shown[0].puzzle == c and shown[0].text == f"Grade: {rate(GENTLE).grade}"
    grader.shutdown()


def test_hint_on_a_sudoku_escalates_and_applies_a_true_step(qtbot) -> None:
    window = new_window(qtbot)
    puzzle = sudoku_formats.parse_line(SUDOKU)
    window.set_document(Document(puzzle), mode=Mode.PLAY)
    hint, level = hint_key(qtbot, window)
    assert hint.kind == "step" and level == 1 and not window.act_apply_hint.isEnabled()
    hint_key(qtbot, window)
    hint, level = hint_key(qtbot, window)
    assert level == 3 and window.act_apply_hint.isEnabled()
    before = window.controller.session.state
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply Hint
    after = window.controller.session.state
    assert after != before
    solution = solve(puzzle).solution
    assert all(solution[i] == e for i, e in enumerate(after.entries) if e)
    grades = ("Easy", "Medium", "Hard", "Fiendish", "Diabolical")
    qtbot.waitUntil(lambda: window.grade_text().removeprefix("Grade: ") in grades, timeout=10000)



def test_a_hint_that_finishes_the_puzzle_says_so_not_ctrl_h_for_the_next(qtbot, window: MainWindow) -> None:
    """The Apply that places the last digit left "... applied (Ctrl+Z undoes it). Ctrl+H for the
    next hint." in the panel of a solved puzzle (a Suguru player's review)."""
    for cell in OPEN[:-1]:
        type_at(qtbot, window, cell, SOLUTION[cell])
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply Hint: the last digit
    assert window.controller.session.state.entries[OPEN[-1]] == SOLUTION[OPEN[-1]]
    assert window.hint_panel.text_label.text() == f"{hint.step.strategy} applied: the puzzle is solved."


def test_after_apply_the_panel_says_what_was_applied_not_that_the_board_changed(qtbot, window: MainWindow, tmp_path) -> None:
    """A reviewer found "Your board has changed" under a blank heading right after Apply, as if
    something had gone wrong: the panel now says what the step did, with no blank line."""
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    panel = window.hint_panel
    assert panel.level_label.isVisible() and panel.level_label.text()
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply Hint
    text = panel.text_label.text()
    assert text == f"{hint.step.strategy} applied (Ctrl+Z undoes it). Ctrl+H for the next hint."
    assert not panel.level_label.isVisible()
    assert panel.grab().save(str(tmp_path / "applied.png"))
    # a change of the player's own still says the board changed
    hint_key(qtbot, window)
    cell = next(i for i in OPEN if not window.controller.session.state.entries[i])
    type_at(qtbot, window, cell, SOLUTION[cell])
    assert panel.text_label.text() == gui_hints.CHANGED


def test_a_hint_about_centre_marks_that_lost_the_answer_clears_them(qtbot, window: MainWindow) -> None:
    """Check reads centre marks, so the hint about a mistake names them, and Apply clears them
    (the cell's candidates and corner marks stay)."""
    ctl = window.controller
    cell = OPEN[4]
    type_at(qtbot, window, cell, wrong_digit(cell), CTRL)  # a centre mark without the answer
    type_at(qtbot, window, cell, SOLUTION[cell], SHIFT)  # and a corner mark (not read)
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    assert hint.kind == "marks" and hint.cells == {cell} and level == 3
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)
    state = ctl.session.state
    assert state.centre[cell] == 0 and state.corner[cell] == 1 << SOLUTION[cell]
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.session.state.centre[cell] == 1 << wrong_digit(cell)
