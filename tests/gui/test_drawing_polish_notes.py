"""Corner marks and centre marks never overlap (found in a drawing audit): six or more corner
marks stand at the middles of the cell's sides too, and a long row of centre marks (9 of them
beside 7 or 8 corner marks, say) ran into the marks at the middles of the left and right sides;
in a cage (whose outline leaves less room) shorter rows reached the corner marks too. The row is
made smaller, still centred, until it keeps clear (or goes on two lines where that is larger)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.gui.board import pencil_marks, render
from str8ts_gui.gui.draw.sudoku_variants.killer import MARK_ROOM
from str8ts_gui.gui.board.render import board_square
from str8ts_gui.gui.board.pencil_marks import note_ink
from str8ts_gui.kinds.sudoku.model import new_puzzle


def _cells(n: int, sides) -> list[float]:
    return [board_square(QRectF(0, 0, side, side), n).width() / n for side in sides]


def _overlaps(n: int, cell: float, corner: int, centre: int, label=None, room: float = 0.0, shrink: bool = False):
    r = QRectF(10, 10, cell, cell)
    state = PlayState.new(new_puzzle(n)).replace(
        corner=[digits_mask(range(1, corner + 1))] + [0] * (n * n - 1),
        centre=[digits_mask(range(n - centre + 1, n + 1))] + [0] * (n * n - 1),
    )
    notes = pencil_marks._note_layout(r, cell, state, 0, label, room, shrink, True)
    middles = [note for note in notes if note.kind == "centre"]
    assert middles, "the centre marks are drawn"
    others = [note for note in notes if note.kind != "centre"]
    assert sum(len(o.digits) for o in others) == corner, "every corner mark is drawn"
    return [(o.text, m.text) for m in middles for o in others if note_ink(m).intersects(note_ink(o))]


@pytest.mark.parametrize("cell", _cells(9, range(300, 901, 25)))
@pytest.mark.parametrize(("label", "room"), [(None, 0.0), (None, MARK_ROOM), ("23", MARK_ROOM)])
def test_corner_and_centre_marks_do_not_overlap_on_a_9x9_board(qapp, cell, label, room) -> None:
    bad = []
    for corner in range(1, 10):
        for centre in range(1, 10):
            bad += [(corner, centre, *pair) for pair in _overlaps(9, cell, corner, centre, label, room)]
    assert bad == []


@pytest.mark.parametrize("side", [300, 450, 600, 900])
def test_nine_centre_marks_beside_seven_or_eight_corner_marks(qapp, side) -> None:
    cell = _cells(9, [side])[0]
    for corner in (6, 7, 8):
        assert _overlaps(9, cell, corner, 9) == []
    # in a selected cell with a Check frame (less room, the marks smaller)
    band = render._selection_width(cell)
    room = render._frame_room(cell, band, max(2.0, float(round(cell * 0.06))))
    for corner in (6, 7, 8):
        assert _overlaps(9, cell, corner, 9, None, room, True) == []


@pytest.mark.parametrize(("n", "side"), [(6, 300), (6, 600), (6, 900), (16, 700), (16, 800), (16, 900)])
def test_corner_and_centre_marks_do_not_overlap_on_6x6_and_16x16_boards(qapp, n, side) -> None:
    """(A 16 x 16 board's cells are kept big enough for its pencil marks: 700 pixels and more.
    Fourteen or more centre marks beside seven or eight corner marks cannot keep clear there at
    any size: up to twelve are asked.)"""
    cell = _cells(n, [side])[0]
    for corner in range(1, n + 1):
        for centre in range(1, min(n, 12) + 1):
            assert _overlaps(n, cell, corner, centre) == [], (n, corner, centre)


def test_a_row_clear_of_the_corner_marks_is_drawn_as_before(qapp) -> None:
    """Centre marks that keep clear of the corner marks are laid out as they were (two of them
    in the larger size a few centre marks have, see test_few_centre_marks.py)."""
    cell = _cells(9, [600])[0]
    r = QRectF(10, 10, cell, cell)
    state = PlayState.new(new_puzzle(9)).replace(corner=[digits_mask(range(1, 9))] + [0] * 80, centre=[digits_mask([4, 5])] + [0] * 80)
    notes = pencil_marks._note_layout(r, cell, state, 0, None, 0.0, False, True)
    (middle,) = [note for note in notes if note.kind == "centre"]
    few = pencil_marks.CENTRE_FEW_GROWTH[2]
    assert middle.font.pixelSize() == render._font(pencil_marks.note_font_px(cell, 9) * few * 1.15, False).pixelSize()
