"""Chaos construction on 6 x 6 boards against a brute force: every division of a grid into six
orthogonally connected regions of six different digits (shading_brute.divisions: region by
region, the region of the first open cell grown cell by cell). The solver counts as many
(digits, regions) solutions and the ones it keeps are among them, with both connectivity
encodings; grids with open cells have their Latin-square completions enumerated too. (The 4 x 4
brute force over all 117 divisions is in test_chaos.py.)"""

from __future__ import annotations

import random
from itertools import product

import pytest
from brute import random_puzzle_grid
from shading_brute import divisions

from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants import shading
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.solver.sat import count_solutions

N = 6


def completions(clues) -> list[tuple[int, ...]]:
    """The Latin-square completions of ``clues`` (rows and columns only: the board has no boxes)."""
    open_cells = [i for i in range(N * N) if not clues[i]]
    out = []
    for digits in product(range(1, N + 1), repeat=len(open_cells)):
        grid = list(clues)
        for i, d in zip(open_cells, digits):
            grid[i] = d
        if all(len(set(grid[r * N : r * N + N])) == N and len(set(grid[r::N])) == N for r in range(N)):
            out.append(tuple(grid))
    return out


def _assert_matches(clues) -> int:
    pairs = {(g, d) for g in completions(clues) for d in divisions(g, N)}
    got = count_solutions(new_puzzle(N, clues).replace(constraints=(ChaosConstruction(),)), limit=len(pairs) + 5)
    assert got.count == len(pairs)
    kept = [(tuple(v), tuple(layers["regions"])) for v, layers in zip(got.solutions, got.layers)]
    assert len(kept) == min(2, len(pairs)) and set(kept) <= pairs  # (the solver keeps the first two)
    return len(pairs)


@pytest.mark.parametrize("use", ["lazy", "tree"])
def test_a_filled_6x6_grid_has_the_brute_forces_divisions(use, monkeypatch) -> None:
    monkeypatch.setitem(shading.CONNECTIVITY, "regions", use)
    grid = random_puzzle_grid(random.Random(4), N)
    assert _assert_matches(grid) > 100  # (a Sudoku grid: its boxes at least are a division)


def test_6x6_grids_with_open_cells() -> None:
    rng = random.Random(9)
    grid = list(random_puzzle_grid(rng, N))
    for i in rng.sample(range(N * N), 2):
        grid[i] = 0
    assert _assert_matches(grid) > 0
    # a Latin square that is no Sudoku grid (cyclic rows), with a few cells open
    cyclic = [(r + c) % N + 1 for r in range(N) for c in range(N)]
    cyclic[0] = cyclic[14] = 0
    _assert_matches(cyclic)
