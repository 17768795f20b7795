"""The Sudoku rule tools: drawing each variant rule on the board, undo and redo, the palette, the
status badge of a killer puzzle."""

from __future__ import annotations

from itertools import product

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from str8ts_gui.core.document import Document
from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.board.rule_tools import default_regions, edge_at, little_killer_directions
from str8ts_gui.kinds.sudoku.formats import parse_line
from str8ts_gui.kinds.sudoku.variants.antiking import AntiKing
from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight
from str8ts_gui.kinds.sudoku.variants.arrow import Arrow
from str8ts_gui.kinds.sudoku.variants.diagonal import Diagonal
from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.nonconsecutive import NonConsecutive
from str8ts_gui.kinds.sudoku.variants.palindrome import Palindrome
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.ratio_negative import NegativeRatio
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.kinds.sudoku.variants.whispers import Whispers
from str8ts_gui.kinds.sudoku.variants.xv import XV
from str8ts_gui.kinds.sudoku.variants.xv_negative import NegativeXV
from str8ts_gui.solver.sat import count_solutions

from gui_helpers import click_cell, wait_analysis
from rule_tool_helpers import (
    LEFT, between, centre, click_at, drag, keys, outside, rc, redo, rules, sudoku_edit_window, undo,
    undo_redo_round_trip, use,
)

SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


@pytest.fixture
def window(qtbot) -> MainWindow:
    return sudoku_edit_window(qtbot)


# -- helpers -----------------------------------------------------------------------------------
def test_edge_at_finds_the_nearest_inner_edge_or_nothing() -> None:
    sq = QRectF(0, 0, 90, 90)  # cells of 10 pixels
    assert edge_at(sq, 9, QPointF(20, 5)) == (1, 2)  # vertical line between c2 and c3 of r1
    assert edge_at(sq, 9, QPointF(5, 10.5)) == (0, 9)  # horizontal line below r1c1
    assert edge_at(sq, 9, QPointF(15, 15)) is None  # the middle of a cell
    assert edge_at(sq, 9, QPointF(0.5, 5)) is None  # the outer frame is no edge between cells
    assert edge_at(sq, 9, QPointF(95, 5)) is None  # outside
    # every inner edge is found from its midpoint
    for r, c in product(range(9), range(8)):
        assert edge_at(sq, 9, QPointF(c * 10 + 10, r * 10 + 5)) == (r * 9 + c, r * 9 + c + 1)
        assert edge_at(sq, 9, QPointF(r * 10 + 5, c * 10 + 10)) == (c * 9 + r, (c + 1) * 9 + r)


def test_little_killer_directions_enter_the_grid_longest_first() -> None:
    for row, col in [(-1, -1), (-1, 3), (4, 9), (9, 0), (9, 9), (-1, 8)]:
        found = little_killer_directions(row, col, 9)
        lengths = [len(LittleKiller(row, col, d, 0).diagonal(9)) for d in found]
        assert found and all(lengths)
        assert lengths == sorted(lengths, reverse=True)
        every = [d for d in ("DR", "DL", "UR", "UL") if LittleKiller(row, col, d, 0).diagonal(9)]
        assert sorted(found) == sorted(every)
    assert little_killer_directions(-1, -1, 9) == ["DR"]


# -- the palette -------------------------------------------------------------------------------
def test_palette_shows_for_sudoku_in_edit_mode_only(qtbot, window: MainWindow) -> None:
    dock = window.rule_tools
    qtbot.waitUntil(dock.isVisible)
    assert window.rule_editor.tool == "digits"
    window.set_mode(Mode.PLAY)
    assert not dock.isVisible()
    window.set_mode(Mode.EDIT)
    assert dock.isVisible()
    window.new_puzzle(9, "str8ts")
    assert window.controller.session.puzzle.kind == "str8ts"
    assert not dock.isVisible()


