"""A cell's pencil marks, for every kind: the grid of candidates and the corner and centre marks.

:func:`str8ts_gui.gui.board.render.render_board` draws the board; the first cell it finds with pencil
marks makes a :class:`PencilMarks`, which lays them out in the cell (clear of a cage's sum and
outline, of the dots and X/V on its edges and of the circles on its corners, smaller where room is
short) and draws them. Kept apart from the board's drawing because most of a paint has none: a
board opened to be solved shows only its clues, so the window's start reads none of this.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Iterator, NamedTuple, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from str8ts_gui.core.puzzle import PlayState, mask_digits
from str8ts_gui.gui.draw import label_rect
from str8ts_gui.gui.board.render import LABEL_ROOM, RenderOptions, _font, _mark_grid, _mark_inset, mark_font_px

__all__ = ["PencilMarks", "mark_disc", "marks_row_text", "note_discs", "note_ink"]


class PencilMarks:
    """The pencil marks of one paint of a board (cells ``cell`` pixels wide, digits up to
    ``digits``): :meth:`candidates` draws a cell's grid of candidates, :meth:`notes` its corner
    and centre marks. The marks' fonts and measures are made once a paint, per size."""

    def __init__(self, painter: QPainter, cell: float, digits: int, options: RenderOptions) -> None:
        self.painter = painter
        self.cell = cell
        self.digits = digits
        self.options = options
        self.per_row = _mark_grid(digits)
        self.mark_px = mark_font_px(cell, digits)
        self._by_size: dict[tuple[int, float], _Marks] = {}
        self.plain = self.marks_for(self.mark_px, _mark_boxes(cell, self.per_row, 0.0, False)[2])  # a plain cell's boxes

    def marks_for(self, pixels: float, width: float) -> _Marks:
        """The marks of this font size (rounded as :func:`~.render._font` does) in boxes ``width`` wide."""
        key = (max(1, round(pixels)), width)
        if key not in self._by_size:
            fonts = {bold: _font(pixels, bold) for bold in (False, True)}
            self._by_size[key] = _Marks(self.painter, {b: (f, QFontMetricsF(f)) for b, f in fonts.items()}, width)
        return self._by_size[key]

    def notes(self, r: QRectF, state: PlayState, i: int, label: str | None, room: float, framed: bool, reach, circles) -> None:
        """Cell ``i``'s corner and centre marks in its rectangle ``r`` (see :func:`_draw_notes`)."""
        _draw_notes(self.painter, r, self.cell, state, i, label, self.options, room, framed, reach, circles)

    def candidates(self, r: QRectF, i: int, mask: int, room: float, labelled: bool, reach) -> None:
        """Cell ``i``'s candidates (the digits of ``mask``) in its rectangle ``r``, in a grid of
        3 x 3 (4 x 4 above 9 digits): inside a cage's outline or below its sum (``room``,
        ``labelled``), clear of the marks on its edges (``reach``)."""
        options = self.options
        colour = options.palette.colour
        cell, per_row, mark_px = self.cell, self.per_row, self.mark_px
        struck = options.struck.get(i, 0)
        pattern = options.pattern.get(i, 0) & ~struck  # (a candidate it removes: struck out)
        plain = colour("auto_mark" if i in options.auto_marks else "mark")
        if reach:
            ink = _mark_ink(mark_px, self.digits)
            inset, top, mini, tall = _mark_boxes_clear(cell, per_row, room, labelled, reach, ink)
            # columns made narrow by dots on both sides: smaller marks, so that a row of
            # them does not read as one number (smaller ink keeps clear of the dots too)
            narrow = mark_px * mini / (ink.digit * EDGE_MARK_SPACING) if ink.digit else mark_px
            here = self.marks_for(min(mark_px, tall * MARK_ROW_FONT, narrow), mini)
            free = _off_edge_marks(r, reach, cell)  # (a disc stays off the dots)
        else:
            inset, top, mini, tall = _mark_boxes(cell, per_row, room, labelled)
            # inside a cage's outline, or below its sum: smaller when the rows are low
            here = self.marks_for(min(mark_px, tall * MARK_ROW_FONT), mini) if room or labelled else self.plain
            free = None
        here.cell()
        for d in range(1, self.digits + 1):
            if not mask >> d & 1:
                continue
            mr, mc = divmod(d - 1, per_row)
            box = QRectF(r.left() + inset + mc * mini, r.top() + top + mr * tall, mini, tall)
            focused = d == options.focus_digit
            if struck >> d & 1:
                red = colour("struck")
                here.struck(box, mark_text(d), focused, red, QPen(red, max(1.0, cell * 0.025)), mini * 0.22)
            else:
                if pattern >> d & 1:
                    here.disc(box, colour("pattern"), free)
                here.draw(box, mark_text(d), focused, colour("focus_mark") if focused else plain)


MARK_ROW_FONT = 1.08  # a pencil mark's pixel size is at most this many times its row's height


def _mark_boxes(cell: float, per_row: int, room: float, labelled: bool) -> tuple[float, float, float, float]:
    """Where a cell's pencil-mark grid stands: (inset from the left and right edges, top, width
    of a mark's box, height of a row), in pixels from the cell's corner. ``room``: the share of
    the cell kept free along every edge for a line drawn inside it (a cage's outline: the marks
    sit inside it); ``labelled``: a corner label (a cage's sum), the marks start below it."""
    inset = _mark_inset(cell, per_row)
    if room:
        inset = max(inset, cell * room)
    mini = (cell - 2 * inset) / per_row
    top, tall = inset, mini
    if labelled:
        top = max(inset, cell * LABEL_ROOM)
        tall = (cell - inset - top) / per_row
    return inset, top, mini, tall


EDGE_GAP = 0.035  # of a cell (1 pixel at least): pencil marks keep this clear of a mark on the cell's edge


def edge_gap(cell: float) -> float:
    """How far pencil marks keep from a mark on the cell's edge: :data:`EDGE_GAP`, and half a
    pixel more for the text's baseline put on whole pixels and its smoothed edges."""
    return max(1.0, cell * EDGE_GAP) + 0.5


class _MarkInk(NamedTuple):
    """Where a pencil mark's digits have ink in its box, for a font: ``wide`` the widest mark's
    ink (a mark of two digits squeezed to fit its box is no wider than the box), ``up`` and
    ``down`` how far it reaches above and below the box's middle; ``digit`` the widest of 1-9."""

    wide: float
    up: float
    down: float
    digit: float


EDGE_MARK_SPACING = 1.25  # a column of candidates beside marks on the edges is at least this many digits wide


