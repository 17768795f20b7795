"""The number pad (issue 14, item 14): digits, Clear and Entry / Pencil by mouse alone; a right
click on a digit highlights it on the board (item 13)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow
from str8ts_gui.gui.panels.number_pad import NumberPad
from str8ts_gui.kinds.str8ts.formats import parse_text, to_line

from gui_helpers import click_cell, key, new_window

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton


@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


def play_gentle(qtbot, tmp_path: Path) -> MainWindow:
    path = tmp_path / "gentle.txt"
    path.write_text(to_line(GENTLE) + "\n", encoding="utf-8")
    w = new_window(qtbot, path)
    assert w.controller.mode == Mode.PLAY
    return w


def pad_of(window: MainWindow) -> NumberPad:
    pad = window.findChild(NumberPad, "number_pad")
    assert isinstance(pad, NumberPad)
    return pad


def shown_digits(pad: NumberPad) -> list[str]:
    return [b.text() for _d, b in sorted(pad.digit_buttons.items()) if b.isVisibleTo(pad)]


def test_the_pad_is_shown_right_of_the_board_and_toggled_from_the_view_menu(qtbot, window: MainWindow) -> None:
    pad = pad_of(window)
    assert pad.isVisible() and pad.windowTitle() == "Number Pad"
    assert pad.parentWidget() is window.side_column.splitter  # in the side column
    pad_left = pad.mapTo(window, pad.rect().topLeft()).x()
    board_right = window.board.mapTo(window, window.board.rect().topRight()).x()
    assert pad_left >= board_right  # beside the board, not over it
    act = window.act_number_pad
    assert act in window.view_menu.actions()
    assert act.shortcut() == QKeySequence("Ctrl+Alt+N") and act.toolTip().endswith("(Ctrl+Alt+N)")
    key(qtbot, window, Qt.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert not pad.isVisible() and not act.isChecked()
    # the next window remembers that the player hid it ...
    other = new_window(qtbot)
    assert not pad_of(other).isVisible()
    other.act_number_pad.trigger()
    assert pad_of(other).isVisible()
    # ... and that it was shown again
    third = new_window(qtbot)
    assert pad_of(third).isVisible()


def test_the_digits_follow_the_board_size(qtbot, window: MainWindow) -> None:
    pad = pad_of(window)
    assert shown_digits(pad) == [str(d) for d in range(1, 10)]
    window.new_puzzle(16)
    assert shown_digits(pad) == [str(d) for d in range(1, 17)]  # 10-16 as numbers, not letters
    assert pad.grid.columnCount() == 5  # five a row: the pad stays low
    window.new_puzzle(4, "sudoku")
    assert shown_digits(pad) == ["1", "2", "3", "4"]
    window.new_puzzle(6, "sudoku")
    assert shown_digits(pad) == [str(d) for d in range(1, 7)]


def test_playing_with_the_mouse_alone(qtbot, tmp_path) -> None:
    window = play_gentle(qtbot, tmp_path)
    ctl, pad = window.controller, pad_of(window)
    state = lambda: ctl.session.state  # noqa: E731
    assert pad.entry_button.isChecked() and not pad.pencil_button.isChecked()

    click_cell(qtbot, window, 2)  # r1c3 is open
    qtbot.mouseClick(pad.digit_buttons[4], LEFT)
    assert state().entries[2] == 4
    assert QApplication.focusWidget() is window.board  # the keys still go to the board

    # Pencil mode from the pad: the same mode as P and the toolbar's Pencil
    qtbot.mouseClick(pad.pencil_button, LEFT)
    assert ctl.pencil_mode and window.act_pencil.isChecked() and pad.pencil_button.isChecked()
    click_cell(qtbot, window, 3)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    qtbot.mouseClick(pad.digit_buttons[6], LEFT)
    assert state().marks[3] == (1 << 1) | (1 << 6) and state().entries[3] == 0
    qtbot.mouseClick(pad.entry_button, LEFT)
    assert not ctl.pencil_mode and not window.act_pencil.isChecked()
    key(qtbot, window, Qt.Key_P)  # P on the board shows on the pad too
    assert pad.pencil_button.isChecked() and not pad.entry_button.isChecked()
    key(qtbot, window, Qt.Key_P)
    assert pad.entry_button.isChecked()

    # Shift+click: a corner mark, Ctrl+click: a centre mark, without leaving entry mode
    qtbot.mouseClick(pad.digit_buttons[9], LEFT, Qt.KeyboardModifier.ShiftModifier)
    qtbot.mouseClick(pad.digit_buttons[7], LEFT, Qt.KeyboardModifier.ControlModifier)
    assert state().corner[3] == 1 << 9 and state().centre[3] == 1 << 7 and not ctl.pencil_mode
    assert state().marks[3] == (1 << 1) | (1 << 6)
    # Ctrl+Shift+click: a colour, as Ctrl+Shift+digit on the board (SudokuPad)
    qtbot.mouseClick(pad.digit_buttons[5], LEFT, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert state().colours[3] == 1 << 5 and state().corner[3] == 1 << 9 and state().centre[3] == 1 << 7
    qtbot.mouseClick(pad.digit_buttons[5], LEFT, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert state().colours[3] == 0

    # Clear empties the selected cell (every kind of mark at once); a clue is never changed
    qtbot.mouseClick(pad.clear_button, LEFT)
    assert state().marks[3] == state().corner[3] == state().centre[3] == 0
    click_cell(qtbot, window, 2)
    qtbot.mouseClick(pad.clear_button, LEFT)
    assert state().entries[2] == 0
    clue = next(i for i in range(81) if GENTLE.clues[i] and not GENTLE.black[i])
    click_cell(qtbot, window, clue)
    qtbot.mouseClick(pad.digit_buttons[1], LEFT)
    assert state().puzzle == GENTLE and "is a clue" in window.status_message()

    # undo works on what the pad did
    key(qtbot, window, Qt.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state().entries[2] == 4


def test_in_edit_mode_the_digits_set_clues(qtbot, window: MainWindow) -> None:
    ctl, pad = window.controller, pad_of(window)
    assert ctl.mode == Mode.EDIT
    assert not pad.entry_button.isEnabled() and not pad.pencil_button.isEnabled()
    click_cell(qtbot, window, 10)
    qtbot.mouseClick(pad.digit_buttons[7], LEFT)
    assert ctl.session.puzzle.clues[10] == 7
    qtbot.mouseClick(pad.clear_button, LEFT)
    assert ctl.session.puzzle.clues[10] == 0
    window.new_puzzle(12)
    click_cell(qtbot, window, 0)
    qtbot.mouseClick(pad.digit_buttons[12], LEFT)
    assert ctl.session.puzzle.clues[0] == 12
    key(qtbot, window, Qt.Key_F3)
    assert pad.entry_button.isEnabled() and pad.pencil_button.isEnabled()


def test_a_right_click_highlights_the_digit_on_the_board(qtbot, tmp_path) -> None:
    window = play_gentle(qtbot, tmp_path)
    ctl, pad = window.controller, pad_of(window)
    before = window.board.grab().toImage()
    qtbot.mouseClick(pad.digit_buttons[6], RIGHT)
    assert ctl.focus_digit == 6
    assert pad.digit_buttons[6].isChecked()
    assert not any(b.isChecked() for d, b in pad.digit_buttons.items() if d != 6)
    assert ctl.session.state.entries == (0,) * 81  # nothing typed
    assert window.board.grab().toImage() != before  # the board shows the highlight
    qtbot.mouseClick(pad.digit_buttons[3], RIGHT)
    assert ctl.focus_digit == 3 and pad.digit_buttons[3].isChecked() and not pad.digit_buttons[6].isChecked()
    qtbot.mouseClick(pad.digit_buttons[3], RIGHT)  # the same digit again: highlight off
    assert ctl.focus_digit is None and not any(b.isChecked() for b in pad.digit_buttons.values())
    # a left click types and leaves the highlight alone
    click_cell(qtbot, window, 2)
    qtbot.mouseClick(pad.digit_buttons[4], LEFT)
    assert not pad.digit_buttons[4].isChecked() and ctl.focus_digit is None


def test_screenshots(qtbot, tmp_path) -> None:
    """Pictures of the pad for a human check (light palette; the dark one in test_toolbar_icons)."""
    window = play_gentle(qtbot, tmp_path)
    window.controller.set_focus_digit(6)
    assert window.grab().save(str(tmp_path / "window_with_pad.png"))
    window.new_puzzle(16)
    assert pad_of(window).grab().save(str(tmp_path / "pad_16.png"))


def pad_buttons(pad: NumberPad) -> list:
    return [*pad.mode_buttons.values(), *pad.digit_buttons.values(), pad.clear_button, *pad.colour_buttons.values()]


def span_in(widget, area) -> tuple[int, int]:
    """Where ``widget`` starts and ends across ``area`` (pixels, ``area``'s coordinates)."""
    left = widget.mapTo(area, QPoint(0, 0)).x()
    return left, left + widget.width()


@pytest.mark.parametrize("size", [(700, 550), (1280, 800)])
def test_the_pad_fits_its_column_with_even_margins(qtbot, size) -> None:
    """The screenshot audit: the five mode buttons asked for more than the column, so the pad's
    body was wider than its view and its right edge was cut (8 px margin left, 0 right)."""
    window = new_window(qtbot)
    window.resize(*size)
    for mode in (Mode.EDIT, Mode.PLAY):
        window.set_mode(mode)
        qtbot.wait(60)
        QApplication.processEvents()
        pad = pad_of(window)
        view = pad.scroll.viewport()
        assert pad.body.width() <= view.width()
        assert not pad.scroll.horizontalScrollBar().isVisible()
        spans = [span_in(b, view) for b in pad_buttons(pad)]
        left = min(a for a, _b in spans)
        right = view.width() - max(b for _a, b in spans)
        assert left >= 6 and right >= 6, (size, mode, left, right)
        assert abs(left - right) <= 1, (size, mode, left, right)
        assert [pad.mode_buttons[m].y() for m in pad.mode_buttons] == [pad.entry_button.y()] * 5  # one row


def test_with_a_larger_font_the_mode_buttons_wrap_and_nothing_is_cut(qtbot) -> None:
    app = QApplication.instance()
    normal = QFont(app.font())
    large = QFont(normal)
    large.setPointSizeF(normal.pointSizeF() * 1.5)
    app.setFont(large)
    try:
        window = new_window(qtbot)
        window.resize(700, 550)
        qtbot.wait(60)
        QApplication.processEvents()
        pad = pad_of(window)
        view = pad.scroll.viewport()
        assert pad.entry_button.font().pointSizeF() == pytest.approx(large.pointSizeF())
        assert len({b.y() for b in pad.mode_buttons.values()}) > 1  # the five no longer fit one row
        for b in pad_buttons(pad):
            a, z = span_in(b, view)
            assert 0 <= a and z <= view.width(), (b.objectName(), a, z, view.width())
        for b in pad.mode_buttons.values():
            assert b.width() >= b.fontMetrics().horizontalAdvance(b.text()) + 4, b.text()
        assert pad.body.width() <= view.width() and pad.body.height() <= view.height()  # shown whole
    finally:
        app.setFont(normal)


@pytest.mark.parametrize("size", [(700, 550), (1280, 800)])
def test_the_digit_columns_are_equal_and_still_in_edit_and_play_mode(qtbot, size) -> None:
    """The screenshot audit: Clear became "Clear clue" in edit mode and widened its column, so
    1-4 shrank and grew back at each switch."""
    window = new_window(qtbot)
    window.resize(*size)
    pad = pad_of(window)
    for board in (9, 16, 4):
        window.new_puzzle(board)
        places = {}
        for mode in (Mode.EDIT, Mode.PLAY, Mode.EDIT):
            window.set_mode(mode)
            qtbot.wait(60)
            QApplication.processEvents()
            buttons = [*(b for _d, b in sorted(pad.digit_buttons.items())), pad.clear_button]
            where = [b.geometry().getRect() for b in buttons]
            places.setdefault(mode, where)
            assert where == places[Mode.EDIT], (board, mode)  # nothing moves or changes size
            first_row = [b for b in buttons[:5] if b.y() == buttons[0].y()]
            widths = {b.width() for b in first_row}
            assert max(widths) - min(widths) <= 1, (board, mode, widths)  # equal columns
            assert len({b.height() for b in buttons}) == 1, board  # equal rows
            clear = pad.clear_button
            words = clear.text().split("\n")
            assert " ".join(words) == ("Clear" if mode == Mode.PLAY else "Clear clue")
            assert all(clear.fontMetrics().horizontalAdvance(w) + 4 <= clear.width() for w in words)
            assert len(words) * clear.fontMetrics().lineSpacing() + 2 <= clear.height()
