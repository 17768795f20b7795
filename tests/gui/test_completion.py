"""Finishing a puzzle (issue 14, item 15): the board flashes and the status bar says "Solved!"
with the time; the play timer pauses while the window is hidden or minimised and outside play
mode; a solved game is not asked about as if work would be lost; the library keeps per-puzzle
statistics (times solved, best time).

The play timer runs on a fake clock here, so nothing depends on how fast the machine is.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from str8ts_gui.core.document import Document, save_document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.library import library_actions
from str8ts_gui.gui.play.completion import BoardFlash, format_duration, grid_is_solved
from str8ts_gui.gui.library.library_browser import BEST_TIME, SOLVED, LibraryBrowser, puzzle_stats, record_solve, solved_keys
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.kinds.str8ts.formats import parse_text, to_line
from str8ts_gui.kinds.str8ts.library import load_library
from str8ts_gui.solver.sat import solve

from gui_helpers import click_cell, key, new_window

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
GENTLE_SOLUTION = solve(GENTLE).solution
CTRL = Qt.KeyboardModifier.ControlModifier


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def with_clock(window: MainWindow, clock: FakeClock) -> MainWindow:
    window.play_timer.set_clock(clock)
    window.completion.reset()  # from zero on the fake clock
    return window


def play_gentle(qtbot, tmp_path: Path, clock: FakeClock) -> MainWindow:
    path = tmp_path / "gentle.txt"
    path.write_text(to_line(GENTLE) + "\n", encoding="utf-8")
    w = with_clock(new_window(qtbot, path), clock)
    assert w.controller.mode == Mode.PLAY
    return w


def fill_all_but_last(window: MainWindow, solution) -> int:
    """Enter the solution in every open cell but the last (one undoable step); the last open
    cell's index is returned, for the player to type."""
    state = window.controller.session.state
    open_cells = [i for i in range(state.puzzle.cell_count) if state.is_open(i)]
    last = open_cells[-1]
    values = list(solution)
    values[last] = 0
    entries = tuple(values[i] if state.is_open(i) else 0 for i in range(state.puzzle.cell_count))
    window.controller.session.replace(state.puzzle, PlayState(state.puzzle, entries, state.marks))
    return last


