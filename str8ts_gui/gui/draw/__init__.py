"""Per-kind drawing, registered on the GUI side so that the kinds stay free of Qt.

:func:`str8ts_gui.gui.board.render.render_board` draws what every kind shares (cells, black cells,
grid lines, digits, pencil marks, highlights, the frame) and calls the layers registered for the
puzzle's kind between the grid lines and the digits. A layer is a function
``layer(painter, square, cell, state, options)`` with ``square`` the board's QRectF and ``cell``
the side of one cell in the painter's coordinates.

* ``str8ts``: nothing beyond the shared drawing (black and white cells are shared).
* ``sudoku``: :mod:`.sudoku`, the thick box borders; :mod:`.sudoku_variants`, the variant rules
  (cages, lines, dots, clues outside the grid), one module per rule.
* ``suguru``: :mod:`.suguru`, the thick region borders and a warning on unconnected regions (over
  the conflict rings, so a ring does not cross its "!").

A kind whose drawing puts clues outside the grid registers a margin function
``margin(puzzle) -> cells`` (:func:`register_margin`): the board then leaves that many cells of
room on every side of the grid (:func:`str8ts_gui.gui.board.render.board_margin`).
"""

from __future__ import annotations

from typing import Callable

__all__ = [
    "cell_labels", "corner_reach", "draw_label", "draw_label_again", "draw_label_over", "edge_reach", "label_font", "label_ink", "label_rect",
    "labelled_cells", "layers_for", "layers_over_rings", "margin_for", "mark_room", "marks_again", "register_corner_marks", "register_edge_marks", "register_labels",
    "register_layer", "register_margin", "register_mark_room", "register_marks_again", "thick_borders", "thick_line_width",
]

_LAYERS: dict[str, list[Callable]] = {}
_OVER_RINGS: dict[str, list[Callable]] = {}
_MARGINS: dict[str, Callable] = {}
_LABELS: dict[str, Callable] = {}
_MARK_ROOMS: dict[str, Callable] = {}
_EDGE_MARKS: dict[str, Callable] = {}
_CORNER_MARKS: dict[str, Callable] = {}
_MARKS_AGAIN: dict[str, Callable] = {}


def register_layer(kind: str, layer: Callable, over_rings: bool = False) -> Callable:
    """``layer`` drawn for ``kind``; ``over_rings``: after the conflict rings (still under the
    digits), for a mark the rings must not cross."""
    (_OVER_RINGS if over_rings else _LAYERS).setdefault(kind, []).append(layer)
    return layer


def layers_for(kind: str) -> list[Callable]:
    return _LAYERS.get(kind, [])


def layers_over_rings(kind: str) -> list[Callable]:
    """The layers of ``kind`` registered with ``over_rings`` (:func:`register_layer`)."""
    return _OVER_RINGS.get(kind, [])


def register_margin(kind: str, margin: Callable) -> Callable:
    _MARGINS[kind] = margin
    return margin


def margin_for(puzzle) -> float:
    """The cells of room the kind's drawing of ``puzzle`` needs around the grid (0: none)."""
    margin = _MARGINS.get(puzzle.kind)
    return float(margin(puzzle)) if margin is not None else 0.0


def register_labels(kind: str, labels: Callable) -> Callable:
    """``labels(puzzle) -> {cell: text}``: cells whose top-left corner holds a label (a killer
    cage's sum). Their pencil marks start below it and corner marks leave that corner free
    (:func:`label_rect`); the selection's outline runs over the label's box but around its digits
    (:func:`draw_label_over`)."""
    _LABELS[kind] = labels
    return labels


def cell_labels(puzzle) -> dict[int, str]:
    labels = _LABELS.get(puzzle.kind)
    return dict(labels(puzzle)) if labels is not None else {}


def labelled_cells(puzzle) -> frozenset[int]:
    return frozenset(cell_labels(puzzle))


def register_mark_room(kind: str, rooms: Callable) -> Callable:
    """``rooms(puzzle) -> {cell: fraction}``: cells with a line drawn inside them along their
    edges (a killer cage's dashed outline); their pencil marks keep that fraction of the cell
    free along every edge, so they sit inside the line."""
    _MARK_ROOMS[kind] = rooms
    return rooms


