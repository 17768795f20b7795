"""A picture of only the middle of a grid, no edge of its frame in view.

The program's drawing of a 9 x 9 Str8ts, 900 pixels, cut to its middle (x and y 150 to 750): its
first ruled line lay just inside the few pixels where the reader looks for the frame, and ran on
past them, so the picture's edge was taken for the frame. The part in view read as a 7 x 7
Str8ts (its first and last cells the parts of cells up to the picture's edges) and exited 0.
It is now refused as cut off, as crops a little larger or smaller were.
"""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import read_picture
from str8ts_gui.scan.errors import GridCutOff

from scan_helpers import puzzle_of

pytest.importorskip("PySide6")

# the first puzzle of puzzles/wikipedia.txt
WIKIPEDIA = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"
SIDE = 900


def board(sp, dark: bool) -> np.ndarray:
    """The board's own drawing (light: ``str8ts render``; dark: the window's dark look), RGB."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.gui.board.render import RenderOptions, render_board

    puzzle = puzzle_of(WIKIPEDIA, "str8ts")
    if not dark:
        return sp.program_picture(puzzle, SIDE)
    sp._app()
    image = QImage(SIDE, SIDE, QImage.Format.Format_RGB32)
    image.fill(QColor("#2b2d30"))
    painter = QPainter(image)
    margin = SIDE // 30
    render_board(painter, QRectF(margin, margin, SIDE - 2 * margin, SIDE - 2 * margin), PlayState.new(puzzle),
                 RenderOptions(dark=True))
    painter.end()
    return sp._qimage_rgb(image)


@pytest.fixture(scope="module", params=["light", "dark"])
def picture(request):
    import scan_pictures

    scan_pictures._app()
    return board(scan_pictures, request.param == "dark")


def _read(sp, rgb):
    return read_picture(sp.encode(np.ascontiguousarray(rgb), ".png"))


def test_the_whole_board_reads(picture, sp) -> None:
    assert sp.same_puzzle(_read(sp, picture).puzzle, puzzle_of(WIKIPEDIA, "str8ts"))


@pytest.mark.parametrize("box", [(150, 750, 150, 750), (145, 755, 145, 755), (145, 775, 145, 775),
                                 (150, 750, 170, 730), (170, 730, 150, 750)])
def test_the_middle_of_a_grid_is_cut_off(box, picture, sp) -> None:
    """x0, x1, y0, y1 of the crop: no frame in view, the first line on some side a little
    over a tenth of the picture in."""
    x0, x1, y0, y1 = box
    with pytest.raises(GridCutOff, match="the grid is cut off: its .* outside the picture"):
        _read(sp, picture[y0:y1, x0:x1])


def test_the_command_refuses_the_crop(sp, tmp_path) -> None:
    """The reproduction: ``str8ts scan`` of the 150-750 crop exits 2 with the cut-off message."""
    from test_scan_cli import run

    path = tmp_path / "cut4.png"
    path.write_bytes(sp.encode(np.ascontiguousarray(board(sp, False)[150:750, 150:750]), ".png"))
    code, out, err = run("scan", str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"str8ts scan: {path}: the grid is cut off:")
