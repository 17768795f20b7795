"""The layered sum encoding of :mod:`sums` on its own: its solutions are exactly the digit tuples
that make the sum (against plain enumeration), and its redundant support clauses let unit
propagation alone rule out digits that cannot reach the total."""

from __future__ import annotations

import itertools
import random

from pysat.solvers import Solver
from rule_checks import make

from str8ts_gui.kinds.sudoku.variants.base import Encoder
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller
from str8ts_gui.kinds.sudoku.variants.sums import encode_linear, prune_distinct_groups, prune_linear
from str8ts_gui.solver.cnf import Cnf

N = 6


def encoded(masks: list[int], terms, total: int) -> tuple[Cnf, list[int]]:
    cnf, fixed = Cnf.of_cells(N, masks)
    encode_linear(Encoder(cnf, fixed, N), terms, total)
    return cnf, fixed


def digits(mask: int) -> list[int]:
    return [d for d in range(1, N + 1) if mask >> d & 1]


def sat_tuples(masks: list[int], terms, total: int) -> set[tuple[int, ...]]:
    cnf, fixed = encoded(masks, terms, total)
    cells = [i for i, _ in terms]
    out = set()
    with Solver(name="minicard") as s:
        cnf.load_into(s, True)
        while s.solve():
            model = s.get_model()
            values = cnf.decode(model, fixed)
            out.add(tuple(values[i] for i in cells))
            block = [-v for v in cnf.true_cell_lits(model)]
            if not block:
                break
            s.add_clause(block)
    return out


def unit_propagate(cnf: Cnf, assumptions=()) -> set[int] | None:
    """The literals unit propagation alone derives from the clauses, the at-most-ones (as
    pairwise clauses) and ``assumptions``; None on a conflict."""
    clauses = [list(c) for c in cnf.clauses]
    for group in cnf.amo:
        clauses += [[-a, -b] for a, b in itertools.combinations(group, 2)]
    true = set(assumptions)
    changed = True
    while changed:
        changed = False
        for c in clauses:
            if any(x in true for x in c):
                continue
            open_ = [x for x in c if -x not in true]
            if not open_:
                return None
            if len(open_) == 1:
                true.add(open_[0])
                changed = True
    return true


def random_case(rng: random.Random):
    m = rng.randint(1, 4)
    masks = []
    for _ in range(m):
        mask = 0
        while not mask:
            mask = sum(1 << d for d in range(1, N + 1) if rng.random() < 0.6)
        masks.append(mask)
    weights = [rng.choice((1, 1, 1, 2, -1, 10)) for _ in range(m)]
    pick = [rng.choice(digits(mk)) for mk in masks]
    total = sum(w * d for w, d in zip(weights, pick)) if rng.random() < 0.8 else rng.randint(-10, 30)
    return masks, list(enumerate(weights)), total


def test_encoding_has_exactly_the_tuples_that_make_the_sum() -> None:
    rng = random.Random(11)
    for _ in range(150):
        masks, terms, total = random_case(rng)
        expected = {
            combo
            for combo in itertools.product(*(digits(mk) for mk in masks))
            if sum(w * d for (_, w), d in zip(terms, combo)) == total
        }
        assert sat_tuples(masks, terms, total) == expected, (masks, terms, total)


def test_unit_propagation_rules_out_digits_that_cannot_reach_the_total() -> None:
    # a + b + c == 16 with every digit 1..6 open: 16 needs a 4 or more in each cell, so the
    # digits 1, 2 and 3 are out; unit propagation alone (no search) must find that
    masks = [sum(1 << d for d in range(1, N + 1))] * 3
    terms = [(0, 1), (1, 1), (2, 1)]
    cnf, _ = encoded(masks, terms, 16)
    implied = unit_propagate(cnf)
    assert implied is not None
    for i in range(3):
        for d in range(1, N + 1):
            v = cnf.var_of[i][d]
            assert (-v in implied) == (d < 4), (i, d)
    # the same as the exact pruning
    pruned = list(masks)
    assert prune_linear(terms, 16, pruned) is True
    assert pruned == [sum(1 << d for d in range(4, N + 1))] * 3


