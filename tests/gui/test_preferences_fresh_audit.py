"""Preferences as a keyboard uses it (a second audit)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.app import apply_theme


@pytest.fixture
def restore_light():
    yield
    apply_theme(QApplication.instance(), Qt.ColorScheme.Light, choice="system")


@pytest.mark.parametrize("saved", ["system", "dark", "light"])
def test_the_keyboard_starts_on_the_choice_in_force(qtbot, window, restore_light, saved) -> None:
    # The dialog opened with the keyboard on "Light" whatever was chosen: Space then chose Light
    # and an arrow key Dark, both applied at once, where the player meant to look only.
    from str8ts_gui.gui.preferences import show_preferences

    app_settings.set_theme(saved)
    dialog = show_preferences(window)
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    assert dialog.focusWidget() is dialog.buttons[saved]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
    assert app_settings.theme() == saved and dialog.choice() == saved
    dialog.close()
    app_settings.set_theme("light" if saved != "light" else "dark")
    again = show_preferences(window)  # shown again after a change elsewhere: its choice again
    QApplication.processEvents()
    assert again is dialog and dialog.focusWidget() is dialog.buttons[app_settings.theme()]
