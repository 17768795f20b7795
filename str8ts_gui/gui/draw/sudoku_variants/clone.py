"""Clones: both groups of a clone shaded in one light colour (as f-puzzles shades them), and so
is every group of a family of clones (clones that share cells: a group copied twice, three
groups cloned pairwise); the families of a puzzle in turn from a few such colours so that two
families tell apart (beyond the palette, a colour no family beside it has)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter

from str8ts_gui.gui.draw.sudoku_variants import ORDER_LINE, Canvas, drawer

# light yellow, blue, green, pink, orange, lavender
LIGHT = ("#f5e08a", "#a8d8f0", "#c6e8a4", "#f2b8d0", "#f4a860", "#c0a8f0")
DARK = ("#6b5d1e", "#24566e", "#3d5e22", "#6e2f4a", "#7a4316", "#4a3580")
OPACITY = 0.55


def families(clones) -> list[int]:
    """The family of each clone (clones that share a cell, directly or through others, are one
    family), numbered 0, 1, ... in the order of each family's first clone."""
    parent = list(range(len(clones)))

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    owner: dict[int, int] = {}  # cell -> a clone holding it
    for k, clone in enumerate(clones):
        for i in clone.area():
            if i in owner:
                a, b = root(owner[i]), root(k)
                if a != b:
                    parent[max(a, b)] = min(a, b)
            else:
                owner[i] = k
    numbers: dict[int, int] = {}
    return [numbers.setdefault(root(k), len(numbers)) for k in range(len(clones))]


def family_colours(clones, width: int, colours: int) -> list[int]:
    """The palette index of each family (see :func:`families`) on a board ``width`` cells wide:
    the first ``colours`` families one colour each; a family after them the colour the fewest
    families have among those no family beside it (a cell sharing a side) has, or the fewest
    overall when every colour is beside it."""
    family = families(clones)
    count = max(family, default=-1) + 1
    cells: list[set[int]] = [set() for _ in range(count)]
    for k, clone in enumerate(clones):
        cells[family[k]].update(i for i in clone.area() if isinstance(i, int))
    out: list[int] = []
    used = [0] * colours
    for f in range(count):
        if f < colours:
            pick = f
        else:
            around = set()
            for i in cells[f]:
                r, c = divmod(i, width)
                around.update(j for j, ok in ((i - width, True), (i + width, True), (i - 1, c > 0), (i + 1, c < width - 1)) if ok)
            near = {out[g] for g in range(f) if cells[g] & around}
            free = [j for j in range(colours) if j not in near] or list(range(colours))
            pick = min(free, key=lambda j: (used[j], j))
        used[pick] += 1
        out.append(pick)
    return [out[f] for f in family]


def _shading(cv: Canvas) -> dict[int, tuple[int, tuple[int, ...]]]:
    """For the first clone of each family, by its place among the puzzle's constraints: its
    family's palette index and the cells of the whole family, each once (the other clones of
    the family shade nothing more)."""
    memo = cv.memo.get("clone")
    if memo is None:
        places = [k for k, c in enumerate(cv.puzzle.constraints) if getattr(c, "rule", None) == "clone"]
        clones = [cv.puzzle.constraints[k] for k in places]
        colours = len(DARK if getattr(cv.options, "dark", False) else LIGHT)
        family, colour = families(clones), family_colours(clones, cv.n, colours)
        cells: dict[int, dict[int, None]] = {}
        first: dict[int, int] = {}
        for k, clone in enumerate(clones):
            first.setdefault(family[k], k)
            cells.setdefault(family[k], {}).update(dict.fromkeys(clone.area()))
        memo = {places[k]: (colour[k], tuple(cells[f])) for f, k in first.items()}
        cv.memo["clone"] = memo
    return memo


@drawer("clone", ORDER_LINE - 1)  # shading under every line
def draw_clone(painter: QPainter, cv: Canvas, clone) -> None:
    place = next((k for k, c in enumerate(cv.puzzle.constraints) if c is clone), None)
    if place is None:  # not the puzzle's: shaded alone
        k, cells = 0, clone.area()
    elif place in _shading(cv):
        k, cells = _shading(cv)[place]
    else:  # another clone of its family shades it
        return
    colours = DARK if getattr(cv.options, "dark", False) else LIGHT
    painter.setOpacity(OPACITY)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours[k % len(colours)]))
    for i in cells:
        if cv.on_board(i):
            painter.drawRect(cv.rect(i))
