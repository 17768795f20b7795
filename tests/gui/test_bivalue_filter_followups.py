"""View > Two-Candidate Cells, looked at again: the board's tooltip says what the cell shows (a
focus-digit candidate on a cyan cell is on cyan, not on the faint green; a two-candidate cell
under a hint's amber or the violet of a cell two solutions differ in is not cyan)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from gui_helpers import grid_square, new_window
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.controller import StepView
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.render import cell_rect
from test_bivalue_filter import board_image, open_doc, tint_share

from str8ts_gui.gui.draw.palette import LIGHT


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
