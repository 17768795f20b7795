"""The Rules palette without the mouse (a keyboard-only setter's review): Tab reaches the tools,
Left and Right choose one, Esc gives the keyboard back to the board, the arrows (Shift+arrows
adding the cells moved to, in order) select cells, and Enter applies the tool to them: a killer
cage whose sum is typed next, a thermometer from the first cell selected, a Kropki dot between two
cells, odd marks on several cells as one undo step, a quadruple on a 2 x 2 block, a sandwich clue
by the cursor's column (Shift+Enter: its row). The status line says so when a tool is chosen.

(Before: every tool but Digits needed the mouse; Enter with a tool chosen did nothing.)"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from str8ts_gui.kinds.sudoku.variants.killer import KillerCage
from str8ts_gui.kinds.sudoku.variants.given_candidates import GivenCandidates
from str8ts_gui.kinds.sudoku.variants.kropki import KropkiDot
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.parity import Parity
from str8ts_gui.kinds.sudoku.variants.quadruple import Quadruple
from str8ts_gui.kinds.sudoku.variants.renban import Renban
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer

from rule_tool_helpers import cursor_to, type_key, rc, rules, sudoku_edit_window, undo, use

K = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_a_killer_cage_without_the_mouse(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    board = window.board
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    # Tab to the palette's tools (the check boxes first), Right: Killer cage, Esc: back to the board
    for _ in range(20):
        type_key(window, K.Key_Tab)
        if QApplication.focusWidget() is window.rule_tools.buttons["digits"]:
            break
    assert QApplication.focusWidget() is window.rule_tools.buttons["digits"]
    type_key(window, K.Key_Right)
    assert window.rule_editor.tool == "killer"
    # the status line says how without the mouse, first (a narrow status line cuts the mouse's way)
    assert window.status_message().startswith("Keys: select the cells (Shift+arrows), Enter, then type the sum. Mouse: drag")
    type_key(window, K.Key_Escape)
    assert QApplication.focusWidget() is board
    cursor_to(qtbot, window, 2, 2)
    type_key(window, K.Key_Right, SHIFT)
    type_key(window, K.Key_Down, SHIFT)
    assert window.controller.selection == {rc(2, 2), rc(2, 3), rc(3, 3)}
    type_key(window, K.Key_Return)
    assert KillerCage((rc(2, 2), rc(2, 3), rc(3, 3)), 0) in rules(window)
    assert window.status_message() == "Killer cage of 3 cells: type the sum (6 to 24), Enter ends"
    for key in (K.Key_1, K.Key_5, K.Key_Return):
        type_key(window, key)
    assert [c for c in rules(window) if isinstance(c, KillerCage)] == [KillerCage((rc(2, 2), rc(2, 3), rc(3, 3)), 15)]
    assert window.controller.session.puzzle.clues[rc(3, 3)] == 0  # the sum went to the cage, not a given
    undo(qtbot, window)  # the cage and its sum: one step
    assert not rules(window)


def test_a_thermometer_goes_from_the_first_cell_selected(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "thermo")
    cursor_to(qtbot, window, 5, 6)
    type_key(window, K.Key_Enter)  # one cell: said how, in keys
    assert not rules(window)
    assert window.status_message() == (
        "A Thermometer line needs two or more cells: Shift+arrows from the bulb through the cells, then Enter"
    )
    for key in (K.Key_Left, K.Key_Left, K.Key_Up):  # right to left, then up: the bulb is r5c6
        type_key(window, key, SHIFT)
    type_key(window, K.Key_Enter)
    assert Thermometer((rc(5, 6), rc(5, 5), rc(5, 4), rc(4, 4))) in rules(window)
    # cells selected all at once (Ctrl+A) are no line: said, nothing drawn
    before = rules(window)
    type_key(window, K.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert len(window.controller.selection) == 81
    type_key(window, K.Key_Return)
    assert rules(window) == before
    assert "Shift+arrows" in window.status_message()


def test_a_kropki_dot_between_two_selected_cells(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "kropki_white")
    cursor_to(qtbot, window, 1, 1)
    type_key(window, K.Key_Return)  # one cell: no line between two
    assert not rules(window) and "two cells" in window.status_message()
    type_key(window, K.Key_Down, SHIFT)
    type_key(window, K.Key_Return)
    assert rules(window) == (KropkiDot((rc(1, 1), rc(2, 1)), False),)
    type_key(window, K.Key_Return)  # again: off, as a second click
    assert rules(window) == ()


def test_odd_on_several_cells_is_one_step(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "odd")
    cursor_to(qtbot, window, 3, 3)
    type_key(window, K.Key_Right, SHIFT)
    type_key(window, K.Key_Right, SHIFT)
    type_key(window, K.Key_Return)
    assert set(rules(window)) == {Parity(rc(3, c), False) for c in (3, 4, 5)}
    type_key(window, K.Key_Return)  # all have it: off them all
    assert rules(window) == ()
    type_key(window, K.Key_Return)
    undo(qtbot, window)
    assert rules(window) == ()


def test_a_quadruple_on_a_two_by_two_block(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "quadruple")
    cursor_to(qtbot, window, 4, 4)
    for key in (K.Key_Right, K.Key_Down, K.Key_Left):
        type_key(window, key, SHIFT)
    type_key(window, K.Key_Return)
    for key in (K.Key_1, K.Key_2, K.Key_Return):
        type_key(window, key)
    assert rules(window) == (Quadruple((rc(4, 4), rc(4, 5), rc(5, 4), rc(5, 5)), (1, 2)),)


def test_a_sandwich_clue_by_the_cursors_column_or_row(qtbot) -> None:
    window = sudoku_edit_window(qtbot)
    use(window, "sandwich")  # (a click: the mouse's way first)
    assert window.status_message().startswith("Click outside the grid") and "Shift+Enter" in window.status_message()
    cursor_to(qtbot, window, 3, 5)
    type_key(window, K.Key_Return)
    for key in (K.Key_1, K.Key_0, K.Key_Return):
        type_key(window, key)
    assert SandwichSum(4, True, 10) in rules(window)
    type_key(window, K.Key_Return, SHIFT)  # the row's clue
    for key in (K.Key_7, K.Key_Return):
        type_key(window, key)
    assert SandwichSum(2, False, 7) in rules(window)


def test_the_tool_the_arrows_choose_stays_in_view_on_a_low_window(qtbot) -> None:
    """Left, Right, Up and Down through the tools scroll the palette with them (before: on an 800
    x 600 window Right went on to tools below the palette's edge, chosen but out of sight)."""
    from gui_helpers import in_view, sudoku_palette_window

    window, palette, scroll = sudoku_palette_window(qtbot, (800, 600))
    qtbot.waitUntil(lambda: palette.height() + window.number_pad.height() >= window.side_column.splitter.height() - 12)
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    for _ in range(20):
        type_key(window, K.Key_Tab)
        if QApplication.focusWidget() is palette.buttons["digits"]:
            break
    assert QApplication.focusWidget() is palette.buttons["digits"]
    hidden = []
    for key in [K.Key_Right] * 40 + [K.Key_Up, K.Key_Up, K.Key_Down, K.Key_Left]:
        type_key(window, key)
        QApplication.processEvents()
        button = QApplication.focusWidget()
        assert button is palette.buttons[window.rule_editor.tool]
        if not in_view(button, scroll):
            hidden.append(window.rule_editor.tool)
    assert window.rule_editor.tool != "digits"
    assert not hidden, hidden


def test_a_little_killer_on_the_diagonal_through_the_cursor(qtbot) -> None:
    """Every diagonal is reached with the keys, the grid's two longest too (their clues stand in
    the squares outside the grid's corners, beside no row or column)."""
    window = sudoku_edit_window(qtbot)
    use(window, "little_killer")
    cursor_to(qtbot, window, 5, 5)
    type_key(window, K.Key_Return)  # the diagonal r1c1-r9c9, down and right
    for key in (K.Key_4, K.Key_5, K.Key_Return):
        type_key(window, key)
    assert rules(window) == (LittleKiller(-1, -1, "DR", 45),)
    cursor_to(qtbot, window, 2, 3)
    type_key(window, K.Key_Return, SHIFT)  # down and left through r2c3: r1c4, r2c3, r3c2, r4c1 (the top end nearer)
    for key in (K.Key_1, K.Key_2, K.Key_Return):
        type_key(window, key)
    assert LittleKiller(-1, 4, "DL", 12) in rules(window)
    assert set(LittleKiller(-1, 4, "DL", 12).diagonal(9)) == {rc(1, 4), rc(2, 3), rc(3, 2), rc(4, 1)}


def test_an_arrow_ends_what_is_typed_so_enter_starts_the_next_cell(qtbot) -> None:
    """Given marks cell after cell, and cages one after another, with the keys alone: an arrow key
    ends the marks (or the sum) being typed as Enter would, so Enter on the next cell starts it
    (before: the arrow moved the cursor while the digits still went to the first cell, and the
    next Enter only ended that)."""
    window = sudoku_edit_window(qtbot)
    use(window, "given_marks")
    cursor_to(qtbot, window, 1, 1)
    for key in (K.Key_Return, K.Key_1, K.Key_2, K.Key_Right, K.Key_Return, K.Key_3):
        type_key(window, key)
    assert set(rules(window)) == {GivenCandidates(rc(1, 1), (1, 2)), GivenCandidates(rc(1, 2), (3,))}
    use(window, "killer")
    cursor_to(qtbot, window, 5, 1)
    for key in (K.Key_Return, K.Key_7, K.Key_Down):
        type_key(window, key)
    assert window.controller.selected == rc(6, 1)
    for key in (K.Key_Return, K.Key_8, K.Key_Return):
        type_key(window, key)
    assert {KillerCage((rc(5, 1),), 7), KillerCage((rc(6, 1),), 8)} <= set(rules(window))


def test_enter_on_a_tool_takes_it_to_the_board(qtbot) -> None:
    """Enter on a palette tool with the keyboard: that tool, and the keyboard back on the board to
    use it (before: Enter there did nothing; only Esc went back)."""
    window = sudoku_edit_window(qtbot)
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    for _ in range(20):
        type_key(window, K.Key_Tab)
        if QApplication.focusWidget() is window.rule_tools.buttons["digits"]:
            break
    type_key(window, K.Key_Right)
    type_key(window, K.Key_Right)  # Thermometer
    type_key(window, K.Key_Return)
    assert window.rule_editor.tool == "thermo" and QApplication.focusWidget() is window.board
    type_key(window, K.Key_Right, SHIFT)
    type_key(window, K.Key_Return)
    assert len(rules(window)) == 1 and isinstance(rules(window)[0], Thermometer)


def test_a_diagonal_line_with_home_end_page_up_page_down(qtbot) -> None:
    """Home, Page Up, End and Page Down step diagonally (a number pad's 7, 9, 1, 3), with Shift
    adding the cell, so a line goes corner to corner without the mouse (before: those keys did
    nothing on the board, and Shift+arrows made only staircases)."""
    window = sudoku_edit_window(qtbot)
    use(window, "renban")
    cursor_to(qtbot, window, 1, 1)
    type_key(window, K.Key_Home)  # at the corner: nowhere up and left, the cursor stays
    assert window.controller.selected == rc(1, 1)
    type_key(window, K.Key_PageDown, SHIFT)
    type_key(window, K.Key_PageDown, SHIFT)
    type_key(window, K.Key_PageUp, SHIFT)
    type_key(window, K.Key_Return)
    assert rules(window) == (Renban((rc(1, 1), rc(2, 2), rc(3, 3), rc(2, 4))),)
    type_key(window, K.Key_End)  # without Shift: the cursor alone moves
    assert window.controller.selection == {rc(3, 3)}
