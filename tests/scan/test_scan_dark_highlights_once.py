"""A dark-look screenshot's highlights are found once: for the grid's grey, the cells' grey and
the selection outline's place (picture.dark_pictures). The reader found them once for the two
greys and again for the outline (picture.dark_outline), classifying every coloured pixel of the
picture against the 27 highlights twice."""

from __future__ import annotations

import numpy as np
import pytest

from str8ts_gui.scan import picture, read_picture

from scan_helpers import SUGURU, puzzle_of
from test_reader import assert_read

pytest.importorskip("PySide6")


@pytest.fixture
def dark_shot(sp, monkeypatch):
    """A screenshot (RGB) of the window in its dark look showing a Suguru (r1c1 selected, as the
    window opens a puzzle), and the puzzle."""
    from PySide6.QtCore import Qt

    from str8ts_gui.gui.app import THEME_ENV, apply_theme

    monkeypatch.delenv(THEME_ENV, raising=False)
    app = sp._app()
    apply_theme(app, Qt.ColorScheme.Dark, choice="dark")
    try:
        truth = puzzle_of(SUGURU, "suguru")
        yield sp.window_screenshot(truth), truth
    finally:
        apply_theme(app, Qt.ColorScheme.Light, choice="system")


def test_a_dark_screenshot_is_read_with_its_highlights_found_once(dark_shot, sp, monkeypatch) -> None:
    shot, truth = dark_shot
    assert np.median(shot) < 110  # the dark look
    calls = []
    found = picture._highlights
    monkeypatch.setattr(picture, "_highlights", lambda *a, **k: calls.append(1) or found(*a, **k))
    assert_read(read_picture(sp.encode(shot, ".png")), truth, sp)
    assert len(calls) == 1


def test_the_three_pictures_are_those_found_one_by_one(dark_shot) -> None:
    """The same greys and outline as to_grey and dark_outline give, and for a picture larger than
    the reader works on (scaled down), too."""
    shot, _truth = dark_shot
    bgr = np.ascontiguousarray(shot[:, :, ::-1])
    big = np.repeat(np.repeat(bgr, 2, axis=0), 2, axis=1)
    assert max(big.shape[:2]) > picture.MAX_SIDE
    for image in (bgr, big):
        lined, plain, outline = picture.dark_pictures(image)
        assert np.array_equal(lined, picture.to_grey(image, dark=True, lines=True))
        assert np.array_equal(plain, picture.to_grey(image, dark=True))
        assert outline.any() and np.array_equal(outline, picture.dark_outline(image))
        assert all(np.array_equal(a, b) for a, b in zip(picture.dark_greys(image), (lined, plain)))
