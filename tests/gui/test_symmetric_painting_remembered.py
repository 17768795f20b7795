"""Edit > Symmetric Painting is remembered in the settings: a new window (the next start) has it
on or off as the setter left it, like the number pad's visibility (a reviewer turned it on and
every new window started with it off)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from str8ts_gui.gui import settings as app_settings
from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import click_cell, key, new_window

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _fresh(qtbot) -> MainWindow:
    w = MainWindow(autosave=False, restore_geometry=False)
    qtbot.addWidget(w)
    return w


def test_off_at_first(qtbot) -> None:
    w = _fresh(qtbot)
    assert not w.controller.symmetric and not w.act_symmetric.isChecked()
    assert app_settings.symmetric_painting() is False


def test_a_new_window_has_it_as_the_last_one_left_it(qtbot) -> None:
    first = new_window(qtbot)
    key(qtbot, first, Qt.Key.Key_R, CTRL_SHIFT)  # Ctrl+Shift+R: on
    assert first.controller.symmetric
    assert app_settings.symmetric_painting() is True

    second = _fresh(qtbot)  # reads the settings as the next start does
    assert second.controller.symmetric and second.act_symmetric.isChecked()
    second.show()
    qtbot.waitExposed(second)
    click_cell(qtbot, second, 1, Qt.MouseButton.RightButton)  # it paints the mirror cell too
    black = second.controller.session.puzzle.black
    assert black[1] and black[79] and sum(black) == 2

    second.act_symmetric.trigger()  # off again: remembered off
    assert not second.controller.symmetric
    third = _fresh(qtbot)
    assert not third.controller.symmetric and not third.act_symmetric.isChecked()


def test_an_unreadable_setting_is_off(qtbot) -> None:
    s = app_settings.settings()
    s.setValue("edit/symmetric_painting", "garbage")
    s.sync()
    assert not _fresh(qtbot).controller.symmetric
