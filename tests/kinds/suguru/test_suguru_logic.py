"""The Suguru logic: each technique on a small grid where it applies (exactly those
eliminations) and where it must not; every step of real paths checked against the solution;
grades, scores, hints in three levels and the solution path from a position."""

from __future__ import annotations

import random

import pytest

from suguru_bruteforce import all_solutions
from str8ts_gui.core.puzzle import PlayState, digits_mask
from str8ts_gui.kinds.suguru import logic
from str8ts_gui.kinds.suguru.generator import minimal_unique
from str8ts_gui.kinds.suguru.logic import strategies as st
from str8ts_gui.kinds.suguru.logic.grid import CandidateGrid
from str8ts_gui.kinds.suguru.model import new_puzzle
from str8ts_gui.solver.logic import KIND_LOGIC_API

TWO_SQUARES = [0, 0, 1, 1, 0, 0, 1, 1]  # 4 x 2: two 2 x 2 regions


def grid(puzzle, masks, values=None) -> CandidateGrid:
    values = values or [0] * puzzle.cell_count
    return CandidateGrid(puzzle, tuple(values), tuple(digits_mask(m) if not isinstance(m, int) else m for m in masks))


def test_the_package_has_the_shared_logic_interface() -> None:
    assert all(hasattr(logic, name) for name in KIND_LOGIC_API)
    assert logic.GRADES == ("Easy", "Medium", "Hard", "Expert")


def test_naked_single_and_hidden_single() -> None:
    p = new_puzzle(4, 2, TWO_SQUARES)
    g = grid(p, [{1, 2}, {3}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 4}, {1, 2, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}])
    (step,) = list(st.naked_single(g))
    assert step.placements == ((1, 3),) and "r1c2 can only be 3" in step.text
    h = grid(p, [{1, 2}, {3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 4}, {1, 2, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}])
    assert not list(st.naked_single(h))
    hidden = [s for s in st.hidden_single(h) if s.placements == ((1, 3),)]
    assert hidden and "3 has one place left in the region of r1c1: r1c2" in hidden[0].text
    assert not list(st.hidden_single(grid(p, [{1, 2, 3, 4}] * 8)))


def test_neighbour_elimination_finds_a_placed_digit_left_in_a_peer() -> None:
    p = new_puzzle(4, 2, TWO_SQUARES)
    g = grid(p, [{2}, {1, 2, 3, 4}, {2, 3}, {1, 2, 3, 4}] + [{1, 3, 4}] * 4, values=[2, 0, 0, 0, 0, 0, 0, 0])
    (step,) = list(st.neighbour_elimination(g))
    assert set(step.eliminations) == {(1, 2)}  # r1c3 is neither in its region nor touching
    assert not list(st.neighbour_elimination(g.with_changes((), [(1, 2)])))


def test_touches_every_place() -> None:
    # 3 x 2: region a is the left column (r1c1, r2c1); r1c2 and r2c2 touch both of its cells
    p = new_puzzle(3, 2, [0, 1, 1, 0, 1, 1])
    g = CandidateGrid.from_puzzle(p)
    steps = list(st.touches_every_place(g))
    elims = {e for s in steps for e in s.eliminations}
    assert {(1, 1), (1, 2), (4, 1), (4, 2)} <= elims
    assert not {(2, 1), (2, 2), (5, 1), (5, 2)} & elims  # the right column touches neither
    # a region whose two cells share no neighbour: nothing to remove because of it
    q = new_puzzle(4, 2, [0, 1, 1, 0, 2, 2, 2, 2])  # r1c1 and r1c4 are region 0 (apart)
    assert not any(0 in s.cells and 3 in s.cells for s in st.touches_every_place(CandidateGrid.from_puzzle(q)))


def test_naked_pair_of_touching_cells_in_two_regions() -> None:
    p = new_puzzle(4, 2, TWO_SQUARES)
    masks = [{1, 2, 3, 4}, {1, 2}, {1, 2}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}]
    steps = list(st.naked_set(2, 1, 5)(grid(p, masks)))
    pair = [s for s in steps if s.cells == (1, 2)]
    assert pair and set(pair[0].eliminations) == {(5, 1), (5, 2), (6, 1), (6, 2)}
    assert "see one another" in pair[0].text
    masks[2] = {1, 3}
    assert not [s for s in st.naked_set(2, 1, 5)(grid(p, masks)) if s.cells == (1, 2)]


def test_hidden_pair_in_a_region() -> None:
    p = new_puzzle(4, 2, TWO_SQUARES)
    masks = [{1, 2, 3}, {1, 2, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {3, 4}, {3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}]
    steps = [s for s in st.hidden_set(2, 1, 6)(grid(p, masks)) if s.cells == (0, 1)]
    assert steps and set(steps[0].eliminations) == {(0, 3), (1, 4)}
    masks[4] = {2, 3, 4}
    assert not [s for s in st.hidden_set(2, 1, 6)(grid(p, masks)) if s.cells == (0, 1)]


def test_naked_triple_in_a_region() -> None:
    p = new_puzzle(3, 3, [0, 0, 0, 0, 0, 1, 1, 1, 1])
    masks = [{1, 2}, {2, 3}, {1, 3}, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}]
    steps = [s for s in st.naked_set(3, 2, 8)(grid(p, masks)) if s.cells == (0, 1, 2)]
    assert steps
    elims = set(steps[0].eliminations)
    assert {(3, 1), (3, 2), (3, 3), (4, 1), (4, 2), (4, 3)} <= elims
    assert not any(i in (6, 7, 8) for i, _ in elims)  # the bottom row sees none of them


