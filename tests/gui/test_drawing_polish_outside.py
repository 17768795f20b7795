"""Four or five clues outside the grid in one square (a file may give a sandwich, an X-sum, a
skyscraper clue and two little killers above one column; little killers of odd directions in a
corner square) are drawn as large as the square allows (found in a drawing audit): they were cut
into four or five slots side by side along the edge, each number a fifth of the square wide
(two-digit numbers about a tenth of a cell high). Now they stand in two rows where that is
larger, or three (the little killers' numbers in the row nearer the grid, beside their
arrows), all in one size, apart from each other, from the arrows and from the grid."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.sandwich import SandwichSum
from str8ts_gui.kinds.sudoku.variants.skyscraper import Skyscraper
from str8ts_gui.kinds.sudoku.variants.xsum import XSum
from test_shared_spot_drawing import bounds, grown, ink  # (one rule's ink on a white board)

N = 9
SQUARES = [  # (the clues of one square, (row, col) of the square)
    ((SandwichSum(3, True, 17), XSum(-1, 3, 21), Skyscraper(-1, 3, 4), LittleKiller(-1, 3, "DL", 23), LittleKiller(-1, 3, "DR", 38)), (-1, 3)),
    ((XSum(N, 6, 45), Skyscraper(N, 6, 3), LittleKiller(N, 6, "UR", 31), LittleKiller(N, 6, "UL", 17)), (N, 6)),
    ((SandwichSum(4, False, 35), XSum(4, -1, 12), LittleKiller(4, -1, "UR", 44), LittleKiller(4, -1, "DR", 19)), (4, -1)),
    ((XSum(1, N, 15), Skyscraper(1, N, 2), LittleKiller(1, N, "UL", 28), LittleKiller(1, N, "DL", 16), XSum(1, N, 30)), (1, N)),
    ((SandwichSum(5, True, 10), XSum(-1, 5, 22), Skyscraper(-1, 5, 7), SandwichSum(5, True, 35)), (-1, 5)),
    ((LittleKiller(-1, -1, "DR", 45), LittleKiller(-1, -1, "UL", 12), LittleKiller(-1, -1, "DL", 33), LittleKiller(-1, -1, "UR", 40)), (-1, -1)),
]


@pytest.mark.parametrize("cell", [30.0, 50.0, 80.0])
@pytest.mark.parametrize(("rules", "where"), SQUARES, ids=lambda v: "+".join(r.rule for r in v) if isinstance(v, tuple) and not isinstance(v[0], int) else str(v))
def test_four_or_five_clues_in_a_square_are_large_and_apart(qapp, rules, where, cell) -> None:
    inks = [ink(rules, r, cell=cell) for r in rules]
    square = QRectF(cell * (where[1] + 1), cell * (where[0] + 1), cell, cell)
    for r, drawn in zip(rules, inks):
        assert len(drawn) > 10, f"{r} is drawn"
        assert square.adjusted(-1, -1, 1, 1).contains(QRectF(bounds(drawn))), f"{r} stays in its square"
    for i in range(len(rules)):
        for j in range(i + 1, len(rules)):
            assert not grown(inks[i]) & inks[j], f"{rules[i]} and {rules[j]} touch"
    numbers = [ink(rules, r, cell=cell, arrow=False) for r in rules]
    heights = [bounds(drawn).height() for drawn in numbers]
    # every number at least 0.13 of a cell high (two-digit numbers were 0.08-0.1 above the grid);
    # in a corner square with arrows in all four corners (a file's odd arrows) 0.1, the numbers
    # kept between the arrows (they stood side by side there, touching: "4512")
    assert min(heights) >= cell * (0.1 if where == (-1, -1) else 0.13), heights
    # and the numbers of the square in one size (a one-digit number as high as a two-digit one)
    assert max(heights) - min(heights) <= 1, heights
    # clear of the grid: a pixel between the numbers and the grid's edge
    grid = QRectF(cell, cell, cell * N, cell * N)
    for drawn in numbers:
        assert not QRectF(bounds(drawn)).adjusted(-1, -1, 1, 1).intersects(grid)


def test_the_little_killers_numbers_stand_beside_their_arrows(qapp) -> None:
    """Above the grid, five clues: the killers' numbers in the row nearer the grid, the one of
    the arrow pointing left on the left, the other on the right; the other clues above them."""
    rules, _ = SQUARES[0]
    cell = 60.0
    middle = {r: bounds(ink(rules, r, cell=cell, arrow=False)).center() for r in rules}
    left, right = rules[3], rules[4]
    others = rules[:3]
    mid = cell * (3 + 1) + cell / 2  # the square's middle (column 3)
    assert middle[left].x() < mid - cell * 0.1 and middle[right].x() > mid + cell * 0.1
    assert all(middle[k].y() > max(middle[o].y() for o in others) for k in (left, right))


def test_three_clues_in_a_square_are_drawn_as_before(qapp) -> None:
    """Fewer than four clues keep their layout (see test_shared_spot_drawing)."""
    from str8ts_gui.gui.draw.sudoku_variants import outside_spot

    rules = (SandwichSum(3, False, 35), XSum(3, -1, 21), LittleKiller(3, -1, "UR", 44))
    before = [ink(rules, r, cell=50.0) for r in rules]
    real = outside_spot.grid_boxes
    outside_spot.grid_boxes = None  # not used for three
    try:
        assert [ink(rules, r, cell=50.0) for r in rules] == before
    finally:
        outside_spot.grid_boxes = real
