"""A fast drag with a rule tool skips cells between two mouse moves: the tools drawing a group of
cells that must be orthogonally connected (killer cage, extra region, jigsaw region) take the
skipped cells side by side, never corner to corner, as a Suguru region drag does; the line tools
(which may go diagonally) keep their king steps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.rule_tools import default_regions
from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

from rule_tool_helpers import N, drag, keys, rc, rules, sudoku_edit_window, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


def connected(cells) -> bool:
    """True when ``cells`` are joined side by side (a cell touching another only at a corner is not)."""
    cells = set(cells)
    seen, todo = set(), [next(iter(cells))]
    while todo:
        i = todo.pop()
        if i in seen:
            continue
        seen.add(i)
        r, c = divmod(i, N)
        for j, ok in ((i - N, r > 0), (i + N, r < N - 1), (i - 1, c > 0), (i + 1, c < N - 1)):
            if ok and j in cells:
                todo.append(j)
    return seen == cells


def test_a_fast_diagonal_killer_drag_makes_an_orthogonally_connected_cage(qtbot, window) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(2, 2), rc(4, 4))  # one move from r2c2 to r4c4: r3c3 and more skipped
    (cage,) = rules(window)
    assert isinstance(cage, KillerCage)
    assert {rc(2, 2), rc(4, 4)} <= set(cage.cells)
    assert connected(cage.cells), cage.describe(N)
    assert len(cage.cells) == 5  # the fewest side-by-side steps: four steps, five cells
    # a slower drag over the cells one by one is taken as it was
    keys(qtbot, window, Qt.Key_Return)
    drag(qtbot, window, rc(7, 1), rc(7, 2), rc(8, 2))
    assert rules(window)[-1] == KillerCage((rc(7, 1), rc(7, 2), rc(8, 2)), 0)


def test_a_fast_diagonal_killer_drag_turns_through_the_free_corner_beside_another_cage(qtbot, window) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(1, 2))  # a cage of one cell on the corner a diagonal step would take
    keys(qtbot, window, Qt.Key_Return)
    drag(qtbot, window, rc(2, 1))  # and one on the other corner
    keys(qtbot, window, Qt.Key_Return)
    drag(qtbot, window, rc(4, 6))
    keys(qtbot, window, Qt.Key_Return)
    # from r4c5 to r5c6 in one move: of the corner cells r4c6 would be taken (the first across),
    # but it is another cage's, so the cage turns through r5c5
    drag(qtbot, window, rc(4, 5), rc(5, 6))
    assert rules(window)[-1] == KillerCage((rc(4, 5), rc(5, 5), rc(5, 6)), 0)
    keys(qtbot, window, Qt.Key_Return)
    # both corners taken: the drag skips the other cages' cells as ever (they keep them)
    drag(qtbot, window, rc(1, 1), rc(2, 2))
    new = rules(window)[-1]
    assert rc(1, 2) not in new.cells and rc(2, 1) not in new.cells
    assert [c.cells for c in rules(window)[:2]] == [(rc(1, 2),), (rc(2, 1),)]


def test_a_fast_diagonal_extra_region_drag_is_orthogonally_connected(qtbot, window) -> None:
    use(window, "extra_region")
    drag(qtbot, window, rc(6, 6), rc(8, 8))
    (region,) = rules(window)
    assert isinstance(region, ExtraRegion)
    assert {rc(6, 6), rc(8, 8)} <= set(region.cells) and connected(region.cells)


def test_a_fast_diagonal_jigsaw_drag_paints_cells_side_by_side(qtbot, window) -> None:
    use(window, "jigsaw")
    keys(qtbot, window, Qt.Key_5)  # paint into region 5 (the centre box)
    drag(qtbot, window, rc(1, 1), rc(3, 3))
    regions = window.controller.session.puzzle.regions
    painted = [i for i in range(N * N) if regions[i] == 4 and default_regions(N)[i] != 4]
    assert {rc(1, 1), rc(3, 3)} <= set(painted) and connected(painted)


def test_a_fast_diagonal_line_drag_keeps_its_king_steps(qtbot, window) -> None:
    use(window, "thermo")
    drag(qtbot, window, rc(2, 2), rc(5, 5))
    assert rules(window) == (Thermometer((rc(2, 2), rc(3, 3), rc(4, 4), rc(5, 5))),)
