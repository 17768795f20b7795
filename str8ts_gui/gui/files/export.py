"""Export and printing: a puzzle (optionally with its solution, or the player's entries and
pencil marks) as PNG, SVG or PDF, and a PDF booklet of many puzzles with the solutions at the end.

Everything is drawn by :func:`..board.render.render_board`, the code that draws the board on screen, so
a printed puzzle looks like the one in the window. Only a :class:`QGuiApplication` is needed (no
widgets): :func:`ensure_app` creates one, offscreen when there is no display, if none exists.

A solution is drawn in the open cells in dark grey, normal weight (clues stay black and bold),
so it reads as "filled in" but still prints well in black and white.

Output is deterministic within a process: the same puzzle and options give the same bytes (the
PDF's dates are fixed and its document id derives from its content). Between processes a
booklet's PDF bytes may differ in the order of its font subsets (Qt's hash seed; QT_HASH_SEED=0
fixes it); its pages draw the same.
"""

from __future__ import annotations

import errno
import math
import os
import re
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRect, QRectF, QSize, Qt, QUuid
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPagedPaintDevice,
    QPdfWriter,
)

from str8ts_gui.core.document import Document, dumps_document
from str8ts_gui.core.files import write_bytes_atomic
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import PlayState, Puzzle
# a caption's words (no Qt: built in kinds.captions, drawn here); export.Caption, export.caption_of
from str8ts_gui.kinds.captions import Caption, caption_of, picture_caption, printed_page
from str8ts_gui.solver.sat import solve
from str8ts_gui.solver.common import Status
from str8ts_gui.gui.draw import mark_room
from str8ts_gui.gui.board.render import (
    DIGIT_PX,
    RenderOptions,
    board_margin,
    board_square,
    cell_rect,
    digit_fonts,
    render_board,
)

__all__ = [
    "BOOKLET_LAYOUTS",
    "Caption",
    "FORMATS",
    "MAX_IMAGE_PX",
    "MIN_IMAGE_PX",
    "NoSolutionError",
    "booklet_page_count",
    "caption_of",
    "SOLUTION_COLOUR",
    "ensure_app",
    "error_reason",
    "export_file",
    "export_words",
    "find_solution",
    "format_of",
    "page_solution",
    "paint_board",
    "paint_page",
    "render_pdf",
    "render_png",
    "render_svg",
    "write_booklet",
]

FORMATS = (".png", ".svg", ".pdf")
SOLUTION_COLOUR = QColor("#3d3d3d")  # dark grey: clearly not a clue, still crisp on paper
TEXT_COLOUR = QColor("#000000")
CAPTION_COLOUR = QColor("#222222")
RULES_TEXT = 0.024  # the rules' type below a printed board, of the page's width
TALL_BOARD_ROOM = 0.14  # of the page's width: left under a board taller than wide (the rules' room)
PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
PDF_DPI = 300
# PNG/SVG width and height in pixels: at the top a PNG already needs 1.6 GB while drawing
MIN_IMAGE_PX, MAX_IMAGE_PX = 16, 20000
PAGE_MARGIN_MM = 15.0
# puzzles per page -> (columns, rows) of the puzzle pages, (columns, rows) of the solution pages
BOOKLET_LAYOUTS: dict[int, tuple[tuple[int, int], tuple[int, int]]] = {
    1: ((1, 1), (2, 2)),
    2: ((1, 2), (2, 3)),
    4: ((2, 2), (3, 3)),
    6: ((2, 3), (3, 4)),
}

Subject = Puzzle | PlayState | Document
SolutionArg = Sequence[int] | bool | None

_APP: QGuiApplication | None = None


class NoSolutionError(ValueError):
    """A solution was asked for and the puzzle has none."""


