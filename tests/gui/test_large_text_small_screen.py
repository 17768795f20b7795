"""The main window on a small screen with large text (a reviewer's): at a font scale of 200% a
16 x 16 Sudoku made the window taller than the screen, 635 pixels on a 1024 x 600 screen and 783
on a 1366 x 768 one: the side column's least height (the Number Pad, which did not scroll, and
the Rules palette) and the board's least size (enough for 16 pencil marks a cell, by a fixed
allowance for the menus and toolbar that large text outgrows). Now the board's least size and
the pad's give way (the pad scrolls) where the window would not fit, and nothing changes where it
does (normal and 150% text)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QScreen
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import new_window

SCREENS = [(1024, 600), (1366, 768)]
BOARDS = [("sudoku", 16, Mode.EDIT), ("sudoku", 16, Mode.PLAY), ("str8ts", 16, Mode.PLAY), ("sudoku", 12, Mode.EDIT),
          ("suguru", 10, Mode.EDIT)]


@pytest.fixture
def text_scale():
    """Sets the application's font to ``scale`` times its size (the system's text scale), as
    it was again after the test."""
    app = QApplication.instance()
    old = QFont(app.font())

    def scale(factor: float) -> None:
        bigger = QFont(old)
        bigger.setPointSizeF(old.pointSizeF() * factor)
        app.setFont(bigger)

    yield scale
    app.setFont(old)


def state(window: MainWindow) -> tuple:
    pad = window.number_pad
    return (window.size().toTuple(), window.board.minimumSize().toTuple(), pad.scroll.minimumHeight(),
            window.side_column.splitter.sizes())


def settle(qtbot, window: MainWindow) -> None:
    """Queued layout work done: the window's size, the board's and the pad's least sizes and the
    side column's heights the same for a few turns of the event loop."""
    qtbot.wait(50)
    seen, still = None, 0
    for _ in range(100):
        now = state(window)
        still = still + 1 if now == seen else 0
        if still >= 3:
            return
        seen = now
        qtbot.wait(20)


def open_board(qtbot, monkeypatch, text_scale, screen, scale, wide, kind, size, mode) -> MainWindow:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, *screen))
    text_scale(scale)
    window = new_window(qtbot)
    if wide:  # as wide as the screen: the toolbar's buttons with their labels (a taller toolbar)
        window.resize(screen[0] - 16, window.height())
    for n in (size - 1, size):  # (a board of another size first: the pad built afresh)
        if kind == "suguru":
            window.new_suguru(n, n)
        else:
            window.new_puzzle(n, kind)
    window.set_mode(mode)
    settle(qtbot, window)
    return window


@pytest.mark.parametrize("wide", [False, True], ids=["default-width", "screen-wide"])
@pytest.mark.parametrize("kind, size, mode", BOARDS, ids=[f"{k}{s}-{m.name.lower()}" for k, s, m in BOARDS])
@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_the_window_fits_a_small_screen_with_text_at_200_percent(
    qtbot, monkeypatch, text_scale, screen, kind, size, mode, wide
) -> None:
    window = open_board(qtbot, monkeypatch, text_scale, screen, 2.0, wide, kind, size, mode)
    frame = window.frameGeometry()
    assert frame.height() <= screen[1] and frame.width() <= screen[0]
    least = window.minimumSizeHint()
    assert least.height() <= screen[1] and least.width() <= screen[0]
    # the panels neither overlap nor spill: the side column's panels inside it, one below another
    column = window.side_column
    assert column.geometry().bottom() < window.centralWidget().height()
    shown = [p for p in column.panels if p.isVisible()]
    for upper, lower in zip(shown, shown[1:]):
        assert upper.geometry().bottom() < lower.geometry().top()
    # the whole pad within reach: what the panel does not show, its scroll bar does
    pad = window.number_pad
    bar = pad.scroll.verticalScrollBar()
    assert pad.body.height() <= pad.scroll.viewport().height() + bar.maximum()
    assert not pad.scroll.horizontalScrollBar().isVisible()
    assert window.board.width() >= 200


@pytest.mark.parametrize("wide", [False, True], ids=["default-width", "screen-wide"])
@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["100", "150"])
@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_normal_and_150_percent_text_keep_the_boards_and_pads_own_least_sizes(
    qtbot, monkeypatch, text_scale, screen, scale, wide
) -> None:
    """Where the window fits as it is, it is left as it is: the board as large as 16 pencil
    marks a cell need (as far as the screen allows) and the whole pad without a scroll bar."""
    window = open_board(qtbot, monkeypatch, text_scale, screen, scale, wide, "sudoku", 16, Mode.EDIT)
    assert window.frameGeometry().height() <= screen[1]
    board = window.board
    assert board.minimumSize() == board.minimumSizeHint()  # the board's own (board.minimum_side)
    assert board.minimumHeight() == board.minimum_side()
    pad = window.number_pad
    assert pad.scroll.minimumHeight() == pad.body.minimumSizeHint().height()
    assert not pad.scroll.verticalScrollBar().isVisible()
