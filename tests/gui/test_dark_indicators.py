"""Check boxes and radio buttons in the dark look (the dialogs' audit): Fusion draws an
indicator's edge in the Window colour made darker, 1.1:1 against the dark dialog, so the boxes
of Preferences, the Generate dialog's rules and the Library's "Unsolved only" were nearly
invisible. Measured on the pixels Fusion draws, in a dialog-like parent that fills its own
background (a child check box does not)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QRadioButton, QStyle, QStyleOptionButton, QWidget

from str8ts_gui.gui.app import THEME_ENV, apply_theme, ensure_app, light_palette
from str8ts_gui.gui.draw.palette import contrast_ratio


@pytest.fixture
def dark(monkeypatch):
    monkeypatch.delenv(THEME_ENV, raising=False)
    app = ensure_app()
    apply_theme(app, choice="dark")
    try:
        yield app
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


def indicator_pixels(qtbot, button_class, checked: bool):
    """(the parent's background, the indicator's pixels along its middle row) as QColors."""
    parent = QWidget()
    parent.setAutoFillBackground(True)
    qtbot.addWidget(parent)
    layout = QHBoxLayout(parent)
    button = button_class("Choice", parent)
    button.setChecked(checked)
    layout.addWidget(button)
    with qtbot.waitExposed(parent):
        parent.show()
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = QStyle.SubElement.SE_CheckBoxIndicator if button_class is QCheckBox else QStyle.SubElement.SE_RadioButtonIndicator
    box = button.style().subElementRect(element, option, button).translated(button.pos())
    image = parent.grab().toImage()
    background = image.pixelColor(1, 1)
    row = box.center().y()
    return background, [image.pixelColor(x, row) for x in range(box.left(), box.right() + 1)]


@pytest.mark.parametrize("button_class", [QCheckBox, QRadioButton])
def test_dark_indicators_have_an_edge_that_stands_out(qtbot, dark, button_class) -> None:
    background, pixels = indicator_pixels(qtbot, button_class, checked=False)
    assert background.lightness() < 80  # the dark dialog
    edge = max(contrast_ratio(c, background) for c in pixels[:3])  # the left edge (anti-aliased for a radio)
    assert edge >= 3.0, edge
    inside = pixels[len(pixels) // 2]
    assert contrast_ratio(inside, background) < 1.5  # the box itself stays dark, as the fields do


@pytest.mark.parametrize("button_class", [QCheckBox, QRadioButton])
def test_dark_indicators_show_their_mark(qtbot, dark, button_class) -> None:
    _, off = indicator_pixels(qtbot, button_class, checked=False)
    _, on = indicator_pixels(qtbot, button_class, checked=True)
    inside = off[len(off) // 2]
    mark = max(contrast_ratio(c, inside) for c in on[2:-2])
    assert mark >= 4.5, mark


def test_light_indicators_stay_fusions_own(qtbot, dark) -> None:
    """Back to light, the check boxes get the light palette again (no dark class palette left)."""
    apply_theme(dark, Qt.ColorScheme.Light, choice="system")
    box = QCheckBox("Choice")
    qtbot.addWidget(box)
    box.show()
    for role in ("Window", "Base", "Text", "WindowText"):
        r = getattr(box.palette().ColorRole, role)
        assert box.palette().color(r) == light_palette().color(r), role
    assert QColor(box.palette().window().color()).name() == "#efefef"
