"""The number pad in the dark look, edit mode (the screenshot audit): the current mode's button,
checked but disabled, was drawn in the palette's Mid colour, darker than the dark button under it,
and the disabled colour swatches faded into the dark pad."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from str8ts_gui.core.session import Mode
from str8ts_gui.gui.app import THEME_ENV, apply_theme, ensure_app
from str8ts_gui.gui.draw.palette import contrast_ratio

from gui_helpers import new_window
from test_paint_colours import delta_e


@pytest.fixture
def dark_window(qtbot, monkeypatch):
    monkeypatch.delenv(THEME_ENV, raising=False)
    app = ensure_app()  # (its first call applies the saved theme: before ours)
    apply_theme(app, choice="dark")
    try:
        window = new_window(qtbot)
        qtbot.waitUntil(lambda: window.number_pad.palette().window().color().lightness() < 100)
        yield window
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


def colours(image: QImage, inset: int = 3) -> list[QColor]:
    return [image.pixelColor(x, y) for x in range(inset, image.width() - inset) for y in range(inset, image.height() - inset)]


def text_contrast(button) -> float:
    """How far a button's text stands out from its face: the contrast of the pixel farthest from
    the most common colour (the face) against it."""
    pixels = colours(button.grab().toImage())
    face = Counter(c.rgb() for c in pixels).most_common(1)[0][0]
    return max(contrast_ratio(c, QColor.fromRgb(face)) for c in pixels)


def test_the_checked_but_disabled_mode_reads_as_well_as_the_other_disabled_ones(qtbot, dark_window) -> None:
    pad = dark_window.number_pad
    assert dark_window.controller.mode == Mode.EDIT
    digit, others = pad.entry_button, [b for m, b in pad.mode_buttons.items() if m != "digit"]
    assert digit.isChecked() and not digit.isEnabled() and not any(b.isEnabled() for b in others)
    least_other = min(text_contrast(b) for b in others)
    assert least_other >= 2.0  # (the other disabled buttons: dim, but they read)
    assert text_contrast(digit) >= 0.9 * least_other, (text_contrast(digit), least_other)


def test_the_disabled_swatches_stay_visible_and_dashed_on_the_dark_pad(qtbot, dark_window) -> None:
    pad = dark_window.number_pad
    back = pad.palette().color(pad.backgroundRole())
    faded = {}
    for k, b in pad.colour_buttons.items():
        assert not b.isEnabled()
        image = b.grab().toImage()
        fill = image.pixelColor(image.width() // 2, image.height() // 2)
        faded[k] = delta_e(fill.name(), back.name())
        assert faded[k] >= 6, (k, fill.name(), back.name(), faded[k])
        w, h = image.width(), image.height()
        rim = [image.pixelColor(x, y) for x in range(w) for y in range(h) if min(x, y, w - 1 - x, h - 1 - y) == 0]
        edge = max(contrast_ratio(c, back) for c in rim)
        assert edge >= 1.6 and edge > contrast_ratio(fill, back), (k, edge)  # the dashed edge shows
    dark_window.set_mode(Mode.PLAY)
    qtbot.waitUntil(lambda: pad.colour_buttons[1].isEnabled())
    for k, b in pad.colour_buttons.items():  # and the enabled ones are plainly stronger
        image = b.grab().toImage()
        fill = image.pixelColor(image.width() // 2, image.height() // 2)
        assert delta_e(fill.name(), back.name()) >= 1.5 * faded[k], k
