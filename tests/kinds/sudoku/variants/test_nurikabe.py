"""Nurikabe Sudoku: the solver's (digits, shading) solutions against a brute force of every
shading on 4 x 4 and 6 x 6 boards, with both connectivity encodings; the checker, the pruning,
the solution's shading layer, unsat explanations and the native file."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest
from brute import random_puzzle_grid
from rule_checks import assert_roundtrip, make, native_text, sudoku_grids_4x4
from shading_brute import islands_ok, nurikabe_pairs, pieces

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.variants import shading
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.solver.sat import Status, count_solutions, explain_unsat, solve, true_candidates

KIND = get_kind("sudoku")
GRIDS_4 = sudoku_grids_4x4()


@pytest.fixture(params=["lazy", "tree"])
def connectivity(request, monkeypatch):
    monkeypatch.setitem(shading.CONNECTIVITY, "ocean", request.param)
    return request.param


def _grids(puzzle, grids):
    return [g for g in grids if all(not c or c == v for c, v in zip(puzzle.clues, g))]


def _assert_matches(puzzle, grids, limit=60):
    """The solver's count of (digits, shading) solutions, its solutions' shadings and its true
    candidates agree with the brute force."""
    rule = next(c for c in puzzle.constraints if isinstance(c, NurikabeSudoku))
    n = puzzle.size
    pairs = nurikabe_pairs(_grids(puzzle, grids), n, rule)
    got = count_solutions(puzzle, limit=limit)
    assert got.count == min(len(pairs), limit), (rule, got.count, len(pairs))
    for values, layers in zip(got.solutions, got.layers):
        assert (tuple(values), layers["shaded"]) in set(pairs)
    if 0 < len(pairs) < limit:
        union = [0] * (n * n)
        for g, _s in pairs:
            for i, d in enumerate(g):
                union[i] |= 1 << d
        assert list(true_candidates(puzzle).masks) == union
    return pairs


def _random_rule(rng, n, shade, grid, k_shaded, k_unshaded, k_sizes):
    ocean = [i for i in range(n * n) if shade[i]]
    land = [i for i in range(n * n) if not shade[i]]
    sizes_ok = [i for i in land if grid[i] == len(next(p for p in pieces(land, n) if i in p))]
    sizes = tuple(sorted(rng.sample(sizes_ok, min(k_sizes, len(sizes_ok)))))
    rest = [i for i in land if i not in sizes]
    return NurikabeSudoku(
        tuple(sorted(rng.sample(ocean, min(k_shaded, len(ocean))))),
        tuple(sorted(rng.sample(rest, min(k_unshaded, len(rest))))),
        sizes,
    )


@lru_cache(maxsize=1)
def every_4x4() -> list:
    """Every (grid, shading) of the empty 4 x 4 Nurikabe Sudoku."""
    return nurikabe_pairs(GRIDS_4, 4, NurikabeSudoku())


def _narrowed(rng, rule, clues, target):
    """Givens of ``target`` (grid, shading) added until it is the only solution left."""
    clues = list(clues)
    while True:
        pairs = nurikabe_pairs(_grids(make(4, [], clues), GRIDS_4), 4, rule)
        if len(pairs) <= 1:
            return rule, clues
        grid, shade = target
        cells = [i for i in range(16) if any(g[i] != grid[i] for g, _s in pairs)]
        if cells:
            i = rng.choice(cells)
            clues[i] = grid[i]
            continue
        i = rng.choice([i for i in range(16) if any(s[i] != shade[i] for _g, s in pairs)])
        if shade[i]:
            rule = NurikabeSudoku(tuple(sorted({*rule.shaded, i})), rule.unshaded, rule.sizes)
        else:
            rule = NurikabeSudoku(rule.shaded, tuple(sorted({*rule.unshaded, i})), rule.sizes)


def test_4x4_solutions_match_the_brute_force(connectivity) -> None:
    rng = random.Random(11)
    every = every_4x4()
    got = count_solutions(make(4, [NurikabeSudoku()]), limit=1500)
    assert got.count == 1500 < len(every)
    assert all((tuple(v), layers["shaded"]) in set(every) for v, layers in zip(got.solutions, got.layers))
    seen = set()
    for k in range(10):
        grid, shade = rng.choice(every)
        rule = _random_rule(rng, 4, shade, grid, rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 2))
        clues = [d if rng.random() < 0.3 else 0 for d in grid]
        if k % 3 == 2:  # clues of another grid: often no solution
            clues = [d if rng.random() < 0.5 else 0 for d in rng.choice(GRIDS_4)]
        elif k % 3 == 1:
            rule, clues = _narrowed(rng, rule, clues, (grid, shade))
        pairs = _assert_matches(make(4, [rule], clues), GRIDS_4)
        seen.add(min(len(pairs), 2))
    # an ocean cell walled in by island cells in a corner: the ocean is that cell alone, so the
    # other fifteen cells are one island, which repeats digits (found by the lazy checks)
    assert not _assert_matches(make(4, [NurikabeSudoku(shaded=(0,), unshaded=(1, 4))]), GRIDS_4)
    assert seen >= {1, 2}


def test_4x4_other_island_sizes() -> None:
    clues = [1, 0, 0, 0, 0, 0, 4, 0, 0, 3, 0, 0, 0, 0, 0, 2]
    for least in (1, 2, 4):
        rule = NurikabeSudoku(min_island=least)
        pairs = _assert_matches(make(4, [rule], clues), GRIDS_4, limit=5000)
        assert 0 < len(pairs) < 5000
        assert all(len(p) >= least for _g, s in pairs for p in pieces([i for i in range(16) if not s[i]], 4))


def test_6x6_with_most_of_the_shading_given(connectivity) -> None:
    rng = random.Random(5)
    first = solve(make(6, [NurikabeSudoku()]), limit=1)
    assert first.count == 1
    grid, shade = first.solution, first.layers[0]["shaded"]
    assert islands_ok(grid, shade, 6)
    from brute import solutions

    seen = set()
    for k in range(4):
        hidden = set(rng.sample(range(36), 11))
        rule = NurikabeSudoku(
            tuple(i for i in range(36) if shade[i] and i not in hidden),
            tuple(i for i in range(36) if not shade[i] and i not in hidden),
        )
        base = grid if k != 3 else random_puzzle_grid(rng, 6)
        clues = [d if rng.random() < (0.5 if k else 0.62) else 0 for d in base]
        plain = make(6, [], clues)
        grids = solutions(plain, limit=3000)
        assert len(grids) < 3000
        pairs = _assert_matches(make(6, [rule], clues), grids, limit=3000)
        seen.add(min(len(pairs), 2))
    assert 0 in seen and len(seen) >= 2


def test_solved_shading_keeps_the_rules() -> None:
    # the solver's 9 x 9 shading, and the one solved_layers finds for its digits, keep the rules
    # as the brute force's own checks read them
    r = solve(make(9, [NurikabeSudoku()]), limit=1)
    again = shading.solved_layers(make(9, [NurikabeSudoku()]), r.solution)["shaded"]
    for shade in (r.layers[0]["shaded"], again):
        ocean = [i for i in range(81) if shade[i]]
        assert len(pieces(ocean, 9)) == 1
        assert islands_ok(r.solution, shade, 9)
        assert all(len(p) >= 3 for p in pieces([i for i in range(81) if not shade[i]], 9))
        assert not any(all(shade[k] for k in (i, i + 1, i + 9, i + 10)) for i in range(72) if i % 9 < 8)


def test_two_solutions_with_one_grid_are_two() -> None:
    # a filled grid with two shadings: the solver counts both and names the cells they differ in
    grid, _s = next((g, s) for g, s in every_4x4() if len(nurikabe_pairs([g], 4, NurikabeSudoku())) > 1)
    puzzle = make(4, [NurikabeSudoku()], grid)
    r = count_solutions(puzzle, limit=100)
    assert r.count == len(nurikabe_pairs([grid], 4, NurikabeSudoku())) >= 2
    assert r.status == Status.SEVERAL and r.differing_cells()


def test_check() -> None:
    n = 4
    # a size clue smaller than the least island
    p = make(n, [NurikabeSudoku(sizes=(0,))], [2] + [0] * 15)
    assert [v.kind for v in KIND.check(p, p.clues)] == ["nurikabe"]
    # given island cells that touch hold a digit twice (they are peers: a repeat)
    p = make(n, [NurikabeSudoku(unshaded=(0, 1))])
    assert KIND.check(p, [1, 1] + [0] * 14)
    # a size clue smaller than its given island
    p = make(n, [NurikabeSudoku(unshaded=(1, 2, 3), sizes=(0,))])
    assert KIND.check(p, [3, 0, 0, 0] + [0] * 12)
    # full grids that no shading fits (found by the brute force)
    rule = NurikabeSudoku(unshaded=(0, 5))
    bad = [g for g in GRIDS_4 if not nurikabe_pairs([g], 4, rule)]
    good = [g for g in GRIDS_4 if nurikabe_pairs([g], 4, rule)]
    assert bad and good
    assert all(KIND.check(make(4, [rule]), g) for g in bad[:10])
    assert not any(KIND.check(make(4, [rule]), g) for g in good[:10])
    assert KIND.check(make(4, [NurikabeSudoku(shaded=(5, 6, 9, 10))]), GRIDS_4[0])  # a 2 x 2 ocean
    # parts of solutions are never flagged
    rng = random.Random(3)
    for g, _s in rng.sample(every_4x4(), 30):
        partial = [d if rng.random() < 0.6 else 0 for d in g]
        assert KIND.check(make(4, [NurikabeSudoku()]), partial) == []
        assert KIND.check(make(4, [NurikabeSudoku()]), g) == []


def test_prune_keeps_solutions_and_narrows_size_clues() -> None:
    rule = NurikabeSudoku(unshaded=(1, 2, 3), sizes=(0,))
    p = make(4, [rule])
    masks = KIND.basic_candidates(p, p.clues)
    assert rule.prune(p, masks) is True
    assert masks[0] == 1 << 4  # an island of four cells at least: the clue is 4
    assert rule.prune(p, masks) is False
    two = NurikabeSudoku(unshaded=(1,), sizes=(0, 2))  # two size clues in one island
    assert two.prune(make(4, [two]), KIND.basic_candidates(make(4, [two]), [0] * 16)) is None
    for g, s in nurikabe_pairs(GRIDS_4[:40], 4, rule):
        assert all(masks[i] >> g[i] & 1 for i in range(16))


def test_explain_names_conflicting_clues() -> None:
    # r1c1 is a size clue of 3, but its three given island neighbours make the island 4 cells
    rule = NurikabeSudoku(unshaded=(1, 4, 5), sizes=(0,))
    p = make(4, [rule], [3] + [0] * 15)
    assert solve(p).status == Status.NONE
    cells = explain_unsat(p).clues
    assert 0 in cells


def test_native_file() -> None:
    rule = NurikabeSudoku(shaded=(3, 7), unshaded=(0,), sizes=(12,), min_island=3)
    assert_roundtrip(make(4, [rule]))
    doc = loads_document(native_text(4, '{"rule": "nurikabe", "shaded": [3], "sizes": [0]}'))
    assert doc.puzzle.constraints == (NurikabeSudoku(shaded=(3,), sizes=(0,)),)
    for bad, words in (
        ('{"rule": "nurikabe", "shaded": [3], "unshaded": [3]}', "both ocean and island"),
        ('{"rule": "nurikabe", "min_island": 0}', "min_island"),
        ('{"rule": "nurikabe", "shaded": [16]}', "off the 4 x 4 board"),
        ('{"rule": "nurikabe", "shaded": "r1c1"}', "list of cell numbers"),
    ):
        with pytest.raises(PuzzleFormatError, match=words):
            loads_document(native_text(4, bad))