# -- set-up ------------------------------------------------------------------------------------
def ensure_app() -> QGuiApplication:
    """The running Qt application; a QGuiApplication (offscreen without a display) if none."""
    global _APP
    app = QGuiApplication.instance()
    if app is None:
        if not any(os.environ.get(v) for v in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = _APP = QGuiApplication(sys.argv[:1] or ["str8ts"])
    return app


def format_of(path: str | os.PathLike[str]) -> str:
    """``.png``, ``.svg`` or ``.pdf`` from a file name's suffix; ValueError for anything else."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        shown = f"'{Path(path).suffix}'" if Path(path).suffix else "no suffix"
        raise ValueError(f"cannot tell the image type of '{Path(path).name}' ({shown}): use .png, .svg or .pdf")
    return suffix


def _state_and_title(subject: Subject, title: str | None) -> tuple[PlayState, str]:
    if isinstance(subject, Document):
        state = subject.state or PlayState.new(subject.puzzle)
        return state, subject.title if title is None else title
    if isinstance(subject, PlayState):
        return subject, title or ""
    if isinstance(subject, Puzzle):
        return PlayState.new(subject), title or ""
    raise TypeError(f"expected a Puzzle, PlayState or Document, not {type(subject).__name__}")


def find_solution(puzzle: Puzzle) -> tuple[int, ...] | None:
    """The (first) solution of ``puzzle``, or None when it has none."""
    return solve(puzzle, limit=1).solution


def page_solution(puzzle: Puzzle) -> tuple[tuple[int, ...] | None, bool]:
    """The solution a solutions page shows (the first found; None when it has none) and whether
    the puzzle has others (the page then shows one of several)."""
    result = solve(puzzle, limit=2)
    return result.solution, result.status is Status.SEVERAL


def _resolve_solution(puzzle: Puzzle, solution: SolutionArg) -> tuple[int, ...] | None:
    if solution is None or solution is False:
        return None
    if solution is True:
        found = find_solution(puzzle)
        if found is None:
            raise NoSolutionError("the puzzle has no solution")
        return found
    values = tuple(int(v) for v in solution)
    if len(values) != puzzle.cell_count:
        raise ValueError(f"a solution of a {puzzle.size} x {puzzle.height} puzzle needs {puzzle.cell_count} values")
    return values


# -- painting ----------------------------------------------------------------------------------
def _font(pixels: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixels)))
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    return font


TEXT_MIN_SCALE = 0.6  # a title too wide is drawn down to this share of its size before it is cut


def _draw_text(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """One line of text in ``rect``; one too wide for it is made smaller (down to
    :data:`TEXT_MIN_SCALE` of its size) and, if it still does not fit, elided with "…"."""
    if not text or rect.width() <= 0 or rect.height() <= 0:
        return
    painter.save()
    metrics = QFontMetricsF(font, painter.device())
    width = metrics.horizontalAdvance(text)
    if width > rect.width():
        font = QFont(font)
        font.setPixelSize(max(1, math.floor(font.pixelSize() * max(TEXT_MIN_SCALE, rect.width() / width))))
        metrics = QFontMetricsF(font, painter.device())
    painter.setFont(font)
    painter.setPen(colour)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align | Qt.TextFlag.TextSingleLine), shown)
    painter.restore()


def paint_board(
    painter: QPainter,
    rect: QRectF,
    state: PlayState,
    *,
    solution: Sequence[int] | None = None,
    show_entries: bool = True,
    show_marks: bool = True,
) -> QRectF:
    """The board, as large as its shape allows, centred in ``rect`` (see :func:`render_board`);
    returns the rectangle of its cells.

    With ``solution`` (the values of every cell), its digits fill the open cells in
    :data:`SOLUTION_COLOUR`; the player's entries, marks and colours are then left out.
    """
    if solution is not None:
        options = RenderOptions(show_entries=False, show_marks=False)
        if any(state.colours):
            state = state.replace(colours=(0,) * state.puzzle.cell_count)
    else:
        options = RenderOptions(show_entries=show_entries, show_marks=show_marks)
    square = render_board(painter, rect, state, options)
    if solution is None or square.width() <= 0:
        return square
    n = state.puzzle.size
    cell = square.width() / n
    fonts = digit_fonts(_font(cell * DIGIT_PX), cell, state.puzzle.digits, mark_room(state.puzzle))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setPen(SOLUTION_COLOUR)
    for i in range(state.puzzle.cell_count):
        if state.is_open(i) and 0 < solution[i] <= state.puzzle.digits:
            text = str(solution[i])
            painter.setFont(fonts(i, text))
            painter.drawText(cell_rect(square, n, i), int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()
    return square


def _wide_gap(rect: QRectF, puzzle: Puzzle) -> float:
    """How much more room a board wider than tall leaves above itself than beside itself when
    drawn into the square ``rect`` (0 for a square board, or one taller than wide)."""
    if puzzle.height >= puzzle.size:
        return 0.0
    square = board_square(rect, puzzle.size, puzzle.height, board_margin(puzzle))
    return max(0.0, (square.top() - rect.top()) - (square.left() - rect.left()))


@dataclass(frozen=True)
class _Places:
    """Where :func:`paint_page` draws: the title's band, the detail's under it, and the square
    the board is drawn into (a board taller than wide on a tall page: a rectangle of its
    shape; see :func:`_places`)."""

    title: QRectF
    detail: QRectF
    board: QRectF


def _places(rect: QRectF, puzzle: Puzzle, titled: bool, detailed: bool) -> _Places:
    """The title's and detail's bands and the board's square of a page ``rect`` (see
    :func:`paint_page`)."""
    side = min(rect.width(), rect.height())
    band = side * 0.075 if titled else 0.0
    detail_band = side * 0.045 if detailed else 0.0
    board_rect = QRectF(rect.left(), rect.top() + band + detail_band, rect.width(),
                        rect.height() - band - detail_band)
    # keep the board at the top of a tall page (a PDF page), centred in a square one
    s = min(board_rect.width(), board_rect.height())
    if puzzle.height > puzzle.size and rect.height() > rect.width():
        # a board taller than wide on a tall page: as high as the page lets it (not the square
        # of the page's width), leaving room under it for the rules a print states
        margin = 2 * board_margin(puzzle)
        aspect = (puzzle.height + margin) / (puzzle.size + margin)
        high = max(s, min(board_rect.height() - side * TALL_BOARD_ROOM, board_rect.width() * aspect))
        wide = high / aspect
        board_rect = QRectF(board_rect.left() + (board_rect.width() - wide) / 2, board_rect.top(), wide, high)
    else:
        board_rect = QRectF(board_rect.left() + (board_rect.width() - s) / 2, board_rect.top(), s, s)
    # a board wider than tall would leave an empty band between the title and itself: on a
    # portrait page it moves up to the title; elsewhere the title moves down to it (the two
    # centred together)
    gap = _wide_gap(board_rect, puzzle)
    title_top = rect.top()
    if rect.height() > rect.width():
        board_rect.translate(0, -gap)
    elif titled or detailed:
        title_top += gap
    return _Places(QRectF(rect.left(), title_top, rect.width(), band),
                   QRectF(rect.left(), title_top + band, rect.width(), detail_band), board_rect)


def paint_page(
    painter: QPainter,
    rect: QRectF,
    subject: Subject,
    *,
    title: str | None = None,
    solution: SolutionArg = None,
    show_entries: bool = True,
    show_marks: bool = True,
    fill: bool = True,
    detail: str = "",
    rules: Sequence[str] = (),
) -> QRectF:
    """One puzzle on a page: white background (``fill``), the title above, the board below it;
    ``detail`` (a :class:`Caption`'s) in smaller type between the two; ``rules`` (paragraphs, see
    :func:`~str8ts_gui.kinds.captions.rules_text`) below the board where the page leaves room (a portrait page).

    ``rect`` is the drawable area (margins already taken off). Returns the board square.
    """
    state, title = _state_and_title(subject, title)
    values = _resolve_solution(state.puzzle, solution)
    rect = QRectF(rect)
    if fill:
        painter.fillRect(rect, QColor("#ffffff"))
    places = _places(rect, state.puzzle, bool(title), bool(detail))
    square = _paint_places(painter, places, state, title, detail, values, show_entries, show_marks)
    if rules:
        side = min(rect.width(), rect.height())
        gap = side * 0.03
        bottom = _board_bottom(places.board, state.puzzle) if rect.height() > rect.width() else places.board.bottom()
        _draw_paragraphs(painter, QRectF(rect.left(), bottom + gap, rect.width(), rect.bottom() - bottom - gap),
                         rules, side * RULES_TEXT, CAPTION_COLOUR)
    return square


def _board_bottom(rect: QRectF, puzzle: Puzzle) -> float:
    """Where the board drawn into the square ``rect`` ends below: the square's bottom, or for a
    board wider than tall the board's own bottom and the margin it has beside itself (not the
    empty band the square leaves under it)."""
    square = board_square(rect, puzzle.size, puzzle.height, board_margin(puzzle))
    if puzzle.height >= puzzle.size or square.width() <= 0:
        return rect.bottom()
    below, beside = rect.bottom() - square.bottom(), square.left() - rect.left()
    return rect.bottom() - max(0.0, below - beside)


def _paint_places(painter: QPainter, places: _Places, state: PlayState, title: str, detail: str,
                  values: Sequence[int] | None, show_entries: bool, show_marks: bool) -> QRectF:
    """The title, the detail and the board at their ``places``; returns the board square."""
    if title:
        band = places.title.height()
        _draw_text(painter, places.title, title, _font(band * 0.62, bold=True), TEXT_COLOUR)
    if detail:
        detail_band = places.detail.height()
        _draw_text(painter, places.detail, detail, _font(detail_band * 0.62), CAPTION_COLOUR)
    return paint_board(painter, places.board, state, solution=values, show_entries=show_entries, show_marks=show_marks)


def _draw_paragraphs(painter: QPainter, rect: QRectF, paragraphs: Sequence[str], pixels: float, colour: QColor) -> None:
    """``paragraphs`` one under another in ``rect``, each wrapped to its width, left aligned: in
    type ``pixels`` high, smaller (down to :data:`TEXT_MIN_SCALE` of it) where they need more
    height than ``rect`` has; the paragraphs that still do not fit are left out, a "…" under the
    last one shown saying so. Nothing when ``rect`` has room for fewer than two lines."""
    if not paragraphs or rect.width() <= 0 or rect.height() < 2.6 * pixels:
        return
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)

    def heights(font: QFont) -> list[float]:
        metrics = QFontMetricsF(font, painter.device())
        spacing = metrics.lineSpacing() * 0.35
        return [metrics.boundingRect(QRectF(0, 0, rect.width(), 1e6), flags, p).height() + spacing for p in paragraphs]

    scale = 1.0
    font = _font(pixels)
    needed = heights(font)
    while sum(needed) > rect.height() and scale > TEXT_MIN_SCALE:  # (a few steps at most)
        scale = max(TEXT_MIN_SCALE, scale - 0.1)
        font = _font(max(1.0, pixels * scale))
        needed = heights(font)
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    top = rect.top()
    for k, (text, height) in enumerate(zip(paragraphs, needed)):
        if top + height > rect.bottom() + 0.5:
            if k:
                painter.drawText(QRectF(rect.left(), top, rect.width(), rect.bottom() - top), flags, "…")
            break
        painter.drawText(QRectF(rect.left(), top, rect.width(), height), flags, text)
        top += height
    painter.restore()


def _check_size(size_px: int) -> None:
    if not MIN_IMAGE_PX <= size_px <= MAX_IMAGE_PX:
        raise ValueError(f"size_px must be from {MIN_IMAGE_PX} to {MAX_IMAGE_PX}, not {size_px}")


def _image_rect(size_px: int) -> QRectF:
    margin = max(2, round(size_px * 0.035))
    return QRectF(margin, margin, size_px - 2 * margin, size_px - 2 * margin)


def _picture(size_px: int, puzzle: Puzzle, title: str, detail: str = "") -> tuple[QSize, _Places]:
    """The size of the picture of ``puzzle`` (PNG or SVG) and where its title, its detail line
    (a solution's "Solution") and board go.

    A square board's picture is ``size_px`` square. A board of another shape (a Suguru) has
    that picture cut to its shape, the board where it was: one wider than tall loses the empty
    bands above and below it (the title, or an untitled board, as near the top, and the board
    as near the bottom, as a square board's), one taller than wide those beside it (the board
    as near the sides as a square board's, but never so near that the title no longer fits).
    ``size_px`` is then the picture's longer side.
    """
    rect = _image_rect(size_px)
    places = _places(rect, puzzle, bool(title), bool(detail))
    whole = QSize(size_px, size_px)
    if puzzle.size == puzzle.height:
        return whole, places
    board = places.board
    square = board_square(board, puzzle.size, puzzle.height, board_margin(puzzle))
    if square.width() <= 0 or square.height() <= 0:
        return whole, places
    above, below = square.top() - board.top(), board.bottom() - square.bottom()
    left, right = square.left() - board.left(), board.right() - square.right()
    left_cut = right_cut = top_cut = bottom_cut = 0
    if puzzle.size > puzzle.height:
        # (the room beside the board: what a square board has above and below itself)
        top_cut, bottom_cut = max(0, math.floor(above - left)), max(0, math.floor(below - left))
    else:
        left_cut, right_cut = max(0, math.floor(left - above)), max(0, math.floor(right - above))
        for text, band, bold in ((title, places.title, True), (detail, places.detail, False)):
            if text:
                font = _font(band.height() * 0.62, bold=bold)
                spare = rect.width() - math.ceil(QFontMetricsF(font).horizontalAdvance(text)) - 2
                most = max(0, math.floor(spare / 2))
                left_cut, right_cut = min(left_cut, most), min(right_cut, most)
    if not (left_cut or right_cut or top_cut or bottom_cut):
        return whole, places
    width = size_px - left_cut - right_cut
    places = _Places(
        QRectF(places.title.left(), places.title.top() - top_cut, places.title.width() - left_cut - right_cut,
               places.title.height()),
        QRectF(places.detail.left(), places.detail.top() - top_cut, places.detail.width() - left_cut - right_cut,
               places.detail.height()),
        places.board.translated(-left_cut, -top_cut),
    )
    return QSize(width, size_px - top_cut - bottom_cut), places


# -- single puzzles ----------------------------------------------------------------------------
def render_png(
    subject: Subject,
    path: str | os.PathLike[str],
    *,
    size_px: int = 900,
    solution: SolutionArg = None,
    show_entries: bool = True,
    show_marks: bool = True,
    title: str | None = None,
    detail: str = "",
) -> Path:
    """A PNG ``size_px`` square: white background, optional title, the board centred with a
    margin. A board that is not square (a Suguru) gets a picture of its own shape, ``size_px``
    its longer side (see :func:`_picture`).

    ``subject`` is a Puzzle, a PlayState (entries and marks) or a Document (its state and title).
    ``solution``: None, the values of every cell, or True to solve the puzzle (NoSolutionError
    when it has none). ``detail``: a smaller line under the title (a solution's "Solution",
    :func:`~str8ts_gui.kinds.captions.solution_caption`).
    """
    ensure_app()
    _check_size(size_px)
    state, title = _state_and_title(subject, title)
    size, places = _picture(size_px, state.puzzle, title, detail)
    image = QImage(size, QImage.Format.Format_RGB32)
    if image.isNull():  # the memory for it could not be had
        raise OSError(errno.ENOMEM, f"no memory for a {size.width()} x {size.height()} image")
    image.fill(QColor("#ffffff"))
    image.setDotsPerMeterX(round(PDF_DPI / 0.0254))
    image.setDotsPerMeterY(round(PDF_DPI / 0.0254))
    values = _resolve_solution(state.puzzle, solution)
    painter = QPainter(image)
    try:
        _paint_places(painter, places, state, title, detail, values, show_entries, show_marks)
    finally:
        painter.end()
    buffer = _buffer()
    if not image.save(buffer, "PNG"):  # pragma: no cover - the image is not null (checked above)
        raise OSError("cannot encode the PNG image")
    return _write_bytes(path, bytes(buffer.data()))


def render_svg(
    subject: Subject,
    path: str | os.PathLike[str],
    *,
    size_px: int = 900,
    solution: SolutionArg = None,
    show_entries: bool = True,
    show_marks: bool = True,
    title: str | None = None,
    detail: str = "",
) -> Path:
    """The same picture as :func:`render_png`, as SVG (viewBox ``0 0 width height``: ``size_px``
    square, or the board's own shape, see :func:`_picture`)."""
    from PySide6.QtSvg import QSvgGenerator

    ensure_app()
    _check_size(size_px)
    state, title = _state_and_title(subject, title)
    size, places = _picture(size_px, state.puzzle, title, detail)
    buffer = _buffer()
    gen = QSvgGenerator()
    gen.setOutputDevice(buffer)
    gen.setSize(size)
    gen.setViewBox(QRect(0, 0, size.width(), size.height()))
    gen.setResolution(PDF_DPI)  # (its width in mm: the PNG's at the dots an inch it says)
    puzzle_kind = kind_of(state.puzzle)
    gen.setTitle(title or f"{puzzle_kind.title} puzzle")
    # the form that reads back as this puzzle (a killer's, a jigsaw's or a Suguru's one-line
    # form leaves its cages or regions out)
    gen.setDescription(f"{puzzle_kind.title} puzzle {puzzle_kind.copy_text(state.puzzle).strip()}")
    values = _resolve_solution(state.puzzle, solution)
    painter = QPainter()
    if not painter.begin(gen):  # pragma: no cover - an in-memory device always opens
        raise OSError("cannot start the SVG drawing")
    try:
        painter.fillRect(QRectF(0, 0, size.width(), size.height()), QColor("#ffffff"))
        _paint_places(painter, places, state, title, detail, values, show_entries, show_marks)
    finally:
        painter.end()
    text = bytes(buffer.data()).decode("utf-8")
    return _write_bytes(path, _fix_svg_fonts(text).encode("utf-8"))


_SVG_FONT = re.compile(r'font-family="[^"]*"')


def _fix_svg_fonts(text: str) -> str:
    """Name the font the digits were measured with and common fallbacks, ending with the CSS
    generic ``sans-serif`` (Qt writes its own alias "Sans Serif", which browsers do not know)."""
    family = QFontInfo(_font(12)).family().replace('"', "").replace("&", "")
    names = [family] if family and family.lower() not in ("sans serif", "sans-serif") else []
    names += [n for n in ("DejaVu Sans", "Helvetica", "Arial") if n not in names]
    value = ", ".join(f"'{n}'" if " " in n else n for n in names) + ", sans-serif"
    return _SVG_FONT.sub(f'font-family="{value}"', text)


def _pdf_writer(device: QBuffer, page_size: str, title: str, key: str) -> QPdfWriter:
    try:
        page_id = PAGE_SIZES[page_size.lower()]
    except KeyError:
        raise ValueError(f"unknown page size {page_size!r}: use A4 or Letter") from None
    writer = QPdfWriter(device)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(
        QPageLayout(QPageSize(page_id), QPageLayout.Orientation.Portrait,
                    QMarginsF(PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM),
                    QPageLayout.Unit.Millimeter)
    )
    writer.setTitle(title)
    writer.setCreator("str8ts_gui")
    writer.setDocumentId(QUuid(str(uuid.uuid5(uuid.NAMESPACE_URL, "str8ts_gui:" + key))))
    return writer


def _puzzle_key(puzzle: Puzzle) -> str:
    """The whole puzzle as text, for the PDF's document id: its native document, which keeps
    the kind, the size, and the rules and regions a one-line form leaves out."""
    return dumps_document(Document(puzzle))


_PDF_DATE = re.compile(rb"D:\d{14}")
_XMP_DATE = re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d")


def _fix_pdf_dates(data: bytes) -> bytes:
    """Replace the creation dates Qt writes by a fixed one of the same length (offsets unchanged)."""
    return _XMP_DATE.sub(b"2000-01-01T00:00:00", _PDF_DATE.sub(b"D:20000101000000", data))


def _buffer() -> QBuffer:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    return buffer


def _write_bytes(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` atomically (:func:`core.formats.write_bytes_atomic`); an OSError names
    ``path`` and :func:`error_reason` gives the operating system's reason."""
    try:
        write_bytes_atomic(path, data)
    except OSError as e:
        if e.errno is None:
            raise OSError(f"{e}: {path}") from e
        raise
    return Path(path)


def error_reason(error: OSError) -> str:
    """The operating system's reason for ``error`` ("No such file or directory"), without the
    file name (the message names the file itself)."""
    return error.strerror or str(error)


def _page_rect(writer: QPagedPaintDevice) -> QRectF:
    return QRectF(0, 0, writer.width(), writer.height())


def render_pdf(
    subject: Subject,
    path: str | os.PathLike[str],
    *,
    page_size: str = "A4",
    solution: SolutionArg = None,
    show_entries: bool = True,
    show_marks: bool = True,
    title: str | None = None,
    detail: str = "",
    rules: Sequence[str] = (),
    doc_title: str | None = None,
) -> Path:
    """One A4 (or Letter) page at 300 dpi with vector lines and text: the title, the board below;
    ``detail`` and ``rules`` as a printed page has them (:func:`paint_page`; ``str8ts render``
    gives them). ``doc_title``: the PDF's own title, when not the one drawn."""
    ensure_app()
    state, title = _state_and_title(subject, title)
    values = _resolve_solution(state.puzzle, solution)
    key = f"{_puzzle_key(state.puzzle)}|{values}|{title}"
    if detail or rules:  # (the key of a page without them as it was)
        key += f"|{detail}|{list(rules)}"
    named = title if doc_title is None else doc_title
    buffer = _buffer()
    writer = _pdf_writer(buffer, page_size, named or f"{kind_of(state.puzzle).title} puzzle", key)
    painter = QPainter()
    if not painter.begin(writer):  # pragma: no cover - an in-memory device always opens
        raise OSError("cannot start the PDF drawing")
    try:
        paint_page(painter, _page_rect(writer), state, title=title, solution=values,
                   show_entries=show_entries, show_marks=show_marks, fill=False, detail=detail, rules=rules)
    finally:
        painter.end()
    return _write_bytes(path, _fix_pdf_dates(bytes(buffer.data())))


def export_file(subject: Subject, path: str | os.PathLike[str], **kwargs) -> Path:
    """:func:`render_png`, :func:`render_svg` or :func:`render_pdf`, chosen by the suffix (a
    picture has no use for a page's ``rules`` and ``doc_title``, a page none for ``size_px``)."""
    kind = format_of(path)
    if kind == ".pdf":
        kwargs.pop("size_px", None)
        return render_pdf(subject, path, **kwargs)
    for name in ("page_size", "rules", "doc_title"):
        kwargs.pop(name, None)
    return (render_svg if kind == ".svg" else render_png)(subject, path, **kwargs)


def export_words(path: str | os.PathLike[str], puzzle: Puzzle, title: str = "", grade: str = "", author: str = "",
                 *, solution: bool = False) -> dict:
    """The words :func:`export_file` draws with ``puzzle`` into ``path`` (its keyword arguments),
    the same for the window's Export Image and ``str8ts render``: a PDF is the printed page
    (:func:`~str8ts_gui.kinds.captions.printed_page`: the caption, the rules under the board,
    ``title`` the PDF's own title), a PNG or SVG the title only, "Solution" under it for a
    solution (:func:`~str8ts_gui.kinds.captions.picture_caption`)."""
    if format_of(path) == ".pdf":
        caption, rules = printed_page(puzzle, title, grade, author, solution=solution)
        return {"title": caption.heading, "detail": caption.detail, "rules": rules, "doc_title": title}
    caption = picture_caption(title, solution=solution)
    return {"title": caption.heading, "detail": caption.detail}


# -- booklets ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Slot:
    caption: str
    puzzle: Puzzle
    solution: tuple[int, ...] | None
    missing: bool = False  # a solution page slot for a puzzle without one
    detail: str = ""  # a smaller line under the caption (a Caption's detail)


def _grid_rects(area: QRectF, cols: int, rows: int, gap: float) -> list[QRectF]:
    w = (area.width() - gap * (cols - 1)) / cols
    h = (area.height() - gap * (rows - 1)) / rows
    return [
        QRectF(area.left() + c * (w + gap), area.top() + r * (h + gap), w, h)
        for r in range(rows)
        for c in range(cols)
    ]


def _centre_last_row(rects: list[QRectF], cols: int, used: int, gap: float) -> list[QRectF]:
    """The first ``used`` of ``rects`` (a grid ``cols`` wide), a last row that is not full moved
    to the middle."""
    rects = rects[:used]
    left = used % cols
    if left and rects:
        shift = (cols - left) * (rects[0].width() + gap) / 2
        rects[-left:] = [r.translated(shift, 0) for r in rects[-left:]]
    return rects


def _paint_slot(painter: QPainter, rect: QRectF, slot: _Slot, caption_px: float, detail_room: bool = False) -> None:
    """Caption (and its detail line) above board, the pair centred in ``rect``; ``detail_room``
    keeps the room of a detail line for a slot without one (its board then has the size and
    place of its neighbours')."""
    band = caption_px * 1.7
    detail_px = caption_px * 0.8
    detail_band = detail_px * 1.5 if slot.detail or detail_room else 0.0
    # the board as large as its shape allows in the room under the caption (a square board: the
    # largest square; a wide one as wide as the place, a tall one as high), the caption right
    # above it, the two centred together
    room = max(0.0, rect.height() - band - detail_band)
    margin = 2 * board_margin(slot.puzzle)
    cols, rows = slot.puzzle.size + margin, slot.puzzle.height + margin
    scale = max(0.0, min(rect.width() / cols, room / rows))
    w, h = cols * scale, rows * scale
    top = rect.top() + (rect.height() - band - detail_band - h) / 2
    board_rect = QRectF(rect.left() + (rect.width() - w) / 2, top + band + detail_band, w, h)
    _draw_text(painter, QRectF(rect.left(), top, rect.width(), band), slot.caption,
               _font(caption_px, bold=True), CAPTION_COLOUR)
    if slot.detail:
        # (the caption's band is drawn from its top: the detail line sits closer under it)
        _draw_text(painter, QRectF(rect.left(), top + band * 0.85, rect.width(), detail_band), slot.detail,
                   _font(detail_px), CAPTION_COLOUR)
    state = PlayState.new(slot.puzzle)
    square = paint_board(painter, board_rect, state, solution=slot.solution, show_entries=False, show_marks=False)
    if slot.missing and square.width() > 0:
        h = square.height() * 0.16
        box = QRectF(square.left(), square.center().y() - h / 2, square.width(), h)
        painter.fillRect(box, QColor("#ffffff"))
        _draw_text(painter, box, "no solution", _font(h * 0.55, bold=True), QColor("#b00000"))


def _paint_header_footer(painter: QPainter, page: QRectF, header: str, number: int, px: float) -> None:
    if header:
        _draw_text(painter, QRectF(page.left(), page.top(), page.width(), px * 2.6), header,
                   _font(px * 1.7, bold=True), TEXT_COLOUR)
    _draw_text(painter, QRectF(page.left(), page.bottom() - px * 1.6, page.width(), px * 1.6),
               str(number), _font(px), CAPTION_COLOUR)


def write_booklet(
    puzzles: Iterable[tuple[str | Caption, Puzzle, Sequence[int] | None]],
    path: str | os.PathLike[str],
    per_page: int = 4,
    *,
    page_size: str = "A4",
    title: str = "",
    solved: bool = False,
) -> int:
    """One PDF: the puzzles ``per_page`` (1, 2, 4 or 6) a page in a grid, each captioned with
    its number and title, then the solutions, smaller and more a page, in the same order.

    ``puzzles`` holds ``(title, puzzle, solution or None)``. A title that is a :class:`Caption`
    (:func:`caption_of`) captions its puzzle "3. heading" with the detail line under it, and its
    solution "3. heading"; a plain title captions them "3. title" (untitled "Puzzle 3", and its
    solution "3"; Export Booklet and ``str8ts render --booklet`` both give Captions). A missing solution is found with
    the solver (a puzzle without one gets "no solution" on its solution page), unless ``solved``
    says the caller has looked already: then None means no solution. ``title`` heads the first
    page. Returns the number of pages written.
    """
    ensure_app()
    if per_page not in BOOKLET_LAYOUTS:
        raise ValueError(f"per_page must be one of {', '.join(map(str, BOOKLET_LAYOUTS))}, not {per_page}")
    items = list(puzzles)
    if not items:
        raise ValueError("a booklet needs at least one puzzle")
    # fewer puzzles than a page holds: the layout that fits them, not a corner of a bigger one
    fitted = min(k for k in BOOKLET_LAYOUTS if k >= min(len(items), per_page))
    (pc, pr), (sc, sr) = BOOKLET_LAYOUTS[fitted]
    fronts: list[_Slot] = []
    backs: list[_Slot] = []
    for k, (name, puzzle, solution) in enumerate(items, 1):
        values = tuple(solution) if solution is not None else None if solved else find_solution(puzzle)
        if isinstance(name, Caption):
            fronts.append(_Slot(f"{k}. {name.heading}", puzzle, None, detail=name.detail))
            backs.append(_Slot(f"{k}. {name.heading}", puzzle, values, values is None))
            continue
        caption = f"{k}. {name}" if name else f"Puzzle {k}"
        fronts.append(_Slot(caption, puzzle, None))
        backs.append(_Slot(f"{k}. {name}" if name else str(k), puzzle, values, values is None))
    key = "|".join(f"{_name_key(n)}:{_puzzle_key(p)}" for n, p, _ in items) + f"|{per_page}|{page_size}|{title}"
    buffer = _buffer()
    kinds = {kind_of(p).title for _n, p, _s in items}
    untitled = f"{next(iter(kinds))} puzzles" if len(kinds) == 1 else "Puzzles"
    writer = _pdf_writer(buffer, page_size, title or untitled, key)
    painter = QPainter()
    if not painter.begin(writer):  # pragma: no cover - an in-memory device always opens
        raise OSError("cannot start the PDF drawing")
    pages = 0
    try:
        page = _page_rect(writer)
        unit = page.width() / 60  # about 3 mm on A4: caption and page-number size
        chunks = [("puzzles", fronts[i:i + pc * pr], pc, pr) for i in range(0, len(fronts), pc * pr)]
        chunks += [("solutions", backs[i:i + sc * sr], sc, sr) for i in range(0, len(backs), sc * sr)]
        first_solution_page = True
        detail_room = any(slot.detail for slot in fronts)  # every puzzle's board the same size
        for kind, slots, cols, rows in chunks:
            if pages:
                writer.newPage()
            pages += 1
            if kind == "puzzles":
                header = title if pages == 1 else ""
            else:
                header = "Solutions" if first_solution_page else ""
                first_solution_page = False
            _paint_header_footer(painter, page, header, pages, unit)
            top = unit * 3.4 if header else 0.0
            area = QRectF(page.left(), page.top() + top, page.width(), page.height() - top - unit * 2.2)
            rects = _grid_rects(area, cols, rows, unit * 1.5)
            if len(slots) == len(items):  # the whole booklet on this page: set in the middle
                rects = _centre_last_row(rects, cols, len(slots), unit * 1.5)
            caption_px = min(max(rects[0].width() / 26, unit * 0.9), unit * 1.8)
            for rect, slot in zip(rects, slots):
                _paint_slot(painter, rect, slot, caption_px, detail_room and kind == "puzzles")
    finally:
        painter.end()
    _write_bytes(path, _fix_pdf_dates(bytes(buffer.data())))
    return pages


def _name_key(name: str | Caption) -> str:
    """A booklet title for the PDF's document id (a plain title as it always was)."""
    return f"{name.heading}\n{name.detail}" if isinstance(name, Caption) else name


def booklet_page_count(count: int, per_page: int) -> int:
    """Pages :func:`write_booklet` writes for ``count`` puzzles."""
    (pc, pr), (sc, sr) = BOOKLET_LAYOUTS[per_page]
    return math.ceil(count / (pc * pr)) + math.ceil(count / (sc * sr))

