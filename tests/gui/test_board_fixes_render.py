"""Board drawing: a selected cell Check marks wrong shows both the selection's outline and
Check's red frame (the outline ran over the frame, so the frame vanished), light and dark."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from gui_helpers import render
from str8ts_gui.core.kind import get_kind
from str8ts_gui.core.puzzle import PlayState
from str8ts_gui.gui.draw.palette import DARK, LIGHT
from str8ts_gui.gui.board.render import RenderOptions, cell_rect


def _render(options: RenderOptions, side: int = 540) -> tuple[QImage, QRectF]:
    return render(PlayState.new(get_kind("sudoku").empty(9)), options, side)


def _count(image: QImage, rect: QRectF, colour: str) -> int:
    r = rect.toAlignedRect()
    want = QColor(colour).rgb()
    return sum(image.pixel(x, y) == want for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1))


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("layer", ["wrong", "wrong_marks"])
@pytest.mark.parametrize("pencil", [False, True])
def test_selected_wrong_cell_shows_red_frame_and_selection(qapp, dark, layer, pencil):
    palette = DARK if dark else LIGHT
    cell = 40
    plain, square = _render(RenderOptions(selected=None, dark=dark, **{layer: frozenset({cell})}))
    both, _ = _render(RenderOptions(selected=cell, pencil_mode=pencil, dark=dark, **{layer: frozenset({cell})}))
    box = cell_rect(square, 9, cell)
    red_alone = _count(plain, box, palette.wrong)
    assert red_alone > 0
    # the red frame still shows (about as much of it as unselected) and so does the outline
    assert _count(both, box, palette.wrong) >= red_alone * 0.6
    assert _count(both, box, palette.select_outline) > 0
    # the frame sits inside the outline: the cell's outermost ring of pixels is the outline's
    r = box.toAlignedRect()
    assert QColor(both.pixel(r.left() + 1, r.top() + 1)).name() == palette.select_outline


def test_selected_wrong_cells_other_cells_unchanged(qapp):
    """Only the selected wrong cell's pixels change; an unselected wrong cell keeps its frame at
    the edge, exactly as before."""
    wrong = frozenset({10, 40})
    a, square = _render(RenderOptions(selected=None, wrong=wrong))
    b, _ = _render(RenderOptions(selected=40, wrong=wrong))
    box = cell_rect(square, 9, 10)
    r = box.toAlignedRect()
    assert all(a.pixel(x, y) == b.pixel(x, y) for y in range(r.top(), r.bottom() + 1) for x in range(r.left(), r.right() + 1))
