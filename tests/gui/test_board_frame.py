"""The board's outer frame is no weaker than the lines inside it (a setter's review: in the dark
look the frame was a thin mid-grey, #9aa3ad, beside the white Suguru region and Sudoku box
borders, and an odd-width frame centred on the board's edge had a blurred half pixel on each
side). Now the frame has the border colour, at least their width, in whole pixels, light and
dark, for every kind."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw import thick_line_width
from str8ts_gui.gui.draw.palette import DARK, LIGHT, contrast_ratio
from str8ts_gui.gui.board.render import RenderOptions, board_square
from str8ts_gui.kinds.str8ts.formats import parse_line
from str8ts_gui.kinds.sudoku import model as sudoku
from str8ts_gui.kinds.suguru import model as suguru

from gui_helpers import GENTLE_LINE, render

BACKGROUND = "#808080"  # (what gui_helpers.render draws the board on)


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_the_frame_stands_out_as_much_as_the_region_borders(palette) -> None:
    cell = palette.cell
    assert contrast_ratio(palette.frame, cell) >= contrast_ratio(palette.box_line, cell)
    if palette is DARK:  # (a Str8ts black cell at the edge: the light look's black frame merges, as on paper)
        assert contrast_ratio(palette.frame, palette.black) >= 3


PUZZLES = {
    "suguru 7x5": lambda: suguru.new_puzzle(7, 5),
    "sudoku 9x9": lambda: sudoku.new_puzzle(9),
    "str8ts 9x9": lambda: parse_line(GENTLE_LINE),
}


def _edges(image, square, cell) -> dict[str, list[str]]:
    """The pixels from the picture's edge to the middle of the first (or last) cell: along a
    row through the middle of the first row of cells, and a column through the first column."""
    ym, xm = int(square.top() + cell / 2), int(square.left() + cell / 2)
    w, h = image.width(), image.height()
    lines = {
        "left": [(x, ym) for x in range(0, int(square.left() + cell / 2))],
        "top": [(xm, y) for y in range(0, int(square.top() + cell / 2))],
        "right": [(x, ym) for x in range(w - 1, int(square.right() - cell / 2), -1)],
        "bottom": [(xm, y) for y in range(h - 1, int(square.bottom() - cell / 2), -1)],
    }
    return {edge: [image.pixelColor(x, y).name() for x, y in points] for edge, points in lines.items()}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("kind", sorted(PUZZLES))
def test_the_frame_is_whole_pixels_and_as_wide_as_the_borders(qapp, kind, dark) -> None:
    puzzle = PUZZLES[kind]()
    options = RenderOptions(dark=dark)
    palette = DARK if dark else LIGHT
    frame = QColor(palette.frame).name()
    fills = {QColor(palette.cell).name(), QColor(palette.black).name()}
    widths, full = set(), 0
    sides = range(300, 720, 7)
    for side in sides:
        image, square = render(PlayState.new(puzzle), options, side)
        cell = square.width() / puzzle.size
        want = thick_line_width(cell)
        seen = {}
        for edge, line in _edges(image, square, cell).items():
            inked = [k for k, name in enumerate(line) if name == frame]
            assert inked, (kind, side, edge, line)
            first, last = inked[0], inked[-1]
            assert inked == list(range(first, last + 1)), (kind, side, edge, line)
            # outside: the background up to the frame, a pixel at least; inside: the cell's own
            # fill, no blended pixel on either side
            assert first >= 1 and set(line[:first]) == {BACKGROUND}, (kind, side, edge, line)
            assert line[last + 1] in fills, (kind, side, edge, line)
            seen[edge] = (last - first + 1, first)
        width = {w for w, _ in seen.values()}
        assert len(width) == 1, (kind, side, seen)  # (the same on every side)
        [w] = width
        widths.add(w)
        # as wide as the region borders, unless the picture has no room for it: then it is a
        # pixel thinner, one pixel of background left on its tightest side
        if w >= want:
            full += 1
        else:
            assert w == want - 1 and min(first for _, first in seen.values()) == 1, (kind, side, seen, want)
    assert any(w % 2 for w in widths) and any(w % 2 == 0 for w in widths)  # (both were seen)
    assert full >= len(sides) * 3 // 4, (kind, full, len(sides))  # (mostly as wide)


def test_the_reviewers_dark_suguru_frame_is_as_wide_as_its_region_borders(qapp) -> None:
    """The window of the review (900 x 700, a 7 x 5 Suguru, dark): the frame was 4 whole pixels
    of grey and two blurred ones, beside white region borders 5 pixels wide."""
    puzzle = PUZZLES["suguru 7x5"]()
    image, square = render(PlayState.new(puzzle), RenderOptions(dark=True), 586)
    cell = square.width() / puzzle.size
    for line in _edges(image, square, cell).values():
        assert line.count(DARK.frame) == thick_line_width(cell) == 5
