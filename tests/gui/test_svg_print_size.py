"""A PNG and an SVG of the same --size come into a document (a word processor, a layout
program) at the same size: the PNG says 300 dots an inch, and the SVG's width and height in
millimetres are the same (a setter's review: a 900-pixel SVG said 238 mm, wider than an A4
page's text, its PNG 76 mm). The picture drawn is the same."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from str8ts_gui.gui.files import export
from str8ts_gui.kinds.str8ts.formats import parse_line

WIKI = "##..5..c#.6..##1.....#h....9..d...#e#....3..###...i.4.4.3.##.6...1##....##8....#b"


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


@pytest.mark.parametrize("size_px", [900, 333])
def test_the_svg_is_as_large_as_the_png_on_paper(tmp_path: Path, size_px: int) -> None:
    puzzle = parse_line(WIKI)
    png = QImage(str(export.render_png(puzzle, tmp_path / "p.png", size_px=size_px, title="Gentle")))
    png_mm = (png.width() / png.dotsPerMeterX() * 1000, png.height() / png.dotsPerMeterY() * 1000)
    text = export.render_svg(puzzle, tmp_path / "p.svg", size_px=size_px, title="Gentle").read_text(encoding="utf-8")
    width, height = map(float, re.search(r'<svg width="([0-9.]+)mm" height="([0-9.]+)mm"', text).groups())
    assert width == pytest.approx(png_mm[0], abs=0.1) and height == pytest.approx(png_mm[1], abs=0.1)
    assert f'viewBox="0 0 {size_px} {size_px}"' in text
