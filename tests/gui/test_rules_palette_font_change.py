"""The Rules palette follows a font changed while the window is open (the application's font set
at run time), as the number pad does (tests/gui/test_pad_font_change.py): its body is styled, and
Qt passes no new font on to a style sheet's widgets, so its check boxes, tool buttons and help
kept the old, smaller font, and the help its old room."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QScrollArea

from gui_helpers import app_font_scaled, sudoku_palette_window


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


@pytest.mark.parametrize("scale", [1.6, 0.7])
def test_the_rules_palette_follows_a_font_changed_at_run_time(qtbot, scale) -> None:
    window, palette, _ = sudoku_palette_window(qtbot, (1100, 800))
    before = measures(palette)
    with app_font_scaled(qtbot, scale) as other:
        after = measures(palette)
        fresh = measures(sudoku_palette_window(qtbot, (1100, 800))[1])  # a window opened at that font
    assert fresh["tool fonts"] == {other.pointSizeF()}
    assert after == fresh, (before, after, fresh)
    assert after["help room"] != before["help room"]
    assert measures(palette) == before  # and back again
