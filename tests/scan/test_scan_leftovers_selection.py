"""The light look's selection outline over a Suguru's thick lines.

The outline (a blue band inside the selected cell, its brightest channel read as paper) covers
the inner half of the selected cell's lines: a thick line under it weighed between a thin and a
thick one and could read thin (a 12 x 12 Suguru's r3c7: "a region of more than 9 cells", the
xfail of test_scan_selection.py). The reader now weighs the lines under it as it does under the
dark look's outline, by what is seen beside it; a cell painted a light colour beside the
selected one is no ink of the line there.
"""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import read_picture

from test_reader import assert_read

pytest.importorskip("PySide6")


def painted_screenshot(sp, puzzle, cell: int, painted: list[int], colour: int, *, board_focus: bool) -> np.ndarray:
    """A screenshot (RGB) of the window in its light look showing ``puzzle`` with ``cell``
    selected and the cells ``painted`` in the player's colour ``colour`` (1 to 9)."""
    with sp.shown_window(puzzle) as window:
        window.controller.session.toggle_colours(painted, colour)
        window.controller.select(cell)
        if board_focus:
            window.board.setFocus()
        else:
            window.board.clearFocus()
        sp._app().processEvents()
        return sp._qimage_rgb(window.grab().toImage())


@pytest.mark.parametrize("colour", [5, 6])  # teal and light blue, the nearest to the outline
def test_a_10_x_10_suguru_with_the_paler_outline_and_painted_cells_beside_it(colour, sp) -> None:
    """The paler outline of a board without the keyboard focus at r2c4 of a 10 x 10 Suguru, the
    cells right of it and below it painted: read "a region of more than 9 cells" before."""
    truth = next(p for p in sp.library_puzzles("suguru") if p.size >= 10)
    n = truth.size
    cell = 13
    shot = painted_screenshot(sp, truth, cell, [cell + 1, cell + n, cell + 2 * n + 2], colour, board_focus=False)
    assert np.median(shot) >= 110  # the light look
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


def test_the_selection_in_the_corner_of_a_12_x_12_suguru(sp) -> None:
    """r1c1, where the window selects on opening a puzzle: the outline covers a little of the
    thick line right of it, too little of what is seen beside it to tell thin from thick lines.
    The line is weighed as it is seen there (thick), not as thin (it read r1c1 and r1c2 as one
    region)."""
    truth = next(p for p in sp.library_puzzles("suguru") if (p.size, p.height) == (12, 12))
    shot = painted_screenshot(sp, truth, 0, [], 1, board_focus=True)
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)


def test_the_light_looks_outline_colours_are_the_palettes() -> None:
    """The reader keeps its own copy of the light look's outline colours (it may not import the
    window's palette): they are the palette's."""
    from str8ts_gui.gui.draw.palette import LIGHT
    from str8ts_gui.scan import picture

    assert picture.LIGHT_OUTLINE == LIGHT.select_outline
    assert picture.LIGHT_OUTLINE_ON_BLACK == LIGHT.select_outline_on_black
    assert (picture.LIGHT_CELL, picture.LIGHT_SELECTED, picture.LIGHT_BLACK, picture.LIGHT_SELECTED_BLACK) == (
        LIGHT.cell, LIGHT.selected, LIGHT.black, LIGHT.selected_black)
