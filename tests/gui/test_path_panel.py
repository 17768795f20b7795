"""The solution-path panel: steps from the player's position, a read-only preview of each, and
back to the live board."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QAbstractItemView

from str8ts_gui.kinds.str8ts.formats import parse_text, to_line
from str8ts_gui.gui.board.controller import grid_state
from str8ts_gui.gui.play.hints import position_grid
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.panels.path_panel import BLANK, INTRO, compute_path
from str8ts_gui.gui.board.render import board_square
from str8ts_gui.kinds.str8ts.logic import solve_path
from str8ts_gui.solver.analysis import grade_puzzle
from str8ts_gui.solver.sat import solve

from gui_helpers import key, open_solution_path, slow_paths, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
SOLUTION = solve(GENTLE).solution
OPEN = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return window_with(qtbot, tmp_path, GENTLE)


def test_compute_path_starts_from_the_position() -> None:
    from str8ts_gui.core.puzzle import PlayState

    state = PlayState.new(GENTLE)
    found = compute_path(state)
    expected = solve_path(GENTLE, grid=position_grid(state))
    assert found.path.steps == expected.steps and found.path.solved
    assert len(found.grids) == len(found.path.steps)
    assert found.grids[0] == position_grid(state)
    assert "steps solve it from here" in found.summary


def test_select_a_step_previews_it_and_esc_returns_to_the_live_board(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    live = ctl.session.state
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    assert panel.isVisible() and window.act_path_panel.isChecked()
    assert panel.steps.count() == len(result.path.steps) > 10
    assert result.state == live
    assert not ctl.previewing

    panel.steps.setCurrentRow(3)  # as a click on the fourth step does
    assert ctl.previewing
    step, grid = result.path.steps[3], result.grids[3]
    assert ctl.display_state() == grid_state(grid)  # the board as it was at that step
    options = ctl.render_options()
    assert options.preview and options.hint_cells == frozenset(step.cells)
    assert ctl.session.state == live  # the session is untouched
    assert "Step 4 of" in window.status_message()
    assert step.strategy in panel.detail_label.text()

    # read-only: typing is refused while previewing
    ctl.select(OPEN[0])
    key(qtbot, window, Qt.Key.Key_5)
    assert ctl.session.state == live
    assert "Esc" in window.status_message()

    # the board shows it: the amber frame of a preview (the hint colours)
    image = window.board.grab().toImage()
    square = board_square(QRectF(window.board.rect()), 9)
    edge = square.topLeft().toPoint()
    colour = image.pixelColor(edge.x() + 5, edge.y() - 1)
    assert colour.red() > 150 and 80 < colour.green() < colour.red() and colour.blue() < 60

    key(qtbot, window, Qt.Key.Key_Escape)
    assert not ctl.previewing and panel.steps.currentRow() == -1
    assert ctl.display_state() == live and not ctl.render_options().preview


def test_step_forward_back_and_your_board(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    key(qtbot, window, Qt.Key.Key_Right, ALT)  # Next Step: the first
    assert panel.steps.currentRow() == 0 and ctl.display_state() == grid_state(result.grids[0])
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    assert panel.steps.currentRow() == 2
    key(qtbot, window, Qt.Key.Key_Left, ALT)
    assert panel.steps.currentRow() == 1
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert panel.steps.currentRow() == 0 and ctl.previewing
    key(qtbot, window, Qt.Key.Key_Home, ALT)  # Your Board
    assert not ctl.previewing and panel.steps.currentRow() == -1
    panel.steps.setCurrentRow(5)
    qtbot.mouseClick(panel.live_button, Qt.MouseButton.LeftButton)
    assert not ctl.previewing
    # hiding the panel also returns to the live board
    panel.steps.setCurrentRow(5)
    key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    assert not panel.isVisible() and not ctl.previewing


def test_solve_from_here_uses_the_players_entries_and_marks(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    first = open_solution_path(qtbot, window)
    for cell in OPEN[:12]:
        ctl.select(cell)
        key(qtbot, window, getattr(Qt.Key, f"Key_{SOLUTION[cell]}"))
    marked = OPEN[20]
    ctl.select(marked)
    key(qtbot, window, getattr(Qt.Key, f"Key_{SOLUTION[marked]}"), Qt.KeyboardModifier.AltModifier)
    panel = window.path_panel
    assert "has changed" in panel.summary_label.text()
    with qtbot.waitSignal(panel.pathShown, timeout=10000) as blocker:
        key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Hint > Solve from Here
    again = blocker.args[0]
    assert again.state == ctl.session.state
    assert again.grids[0].masks[marked] == 1 << SOLUTION[marked]
    assert len(again.path.steps) < len(first.path.steps)
    assert "has changed" not in panel.summary_label.text()
    # the button does the same
    with qtbot.waitSignal(panel.pathShown, timeout=10000):
        qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)


def test_a_change_of_the_board_ends_the_preview(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    ctl.select(OPEN[0])
    key(qtbot, window, getattr(Qt.Key, f"Key_{SOLUTION[OPEN[0]]}"))
    open_solution_path(qtbot, window)
    window.path_panel.steps.setCurrentRow(2)
    assert ctl.previewing
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # undo works on the session: the preview ends
    assert not ctl.previewing and window.path_panel.steps.currentRow() == -1
    assert ctl.session.state.entries[OPEN[0]] == 0


def test_a_step_of_a_path_found_before_the_board_changed_says_so(qtbot, window: MainWindow) -> None:
    """A reviewer stepped through a path after a move: the board showed the old position and only
    the panel's summary said why."""
    ctl = window.controller
    open_solution_path(qtbot, window)
    key(qtbot, window, Qt.Key.Key_Right, ALT)
    assert window.status_message().startswith("Step 1 of") and "when the path was found" not in window.status_message()
    key(qtbot, window, Qt.Key.Key_Escape)
    ctl.select(OPEN[0])
    key(qtbot, window, getattr(Qt.Key, f"Key_{SOLUTION[OPEN[0]]}"))  # a move: the path is now of the board before
    key(qtbot, window, Qt.Key.Key_Right, ALT)
    assert ctl.previewing
    assert "on your board as it was when the path was found (Solve from Here updates it)" in window.status_message()


