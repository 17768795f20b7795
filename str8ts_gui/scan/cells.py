"""Reading the cells of a straightened grid: black or white, and the digit's ink if any.

The grid's picture is first *normalised*: divided by an estimate of the paper's brightness
around each point (the brightest pixels within about two cells, so a Str8ts block of black
cells does not count as paper), which takes out uneven light. The paper is then 1.0 everywhere,
ink and black cells near 0.

A cell is black (Str8ts) when most of it is dark. Its digit is the ink that stands out from the
cell's own background (dark on white, light on black): the connected pieces of ink tall enough
to be a digit (pencil marks are small), away from the cell's edges (remnants of the grid lines),
with the small pieces beside them (a stroke that blur broke). The digit's picture for the
classifier is that ink, scaled to fit :data:`BOX` pixels and centred in a :data:`SIDE` square.

The grey picture reads colours as paper. A screenshot of this program's window is read in its
colours too (:func:`read_colours`): the window draws a given bold in the clue colour, the
player's entry regular in blue (a hint's placed digit regular in green), and a given or an entry
that breaks a rule (Show Mistakes) in red on a red tint (``gui/board/render.py``, the colours of
``gui/draw/palette.py``, light and dark). Blue and green digits are the player's, not read as
givens; a red digit is read from its ink's colour, and is a given when it is drawn bold like the
picture's other givens, the player's entry when regular like its entries
(:func:`given_chances`).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, replace
from typing import Sequence

import cv2
import numpy as np

from str8ts_gui.scan.grid import Grid

SIDE = 28  # the classifier's picture of a digit: SIDE x SIDE
BOX = 20  # the digit fits in BOX x BOX inside it
INSET = 0.1  # the share of a cell on each side left out (the lines)
BLACK_LEVEL = 0.5  # a cell whose middle is darker than this (paper = 1) is black
MIN_CONTRAST = 0.22  # less ink contrast than this: an empty cell
MIN_HEIGHT = 0.28  # a digit is at least this share of the cell's height tall


@dataclass
class Cell:
    """What a cell shows: black or white, and its digit's picture (None: no digit)."""

    black: bool
    digit: np.ndarray | None  # float32 SIDE x SIDE, ink 1, background 0
    contrast: float = 0.0  # how far the ink stands out from the cell's background (0..1)
    height: float = 0.0  # the digit's height / the cell's
    weight: float = 0.0  # how bold the digit is (:func:`stroke_weight`)


def normalise(grid: Grid) -> np.ndarray:
    """The grid's picture divided by the paper's brightness around each point (paper = 1)."""
    image = grid.image
    h, w = image.shape
    cell = min(w / grid.cols, h / grid.rows)
    f = 8.0 / cell  # about 8 pixels a cell is enough for the paper's light
    sw, sh = max(4, round(w * f)), max(4, round(h * f))
    small = cv2.resize(image, (sw, sh), interpolation=cv2.INTER_AREA)
    near = cv2.dilate(small, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (35, 35)))
    wide = cv2.dilate(small, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (81, 81)))
    paper = np.maximum(near, 0.85 * wide)
    paper = cv2.GaussianBlur(paper, (0, 0), 4)
    paper = cv2.resize(paper, (w, h), interpolation=cv2.INTER_LINEAR)
    return np.clip(image / np.maximum(paper, 1.0), 0.0, 1.2).astype(np.float32)


def read_cells(grid: Grid, norm: np.ndarray | None = None) -> list[Cell]:
    """Every cell of the grid, row by row."""
    if norm is None:
        norm = normalise(grid)
    return [read_cell(norm, grid.cell_box(r, c)) for r in range(grid.rows) for c in range(grid.cols)]