def type_digit(qtbot, window: MainWindow, cell: int, digit: int) -> None:
    click_cell(qtbot, window, cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{digit}"))


def flashes(window: MainWindow) -> list[BoardFlash]:
    return [f for f in window.board.findChildren(QWidget, "completion_flash") if isinstance(f, BoardFlash)]


def test_format_duration() -> None:
    assert [format_duration(s) for s in (0, 7.9, 65, 600, 3599, 3600, 3725)] == [
        "0:00", "0:07", "1:05", "10:00", "59:59", "1:00:00", "1:02:05",
    ]


def test_a_complete_and_right_grid_flashes_and_says_the_time(qtbot, tmp_path, clock) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    timer = window.play_timer
    assert timer.running and timer.label.isVisible() and timer.label.text() == "Time 0:00"
    last = fill_all_but_last(window, GENTLE_SOLUTION)
    assert not flashes(window) and "Solved" not in window.status_text()
    clock.now += 4 * 60 + 12
    # a wrong last digit: complete but not right, so no flash, the clock runs on, and the
    # status bar says only that something is not right (tests/gui/test_full_grid_and_check_words.py)
    wrong = next(d for d in range(1, 10) if d != GENTLE_SOLUTION[last])
    type_digit(qtbot, window, last, wrong)
    assert not flashes(window) and not timer.finished
    assert "Solved" not in window.status_text() and "not right" in window.status_message()
    type_digit(qtbot, window, last, GENTLE_SOLUTION[last])
    assert window.status_message().startswith("Solved! Every cell is right, in 4:12.")
    assert len(flashes(window)) == 1 and flashes(window)[0].text == "Solved!"
    assert flashes(window)[0].detail == "in 4:12"
    assert timer.finished and not timer.running and timer.label.text() == "Solved in 4:12"
    clock.now += 600  # the clock has stopped
    timer.update_running()
    assert timer.label.text() == "Solved in 4:12"
    qtbot.waitUntil(lambda: not flashes(window), timeout=5000)  # the flash goes away by itself

    # undo: the grid is open again and the clock goes on from 4:12
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert not timer.finished and timer.running
    clock.now += 8
    assert timer.text() == "Time 4:20"


def test_the_flash_is_drawn_over_the_board(qtbot, tmp_path, clock) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    before = window.board.grab().toImage()
    last = fill_all_but_last(window, GENTLE_SOLUTION)
    filled = window.board.grab().toImage()
    type_digit(qtbot, window, last, GENTLE_SOLUTION[last])
    flash = flashes(window)[0]
    flash.animation.pause()
    flash.animation.setCurrentTime(flash.animation.duration() // 2)  # at its brightest
    shot = window.board.grab()
    assert shot.toImage() != filled and shot.toImage() != before
    assert shot.save(str(tmp_path / "flash.png"))


def test_a_grid_filled_by_solve_is_not_congratulated(qtbot, tmp_path, clock) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    with qtbot.waitSignal(window.solveFinished, timeout=10000):
        key(qtbot, window, Qt.Key_F5)
    assert grid_is_solved(window.controller.session.state)
    assert not flashes(window)
    assert "Unique solution" in window.status_message() and "Solved!" not in window.status_message()
    assert window.play_timer.finished  # the clock stops all the same


def test_the_timer_pauses_while_hidden_minimised_or_editing(qtbot, tmp_path, clock) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    timer = window.play_timer
    clock.now += 10
    assert timer.elapsed() == 10 and timer.running
    window.showMinimized()
    qtbot.waitUntil(lambda: not timer.running, timeout=5000)
    clock.now += 500
    assert timer.elapsed() == 10
    window.showNormal()
    qtbot.waitUntil(lambda: timer.running, timeout=5000)
    clock.now += 5
    assert timer.elapsed() == 15
    window.hide()
    assert not timer.running
    clock.now += 300
    window.show()
    assert timer.running and timer.elapsed() == 15
    # edit mode: paused, and the label is hidden (there is no game to time)
    key(qtbot, window, Qt.Key_F2)
    assert not timer.running and not timer.label.isVisible()
    clock.now += 100
    key(qtbot, window, Qt.Key_F3)
    assert timer.running and timer.label.isVisible()
    clock.now += 61
    timer._show()  # (the label is refreshed every second by a timer)
    assert timer.label.text() == "Time 1:16"


def test_every_new_document_starts_the_clock_at_zero(qtbot, tmp_path, clock) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    clock.now += 42
    assert window.play_timer.elapsed() == 42
    window.new_puzzle(6)
    assert window.play_timer.elapsed() == 0 and not window.play_timer.running  # edit mode
    path = tmp_path / "again.txt"
    path.write_text(to_line(GENTLE) + "\n", encoding="utf-8")
    assert window.load_path(path)
    clock.now += 3
    assert window.play_timer.elapsed() == 3


def test_a_document_opened_solved_is_not_announced(qtbot, tmp_path, clock, dialogs) -> None:
    path = tmp_path / "done.str8ts"
    entries = tuple(GENTLE_SOLUTION[i] if PlayState.new(GENTLE).is_open(i) else 0 for i in range(81))
    save_document(path, Document(GENTLE, state=PlayState(GENTLE, entries, (0,) * 81)))
    window = with_clock(new_window(qtbot), clock)
    window.show_status("")
    assert window.load_path(path)
    assert "Solved!" not in window.status_text() and not flashes(window)
    assert window.play_timer.finished and not window.play_timer.running


def test_sudoku_completion_too(qtbot, clock) -> None:
    window = with_clock(new_window(qtbot), clock)
    sudoku = get_kind("sudoku")
    window.new_puzzle(4, "sudoku")
    rows = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    solution = [d for row in rows for d in row]
    for i in (0, 5, 10, 15):
        window.controller.select(i)
        window.controller.type_digit(solution[i])
    assert sudoku.check(window.controller.session.puzzle, window.controller.session.state.values()) == []
    key(qtbot, window, Qt.Key_F3)
    clock.now += 30
    last = fill_all_but_last(window, solution)
    type_digit(qtbot, window, last, solution[last])
    assert window.status_message().startswith("Solved! Every cell is right, in 0:30.")
    assert flashes(window)


# -- no question about a finished game -----------------------------------------------------------
def test_a_solved_game_closes_without_asking(qtbot, tmp_path, clock, dialogs) -> None:
    window = play_gentle(qtbot, tmp_path, clock)
    last = fill_all_but_last(window, GENTLE_SOLUTION)
    assert window.isWindowModified()
    assert window.maybe_save() and dialogs.unsaved_asked == 1  # unfinished: asked (and discarded)
    dialogs.unsaved_asked = 0
    type_digit(qtbot, window, last, GENTLE_SOLUTION[last])
    assert window.isWindowModified()  # the play is unsaved, but it is finished
    assert window.close()
    assert dialogs.unsaved_asked == 0


def test_a_solved_grid_of_an_unsaved_puzzle_still_asks_and_says_it_is_solved(qtbot, clock, dialogs) -> None:
    window = with_clock(new_window(qtbot), clock)
    window.new_puzzle(4, "sudoku")  # the setter makes a puzzle (not saved) and plays it through
    rows = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    solution = [d for row in rows for d in row]
    for i in (0, 5, 10, 15):
        window.controller.select(i)
        window.controller.type_digit(solution[i])
    assert window.files.unsaved_question() == "Do you want to save them?"
    key(qtbot, window, Qt.Key_F3)
    fill_all_but_last(window, solution)
    last = 14
    type_digit(qtbot, window, last, solution[last])
    assert grid_is_solved(window.controller.session.state)
    assert "The puzzle is solved" in window.files.unsaved_question()
    dialogs.unsaved_answers = ["cancel"]
    assert not window.close()
    assert dialogs.unsaved_asked == 1


# -- the library's statistics ----------------------------------------------------------------------
def test_the_library_keeps_times_solved_and_the_best_time(qtbot, tmp_path, clock) -> None:
    window = with_clock(new_window(qtbot), clock)
    actions = library_actions.install(window, pool_delay_ms=None)
    entry = load_library()[0][0]
    solution = solve(entry.document.puzzle).solution
    browser = actions.show_library()
    assert browser.model.headerData(BEST_TIME, Qt.Orientation.Horizontal) == "Best time"
    assert browser.best_time_text(entry.key) == ""

    assert actions.open_entry(entry)
    clock.now += 5 * 60 + 3
    last = fill_all_but_last(window, solution)
    type_digit(qtbot, window, last, solution[last])
    assert entry.key in solved_keys()
    assert puzzle_stats()[entry.key].solves == 1 and puzzle_stats()[entry.key].best == 303
    message = window.status_message()
    assert message.startswith("Solved! Every cell is right, in 5:03.")
    assert f"“{entry.title}” is ticked in the Puzzle Library" in message
    assert browser.best_time_text(entry.key) == "5:03"
    assert browser.is_marked(entry.key)

    # undo and complete again: the same game, counted once
    key(qtbot, window, Qt.Key_Z, CTRL)
    key(qtbot, window, Qt.Key_Y, CTRL)
    assert puzzle_stats()[entry.key].solves == 1

    # played again, faster: a new best time; slower: the best stays
    for took, best in ((2 * 60 + 30, 150), (9 * 60, 150)):
        assert actions.open_entry(entry)
        clock.now += took
        last = fill_all_but_last(window, solution)
        type_digit(qtbot, window, last, solution[last])
        assert puzzle_stats()[entry.key].best == best
    stats = puzzle_stats()[entry.key]
    assert (stats.solves, stats.best, stats.last) == (3, 150, 540)
    assert "new best time (2:30)" not in window.status_message()  # (the last one was slower)

    fresh = LibraryBrowser()
    qtbot.addWidget(fresh)
    fresh.set_filter()
    row = fresh.row_of(entry.key)
    assert fresh.proxy.index(row, BEST_TIME).data() == "2:30"
    assert fresh.proxy.index(row, SOLVED).data(Qt.ItemDataRole.ToolTipRole) == "Solved 3 times; best 2:30, last 9:00"
    # sorting by best time puts the timed puzzle first
    fresh.view.sortByColumn(BEST_TIME, Qt.SortOrder.AscendingOrder)
    assert fresh.shown_entries()[0] == entry
    qtbot.waitExposed(browser)
    assert browser.grab().save(str(tmp_path / "library.png"))


def test_solve_does_not_count_in_the_statistics(qtbot, clock) -> None:
    window = with_clock(new_window(qtbot), clock)
    actions = library_actions.install(window, pool_delay_ms=None)
    entry = load_library()[0][1]
    assert actions.open_entry(entry)
    with qtbot.waitSignal(window.solveFinished, timeout=10000):
        window.act_solve.trigger()
    assert entry.key not in puzzle_stats() and entry.key not in solved_keys()


def test_record_solve_and_its_bad_settings() -> None:
    assert record_solve("k", 61.5) == (True, True)
    assert record_solve("k", 70) == (False, False)
    assert record_solve("k", None) == (False, False)  # a solve without a known time
    st = puzzle_stats()["k"]
    assert (st.solves, st.best, st.last) == (3, 61.5, None)
    from str8ts_gui.gui import settings as app_settings

    s = app_settings.settings()
    s.setValue("library/stats", "not json")
    s.sync()
    assert puzzle_stats() == {}  # unreadable statistics are no statistics, never a crash
    QApplication.processEvents()


def test_the_status_bar_stays_put_when_edit_mode_hides_the_clock(qtbot, tmp_path, clock) -> None:
    """Edit mode hides the play time but keeps its room, so the board's name, the mode and the
    grade do not jump sideways at every F2 / F3."""
    window = play_gentle(qtbot, tmp_path, clock)
    bar = window.status_bar
    labels = (bar.board_label, bar.mode_label, bar.grade_label, bar.analysis_label)
    qtbot.waitUntil(lambda: bar.grade_label.text().startswith("Grade:"), timeout=10000)  # settled
    qtbot.wait(50)
    playing = [label.geometry() for label in labels]
    key(qtbot, window, Qt.Key_F2)
    qtbot.wait(50)
    assert not window.play_timer.label.isVisible() and window.controller.mode == Mode.EDIT
    assert [label.geometry().x() for label in labels] == [g.x() for g in playing]
    key(qtbot, window, Qt.Key_F3)
    qtbot.wait(50)
    assert window.play_timer.label.isVisible()
    assert [label.geometry().x() for label in labels] == [g.x() for g in playing]


def test_a_grid_finished_by_hand_after_solve_is_told_right_but_untimed(qtbot, tmp_path, clock) -> None:
    """Solve, undo, then the player fills the grid: no flash, no time, but the status bar says
    the grid is right (a reviewer found nothing at all said)."""
    from str8ts_gui.gui.main_window import SOLVED_AFTER_SOLVE

    window = play_gentle(qtbot, tmp_path, clock)
    with qtbot.waitSignal(window.solveFinished, timeout=10000):
        key(qtbot, window, Qt.Key_F5)
    assert "Solved!" not in window.status_message() and SOLVED_AFTER_SOLVE not in window.status_message()
    key(qtbot, window, Qt.Key_Z, CTRL)
    assert not grid_is_solved(window.controller.session.state)
    last = fill_all_but_last(window, GENTLE_SOLUTION)
    type_digit(qtbot, window, last, GENTLE_SOLUTION[last])
    assert window.status_message() == SOLVED_AFTER_SOLVE
    assert not flashes(window) and window.play_timer.label.text() == "Solved by the program"
