"""The status bar's badge ("Unique solution", "Multiple solutions") follows a font changed while the
window is open (the application's font set at run time), as the number pad and the Rules palette
do (tests/gui/test_pad_font_change.py): it is styled, and Qt passes no new font on to a style
sheet's widget, so it kept the old size beside the other words of the status bar until the next
check restyled it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gui_helpers import app_font_scaled, new_window, wait_analysis


@pytest.mark.parametrize("scale", [1.6, 0.7])
def test_the_badge_follows_a_font_changed_at_run_time(qtbot, scale) -> None:
    normal = QApplication.instance().font().pointSizeF()
    window = new_window(qtbot)
    window.new_suguru(5, 5)
    wait_analysis(qtbot, window, "Multiple solutions")
    bar = window.status_bar
    badge = bar.analysis_label
    assert badge.font().pointSizeF() == bar.mode_label.font().pointSizeF() == normal
    with app_font_scaled(qtbot, scale) as other:
        assert bar.mode_label.font().pointSizeF() == other.pointSizeF()
        assert badge.font().pointSizeF() == other.pointSizeF()
        assert badge.font().bold() and badge.text() == "Multiple solutions"  # (still the badge's look)
        assert badge.sizeHint().height() >= badge.fontMetrics().height()
    assert badge.font().pointSizeF() == normal
