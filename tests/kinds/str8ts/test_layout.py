"""The layout of a black/white pattern against a plain derivation from its cells."""

from __future__ import annotations

import random

import pytest

from bruteforce import white_runs
from str8ts_gui.kinds.str8ts.layout import layout
from str8ts_gui.kinds.str8ts.straights import COMMON, COVERS, MEETS, SPREAD, range_mask


def _pattern(n: int, rng: random.Random) -> tuple[bool, ...]:
    p = rng.choice([0.0, 0.15, 0.3, 0.6, 1.0])
    return tuple(rng.random() < p for _ in range(n * n))


@pytest.mark.parametrize("seed", range(40))
def test_layout_matches_a_plain_derivation(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.choice([1, 2, 4, 5, 9, 12, 16])
    black = _pattern(n, rng)
    lay = layout(n, black)
    lines = [list(range(r * n, r * n + n)) for r in range(n)] + [list(range(c, n * n, n)) for c in range(n)]
    comps = []  # (cells, line index)
    for li, line in enumerate(lines):
        for run in white_runs(line, black):
            comps.append((run, li))
    assert [(c.cells, c.line, c.horizontal) for c in lay.compartments] == [(c, li, li < n) for c, li in comps]
    white = [i for i in range(n * n) if not black[i]]
    assert lay.white == tuple(white)
    assert lay.black_cells == tuple(i for i in range(n * n) if black[i])
    for li, line in enumerate(lines):
        whites = tuple(i for i in line if not black[i])
        assert lay.line_white[li] == whites
        assert lay.line_comps[li] == tuple(k for k, (_c, l2) in enumerate(comps) if l2 == li)
    for k, comp in enumerate(lay.compartments):
        assert comp.index == k and comp.size == n
        assert comp.outside == tuple(i for i in lay.line_white[comp.line] if i not in comp.cells)
    parts = [k for k, (cells, _li) in enumerate(comps) if len(cells) >= 2]
    assert len(lay.straight_parts) == len(parts)
    for part, k in zip(lay.straight_parts, parts):
        cells = comps[k][0]
        L = len(cells)
        assert part == (
            cells,
            MEETS[L],
            COVERS[L],
            SPREAD[L],
            COMMON[L],
            range_mask(1, n - L + 1),
            lay.compartments[k].outside,
        )
    for i in range(n * n):
        if black[i]:
            assert lay.compartment_of[i] == (-1, -1) == lay.cell_part_pair[i]
            continue
        r, c = i // n, n + i % n
        mine = [k for k, (cells, _li) in enumerate(comps) if i in cells]
        assert lay.cell_comps[i] == tuple(mine) == lay.compartment_of[i]
        assert lay.white_peers[i] == tuple(j for j in lines[r] if j != i and not black[j]) + tuple(
            j for j in lines[c] if j != i and not black[j]
        )
        row_k, col_k = mine
        assert lay.cell_part_pair[i] == (
            parts.index(row_k) if row_k in parts else -1,
            parts.index(col_k) if col_k in parts else -1,
        )


def test_patterns_sharing_lines_get_their_own_compartments() -> None:
    # the same first row in two patterns; their other rows differ, so do the compartment numbers
    n = 4
    a = (False, False, True, False) + (False,) * 12
    b = (False, False, True, False) + (True, False, False, False) + (False,) * 8
    la, lb = layout(n, a), layout(n, b)
    assert [c.cells for c in la.compartments[:2]] == [c.cells for c in lb.compartments[:2]] == [(0, 1), (3,)]
    assert la.compartments[2].cells == (4, 5, 6, 7)
    assert lb.compartments[2].cells == (5, 6, 7)
    assert lb.compartment_of[4] == (-1, -1)
