"""Finding the puzzle's grid in a picture and straightening it.

1. The candidates: the outlines of the picture's dark structures (an adaptive threshold, so
   uneven light does not matter), each fitted with a quadrilateral; big ones first.
2. Each candidate is straightened (a perspective warp of its four corners to a rectangle) and
   its lines are counted: along each axis the mean edge strength (the picture's gradient) of
   every column of pixels is a profile with a peak at each grid line. ``n`` cells fit when a
   peak stands at each of the n - 1 places ``k * side / n``; the largest such ``n`` wins (a
   Sudoku's box lines alone would fit ``n = 3`` too, and half-cells never fit, since cell middles
   hold no line). The first candidate whose lines fit is the grid; the page around a puzzle
   fails this test, and so does a lone digit box.
3. The lines are then placed where their peaks are (a picture is rarely quite even).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from str8ts_gui.scan.errors import ScanError

WARP_SIDE = 900  # the straightened grid's longest side, in pixels, for reading the cells
COUNT_SIDE = 600  # the same for finding the lines
MIN_CELLS, MAX_CELLS = 4, 20  # cells a side the reader looks for
MIN_AREA = 0.03  # a grid covers at least this share of the picture
MAX_CANDIDATES = 8
INNER_AREA = 0.6  # a grid inside the outline that fitted covers at least this share of it
# a grid line shows along at least this share of its length (the rest: between two black cells)
LINE_SHARE = 0.4
# a line fits when its peak stands this far above the profile's typical (noise) level
NOISE_RATIO = 2.5
NOISE_FLOOR = 4.0


@dataclass
class Grid:
    """A straightened grid: the warped grey image and its line positions."""

    image: np.ndarray  # float32 grey, the grid filling it
    xs: list[int]  # the x of every column line, cols + 1 of them (the frame's included)
    ys: list[int]  # the y of every row line
    corners: np.ndarray  # the grid's corners in the picture: top-left, top-right, bottom-right, bottom-left
    score: float = 0.0

    @property
    def cols(self) -> int:
        return len(self.xs) - 1

    @property
    def rows(self) -> int:
        return len(self.ys) - 1

    def cell_box(self, r: int, c: int) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1) of a cell, between its lines."""
        return self.xs[c], self.ys[r], self.xs[c + 1], self.ys[r + 1]


def find_grid(grey: np.ndarray, *, cols: int | None = None, rows: int | None = None) -> Grid:
    """The puzzle's grid in a grey picture; ScanError when none is found. ``cols``/``rows``
    force the count of cells (else it is counted)."""
    h, w = grey.shape
    candidates = _candidates(grey)
    for k, corners in enumerate(candidates):
        grid = _fit(grey, corners, cols, rows)
        if grid is not None:
            return _inner(grey, grid, candidates[k + 1 :]) or grid
    # a picture cut at the grid's frame: the whole picture
    whole = np.float32([[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]])
    grid = _fit(grey, whole, cols, rows)
    if grid is not None:
        return grid
    raise ScanError("no puzzle grid found in the picture (a grid of ruled cells, its frame all in view)")


def _inner(grey: np.ndarray, grid: Grid, others: list[np.ndarray]) -> Grid | None:
    """The grid's own frame when the outline that fitted is a little larger than the grid: the
    edge of a sheet of paper or of a puzzle's picture on a darker page, whose narrow margin
    round the frame passes for part of the first and last cells. A candidate inside it, nearly
    as large, that holds the same count of cells is the grid."""
    outer = grid.corners.reshape(-1, 1, 2).astype(np.float32)
    area = cv2.contourArea(outer)
    for corners in others:
        if not INNER_AREA * area <= cv2.contourArea(corners) < area:
            continue
        if any(cv2.pointPolygonTest(outer, (float(x), float(y)), False) < 0 for x, y in corners):
            continue
        inner = _fit(grey, corners, grid.cols, grid.rows)
        if inner is not None:
            return inner
    return None


