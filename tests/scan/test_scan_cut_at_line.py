"""A picture that ends exactly on one of the grid's lines: the top six rows of a 9 x 9.

The picture's edge there passed for the grid's frame: there were no lines past it to show that the
grid runs on, so a Str8ts cut so was refused only as 'a Str8ts would be square', and a Sudoku
cut at its box line read as a 9 x 6 Suguru (its boxes the regions). It is now refused as cut off,
as other cut-off grids are: the line at the picture's edge holds far less ink than the frame on
the other sides (and no more than the inner lines), or the grid's shape fits no puzzle (black
cells in a grid that is not square; a Sudoku's box lines cut short). A picture cropped tight to a
whole grid, its frame at the picture's edges, still reads.
"""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import read_picture
from str8ts_gui.scan.errors import GridCutOff

from scan_helpers import STR8TS, SUDOKU, SUGURU, puzzle_of

pytest.importorskip("PySide6")


def _read(sp, rgb):
    return read_picture(sp.encode(np.ascontiguousarray(rgb), ".png"))


def _frame(rgb, dark: bool = False) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1): the outer edges of the grid's frame in the picture."""
    from str8ts_gui.scan import picture
    from str8ts_gui.scan.grid import find_grid

    grey = 255 - picture.dark_greys(rgb)[0] if dark else picture.to_grey(rgb)
    corners = find_grid(grey).corners
    (x0, y0), (x1, y1) = corners.min(axis=0), corners.max(axis=0)
    return float(x0), float(y0), float(x1), float(y1)


def _line(a: float, b: float, k: int, n: int = 9) -> int:
    """The middle of the k-th line of n cells between a and b."""
    return int(round(a + k / n * (b - a)))


@pytest.fixture(scope="module", params=["light", "dark"])
def str8ts_board(request):
    """Wikipedia's first Str8ts, 900 pixels: the program's drawing (light) or its dark look."""
    import scan_pictures

    from test_scan_leftovers_middle_crop import board

    scan_pictures._app()
    rgb = board(scan_pictures, request.param == "dark")
    return rgb, _frame(rgb, request.param == "dark")


@pytest.mark.parametrize("k", [6, 7])
def test_a_str8ts_cut_at_a_row_line_is_cut_off(str8ts_board, sp, k) -> None:
    rgb, (_x0, y0, _x1, y1) = str8ts_board
    bottom = f"the grid is cut off: its bottom edge is outside the picture .*9 x {k} cells"
    with pytest.raises(GridCutOff, match=bottom):
        _read(sp, rgb[: _line(y0, y1, k)])
    with pytest.raises(GridCutOff, match="the grid is cut off: its top edge is outside the picture"):
        _read(sp, rgb[_line(y0, y1, 9 - k) :])


def test_a_str8ts_cut_at_a_column_line_is_cut_off(str8ts_board, sp) -> None:
    rgb, (x0, _y0, x1, _y1) = str8ts_board
    with pytest.raises(GridCutOff, match="the grid is cut off: its right edge is outside the picture"):
        _read(sp, rgb[:, : _line(x0, x1, 6) + 1])


def test_a_square_part_of_a_str8ts_is_cut_off(str8ts_board, sp) -> None:
    """The top left 6 x 6 cells, cut at a line each way: a Str8ts's shape, told by the lines at
    the picture's edges, thin beside the frame."""
    rgb, (x0, y0, x1, y1) = str8ts_board
    with pytest.raises(GridCutOff, match="its right and bottom edges are outside the picture .*6 x 6 cells"):
        _read(sp, rgb[: _line(y0, y1, 6) + 1, : _line(x0, x1, 6) + 1])


@pytest.fixture(scope="module")
def sudoku_drawing():
    import scan_pictures

    rgb = scan_pictures.program_picture(puzzle_of(SUDOKU, "sudoku"), 900)
    return rgb, _frame(rgb)


@pytest.mark.parametrize("off", [0, 2])
def test_a_sudoku_cut_at_its_box_line_is_no_suguru(sudoku_drawing, sp, off) -> None:
    """The box line under the top six rows is as thick as the frame: the shape tells (the box
    lines of a 9 x 9 Sudoku in a 9 x 6 grid)."""
    rgb, (x0, y0, x1, y1) = sudoku_drawing
    with pytest.raises(GridCutOff, match="the grid is cut off: its bottom edge is outside the picture .*9 x 6 cells"):
        _read(sp, rgb[: _line(y0, y1, 6) + off])
    with pytest.raises(GridCutOff, match="the grid is cut off: its right edge is outside the picture .*6 x 9 cells"):
        _read(sp, rgb[:, : _line(x0, x1, 6) + off])


def test_a_held_out_style_cut_at_a_line_is_cut_off(sp) -> None:
    rng = np.random.default_rng(2)
    puzzle = puzzle_of(STR8TS, "str8ts")
    rgb = sp.paint(puzzle, sp.random_style(rng, sp.HELD_OUT_FONTS, cell=(40, 70)), rng)
    _x0, y0, _x1, y1 = _frame(rgb)
    with pytest.raises(GridCutOff, match="its bottom edge is outside the picture"):
        _read(sp, rgb[: _line(y0, y1, 6) + 1])


@pytest.mark.parametrize("kind,text", [("str8ts", STR8TS), ("sudoku", SUDOKU), ("suguru", SUGURU)])
@pytest.mark.parametrize("inset", [0, 1])
def test_a_picture_cropped_tight_to_the_whole_grid_reads(sp, kind, text, inset) -> None:
    """The frame at the picture's four edges (``inset``: a pixel of it cut away), or at its
    bottom only: the whole puzzle is read."""
    from test_reader import assert_read

    puzzle = puzzle_of(text, kind)
    rgb = sp.program_picture(puzzle, 700)
    x0, y0, x1, y1 = _frame(rgb)
    top, left = int(y0) + inset, int(x0) + inset
    bottom, right = int(np.ceil(y1)) + 1 - inset, int(np.ceil(x1)) + 1 - inset
    assert_read(_read(sp, rgb[top:bottom, left:right]), puzzle, sp)
    assert_read(_read(sp, rgb[:bottom]), puzzle, sp)
