"""Tab and Shift+Tab take the keyboard from the board to the side panels' controls and round to
the board again, top to bottom; Esc in a panel gives it back to the board; the control with the
keyboard shows a ring; the Solution Path's list chooses steps with its keys as with clicks.

(Before: Tab is no key of the board's, in any mode, but every button of the panels refused the
focus, so Tab stayed on the board with the Number Pad alone; with the Solution Path shown it went
to the panels in the order they were made, and entering the list showed step 1 on the board.)"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest

from str8ts_gui.core.session import Mode
from str8ts_gui.kinds.str8ts.formats import parse_text

from gui_helpers import click_cell, new_window, open_solution_path, window_with
from rule_tool_helpers import sudoku_edit_window, use

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
OPEN = [i for i in range(81) if not GENTLE.black[i] and not GENTLE.clues[i]]
SHIFT = Qt.KeyboardModifier.ShiftModifier
NOMOD = Qt.KeyboardModifier.NoModifier


def _type(window, key, modifier=NOMOD) -> None:
    """A key typed on the window: it goes where the keyboard focus is."""
    QTest.keyClick(window.windowHandle(), key, modifier)


def _focus():
    return QApplication.focusWidget()


def _tab_round(window, modifier=NOMOD) -> list[str]:
    """Tab (or Shift+Tab) from the board until the board has the keyboard again: the object
    names of the controls passed."""
    window.board.setFocus()
    names = []
    for _ in range(80):
        _type(window, Qt.Key.Key_Tab, modifier)
        if _focus() is window.board:
            return names
        names.append(_focus().objectName())
    raise AssertionError(f"Tab never came back to the board: {names}")


def _pad_names(window) -> list[str]:
    pad = window.number_pad
    digits = [f"number_pad_{d}" for d in sorted(pad.digit_buttons)]
    colours = [f"number_pad_colour_{k}" for k in sorted(pad.colour_buttons)]
    return digits + ["number_pad_clear"] + colours


def test_tab_goes_round_the_board_and_the_number_pad(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)  # play mode, the Number Pad shown (the default)
    assert w.controller.mode == Mode.PLAY
    # the entry modes are one stop (Qt's way with a group of exclusive buttons: arrows within it)
    assert _tab_round(w) == ["number_pad_entry"] + _pad_names(w)


def test_shift_tab_goes_round_the_other_way(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    assert _tab_round(w, SHIFT) == list(reversed(["number_pad_entry"] + _pad_names(w)))


def test_tab_follows_the_panels_top_to_bottom(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    open_solution_path(qtbot, w)
    # the Number Pad (made last, shown first), then the Solution Path (its "back" and "Your
    # Board" buttons are greyed out on the live board: no stops)
    assert _tab_round(w) == (
        ["number_pad_entry"] + _pad_names(w) + ["path_solve", "path_forward", "path_steps", "path_detail_scroll"]
    )


def test_tab_in_edit_mode_with_a_rule_tool_leaves_the_board(qtbot) -> None:
    w = sudoku_edit_window(qtbot)  # the Rules palette shown, on top of the Number Pad
    use(w, "killer")
    w.board.setFocus()
    qtbot.waitUntil(w.board.hasFocus)
    _type(w, Qt.Key.Key_Tab)
    # the palette first: its first check box
    assert _focus() is next(iter(w.rule_tools.checks.values()))
    names = _tab_round(w)
    # then the pad: the entry modes are greyed out in edit mode, its first stop is the digit 1
    assert "number_pad_entry" not in names
    assert names.index("number_pad_1") > names.index("rule_tool_killer")


def _tab_to_pad_digit(qtbot, tmp_path, digit: int):
    """A window with its first open cell selected and the keyboard on the pad's ``digit``,
    reached with Tab from the board: (window, cell)."""
    w = window_with(qtbot, tmp_path, GENTLE)
    cell = OPEN[0]
    click_cell(qtbot, w, cell)
    w.board.setFocus()
    for _ in range(digit + 1):  # the modes, then 1 to the digit
        _type(w, Qt.Key.Key_Tab)
    assert _focus() is w.number_pad.digit_buttons[digit]
    return w, cell


def test_space_on_a_pad_digit_reached_with_tab_types_it(qtbot, tmp_path) -> None:
    w, cell = _tab_to_pad_digit(qtbot, tmp_path, 4)
    _type(w, Qt.Key.Key_Space)
    assert w.controller.session.state.entries[cell] == 4


def test_esc_in_the_number_pad_gives_the_keyboard_back_to_the_board(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    click_cell(qtbot, w, OPEN[0])
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab)
    _type(w, Qt.Key.Key_Tab)
    assert _focus() is w.number_pad.digit_buttons[1]
    _type(w, Qt.Key.Key_Escape)
    assert _focus() is w.board
    _type(w, Qt.Key.Key_7)  # the board's keys work again
    assert w.controller.session.state.entries[OPEN[0]] == 7


def test_the_control_with_the_keyboard_has_a_ring_around_it(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab)
    _type(w, Qt.Key.Key_Tab)
    button = w.number_pad.digit_buttons[1]
    assert _focus() is button
    ring = w.number_pad.focus_ring
    assert ring is not None and ring.isVisible() and ring.parentWidget() is button.parentWidget()
    assert ring.geometry().contains(button.geometry()) and ring.geometry() != button.geometry()
    # drawn in the selection colour just outside the button, on its left edge's middle
    picture = button.parentWidget().grab().toImage()
    edge = button.geometry().left() - 2
    colour = picture.pixelColor(QPoint(edge, button.geometry().center().y()))
    highlight = w.palette().color(QPalette.ColorRole.Highlight)
    assert sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], highlight.getRgb()[:3])) < 60
    _type(w, Qt.Key.Key_Escape)  # the keyboard back on the board: no ring
    assert not ring.isVisible()


def test_tab_into_the_step_list_shows_no_step_until_a_key_chooses_one(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    open_solution_path(qtbot, w)
    steps = w.path_panel.steps
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab, SHIFT)  # the sentence below the list
    _type(w, Qt.Key.Key_Tab, SHIFT)
    assert _focus() is steps
    assert steps.currentRow() == -1 and not w.controller.previewing  # still your board
    _type(w, Qt.Key.Key_Down)  # as a click on the first step
    assert steps.currentRow() == 0 and w.controller.previewing
    _type(w, Qt.Key.Key_Down)
    assert steps.currentRow() == 1 and w.controller.preview.label == "Step 2 of %d" % steps.count()


def test_enter_in_the_step_list_with_no_step_chosen_shows_the_first(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    open_solution_path(qtbot, w)
    steps = w.path_panel.steps
    steps.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(steps.hasFocus)
    assert steps.currentRow() == -1
    _type(w, Qt.Key.Key_Return)
    assert steps.currentRow() == 0 and w.controller.previewing


def test_esc_on_a_path_button_shows_your_board_and_gives_the_keyboard_back(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    open_solution_path(qtbot, w)
    panel = w.path_panel
    panel.select_step(2)
    assert w.controller.previewing
    panel.live_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(panel.live_button.hasFocus)
    _type(w, Qt.Key.Key_Escape)
    assert _focus() is w.board and not w.controller.previewing


def test_the_entry_modes_are_one_stop_whose_arrows_choose_the_mode(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    pad = w.number_pad
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab)
    assert _focus() is pad.mode_buttons["digit"]
    _type(w, Qt.Key.Key_Right)  # as Qt's radio buttons: the next one, chosen
    assert _focus() is pad.mode_buttons["corner"] and w.controller.entry_mode == "corner"
    _type(w, Qt.Key.Key_Tab)
    assert _focus() is pad.digit_buttons[1]
    _type(w, Qt.Key.Key_Escape)
    _type(w, Qt.Key.Key_C)  # the mode chosen on the board: Tab comes to that one
    assert w.controller.entry_mode == "centre"
    _type(w, Qt.Key.Key_Tab)
    assert _focus() is pad.mode_buttons["centre"]



def test_a_panel_closed_while_it_has_the_keyboard_gives_it_to_the_board(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    open_solution_path(qtbot, w)
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab)
    assert _focus() is w.number_pad.mode_buttons["digit"]
    _type(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)  # View > Number Pad
    assert not w.number_pad.isVisible()
    assert _focus() is w.board  # not the Solution Path's first button


def test_the_ring_follows_the_pad_made_again_for_another_board(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab)
    _type(w, Qt.Key.Key_Tab)
    assert _focus() is w.number_pad.digit_buttons[1]
    w.new_puzzle(4, "sudoku")  # the pad's digits are made again: 1 to 4
    assert sorted(w.number_pad.digit_buttons) == [1, 2, 3, 4]
    w.rule_tools.hide()  # (the Rules palette, on top in edit mode, is not what this is about)
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab)  # (edit mode: the modes are greyed out)
    assert _focus() is w.number_pad.digit_buttons[1]
    ring = w.number_pad.focus_ring
    assert ring.isVisible() and ring.geometry().contains(w.number_pad.digit_buttons[1].geometry())


def test_tab_reaches_the_hint_panels_buttons(qtbot, tmp_path) -> None:
    w = window_with(qtbot, tmp_path, GENTLE)
    w.act_hint_panel.trigger()
    qtbot.waitUntil(w.hint_panel.isVisible)
    names = _tab_round(w)
    panel = w.hint_panel
    enabled = [b.objectName() for b in (panel.more_button, panel.apply_button) if b.isEnabled()]
    assert enabled and all(name in names for name in enabled)
    assert not (set(b.objectName() for b in (panel.more_button, panel.apply_button)) - set(enabled)) & set(names)
    # a click on the Hint button leaves the keyboard with the board
    w.board.setFocus()
    qtbot.waitUntil(w.board.hasFocus)
    qtbot.mouseClick(panel.more_button, Qt.MouseButton.LeftButton)
    assert _focus() is w.board


def test_tab_reaches_the_rules_palettes_check_boxes_and_its_tools_as_one_stop(qtbot) -> None:
    w = sudoku_edit_window(qtbot)
    palette = w.rule_tools
    names = _tab_round(w)
    checks = [c.objectName() for c in palette.checks.values()]
    assert checks and all(name in names for name in checks)
    tools = [n for n in names if n.startswith("rule_tool_")]
    assert len(tools) == 1  # the exclusive tools are one stop (arrows move within them)
    # a click on a tool leaves the keyboard with the board
    w.board.setFocus()
    qtbot.waitUntil(w.board.hasFocus)
    button = palette.buttons["killer"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert _focus() is w.board


def test_a_digit_typed_on_a_pad_button_goes_to_the_board_with_the_keyboard(qtbot, tmp_path) -> None:
    w, cell = _tab_to_pad_digit(qtbot, tmp_path, 2)
    _type(w, Qt.Key.Key_5)
    assert w.controller.session.state.entries[cell] == 5
    assert _focus() is w.board
    # a mark the same way (Shift+digit: a corner mark), and Delete
    _type(w, Qt.Key.Key_Tab)
    _type(w, Qt.Key.Key_Delete)
    assert w.controller.session.state.entries[cell] == 0 and _focus() is w.board



def test_the_ring_around_a_checked_button_is_in_the_text_colour(qtbot, tmp_path) -> None:
    """The pad's chosen mode is filled with the selection colour: its ring is drawn in the text
    colour, which shows against it (a ring in the selection colour read as a larger button)."""
    w = window_with(qtbot, tmp_path, GENTLE)
    w.board.setFocus()
    _type(w, Qt.Key.Key_Tab)
    button = w.number_pad.mode_buttons["digit"]
    assert _focus() is button and button.isChecked()
    qtbot.waitUntil(lambda: w.number_pad.focus_ring is not None and w.number_pad.focus_ring.isVisible())
    picture = button.parentWidget().grab().toImage()
    colour = picture.pixelColor(QPoint(button.geometry().left() - 2, button.geometry().center().y()))
    text = w.palette().color(QPalette.ColorRole.WindowText)
    assert sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], text.getRgb()[:3])) < 60, colour.name()


def test_a_screen_reader_hears_the_cursors_cell_and_what_it_holds(qtbot, tmp_path) -> None:
    """A keyboard-only review: the board's accessible name stayed "Str8ts 9 x 9 board" whatever
    the cursor did, and its description was the tooltip's HTML."""
    from str8ts_gui.core.document import Document
    from str8ts_gui.kinds.sudoku.model import new_puzzle

    w = new_window(qtbot)
    w.set_document(Document(new_puzzle(9)), mode=Mode.PLAY)
    board = w.board
    board.setFocus()
    w.controller.select(0)
    assert board.accessibleName() == "Sudoku 9 x 9 board, r1c1: empty"
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_1, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(board, Qt.Key.Key_2, Qt.KeyboardModifier.ShiftModifier)
    assert board.accessibleName() == "Sudoku 9 x 9 board, r1c2: empty, corner marks 1 and 2"
    qtbot.keyClick(board, Qt.Key.Key_4)
    assert board.accessibleName() == "Sudoku 9 x 9 board, r1c2: 4"
    assert "<" not in board.accessibleDescription() and "Left click: select a cell" in board.accessibleDescription()


