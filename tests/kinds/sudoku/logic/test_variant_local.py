"""The ways a rule can be kept on its cells (:func:`.variant_local.ways`): every assignment of a
killer cage's or little killer's cells that makes the sum with cells that see each other
different, found by a search that remembers the rule's pruning and whole subtrees on the
puzzle's context. Checked against a brute force over the candidates, and a context that has
searched before (its memories warm) against a fresh one, whose search remembers nothing yet:
the same ways in the same order, and the same "too many to tell" (None) where the node budget
cuts the search short.
"""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "variants"))  # the variants' helpers

from rule_checks import make  # noqa: E402

from str8ts_gui.kinds.sudoku.logic import CandidateGrid  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_base as vb  # noqa: E402
from str8ts_gui.kinds.sudoku.logic import variant_local as vl  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.killer import KillerCage  # noqa: E402
from str8ts_gui.kinds.sudoku.variants.little_killer import LittleKiller  # noqa: E402

CAGES = [
    KillerCage((0, 1, 9), 12),  # r1c1, r1c2, r2c1: one box
    KillerCage((3, 4, 5, 14), 20),  # across a row and a box
    KillerCage((30, 39), 9),  # two cells of a column
    KillerCage((60, 61, 62, 70), 15),
    KillerCage((24, 25, 26), 0),  # no sum: three different digits
]
DIAGONAL = LittleKiller(-1, 3, "DR", 30)  # r1c4 to r6c9: cells of boxes 2, 3, 5 and 6


def brute_force(ctx: vb.Context, info: vb.RuleInfo, masks: list[int]) -> set[tuple[int, ...]]:
    """Every filling of the rule's cells from their candidates that makes its sum (if it has
    one), cells that see each other (a cage's: all of them) holding different digits."""
    cells = info.cells
    pb = ctx.shape.peer_bits
    cage = isinstance(info.rule, KillerCage)
    out = set()
    for way in itertools.product(*[[d for d in range(1, 10) if masks[i] >> d & 1] for i in cells]):
        if info.rule.total and sum(way) != info.rule.total:
            continue
        if cage and len(set(way)) < len(way):
            continue
        if any(pb[i] >> j & 1 and a == b for (i, a), (j, b) in itertools.combinations(zip(cells, way), 2)):
            continue
        out.add(way)
    return out


def random_masks(rng: random.Random, keep: float) -> list[int]:
    """A grid's candidates, each digit kept with probability ``keep`` (never none)."""
    out = []
    for _ in range(81):
        m = sum(1 << d for d in range(1, 10) if rng.random() < keep)
        out.append(m or 1 << rng.randint(1, 9))
    return out


def test_the_ways_are_every_filling_that_makes_the_sum_and_a_warm_context_finds_them_as_a_fresh_one():
    puzzle = make(9, [*CAGES, DIAGONAL])
    grid = CandidateGrid.from_puzzle(puzzle)
    warm = vb._build(puzzle, grid.shape)
    rng = random.Random(7)
    searched = cut = hits = 0
    states = [random_masks(rng, keep) for keep in (0.25, 0.35, 0.5, 0.7, 0.9) for _ in range(20)]
    # states that come back narrowed: the subtrees a warm context remembers are met again
    states += [[m & random_masks(rng, 0.8)[i] or m for i, m in enumerate(s)] for s in states[:40]]
    for masks in states:
        for info in warm.rules:
            fresh = vb._build(puzzle, grid.shape)
            got, want = vl.ways(warm, info, masks), vl.ways(fresh, info, masks)
            assert got == want, (info.rule, masks)
            if got is None:
                cut += 1
                continue
            searched += 1
            assert set(got.found) == brute_force(warm, info, masks)
            assert len(set(got.found)) == len(got.found)
            hits += bool(got.found)
    # the states reach both ends: searches that find ways, that find none, and that the budget cuts
    assert searched > 200 and hits > 50 and cut > 5, (searched, hits, cut)
    trees = warm.memo["ways-trees"]
    assert sum(len(t) for t in trees.values()) > 100  # the warm context did remember subtrees


def test_searches_of_rules_made_up_for_a_moment_remember_nothing_of_each_other():
    # a few cells of a long line are searched as a rule of their own (index -1, variant_windows):
    # two of them with the same candidates are different searches (their subtrees were shared
    # by the index, and the second got the first's ways)
    puzzle = make(9, [])
    grid = CandidateGrid.from_puzzle(puzzle)
    ctx = vb._build(puzzle, grid.shape)
    masks = [sum(1 << d for d in range(1, 10))] * 81
    first = vb.RuleInfo(-1, KillerCage((0, 1), 10), (0, 1), 0b11, True)
    second = vb.RuleInfo(-1, KillerCage((3, 4), 15), (3, 4), 0b11 << 3, True)
    got = [vl._search(ctx, info, masks, vl.BUDGET) for info in (first, second)]
    want = [vl._search(vb._build(puzzle, grid.shape), info, masks, vl.BUDGET) for info in (first, second)]
    assert got == want
    assert {sum(w) for w in got[0].found} == {10} and {sum(w) for w in got[1].found} == {15}


