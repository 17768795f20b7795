"""The main window, driven with keys, mouse and its actions as a user would.

Dialogs never open: tests/gui/conftest.py answers the window's questions (``dialogs``).
"""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QMenu

from str8ts_gui import __version__
from str8ts_gui.core.document import Document, dumps_document, load_documents, save_document
from str8ts_gui.kinds.str8ts.formats import parse_line, parse_text, to_line
from str8ts_gui.core.puzzle import MAX_SIZE, MIN_SIZE, PlayState, Puzzle
from str8ts_gui.core.session import Mode
from str8ts_gui.gui import create_main_window
from str8ts_gui.gui.main_window import DEFAULT_SIZE, TRADEMARK, MainWindow
from str8ts_gui.gui.screen_fit import FRAME_ALLOWANCE
from str8ts_gui.solver.sat import Status, count_solutions, solve

from gui_helpers import click_cell, key, new_window, wait_analysis

ROOT = Path(__file__).resolve().parents[2]
WIKIPEDIA = ROOT / "puzzles" / "wikipedia.txt"
GENTLE = parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[0]
GENTLE_SOLUTION = solve(GENTLE).solution
# The gentle puzzle with a 2 in r1c3: its row's 5-cell compartment then needs the 3 that the
# black clue r1c8 already holds, so it has no solution although no rule is broken yet.
UNSOLVABLE = "##2.5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NOMOD = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


def open_gentle(window: MainWindow, tmp_path: Path, dialogs) -> Path:
    path = tmp_path / "gentle.txt"
    path.write_text(to_line(GENTLE) + "\n", encoding="utf-8")
    dialogs.open_path = str(path)
    window.act_open.trigger()
    assert window.controller.session.puzzle == GENTLE
    return path


# -- start ---------------------------------------------------------------------------------------
def test_starts_with_an_empty_board_in_edit_mode(qtbot, window: MainWindow) -> None:
    puzzle = window.controller.session.puzzle
    assert puzzle == Puzzle.empty(9)
    assert window.controller.mode == Mode.EDIT
    assert window.act_edit_mode.isChecked() and not window.act_play_mode.isChecked()
    assert window.board.parentWidget().objectName() == "board_area"  # inside a margin
    assert window.board.parentWidget().parentWidget() is window.centralWidget()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.board)
    assert window.windowTitle() == "Untitled[*] — Str8ts 9 x 9 — str8ts_gui"
    assert not window.isWindowModified()
    assert (window.width(), window.height()) == first_size(window)
    wait_analysis(qtbot, window, "Multiple solutions")
    assert window.analysis_label.isVisible()


def first_size(window: MainWindow) -> tuple[int, int]:
    """The size a window opens at: the default, less where the screen is smaller."""
    room = window.screen().availableGeometry()
    return (min(DEFAULT_SIZE[0], room.width() - FRAME_ALLOWANCE[0]),
            min(DEFAULT_SIZE[1], room.height() - FRAME_ALLOWANCE[1]))


def test_the_first_window_fits_the_screen(qtbot, window: MainWindow) -> None:
    # the offscreen screen is 800 x 800: the default 900 x 700 would reach past its right edge
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() - FRAME_ALLOWANCE[0]
    assert window.height() <= room.height() - FRAME_ALLOWANCE[1]
    if room.width() > DEFAULT_SIZE[0] + FRAME_ALLOWANCE[0]:
        assert window.width() == DEFAULT_SIZE[0]  # a big screen: the default size
    # a screenshot's window keeps the default size on any screen (the same picture everywhere)
    shot = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(shot)
    assert (shot.width(), shot.height()) == DEFAULT_SIZE


def test_window_opened_with_a_file_shows_it_in_play_mode(qtbot) -> None:
    w = create_main_window(ROOT / "puzzles" / "wikipedia.txt")  # 3 puzzles: conftest picks the first
    qtbot.addWidget(w)
    assert w.controller.session.puzzle == GENTLE
    assert w.controller.mode == Mode.PLAY
    assert w.windowTitle() == "Wikipedia Str8ts 9x9 Gentle[*] — Str8ts 9 x 9 — str8ts_gui"
    wait_analysis(qtbot, w, "Unique solution")


# -- editing and playing -------------------------------------------------------------------------
def test_paint_type_undo_redo(qtbot, window: MainWindow) -> None:
    session = window.controller.session
    click_cell(qtbot, window, 10, Qt.MouseButton.RightButton)  # paint r2c2 black
    assert session.puzzle.black[10]
    key(qtbot, window, Qt.Key_5)  # a black clue
    assert session.puzzle.clues[10] == 5
    click_cell(qtbot, window, 0)
    key(qtbot, window, Qt.Key_3)
    assert session.puzzle.clues[0] == 3
    assert window.isWindowModified()
    assert window.act_undo.isEnabled() and not window.act_redo.isEnabled()

    key(qtbot, window, Qt.Key_Z, CTRL)  # undo the 3
    assert session.puzzle.clues[0] == 0
    key(qtbot, window, Qt.Key_Z, CTRL)  # undo the 5
    assert session.puzzle.clues[10] == 0 and session.puzzle.black[10]
    key(qtbot, window, Qt.Key_Z, CTRL | SHIFT)  # redo, first shortcut
    assert session.puzzle.clues[10] == 5
    key(qtbot, window, Qt.Key_Y, CTRL)  # redo, second shortcut
    assert session.puzzle.clues[0] == 3
    assert [s.toString() for s in window.act_redo.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]


