"""Board drags (window audit): a fast region drag in a Suguru's edit mode joins cells in
side-by-side steps, never corner to corner (black-cell painting and selecting keep the straight
line); a drag that ends with the puzzle as it started leaves no undo step."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt

from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.suguru import model

from gui_helpers import new_window
from test_suguru_window import cell_point, drag, new_suguru_from_menu, send_mouse

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton


def connected(cells: set[int], n: int) -> bool:
    todo, seen = [min(cells)], {min(cells)}
    while todo:
        r, c = divmod(todo.pop(), n)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            j = rr * n + cc
            if 0 <= cc < n and j in cells and j not in seen:
                seen.add(j)
                todo.append(j)
    return seen == cells


def test_fast_diagonal_region_drag_joins_side_by_side(qtbot, monkeypatch) -> None:
    window = new_window(qtbot)
    new_suguru_from_menu(window, monkeypatch, 6, 6)
    ctl = window.controller
    assert ctl.mode == Mode.EDIT
    n = 6
    start, end = 1 * n + 1, 3 * n + 3  # r2c2 to r4c4 in one mouse move
    drag(window, [start], RIGHT)  # r2c2 alone
    drag(window, [start, end], LEFT)
    regions = ctl.session.puzzle.regions
    region = {i for i in range(n * n) if regions[i] == regions[start]}
    assert {start, 2 * n + 2, end} <= region
    assert connected(region, n), sorted(region)
    assert region == {start, start + 1, 2 * n + 2, 2 * n + 3, end}  # a staircase: across, then down
    assert window.controller.region_warning() == ""


def test_fast_diagonal_right_drag_splits_off_a_connected_region(qtbot, monkeypatch) -> None:
    window = new_window(qtbot)
    new_suguru_from_menu(window, monkeypatch, 6, 6)
    n = 6
    drag(window, [0, 2 * n + 2], RIGHT)  # r1c1 to r3c3 in one move
    regions = window.controller.session.puzzle.regions
    region = {i for i in range(n * n) if regions[i] == regions[0]}
    assert region == {0, 1, n + 1, n + 2, 2 * n + 2}


def test_black_paint_and_selection_drags_keep_the_diagonal(qtbot) -> None:
    window = new_window(qtbot)  # Str8ts
    ctl = window.controller
    n = ctl.size
    ctl.set_mode(Mode.EDIT)
    assert ctl.mode == Mode.EDIT
    black = ctl.session.puzzle.black
    start, end = 1 * n + 1, 3 * n + 3
    assert not any(black[i] for i in (start, 2 * n + 2, end))
    drag(window, [start, end], RIGHT)
    now = ctl.session.puzzle.black
    assert [i for i in range(n * n) if now[i] != black[i]] == [start, 2 * n + 2, end]
    drag(window, [start, end], LEFT)
    assert ctl.selection == {start, 2 * n + 2, end}
