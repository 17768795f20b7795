"""The Rules palette follows light and dark switched while the window is open: its body is styled,
and a style sheet keeps the colours it was polished with, so after a switch to dark its tools
stayed light buttons on the dark window and the check boxes' text (now light) stood on a light
face, hardly readable; the number pad polishes its style sheet again on PaletteChange, and the
palette now does too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from str8ts_gui.gui.app import apply_theme

from gui_helpers import sudoku_palette_window


@pytest.fixture
def back_to_light():
    yield
    apply_theme(QApplication.instance(), Qt.ColorScheme.Light, choice="system")


def faces(palette) -> dict[str, str]:
    """The colour of the chosen tool's face, another tool's, and the check boxes' ground."""

    def face(button) -> str:
        image = button.grab().toImage()
        return image.pixelColor(4, image.height() // 2).name()  # inside the frame, left of the text

    check = palette.checks["Anti-king"].grab().toImage()
    return {
        "chosen": face(palette.buttons["digits"]),
        "other": face(palette.buttons["killer"]),
        "check ground": check.pixelColor(check.width() - 2, check.height() // 2).name(),
    }


@pytest.mark.parametrize("switch", [("light", "dark"), ("dark", "light")])
def test_the_rules_palette_follows_a_theme_switched_at_run_time(qtbot, switch, back_to_light) -> None:
    start, then = switch
    app = QApplication.instance()
    apply_theme(app, choice=start)
    _, palette, _ = sudoku_palette_window(qtbot, (1100, 800))
    before = faces(palette)
    apply_theme(app, choice=then)
    qtbot.wait(60)
    after = faces(palette)
    fresh = faces(sudoku_palette_window(qtbot, (1100, 800))[1])  # a window opened in that look
    assert before != fresh
    assert after == fresh, (before, after, fresh)