def test_symmetric_painting(qtbot, window: MainWindow) -> None:
    key(qtbot, window, Qt.Key_R, CTRL | SHIFT)
    assert window.controller.symmetric and window.act_symmetric.isChecked()
    click_cell(qtbot, window, 1, Qt.MouseButton.RightButton)
    black = window.controller.session.puzzle.black
    assert black[1] and black[79] and sum(black) == 2


def test_mode_switch_and_play_keys(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    open_gentle(window, tmp_path, dialogs)
    ctl = window.controller
    assert ctl.mode == Mode.PLAY
    key(qtbot, window, Qt.Key_F2)
    assert ctl.mode == Mode.EDIT and window.act_edit_mode.isChecked()
    assert window.mode_label.text() == "Edit mode"
    key(qtbot, window, Qt.Key_F3)
    assert ctl.mode == Mode.PLAY and window.act_play_mode.isChecked()
    assert window.mode_label.text() == "Play mode"

    # r1c3 is open in the gentle puzzle: a wrong digit (its row already has a 5) is a mistake
    click_cell(qtbot, window, 2)
    key(qtbot, window, Qt.Key_5)
    assert ctl.session.state.entries[2] == 5
    assert 2 in ctl.render_options().violations
    key(qtbot, window, Qt.Key_M, CTRL | SHIFT)  # Show Mistakes off
    assert not window.act_show_mistakes.isChecked() and not ctl.render_options().violations
    key(qtbot, window, Qt.Key_M, CTRL | SHIFT)
    assert ctl.show_violations

    # pencil mode from the toolbar button, marks with digits, Fill Pencil Marks, Clear Entries
    button = window.toolbar.widgetForAction(window.act_pencil)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert ctl.pencil_mode and window.act_pencil.isChecked()
    click_cell(qtbot, window, 3)
    key(qtbot, window, Qt.Key_4)
    assert ctl.session.state.marks[3] == 1 << 4
    key(qtbot, window, Qt.Key_P)  # P on the board turns pencil mode off again
    assert not ctl.pencil_mode and not window.act_pencil.isChecked()
    key(qtbot, window, Qt.Key_P, CTRL | SHIFT)  # Fill Pencil Marks
    assert sum(1 for m in ctl.session.state.marks if m) > 20
    key(qtbot, window, Qt.Key_Delete, CTRL | SHIFT)  # Clear Entries
    assert ctl.session.state.entries == (0,) * 81 and not any(ctl.session.state.marks)
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert ctl.session.state.entries[2] == 5


def test_new_puzzle_sizes(qtbot, window: MainWindow) -> None:
    new_menu = window.new_menu
    texts = [a.text() for a in new_menu.actions() if a.text()]
    assert texts[0].startswith("Same &Kind and Size") and texts[1:] == ["S&tr8ts", "S&udoku", "Su&guru…"]
    str8ts_menu = new_menu.findChild(QMenu, "menu_new_str8ts")
    assert [a.text() for a in str8ts_menu.actions()] == [f"{n} x {n}" for n in range(MIN_SIZE, MAX_SIZE + 1)]
    sudoku_menu = new_menu.findChild(QMenu, "menu_new_sudoku")
    assert [a.text() for a in sudoku_menu.actions()] == [f"{n} x {n}" for n in (4, 6, 8, 9, 12, 16)] + ["&Other Sizes"]
    window.act_new_sizes[6].trigger()
    assert window.controller.session.puzzle == Puzzle.empty(6)
    key(qtbot, window, Qt.Key_F3)
    key(qtbot, window, Qt.Key_N, CTRL)  # same size again, back in edit mode
    assert window.controller.session.puzzle == Puzzle.empty(6)
    assert window.controller.mode == Mode.EDIT
    assert "6 x 6" in window.act_new.text()


# -- clipboard -----------------------------------------------------------------------------------
def test_paste_copy_and_undo(qtbot, window: MainWindow) -> None:
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("; a comment first\n" + to_line(GENTLE) + "\n")
    key(qtbot, window, Qt.Key_V, CTRL)
    session = window.controller.session
    assert session.puzzle == GENTLE
    assert "Pasted" in window.status_message()
    wait_analysis(qtbot, window, "Unique solution")

    clipboard.clear()
    key(qtbot, window, Qt.Key_C, CTRL)
    assert clipboard.text() == to_line(GENTLE)

    key(qtbot, window, Qt.Key_Z, CTRL)  # paste is undoable
    assert session.puzzle == Puzzle.empty(9)

    # a native document keeps the player's progress
    state = PlayState.new(GENTLE).with_entry(2, GENTLE_SOLUTION[2])
    clipboard.setText(dumps_document(Document(GENTLE, state=state)))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert session.state == state


def test_a_paste_says_when_a_cosmetic_cage_became_a_killer_cage(qtbot, window: MainWindow) -> None:
    grid = [[{} for _ in range(9)] for _ in range(9)]
    data = {"size": 9, "grid": grid, "cage": [{"cells": ["R1C1", "R1C2"], "value": "3", "outlineC": "#FF0000"}]}
    QGuiApplication.clipboard().setText(json.dumps(data))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert window.status_message().startswith("Pasted a Sudoku 9 x 9 with killer cages")
    assert "1 cosmetic cage with a number read as a killer cage (f-puzzles only draws them; check the rules)" in window.status_message()
    data["killercage"] = data.pop("cage")
    QGuiApplication.clipboard().setText(json.dumps(data))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert "cosmetic" not in window.status_message()


def test_a_files_own_grade_is_kept_until_its_puzzle_changes(qtbot, window: MainWindow, tmp_path) -> None:
    """A published puzzle's grade ("Tough") was lost when the window saved it (the window kept
    title, author and notes only); it is saved again, and printed, while the puzzle is the one it
    came with; an edited puzzle is saved without it (it would be a stale grade)."""
    path = tmp_path / "graded.str8ts"
    save_document(path, Document(GENTLE, title="Gentle one", grade="Tough"))
    window.files.start_with(str(path))
    assert window.document().grade == "Tough" and window.document().title == "Gentle one"
    assert window.files.save()
    assert load_documents(path)[0].grade == "Tough"
    window.set_mode(Mode.EDIT)
    cell = next(i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i])
    window.controller.select(cell)
    window.controller.type_digit(GENTLE_SOLUTION[cell])
    assert window.document().grade == "" and window.document().title == "Gentle one"
    window.controller.session.undo()
    assert window.document().grade == "Tough"  # the puzzle it came with again