def mark_room(puzzle) -> dict[int, float]:
    rooms = _MARK_ROOMS.get(puzzle.kind)
    return dict(rooms(puzzle)) if rooms is not None else {}


def register_edge_marks(kind: str, footprints: Callable) -> Callable:
    """``footprints(square, cell, state, options) -> {cell: [QRectF, ...]}``: where marks drawn
    on the edges between cells (a Kropki dot, an X or V) have ink, for each cell whose sides they
    stand on; the cell's pencil marks are drawn clear of them (see :func:`edge_reach`)."""
    _EDGE_MARKS[kind] = footprints
    return footprints


def _per_cell(registry: dict, square, cell: float, state, options, measure: Callable) -> dict:
    """For each cell the kind's footprints (``registry``'s) name: ``measure(left, top, items)``
    of its items (four reaches), left out where all four are 0."""
    footprints = registry.get(state.puzzle.kind)
    if footprints is None:
        return {}
    n = state.puzzle.size
    out: dict[int, tuple[float, float, float, float]] = {}
    for i, items in footprints(square, cell, state, options).items():
        row, col = divmod(i, n)
        reach = measure(square.left() + col * cell, square.top() + row * cell, items)
        if any(reach):
            out[i] = (reach[0], reach[1], reach[2], reach[3])
    return out


def edge_reach(square, cell: float, state, options) -> dict[int, tuple[float, float, float, float]]:
    """For each cell with a mark on one of its edges: how far such marks reach into it from its
    left, top, right and bottom sides (pixels; 0 for a side without one)."""

    def measure(left: float, top: float, rects) -> list[float]:
        right, bottom = left + cell, top + cell
        reach = [0.0, 0.0, 0.0, 0.0]
        for r in rects:
            centre = r.center()
            # the side the mark stands on: the one nearest its middle
            side = min(range(4), key=lambda k: abs((centre.x() - left, centre.y() - top, right - centre.x(), bottom - centre.y())[k]))
            into = (r.right() - left, r.bottom() - top, right - r.left(), bottom - r.top())[side]
            reach[side] = max(reach[side], min(cell / 2, into))
        return reach

    return _per_cell(_EDGE_MARKS, square, cell, state, options, measure)


def register_corner_marks(kind: str, footprints: Callable) -> Callable:
    """``footprints(square, cell, state, options) -> {cell: [(QPointF, radius), ...]}``: the
    circles drawn over the corners where cells meet (a quadruple's), for each cell whose corner
    they stand on; the cell's corner marks are drawn clear of them (see :func:`corner_reach`)."""
    _CORNER_MARKS[kind] = footprints
    return footprints


def corner_reach(square, cell: float, state, options) -> dict[int, tuple[float, float, float, float]]:
    """For each cell with a circle over one of its corners: how far such circles reach into it
    from its top-left, top-right, bottom-left and bottom-right corners (pixels: the radius of a
    circle centred on that corner that holds them; 0 for a corner without one)."""

    def measure(left: float, top: float, circles) -> list[float]:
        corners = ((left, top), (left + cell, top), (left, top + cell), (left + cell, top + cell))
        reach = [0.0, 0.0, 0.0, 0.0]
        for centre, radius in circles:
            # the corner the circle stands on: the one nearest its centre
            k = min(range(4), key=lambda j: (centre.x() - corners[j][0]) ** 2 + (centre.y() - corners[j][1]) ** 2)
            off = ((centre.x() - corners[k][0]) ** 2 + (centre.y() - corners[k][1]) ** 2) ** 0.5
            reach[k] = max(reach[k], radius + off)
        return reach

    return _per_cell(_CORNER_MARKS, square, cell, state, options, measure)


def register_marks_again(kind: str, marks: Callable) -> Callable:
    """``marks(square, cell, state, options) -> [(QRectF, again), ...]``: the marks drawn over
    the edges and corners of cells (Kropki dots, X and V, quadruples), where each has ink and
    ``again(painter, fill, gap)`` drawing it again over what was drawn on it since, ``gap``
    pixels around it knocked out in ``fill``: the selection's outline runs around them (see
    :func:`marks_again`)."""
    _MARKS_AGAIN[kind] = marks
    return marks