def test_play_mode_ignores_the_rule_tool(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    window.set_mode(Mode.PLAY)
    assert not window.rule_editor.active
    drag(qtbot, window, rc(1, 1), rc(1, 2))
    assert rules(window) == ()


def test_digits_tool_types_givens_as_before(qtbot, window: MainWindow) -> None:
    click_cell(qtbot, window, rc(2, 2))
    keys(qtbot, window, Qt.Key_5)
    assert window.controller.session.puzzle.clues[rc(2, 2)] == 5
    assert rules(window) == ()


# -- cages -------------------------------------------------------------------------------------
def test_killer_cage_drag_and_sum_is_one_undo_step(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(2, 2))
    assert rules(window) == (KillerCage((rc(1, 1), rc(1, 2), rc(2, 2)), 0),)
    keys(qtbot, window, Qt.Key_1, Qt.Key_5)
    cage = KillerCage((rc(1, 1), rc(1, 2), rc(2, 2)), 15)
    assert rules(window) == (cage,)
    keys(qtbot, window, Qt.Key_Return)
    undo_redo_round_trip(qtbot, window, (), (cage,))
    # a click picks the cage; Backspace takes a digit of its sum back, typing goes on from it
    click_at(qtbot, window, centre(window, rc(1, 2)))
    keys(qtbot, window, Qt.Key_Backspace)
    assert rules(window) == (cage,)  # 1 is no sum of three cells: not taken, said so
    assert "not a possible sum" in window.status_message()
    keys(qtbot, window, Qt.Key_8)
    assert rules(window) == (KillerCage(cage.cells, 18),)
    keys(qtbot, window, Qt.Key_Escape)
    undo_redo_round_trip(qtbot, window, (cage,), (KillerCage(cage.cells, 18),))


def test_killer_sum_typing_goes_on_after_each_digit_taken(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5))  # sums 15 to 35
    keys(qtbot, window, Qt.Key_2, Qt.Key_3)
    cells = (rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5))
    assert rules(window) == (KillerCage(cells, 23),)
    keys(qtbot, window, Qt.Key_Backspace)  # "2": no sum of five cells, so 23 stays
    assert rules(window) == (KillerCage(cells, 23),)
    keys(qtbot, window, Qt.Key_9)
    assert rules(window) == (KillerCage(cells, 29),)
    undo(qtbot, window)
    assert rules(window) == ()  # the cage and its sum: one step


def test_killer_cage_click_picks_a_cage_to_retype_its_sum(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(5, 5), rc(5, 6))
    keys(qtbot, window, Qt.Key_7, Qt.Key_Return)
    first = KillerCage((rc(5, 5), rc(5, 6)), 7)
    assert rules(window) == (first,)
    click_at(qtbot, window, centre(window, rc(5, 6)))
    keys(qtbot, window, Qt.Key_Backspace, Qt.Key_1, Qt.Key_2)
    second = KillerCage((rc(5, 5), rc(5, 6)), 12)
    assert rules(window) == (second,)
    undo_redo_round_trip(qtbot, window, (first,), (second,))


def test_killer_cage_refuses_impossible_sums_and_too_many_cells(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(1, 1), rc(1, 2))
    keys(qtbot, window, Qt.Key_1)  # two different digits never add up to 1
    assert rules(window) == (KillerCage((rc(1, 1), rc(1, 2)), 0),)
    assert "not a possible sum" in window.status_message()
    keys(qtbot, window, Qt.Key_7)  # 17 = 8 + 9
    assert rules(window) == (KillerCage((rc(1, 1), rc(1, 2)), 17),)
    keys(qtbot, window, Qt.Key_Return)
    # a drag over a whole row and one more cell stops at nine cells
    drag(qtbot, window, rc(3, 1), rc(3, 9), rc(4, 9))
    cages = [c for c in rules(window) if len(c.cells) > 2]
    assert len(cages) == 1 and len(cages[0].cells) == 9
    assert "at most 9 cells" in window.status_message()


def test_killer_drag_from_a_cage_extends_it_and_skips_other_cages(qtbot, window: MainWindow) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(1, 1), rc(1, 2))
    keys(qtbot, window, Qt.Key_Return)
    drag(qtbot, window, rc(2, 1), rc(2, 2))
    keys(qtbot, window, Qt.Key_Return)
    drag(qtbot, window, rc(1, 2), rc(1, 3))  # from the first cage: it grows
    cages = sorted(rules(window), key=lambda c: c.cells)
    assert [c.cells for c in cages] == [(rc(1, 1), rc(1, 2), rc(1, 3)), (rc(2, 1), rc(2, 2))]


