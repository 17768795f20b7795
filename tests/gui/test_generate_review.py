"""Generate Puzzle… and the Puzzle Library as a player who generates puzzles and keeps a library
of them (a fresh-eyes review)."""

from __future__ import annotations

import json
import time

from PySide6.QtCore import Qt
from pathlib import Path

from str8ts_gui.gui.library.generate_dialog import NewPuzzleDialog
from str8ts_gui.gui.library.puzzle_pool import POOL_FILE, PuzzlePool
from str8ts_gui.kinds.str8ts.formats import to_line
from str8ts_gui.kinds.str8ts.generator import GenerationCancelled, Options, generate
from str8ts_gui.kinds.sudoku.generator import Options as SudokuOptions
from str8ts_gui.kinds.suguru.generator import Options as SuguruOptions

GENTLE = Options(6, "Gentle", "180")
EXTREME = Options(6, "Extreme", "180")


def _pool_file_with(home: Path, options: Options, got, grade: str) -> None:
    """A pool.json (as an earlier version kept it) holding ``got`` for ``options``, said to be ``grade``."""
    item = {
        "size": options.size, "difficulty": options.difficulty, "symmetry": options.symmetry,
        "puzzle": to_line(got.puzzle), "solution": list(got.solution), "grade": grade,
    }
    data = {"version": 1, "targets": [], "puzzles": [item]}
    (home / POOL_FILE).write_text(json.dumps(data), encoding="utf-8")


def test_a_kept_puzzle_the_grades_no_longer_give_its_level_is_not_handed_out(qtbot, gui_home: Path) -> None:
    # pool.json outlives the program that wrote it: after the grades changed (they have, more
    # than once) a puzzle kept as "Extreme" by an earlier version was handed out at once as a
    # "Generated 6x6 Extreme" that the window's own logic rates Gentle.
    gentle = next(iter(generate(GENTLE, 1, seed=5)))
    assert gentle.grade == "Gentle"
    _pool_file_with(gui_home, EXTREME, gentle, "Extreme")
    pool = PuzzlePool(depth=2, targets=[EXTREME])
    assert pool.take(EXTREME) is None
    assert pool.count(EXTREME) == 0

    # one whose grade still holds is handed out as before
    _pool_file_with(gui_home, GENTLE, gentle, "Gentle")
    pool = PuzzlePool(depth=2, targets=[GENTLE])
    assert pool.count(GENTLE) == 1
    got = pool.take(GENTLE)
    assert got is not None and got.puzzle == gentle.puzzle and got.grade == "Gentle"


def test_the_pool_thread_checks_the_kept_puzzles_before_anyone_asks(qtbot, gui_home: Path) -> None:
    gentle = next(iter(generate(GENTLE, 1, seed=5)))
    _pool_file_with(gui_home, EXTREME, gentle, "Extreme")

    def waits(options, count, seed=None, *, cancel, **_kwargs):  # makes nothing until shut down
        while not cancel.cancelled:
            time.sleep(0.05)
        raise GenerationCancelled()

    pool = PuzzlePool(depth=2, targets=[EXTREME], generate_fn=waits)
    assert pool.count(EXTREME) == 1  # (read from the file, not checked yet)
    pool.start()
    try:
        qtbot.waitUntil(lambda: pool.count(EXTREME) == 0, timeout=10000)
    finally:
        assert pool.shutdown(2.0)
    # the file no longer keeps it either
    assert PuzzlePool(depth=2, targets=[EXTREME]).count(EXTREME) == 0


def _never(message: str):
    def never(options, count=1, seed=None, *, cancel=None, progress=None, max_attempts=0, **_kw):
        raise RuntimeError(message.format(options=options, max_attempts=max_attempts))
        yield  # pragma: no cover

    return never


def _give_up(qtbot, dialog: NewPuzzleDialog, options) -> str:
    dialog.set_options(options)
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000) as failed:
        dialog.start()
    assert dialog.shutdown(2.0)
    return failed.args[0]


