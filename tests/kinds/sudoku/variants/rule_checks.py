"""Checks every variant rule's tests run against the brute force of :mod:`brute`:

* :func:`assert_counts_match`: the solver's number of solutions (and its true candidates) equals
  the brute force's, and so does the bare encoding with every cell open (:func:`raw_count`:
  no propagation to hide a wrong clause);
* :func:`assert_prune_sound`: a rule's ``prune`` and the kind's whole propagation never remove a
  digit of a brute-force solution, also from random candidate masks that still hold one, and
  the checker flags no part of a solution (:func:`assert_check_sound_on_partial_grids`);
* :func:`assert_roundtrip`: the puzzle survives the native file unchanged;
* :func:`assert_encoding_needs_the_puzzle`: a rule reading the whole puzzle refuses an encoder without it;
* :func:`assert_brute_force_agrees`: both of the above over a run of random cases;
* :func:`random_cases`, :func:`line_cases`: random 4 x 4 and 6 x 6 puzzles with a rule's
  random instances;
* :func:`make`, :func:`narrowed`, :func:`random_path`, :func:`some_clues`, :func:`native_text`,
  :func:`explained_cells`, :func:`sudoku_grids_4x4`: building cases and asking the solver which
  givens conflict.
"""

from __future__ import annotations

import json
import random

import pytest
from brute import latin_squares, random_puzzle_grid, region_of, solutions
from pysat.solvers import Solver

from str8ts_gui.core.document import Document, dumps_document, loads_document
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.kinds.sudoku.variants.base import Encoder
from str8ts_gui.solver.cnf import Cnf
from str8ts_gui.solver.sat import count_solutions, solve, true_candidates

__all__ = [
    "assert_brute_force_agrees",
    "assert_check_sound_on_partial_grids",
    "assert_counts_match",
    "assert_encoding_needs_the_puzzle",
    "assert_prune_sound",
    "assert_roundtrip",
    "explained_cells",
    "make",
    "narrowed",
    "native_text",
    "raw_count",
    "line_cases",
    "random_cases",
    "random_path",
    "some_clues",
    "sudoku_grids_4x4",
]


def make(n: int, constraints, clues=None, regions=()) -> Puzzle:
    """A validated n x n Sudoku with these rules."""
    p = new_puzzle(n, clues).replace(constraints=tuple(constraints), regions=tuple(regions))
    kind_of(p).validate(p)
    return p


def assert_counts_match(puzzle: Puzzle, limit: int | None = 40) -> list[tuple[int, ...]]:
    """The solver counts as many solutions as the brute force (up to ``limit``; None: all of
    them, the solver asked for one more), a first solution is one of them, and, when there are
    fewer than the limit, the true candidates are the digits of the brute-force solutions.
    Returns the brute-force solutions."""
    sols = solutions(puzzle, limit=limit)
    cap = limit if limit is not None else len(sols) + 1
    got = count_solutions(puzzle, limit=cap)
    assert got.count == len(sols), f"{puzzle.constraints}: solver {got.count}, brute force {len(sols)}"
    for s in got.solutions:
        assert kind_of(puzzle).check(puzzle, s) == [], s
    first = solve(puzzle, limit=1).solution
    if not sols:
        assert first is None
    elif len(sols) < cap:  # every solution listed: the first one the solver finds is one of them
        assert first in set(sols), f"{puzzle.constraints}: the first solution is no brute-force one"
    # the encoding alone, every cell open (no propagation), clues as assumptions
    assert raw_count(puzzle, cap) == len(sols), f"{puzzle.constraints}: open encoding disagrees"
    if len(sols) < cap:
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
    full = full_mask(puzzle.size)
    for s in sols[:rounds]:
        # random candidates around one solution, within the basic candidates and not: pruning
        # (again and again) must keep it, and only ever removes digits
        near = [start[i] & (rng.getrandbits(puzzle.size + 1) | 1 << s[i]) for i in range(n2)]
        wide = [(rng.getrandbits(puzzle.size + 1) & full) | 1 << d for d in s]
        for masks in (near, wide):
            for c in puzzle.constraints:
                m = list(masks)
                for _round in range(3):
                    assert c.prune(puzzle, m) is not None, f"{c} gave up on masks holding {s}"
                    assert all(m[i] >> s[i] & 1 for i in range(n2)), f"{c}.prune removed a digit of {s}"
                    assert all(mi & ~old == 0 for mi, old in zip(m, masks)), f"{c}.prune added a digit"
            prop = kind.propagate(puzzle, masks)
            assert prop is not None and all(prop[i] >> s[i] & 1 for i in range(n2))


