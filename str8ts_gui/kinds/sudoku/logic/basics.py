"""Singles, intersections and subsets: the techniques that look at one unit or two crossing ones.

Ratings and the order of the search are Sudoku Explainer's (SE): full house 1.0, hidden single
in a box 1.2, in a row or column 1.5, naked single 2.3; the *direct* forms of pointing (1.7),
claiming (1.9), hidden pair (2.0) and hidden triple (2.5) are intersections or hidden sets told
only when they leave a hidden single: like SE they remove their candidates and place that single;
pointing 2.6, claiming 2.8, naked pair 3.0, hidden pair 3.4, naked triple 3.6, hidden triple 4.0,
naked quad 5.0 and hidden quad 5.4 remove candidates. Each finder reports its steps in SE's order
(units: boxes, columns, rows; crossings: box and column, box and row, column and box, row and box;
subsets in SE's "colex" order of cells or digits), so the first step is the one SE takes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from str8ts_gui.core.puzzle import cell_name
from str8ts_gui.kinds.sudoku.logic.common import colex, elim_text, make_step, targets
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid, Step, bits, cells_of, fmt_cells, fmt_digits

__all__ = [
    "claiming",
    "hidden_sets",
    "locked_candidates",
    "naked_sets",
    "direct_claiming",
    "direct_hidden_pair",
    "direct_hidden_triple",
    "direct_pointing",
    "full_house",
    "hidden_set",
    "hidden_single_box",
    "hidden_single_line",
    "naked_set",
    "naked_single",
    "pointing",
]


def _popcount(x: int) -> int:
    return x.bit_count()


# -- singles ---------------------------------------------------------------------------------------


def full_house(g: CandidateGrid) -> Iterator[Step]:
    """The last open cell of a row, column or box takes the one digit the unit lacks."""
    sh = g.shape
    n = sh.size
    M = g.masks
    open_bits = g.open_bits
    for u in _unit_order(sh):  # boxes, columns, rows (then a variant's diagonals)
        empty = open_bits & sh.unit_bits[u]
        if empty and not empty & (empty - 1):
            i = empty.bit_length() - 1
            m = M[i]
            if m and not m & (m - 1):
                d = m.bit_length() - 1
                yield make_step(
                    "Full house", 1.0, (i,), (d,), ((i, d),), (),
                    f"{cell_name(i, n)} is the last open cell of {sh.unit_names[u]}, so it is {d}",
                    sh.units[u],
                )


def _hidden_singles(g: CandidateGrid, units, name: str, difficulty: float) -> Iterator[Step]:
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    open_bits = g.open_bits
    for u in units:
        ub = sh.unit_bits[u]
        empty = open_bits & ub
        if _popcount(empty) < 2:
            continue
        for d in range(1, n + 1):
            pos = cb[d] & ub
            if pos and not pos & (pos - 1):
                i = pos.bit_length() - 1
                yield make_step(
                    name, difficulty, (i,), (d,), ((i, d),), (),
                    f"In {sh.unit_names[u]}, {d} fits only in {cell_name(i, n)}",
                    sh.units[u],
                )


def hidden_single_box(g: CandidateGrid) -> Iterator[Step]:
    """A digit with one place left in a box."""
    n = g.size
    return _hidden_singles(g, range(2 * n, 3 * n), "Hidden single", 1.2)


def hidden_single_line(g: CandidateGrid) -> Iterator[Step]:
    """A digit with one place left in a row or column (or a variant's diagonal)."""
    n = g.size
    sh = g.shape
    return _hidden_singles(g, (*range(n, 2 * n), *range(n), *sh.extra_units), "Hidden single", 1.5)


def naked_single(g: CandidateGrid) -> Iterator[Step]:
    """A cell with one candidate left."""
    sh = g.shape
    n = sh.size
    V, M = g.values, g.masks
    for i, m in enumerate(M):
        if not V[i] and m and not m & (m - 1):
            d = m.bit_length() - 1
            r, c, b = sh.units_of[i][:3]
            yield make_step(
                "Naked single", 2.3, (i,), (d,), ((i, d),), (),
                f"{cell_name(i, n)} has one candidate left: {d}",
                sh.units[r] + sh.units[c] + sh.units[b],
            )


# -- intersections ---------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _crossing_order(sh, box_first: bool) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """The box/line crossings in Sudoku Explainer's order, in two groups (columns, then rows):
    by box then line when ``box_first`` (pointing), by line then box otherwise (claiming)."""
    n = sh.size
    crossings = sh.crossings + sh.extra_crossings  # a variant's diagonals count as lines here
    groups = []
    for cols in (True, False):
        group = [x for x in crossings if (x[1] >= n) == cols]
        group.sort(key=(lambda x: (x[0], x[1])) if box_first else (lambda x: (x[1], x[0])))
        groups.append(tuple(group))
    return tuple(groups)


def locked_candidates(g: CandidateGrid, box_first: bool) -> Iterator[tuple[int, int, int, int, int]]:
    """(digit, base unit, other unit, base positions, removed cells) for every locked candidate:
    the positions of the digit in the base unit (a box when ``box_first``, else a line) all lie
    in the other unit, so the digit leaves the rest of the other unit. In Sudoku Explainer's
    order: columns before rows, then by base unit and other unit, then by digit."""
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    ub = sh.unit_bits
    digits = [(d, cb[d]) for d in range(1, n + 1) if cb[d]]
    for group in _crossing_order(sh, box_first):
        for box, line, common in group:
            base, other = (box, line) if box_first else (line, box)
            bb = ub[base]
            for d, cd in digits:
                pos = cd & bb
                if pos & (pos - 1) and not pos & ~common:
                    removed = cd & ub[other] & ~common
                    yield d, base, other, pos, removed


def _locked_text(g: CandidateGrid, d: int, base: int, other: int, pos: int) -> str:
    sh = g.shape
    return (
        f"In {sh.unit_names[base]}, {d} can only go in {sh.unit_names[other]} "
        f"({fmt_cells(cells_of(pos), sh.size)})"
    )


def pointing(g: CandidateGrid) -> Iterator[Step]:
    """The candidates of a digit in a box all lie in one row or column: it leaves the rest of it."""
    yield from _locked_steps(g, True, "Pointing", 2.6)


def claiming(g: CandidateGrid) -> Iterator[Step]:
    """The candidates of a digit in a row or column all lie in one box: it leaves the rest of it."""
    yield from _locked_steps(g, False, "Claiming", 2.8)


def _locked_steps(g: CandidateGrid, box_first: bool, name: str, difficulty: float) -> Iterator[Step]:
    sh = g.shape
    for d, base, other, pos, removed in locked_candidates(g, box_first):
        if removed:
            el = targets(removed, d)
            text = f"{_locked_text(g, d, base, other, pos)}, so {elim_text(el, sh.size)}"
            yield make_step(name, difficulty, cells_of(pos), (d,), (), el, text, sh.units[base] + sh.units[other])


def _direct_locked(g: CandidateGrid, box_first: bool, name: str, difficulty: float) -> Iterator[Step]:
    """Locked candidates told only when, with the digit gone from the rest of the other unit, a
    unit of the base unit's type crossing it has one place left for the digit (SE's direct
    pointing and claiming): that place gets the digit."""
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    ub = sh.unit_bits
    for d, base, other, pos, removed in locked_candidates(g, box_first):
        if not removed:
            continue
        if box_first:
            thirds = [b for b in range(2 * n, 3 * n) if b != base and ub[b] & ub[other]]
        else:
            kind = range(n) if base < n else range(n, 2 * n)
            thirds = [u for u in kind if u != base and ub[u] & ub[other]]
        for u3 in thirds:
            pos3 = cb[d] & ub[u3]
            if not pos3 & (pos3 - 1):
                continue
            left = pos3 & ~removed
            if left and not left & (left - 1):
                i = left.bit_length() - 1
                el = targets(removed, d)
                text = (
                    f"{_locked_text(g, d, base, other, pos)}, so {elim_text(el, n)}; then in "
                    f"{sh.unit_names[u3]}, {d} fits only in {cell_name(i, n)}"
                )
                yield make_step(
                    name, difficulty, cells_of(pos) + [i], (d,), ((i, d),), el,
                    text, sh.units[base] + sh.units[other] + sh.units[u3],
                )
                break


def direct_pointing(g: CandidateGrid) -> Iterator[Step]:
    return _direct_locked(g, True, "Direct pointing", 1.7)


def direct_claiming(g: CandidateGrid) -> Iterator[Step]:
    return _direct_locked(g, False, "Direct claiming", 1.9)


# -- subsets ---------------------------------------------------------------------------------------

_SET_NAMES = {2: "pair", 3: "triple", 4: "quad"}


def _unit_order(sh) -> tuple[int, ...]:
    """SE's order of units for subsets: boxes, columns, rows (then a variant's extra units)."""
    return sh.unit_order


def naked_sets(g: CandidateGrid, k: int) -> Iterator[tuple[int, tuple[int, ...], int]]:
    """(unit, cells, digit mask) of every naked set of size ``k``: ``k`` open cells of a unit
    (each with two or more candidates) holding ``k`` digits between them, in SE's order (units
    with at least ``2k`` open cells; cells in colex order)."""
    sh = g.shape
    M = g.masks
    open_bits = g.open_bits
    for u in _unit_order(sh):
        ub = sh.unit_bits[u]
        if _popcount(open_bits & ub) < 2 * k:
            continue
        small = [i for i in cells_of(open_bits & ub) if 2 <= _popcount(M[i]) <= k]
        if len(small) < k:
            continue
        for idx in colex(len(small), k):
            union = 0
            for j in idx:
                union |= M[small[j]]
            if _popcount(union) == k:
                yield u, tuple(small[j] for j in idx), union


def naked_set(k: int):
    """The naked subset finder of size ``k``: ``k`` cells of a unit whose candidates are ``k``
    digits between them; those digits leave the unit's other cells."""
    name = f"Naked {_SET_NAMES[k]}"
    difficulty = {2: 3.0, 3: 3.6, 4: 5.0}[k]

    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = sh.size
        M = g.masks
        open_bits = g.open_bits
        for u, combo, union in naked_sets(g, k):
            el = [(j, d) for j in cells_of(open_bits & sh.unit_bits[u]) if j not in combo for d in bits(M[j] & union)]
            if not el:
                continue
            text = (
                f"In {sh.unit_names[u]}, {fmt_cells(combo, n)} hold only {fmt_digits(union)} between "
                f"them, so {elim_text(el, n)}"
            )
            yield make_step(name, difficulty, combo, bits(union), (), el, text, sh.units[u])

    find.__doc__ = f"{name}: " + (find.__doc__ or "")
    return find