# -- lines -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "tool, make",
    [
        ("thermo", lambda cells: Thermometer(cells)),
        ("arrow", lambda cells: Arrow(cells[:1], cells[1:])),
        ("renban", lambda cells: Renban(cells)),
        ("whispers", lambda cells: Whispers(cells)),
        ("palindrome", lambda cells: Palindrome(cells)),
    ],
)
def test_line_tools_draw_a_line_through_the_cells_dragged(qtbot, window: MainWindow, tool, make) -> None:
    use(window, tool)
    drag(qtbot, window, rc(2, 2), rc(3, 3), rc(3, 4))
    line = make((rc(2, 2), rc(3, 3), rc(3, 4)))
    undo_redo_round_trip(qtbot, window, (), (line,))
    # a fast drag fills in the cells it skipped (king steps)
    drag(qtbot, window, rc(6, 1), rc(6, 4))
    assert rules(window)[-1] == make((rc(6, 1), rc(6, 2), rc(6, 3), rc(6, 4)))


def test_shift_drag_draws_an_arrow_with_a_two_cell_bulb(qtbot, window: MainWindow) -> None:
    use(window, "arrow")
    board = window.board
    qtbot.mousePress(board, LEFT, Qt.KeyboardModifier.ShiftModifier, centre(window, rc(1, 1)))
    for i in (rc(1, 2), rc(2, 3), rc(3, 4)):
        qtbot.mouseMove(board, centre(window, i))
    qtbot.mouseRelease(board, LEFT, Qt.KeyboardModifier.ShiftModifier, centre(window, rc(3, 4)))
    assert rules(window) == (Arrow((rc(1, 1), rc(1, 2)), (rc(2, 3), rc(3, 4))),)


def test_line_backtracking_and_one_cell_lines(qtbot, window: MainWindow) -> None:
    use(window, "thermo")
    drag(qtbot, window, rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 2))  # back over r1c3: off the line
    assert rules(window) == (Thermometer((rc(1, 1), rc(1, 2))),)
    click_at(qtbot, window, centre(window, rc(5, 5)))  # a line of one cell is no line
    assert len(rules(window)) == 1
    assert "two or more cells" in window.status_message()


# -- dots, XV, odd/even -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "tool, rule",
    [
        ("kropki_white", KropkiDot((rc(4, 4), rc(4, 5)), False)),
        ("kropki_black", KropkiDot((rc(4, 4), rc(4, 5)), True)),
        ("x", XV((rc(4, 4), rc(4, 5)), 10)),
        ("v", XV((rc(4, 4), rc(4, 5)), 5)),
    ],
)
def test_edge_tools_toggle_a_mark_between_two_cells(qtbot, window: MainWindow, tool, rule) -> None:
    use(window, tool)
    click_at(qtbot, window, between(window, rc(4, 4), rc(4, 5)))
    undo_redo_round_trip(qtbot, window, (), (rule,))
    click_at(qtbot, window, between(window, rc(4, 4), rc(4, 5)))  # again: off
    assert rules(window) == ()
    click_at(qtbot, window, centre(window, rc(4, 4)))  # the middle of a cell: nothing
    assert rules(window) == ()
    assert "line between two cells" in window.status_message()


def test_vertical_edge_and_replacing_another_mark(qtbot, window: MainWindow) -> None:
    use(window, "x")
    click_at(qtbot, window, between(window, rc(2, 7), rc(3, 7)))
    assert rules(window) == (XV((rc(2, 7), rc(3, 7)), 10),)
    use(window, "kropki_black")
    click_at(qtbot, window, between(window, rc(3, 7), rc(2, 7)))
    assert rules(window) == (KropkiDot((rc(2, 7), rc(3, 7)), True),)


def test_odd_and_even_cells(qtbot, window: MainWindow) -> None:
    use(window, "odd")
    click_at(qtbot, window, centre(window, rc(7, 7)))
    undo_redo_round_trip(qtbot, window, (), (Parity(rc(7, 7), False),))
    use(window, "even")
    click_at(qtbot, window, centre(window, rc(7, 7)))  # replaces the odd mark
    assert rules(window) == (Parity(rc(7, 7), True),)
    click_at(qtbot, window, centre(window, rc(7, 7)))
    assert rules(window) == ()