def test_a_wrong_board_gives_a_path_that_breaks(qtbot, window: MainWindow) -> None:
    ctl = window.controller
    cell = OPEN[0]
    ctl.select(cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{SOLUTION[cell] % 9 + 1}"))
    result = open_solution_path(qtbot, window)
    assert not result.path.solved
    assert "mistake" in window.path_panel.summary_label.text() or "cannot finish" in window.path_panel.summary_label.text()


def test_another_puzzle_opened_gets_its_own_path(qtbot, window: MainWindow, tmp_path) -> None:
    open_solution_path(qtbot, window)
    other = tmp_path / "other.txt"
    other.write_text(to_line(parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[1]) + "\n")
    panel = window.path_panel
    with qtbot.waitSignal(panel.pathShown, timeout=10000) as blocker:  # a fresh path, found at once
        assert window.load_path(other)
        assert panel.steps.count() == 0 and "changed" not in panel.summary_label.text()
    assert blocker.args[0].state.puzzle == window.controller.session.puzzle
    assert "changed" not in panel.summary_label.text() and panel.steps.count() > 0
    # the hint panel starts afresh too (never "Your board has changed")
    assert window.hint_panel.text_label.text() == window.hint_panel.EMPTY


def test_a_new_empty_board_waits_for_solve_from_here(qtbot, window: MainWindow) -> None:
    # an empty board gives the logic nothing to start from: no path is sought for it on its own
    # (on a large board that cost seconds of CPU while the window waited), only when asked
    open_solution_path(qtbot, window)
    panel = window.path_panel
    for kind, size in (("str8ts", 16), ("sudoku", 9), ("suguru", 6)):
        assert window.new_puzzle(size, kind)
        assert panel.isVisible() and not panel.busy and panel.result is None
        assert panel.summary_label.text() == BLANK and panel.steps.count() == 0
    with qtbot.waitSignal(panel.pathShown, timeout=20000):  # asked for, it is found
        key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Solve from Here
    assert panel.result is not None and panel.result.state.puzzle == window.controller.session.puzzle
    panel.hide()  # shown again on an empty board: nothing sought either
    assert window.new_puzzle(9, "str8ts")
    panel.show()
    assert not panel.busy and panel.summary_label.text() == BLANK
    assert window.load_path(ROOT / "puzzles" / "wikipedia.txt")  # a real puzzle is solved at once
    qtbot.waitUntil(lambda: panel.result is not None, timeout=10000)


def test_a_path_still_being_found_is_dropped_for_a_new_empty_board(qtbot, window: MainWindow, monkeypatch) -> None:
    slow_paths(monkeypatch, 0.5)
    panel = window.path_panel
    panel.show()  # the path of the puzzle opened is being found...
    qtbot.waitUntil(lambda: panel.busy)
    assert window.new_puzzle(9, "str8ts")  # ...when an empty board comes
    assert not panel.busy and panel.summary_label.text() == BLANK
    qtbot.wait(900)  # the old path, found by now, is not listed on the new board
    assert panel.result is None and panel.steps.count() == 0 and panel.summary_label.text() == BLANK


def test_a_given_typed_on_an_empty_board_ends_the_empty_board_note(qtbot, window: MainWindow) -> None:
    open_solution_path(qtbot, window)
    panel = window.path_panel
    assert window.new_puzzle(9, "sudoku") and panel.summary_label.text() == BLANK
    key(qtbot, window, Qt.Key.Key_5)  # a given in the selected cell (edit mode)
    assert not panel.blank() and panel.summary_label.text() == INTRO


def test_the_window_takes_the_gil_back_within_a_millisecond(qtbot, window: MainWindow) -> None:
    # the logic's threads run Python beside the window; after Python's default 5 ms a key took
    # 4 times as long while the solution path was being found (benchmarks/responsiveness.py)
    assert sys.getswitchinterval() <= 0.001


def test_an_edited_puzzle_clears_the_path(qtbot, window: MainWindow) -> None:
    open_solution_path(qtbot, window)
    panel = window.path_panel
    window.set_mode(Mode.EDIT)
    window.controller.select(0)
    window.controller.type_digit(0)  # edit the puzzle itself
    window.controller.toggle_colour_selected()
    assert panel.steps.count() == 0 and panel.result is None
    assert "puzzle has changed" in panel.summary_label.text()


def test_hint_while_previewing_returns_to_the_live_board(qtbot, window: MainWindow) -> None:
    open_solution_path(qtbot, window)
    window.path_panel.steps.setCurrentRow(4)
    assert window.controller.previewing
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert not window.controller.previewing
    assert window.hints.hint.state == window.controller.session.state


def test_solve_button_tooltip_names_the_actions_shortcut(qtbot, window: MainWindow) -> None:
    from PySide6.QtGui import QKeySequence

    from str8ts_gui.gui.board.controller import GameController
    from str8ts_gui.gui.panels.path_panel import SOLVE_TIP, SolutionPathPanel

    panel = window.path_panel
    act = window.act_solve_from_here
    keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert keys and panel.solve_button.toolTip() == f"{SOLVE_TIP} ({keys})"
    assert "Ctrl+Shift+L" not in panel.solve_button.toolTip()
    act.setShortcut(QKeySequence("Ctrl+F9"))  # kept up to date
    assert panel.solve_button.toolTip().endswith(
        f"({QKeySequence('Ctrl+F9').toString(QKeySequence.SequenceFormat.NativeText)})"
    )
    act.setShortcuts([])
    assert panel.solve_button.toolTip() == SOLVE_TIP
    # a panel without a window (or without the action) names no shortcut
    alone = SolutionPathPanel(GameController())
    qtbot.addWidget(alone)
    assert alone.solve_button.toolTip() == SOLVE_TIP
    alone.set_solve_action(act)
    act.setShortcut(QKeySequence("Shift+F5"))
    assert "(" in alone.solve_button.toolTip()
    alone.set_solve_action(None)
    assert alone.solve_button.toolTip() == SOLVE_TIP
    act.setShortcut(QKeySequence("F7"))  # no longer followed
    assert alone.solve_button.toolTip() == SOLVE_TIP


def test_solve_from_here_for_a_kind_without_logic_says_it_is_not_available(qtbot, sudoku_without_logic) -> None:
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.kind import NotSupported
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.core.session import Mode
    from str8ts_gui.kinds.sudoku.formats import parse_line as sudoku_line

    from gui_helpers import new_window

    sudoku = sudoku_line("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    with pytest.raises(NotSupported):
        compute_path(PlayState.new(sudoku))
    window = new_window(qtbot)
    window.set_document(Document(sudoku), mode=Mode.PLAY)
    panel = window.path_panel
    key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Hint > Solve from Here
    qtbot.waitUntil(lambda: "not available for Sudoku yet" in panel.summary_label.text(), timeout=5000)
    assert panel.summary_label.text() == "The solution path is not available for Sudoku yet."
    assert panel.result is None and panel.steps.count() == 0 and not panel.busy
    # nothing more it can do for this puzzle: off, the tooltip says why (see test_path_panel_empty.py)
    assert not panel.solve_button.isEnabled() and not window.controller.previewing
    assert panel.solve_button.toolTip() == "The solution path is not available for Sudoku yet."


def test_solve_from_here_on_a_sudoku_lists_its_logic_steps(qtbot) -> None:
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.session import Mode
    from str8ts_gui.kinds.sudoku.formats import parse_line as sudoku_line

    from gui_helpers import new_window

    window = new_window(qtbot)
    window.set_document(Document(sudoku_line(SUDOKU_LINE)), mode=Mode.PLAY)
    panel = window.path_panel
    key(qtbot, window, Qt.Key.Key_F5, SHIFT)  # Hint > Solve from Here
    qtbot.waitUntil(lambda: panel.result is not None and not panel.busy, timeout=20000)
    assert panel.steps.count() == len(panel.result.path.steps) > 20
    assert panel.result.path.solved


SUDOKU_LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"



def test_the_chosen_step_stays_in_view_when_its_sentence_takes_more_lines(qtbot, window: MainWindow) -> None:
    """The step's sentence below the list grows to fit its text (up to a few lines) and the list
    above it shrinks: the chosen step stays in view, even when it was the last row shown."""
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    steps, view = panel.steps, panel.steps.viewport()
    panel.select_step(0)  # a short sentence first
    qtbot.wait(50)
    short = panel.detail_scroll.height()
    below = view.height() // steps.visualItemRect(steps.item(0)).height() + 1  # rows below the first screen
    longest = max(range(below, len(result.path.steps)), key=lambda i: len(result.path.steps[i].text))
    steps.scrollToItem(steps.item(longest), QAbstractItemView.ScrollHint.PositionAtBottom)
    assert view.rect().contains(steps.visualItemRect(steps.item(longest)))
    tall = view.height()
    panel.select_step(longest)
    assert panel.detail_scroll.height() > short  # the sentence takes more lines
    qtbot.waitUntil(lambda: view.height() < tall)  # and the list gave them up
    qtbot.waitUntil(lambda: view.rect().contains(steps.visualItemRect(steps.item(longest))))


def test_in_a_small_window_the_chosen_steps_sentence_shows_below_a_shorter_list(qtbot, window: MainWindow) -> None:
    """700 x 550 with the Number Pad and the Solution Path open: the list gives up its height
    (down to its minimum) before the panel has to scroll, so the chosen step's sentence shows
    below it, and the step itself stays in view in the list."""
    window.number_pad.show()
    window.resize(700, 550)
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    qtbot.wait(50)
    panel.select_step(7)
    steps, view, scroll = panel.steps, panel.steps.viewport(), panel.scroll
    qtbot.waitUntil(lambda: panel.detail_label.text() != "")
    qtbot.wait(50)
    assert len(result.path.steps) > 7 and steps.currentRow() == 7
    content = scroll.widget()
    assert content.height() <= scroll.viewport().height()  # nothing of the panel scrolled away
    assert scroll.verticalScrollBar().value() == 0
    detail = panel.detail_scroll.geometry()
    assert detail.height() > panel.detail_label.fontMetrics().lineSpacing() * 2  # more than one line shown
    assert detail.bottom() <= scroll.viewport().height()
    assert steps.height() < 200 and steps.height() >= steps.minimumHeight()
    assert view.rect().contains(steps.visualItemRect(steps.item(7)))


def test_a_smaller_window_leaves_the_list_where_it_was_scrolled(qtbot, window: MainWindow) -> None:
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    steps = panel.steps
    panel.select_step(len(result.path.steps) - 1)  # the last step, in view: the list scrolled down
    qtbot.waitUntil(lambda: steps.verticalScrollBar().value() > 0)
    qtbot.wait(50)
    steps.verticalScrollBar().setValue(0)  # the user scrolls back up to read the first steps
    tall = steps.viewport().height()
    window.resize(window.width(), window.height() - 120)
    qtbot.waitUntil(lambda: steps.viewport().height() < tall)
    qtbot.wait(50)
    assert steps.verticalScrollBar().value() == 0


def test_the_chosen_step_stays_in_view_when_the_summary_takes_more_lines(qtbot, window: MainWindow) -> None:
    """The summary above the list gets a line longer (the grade added to it, which can come in
    the same turn as a step is chosen): the list gives up that line and keeps its step in view,
    even when it was the last row shown."""
    result = open_solution_path(qtbot, window)
    panel = window.path_panel
    steps, view = panel.steps, panel.steps.viewport()
    qtbot.waitUntil(lambda: panel.grade is not None, timeout=20000)  # the window's grade, come (once)
    panel.set_grade(None)
    qtbot.wait(50)
    row = view.height() // steps.visualItemRect(steps.item(0)).height() + 1  # a row below the first screen
    assert row < len(result.path.steps)
    panel.select_step(row)
    qtbot.wait(50)
    steps.scrollToItem(steps.item(row), QAbstractItemView.ScrollHint.PositionAtBottom)
    assert view.rect().contains(steps.visualItemRect(steps.item(row)))
    tall, summary = view.height(), panel.summary_label.height()
    panel.set_grade(grade_puzzle(result.state.puzzle))  # as the window's analysis hands it over
    qtbot.waitUntil(lambda: panel.summary_label.height() > summary)  # the summary took a line more
    qtbot.waitUntil(lambda: view.height() < tall)  # the list gave it up
    qtbot.waitUntil(lambda: view.rect().contains(steps.visualItemRect(steps.item(row))))