def marks_again(square, cell: float, state, options) -> list:
    """The kind's marks on cells' edges and corners, as :func:`register_marks_again` gives them
    (none for a kind without)."""
    marks = _MARKS_AGAIN.get(state.puzzle.kind)
    return list(marks(square, cell, state, options)) if marks is not None else []


def thick_line_width(cell: float) -> float:
    """The width of a thick line between regions (Sudoku boxes, Suguru regions)."""
    return max(2.0, float(round(cell * 0.06))) if cell >= 4 else max(0.5, cell * 0.06)


def thick_borders(painter, square, cell: float, width: int, height: int, right: Callable, below: Callable, colour) -> None:
    """Thick lines between regions on a board ``width`` x ``height`` cells drawn in ``square``:
    along the right side of each cell ``i`` where ``right(i)``, along its foot where ``below(i)``.
    Each runs half a line past its cell's corners, so crossing lines join, but never past the
    board's edge (the frame is drawn there); when the cells are whole pixels the lines are too
    (no grey fringe at their sides, the thin grid line under them covered)."""
    from PySide6.QtCore import QRectF

    line = thick_line_width(cell)
    before = line // 2 if cell >= 4 else line / 2  # of the line, left of (above) the cells' border
    left, top = square.left(), square.top()
    for i in range(width * height):
        r, c = divmod(i, width)
        if right(i):
            x = left + (c + 1) * cell - before
            y1, y2 = max(square.top(), top + r * cell - before), min(square.bottom(), top + r * cell - before + cell + line)
            painter.fillRect(QRectF(x, y1, line, y2 - y1), colour)
        if below(i):
            y = top + (r + 1) * cell - before
            x1, x2 = max(square.left(), left + c * cell - before), min(square.right(), left + c * cell - before + cell + line)
            painter.fillRect(QRectF(x1, y, x2 - x1, line), colour)


LABEL_FONT = 0.25  # of a cell: the pixel size of a corner label


def label_font(cell: float):
    from PySide6.QtGui import QFont

    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(cell * LABEL_FONT)))
    return font


def label_rect(box, cell: float, text: str):
    """Where the corner label ``text`` of the cell drawn in ``box`` (a QRectF) stands: the
    rectangle that is knocked out of the lines behind it and kept free of everything else."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    metrics = QFontMetricsF(label_font(cell))
    pad = cell * 0.025
    width = metrics.horizontalAdvance(text) + 2 * pad
    height = metrics.ascent() + metrics.descent() * 0.3
    return QRectF(box.left() + cell * 0.03, box.top() + cell * 0.025, width, height)


def _label_origin(box, cell: float, text: str, font):
    """Where the corner label ``text`` of the cell drawn in ``box`` starts its baseline."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QFontMetricsF

    knock = label_rect(box, cell, text)
    return QPointF(knock.left() + cell * 0.025, knock.top() + QFontMetricsF(font).ascent())


def label_ink(box, cell: float, text: str):
    """Where the digits of the corner label ``text`` of the cell drawn in ``box`` have ink
    (nearly: as the font's metrics tell)."""
    from PySide6.QtGui import QFontMetricsF

    font = label_font(cell)
    return QFontMetricsF(font).tightBoundingRect(text).translated(_label_origin(box, cell, text, font))


def draw_label(painter, box, cell: float, text: str, fill, ink) -> None:
    """The corner label ``text`` (a cage's sum) of the cell drawn in ``box``: the lines behind it
    knocked out in the cell's colour ``fill``, the text in ``ink``."""
    painter.fillRect(label_rect(box, cell, text), fill)
    font = label_font(cell)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(_label_origin(box, cell, text, font), text)


LABEL_CLEAR = 0.015  # of a cell (1 pixel at least): a line drawn over a label is knocked out this far around its digits


