"""f-puzzles drawings (cosmetic items): a text's or shape's ``angle`` turns it clockwise about
its centre (an inequality sign between two cells one above the other points down or up as the
setter turned it), drawings in the ring of squares around the grid are drawn in a margin the
board then leaves, and an 8-digit colour is #RRGGBBAA. Crafted inputs; screens go to tmp_path."""

from __future__ import annotations

import json

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from str8ts_gui.gui.draw.sudoku_variants import cosmetic as cosmetic_drawing
from str8ts_gui.gui.draw.sudoku_variants import outside_margin, room
from str8ts_gui.gui.board.render import board_margin
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.cosmetic import Cosmetic, item_cells
from str8ts_gui.kinds.sudoku.variants.xsum import XSum

from rule_tool_helpers import N, board_image, close

SIDE = 540


def drawing(key: str, **item) -> Cosmetic:
    data = json.dumps(item)
    return Cosmetic(key, data, item_cells(item, N))


def image_of(*rules, dark: bool = False) -> tuple[QImage, QRectF]:
    return board_image(new_puzzle(N).replace(constraints=tuple(rules)), dark, SIDE)


def red_ink(image: QImage, box: QRectF) -> set[tuple[int, int]]:
    r = box.toAlignedRect()
    out = set()
    for y in range(max(0, r.top()), min(image.height(), r.bottom() + 1)):
        for x in range(max(0, r.left()), min(image.width(), r.right() + 1)):
            c = QColor(image.pixel(x, y))
            if c.red() > 150 and c.green() < 110 and c.blue() < 110:
                out.add((x, y))
    return out


def spread(ink: set[tuple[int, int]], axis: int, lo: float, hi: float) -> int:
    """How far the ink reaches across the other axis within the band lo..hi (fractions of its
    extent) along ``axis`` (0: x, 1: y)."""
    a = [p[axis] for p in ink]
    first, last = min(a), max(a)
    band = [p[1 - axis] for p in ink if first + lo * (last - first) <= p[axis] <= first + hi * (last - first)]
    return max(band) - min(band) if band else 0


def sign_ink(square: QRectF, image: QImage) -> set[tuple[int, int]]:
    """The red ink around the edge between r1c3 and r2c3."""
    cell = square.width() / N
    return red_ink(image, QRectF(square.left() + 2 * cell, square.top(), cell, 2 * cell))


def test_an_inequality_sign_turned_90_degrees_points_down(qapp, tmp_path) -> None:
    # ">" between r2c3 and r1c3 turned 90 degrees: "v", the open side towards r1c3 (the larger)
    sign = dict(cells=["R2C3", "R1C3"], value=">", fontC="#FF0000", size=1.5)
    flat, square = image_of(drawing("text", **sign))
    turned, _ = image_of(drawing("text", angle=90, **sign))
    turned.save(str(tmp_path / "sign_turned.png"))
    ink, flat_ink = sign_ink(square, turned), sign_ink(square, flat)
    assert ink and flat_ink
    # unturned: the point on the right, so the left of the ink is tall, its right short
    assert spread(flat_ink, 0, 0.0, 0.2) > 2 * spread(flat_ink, 0, 0.8, 1.0)
    # turned clockwise: the point at the bottom ("v"), not at the top ("^")
    assert spread(ink, 1, 0.0, 0.2) > 2 * spread(ink, 1, 0.8, 1.0)
    width = max(x for x, _ in ink) - min(x for x, _ in ink)
    height = max(y for _, y in ink) - min(y for _, y in ink)
    flat_width = max(x for x, _ in flat_ink) - min(x for x, _ in flat_ink)
    flat_height = max(y for _, y in flat_ink) - min(y for _, y in flat_ink)
    assert abs(width - flat_height) <= 2 and abs(height - flat_width) <= 2


def test_a_rectangle_is_turned_about_its_centre(qapp) -> None:
    box = dict(cells=["R5C5"], baseC="#FF0000", outlineC="#FF0000", width=0.8, height=0.8)
    flat, square = image_of(drawing("rectangle", **box))
    turned, _ = image_of(drawing("rectangle", angle=45, **box))
    cell = square.width() / N
    centre_x, centre_y = square.left() + 4.5 * cell, square.top() + 4.5 * cell

    def red(image: QImage, dx: float, dy: float) -> bool:
        return close(QColor(image.pixel(int(centre_x + dx * cell), int(centre_y + dy * cell))), QColor("#FF0000"), 40)

    assert red(flat, 0.35, 0.35) and not red(turned, 0.35, 0.35)  # a corner of the square, cut off when turned
    assert not red(flat, 0.5, 0) and red(turned, 0.5, 0)  # a corner of the diamond, past the square's side
    assert red(turned, 0, -0.5) and red(turned, -0.5, 0) and red(turned, 0, 0.5)


