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


def test_region_drag_that_changes_nothing_leaves_no_undo_step(qtbot, monkeypatch) -> None:
    window = new_window(qtbot)
    new_suguru_from_menu(window, monkeypatch, 6, 6)
    ctl = window.controller
    session = ctl.session
    assert session.puzzle == model.new_puzzle(6, 6)  # 2 x 2 regions
    drag(window, [0], RIGHT)  # r1c1 split off alone: one undo step
    split = session.puzzle
    assert split.regions != model.new_puzzle(6, 6).regions
    can_redo = session.can_redo
    # a right-drag over exactly the whole 2 x 2 region r1c3-r2c4: the regions end as they began
    drag(window, [2, 3, 9, 8], RIGHT)
    assert session.puzzle == split
    assert session.can_redo == can_redo
    # so the next Undo undoes the split of r1c1, not an invisible step
    ctl.undo()
    assert session.puzzle == model.new_puzzle(6, 6)
    ctl.redo()
    assert session.puzzle == split
    assert not session.can_redo  # no empty step left to redo either


def test_region_drag_that_changes_the_regions_is_one_undo_step(qtbot, monkeypatch) -> None:
    """A left-drag that joins cells is one undo step, as before."""
    window = new_window(qtbot)
    new_suguru_from_menu(window, monkeypatch, 6, 6)
    session = window.controller.session
    before = session.puzzle
    drag(window, [0, 2], LEFT)  # r1c2 and r1c3 join r1c1's region
    assert session.puzzle != before
    window.controller.undo()
    assert session.puzzle == before


def test_drag_without_change_keeps_redo_history(qtbot, monkeypatch) -> None:
    window = new_window(qtbot)
    new_suguru_from_menu(window, monkeypatch, 6, 6)
    ctl = window.controller
    session = ctl.session
    drag(window, [0], RIGHT)
    split = session.puzzle
    ctl.undo()
    assert session.can_redo
    drag(window, [2, 3, 9, 8], RIGHT)  # changes nothing in the end
    assert session.can_redo  # the redo step it would have cut off is still there
    ctl.redo()
    assert session.puzzle == split


def test_black_paint_drag_is_one_undo_step(qtbot) -> None:
    """Black-cell painting (Str8ts): a drag always flips the cell pressed, so it is one undo step."""
    window = new_window(qtbot)
    ctl = window.controller
    ctl.set_mode(Mode.EDIT)
    session = ctl.session
    before = session.puzzle
    drag(window, [0, 1, 2], RIGHT)
    assert session.puzzle != before
    ctl.undo()
    assert session.puzzle == before
