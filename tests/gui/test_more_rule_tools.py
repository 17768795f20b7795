"""Rule tools and drawings for disjoint groups, quadruples and minimum/maximum cells: the
Minimum, Maximum and Quadruple tools (with undo), the Disjoint groups check box (refused on a
jigsaw board, and jigsaw painting refused while it is on), the corner finder, and the drawings
(a circle with its digits on the corner, chevrons in the cell, the rule named under the grid).
Screens of the drawings go to /tmp/more_rules_{light,dark}.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.draw.sudoku_variants import room
from str8ts_gui.gui.draw.sudoku_variants.global_rules import caption_text
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.rule_tools import corner_at, default_regions
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups
from str8ts_gui.kinds.sudoku.variants.extremum import Extremum
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple, corner_cells

from rule_tool_helpers import (
    N, board_image, centre, click_at, close, corner, drag, keys, rc, redo, rules, sudoku_edit_window, undo,
    undo_redo_round_trip, use,
)


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


# -- the corner finder -----------------------------------------------------------------------------
def test_corner_at_finds_the_nearest_inner_corner_or_nothing() -> None:
    sq = QRectF(10, 10, 90, 90)  # cells of 10 pixels
    assert corner_at(sq, 9, QPointF(20, 20)) == (0, 0)
    assert corner_at(sq, 9, QPointF(22, 18)) == (0, 0)
    assert corner_at(sq, 9, QPointF(90, 90)) == (7, 7)
    assert corner_at(sq, 9, QPointF(25, 20)) is None  # the middle of an edge
    assert corner_at(sq, 9, QPointF(10, 10)) is None  # the outer corner
    assert corner_at(sq, 9, QPointF(100, 50)) is None  # the outer edge
    assert corner_at(QRectF(0, 0, 0, 0), 9, QPointF(0, 0)) is None


# -- minimum and maximum ----------------------------------------------------------------------------
def test_minimum_and_maximum_cells_toggle_and_undo(qtbot, window: MainWindow) -> None:
    use(window, "minimum")
    click_at(qtbot, window, centre(window, rc(5, 5)))
    undo_redo_round_trip(qtbot, window, (), (Extremum(rc(5, 5), False),))
    use(window, "maximum")
    click_at(qtbot, window, centre(window, rc(5, 5)))  # replaces the minimum mark
    assert rules(window) == (Extremum(rc(5, 5), True),)
    click_at(qtbot, window, centre(window, rc(1, 9)))
    assert rules(window) == (Extremum(rc(5, 5), True), Extremum(rc(1, 9), True))
    click_at(qtbot, window, centre(window, rc(5, 5)))  # again: off
    assert rules(window) == (Extremum(rc(1, 9), True),)
    undo(qtbot, window)
    assert Extremum(rc(5, 5), True) in rules(window)
    use(window, "erase")
    click_at(qtbot, window, centre(window, rc(1, 9)))
    assert rules(window) == (Extremum(rc(5, 5), True),)


# -- quadruples ------------------------------------------------------------------------------------
def test_quadruple_click_a_corner_and_type_its_digits_in_one_undo_step(qtbot, window: MainWindow) -> None:
    use(window, "quadruple")
    click_at(qtbot, window, corner(window, 2, 3, 0.1, -0.1))  # near the corner of r2c3, r2c4, r3c3, r3c4
    assert rules(window) == ()
    keys(qtbot, window, Qt.Key_3, Qt.Key_1, Qt.Key_3)
    cells = corner_cells(1, 2, N)
    assert rules(window) == (Quadruple(cells, (1, 3, 3)),)
    assert "Quadruple 1, 3, 3" in window.status_message()
    keys(qtbot, window, Qt.Key_Backspace)  # the last digit typed goes
    assert rules(window) == (Quadruple(cells, (1, 3)),)
    keys(qtbot, window, Qt.Key_Return)
    undo_redo_round_trip(qtbot, window, (), (Quadruple(cells, (1, 3)),))  # the circle and its digits: one step
    # a second click on the corner goes on from its digits; Delete removes it
    click_at(qtbot, window, corner(window, 2, 3))
    keys(qtbot, window, Qt.Key_7)
    assert rules(window) == (Quadruple(cells, (1, 3, 7)),)
    keys(qtbot, window, Qt.Key_Delete)
    assert rules(window) == ()
    undo(qtbot, window)  # the 7 and the removal were one step of this click, as a cage's sum and Delete
    assert rules(window) == (Quadruple(cells, (1, 3)),)


def test_quadruple_refuses_what_cannot_be(qtbot, window: MainWindow) -> None:
    use(window, "quadruple")
    click_at(qtbot, window, centre(window, rc(4, 4)))  # a cell's middle, no corner
    assert "corner where four cells meet" in window.status_message()
    click_at(qtbot, window, corner(window, 8, 8))
    keys(qtbot, window, Qt.Key_2, Qt.Key_2, Qt.Key_2)  # a third 2 cannot fit a 2 x 2 square
    cells = corner_cells(7, 7, N)
    assert rules(window) == (Quadruple(cells, (2, 2)),)
    assert "at most twice" in window.status_message()
    keys(qtbot, window, Qt.Key_0)  # not a digit of a quadruple
    keys(qtbot, window, Qt.Key_1, Qt.Key_4, Qt.Key_5)
    assert rules(window) == (Quadruple(cells, (1, 2, 2, 4)),)
    assert "at most 4 digits" in window.status_message()
    keys(qtbot, window, *[Qt.Key_Backspace] * 4)
    assert rules(window) == ()
    # the number pad types the digits too
    click_at(qtbot, window, corner(window, 1, 1))
    window.number_pad.type_digit(9)
    assert rules(window) == (Quadruple(corner_cells(0, 0, N), (9,)),)
    assert window.controller.session.puzzle.clues == (0,) * 81  # no given typed


# -- disjoint groups ------------------------------------------------------------------------------
def test_disjoint_groups_check_box_and_jigsaw(qtbot, window: MainWindow) -> None:
    check = window.rule_tools.checks["Disjoint groups"]
    check.click()
    assert rules(window) == (DisjointGroups(),) and check.isChecked()
    undo(qtbot, window)
    assert rules(window) == () and not check.isChecked()
    redo(qtbot, window)
    assert check.isChecked()
    # with the rule on, regions cannot be painted
    use(window, "jigsaw")
    drag(qtbot, window, rc(1, 3), rc(1, 4))
    assert window.controller.session.puzzle.regions == ()
    assert "jigsaw" in window.status_message()
    # on a jigsaw board the check box is refused
    check.click()
    assert rules(window) == ()
    regions = list(default_regions(N))
    regions[rc(1, 3)], regions[rc(1, 4)] = regions[rc(1, 4)], regions[rc(1, 3)]
    window.controller.session.edit_puzzle(window.controller.session.puzzle.replace(regions=tuple(regions)))
    check.click()
    assert rules(window) == () and not check.isChecked()
    assert "jigsaw regions" in window.status_message()


def test_pending_quadruple_is_painted(qtbot, window: MainWindow, tmp_path) -> None:
    use(window, "quadruple")
    click_at(qtbot, window, corner(window, 4, 4))
    keys(qtbot, window, Qt.Key_1, Qt.Key_2)
    image = window.board.grab()
    assert not image.isNull()
    image.save(str(tmp_path / "quad.png"))


# -- drawings -------------------------------------------------------------------------------------
class Shot:
    """A 9 x 9 board drawn into an image, with the cells' geometry."""

    def __init__(self, constraints, *, dark: bool = False, side: int = 450, clues=None) -> None:
        self.puzzle = new_puzzle(N, clues).replace(constraints=tuple(constraints))
        self.image, self.square = board_image(self.puzzle, dark, side)
        self.cell = self.square.width() / N
        self.palette = DARK if dark else LIGHT

    def point(self, row: float, col: float) -> QPointF:
        """(row, col) in cells from the grid's top-left corner (fractions allowed)."""
        return QPointF(self.square.left() + col * self.cell, self.square.top() + row * self.cell)

    def pixel(self, p: QPointF) -> QColor:
        return QColor(self.image.pixel(int(p.x()), int(p.y())))

    def count(self, box: QRectF, predicate) -> int:
        return sum(
            1
            for y in range(int(box.top()), int(box.bottom()))
            for x in range(int(box.left()), int(box.right()))
            if predicate(QColor(self.image.pixel(x, y)))
        )

    def around(self, row: float, col: float, half: float) -> QRectF:
        a, b = self.point(row - half, col - half), self.point(row + half, col + half)
        return QRectF(a, b)