# -- outside clues -------------------------------------------------------------------------------
def test_sandwich_clues_above_columns_and_left_of_rows(qtbot, window: MainWindow) -> None:
    use(window, "sandwich")
    assert window.controller.render_options().margin == 1  # room for the clue before there is one
    click_at(qtbot, window, outside(window, -1, 2))
    keys(qtbot, window, Qt.Key_1, Qt.Key_2, Qt.Key_Return)
    clue = SandwichSum(2, True, 12)
    undo_redo_round_trip(qtbot, window, (), (clue,))
    click_at(qtbot, window, outside(window, 4, -1))
    keys(qtbot, window, Qt.Key_0, Qt.Key_Return)  # 0: the 1 and the 9 touch
    assert rules(window) == (clue, SandwichSum(4, False, 0))
    click_at(qtbot, window, outside(window, -1, -1))  # a corner: no sandwich there
    assert "corner" in window.status_message()
    assert len(rules(window)) == 2
    # a click on a cell does not place a clue
    click_at(qtbot, window, centre(window, rc(5, 5)))
    keys(qtbot, window, Qt.Key_5)
    assert len(rules(window)) == 2


def test_sandwich_retype_and_delete(qtbot, window: MainWindow) -> None:
    use(window, "sandwich")
    click_at(qtbot, window, outside(window, 3, -1))
    keys(qtbot, window, Qt.Key_9, Qt.Key_Return)
    click_at(qtbot, window, outside(window, 3, -1))
    keys(qtbot, window, Qt.Key_Backspace)  # its only digit: the clue goes
    assert rules(window) == ()
    undo(qtbot, window)
    assert rules(window) == (SandwichSum(3, False, 9),)


def test_little_killer_clue_and_turning_its_arrow(qtbot, window: MainWindow) -> None:
    use(window, "little_killer")
    click_at(qtbot, window, outside(window, -1, 4))  # above column 5: DR and DL, 4 cells each
    keys(qtbot, window, Qt.Key_2, Qt.Key_0)
    clue = LittleKiller(-1, 4, "DR", 20)
    assert clue.diagonal(9) == (rc(1, 6), rc(2, 7), rc(3, 8), rc(4, 9))
    assert rules(window) == (clue,)
    click_at(qtbot, window, outside(window, -1, 4))  # again: the arrow turns
    assert rules(window) == (LittleKiller(-1, 4, "DL", 20),)
    keys(qtbot, window, Qt.Key_Space)  # Space turns it too
    assert rules(window) == (clue,)
    keys(qtbot, window, Qt.Key_Return)
    undo(qtbot, window)
    assert rules(window) == ()  # the clue, its sum and its turns: one step
    redo(qtbot, window)
    assert rules(window) == (clue,)
    # above column 3 the long diagonal goes right; 20 cannot be the sum of the 2 cells going left
    click_at(qtbot, window, outside(window, -1, 2))
    keys(qtbot, window, Qt.Key_2, Qt.Key_0, Qt.Key_Space)
    assert rules(window) == (clue, LittleKiller(-1, 2, "DR", 20))
    assert "not from 2 to 18" in window.status_message()


def test_little_killer_sum_out_of_range_is_not_placed(qtbot, window: MainWindow) -> None:
    use(window, "little_killer")
    click_at(qtbot, window, outside(window, -1, -1))  # the corner: the long diagonal (9 cells)
    keys(qtbot, window, Qt.Key_5)  # 9 cells add up to 9 or more
    assert rules(window) == ()
    assert "not from 9 to 81" in window.status_message()
    keys(qtbot, window, Qt.Key_0)
    assert rules(window) == (LittleKiller(-1, -1, "DR", 50),)


# -- jigsaw ----------------------------------------------------------------------------------------
def test_jigsaw_drag_paints_the_first_cells_region(qtbot, window: MainWindow) -> None:
    use(window, "jigsaw")
    boxes = default_regions(9)
    drag(qtbot, window, rc(1, 3), rc(1, 4))  # box 1 takes r1c4 from box 2
    regions = window.controller.session.puzzle.regions
    assert regions[rc(1, 4)] == boxes[rc(1, 3)]
    assert [i for i in range(81) if regions[i] != boxes[i]] == [rc(1, 4)]
    assert "region 1 has 10 cells" in window.status_message()
    # give box 2 a cell of box 1 back: every region has nine cells again
    drag(qtbot, window, rc(2, 4), rc(2, 3))
    regions = window.controller.session.puzzle.regions
    assert sorted(regions.count(g) for g in set(regions)) == [9] * 9
    assert "9 regions of 9 cells" in window.status_message()
    undo(qtbot, window)
    undo(qtbot, window)
    assert window.controller.session.puzzle.regions == ()
    redo(qtbot, window)
    assert window.controller.session.puzzle.regions[rc(1, 4)] == boxes[rc(1, 3)]


