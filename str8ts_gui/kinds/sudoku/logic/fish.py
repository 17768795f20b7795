"""Fish: X-wing, swordfish and jellyfish, plain and finned (sashimi included).

A fish of size k on a digit: k *base* lines (rows, or columns) in which every candidate of the
digit lies in k *cover* lines crossing them. The k base lines each hold the digit once, all in
the cover lines, so the cover lines hold it nowhere else. A *finned* fish has extra candidates
(fins) in the base lines, all in one box: either a fin is true (and then the cells of that box
in the cover lines lose the digit) or the plain fish holds; cells of the cover lines in the
fins' box, outside the base lines, lose the digit either way.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Iterator

from str8ts_gui.core.words import join_words
from str8ts_gui.kinds.sudoku.logic.common import elim_text, make_step, targets
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, cells_of, fmt_cells
from str8ts_gui.kinds.sudoku.model import box_shape

__all__ = ["fish", "fish_patterns", "finned_fish", "FISH_NAMES"]

FISH_NAMES = {2: "X-wing", 3: "Swordfish", 4: "Jellyfish"}
FISH_DIFFICULTY = {2: 3.2, 3: 3.8, 4: 5.2}
# not Sudoku Explainer techniques: it finds their eliminations as forcing X-chains (6.6 and up)
FINNED_DIFFICULTY = {2: 6.2, 3: 6.4, 4: 6.6}


def _lines(kind: str, n: int):
    """(base unit numbers, cover unit numbers, index of a cell's cover line)."""
    if kind == "rows":
        return range(n), range(n, 2 * n), lambda i: i % n
    return range(n, 2 * n), range(n), lambda i: i // n


def _names(units, sh) -> str:
    """``rows 2 and 7`` / ``columns 1, 4 and 8``."""
    words = [sh.unit_names[u] for u in units]
    kind = words[0].split()[0] + "s"
    nums = [w.split()[1] for w in words]
    return f"{kind} " + join_words(nums)


def _index_mask(pos: int, cover_index) -> int:
    m = 0
    for i in cells_of(pos):
        m |= 1 << cover_index(i)
    return m


@lru_cache(maxsize=16)
def _boxes_of(sh) -> tuple[tuple[int, ...], ...]:
    """Per cell, the boxes (or regions: the units ``2n`` to ``3n - 1``) that hold it, in order."""
    n = sh.size
    ub = sh.unit_bits
    return tuple(tuple(b for b in range(2 * n, 3 * n) if ub[b] >> i & 1) for i in range(n * n))


class _Covers(dict):
    """For finned fish of size ``k`` whose fins lie in a band of ``width`` cover indexes (of
    ``n``): the cover indexes of some base lines together -> the sets of ``k`` cover indexes to
    try with them (bit sets), in order: band by band, the indexes outside the band and each
    choice of those inside it (the others inside being the fins'); none for a plain fish (or
    less) or fins beyond one band. ``viable(idx)``: whether more base lines can still give
    some (at most ``k`` indexes outside some band: more lines only add indexes)."""

    def __init__(self, n: int, width: int, k: int) -> None:
        super().__init__()
        self.k = k
        self.width = width
        self.bands = [
            (((1 << width) - 1) << (j * width), list(range(j * width, (j + 1) * width))) for j in range(n // width)
        ]
        outer = [~band for band, _ in self.bands]
        self.viable = _Viable(lambda idx: any((idx & o).bit_count() <= k for o in outer))

    def __missing__(self, idx: int) -> tuple[int, ...]:
        k = self.k
        out = []
        size = idx.bit_count()
        if k < size <= k + self.width:
            for band, band_idx in self.bands:
                outside = idx & ~band
                need = k - outside.bit_count()
                if need < 0:
                    continue
                inside = [j for j in band_idx if idx >> j & 1]
                if need >= len(inside):
                    continue
                for extra in combinations(inside, need):
                    cover_idx = outside
                    for j in extra:
                        cover_idx |= 1 << j
                    out.append(cover_idx)
        got = self[idx] = tuple(out)
        return got


class _Viable(dict):
    """A test of a bit set, remembered (see :class:`_Covers`)."""

    def __init__(self, test) -> None:
        super().__init__()
        self.test = test

    def __missing__(self, idx: int) -> bool:
        got = self[idx] = self.test(idx)
        return got


@lru_cache(maxsize=32)
def _covers(n: int, width: int, k: int) -> _Covers:
    return _Covers(n, width, k)


def _combos(lines: list, k: int, viable: _Viable) -> list[tuple[tuple, int]]:
    """``(combo, its lines' cover indexes together)`` for each ``combo`` of
    ``combinations(lines, k)`` (lines ``(unit, places, cover indexes)``), in that order, but
    those whose first lines already are not ``viable`` (see :class:`_Covers`)."""
    m = len(lines)
    chosen: list = []
    out: list[tuple[tuple, int]] = []

    def rec(start: int, idx: int) -> None:
        left = k - len(chosen)
        for p in range(start, m - left + 1):
            line = lines[p]
            now = idx | line[2]
            if not viable[now]:
                continue
            if left == 1:
                out.append(((*chosen, line), now))
            else:
                chosen.append(line)
                rec(p + 1, now)
                chosen.pop()

    rec(0, 0)
    return out


_GATHER: dict[int, dict[int, int]] = {}  # per board size: a column's places moved to column 1 -> their rows


def _line_index(kind: str, n: int, u: int, pos: int) -> int:
    """:func:`_index_mask` of the places ``pos`` in base line ``u`` (see :func:`_lines`): a
    row's places moved to the first row, a column's rows (remembered)."""
    if kind == "rows":
        return pos >> u * n
    at = pos >> u - n
    memo = _GATHER.setdefault(n, {})
    got = memo.get(at)
    if got is None:
        if len(memo) >= 100_000:
            memo.clear()
        got = memo[at] = _index_mask(at, lambda i: i // n)
    return got


def _colex_rank(idx: list[int]) -> int:
    """The position of a sorted k-subset in the colex order (see :func:`~.common.colex`)."""
    return sum(comb(a, j + 1) for j, a in enumerate(idx))


def fish_patterns(g: CandidateGrid, k: int) -> list[tuple[str, tuple[int, ...], tuple[int, ...], int, int]]:
    """Every plain fish of size ``k`` that removes something, in Sudoku Explainer's order:
    (kind, base units, cover units, digit, removed cells). SE looks at columns as base lines
    first, then rows; base lines in colex order; then digits; it skips a digit placed so often
    that fewer than ``2k`` lines are left without it."""
    sh = g.shape
    n = sh.size
    ub = sh.unit_bits
    cb = g.cand_bits
    placed = [0] * (n + 1)
    for v in g.values:
        placed[v] += 1
    found = []
    for order, kind in enumerate(("columns", "rows")):
        bases, covers, cover_index = _lines(kind, n)
        for d in range(1, n + 1):
            cd = cb[d]
            if not cd or placed[d] + 2 * k > n:
                continue
            lines = []
            for j, u in enumerate(bases):
                pos = cd & ub[u]
                if 2 <= pos.bit_count() <= k:
                    lines.append((j, u, _index_mask(pos, cover_index)))
            for combo in combinations(lines, k):
                idx = 0
                for _, _, m in combo:
                    idx |= m
                if idx.bit_count() != k:
                    continue
                base_bits = 0
                for _, u, _ in combo:
                    base_bits |= ub[u]
                cover_units = tuple(covers[j] for j in range(n) if idx >> j & 1)
                cover_bits = 0
                for u in cover_units:
                    cover_bits |= ub[u]
                removed = cd & cover_bits & ~base_bits
                if removed:
                    rank = _colex_rank([j for j, _, _ in combo])
                    found.append(((order, rank, d), kind, tuple(u for _, u, _ in combo), cover_units, d, removed))
    found.sort(key=lambda x: x[0])
    return [x[1:] for x in found]


def fish(k: int):
    """The plain fish finder of size ``k`` (2 X-wing, 3 swordfish, 4 jellyfish)."""
    name = FISH_NAMES[k]
    difficulty = FISH_DIFFICULTY[k]

    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = sh.size
        cb = g.cand_bits
        ub = sh.unit_bits
        for kind, base_units, cover_units, d, removed in fish_patterns(g, k):
            el = targets(removed, d)
            base_bits = 0
            for u in base_units:
                base_bits |= ub[u]
            pattern = cb[d] & base_bits
            text = (
                f"In {_names(base_units, sh)}, {d} fits only in {_names(cover_units, sh)}, so in "
                f"{_names(cover_units, sh)} the {d}s are in those {kind}: {elim_text(el, n)}"
            )
            area = [i for u in base_units + cover_units for i in sh.units[u]]
            yield make_step(name, difficulty, cells_of(pattern), (d,), (), el, text, area)

    find.__doc__ = f"{name}: a digit in {k} lines confined to {k} crossing lines."
    return find


def finned_fish(k: int):
    """The finned (and sashimi) fish finder of size ``k``."""
    base_name = FISH_NAMES[k]
    fish_word = base_name if k == 2 else base_name.lower()
    difficulty = FINNED_DIFFICULTY[k]

    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = sh.size
        ub = sh.unit_bits
        cb = g.cand_bits
        box_rows, box_cols = box_shape(n)
        # per cell, the boxes (regions) holding it, in order: the first box holding every fin
        # holds the first fin
        boxes_of = _boxes_of(sh)
        for d in range(1, n + 1):
            cd = cb[d]
            if not cd:
                continue
            for kind in ("rows", "columns"):
                bases, covers, _cover_index = _lines(kind, n)
                # the fins lie in one box: their cover indexes in one band of the box's width
                width = box_cols if kind == "rows" else box_rows
                tries = _covers(n, width, k)
                lines = []
                for u in bases:
                    pos = cd & ub[u]
                    c = pos.bit_count()
                    if 1 <= c <= k + width:
                        lines.append((u, pos, _line_index(kind, n, u, pos)))
                if len(lines) < k:
                    continue
                # (the cover lines' cells by their indexes, filled in as met)
                cover_cells: dict[int, int] = {}
                for combo, idx in _combos(lines, k, tries.viable):
                    covering = tries[idx]
                    if not covering:
                        continue  # a plain fish (or less), or fins beyond one box
                    base_bits = 0
                    for u, _, _ in combo:
                        base_bits |= ub[u]
                    pattern = cd & base_bits
                    for cover_idx in covering:
                        cover_bits = cover_cells.get(cover_idx)
                        if cover_bits is None:
                            cover_bits = 0
                            for j in range(n):
                                if cover_idx >> j & 1:
                                    cover_bits |= ub[covers[j]]
                            cover_cells[cover_idx] = cover_bits
                        fins = pattern & ~cover_bits
                        fin_box = None
                        for b in boxes_of[(fins & -fins).bit_length() - 1]:
                            if not fins & ~ub[b]:
                                fin_box = b
                                break
                        if fin_box is None:
                            continue
                        # every base line needs a candidate in the cover lines
                        body = pattern & cover_bits
                        if any(not (body & ub[u]) for u, _, _ in combo):
                            continue
                        removed = cd & cover_bits & ub[fin_box] & ~base_bits
                        if not removed:
                            continue
                        cover = [j for j in range(n) if cover_idx >> j & 1]
                        sashimi = any((body & ub[u]).bit_count() == 1 for u, _, _ in combo)
                        name = ("Sashimi " if sashimi else "Finned ") + fish_word
                        el = targets(removed, d)
                        base_units = [u for u, _, _ in combo]
                        cover_units = [covers[j] for j in cover]
                        text = (
                            f"In {_names(base_units, sh)}, {d} fits only in {_names(cover_units, sh)} "
                            f"and the fin{'s' if fins & (fins - 1) else ''} {fmt_cells(cells_of(fins), n)} in "
                            f"{sh.unit_names[fin_box]}: either a fin is {d} or the {fish_word} holds, "
                            f"and both rule out {d} where the cover lines cross that "
                            f"{sh.unit_names[fin_box].rsplit(' ', 1)[0]}: {elim_text(el, n)}"  # box or region
                        )
                        area = [i for u in base_units + cover_units for i in sh.units[u]]
                        yield make_step(name, difficulty, cells_of(pattern), (d,), (), el, text, area)

    find.__doc__ = f"Finned {fish_word}: a fish whose extra candidates share a box."
    return find
