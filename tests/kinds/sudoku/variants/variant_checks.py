"""Checks shared by the Kropki, XV, non-consecutive, renban, whispers and palindrome tests (the
thermo, arrow, sandwich... tests have theirs in ``rule_checks.py``): the solver's count against
the brute force of ``brute.py``, pruning soundness against the brute-force solutions, and the
native JSON round trip.
"""

from __future__ import annotations

import json
import random
from typing import Sequence

from brute import sat_count, solutions
from str8ts_gui.core.document import Document, dumps_document, loads_document
from str8ts_gui.core.kind import kind_of
from str8ts_gui.core.puzzle import Puzzle, full_mask
from str8ts_gui.kinds.sudoku import rules
from str8ts_gui.kinds.sudoku.model import new_puzzle
from str8ts_gui.solver.sat import solve


def sudoku(n: int, constraints: Sequence = (), clues: Sequence[int] | None = None) -> Puzzle:
    """A validated n x n Sudoku with these rules."""
    puzzle = new_puzzle(n, clues).replace(constraints=tuple(constraints))
    kind_of(puzzle).validate(puzzle)
    return puzzle


def some_clues(rng: random.Random, grid: Sequence[int], keep: float) -> list[int]:
    """Each digit of ``grid`` kept as a clue with probability ``keep``."""
    return [d if rng.random() < keep else 0 for d in grid]


def native_text(n: int, constraint_json: str) -> str:
    """A native file of an empty n x n Sudoku whose constraints are the JSON list items given."""
    data = json.loads(dumps_document(Document(new_puzzle(n))))
    data["constraints"] = json.loads(f"[{constraint_json}]")
    return json.dumps(data)


def assert_counts_match(puzzle: Puzzle) -> list[tuple[int, ...]]:
    """The solver finds exactly as many solutions as the brute force (and a first one that is
    one of them); returns the brute-force solutions."""
    sols = solutions(puzzle)
    assert sat_count(puzzle, len(sols) + 1) == len(sols), puzzle.constraints
    r = solve(puzzle, limit=1)
    if sols:
        assert r.solution in set(sols)
    else:
        assert r.solution is None
    return sols


def assert_prune_sound(puzzle: Puzzle, sols: list[tuple[int, ...]], rng: random.Random, tries: int = 20) -> None:
    """No constraint's prune (nor the whole propagation) removes a digit of a solution: from the
    basic candidates, and from random candidate masks that still hold one solution."""
    n = puzzle.size
    base = rules.basic_candidates(puzzle, puzzle.clues)
    keep_all = [0] * (n * n)
    for s in sols:
        for i, d in enumerate(s):
            keep_all[i] |= 1 << d
    for c in puzzle.constraints:
        m = list(base)
        r = c.prune(puzzle, m)
        if sols:
            assert r is not None, c
            assert all(mi & k == k for mi, k in zip(m, keep_all)), c
    full = rules.propagate(puzzle, base)
    if sols:
        assert full is not None
        assert all(mi & k == k for mi, k in zip(full, keep_all))
    for _ in range(tries if sols else 0):
        s = rng.choice(sols)
        masks = [(rng.getrandbits(n + 1) & full_mask(n)) | 1 << d for d in s]
        for c in puzzle.constraints:
            m = list(masks)
            for _round in range(3):
                r = c.prune(puzzle, m)
                assert r is not None, (c, s)
                assert all(mi >> d & 1 for mi, d in zip(m, s)), (c, s)
                assert all(mi & ~old == 0 for mi, old in zip(m, masks))  # only ever removes
        prop = rules.propagate(puzzle, masks)
        assert prop is not None and all(mi >> d & 1 for mi, d in zip(prop, s))


def assert_round_trip(puzzle: Puzzle) -> None:
    text = dumps_document(Document(puzzle, title="variant"))
    back = loads_document(text).puzzle
    assert back == puzzle
    assert back.constraints == puzzle.constraints


def random_path(rng: random.Random, n: int, length: int) -> tuple[int, ...]:
    """A random line of up to ``length`` different cells, each touching the previous one
    (orthogonally or diagonally); shorter when the walk gets stuck."""
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
    return tuple(path)