def test_giving_up_tells_to_try_no_symmetry_only_where_that_helps(qtbot) -> None:
    # A 4 x 4 Sudoku is always Easy, with a symmetry or without: "No 4 x 4 Hard Sudoku turned up
    # in 1000 attempts with 180-degree rotation; try no symmetry, ..." sent the player on a second
    # run that gives up the same way (the dialog itself says such Sudoku "are rare or do not
    # exist"); so for a 3 x 3 Expert Suguru with a mirror.
    message = "no {options.difficulty} puzzle found in {max_attempts} attempts"
    dialog = NewPuzzleDialog(sudoku_generate_fn=_never(message), suguru_generate_fn=_never(message), max_attempts=7)
    qtbot.addWidget(dialog)
    assert _give_up(qtbot, dialog, SudokuOptions(4, "Hard", "180")) == (
        "No 4 x 4 Hard Sudoku turned up in 7 attempts; try another level or size."
    )
    assert _give_up(qtbot, dialog, SuguruOptions(width=3, height=3, difficulty="Expert", symmetry="mirror")) == (
        "No 3 x 3 Expert Suguru turned up in 200 attempts; try another grade or size."
    )
    # where none is known to turn up without symmetry, as before
    assert _give_up(qtbot, dialog, SudokuOptions(6, "Hard", "90")) == (
        "No 6 x 6 Hard Sudoku turned up in 7 attempts with 90-degree rotation; try no symmetry, or another level or size."
    )


def _until_cancelled(options, count=1, seed=None, *, cancel=None, progress=None, **_kw):
    while not cancel.cancelled:
        time.sleep(0.02)
    raise GenerationCancelled()
    yield  # pragma: no cover


def test_after_cancel_or_giving_up_the_keyboard_is_on_generate(qtbot) -> None:
    # While it works the Cancel button has the keyboard; when it stopped, the button was hidden
    # with the keyboard on it: nothing had it, and Tab started again from the dialog's top.
    message = "no {options.difficulty} puzzle found in {max_attempts} attempts"
    dialog = NewPuzzleDialog(generate_fn=_until_cancelled, sudoku_generate_fn=_never(message))
    qtbot.addWidget(dialog)
    dialog.set_options(Options(9, "Tough", "180"))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.start()
    assert dialog.focusWidget() is dialog.cancel_button
    with qtbot.waitSignal(dialog.generationCancelled, timeout=5000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.focusWidget() is dialog.generate_button

    dialog.set_options(SudokuOptions(4, "Hard", "180"))
    with qtbot.waitSignal(dialog.generationFailed, timeout=5000):
        dialog.start()
    assert dialog.focusWidget() is dialog.generate_button
    assert dialog.shutdown(2.0)


def test_generate_another_makes_a_new_puzzle_of_the_last_settings_in_one_keystroke(qtbot, window) -> None:
    # Simon Tatham's puzzles make a new game of the same settings with one key (N); here it took
    # Ctrl+Shift+N, then Enter in the dialog, every time.
    from PySide6.QtGui import QKeySequence

    from str8ts_gui.gui.library import library_actions

    window.show()
    qtbot.waitExposed(window)
    actions = library_actions.install(window, pool_delay_ms=None)
    act = actions.act_generate_again
    assert act.shortcut() == QKeySequence("Ctrl+Shift+G")
    assert act in window.file_menu.actions()
    made = []

    def fake(options, count=1, seed=None, **_kw):
        made.append((options, seed))
        yield next(iter(generate(GENTLE, 1, seed=len(made))))

    dialog = actions.new_puzzle_dialog()
    dialog.generate_fn = fake
    dialog.set_options(Options(6, "Gentle", "180"))
    dialog.seed_edit.setText("7")  # (a seed makes the same puzzle: Another is another one)
    dialog.open()
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10000)
    first = window.controller.session.puzzle
    assert made == [(Options(6, "Gentle", "180"), 7)]

    dialog.set_options(Options(12, "Extreme", "none"))  # looked at, not generated: not kept
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(window.board, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: len(made) == 2 and not dialog.isVisible(), timeout=10000)
    assert made[1] == (Options(6, "Gentle", "180"), None)
    assert window.controller.session.puzzle != first
    assert "Generated 6x6 Gentle" in window.windowTitle()


