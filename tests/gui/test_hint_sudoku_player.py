"""A classic Sudoku played with the Hint panel, as a HoDoKu / SudokuPad player would (found in
a Sudoku player's review): what the panel says after Apply stays true as the board moves on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.play import hints as gui_hints
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.solver.sat import solve

from gui_helpers import key, new_window

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
# the bundled "Sudoku 9x9 Hard 1"
HARD = "..972...812..8.....8.9.5......5.3.1.3.......7.9.4.8......3.6.2.....1..346...597.."


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = new_window(qtbot)
    w.set_document(Document(parse_line(HARD)), mode=Mode.PLAY)
    return w


def hint_key(qtbot, window: MainWindow) -> tuple:
    with qtbot.waitSignal(window.hints.hintShown, timeout=10000) as blocker:
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    return tuple(blocker.args)


def apply_whole_hint(qtbot, window: MainWindow):
    """Ctrl+H to the whole step, then Apply (Ctrl+Shift+H); returns the hint."""
    hint, level = hint_key(qtbot, window)
    while level < hint.levels:
        hint, level = hint_key(qtbot, window)
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)
    return hint


@pytest.mark.parametrize("change", ["undo", "own digit"])
def test_the_note_after_apply_goes_when_the_board_moves_on(qtbot, window: MainWindow, change: str) -> None:
    """"Hidden single applied (Ctrl+Z undoes it)" stayed in the panel after Ctrl+Z had undone
    it (the digit gone again) and after a digit of the player's own (Ctrl+Z then undoes that,
    not the hint): the panel says the board changed, as it does when a hint shown goes."""
    hint = apply_whole_hint(qtbot, window)
    panel = window.hint_panel
    assert panel.text_label.text() == f"{hint.step.strategy} applied (Ctrl+Z undoes it). Ctrl+H for the next hint."
    ctl = window.controller
    if change == "undo":
        key(qtbot, window, Qt.Key.Key_Z, CTRL)
        assert not any(ctl.session.state.entries)  # the hint's digit is gone again
    else:
        solution = solve(ctl.session.puzzle).solution
        cell = next(i for i, v in enumerate(ctl.session.state.values()) if not v)
        ctl.select(cell)
        key(qtbot, window, getattr(Qt.Key, f"Key_{solution[cell]}"))
        assert ctl.session.state.entries[cell] == solution[cell]
    assert panel.text_label.text() == gui_hints.CHANGED
    assert not panel.level_label.isVisible()


def test_the_note_after_apply_stays_while_the_board_does(qtbot, window: MainWindow) -> None:
    """Moving the selection or asking nothing leaves the note as it was (the board is the same)."""
    hint = apply_whole_hint(qtbot, window)
    text = window.hint_panel.text_label.text()
    assert text.startswith(f"{hint.step.strategy} applied")
    key(qtbot, window, Qt.Key.Key_Right)
    window.controller.select(40)
    assert window.hint_panel.text_label.text() == text


def shown_marks(window: MainWindow) -> list[int]:
    """The candidates the board draws in each cell (0 where it draws none)."""
    state, _options = window.controller.display()
    return [0 if state.entries[i] or state.puzzle.clues[i] else m for i, m in enumerate(state.marks)]


def test_apply_with_show_candidates_on_shows_what_the_step_removed(qtbot, window: MainWindow) -> None:
    """With Show Candidates on (HoDoKu's candidates, none written by the player) the first Apply
    that removes candidates removed them only from pencil marks hidden under the rules'
    candidates: the board went on showing the removed digit, and the next hint ("6 fits only in
    r6c9") contradicted the board, which showed 6 in r6c8 too. Apply now writes the candidates
    shown in as pencil marks, without the step's eliminations, and turns Show Candidates off:
    the board shows every candidate it showed but the ones the step removed."""
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # Show Candidates
    assert ctl.show_candidates
    while True:
        hint, level = hint_key(qtbot, window)
        while level < hint.levels:
            hint, level = hint_key(qtbot, window)
        if hint.step.eliminations:
            break
        key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # a single: Apply, and on
    before = shown_marks(window)
    elims = set(hint.step.eliminations)
    placed = {i for i, _ in hint.step.placements}
    assert any(before[i] >> d & 1 for i, d in elims)  # the board shows what the step removes
    undo_to = ctl.session.state
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply
    after = shown_marks(window)
    assert not any(after[i] >> d & 1 for i, d in elims)  # gone from the board
    assert not ctl.show_candidates and not window.act_show_candidates.isChecked()
    assert "Show Candidates is off" in window.status_message()
    note = f"{hint.step.strategy} applied (Ctrl+Z undoes it). Ctrl+H for the next hint."
    assert window.hint_panel.text_label.text() == note  # (the marks written in are the Apply's own)
    for i, m in enumerate(before):  # every other candidate still shows (but a placed digit's)
        if m and i not in placed and not ctl.session.state.entries[i]:
            gone = {d for d in range(1, 10) if m >> d & 1 and not after[i] >> d & 1}
            removed = {d for j, d in elims if j == i} | {d for _j, d in hint.step.placements}
            assert gone <= removed, (i, gone)
    # the next hint agrees with the board: its candidates are the ones shown
    hint_key(qtbot, window)
    nxt = window.hints.hint
    for i, m in enumerate(after):
        if m:
            assert nxt.grid.masks[i] == m
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # one undo step
    assert ctl.session.state == undo_to


def first_elimination_step(qtbot, window: MainWindow, only: bool = True):
    """Hint and Apply until the whole hint shown is a step that removes candidates (``only``:
    and places no digit)."""
    while True:
        hint, level = hint_key(qtbot, window)
        while level < hint.levels:
            hint, level = hint_key(qtbot, window)
        if hint.step.eliminations and not (only and hint.step.placements):
            return hint
        key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)


def test_apply_that_can_write_nothing_says_why(qtbot, window: MainWindow) -> None:
    """A step whose eliminations all fall in cells showing the player's corner marks alone:
    Apply writes no candidates there (they would not show), so it changed nothing and said
    nothing, and the hints, which read such a cell as every digit its row, column and box allow,
    gave the same step again and again. Apply now says why nothing happened and what to do; the
    board is as it was."""
    ctl = window.controller
    hint = first_elimination_step(qtbot, window)
    solution = solve(ctl.session.puzzle).solution
    cells = sorted({i for i, _d in hint.step.eliminations})
    for i in cells:  # corner marks: the digit the step removes, and the answer
        ctl.select(i)
        for d in {d for j, d in hint.step.eliminations if j == i} | {solution[i]}:
            key(qtbot, window, getattr(Qt.Key, f"Key_{d}"), SHIFT)
        assert ctl.session.state.corner[i] and not ctl.session.state.centre[i]
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    assert {i for i, _d in hint.step.eliminations} == set(cells)  # the same step
    names = [ctl.session.puzzle.cell_name(i) for i in cells]
    # the step says so before Apply is pressed
    text = window.hint_panel.text_label.text()
    shows = "shows" if len(names) == 1 else "show"
    assert f"{' and '.join(names)} {shows} corner marks, where Apply writes no candidates" in text, text
    before = ctl.session.state
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply
    assert ctl.session.state == before
    said = window.status_message()
    assert said.startswith("Nothing to apply") and all(name in said for name in names), said
    assert "corner marks" in said and "centre" not in said.split(";")[0]
    # the same words both times, from one place
    words = gui_hints.shows_corner_marks(cells, ctl.session.puzzle.size)
    assert f"{words}, where Apply writes no candidates" in text
    assert said.startswith(f"Nothing to apply: {words}, which hide candidates"), said


def test_apply_takes_the_step_out_of_centre_marks_and_the_hints_move_on(qtbot, window: MainWindow) -> None:
    """Centre marks are a cell's candidates, as SudokuPad players write them and as Check reads
    them: the hints read them too, and a step that removes digits from cells showing centre marks
    takes the digits out of them on Apply (one undo step), so the next hint is another step; the
    hints took such a cell to hold every digit its peers allow, and Apply wrote nothing there, so
    the same step came back again and again."""
    ctl = window.controller
    hint = first_elimination_step(qtbot, window)
    cells = sorted({i for i, _d in hint.step.eliminations})
    elims = set(hint.step.eliminations)
    for i in cells:  # centre marks: the candidates the step saw there
        ctl.select(i)
        for d in range(1, 10):
            if hint.grid.masks[i] >> d & 1:
                key(qtbot, window, getattr(Qt.Key, f"Key_{d}"), CTRL)
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
    assert set(hint.step.eliminations) == elims  # the same step, read from the centre marks
    text = window.hint_panel.text_label.text()
    assert "where Apply writes no candidates" not in text, text
    before = ctl.session.state
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply
    after = ctl.session.state
    for i in cells:
        gone = sum(1 << d for j, d in elims if j == i)
        assert after.centre[i] == before.centre[i] & ~gone and before.centre[i] & gone
    assert after.marks == before.marks and after.corner == before.corner
    hint, level = hint_key(qtbot, window)
    assert set(hint.step.eliminations) != elims or hint.step.placements  # the hints moved on
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.session.state == before


def test_with_show_candidates_on_the_step_says_what_apply_will_write(qtbot, window: MainWindow) -> None:
    """The step's words said "Apply pencils in the candidates left in r5c8 and r6c8", but with
    Show Candidates on Apply writes every candidate shown (and turns it off): the words say so,
    and go back to the plain ones when Show Candidates is turned off while the step is shown."""
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # Show Candidates
    hint = first_elimination_step(qtbot, window, only=False)
    level = hint.levels
    panel = window.hint_panel
    text = panel.text_label.text()
    assert "Apply pencils in" not in text and text.endswith(gui_hints.SHOWN_APPLY), text
    assert window.status_message().startswith(text[:40])
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # Show Candidates off, the step still shown
    assert not ctl.show_candidates and window.hints.hint is hint
    plain = panel.text_label.text()
    assert "Apply pencils in the candidates left in" in plain and gui_hints.SHOWN_APPLY not in plain
    assert panel.level_label.text() == hint.title(level)


def test_undo_of_an_apply_that_turned_show_candidates_off_turns_it_on_again(qtbot, window: MainWindow) -> None:
    """Ctrl+Z after such an Apply gave the board back without the candidates it showed (Show
    Candidates stayed off, and the player had written none): the undo now shows them again, and
    Ctrl+Y (redo) turns them off as Apply did."""
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # Show Candidates
    first_elimination_step(qtbot, window, only=False)
    before = ctl.session.state
    shown = shown_marks(window)
    key(qtbot, window, Qt.Key.Key_H, CTRL | SHIFT)  # Apply: Show Candidates off
    after = ctl.session.state
    assert not ctl.show_candidates
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.session.state == before and ctl.show_candidates and window.act_show_candidates.isChecked()
    assert shown_marks(window) == shown  # the board as it was
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert ctl.session.state == after and not ctl.show_candidates
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.show_candidates
    # a change of the player's own ends it: Show Candidates is theirs again
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # off by hand
    cell = next(i for i, v in enumerate(ctl.session.state.values()) if not v)
    ctl.select(cell)
    key(qtbot, window, Qt.Key.Key_5, Qt.KeyboardModifier.AltModifier)  # a candidate of their own
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.session.state == before and not ctl.show_candidates


def test_a_hint_about_marks_hidden_under_show_candidates_says_they_are_hidden(qtbot, window: MainWindow) -> None:
    """Pencil marks that lost the answer, then Show Candidates turned on: the hint said "The pencil
    marks of r1c2 rule out its digit" while the board showed the rules' candidates there, the
    answer among them. The hint now says the marks it means are the player's own, hidden."""
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_P, CTRL | SHIFT)  # Fill Pencil Marks
    solution = solve(ctl.session.puzzle).solution
    ctl.select(1)
    key(qtbot, window, getattr(Qt.Key, f"Key_{solution[1]}"), Qt.KeyboardModifier.AltModifier)  # the answer off
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # Show Candidates
    assert ctl.show_candidates
    for _ in range(3):
        hint, level = hint_key(qtbot, window)
        assert hint.kind == "marks"
        assert gui_hints.HIDDEN_MARKS in window.hint_panel.text_label.text()
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # off: the marks show, the words as ever
    assert gui_hints.HIDDEN_MARKS not in window.hint_panel.text_label.text()
    assert window.hint_panel.text_label.text() == "The pencil marks of r1c2 rule out its digit. Apply clears them."


def test_check_of_marks_hidden_under_show_candidates_says_they_are_hidden(qtbot, window: MainWindow) -> None:
    """The same for Check (Ctrl+K): "the pencil marks of r1c2 rule out the digit", with Show
    Candidates showing the answer among r1c2's candidates, now says whose marks it read."""
    ctl = window.controller
    key(qtbot, window, Qt.Key.Key_P, CTRL | SHIFT)
    solution = solve(ctl.session.puzzle).solution
    ctl.select(1)
    key(qtbot, window, getattr(Qt.Key, f"Key_{solution[1]}"), Qt.KeyboardModifier.AltModifier)
    with qtbot.waitSignal(window.hints.checked, timeout=5000):
        key(qtbot, window, Qt.Key.Key_K, CTRL)
    plain = window.status_message()
    assert plain == "Check: the pencil marks of r1c2 rule out the digit"
    key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)  # Show Candidates
    with qtbot.waitSignal(window.hints.checked, timeout=5000):
        key(qtbot, window, Qt.Key.Key_K, CTRL)
    assert window.status_message() == f"{plain}. {gui_hints.HIDDEN_MARKS}"
