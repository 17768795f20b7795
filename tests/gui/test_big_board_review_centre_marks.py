"""A fresh review of 16 x 16 Sudoku on a small screen (1024 x 600, where the window's board gives
way to cells of about 27 pixels): four or five centre marks of 10-16 stayed in one row shrunk to
3 px (dots), while six or seven went on lines of 6 px. A row shrunk to under two thirds of the
marks' own size now wraps as those do; other rows (three marks at 5 px), cells of 40 px and more
and boards of nine digits are drawn as before (test_centre_marks_wrap pins the pixels)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from str8ts_gui.gui.board import pencil_marks as pm


def mask(digits) -> int:
    m = 0
    for d in digits:
        m |= 1 << d
    return m


def drawn(cell: float, centre, corner=(), board_digits: int = 16) -> list[tuple[str, str, int]]:
    """(kind, text, pixel size drawn) of each text of a cell's marks."""
    notes = pm._note_layout(QRectF(0, 0, cell, cell), cell, _State(board_digits, mask(corner), mask(centre)), 0, None)
    out = []
    for n in notes:
        font = n.font if n.kind == "corner" else pm._fitted_font(
            n.font, QFontMetricsF(n.font).horizontalAdvance(n.widest or n.text), n.box.width())
        out.append((n.kind, n.text, font.pixelSize()))
    return out


class _Puzzle:
    def __init__(self, digits: int) -> None:
        self.digits = digits


class _State:
    def __init__(self, digits: int, corner: int, centre: int) -> None:
        self.puzzle = _Puzzle(digits)
        self.corner = (corner,)
        self.centre = (centre,)


@pytest.mark.parametrize("centre", [(10, 11, 12, 13), (10, 11, 12, 13, 14)])
def test_a_few_centre_marks_of_10_to_16_in_a_small_cell_are_as_large_as_many(qapp, centre) -> None:
    many = drawn(27, tuple(range(10, 17)))
    few = drawn(27, centre)
    assert min(px for _k, _t, px in few) >= min(px for _k, _t, px in many) == 6
    assert len(few) > 1  # (on lines, as the seven are)
    assert " ".join(t for _k, t, _px in few).split() == [str(d) for d in centre]


def test_corner_marks_beside_them_keep_their_size_and_the_centre_marks_grow(qapp) -> None:
    notes = drawn(27, (10, 11, 12, 13, 14), corner=(1, 2, 3, 4))
    # (their own size: 7 px since a 27 px cell's marks are drawn at pencil_marks.NOTE_MIN_PX as
    # far as the cell allows, 5 px before; see test_small_screen_marks)
    assert [px for k, _t, px in notes if k == "corner"] == [7, 7, 7, 7]
    assert min(px for k, _t, px in notes if k == "centre") >= 4


@pytest.mark.parametrize(
    "centre, lines",
    [((10, 12, 16), [("10 12 16", 7)]), ((1, 10, 16), [("1 10 16", 9)]),
     ((10, 11, 12, 13), [("10 11", 9), ("12 13", 9)])],
)
def test_at_the_windows_least_cell_they_are_laid_out_as_before(qapp, centre, lines) -> None:
    """40 px, the cell the window keeps where the screen allows: as before the review."""
    assert [(t, px) for _k, t, px in drawn(40, centre)] == lines


@pytest.mark.parametrize("cell", [20, 27, 40])
def test_a_nine_by_nine_is_laid_out_as_before(qapp, cell) -> None:
    notes = drawn(cell, (1, 2, 3, 4, 5), board_digits=9)
    assert [(k, t) for k, t, _px in notes] == [("centre", "12345")]