def test_opening_a_file_says_when_a_cosmetic_cage_became_a_killer_cage(qtbot, window: MainWindow, tmp_path) -> None:
    grid = [[{} for _ in range(9)] for _ in range(9)]
    path = tmp_path / "cages.json"
    path.write_text(json.dumps({"size": 9, "grid": grid, "cage": [{"cells": ["R1C1", "R1C2"], "value": "3"}]}), encoding="utf-8")
    window.files.start_with(str(path))
    assert window.status_message().startswith("Opened cages.json")
    assert "1 cosmetic cage with a number read as a killer cage" in window.status_message()


def test_paste_makes_an_untitled_document(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    saved = tmp_path / "mine.str8ts"
    save_document(saved, Document(GENTLE, title="Mine"))
    assert window.load_path(saved)
    other = parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[1]
    QGuiApplication.clipboard().setText(to_line(other))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert window.controller.session.puzzle == other
    assert window.path is None and window.title == ""
    assert window.windowTitle() == "Untitled[*] — Str8ts 9 x 9 — str8ts_gui"
    dialogs.save_path = None  # Save asks for a name (and is cancelled): the old file is untouched
    key(qtbot, window, Qt.Key_S, CTRL)
    assert load_documents(saved)[0].puzzle == GENTLE
    key(qtbot, window, Qt.Key_Z, CTRL)  # still undoable
    assert window.controller.session.puzzle == GENTLE

    # a pasted native document brings its title and author
    QGuiApplication.clipboard().setText(dumps_document(Document(other, title="Pasted one", author="Ann")))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert window.title == "Pasted one" and window.author == "Ann" and window.path is None
    assert window.windowTitle() == "Pasted one[*] — Str8ts 9 x 9 — str8ts_gui"


def test_undoing_a_paste_brings_back_the_title_author_and_notes(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    saved = tmp_path / "mine.str8ts"
    save_document(saved, Document(GENTLE, title="Mine", author="Me", notes="my notes"))
    assert window.load_path(saved)
    other = parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[1]
    QGuiApplication.clipboard().setText(dumps_document(Document(other, title="Pasted one", author="Ann")))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert (window.title, window.author, window.notes) == ("Pasted one", "Ann", "")
    assert window.windowTitle() == "Pasted one[*] — Str8ts 9 x 9 — str8ts_gui"

    key(qtbot, window, Qt.Key_Z, CTRL)  # the paste and its title go together
    assert window.controller.session.puzzle == GENTLE
    assert (window.title, window.author, window.notes) == ("Mine", "Me", "my notes")
    assert window.windowTitle() == "Mine[*] — Str8ts 9 x 9 — str8ts_gui" and not window.isWindowModified()
    assert window.path is None  # (the file name does not come back: Save asks for one)

    key(qtbot, window, Qt.Key_Y, CTRL)
    assert window.title == "Pasted one"
    dialogs.save_path = str(tmp_path / "pasted.str8ts")
    key(qtbot, window, Qt.Key_S, CTRL)  # saving writes the current title, author and notes
    doc = load_documents(tmp_path / "pasted.str8ts")[0]
    assert (doc.puzzle, doc.title, doc.author, doc.notes) == (other, "Pasted one", "Ann", "")
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert window.save_to(tmp_path / "undone.str8ts")
    doc = load_documents(tmp_path / "undone.str8ts")[0]
    assert (doc.puzzle, doc.title, doc.author, doc.notes) == (GENTLE, "Mine", "Me", "my notes")


def test_pasting_the_puzzle_on_the_board_changes_nothing(qtbot, window: MainWindow, tmp_path) -> None:
    saved = tmp_path / "mine.str8ts"
    save_document(saved, Document(GENTLE, title="Mine"))
    assert window.load_path(saved)
    QGuiApplication.clipboard().setText(dumps_document(Document(GENTLE, title="Other title")))
    key(qtbot, window, Qt.Key_V, CTRL)
    assert window.status_message() == "That puzzle is already on the board"
    assert window.title == "Mine" and window.path == saved.resolve()
    assert not window.controller.session.can_undo


def test_bad_paste_changes_nothing_and_says_why(qtbot, window: MainWindow) -> None:
    before = window.controller.session.state
    QGuiApplication.clipboard().setText("this is not a puzzle")
    key(qtbot, window, Qt.Key_V, CTRL)
    message = window.status_message()
    assert message.startswith("Not a puzzle: ")
    assert "expected a puzzle of n*n characters" in message
    assert window.controller.session.state == before
    assert not window.controller.session.can_undo

    QGuiApplication.clipboard().setText('{"format": "other"}')
    key(qtbot, window, Qt.Key_V, CTRL)
    assert "Not a puzzle: line 1: not a str8ts_gui file" in window.status_message()
    assert window.controller.session.state == before


# -- solving -------------------------------------------------------------------------------------
def test_solve_fills_the_solution_undoably(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    open_gentle(window, tmp_path, dialogs)
    with qtbot.waitSignal(window.solveFinished, timeout=5000) as blocker:
        key(qtbot, window, Qt.Key_F5)
    assert blocker.args[0].value.status is Status.UNIQUE
    session = window.controller.session
    assert all(session.state.values()[i] == GENTLE_SOLUTION[i] for i in GENTLE.white_cells())
    assert "Unique solution" in window.status_message()
    assert not window.progress.isVisible() and not window.cancel_button.isVisible()

    key(qtbot, window, Qt.Key_C, CTRL | SHIFT)  # the grid with the entries = the solution
    text = QGuiApplication.clipboard().text()
    assert parse_line(text).clues == session.state.values()

    key(qtbot, window, Qt.Key_Z, CTRL)
    assert session.state.entries == (0,) * 81


def test_solve_keeps_the_gui_running_and_can_be_cancelled(qtbot, window: MainWindow) -> None:
    # An empty 9 x 9 board has astronomically many solutions: counting them is slow but cancellable.
    window.solve_fn = lambda puzzle, cancel: count_solutions(Puzzle.empty(9), limit=10**9, cancel=cancel)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    try:
        window.act_solve.trigger()
        assert window.solver.busy
        qtbot.waitUntil(lambda: window.progress.isVisible() and window.cancel_button.isVisible())
        assert window.progress.minimum() == window.progress.maximum() == 0  # indeterminate
        qtbot.wait(300)
        assert len(ticks) >= 10, "the event loop stalled while solving"
        assert window.solver.busy
        with qtbot.waitSignal(window.solveFinished, timeout=1000) as blocker:
            key(qtbot, window, Qt.Key_Escape)
    finally:
        timer.stop()
    assert blocker.args[0].cancelled
    assert window.status_message() == "Solve cancelled"
    assert window.controller.session.state.entries == (0,) * 81
    assert not window.cancel_button.isVisible() and not window.act_cancel.isEnabled()


def test_cancel_button_stops_the_solve(qtbot, window: MainWindow) -> None:
    window.solve_fn = lambda puzzle, cancel: count_solutions(Puzzle.empty(9), limit=10**9, cancel=cancel)
    window.act_solve.trigger()
    qtbot.waitUntil(window.cancel_button.isVisible)
    with qtbot.waitSignal(window.solveFinished, timeout=1000):
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    assert "cancelled" in window.status_message()


def test_reopening_during_a_solve_discards_the_solution(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    path = open_gentle(window, tmp_path, dialogs)
    release = threading.Event()
    finished = []
    window.solveFinished.connect(finished.append)

    def slow(puzzle, cancel):
        release.wait(5)
        return solve(puzzle, cancel=cancel)

    window.solve_fn = slow
    window.act_solve.trigger()
    assert window.solver.busy
    assert window.load_path(path)  # the same file again: a fresh document
    assert not window.solver.busy and not window.progress.isVisible() and window.act_solve.isEnabled()
    release.set()
    qtbot.wait(300)
    assert finished == []
    assert window.controller.session.state.entries == (0,) * 81
    assert not window.isWindowModified()


def test_unsolvable_puzzle_shows_no_solution_and_the_conflict(qtbot, window: MainWindow) -> None:
    QGuiApplication.clipboard().setText(UNSOLVABLE)
    with qtbot.waitSignal(window.analysisShown, timeout=5000) as blocker:
        key(qtbot, window, Qt.Key_V, CTRL)
    assert blocker.args[0].status is Status.NONE
    assert window.analysis_label.text() == "No solution"
    assert window.controller.conflict == frozenset({2, 7})
    assert window.controller.render_options().conflict == frozenset({2, 7})

    with qtbot.waitSignal(window.solveFinished, timeout=5000):
        key(qtbot, window, Qt.Key_F5)
    # with the reason the badge's tooltip gives (issue 14)
    assert window.status_message() == (
        "Solve: No solution: the 2 ringed clues (r1c3 and r1c8) cannot all hold together with this "
        "pattern of black and white cells; change one of them or the pattern"
    )

    # fixing the clue (Delete on r1c3 in edit mode: F2, the paste opened it to play) brings
    # back a unique solution
    key(qtbot, window, Qt.Key_F2)
    click_cell(qtbot, window, 2)
    key(qtbot, window, Qt.Key_Delete)
    wait_analysis(qtbot, window, "Unique solution")
    assert window.controller.conflict == frozenset()


def test_several_solutions_highlight_the_differing_cells(qtbot, window: MainWindow) -> None:
    QGuiApplication.clipboard().setText("1..." "...." "...." "....")
    key(qtbot, window, Qt.Key_V, CTRL)
    key(qtbot, window, Qt.Key_F2)  # (a paste opens the puzzle to play: the setter's edit mode)
    wait_analysis(qtbot, window, "Multiple solutions")
    differ = window.controller.differ
    assert differ and 0 not in differ
    key(qtbot, window, Qt.Key_F3)  # no spoilers while playing
    assert window.controller.differ == frozenset()
    key(qtbot, window, Qt.Key_F2)
    assert window.controller.differ == differ


def test_no_purple_tint_on_a_board_without_clues_or_mostly_differing(qtbot, window: MainWindow) -> None:
    wait_analysis(qtbot, window, "Multiple solutions")  # the empty start board
    assert window.controller.differ == frozenset()
    assert "differ" not in window.analysis_label.toolTip()
    # (a black cell makes it Str8ts: a line without one is read as a Sudoku)
    QGuiApplication.clipboard().setText("#.....1........1")  # 10 of the 15 white cells differ
    with qtbot.waitSignal(window.analysisShown, timeout=5000):
        key(qtbot, window, Qt.Key_V, CTRL)
    assert window.analysis_label.text() == "Multiple solutions"
    assert window._analysis.differ and window.controller.differ == frozenset()
    # a few differing cells are tinted
    QGuiApplication.clipboard().setText(to_line(GENTLE.with_cell(61, clue=0)))
    with qtbot.waitSignal(window.analysisShown, timeout=5000):
        key(qtbot, window, Qt.Key_V, CTRL)
    key(qtbot, window, Qt.Key_F2)
    assert window.analysis_label.text() == "Multiple solutions"
    assert window.controller.differ == window._analysis.differ and len(window.controller.differ) == 2


# -- files ---------------------------------------------------------------------------------------
def test_save_and_reopen(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    open_gentle(window, tmp_path, dialogs)
    click_cell(qtbot, window, 2)
    key(qtbot, window, Qt.Key_4)
    key(qtbot, window, Qt.Key_P)
    click_cell(qtbot, window, 3)
    key(qtbot, window, Qt.Key_1)
    key(qtbot, window, Qt.Key_6)
    state = window.controller.session.state
    assert window.isWindowModified()

    # Save on a .txt file asks for a new name; a name without suffix gets .puzzle
    dialogs.save_path = str(tmp_path / "progress")
    key(qtbot, window, Qt.Key_S, CTRL)
    saved = tmp_path / "progress.puzzle"
    assert saved.is_file()
    assert not window.isWindowModified()
    assert window.windowTitle() == "progress.puzzle[*] — Str8ts 9 x 9 — str8ts_gui"
    assert load_documents(saved)[0].state == state
    assert (tmp_path / "gentle.txt").read_text(encoding="utf-8").strip() == to_line(GENTLE)

    # now Save writes to the same file without asking
    dialogs.save_path = None
    click_cell(qtbot, window, 5)
    key(qtbot, window, Qt.Key_7)
    key(qtbot, window, Qt.Key_S, CTRL)
    assert load_documents(saved)[0].state == window.controller.session.state

    # Save As asks again
    dialogs.save_path = str(tmp_path / "copy.str8ts")
    key(qtbot, window, Qt.Key_S, CTRL | SHIFT)
    assert (tmp_path / "copy.str8ts").is_file()

    # reopen in a fresh window: the progress is back
    other = create_main_window(saved)
    qtbot.addWidget(other)
    assert other.controller.session.state == load_documents(saved)[0].state
    assert other.controller.mode == Mode.PLAY and not other.isWindowModified()


def test_failed_save_says_why_and_loses_nothing(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    open_gentle(window, tmp_path, dialogs)
    click_cell(qtbot, window, 2)
    key(qtbot, window, Qt.Key_4)
    assert window.write_autosave()
    state = window.controller.session.state
    target = tmp_path / "missing" / "work.str8ts"
    dialogs.save_path = str(target)
    key(qtbot, window, Qt.Key_S, CTRL)
    assert len(dialogs.errors) == 1
    title, text = dialogs.errors[0]
    assert title == "Cannot save"
    assert str(target) in text and "No such file or directory" in text
    assert ".tmp" not in text  # not the name of the temporary file
    assert window.isWindowModified() and window.controller.session.state == state
    assert window.path == (tmp_path / "gentle.txt").resolve()
    assert window.autosave_path().is_file()  # the unsaved work is still safe
    assert "Could not save" in window.status_message()


def test_save_as_writes_a_native_file_or_the_kinds_own_form(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    open_gentle(window, tmp_path, dialogs)
    # an unknown suffix: a native .puzzle file, which becomes the document's file
    dialogs.save_path = str(tmp_path / "foo.dat")
    key(qtbot, window, Qt.Key_S, CTRL | SHIFT)
    assert not (tmp_path / "foo.dat").exists()
    assert load_documents(tmp_path / "foo.dat.puzzle")[0].puzzle == GENTLE
    assert window.path == (tmp_path / "foo.dat.puzzle").resolve()
    # the old native suffix is kept
    dialogs.save_path = str(tmp_path / "bar.STR8TS")
    key(qtbot, window, Qt.Key_S, CTRL | SHIFT)
    assert (tmp_path / "bar.STR8TS").is_file() and window.path == (tmp_path / "bar.STR8TS").resolve()
    # a form of the kind (.txt: the Str8ts puzzle string): written, with a note of what it drops
    dialogs.save_path = str(tmp_path / "foo.txt")
    key(qtbot, window, Qt.Key_S, CTRL | SHIFT)
    assert (tmp_path / "foo.txt").read_text(encoding="utf-8").strip() == to_line(GENTLE)
    assert "no entries, marks" in window.status_message() and window.path == (tmp_path / "bar.STR8TS").resolve()


def test_open_asks_which_puzzle_of_a_collection(qtbot, window: MainWindow, dialogs) -> None:
    dialogs.open_path = str(WIKIPEDIA)
    dialogs.choice = 2
    key(qtbot, window, Qt.Key_O, CTRL)
    assert dialogs.choices_offered == [3]
    assert window.controller.session.puzzle == parse_text(WIKIPEDIA.read_text(encoding="utf-8"))[2]
    assert window.windowTitle().startswith("German Wikipedia Str8ts 9x9 Very Hard[*]")

    dialogs.choice = None  # cancelled: nothing changes
    before = window.controller.session.state
    window.act_open.trigger()
    assert window.controller.session.state == before


def test_unreadable_file_keeps_the_puzzle(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    key(qtbot, window, Qt.Key_3)
    before = window.controller.session.state
    bad = tmp_path / "bad.txt"
    bad.write_text("this is not a puzzle\n", encoding="utf-8")
    dialogs.open_path = str(bad)
    dialogs.unsaved_answers = ["discard"]
    key(qtbot, window, Qt.Key_O, CTRL)
    assert len(dialogs.errors) == 1
    title, text = dialogs.errors[0]
    assert title == "Cannot open file" and "bad.txt" in text and "line 1" in text
    assert window.controller.session.state == before
    assert window.isWindowModified()

    prose = tmp_path / "prose.txt"  # the column named where the character is, before the accepted forms
    prose.write_text("hello world\nthis is not a puzzle\n", encoding="utf-8")
    assert not window.load_path(prose)
    assert "line 1: ' ' is no cell of a Str8ts grid (column 6); accepted:" in dialogs.errors[-1][1]

    binary = tmp_path / "binary.str8ts"
    binary.write_bytes(b"\xff\x00garbage")  # (not \xff\xfe: that starts UTF-16 text)
    assert not window.load_path(binary)
    assert "not UTF-8" in dialogs.errors[-1][1]
    assert not window.load_path(tmp_path / "missing.str8ts")
    assert window.controller.session.state == before


def test_export_puzzle_string(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    open_gentle(window, tmp_path, dialogs)
    dialogs.export_path = str(tmp_path / "out")
    key(qtbot, window, Qt.Key_E, CTRL)
    assert parse_text((tmp_path / "out.txt").read_text(encoding="utf-8")) == [GENTLE]


def test_recent_files(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    paths = []
    for k in range(10):
        p = tmp_path / f"p{k}.str8ts"
        save_document(p, Document(GENTLE, title=f"p{k}"))
        paths.append(p)
        assert window.load_path(p)
    names = [a.text() for a in window.recent_menu.actions() if a.data()]
    assert len(names) == 8
    assert names[0] == "&1 p9.str8ts" and names[-1] == "&8 p2.str8ts"

    recent = [a for a in window.recent_menu.actions() if a.data()]
    recent[3].trigger()  # p6
    assert window.title == "p6"
    window.act_clear_recent.trigger()
    assert not [a for a in window.recent_menu.actions() if a.data()]


# -- unsaved changes and autosave ------------------------------------------------------------------
def test_close_with_unsaved_changes_asks(qtbot, window: MainWindow, dialogs) -> None:
    key(qtbot, window, Qt.Key_4)
    dialogs.unsaved_answers = ["cancel"]
    assert not window.close()
    assert window.isVisible() and dialogs.unsaved_asked == 1
    dialogs.unsaved_answers = ["discard"]
    assert window.close()
    assert not window.isVisible() and dialogs.unsaved_asked == 2


def test_close_with_save_answer_saves(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    key(qtbot, window, Qt.Key_4)
    dialogs.unsaved_answers = ["save"]
    dialogs.save_path = str(tmp_path / "closing.str8ts")
    assert window.close()
    assert load_documents(tmp_path / "closing.str8ts")[0].puzzle.clues[0] == 4


def test_open_with_unsaved_changes_can_be_cancelled(qtbot, window: MainWindow, dialogs) -> None:
    key(qtbot, window, Qt.Key_4)
    before = window.controller.session.state
    dialogs.open_path = str(WIKIPEDIA)
    dialogs.unsaved_answers = ["cancel"]
    key(qtbot, window, Qt.Key_O, CTRL)
    assert window.controller.session.state == before


def test_autosave_restore(qtbot, window: MainWindow, tmp_path, dialogs, monkeypatch) -> None:
    window.files.autosave_timer.setInterval(50)
    saved = tmp_path / "work.str8ts"
    save_document(saved, Document(GENTLE, title="Work"))
    assert window.load_path(saved)
    click_cell(qtbot, window, 2)
    key(qtbot, window, Qt.Key_4)
    autosave = window.autosave_path()
    qtbot.waitUntil(autosave.is_file, timeout=2000)
    assert json.loads(window.autosave_meta_path().read_text(encoding="utf-8"))["path"] == str(saved.resolve())
    state = window.controller.session.state

    # undoing back to the saved state removes the autosave again
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert not autosave.exists()
    key(qtbot, window, Qt.Key_Y, CTRL)
    window.write_autosave()
    assert autosave.is_file()

    # a crash leaves the autosave behind; a clean close removes it
    backup = tmp_path / "backup"
    backup.mkdir()
    for p in (autosave, window.autosave_meta_path()):
        shutil.copy(p, backup / p.name)
    dialogs.unsaved_answers = ["discard"]
    assert window.close()
    assert not autosave.exists()
    for p in backup.iterdir():
        shutil.copy(p, autosave.parent / p.name)

    dialogs.restore_answer = True
    restored = new_window(qtbot)
    assert dialogs.restore_asked == 1
    assert restored.controller.session.state == state
    assert restored.isWindowModified() and restored.path == saved.resolve()
    assert restored.windowTitle() == "Work[*] — Str8ts 9 x 9 — str8ts_gui"
    key(qtbot, restored, Qt.Key_Z, CTRL)  # back to the file as saved
    assert restored.controller.session.state.entries == (0,) * 81
    key(qtbot, restored, Qt.Key_Y, CTRL)
    key(qtbot, restored, Qt.Key_S, CTRL)  # saving removes the autosave
    assert not autosave.exists()
    assert load_documents(saved)[0].state == state


# -- finish --------------------------------------------------------------------------------------
def test_actions_have_shortcuts_and_tooltips(window: MainWindow) -> None:
    expected = {
        "E&dit Mode": "F2",
        "Play &Mode": "F3",
        "&Solve": "F5",
        "&Undo": "Ctrl+Z",
        "&Open…": "Ctrl+O",
        "&Save": "Ctrl+S",
        "Save &As…": "Ctrl+Shift+S",
        "&Quit": "Ctrl+Q",
        "&Copy Puzzle String": "Ctrl+C",
        "Copy Grid with &Entries": "Ctrl+Shift+C",
        "&Paste Puzzle": "Ctrl+V",
        "Same &Kind and Size (Str8ts 9 x 9)": "Ctrl+N",
    }
    actions = {a.text(): a for a in window.findChildren(QAction)}
    for text, shortcut in expected.items():
        assert actions[text].shortcut() == QKeySequence(shortcut), text
    for a in window.toolbar.actions():
        if a.isSeparator():
            continue
        assert "(" in a.toolTip() and a.toolTip().endswith(")"), a.toolTip()
    assert window.act_pencil.toolTip().endswith("(P)")
    assert window.act_pencil.shortcut() == QKeySequence("P")
    assert window.act_solve.toolTip() == "Solve the puzzle in the background and fill in the solution (F5)"


def menu_actions(window: MainWindow) -> list[QAction]:
    """Every command in the menus (not submenus, separators or the recent-file entries)."""
    out = []
    for menu in window.menuBar().findChildren(QMenu):
        for a in menu.actions():
            if a.isSeparator() or a.menu() is not None or a.data():
                continue
            out.append(a)
    return out


def test_every_action_has_a_shortcut(window: MainWindow) -> None:
    actions = menu_actions(window) + [a for a in window.toolbar.actions() if not a.isSeparator()]
    assert len(actions) > 20
    missing = [a.text() for a in actions if a.shortcut().isEmpty()]
    assert missing == []
    for n in range(4, 10):
        assert window.act_new_sizes[n].shortcut() == QKeySequence(f"Ctrl+Alt+{n}")
    assert not window.act_clear_recent.shortcut().isEmpty()
    # no two actions share a shortcut
    seen: dict[str, str] = {}
    for a in set(actions):
        for k in a.shortcuts():
            assert k.toString() not in seen, (k.toString(), a.text(), seen.get(k.toString()))
            seen[k.toString()] = a.text()


def test_new_size_and_clear_recent_shortcuts(qtbot, window: MainWindow, tmp_path) -> None:
    key(qtbot, window, Qt.Key_6, CTRL | Qt.KeyboardModifier.AltModifier)
    assert window.controller.session.puzzle == Puzzle.empty(6)
    path = tmp_path / "p.str8ts"
    save_document(path, Document(GENTLE))
    assert window.load_path(path)
    assert window.act_clear_recent.isEnabled()
    qtbot.keyClick(window.board, window.act_clear_recent.shortcut()[0].key(), window.act_clear_recent.shortcut()[0].keyboardModifiers())
    assert not [a for a in window.recent_menu.actions() if a.data()]


def test_pencil_keys_in_the_window(qtbot, window: MainWindow, tmp_path, dialogs) -> None:
    open_gentle(window, tmp_path, dialogs)
    ctl = window.controller
    click_cell(qtbot, window, 3)
    key(qtbot, window, Qt.Key_2, CTRL)  # the window does not take Ctrl+digit or Alt+digit
    key(qtbot, window, Qt.Key_7, Qt.KeyboardModifier.AltModifier)
    key(qtbot, window, Qt.Key_8, SHIFT)
    state = ctl.session.state  # SudokuPad's keys: Ctrl centre, Shift corner; Alt a candidate
    assert (state.centre[3], state.marks[3], state.corner[3]) == (1 << 2, 1 << 7, 1 << 8)
    assert window.act_pencil.shortcut() == QKeySequence("P")
    key(qtbot, window, Qt.Key_P)
    assert ctl.pencil_mode and window.act_pencil.isChecked()
    key(qtbot, window, Qt.Key_P)
    assert not ctl.pencil_mode and not window.act_pencil.isChecked()
    key(qtbot, window, Qt.Key_F2)  # no hidden pencil mode while editing
    key(qtbot, window, Qt.Key_P)
    assert not ctl.pencil_mode and not window.act_pencil.isChecked()
    key(qtbot, window, Qt.Key_F3)
    assert not ctl.pencil_mode


def test_narrow_window_keeps_the_important_tools_and_a_readable_message(qtbot, window: MainWindow) -> None:
    long = "Not a puzzle: line 1: expected a puzzle of n*n characters for a board of 4 x 4 to 16 x 16"
    narrowest = window.minimumSizeHint().width()  # the board's least side and the side column
    assert narrowest <= 560
    for width, height in ((900, 700), (narrowest, 420)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: window.width() == width)
        QApplication.processEvents()
        for act in (window.act_undo, window.act_redo, window.act_solve, window.act_hint, window.act_check):
            button = window.toolbar.widgetForAction(act)
            assert button is not None and button.isVisible(), (width, act.text())
            assert window.toolbar.rect().contains(button.geometry()), (width, act.text())
        window.show_status(long)
        label = window.message_label
        assert window.status_message() == long and label.toolTip() == long
        assert label.isVisible() and label.width() >= 150, (width, label.width())
        shown = label.text()
        assert shown == long or (shown.endswith("…") and long.startswith(shown[:-1]))
        assert window.analysis_label.isVisible()
        assert window.mode_label.isVisible() == (width >= 700)
        assert window.grade_label.isVisible()
    assert window.analysis_label.minimumWidth() < 180
    # narrow: short words for the grade and the verdict, the full ones in the tooltips
    wait_analysis(qtbot, window, "Multiple")
    assert window.grade_text() == ""  # several solutions: no grade at all (issue 14)
    from str8ts_gui.kinds.str8ts.logic import Rating

    # a unique puzzle the logic cannot finish (the rating stands in for a very hard one)
    window.grader.rate_fn = lambda puzzle: Rating(False, None, 0, 3, (), "")
    QGuiApplication.clipboard().setText(to_line(GENTLE))
    key(qtbot, window, Qt.Key_V, CTRL)
    wait_analysis(qtbot, window, "Unique")
    qtbot.waitUntil(lambda: window.grade_label.text() == "No logic path", timeout=5000)
    assert window.grade_text() == "Not solvable by logic"
    window.resize(900, 700)
    qtbot.waitUntil(lambda: window.analysis_label.text() == "Unique solution")
    assert window.grade_label.text() == "Not solvable by logic"


def test_status_messages_expire(qtbot, window: MainWindow) -> None:
    window.show_status("short lived", 50)
    assert window.status_message() == "short lived"
    qtbot.waitUntil(lambda: window.status_message() == "", timeout=1000)
    window.show_status("stays", 0)
    qtbot.wait(100)
    assert window.status_message() == "stays"


def test_about_box_text(window: MainWindow, dialogs) -> None:
    window.act_about.trigger()
    text = dialogs.errors[-1][1]
    assert __version__ in text and TRADEMARK in text
    assert TRADEMARK == "Str8ts is a registered trademark of Syndicated Puzzles Inc.; str8ts_gui is independent of them."


def test_dark_palette_follows_the_colour_scheme(qtbot, window: MainWindow) -> None:
    from str8ts_gui.gui.app import apply_theme

    app = QApplication.instance()
    assert app.style().name().lower() == "fusion"
    try:
        assert apply_theme(app, Qt.ColorScheme.Dark)
        qtbot.waitUntil(lambda: window.palette().color(QPalette.ColorRole.Window).lightness() < 80)
        image = window.board.grab().toImage()
        centre = window.board.rect().center()
        # the board follows the palette: dark open cells
        assert image.pixelColor(QPoint(centre.x(), centre.y())).lightness() < 100
    finally:
        assert not apply_theme(app, Qt.ColorScheme.Light)
    qtbot.waitUntil(lambda: window.palette().color(QPalette.ColorRole.Window).lightness() > 150)


def test_window_geometry_is_remembered(qtbot, window: MainWindow) -> None:
    window.resize(760, 610)
    assert window.close()
    again = create_main_window()
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 610)