# -- the library -----------------------------------------------------------------------------------
def test_a_library_puzzle_is_ticked_or_its_progress_forgotten_from_its_context_menu(qtbot) -> None:
    # The only way to tick a puzzle was to finish it in the window (one solved on paper stayed
    # unticked), and nothing took a tick back: "Unsolved only" and Next Library Puzzle could never
    # offer a puzzle again, and no best time could be set anew.
    from str8ts_gui.gui.library.library_browser import BEST_TIME, CHECK, SOLVED, LibraryBrowser, puzzle_stats, solved_keys

    browser = LibraryBrowser()
    qtbot.addWidget(browser)
    entry = browser.shown_entries()[0]
    browser.record_solve(entry.key, 125.0)
    assert browser.best_time_text(entry.key) == "2:05"

    def menu_items(row: int) -> dict[str, object]:
        menu = browser.context_menu(browser.proxy.index(row, 0))
        return {a.text().replace("&", ""): a for a in menu.actions() if not a.isSeparator()}

    items = menu_items(0)
    assert "Open" in items and "Mark as Solved" not in items
    items["Forget Progress"].trigger()
    assert entry.key not in solved_keys() and entry.key not in puzzle_stats()
    assert browser.proxy.index(0, SOLVED).data() == "" and browser.proxy.index(0, BEST_TIME).data() == ""
    assert browser.summary.text().endswith(", 0 solved")

    items = menu_items(0)
    assert "Forget Progress" not in items
    items["Mark as Solved"].trigger()  # (solved on paper: ticked, no time)
    assert entry.key in solved_keys() and browser.proxy.index(0, SOLVED).data() == CHECK
    assert browser.best_time_text(entry.key) == ""

    # the whole library at once, after a question
    browser.record_solve(browser.shown_entries()[1].key, 60.0)
    asked = []
    browser.ask_forget_all = lambda: asked.append(1) or bool(asked[1:])  # (Cancel the first time, Yes then)
    items = menu_items(0)
    items["Forget All Progress"].trigger()
    assert asked == [1] and solved_keys() == {entry.key, browser.shown_entries()[1].key}
    items = menu_items(0)
    items["Forget All Progress"].trigger()
    assert solved_keys() == set() and puzzle_stats() == {}
    assert browser.summary.text().endswith(", 0 solved")


def test_the_library_keeps_its_sort_order_as_it_keeps_its_filters(qtbot) -> None:
    # The filters came back at the next start, the order the player chose (by grade, by best
    # time) did not: every start listed the puzzles by size again.
    from str8ts_gui.gui.library.library_browser import BEST_TIME, GRADE, SIZE, LibraryBrowser

    first = LibraryBrowser()
    qtbot.addWidget(first)
    header = first.view.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (SIZE, Qt.SortOrder.AscendingOrder)
    first.view.sortByColumn(GRADE, Qt.SortOrder.DescendingOrder)
    again = LibraryBrowser()
    qtbot.addWidget(again)
    header = again.view.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (GRADE, Qt.SortOrder.DescendingOrder)
    assert again.shown_entries() == first.shown_entries()
    header.setSortIndicator(BEST_TIME, Qt.SortOrder.AscendingOrder)  # (a header click)
    third = LibraryBrowser()
    qtbot.addWidget(third)
    header = third.view.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (BEST_TIME, Qt.SortOrder.AscendingOrder)


def test_shutting_the_pool_down_while_it_checks_a_kept_puzzle_keeps_it(qtbot, gui_home: Path) -> None:
    gentle = next(iter(generate(GENTLE, 1, seed=5)))
    _pool_file_with(gui_home, GENTLE, gentle, "Gentle")
    checking = []

    def slow_grade(puzzle, grade, cancel=None):  # a large puzzle's check, until shut down
        checking.append(grade)
        while not cancel.cancelled:
            time.sleep(0.02)
        raise GenerationCancelled()

    pool = PuzzlePool(depth=2, targets=[GENTLE], grade_fn=slow_grade)
    pool.start()
    qtbot.waitUntil(lambda: checking == ["Gentle"], timeout=5000)
    assert pool.shutdown(2.0)  # (promptly: the check was cancelled)
    assert PuzzlePool(depth=2, targets=[GENTLE]).count(GENTLE) == 1  # not dropped for it


def test_finishing_a_generated_puzzle_says_how_to_get_another(qtbot) -> None:
    # A finished library puzzle says "Ctrl+Shift+L opens the next one"; a finished generated one
    # said nothing of the way to the next.
    from gui_helpers import click_cell, key, new_window

    from str8ts_gui.gui.library import library_actions
    from str8ts_gui.solver.sat import solve

    window = new_window(qtbot)
    actions = library_actions.install(window, pool_delay_ms=None)
    got = next(iter(generate(GENTLE, 1, seed=3)))
    actions.open_generated(got)
    solution = solve(got.puzzle).solution
    state = window.controller.session.state
    for i in [i for i in range(state.puzzle.cell_count) if state.is_open(i)]:
        click_cell(qtbot, window, i)
        key(qtbot, window, getattr(Qt.Key, f"Key_{solution[i]}"))
    assert "Ctrl+Shift+G generates another" in window.status_message()
