"""Rule tools on constructs a setter meets (found in the variants audit): a puzzle read from
f-puzzles with several indexer entries of one kind, and clues of two kinds outside the same row
or column, and dots, XV marks and extra regions whose cells a file lists in another order than reading order."""

from __future__ import annotations

from rule_tool_helpers import between, centre, click_at, drag, outside, rules, sudoku_edit_window, undo, use

from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.extra_region import ExtraRegion
from str8ts_gui.kinds.sudoku.variants.indexer import Indexer
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.xsum import XSum
from str8ts_gui.kinds.sudoku.variants.xv import XV


def test_an_indexer_cell_of_a_second_entry_is_turned_off(qtbot) -> None:
    # f-puzzles writes an entry per group of indexer cells: the second one's cell, clicked
    # again, is no longer an indexer (it was added to the first entry too)
    puzzle = new_puzzle(9).replace(constraints=(Indexer((0,), "row"), Indexer((1, 2), "row")))
    window = sudoku_edit_window(qtbot, puzzle)
    use(window, "row_indexer")
    click_at(qtbot, window, centre(window, 1))
    assert rules(window) == (Indexer((0,), "row"), Indexer((2,), "row"))
    click_at(qtbot, window, centre(window, 2))
    assert rules(window) == (Indexer((0,), "row"),)
    click_at(qtbot, window, centre(window, 5))  # a new cell joins the first entry, as before
    assert rules(window) == (Indexer((0, 5), "row"),)
    undo(qtbot, window)
    undo(qtbot, window)
    assert rules(window) == (Indexer((0,), "row"), Indexer((2,), "row"))


def test_erasing_a_clue_below_a_column_keeps_the_sandwich_above_it(qtbot) -> None:
    puzzle = new_puzzle(9).replace(constraints=(SandwichSum(2, True, 10), XSum(9, 2, 10), Skyscraper(3, 9, 4), SandwichSum(3, False, 5)))
    window = sudoku_edit_window(qtbot, puzzle)
    use(window, "erase")
    click_at(qtbot, window, outside(window, 9, 2))  # the X-sum below column 3
    assert rules(window) == (SandwichSum(2, True, 10), Skyscraper(3, 9, 4), SandwichSum(3, False, 5))
    click_at(qtbot, window, outside(window, 3, 9))  # the skyscraper right of row 4
    assert rules(window) == (SandwichSum(2, True, 10), SandwichSum(3, False, 5))
    # with nothing drawn there, a click below a column or right of a row still takes its sandwich
    click_at(qtbot, window, outside(window, 9, 2))
    click_at(qtbot, window, outside(window, 3, 9))
    assert rules(window) == ()


def test_a_dot_or_mark_read_with_its_cells_the_other_way_round_is_clicked_off(qtbot) -> None:
    puzzle = new_puzzle(9).replace(constraints=(KropkiDot((1, 0), False), XV((10, 1), 10), KropkiDot((20, 19), True, 3)))
    window = sudoku_edit_window(qtbot, puzzle)
    use(window, "kropki_white")
    click_at(qtbot, window, between(window, 0, 1))
    assert rules(window) == (XV((10, 1), 10), KropkiDot((20, 19), True, 3))
    use(window, "x")
    click_at(qtbot, window, between(window, 1, 10))
    assert rules(window) == (KropkiDot((20, 19), True, 3),)
    # a dot of the tool's colour is clicked off whatever its ratio (a black dot of ratio 3)
    use(window, "kropki_black")
    click_at(qtbot, window, between(window, 19, 20))
    assert rules(window) == ()
    # another mark there is still replaced by the tool's own
    undo(qtbot, window)
    use(window, "kropki_white")
    click_at(qtbot, window, between(window, 19, 20))
    assert rules(window) == (KropkiDot((19, 20), False),)


def test_an_extra_region_read_in_another_order_is_dragged_off(qtbot) -> None:
    puzzle = new_puzzle(9).replace(constraints=(ExtraRegion((10, 1, 0)),))
    window = sudoku_edit_window(qtbot, puzzle)
    use(window, "extra_region")
    drag(qtbot, window, 0, 1, 10)  # the same three cells
    assert rules(window) == ()
    drag(qtbot, window, 0, 1, 10)
    assert rules(window) == (ExtraRegion((0, 1, 10)),)


def test_a_line_of_one_cell_is_refused_in_good_english(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    said = {}
    for tool in ("arrow", "entropic", "thermo", "renban"):
        use(window, tool)
        click_at(qtbot, window, centre(window, 40))
        said[tool] = window.status_message()
    assert rules(window) == ()
    assert said == {
        "arrow": "An arrow needs two or more cells: drag from the circle through the cells",
        "entropic": "An Entropic line needs two or more cells: drag through the cells",
        "thermo": "A Thermometer line needs two or more cells: drag from the bulb through the cells",
        "renban": "A Renban line needs two or more cells: drag through the cells",
    }