@lru_cache(maxsize=64)
def _mark_ink(pixels: float, board_digits: int) -> _MarkInk:
    """The ink of the pencil marks drawn at ``pixels`` (regular and bold, every digit of the
    board) as :func:`_draw_fitting` centres them in a box."""
    wide = up = down = digit = 0.0
    for bold in (False, True):
        metrics = QFontMetricsF(_font(pixels, bold))
        baseline = metrics.ascent() - metrics.height() / 2  # below the box's middle
        for d in range(1, board_digits + 1):
            tight = metrics.tightBoundingRect(mark_text(d))
            wide = max(wide, tight.width())
            up = max(up, -(baseline + tight.top()))
            down = max(down, baseline + tight.bottom())
            if d <= 9:
                digit = max(digit, tight.width())
    return _MarkInk(wide, up, down, digit)


@lru_cache(maxsize=1024)
def _mark_boxes_clear(
    cell: float, per_row: int, room: float, labelled: bool, reach: tuple[float, float, float, float], ink: _MarkInk,
) -> tuple[float, float, float, float]:
    """:func:`_mark_boxes` for a cell with marks on its edges (Kropki dots, X and V) reaching
    ``reach`` pixels into it from its left, top, right and bottom sides: the grid of pencil
    marks drawn inset on those sides, as little as keeps the ink of its marks (``ink``)
    :func:`edge_gap` clear of them, the marks in their rows and columns as in every other cell
    (a dot at the middle of the right side moves the whole right column in, not the 6 alone).
    Sides without a mark keep their inset; a cell without any, all of :func:`_mark_boxes`."""
    inset, top, mini, tall = _mark_boxes(cell, per_row, room, labelled)
    if not any(r > 0 for r in reach):
        return inset, top, mini, tall
    gap = edge_gap(cell)
    want = [r + gap if r > 0 else 0.0 for r in reach]  # where the ink may start, from each side
    left, right, bottom = inset, inset, inset
    half = 1 / (2 * per_row)
    for _ in range(8):  # (each side's inset pulls on the others a little: a few rounds settle it)
        mini = (cell - left - right) / per_row
        wide = min(ink.wide, mini * 0.98) / 2
        # the first column's ink starts at left + mini / 2 - wide; left grows it by (1 - half) a pixel
        if want[0]:
            left = max(left, (want[0] + wide - (cell - right) * half) / (1 - half))
        if want[2]:
            right = max(right, (want[2] + wide - (cell - left) * half) / (1 - half))
        if want[1]:
            top = max(top, (want[1] + ink.up - (cell - bottom) * half) / (1 - half))
        if want[3]:
            bottom = max(bottom, (want[3] + ink.down - (cell - top) * half) / (1 - half))
    return left, top, (cell - left - right) / per_row, (cell - top - bottom) / per_row


def _off_edge_marks(r: QRectF, reach: tuple[float, float, float, float], cell: float) -> QRectF:
    """The cell ``r`` less the marks on its edges (``reach``) and a pixel beyond them: where a
    pattern candidate's disc may be drawn."""
    clear = [e + min(edge_gap(cell), 1.5) if e > 0 else 0.0 for e in reach]
    return r.adjusted(clear[0], clear[1], -clear[2], -clear[3])


def mark_text(digit: int) -> str:
    """A pencil mark: the digit as the clues and entries show it (10 to 16 too)."""
    return str(digit)


def marks_row_text(digits, board_digits: int) -> str:
    """Marks in a row of text: side by side up to 9 ("1234"), as the centre marks are; on a
    board of 10 or more digits each one apart ("1 2 10 11"), where "12 10 11" would read as 12."""
    if board_digits <= 9:
        return "".join(mark_text(d) for d in digits)
    return " ".join(mark_text(d) for d in digits)


def _draw_mark(painter: QPainter, box: QRectF, text: str, metrics: QFontMetricsF) -> None:
    """``text`` centred in ``box``, squeezed sideways when it is wider than the box (10-16)."""
    width = metrics.horizontalAdvance(text)
    _draw_fitting(painter, box, text, width, _squeeze(text, width, box.width()))


def _squeeze(text: str, width: float, box_width: float) -> float:
    """How much a mark ``width`` wide is squeezed sideways to fit its box: 0 when it fits."""
    room = box_width * (0.98 if len(text) == 1 else 0.84)  # two digits keep a gap to the next mark
    return room / width if width > room else 0.0