def test_drawings_outside_the_grid_get_a_margin_and_are_drawn_in_it(qapp, tmp_path) -> None:
    label = drawing("text", cells=["R0C5"], value="A", fontC="#FF0000", size=1)
    right = drawing("text", cells=["R5C10"], value="B", fontC="#FF0000", size=1)
    line = drawing("line", lines=[["R0C1", "R1C1", "R2C2"]], outlineC="#FF0000", width=0.2)
    inside = drawing("text", cells=["R5C5"], value="C", fontC="#FF0000", size=1)
    for rule in (label, right, line):
        puzzle = new_puzzle(N).replace(constraints=(inside, rule))
        assert outside_margin(puzzle) == 1 and room(puzzle) == 1.0 and board_margin(puzzle) == 1
    alone = new_puzzle(N).replace(constraints=(inside,))
    assert outside_margin(alone) == 0 and board_margin(alone) == 0
    image, square = image_of(inside, label, right, line)
    image.save(str(tmp_path / "outside.png"))
    cell = square.width() / N
    assert cell < SIDE / N - 10  # the grid is smaller: a cell of margin on every side

    def outside_square(row: int, col: int) -> QRectF:  # 0-based, -1 above / left of the grid
        return QRectF(square.left() + col * cell, square.top() + row * cell, cell, cell)

    assert red_ink(image, outside_square(-1, 4))  # "A" above column 5
    assert red_ink(image, outside_square(4, 9))  # "B" right of row 5
    assert red_ink(image, outside_square(-1, 0))  # the line comes in from above r1c1
    assert not red_ink(image, outside_square(-1, 2)) and not red_ink(image, outside_square(9, 4))


def test_an_item_named_beyond_the_ring_is_not_drawn_and_asks_no_margin(qapp) -> None:
    far = drawing("text", cells=["R0C12"], value="A", fontC="#FF0000")
    puzzle = new_puzzle(N).replace(constraints=(far,))
    assert outside_margin(puzzle) == 0
    image, square = image_of(far)
    assert not red_ink(image, QRectF(0, 0, SIDE, SIDE))


def test_a_copy_of_an_outside_clue_the_board_draws_is_not_drawn_over_it(qapp) -> None:
    # f-puzzles' copy of an X-sum clue as text outside the grid ("fromConstraint")
    clue = XSum(row=-1, col=1, total=10)  # above column 2
    copy = drawing("text", cells=["R0C2"], value="10", fontC="#FF0000", size=0.7, fromConstraint="X Sum")
    with_copy, square = image_of(clue, copy)
    without, _ = image_of(clue)
    assert with_copy == without
    assert outside_margin(new_puzzle(N).replace(constraints=(copy,))) == 1  # without the rule it is drawn


def test_an_eight_digit_colour_is_rrggbbaa(qapp) -> None:
    assert cosmetic_drawing._colour("#00FF0080", QColor()).getRgb() == (0, 255, 0, 128)
    assert cosmetic_drawing._colour("#0f08", QColor()).getRgb() == (0, 255, 0, 136)
    assert cosmetic_drawing._colour("#00FF00", QColor()).getRgb() == (0, 255, 0, 255)
    assert cosmetic_drawing._colour("red", QColor()).getRgb() == (255, 0, 0, 255)
    fallback = QColor("#123456")
    assert cosmetic_drawing._colour("#12345", fallback) == fallback
    # a half see-through blue fill on a white cell: light blue, not nothing
    image, square = image_of(drawing("rectangle", cells=["R5C5"], baseC="#0000FF80", outlineC="#0000FF", width=0.8, height=0.8))
    cell = square.width() / N
    c = QColor(image.pixel(int(square.left() + 4.5 * cell), int(square.top() + 4.5 * cell)))
    assert c.blue() > 200 and 90 < c.red() < 170 and 90 < c.green() < 170


def test_the_note_of_global_rules_keeps_clear_of_a_label_below_the_grid(qapp, tmp_path) -> None:
    from str8ts_gui.kinds.sudoku.variants.antiknight import AntiKnight

    label = drawing("text", cells=["R10C5"], value="X", fontC="#FF0000", size=1)
    image, square = image_of(AntiKnight(), label)
    image.save(str(tmp_path / "note_above.png"))
    plain, plain_square = image_of(AntiKnight(), drawing("text", cells=["R0C5"], value="X", fontC="#FF0000", size=1))
    cell = square.width() / N

    def ink_in(image: QImage, band: QRectF) -> int:  # the note's grey-on-grey letters: pixels unlike the background
        r = band.toAlignedRect()
        return sum(QColor(image.pixel(x, y)) != QColor("#ffffff") for y in range(r.top(), r.bottom()) for x in range(r.left(), r.right()))

    above = QRectF(square.left(), square.top() - cell, 4 * cell, cell * 0.9)  # left of the label's column
    below = QRectF(square.left(), square.bottom() + cell * 0.1, 4 * cell, cell * 0.9)
    assert ink_in(image, above) > 0 and ink_in(image, below) == 0  # the label stands below: the note above
    assert ink_in(plain, below) > 0 and ink_in(plain, above) == 0  # a label above: the note below, as before