def hidden_sets(g: CandidateGrid, k: int, direct: bool) -> Iterator[tuple[int, int, int]]:
    """(unit, digit mask, cell bits) of every hidden set of size ``k``: ``k`` digits (each with
    two or more places) that fit only in ``k`` cells of a unit, in SE's order (units with more
    than ``k`` open cells when ``direct``, more than ``2k`` otherwise; digits in colex order)."""
    sh = g.shape
    n = sh.size
    cb = g.cand_bits
    open_bits = g.open_bits
    for u in _unit_order(sh):
        ub = sh.unit_bits[u]
        n_empty = _popcount(open_bits & ub)
        if not (n_empty > k if direct else n_empty > 2 * k):
            continue
        cand = [(d, cb[d] & ub) for d in range(1, n + 1) if 2 <= _popcount(cb[d] & ub) <= k]
        if len(cand) < k:
            continue
        for idx in colex(len(cand), k):
            cells = 0
            for j in idx:
                cells |= cand[j][1]
            if _popcount(cells) == k:
                dm = 0
                for j in idx:
                    dm |= 1 << cand[j][0]
                yield u, dm, cells


def hidden_set(k: int):
    """The hidden subset finder of size ``k``: ``k`` digits that fit only in ``k`` cells of a
    unit; those cells lose their other candidates."""
    name = f"Hidden {_SET_NAMES[k]}"
    difficulty = {2: 3.4, 3: 4.0, 4: 5.4}[k]

    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = sh.size
        M = g.masks
        for u, dm, cells in hidden_sets(g, k, False):
            cl = cells_of(cells)
            el = [(i, d) for i in cl for d in bits(M[i] & ~dm)]
            if not el:
                continue
            text = (
                f"In {sh.unit_names[u]}, {fmt_digits(dm)} fit only in {fmt_cells(cl, n)}, so those cells "
                f"keep only them: {elim_text(el, n)}"
            )
            yield make_step(name, difficulty, cl, bits(dm), (), el, text, sh.units[u])

    find.__doc__ = f"{name}: " + (find.__doc__ or "")
    return find


