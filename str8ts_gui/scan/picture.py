"""Reading a picture file (PNG, JPEG, BMP, WebP, TIFF: what OpenCV decodes) into a grey image.

Colour is dropped by taking each pixel's brightest channel, so that coloured marks on a
screenshot (the cursor's frame, coloured cells, highlights) read as paper while print stays
dark. Large pictures are scaled down (the reader never needs more than :data:`MAX_SIDE` pixels a
side), transparent ones are laid on white, 16-bit ones brought to 8 bits, a JPEG turned as its
EXIF orientation says (a phone's photo stored on its side).

:func:`read_image` and :func:`decode_image` give the picture as decoded, for both its grey
(:func:`to_grey`) and its colours (:func:`to_colour`, the same size: the reader looks at the
colours of a screenshot of this program's window there, see :mod:`~str8ts_gui.scan.cells`).
"""

from __future__ import annotations

import os

import cv2
import numpy as np

from str8ts_gui.scan.errors import ScanError

DARK_COLOURED = 40  # a channel this much above another: a coloured pixel (with ``dark``)
MAX_SIDE = 1600  # the longest side the reader works on
MIN_SIDE = 40  # smaller than this holds no readable puzzle
MAX_BYTES = 200 * 1024 * 1024
# more pixels than this are refused before decoding (a small PNG can hold a huge blank picture,
# whose decoding would take a minute and gigabytes): 100 million, a 10000 x 10000 picture
MAX_PIXELS = 100_000_000
# what a file that decodes to no picture is (the formats the Import dialog offers)
NOT_A_PICTURE = "not a picture that can be read (PNG, JPEG, BMP, WebP or TIFF)"


def read_file(path: str | os.PathLike[str], *, dark: bool = False, name: str | None = None) -> np.ndarray:
    """The grey picture of a file; ScanError naming the file (``name``, else its path) when it
    cannot be read. ``dark``: see :func:`to_grey`."""
    name = name or os.fspath(path)
    return to_grey(read_image(path, name=name), source=name, dark=dark)


def read_image(path: str | os.PathLike[str], *, name: str | None = None) -> np.ndarray:
    """A picture file as decoded (grey, BGR or BGRA, any depth): :func:`read_file`'s checks and
    messages, without the conversion to grey."""
    path = os.fspath(path)
    name = name or path
    try:
        size = os.path.getsize(path)
        if size > MAX_BYTES:
            raise ScanError(f"{name}: the file is too large for a picture ({size // (1024 * 1024)} MB)")
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        raise ScanError(f"{name}: cannot read file: No such file") from None
    except IsADirectoryError:
        raise ScanError(f"{name}: cannot read file: Is a directory") from None  # (as every reader says)
    except OSError as e:
        raise ScanError(f"{name}: cannot read file: {e.strerror or e}") from None
    return decode_image(data, source=name)


def decode(data: bytes, *, source: str = "picture", dark: bool = False) -> np.ndarray:
    """The grey picture of encoded bytes (PNG, JPEG, BMP, WebP, TIFF...); ``dark``: see
    :func:`to_grey`."""
    return to_grey(decode_image(data, source=source), source=source, dark=dark)


def decode_image(data: bytes, *, source: str = "picture") -> np.ndarray:
    """Encoded bytes as decoded (grey, BGR or BGRA, any depth): :func:`decode`'s checks and
    messages, without the conversion to grey."""
    if not data:
        raise ScanError(f"{source}: the file is empty, not a picture")
    dims = _header_size(data)
    if dims is not None and dims[0] * dims[1] > MAX_PIXELS:
        raise ScanError(
            f"{source}: the picture is too large ({dims[0]} x {dims[1]} pixels; "
            f"the reader takes up to {MAX_PIXELS // 1_000_000} million pixels)"
        )
    if data[:8] == PNG_SIGNATURE and b"IEND" not in data:
        # a PNG cut short (a download or copy that stopped): said so, without the decoder's
        # own warnings on standard error
        raise ScanError(f"{source}: {_undecodable(data)}")
    image = _imdecode(data)
    if image is None:
        raise ScanError(f"{source}: {_undecodable(data)}")
    return image


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
JPEG_SIGNATURE = b"\xff\xd8\xff"
# the picture formats told by their first bytes, for the message of one that cannot be decoded
SIGNATURES = (
    (PNG_SIGNATURE, "PNG"), (JPEG_SIGNATURE, "JPEG"), (b"II*\x00", "TIFF"), (b"MM\x00*", "TIFF"),
)


