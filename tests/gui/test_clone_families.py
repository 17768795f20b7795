"""Clone shading by family: clones that share cells (a group copied twice, three groups cloned
pairwise) are shaded in one colour, every group of the family alike; different families in
different colours as far as the palette goes, and beyond it not the colour of a family beside."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from str8ts_gui.gui.draw.sudoku_variants import clone as clone_drawing
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.clone import Clone

from rule_tool_helpers import N, board_image, close, rc


def shade_at(image, square, row: int, col: int) -> QColor:
    """The colour near the top-left corner of the cell (clear of lines drawn through centres)."""
    cell = square.width() / N
    return QColor(image.pixel(int(square.left() + (col - 1 + 0.25) * cell), int(square.top() + (row - 1 + 0.25) * cell)))


A, B, C = (rc(1, 1), rc(1, 2)), (rc(3, 5), rc(3, 6)), (rc(8, 8), rc(8, 9))  # three groups of a family


@pytest.mark.parametrize("dark", [False, True])
def test_a_family_of_three_groups_is_one_colour_and_another_clone_another(qapp, dark: bool) -> None:
    family = (Clone(A, B), Clone(B, C), Clone(C, A))  # cloned pairwise, as p200 "Cloneways" does
    other = Clone((rc(6, 1),), (rc(6, 3),))
    image, square = board_image(new_puzzle(N).replace(constraints=(*family, other)), dark)
    blank, _ = board_image(new_puzzle(N), dark)
    shade = shade_at(image, square, 1, 1)
    assert not close(shade, shade_at(blank, square, 1, 1), 8)
    for r, c in ((1, 2), (3, 5), (3, 6), (8, 8), (8, 9)):
        assert close(shade_at(image, square, r, c), shade, 3), (r, c)
    apart = shade_at(image, square, 6, 1)
    assert not close(apart, shade, 20) and not close(apart, shade_at(blank, square, 6, 1), 8)
    assert close(shade_at(image, square, 6, 3), apart, 3)


def test_a_chain_of_clones_shades_its_middle_group_no_darker(qapp) -> None:
    # B is in both clones: shaded once, as A and C are
    image, square = board_image(new_puzzle(N).replace(constraints=(Clone(A, B), Clone(B, C))))
    shade = shade_at(image, square, 1, 1)
    for r, c in ((3, 5), (8, 9)):
        assert close(shade_at(image, square, r, c), shade, 3), (r, c)


def test_five_unrelated_clones_have_five_colours(qapp) -> None:
    clones = tuple(Clone((rc(1 + 2 * k, 1),), (rc(1 + 2 * k, 9),)) for k in range(5))
    image, square = board_image(new_puzzle(N).replace(constraints=clones))
    colours = [shade_at(image, square, 1 + 2 * k, 1) for k in range(5)]
    for k in range(5):
        assert close(shade_at(image, square, 1 + 2 * k, 9), colours[k], 3)
        for j in range(k):
            assert not close(colours[j], colours[k], 20), (j, k)


def test_families_and_their_colours() -> None:
    one, two = Clone(A, B), Clone((rc(5, 5),), (rc(5, 7),))
    assert clone_drawing.families([one, two, Clone(C, B), Clone((rc(9, 1),), (rc(5, 7),))]) == [0, 1, 0, 1]
    # a clone sharing only one cell with a group joins its family
    assert clone_drawing.families([one, two, Clone((rc(1, 2), rc(9, 9)), (rc(7, 7), rc(7, 8)))]) == [0, 1, 0]
    # past the palette a family takes a colour no family beside it has: the 3rd family of a
    # 2-colour palette touches the 1st (r1c3 beside r1c2), so it takes the 2nd's colour
    clones = [Clone((rc(1, 1),), (rc(1, 2),)), Clone((rc(5, 5),), (rc(5, 6),)), Clone((rc(1, 3),), (rc(2, 3),))]
    assert clone_drawing.family_colours(clones, N, 2) == [0, 1, 1]
    clones[2] = Clone((rc(5, 7),), (rc(6, 7),))  # beside the 2nd
    assert clone_drawing.family_colours(clones, N, 2) == [0, 1, 0]
    # a family shares its colour with all its clones
    assert clone_drawing.family_colours([one, two, Clone(B, C)], N, 4) == [0, 1, 0]