def draw_label_over(painter, box, cell: float, text: str, fill, ink, lines, keep: float = 0) -> None:
    """The corner label ``text`` of the cell drawn in ``box`` drawn again over ``lines`` (QRectF
    bands drawn over its box: a selected cell's outline along the cell's edges): within them the
    digits' ink and :data:`LABEL_CLEAR` around it knocked out in the cell's colour ``fill`` and
    the digits drawn in ``ink``, so the label reads whole while the bands run on beside it and,
    ``keep`` pixels wide along the cell's edges, above it too. Nothing changes outside the bands
    (where the label was drawn already)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainterPath

    clear = max(1.0, cell * LABEL_CLEAR)
    around = label_ink(box, cell, text).adjusted(-clear, -clear, clear, clear)
    around = around.intersected(box.adjusted(keep, keep, -keep, -keep))
    where = QPainterPath()
    where.setFillRule(Qt.FillRule.WindingFill)  # (the bands overlap at the cell's corner)
    for band in lines:
        if band.intersects(around):
            where.addRect(band)
    if where.isEmpty():
        return
    painter.save()
    painter.setClipPath(where, Qt.ClipOperation.IntersectClip)
    painter.fillRect(around, fill)
    font = label_font(cell)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(_label_origin(box, cell, text, font), text)
    painter.restore()


def draw_label_again(painter, box, cell: float, text: str, fill, ink) -> None:
    """The corner label ``text`` of the cell drawn in ``box`` drawn again over what was drawn on
    it since (a conflict's ring around the cell's digit): the digits' ink and :data:`LABEL_CLEAR`
    around it filled in the cell's colour ``fill`` (whole pixels, so that nothing drawn there
    shows through at the edges) and the digits drawn in ``ink``, as they were."""
    from PySide6.QtCore import QRectF

    clear = max(1.0, cell * LABEL_CLEAR)
    around = label_ink(box, cell, text).adjusted(-clear, -clear, clear, clear)
    painter.fillRect(QRectF(around.toAlignedRect()).intersected(box), fill)
    font = label_font(cell)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(_label_origin(box, cell, text, font), text)


# The Sudoku variant rules' drawing (every rule's module, and the rules themselves) loads on the
# first board that has a rule: a classic board, and the window's start, never pay for it.
def _variants():
    from str8ts_gui.gui.draw import sudoku_variants

    return sudoku_variants


def _variant_layer(painter, square, cell, state, options) -> None:
    if state.puzzle.constraints:
        _variants().draw_variants(painter, square, cell, state, options)


def _variant_margin(puzzle) -> float:
    return _variants().room(puzzle) if puzzle.constraints else 0.0


def _variant_labels(puzzle) -> dict[int, str]:
    if not puzzle.constraints:
        return {}
    from str8ts_gui.gui.draw.sudoku_variants import killer

    return killer.sum_cells(puzzle)


def _variant_mark_room(puzzle) -> dict[int, float]:
    if not puzzle.constraints:
        return {}
    from str8ts_gui.gui.draw.sudoku_variants import killer

    return killer.caged_cells(puzzle)


def _variant_edge_marks(square, cell, state, options) -> dict:
    if not state.puzzle.constraints:
        return {}
    return _variants().edge_footprints(square, cell, state, options)


def _variant_corner_marks(square, cell, state, options) -> dict:
    if not state.puzzle.constraints:
        return {}
    return _variants().corner_footprints(square, cell, state, options)


def _variant_marks_again(square, cell, state, options) -> list:
    if not state.puzzle.constraints:
        return []
    return _variants().marks_again(square, cell, state, options)


from str8ts_gui.gui.draw import sudoku  # noqa: E402,F401  (registers its layers)

register_layer("sudoku", _variant_layer)  # after the box borders: drawn over them
register_margin("sudoku", _variant_margin)
register_labels("sudoku", _variant_labels)
register_mark_room("sudoku", _variant_mark_room)
register_edge_marks("sudoku", _variant_edge_marks)
register_corner_marks("sudoku", _variant_corner_marks)
register_marks_again("sudoku", _variant_marks_again)

from str8ts_gui.gui.draw import suguru  # noqa: E402,F401  (registers its layers)