def _direct_hidden(k: int, name: str, difficulty: float):
    def find(g: CandidateGrid) -> Iterator[Step]:
        sh = g.shape
        n = sh.size
        cb = g.cand_bits
        M = g.masks
        for u, dm, cells in hidden_sets(g, k, True):
            ub = sh.unit_bits[u]
            cl = cells_of(cells)
            if not any(M[i] & ~dm for i in cl):
                continue
            for v in range(1, n + 1):
                if dm >> v & 1:
                    continue
                pos = cb[v] & ub
                if not pos & (pos - 1):
                    continue
                left = pos & ~cells
                if left and not left & (left - 1):
                    i = left.bit_length() - 1
                    el = [(c, e) for c in cl for e in bits(M[c] & ~dm)]
                    text = (
                        f"In {sh.unit_names[u]}, {fmt_digits(dm)} fit only in {fmt_cells(cl, n)}, so those cells "
                        f"keep only them ({elim_text(el, n)}); then {v} fits only in {cell_name(i, n)}"
                    )
                    yield make_step(name, difficulty, cl + [i], bits(dm) + [v], ((i, v),), el, text, sh.units[u])
                    break

    return find


direct_hidden_pair = _direct_hidden(2, "Direct hidden pair", 2.0)
direct_hidden_triple = _direct_hidden(3, "Direct hidden triple", 2.5)
