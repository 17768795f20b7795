"""The toolbar (issue 14, item 16): every button has an icon (bundled SVGs drawn in the palette's
text colour, so they work offscreen, on every platform and in dark palettes) and a tooltip that
names its shortcut."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication

from str8ts_gui.gui.app import dark_palette
from str8ts_gui.gui.icons import ICON_DIR, TOOL_ICONS, resource_path, tool_icon
from str8ts_gui.gui.main_window import MainWindow

from gui_helpers import new_window

ROOT = Path(__file__).resolve().parents[2]
TOOLBAR_NAMES = [
    "action__undo", "action__redo", "action_solve", "action_hint", "action_check", "action_edit_mode",
    "action_play_mode", "action_pencil_marks", "action_fill_pencil_marks", "action_clear_entries",
    "action_show_mistakes", "action_show_candidates", "action_symmetric_painting",
]


@pytest.fixture
def window(qtbot) -> MainWindow:
    return new_window(qtbot)


def ink(icon: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> QColor:
    """The colour of an icon's most opaque pixel (its lines)."""
    image = icon.pixmap(24, 24, mode).toImage()
    best, colour = -1, QColor()
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.alpha() > best:
                best, colour = c.alpha(), c
    return colour


def test_every_toolbar_button_has_an_icon_a_label_and_a_tooltip_with_its_shortcut(window: MainWindow) -> None:
    actions = [a for a in window.toolbar.actions() if not a.isSeparator()]
    assert [a.objectName() for a in actions] == TOOLBAR_NAMES  # the same actions, names kept
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextUnderIcon
    for a in actions:
        assert not a.icon().isNull(), a.objectName()
        assert a.iconText(), a.objectName()
        keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in a.shortcuts())
        assert keys and a.toolTip().endswith(f"({keys})"), (a.objectName(), a.toolTip())
        button = window.toolbar.widgetForAction(a)
        assert button.toolTip() == a.toolTip()
    assert window.act_solve.toolTip().endswith("(F5)")
    assert window.act_pencil.toolTip().endswith("(P)")
    assert window.act_check.toolTip().endswith("(Ctrl+K, F6)")


def test_the_icons_are_bundled_and_installed_with_the_package() -> None:
    for name, _theme in TOOL_ICONS.values():
        path = resource_path(f"{ICON_DIR}/{name}.svg")
        assert path is not None and path.is_file(), name
        assert "currentColor" in path.read_text(encoding="utf-8"), name  # drawn in the palette's colour
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    data = re.search(r'"str8ts_gui\.resources" = \[([^\]]*)\]', pyproject)
    assert data is not None and '"icons/*.svg"' in data.group(1)


def test_icons_follow_the_palette(qtbot, window: MainWindow, tmp_path) -> None:
    app = QApplication.instance()
    light = QPalette(app.palette())
    undo = window.act_undo
    assert ink(undo.icon()).lightness() < 100  # dark lines on the light palette
    disabled = ink(undo.icon(), QIcon.Mode.Disabled)
    assert disabled != ink(undo.icon())
    assert window.toolbar.grab().save(str(tmp_path / "toolbar_light.png"))
    try:
        app.setPalette(dark_palette())
        qtbot.waitUntil(lambda: ink(window.act_undo.icon()).lightness() > 180, timeout=5000)
        assert ink(window.act_solve.icon()).lightness() > 180
        # the number pad's buttons follow the palette too (its style sheet is polished again)
        button = window.number_pad.digit_buttons[1]
        qtbot.waitUntil(lambda: button.grab().toImage().pixelColor(5, button.height() // 2).lightness() < 128)
        assert window.grab().save(str(tmp_path / "window_dark.png"))
    finally:
        app.setPalette(light)
    qtbot.waitUntil(lambda: ink(window.act_undo.icon()).lightness() < 100, timeout=5000)


def test_tool_icon_falls_back_to_the_theme_when_the_file_is_missing() -> None:
    assert tool_icon("no-such-icon").isNull()
    icon = tool_icon("no-such-icon", theme="edit-undo")
    assert icon.isNull() == QIcon.fromTheme("edit-undo").isNull()
    assert not tool_icon("undo").isNull()


def _behind_the_chevron(window: MainWindow) -> list[str]:
    """The toolbar's actions whose buttons do not show (Qt puts them behind its » button)."""
    toolbar = window.toolbar
    return [
        a.objectName() for a in toolbar.actions()
        if not a.isSeparator() and not toolbar.widgetForAction(a).isVisible()
    ]


@pytest.mark.parametrize("mode", ["edit", "play"])
def test_a_narrow_window_shows_every_tool_as_an_icon_and_a_wide_one_with_labels_again(qtbot, window, mode) -> None:
    (window.act_edit_mode if mode == "edit" else window.act_play_mode).trigger()
    window.show()
    qtbot.waitExposed(window)
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextUnderIcon
    window.resize(700, 550)  # (with labels the toolbar needs about 730 pixels)
    qtbot.waitUntil(lambda: window.toolbar.width() <= 700)
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    qtbot.waitUntil(lambda: not _behind_the_chevron(window))  # Symmetric too, the setter's toggle
    assert window.toolbar.widgetForAction(window.act_symmetric).toolTip() == window.act_symmetric.toolTip()
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
    qtbot.waitUntil(lambda: not _behind_the_chevron(window))
