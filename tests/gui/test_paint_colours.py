"""The nine paint colours stand out from the board and from each other, light and dark (the
screenshot audit: the dark grey, #34373d on a #3a3d43 cell, looked unpainted), and from the
selected cells' fill (a cell painted blue looked selected)."""

from __future__ import annotations

import pytest

from str8ts_gui.gui.draw.palette import DARK, LIGHT, PAINT_NAMES, contrast_ratio, paint_colours, relative_luminance

CLEAR_DIFFERENCE = 12.0  # CIE76 delta E: the closest pair of the eight hues on either board is 12.9


def lab(colour: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    from PySide6.QtGui import QColor

    c = QColor(colour)
    lin = [(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4) for v in (c.redF(), c.greenF(), c.blueF())]
    x = (0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047
    y = relative_luminance(colour)
    z = (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: str, b: str) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5


def test_lab_of_known_colours() -> None:
    assert lab("#ffffff") == pytest.approx((100, 0, 0), abs=0.05)
    assert lab("#000000") == pytest.approx((0, 0, 0), abs=0.05)
    assert lab("#ff0000") == pytest.approx((53.24, 80.09, 67.20), abs=0.1)
    assert lab("#808080")[0] == pytest.approx(53.59, abs=0.05)


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_every_paint_colour_is_clearly_seen_on_the_board_and_apart_from_the_others(palette) -> None:
    colours = paint_colours(palette is DARK)
    for k, colour in enumerate(colours):
        name = PAINT_NAMES[k]
        assert delta_e(colour, palette.cell) >= CLEAR_DIFFERENCE, (palette.name, name, colour)
        # a painted cell does not pass for a selected one (blue was 7.7 and 4.1 from the selection's fill)
        assert delta_e(colour, palette.selected) >= CLEAR_DIFFERENCE, (palette.name, name, "selected")
        for other, other_colour in zip(PAINT_NAMES[k + 1:], colours[k + 1:]):
            assert delta_e(colour, other_colour) >= CLEAR_DIFFERENCE, (palette.name, name, other)
        for text in ("clue", "entry"):  # given and typed digits stay readable on it
            assert contrast_ratio(palette.colour(text), colour) >= 4.5, (palette.name, name, text)
