"""Setting a variant Sudoku with the Rules palette end to end, as an f-puzzles or SudokuPad setter
would: what the tools do on boards other than 9 x 9 and where two constructs meet."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, Qt

from str8ts_gui.kinds.sudoku.fpuzzles import parse_link, to_fpuzzles_link
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.indexer import Indexer
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.xsum import XSum

from gui_helpers import cell_centre, grid_square, wait_analysis
from rule_tool_helpers import (
    LEFT, centre, click_at, corner, drag, keys, outside, rc, rules, sudoku_edit_window, undo, use,
)


def drag_on(qtbot, window, *cells: int) -> None:
    """A drag through ``cells`` on a board of any size."""
    qtbot.mousePress(window.board, LEFT, pos=cell_centre(window, cells[0]))
    for i in cells[1:]:
        qtbot.mouseMove(window.board, cell_centre(window, i))
    qtbot.mouseRelease(window.board, LEFT, pos=cell_centre(window, cells[-1]))


def click_outside(qtbot, window, row: int, col: int) -> None:
    """A click on the square (row, col) of the ring around a grid of any size (-1..n)."""
    sq = grid_square(window)
    cell = sq.width() / window.controller.session.puzzle.size
    pos = QPointF(sq.left() + (col + 0.5) * cell, sq.top() + (row + 0.5) * cell).toPoint()
    qtbot.mouseClick(window.board, LEFT, pos=pos)


def test_16x16_pad_digits_above_9_go_into_the_sum_being_typed(qtbot) -> None:
    window = sudoku_edit_window(qtbot, new_puzzle(16))
    use(window, "killer")
    drag_on(qtbot, window, 0, 1, 2)
    window.controller.type_digit(12)  # the number pad's "12" button
    assert rules(window) == (KillerCage((0, 1, 2), 12),)
    assert not any(window.controller.session.puzzle.clues)  # no given 12 under the cage
    keys(qtbot, window, Qt.Key_Return)
    drag_on(qtbot, window, 16, 17)
    keys(qtbot, window, Qt.Key_A)  # A is 10 on a 16 x 16 board, here as in the pad
    assert rules(window)[-1] == KillerCage((16, 17), 10)
    keys(qtbot, window, Qt.Key_Return)
    use(window, "little_killer")
    click_outside(qtbot, window, -1, -1)
    window.controller.type_digit(13)
    window.controller.type_digit(6)
    assert rules(window)[-1] == LittleKiller(-1, -1, "DR", 136)
    assert not any(window.controller.session.puzzle.clues)


def test_erase_takes_only_the_indexer_cells_and_shading_it_passes(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "row_indexer")
    for i in (rc(5, 1), rc(6, 1), rc(7, 1)):
        click_at(qtbot, window, centre(window, i))
    use(window, "shade")
    for i in (rc(1, 1), rc(1, 2)):
        click_at(qtbot, window, centre(window, i))
    before = rules(window)
    assert before == (Indexer((rc(5, 1), rc(6, 1), rc(7, 1)), "row"), NurikabeSudoku((rc(1, 1), rc(1, 2))))
    use(window, "erase")
    click_at(qtbot, window, centre(window, rc(6, 1)))
    assert rules(window) == (Indexer((rc(5, 1), rc(7, 1)), "row"), before[1])
    assert window.status_message() == "Removed the rules on r6c1"
    drag(qtbot, window, rc(1, 2), rc(2, 2))  # a shaded cell can be erased too
    assert rules(window) == (Indexer((rc(5, 1), rc(7, 1)), "row"), NurikabeSudoku((rc(1, 1),)))
    drag(qtbot, window, rc(1, 1), rc(5, 1), rc(6, 1), rc(7, 1))  # the last cells: the rules go
    assert rules(window) == ()
    undo(qtbot, window)
    undo(qtbot, window)
    undo(qtbot, window)
    assert rules(window) == before


def test_a_clue_typed_where_another_kind_stands_outside_the_grid_replaces_it(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "xsum")
    click_at(qtbot, window, outside(window, -1, 0))
    keys(qtbot, window, Qt.Key_9, Qt.Key_Return)
    use(window, "little_killer")
    click_at(qtbot, window, outside(window, 4, -1))
    keys(qtbot, window, Qt.Key_1, Qt.Key_0, Qt.Key_Return)
    before = rules(window)
    assert before == (XSum(-1, 0, 9), LittleKiller(4, -1, "DR", 10))
    use(window, "skyscraper")  # the X-sum's square: the two numbers would be drawn on each other
    click_at(qtbot, window, outside(window, -1, 0))
    keys(qtbot, window, Qt.Key_3)
    assert rules(window) == (before[1], Skyscraper(-1, 0, 3))
    assert "replaced: X-sum 9" in window.status_message()
    keys(qtbot, window, Qt.Key_Return)
    use(window, "sandwich")  # row 5's sandwich stands left of it, where the little killer is
    click_at(qtbot, window, outside(window, 4, 9))
    keys(qtbot, window, Qt.Key_1, Qt.Key_2)
    assert rules(window) == (Skyscraper(-1, 0, 3), SandwichSum(4, False, 12))
    undo(qtbot, window)
    assert rules(window) == (before[1], Skyscraper(-1, 0, 3))
    undo(qtbot, window)
    assert rules(window) == before
    use(window, "xsum")  # a clue in a square of its own replaces nothing
    click_at(qtbot, window, outside(window, 9, 0))
    keys(qtbot, window, Qt.Key_8)
    assert rules(window) == before + (XSum(9, 0, 8),)


def test_a_two_cell_circle_drawn_up_reads_top_to_bottom_as_in_f_puzzles(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "arrow")
    shift = Qt.KeyboardModifier.ShiftModifier
    cells = (rc(5, 5), rc(4, 5), rc(4, 4), rc(4, 3))  # the circle r5c5 then r4c5, drawn upwards
    qtbot.mousePress(window.board, LEFT, shift, pos=centre(window, cells[0]))
    for i in cells[1:]:
        qtbot.mouseMove(window.board, centre(window, i))
    qtbot.mouseRelease(window.board, LEFT, shift, pos=centre(window, cells[-1]))
    arrow = Arrow((rc(4, 5), rc(5, 5)), (rc(4, 4), rc(4, 3)))  # r4c5 holds the tens
    assert rules(window) == (arrow,)
    assert parse_link(to_fpuzzles_link(window.document())).puzzle.constraints == (arrow,)


def test_erase_on_a_quadruple_circle_removes_the_circle_only(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "killer")
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(2, 2), rc(2, 1))
    keys(qtbot, window, Qt.Key_2, Qt.Key_0, Qt.Key_Return)
    use(window, "quadruple")
    click_at(qtbot, window, corner(window, 1, 1))
    keys(qtbot, window, Qt.Key_1, Qt.Key_2, Qt.Key_Return)
    cage, quad = rules(window)
    assert quad == Quadruple((rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2)), (1, 2))
    use(window, "erase")
    click_at(qtbot, window, corner(window, 1, 1, 0.05, 0.05))
    assert rules(window) == (cage,)
    assert window.status_message() == f"Removed: {quad.describe(9)}"
    click_at(qtbot, window, centre(window, rc(2, 2)))  # a cell's middle: its rules, as before
    assert rules(window) == ()


def test_rules_that_cannot_go_with_chaos_or_jigsaw_regions_are_refused_as_drawn(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    window.rule_tools.checks["Chaos construction"].click()
    chaos = rules(window)
    use(window, "region_sum")  # a region sum line needs the boxes chaos construction takes away
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4))
    assert rules(window) == chaos
    assert window.status_message() == "region sum lines need the boxes, and Chaos construction has none"
    use(window, "jigsaw")
    drag(qtbot, window, rc(1, 1), rc(4, 1))
    assert window.controller.session.puzzle.regions == ()
    assert window.status_message() == "Chaos construction finds its own regions: remove it before painting regions"
    undo(qtbot, window)
    assert rules(window) == ()
    use(window, "secret_path")
    click_at(qtbot, window, centre(window, rc(1, 1)))
    click_at(qtbot, window, centre(window, rc(9, 9)))
    path = rules(window)
    assert len(path) == 1
    use(window, "jigsaw")
    drag(qtbot, window, rc(1, 1), rc(4, 1))
    assert window.controller.session.puzzle.regions == () and rules(window) == path
    assert window.status_message().endswith("needs the boxes: remove it before painting regions")


def test_a_jigsaw_saved_half_painted_opens_again_as_it_was(qtbot, tmp_path) -> None:
    # a setter saves between two strokes: regions of 10 and 8 cells are a draft, not a bad file
    window = sudoku_edit_window(qtbot)
    use(window, "jigsaw")
    drag(qtbot, window, rc(1, 1), rc(4, 1))
    draft = window.controller.session.puzzle.regions
    assert sorted(Counter(draft).values()) == [8] + [9] * 7 + [10]
    path = tmp_path / "draft.puzzle"
    assert window.files.save_to(path)
    again = sudoku_edit_window(qtbot)
    assert again.files.load_path(path)
    assert again.controller.session.puzzle.regions == draft
    # its badge says there is no solution, and the status bar why: the regions, not the givens
    wait_analysis(qtbot, again, "No solution")
    qtbot.waitUntil(lambda: "jigsaw regions are not finished" in again.status_message())
    assert "region 1 has 10 cells, region 4 has 8 cells" in again.status_message()


def test_rules_drawn_on_a_half_painted_jigsaw_are_kept(qtbot) -> None:
    # regions still being painted are no reason to refuse a line or a global rule: the line
    # tools' check of chaos construction refused every line there ('must be 9 regions of 9
    # cells'), and the global rules and indexer cells were refused the same way
    window = sudoku_edit_window(qtbot)
    use(window, "jigsaw")
    drag(qtbot, window, rc(1, 1), rc(4, 1))
    draft = window.controller.session.puzzle.regions
    assert sorted(Counter(draft).values()) == [8] + [9] * 7 + [10]
    use(window, "thermo")
    drag(qtbot, window, rc(6, 6), rc(6, 7), rc(6, 8))
    assert rules(window) == (Thermometer((rc(6, 6), rc(6, 7), rc(6, 8))),)
    window.rule_tools.checks["Anti-knight"].click()
    assert rules(window)[-1] == AntiKnight()
    use(window, "row_indexer")
    click_at(qtbot, window, centre(window, rc(5, 1)))
    assert rules(window)[-1] == Indexer((rc(5, 1),), "row")
    assert window.controller.session.puzzle.regions == draft
