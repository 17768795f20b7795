"""Nurikabe islands (the human steps of the shading): every shading fact and every elimination
holds in every solution, checked against the solver's (digits, shading) solutions on random
4 x 4 and 6 x 6 positions; the step tells its reasons; the technique is on the variant ladder."""

from __future__ import annotations

import random

from str8ts_gui.kinds.sudoku.logic import ladder
from str8ts_gui.kinds.sudoku.logic.grid import CandidateGrid
from str8ts_gui.kinds.sudoku.logic.variant_shading import nurikabe_islands, shading_facts
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.nurikabe import NurikabeSudoku
from str8ts_gui.solver.sat import count_solutions


def _positions(rng: random.Random, n: int, count: int):
    """Random Nurikabe Sudoku positions around a solution the solver finds: part of its shading
    given, part of its digits placed; with all their solutions (up to 200)."""
    first = count_solutions(new_puzzle(n).replace(constraints=(NurikabeSudoku(),)), limit=1)
    for _ in range(count):
        # a different solution each time: a few random givens first
        clues = [0] * (n * n)
        for i in rng.sample(range(n * n), 2):
            clues[i] = rng.randint(1, n)
        r = count_solutions(new_puzzle(n, clues).replace(constraints=(NurikabeSudoku(),)), limit=1) if len(set(clues)) > 2 else first
        if not r.count:
            r = first
        grid, shade = r.solutions[0], r.layers[0]["shaded"]
        cells = rng.sample(range(n * n), n * n * 3 // 5)
        rule = NurikabeSudoku(tuple(sorted(i for i in cells if shade[i])), tuple(sorted(i for i in cells if not shade[i])))
        placed = [d if rng.random() < 0.35 else 0 for d in grid]
        puzzle = new_puzzle(n, placed).replace(constraints=(rule,))
        sols = count_solutions(puzzle, limit=200)
        yield puzzle, rule, sols


def test_facts_and_steps_hold_in_every_solution() -> None:
    rng = random.Random(6)
    fired = 0
    for n, count in ((4, 60), (6, 30)):
        for puzzle, rule, sols in _positions(rng, n, count):
            if not sols.count or sols.count >= 200:
                continue
            every = count_solutions(puzzle, limit=200)
            assert every.count == sols.count
            ocean, island, why = shading_facts(puzzle, puzzle.clues, rule)

            all_sols = _all(puzzle)
            for values, shade in all_sols:
                assert all(shade[i] for i in ocean) and not any(shade[i] for i in island)
            g = CandidateGrid.from_puzzle(puzzle)
            for step in nurikabe_islands(g):
                fired += 1
                assert step.strategy == "Nurikabe islands" and "one island" in step.text
                for values, _shade in all_sols:
                    assert all(values[i] != d for i, d in step.eliminations)
    assert fired >= 3


def _all(puzzle):
    """Every (digits, shading) solution, by the solver blocking each one found."""
    from str8ts_gui.kinds.sudoku.encoding import encode
    from str8ts_gui.kinds.sudoku import rules
    from pysat.solvers import Solver

    masks = rules.propagate(puzzle, rules.basic_candidates(puzzle, puzzle.clues))
    cnf, fixed = encode(puzzle, masks)
    out = []
    s = Solver(name="mc")
    cnf.load_into(s, True)
    while s.solve():
        m = s.get_model()
        cuts = cnf.cuts(m)
        if cuts:
            for c in cuts:
                s.add_clause(c)
            continue
        out.append((cnf.decode(m, fixed), cnf.decode_layers(m)["shaded"]))
        s.add_clause(cnf.blocking_clause(m))
    s.delete()
    return out


def test_a_step_tells_the_shading_that_led_to_it() -> None:
    # r1c1, r1c2, r2c1 given ocean: r2c2 is island (2 x 2); with the given island cells r2c3 and
    # r3c3 it is one island, and r3c3 holds 2 (in no row, column or box of r2c2): 2 leaves r2c2
    rule = NurikabeSudoku(shaded=(0, 1, 4), unshaded=(6, 10))
    clues = [0] * 16
    clues[10] = 2
    puzzle = new_puzzle(4, clues).replace(constraints=(rule,))
    ocean, island, why = shading_facts(puzzle, puzzle.clues, rule)
    assert 5 in island and "2 x 2" in why[5]
    steps = list(nurikabe_islands(CandidateGrid.from_puzzle(puzzle)))
    assert any((5, 2) in s.eliminations and "r2c2 is island (the rest of its 2 x 2 is ocean)" in s.text for s in steps)


def test_on_the_variant_ladder() -> None:
    names = [s.name for s in ladder(new_puzzle(9).replace(constraints=(NurikabeSudoku(),)))]
    assert "Nurikabe islands" in names
