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
"""

from __future__ import annotations

from dataclasses import dataclass

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
    ink = np.clip(ink, 0.0, 1.0)
    found = _digit_mask(ink > 0.5, ch)
    if found is None:
        return Cell(black, None, contrast)
    mask, (bx0, by0, bx1, by1) = found
    soft = ink * cv2.dilate(mask, np.ones((3, 3), np.uint8)).astype(np.float32)
    return Cell(black, to_square(soft[by0:by1, bx0:bx1]), contrast, (by1 - by0) / ch)


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