class _BoardSearched(KillerCage):
    """A killer cage searched as any rule is, on the whole board with its pruning called (a
    rule of its own pruning is not sent to the cage's own search)."""

    def prune(self, puzzle, masks):
        return super().prune(puzzle, masks)


def test_a_cages_own_search_finds_what_the_board_search_does_with_the_same_budget_cuts():
    # the same cages searched both ways, each context warm from the states before (its
    # subtrees, and for the cage's own search the ones a budget cut, remembered), with budgets
    # small enough that many searches are cut: the same ways in the same order, None alike
    cages = [*CAGES, KillerCage((40, 41, 42, 49, 50), 25), KillerCage((72, 73, 74, 75, 76, 77), 27)]
    own_puzzle = make(9, cages)
    board_puzzle = make(9, [_BoardSearched(c.cells, c.total) for c in cages])
    own = vb._build(own_puzzle, CandidateGrid.from_puzzle(own_puzzle).shape)
    board = vb._build(board_puzzle, CandidateGrid.from_puzzle(board_puzzle).shape)
    rng = random.Random(11)
    states = [random_masks(rng, keep) for keep in (0.4, 0.6, 0.8, 1.0) for _ in range(15)]
    states += [[m & random_masks(rng, 0.85)[i] or m for i, m in enumerate(s)] for s in states]
    cut = found = 0
    for masks in states:
        for a, b in zip(own.rules, board.rules):
            for budget in (vl.BUDGET, 40, 12):
                got, want = vl._search(own, a, masks, budget), vl._search(board, b, masks, budget)
                assert got == want, (a.rule, budget, masks)
                cut += got is None
                found += bool(got and got.found)
    assert cut > 50 and found > 50, (cut, found)
    assert "ways-cage" in own.memo and "ways-cage" not in board.memo  # (each went its own way)


def test_the_rule_pointing_remembered_on_the_ways_is_what_always_and_seen_say():
    # Ways.pointing (what the propagation takes: per digit every way holds, the cells that see
    # it wherever it is) against always() and seen() read plainly, on the ways of the cages and
    # the diagonal (whose cells in different boxes may hold a digit twice) and on made-up ways
    # with a digit twice in some ways and once in others
    puzzle = make(9, [*CAGES, DIAGONAL])
    ctx = vb._build(puzzle, CandidateGrid.from_puzzle(puzzle).shape)
    pb = ctx.shape.peer_bits

    def plain(w: vl.Ways) -> tuple[tuple[int, tuple[int, ...]], ...]:
        seen = {d: w.seen(pb, d) for d in range(1, 10) if w.always() >> d & 1}
        return tuple((1 << d, tuple(j for j in range(81) if s >> j & 1)) for d, s in seen.items() if s)

    rng = random.Random(5)
    checked = pointing = 0
    for keep in (0.3, 0.5, 0.8, 1.0):
        for _ in range(15):
            masks = random_masks(rng, keep)
            for info in ctx.rules:
                w = vl.ways(ctx, info, masks)
                if w is None:
                    continue
                assert w.pointing(pb) == plain(w) and w.pointing(pb) == plain(w)  # (worked out, then read)
                checked += 1
                pointing += bool(w.pointing(pb))
    made = [
        vl.Ways((0, 10, 20), ((1, 2, 1), (1, 3, 4), (5, 1, 1)), (0,) * 3),  # 1 twice in r1c1 and r3c3
        vl.Ways((0, 10, 20), ((1, 2, 1), (2, 1, 3)), (0,) * 3),
        vl.Ways((0, 4, 8), ((7, 5, 7), (7, 7, 5)), (0,) * 3),  # a row: 7 twice, seen by the row either way
        vl.Ways((0, 9), ((3, 4), (4, 3)), (0,) * 2),
        vl.Ways((0, 9), (), (0,) * 2),
    ]
    for w in made:
        assert w.pointing(pb) == plain(w)
    assert checked > 100 and pointing > 5, (checked, pointing)
    assert made[0].always() == 1 << 1 and made[2].pointing(pb)  # (a digit twice in a way: seen() itself)
