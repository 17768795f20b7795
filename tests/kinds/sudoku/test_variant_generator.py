"""The variant Sudoku generator: every rule family gives a unique puzzle with that rule (checked
by the SAT solver and, on 4 x 4 boards, by brute force), seeded, killer-only without givens."""

from __future__ import annotations

import functools
import itertools
import random

import pytest

from str8ts_gui.core.kind import kind_of
from str8ts_gui.kinds.sudoku import variant_generator as vg
from str8ts_gui.kinds.sudoku.model import puzzle_geometry
from str8ts_gui.solver.sat import CancelToken, Status, solve


def _one(size: int, rules, seed: int = 1, **kw) -> vg.VariantGenerated:
    return next(vg.generate(vg.VariantOptions(size=size, rules=rules, **kw), 1, seed=seed))


def _has(puzzle, name: str) -> bool:
    if name == "jigsaw":
        return bool(puzzle.regions)
    return any(c.rule == name for c in puzzle.constraints)


def _assert_unique(got: vg.VariantGenerated) -> None:
    puzzle = got.puzzle
    result = solve(puzzle, limit=2)
    assert result.status is Status.UNIQUE
    assert result.solution == got.solution
    kind = kind_of(puzzle)
    assert kind.check(puzzle, got.solution) == []  # the solution keeps every rule
    assert all(c == 0 or c == s for c, s in zip(puzzle.clues, got.solution))


@pytest.mark.parametrize("rule", [r for r in vg.KNOWN_RULES if r not in ("antiking", "nonconsecutive")])
def test_each_rule_gives_a_unique_puzzle_with_it_on_6x6(rule):
    got = _one(6, rule, seed=3)
    assert _has(got.puzzle, rule)
    _assert_unique(got)
    assert got.grade == vg.UNRATED or got.grade in vg.LEVELS


@pytest.mark.parametrize("rule", ["antiking", "nonconsecutive"])
def test_rules_without_4x4_grids_on_6x6(rule):
    got = _one(6, rule, seed=2)
    assert _has(got.puzzle, rule)
    _assert_unique(got)


def test_impossible_rules_are_reported():
    with pytest.raises(vg.ImpossibleRules, match="nonconsecutive"):
        _one(4, "nonconsecutive")


def test_disjoint_groups_keep_the_boxes():
    with pytest.raises(ValueError, match="disjoint groups need the boxes"):
        vg.VariantOptions(6, ("jigsaw", "disjoint"))
    got = _one(4, "disjoint,diagonal", seed=4)
    assert _has(got.puzzle, "disjoint") and not got.puzzle.regions
    _assert_unique(got)
    solution = got.solution
    for k in range(4):  # the same place of each 2 x 2 box holds four different digits
        r, c = divmod(k, 2)
        assert len({solution[(2 * br + r) * 4 + 2 * bc + c] for br in range(2) for bc in range(2)}) == 4


@functools.lru_cache(maxsize=2)
def _latin_squares(n: int) -> tuple[tuple[int, ...], ...]:
    """Every n x n grid whose rows and columns hold 1..n once each (576 for n = 4)."""
    perms = list(itertools.permutations(range(1, n + 1)))
    out = []
    for rows in itertools.product(perms, repeat=n):
        if all(len({rows[r][c] for r in range(n)}) == n for c in range(n)):
            out.append(tuple(d for row in rows for d in row))
    return tuple(out)


def _brute_force_solutions(puzzle, limit: int = 2) -> list[tuple[int, ...]]:
    """The grids keeping the clues and the kind's checker (every rule), up to ``limit``."""
    kind = kind_of(puzzle)
    found = []
    for values in _latin_squares(puzzle.size):
        if any(c and c != v for c, v in zip(puzzle.clues, values)):
            continue
        if not kind.check(puzzle, values):
            found.append(values)
            if len(found) >= limit:
                break
    return found


@pytest.mark.parametrize("rules", ["killer", "thermo,xv", "jigsaw,diagonal", "littlekiller", "whispers,parity"])
def test_4x4_puzzles_are_unique_by_brute_force(rules):
    got = _one(4, rules, seed=5)
    assert _brute_force_solutions(got.puzzle) == [got.solution]


def test_combined_rules_each_appear():
    got = _one(6, "thermo,arrow,kropki,sandwich", seed=4)
    for name in ("thermo", "arrow", "kropki", "sandwich"):
        assert _has(got.puzzle, name)
    _assert_unique(got)