def _draw_fitting(painter: QPainter, box: QRectF, text: str, width: float, scale: float) -> None:
    """A mark centred in ``box``, squeezed sideways by ``scale`` (0: not squeezed)."""
    if not scale:
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return
    painter.save()
    painter.translate(box.center())
    painter.scale(scale, 1.0)
    painter.drawText(QRectF(-width / 2, -box.height() / 2, width, box.height()), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


class _Marks:
    """Pencil marks exactly as :func:`_draw_mark` draws them (the same ``drawText`` calls), with
    less Python around each: a board of 15 x 15 or 16 x 16 with every candidate shown has
    thousands of marks a paint. A mark's width and whether it is squeezed sideways (10-16 in a
    narrow box) are measured once a paint, and the painter's font and pen are set only when
    they change within a cell. (Text laid out once, ``QStaticText``, would be faster still but
    is drawn with other pixels at small sizes and on high-density screens.)"""

    def __init__(self, painter: QPainter, fonts: dict[bool, tuple[QFont, QFontMetricsF]], width: float) -> None:
        self.painter = painter
        self.fonts = fonts
        self.width = width  # every mark's box is this wide
        self.sizes: dict[tuple[str, bool], tuple[float, float]] = {}  # (width, sideways scale or 0)
        self.cell()

    def cell(self) -> None:
        """A new cell: the painter's font and pen may have been set by other drawing since."""
        self.font_of: bool | None = None
        self.pen = None

    def draw(self, box: QRectF, text: str, focused: bool, colour) -> None:
        painter = self.painter
        if self.font_of is not focused:
            painter.setFont(self.fonts[focused][0])
            self.font_of = focused
        if self.pen is not colour:
            painter.setPen(colour)
            self.pen = colour
        key = (text, focused)
        size = self.sizes.get(key)
        if size is None:
            width = self.fonts[focused][1].horizontalAdvance(text)
            size = self.sizes[key] = (width, _squeeze(text, width, self.width))
        _draw_fitting(painter, box, text, *size)

    def disc(self, box: QRectF, colour: QColor, bounds: QRectF | None = None) -> None:
        """The disc behind a mark the step is made of (:func:`mark_disc` of its box, inside
        ``bounds``: off the marks on the cell's edges)."""
        disc = mark_disc(box)
        _draw_disc(self.painter, disc if bounds is None else disc.intersected(bounds), colour)
        self.pen = None

    def struck(self, box: QRectF, text: str, focused: bool, colour, line: QPen, a: float) -> None:
        """A mark the step rules out: drawn, then struck through (the pen changes for the line)."""
        self.draw(box, text, focused, colour)
        painter = self.painter
        painter.setPen(line)
        self.pen = None
        painter.drawLine(QPointF(box.left() + a, box.bottom() - a), QPointF(box.right() - a, box.top() + a))


# -- a step's pattern: its candidates on discs ------------------------------------------------------
PATTERN_GAP = 0.06  # of a mark's box (half a pixel at least): the discs of two marks side by side keep apart
PATTERN_ROUND = 0.4  # of a disc's shorter side: the radius of its corners (a round disc on a square box)
NOTE_DISC_PAD = 0.14  # of a corner or centre mark's pixel size (0.75 px at least): its disc around its ink


def mark_disc(box: QRectF) -> QRectF:
    """The disc behind a candidate a step is made of: its box in the cell's grid of candidates,
    a little inside it, so that the discs of neighbouring candidates never touch."""
    gap = max(0.5, min(box.width(), box.height()) * PATTERN_GAP)
    return box.adjusted(gap, gap, -gap, -gap)


def _draw_disc(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A filled rounded square (round where ``rect`` is square), no outline."""
    radius = min(rect.width(), rect.height()) * PATTERN_ROUND
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)


# Corner marks go to these places of a cell, in this order (x, y as fractions of the free width
# and height): the four corners, then the middles of the top, bottom, left and right sides.
CORNER_PLACES = ((0, 0), (1, 0), (0, 1), (1, 1), (0.5, 0), (0.5, 1), (0, 0.5), (1, 0.5))


# Corner and centre marks on a board of 10-16 digits are drawn at least this many pixels where
# the cell holds them (a share of it no larger than a 9 x 9's marks take, :data:`NOTE_SHARE_MOST`):
# on a small screen (1024 x 600, 1280 x 720) a 16 x 16's cells are 27-35 px, a fifth of which
# drew corner marks of 5-7 px (digits 4-5 px tall) with room to spare around them.
NOTE_MIN_PX = 8
NOTE_SHARE_MOST = 0.27


def note_font_px(cell: float, digits: int) -> float:
    """The pixel size of corner and centre marks in a cell of side ``cell``: a fifth of the cell
    on boards of 10-16 digits, but at least :data:`NOTE_MIN_PX` as far as
    :data:`NOTE_SHARE_MOST` of it allows (cells under 40 px: a small screen's)."""
    if digits <= 9:
        return cell * 0.24
    return max(cell * 0.2, min(NOTE_MIN_PX, cell * NOTE_SHARE_MOST))


NOTE_INSET = 0.07  # of a cell: corner and centre marks keep this clear of the cell's edges

# A cell's few centre marks are drawn larger, the fewer the larger (as SudokuPad draws them): one
# mark 1.45 times the size of four or more, two 1.35 times, three 1.2 times (in a 9 x 9's cell a
# font of 40, 37 and 33 hundredths of the cell instead of 28), as far as they keep to the cell's
# width and a gap clear of its corner marks and a cage's total (smaller then, down to the size of
# many). Four or more are drawn as they were.
CENTRE_FEW_GROWTH = {1: 1.45, 2: 1.35, 3: 1.2}


@lru_cache(maxsize=256)
def _centre_font(size: int) -> QFont:
    """The font of centre marks drawn ``size`` pixels, made once per size: :func:`_few_centre`
    tries each size down from the largest on every paint of every cell with a few centre marks.
    Shared, so never changed: whoever draws it smaller copies it first."""
    return _font(size, False)


def _few_centre(middle: _NoteText, px: float, grow: float, kept: list[QRectF], gap: float) -> _NoteText:
    """The centre marks ``middle`` (drawn for many, their corner marks ``px``) in the largest
    size up to ``grow`` times theirs whose ink fits the band's width and keeps ``gap`` clear of
    the inks ``kept``: ``middle`` itself where none larger does. The band grows with them, about
    the cell's middle."""
    own = middle.font.pixelSize()
    for size in range(round(px * grow * 1.15), own, -1):
        scale = size / own
        band = middle.box
        taller = QRectF(band.left(), band.center().y() - band.height() * scale / 2, band.width(), band.height() * scale)
        larger = middle._replace(box=taller, font=_centre_font(size))
        metrics = QFontMetricsF(larger.font)
        if metrics.horizontalAdvance(larger.text) > band.width():
            continue  # (made smaller to fit its band when drawn: a smaller size is the same)
        ink = note_ink(larger).adjusted(-gap, -gap, gap, gap)
        if not any(ink.intersects(other) for other in kept):
            return larger
    return middle


class _NoteText(NamedTuple):
    """One text of a cell's pencil marks as :func:`_draw_notes` draws it: a corner mark in its
    place (``kind`` "corner", drawn by :func:`_draw_mark`), a row of corner marks ("row") or the
    centre marks ("centre"), both drawn by :func:`_draw_fitted` (``widest``: see there)."""

    kind: str
    box: QRectF
    text: str
    font: QFont
    digits: tuple[int, ...]
    widest: str = ""


# Rows of corner marks kept clear of the centre marks below a cage's total, many centre marks
# on two lines or more (tests switch both off to show every other cell is drawn as before)
ADJUST_NOTES = True


def _fitted_font(font: QFont, width: float, box_width: float) -> QFont:
    """``font``, or made smaller as :func:`_draw_fitted` makes it for a text ``width`` wide."""
    if width > box_width and width > 0:
        font = QFont(font)
        font.setPixelSize(max(1, int(font.pixelSize() * box_width / width)))
    return font


def note_ink(note: _NoteText) -> QRectF:
    """Where the digits of ``note`` have ink (nearly: as the font's metrics tell)."""
    metrics = QFontMetricsF(note.font)
    if note.kind == "corner":
        width = min(metrics.horizontalAdvance(note.text), note.box.width())
        tight = metrics.tightBoundingRect(note.text)
        tight = QRectF(-width / 2, tight.top(), width, tight.height())
    else:
        metrics = QFontMetricsF(_fitted_font(note.font, metrics.horizontalAdvance(note.widest or note.text), note.box.width()))
        width = metrics.horizontalAdvance(note.text)
        tight = metrics.tightBoundingRect(note.text).translated(-width / 2, 0)
    baseline = note.box.center().y() - metrics.height() / 2 + metrics.ascent()
    return tight.translated(note.box.center().x(), baseline)


def _rows_around_centre(rows: list[_NoteText], inner: QRectF, cell: float, px: float, centre: _NoteText):
    """Two ``rows`` of corner marks along the top and the foot of ``inner`` (below a cage's
    total) and the ``centre`` marks between them: None when the rows keep clear of the centre
    marks; else the rows and the centre marks made smaller together, as little as keeps a gap
    between them, the centre marks halfway between the rows."""
    centre_ink = note_ink(centre)
    if not any(note_ink(row).adjusted(-1, -1, 1, 1).intersects(centre_ink) for row in rows):
        return None
    gap = max(1.5, cell * 0.03)
    scale = 1.0
    while True:
        font = _font(px * scale, False)
        box_h = QFontMetricsF(font).height()
        boxes = [QRectF(inner.left(), inner.top() + row * (inner.height() - box_h), inner.width(), box_h) for row in (0, 1)]
        shrunk = [row._replace(box=box, font=font) for row, box in zip(rows, boxes)]
        top, foot = (note_ink(row) for row in shrunk)
        band_h = px * 1.5 * scale
        band = QRectF(centre.box.left(), (top.bottom() + foot.top()) / 2 - band_h / 2, centre.box.width(), band_h)
        middle = centre._replace(box=band, font=_font(px * 1.15 * scale, False))
        ink = note_ink(middle)  # its ink halfway between the rows' ink
        middle = middle._replace(box=band.translated(0, (top.bottom() + foot.top()) / 2 - ink.center().y()))
        ink = note_ink(middle)
        if (ink.top() - top.bottom() >= gap and foot.top() - ink.bottom() >= gap) or scale <= 0.3:
            return shrunk, middle
        scale -= 0.02


def _circle_corners(r: QRectF) -> tuple[QPointF, QPointF, QPointF, QPointF]:
    """The corners of the cell ``r`` in the order of a ``corners`` reach (see :func:`_draw_notes`):
    top-left, top-right, bottom-left, bottom-right."""
    return (r.topLeft(), QPointF(r.right(), r.top()), QPointF(r.left(), r.bottom()), r.bottomRight())


def _under_circles(box: QRectF, r: QRectF, corners: tuple[float, float, float, float], gap: float) -> bool:
    """Whether ``box`` comes nearer than ``gap`` to the circles over the corners of the cell
    ``r`` (``corners``: their reach from each corner)."""
    for at, reach in zip(_circle_corners(r), corners):
        if reach > 0:
            dx = max(box.left() - at.x(), 0.0, at.x() - box.right())
            dy = max(box.top() - at.y(), 0.0, at.y() - box.bottom())
            if math.hypot(dx, dy) < reach + gap:
                return True
    return False


def _rows_clear_of_circles(
    rows: list[_NoteText], r: QRectF, corners: tuple[float, float, float, float], gap: float,
) -> list[_NoteText] | None:
    """Two rows of corner marks (:func:`_corner_rows`) with their boxes narrowed to keep
    ``gap`` clear of the circles over the cell's corners (``corners``: their reach from the
    corners of the cell ``r``), each row's text centred in what is left, both in the one size
    that fits the narrower; None when a row has no room left."""
    boxes = []
    for row in rows:
        box = QRectF(row.box)
        for at, reach in zip(_circle_corners(r), corners):
            if reach <= 0:
                continue
            dy = max(box.top() - at.y(), 0.0, at.y() - box.bottom())
            if dy >= reach + gap:
                continue
            half = math.sqrt((reach + gap) ** 2 - dy * dy)  # the circle's half width at the row's nearest edge
            if at.x() <= r.center().x():
                box.setLeft(max(box.left(), at.x() + half))
            else:
                box.setRight(min(box.right(), at.x() - half))
        if box.width() < 1:
            return None
        boxes.append(box)
    if all(box == row.box for box, row in zip(boxes, rows)):
        return rows
    font = rows[0].font
    metrics = QFontMetricsF(font)
    # the one size both rows fit in: that of the row with the least room for its text
    text, box = min(((row.text, box) for row, box in zip(rows, boxes)), key=lambda t: t[1].width() / max(1.0, metrics.horizontalAdvance(t[0])))
    font = _fitted_font(font, metrics.horizontalAdvance(text), box.width())
    return [row._replace(box=box, font=font, widest="") for row, box in zip(rows, boxes)]


def _places_clear(places: list[tuple[float, float]], blocked: Callable[[float, float], bool]) -> list[tuple[float, float]]:
    """The places for corner marks (:data:`CORNER_PLACES`) that are not ``blocked`` (under a
    quadruple's circle), in their order; a corner blocked hands its turn to the middle of its
    side (the top's or the foot's) when that is free, so the marks still read left to right and
    top to bottom."""
    out: list[tuple[float, float]] = []
    for fx, fy in places:
        if not blocked(fx, fy):
            if (fx, fy) not in out:
                out.append((fx, fy))
        elif fx != 0.5 and fy != 0.5 and (0.5, fy) in places and (0.5, fy) not in out and not blocked(0.5, fy):
            out.append((0.5, fy))
    return out


def _corner_rows(
    corner: list[int], inner: QRectF, font: QFont, board_digits: int, r: QRectF | None = None,
    corners: tuple[float, float, float, float] | None = None, gap: float = 0.0,
) -> list[_NoteText]:
    """Corner marks in two rows of one size, along the top and the foot of ``inner`` (more marks
    than a cell's corners and sides hold), the wider row as narrow as can be (else the top row
    the longer). With circles over the corners of the cell ``r`` (``corners``, a quadruple's):
    each row narrowed to keep ``gap`` clear of them (:func:`_rows_clear_of_circles`), the marks
    split between the rows so that they are drawn as large as can be."""
    rows = _rows_of(corner, inner, font, board_digits)
    if r is None or not corners or not any(corners) or _rows_clear_of_circles(rows, r, corners, gap) is rows:
        return rows
    best = None
    for at in range(1, len(corner)):
        cleared = _rows_clear_of_circles(_rows_of(corner, inner, font, board_digits, at), r, corners, gap)
        if cleared is None:
            continue
        size = (cleared[0].font.pixelSize(), -abs(2 * at - len(corner)), at)
        if best is None or size > best[0]:
            best = (size, cleared)
    return best[1] if best is not None else rows


def _rows_of(corner: list[int], inner: QRectF, font: QFont, board_digits: int, at: int | None = None) -> list[_NoteText]:
    """:func:`_corner_rows` without circles: the first ``at`` marks in the top row (None: the
    wider row as narrow as can be)."""
    metrics = QFontMetricsF(font)
    box_h = metrics.height()

    def row_text(ds) -> str:
        return marks_row_text(ds, board_digits)

    def split(k: int) -> tuple[float, int, int]:
        wider = max(metrics.horizontalAdvance(row_text(corner[:k])), metrics.horizontalAdvance(row_text(corner[k:])))
        return round(wider, 1), abs(2 * k - len(corner)), -k

    half = min(range(1, len(corner)), key=split) if at is None else at
    texts = [row_text(corner[:half]), row_text(corner[half:])]
    widest = max(texts, key=metrics.horizontalAdvance)  # both rows in one size: the one that fits it
    rows = []
    for row, (text, ds) in enumerate(zip(texts, (corner[:half], corner[half:]))):
        line = QRectF(inner.left(), inner.top() + row * (inner.height() - box_h), inner.width(), box_h)
        rows.append(_NoteText("row", line, text, font, tuple(ds), widest))
    return rows


def _note_layout(
    r: QRectF, cell: float, state: PlayState, i: int, label: str | None, room: float = 0, shrink: bool = False,
    adjust: bool = True, reach: tuple[float, float, float, float] | None = None,
    corners: tuple[float, float, float, float] | None = None,
) -> list[_NoteText]:
    """The texts :func:`_draw_notes` draws for cell ``i`` (``adjust``: see :data:`ADJUST_NOTES`;
    ``reach``, ``corners``: see there).
    Remembered for the same cell rectangle and marks: making the rows below a cage's total and
    the centre marks stand apart, or many centre marks two lines or more, tries font after font, which on
    a board full of marks cost three times the whole board's drawing at every repaint."""
    return list(
        _layout_of(r.x(), r.y(), r.width(), r.height(), cell, state.corner[i], state.centre[i],
                   state.puzzle.digits, label, room, shrink, adjust, CENTRE_MIN_PX, reach or None,
                   corners if corners and any(corners) else None)
    )


@lru_cache(maxsize=4096)
def _layout_of(
    x: float, y: float, w: float, h: float, cell: float, corner_mask: int, centre_mask: int, board_digits: int,
    label: str | None, room: float, shrink: bool, adjust: bool, floor: int,
    reach: tuple[float, float, float, float] | None = None, corners: tuple[float, float, float, float] | None = None,
) -> tuple[_NoteText, ...]:
    r = QRectF(x, y, w, h)
    notes: list[_NoteText] = []
    corner = mask_digits(corner_mask)
    centre = mask_digits(centre_mask)
    px = note_font_px(cell, board_digits)
    inset = cell * max(NOTE_INSET, room + 0.03 if room else 0)  # (a corner mark's glyph fills its box)
    if shrink and inset > cell * NOTE_INSET:
        px *= (cell - 2 * inset) / (cell * (1 - 2 * NOTE_INSET))
    # each side's inset: a mark on that edge (a Kropki dot, an X or V) and a gap kept clear; the
    # corner marks' boxes hold their ink, the centre marks' band theirs (made smaller to fit it)
    gap = edge_gap(cell)
    sides = tuple(max(inset, e + gap) if e > 0 else inset for e in reach) if reach else (inset,) * 4
    left, top, right, bottom = sides
    rows: list[_NoteText] = []
    if corner:
        font = _font(px, False)
        metrics = QFontMetricsF(font)
        box_w = max(metrics.horizontalAdvance("16" if board_digits > 9 else "8"), px * 0.6)
        box_h = metrics.height()
        inner = r.adjusted(left, top, -right, -bottom)

        def spot(fx: float, fy: float) -> QRectF:
            return QRectF(inner.left() + fx * (inner.width() - box_w), inner.top() + fy * (inner.height() - box_h), box_w, box_h)

        places = list(CORNER_PLACES)
        if label:
            free = label_rect(r, cell, label).adjusted(0, 0, box_w, 0)
            places = [(fx, fy) for fx, fy in places if not spot(fx, fy).intersects(free)]
        if corners:  # a quadruple's circle over a corner: the marks take the places clear of it
            places = _places_clear(places, lambda fx, fy: _under_circles(spot(fx, fy), r, corners, gap))
        if label and len(corner) > len(places):
            below = cell * LABEL_ROOM if room else inset + cell * LABEL_ROOM
            inner = r.adjusted(left, max(top, below), -right, -bottom)  # two rows below the total
        if len(corner) <= len(places):
            for d, (fx, fy) in zip(corner, places):
                x, y = spot(fx, fy).left(), spot(fx, fy).top()
                notes.append(_NoteText("corner", QRectF(x, y, box_w, box_h), mark_text(d), font, (d,)))
        else:  # more marks than places: a row along the top and one along the bottom
            rows = _corner_rows(corner, inner, font, board_digits, r, corners, gap)
    middle = None
    if centre:
        text = marks_row_text(centre, board_digits)
        band = QRectF(r.left() + left, r.center().y() - px * 0.75, r.width() - left - right, px * 1.5)
        middle = _NoteText("centre", band, text, _font(px * 1.15, False), tuple(centre))
        if len(centre) in CENTRE_FEW_GROWTH:  # a few: larger, as far as they keep clear of the rest
            kept = [note_ink(note) for note in notes + rows] + ([label_rect(r, cell, label)] if label else [])
            middle = _few_centre(middle, px, CENTRE_FEW_GROWTH[len(centre)], kept, max(1.5, cell * 0.03))
        if adjust and rows and label:  # the rows moved below a cage's total: they may reach the centre marks
            shared = _rows_around_centre(rows, inner, cell, px, middle)
            if shared is not None:
                rows, middle = shared
                if corners:  # (made smaller across the cell's width: clear of the circles again)
                    rows = _rows_clear_of_circles(rows, r, corners, gap) or rows
    notes += rows
    if middle is not None:
        if not adjust:
            notes.append(middle)
        else:
            lines = _centre_lines(middle, board_digits, notes, _clear_of_corners(middle, notes))
            # (in cells too small for the floor, as a small screen's 16 x 16 has them, four or
            # five marks of 10-16 in one row went down to 3 px while six went on lines of 6 px:
            # a row shrunk to under two thirds of the marks' own size wraps as those do)
            own = middle.font.pixelSize()
            small = own < floor and 3 * _drawn_px(lines) < 2 * own
            if board_digits > 9 and (len(centre) > CENTRE_ONE_ROW or small):
                kept = [note_ink(note) for note in notes]
                if label:
                    kept.append(label_rect(r, cell, label))
                area = QRectF(middle.box.left(), r.top() + top, middle.box.width(), r.height() - top - bottom)
                lines = _centre_wrapped(middle, board_digits, area, kept, _drawn_px(lines)) or lines
            if _drawn_px(lines) < floor <= middle.font.pixelSize():  # (smaller cells: as before)
                notes, lines = _legible_centre(r, cell, sides, label, board_digits, notes, middle, lines, floor, corners, gap)
            notes += lines
    return tuple(notes)


# Centre marks are drawn at least this many pixels (the font's pixel size: digits about 5 px
# tall, the fewest a digit keeps its shape in) where the cell holds them: a 16 x 16 cell at the
# smallest the board keeps it (40 px, for candidates of MIN_MARK_PX) holds five of 10-16 in two
# lines of this size beside six corner marks. Below it a row squeezed between the corner marks
# went down to 3 px (digits 2-3 px tall). Cells whose centre marks are smaller than this in
# their own size (thumbnails, a board shrunk below what the window keeps) are drawn as before.
CENTRE_MIN_PX = 7


def _legible_centre(
    r: QRectF, cell: float, sides: tuple[float, float, float, float], label: str | None, board_digits: int,
    notes: list[_NoteText], middle: _NoteText, lines: list[_NoteText], floor: int,
    corners: tuple[float, float, float, float] | None = None, gap: float = 0.0,
) -> tuple[list[_NoteText], list[_NoteText]]:
    """(corner marks, centre-mark lines) for centre marks ``lines`` drawn smaller than ``floor``
    (:data:`CENTRE_MIN_PX`) beside the corner marks ``notes``: the centre marks in one to
    :data:`CENTRE_LINES` lines anywhere over the cell's middle (between the corner marks, a gap
    clear of their ink and of a cage's total), as large as fits; when that is still under the
    floor and seven or eight corner marks stand at the middles of the cell's sides too, those go
    in two rows along the top and the foot (as more marks than places do) when that frees room
    for larger centre marks. Still under it (a cage's outline leaves less room), the corner marks
    are made smaller too, each towards the cell's edges it stands at, as little as lets the
    centre marks reach the floor, never under it themselves. Else ``notes`` and ``lines``, or
    the largest centre marks found, as they are."""
    left, top, right, bottom = sides  # (the insets from the cell's sides: see _layout_of)
    area = QRectF(middle.box.left(), r.top() + top, middle.box.width(), r.height() - top - bottom)
    total = [label_rect(r, cell, label)] if label else []
    layouts = [notes]
    placed = [note for note in notes if note.kind == "corner"]
    if not label and len(placed) > 6 and len(placed) == len(notes):
        inner = r.adjusted(left, top, -right, -bottom)
        rows = _corner_rows([note.digits[0] for note in placed], inner, placed[0].font, board_digits, r, corners, gap)
        # (two rows of two-digit marks are drawn smaller to fit the cell's width: not under the
        # floor, nor under the size the corner marks had, to make room for the centre marks)
        if _drawn_px(rows) >= min(floor, _drawn_px(placed)):
            layouts.append(rows)

    def fit(corners: list[_NoteText], drawn: int) -> tuple[int, list[_NoteText]] | None:
        kept = [note_ink(note) for note in corners] + total
        found = None
        for room in _beside_side_marks(area, kept):
            found = _wrapped_lines(middle, board_digits, room, kept, found[0] if found else drawn, 1, 1.0) or found
        return found

    best = (_drawn_px(lines), notes, lines)
    for corners in layouts:
        found = fit(corners, best[0])
        if found:
            best = (found[0], corners, found[1])
        if best[0] >= floor:
            return best[1], best[2]
    for corners in layouts if notes else ():
        for size in range(max(note.font.pixelSize() for note in corners) - 1, floor - 1, -1):
            smaller = [_smaller_mark(note, size, r, board_digits) for note in corners]
            found = fit(smaller, floor - 1)
            if found:
                return smaller, found[1]
    return best[1], best[2]


def _beside_side_marks(area: QRectF, kept: list[QRectF]) -> list[QRectF]:
    """``area``, and the part of it between the ink of the marks at the middles of its left
    and right sides (``kept``: one of them alone, the lines centred between it and the other
    side) when that differs."""
    mid = area.center()
    beside = [o for o in kept if o.top() <= mid.y() <= o.bottom()]
    left = max([o.right() + 1 for o in beside if o.center().x() < mid.x()], default=area.left())
    right = min([o.left() - 1 for o in beside if o.center().x() > mid.x()], default=area.right())
    if right - left < 1 or (abs(left - area.left()) < 0.5 and abs(right - area.right()) < 0.5):
        return [area]
    return [area, QRectF(left, area.top(), right - left, area.height())]


def _smaller_mark(note: _NoteText, size: int, r: QRectF, board_digits: int) -> _NoteText:
    """A corner mark (or a row of them) ``note`` in a font of ``size`` pixels at most, its ink
    inside the ink it had, kept at the edges of the cell ``r`` it stands at (else centred)."""
    if note.font.pixelSize() <= size:
        return note
    font = QFont(note.font)
    font.setPixelSize(size)
    metrics = QFontMetricsF(font)
    box = note.box
    w = box.width()
    if note.kind == "corner":
        w = min(w, max(metrics.horizontalAdvance("16" if board_digits > 9 else "8"), size * 0.6))
    smaller = note._replace(box=QRectF(box.center().x() - w / 2, box.center().y() - metrics.height() / 2, w, metrics.height()), font=font)
    was, ink = note_ink(note), note_ink(smaller)

    def shift(low: float, high: float, new_low: float, new_high: float, middle: float) -> float:
        if (low + high) / 2 < middle - 0.5:
            return low - new_low
        if (low + high) / 2 > middle + 0.5:
            return high - new_high
        return (low + high) / 2 - (new_low + new_high) / 2

    dx = shift(was.left(), was.right(), ink.left(), ink.right(), r.center().x()) if note.kind == "corner" else 0.0
    dy = shift(was.top(), was.bottom(), ink.top(), ink.bottom(), r.center().y())
    return smaller._replace(box=smaller.box.translated(dx, dy))


def _clear_of_corners(middle: _NoteText, corner: list[_NoteText]) -> _NoteText:
    """The centre marks ``middle`` in one row, made smaller until their ink keeps clear of the ink
    of every ``corner`` mark: six or more corner marks stand at the middles of the cell's sides
    too (five beside a cage's total), where a long row of centre marks (or a row in a cell made
    small by a cage's outline) reached them. The row stays centred in the cell, or is centred
    between the marks at the middles of the left and right sides when that lets it be larger
    (one of them there alone). ``middle`` itself when it is clear."""
    if not corner:
        return middle
    obstacles = [note_ink(note) for note in corner]

    def clear(note: _NoteText) -> bool:
        ink = note_ink(note)
        return not any(ink.intersects(other) for other in obstacles)

    if clear(middle):
        return middle

    def fitted(note: _NoteText) -> _NoteText:  # the largest size that keeps clear, in its box
        if clear(note):
            return note
        size = _fitted_font(note.font, QFontMetricsF(note.font).horizontalAdvance(note.text), note.box.width()).pixelSize()
        smaller = note
        for px in range(size - 1, 0, -1):
            font = QFont(note.font)
            font.setPixelSize(px)
            smaller = note._replace(font=font)
            if clear(smaller):
                break
        return smaller

    best = fitted(middle)
    band = middle.box
    level = note_ink(middle)
    beside = [o for o in obstacles if o.top() < level.bottom() and o.bottom() > level.top()]
    left = max([o.right() + 1 for o in beside if o.center().x() < band.center().x()], default=band.left())
    right = min([o.left() - 1 for o in beside if o.center().x() > band.center().x()], default=band.right())
    if left - band.left() != band.right() - right and right > left:  # one side's mark only: the room between
        between = fitted(middle._replace(box=QRectF(left, band.top(), right - left, band.height())))
        if between.font.pixelSize() > best.font.pixelSize() and clear(between):
            best = between
    return best


CENTRE_ONE_ROW = 5  # up to this many centre marks always go in one row (as they always have)


def _centre_lines(
    middle: _NoteText, board_digits: int, corner: list[_NoteText], row: _NoteText | None = None
) -> list[_NoteText]:
    """The centre marks ``middle`` (a row across its band) on two lines, as SudokuPad draws many
    of them (more than :data:`CENTRE_ONE_ROW`), the first line the first half (rounded up):
    only when that gives a larger size than the one row's (shrunk to fit the band's width;
    ``row``: the row as it is drawn otherwise, smaller to keep clear of the corner marks, see
    :func:`_clear_of_corners`), both lines within the band and clear of the ink of the
    ``corner`` marks; else ``[row]`` (``[middle]``)."""
    if row is None:
        row = middle
    digits = middle.digits
    band = middle.box
    one = _fitted_font(row.font, QFontMetricsF(row.font).horizontalAdvance(row.text), row.box.width()).pixelSize()
    if len(digits) <= CENTRE_ONE_ROW or one >= middle.font.pixelSize():
        return [row]  # the row is drawn in its own size
    obstacles = [note_ink(note) for note in corner]
    half = (len(digits) + 1) // 2
    texts = [marks_row_text(digits[:half], board_digits), marks_row_text(digits[half:], board_digits)]
    for font, box_h in _fonts_fitting(middle.font, texts, band.width(), one):
        lines = [middle._replace(box=QRectF(band.left(), band.center().y() - box_h / 2, band.width(), box_h), text=text, font=font) for text in texts]
        inks = [note_ink(line) for line in lines]
        gap = max(1.0, 0.3 * max(ink.height() for ink in inks))
        top, foot = band.center().y() - gap / 2 - inks[0].bottom(), band.center().y() + gap / 2 - inks[1].top()
        lines = [lines[0]._replace(box=lines[0].box.translated(0, top)), lines[1]._replace(box=lines[1].box.translated(0, foot))]
        inks = [inks[0].translated(0, top), inks[1].translated(0, foot)]
        if inks[0].top() < band.top() or inks[1].bottom() > band.bottom():
            continue
        if any(ink.intersects(other.adjusted(-1, -1, 1, 1)) for ink in inks for other in obstacles):
            continue
        return lines
    return [row]


def _fonts_fitting(font: QFont, texts: list[str], width: float, floor: int) -> Iterator[tuple[QFont, float]]:
    """``font`` in each pixel size from its own down to ``floor`` (not included) in which every
    one of ``texts`` fits ``width``, largest first, with the height of a line in it."""
    for size in range(font.pixelSize(), floor, -1):
        sized = QFont(font)
        sized.setPixelSize(size)
        metrics = QFontMetricsF(sized)
        if max(metrics.horizontalAdvance(text) for text in texts) <= width:
            yield sized, metrics.height()


CENTRE_LINES = 4  # many centre marks on a board of 10-16 digits wrap into at most this many lines


def _drawn_px(lines: list[_NoteText]) -> int:
    """The pixel size centre-mark ``lines`` are drawn in (made smaller to fit their box)."""
    return min(
        _fitted_font(n.font, QFontMetricsF(n.font).horizontalAdvance(n.widest or n.text), n.box.width()).pixelSize()
        for n in lines
    )


def _centre_wrapped(
    middle: _NoteText, board_digits: int, area: QRectF, kept: list[QRectF], drawn: int
) -> list[_NoteText] | None:
    """Many centre marks ``middle`` on a board of 10-16 digits wrapped into 2 to
    :data:`CENTRE_LINES` lines over the cell's whole height (``area``: the cell inside its
    margins, as wide as the centre band), as SudokuPad lets them grow: the first lines the
    longer ones (16 marks: 4, 4, 4, 4), the lines centred on the cell's centre (or between the
    corner marks above and below it), a gap between them, their ink inside ``area`` and clear of ``kept`` (the ink of the corner marks, a cage's
    total), in the largest size that fits, never larger than the centre marks' own size, and
    fewer lines at the same size. None unless that is larger than ``drawn`` (the size of the
    one row or two lines drawn otherwise): every case drawn well before stays as it was."""
    best = _wrapped_lines(middle, board_digits, area, kept, drawn, 2, 2.0)
    return best[1] if best else None


def _wrapped_lines(
    middle: _NoteText, board_digits: int, area: QRectF, kept: list[QRectF], drawn: int, fewest: int, clear_gaps: float
) -> tuple[int, list[_NoteText]] | None:
    """(size, lines): the centre marks ``middle`` in ``fewest`` to :data:`CENTRE_LINES` lines
    as :func:`_centre_wrapped` lays them out, their ink ``clear_gaps`` times the gap between
    the lines clear of ``kept``; None unless larger than ``drawn``."""
    digits = middle.digits
    best: tuple[int, list[_NoteText]] | None = None
    # centred on the cell's centre, else between the ink above and below it (two rows of corner marks)
    mid = area.center().y()
    above = max([o.bottom() + 1 for o in kept if o.bottom() <= mid], default=area.top())
    below = min([o.top() - 1 for o in kept if o.top() >= mid], default=area.bottom())
    centres = [mid] + ([(above + below) / 2] if abs((above + below) / 2 - mid) >= 0.5 else [])
    for count, centre in ((c, y) for c in range(fewest, min(CENTRE_LINES, len(digits)) + 1) for y in centres):
        base, extra = divmod(len(digits), count)
        groups, at = [], 0
        for k in range(count):
            take = base + (1 if k < extra else 0)
            groups.append(digits[at:at + take])
            at += take
        texts = [marks_row_text(g, board_digits) for g in groups]
        floor = max(drawn, best[0] if best else 0)
        for font, box_h in _fonts_fitting(middle.font, texts, area.width(), floor):
            size = font.pixelSize()
            lines = [middle._replace(box=QRectF(area.left(), 0, area.width(), box_h), text=text, font=font, widest="") for text in texts]
            inks = [note_ink(line) for line in lines]
            gap = max(1.0, 0.3 * max(ink.height() for ink in inks))
            total = sum(ink.height() for ink in inks) + gap * (count - 1)
            y = centre - total / 2
            placed = []
            for line, ink in zip(lines, inks):
                shift = y - ink.top()
                placed.append((line._replace(box=line.box.translated(0, shift)), ink.translated(0, shift)))
                y += ink.height() + gap
            if placed[0][1].top() < area.top() or placed[-1][1].bottom() > area.bottom():
                continue
            clear = clear_gaps * gap  # (twice the gap between the lines: they read as one group apart from the corner marks)
            if any(ink.intersects(other.adjusted(-clear, -clear, clear, clear)) for _, ink in placed for other in kept):
                continue
            best = (size, [line for line, _ in placed])
            break
    return best


def _draw_notes(
    painter: QPainter, r: QRectF, cell: float, state: PlayState, i: int, label: str | None, options, room: float = 0,
    shrink: bool = False, reach: tuple[float, float, float, float] | None = None,
    corners: tuple[float, float, float, float] | None = None,
) -> None:
    """Corner marks around the edges of the cell and centre marks in a row across its middle,
    shrunk to fit. A corner ``label`` (a cage's total) keeps its corner and a mark's width
    beside it free, so no mark reads as a digit of the total; ``room`` (a share of the cell)
    is kept free along every edge for a line drawn inside the cell (a cage's outline, a Check
    frame). ``shrink``: the marks are made smaller as the room left inside is (a Check frame
    inside the selection's outline leaves little), so the rows of corner marks keep clear of
    the centre marks. Two rows of corner marks below a cage's total that would reach the
    centre marks are made smaller with them, so they stand apart. Many centre marks go on two
    lines where that draws them larger than one row does; centre marks that would be drawn
    under :data:`CENTRE_MIN_PX` go on more lines, or seven or eight corner marks into two rows,
    where that makes them larger (:func:`_legible_centre`). ``reach``: marks on the cell's edges
    (Kropki dots, X and V) reach this far into it from its left, top, right and bottom sides; the
    marks keep clear of them (see :func:`_layout_of`). ``corners``: circles over the cell's
    corners (a quadruple's) reach this far into it from its top-left, top-right, bottom-left and
    bottom-right corners; the corner marks take the places clear of them (a corner under one
    passes its mark on to the next free place), rows of them are narrowed beside them."""
    colour = options.palette.colour("mark")
    focus_colour = options.palette.colour("focus_mark")
    focus = options.focus_digit
    more = {"corners": corners} if corners and any(corners) else {}  # (only where there are circles)
    notes = _note_layout(r, cell, state, i, label, room, shrink, ADJUST_NOTES, reach, **more)
    pattern = options.pattern.get(i, 0) & ~options.struck.get(i, 0)
    if pattern:  # every disc first: none covers another mark's digits
        disc = options.palette.colour("pattern")
        kept = [label_rect(r, cell, label)] if label else []
        bounds = _off_edge_marks(r, reach, cell) if reach else r
        for _d, rect in note_discs(notes, pattern, state.puzzle.digits, bounds, kept):
            _draw_disc(painter, rect, disc)
    for note in notes:
        if note.kind == "corner":
            painter.setFont(note.font)
            painter.setPen(focus_colour if focus in note.digits else colour)
            _draw_mark(painter, note.box, note.text, QFontMetricsF(note.font))
        else:
            painter.setPen(focus_colour if note.kind == "centre" and focus in note.digits else colour)
            _draw_fitted(painter, note.box, note.text, note.font, note.widest)
    struck = options.struck.get(i, 0)
    if struck:  # a digit the step shown removes: struck out here too, as among candidates
        painter.setPen(QPen(options.palette.colour("struck"), max(1.0, cell * 0.025)))
        for note in notes:
            for d, ink, _px in _digit_inks(note, state.puzzle.digits):
                if struck >> d & 1:
                    a = ink.height() * 0.12  # (past the digit above and below, not into its neighbours)
                    painter.drawLine(QPointF(ink.left(), ink.bottom() + a), QPointF(ink.right(), ink.top() - a))


def note_discs(
    notes: Sequence[_NoteText], pattern: int, board_digits: int, bounds: QRectF | None = None, kept: Sequence[QRectF] = (),
) -> list[tuple[int, QRectF]]:
    """(digit, disc) for each corner or centre mark among ``notes`` (a cell's :func:`_note_layout`)
    whose digit is in the mask ``pattern``: its digit's ink as it is drawn (in a row of marks, its
    own digits), grown all round, but never to meet the disc of another mark nor the digits of
    one without a disc: towards another disc by less than half the gap between their inks,
    towards digits without one or ``kept`` (a cage's total) by less than the gap (where inks
    touch, as digits side by side in a row do, or overlap, as crowded two-digit corner marks
    may, the disc stops short of its own ink's edge, by a quarter of it at most); inside
    ``bounds`` (the cell)."""
    inks = [ink for note in notes for ink in _digit_inks(note, board_digits)]
    out: list[tuple[int, QRectF]] = []
    for k, (d, ink, px) in enumerate(inks):
        if not pattern >> d & 1:
            continue
        pad = max(0.75, px * NOTE_DISC_PAD)
        side, tall = pad, pad
        others = [(other, 0.5 if pattern >> e & 1 else 1.0) for j, (e, other, _px) in enumerate(inks) if j != k]
        others += [(other, 1.0) for other in kept]
        for other, share in others:
            dx = max(other.left() - ink.right(), ink.left() - other.right())
            dy = max(other.top() - ink.bottom(), ink.top() - other.bottom())
            if dx >= dy:
                side = min(side, dx * share - 0.5)
            else:
                tall = min(tall, dy * share - 0.5)
        # (inks that touch or overlap, as two-digit corner marks' may: inside them, a quarter at most)
        side, tall = max(side, -ink.width() / 4), max(tall, -ink.height() / 4)
        disc = ink.adjusted(-side, -tall, side, tall)
        out.append((d, disc.intersected(bounds) if bounds is not None else disc))
    return out


def _digit_inks(note: _NoteText, board_digits: int) -> list[tuple[int, QRectF, int]]:
    """(digit, where its ink is, the pixel size it is drawn in) for each digit of ``note``: a
    corner mark's :func:`note_ink`; in a row of marks (the lines of centre marks wrapped into
    several keep every digit in ``digits``: the text tells which are theirs) each digit's own
    ink across the digits' height."""
    if note.kind == "corner":
        return [(note.digits[0], note_ink(note), note.font.pixelSize())]
    font = _fitted_font(note.font, QFontMetricsF(note.font).horizontalAdvance(note.widest or note.text), note.box.width())
    metrics = QFontMetricsF(font)
    left = note.box.center().x() - metrics.horizontalAdvance(note.text) / 2  # (drawn centred in its box)
    baseline = note.box.center().y() - metrics.height() / 2 + metrics.ascent()
    top = baseline + metrics.tightBoundingRect("0123456789").top()
    digits = _row_digits(note.text, board_digits)
    out = []
    for k, d in enumerate(digits):
        before = marks_row_text(digits[:k], board_digits) + (" " if k and board_digits > 9 else "")
        x = left + (metrics.horizontalAdvance(before) if k else 0.0)
        tight = metrics.tightBoundingRect(mark_text(d))
        out.append((d, QRectF(x + tight.left(), top, tight.width(), baseline - top), font.pixelSize()))
    return out


def _row_digits(text: str, board_digits: int) -> tuple[int, ...]:
    """The digits of a row of marks written by :func:`marks_row_text`."""
    return tuple(int(t) for t in (text.split() if board_digits > 9 else text))


def _draw_fitted(painter: QPainter, box: QRectF, text: str, font: QFont, widest: str = "") -> None:
    """``text`` centred in ``box`` in ``font``, made smaller until it fits the box's width (or
    until ``widest``, a longer text drawn in the same size beside it, fits)."""
    font = _fitted_font(font, QFontMetricsF(font).horizontalAdvance(widest or text), box.width())
    painter.setFont(font)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
