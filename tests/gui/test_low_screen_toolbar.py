"""The main window on a low screen (1024 x 600, 1366 x 768): the board is square, so in a window
wider than the board needs its side is set by the height left under the menus, the toolbar and
above the status bar. The toolbar's labels took 18 of those pixels (53 pixels high with labels,
35 without), so at 1024 x 600 a 9 x 9's cells were 47 pixels. There the toolbar now shows its
icons alone (the tooltips still name each tool) and the board gets that height (cells of 49
pixels); where the board's side is set by its width again, or on a taller screen, the labels
come back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen

from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import grid_square, new_window

LABELS = Qt.ToolButtonStyle.ToolButtonTextUnderIcon
ICONS = Qt.ToolButtonStyle.ToolButtonIconOnly
# a screen and the window it gives: the first start's (fit_to_screen: 900 x 700 less the frame)
# and a maximized one's (the screen less a taskbar and title bar)
LOW = [((1024, 600), (900, 552)), ((1024, 600), (1008, 552)), ((1366, 768), (1350, 700))]


def settle(qtbot, window: MainWindow) -> None:
    """Queued layout work done: the toolbar's style and the board's size the same a few turns."""
    seen, still = None, 0
    for _ in range(100):
        qtbot.wait(20)
        now = (window.toolbar.toolButtonStyle(), window.toolbar.height(), window.board.size().toTuple())
        still = still + 1 if now == seen else 0
        if still >= 3:
            return
        seen = now


def screen_of(monkeypatch, size: tuple[int, int]) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, *size))


def sized(qtbot, size: tuple[int, int]) -> MainWindow:
    window = new_window(qtbot)
    window.resize(*size)
    settle(qtbot, window)
    return window


def cell(window: MainWindow) -> float:
    return grid_square(window).height() / window.controller.session.puzzle.size


@pytest.mark.parametrize("screen, size", LOW, ids=[f"{s[0]}x{s[1]}-window-{w}x{h}" for s, (w, h) in LOW])
def test_on_a_low_screen_the_board_gets_the_height_of_the_toolbars_labels(qtbot, monkeypatch, screen, size) -> None:
    screen_of(monkeypatch, screen)
    # the window as it was: the labels kept whatever the height (only a narrow window dropped them)
    kept = new_window(qtbot)
    monkeypatch.setattr(kept, "_board_short_of_height", lambda labelled_height: False, raising=False)
    kept.resize(*size)
    kept._fit_toolbar()  # (it opened at 900 x 552 on this screen: perhaps no resize)
    settle(qtbot, kept)
    assert kept.toolbar.toolButtonStyle() == LABELS  # (the window is wide enough for them)
    window = sized(qtbot, size)
    tb = window.toolbar
    assert tb.toolButtonStyle() == ICONS
    for act in tb.actions():  # each tool still named by its tooltip
        if not act.isSeparator():
            assert tb.widgetForAction(act).toolTip() == act.toolTip() and act.toolTip()
    saved = kept.toolbar.height() - tb.height()
    assert saved >= 10
    assert window.board.height() == kept.board.height() + saved  # all of it the board's
    assert cell(window) >= cell(kept) + saved / 9 - 1


def test_the_labels_come_back_where_the_board_is_no_longer_short_of_height(qtbot, monkeypatch) -> None:
    screen_of(monkeypatch, (1366, 768))
    window = sized(qtbot, (1350, 700))  # maximized
    assert window.toolbar.toolButtonStyle() == ICONS
    low_board = window.board.height()
    window.resize(900, 700)  # the first start's size: the board's side is set by its width
    qtbot.waitUntil(lambda: window.toolbar.toolButtonStyle() == LABELS)
    settle(qtbot, window)
    assert window.toolbar.toolButtonStyle() == LABELS
    window.resize(1350, 700)
    qtbot.waitUntil(lambda: window.toolbar.toolButtonStyle() == ICONS)
    settle(qtbot, window)
    assert window.board.height() == low_board
    screen_of(monkeypatch, (1920, 1080))  # on a taller screen, made taller
    window.resize(1350, 900)
    qtbot.waitUntil(lambda: window.toolbar.toolButtonStyle() == LABELS)
    settle(qtbot, window)
    assert window.toolbar.toolButtonStyle() == LABELS and window.height() == 900


@pytest.mark.parametrize("screen, size", [((1920, 1080), (1000, 552)), ((1366, 768), (900, 700))],
                         ids=["tall-screen", "board-as-wide-as-high"])
def test_the_labels_stay_where_the_board_would_not_gain_or_the_window_can_grow(qtbot, monkeypatch, screen, size) -> None:
    """On a tall screen a low window can be made taller; in the default 900 x 700 window the
    board's side is set by its width (the side column's beside it), so the labels cost it nothing."""
    screen_of(monkeypatch, screen)
    window = sized(qtbot, size)
    assert window.toolbar.toolButtonStyle() == LABELS