def read_cell(norm: np.ndarray, box: tuple[int, int, int, int]) -> Cell:
    """One cell of a normalised picture, ``box`` = (x0, y0, x1, y1) between its lines."""
    ch = box[3] - box[1]
    inner = _inner(norm, box)
    if inner.size < 16:
        return Cell(False, None)
    # the cell's corners tell its colour (a big digit may cover one of them, or two: then the
    # ring round the middle decides)
    mh, mw = inner.shape
    corners = _corners(inner)
    ring = np.ones(inner.shape, bool)
    ring[mh // 5 : mh - mh // 5, mw // 5 : mw - mw // 5] = False
    ring_level = float(np.median(inner[ring]))
    dark = sum(v < BLACK_LEVEL for v in corners)
    black = dark >= 3 or (dark == 2 and ring_level < BLACK_LEVEL)
    # the background: the corners of the cell's own colour
    own = [v for v in corners if (v < BLACK_LEVEL) == black]
    background = float(np.median(own)) if own else ring_level
    # the digit's own darkest (lightest on black) ink: in the cell's middle, away from the lines
    centre = inner[mh // 8 : mh - mh // 8, mw // 8 : mw - mw // 8]
    if black:
        far = float(np.percentile(centre, 99.5))
        contrast = far - background
        ink = (inner - background) / max(contrast, 1e-3)
    else:
        far = float(np.percentile(centre, 0.5))
        contrast = background - far
        ink = (background - inner) / max(contrast, 1e-3)
    if contrast < MIN_CONTRAST:
        return Cell(black, None, contrast)
    return _cell_of_ink(np.clip(ink, 0.0, 1.0), ch, black, contrast)


def _cell_of_ink(ink: np.ndarray, ch: int, black: bool, contrast: float) -> Cell:
    """The cell whose inner picture's ink (1 the digit's, 0 the background) is ``ink``."""
    found = _digit_mask(ink > 0.5, ch)
    if found is None:
        return Cell(black, None, contrast)
    mask, (bx0, by0, bx1, by1) = found
    soft = ink * cv2.dilate(mask, np.ones((3, 3), np.uint8)).astype(np.float32)
    weight = stroke_weight(mask[by0:by1, bx0:bx1])
    return Cell(black, to_square(soft[by0:by1, bx0:bx1]), contrast, (by1 - by0) / ch, weight)


def stroke_weight(mask: np.ndarray) -> float:
    """How bold a digit is drawn: its strokes' width (twice its area over its outline's length)
    as a share of its height. The program's board: about 0.17 to 0.22 for its givens (bold),
    0.10 to 0.13 for the player's entries (regular)."""
    mask = mask.astype(np.uint8)
    if mask.size == 0 or not mask.any():
        return 0.0
    contours, _ = cv2.findContours(mask, cv2.RETR_LIST, cv2.CHAIN_APPROX_NONE)
    outline = sum(cv2.arcLength(c, True) for c in contours)
    return 2.0 * float(mask.sum()) / max(outline, 1.0) / mask.shape[0]


def _inner(image: np.ndarray, box: tuple[int, int, int, int]) -> np.ndarray:
    """A cell's picture inside its lines (:data:`INSET` of it left out on each side)."""
    x0, y0, x1, y1 = box
    ix, iy = max(1, round((x1 - x0) * INSET)), max(1, round((y1 - y0) * INSET))
    return image[y0 + iy : y1 - iy, x0 + ix : x1 - ix]


def _corners(inner: np.ndarray) -> list[float]:
    """The median grey of each corner (a fifth of the side) of a cell's inner picture."""
    mh, mw = inner.shape
    ch, cw = max(1, mh // 5), max(1, mw // 5)
    return [
        float(np.median(inner[ys, xs]))
        for ys in (slice(0, ch), slice(mh - ch, mh))
        for xs in (slice(0, cw), slice(mw - cw, mw))
    ]


def corner_level(image: np.ndarray, box: tuple[int, int, int, int]) -> float:
    """The grey of a cell by its corners, as :func:`read_cell` looks at them (the second
    lightest of the four, so dark ink that reaches one corner does not count)."""
    return sorted(_corners(_inner(image, box)))[2]


def _digit_mask(binary: np.ndarray, cell_h: int) -> tuple[np.ndarray, tuple[int, int, int, int]] | None:
    """The pieces of ink that make the digit, and their bounding box, or None."""
    h, w = binary.shape
    count, labels, stats, _centroids = cv2.connectedComponentsWithStats(binary.astype(np.uint8), connectivity=8)
    main: list[int] = []
    small: list[int] = []
    for k in range(1, count):
        x, y, bw, bh, area = (int(v) for v in stats[k])
        touches = (x == 0, y == 0, x + bw >= w, y + bh >= h)
        # a remnant of a grid line: along an edge of the cell, long and thin
        if (touches[0] or touches[2]) and bh > 0.5 * h and bw < 0.2 * w:
            continue
        if (touches[1] or touches[3]) and bw > 0.5 * w and bh < 0.2 * h:
            continue
        if sum(touches) >= 3:  # a frame of lines all round the cell
            continue
        cx, cy = x + bw / 2, y + bh / 2
        central = 0.12 * w <= cx <= 0.88 * w and 0.12 * h <= cy <= 0.88 * h
        if bh >= MIN_HEIGHT * cell_h and central and area >= 0.004 * h * w:
            main.append(k)
        elif bh >= 0.06 * cell_h and area >= 0.001 * h * w:
            small.append(k)
    if not main:
        return None
    boxes = [stats[k] for k in main]
    bx0 = min(int(s[0]) for s in boxes)
    by0 = min(int(s[1]) for s in boxes)
    bx1 = max(int(s[0] + s[2]) for s in boxes)
    by1 = max(int(s[1] + s[3]) for s in boxes)
    # small pieces inside (or just beside) the digit's box belong to it
    pad_x, pad_y = 0.15 * (bx1 - bx0) + 1, 0.1 * (by1 - by0) + 1
    keep = list(main)
    for k in small:
        x, y, bw, bh = (int(v) for v in stats[k][:4])
        if x >= bx0 - pad_x and x + bw <= bx1 + pad_x and y >= by0 - pad_y and y + bh <= by1 + pad_y:
            keep.append(k)
            bx0, by0 = min(bx0, x), min(by0, y)
            bx1, by1 = max(bx1, x + bw), max(by1, y + bh)
    mask = np.isin(labels, keep).astype(np.uint8)
    return mask, (bx0, by0, bx1, by1)


def to_square(piece: np.ndarray) -> np.ndarray:
    """A digit's ink scaled (keeping its shape) to fit BOX x BOX, centred in SIDE x SIDE."""
    h, w = piece.shape
    f = BOX / max(h, w)
    nw, nh = max(1, round(w * f)), max(1, round(h * f))
    scaled = cv2.resize(piece.astype(np.float32), (nw, nh), interpolation=cv2.INTER_AREA if f < 1 else cv2.INTER_LINEAR)
    out = np.zeros((SIDE, SIDE), np.float32)
    x, y = (SIDE - nw) // 2, (SIDE - nh) // 2
    out[y : y + nh, x : x + nw] = scaled
    peak = float(out.max())
    return out / peak if peak > 0 else out


# -- colours: screenshots of this program's window ----------------------------------------------
# (the colours of str8ts_gui/gui/draw/palette.py, which the scanner may not import: a test checks
# that they are the palette's)
MISTAKE_INKS = ("#b3121a", "#ffa0a0", "#ff8a8a", "#ff9a9a")  # light mistake, mistake_on_black; dark the same
PLAYER_INKS = ("#1a55a8", "#11612a", "#9cc4ff", "#86e8a2")  # light entry, placed; dark the same
MISTAKE_FILLS = {  # a red digit's cell (violation, violation_black, selected, selected_black): black?
    "#ffdada": False, "#5c1616": True, "#d6e6ff": False, "#243d63": True,  # light
    "#5e2429": False, "#3f1013": True, "#21406a": False, "#1a3050": True,  # dark
}
CHROMA = 50  # a pixel whose channels differ this much is coloured (grey ink and paper differ less)
INK_MATCH = 36  # ink this near (RGB) to the line from its cell's background to one of the inks is that ink
MIN_INK = 60  # an ink this near to the cell's background is not told from it
FILL_MATCH = 48  # a background this near to one of MISTAKE_FILLS is that fill
# A red digit is a given when bold: its stroke weight against the split between the picture's
# givens (bold, in grey ink) and its entries (regular, blue). The program's regular digits are
# about 0.6 of its bold ones; with only one of the two in the picture the split is SPLIT times
# the givens' weight (or the entries' over it), with neither WEIGHT_SPLIT.
SPLIT = 0.78
WEIGHT_SPLIT = 0.15
WEIGHT_SCALE = 0.035  # the chance of a given: 1 / (1 + (split / weight) ** (1 / WEIGHT_SCALE))


def _bgr(hexes) -> np.ndarray:
    return np.array([[int(h[k : k + 2], 16) for k in (5, 3, 1)] for h in hexes], np.float32)


_INKS = _bgr(MISTAKE_INKS + PLAYER_INKS)
_FILLS = _bgr(tuple(MISTAKE_FILLS))


@dataclass
class Coloured:
    """A cell whose digit is drawn in one of the window's inks."""

    mistake: bool  # red (a digit that breaks a rule); else the player's (an entry, a placed digit)
    cell: Cell  # the cell read from that ink


def chroma(colour: np.ndarray) -> np.ndarray:
    """How coloured each pixel of a BGR picture is: its largest channel less its smallest."""
    b, g, r = cv2.split(colour)
    return cv2.subtract(cv2.max(cv2.max(b, g), r), cv2.min(cv2.min(b, g), r))


def read_colours(grid: Grid, colour: np.ndarray, seen: Sequence[Cell]) -> dict[int, Coloured]:
    """The cells whose digit is drawn in one of the window's inks, read from ``colour`` (the
    straightened grid in BGR, 8 bits, as ``grid.image``); ``seen``: the cells as read in grey
    (a cell's black or white when its background is none of the red digit's fills)."""
    coloured = chroma(colour)
    out: dict[int, Coloured] = {}
    for r in range(grid.rows):
        for c in range(grid.cols):
            box = grid.cell_box(r, c)
            inner = _inner(coloured, box)
            mh, mw = inner.shape
            if mh < 8 or mw < 8 or int(inner[mh // 8 : mh - mh // 8, mw // 8 : mw - mw // 8].max()) < CHROMA:
                continue  # grey ink (or none) on any background
            i = r * grid.cols + c
            found = _coloured_cell(_inner(colour, box).astype(np.float32), box, seen[i].black)
            if found is not None:
                out[i] = found
    return out


def _coloured_cell(inner: np.ndarray, box: tuple[int, int, int, int], black: bool) -> Coloured | None:
    """The cell whose inner picture (BGR) is ``inner``, if its digit is in one of the inks."""
    mh, mw = inner.shape[:2]
    centre = inner[mh // 8 : mh - mh // 8, mw // 8 : mw - mw // 8]
    # the background: the corner whose colour is nearest the others' (a digit may reach one)
    ch, cw = max(1, mh // 5), max(1, mw // 5)
    corners = np.array(
        [inner[ys, xs].reshape(-1, 3).mean(axis=0) for ys in (slice(0, ch), slice(mh - ch, mh)) for xs in (slice(0, cw), slice(mw - cw, mw))]
    )
    spread = np.linalg.norm(corners[:, None] - corners[None], axis=2).sum(axis=1)
    background = corners[int(np.argmin(spread))]
    # the ink: the centre's pixels farthest from the background
    distance = np.linalg.norm(centre - background, axis=2)
    top = float(np.percentile(distance, 99.5))
    if top < MIN_INK:
        return None
    k = _match_ink(np.median(centre[distance >= 0.8 * top], axis=0), background)
    if k is None:
        return None
    mistake = k < len(MISTAKE_INKS)
    towards = _INKS[k] - background
    scale = float(towards @ towards)
    far = float(np.percentile((centre - background) @ towards, 99.5)) / scale
    if far < 0.3:
        return None
    ink = np.clip(((inner - background) @ towards) / (scale * far), 0.0, 1.0).astype(np.float32)
    if mistake:
        fills = np.linalg.norm(_FILLS - background, axis=1)
        if float(fills.min()) <= FILL_MATCH:
            black = list(MISTAKE_FILLS.values())[int(np.argmin(fills))]
    cell = _cell_of_ink(ink, box[3] - box[1], black, math.sqrt(scale) * far / 255.0)
    return Coloured(mistake, cell) if cell.digit is not None else None


def _match_ink(ink: np.ndarray, background: np.ndarray) -> int | None:
    """The index in ``_INKS`` of the ink ``ink`` is (blended with ``background`` or not), or None."""
    best, found = INK_MATCH, None
    for k, target in enumerate(_INKS):
        towards = target - background
        length = float(towards @ towards)
        if length < MIN_INK * MIN_INK:
            continue
        share = float((ink - background) @ towards) / length
        if not 0.45 <= share <= 1.25:
            continue
        off = float(np.linalg.norm(ink - background - share * towards))
        if off < best:
            best, found = off, k
    return found


def given_chances(seen: list[Cell], coloured: dict[int, Coloured]) -> list[float]:
    """Take the coloured cells' readings into ``seen`` (the player's digits are no digit) and
    give each cell's chance that its digit is a given: 1 but for the red digits, whose stroke
    weight tells (a red digit in a black cell is a given: black cells hold no entries)."""
    bold = [c.weight for i, c in enumerate(seen) if c.digit is not None and c.weight > 0 and i not in coloured]
    regular = [k.cell.weight for k in coloured.values() if not k.mistake and k.cell.weight > 0]
    if bold and regular:
        split = math.sqrt(statistics.median(bold) * statistics.median(regular))
    elif bold:
        split = statistics.median(bold) * SPLIT
    elif regular:
        split = statistics.median(regular) / SPLIT
    else:
        split = WEIGHT_SPLIT
    chances = [1.0] * len(seen)
    for i, k in coloured.items():
        if not k.mistake:
            seen[i] = replace(k.cell, digit=None)
            continue
        seen[i] = k.cell
        if not k.cell.black:
            chances[i] = 1.0 / (1.0 + (split / max(k.cell.weight, 1e-6)) ** (1.0 / WEIGHT_SCALE))
    return chances
