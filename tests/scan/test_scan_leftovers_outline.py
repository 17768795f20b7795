"""A line under the selection outline, weighed by how dark its half beyond the outline is.

The outline runs inside the selected cell from its lines' middle, so the half of each line
beyond it is seen. The reader weighed that ink against the other lines' ink at the same offsets
from where it had found them, but the lines found lie a pixel or two off their middles, each its
own way: the few offsets seen beside the outline caught a thick line's edge or missed it. A
sweep of window states read a 12 x 8 Suguru wrong at 1024 x 768 with a hint's cells shown (the
thin line under r1c2 read thick, r2c2 a region of its own), and with the selection on r1c1, r4c1
or r4c6, in the light look and the dark (a thin line under the outline read thick: a region cut
in two, and a given too large for its part read as a smaller digit, r1c1's 3 as 1, r4c1's 5 as
2). Now a covered line is thick when its darkest pixels seen are nearer the thick lines'
darkness than the thin lines' (the window draws thin lines grey, thick ones black).
"""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import read_picture

from scan_helpers import suguru_12_x_8
from test_reader import assert_read

pytest.importorskip("PySide6")

SIZE = (1024, 768)


@pytest.fixture
def look(sp, monkeypatch):
    """Sets the window's look ("light" or "dark") for a test; the light look again after it."""
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import THEME_ENV, apply_theme

    monkeypatch.delenv(THEME_ENV, raising=False)
    app = sp._app()

    def set_look(name: str) -> None:
        apply_theme(app, Qt.ColorScheme.Dark if name == "dark" else Qt.ColorScheme.Light, choice=name)

    try:
        yield set_look
    finally:
        set_look("light")
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


def window_screenshot(sp, qtbot, puzzle, *, cell: int | None = None, hint_levels: int = 0) -> np.ndarray:
    """A screenshot (RGB) of the window at :data:`SIZE` showing ``puzzle``, with ``cell``
    selected, or with the Hint command given ``hint_levels`` times (the hint selects its cell)."""
    with sp.shown_window(puzzle, size=SIZE) as window:
        if cell is not None:
            window.controller.select(cell)
        for level in range(hint_levels):
            if level == 0:
                with qtbot.waitSignal(window.hints.hintShown, timeout=20000):
                    window.hints.request_hint()
            else:
                window.hints.request_hint()
        window.board.setFocus()
        sp._app().processEvents()
        assert (window.width(), window.height()) == SIZE
        return sp._qimage_rgb(window.grab().toImage())


def test_a_12_x_8_suguru_with_a_hints_cells_shown(sp, qtbot, look) -> None:
    """The hint's second level: the cells of the region it names tinted, r1c2 selected (its thin
    line to r2c2 below, under the outline, read thick: r2c2 a region of its own)."""
    look("light")
    truth = suguru_12_x_8(sp)
    shot = window_screenshot(sp, qtbot, truth, hint_levels=2)
    assert np.median(shot) >= 110  # the light look
    from str8ts_gui.gui.draw.palette import LIGHT

    area = [int(LIGHT.area[k : k + 2], 16) for k in (1, 3, 5)]
    assert (np.abs(shot.astype(int) - area).max(axis=2) <= 8).sum() > 1000  # the hint's cells are shown
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


@pytest.mark.parametrize(
    "name, cell",
    [("light", 0), ("light", 36), ("dark", 36), ("dark", 41)],  # r1c1 (as the window opens), r4c1, r4c6
)
def test_a_12_x_8_suguru_with_its_selection(name, cell, sp, qtbot, look) -> None:
    look(name)
    truth = suguru_12_x_8(sp)
    shot = window_screenshot(sp, qtbot, truth, cell=cell)
    assert (np.median(shot) < 110) == (name == "dark")
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)
