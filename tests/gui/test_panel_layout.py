"""Layout of the window's board and panels: the board keeps a margin from the window's edges,
the solution path shows its steps and the step's sentence whole, and the hint panel takes the
height its hint needs, leaving the rest to the solution path."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, Qt

from str8ts_gui.kinds.str8ts.formats import parse_text
from str8ts_gui.gui.main_window import BOARD_MARGIN, DEFAULT_SIZE, MainWindow
from str8ts_gui.gui.screen_fit import FRAME_ALLOWANCE
from str8ts_gui.gui.board.render import board_square
from str8ts_gui.core.document import Document
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.session import Mode

from gui_helpers import key, window_with

ROOT = Path(__file__).resolve().parents[2]
GENTLE = parse_text((ROOT / "puzzles" / "wikipedia.txt").read_text(encoding="utf-8"))[0]
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return window_with(qtbot, tmp_path, GENTLE)


def settle(qtbot, window: MainWindow) -> None:
    qtbot.wait(50)  # queued layout work (docks resized after they show)


def show_path_and_hint(qtbot, window: MainWindow, hint_first: bool = True) -> None:
    def path() -> None:
        with qtbot.waitSignal(window.path_panel.pathShown, timeout=10000):
            key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)

    if not hint_first:
        path()
    for _ in range(2):  # hint level 2: a two-line text
        with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
            key(qtbot, window, Qt.Key.Key_H, CTRL)
    if hint_first:
        path()
    window.path_panel.select_step(2)
    settle(qtbot, window)


def fully_shown(widget) -> bool:
    """Nothing of the widget is cut off by its parents (a scroll area, a dock too short)."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def room_under(hint) -> int:
    """Empty height in the hint dock under its buttons."""
    bottom = hint.more_button.mapTo(hint, hint.more_button.rect().bottomLeft()).y()
    return hint.height() - bottom


def square_in_window(window: MainWindow) -> QRect:
    board = window.board
    square = board_square(QRectF(board.rect()), window.controller.size).toRect()
    return square.translated(board.mapTo(window, board.rect().topLeft()))


@pytest.mark.parametrize("size", [(900, 700), (520, 760)])
def test_board_keeps_a_margin_from_the_window_edges(qtbot, window: MainWindow, size) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.board.width() > 100)
    settle(qtbot, window)
    square = square_in_window(window)
    central = window.centralWidget().geometry()
    assert square.left() - central.left() >= BOARD_MARGIN
    assert central.right() - square.right() >= BOARD_MARGIN - 1
    assert square.top() - central.top() >= BOARD_MARGIN
    assert square.left() >= BOARD_MARGIN


def test_solution_path_steps_and_sentence_are_not_cut(qtbot, window: MainWindow) -> None:
    show_path_and_hint(qtbot, window)
    panel = window.path_panel
    steps = panel.steps
    assert steps.count() > 10
    # one line a step, cut with "…" when it is longer, and the whole step in its tooltip
    assert steps.textElideMode() == Qt.TextElideMode.ElideRight and not steps.wordWrap()
    result = panel.result
    for row in range(steps.count()):
        step = result.path.steps[row]
        assert step.text in steps.item(row).toolTip() and step.strategy in steps.item(row).toolTip()
    shown = [steps.item(r) for r in range(steps.count()) if steps.visualItemRect(steps.item(r)).intersects(steps.viewport().rect())]
    assert len(shown) >= 4  # room for several steps with the number pad and the hint open too
    # the step's sentence: the label is as tall as its text (its box scrolls when needed)
    label = panel.detail_label
    assert label.text().startswith("Step 3 of")
    assert label.height() >= label.heightForWidth(label.width())
    lines = label.fontMetrics().lineSpacing()
    needed = label.heightForWidth(label.width())
    assert panel.detail_scroll.viewport().height() >= min(needed, lines * 4) - 2


