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
4. A grid whose lines run on past its frame (the frame found is one of its lines, the picture's
   edge or the edge of something covering it) is refused, and so is a ruled grid in view with no
   whole frame when none was found: the message says the grid is cut off or partly hidden, where
   reading what is in view would give a smaller puzzle (:class:`~str8ts_gui.scan.errors.GridCutOff`).
   So is a picture that ends on one of the grid's lines, where no line runs on past it: the line
   at the picture's edge holds far less ink than the frame on another side (:func:`thin_frames`;
   where it does not, the reader tells it by the grid's shape, ``reader.cut_by_shape``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import cv2
import numpy as np

from str8ts_gui.core.words import join_words
from str8ts_gui.scan.errors import GridCutOff, ScanError

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
# between two lines found, a line the count leaves out is darker all along than the paper beside
# it by at least this share of the weakest line found (rows of candidate digits are not)
BETWEEN_INK = 0.15


@dataclass
class Grid:
    """A straightened grid: the warped grey image and its line positions."""

    image: np.ndarray  # float32 grey, the grid filling it
    xs: list[int]  # the x of every column line, cols + 1 of them (the frame's included)
    ys: list[int]  # the y of every row line
    corners: np.ndarray  # the grid's corners in the picture: top-left, top-right, bottom-right, bottom-left
    score: float = 0.0
    # the sides whose frame lies at the picture's edge (a picture cropped tight to the grid, or cut
    # through it at one of its lines: see :func:`at_picture_edge`)
    edge_sides: tuple[str, ...] = ()

    @property
    def cols(self) -> int:
        return len(self.xs) - 1

    @property
    def rows(self) -> int:
        return len(self.ys) - 1

    def cell_box(self, r: int, c: int) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1) of a cell, between its lines."""
        return self.xs[c], self.ys[r], self.xs[c + 1], self.ys[r + 1]


def find_grid(grey: np.ndarray, *, cols: int | None = None, rows: int | None = None, hints: bool = True) -> Grid:
    """The puzzle's grid in a grey picture; ScanError when none is found. ``cols``/``rows``
    force the count of cells (else it is counted). GridCutOff when the grid found runs on past
    its frame (:func:`cut_sides`) or, with ``hints``, when none is found but a grid part of
    which is out of view is there (:func:`partly_hidden`; a dark look's picture as it is, before
    it is read inverted, is no place to look for one)."""
    h, w = grey.shape
    candidates = _candidates(grey)
    for k, corners in enumerate(candidates):
        grid = _fit(grey, corners, cols, rows)
        if grid is not None:
            return _whole(grey, _inner(grey, grid, candidates[k + 1 :]) or grid)
    # a picture cut at the grid's frame: the whole picture
    whole = np.float32([[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]])
    grid = _fit(grey, whole, cols, rows)
    if grid is not None:
        return _whole(grey, grid)
    hidden = partly_hidden(grey) if hints else None
    if hidden:
        raise GridCutOff(hidden)
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


# -- a grid cut off -----------------------------------------------------------------------------
SIDES = ("left", "top", "right", "bottom")
# past the frame (its ink ends at most FRAME_REACH of a cell beyond its inner edge), the band looked
# at: (the difference) of a cell; inside, the band from the first share of a cell to the second
BEYOND = (0.15, 0.45)
FRAME_REACH = 0.35
ALONG = 0.2  # (a line is this dark along all but this share of a band)
# a side's lines go on past it when this share of them show there, each at least this share of
# its contrast just inside the frame
GO_ON_SHARE, GO_ON_CONTRAST = 0.7, 0.25
MIN_CONTRAST = 12.0  # (grey levels: less is no line)
# the picture's edge this many cells past the last line (or nearer) cuts the grid: a cell cut
# short and the frame
CUT_REACH = 1.3
# a side whose corners lie this share of the picture's size (3 pixels at least) from its edge lies at
# it (the corners found where the picture cuts a grid are a little off: its ink there is not all a line)
AT_EDGE = 0.01
# a frame at the picture's edge with less ink than this share of the frame on another side (and
# nearer the inner lines' ink) is one of those lines: the picture cuts the grid there
THIN_FRAME = 0.5
# (a line's ink: darker than the paper along this share of its length, summed this share of a cell
# either side of it; a frame's, out to the second share of a cell past the corners found)
INK_ALONG, INK_REACH, INK_OUT = 0.7, 0.2, 0.1


def _whole(grey: np.ndarray, grid: Grid) -> Grid:
    """``grid``, or GridCutOff when its lines go on past its frame on some side (:func:`cut_sides`):
    the frame found is then one of its lines, the picture's edge, or the edge of something
    covering it, and reading the cells in view would give a smaller puzzle than the one there."""
    sides = cut_sides(grey, grid)
    if not sides:
        edge = at_picture_edge(grey, grid)
        inner = thin_frames(grey, grid, edge)
        if inner:
            raise GridCutOff(cut_off_message(inner, grid))
        return replace(grid, edge_sides=tuple(edge))
    out = [side for side, edge in sides if edge]
    covered = [side for side, edge in sides if not edge]
    shape = f"{grid.cols} x {grid.rows} cells are in view"
    if out and not covered:
        raise GridCutOff(cut_off_message(out, grid))
    where = join_words(covered) + (" (and the " + join_words(out) + ", out of the picture)" if out else "")
    raise GridCutOff(
        f"part of the grid is hidden: its lines run on past the {where} of what is in view, as if something "
        f"covers it there ({shape}). Take a picture with the whole grid in view"
    )


def cut_off_message(sides: list[str], grid: Grid) -> str:
    """The message of a grid cut off by the picture's edge on ``sides``."""
    return (
        f"the grid is cut off: its {join_words(sides)} {'edge is' if len(sides) == 1 else 'edges are'} outside the "
        f"picture (its lines run on to the picture's edge; {grid.cols} x {grid.rows} cells are in view). "
        "Take a picture with the whole grid in view"
    )


