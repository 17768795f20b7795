"""Checks every variant rule's tests run against the brute force of :mod:`brute`:

* :func:`assert_counts_match`: the solver's number of solutions (and its true candidates) equals
  the brute force's, and so does the bare encoding with every cell open (:func:`raw_count`:
  no propagation to hide a wrong clause);
* :func:`assert_prune_sound`: a rule's ``prune`` and the kind's whole propagation never remove a
  digit of a brute-force solution, also from random candidate masks that still hold one, and
  the checker flags no part of a solution (:func:`assert_check_sound_on_partial_grids`);
* :func:`assert_roundtrip`: the puzzle survives the native file unchanged;
* :func:`make`, :func:`narrowed`, :func:`random_path`, :func:`some_clues`,
  :func:`explained_cells`: building cases and asking the solver which givens conflict.
"""

from __future__ import annotations

import random

from brute import solutions
from pysat.solvers import Solver

from str8ts_gui.core.document import Document, dumps_document, loads_document
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.solver.sat import count_solutions, true_candidates

__all__ = [
    "assert_check_sound_on_partial_grids",
    "assert_counts_match",
    "assert_prune_sound",
    "assert_roundtrip",
    "explained_cells",
    "make",
    "narrowed",
    "raw_count",
    "random_path",
    "some_clues",
]


def make(n: int, constraints, clues=None, regions=()) -> Puzzle:
    """A validated n x n Sudoku with these rules."""
    p = new_puzzle(n, clues).replace(constraints=tuple(constraints), regions=tuple(regions))
    kind_of(p).validate(p)
    return p


def assert_counts_match(puzzle: Puzzle, limit: int = 40) -> list[tuple[int, ...]]:
    """The solver counts as many solutions as the brute force (up to ``limit``); when there are
    fewer than ``limit``, the true candidates are the digits of the brute-force solutions.
    Returns the brute-force solutions."""
    sols = solutions(puzzle, limit=limit)
    got = count_solutions(puzzle, limit=limit)
    assert got.count == len(sols), f"{puzzle.constraints}: solver {got.count}, brute force {len(sols)}"
    for s in got.solutions:
        assert kind_of(puzzle).check(puzzle, s) == [], s
    # the encoding alone, every cell open (no propagation), clues as assumptions
    assert raw_count(puzzle, limit) == len(sols), f"{puzzle.constraints}: open encoding disagrees"
    if len(sols) < limit:
        cands = true_candidates(puzzle).masks
        union = [0] * puzzle.cell_count
        for s in sols:
            for i, d in enumerate(s):
                union[i] |= 1 << d
        if sols:
            assert list(cands) == union
    return sols


def raw_count(puzzle: Puzzle, limit: int) -> int:
    """Solutions of the kind's clue encoding (every cell open, so no pruning helps the rules'
    clauses), the clues given as assumptions, counted up to ``limit``."""
    cnf, lit_cell = kind_of(puzzle).clue_encoding(puzzle)
    solver = Solver(name="minicard")
    try:
        cnf.load_into(solver, True)
        found = 0
        while found < limit and solver.solve(assumptions=list(lit_cell)):
            found += 1
            solver.add_clause([-lit for lit in cnf.true_cell_lits(solver.get_model())])
        return found
    finally:
        solver.delete()


def assert_prune_sound(puzzle: Puzzle, sols, rng: random.Random | None = None, rounds: int = 20) -> None:
    """No pruning removes a digit some solution in ``sols`` puts there."""
    kind = kind_of(puzzle)
    n2 = puzzle.cell_count
    start = kind.basic_candidates(puzzle, puzzle.clues)
    for c in puzzle.constraints:
        m = list(start)
        r = c.prune(puzzle, m)
        if sols:
            assert r is not None, f"{c} found no way left, yet the puzzle has solutions"
        for s in sols:
            assert all(m[i] >> s[i] & 1 for i in range(n2)), f"{c}.prune removed a digit of {s}"
    prop = kind.propagate(puzzle, start)
    if sols:
        assert prop is not None
        for s in sols:
            assert all(prop[i] >> s[i] & 1 for i in range(n2)), f"propagation removed a digit of {s}"
    rng = rng or random.Random(0)
    assert_check_sound_on_partial_grids(puzzle, sols, rng, rounds)
    for s in sols[:rounds]:
        # random candidates around one solution: pruning must keep it
        masks = [start[i] & (rng.getrandbits(puzzle.size + 1) | 1 << s[i]) for i in range(n2)]
        for c in puzzle.constraints:
            m = list(masks)
            assert c.prune(puzzle, m) is not None, f"{c} gave up on masks holding {s}"
            assert all(m[i] >> s[i] & 1 for i in range(n2)), f"{c}.prune removed a digit of {s}"
        prop = kind.propagate(puzzle, masks)
        assert prop is not None and all(prop[i] >> s[i] & 1 for i in range(n2))


def assert_check_sound_on_partial_grids(puzzle: Puzzle, sols, rng: random.Random, rounds: int = 20) -> None:
    """The checker reports definite breaks only: no part of a solution is flagged."""
    kind = kind_of(puzzle)
    for s in sols[:rounds]:
        keep = rng.random()
        partial = [d if rng.random() < keep else 0 for d in s]
        assert kind.check(puzzle, partial) == [], f"{puzzle.constraints} flagged part of the solution {s}: {partial}"


def assert_roundtrip(puzzle: Puzzle) -> None:
    text = dumps_document(Document(puzzle, title="variant"))
    back = loads_document(text).puzzle
    assert back == puzzle
    assert back.constraints == puzzle.constraints


def random_path(rng: random.Random, n: int, length: int) -> tuple[int, ...]:
    """A random self-avoiding walk of king moves (at most ``length`` cells, at least 2)."""
    while True:
        path = [rng.randrange(n * n)]
        while len(path) < length:
            r, c = divmod(path[-1], n)
            steps = [
                (r + dr) * n + c + dc
                for dr in (-1, 0, 1)
                for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < n and 0 <= c + dc < n and (r + dr) * n + c + dc not in path
            ]
            if not steps:
                break
            path.append(rng.choice(steps))
        if len(path) >= 2:
            return tuple(path)


def some_clues(rng: random.Random, grid, fraction: float) -> list[int]:
    """Each digit of ``grid`` kept with probability ``fraction``."""
    return [d if rng.random() < fraction else 0 for d in grid]


def explained_cells(puzzle: Puzzle) -> tuple[int, ...]:
    """The given cells the solver rings as conflicting (``explain_unsat``; the cells of the
    rules in the conflict are ringed too, see test_combined_rules)."""
    from str8ts_gui.solver.sat import explain_unsat

    return tuple(i for i in explain_unsat(puzzle).clues if puzzle.clues[i])


def narrowed(rng: random.Random, puzzle: Puzzle) -> Puzzle:
    """The puzzle with givens of one of its (brute-force) solutions added in random order until
    that solution is the only one left (unchanged when it has none)."""
    sols = solutions(puzzle, limit=200)
    if not sols:
        return puzzle
    target = rng.choice(sols)
    clues = list(puzzle.clues)
    order = [i for i in range(puzzle.cell_count) if not clues[i]]
    rng.shuffle(order)
    for i in order:
        if len(sols) <= 1:
            break
        clues[i] = target[i]
        sols = [s for s in sols if s[i] == target[i]]
    out = puzzle.replace(clues=tuple(clues))
    if len(solutions(out, limit=2)) == 1:
        return out
    return puzzle