def test_quadruple_circle_on_the_corner_with_its_digits() -> None:
    plain = Shot([])
    shot = Shot([Quadruple(corner_cells(3, 3, N), (1, 2, 5, 5))])
    # the grid line through the corner, inside the circle: dark on the plain board, white under the circle
    on_line = shot.point(4, 4.27)
    assert plain.pixel(on_line).lightness() < 200
    assert close(shot.pixel(on_line), QColor(LIGHT.kropki_white), 40)
    assert close(shot.pixel(shot.point(4.2, 3.8)), QColor(LIGHT.kropki_white), 40)
    ring = shot.around(4, 4, 0.33)
    assert shot.count(ring, lambda c: c.lightness() < 100) > plain.count(ring, lambda c: c.lightness() < 100) + 20, (
        "the outline and the digits"
    )
    # the digits: dark pixels in the middle of the circle, where the plain board has only grid lines
    middle = QRectF(shot.point(3.85, 3.8), shot.point(3.95, 3.95))
    assert shot.count(middle, lambda c: c.lightness() < 100) > plain.count(middle, lambda c: c.lightness() < 100)
    # nothing far from the corner
    assert shot.count(shot.around(1.5, 7.5, 0.3), lambda c: c.lightness() < 100) == 0


def test_extremum_chevrons_inside_the_cell() -> None:
    plain = Shot([])
    low = Shot([Extremum(rc(5, 5), False)])
    high = Shot([Extremum(rc(5, 5), True)])
    # marks near each of the four sides of r5c5 (row 4.5, column 4.5 is its centre)
    for shot in (low, high):
        for dr, dc in ((-0.38, 0), (0.38, 0), (0, -0.38), (0, 0.38)):
            box = shot.around(4.5 + dr, 4.5 + dc, 0.1)
            assert shot.count(box, lambda c: c.lightness() < 200) > plain.count(box, lambda c: c.lightness() < 200)
        assert shot.count(shot.around(4.5, 4.5, 0.2), lambda c: c.lightness() < 200) == 0, "the middle stays clear"
    # a minimum's chevrons point inward: their tip is nearer the centre than a maximum's
    top = QRectF(low.point(4.0, 4.45), low.point(4.5, 4.55))  # a thin strip above the centre, middle of the side

    def first_dark_row(shot: Shot) -> float:
        for y in range(int(top.bottom()), int(top.top()), -1):  # from the centre upward
            if any(QColor(shot.image.pixel(x, y)).lightness() < 200 for x in range(int(top.left()), int(top.right()) + 1)):
                return y
        return -1

    assert first_dark_row(low) > first_dark_row(high)


