"""Clues outside the grid that share a square: a file may give a sandwich, X-sum or skyscraper
clue and a little killer clue (or two of them) in one square outside the grid; the tools keep one
clue a square. They are drawn smaller, side by side along the grid's edge (above or below the
grid: left to right; beside it: one above the other), a little killer's number on the side of its
own arrow, every number a little away from the grid so the arrows (which point into the grid)
stay clear. Two little killers alone in a square keep their own layout (see
:mod:`~str8ts_gui.gui.draw.sudoku_variants.little_killer`); a clue alone in its square is drawn
as before."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from str8ts_gui.gui.draw.sudoku_variants import OUTSIDE_RULES, Canvas
from str8ts_gui.kinds.sudoku.variants.little_killer import DIRECTIONS

SHARED_FONT = 0.3  # of a cell: a number sharing its square, at most (as two little killers')
SLOT_FONT = 0.9  # of a slot's length along the edge: the font at most (three or more in a square)
FIT = 0.8  # of its room a number may take across
AWAY = 0.12  # of a cell: the numbers' shift away from the grid when a little killer is there
ACROSS_ROOM = 0.64  # of a cell: a number's room across the edge beside the grid (clear of arrows)


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def sandwich_square(n: int, height: int, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where a sandwich ``clue`` stands (None when off
    the board)."""
    index = clue.index
    if not isinstance(index, int) or not 0 <= index < (n if clue.column else height):
        return None
    return (-1, index) if clue.column else (index, -1)


def side_square(cv: Canvas, clue) -> tuple[int, int] | None:
    """(row, col) of the square outside the grid where an X-sum or skyscraper ``clue`` stands
    (None: not beside a row or column of this board)."""
    r, c = clue.row, clue.col
    if not all(_is_int(v) for v in (r, c)):
        return None
    if (r in (-1, cv.height) and 0 <= c < cv.n) or (c in (-1, cv.n) and 0 <= r < cv.height):
        return r, c
    return None


def little_killer_square(cv: Canvas, clue) -> tuple[int, int] | None:
    """(row, col) of a little killer's square (None when it is not drawn)."""
    r, c = clue.row, clue.col
    if DIRECTIONS.get(clue.direction) is None or not isinstance(r, int) or not isinstance(c, int):
        return None
    if not (-1 <= r <= cv.height and -1 <= c <= cv.n):
        return None
    return r, c


def square(cv: Canvas, clue) -> tuple[int, int] | None:
    """The square outside the grid where a clue of :data:`OUTSIDE_RULES` is drawn (None: not drawn)."""
    rule = getattr(clue, "rule", None)
    if rule == "sandwich":
        return sandwich_square(cv.n, cv.height, clue)
    if rule in ("xsum", "skyscraper"):
        return side_square(cv, clue)
    if rule == "littlekiller":
        return little_killer_square(cv, clue)
    return None


def sharing(cv: Canvas, clue) -> tuple[int, list]:
    """``clue``'s place among the outside clues drawn in its square, and those clues
    (:meth:`Canvas.sharing`): ``(0, [clue])`` when it is alone there."""
    return cv.sharing(clue, OUTSIDE_RULES, lambda c: square(cv, c))


def shared_box(cv: Canvas, clue, place: int, together: list, text: str) -> tuple[QRectF, float]:
    """Where ``clue`` (``together[place]``) writes its number ``text`` in a square it shares with
    clues of other kinds, and the font's size (of a cell). The square is cut into as many slots
    along the grid's edge; the little killers take the slots on their arrows' side (an arrow
    pointing left: the left slots), the other clues the middle ones in their order."""
    cell = cv.cell
    r, c = square(cv, clue)
    centre = cv.at(r, c)
    beside = c in (-1, cv.n) and r not in (-1, cv.height)  # left or right of the grid: one above the other
    steps = [DIRECTIONS.get(o.direction) if o.rule == "littlekiller" else None for o in together]

    def along(step) -> int:
        return 0 if step is None else (step[0] if beside else step[1])

    order = sorted(range(len(together)), key=lambda j: (along(steps[j]), j))
    slot = order.index(place)
    k = len(together)
    length = cell / k
    offset = (slot - (k - 1) / 2) * length
    killer = any(s is not None for s in steps)
    # away from the grid (the arrows point into it and stand on its side of the square)
    ax = (-1 if c == -1 else 1 if c == cv.n else 0) if beside else 0
    ay = 0 if beside else (-1 if r == -1 else 1 if r == cv.height else 0)
    shift = AWAY * cell if killer else 0.0
    mid = QPointF(centre.x() + (0 if beside else offset) + ax * shift, centre.y() + (offset if beside else 0) + ay * shift)
    if beside:
        width, height = cell * (ACROSS_ROOM if killer else 1.0), length
    else:
        width, height = length, cell * 0.5
    size = min(SHARED_FONT, SLOT_FONT * length / cell)
    wide = QFontMetricsF(cv.font(size)).horizontalAdvance(text)
    if wide > width * FIT:
        size *= width * FIT / wide
    return QRectF(mid.x() - width / 2, mid.y() - height / 2, width, height), size
