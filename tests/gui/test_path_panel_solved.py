"""The Solution Path panel on a solved board: it says the board is solved, lists no stale steps and
its step controls (and View > Previous/Next Step) are off; an undo back to an unsolved board brings
the path found before back, with its "Your board has changed since" note. Every kind."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.gui.play.completion import grid_is_solved
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.panels.path_panel import SOLVED
from str8ts_gui.solver.sat import solve

from gui_helpers import key, new_window, open_solution_path

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CHANGED = "Your board has changed since"


def type_digit(qtbot, window: MainWindow, cell: int, digit: int) -> None:
    window.controller.select(cell)
    key(qtbot, window, getattr(Qt.Key, f"Key_{digit}"))


def step_controls_on(window: MainWindow) -> list[str]:
    """The names of the step controls that are enabled."""
    panel = window.path_panel
    controls = {
        "back": panel.back_button, "forward": panel.forward_button, "live": panel.live_button,
        "previous step": window.act_previous_step, "next step": window.act_next_step,
    }
    return [name for name, control in controls.items() if control.isEnabled()]


@pytest.mark.parametrize(
    "name, index", [("wikipedia.txt", 0), ("sudoku-9x9.txt", 0), ("suguru-library.txt", 10)],
)
def test_a_solved_board_says_so_with_no_steps_and_an_undo_brings_the_path_back(
    qtbot, monkeypatch, name, index
) -> None:
    monkeypatch.setattr(MainWindow, "choose_puzzle", lambda self, docs, path: index)
    window = new_window(qtbot, ROOT / "puzzles" / name)
    ctl = window.controller
    panel = window.path_panel
    found = open_solution_path(qtbot, window)
    count = len(found.path.steps)
    assert count > 0 and panel.steps.count() == count
    key(qtbot, window, Qt.Key.Key_Right, ALT)  # a step shown, then back to the board
    assert ctl.previewing
    key(qtbot, window, Qt.Key.Key_Escape)
    assert not ctl.previewing

    puzzle = ctl.session.puzzle
    solution = solve(puzzle).solution
    cells = [i for i in range(puzzle.cell_count) if ctl.session.state.is_open(i)]
    for cell in cells[:-1]:
        type_digit(qtbot, window, cell, solution[cell])
    assert CHANGED in panel.summary_label.text() and panel.steps.count() == count
    assert "next step" in step_controls_on(window)

    type_digit(qtbot, window, cells[-1], solution[cells[-1]])  # the last cell: solved
    assert grid_is_solved(ctl.session.state) and "Solved!" in window.status_message()
    assert panel.summary_label.text().startswith(SOLVED)
    assert "Solve from Here" not in panel.summary_label.text()
    assert panel.steps.count() == 0 and panel.detail_label.text() == ""
    assert step_controls_on(window) == []
    assert not ctl.previewing
    key(qtbot, window, Qt.Key.Key_Right, ALT)  # Next Step does nothing
    assert not ctl.previewing and panel.steps.count() == 0

    # Solve from Here on the solved board: nothing to solve, Shift+F5 does nothing
    assert not window.act_solve_from_here.isEnabled()
    with qtbot.assertNotEmitted(panel.pathShown, wait=200):
        key(qtbot, window, Qt.Key.Key_F5, SHIFT)
    assert panel.summary_label.text().startswith(SOLVED) and panel.steps.count() == 0
    assert step_controls_on(window) == []

    # an undo: unsolved again, the path found before back, as it was
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert not grid_is_solved(ctl.session.state)
    assert window.act_solve_from_here.isEnabled()
    assert SOLVED not in panel.summary_label.text()
    assert CHANGED in panel.summary_label.text()
    assert panel.steps.count() == len(panel.result.path.steps)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    with qtbot.waitSignal(panel.pathShown, timeout=20000):
        key(qtbot, window, Qt.Key.Key_F5, SHIFT)
    assert CHANGED not in panel.summary_label.text() and panel.steps.count() > 0
    assert "next step" in step_controls_on(window)
    key(qtbot, window, Qt.Key.Key_Right, ALT)
    assert ctl.previewing and panel.steps.currentRow() == 0


def test_a_board_opened_solved_shows_no_path(qtbot) -> None:
    """A path found on a board that is already solved: the panel says it is solved; another puzzle
    opened then gets its steps listed."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.core.session import Mode
    from str8ts_gui.kinds.sudoku.formats import parse_line

    puzzle = parse_line("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    solution = solve(puzzle).solution
    window = new_window(qtbot)
    window.set_document(Document(puzzle), mode=Mode.PLAY)
    for cell in range(puzzle.cell_count):
        if window.controller.session.state.is_open(cell):
            type_digit(qtbot, window, cell, solution[cell])
    assert grid_is_solved(window.controller.session.state)
    panel = window.path_panel
    with qtbot.waitSignal(panel.pathShown, timeout=20000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    assert panel.summary_label.text().startswith(SOLVED) and panel.steps.count() == 0
    assert step_controls_on(window) == []

    # another puzzle opened on the solved board: its own path, listed
    other = parse_line("..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..")
    with qtbot.waitSignal(panel.pathShown, timeout=20000):
        window.set_document(Document(other), mode=Mode.PLAY)
    assert SOLVED not in panel.summary_label.text() and panel.steps.count() == len(panel.result.path.steps) > 0
    assert "next step" in step_controls_on(window)