def test_jigsaw_number_key_picks_the_region(qtbot, window: MainWindow) -> None:
    use(window, "jigsaw")
    keys(qtbot, window, Qt.Key_5)
    drag(qtbot, window, rc(1, 1), rc(1, 2))
    regions = window.controller.session.puzzle.regions
    assert regions[rc(1, 1)] == regions[rc(1, 2)] == regions[rc(5, 5)] == 4
    keys(qtbot, window, Qt.Key_Escape)
    drag(qtbot, window, rc(1, 3), rc(1, 2))  # the first cell's region again
    assert window.controller.session.puzzle.regions[rc(1, 2)] == default_regions(9)[rc(1, 3)]


# -- erase and global rules -----------------------------------------------------------------------
def test_erase_removes_the_rules_on_cells_dots_and_outside_clues(qtbot, window: MainWindow) -> None:
    puzzle = window.controller.session.puzzle.replace(constraints=(
        KillerCage((rc(1, 1), rc(1, 2)), 5),
        Thermometer((rc(3, 3), rc(3, 4), rc(3, 5))),
        KropkiDot((rc(6, 6), rc(6, 7)), False),
        SandwichSum(4, True, 10),
        AntiKnight(),
    ))
    window.controller.session.edit_puzzle(puzzle)
    use(window, "erase")
    click_at(qtbot, window, centre(window, rc(3, 4)))
    assert Thermometer((rc(3, 3), rc(3, 4), rc(3, 5))) not in rules(window) and len(rules(window)) == 4
    click_at(qtbot, window, between(window, rc(6, 6), rc(6, 7)))
    assert not any(isinstance(c, KropkiDot) for c in rules(window))
    window.controller.changed.emit()
    click_at(qtbot, window, centre(window, rc(1, 2)))
    assert not any(isinstance(c, KillerCage) for c in rules(window))
    assert rules(window) == (SandwichSum(4, True, 10), AntiKnight())  # global rules stay
    undo(qtbot, window)
    assert KillerCage((rc(1, 1), rc(1, 2)), 5) in rules(window)


def test_erase_a_sandwich_clue_outside_the_grid(qtbot, window: MainWindow) -> None:
    window.controller.session.edit_puzzle(
        window.controller.session.puzzle.replace(constraints=(SandwichSum(4, True, 10), LittleKiller(9, -1, "UR", 30)))
    )
    use(window, "erase")  # the board leaves room for the clues: they are there
    click_at(qtbot, window, outside(window, -1, 4))
    assert rules(window) == (LittleKiller(9, -1, "UR", 30),)
    click_at(qtbot, window, outside(window, 9, -1))
    assert rules(window) == ()


def test_global_rule_check_boxes(qtbot, window: MainWindow) -> None:
    checks = window.rule_tools.checks
    expected = {
        "Anti-knight": AntiKnight(), "Anti-king": AntiKing(), "Diagonal +": Diagonal(True),
        "Diagonal -": Diagonal(False), "Disjoint groups": DisjointGroups(), "Every black dot given": NegativeRatio(),
        "Every X and V given": NegativeXV(), "Non-consecutive": NonConsecutive(),
    }
    assert set(checks) == set(expected) | {"Chaos construction"}  # (tested in test_shading_rule_tools)
    for label, rule in expected.items():
        checks[label].click()
        assert rule in rules(window)
    assert len(rules(window)) == len(expected)
    checks["Anti-king"].click()
    assert AntiKing() not in rules(window)
    undo(qtbot, window)
    assert AntiKing() in rules(window) and checks["Anti-king"].isChecked()
    undo(qtbot, window)  # Non-consecutive off again
    assert NonConsecutive() not in rules(window) and not checks["Non-consecutive"].isChecked()