def at_picture_edge(grey: np.ndarray, grid: Grid) -> list[str]:
    """The sides of ``grid`` whose frame lies at the picture's edge: both its corners within
    :data:`AT_EDGE` of the picture's side there (a few pixels)."""
    h, w = grey.shape
    tol = max(3.0, AT_EDGE * max(h, w))
    tl, tr, br, bl = grid.corners
    at = {
        "left": tl[0] <= tol and bl[0] <= tol,
        "top": tl[1] <= tol and tr[1] <= tol,
        "right": tr[0] >= w - 1 - tol and br[0] >= w - 1 - tol,
        "bottom": bl[1] >= h - 1 - tol and br[1] >= h - 1 - tol,
    }
    return [side for side in SIDES if at[side]]


def line_inks(grey: np.ndarray, grid: Grid) -> tuple[dict[str, float], list[float]]:
    """How much ink each side's frame holds (the sum, across it, of how much darker than the
    paper it is along most of its length; a little way out past the corners found too, which may
    lie inside the frame), and the same of every inner line."""
    gh, gw = grid.image.shape
    paper = float(np.median(grid.image))
    spacing = min((grid.xs[-1] - grid.xs[0]) / grid.cols, (grid.ys[-1] - grid.ys[0]) / grid.rows)
    r = max(2, round(INK_REACH * spacing))
    m = max(3, round(INK_OUT * spacing))
    target = np.float32([[m, m], [m + gw - 1, m], [m + gw - 1, m + gh - 1], [m, m + gh - 1]])
    matrix = cv2.getPerspectiveTransform(grid.corners.astype(np.float32), target)
    image = cv2.warpPerspective(
        grey.astype(np.float32), matrix, (gw + 2 * m, gh + 2 * m), flags=cv2.INTER_LINEAR, borderValue=paper
    )
    frames: dict[str, float] = {}
    inner: list[float] = []
    for first, last, lines, span, axis in (
        ("left", "right", grid.xs, grid.ys, 0), ("top", "bottom", grid.ys, grid.xs, 1)
    ):
        lines = [m + v for v in lines]
        a, b = m + span[0], m + span[-1] + 1
        band = image[a:b] if axis == 0 else image[:, a:b]
        dark = np.maximum(_low_quantile(paper - band, axis, 1.0 - INK_ALONG), 0.0)
        frames[first] = float(dark[: lines[0] + r + 1].sum())
        frames[last] = float(dark[max(0, lines[-1] - r) :].sum())
        inner += [float(dark[max(0, v - r) : v + r + 1].sum()) for v in lines[1:-1]]
    return frames, inner