def test_seeded_reproducible_and_seeds_differ():
    a = [g.puzzle for g in vg.generate(vg.VariantOptions(6, ("killer",)), 2, seed=11)]
    b = [g.puzzle for g in vg.generate(vg.VariantOptions(6, ("killer",)), 2, seed=11)]
    c = [g.puzzle for g in vg.generate(vg.VariantOptions(6, ("killer",)), 2, seed=12)]
    assert a == b
    assert a != c
    assert a[0] != a[1]


def test_killer_alone_has_no_givens_and_covers_the_board():
    got = _one(6, "killer", seed=7)
    p = got.puzzle
    assert not any(p.clues)
    cells = sorted(i for c in p.constraints for i in c.cells)
    assert cells == list(range(36))  # a partition of the board
    for c in p.constraints:
        assert 1 <= len(c.cells) <= 5
        assert c.total == sum(got.solution[i] for i in c.cells)
    _assert_unique(got)


def test_killer_9x9_no_givens():
    got = _one(9, "killer", seed=1)
    assert not any(got.puzzle.clues)
    _assert_unique(got)


def test_jigsaw_regions_are_connected_and_not_the_boxes():
    for n in (4, 6, 9):
        regions = vg.random_regions(random.Random(n), n)
        assert sorted(regions.count(g) for g in set(regions)) == [n] * n
        for g in set(regions):
            assert vg._connected([i for i, r in enumerate(regions) if r == g], n)
    got = _one(6, "jigsaw", seed=1)
    boxes = puzzle_geometry(got.puzzle.replace(regions=())).regions
    assert got.puzzle.regions and tuple(got.puzzle.regions) != tuple(boxes)
    _assert_unique(got)


def test_givens_follow_the_symmetry():
    got = _one(6, "antiknight", seed=2, symmetry="180")
    clues = got.puzzle.clues
    assert all(bool(clues[i]) == bool(clues[35 - i]) for i in range(36))


def test_difficulty_target_is_met_or_reported():
    # Easy: givens are put back until the logic finishes, so the grade is the target
    got = _one(6, "diagonal", seed=1, difficulty="Easy")
    assert got.grade == "Easy"
    _assert_unique(got)
    from str8ts_gui.kinds.sudoku import logic

    r = logic.rate(got.puzzle, unique=True)
    assert r.solved and r.grade == "Easy"


def test_no_puzzle_in_the_attempts_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(vg, "rate", lambda puzzle, solution: None)  # a logic that never finishes
    with pytest.raises(RuntimeError, match="no Hard 6 x 6 Sudoku with thermo found in 3 attempts"):
        next(vg.generate(vg.VariantOptions(6, ("thermo",), "Hard"), 1, seed=1, max_attempts=3))


def test_without_difficulty_the_grade_is_the_logics_or_unrated(monkeypatch):
    monkeypatch.setattr(vg, "rate", lambda puzzle, solution: None)
    assert _one(4, "thermo").grade == vg.UNRATED


def test_parse_rules():
    assert vg.parse_rules("Killer, thermo,killer") == ("killer", "thermo")
    with pytest.raises(ValueError, match="unknown rule 'sandwhich'.*killer, thermo"):
        vg.parse_rules("killer,sandwhich")
    with pytest.raises(ValueError, match="no rule"):
        vg.parse_rules(" , ")
    with pytest.raises(ValueError):
        vg.VariantOptions(size=7, rules=("killer",))


def test_cancel():
    token = CancelToken()
    token.cancel()
    with pytest.raises(vg.GenerationCancelled):
        next(vg.generate(vg.VariantOptions(9, ("killer",)), 1, seed=1, cancel=token))


def test_document_names_rules_and_grade():
    got = _one(4, "thermo,parity", seed=2)
    doc = vg.document(got)
    assert "thermo" in doc.title and "parity" in doc.title
    assert "thermometer" in doc.notes.lower()
    assert doc.grade == got.grade


def test_little_killer_clues_never_share_a_spot_outside_the_grid() -> None:
    from str8ts_gui.kinds.sudoku.variant_generator import VariantOptions, generate

    for seed in (1, 3):
        made = next(generate(VariantOptions(6, ("littlekiller",)), seed=seed))
        spots = [(c.row, c.col) for c in made.puzzle.constraints if c.rule == "littlekiller"]
        assert spots and len(spots) == len(set(spots))
