"""A screenshot of the window in its dark look with the Solution Path panel beside the board and
one of its steps shown.

While a step is shown the board's frame is amber (palette.py: preview_frame). The dark look's
pictures are read inverted, their coloured pixels as the picture's middle grey: the amber frame
was no frame at all, and such a screenshot said 'no puzzle grid found' (a Str8ts: 'a ruled grid
is there, but not all of it is in view'). The light look's amber frame, read by its brightest
channel, is a middle grey: in a small window, with the step's pencil marks in every cell, the
board was not found and the Number Pad beside it was read as the grid. Both are now read as the
frame.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

from str8ts_gui.scan import read_picture

from scan_helpers import STR8TS, SUDOKU, SUGURU, puzzle_of
from test_reader import assert_read

pytest.importorskip("PySide6")


def step_screenshot(sp, puzzle, dark: bool, size: tuple[int, int] = (1024, 700)) -> tuple[np.ndarray, bool]:
    """The window (``size``) with the Solution Path found and its third step shown, as RGB, and
    whether the board showed the step."""
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import apply_theme

    app = sp._app()
    if dark:
        apply_theme(app, Qt.ColorScheme.Dark, choice="dark")
    try:
        with sp.shown_window(puzzle, size=size) as window:
            panel = window.path_panel
            panel.setVisible(True)
            panel.solve_from_here()
            end = time.monotonic() + 30
            while not panel.steps.count() and time.monotonic() < end:
                app.processEvents()
                time.sleep(0.02)
            panel.select_step(2)
            app.processEvents()
            return sp._qimage_rgb(window.grab().toImage()), window.controller.previewing
    finally:
        if dark:
            apply_theme(app, Qt.ColorScheme.Light, choice="light")
            app.processEvents()


@pytest.mark.parametrize("dark", [True, False], ids=["dark", "light"])
@pytest.mark.parametrize("kind,text", [("str8ts", STR8TS), ("sudoku", SUDOKU), ("suguru", SUGURU)])
def test_a_step_of_the_solution_path_shown_reads(sp, kind, text, dark) -> None:
    puzzle = puzzle_of(text, kind)
    rgb, previewing = step_screenshot(sp, puzzle, dark)
    assert previewing, "the board shows a step of the path"
    assert (np.median(rgb) < 110) == dark
    assert_read(read_picture(sp.encode(rgb, ".png")), puzzle, sp)


def test_a_small_light_window_with_a_step_shown_reads(sp) -> None:
    """The light look's amber frame (its brightest channel a middle grey) with the step's pencil
    marks in every cell beside it: at 700 x 550 the board was not found, the Number Pad beside it
    was taken for a 5 x 4 grid ('no region borders (thick lines) found, so this is no Suguru')."""
    puzzle = puzzle_of(STR8TS, "str8ts")
    rgb, previewing = step_screenshot(sp, puzzle, False, (700, 550))
    assert previewing
    assert_read(read_picture(sp.encode(rgb, ".png")), puzzle, sp)


def test_the_preview_frame_colours_are_the_palettes() -> None:
    """The reader keeps its own copy of the colours (it may not import the window's palette)."""
    from str8ts_gui.gui.draw.palette import DARK, LIGHT
    from str8ts_gui.scan import picture

    assert (picture.DARK_FRAME, picture.DARK_PREVIEW_FRAME) == (DARK.frame, DARK.preview_frame)
    assert picture.LIGHT_PREVIEW_FRAME == LIGHT.preview_frame
