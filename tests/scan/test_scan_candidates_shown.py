"""The window's board read with Show Candidates on, and where the lines are found.

A 12 x 8 Suguru drawn by the window at its default size with Show Candidates on (small candidate
digits in every empty cell) gave "no puzzle grid found": across the rows, the candidates' rows
of digits run through most cells side by side, so the edge profile the lines are counted by has
a bump between every two lines, and the 8 rows were refused as every other line of a grid of
16. Such a bump now counts as a line left out only where the picture is dark all along there
(a line is, beside a black cell too; a row of digits is not).

The lines were placed at the first pixel of the darkest stretch near them (the darkness profile
is widened across the line, so that stretch is flat), a pixel or two short of the line's middle
each; now at its middle.
"""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import read_picture
from str8ts_gui.scan.grid import find_grid

from scan_helpers import suguru_12_x_8
from test_reader import assert_read

pytest.importorskip("PySide6")

SIZE = (900, 700)  # the window's default size (main_window.DEFAULT_SIZE)


def window_screenshot(sp, puzzle, *, candidates: bool) -> np.ndarray:
    """A screenshot (RGB) of the window at :data:`SIZE` showing ``puzzle`` in play, Show
    Candidates ``candidates``."""
    with sp.shown_window(puzzle, size=SIZE) as window:
        window.controller.set_show_candidates(candidates)
        window.board.setFocus()
        sp._app().processEvents()
        assert (window.width(), window.height()) == SIZE
        return sp._qimage_rgb(window.grab().toImage())


@pytest.mark.parametrize("candidates", [True, False])
def test_a_12_x_8_suguru_with_candidates_shown(candidates, sp) -> None:
    truth = suguru_12_x_8(sp)
    shot = window_screenshot(sp, truth, candidates=candidates)
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


@pytest.mark.parametrize("kind", ["str8ts", "sudoku", "suguru"])
@pytest.mark.parametrize("cell, thin, thick", [(50, 1.0, 3.0), (40, 1.0, 3.0), (72, 2.3, 8.2)])
def test_the_lines_are_found_at_their_middles(kind, cell, thin, thick, sp) -> None:
    """Each inner line of a board drawn at known places (line k's middle at ``margin + k *
    cell``) is found within a pixel of its middle (the frame's inner edges come first and last)."""
    from dataclasses import replace

    import cv2

    puzzle = next(p for p in sp.library_puzzles(kind) if p.size >= 9 or (p.size, p.height) == (12, 8))
    style = replace(sp.program_style(cell), thin=thin, thick=thick)
    grey = cv2.cvtColor(sp.paint(puzzle, style), cv2.COLOR_RGB2GRAY)
    grid = find_grid(grey)
    assert (grid.cols, grid.rows) == (puzzle.size, puzzle.height)
    (left, top), (right, _), _, (_, bottom) = grid.corners
    height, width = grid.image.shape
    # (a pixel's middle is at its index + 0.5: a line whose middle is at x covers pixel x - 0.5's middle)
    middle = [style.margin + k * cell - 0.5 for k in range(max(puzzle.size, puzzle.height) + 1)]
    xs = [left + x * (right - left) / (width - 1) for x in grid.xs]
    ys = [top + y * (bottom - top) / (height - 1) for y in grid.ys]
    assert np.abs(np.subtract(xs[1:-1], middle[1 : puzzle.size])).max() <= 1.0
    assert np.abs(np.subtract(ys[1:-1], middle[1 : puzzle.height])).max() <= 1.0