# -- the badge ----------------------------------------------------------------------------------------
def _unique_rectangle(solution: str) -> tuple[int, int, int, int]:
    """Four cells r1c1, r1c2, r2c1, r2c2 in two rows of one band and two columns of different
    stacks holding a, b / b, a: without those clues the grid has two solutions."""
    g = [int(ch) for ch in solution]
    for r1, r2 in product(range(9), range(9)):
        if r1 >= r2 or r1 // 3 != r2 // 3:
            continue
        for c1, c2 in product(range(9), range(9)):
            if c1 >= c2 or c1 // 3 == c2 // 3:
                continue
            if g[r1 * 9 + c1] == g[r2 * 9 + c2] and g[r1 * 9 + c2] == g[r2 * 9 + c1]:
                return r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2
    raise AssertionError("no unique rectangle in the solution")


def test_badge_follows_killer_cages_drawn(qtbot, window: MainWindow) -> None:
    cells = _unique_rectangle(SOLUTION)
    line = "".join("." if i in cells else SOLUTION[i] for i in range(81))
    puzzle = parse_line(line)
    assert count_solutions(puzzle, limit=3).count == 2  # the reference
    window.set_document(Document(puzzle), mode=Mode.EDIT)
    wait_analysis(qtbot, window, "Multiple solutions")
    use(window, "killer")
    a = cells[0]
    partner = a + 1 if a % 9 < 8 and a + 1 not in cells else a - 1
    drag(qtbot, window, a, partner)
    total = int(SOLUTION[a]) + int(SOLUTION[partner])
    for ch in str(total):
        keys(qtbot, window, getattr(Qt, f"Key_{ch}"))
    keys(qtbot, window, Qt.Key_Return)
    assert rules(window) == (KillerCage((a, partner), total),)
    assert count_solutions(window.controller.session.puzzle, limit=3).count == 1
    wait_analysis(qtbot, window, "Unique solution")
    # a wrong sum: no solution, and the conflicting cage's cells ringed
    click_at(qtbot, window, centre(window, a))
    wrong = int(SOLUTION[a]) + int(SOLUTION[partner]) + (1 if int(SOLUTION[partner]) < 9 else -1)
    for ch in str(wrong):
        keys(qtbot, window, getattr(Qt, f"Key_{ch}"))
    keys(qtbot, window, Qt.Key_Return)
    assert count_solutions(window.controller.session.puzzle, limit=3).count == 0
    wait_analysis(qtbot, window, "No solution")
    ringed = window.controller.conflict  # the cage and the givens that cannot all hold with it
    assert {a, partner} <= ringed
    assert all(window.controller.session.puzzle.clues[i] for i in ringed - {a, partner})
    undo(qtbot, window)
    wait_analysis(qtbot, window, "Unique solution")


def test_pending_drawing_is_painted_without_errors(qtbot, window: MainWindow, tmp_path) -> None:
    use(window, "killer")
    drag(qtbot, window, rc(1, 1), rc(1, 2))
    keys(qtbot, window, Qt.Key_1)
    image = window.board.grab()
    assert not image.isNull()
    use(window, "jigsaw")
    keys(qtbot, window, Qt.Key_3)
    assert not window.board.grab().isNull()
    use(window, "little_killer")
    click_at(qtbot, window, outside(window, 9, 4))
    assert not window.board.grab().isNull()


def test_number_pad_types_the_sum_and_picks_the_region(qtbot, window: MainWindow) -> None:
    pad = window.number_pad
    use(window, "killer")
    drag(qtbot, window, rc(9, 1), rc(9, 2))
    pad.type_digit(1)
    pad.type_digit(1)
    assert rules(window) == (KillerCage((rc(9, 1), rc(9, 2)), 11),)
    assert window.controller.session.puzzle.clues == (0,) * 81  # no given typed
    use(window, "jigsaw")
    pad.type_digit(2)
    assert window.rule_editor.brush == 2
    assert "region 2" in window.rule_tools.help.text()


def test_view_menu_shows_the_palette_again(qtbot, window: MainWindow) -> None:
    dock = window.rule_tools
    qtbot.waitUntil(dock.isVisible)
    assert window.act_rule_tools in window.view_menu.actions()
    window.act_rule_tools.trigger()
    assert not dock.isVisible()
    window.act_rule_tools.trigger()
    assert dock.isVisible()
