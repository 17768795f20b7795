"""The lines between cells: thin or thick. Thick lines are a Sudoku's box lines or a Suguru's
region borders, and tell the two apart (and a Suguru's regions).

Each edge between two neighbouring cells gets a *weight*: how much ink lies across it (the dark
pixels of a strip along the edge, summed across the strip, a low quantile along it so a digit
beside the line does not count). The weights of a grid fall in two groups when some lines are
thick (the split that best separates them, if the heavy group is clearly heavier), or one.
"""

from __future__ import annotations

import numpy as np

from str8ts_gui.scan.grid import Grid

THICK_RATIO = 1.7  # the thick lines' weight is at least this many times the thin ones'
# a line under the selection outline is thick when its darkest ink seen lies more than this share
# of the way (as a ratio) from the thin lines' darkness to the thick lines' (:func:`_covered`)
COVERED_SPLIT = 0.4

Edge = tuple[int, int]  # (i, j): cells i < j side by side (j = i + 1) or one above the other (j = i + cols)


def edge_weights(
    grid: Grid, norm: np.ndarray, black: list[bool] | None = None, hidden: np.ndarray | None = None
) -> dict[Edge, float]:
    """The weight of every inner edge (none beside a black cell). ``hidden``: pixels whose ink
    is not seen (True; the selection outline, drawn over the selected cell's lines and part of
    its thick ones): the edges they cover are weighed by :func:`_covered`, or as they are when
    that is heavier."""
    cols, rows = grid.cols, grid.rows
    dark = np.clip(1.0 - norm, 0.0, 1.0)
    strips: dict[Edge, tuple[tuple[slice, slice], int, int]] = {}  # the strip, the axis across it, the cell's size
    for r in range(rows):
        for c in range(cols):
            i = r * cols + c
            x0, y0, x1, y1 = grid.cell_box(r, c)
            cw, ch = x1 - x0, y1 - y0
            if c + 1 < cols and not (black and (black[i] or black[i + 1])):
                half = max(2, round(0.08 * cw))
                strips[(i, i + 1)] = (np.s_[y0 + ch // 4 : y1 - ch // 4, x1 - half : x1 + half + 1], 1, cw)
            if r + 1 < rows and not (black and (black[i] or black[i + cols])):
                half = max(2, round(0.08 * ch))
                strips[(i, i + cols)] = (np.s_[y1 - half : y1 + half + 1, x0 + cw // 4 : x1 - cw // 4], 0, ch)
    out = {e: _weight(dark[at].sum(axis=axis)) / size for e, (at, axis, size) in strips.items()}
    if hidden is not None and hidden.any():
        covered = [e for e, (at, _axis, _size) in strips.items() if hidden[at].any()]
        if covered:
            # the heavier of the two: a line weighed thick as it is seen (where the outline covers
            # only a little of it, in a corner cell, say) is thick, though what is seen beside the
            # outline may not tell (too little of it). As it is seen: the outline's own pixels are
            # no ink (the light look's blue reads as a paper a little darker than the cells',
            # which made a thin line under it weigh twice a thin line)
            seen_dark = dark * ~hidden
            again = _covered(seen_dark, hidden, strips, out, covered)
            for e, w in again.items():
                at, axis, size = strips[e]
                out[e] = max(_weight(seen_dark[at].sum(axis=axis)) / size, w)
    return out


def _covered(dark, hidden, strips, weights: dict[Edge, float], covered: list[Edge]) -> dict[Edge, float]:
    """The weights of the ``covered`` edges, part of whose strip is hidden. The selection
    outline runs inside the selected cell from its lines' middle: the half of a line beyond it
    is seen, a thick line's as dark as the thick lines, a thin one's no darker than the thin
    lines (the window draws them grey). The edge is thick when its darkest ink seen (per pixel
    along it) lies more than :data:`COVERED_SPLIT` of the way (as a ratio) from the thin lines'
    to the thick lines', and weighs as the median of them (thin when the lines seen are all
    alike). Where the lines seen are not darker when thick, its ink seen is weighed against a
    whole thin line and half a thick one. (Not the other lines weighed again at the same
    offsets from the edge: the lines found lay a pixel or two off their middles, each its own
    way, before grid.py placed them at their middles, and the few offsets seen beside the
    outline caught a thick line's edge or missed it, a thin line under the outline read thick
    and a thick one thin.)"""
    seen = {e: w for e, w in weights.items() if e not in covered}
    thick, _ratio = thick_edges(seen)
    thin_w = [w for e, w in seen.items() if e not in thick]
    thick_w = [w for e, w in seen.items() if e in thick]
    out: dict[Edge, float] = {}
    if not thick or not thin_w:
        for e in covered:
            out[e] = float(np.median(thin_w)) if thin_w else weights[e]
        return out
    thin_at = float(np.median([_darkest(dark, *strips[e][:2]) for e in seen if e not in thick]))
    thick_at = float(np.median([_darkest(dark, *strips[e][:2]) for e in thick]))
    by_darkness = thick_at >= THICK_RATIO * thin_at
    for e in covered:
        at, axis, size = strips[e]
        keep = hidden[at].mean(axis=1 - axis) < 0.5  # the offsets across the edge mostly seen
        if by_darkness:
            own, low, high, floor = _darkest(dark, at, axis, keep), thin_at, thick_at, 0.0
        else:
            strip = dark[at]
            total = np.zeros(strip.shape[1 - axis], np.float32)
            for lo, hi in _runs(keep):  # each run of seen offsets less its lightest (a painted cell)
                part = strip[:, lo:hi] if axis == 1 else strip[lo:hi, :]
                total += (part - part.min(axis=axis, keepdims=True)).sum(axis=axis)
            own, low, high = _weight(total) / size, float(np.median(thin_w)), 0.5 * float(np.median(thick_w))
            floor = 0.1 * high  # (less ink than this is as good as none)
        split = (low + floor) ** (1.0 - COVERED_SPLIT) * (high + floor) ** COVERED_SPLIT
        out[e] = float(np.median(thick_w if own + floor > split else thin_w))
    return out


def _darkest(dark: np.ndarray, at, axis: int, keep: np.ndarray | None = None) -> float:
    """How dark a line is: along its strip ``at``, the darkest pixel across it (of the offsets
    ``keep`` only, when given), a low quantile along it (:func:`_weight`)."""
    strip = dark[at]
    if keep is not None:
        strip = strip * (keep[None, :] if axis == 1 else keep[:, None])
    return _weight(strip.max(axis=axis))


def _runs(mask: np.ndarray) -> list[tuple[int, int]]:
    """(start, stop) of every run of True in a 1-D mask."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], mask.astype(np.int8), [0]))))
    return list(zip(edges[::2].tolist(), edges[1::2].tolist()))


def _weight(across: np.ndarray) -> float:
    return float(np.quantile(across, 0.3)) if across.size else 0.0


def thick_edges(weights: dict[Edge, float]) -> tuple[set[Edge], float]:
    """The thick edges and how much heavier they are than the thin ones (1.0: one kind of line)."""
    if len(weights) < 2:
        return set(), 1.0
    items = sorted(weights.items(), key=lambda kv: kv[1])
    values = np.log(np.array([v for _, v in items]) + 1e-3)
    best_k, best_score = 0, -1.0
    n = len(values)
    for k in range(1, n):  # split between k - 1 and k: Otsu's between-group variance
        a, b = values[:k], values[k:]
        score = k * (n - k) * (a.mean() - b.mean()) ** 2
        if score > best_score:
            best_k, best_score = k, score
    low = float(np.mean([v for _, v in items[:best_k]]))
    high = float(np.mean([v for _, v in items[best_k:]]))
    ratio = high / max(low, 1e-6)
    if ratio < THICK_RATIO:
        return set(), ratio
    return {e for e, _ in items[best_k:]}, ratio


def regions_of(thick: set[Edge], cols: int, rows: int) -> list[int]:
    """Region numbers (0, 1, ... in reading order) of the cells that thin edges join."""
    parent = list(range(cols * rows))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for r in range(rows):
        for c in range(cols):
            i = r * cols + c
            for j in ((i + 1) if c + 1 < cols else None, (i + cols) if r + 1 < rows else None):
                if j is not None and (i, j) not in thick:
                    parent[find(j)] = find(i)
    seen: dict[int, int] = {}
    return [seen.setdefault(find(i), len(seen)) for i in range(cols * rows)]


def box_edges(n: int, box_rows: int, box_cols: int) -> set[Edge]:
    """The edges on the box lines of an n x n Sudoku with boxes of box_rows x box_cols."""
    out = set()
    for r in range(n):
        for c in range(n):
            i = r * n + c
            if c + 1 < n and (c + 1) % box_cols == 0:
                out.add((i, i + 1))
            if r + 1 < n and (r + 1) % box_rows == 0:
                out.add((i, i + n))
    return out
