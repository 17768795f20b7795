"""View > Two-Candidate Cells, looked at again: the board's tooltip says what the cell shows (a
focus-digit candidate on a cyan cell is on cyan, not on the faint green; a two-candidate cell
under a hint's amber or the violet of a cell two solutions differ in is not cyan); the tint
follows what the board shows: Undo and Redo, a pasted puzzle, edit mode (with Show True
Candidates too), a step of the solution path shown on the board."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QGuiApplication

from gui_helpers import grid_square, key, new_window, open_solution_path, window_with
from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.board.controller import StepView
from str8ts_gui.gui.draw.palette import LIGHT
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import cell_rect
from str8ts_gui.kinds.str8ts.formats import parse_text
from test_bivalue_filter import board_image, open_doc, tint_share, tinted_cells

ROOT = Path(__file__).resolve().parents[2]
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


def tooltip(window: MainWindow, index: int) -> str:
    n = window.controller.session.puzzle.size
    return window.board.tooltip_at(QPointF(cell_rect(grid_square(window), n, index).center()))


def sudoku_with_marks(marks: dict[int, tuple[int, ...]]) -> PlayState:
    state = PlayState.new(get_kind("sudoku").empty(9))
    for i, digits in marks.items():
        state = state.with_marks(i, digits_mask(digits))
    return state


# -- the tooltip says what the cell shows --------------------------------------------------------
def test_a_focus_candidate_on_a_cyan_cell_is_not_said_to_be_faint_green(qtbot, window: MainWindow) -> None:
    open_doc(qtbot, window, sudoku_with_marks({10: (4, 6), 11: (4, 6, 8)}))
    ctl = window.controller
    ctl.select(0)
    ctl.set_focus_digit(6)
    window.act_pairs.trigger()
    image = board_image(window)
    assert tint_share(window, image, 10, LIGHT.pair) > 0.4  # cyan, the 6 bold green on it
    tip = tooltip(window, 10)
    assert "Focus digit is a candidate" in tip and "Two candidates: Cyan" in tip
    assert "faint green tint," not in tip.lower()
    assert "cyan of two candidates instead of the faint green" in tip
    # the cell with three candidates keeps the faint green, and says so
    assert tint_share(window, image, 11, LIGHT.focus_candidate) > 0.4
    assert "A faint green tint, the digit in bold" in tooltip(window, 11)
    # the filter off: the two-candidate cell is faint green again, and its tooltip says that
    window.act_pairs.trigger()
    assert tint_share(window, board_image(window), 10, LIGHT.focus_candidate) > 0.4
    assert "A faint green tint, the digit in bold" in tooltip(window, 10) and "Two candidates" not in tooltip(window, 10)


def test_a_selected_focus_candidate_is_blue_and_its_tooltip_says_so(qtbot, window: MainWindow) -> None:
    open_doc(qtbot, window, sudoku_with_marks({11: (4, 6, 8)}))
    ctl = window.controller
    ctl.select(11)
    ctl.set_focus_digit(6)
    assert tint_share(window, board_image(window), 11, LIGHT.selected) > 0.4
    tip = tooltip(window, 11)
    assert "Focus digit is a candidate" in tip and "faint green tint," not in tip.lower()
    assert "selected cell's blue" in tip


def test_a_two_candidate_cell_under_a_hint_is_not_said_to_be_cyan(qtbot, window: MainWindow) -> None:
    open_doc(qtbot, window, sudoku_with_marks({10: (4, 6), 12: (1, 2), 20: (4, 6)}))
    ctl = window.controller
    ctl.select(0)
    window.act_pairs.trigger()
    ctl.set_step_view(StepView(cells=frozenset({12}), area=frozenset({10, 11, 12})))
    image = board_image(window)
    assert tint_share(window, image, 10, LIGHT.area) > 0.4 and tint_share(window, image, 12, LIGHT.hint) > 0.4
    assert tint_share(window, image, 20, LIGHT.pair) > 0.4
    for cell, words in ((10, "the hint's fainter amber"), (12, "the hint's amber")):
        tip = tooltip(window, cell)
        assert "Two candidates: " in tip and "Cyan:" not in tip, cell
        assert f"shows {words} instead of the cyan" in tip, cell
    assert "Two candidates: Cyan:" in tooltip(window, 20)
    # violet: a cell two solutions differ in
    ctl.set_step_view(None)
    ctl.set_highlights(differ={20})
    assert tint_share(window, board_image(window), 20, LIGHT.differ) > 0.4
    tip = tooltip(window, 20)
    assert "Two candidates: " in tip and "Cyan:" not in tip and "instead of the cyan" in tip


def test_the_legend_names_show_true_candidates_too() -> None:
    from str8ts_gui.gui.board.legend import describe

    assert "Show Candidates or Show True Candidates" in describe("pairs")


# -- it tints what the board shows ---------------------------------------------------------------
def two_shown(window: MainWindow) -> set[int]:
    """The open cells without an answer whose shown candidates are two (what the board draws)."""
    state, _options = window.board.display()
    return {i for i in range(state.puzzle.cell_count)
            if state.is_open(i) and not state.entries[i] and state.shown_mask(i).bit_count() == 2}


def test_undo_redo_and_a_pasted_puzzle(qtbot, window: MainWindow) -> None:
    open_doc(qtbot, window, sudoku_with_marks({10: (4, 6)}))
    ctl = window.controller
    ctl.select(20)
    window.act_pairs.trigger()
    key(qtbot, window, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    key(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert tinted_cells(window, board_image(window)) == {10, 20}
    ctl.undo()
    assert tinted_cells(window, board_image(window)) == {10}
    ctl.redo()
    assert tinted_cells(window, board_image(window)) == {10, 20}
    # a puzzle pasted in its place (Show Candidates on: the rules' candidates of the new one)
    key(qtbot, window, Qt.Key.Key_A, CTRL_SHIFT)
    line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    QGuiApplication.clipboard().setText(line)
    window.act_paste.trigger()
    assert "".join(str(d or ".") for d in ctl.session.puzzle.clues) == line
    pasted = two_shown(window)
    assert pasted and window.act_pairs.isChecked()
    assert tinted_cells(window, board_image(window)) == pasted
    ctl.undo()  # the paste undone: the marked board again
    key(qtbot, window, Qt.Key.Key_A, CTRL_SHIFT)
    assert tinted_cells(window, board_image(window)) == {10, 20}


def test_edit_mode_is_tinted_too_with_show_true_candidates(qtbot, window: MainWindow) -> None:
    from test_true_candidates import OPEN, turn_on

    state = PlayState.new(OPEN).with_marks(11, digits_mask([4, 6]))
    window.set_document(Document(OPEN, state=state), mode=Mode.EDIT)
    window.act_pairs.trigger()
    assert tinted_cells(window, board_image(window)) == {11}  # the marks the board shows there
    turn_on(qtbot, window)
    shown = window.controller.true_candidates_shown()
    two = {i for i, m in enumerate(shown) if m.bit_count() == 2}
    assert two and two == two_shown(window)
    assert tinted_cells(window, board_image(window)) == two


def test_a_step_of_the_solution_path_is_tinted_by_its_candidates(qtbot, tmp_path) -> None:
    puzzle = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
    window = window_with(qtbot, tmp_path, puzzle)
    window.act_pairs.trigger()
    assert tinted_cells(window, board_image(window)) == set()  # no marks on the live board
    open_solution_path(qtbot, window)
    window.path_panel.select_step(3)
    assert window.controller.previewing
    state, options = window.board.display()
    shown = two_shown(window) - options.hint_cells - options.hint_area
    assert shown  # (the step's own cells keep their amber)
    assert tinted_cells(window, board_image(window)) == shown
    key(qtbot, window, Qt.Key.Key_Escape)  # your board again
    assert not window.controller.previewing and tinted_cells(window, board_image(window)) == set()
