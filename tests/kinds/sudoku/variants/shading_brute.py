"""Brute force for the rules on the shading layer and for chaos construction (4 x 4 and, with
most of the shading given, 6 x 6), written without the solver, the encodings or the rules'
checkers:

* :func:`shadings`: every shading of a board that keeps the Nurikabe rules which do not look at
  digits (one connected ocean, no 2 x 2 ocean, islands big enough, the given cells), by
  enumerating the unknown cells;
* :func:`nurikabe_pairs`: every (digit grid, shading) pair of a Nurikabe Sudoku: a grid from a
  list of candidate grids (the puzzle's Sudoku solutions without the rule) and a shading whose
  islands repeat no digit and whose size clues count their islands;
* :func:`partitions`: every division of an n x n board into n orthogonally connected regions
  of n cells (4 x 4: 117 of them); :func:`divisions`: those of a filled grid whose regions hold
  n different digits (for 6 x 6).
"""

from __future__ import annotations

from functools import lru_cache


def _neighbours(n: int, i: int) -> list[int]:
    r, c = divmod(i, n)
    return [r2 * n + c2 for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= r2 < n and 0 <= c2 < n]


def pieces(cells, n: int) -> list[list[int]]:
    """The orthogonally connected pieces of a set of cells (plain flood fill)."""
    todo = set(cells)
    out = []
    while todo:
        start = min(todo)
        piece, stack = [], [start]
        todo.discard(start)
        while stack:
            i = stack.pop()
            piece.append(i)
            for j in _neighbours(n, i):
                if j in todo:
                    todo.discard(j)
                    stack.append(j)
        out.append(sorted(piece))
    return out


def shadings(n: int, shaded=(), unshaded=(), min_island: int = 3) -> list[tuple[int, ...]]:
    """Every shading (1 = ocean) keeping the digit-free Nurikabe rules and the given cells."""
    return list(_shadings(n, tuple(sorted(shaded)), tuple(sorted(unshaded)), min_island))


def _flood(bits: int, start: int, masks: list[int]) -> int:
    """The cells of ``bits`` (a bit set) reached from cell ``start`` orthogonally."""
    seen = 1 << start
    frontier = seen
    while frontier:
        grown = 0
        f = frontier
        while f:
            low = f & -f
            grown |= masks[low.bit_length() - 1]
            f ^= low
        frontier = grown & bits & ~seen
        seen |= frontier
    return seen


@lru_cache(maxsize=16)
def _shadings(n, shaded, unshaded, min_island):
    cells = n * n
    masks = [sum(1 << j for j in _neighbours(n, i)) for i in range(cells)]
    blocks = [(1 << i) | (1 << i + 1) | (1 << i + n) | (1 << i + n + 1) for i in range(cells - n) if i % n < n - 1]
    free = [i for i in range(cells) if i not in shaded and i not in unshaded]
    base = sum(1 << i for i in shaded)
    full = (1 << cells) - 1
    out = []
    for pick in range(1 << len(free)):
        ocean = base
        for k, i in enumerate(free):
            if pick >> k & 1:
                ocean |= 1 << i
        if not ocean or any(ocean & b == b for b in blocks):
            continue
        if _flood(ocean, (ocean & -ocean).bit_length() - 1, masks) != ocean:
            continue
        land = full & ~ocean
        ok = True
        while land:
            piece = _flood(land, (land & -land).bit_length() - 1, masks)
            if bin(piece).count("1") < min_island:
                ok = False
                break
            land &= ~piece
        if ok:
            out.append(tuple(ocean >> i & 1 for i in range(cells)))
    return tuple(out)


def islands_ok(grid, shade, n: int, sizes=()) -> bool:
    for island in pieces([i for i in range(n * n) if not shade[i]], n):
        digits = [grid[i] for i in island]
        if len(set(digits)) != len(digits):
            return False
        if any(grid[c] != len(island) for c in sizes if c in island):
            return False
    return True


def nurikabe_pairs(grids, n: int, rule) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every (grid, shading) of a Nurikabe Sudoku whose digit grids are among ``grids``."""
    shades = shadings(n, rule.shaded, (*rule.unshaded, *rule.sizes), rule.min_island)
    out = []
    sizes = tuple(rule.sizes)
    for s in shades:
        islands = _islands(s, n)
        for g in grids:
            ok = True
            for island in islands:
                digits = {g[i] for i in island}
                if len(digits) != len(island) or any(g[c] != len(island) for c in sizes if c in island):
                    ok = False
                    break
            if ok:
                out.append((g, s))
    return out


@lru_cache(maxsize=8192)
def _islands(shade: tuple[int, ...], n: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(p) for p in pieces([i for i in range(n * n) if not shade[i]], n))


def _connected_sets(start: int, size: int, free: set[int], n: int, grid=None) -> set[frozenset[int]]:
    """Every orthogonally connected set of ``size`` cells of ``free`` holding ``start`` (with a
    filled ``grid``: only sets whose digits all differ)."""
    level = {frozenset([start])}
    for _ in range(size - 1):
        level = {
            s | {j} for s in level for i in s for j in _neighbours(n, i)
            if j in free and j not in s and (grid is None or grid[j] not in {grid[k] for k in s})
        }
    return level


def _divisions(n: int, grid=None) -> list[tuple[int, ...]]:
    """Every division of the n x n board into n connected regions of n cells (with ``grid``:
    each holding n different digits), each region numbered by the order of its first cell."""
    out = []
    label = [-1] * (n * n)

    def rec(region: int) -> None:
        free = {i for i in range(n * n) if label[i] < 0}
        if not free:
            out.append(tuple(label))
            return
        start = min(free)
        for cells in _connected_sets(start, n, free, n, grid):
            for i in cells:
                label[i] = region
            rec(region + 1)
            for i in cells:
                label[i] = -1

    rec(0)
    return out


@lru_cache(maxsize=4)
def partitions(n: int) -> tuple[tuple[int, ...], ...]:
    """Every division of the n x n board into n connected regions of n cells, each region
    numbered by the order of its first cell (reading order)."""
    return tuple(_divisions(n))


def divisions(grid, n: int) -> set[tuple[int, ...]]:
    """Every division of a filled n x n ``grid`` into n connected regions of n different digits
    (6 x 6: a few hundred to a few thousand, where :func:`partitions` would list every division
    of the board), numbered as :func:`partitions` numbers them."""
    return set(_divisions(n, grid))