def test_solution_path_shows_ten_steps_at_the_first_window_size(qtbot, window: MainWindow) -> None:
    room = window.screen().availableGeometry()  # the default size, fitted to the screen
    assert window.width() == min(DEFAULT_SIZE[0], room.width() - FRAME_ALLOWANCE[0])
    assert window.height() == min(DEFAULT_SIZE[1], room.height() - FRAME_ALLOWANCE[1])
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    settle(qtbot, window)
    steps = window.path_panel.steps
    assert window.number_pad.isVisible() and steps.count() > 10
    rows = [r for r in range(steps.count()) if steps.viewport().rect().contains(steps.visualItemRect(steps.item(r)))]
    assert len(rows) >= 10, len(rows)


@pytest.mark.parametrize("hint_first", [True, False])
def test_hint_panel_shows_all_of_its_hint_and_wastes_no_height(qtbot, window: MainWindow, hint_first) -> None:
    window.number_pad.hide()
    show_path_and_hint(qtbot, window, hint_first)
    hint = window.hint_panel
    assert hint.isVisible() and window.path_panel.isVisible()
    text = hint.text_label
    assert "look at" in text.text()
    assert text.height() >= text.heightForWidth(text.width())
    assert fully_shown(hint.more_button) and fully_shown(hint.apply_button)
    # no more height than the hint needs: little room under its buttons, the path gets the rest
    qtbot.waitUntil(lambda: room_under(hint) <= 40)
    assert window.path_panel.height() > 2 * hint.height()


@pytest.mark.parametrize("hint_first", [True, False])
def test_hint_panel_with_the_number_pad_too(qtbot, window: MainWindow, hint_first) -> None:
    window.number_pad.show()
    show_path_and_hint(qtbot, window, hint_first)
    hint = window.hint_panel
    text = hint.text_label
    assert text.height() >= text.heightForWidth(text.width())
    assert fully_shown(hint.more_button) and fully_shown(hint.apply_button)


def test_the_number_pad_alone_is_as_tall_as_its_buttons(qtbot, window: MainWindow) -> None:
    """No panel that takes the spare height is open: the Number Pad keeps the height of its
    buttons and the column's foot stays empty, instead of a framed pad stretched to the bottom."""
    pad = window.number_pad
    assert pad.isVisible() and not window.hint_panel.isVisible() and not window.path_panel.isVisible()
    qtbot.waitUntil(lambda: pad.height() <= pad.preferred_height() + 2)
    assert pad.height() >= pad.minimumSizeHint().height()
    assert window.side_column.height() - pad.height() > 200  # the room below is left empty
    assert fully_shown(pad.colour_buttons[max(pad.colour_buttons)])


@pytest.mark.parametrize("size", [(700, 550), (1280, 800)])
def test_a_hint_below_the_number_pad_gets_its_height_and_the_pad_no_more_than_its_own(qtbot, window: MainWindow, size) -> None:
    """The Number Pad and a hint (no Solution Path): the pad keeps its buttons' height and the
    hint below it gets what its text and buttons need, in a small window too."""
    window.resize(*size)
    for _ in range(2):  # hint level 2: a longer text
        with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
            key(qtbot, window, Qt.Key.Key_H, CTRL)
    settle(qtbot, window)
    pad, hint = window.number_pad, window.hint_panel
    qtbot.waitUntil(lambda: fully_shown(hint.more_button) and fully_shown(hint.apply_button))
    text = hint.text_label
    assert text.height() >= text.heightForWidth(text.width())
    assert pad.height() <= pad.preferred_height() + 2
    assert room_under(hint) <= 40  # and the hint no more than it needs
    assert hint.geometry().top() - pad.geometry().bottom() < 12  # right below the pad


def test_the_solution_path_opened_after_a_hint_takes_the_rest_of_the_column(qtbot, window: MainWindow) -> None:
    """The Solution Path opened after the pad and a hint: the pad and the hint keep their heights
    and the path gets the rest of the column (not a pad stretched and the hint squeezed)."""
    window.resize(700, 550)
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    settle(qtbot, window)
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    settle(qtbot, window)
    pad, hint, path = window.number_pad, window.hint_panel, window.path_panel
    qtbot.waitUntil(lambda: pad.height() <= pad.preferred_height() + 2)
    assert fully_shown(hint.more_button) and fully_shown(hint.apply_button)
    column = window.side_column.splitter
    assert path.geometry().bottom() >= column.height() - 2  # down to the column's foot
    assert path.height() > hint.height()