def test_disjoint_groups_named_under_the_grid_and_screens(tmp_path) -> None:
    puzzle = new_puzzle(N).replace(constraints=(DisjointGroups(),))
    assert caption_text(puzzle) == "Disjoint groups" and room(puzzle) > 0
    clues = [0] * 81
    clues[rc(2, 3)], clues[rc(2, 6)] = 1, 9
    rules_ = [
        Quadruple(corner_cells(0, 0, N), (1,)), Quadruple(corner_cells(2, 2, N), (1, 2)),
        Quadruple(corner_cells(4, 4, N), (3, 5, 7)), Quadruple(corner_cells(6, 6, N), (1, 2, 2, 9)),
        Extremum(rc(2, 3), False), Extremum(rc(2, 6), True), Extremum(rc(5, 5), True), Parity(rc(8, 2), False),
        Extremum(rc(8, 2), False), DisjointGroups(),
    ]
    for dark in (False, True):
        shot = Shot(rules_, dark=dark, clues=clues)
        below = QRectF(shot.point(9.05, 0), shot.point(9.45, 9))
        background = QColor("#202020" if dark else "#ffffff")
        assert shot.count(below, lambda c: not close(c, background, 30)) > 30, "the note names the rule"
        shot.image.save(str(tmp_path / f"more_rules_{'dark' if dark else 'light'}.png"))
