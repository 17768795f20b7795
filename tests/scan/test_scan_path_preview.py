"""A screenshot of the window in its dark look with the Solution Path panel beside the board and
one of its steps shown.

While a step is shown the board's frame is amber (palette.py: preview_frame). The dark look's
pictures are read inverted, their coloured pixels as the picture's middle grey: the amber frame
was no frame at all, and such a screenshot said 'no puzzle grid found' (a Str8ts: 'a ruled grid
is there, but not all of it is in view'). The amber frame is now read as the frame.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

from str8ts_gui.scan import read_picture

from scan_helpers import STR8TS, SUDOKU, SUGURU, puzzle_of
from test_reader import assert_read

pytest.importorskip("PySide6")


def step_screenshot(sp, puzzle, dark: bool) -> tuple[np.ndarray, bool]:
    """The window (1024 x 700) with the Solution Path found and its third step shown, as RGB,
    and whether the board showed the step."""
    from PySide6.QtCore import Qt

    from str8ts_gui.core.document import Document
    from str8ts_gui.core.session import Mode
    from str8ts_gui.gui.app import apply_theme
    from str8ts_gui.gui.main_window import MainWindow

    app = sp._app()
    if dark:
        apply_theme(app, Qt.ColorScheme.Dark, choice="dark")
    window = MainWindow(autosave=False, restore_geometry=False)
    try:
        window.set_document(Document(puzzle), None, mode=Mode.PLAY)
        window.resize(1024, 700)
        window.show()
        app.processEvents()
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
        window.shutdown()
        window.hide()
        window.deleteLater()
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


def test_the_dark_looks_frame_colours_are_the_palettes() -> None:
    """The reader keeps its own copy of the colours (it may not import the window's palette)."""
    from str8ts_gui.gui.draw.palette import DARK
    from str8ts_gui.scan import picture

    assert (picture.DARK_FRAME, picture.DARK_PREVIEW_FRAME) == (DARK.frame, DARK.preview_frame)
