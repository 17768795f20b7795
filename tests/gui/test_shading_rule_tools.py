"""Rule tools and drawings for Nurikabe Sudoku, chaos construction, the secret direction path,
extra regions and indexers: the Shade tool's cycle (ocean, island, size clue, none) with undo,
the Chaos construction check box (refused beside jigsaw regions), the Secret path tool (start,
then spot; a click on either removes it), the Extra region and indexer tools; and the drawings:
given ocean filled, the ocean and the regions a filled grid has drawn after Solve, the path's
circle and arrows, f-puzzles drawings in their own colours."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw.palette import LIGHT
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.render import RenderOptions, cell_rect, render_board
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic
from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion
from str8ts_gui.kinds.sudoku.variants.indexer import Indexer
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection
from str8ts_gui.solver.sat import solve

from rule_tool_helpers import N, board_image, centre, click_at, drag, rc, rules, sudoku_edit_window, undo, undo_redo_round_trip, use


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


def test_shade_tool_cycles_a_cell(qtbot, window: MainWindow) -> None:
    use(window, "shade")
    cell = rc(2, 3)
    click_at(qtbot, window, centre(window, cell))
    assert rules(window) == (NurikabeSudoku(shaded=(cell,)),)
    click_at(qtbot, window, centre(window, cell))
    assert rules(window) == (NurikabeSudoku(unshaded=(cell,)),)
    click_at(qtbot, window, centre(window, cell))
    assert rules(window) == (NurikabeSudoku(sizes=(cell,)),)
    before = rules(window)
    click_at(qtbot, window, centre(window, cell))
    undo_redo_round_trip(qtbot, window, before, ())  # the last clue gone: the rule is off
    click_at(qtbot, window, centre(window, rc(1, 1)))
    click_at(qtbot, window, centre(window, rc(9, 9)))
    assert rules(window) == (NurikabeSudoku(shaded=(rc(1, 1), rc(9, 9))),)


def test_chaos_check_box_refused_beside_jigsaw_regions(qtbot, window: MainWindow) -> None:
    window.rule_tools.checks["Chaos construction"].setChecked(True)
    assert rules(window) == (ChaosConstruction(),)
    window.rule_tools.checks["Chaos construction"].setChecked(False)
    assert rules(window) == ()
    regions = tuple((r // 3) * 3 + c // 3 for r in range(9) for c in range(9))
    jig = list(regions)
    jig[rc(1, 3)], jig[rc(1, 4)] = jig[rc(1, 4)], jig[rc(1, 3)]
    window.controller.session.edit_puzzle(new_puzzle(9).replace(regions=tuple(jig)))
    window.rule_tools.checks["Chaos construction"].setChecked(True)
    assert ChaosConstruction() not in rules(window)


def test_secret_path_tool(qtbot, window: MainWindow) -> None:
    use(window, "secret_path")
    click_at(qtbot, window, centre(window, rc(5, 5)))
    assert rules(window) == ()
    click_at(qtbot, window, centre(window, rc(5, 8)))
    assert rules(window) == (SecretDirection(rc(5, 5), rc(5, 8)),)
    click_at(qtbot, window, centre(window, rc(5, 8)))  # a click on the spot removes the path
    assert rules(window) == ()
    undo(qtbot, window)
    assert rules(window) == (SecretDirection(rc(5, 5), rc(5, 8)),)


def test_extra_region_and_indexer_tools(qtbot, window: MainWindow) -> None:
    use(window, "extra_region")
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(2, 2))
    assert rules(window) == (ExtraRegion((rc(1, 1), rc(1, 2), rc(2, 2))),)
    use(window, "column_indexer")
    click_at(qtbot, window, centre(window, rc(3, 1)))
    click_at(qtbot, window, centre(window, rc(4, 1)))
    assert rules(window)[1:] == (Indexer((rc(3, 1), rc(4, 1)), "column"),)
    click_at(qtbot, window, centre(window, rc(3, 1)))
    assert rules(window)[1:] == (Indexer((rc(4, 1),), "column"),)


def _image(puzzle, values=None, side=450):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    state = PlayState.new(puzzle)
    if values is not None:
        entries = tuple(0 if puzzle.clues[i] else v for i, v in enumerate(values))
        state = state.replace(entries=entries)
    try:
        square = render_board(painter, QRectF(0, 0, side, side), state, RenderOptions())
    finally:
        painter.end()
    return image, square


def _colour_at(image, square, n, i, fx=0.2, fy=0.8) -> QColor:
    r = cell_rect(square, n, i)
    return QColor(image.pixel(int(r.left() + r.width() * fx), int(r.top() + r.height() * fy)))


def test_ocean_given_and_found_are_drawn() -> None:
    rule = NurikabeSudoku(shaded=(0,))
    puzzle = new_puzzle(4).replace(constraints=(rule,))
    image, square = _image(puzzle)
    grey = QColor(LIGHT.parity)
    assert _colour_at(image, square, 4, 0) == grey
    assert _colour_at(image, square, 4, 1) == QColor("#ffffff")
    result = solve(puzzle, limit=1)
    image, square = _image(puzzle, result.solution)
    # (this 4 x 4 has many shadings for one grid: the board shows the one the solver finds for it)
    from str8ts_gui.kinds.sudoku.variants.shading import solved_layers

    shade = solved_layers(puzzle, result.solution)["shaded"]
    for i in range(16):
        c = _colour_at(image, square, 4, i)
        assert (c != QColor("#ffffff")) == bool(shade[i]), i


def test_found_regions_are_drawn_after_solve() -> None:
    puzzle = new_puzzle(4, [1] + [0] * 15).replace(constraints=(ChaosConstruction(),))
    image, square = _image(puzzle)
    result = solve(puzzle, limit=1)
    filled, square = _image(puzzle, result.solution)
    from str8ts_gui.kinds.sudoku.variants.shading import solved_layers

    regions = solved_layers(puzzle, result.solution)["regions"]
    # a thick line between cells of different found regions, a thin one (or none) inside one
    for i in range(16):
        if i % 4 < 3:
            r = cell_rect(square, 4, i)
            x, y = int(r.right()), int(r.top() + r.height() * 0.5)
            thick = sum(QColor(filled.pixel(x + dx, y)).lightness() < 100 for dx in range(-3, 4))
            assert (thick >= 4) == (regions[i] != regions[i + 1]), i


def test_path_and_drawings_are_drawn() -> None:
    marks = "2....3.....34..9......8...5...6......65.2.4.....1.........4...3..98..6..5....2..."
    puzzle = new_puzzle(9, [0 if c == "." else int(c) for c in marks]).replace(constraints=(SecretDirection(40, 43),))
    plain, square = _image(puzzle.replace(constraints=()))
    image, square = _image(puzzle, solve(puzzle, limit=1).solution)
    # the start's circle: darker pixels near the edge of r5c5 than without the rule
    r = cell_rect(square, N, 40)
    ring = [(int(r.center().x()), int(r.top() + r.height() * 0.09))]
    assert any(QColor(image.pixel(*p)).lightness() < QColor(plain.pixel(*p)).lightness() for p in ring)
    item = {"cells": ["R1C1"], "baseC": "#FF0000", "outlineC": "#FF0000", "width": 0.9, "height": 0.9}
    drawn = new_puzzle(9).replace(constraints=(Cosmetic("rectangle", json.dumps(item), (0,)),))
    image, square = _image(drawn)
    c = _colour_at(image, square, N, 0, 0.5, 0.5)
    assert c.red() > 200 and c.green() < 60
    # extra region and indexers tint their cells
    tinted = new_puzzle(9).replace(constraints=(ExtraRegion((10, 11)), Indexer((30,), "row")))
    image, square = _image(tinted)
    assert _colour_at(image, square, N, 10) != QColor("#ffffff") and _colour_at(image, square, N, 30) != QColor("#ffffff")
    assert board_image(tinted, dark=True)[0] is not None
