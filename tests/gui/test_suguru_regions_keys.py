"""Suguru regions from the keyboard (a reviewer found them mouse-only: Space said "A Suguru has
no black cells"): in edit mode Space joins the selected cells into the cursor's region, or, on
cells of one region that has others too, splits them off into a region of their own."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.core.session import Mode
from gui_helpers import key, new_window

SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def region_of(window, i: int) -> int:
    return window.controller.session.puzzle.regions[i]


def test_space_joins_and_splits_regions_in_edit_mode(qtbot) -> None:
    window = new_window(qtbot)
    window.new_suguru(6, 6)
    ctl = window.controller
    assert ctl.mode == Mode.EDIT
    before = ctl.session.puzzle
    assert len({region_of(window, i) for i in (0, 1, 2)}) >= 2  # (the default regions: not one)
    ctl.select(0)
    key(qtbot, window, Qt.Key.Key_Right, SHIFT)
    key(qtbot, window, Qt.Key.Key_Right, SHIFT)
    key(qtbot, window, Qt.Key.Key_Space)
    assert region_of(window, 0) == region_of(window, 1) == region_of(window, 2)
    assert window.status_message() == "3 cells joined into one region (Ctrl+Z undoes it)"
    # two of them split off into a region of their own
    ctl.select(1)
    key(qtbot, window, Qt.Key.Key_Right, SHIFT)
    key(qtbot, window, Qt.Key.Key_Space)
    assert region_of(window, 1) == region_of(window, 2) != region_of(window, 0)
    assert "split off" in window.status_message()
    # a whole region: nothing to do, and it says so
    puzzle = ctl.session.puzzle
    key(qtbot, window, Qt.Key.Key_Space)
    assert ctl.session.puzzle == puzzle and "one whole region already" in window.status_message()
    # each change is one undo step
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctl.session.puzzle.regions == before.regions


def test_a_region_too_large_is_refused_and_play_mode_does_nothing(qtbot) -> None:
    window = new_window(qtbot)
    window.new_suguru(6, 6)
    ctl = window.controller
    ctl.select(0)
    for _ in range(5):
        key(qtbot, window, Qt.Key.Key_Right, SHIFT)
    key(qtbot, window, Qt.Key.Key_Down, SHIFT)
    key(qtbot, window, Qt.Key.Key_Down, SHIFT)  # three rows of six: 18 cells
    before = ctl.session.puzzle
    key(qtbot, window, Qt.Key.Key_Space)
    assert ctl.session.puzzle == before and window.status_message().startswith("Regions unchanged:")
    window.set_mode(Mode.PLAY)
    ctl.select(0)
    key(qtbot, window, Qt.Key.Key_Right, SHIFT)
    key(qtbot, window, Qt.Key.Key_Space)
    assert ctl.session.puzzle == before


def test_space_that_leaves_a_region_in_pieces_warns_as_a_drag_does(qtbot) -> None:
    window = new_window(qtbot)
    window.new_suguru(6, 6)
    ctl = window.controller
    regions = ctl.session.puzzle.regions
    assert regions[0] == regions[1] == regions[6] == regions[7]  # (the default 2 x 2 at the corner)
    ctl.select_cells([1, 6], cursor=6)  # r1c2 and r2c1: they touch at a corner only
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.status_message() == (
        "2 cells split off into a region of their own (Ctrl+Z undoes it). "
        "Regions not connected: the regions of r1c1, r1c2 (allowed, but unusual)"
    )
    ctl.select(0)  # one cell: a region of its own
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.status_message() == "1 cell split off into a region of its own (Ctrl+Z undoes it)"