def thin_frames(grey: np.ndarray, grid: Grid, sides: list[str]) -> list[str]:
    """Of ``sides`` (at the picture's edge), those whose frame is an inner line: the picture cut
    through the grid at one of its lines. Its ink there is less than :data:`THIN_FRAME` of the
    grid's frame on another side, and nearer its inner lines' (their median; nearer by ratio)
    than that frame's: a picture cropped tight to a whole grid keeps its frame, which is drawn
    thicker or darker than the lines inside it (a grid drawn with every line alike tells
    nothing here)."""
    if not sides:
        return []
    frames, inner = line_inks(grey, grid)
    if not inner:
        return []
    typical = float(np.median(inner))
    out = []
    for side in sides:
        frame = max(ink for other, ink in frames.items() if other != side)
        if frames[side] < THIN_FRAME * frame and frames[side] ** 2 < frame * typical:
            out.append(side)
    return out


def cut_sides(grey: np.ndarray, grid: Grid) -> list[tuple[str, bool]]:
    """The sides of ``grid`` (left, top, right, bottom) past whose frame its lines go on, each
    with whether the picture's edge is less than a cell beyond it (else something covers the
    grid there). A line goes on when just past the frame the picture is darker on it than beside
    it by a good share of how much it is so just inside the frame; a page's margin, or another
    puzzle a little way off, has no such lines there."""
    image = grid.image
    gh, gw = image.shape
    cw, ch = (grid.xs[-1] - grid.xs[0]) / grid.cols, (grid.ys[-1] - grid.ys[0]) / grid.rows
    m = int(np.ceil((CUT_REACH + 0.1) * max(cw, ch)))
    target = np.float32([[m, m], [m + gw - 1, m], [m + gw - 1, m + gh - 1], [m, m + gh - 1]])
    matrix = cv2.getPerspectiveTransform(grid.corners.astype(np.float32), target)
    size = (gw + 2 * m, gh + 2 * m)
    canvas = cv2.warpPerspective(grey, matrix, size, flags=cv2.INTER_LINEAR, borderValue=0)
    there = cv2.warpPerspective(np.full(grey.shape, 255, np.uint8), matrix, size, flags=cv2.INTER_NEAREST, borderValue=0)
    dark = float(np.median(image)) - canvas.astype(np.float32)
    out = []
    for k, side in enumerate(SIDES):
        # the canvas turned so that this side is on the right: its lines are rows
        d, t = np.rot90(dark, k - 2), np.rot90(there > 0, k - 2)
        across = d.shape[0]
        if side in ("left", "right"):
            lines, spacing, cell, frame = grid.ys, ch, cw, grid.xs
        else:
            lines, spacing, cell, frame = grid.xs, cw, ch, grid.ys
        places = [m + v if side in ("right", "top") else across - 1 - (m + v) for v in lines]
        # the frame's inner edge (the last line's, when the frame found is one), turned
        edge = m + frame[-1] if side in ("right", "bottom") else d.shape[1] - 1 - (m + frame[0])
        lo, hi = round(min(places)), round(max(places)) + 1  # along the side, frame to frame
        # past the frame's (or line's) own ink: where, after its darkest, it is a quarter as dark
        reach = max(4, round(FRAME_REACH * cell))
        present = t[lo:hi, edge : edge + reach].all(axis=0)
        inside_picture = int(np.argmin(present)) if not present.all() else present.size
        if inside_picture < 4:
            continue  # the picture ends at (or in) the frame: nothing to tell
        ink = np.median(d[lo:hi, edge : edge + inside_picture], axis=0)
        peak = int(np.argmax(ink))
        light = np.flatnonzero(ink[peak:] < 0.25 * ink[peak])
        if not light.size:
            continue  # a frame thicker than that: nothing to tell
        a = edge + peak + int(light[0]) + 1
        b = a + round((BEYOND[1] - BEYOND[0]) * cell) + 1
        seen = t[lo:hi, a:b].all(axis=0)
        if seen.sum() < 3:
            continue  # the picture ends at the frame: nothing to tell
        # how dark each row is along nearly all the band (a line runs across it all; a toolbar's
        # icon or a word beside the grid does not)
        outside = np.quantile(d[:, a:b][:, seen], ALONG, axis=1)
        inside = np.quantile(d[:, edge - round(BEYOND[1] * cell) : edge - round(BEYOND[0] * cell) + 1], ALONG, axis=1)
        near, off = max(1, round(0.05 * spacing)), max(2, round(0.3 * spacing))

        def contrast(profile: np.ndarray, y: int) -> float:
            on = float(profile[max(0, y - near) : y + near + 1].max())
            return on - min(float(profile[min(across - 1, y + off)]), float(profile[max(0, y - off)]))

        voters = going = 0
        for y in sorted(places)[1:-1]:
            inner = contrast(inside, y)
            if inner < MIN_CONTRAST:
                continue  # no line seen just inside (a black cell's, one a digit covers): no vote
            voters += 1
            going += contrast(outside, y) >= max(MIN_CONTRAST, GO_ON_CONTRAST * inner)
        if voters >= 3 and going >= GO_ON_SHARE * voters:
            far = min(edge + round(CUT_REACH * cell), t.shape[1] - 1)
            out.append((side, not bool(t[lo:hi, far].any())))
    return out


