"""The Rules palette follows a font changed while the window is open (the application's font set
at run time), as the number pad does (tests/gui/test_pad_font_change.py): its body is styled, and
Qt passes no new font on to a style sheet's widgets, so its check boxes, tool buttons and help
kept the old, smaller font, and the help its old room."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from gui_helpers import sudoku_palette_window


def measures(palette) -> dict:
    """The palette's fonts and the sizes measured from them."""
    body = palette.findChild(QScrollArea, "rule_tools_scroll").widget()
    return {
        "title": palette.title_label.font().pointSizeF(),
        "caption": {label.font().pointSizeF() for label in body.findChildren(QLabel)},
        "check fonts": {c.font().pointSizeF() for c in palette.checks.values()},
        "tool fonts": {b.font().pointSizeF() for b in palette.buttons.values()},
        "tool height": palette.buttons["killer"].sizeHint().height(),
        "help room": palette.help.minimumHeight(),
    }


def settle(qtbot) -> None:
    qtbot.wait(60)
    QApplication.processEvents()


@pytest.mark.parametrize("scale", [1.6, 0.7])
def test_the_rules_palette_follows_a_font_changed_at_run_time(qtbot, scale) -> None:
    app = QApplication.instance()
    normal = QFont(app.font())
    other = QFont(normal)
    other.setPointSizeF(normal.pointSizeF() * scale)
    window, palette, _ = sudoku_palette_window(qtbot, (1100, 800))
    before = measures(palette)
    try:
        app.setFont(other)
        settle(qtbot)
        after = measures(palette)
        fresh = measures(sudoku_palette_window(qtbot, (1100, 800))[1])  # a window opened at that font
    finally:
        app.setFont(normal)
    settle(qtbot)
    assert fresh["tool fonts"] == {other.pointSizeF()}
    assert after == fresh, (before, after, fresh)
    assert after["help room"] != before["help room"]
    assert measures(palette) == before  # and back again
