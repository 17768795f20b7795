"""Chaos construction: the solver's (digits, regions) solutions against a brute force of every
division of a 4 x 4 board into four connected regions, with both connectivity encodings; the
board without boxes, the checker, refusals beside box rules and jigsaw regions, the layers of a
filled grid and the native file."""

from __future__ import annotations

import random

import pytest
from brute import latin_squares
from rule_checks import assert_roundtrip, make, native_text
from shading_brute import partitions, pieces

from str8ts_gui.core.document import loads_document
from str8ts_gui.core.files import PuzzleFormatError
from str8ts_gui.core.kind import get_kind
from str8ts_gui.kinds.sudoku.model import new_puzzle, puzzle_geometry
from str8ts_gui.kinds.sudoku.variants import shading
from str8ts_gui.kinds.sudoku.variants.chaos import ChaosConstruction
from str8ts_gui.kinds.sudoku.variants.disjoint import DisjointGroups
from str8ts_gui.kinds.sudoku.variants.secret_direction import SecretDirection
from str8ts_gui.kinds.sudoku.variants.thermo import Thermometer
from str8ts_gui.solver.sat import count_solutions, solve, true_candidates

KIND = get_kind("sudoku")
RULE = ChaosConstruction()


@pytest.fixture(params=["tree", "lazy"])
def connectivity(request, monkeypatch):
    monkeypatch.setitem(shading.CONNECTIVITY, "regions", request.param)
    return request.param


def brute_pairs(puzzle) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every (grid, division) of a 4 x 4 chaos construction: a Latin square keeping the givens
    and the other rules' checkers, and a division whose regions hold four different digits."""
    out = []
    others = [c for c in puzzle.constraints if not isinstance(c, ChaosConstruction)]
    for g in latin_squares(4):
        if any(c and c != v for c, v in zip(puzzle.clues, g)):
            continue
        if any(c.check(puzzle, g) for c in others):
            continue
        for part in partitions(4):
            if all(len({g[i] for i in range(16) if part[i] == k}) == 4 for k in range(4)):
                out.append((g, part))
    return out


def _assert_matches(puzzle, limit=400):
    pairs = brute_pairs(puzzle)
    got = count_solutions(puzzle, limit=limit)
    assert got.count == min(len(pairs), limit)
    for values, layers in zip(got.solutions, got.layers):
        assert (tuple(values), layers["regions"]) in set(pairs)
    if 0 < len(pairs) < limit:
        union = [0] * 16
        for g, _p in pairs:
            for i, d in enumerate(g):
                union[i] |= 1 << d
        assert list(true_candidates(puzzle).masks) == union
    return pairs


def test_partitions_are_connected_and_numbered_by_first_cell() -> None:
    parts = partitions(4)
    assert len(parts) == 117  # the tilings of a 4 x 4 board by four tetrominoes
    for part in parts:
        firsts = [part.index(k) for k in range(4)]
        assert firsts == sorted(firsts)
        assert all(len(pieces([i for i in range(16) if part[i] == k], 4)) == 1 for k in range(4))


def test_4x4_solutions_match_the_brute_force(connectivity) -> None:
    rng = random.Random(2)
    every = brute_pairs(make(4, [RULE]))
    got = count_solutions(make(4, [RULE]), limit=300)
    assert got.count == 300 < len(every)
    seen = set()
    for k in range(6):
        grid, _part = rng.choice(every)
        if k % 3 == 2:
            grid = rng.choice(latin_squares(4))  # a Latin square no division may fit
        clues = [d if rng.random() < (0.4 + 0.1 * k) else 0 for d in grid]
        pairs = _assert_matches(make(4, [RULE], clues))
        seen.add(min(len(pairs), 2))
    # every filled 4 x 4 Latin square has 12 or more divisions (so no 4 x 4 chaos construction
    # is unique); filled grids, and givens no grid keeps
    for g in rng.sample(latin_squares(4), 3):
        assert len(_assert_matches(make(4, [RULE], g))) >= 12
    assert not _assert_matches(make(4, [RULE, Thermometer((0, 1, 2, 3))], [0, 0, 0, 0, 1] + [0] * 11))  # 1 is in r1c1
    # with another rule beside it
    _assert_matches(make(4, [RULE, Thermometer((0, 1, 2))], [0, 0, 0, 0, 0, 0, 0, 1] + [0] * 8))


