"""A screenshot of the window with its selection: the selected cell's frame (and the focus digit's
tinted cells) is never read as a region border or as a digit.

A review read 12 of 15 library Suguru, and several Str8ts and Sudoku, wrong from screenshots of
the window in its dark look, with the cell the window selects on opening a puzzle: the selected
cell's light blue frame, drawn over its lines, read as thick lines (a 9 x 9 Sudoku read as a
Suguru, its digits then changed to fit regions of 5 cells), a line it covered went missing (a
column of empty cells read as 1s), and a black Str8ts cell tinted for the focus digit read white.
"""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import read_picture

from scan_helpers import STR8TS, SUDOKU, SUGURU, puzzle_of
from test_reader import assert_read

pytest.importorskip("PySide6")

@pytest.fixture(params=["dark", "light"])
def look(request, sp, monkeypatch):
    """The window's look, dark or light, for its screenshots."""
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import THEME_ENV, apply_theme

    monkeypatch.delenv(THEME_ENV, raising=False)
    app = sp._app()
    apply_theme(app, Qt.ColorScheme.Dark if request.param == "dark" else Qt.ColorScheme.Light, choice=request.param)
    try:
        yield request.param
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


def selected_screenshot(sp, puzzle, cell: int, *, focus: bool, board_focus: bool = True) -> np.ndarray:
    """A screenshot (RGB) of the window showing ``puzzle`` with ``cell`` selected (its digit the
    focus digit with ``focus``, as a click on a given makes it)."""
    with sp.shown_window(puzzle) as window:
        window.controller.select(cell)
        if focus:
            window.controller.set_focus_digit(window.controller.digit_at(cell) or None)
        if board_focus:
            window.board.setFocus()
        else:
            window.board.clearFocus()
        sp._app().processEvents()
        return sp._qimage_rgb(window.grab().toImage())


@pytest.mark.parametrize(
    "kind, text, cell, focus",
    [
        ("sudoku", SUDOKU, 1, False),  # r1c2: beside a box line, the frame across a thin line
        ("sudoku", SUDOKU, 8, False),  # r1c9: the corner, over the board's frame
        ("sudoku", SUDOKU, 40, True),  # r5c5, a given: the focus digit's cells tinted
        ("str8ts", STR8TS, 0, True),  # r1c1, a given: a black cell tinted for the focus digit
        ("str8ts", STR8TS, 76, False),  # r9c5: the bottom edge
        ("suguru", SUGURU, 6, False),  # r2c2, an empty cell: large cells, a wide frame
        ("suguru", SUGURU, 9, True),  # r2c5, a given on the right edge
    ],
)
def test_the_selected_cells_frame_is_no_region_border(kind, text, cell, focus, look, sp) -> None:
    truth = puzzle_of(text, kind)
    shot = selected_screenshot(sp, truth, cell, focus=focus)
    assert (np.median(shot) < 110) == (look == "dark")
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


@pytest.mark.parametrize("cell", [2, 27, 30])
def test_a_12_x_12_suguru_with_its_selection_in_the_dark_look(cell, look, sp) -> None:
    """Narrow thick lines (a 12 x 12 board): the frame covers half of them. (In the light look
    too: at r3c7 the outline covered the inner half of two thick lines, which then weighed
    between thin and thick and read thin, a region of more than 9 cells.)"""
    truth = sp.library_puzzles("suguru")
    truth = next(p for p in truth if (p.size, p.height) == (12, 12))
    shot = selected_screenshot(sp, truth, cell, focus=bool(truth.clues[cell]))
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


def test_the_paler_frame_of_a_board_without_the_keyboard_focus(sp, look) -> None:
    truth = puzzle_of(SUDOKU, "sudoku")
    shot = selected_screenshot(sp, truth, 1, focus=False, board_focus=False)
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


def test_the_dark_looks_highlight_colours_are_the_palettes() -> None:
    """The reader keeps its own copy of the dark look's highlight colours (it may not import
    the window's palette): they are the palette's."""
    from str8ts_gui.gui.draw.palette import DARK, PAINT_DARK
    from str8ts_gui.scan import picture

    assert (picture.DARK_CELL, picture.DARK_BLACK, picture.DARK_GRID) == (DARK.cell, DARK.black, DARK.grid)
    assert picture.DARK_OUTLINE == DARK.select_outline == DARK.select_outline_on_black
    on_cell = {h for h, g in picture.DARK_HIGHLIGHTS if g == DARK.cell}
    on_black = {h for h, g in picture.DARK_HIGHLIGHTS if g == DARK.black}
    assert {DARK.selected, DARK.focus, DARK.focus_candidate, DARK.violation, DARK.hint, DARK.area, DARK.differ,
            DARK.pattern, *PAINT_DARK} <= on_cell
    assert {DARK.selected_black, DARK.focus_black, DARK.violation_black, DARK.hint_black, DARK.differ_black} <= on_black