def test_the_panels_focus_stops_have_names(qtbot) -> None:
    """A keyboard-only review: the path's step list and sentence, and the pad's mode buttons,
    had no accessible name for a screen reader."""
    w = new_window(qtbot)
    panel = w.path_panel
    assert panel.steps.accessibleName() == "Solution path steps"
    assert panel.detail_scroll.accessibleName() == "The chosen step in words"
    assert [b.accessibleName() for b in w.number_pad.mode_buttons.values()][:2] == ["Digit mode", "Corner mode"]


def test_left_and_right_walk_the_rules_palettes_tools_in_order(qtbot) -> None:
    """A keyboard-only review: Right from the first tool went Killer cage, Thermometer, Whispers,
    Clone, Odd and no further (Qt's arrows go by the buttons' places in the rows)."""
    w = sudoku_edit_window(qtbot)
    dock = w.rule_tools
    buttons = dock.group.buttons()
    buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(buttons[0].hasFocus)
    seen = [_focus()]
    for _ in range(len(buttons) - 1):
        _type(w, Qt.Key.Key_Right)
        seen.append(_focus())
    assert seen == buttons  # every tool, in the palette's order
    assert buttons[-1].isChecked()  # each one chosen as the arrows reach it
    _type(w, Qt.Key.Key_Left)
    assert _focus() is buttons[-2] and buttons[-2].isChecked()