def assert_brute_force_agrees(cases, limit: int | None = 40) -> None:
    """:func:`assert_counts_match` (up to ``limit``) and :func:`assert_prune_sound` on every
    ``(rng, puzzle)`` of ``cases``, which must hold puzzles with no, one and several solutions."""
    seen = set()
    for rng, puzzle in cases:
        sols = assert_counts_match(puzzle, limit)
        assert_prune_sound(puzzle, sols, rng)
        seen.add(min(len(sols), 2))
    assert seen == {0, 1, 2}


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


def sudoku_grids_4x4() -> list[tuple[int, ...]]:
    """Every solved 4 x 4 Sudoku (the Latin squares whose boxes hold four digits each)."""
    region = region_of(make(4, []))
    return [g for g in latin_squares(4) if all(len({g[i] for i in range(16) if region[i] == r}) == 4 for r in range(4))]


def assert_encoding_needs_the_puzzle(rule) -> None:
    """A global rule that reads the whole puzzle's marks refuses an encoder without the puzzle."""
    cnf, fixed = Cnf.of_cells(4, [0b11110] * 16)
    with pytest.raises(ValueError, match="needs the puzzle"):
        rule.encode(Encoder(cnf, fixed, 4))


def native_text(n: int, constraint_json: str) -> str:
    """A native file of an empty n x n Sudoku whose constraints are the JSON list items given."""
    data = json.loads(dumps_document(Document(new_puzzle(n))))
    data["constraints"] = json.loads(f"[{constraint_json}]")
    return json.dumps(data)


def _extend_walk(rng: random.Random, n: int, path: list[int], length: int, fits=None) -> tuple[int, ...]:
    """``path`` walked on by king moves to cells not on it (each one ``fits(path + (cell,))``
    accepts, when given) until ``length`` cells or no step is left."""
    while len(path) < length:
        r, c = divmod(path[-1], n)
        steps = [
            (r + dr) * n + c + dc
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < n and 0 <= c + dc < n and (r + dr) * n + c + dc not in path
            and (fits is None or fits((*path, (r + dr) * n + c + dc)))
        ]
        if not steps:
            break
        path.append(rng.choice(steps))
    return tuple(path)


def random_path(rng: random.Random, n: int, length: int) -> tuple[int, ...]:
    """A random self-avoiding walk of king moves (at most ``length`` cells, at least 2)."""
    while True:
        path = _extend_walk(rng, n, [rng.randrange(n * n)], length)
        if len(path) >= 2:
            return path


def fitting_walk(rng: random.Random, n: int, lengths: tuple[int, int], fits) -> tuple[int, ...]:
    """A random self-avoiding walk of king moves from a random cell, its length drawn from
    ``lengths`` (inclusive), each step a cell ``fits(path + (cell,))`` accepts (a line a grid
    obeys); it stops short where no cell fits (possibly at one cell)."""
    start = rng.randrange(n * n)
    return _extend_walk(rng, n, [start], rng.randint(*lengths), fits)


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


def random_cases(seed: int, rules_of, fractions=(0.0, 0.15, 0.3), six: float = 0.45, *, narrow: bool = True,
                 six_boards: int = 5):
    """``(rng, puzzle)``: 30 random 4 x 4 puzzles (givens kept with the probabilities
    ``fractions`` in turn, with ``narrow`` every fourth :func:`narrowed` to one solution), then
    ``six_boards`` random 6 x 6 ones (givens kept with probability ``six``);
    ``rules_of(rng, n, grid, k)`` gives the rules of the k-th board of a size, made from its
    random grid."""
    rng = random.Random(seed)
    for k in range(30):
        grid = random_puzzle_grid(rng, 4)
        puzzle = make(4, rules_of(rng, 4, grid, k), some_clues(rng, grid, fractions[k % 3]))
        yield rng, narrowed(rng, puzzle) if narrow and k % 4 == 0 else puzzle
    for k in range(six_boards):
        grid = random_puzzle_grid(rng, 6)
        yield rng, make(6, rules_of(rng, 6, grid, k), some_clues(rng, grid, six))


def line_cases(seed: int, lines_of, six_count=(2, 4), six_faithful: float = 0.8, six: float = 0.5):
    """``(rng, puzzle)`` for a line rule: 24 random 4 x 4 puzzles (1 to 3 lines, givens kept
    with probability 0.1), then 6 random 6 x 6 ones (``six_count`` lines, givens kept with
    probability ``six``); ``lines_of(rng, grid, n, count, faithful)`` gives the lines, with
    probability ``faithful`` only lines the random grid obeys."""
    rng = random.Random(seed)
    for k in range(24):
        grid = random_puzzle_grid(rng, 4)
        yield rng, make(4, lines_of(rng, grid, 4, rng.randint(1, 3), 0.7 if k % 3 else 0.2), some_clues(rng, grid, 0.1))
    for _ in range(6):
        grid = random_puzzle_grid(rng, 6)
        yield rng, make(6, lines_of(rng, grid, 6, rng.randint(*six_count), six_faithful), some_clues(rng, grid, six))