def _unique_puzzles(count: int, seed: int, w: int = 5, h: int = 5):
    rng = random.Random(seed)
    return [minimal_unique(w, h, rng) for _ in range(count)]


@pytest.mark.parametrize("puzzle", _unique_puzzles(6, 11) + _unique_puzzles(2, 12, 7, 6))
def test_every_step_of_a_path_agrees_with_the_solution(puzzle) -> None:
    from str8ts_gui.solver.sat import solve

    sol = solve(puzzle).solution
    path = logic.solve_path(puzzle)
    g = logic.CandidateGrid.from_puzzle(puzzle)
    for step in path.steps:
        for i, d in step.placements:
            assert sol[i] == d, step
        for i, d in step.eliminations:
            assert sol[i] != d, step
        g = logic.apply(g, step)
    assert path.solved == g.is_solved()
    if path.solved:
        assert path.values == sol and path.grade in logic.GRADES
        assert path.grade == logic.GRADES[max(s.level for s in path.steps)]
        assert path.score == sum(int(path.steps[k].difficulty) for k in _sweeps(path))


def _sweeps(path):
    from str8ts_gui.solver.logic import walk

    g = logic.CandidateGrid.from_puzzle(path.puzzle)
    return walk(g, logic.STRATEGIES, 5000)[2]


def test_every_technique_is_sound_on_tiny_boards_against_brute_force() -> None:
    rng = random.Random(3)
    for _ in range(40):
        p = minimal_unique(3, 3, rng)
        (sol,) = all_solutions(3, 3, p.regions, p.clues)
        g = logic.CandidateGrid.from_puzzle(p)
        for strategy in logic.STRATEGIES:
            for step in strategy.find(g):
                assert all(sol[i] == d for i, d in step.placements)
                assert all(sol[i] != d for i, d in step.eliminations)


def test_a_contradiction_names_the_cell_or_the_region_it_leaves_without_a_digit() -> None:
    import re

    named = re.compile(
        r"placing (\d) in (r\d+c\d+) and following the singles from it leaves "
        r"(r\d+c\d+ without a digit|no place for \d in the region of r\d+c\d+): \1 leaves \2$"
    )
    steps = [step for p in _unique_puzzles(6, 9) for step in st.contradiction(CandidateGrid.from_puzzle(p))]
    assert steps and all(named.fullmatch(step.text) for step in steps), [s.text for s in steps[:3]]
    assert {m.group(3).split()[0] for m in map(named.fullmatch, (s.text for s in steps))} != {"no"}  # cells named


def test_a_contradiction_highlights_the_cell_or_the_region_it_names() -> None:
    # the hint's highlight shows the tried cell and where the singles break: the cell left
    # without a digit, or every cell of the region left without a place for the digit
    steps = []
    for p in _unique_puzzles(6, 9):
        g = CandidateGrid.from_puzzle(p)
        steps += [(g, step) for step in st.contradiction(g)]
    assert steps
    kinds = set()
    for g, step in steps:
        tried = step.eliminations[0][0]
        broken = step.text.split(" leaves ")[1].split(":")[0]
        if broken.endswith(" without a digit"):
            named = {_index(broken.split()[0], g.size)}
            kinds.add("cell")
        else:
            region = g.shape.unit_names.index(broken.split(" in ", 1)[1])
            named = set(g.shape.units[region])
            kinds.add("region")
        assert set(step.area) == {tried} | named, step.text
    assert "cell" in kinds


def _index(name: str, width: int) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * width + int(c) - 1


def test_rate_and_an_unsolvable_position() -> None:
    p = _unique_puzzles(1, 5)[0]
    r = logic.rate(p)
    assert r.solved and r.grade in logic.GRADES and r.steps > 0 and "." not in r.grid
    stuck = logic.rate(new_puzzle(4, 4))  # no givens: several solutions, logic cannot finish
    assert not stuck.solved and stuck.grade is None


def test_hints_in_three_levels_and_mistakes() -> None:
    p = _unique_puzzles(1, 6)[0]
    state = PlayState.new(p)
    hint = logic.find_hint(state)
    assert hint.kind == "step" and hint.levels == 3
    assert hint.text(1).startswith("Try: ") and "look at" in hint.text(2) and hint.step.text in hint.text(3)
    from str8ts_gui.solver.sat import solve

    sol = solve(p).solution
    i = next(i for i in range(p.cell_count) if not p.clues[i])
    wrong = next(d for d in range(1, p.digits + 1) if d != sol[i])
    bad = logic.find_hint(state.with_entry(i, wrong))
    assert bad.kind == "wrong" and bad.cells == frozenset({i})
    result = logic.compute_path(state)
    assert result.path.solved and len(result.grids) == len(result.path.steps)


def test_describe_area_names_regions_and_cells() -> None:
    p = new_puzzle(4, 2, TWO_SQUARES)
    assert logic.describe_area([0, 1, 4, 5], p) == "the region of r1c1"
    assert logic.describe_area([0, 1, 4, 5, 2, 3, 6, 7], p) == "the regions of r1c1 and r1c3"
    assert logic.describe_area([0, 1, 4, 5, 2], p) == "the region of r1c1 and r1c3"