# -- candidates ---------------------------------------------------------------------------------
def _candidates(grey: np.ndarray) -> list[np.ndarray]:
    h, w = grey.shape
    blur = cv2.GaussianBlur(grey, (5, 5), 0)
    block = max(15, (min(h, w) // 30) | 1)
    binary = cv2.adaptiveThreshold(blur, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, block, 7)
    contours, _ = cv2.findContours(binary, cv2.RETR_LIST, cv2.CHAIN_APPROX_NONE)
    found: list[tuple[float, np.ndarray]] = []
    min_area = MIN_AREA * h * w
    for contour in contours:
        x, y, bw, bh = cv2.boundingRect(contour)
        if bw * bh < min_area:
            continue
        hull = cv2.convexHull(contour)
        area = cv2.contourArea(hull)
        if area < min_area:
            continue
        quad = _quad(hull)
        if quad is None:
            continue
        quad = refine_corners(quad, contour)
        q_area = cv2.contourArea(quad)
        if not 0.85 * area <= q_area <= 1.15 * area:
            continue
        found.append((q_area, quad))
    found.sort(key=lambda t: -t[0])
    out: list[np.ndarray] = []
    tolerance = 0.01 * max(h, w)
    for _area, quad in found:
        if any(np.abs(quad - q).max() < tolerance for q in out):
            continue
        out.append(quad)
        if len(out) >= MAX_CANDIDATES:
            break
    return out


def _quad(hull: np.ndarray) -> np.ndarray | None:
    """Four corners (top-left, top-right, bottom-right, bottom-left) fitted to a convex hull."""
    perimeter = cv2.arcLength(hull, True)
    for eps in (0.01, 0.02, 0.035, 0.05, 0.08):
        approx = cv2.approxPolyDP(hull, eps * perimeter, True)
        if len(approx) == 4:
            return order_corners(approx.reshape(4, 2).astype(np.float32))
        if len(approx) < 4:
            break
    points = hull.reshape(-1, 2).astype(np.float32)
    s, d = points.sum(axis=1), points[:, 1] - points[:, 0]
    quad = np.float32([points[s.argmin()], points[d.argmin()], points[s.argmax()], points[d.argmax()]])
    return quad if len({tuple(p) for p in quad.tolist()}) == 4 else None


def refine_corners(quad: np.ndarray, contour: np.ndarray) -> np.ndarray:
    """Corners where straight lines fitted to the outline's four sides meet: exact even when
    blur rounds the corners themselves."""
    points = contour.reshape(-1, 2).astype(np.float32)
    lines = []
    for k in range(4):
        a, b = quad[k], quad[(k + 1) % 4]
        side = b - a
        length = float(np.linalg.norm(side))
        if length < 8:
            return quad
        unit = side / length
        normal = np.float32([-unit[1], unit[0]])
        rel = points - a
        along = rel @ unit
        off = np.abs(rel @ normal)
        near = points[(along > 0.1 * length) & (along < 0.9 * length) & (off < max(3.0, 0.03 * length))]
        if len(near) < 5:
            return quad
        vx, vy, x0, y0 = cv2.fitLine(near, cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
        lines.append((np.float32([x0, y0]), np.float32([vx, vy])))
    out = []
    for k in range(4):
        (p1, d1), (p2, d2) = lines[k - 1], lines[k]
        m = np.array([[d1[0], -d2[0]], [d1[1], -d2[1]]], np.float64)
        if abs(np.linalg.det(m)) < 1e-6:
            return quad
        t = np.linalg.solve(m, (p2 - p1).astype(np.float64))
        out.append(p1 + d1 * np.float32(t[0]))
    refined = np.float32(out)
    if np.abs(refined - quad).max() > 0.05 * max(np.ptp(quad[:, 0]), np.ptp(quad[:, 1])):
        return quad  # the fit went astray: keep the rough corners
    return refined


def order_corners(points: np.ndarray) -> np.ndarray:
    """Corners in the order top-left, top-right, bottom-right, bottom-left."""
    s = points.sum(axis=1)
    d = points[:, 1] - points[:, 0]
    return np.float32([points[s.argmin()], points[d.argmin()], points[s.argmax()], points[d.argmax()]])


# -- straightening and counting -----------------------------------------------------------------
def warp(grey: np.ndarray, corners: np.ndarray, side: int = WARP_SIDE) -> np.ndarray:
    """The quadrilateral ``corners`` straightened to a rectangle whose longer side is ``side``."""
    tl, tr, br, bl = corners
    width = (np.linalg.norm(tr - tl) + np.linalg.norm(br - bl)) / 2
    height = (np.linalg.norm(bl - tl) + np.linalg.norm(br - tr)) / 2
    if width < 8 or height < 8:
        return np.zeros((0, 0), np.float32)
    f = side / max(width, height)
    w, h = max(8, round(width * f)), max(8, round(height * f))
    target = np.float32([[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]])
    matrix = cv2.getPerspectiveTransform(corners.astype(np.float32), target)
    out = cv2.warpPerspective(grey, matrix, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return out.astype(np.float32)


def _fit(grey: np.ndarray, corners: np.ndarray, cols: int | None, rows: int | None) -> Grid | None:
    image = warp(grey, corners, COUNT_SIDE)
    if image.size == 0:
        return None
    h, w = image.shape
    ratio = w / h
    if not 0.15 <= ratio <= 6.5:
        return None
    gx, gy = edges(image)
    px, py = line_profiles(gx, gy)
    dx, dy = dark_profiles(image)
    ex, ey = frame_edges(dx), frame_edges(dy)
    if ex is None or ey is None:
        return None
    # placed by darkness along nearly all the length: every line is dark all along (beside a black
    # cell too), a digit or a run of black cells is not
    fx = _count(px, ex, cols, dx)
    fy = _count(py, ey, rows, dy)
    if fx is None or fy is None:
        return None
    (xs, sx, floor_x), (ys, sy, floor_y) = fx, fy
    if not _reach_ends(gx, xs, ys, floor_x) or not _reach_ends(gy.T, ys, xs, floor_y):
        return None
    # cells are roughly square (a straightened photo may stretch them a little)
    cell_w, cell_h = w / (len(xs) - 1), h / (len(ys) - 1)
    if not 0.6 <= cell_w / cell_h <= 1.65:
        return None
    # the cells are read from a larger picture
    big = warp(grey, corners, WARP_SIDE)
    bh, bw = big.shape
    fx_, fy_ = (bw - 1) / (w - 1), (bh - 1) / (h - 1)
    return Grid(big, [round(x * fx_) for x in xs], [round(y * fy_) for y in ys], corners, min(sx, sy))


def edges(image: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The edge strength across x and across y (widened by a few pixels, for lines not quite
    straight)."""
    smooth = cv2.GaussianBlur(image, (3, 3), 0)
    gx = np.abs(cv2.Sobel(smooth, cv2.CV_32F, 1, 0, ksize=3))
    gy = np.abs(cv2.Sobel(smooth, cv2.CV_32F, 0, 1, ksize=3))
    gx = cv2.blur(cv2.dilate(gx, np.ones((1, 5), np.uint8)), (1, 15))  # along the line: less noise
    gy = cv2.blur(cv2.dilate(gy, np.ones((5, 1), np.uint8)), (15, 1))
    return gx, gy


def line_profiles(gx: np.ndarray, gy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The line profiles along x and y: for every column (row) of pixels, an edge strength
    that most of its length has (a low quantile). Grid lines run the whole length; digits do not."""
    return _low_quantile(gx, 0), _low_quantile(gy, 1)


def _reach_ends(g: np.ndarray, places: list[int], across: list[int], floor: float) -> bool:
    """Whether most inner lines at ``places`` (columns of ``g``) show in the first and in the
    last band of cells ``across`` them (rows of ``g``): a grid's lines run from frame to frame,
    while the page round a grid, taken for a grid, has a margin without them."""
    inner = places[1:-1]
    if not inner:
        return True
    for a, b in ((across[0], across[1]), (across[-2], across[-1])):
        lo, hi = a + (b - a) // 5, b - (b - a) // 5
        if hi <= lo:
            return False
        band = np.median(g[lo:hi], axis=0)
        band = cv2.dilate(band.reshape(1, -1), np.ones((1, 7), np.uint8)).ravel()
        if np.mean(band[inner] >= 0.5 * floor) < 0.5:
            return False
    return True


def dark_profiles(image: np.ndarray, share: float = 0.1) -> tuple[np.ndarray, np.ndarray]:
    """How dark each column (row) of pixels is along all but ``share`` of its length: high
    along the frame and the lines (a digit darkens a row only where it stands)."""
    # widened across the line: a frame a little aslant still darkens one column (row) all along
    columns = 255.0 - cv2.erode(image, np.ones((1, 9), np.uint8))
    rows = 255.0 - cv2.erode(image, np.ones((9, 1), np.uint8))
    return _low_quantile(columns, 0, share), _low_quantile(rows, 1, share)


def frame_edges(dark: np.ndarray) -> tuple[int, int] | None:
    """The inner edges of the frame on one axis (where the cells begin and end), from the
    darkness profile; None when either end has no frame."""
    length = len(dark)
    paper = float(np.median(dark))
    reach = max(4, int(length * 0.12))
    out = []
    for seq in (dark[:reach], dark[::-1][:reach]):
        ink = float(seq.max())
        if ink - paper < 40:
            return None
        level = (paper + ink) / 2
        k = 0
        while k < reach and seq[k] < level:  # outside the frame (the quad a little too big)
            k += 1
        while k < reach and seq[k] >= level:  # the frame
            k += 1
        out.append(k if k < reach else 0)
    return out[0], length - 1 - out[1]


def _low_quantile(values: np.ndarray, axis: int, q: float = LINE_SHARE) -> np.ndarray:
    k = int(values.shape[axis] * q)
    return np.partition(values, k, axis=axis).take(k, axis=axis)




def _count(
    profile: np.ndarray, ends: tuple[int, int], forced: int | None, dark: np.ndarray | None = None
) -> tuple[list[int], float, float] | None:
    """The line positions (the frame's inner edges first and last) and their score for the
    edge profile of one axis, whose frame ends at ``ends``; each line is placed at the middle
    of the darkness profile ``dark`` near it (of the edge profile without one)."""
    start, stop = ends
    length = stop - start
    p = profile
    noise = float(np.median(p[start : stop + 1]))
    floor = NOISE_RATIO * noise + NOISE_FLOOR
    best: tuple[list[int], float, float] | None = None
    choices = [forced] if forced else range(MIN_CELLS, MAX_CELLS + 1)
    for n in choices:
        if n is None or length / n < 10:
            continue
        spacing = length / n
        half = max(2, int(spacing * 0.18))
        # placed at the middle of a line (a thick line's two edges are one bump here)
        width = max(3, int(spacing * 0.12)) | 1
        middle = np.convolve(p if dark is None else dark, np.ones(width, np.float32) / width, mode="same")
        peaks, places = [], []
        for k in range(1, n):
            centre = start + int(round(k * spacing))
            a, b = max(0, centre - half), min(len(p), centre + half + 1)
            peaks.append(float(p[a:b].max()))
            places.append(a + int(np.argmax(middle[a:b])))
        peaks_a = np.array(peaks)
        low = float(peaks_a.min())
        if low < floor or low < 0.12 * float(np.median(peaks_a)):
            continue
        # the places must be about evenly spaced
        lines = [start, *places, stop]
        gaps = np.diff(lines)
        if gaps.min() < 0.6 * spacing or gaps.max() > 1.4 * spacing:
            continue
        # and nothing line-like between them, but for a column of digits here and there (else
        # these are every other line of the grid: a Sudoku's boxes, not its cells)
        busy = sum(
            float(p[int(a + 0.3 * (b - a)) : int(b - 0.3 * (b - a)) + 1].max()) > max(floor, 0.5 * low)
            for a, b in zip(lines, lines[1:])
        )
        if busy > n // 4:
            continue
        best = (lines, low / (noise + NOISE_FLOOR), floor)  # the largest n that fits wins (later n overwrite)
    return best
