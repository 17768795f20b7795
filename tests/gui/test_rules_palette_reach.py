"""Every tool of the Rules palette can be reached on a small window (1024 x 640, 800 x 600,
700 x 550): a tool the palette has no room for is below the others, and its scroll bar shows and
scrolls it into view, whole (not cut at the palette's right edge or under the Number Pad)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from str8ts_gui.gui.board.rule_tools import TOOLS

from gui_helpers import in_view, sudoku_palette_window


@pytest.mark.parametrize("size", [(1024, 640), (800, 600), (700, 550)])
def test_every_tool_is_reached_by_the_palettes_scroll_bar(qtbot, size) -> None:
    window, palette, scroll = sudoku_palette_window(qtbot, size)  # File > New > Sudoku 9 x 9
    bar = scroll.verticalScrollBar()
    pad, column = window.number_pad, window.side_column.splitter
    # the side column shares its height once the palette has shown (queued layout work)
    qtbot.waitUntil(lambda: palette.height() + pad.height() >= column.height() - 12)
    QApplication.processEvents()
    assert (window.width(), window.height()) == size
    assert list(palette.buttons) == [tool.name for tool in TOOLS]
    out_of_view = [name for name, button in palette.buttons.items() if not in_view(button, scroll)]
    assert out_of_view, "the palette is taller than its room at this size: the tools below scroll"
    assert bar.isVisible() and bar.maximum() > 0  # ... so its scroll bar shows
    unreached = []
    for name, button in palette.buttons.items():
        scroll.ensureWidgetVisible(button, 0, 0)  # as far as the scroll bar goes
        QApplication.processEvents()
        if not in_view(button, scroll):
            unreached.append((name, button.geometry().getRect(), bar.value(), bar.maximum()))
    assert not unreached, (size, scroll.viewport().size(), unreached)
    # the last tool's help is below the tools: reached too
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    assert in_view(palette.buttons[TOOLS[-1].name], scroll) and in_view(palette.help, scroll)