def test_unit_propagation_follows_a_decided_digit_backwards() -> None:
    # a + b == 7 with b decided by an assumption: a is forced by unit propagation alone
    masks = [sum(1 << d for d in range(1, N + 1))] * 2
    cnf, _ = encoded(masks, [(0, 1), (1, 1)], 7)
    implied = unit_propagate(cnf, [cnf.var_of[1][5]])
    assert implied is not None and cnf.var_of[0][2] in implied


def test_group_pruning_keeps_exactly_the_digits_of_some_way_with_different_digits_per_group() -> None:
    rng = random.Random(12)
    seen = set()
    for _ in range(300):
        sizes = [rng.randint(1, 3) for _ in range(rng.randint(1, 3))]
        groups, cell = [], 0
        for size in sizes:
            groups.append(tuple(range(cell, cell + size)))
            cell += size
        masks = [sum(1 << d for d in range(1, N + 1) if rng.random() < 0.6) or 1 << rng.randint(1, N) for _ in range(cell)]
        ways = [
            combo
            for combo in itertools.product(*(digits(mk) for mk in masks))
            if all(len({combo[i] for i in g}) == len(g) for g in groups)
        ]
        pick = rng.choice(ways) if ways and rng.random() < 0.8 else None
        total = sum(pick) if pick else rng.randint(1, N * cell)
        good = [w for w in ways if sum(w) == total]
        pruned = list(masks)
        result = prune_distinct_groups(groups, total, pruned)
        if not good:
            assert result is None, (groups, masks, total)
            seen.add(None)
            continue
        expected = [sum(1 << d for d in {w[i] for w in good}) for i in range(cell)]
        assert pruned == expected, (groups, masks, total)
        assert result is (expected != masks)
        seen.add(result)
    assert seen == {None, True, False}


def test_little_killer_knows_the_cells_in_one_box_differ() -> None:
    # the main diagonal of a 4 x 4: r1c1 and r2c2 share a box, so do r3c3 and r4c4; 6 is then
    # 1 + 2 + 1 + 2 in some order (the sum alone would also allow a 3 next to three 1s)
    lk = LittleKiller(-1, -1, "DR", 6)
    puzzle = make(4, [lk])
    assert lk.groups(puzzle) == ((0, 5), (10, 15))
    masks = [0b11110] * 16
    assert prune_linear(lk.terms(4), 6, list(masks)) is True
    assert lk.prune(puzzle, masks) is True
    assert [masks[i] for i in (0, 5, 10, 15)] == [0b110] * 4


def test_the_loops_for_one_to_three_cells_give_what_the_enumeration_gives() -> None:
    # _group_sums works out groups of up to three cells by plain loops (the little killers'
    # pruning is a quarter of their puzzles' solution paths); any group by the enumeration
    from str8ts_gui.kinds.sudoku.variants.sums import _group_sums, _group_sums_any

    rng = random.Random(35)
    sums_seen = set()
    for _ in range(4000):
        k = rng.randint(0, 3)
        top = rng.choice((10, 17))  # (digit bits of 9 x 9 and 16 x 16 boards, and bit 0)
        masks = tuple(0 if rng.random() < 0.03 else sum(1 << d for d in range(top) if rng.random() < rng.choice((0.3, 0.7))) for _ in range(k))
        got = _group_sums.__wrapped__(masks)
        assert got == _group_sums_any(masks), masks
        sums_seen.add(len(got))
    assert max(sums_seen) > 10  # (groups that make many sums)
    assert _group_sums(()) == ((0, ()),) and _group_sums((1,)) == ((0, (1,)),)  # (no cell; digit 0)
    for none in ((1 << 5, 1 << 5), (0b110, 0b110, 0b110), (0b110, 1 << 2, 1 << 1)):  # no different digits
        assert _group_sums(none) == _group_sums_any(none) == ()
    four = (0b1111111110,) * 4
    assert _group_sums(four) == _group_sums_any(four) and _group_sums(four)[0][0] == 1 + 2 + 3 + 4
