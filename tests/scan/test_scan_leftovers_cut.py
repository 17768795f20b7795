"""A screenshot of a grid partly out of view: cut at the picture's edge, or covered by a panel.

The reader said "no puzzle grid found" for some such pictures of a 12 x 12 Suguru, and for others
read the part in view as a smaller puzzle (a 12 x 12 cut at its right read as a 10 x 12 Suguru,
its regions and digits those of the part in view): what is in view is not the puzzle. It now says
that the grid is cut off (naming the side out of the picture) or that part of it is hidden, and
reads no digits.
"""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import ScanError, read_picture
from str8ts_gui.scan.errors import GridCutOff

from test_reader import assert_read

pytest.importorskip("PySide6")


@pytest.fixture(scope="module")
def suguru_12():
    import scan_pictures

    return next(p for p in scan_pictures.library_puzzles("suguru") if (p.size, p.height) == (12, 12))


@pytest.fixture(params=["light", "dark"])
def shot(request, sp, suguru_12):
    """A window screenshot (RGB) of the 12 x 12 Suguru in the look of the parameter, and where
    its grid lies: (x0, y0, x1, y1), in pixels."""
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import apply_theme
    from str8ts_gui.scan import picture
    from str8ts_gui.scan.grid import find_grid

    app = sp._app()
    apply_theme(app, Qt.ColorScheme.Dark if request.param == "dark" else Qt.ColorScheme.Light, choice=request.param)
    try:
        rgb = sp.window_screenshot(suguru_12)
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")
    assert (np.median(rgb) < 110) == (request.param == "dark")
    grey = picture.to_grey(rgb)
    if request.param == "dark":
        grey = 255 - picture.dark_greys(rgb)[0]
    assert rgb.shape[1] <= picture.MAX_SIDE  # (the grid's place is the picture's)
    corners = find_grid(grey).corners
    x0, y0 = corners.min(axis=0)
    x1, y1 = corners.max(axis=0)
    return rgb, (float(x0), float(y0), float(x1), float(y1))


def _read(sp, rgb):
    return read_picture(sp.encode(np.ascontiguousarray(rgb), ".png"))


def test_the_whole_screenshot_reads(shot, sp, suguru_12) -> None:
    rgb, _box = shot
    assert_read(_read(sp, rgb), suguru_12, sp)


@pytest.mark.parametrize("cells", [10.5, 8.4, 5.5])
def test_a_grid_cut_at_its_right_says_so(cells, shot, sp) -> None:
    """Cut in the middle of a column: 10 1/2, 8.4, 5 1/2 of its 12 columns in view."""
    rgb, (x0, _y0, x1, _y1) = shot
    cut = rgb[:, : int(x0 + cells / 12 * (x1 - x0))]
    with pytest.raises(GridCutOff, match="the grid is cut off: its right edge is outside the picture"):
        _read(sp, cut)


@pytest.mark.parametrize("cells", [10.5, 7.4])
def test_a_grid_cut_at_its_bottom_or_left_says_so(cells, shot, sp) -> None:
    rgb, (x0, y0, x1, y1) = shot
    with pytest.raises(GridCutOff, match="its bottom edge is outside the picture"):
        _read(sp, rgb[: int(y0 + cells / 12 * (y1 - y0))])
    with pytest.raises(GridCutOff, match="its left edge is outside the picture"):
        _read(sp, rgb[:, int(x1 - cells / 12 * (x1 - x0)) :])


def test_a_panel_over_the_grids_right_part(shot, sp) -> None:
    """A panel of the window's background from the middle of the 10th column to the picture's
    right edge, the whole height: the grid's lines run on under it."""
    rgb, (x0, _y0, x1, _y1) = shot
    covered = rgb.copy()
    covered[:, int(x0 + 9.5 / 12 * (x1 - x0)) :] = rgb[2, 2]
    with pytest.raises(GridCutOff, match="(part of the grid is hidden|not all of it is in view)"):
        _read(sp, covered)


def test_a_panel_over_the_grids_corner(shot, sp) -> None:
    """A panel over the grid's bottom right corner (a third of its width, a quarter of its height):
    no grid is found whole, and the message says a grid is there, not all in view."""
    rgb, (x0, y0, x1, y1) = shot
    covered = rgb.copy()
    covered[int(y1 - 0.26 * (y1 - y0)) :, int(x1 - 0.33 * (x1 - x0)) :] = rgb[2, 2]
    with pytest.raises(GridCutOff, match="not all of it is in view"):
        _read(sp, covered)


def test_cut_off_is_a_scan_error() -> None:
    """The window and the command line catch ScanError: they show the message as they did."""
    assert issubclass(GridCutOff, ScanError)


def test_the_command_says_so_and_exits_2(shot, sp, tmp_path) -> None:
    from test_scan_cli import run

    rgb, (x0, _y0, x1, _y1) = shot
    path = tmp_path / "cut.png"
    path.write_bytes(sp.encode(np.ascontiguousarray(rgb[:, : int(x0 + 10.5 / 12 * (x1 - x0))]), ".png"))
    code, out, err = run("scan", str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"str8ts scan: {path}: the grid is cut off: its right edge is outside the picture")