def test_the_rules_palette_coming_with_edit_mode_gets_the_spare_height(qtbot, window: MainWindow) -> None:
    """A new Sudoku in edit mode: the Rules palette joins the column (which had only the Number
    Pad, as tall as its buttons) and takes the spare height; the pad keeps its buttons' height."""
    window.resize(700, 550)
    window.set_mode(Mode.EDIT)  # a Str8ts in edit mode: no palette
    pad = window.number_pad
    qtbot.waitUntil(lambda: pad.height() <= pad.preferred_height() + 2)  # the pad alone first
    window.new_puzzle(9, "sudoku")  # File > New > Sudoku: edit mode, the palette made for it
    assert window.controller.mode == Mode.EDIT
    palette = window.rule_tools
    qtbot.waitUntil(lambda: palette is not None and palette.isVisible())
    settle(qtbot, window)
    column = window.side_column.splitter
    qtbot.waitUntil(lambda: pad.height() >= pad.preferred_height() - 2)
    assert palette.height() + pad.height() >= column.height() - 12  # together they fill the column
    assert palette.height() > pad.height()


def test_the_number_pad_alone_follows_its_digits_from_board_to_board(qtbot, window: MainWindow) -> None:
    """With the Number Pad alone, a board of more digits makes it taller (nothing cut off) and
    one of fewer makes it shorter again (no empty frame), though no panel opened or closed."""
    pad = window.number_pad
    for n in (4, 16, 9, 4):
        window.set_document(Document(get_kind("sudoku").empty(n)), None, mode=Mode.PLAY)
        qtbot.waitUntil(lambda: len(pad.digit_buttons) == n)
        qtbot.waitUntil(lambda: abs(pad.height() - pad.preferred_height()) <= 2)
        assert fully_shown(pad.digit_buttons[n]) and fully_shown(pad.clear_button)
        assert fully_shown(pad.colour_buttons[max(pad.colour_buttons)])


def test_the_number_pad_shown_again_below_a_hint_leaves_the_hint_its_height(qtbot, window: MainWindow) -> None:
    """The pad closed, a hint alone, then the pad shown again: both get the heights they need."""
    pad, hint = window.number_pad, window.hint_panel
    pad.hide()
    with qtbot.waitSignal(window.hints.hintShown, timeout=5000):
        key(qtbot, window, Qt.Key.Key_H, CTRL)
    settle(qtbot, window)
    pad.show()
    qtbot.waitUntil(lambda: abs(pad.height() - pad.preferred_height()) <= 2)
    qtbot.waitUntil(lambda: fully_shown(hint.more_button) and fully_shown(hint.apply_button))
    text = hint.text_label
    assert text.height() >= text.heightForWidth(text.width())


def test_heights_the_user_dragged_survive_minimising_the_window(qtbot, window: MainWindow) -> None:
    """The splitter's sizes set by hand stay when the window is minimised and restored."""
    with qtbot.waitSignal(window.path_panel.pathShown, timeout=10000):
        key(qtbot, window, Qt.Key.Key_P, CTRL | ALT)
    settle(qtbot, window)
    splitter = window.side_column.splitter
    sizes = splitter.sizes()
    pad = splitter.indexOf(window.number_pad)
    path = splitter.indexOf(window.path_panel)
    dragged = list(sizes)
    dragged[pad] += 60
    dragged[path] -= 60
    splitter.setSizes(dragged)  # as a drag of the handle between them does
    settle(qtbot, window)
    dragged = splitter.sizes()
    window.showMinimized()
    qtbot.wait(100)
    window.showNormal()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    qtbot.wait(100)
    assert splitter.sizes() == dragged