def partly_hidden(grey: np.ndarray) -> str | None:
    """Why a picture where no grid was found holds one all the same, part of it out of view:
    long straight lines across and down, about evenly spaced (at least 4 cells each way), that
    run on to the picture's edge (cut off there), or past the last line across them, or whose
    frame has a corner missing (something covers part of it); None when there is no such thing
    (or its frame is whole and in view: some other reason the grid was not read)."""
    h, w = grey.shape
    blur = cv2.GaussianBlur(grey, (5, 5), 0)
    block = max(15, (min(h, w) // 30) | 1)
    binary = cv2.adaptiveThreshold(blur, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, block, 7)
    run = max(15, min(h, w) // 15)  # a line runs at least this far straight
    across = cv2.morphologyEx(binary, cv2.MORPH_OPEN, np.ones((1, run), np.uint8))
    down = cv2.morphologyEx(binary, cv2.MORPH_OPEN, np.ones((run, 1), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(cv2.dilate(across | down, np.ones((3, 3), np.uint8)))
    if count < 2:
        return None
    k = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_WIDTH] * stats[1:, cv2.CC_STAT_HEIGHT]))
    bw, bh = int(stats[k, cv2.CC_STAT_WIDTH]), int(stats[k, cv2.CC_STAT_HEIGHT])
    if bw * bh < MIN_AREA * h * w:
        return None
    net = labels == k
    rows_at = _line_places(across & net, 1, run)  # (centre, first, last) of each line across
    cols_at = _line_places(down & net, 0, run)
    rows_at, cols_at = _even(rows_at), _even(cols_at)
    if not rows_at or not cols_at:
        return None
    spacing_x = float(np.median(np.diff([c for c, _, _ in cols_at])))
    spacing_y = float(np.median(np.diff([c for c, _, _ in rows_at])))
    # past the last line down (across) on each side, do the lines across (down) run on?
    run_on = {
        "left": np.median([a for _, a, _ in rows_at]) < cols_at[0][0] - 0.2 * spacing_x,
        "right": np.median([b for _, _, b in rows_at]) > cols_at[-1][0] + 0.2 * spacing_x,
        "top": np.median([a for _, a, _ in cols_at]) < rows_at[0][0] - 0.2 * spacing_y,
        "bottom": np.median([b for _, _, b in cols_at]) > rows_at[-1][0] + 0.2 * spacing_y,
    }
    # the lines across (down) run on to the picture's edge
    at_edge = {
        "left": np.median([a for _, a, _ in rows_at]) <= 2, "top": np.median([a for _, a, _ in cols_at]) <= 2,
        "right": np.median([b for _, _, b in rows_at]) >= w - 3,
        "bottom": np.median([b for _, _, b in cols_at]) >= h - 3,
    }
    corners = _missing_corners(rows_at, cols_at, spacing_x, spacing_y)
    # a side at the picture's edge is cut when its lines run on to it, or its frame's corners are
    # missing there (the last line there is one of the grid's inner lines)
    cut = [side for side in SIDES if at_edge[side] and (run_on[side] or any(side in c for c in corners))]
    if cut:
        return (
            f"the grid is cut off: its {join_words(cut)} {'edge is' if len(cut) == 1 else 'edges are'} outside the "
            "picture (its lines run on to the picture's edge). Take a picture with the whole grid in view"
        )
    if any(run_on.values()) or corners:
        # which part is hidden is not said: the edges of what covers the grid may pass for lines
        return (
            "no whole puzzle grid found in the picture: a ruled grid is there, but not all of it is in view "
            "(its lines run on past the last line across them, or its frame is broken off: is part of it covered?). "
            "Take a picture with the whole grid in view"
        )
    edges = [side for side in SIDES if at_edge[side]]
    if edges:  # a line of the grid may stand at the picture's edge: said as a question
        return (
            f"no puzzle grid found in the picture: a ruled grid runs on to the picture's {join_words(edges)} "
            f"{'edge' if len(edges) == 1 else 'edges'} (is part of it cut off there?). "
            "Take a picture with the whole grid in view"
        )
    return None


def _line_places(mask: np.ndarray, axis: int, run: int) -> list[tuple[float, int, int]]:
    """The straight lines of ``mask`` along ``axis`` (1: across, rows of pixels; 0: down): for
    each, its middle across it and where it begins and ends along it, in order."""
    counts = mask.sum(axis=axis)
    on = np.flatnonzero(counts >= run)
    if not on.size:
        return []
    groups = np.split(on, np.flatnonzero(np.diff(on) > 1) + 1)
    out = []
    for g in groups:
        band = mask[g[0] : g[-1] + 1] if axis == 1 else mask[:, g[0] : g[-1] + 1]
        along = np.flatnonzero(band.any(axis=1 - axis))
        out.append((float(g.mean()), int(along[0]), int(along[-1])))
    return out


def _even(places: list[tuple[float, int, int]]) -> list[tuple[float, int, int]]:
    """The longest run of ``places`` about evenly spaced (lines of something else beside a grid,
    the edges of a panel over it, left out), when it holds at least 4 cells' worth (5 lines);
    else []."""
    if len(places) < MIN_CELLS + 1:
        return []
    gaps = np.diff([c for c, _, _ in places])
    typical = float(np.median(gaps))
    if typical < 10:
        return []
    even = (gaps > 0.75 * typical) & (gaps < 1.3 * typical)
    best, start = (0, 0), None
    for k, ok in enumerate([*even.tolist(), False]):
        if ok and start is None:
            start = k
        elif not ok and start is not None:
            best = max(best, (k - start, start))
            start = None
    length, first = best
    return places[first : first + length + 1] if length >= MIN_CELLS else []


def _missing_corners(rows_at, cols_at, spacing_x: float, spacing_y: float) -> list[str]:
    """The corners of the lines' frame (the first and last lines each way) where the two frame
    lines do not both reach the corner."""
    top, bottom, left, right = rows_at[0], rows_at[-1], cols_at[0], cols_at[-1]
    tx, ty = 0.5 * spacing_x, 0.5 * spacing_y
    reach = {
        "top-left": top[1] <= left[0] + tx and left[1] <= top[0] + ty,
        "top-right": top[2] >= right[0] - tx and right[1] <= top[0] + ty,
        "bottom-right": bottom[2] >= right[0] - tx and right[2] >= bottom[0] - ty,
        "bottom-left": bottom[1] <= left[0] + tx and left[2] >= bottom[0] - ty,
    }
    return [corner for corner, ok in reach.items() if not ok]


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
    xi, yi = [round(x) for x in xs], [round(y) for y in ys]
    if not _reach_ends(gx, xi, yi, floor_x) or not _reach_ends(gy.T, yi, xi, floor_y):
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
    for whole in (dark, dark[::-1]):
        seq = whole[:reach]
        ink = float(seq.max())
        if ink - paper < 40:
            return None
        level = (paper + ink) / 2
        k = 0
        while k < reach and seq[k] < level:  # outside the frame (the quad a little too big)
            k += 1
        outside = k
        while k < reach and seq[k] >= level:  # the frame
            k += 1
        if k >= reach and outside:
            # ink that begins inside the reach, past paper, and ends beyond it: its inner edge is
            # where it ends (taken as the picture's edge, a picture cut in the middle of a grid
            # whose first line lies there was read as a smaller grid, its first and last cells
            # the parts of cells up to the picture's edges, and nothing told it was cut off)
            while k < length // 2 and whole[k] >= level:
                k += 1
            if k >= length // 2:
                return None
        out.append(k if k < reach or outside else 0)
    return out[0], length - 1 - out[1]


def _top_middle(values: np.ndarray) -> float:
    """The middle of the highest stretch of ``values`` (all within a hair of its top): a line's
    darkness, widened across it, is flat on top, and its first pixel lies a pixel or more short
    of the line's middle."""
    k = int(np.argmax(values))
    top = float(values[k])
    level = top - max(0.01, 0.02 * (top - float(values.min())))
    lo = hi = k
    while lo > 0 and values[lo - 1] >= level:
        lo -= 1
    while hi < len(values) - 1 and values[hi + 1] >= level:
        hi += 1
    return (lo + hi) / 2


def _low_quantile(values: np.ndarray, axis: int, q: float = LINE_SHARE) -> np.ndarray:
    k = int(values.shape[axis] * q)
    return np.partition(values, k, axis=axis).take(k, axis=axis)




def _count(
    profile: np.ndarray, ends: tuple[int, int], forced: int | None, dark: np.ndarray | None = None
) -> tuple[list[float], float, float] | None:
    """The line positions (the frame's inner edges first and last) and their score for the
    edge profile of one axis, whose frame ends at ``ends``; each line is placed at the middle
    of the darkness profile ``dark`` near it (of the edge profile without one)."""
    start, stop = ends
    length = stop - start
    p = profile
    noise = float(np.median(p[start : stop + 1]))
    floor = NOISE_RATIO * noise + NOISE_FLOOR
    best: tuple[list[float], float, float] | None = None
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
            places.append(a + _top_middle(middle[a:b]))
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
        # these are every other line of the grid: a Sudoku's boxes, not its cells). A bump of the
        # edge profile there that is not dark all along (rows of small candidate digits in most
        # cells, which the edge profile sees along most of the length) is no line
        line_ink = None
        if dark is not None:
            paper = float(np.median(dark[start : stop + 1]))
            line_ink = min(float(dark[max(0, round(v) - half) : round(v) + half + 1].max()) for v in places) - paper
        busy = 0
        for a, b in zip(lines, lines[1:]):
            lo, hi = int(a + 0.3 * (b - a)), int(b - 0.3 * (b - a)) + 1
            if float(p[lo:hi].max()) <= max(floor, 0.5 * low):
                continue
            if line_ink is not None and line_ink > 0:
                band = dark[lo:hi]
                if float(band.max() - band.min()) < BETWEEN_INK * line_ink:
                    continue  # not dark all along: digits, not a line
            busy += 1
        if busy > n // 4:
            continue
        best = (lines, low / (noise + NOISE_FLOOR), floor)  # the largest n that fits wins (later n overwrite)
    return best