def _undecodable(data: bytes) -> str:
    """Why bytes that OpenCV does not decode are no picture: a picture file damaged or cut short,
    a PDF or SVG (a document or drawing, not a picture: what ``str8ts render`` writes besides
    PNG), or anything else (:data:`NOT_A_PICTURE`)."""
    for signature, name in SIGNATURES:
        if data.startswith(signature):
            return f"the {name} file is damaged or cut short: it cannot be read as a picture"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "the WebP file is damaged or cut short: it cannot be read as a picture"
    if data[:2] == b"BM" and data[6:10] == bytes(4):  # (its reserved bytes: "BM" alone may be text)
        return "the BMP file is damaged or cut short: it cannot be read as a picture"
    head = data[:1024].lstrip().lower()
    if head.startswith(b"%pdf"):
        kind = "a PDF document"
    elif b"<svg" in head and head.startswith((b"<?xml", b"<svg", b"<!--", b"<!doctype")):
        kind = "an SVG drawing"
    else:
        return NOT_A_PICTURE
    return f"{kind}, not a picture: the reader takes PNG, JPEG, BMP, WebP or TIFF (save it as one, or take a screenshot)"


def _imdecode(data: bytes) -> np.ndarray | None:
    """``cv2.imdecode`` with OpenCV's warnings (a damaged file's) kept off standard error: the
    reader says what is wrong in its own words."""
    logging = getattr(getattr(cv2, "utils", None), "logging", None)
    level = logging.getLogLevel() if logging is not None else None
    if level is not None:
        logging.setLogLevel(logging.LOG_LEVEL_SILENT)
    try:
        # a JPEG (no alpha) is turned as its EXIF orientation says, as every viewer shows it: a
        # phone's photo is often stored on its side with that tag (IMREAD_UNCHANGED ignores it)
        flags = cv2.IMREAD_ANYCOLOR | cv2.IMREAD_ANYDEPTH if data[:3] == JPEG_SIGNATURE else cv2.IMREAD_UNCHANGED
        return cv2.imdecode(np.frombuffer(data, np.uint8), flags)
    finally:
        if level is not None:
            logging.setLogLevel(level)


