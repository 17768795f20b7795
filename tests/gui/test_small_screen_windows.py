"""Help, the Library and the Highlight Legend on a small screen (the dialogs' audit): they opened at
a fixed size (Help 720 x 620), so on a 1024 x 600 screen Help's Back and Close were below the edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from str8ts_gui.gui import screen_fit
from str8ts_gui.gui.help import HelpBrowser
from str8ts_gui.gui.legend import LegendDialog
from str8ts_gui.gui.library_browser import LibraryBrowser

SMALL = QRect(0, 0, 1024, 600)


@pytest.fixture
def small_screen(monkeypatch):
    """Every screen says its available area is 1024 x 600 (the offscreen one is 800 x 800)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(SMALL))
    return SMALL


@pytest.mark.parametrize("make", [HelpBrowser, LibraryBrowser, LegendDialog], ids=["help", "library", "legend"])
def test_windows_fit_a_small_screen_with_their_frame(qtbot, small_screen, make) -> None:
    window = make()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    allowance_w, allowance_h = screen_fit.FRAME_ALLOWANCE
    frame = window.frameGeometry()
    frame_w = max(frame.width() - window.width(), allowance_w)
    frame_h = max(frame.height() - window.height(), allowance_h)
    assert window.width() + frame_w <= small_screen.width()
    assert window.height() + frame_h <= small_screen.height()


@pytest.mark.parametrize("make, size", [(HelpBrowser, (720, 620)), (LibraryBrowser, (800, 560)), (LegendDialog, (520, 560))],
                         ids=["help", "library", "legend"])
def test_windows_keep_their_size_on_a_big_screen(qtbot, monkeypatch, make, size) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1080))
    window = make()
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == size