def test_6x6_against_known_divisions() -> None:
    # the solver's divisions keep the rule, and a filled 6 x 6 grid of a jigsaw Sudoku is
    # solved by some division (its own regions at least)
    r = solve(make(6, [RULE]), limit=1)
    grid, part = r.solution, r.layers[0]["regions"]
    for k in range(6):
        cells = [i for i in range(36) if part[i] == k]
        assert len(cells) == 6 and len({grid[i] for i in cells}) == 6 and len(pieces(cells, 6)) == 1
    # another grid: a jigsaw Sudoku's solution (each pair of rows two regions of 4 + 2 and 2 + 4 cells)
    jig = tuple(r // 2 * 2 + (c >= (4 if r % 2 == 0 else 2)) for r in range(6) for c in range(6))
    sol = solve(new_puzzle(6).replace(regions=jig), limit=1).solution
    assert sol is not None
    assert solve(make(6, [RULE], sol), limit=1).solution == sol


def test_the_board_has_no_boxes() -> None:
    p = make(4, [RULE])
    geo = puzzle_geometry(p)
    assert len(geo.units) == 8 and geo.regions is None  # rows and columns only
    # two equal digits in one box are no repeat, in one row they are
    assert KIND.check(p, [1, 0, 0, 0, 0, 1] + [0] * 10) == []
    assert [v.message for v in KIND.check(p, [1, 1] + [0] * 14)] == ["1 appears twice in row 1: r1c1, r1c2"]


def test_layers_of_filled_grids() -> None:
    # every filled 4 x 4 Latin square has divisions (so the checker passes it); the one the
    # solver finds for a grid is among the brute force's
    for g in random.Random(4).sample(latin_squares(4), 5):
        assert KIND.check(make(4, [RULE]), g) == []
        regions = shading.solved_layers(make(4, [RULE]), g)["regions"]
        assert (g, regions) in set(brute_pairs(make(4, [RULE], g)))
    assert shading.solved_layers(make(4, [RULE]), [1] * 16) == {}  # rows repeat: no solution


def test_refused_beside_boxes_rules_and_jigsaw_regions() -> None:
    jig = (0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3)
    with pytest.raises(ValueError, match="jigsaw"):
        make(4, [RULE], regions=jig)
    with pytest.raises(ValueError, match="need the boxes"):
        make(4, [RULE, DisjointGroups()])
    with pytest.raises(ValueError, match="need the boxes"):
        make(4, [RULE, SecretDirection(0, 5)])
    with pytest.raises(ValueError, match="once"):
        make(4, [RULE, ChaosConstruction()])


def test_native_file() -> None:
    assert_roundtrip(make(4, [RULE], [1] + [0] * 15))
    doc = loads_document(native_text(4, '{"rule": "chaos"}'))
    assert doc.puzzle.constraints == (RULE,)
    with pytest.raises(PuzzleFormatError, match="unknown field"):
        loads_document(native_text(4, '{"rule": "chaos", "regions": [1]}'))


def test_the_logic_says_it_does_not_know_the_board() -> None:
    # the human logic needs boxes: grading and hints say so (no crash), the solver still solves
    from str8ts_gui.core.puzzle import PlayState
    from str8ts_gui.solver.analysis import NoHint, find_hint, grade_puzzle

    puzzle = make(4, [RULE], [1] + [0] * 15)
    assert "without boxes" in grade_puzzle(puzzle).unsupported
    hint = find_hint(PlayState.new(puzzle))
    assert isinstance(hint, NoHint) and "without boxes" in hint.reason
    assert solve(puzzle, limit=1).count == 1