def _header_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG's or a JPEG's header, None for other files or a header that
    cannot be read (OpenCV then judges the file)."""
    if data[:8] == PNG_SIGNATURE and len(data) >= 24 and data[12:16] == b"IHDR":
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if data[:2] != b"\xff\xd8":
        return None
    k, n = 2, len(data)
    while k + 4 <= n:
        if data[k] != 0xFF:
            return None
        marker = data[k + 1]
        if marker == 0xFF:  # fill byte
            k += 1
            continue
        if marker in (0x01, *range(0xD0, 0xD8)):  # markers without a length
            k += 2
            continue
        length = int.from_bytes(data[k + 2 : k + 4], "big")
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):  # a frame header
            if k + 9 > n:
                return None
            return int.from_bytes(data[k + 7 : k + 9], "big"), int.from_bytes(data[k + 5 : k + 7], "big")
        if marker == 0xDA or length < 2:  # the image data begins: no frame header before it
            return None
        k += 2 + length
    return None


def to_grey(image: np.ndarray, *, source: str = "picture", dark: bool = False, lines: bool = False) -> np.ndarray:
    """8-bit grey of a grey, BGR or BGRA array (alpha laid on white), scaled to MAX_SIDE.
    ``dark`` (a dark theme's screenshot, where the cells are dark): the dark look's highlights
    read as the cells under them, other coloured pixels as the picture's middle grey, instead
    of as paper (:func:`_dark_highlights_removed`); ``lines``: the selection's outline read as
    the grid's thin lines instead (to find the grid: the outline covers a line's stretch)."""
    image = _eight_bits(image)
    if image.ndim == 3:
        # the brightest channel: coloured marks (a selection, coloured cells, a red frame) count
        # as paper, while black and dark ink stay dark
        colour = image[:, :, :3]
        image = colour.max(axis=2)
        if dark:
            image = _dark_highlights_removed(colour, image, lines)
        else:
            image = _light_preview_frame(colour, image)
    return _grey_scaled(image, source)


def _light_preview_frame(colour: np.ndarray, image: np.ndarray) -> np.ndarray:
    """The grey ``image`` of the BGR picture ``colour`` (a light one), the light look's amber frame
    of a step of the solution path shown (:data:`LIGHT_PREVIEW_FRAME`) read as the frame (black):
    its brightest channel is a middle grey, and with the step's pencil marks in every cell the
    board was not found (a 700 x 550 window's Number Pad was taken for the grid instead)."""
    amber = _rgb([LIGHT_PREVIEW_FRAME])[0][::-1]  # BGR
    near = np.abs(colour.astype(np.int16) - amber.astype(np.int16)).max(axis=2) <= PREVIEW_MATCH
    if not near.any():
        return image
    out = image.copy()
    out[near] = 0
    return out


def dark_greys(image: np.ndarray, *, source: str = "picture") -> tuple[np.ndarray, np.ndarray]:
    """``to_grey(image, dark=True, lines=True)`` and ``to_grey(image, dark=True)``: the first two
    of :func:`dark_pictures`."""
    lined, plain, _outline = dark_pictures(image, source=source)
    return lined, plain


def dark_pictures(image: np.ndarray, *, source: str = "picture") -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """``to_grey(image, dark=True, lines=True)``, ``to_grey(image, dark=True)`` and
    ``dark_outline(image)``, the dark look's highlights found once for the three (the reader
    wants the first to find the grid, the second to read it, the third to weigh the lines under
    the selection outline). A picture larger than :data:`MAX_SIDE` has its outline found in its
    colours scaled down, as :func:`dark_outline` finds it."""
    eight = _eight_bits(image)
    if eight.ndim != 3:
        grey = to_grey(image, source=source, dark=True)
        return grey, grey, None
    colour = eight[:, :, :3]
    grey = colour.max(axis=2)
    found = _highlights(colour)
    lined, plain = (_grey_scaled(_dark_highlights_removed(colour, grey, lines, found), source) for lines in (True, False))
    if max(colour.shape[:2]) > MAX_SIDE:
        return lined, plain, dark_outline(image)
    return lined, plain, _outline_of(colour.shape[:2], found)


def _grey_scaled(image: np.ndarray, source: str) -> np.ndarray:
    """The grey ``image`` checked (one channel, large enough) and scaled to MAX_SIDE."""
    if image.ndim != 2:
        raise ScanError(f"{source}: {NOT_A_PICTURE}")
    h, w = image.shape
    if min(h, w) < MIN_SIDE:
        raise ScanError(f"{source}: the picture is too small ({w} x {h} pixels) to hold a readable puzzle")
    return np.ascontiguousarray(_scaled(image))


# The dark look's highlights (str8ts_gui/gui/draw/palette.py DARK, which the scanner may not
# import: a test checks them), each with the colour it is drawn over: the cell's or a black
# cell's. A screenshot of the window in the dark look is read inverted, where a highlight as
# bright as the cells or brighter (the selected cell's blue frame, its fill, the focus digit's
# green cells) would read as paper brighter than the cells around it, or as a thick line: its
# pixels are read as the colour under them instead.
DARK_CELL, DARK_BLACK, DARK_GRID = "#3a3d43", "#060606", "#8a8f96"
DARK_OUTLINE = "#6aa8ff"
DARK_HIGHLIGHTS = (
    (DARK_OUTLINE, DARK_CELL), (DARK_OUTLINE, DARK_BLACK),  # the selection's outline (on black too)
    ("#21406a", DARK_CELL), ("#1a3050", DARK_BLACK),  # a selected cell
    ("#1a472c", DARK_CELL), ("#123520", DARK_BLACK), ("#2b4233", DARK_CELL),  # the focus digit's
    ("#5e2429", DARK_CELL), ("#3f1013", DARK_BLACK),  # a broken rule's
    ("#4d3f0f", DARK_CELL), ("#30270a", DARK_BLACK), ("#3d3822", DARK_CELL),  # a hint's, its area
    ("#47376b", DARK_CELL), ("#2a1f40", DARK_BLACK), ("#0e5025", DARK_CELL),  # differ, pattern
    # the player's nine cell colours (PAINT_DARK)
    *((paint, DARK_CELL) for paint in (
        "#643030", "#53391a", "#433f12", "#284626", "#214543", "#283850", "#463563", "#593048", "#3e362a")),
)
HIGHLIGHT_MATCH = 30  # a pixel this near (RGB) to the line from a highlight's ground to it is that highlight
# While a step of the solution path is shown, the board's frame is amber (palette.py DARK:
# preview_frame, over the frame's colour): read as coloured, it was the picture's middle grey, no
# frame at all, and no grid was found. A pixel this near (RGB) to it is read as the frame.
DARK_FRAME, DARK_PREVIEW_FRAME = "#f4f6f9", "#e0a030"
LIGHT_PREVIEW_FRAME = "#a86b00"  # (palette.py LIGHT: the light look's, over a black frame)
PREVIEW_MATCH = 16
HIGHLIGHT_CHROMA = 12  # (pixels this little coloured are grey: no highlight)


def _rgb(hexes) -> np.ndarray:
    return np.array([[int(h[k : k + 2], 16) for k in (1, 3, 5)] for h in hexes], np.float32)


def _highlights(colour: np.ndarray, pairs=DARK_HIGHLIGHTS) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pixels of the BGR picture ``colour`` that are one of the highlights ``pairs`` (or
    blended with its ground): a mask of the candidates looked at (coloured at all), and for
    each of them the index in ``pairs`` (-1: none) and how far it lies towards the highlight."""
    grey = colour.max(axis=2)
    candidates = grey.astype(np.int16) - colour.min(axis=2) > HIGHLIGHT_CHROMA
    pixels = colour[candidates][:, ::-1].astype(np.float32)  # RGB
    best = np.full(len(pixels), np.inf)
    which = np.full(len(pixels), -1)
    shares = np.zeros(len(pixels), np.float32)
    for k, (high, ground) in enumerate(zip(_rgb([h for h, _ in pairs]), _rgb([g for _, g in pairs]))):
        towards = high - ground
        length = float(np.sqrt(towards @ towards))
        rel = pixels - ground
        share = rel @ towards / (length * length)
        off = np.linalg.norm(rel - share[:, None] * towards, axis=1)
        hit = (share >= 0.3) & (share <= 1.15) & (off < min(HIGHLIGHT_MATCH, 0.5 * length)) & (off < best)
        best = np.where(hit, off, best)
        which = np.where(hit, k, which)
        shares = np.where(hit, share, shares)
    return candidates, which, shares


def _dark_highlights_removed(colour: np.ndarray, image: np.ndarray, lines: bool = False, found=None) -> np.ndarray:
    """The grey (brightest channel) ``image`` of the BGR picture ``colour`` of a dark look, its
    coloured pixels read as the ground under them: a pixel of one of :data:`DARK_HIGHLIGHTS`
    (or blended with its ground: an edge's smoothing, the paler outline of a board without the
    keyboard focus) as that ground, any other coloured pixel (a coloured digit, the window's
    own colours) as the picture's middle grey, the amber frame of a step of the solution path
    shown (:data:`DARK_PREVIEW_FRAME`) as the frame. ``lines``: the selection's outline as the
    grid's thin line's grey instead (the outline is drawn over the cell's lines: a line with a
    stretch missing, a cell's length, is no line to the grid's finder). ``found``: what
    :func:`_highlights` says of ``colour``, when already known."""
    candidates, which, shares = found if found is not None else _highlights(colour)
    if not candidates.any():
        return image
    out = image.copy()
    pixels = colour[candidates][:, ::-1].astype(np.float32)
    values = image[candidates].astype(np.float32)
    strong = values - pixels.min(axis=1) > DARK_COLOURED
    values = np.where(strong, float(np.median(image)), values)  # a coloured pixel of no highlight
    preview = np.linalg.norm(pixels - _rgb([DARK_PREVIEW_FRAME])[0], axis=1) <= PREVIEW_MATCH
    values = np.where(preview, float(_rgb([DARK_FRAME])[0].max()), values)
    highs = _rgb([h for h, _ in DARK_HIGHLIGHTS])
    grounds = _rgb([g for _, g in DARK_HIGHLIGHTS])
    line_grey = float(_rgb([DARK_GRID])[0].max())
    for k in np.unique(which[which >= 0]):
        at = which == k
        if lines and DARK_HIGHLIGHTS[k][0] == DARK_OUTLINE:
            values[at] = line_grey
        else:  # the pixel less the highlight's share of it
            values[at] = (pixels[at] - shares[at, None] * (highs[k] - grounds[k])).max(axis=1)
    out[candidates] = np.clip(values, 0, 255).astype(np.uint8)
    return out


def dark_outline(image: np.ndarray) -> np.ndarray | None:
    """Where the selection outline of a screenshot of the window's dark look lies (True), the
    size :func:`to_grey` gives: what lies under it (a cell's line, part of a thick one) is not
    seen. None for a grey picture."""
    colour = to_colour(image)
    if colour is None:
        return None
    return _outline_of(colour.shape[:2], _highlights(colour))


def _outline_of(shape: tuple[int, int], found) -> np.ndarray:
    """The pixels of the dark look's selection outline, of what :func:`_highlights` found in a
    picture of ``shape``."""
    candidates, which, _shares = found
    out = np.zeros(shape, bool)
    out[candidates] = np.isin(which, [k for k, (h, _) in enumerate(DARK_HIGHLIGHTS) if h == DARK_OUTLINE])
    return out


# The light look's selection outline (palette.py LIGHT: select_outline on the cells and on a
# selected cell's fill, select_outline_on_black on black cells; a test checks them). Its
# brightest channel reads as paper, and it is drawn over the selected cell's lines, the inner
# half of a thick one: the reader weighs the lines under it as the dark look's
# (:func:`light_outline`). The paler outline of a board without the keyboard focus lies 0.45 of
# the way from the cell to it, a light blue paint (#a4d8fc) about 0.37: :data:`LIGHT_SHARE`.
LIGHT_CELL, LIGHT_SELECTED, LIGHT_BLACK, LIGHT_SELECTED_BLACK = "#ffffff", "#d6e6ff", "#111111", "#243d63"
LIGHT_OUTLINE, LIGHT_OUTLINE_ON_BLACK = "#1f6feb", "#6aa8ff"
LIGHT_OUTLINES = (
    (LIGHT_OUTLINE, LIGHT_CELL), (LIGHT_OUTLINE, LIGHT_SELECTED),
    (LIGHT_OUTLINE_ON_BLACK, LIGHT_BLACK), (LIGHT_OUTLINE_ON_BLACK, LIGHT_SELECTED_BLACK),
)
LIGHT_SHARE = 0.4


def light_outline(image: np.ndarray) -> np.ndarray | None:
    """Where the selection outline of a screenshot of the window's light look may lie (True),
    the size :func:`to_grey` gives: pixels of its colour (or blended with the cell under it);
    None for a grey picture. (A cell painted a light blue may match too: the reader keeps only
    bands as narrow as the outline.)"""
    colour = to_colour(image)
    if colour is None:
        return None
    candidates, which, shares = _highlights(colour, LIGHT_OUTLINES)
    out = np.zeros(colour.shape[:2], bool)
    out[candidates] = (which >= 0) & (shares >= LIGHT_SHARE)
    return out


def to_colour(image: np.ndarray) -> np.ndarray | None:
    """The BGR picture of a BGR or BGRA array (alpha laid on white), the size :func:`to_grey`
    gives; None for a grey picture (or one :func:`to_grey` refuses)."""
    image = _eight_bits(image)
    if image.ndim != 3 or image.shape[2] != 3 or min(image.shape[:2]) < MIN_SIDE:
        return None
    return np.ascontiguousarray(_scaled(image))


def _eight_bits(image: np.ndarray) -> np.ndarray:
    """8 bits a channel, alpha laid on white, one channel as a 2-D array."""
    if image.dtype == np.uint16:
        image = (image // 257).astype(np.uint8)
    elif image.dtype != np.uint8:
        image = np.clip(image, 0, 255).astype(np.uint8)
    if image.ndim == 3 and image.shape[2] == 4:
        alpha = image[:, :, 3:4].astype(np.float32) / 255.0
        image = (image[:, :, :3].astype(np.float32) * alpha + 255.0 * (1.0 - alpha)).astype(np.uint8)
    if image.ndim == 3 and image.shape[2] == 1:
        image = image[:, :, 0]
    return image


def _scaled(image: np.ndarray) -> np.ndarray:
    """``image`` scaled down to at most MAX_SIDE pixels a side."""
    h, w = image.shape[:2]
    side = max(h, w)
    if side > MAX_SIDE:
        f = MAX_SIDE / side
        image = cv2.resize(image, (max(1, round(w * f)), max(1, round(h * f))), interpolation=cv2.INTER_AREA)
    return image
